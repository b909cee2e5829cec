/**
 * The round-1 rating split organisers know from free pairing generators:
 * rank by rating, drop the lowest seed as the bye on an odd count,
 * split the rest, pair seed i with seed i + n/2, alternate colours by board.
 * Group pairing calls the same split "slide pairing" and uses it for any ordered group.
 */
import { byePoints, type Colour, type PointSystem, type RoundPairing } from '../model';
import { boardsFromPairs } from './board-colours';
import { initialOrder, requirePairableField, requirePositiveRatings, type Entrant } from './initial-order';

/** Pairs of a group: `[higher seed, lower seed]` in board order, and who sits out. */
export interface GroupPairs<T> {
  readonly pairs: readonly (readonly [T, T])[];
  /** The member left without an opponent on an odd count, else `undefined`. */
  readonly unpaired: T | undefined;
}

/**
 * Slide (split) pairing of a group ordered strongest first: on an odd count the
 * last (weakest) member sits out, then member i meets member i + n/2.
 *
 * @example
 * ```ts
 * splitPairs([1, 2, 3, 4, 5]); // { pairs: [[1, 3], [2, 4]], unpaired: 5 }
 * ```
 */
export function splitPairs<T>(ordered: readonly T[]): GroupPairs<T> {
  const odd = ordered.length % 2 === 1;
  const paired = odd ? ordered.slice(0, -1) : ordered.slice();
  const half = paired.length / 2;
  const pairs: (readonly [T, T])[] = [];
  for (let i = 0; i < half; i++) pairs.push([paired[i]!, paired[i + half]!]);
  return { pairs, unpaired: odd ? ordered[ordered.length - 1] : undefined };
}

/** Options shared by the round-1 systems. */
export interface FirstRoundColours {
  /** The colour drawn by lot before round 1 (FIDE C.04.3 Art. 5.1). */
  readonly initialColour: Colour;
  /**
   * The tournament's points; the player who sits out gets a pairing-allocated
   * bye worth `points.pairingAllocatedBye`. The free generators' own sheet scores it 0;
   * the sheet's settings decide (a win by default, ½ at some schools).
   */
  readonly points: PointSystem;
}

/**
 * Pairs round 1 by the rating split. Every rating must be above 0, else
 * an `InputError` (or `InputErrors`) naming each bad entrant's row; fewer than
 * two entrants is an `InputError` too.
 *
 * @example
 * ```ts
 * pairByRatingSplit(
 *   [
 *     { startNumber: 1, name: 'Ann', rating: 2000 },
 *     { startNumber: 2, name: 'Bob', rating: 1900 },
 *     { startNumber: 3, name: 'Cid', rating: 1800 },
 *   ],
 *   { initialColour: 'white', points: STANDARD_POINTS },
 * );
 * // { round: 1, boards: [{ board: 1, white: 1, black: 2 }],
 * //   byes: [{ player: 3, kind: 'pairing-allocated', points: 10 }] }
 * ```
 */
export function pairByRatingSplit(entrants: readonly Entrant[], options: FirstRoundColours): RoundPairing {
  requirePairableField(entrants);
  requirePositiveRatings(entrants);
  const { pairs, unpaired } = splitPairs(initialOrder(entrants).map((entrant) => entrant.startNumber));
  return {
    round: 1,
    boards: boardsFromPairs(pairs, options.initialColour),
    byes:
      unpaired === undefined
        ? []
        : [{ player: unpaired, kind: 'pairing-allocated', points: byePoints('pairing-allocated', options.points) }],
  };
}
