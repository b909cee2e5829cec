/**
 * Team standings, checked by totals worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { teamStandings, teamsTable, type TeamMember } from '../../../src/core/views/teams';

const member = (name: string, team: string, points: number, section = ''): TeamMember => ({ name, team, points: points * 10, section });

describe('team standings', () => {
  // Hill: 4 + 3½ + 3 + 2½ = 13 (Hana's 1 does not count); Oak: 4 + 4 + 3 + 2 = 13, next best 1½;
  // Elm: 3 + 3 = 6 with two players. Hill and Oak tie on 13: Oak's next best (1½) beats Hill's (1).
  const members = [
    member('Hana', 'Hill', 1),
    member('Asha', 'Hill', 4),
    member('Ben', 'Hill', 3.5),
    member('Cy', 'Hill', 3),
    member('Dia', 'Hill', 2.5),
    member('Olu', 'Oak', 4),
    member('Pia', 'oak ', 4),
    member('Quin', 'Oak', 3),
    member('Ros', 'Oak', 2),
    member('Sam', 'Oak', 1.5),
    member('Eve', 'Elm', 3),
    member('Fin', 'Elm', 3),
  ];

  it('adds each team’s best 4 scores and breaks a tie by the next best score', () => {
    const standings = teamStandings(members, 4);
    expect(standings.map((s) => [s.rankLabel, s.team, s.total / 10, s.nextBest / 10, s.players])).toEqual([
      ['1', 'Oak', 13, 1.5, 5],
      ['2', 'Hill', 13, 1, 5],
      ['3', 'Elm', 6, 0, 2],
    ]);
    expect(standings[1]!.counting.map((m) => m.name)).toEqual(['Asha', 'Ben', 'Cy', 'Dia']);
  });

  it('counts as many scores as asked: best 2 gives Oak 8, Hill 7½, Elm 6', () => {
    expect(teamStandings(members, 2).map((s) => [s.team, s.total / 10])).toEqual([
      ['Oak', 8],
      ['Hill', 7.5],
      ['Elm', 6],
    ]);
  });

  it('then the number of players, more first; then a shared rank', () => {
    const standings = teamStandings(
      [member('A', 'Red', 3), member('B', 'Red', 0), member('C', 'Blue', 3), member('D', 'Green', 3)],
      1,
    );
    // Red: 3, next best 0, two players; Blue and Green: 3, next best 0, one player each.
    expect(standings.map((s) => [s.rankLabel, s.team])).toEqual([
      ['1', 'Red'],
      ['2–3', 'Blue'],
      ['2–3', 'Green'],
    ]);
  });

  it('writes the sheet: title, header, a row per team with its counting players and their sections', () => {
    const rows = teamsTable(teamStandings([member('Asha', 'Hill', 4, 'U10'), member('Ben', 'Hill', 2.5, 'Open'), member('Cy', 'Hill', 0.5, 'U8')], 2), 2);
    expect(rows[1]).toEqual(['Rank', 'Team', 'Points', 'Next best', 'Players', 'Counting (best 2)']);
    // The counting players' points are numbers, as the Points column is (2.5, not 2½).
    expect(rows[2]).toEqual(['1', 'Hill', 6.5, 0.5, 3, 'Asha 4 (U10); Ben 2.5 (Open)']);
    expect(String(rows[0]![0])).toContain("each team's best 2 individual scores count");
    // "Across all sections" only where there are sections.
    expect(String(rows[0]![0])).not.toContain('sections');
    expect(String(teamsTable(teamStandings([member('Asha', 'Hill', 4, 'U10')], 2), 2, true)[0]![0])).toContain("each team's best 2 individual scores count, across all sections · ");
  });
});
