import { describe, expect, it } from 'vitest';
import { readTeamRecords, teamTournamentType, writeTeamRecords } from '../../../src/core/trf/team/records';

describe('TRF-2026 team records', () => {
  it('reads the 192 team types: colour preferences, primary score, secondary for colours, Baku', () => {
    expect(teamTournamentType('FIDE_TEAM')).toMatchObject({ colourPreferences: 'A', primaryScore: 'match', secondaryForColour: true, baku: false });
    expect(teamTournamentType('FIDE_TEAM_TYPEB_GP_MP')).toMatchObject({ colourPreferences: 'B', primaryScore: 'game', secondaryForColour: true });
    expect(teamTournamentType('FIDE_TEAM_MP')).toMatchObject({ colourPreferences: 'none', primaryScore: 'match', secondaryForColour: false });
    expect(teamTournamentType('FIDE_TEAM_TYPEA_MP_GP_BAKU')?.baku).toBe(true);
    expect(teamTournamentType('FIDE_DUTCH_2025')).toBeNull();
  });
  it('writes 310, 320, 330 and 362 lines that read back the same', () => {
    const records = {
      teams: [
        { number: 1, name: 'Riverside Primary', matchPoints: 40, gamePoints: 65, rank: 1, players: [1, 2, 3, 4, 9] },
        { number: 2, name: 'Hill School', matchPoints: 20, gamePoints: 35, rank: 2, players: [5, 6, 7, 8] },
      ],
      matchPoints: { win: 30, draw: 10, loss: 0 },
      pairingAllocatedBye: { matchPoints: 10, gamePoints: 20, teams: [null, 2] },
      forfeits: [{ kind: '+-' as const, round: 3, white: 1, black: 2 }],
      byes: [],
      acceleration: [],
    };
    const text = writeTeamRecords(records).join('\n');
    expect(text).toContain('310 1   Riverside Primary');
    expect(text.split('\n').find((line) => line.startsWith('310 1'))!.slice(73, 77)).toBe('   1');
    const back = readTeamRecords(text, 'league.trf', new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(back.teams).toEqual(records.teams);
    expect(back.matchPoints).toEqual(records.matchPoints);
    expect(back.pairingAllocatedBye).toEqual(records.pairingAllocatedBye);
    expect(back.forfeits).toEqual(records.forfeits);
  });
  it('names the line of a player listed in two teams', () => {
    const text = `${'310 1   A'.padEnd(73)}   1    2\n${'310 2   B'.padEnd(73)}   2    3`;
    expect(() => readTeamRecords(text, 'x.trf', new Set([1, 2, 3]))).toThrow(/x\.trf, line 2.*player 2 is in team 2 and in team 1/);
  });
  it('reads and writes 299 (abnormal points: kind, match and game points, round, teams) and 300 (line-ups, 0000 an empty board)', () => {
    const records = {
      teams: [],
      forfeits: [],
      byes: [],
      acceleration: [],
      abnormalPoints: [
        { kind: '-' as const, matchPoints: 10, gamePoints: null, round: null, teams: [] },
        { kind: ' ' as const, matchPoints: -20, gamePoints: 5, round: 3, teams: [4, 12] },
      ],
      lineUps: [{ round: 2, team: 3, opponent: 7, players: [9, null, 11] }],
    };
    const lines = writeTeamRecords(records);
    expect(lines).toContain('299 -   1.0');
    // Kind in column 5, match points 8-11, game points 14-17, round 20-22, teams from 24.
    expect(lines.find((line) => line.startsWith('299  '))!.slice(7, 11)).toBe('-2.0');
    expect(lines).toContain('300   2   3   7    9 0000   11');
    const back = readTeamRecords(lines.join('\n'), 'x.trf', new Set([9, 11]));
    expect(back.abnormalPoints).toEqual(records.abnormalPoints);
    expect(back.lineUps).toEqual(records.lineUps);
  });
  it('names the column of a 300 player without a 001 line and of a 299 kind it does not know', () => {
    expect(() => readTeamRecords('300   2   3   7    9   99', 'x.trf', new Set([9]))).toThrow(/line 1.*'99' \(columns 22-25\)/);
    expect(() => readTeamRecords('299 Q   1.0', 'x.trf', new Set())).toThrow(/'Q' \(column 5\)/);
  });
});
