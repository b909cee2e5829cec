import { describe, expect, it } from 'vitest';
import { scheveningenRound, SCHEVENINGEN_SIZES, teamRoundRobinRound, teamRoundRobinRounds } from '../../../src/core/team-swiss';

describe('team round robin (Berger tables, teams as players)', () => {
  it('equals the published Berger table for 4 and 6 (C.05 Annex 1)', () => {
    const show = (teams: number, round: number) => teamRoundRobinRound(teams, round).matches.map((m) => `${m.white}-${m.black}`).join(' ');
    expect([1, 2, 3].map((r) => show(4, r))).toEqual(['1-4 2-3', '4-3 1-2', '2-4 3-1']);
    expect([1, 2, 3, 4, 5].map((r) => show(6, r))).toEqual(['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1']);
  });
  it('gives the team paired with the bye number no match, and counts rounds', () => {
    expect(teamRoundRobinRound(5, 1).bye).toBe(1);
    expect(teamRoundRobinRounds(5)).toBe(5);
    expect(teamRoundRobinRounds(4, true)).toBe(6);
  });
});

describe('Scheveningen (the published tables)', () => {
  it('round 2 of 4 boards is B2-A1 B1-A2 A3-B4 A4-B3, as published', () => {
    const round = scheveningenRound(4, 2).map((g) => `${g.white.team}${g.white.player}-${g.black.team}${g.black.player}`);
    expect(round).toEqual(['B2-A1', 'B1-A2', 'A3-B4', 'A4-B3']);
  });
  for (const size of SCHEVENINGEN_SIZES) {
    it(`${size} boards: every player meets every player of the other team once, one game a round, colours balanced`, () => {
      const met = new Set<string>();
      const whites = new Map<string, number>();
      for (let round = 1; round <= size; round++) {
        const games = scheveningenRound(size, round);
        expect(games).toHaveLength(size);
        const seated = new Set<string>();
        for (const { white, black } of games) {
          expect(white.team).not.toBe(black.team);
          const a = white.team === 'A' ? white.player : black.player;
          const b = white.team === 'B' ? white.player : black.player;
          met.add(`${a}-${b}`);
          seated.add(`${white.team}${white.player}`).add(`${black.team}${black.player}`);
          whites.set(`${white.team}${white.player}`, (whites.get(`${white.team}${white.player}`) ?? 0) + 1);
        }
        expect(seated.size).toBe(2 * size);
      }
      expect(met.size).toBe(size * size);
      for (const count of whites.values()) expect(Math.abs(2 * count - size)).toBeLessThanOrEqual(1);
    });
  }
  it('refuses a size without a published table', () => {
    expect(() => scheveningenRound(5, 1)).toThrow(/published table/);
  });
});
