/**
 * Tournaments made by the reference engine's random generator on which
 * Sheetmate once differed from it (see test/fixtures/dutch/generated/README.md):
 * each `.trf` with a `.pairs` is cut before a round, which must be paired as the
 * `.pairs` says, by both routes, and be the best by brute force; each `-complete.trf` and `rc-*.trf` must pass
 * the checker in every round.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDutchPairings } from '../../../src/core/dutch/checker';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { readTrf } from '../../../src/core/trf/read';
import { bruteForceCheck } from './brute-force';
import { FIXTURES, pairingKeys, readPairsFile } from './fixture-support';

const DIR = join(FIXTURES, 'generated');
const files = readdirSync(DIR).sort();
const read = (name: string) => readTrf(readFileSync(join(DIR, name), 'utf8'), name);

describe('generated tournaments where Sheetmate once differed from the reference engine', () => {
  for (const name of files.filter((f) => f.endsWith('.pairs')).map((f) => f.replace(/\.pairs$/, ''))) {
    // `-rNN`: round NN is the one to pair; `-kN`: round N, the last in the file, had nobody playing.
    const [, kind, number] = /-([rk])(\d+)$/.exec(name)!;
    const round = kind === 'r' ? Number(number) : Number(number) + 1;
    it(`pairs round ${round} of ${name} as the reference engine did, by both routes`, () => {
      const file = read(`${name}.trf`);
      expect(file.roundsPlayed + 1).toBe(round);
      const expected = readPairsFile(readFileSync(join(DIR, `${name}.pairs`), 'utf8'));
      expect(pairingKeys(pairDutch(file.tournament, round, { selfCheck: true }))).toEqual(expected);
      expect(pairingKeys(pairDutch(file.tournament, round, { selfCheck: true, searchBudget: 0 }))).toEqual(expected);
      expect(bruteForceCheck(file.tournament, round, pairDutch(file.tournament, round))).toBeNull();
    });
  }

  for (const name of files.filter((f) => f.endsWith('.trf') && !files.includes(f.replace(/\.trf$/, '.pairs')))) {
    it(`finds every round of ${name} to be the Dutch pairing`, () => {
      const file = read(name);
      const rounds = Array.from({ length: file.roundsPlayed }, (_, r) => r + 1);
      const report = checkDutchPairings(file.tournament, { rounds, selfCheck: true });
      expect(report.roundsChecked).toBeGreaterThan(2);
      expect(report.discrepancies).toEqual([]);
    });
  }
});
