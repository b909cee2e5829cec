/**
 * A cell of the in-memory spreadsheet: the value it shows, the formula it
 * holds, and the formats and validation the add-on sets on it.
 */

export type CellValue = string | number | boolean;

export interface Cell {
  value: CellValue;
  /** The formula text when the cell holds one (the value is then `#ERROR!`). */
  formula?: string;
  numberFormat?: string;
  validation?: ListValidation;
  bold?: boolean;
  background?: string | null;
  italic?: boolean;
  /** Font size in points; absent is the sheet's default (10). */
  fontSize?: number;
  /** Text wraps onto more lines instead of running into the next cell. */
  wrap?: boolean;
  horizontalAlignment?: HorizontalAlignment;
  verticalAlignment?: VerticalAlignment;
  /** The first cell of cells merged across: how many columns it spans (2 or more). */
  mergeAcross?: number;
  /** A cell hidden under the merged cell to its left. */
  merged?: true;
  /** The cell's note (Range.setNote), shown when the pointer is on it; not a format (Range.clear keeps it). */
  note?: string;
}

export type HorizontalAlignment = 'left' | 'center' | 'normal' | 'right';
export type VerticalAlignment = 'top' | 'middle' | 'bottom';

/** What `Range.clear()` removes besides the values: every format. */
export const FORMAT_KEYS = ['numberFormat', 'bold', 'background', 'italic', 'fontSize', 'wrap', 'horizontalAlignment', 'verticalAlignment'] as const;

export interface ListValidation {
  readonly kind: 'list';
  readonly values: readonly string[];
  readonly showDropdown: boolean;
  readonly allowInvalid: boolean;
  readonly helpText?: string;
}

/** Where a range finds its cells: the sheet, seen from a range without the rest of the sheet's interface. */
export interface CellStore {
  /** The sheet's name, for counting the cells written to it. */
  getName(): string;
  /** The cell at 1-based (row, column); with `create`, made (empty) along with the cells before it. */
  cellAt(row: number, column: number, create: boolean): Cell | undefined;
  /**
   * Shifts the cells of some columns, from `row` down: `count` rows down
   * (`insert`, leaving empty cells) or up (`delete`, the rows from `row` gone).
   * Other columns do not move.
   */
  shiftCells(row: number, column: number, count: number, width: number, how: 'insert' | 'delete'): void;
}
