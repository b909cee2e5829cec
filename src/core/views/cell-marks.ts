/**
 * A result cell that is not a result (`2-0`) is marked where the organiser
 * types: a note on the cell saying what is wrong and how to fix it, and a
 * pale red background. The mark comes off when the cell is fixed. What was
 * marked is remembered (the view cache), so an action marks and unmarks only
 * the cells whose mark changes: nothing, when nothing did.
 */
import { RESULT_HELP } from '../workbook/results';

/** A cell to mark: 1-based row and column, the text it holds, and the note to put on it. */
export interface WantedMark {
  readonly row: number;
  readonly column: number;
  readonly text: string;
  readonly note: string;
}

/** A mark as remembered: [row, column, the text the cell held]. */
export type RememberedMark = readonly [row: number, column: number, text: string];

export interface MarkChanges {
  readonly mark: readonly { readonly row: number; readonly column: number; readonly note: string }[];
  readonly unmark: readonly { readonly row: number; readonly column: number }[];
  /** What is marked once the changes are made. */
  readonly marks: readonly RememberedMark[];
}

/** A sheet's marks at most: a sheet wrong everywhere gets its first cells marked, and the message counts the rest. */
const MOST_MARKS = 20;

/**
 * The marks to put on and take off a sheet that has `remembered` and should
 * have `wanted` (the first MOST_MARKS of them). A cell whose text changed
 * (`2-0` retyped as `3-0`) gets its note again.
 *
 * @example
 * markChanges([], [{ row: 3, column: 5, text: '2-0', note: '"2-0" is not a result …' }]);
 * // { mark: [{ row: 3, column: 5, note: '"2-0" is not a result …' }], unmark: [], marks: [[3, 5, '2-0']] }
 */
export function markChanges(remembered: readonly RememberedMark[], wanted: readonly WantedMark[]): MarkChanges {
  const kept = wanted.slice(0, MOST_MARKS);
  const key = (row: number, column: number) => `${row}:${column}`;
  const before = new Map(remembered.map(([row, column, text]) => [key(row, column), text]));
  const after = new Set(kept.map((cell) => key(cell.row, cell.column)));
  return {
    mark: kept.filter((cell) => before.get(key(cell.row, cell.column)) !== cell.text).map(({ row, column, note }) => ({ row, column, note })),
    unmark: remembered.filter(([row, column]) => !after.has(key(row, column))).map(([row, column]) => ({ row, column })),
    marks: kept.map((cell) => [cell.row, cell.column, cell.text] as const),
  };
}

/** The note on a cell that is not a result: what is wrong and how to fix it (the cell itself says where). */
export function notAResultNote(text: string): string {
  return `Sheetmate: "${text}" is not a result. ${RESULT_HELP} The other results still count; this mark goes when the cell is fixed.`;
}
