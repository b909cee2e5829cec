/**
 * The usual group pairing methods (fold, slide, adjacent, random) for any
 * group ordered strongest first (the whole field in round 1, a score group or
 * band later), and the round-1 entry point the sheet calls.
 *
 * Each method returns pairs `[higher seed, lower seed]` in board order; colours
 * are given afterwards by board alternation (`board-colours.ts`), the same rule
 * as the rating split's.
 */
import { byePoints, type Colour, type PointSystem, type RoundPairing } from '../model';
import { seededRandom, shuffled, type Random } from '../random';
import { boardsFromPairs } from './board-colours';
import { keepApart, keptApartBy } from './keep-apart';
import { initialOrder, requirePairableField, requirePositiveRatings, requireReadableRatings, type Entrant } from './initial-order';
import { splitPairs, type GroupPairs } from './rating-split';

export type { GroupPairs } from './rating-split';

/**
 * Fold (slaughter) pairing: strongest against weakest, 1–n, 2–(n−1), …
 * On an odd count the strongest sits out (in fold pairing the odd player
 * out is, by custom, the strongest), and the rest fold: 2–n, 3–(n−1), …
 *
 * @example
 * ```ts
 * foldPairs([1, 2, 3, 4]); // { pairs: [[1, 4], [2, 3]], unpaired: undefined }
 * foldPairs([1, 2, 3]);    // { pairs: [[2, 3]], unpaired: 1 }
 * ```
 */
export function foldPairs<T>(ordered: readonly T[]): GroupPairs<T> {
  const odd = ordered.length % 2 === 1;
  const paired = odd ? ordered.slice(1) : ordered.slice();
  const pairs: (readonly [T, T])[] = [];
  for (let i = 0; i < paired.length / 2; i++) pairs.push([paired[i]!, paired[paired.length - 1 - i]!]);
  return { pairs, unpaired: odd ? ordered[0] : undefined };
}

/**
 * Slide (cross, split) pairing: the stronger half against the weaker half in
 * order, 1–(n/2+1), 2–(n/2+2), …; on an odd count the weakest sits out. The
 * same as the round-1 rating split.
 *
 * @example
 * ```ts
 * slidePairs([1, 2, 3, 4]); // { pairs: [[1, 3], [2, 4]], unpaired: undefined }
 * ```
 */
export function slidePairs<T>(ordered: readonly T[]): GroupPairs<T> {
  return splitPairs(ordered);
}

/**
 * Adjacent (king-of-the-hill) pairing: 1–2, 3–4, …; on an odd count the
 * weakest is the one player left unpaired at the end.
 *
 * @example
 * ```ts
 * adjacentPairs([1, 2, 3, 4, 5]); // { pairs: [[1, 2], [3, 4]], unpaired: 5 }
 * ```
 */
export function adjacentPairs<T>(ordered: readonly T[]): GroupPairs<T> {
  const pairs: (readonly [T, T])[] = [];
  for (let i = 0; i + 1 < ordered.length; i += 2) pairs.push([ordered[i]!, ordered[i + 1]!]);
  return { pairs, unpaired: ordered.length % 2 === 1 ? ordered[ordered.length - 1] : undefined };
}

/**
 * Random pairing, reproducible: the group is shuffled with `random` (seeded,
 * never `Math.random`) and paired adjacently, so who sits out on an odd count
 * is random too. Each pair is then written higher seed first (group order) and
 * the boards are sorted by their higher seed, so the strongest pair present is on
 * board 1 as on any other pairing sheet; only who meets whom is left to chance.
 *
 * @example
 * ```ts
 * randomPairs(['a', 'b', 'c', 'd'], seededRandom(7)); // same result every time for seed 7
 * ```
 */
export function randomPairs<T>(group: readonly T[], random: Random): GroupPairs<T> {
  const position = new Map<T, number>(group.map((member, index) => [member, index]));
  const drawn = adjacentPairs(shuffled(group, random));
  const pairs = drawn.pairs
    .map(([a, b]) => (position.get(a)! < position.get(b)! ? ([a, b] as const) : ([b, a] as const)))
    .sort((x, y) => position.get(x[0])! - position.get(y[0])!);
  return { pairs, unpaired: drawn.unpaired };
}

/** The round-1 methods the sheet offers: the rating split and the four group methods. */
export type FirstRoundMethod = 'split' | 'fold' | 'slide' | 'adjacent' | 'random';

export interface FirstRoundOptions {
  readonly method: FirstRoundMethod;
  /** The colour drawn by lot for board 1's higher seed (FIDE C.04.3 Art. 5.1). */
  readonly initialColour: Colour;
  /**
   * Seed for `method: 'random'` (required there, ignored otherwise). Store it
   * with the round so the same pairing can be produced again.
   */
  readonly seed?: number;
  /** Points of a pairing-allocated bye come from `points.pairingAllocatedBye`. */
  readonly points: PointSystem;
  /**
   * The entrants are ranked already, in `entryIndex` order (an event's start
   * numbers: rating, then title and entry order, unrated players last; or the
   * organiser's own numbers), so ratings are neither read nor checked.
   */
  readonly ranked?: boolean;
  /**
   * Pairs of start numbers that must not meet (the Do not pair sheet): the
   * method's pairing is changed as little as it takes (src/core/systems/keep-apart.ts).
   */
  readonly keptApart?: readonly (readonly [number, number])[];
}

/**
 * Pairs round 1 by the chosen method and returns it as the sheet writes it:
 * boards numbered from 1 (white and black are start numbers) and the player
 * who sits out, if any, as a pairing-allocated bye.
 *
 * - `split` / `slide`: the rating split (the lowest seed sits out);
 * - `fold`: 1–n, 2–(n−1), … (the top seed sits out on an odd count);
 * - `adjacent`: 1–2, 3–4, … (the lowest seed sits out);
 * - `random`: seeded shuffle, see {@link randomPairs}.
 *
 * Seeds come from {@link initialOrder} (rating high to low, entry order on ties,
 * unrated players last), or are the entrants' order when `ranked`. The rating
 * split needs every rating above 0 and throws an `InputError` / `InputErrors`
 * naming each bad row and the method; fold, slide and adjacent take unrated
 * players (rating 0); `random` ignores ratings.
 * Colours: board k's higher seed gets `initialColour` when k is odd.
 * Throws `InputError` with fewer than two entrants, `RangeError` for
 * `random` without a seed or a repeated start number.
 *
 * @example
 * ```ts
 * pairFirstRound(
 *   [
 *     { startNumber: 1, name: 'Ann', rating: 2000 },
 *     { startNumber: 2, name: 'Bob', rating: 1900 },
 *     { startNumber: 3, name: 'Cid', rating: 1800 },
 *     { startNumber: 4, name: 'Dee', rating: 1700 },
 *   ],
 *   { method: 'fold', initialColour: 'white', points: STANDARD_POINTS },
 * );
 * // { round: 1, byes: [], boards: [{ board: 1, white: 1, black: 4 }, { board: 2, white: 3, black: 2 }] }
 * ```
 */
export function pairFirstRound(entrants: readonly Entrant[], options: FirstRoundOptions): RoundPairing {
  requirePairableField(entrants);
  let group: GroupPairs<number>;
  let seeds: number[];
  if (options.method === 'random') {
    if (options.seed === undefined || !Number.isFinite(options.seed)) {
      throw new RangeError('Random pairing needs a seed, so that the round can be reproduced');
    }
    // Shuffle from entry order: ratings play no part and may be missing (0).
    const inEntryOrder = initialOrder(entrants.map((entrant) => ({ ...entrant, rating: 0 })));
    seeds = inEntryOrder.map((entrant) => entrant.startNumber);
    group = randomPairs(seeds, seededRandom(options.seed));
  } else {
    if (options.ranked !== true) {
      if (options.method === 'split') requirePositiveRatings(entrants);
      else requireReadableRatings(entrants);
    }
    const ranking = options.ranked === true ? entrants.map((entrant) => ({ ...entrant, rating: 0 })) : entrants;
    seeds = initialOrder(ranking).map((entrant) => entrant.startNumber);
    group = METHODS[options.method](seeds);
  }
  if (options.keptApart !== undefined && options.keptApart.length > 0) group = keepApart(group, seeds, keptApartBy(options.keptApart));
  return {
    round: 1,
    boards: boardsFromPairs(group.pairs, options.initialColour),
    byes:
      group.unpaired === undefined
        ? []
        : [{ player: group.unpaired, kind: 'pairing-allocated', points: byePoints('pairing-allocated', options.points) }],
  };
}

const METHODS: Record<Exclude<FirstRoundMethod, 'random'>, (ordered: readonly number[]) => GroupPairs<number>> = {
  split: splitPairs,
  slide: slidePairs,
  fold: foldPairs,
  adjacent: adjacentPairs,
};
