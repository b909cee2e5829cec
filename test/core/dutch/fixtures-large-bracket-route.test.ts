/**
 * The reference corpus with the large-bracket route forced on
 * (`large-bracket-route.ts`): every round of the 210 tournaments and the 25 cut
 * cases must still be the reference engine's pairing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { cutBefore, cutCases, FIXTURES, initialColourFromRoundOne, loadTournament, pairingKeys, readPairsFile, recordedKeys, roundsIn, tournamentFiles } from './fixture-support';
import { forcedLargeBracketRoute } from './large-bracket-route';

describe('the large-bracket route forced on, against the reference engine', () => {
  it('pairs every round of the reference tournaments as the reference engine did', () => {
    const forced = forcedLargeBracketRoute();
    let rounds = 0;
    for (const file of tournamentFiles()) {
      const tournament = loadTournament(file);
      const colour = initialColourFromRoundOne(tournament);
      for (let round = 1; round <= roundsIn(tournament); round++) {
        const pairing = pairDutch(cutBefore(tournament, round, colour), round, forced.options);
        expect(pairingKeys(pairing), `${file} round ${round}`).toEqual(recordedKeys(tournament, round));
        rounds++;
      }
    }
    expect(rounds).toBe(1538);
    expect(forced.solved()).toBeGreaterThan(2000);
  });

  it('pairs the cut cases as their .pairs files say', () => {
    const forced = forcedLargeBracketRoute();
    for (const { name, round } of cutCases()) {
      const tournament = loadTournament(join(FIXTURES, 'cases', `${name}.trf`));
      const input = { ...tournament, initialColour: tournament.initialColour ?? initialColourFromRoundOne(tournament) };
      const expected = readPairsFile(readFileSync(join(FIXTURES, 'cases', `${name}.pairs`), 'utf8'));
      expect(pairingKeys(pairDutch(input, round, forced.options)), name).toEqual(expected);
    }
    expect(forced.solved()).toBeGreaterThan(25);
  });
});
