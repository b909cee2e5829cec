import { describe, expect, it } from 'vitest';
import { InputError, InputErrors } from '../../../src/core/errors';
import { STANDARD_POINTS, type PointSystem } from '../../../src/core/model';
import { initialOrder } from '../../../src/core/systems/initial-order';
import { pairByRatingSplit } from '../../../src/core/systems/rating-split';
import { pairFirstRound } from '../../../src/core/systems/group-methods';
import { boardByNames, boardsByNames, field, namesOf } from '../../support/system-builders';

/**
 * The rating split's worked example, seven players typed in this order. It says two pairs share a
 * rating; the reversed typing must make Player 6 the bye and put Player 5 on
 * board 1 against Player 1, which fixes the tied pairs: {4, 5} and {6, 7}.
 */
const WORKED_TYPED = [
  ['Player 1', 2100],
  ['Player 2', 1950],
  ['Player 3', 1800],
  ['Player 4', 1650],
  ['Player 5', 1650],
  ['Player 6', 1400],
  ['Player 7', 1400],
] as const;

// The worked example's own sheet gives the player who sits out "no board and no points".
const WORKED_POINTS: PointSystem = { ...STANDARD_POINTS, pairingAllocatedBye: 0 };

describe('rating-split', () => {
  describe('seven players typed in order, White drawn', () => {
    const entrants = field(...WORKED_TYPED);
    const nameOf = namesOf(entrants);
    const pairing = pairFirstRound(entrants, { method: 'split', initialColour: 'white', points: WORKED_POINTS });

    it('ranks the seeds 1 to 7 as Player 1 to Player 7, the first typed ranking higher on equal ratings', () => {
      expect(initialOrder(entrants).map((entrant) => entrant.name)).toEqual(WORKED_TYPED.map(([name]) => name));
    });

    it('makes the last seed, Player 7, the bye: no board and (with this sheet\'s scoring) no points', () => {
      expect(pairing.byes).toEqual([{ player: 7, kind: 'pairing-allocated', points: 0 }]);
      expect(pairing.boards.flatMap((board) => [board.white, board.black])).not.toContain(7);
    });

    it('pairs the top half (seeds 1 to 3) with the bottom half (seeds 4 to 6), seed i with seed i + 3', () => {
      expect(pairing.round).toBe(1);
      expect(pairing.boards.map((board) => new Set([nameOf(board.white), nameOf(board.black)]))).toEqual([
        new Set(['Player 1', 'Player 4']),
        new Set(['Player 2', 'Player 5']),
        new Set(['Player 3', 'Player 6']),
      ]);
    });

    it('alternates colours: higher seed White on board 1, Black on board 2, White on board 3', () => {
      expect(boardsByNames(pairing, nameOf)).toEqual([
        'Player 1 - Player 4',
        'Player 5 - Player 2',
        'Player 3 - Player 6',
      ]);
    });

    it('gives Player 5 White on board 2, where the higher seed is Player 2', () => {
      expect(pairing.boards[1]).toEqual({ board: 2, white: 5, black: 2 });
    });
  });

  describe('the same seven typed in the opposite order', () => {
    const entrants = field(...[...WORKED_TYPED].reverse());
    const nameOf = namesOf(entrants);
    const pairing = pairFirstRound(entrants, { method: 'split', initialColour: 'white', points: WORKED_POINTS });

    it('makes Player 6 the bye (typed last of the two lowest)', () => {
      expect(pairing.byes.map((bye) => nameOf(bye.player))).toEqual(['Player 6']);
    });

    it('has Player 1 meet Player 5 on board 1, Player 1 on White', () => {
      expect(boardByNames(pairing.boards[0]!, nameOf)).toBe('Player 1 - Player 5');
    });

    it('pairs the rest by the new order and the same colour alternation', () => {
      expect(boardsByNames(pairing, nameOf)).toEqual([
        'Player 1 - Player 5',
        'Player 4 - Player 2',
        'Player 3 - Player 7',
      ]);
    });
  });

  it('gives board 1\'s higher seed Black when Black is drawn (FIDE C.04.3 Art. 5.2.5)', () => {
    const entrants = field(...WORKED_TYPED);
    const pairing = pairFirstRound(entrants, { method: 'split', initialColour: 'black', points: STANDARD_POINTS });
    expect(boardsByNames(pairing, namesOf(entrants))).toEqual([
      'Player 4 - Player 1',
      'Player 2 - Player 5',
      'Player 6 - Player 3',
    ]);
  });

  it('scores the bye from the tournament\'s point system (a win by default)', () => {
    const pairing = pairFirstRound(field(...WORKED_TYPED), {
      method: 'split',
      initialColour: 'white',
      points: STANDARD_POINTS,
    });
    expect(pairing.byes).toEqual([{ player: 7, kind: 'pairing-allocated', points: 10 }]);
  });

  it('pairs an even field without a bye', () => {
    const pairing = pairByRatingSplit(field(['A', 1500], ['B', 1600], ['C', 1700], ['D', 1800]), {
      initialColour: 'white',
      points: STANDARD_POINTS,
    });
    // Seeds: D, C, B, A. D meets B, C meets A.
    expect(pairing).toEqual({
      round: 1,
      byes: [],
      boards: [
        { board: 1, white: 4, black: 2 },
        { board: 2, white: 1, black: 3 },
      ],
    });
  });

  it('uses entryIndex, when given, to break rating ties instead of array order', () => {
    const entrants = field(['Late', 1500], ['Early', 1500]).map((entrant, index) => ({
      ...entrant,
      entryIndex: 1 - index,
    }));
    expect(initialOrder(entrants).map((entrant) => entrant.name)).toEqual(['Early', 'Late']);
  });

  describe('ratings must be above 0', () => {
    it('names the row and the Rating column of a single bad rating', () => {
      const entrants = field(['Ann', 1500], ['Kid', 0], ['Bob', 1400]);
      const attempt = () => pairByRatingSplit(entrants, { initialColour: 'white', points: STANDARD_POINTS });
      expect(attempt).toThrow(InputError);
      expect(attempt).toThrow(/^Players, row 3, column Rating: Kid has rating 0/);
    });

    it('names every bad row at once: zero, negative and unreadable ratings', () => {
      const entrants = field(['Ann', 1500], ['Kid', 0], ['Bob', 1400], ['Cat', -5], ['Dan', Number.NaN]);
      let caught: unknown;
      try {
        pairFirstRound(entrants, { method: 'split', initialColour: 'white', points: STANDARD_POINTS });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(InputErrors);
      const problems = (caught as InputErrors).problems;
      expect(problems.map((problem) => problem.location.row)).toEqual([3, 5, 6]);
      expect(problems.every((problem) => problem.location.column === 'Rating')).toBe(true);
      expect((caught as Error).message).toMatch(/row 5, column Rating: Cat has rating -5/);
    });

    it('names the method that needs them: only the rating split does', () => {
      const entrants = field(['Ann', 1500], ['Kid', 0]);
      expect(() => pairFirstRound(entrants, { method: 'split', initialColour: 'white', points: STANDARD_POINTS })).toThrow(
        /Kid has rating 0; the rating split \(round 1 by rating: top half against bottom half\) needs a rating above 0 for every player/,
      );
    });

    it('fold, slide and adjacent rank unrated players after the rated ones, in entry order', () => {
      // Entry order: Kid (unrated), Ann, Zoe (unrated), Bob.
      const entrants = field(['Kid', 0], ['Ann', 1500], ['Zoe', 0], ['Bob', 1400]);
      const names = namesOf(entrants);
      const pair = (method: 'fold' | 'slide' | 'adjacent') => boardsByNames(pairFirstRound(entrants, { method, initialColour: 'white', points: STANDARD_POINTS }), names);
      // Seeds: 1 Ann, 2 Bob, 3 Kid, 4 Zoe.
      expect(pair('adjacent')).toEqual(['Ann - Bob', 'Zoe - Kid']);
      expect(pair('fold')).toEqual(['Ann - Zoe', 'Kid - Bob']);
      expect(pair('slide')).toEqual(['Ann - Kid', 'Zoe - Bob']);
      expect(() => pairFirstRound(field(['Ann', 1500], ['Cat', -5]), { method: 'fold', initialColour: 'white', points: STANDARD_POINTS })).toThrow(
        /Cat has rating -5: a rating is a number above 0, or 0 for an unrated player/,
      );
    });

    it('take the entrants as ranked, unrated or not, for an event whose start numbers are the ranking', () => {
      const entrants = field(['Ann', 1500], ['Bob', 0], ['Cid', 0], ['Dee', 0]);
      const pairing = pairFirstRound(entrants, { method: 'split', initialColour: 'white', points: STANDARD_POINTS, ranked: true });
      expect(boardsByNames(pairing, namesOf(entrants))).toEqual(['Ann - Cid', 'Dee - Bob']);
    });
  });

  it('refuses a field of fewer than two players with an InputError', () => {
    expect(() =>
      pairFirstRound(field(['Solo', 1500]), { method: 'split', initialColour: 'white', points: STANDARD_POINTS }),
    ).toThrow(InputError);
    expect(() => pairFirstRound([], { method: 'fold', initialColour: 'white', points: STANDARD_POINTS })).toThrow(
      /At least two players/,
    );
  });

  it('refuses a start number used twice (a caller bug)', () => {
    const entrants = field(['Ann', 1500], ['Bob', 1400]).map((entrant) => ({ ...entrant, startNumber: 1 }));
    expect(() => pairFirstRound(entrants, { method: 'split', initialColour: 'white', points: STANDARD_POINTS })).toThrow(
      RangeError,
    );
  });
});
