import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../../src/core/tiebreaks';
import { standingsByName, tournament } from '../../support/tiebreak-builders';

describe('computeStandings', () => {
  // Four players, two rounds: A 2, B and C 1, D 0.
  const event = tournament('A', 'B', 'C', 'D')
    .round('A - B 1-0', 'C - D 1-0')
    .round('A - C 1-0', 'B - D 1-0');

  it('ranks by points, then shares the rank of players equal on everything (1, 2, 2, 4)', () => {
    // B and C both beat D and lost to A: equal on every tie-break of the default list.
    const rows = computeStandings(event.build(), { system: 'swiss' });
    expect(rows.map((row) => [row.rank, row.rankLabel, event.nameOf(row.startNumber), row.points])).toEqual([
      [1, '1', 'A', 20],
      [2, '2–3', 'B', 10],
      [2, '2–3', 'C', 10],
      [4, '4', 'D', 0],
    ]);
  });

  it('reports the values of every code of the list, games played and withdrawals', () => {
    const withdrawn = tournament('A', 'B', 'C', 'D')
      .round('A - B 1-0', 'C - D 1-0')
      .round('A - C 1-0', 'B: U', 'D: Z')
      .withdraw('D');
    const rows = computeStandings(withdrawn.build(), { system: 'swiss', tiebreaks: ['BH', 'WIN'] });
    const d = rows.find((row) => withdrawn.nameOf(row.startNumber) === 'D');
    // D: C 1 + the Z worth min(0, 1) = 0.
    expect(d).toEqual({
      rank: 4,
      rankLabel: '4',
      startNumber: 4,
      points: 0,
      tiebreaks: { BH: 1, WIN: 0 },
      gamesPlayed: 1,
      withdrawn: true,
    });
  });

  it('computes intermediate standings through a round', () => {
    expect(standingsByName(event, { system: 'swiss', throughRound: 1 })).toEqual([
      '1–2 A',
      '1–2 C',
      '3–4 B',
      '3–4 D',
    ]);
  });

  it('treats a round beyond the last one recorded as not played yet', () => {
    expect(computeStandings(event.build(), { system: 'swiss', throughRound: 9 })).toEqual(
      computeStandings(event.build(), { system: 'swiss' }),
    );
  });

  it('rejects an opponent who is not in the tournament, naming the player and the round', () => {
    const broken = event.build();
    const players = broken.players.map((player) =>
      player.startNumber === 1
        ? { ...player, rounds: [...player.rounds, { opponent: 9, colour: 'white' as const, result: '1' as const }] }
        : player,
    );
    expect(() => computeStandings({ ...broken, players }, { system: 'swiss' })).toThrow(
      /Player 1 \(A\) has opponent 9 in round 3/,
    );
  });

  it('ranks an undefined value (null) below every number', () => {
    // C never played a game: no ARO.
    const byes = tournament('A', 'B', 'C')
      .round('A - B 0-1', 'C: U')
      .round('B - C -/-', 'A: U');
    // Points: A 1, B 1, C 1. ARO: A 1990 (B), B 2000 (A), C none.
    expect(standingsByName(byes, { system: 'swiss', tiebreaks: ['ARO'] })).toEqual(['1 B', '2 A', '3 C']);
  });

  it('uses the round robin defaults for a round robin', () => {
    const rows = computeStandings(event.build(), { system: 'round-robin' });
    expect(Object.keys(rows[0]!.tiebreaks)).toEqual(['DE', 'WIN', 'SB', 'KS']);
  });
});
