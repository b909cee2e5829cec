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
      expect(disagreements).toEqual([]);
    });
  }
}
