import { describe, expect, it } from 'vitest';
import {
  bergerTable,
  roundRobinPairing,
  roundRobinRound,
  roundRobinRoundCount,
  type RoundRobinOptions,
} from '../../../src/core/systems/round-robin';

/**
 * The Berger tables of FIDE Handbook C.05 Annex 1, one line a round, White
 * first, copied as published (the Annex's "3 or 4 players" … "13 or 14
 * players" tables, as reproduced in Chris Fox's Berger Tables page and in the
 * Crenshaw-Berger tables, which agree game for game).
 */
const PUBLISHED: Record<number, readonly string[]> = {
  4: ['1-4 2-3', '4-3 1-2', '2-4 3-1'],
  6: ['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1'],
  8: [
    '1-8 2-7 3-6 4-5',
    '8-5 6-4 7-3 1-2',
    '2-8 3-1 4-7 5-6',
    '8-6 7-5 1-4 2-3',
    '3-8 4-2 5-1 6-7',
    '8-7 1-6 2-5 3-4',
    '4-8 5-3 6-2 7-1',
  ],
  10: [
    '1-10 2-9 3-8 4-7 5-6',
    '10-6 7-5 8-4 9-3 1-2',
    '2-10 3-1 4-9 5-8 6-7',
    '10-7 8-6 9-5 1-4 2-3',
    '3-10 4-2 5-1 6-9 7-8',
    '10-8 9-7 1-6 2-5 3-4',
    '4-10 5-3 6-2 7-1 8-9',
    '10-9 1-8 2-7 3-6 4-5',
    '5-10 6-4 7-3 8-2 9-1',
  ],
  12: [
    '1-12 2-11 3-10 4-9 5-8 6-7',
    '12-7 8-6 9-5 10-4 11-3 1-2',
    '2-12 3-1 4-11 5-10 6-9 7-8',
    '12-8 9-7 10-6 11-5 1-4 2-3',
    '3-12 4-2 5-1 6-11 7-10 8-9',
    '12-9 10-8 11-7 1-6 2-5 3-4',
    '4-12 5-3 6-2 7-1 8-11 9-10',
    '12-10 11-9 1-8 2-7 3-6 4-5',
    '5-12 6-4 7-3 8-2 9-1 10-11',
    '12-11 1-10 2-9 3-8 4-7 5-6',
    '6-12 7-5 8-4 9-3 10-2 11-1',
  ],
  14: [
    '1-14 2-13 3-12 4-11 5-10 6-9 7-8',
    '14-8 9-7 10-6 11-5 12-4 13-3 1-2',
    '2-14 3-1 4-13 5-12 6-11 7-10 8-9',
    '14-9 10-8 11-7 12-6 13-5 1-4 2-3',
    '3-14 4-2 5-1 6-13 7-12 8-11 9-10',
    '14-10 11-9 12-8 13-7 1-6 2-5 3-4',
    '4-14 5-3 6-2 7-1 8-13 9-12 10-11',
    '14-11 12-10 13-9 1-8 2-7 3-6 4-5',
    '5-14 6-4 7-3 8-2 9-1 10-13 11-12',
    '14-12 13-11 1-10 2-9 3-8 4-7 5-6',
    '6-14 7-5 8-4 9-3 10-2 11-1 12-13',
    '14-13 1-12 2-11 3-10 4-9 5-8 6-7',
    '7-14 8-6 9-5 10-4 11-3 12-2 13-1',
  ],
};

function written(table: readonly (readonly { white: number; black: number }[])[]): string[] {
  return table.map((games) => games.map((game) => `${game.white}-${game.black}`).join(' '));
}

/** Every round of a tournament, as rounds of `roundRobinRound`. */
function allRounds(n: number, options: RoundRobinOptions) {
  return Array.from({ length: roundRobinRoundCount(n, options) }, (_, i) => roundRobinRound(n, i + 1, options));
}

/** Each player's colours round by round: `W`, `B`, or `-` for the bye. */
function colourSequences(n: number, options: RoundRobinOptions): string[] {
  const sequences = Array.from({ length: n }, () => '');
  for (const round of allRounds(n, options)) {
    for (const { white, black } of round.games) {
      sequences[white - 1] += 'W';
      sequences[black - 1] += 'B';
    }
    if (round.bye !== null) sequences[round.bye - 1] += '-';
  }
  return sequences;
}

function count(text: string, letter: string): number {
  return [...text].filter((c) => c === letter).length;
}

describe('round-robin (FIDE C.05 Annex 1)', () => {
  for (const [size, rounds] of Object.entries(PUBLISHED)) {
    const n = Number(size);
    it(`reproduces the published table for ${n - 1} or ${n} players`, () => {
      expect(written(bergerTable(n))).toEqual(rounds);
      // "If there is an odd number of players, the highest number counts as a bye."
      expect(written(bergerTable(n - 1))).toEqual(rounds);
    });
  }

  it('builds the 16-player table with the same structure: 1–16, 2–15 … first, player 16 alternating', () => {
    const table = bergerTable(16);
    expect(table).toHaveLength(15);
    expect(written(table)[0]).toBe('1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9');
    expect(written(table)[1]).toBe('16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2');
    expect(written(table)[14]).toBe('8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1');
    table.forEach((games, index) => {
      const round = index + 1;
      // Player 16 is on board 1 every round: Black in odd rounds, White in even ones.
      expect(round % 2 === 1 ? games[0]!.black : games[0]!.white).toBe(16);
    });
  });

  for (let n = 3; n <= 16; n++) {
    it(`pairs every two of ${n} players exactly once per cycle, in ${n % 2 === 0 ? n - 1 : n} rounds`, () => {
      const single = allRounds(n, { double: false });
      expect(single).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const met = new Map<string, number>();
      for (const round of single) {
        const seen = round.games.flatMap((game) => [game.white, game.black]);
        if (round.bye !== null) seen.push(round.bye);
        // Everyone plays or rests exactly once a round.
        expect(seen.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        expect(round.bye === null).toBe(n % 2 === 0);
        for (const { white, black } of round.games) {
          const key = `${Math.min(white, black)}-${Math.max(white, black)}`;
          met.set(key, (met.get(key) ?? 0) + 1);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((times) => times === 1)).toBe(true);
      if (n % 2 === 1) {
        // Every player rests exactly once.
        expect(new Set(single.map((round) => round.bye)).size).toBe(n);
      }
    });
  }

  describe('colours', () => {
    it('for even n: each player has one White more or one Black more, half the field each way', () => {
      for (let n = 4; n <= 16; n += 2) {
        const balances = colourSequences(n, { double: false }).map((s) => count(s, 'W') - count(s, 'B'));
        expect(balances.filter((b) => b === 1)).toHaveLength(n / 2);
        expect(balances.filter((b) => b === -1)).toHaveLength(n / 2);
      }
    });

    it('for odd n: the rest round takes the odd game, so every player has as many Whites as Blacks', () => {
      for (let n = 3; n <= 15; n += 2) {
        for (const sequence of colourSequences(n, { double: false })) expect(count(sequence, 'W')).toBe(count(sequence, 'B'));
      }
    });

    it('never gives anyone three games running with the same colour in a single cycle', () => {
      for (let n = 3; n <= 16; n++) {
        for (const sequence of colourSequences(n, { double: false })) {
          expect(sequence.replace(/-/g, '')).not.toMatch(/WWW|BBB/);
        }
      }
    });
  });

  describe('double round robin', () => {
    it('has twice the rounds and repeats each table round with colours reversed', () => {
      expect(roundRobinRoundCount(8, { double: true })).toBe(14);
      expect(roundRobinRoundCount(7, { double: true })).toBe(14);
      for (let n = 3; n <= 16; n++) {
        const cycle = bergerTable(n).length;
        for (let round = 1; round <= cycle; round++) {
          const first = roundRobinRound(n, round, { double: false });
          const second = roundRobinRound(n, cycle + round, { double: true });
          expect(second.games).toEqual(first.games.map(({ white, black }) => ({ white: black, black: white })));
          expect(second.bye).toBe(first.bye);
        }
      }
    });

    it('pairs every two players twice, once with each colour', () => {
      for (let n = 3; n <= 16; n++) {
        const games = allRounds(n, { double: true }).flatMap((round) => round.games.map((g) => `${g.white}-${g.black}`));
        expect(games).toHaveLength(n * (n - 1));
        expect(new Set(games).size).toBe(n * (n - 1));
      }
    });

    it('plays the last two rounds of the first cycle in reverse order, as the Annex recommends', () => {
      // 6 players: rounds 1, 2, 3, then table round 5, then table round 4.
      const rounds = allRounds(6, { double: true }).slice(0, 6);
      expect(rounds.map((round) => round.games.map((g) => `${g.white}-${g.black}`).join(' '))).toEqual([
        '1-6 2-5 3-4',
        '6-4 5-3 1-2',
        '2-6 3-1 4-5',
        '3-6 4-2 5-1',
        '6-5 1-4 2-3',
        '6-1 5-2 4-3',
      ]);
      expect(rounds.map((round) => round.round)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('so nobody has three games running with the same colour; played straight, someone would', () => {
      for (let n = 3; n <= 16; n++) {
        for (const sequence of colourSequences(n, { double: true })) {
          expect(sequence.replace(/-/g, '')).not.toMatch(/WWW|BBB/);
        }
      }
      const straight = colourSequences(8, { double: true, swapLastTwoRoundsOfFirstCycle: false });
      expect(straight.some((sequence) => /WWW|BBB/.test(sequence))).toBe(true);
      expect(roundRobinRound(8, 6, { double: true, swapLastTwoRoundsOfFirstCycle: false })).toEqual(
        roundRobinRound(8, 6, { double: false }),
      );
    });

    it('keeps a single round robin in table order', () => {
      expect(roundRobinRound(6, 4, { double: false, swapLastTwoRoundsOfFirstCycle: true }).games[0]).toEqual({
        white: 6,
        black: 5,
      });
    });
  });

  it('gives the bye to whoever meets the extra "player" n + 1', () => {
    // 5 players use the 6-player table: round 1 is 1-6 2-5 3-4, so player 1 rests.
    expect(roundRobinRound(5, 1, { double: false })).toEqual({
      round: 1,
      bye: 1,
      games: [
        { white: 2, black: 5 },
        { white: 3, black: 4 },
      ],
    });
    expect(roundRobinRound(5, 2, { double: false }).bye).toBe(4);
    expect(roundRobinRound(3, 3, { double: false })).toEqual({ round: 3, bye: 2, games: [{ white: 3, black: 1 }] });
  });

  it('refuses rounds the tournament does not have and fields below two', () => {
    expect(() => roundRobinRound(6, 6, { double: false })).toThrow(RangeError);
    expect(() => roundRobinRound(6, 0, { double: true })).toThrow(RangeError);
    expect(() => roundRobinRound(5, 11, { double: true })).toThrow(/rounds 1 to 10/);
    expect(() => bergerTable(1)).toThrow(RangeError);
  });

  it('writes a round for the sheet with start numbers, boards from 1, the rest round as a bye', () => {
    // Pairing numbers 1..5 are start numbers 21..25.
    expect(roundRobinPairing([21, 22, 23, 24, 25], 2, { double: false })).toEqual({
      round: 2,
      // Table round 2 for 6: 6-4 5-3 1-2; player 4 rests.
      boards: [
        { board: 1, white: 25, black: 23 },
        { board: 2, white: 21, black: 22 },
      ],
      byes: [{ player: 24, kind: 'pairing-allocated', points: 0 }],
    });
    expect(roundRobinPairing([21, 22, 23], 1, { double: false, byePoints: 10 }).byes).toEqual([
      { player: 21, kind: 'pairing-allocated', points: 10 },
    ]);
  });
});
