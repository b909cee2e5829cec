/**
 * The initial ranking of a field before round 1: rating from
 * highest to lowest, equal ratings in the order the organiser entered them;
 * unrated players (rating 0) after the rated ones, in entry order.
 *
 * Rated events use FIDE's pairing-number rules (title, then name) instead; the
 * sheet's row order is what a club organiser controls and understands, so it is
 * the tie-break here and the organiser can settle ties by moving rows.
 */
import { InputError, throwIfAny, type InputLocation } from '../errors';
import { playersHeader } from '../workbook/layout';

/** An entrant as the round-1 systems need it. */
export interface Entrant {
  /** Start number the pairing is written with (`Board.white`, `Bye.player`). */
  readonly startNumber: number;
  readonly name: string;
  readonly rating: number;
  /**
   * Position in the organiser's list (row order in *Players*); lower ranks
   * higher among equal ratings. When absent, the position in the array is used.
   */
  readonly entryIndex?: number;
  /** Where the entrant was read from, so errors can name the row (`{ source: 'Players', row: 4 }`). */
  readonly location?: InputLocation;
}

/**
 * Sorts entrants by rating, highest first; equal ratings keep entry order
 * (`entryIndex`, or array position when `entryIndex` is absent). Returns a new array.
 *
 * @example
 * ```ts
 * initialOrder([
 *   { startNumber: 1, name: 'Ann', rating: 1500 },
 *   { startNumber: 2, name: 'Bob', rating: 1700 },
 *   { startNumber: 3, name: 'Cid', rating: 1500 },
 * ]).map((e) => e.name); // ['Bob', 'Ann', 'Cid']
 * ```
 */
export function initialOrder<T extends Pick<Entrant, 'rating' | 'entryIndex'>>(entrants: readonly T[]): T[] {
  return entrants
    .map((entrant, position) => ({ entrant, entry: entrant.entryIndex ?? position, position }))
    .sort((a, b) => b.entrant.rating - a.entrant.rating || a.entry - b.entry || a.position - b.position)
    .map(({ entrant }) => entrant);
}

/** The round-1 method that needs every rating, in words for its messages. */
export const RATING_SPLIT_WORDS = 'the rating split (round 1 by rating: top half against bottom half)';

/**
 * Checks that every entrant has a rating above 0, as the rating split needs
 * (it ranks by rating, and 0 means no rating). Throws one
 * {@link InputError} per bad entrant, all together (an `InputErrors` when there are
 * several), each naming the entrant's row, the `Rating` column and the method.
 *
 * @example
 * ```ts
 * requirePositiveRatings([{ startNumber: 1, name: 'Kid', rating: 0, location: { source: 'Players', row: 3 } }]);
 * // throws InputError: "Players, row 3, column Rating: Kid has rating 0; the rating split (…) needs …"
 * ```
 */
export function requirePositiveRatings(entrants: readonly Entrant[]): void {
  const problems: InputError[] = [];
  for (const entrant of entrants) {
    // `> 0` is false for NaN too, so unreadable ratings are caught here as well.
    if (!(Number.isFinite(entrant.rating) && entrant.rating > 0)) {
      problems.push(
        new InputError(
          `${entrant.name} has rating ${String(entrant.rating)}; ${RATING_SPLIT_WORDS} needs a rating above 0 for every player. ` +
            'Give an unrated player an estimate you can defend, or choose another round-1 method: fold, slide and adjacent rank unrated players after the rated ones.',
          { column: playersHeader('rating'), ...entrant.location },
        ),
      );
    }
  }
  throwIfAny(problems);
}

/**
 * Checks that every rating is a number, 0 or more (0: unrated, ranked after
 * the rated players in entry order), as the methods that order by seed need.
 */
export function requireReadableRatings(entrants: readonly Entrant[]): void {
  const problems: InputError[] = [];
  for (const entrant of entrants) {
    if (!(Number.isFinite(entrant.rating) && entrant.rating >= 0)) {
      problems.push(
        new InputError(`${entrant.name} has rating ${String(entrant.rating)}: a rating is a number above 0, or 0 for an unrated player.`, {
          column: playersHeader('rating'),
          ...entrant.location,
        }),
      );
    }
  }
  throwIfAny(problems);
}

/**
 * Checks what every round-1 method needs of the field as a whole: at least two
 * players, and distinct start numbers, since the pairing is written
 * with them and a repeated one would put a player on two boards.
 *
 * @example
 * ```ts
 * requirePairableField([{ startNumber: 1, name: 'Ann', rating: 1500 }]);
 * // throws InputError: "At least two players are needed to pair a round; ..."
 * ```
 */
export function requirePairableField(entrants: readonly Entrant[]): void {
  if (entrants.length < 2) {
    throw new InputError(
      `At least two players are needed to pair a round; the list has ${entrants.length}. Add players and pair again.`,
      entrants[0]?.location ?? {},
    );
  }
  const seen = new Set<number>();
  for (const entrant of entrants) {
    // A repeated start number is the caller's bug, not the organiser's typing.
    if (seen.has(entrant.startNumber)) throw new RangeError(`Start number ${entrant.startNumber} is used twice`);
    seen.add(entrant.startNumber);
  }
}
