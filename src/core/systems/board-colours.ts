/**
 * Colours for boards that have no history to balance (round 1, or a group
 * paired without colour preferences), by FIDE C.04.3 Art. 5.2.5 as the usual
 * round-1 rating split applies it: board k's higher seed gets the drawn initial colour when k is
 * odd and the other colour when k is even, so colours alternate down the boards.
 */
import type { Board, Colour } from '../model';

/** The colour that is not `colour`. */
function otherColour(colour: Colour): Colour {
  return colour === 'white' ? 'black' : 'white';
}

/**
 * The colour of the higher seed on board `board` (1-based).
 *
 * @example
 * ```ts
 * higherSeedColour(1, 'white'); // 'white'
 * higherSeedColour(2, 'white'); // 'black'
 * ```
 */
function higherSeedColour(board: number, initialColour: Colour): Colour {
  return board % 2 === 1 ? initialColour : otherColour(initialColour);
}

/**
 * Turns ordered pairs `[higher seed, lower seed]` of start numbers into boards
 * numbered from `firstBoard`, colouring each by {@link higherSeedColour}.
 *
 * @example
 * ```ts
 * boardsFromPairs([[1, 4], [2, 5]], 'white');
 * // [{ board: 1, white: 1, black: 4 }, { board: 2, white: 5, black: 2 }]
 * ```
 */
export function boardsFromPairs(
  pairs: readonly (readonly [number, number])[],
  initialColour: Colour,
  firstBoard = 1,
): Board[] {
  return pairs.map(([higher, lower], index) => {
    const board = firstBoard + index;
    return higherSeedColour(board, initialColour) === 'white'
      ? { board, white: higher, black: lower }
      : { board, white: lower, black: higher };
  });
}
