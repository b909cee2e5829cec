/**
 * Helpers shared by the Dutch fixture tests and the benchmark: read the copied
 * reference files, cut a tournament before a round, and compare pairings.
 */

import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Colour, RoundPairing, Tournament } from '../../../src/core/model';
import { readTrf } from '../../../src/core/trf/read';
import { inferInitialColour } from '../../../src/core/dutch/colour';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/dutch');

export function loadTournament(path: string): Tournament {
  return readTrf(readFileSync(path, 'utf8'), path).tournament;
}

export function tournamentFiles(): string[] {
  return readdirSync(join(FIXTURES, 'tournaments'))
    .filter((f) => f.endsWith('.trf'))
    .sort()
    .map((f) => join(FIXTURES, 'tournaments', f));
}

/** The initial colour of a complete tournament, read off round 1 as the engine's own inference does. */
export function initialColourFromRoundOne(tournament: Tournament): Colour {
  return inferInitialColour(tournament);
}

/** Rounds 1..k of every player plus round k+1's announced absences (H, Z, F without opponent). */
export function cutBefore(tournament: Tournament, round: number, initialColour: Colour): Tournament {
  return {
    ...tournament,
    initialColour,
    totalRounds: tournament.totalRounds ?? roundsIn(tournament),
    players: tournament.players.map((p) => {
      const rounds = p.rounds.slice(0, round - 1);
      const nextEntry = p.rounds[round - 1];
      if (nextEntry !== undefined && nextEntry.opponent === null && 'HZF'.includes(nextEntry.result) && nextEntry.result !== ' ') {
        rounds.push(nextEntry);
      }
      return { ...p, rounds };
    }),
  };
}

/** The recorded pairing of `round`: games as `white-black`, PAB as `bye:n`, absences left out. */
export function recordedKeys(tournament: Tournament, round: number): string[] {
  const keys: string[] = [];
  for (const p of tournament.players) {
    const e = p.rounds[round - 1];
    if (e === undefined) continue;
    if (e.opponent !== null && e.colour === 'white') keys.push(`${p.startNumber}-${e.opponent}`);
    if (e.opponent === null && e.result === 'U') keys.push(`bye:${p.startNumber}`);
  }
  return keys.sort();
}

export function pairingKeys(pairing: RoundPairing): string[] {
  const keys = pairing.boards.map((b) => `${b.white}-${b.black}`);
  for (const bye of pairing.byes) if (bye.kind === 'pairing-allocated') keys.push(`bye:${bye.player}`);
  return keys.sort();
}

export interface CutCase {
  readonly name: string;
  /** The round its `.pairs` file gives. */
  readonly round: number;
}

/** The reference cut cases (`cases/index.csv`) and case-L01 (round 9 of 1000 players). */
export function cutCases(): CutCase[] {
  const lines = readFileSync(join(FIXTURES, 'cases/index.csv'), 'utf8').trim().split(/\r?\n/);
  const header = lines[0]!.split(',');
  const col = (name: string): number => header.indexOf(name);
  const rows = lines.slice(1).map((line) => {
    const cells = line.split(',');
    return { name: cells[col('case')]!, round: Number(cells[col('round_paired')]) };
  });
  return [...rows, { name: 'case-L01', round: 9 }];
}

/** Reads a `.pairs` file: `white black` per line, `player 0` for the PAB. */
export function readPairsFile(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  return lines
    .slice(1)
    .map((l) => {
      const [a, b] = l.trim().split(/\s+/).map(Number);
      return b === 0 ? `bye:${a}` : `${a}-${b}`;
    })
    .sort();
}

export function roundsIn(tournament: Tournament): number {
  return Math.max(...tournament.players.map((p) => p.rounds.length));
}
