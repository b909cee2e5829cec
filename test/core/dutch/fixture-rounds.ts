/**
 * Shared body of the fixture tests: every round of every complete reference
 * tournament is re-paired and compared with the record, colours included.
 * The tests are split over several files by field size so that vitest can run
 * them in parallel.
 */
import { basename } from 'node:path';
import { expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { cutBefore, initialColourFromRoundOne, loadTournament, pairingKeys, recordedKeys, roundsIn, tournamentFiles } from './fixture-support';

/**
 * Rounds where the engine and bbpPairings v6 still disagree, as `file:round`.
 * A fix shows up as a failure here as surely as a regression does: keep the list exact.
 *
 * All six round-2 entries are the same open question: two players who have never
 * played (byes, absences, forfeits in round 1) and meet in round 2; the reference
 * engine's 5.2.5 choice does not follow the start-number parity that every other
 * round of the corpus confirms (51 of 64 such boards do).
 */
export const KNOWN_DISAGREEMENTS: readonly string[] = [
  't-n101-r09-s181889916.trf:2',
  't-n101-r10-s366200629.trf:8',
  't-n101-r10-s488072795.trf:2',
  't-n101-r11-s1334424160.trf:2',
  't-n150-r07-s1230079605.trf:2',
  't-n150-r10-s1169155517.trf:2',
  't-n300-r10-s1015807137.trf:2',
  't-n300-r11-s1426312803.trf:11',
];

/** Registers one test per tournament whose player count satisfies `select`. */
export function fixtureTournamentTests(select: (players: number) => boolean): void {
  const files = tournamentFiles().filter((file) => select(Number(/-n(\d+)-/.exec(basename(file))![1])));
  for (const file of files) {
    const name = basename(file);
    it(`pairs every round of ${name} as the reference engine did`, () => {
      const tournament = loadTournament(file);
      const initialColour = initialColourFromRoundOne(tournament);
      const disagreements: string[] = [];
      for (let round = 1; round <= roundsIn(tournament); round++) {
        const pairing = pairDutch(cutBefore(tournament, round, initialColour), round, { selfCheck: true });
        if (JSON.stringify(pairingKeys(pairing)) !== JSON.stringify(recordedKeys(tournament, round))) {
          disagreements.push(`${name}:${round}`);
        }
      }
      expect(disagreements).toEqual(KNOWN_DISAGREEMENTS.filter((entry) => entry.startsWith(`${name}:`)));
    });
  }
}
