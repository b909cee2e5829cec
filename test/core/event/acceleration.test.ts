/**
 * Baku acceleration as the setting applies it (FIDE C.04.7): group A's size,
 * the virtual points by round, late entries, and the TRF records.
 */
import { describe, expect, it } from 'vitest';
import { accelerationMap, accelerationRanges, bakuGroupASize, bakuGroups, bakuVirtualPoints } from '../../../src/core/event/acceleration';
import type { Entrant } from '../../../src/core/event/entrant';
import { eventFromTables } from '../../../src/core/workbook/read-event';
import { nameIndex } from '../../../src/core/workbook/reconcile';
import type { PairingsRound } from '../../../src/core/workbook/pairings-table';
import { parseResult } from '../../../src/core/workbook/results';
import { playerId } from '../../../src/core/ids';
import { STANDARD_POINTS } from '../../../src/core/model';
import { bakuAcceleration } from '../../../src/core/trf/read-extensions';

function entrants(n: number, withdrawn: readonly number[] = []): Entrant[] {
  return Array.from({ length: n }, (_, index) => ({
    row: index + 2,
    entryIndex: index,
    name: `P${index + 1}`,
    rating: 2500 - index,
    status: withdrawn.includes(index + 1) ? 'withdrawn' : 'active',
    requestedByes: [],
  }));
}

describe('group A (C.04.7): the first half, rounded up to the nearest even number', () => {
  it.each([
    [161, 82],
    [44, 22],
    [45, 24],
    [46, 24],
    [47, 24],
    [2, 2],
    [3, 2],
  ])('%i players: %i in group A', (players, size) => {
    expect(bakuGroupASize(players)).toBe(size);
  });

  it('agrees with the reference engine’s ⌈N/2⌉ for the 192 header when N is a multiple of 4 or one less, and is one larger otherwise', () => {
    for (let n = 4; n <= 60; n++) {
      const reference = bakuAcceleration(Array.from({ length: n }, (_, i) => i + 1), 7).size;
      expect(bakuGroupASize(n) - reference).toBe(n % 4 === 1 || n % 4 === 2 ? 1 : 0);
    }
  });
});

describe('virtual points', () => {
  it('one point in the first half of the accelerated rounds (rounded up), ½ in the rest: 9 rounds → 3 and 2 (the Handbook’s example)', () => {
    expect(bakuVirtualPoints(9)).toEqual([10, 10, 10, 5, 5]);
    expect(bakuVirtualPoints(7)).toEqual([10, 10, 5, 5]);
    expect(bakuVirtualPoints(5)).toEqual([10, 10, 5]);
    expect(bakuVirtualPoints(1)).toEqual([10]);
  });

  it('are written as TRF-2026 250 records, group A by start numbers', () => {
    const groups = bakuGroups(eventFromTables(entrants(46), [], STANDARD_POINTS), 9)!;
    expect(accelerationRanges(groups)).toEqual([
      { matchPoints: null, gamePoints: 10, firstRound: 1, lastRound: 3, firstPlayer: 1, lastPlayer: 24 },
      { matchPoints: null, gamePoints: 5, firstRound: 4, lastRound: 5, firstPlayer: 1, lastPlayer: 24 },
    ]);
  });
});

describe('who is in group A', () => {
  it('before round 1: every player not withdrawn, in pairing-number order', () => {
    const state = eventFromTables(entrants(10, [2]), [], STANDARD_POINTS);
    // 9 to be paired: group A is 2⌈9/4⌉ = 6 of them, up to the sixth of 1, 3, 4, 5, 6, 7, … = player 7.
    expect(bakuGroups(state, 7)!.lastOfGroupA).toBe(7);
  });

  it('after round 1: the players of round 1; a late entry numbered after them is in group B', () => {
    const round1: PairingsRound = {
      round: 1,
      boards: [
        { round: 1, board: 1, white: 'P1', black: 'P3', result: parseResult('1-0')!, row: 2 },
        { round: 1, board: 2, white: 'P4', black: 'P2', result: parseResult('0-1')!, row: 3 },
      ],
      byes: [],
    };
    // P1–P4 were numbered at round 1 (Sheetmate IDs 1–4); P5, rated highest, joins after it.
    const withLateEntry = [...entrants(4).map((entrant, index) => ({ ...entrant, id: playerId(index + 1) })), { ...entrants(5)[4]!, rating: 2600 }];
    const state = eventFromTables(withLateEntry, [round1], STANDARD_POINTS, { knownOrder: [1, 2, 3, 4] });
    const groups = bakuGroups(state, 5)!;
    expect(groups.fieldAtStart).toBe(4);
    expect(groups.lastOfGroupA).toBe(nameIndex(state)('P2'));
    expect([...accelerationMap(state, groups).keys()]).not.toContain(nameIndex(state)('P5'));
  });
});
