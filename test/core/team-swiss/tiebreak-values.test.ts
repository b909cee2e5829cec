import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeTeamStandings, readTeamTrf } from '../../../src/core/team-swiss';

/**
 * Team tie-breaks against FIDE's tie-break calculator (TieBreakServer
 * tiebreakchecker.py, Swiss rules): the values it gave for the first 24
 * generated team events (test/fixtures/team-swiss/README.md).
 */
const FIXTURES = join(__dirname, '../../fixtures/team-swiss');
const CALCULATOR_CODE: Record<string, string> = { MP: 'MPTS', GP: 'GPTS' };
const CODES = ['MP', 'GP', 'BH', 'BH/C1', 'BH/C2', 'BH/M1', 'SB', 'SB/C1', 'WIN', 'PS', 'KS'];
/**
 * Values known to differ, by file: an event with a forfeited match, absences
 * and two PABs after an absence, where the calculator's Buchholz-family values
 * of ten teams are higher than Sheetmate's (not yet explained: docs/team-swiss.md, "Tie-breaks").
 */
const KNOWN: Record<string, readonly string[]> = {
  'ts02-0018-n11-b2-r8-typea_mp_gp.json': ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11'].flatMap((team) => ['BH', 'BH/C1', 'BH/C2', 'BH/M1', 'SB', 'SB/C1', 'KS'].map((code) => `${team} ${code}`)),
};
const files = readdirSync(join(FIXTURES, 'tiebreaks')).filter((file) => file.endsWith('.json'));

describe('team tie-breaks against the calculator', () => {
  it('has the 24 fixtures', () => expect(files).toHaveLength(24));
  for (const file of files) {
    it(file, () => {
      const reference = JSON.parse(readFileSync(join(FIXTURES, 'tiebreaks', file), 'utf8')) as { teams: Record<string, { values: Record<string, string | number> }> };
      const name = file.replace(/\.json$/, '.trf');
      const { event, roundsPlayed } = readTeamTrf(readFileSync(join(FIXTURES, 'generated', name), 'utf8'), name);
      const rows = computeTeamStandings(event, { tiebreaks: CODES, throughRound: roundsPlayed });
      const differing: string[] = [];
      let compared = 0;
      for (const row of rows) {
        for (const code of CODES) {
          compared++;
          const theirs = Number(reference.teams[String(row.team)]!.values[CALCULATOR_CODE[code] ?? code]);
          if (Number(row.tiebreaks[code as 'MP']) !== theirs) differing.push(`${row.team} ${code}`);
        }
      }
      expect(compared).toBeGreaterThan(0);
      expect(differing.sort()).toEqual([...(KNOWN[file] ?? [])].sort());
    });
  }
});
