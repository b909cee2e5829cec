/**
 * `forcedPairs` on the reference rounds (tournaments of up to 40 players), held
 * to the properties a forced pair must have: forcing a pair the rules made (the
 * first, middle and last boards') changes nothing (the pairing made is still the best and earliest); forcing a
 * pair they did not make makes it, and on an even field gives exactly what
 * keeping each of the two from every other player (forbidden pairs) gives; every
 * result passes the self-check.
 */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { NoValidPairingError } from '../../../src/core/errors';
import type { Tournament } from '../../../src/core/model';
import { opponents, pabOf } from '../../support/dutch-builders';
import { cutBefore, initialColourFromRoundOne, loadTournament, pairingKeys, roundsIn, tournamentFiles } from './fixture-support';

const force = (t: Tournament, round: number, forcedPairs: [number, number][]) => pairDutch(t, round, { selfCheck: true, forcedPairs });

function keptFromOthers(t: Tournament, a: number, b: number): Tournament {
  const others = t.players.map((p) => p.startNumber).filter((n) => n !== a && n !== b);
  return { ...t, forbiddenPairs: [...(t.forbiddenPairs ?? []), ...others.flatMap((n) => [[a, n] as const, [b, n] as const])] };
}

describe('forcedPairs on the reference rounds (up to 40 players)', () => {
  const files = tournamentFiles().filter((f) => Number(/-n(\d+)-/.exec(basename(f))![1]) <= 40);
  it('has tournaments to check', () => expect(files.length).toBeGreaterThan(100));
  for (const file of files) {
    it(`${basename(file)}: forcing a pair the rules made changes nothing; any other pair is made, as keeping both from everyone else would`, () => {
      const full = loadTournament(file);
      const initialColour = initialColourFromRoundOne(full);
      const problems: string[] = [];
      for (let round = 1; round <= roundsIn(full); round++) {
        const t = cutBefore(full, round, initialColour);
        const made = pairDutch(t, round);
        // The first, middle and last boards' pairs.
        const boards = [...new Set([0, made.boards.length >> 1, made.boards.length - 1])].map((k) => made.boards[k]!);
        for (const board of boards) {
          const again = force(t, round, [[board.black, board.white]]);
          if (pairingKeys(again).join() !== pairingKeys(made).join()) problems.push(`round ${round}: forcing ${board.white}-${board.black} changed the pairing`);
        }
        // One pair the rules did not make, chosen by position: the first board's White with the last board's Black.
        const a = made.boards[0]!.white;
        const b = made.boards[made.boards.length - 1]!.black;
        if (a === b || made.boards.length < 2) continue;
        let forced;
        try {
          forced = force(t, round, [[a, b]]);
        } catch (error) {
          if (!(error instanceof NoValidPairingError)) throw error;
          continue;
        }
        if (!opponents(forced).includes(`${Math.min(a, b)}-${Math.max(a, b)}`)) problems.push(`round ${round}: ${a}-${b} not made`);
        if (pabOf(made) === null && pairingKeys(forced).join() !== pairingKeys(pairDutch(keptFromOthers(t, a, b), round)).join()) {
          problems.push(`round ${round}: forcing ${a}-${b} differs from keeping them from everyone else`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
