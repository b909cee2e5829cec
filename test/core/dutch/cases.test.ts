import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { cutCases, FIXTURES, initialColourFromRoundOne, loadTournament, pairingKeys, readPairsFile } from './fixture-support';

describe('pairDutch on the reference cut cases', () => {
  for (const { name, round } of cutCases()) {
    it(`pairs ${name} (round ${round}) exactly as the .pairs file says`, () => {
      const tournament = loadTournament(join(FIXTURES, 'cases', `${name}.trf`));
      const input = { ...tournament, initialColour: tournament.initialColour ?? initialColourFromRoundOne(tournament) };
      const expected = readPairsFile(readFileSync(join(FIXTURES, 'cases', `${name}.pairs`), 'utf8'));
      const got = pairingKeys(pairDutch(input, round, { selfCheck: name !== 'case-L01' }));
      expect(got).toEqual(expected);
    });
  }
});
