import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeTeamStandings, readTeamTrf } from '../../../src/core/team-swiss';

/**
 * Team tie-breaks against FIDE's tie-break calculator (TieBreakServer
 * tiebreakchecker.py, Swiss rules): the values it gave, code by code, for the
 * complete events the team-pairing fork played (../../fixtures/team-swiss/generated)
 * and for random events Sheetmate paired (../../fixtures/team-swiss/tiebreak-events),
 * each for three lists that start with the event's primary score (README there).
 */
const FIXTURES = join(__dirname, '../../fixtures/team-swiss');
const OURS: Record<string, string> = { MPTS: 'MP', GPTS: 'GP' };

interface Fixture {
  readonly event: string;
  readonly runs: readonly { readonly codes: readonly string[]; readonly teams: Readonly<Record<string, readonly (string | number)[]>> }[];
}

const files = readdirSync(join(FIXTURES, 'tiebreaks')).filter((file) => file.endsWith('.json'));
let compared = 0;

describe('team tie-breaks against the calculator', () => {
  it('has the fixtures of both sets of events', () => {
    expect(files.filter((file) => file.startsWith('ts')).length).toBeGreaterThanOrEqual(70);
    expect(files.filter((file) => file.startsWith('te')).length).toBeGreaterThanOrEqual(50);
  });
  for (const file of files) {
    it(file, () => {
      const fixture = JSON.parse(readFileSync(join(FIXTURES, 'tiebreaks', file), 'utf8')) as Fixture;
      const { event, roundsPlayed } = readTeamTrf(readFileSync(join(FIXTURES, fixture.event), 'utf8'), fixture.event);
      const differing: string[] = [];
      for (const run of fixture.runs) {
        // The calculator counts the list's first score (the event's primary) where a code names none; so does Sheetmate.
        expect(run.codes[0]).toBe(event.settings.primaryScore === 'match' ? 'MPTS' : 'GPTS');
        const codes = run.codes.slice(1).map((code) => OURS[code] ?? code);
        const rows = computeTeamStandings(event, { tiebreaks: codes, throughRound: roundsPlayed });
        for (const row of rows) {
          const theirs = run.teams[String(row.team)]!;
          codes.forEach((code, index) => {
            compared++;
            const value = row.tiebreaks[code as 'MP'];
            if (Number(value) !== Number(theirs[index + 1])) differing.push(`team ${row.team} ${code}: ${value} (calculator ${theirs[index + 1]})`);
          });
        }
      }
      expect(differing).toEqual([]);
    });
  }
  it('compared every value', () => expect(compared).toBeGreaterThan(30_000));
});
