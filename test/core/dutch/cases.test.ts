import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { FIXTURES, initialColourFromRoundOne, loadTournament, pairingKeys, readPairsFile } from './fixture-support';

interface CaseRow {
  readonly name: string;
  readonly round: number;
}

function cases(): CaseRow[] {
  const lines = readFileSync(join(FIXTURES, 'cases/index.csv'), 'utf8').trim().split(/\r?\n/);
  const header = lines[0]!.split(',');
  const col = (name: string): number => header.indexOf(name);
  const rows = lines.slice(1).map((line) => {
    const cells = line.split(',');
    return { name: cells[col('case')]!, round: Number(cells[col('round_paired')]) };
  });
  return [...rows, { name: 'case-L01', round: 9 }];
}

describe('pairDutch on the reference cut cases', () => {
  for (const { name, round } of cases()) {
    it(`pairs ${name} (round ${round}) exactly as the .pairs file says`, () => {
      const tournament = loadTournament(join(FIXTURES, 'cases', `${name}.trf`));
      const input = { ...tournament, initialColour: tournament.initialColour ?? initialColourFromRoundOne(tournament) };
      const expected = readPairsFile(readFileSync(join(FIXTURES, 'cases', `${name}.pairs`), 'utf8'));
      const got = pairingKeys(pairDutch(input, round, { selfCheck: name !== 'case-L01' }));
      expect(got).toEqual(expected);
    });
  }
});
