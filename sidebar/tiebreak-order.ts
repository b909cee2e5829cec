/**
 * Editing the ordered tie-break list: move, add, remove. Pure functions that
 * return a new list, so the sidebar can show the change at once and fall back
 * to the saved list if the server refuses it.
 *
 * Drawing of lots (`LOT`) always stays last: FIDE C.07 draws lots only once
 * every other tie-break is exhausted, and the server refuses it elsewhere.
 */

const LAST_ONLY = 'LOT';

/**
 * Moves the code one place up (`-1`) or down (`+1`); the list is returned
 * unchanged when the move is not possible.
 *
 * @example
 * moveTiebreak(['BH', 'SB', 'DE'], 'SB', -1); // ['SB', 'BH', 'DE']
 */
export function moveTiebreak(list: readonly string[], code: string, step: -1 | 1): string[] {
  const next = [...list];
  const from = next.indexOf(code);
  if (!canMove(list, code, step)) return next;
  const to = from + step;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Whether `moveTiebreak` would change the list (for disabling the arrow buttons). */
export function canMove(list: readonly string[], code: string, step: -1 | 1): boolean {
  const from = list.indexOf(code);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return false;
  return code !== LAST_ONLY && list[to] !== LAST_ONLY;
}

/**
 * Adds a code at the end, before drawing of lots if that is listed; a code
 * already in the list is not added twice.
 *
 * @example
 * addTiebreak(['BH', 'LOT'], 'SB'); // ['BH', 'SB', 'LOT']
 */
export function addTiebreak(list: readonly string[], code: string): string[] {
  if (list.includes(code)) return [...list];
  if (code === LAST_ONLY) return [...list, code];
  const lot = list.indexOf(LAST_ONLY);
  return lot < 0 ? [...list, code] : [...list.slice(0, lot), code, ...list.slice(lot)];
}

/** The list without the code. */
export function removeTiebreak(list: readonly string[], code: string): string[] {
  return list.filter((item) => item !== code);
}
