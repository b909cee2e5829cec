/**
 * Shared body of the fixture tests: every round of every complete reference
 * tournament is re-paired and compared with the record, colours included.
 * The tests are split over several files by field size so that vitest can run
 * them in parallel.
 */
import { basename } from 'node:path';
import { expect, it } from 'vitest';
import { pairDutch, type DutchOptions } from '../../../src/core/dutch/pair-dutch';
import { cutBefore, initialColourFromRoundOne, loadTournament, pairingKeys, recordedKeys, roundsIn, tournamentFiles } from './fixture-support';

/**
 * Rounds where the engine and bbpPairings v6 still disagree, as `file:round`.
 * A fix shows up as a failure here as surely as a regression does: keep the list exact.
 *
 * All six entries are the same open question: two players who have never
 * played (byes, absences, forfeits in round 1) and meet in round 2; the reference
 * engine's 5.2.5 choice does not follow the start-number parity that every other
 * round of the corpus confirms (51 of 64 such boards do).
 */
export const KNOWN_DISAGREEMENTS: readonly string[] = [
  't-n101-r09-s181889916.trf:2',
  't-n101-r10-s488072795.trf:2',
  't-n101-r11-s1334424160.trf:2',
  't-n150-r07-s1230079605.trf:2',
  't-n150-r10-s1169155517.trf:2',
  't-n300-r10-s1015807137.trf:2',
];

/**
 * Registers one test per tournament whose player count satisfies `select`;
 * `share` = [k, n] keeps every n-th of them starting at k (to spread one size over files).
 */
export function fixtureTournamentTests(
  select: (players: number) => boolean,
  share: readonly [number, number] = [0, 1],
  options: DutchOptions = {},
): void {
  const files = tournamentFiles()
    .filter((file) => select(Number(/-n(\d+)-/.exec(basename(file))![1])))
    .filter((_, index) => index % share[1] === share[0]);
  for (const file of files) {
    const name = basename(file);
    const route = options.searchBudget === 0 ? ' (weighted matching only)' : '';
    it(`pairs every round of ${name} as the reference engine did${route}`, () => {
      const tournament = loadTournament(file);
      const initialColour = initialColourFromRoundOne(tournament);
      const disagreements: string[] = [];
      for (let round = 1; round <= roundsIn(tournament); round++) {
        const pairing = pairDutch(cutBefore(tournament, round, initialColour), round, { ...options, selfCheck: true });
        if (JSON.stringify(pairingKeys(pairing)) !== JSON.stringify(recordedKeys(tournament, round))) {
          disagreements.push(`${name}:${round}`);
        }
      }
      expect(disagreements).toEqual(KNOWN_DISAGREEMENTS.filter((entry) => entry.startsWith(`${name}:`)));
    });
  }
}
