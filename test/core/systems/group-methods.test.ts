import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS, type RoundPairing } from '../../../src/core/model';
import { seededRandom } from '../../../src/core/random';
import {
  adjacentPairs,
  foldPairs,
  pairFirstRound,
  randomPairs,
  slidePairs,
  type FirstRoundMethod,
} from '../../../src/core/systems/group-methods';
import { field, namesOf, opponentsByName, seededField } from '../../support/system-builders';

/** The group pairing overview: opponent of players 1..8 under each method. */
const GROUP_TABLE: Record<'fold' | 'slide' | 'adjacent', readonly number[]> = {
  fold: [8, 7, 6, 5, 4, 3, 2, 1],
  slide: [5, 6, 7, 8, 1, 2, 3, 4],
  adjacent: [2, 1, 4, 3, 6, 5, 8, 7],
};

function opponentTable(pairing: RoundPairing, n: number): (number | undefined)[] {
  const entrants = seededField(n);
  const opponents = opponentsByName(pairing, namesOf(entrants));
  return entrants.map(({ name }) => {
    const opponent = opponents.get(name);
    return opponent === undefined ? undefined : Number(opponent.slice(1));
  });
}

function pair(method: FirstRoundMethod, n: number, seed?: number): RoundPairing {
  return pairFirstRound(seededField(n), { method, initialColour: 'white', points: STANDARD_POINTS, seed });
}

/** Every entrant appears exactly once, on a board or as the one bye of an odd field. */
function expectValidPairing(pairing: RoundPairing, n: number): void {
  const seen = [...pairing.boards.flatMap((board) => [board.white, board.black]), ...pairing.byes.map((b) => b.player)];
  expect(seen.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  expect(pairing.byes).toHaveLength(n % 2);
  expect(pairing.boards.map((board) => board.board)).toEqual(Array.from({ length: Math.floor(n / 2) }, (_, i) => i + 1));
  for (const board of pairing.boards) expect(board.white).not.toBe(board.black);
}

describe('group-methods', () => {
  for (const method of ['fold', 'slide', 'adjacent'] as const) {
    it(`reproduces the ${method} column of the group pairing 8-player table`, () => {
      expect(opponentTable(pair(method, 8), 8)).toEqual(GROUP_TABLE[method]);
    });
  }

  it('treats "split" as slide (the rating split and slide pairing are the same pairing)', () => {
    expect(pair('split', 8)).toEqual(pair('slide', 8));
    expect(pair('split', 7)).toEqual(pair('slide', 7));
  });

  it('colours every method by board alternation: higher seed White on odd boards', () => {
    // Fold: 1–8, 2–7, 3–6, 4–5 on boards 1..4.
    expect(pair('fold', 8).boards).toEqual([
      { board: 1, white: 1, black: 8 },
      { board: 2, white: 7, black: 2 },
      { board: 3, white: 3, black: 6 },
      { board: 4, white: 5, black: 4 },
    ]);
    expect(pair('adjacent', 8).boards).toEqual([
      { board: 1, white: 1, black: 2 },
      { board: 2, white: 4, black: 3 },
      { board: 3, white: 5, black: 6 },
      { board: 4, white: 8, black: 7 },
    ]);
  });

  describe('odd groups', () => {
    it('fold gives the bye to the strongest and folds the rest: 2–7, 3–6, 4–5', () => {
      const pairing = pair('fold', 7);
      expect(pairing.byes).toEqual([{ player: 1, kind: 'pairing-allocated', points: 10 }]);
      expect(opponentTable(pairing, 7)).toEqual([undefined, 7, 6, 5, 4, 3, 2]);
    });

    it('slide leaves the weakest out and splits the rest: 1–4, 2–5, 3–6', () => {
      const pairing = pair('slide', 7);
      expect(pairing.byes.map((bye) => bye.player)).toEqual([7]);
      expect(opponentTable(pairing, 7)).toEqual([4, 5, 6, 1, 2, 3, undefined]);
    });

    it('adjacent leaves the last one unpaired: 1–2, 3–4, 5–6', () => {
      const pairing = pair('adjacent', 7);
      expect(pairing.byes.map((bye) => bye.player)).toEqual([7]);
      expect(opponentTable(pairing, 7)).toEqual([2, 1, 4, 3, 6, 5, undefined]);
    });

    it('works on any ordered group, not only start numbers', () => {
      expect(foldPairs(['a', 'b', 'c'])).toEqual({ pairs: [['b', 'c']], unpaired: 'a' });
      expect(slidePairs(['a', 'b', 'c'])).toEqual({ pairs: [['a', 'b']], unpaired: 'c' });
      expect(adjacentPairs(['a', 'b', 'c'])).toEqual({ pairs: [['a', 'b']], unpaired: 'c' });
      expect(foldPairs([])).toEqual({ pairs: [], unpaired: undefined });
      expect(adjacentPairs(['a'])).toEqual({ pairs: [], unpaired: 'a' });
    });
  });

  describe('random', () => {
    it('is reproducible from its seed', () => {
      expect(pair('random', 10, 42)).toEqual(pair('random', 10, 42));
      expect(randomPairs([1, 2, 3, 4, 5, 6], seededRandom(5))).toEqual(randomPairs([1, 2, 3, 4, 5, 6], seededRandom(5)));
    });

    it('differs between seeds', () => {
      const pairings = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(pair('random', 10, seed)));
      expect(new Set(pairings).size).toBeGreaterThan(1);
      expect(pair('random', 10, 1)).not.toEqual(pair('random', 10, 2));
    });

    it('is a valid pairing for even and odd fields, over many seeds', () => {
      for (let seed = 0; seed < 50; seed++) {
        expectValidPairing(pair('random', 9, seed), 9);
        expectValidPairing(pair('random', 12, seed), 12);
      }
    });

    it('draws who sits out at random too', () => {
      const sittingOut = new Set<number>();
      for (let seed = 0; seed < 50; seed++) sittingOut.add(pair('random', 5, seed).byes[0]!.player);
      expect(sittingOut.size).toBeGreaterThan(1);
    });

    it('needs no ratings, but needs a seed', () => {
      const unrated = field(['Ann', 0], ['Bob', 0], ['Cid', 0]);
      expectValidPairing(
        pairFirstRound(unrated, { method: 'random', seed: 3, initialColour: 'black', points: STANDARD_POINTS }),
        3,
      );
      expect(() => pairFirstRound(unrated, { method: 'random', initialColour: 'white', points: STANDARD_POINTS })).toThrow(
        /needs a seed/,
      );
    });
  });

  it('gives a valid pairing for every method and field size 2..21', () => {
    for (const method of ['split', 'fold', 'slide', 'adjacent', 'random'] as const) {
      for (let n = 2; n <= 21; n++) expectValidPairing(pair(method, n, n), n);
    }
  });
});
