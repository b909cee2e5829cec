/**
 * Every TRF and `.pairs` file of the Dutch corpus (copied into
 * `test/fixtures/dutch/` for the pairing engine): read, write, read again, and
 * check each cut case against the complete tournament it was cut from.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairingOfRound, readPairs, writePairs } from '../../../src/core/trf/pairs';
import { readTrf } from '../../../src/core/trf/read';
import { writeTrf } from '../../../src/core/trf/write';

const corpus = new URL('../../fixtures/dutch/', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, corpus), 'utf8');
const filesIn = (folder: string, ext: string): string[] =>
  existsSync(new URL(folder, corpus))
    ? readdirSync(new URL(folder, corpus))
        .filter((name) => name.endsWith(ext))
        .map((name) => `${folder}${name}`)
    : [];
const trfFiles = [...filesIn('tournaments/', '.trf'), ...filesIn('cases/', '.trf'), ...filesIn('', '.trf')];
const playerLines = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.startsWith('001'))
    .map((line) => line.trimEnd());

interface CaseRow {
  readonly name: string;
  readonly source: string;
  readonly roundsPlayed: number;
  readonly roundPaired: number;
}

const cases: CaseRow[] = existsSync(new URL('cases/index.csv', corpus))
  ? read('cases/index.csv')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((row) => row.split(','))
      .map(([name, source, , , roundsPlayed, roundPaired]) => ({
        name: name!,
        source: source!,
        roundsPlayed: Number(roundsPlayed),
        roundPaired: Number(roundPaired),
      }))
      .filter((row) => existsSync(new URL(row.source, corpus)) && existsSync(new URL(`cases/${row.name}.pairs`, corpus)))
  : [];

describe('the Dutch corpus in test/fixtures/dutch', () => {
  it('is there to be read', () => {
    expect(trfFiles.length).toBeGreaterThan(0);
  });

  it.each(trfFiles)('%s: read, write, read gives the same file, and the 001 lines come back', (path) => {
    const text = read(path);
    const file = readTrf(text, path);
    expect(file.warnings).toEqual([]);
    const written = writeTrf(file);
    expect(readTrf(written, path)).toEqual(file);
    expect(playerLines(written)).toEqual(playerLines(text));
  });
});

describe('the Dutch cut cases', () => {
  it('are there, each with its source tournament and .pairs', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$name: the cut matches its source, and .pairs is the source’s next round', (row) => {
    const cut = readTrf(read(`cases/${row.name}.trf`));
    const source = readTrf(read(row.source));
    expect(cut.roundsPlayed).toBe(row.roundsPlayed);
    for (const player of cut.tournament.players) {
      const full = source.tournament.players[player.startNumber - 1]!;
      expect(player.rounds.slice(0, row.roundsPlayed)).toEqual(full.rounds.slice(0, row.roundsPlayed));
    }
    const pairsText = read(`cases/${row.name}.pairs`);
    const pairing = readPairs(pairsText, row.roundPaired);
    expect(writePairs(pairing)).toBe(pairsText.replace(/\r\n?/g, '\n'));
    const expected = pairingOfRound(source.tournament, row.roundPaired);
    const games = (p: typeof pairing): string[] => p.boards.map((b) => `${b.white}-${b.black}`).sort();
    expect(games(pairing)).toEqual(games(expected));
    expect(pairing.byes).toEqual(expected.byes.filter((bye) => bye.kind === 'pairing-allocated'));
  });
});
