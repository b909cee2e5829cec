/**
 * Writes a display sheet (By name, Live) with its layout: values in one call,
 * then column widths, wrapping and alignment, bold titles, headers and
 * sections, spanning lines merged across the width, row heights and frozen
 * rows. The number of calls depends on the sheet's shape (columns, runs of
 * spanning lines), never on the number of players.
 *
 * Formatting is the expensive part, and a typed result rarely changes the
 * shape: the layout has a signature (`displayLayout`), the caller keeps the
 * one it wrote last (the view cache in document properties), and when the
 * new one is the same only the values are written (four calls). The heights
 * of spanning lines whose text grew are then the caller's to set (an
 * action's plan does, with a `rowHeights` write).
 *
 * The sheet is the add-on's own: when the layout changes, the block it wrote
 * last time is cleared, contents and formats, so nothing of an older, longer
 * round lingers. Columns to the right of the block are left alone.
 *
 * Written against its own subset of the Apps Script API (below, checked
 * against Google's types and implemented by the local workbook).
 */
import { displayLayout, spanningHeights, SPANNING_KINDS, TITLE_FONT_SIZE, type DisplayRowKind, type DisplaySheet } from '../core/views/display-sheet';
import type { SpreadsheetApi } from './apps-script';
import { asText } from './sheet-io';

export interface DisplayRangeApi {
  setValues(values: unknown[][]): DisplayRangeApi;
  breakApart(): DisplayRangeApi;
  clear(): DisplayRangeApi;
  clearFormat(): DisplayRangeApi;
  mergeAcross(): DisplayRangeApi;
  setVerticalAlignment(alignment: 'top' | 'middle' | 'bottom' | null): DisplayRangeApi;
  setFontSize(size: number): DisplayRangeApi;
}

export interface DisplayRangeListApi {
  setFontWeight(fontWeight: 'bold' | 'normal' | null): DisplayRangeListApi;
  setFontStyle(fontStyle: 'italic' | 'normal' | null): DisplayRangeListApi;
  setWrap(isWrapEnabled: boolean): DisplayRangeListApi;
  setHorizontalAlignment(alignment: 'left' | 'center' | 'normal' | 'right' | null): DisplayRangeListApi;
}

export interface DisplaySheetApi {
  getLastRow(): number;
  getRange(row: number, column: number, numRows: number, numColumns: number): DisplayRangeApi;
  getRangeList(a1Notations: string[]): DisplayRangeListApi;
  setColumnWidth(columnPosition: number, width: number): DisplaySheetApi;
  setRowHeight(rowPosition: number, height: number): DisplaySheetApi;
  autoResizeRows(startRow: number, numRows: number): DisplaySheetApi;
  setFrozenRows(rows: number): void;
}

export interface DisplaySpreadsheetApi {
  getSheetByName(name: string): DisplaySheetApi | null;
  insertSheet(sheetName: string): DisplaySheetApi;
}

export interface DisplayWriteOptions {
  /**
   * The cells that differ from what the sheet holds (the caller compared
   * them): only these values are written, and a layout that changed is laid
   * out afresh around them (formats cleared, not values).
   */
  readonly changes?: readonly { readonly row: number; readonly column: number; readonly values: readonly (readonly unknown[])[] }[];
  /** The layout signature written last time; when the new one is the same, only the values are written. */
  readonly previousLayout?: number;
}

/**
 * Writes `display` to the sheet `name` (created when missing). Returns the
 * layout signature written, for the caller to keep.
 *
 * @example
 * const layout = writeDisplaySheet(spreadsheet, LIVE_SHEET, liveSheet(input), { previousLayout });
 */
export function writeDisplaySheet(spreadsheet: DisplaySpreadsheetApi, name: string, display: DisplaySheet, options: DisplayWriteOptions = {}): number {
  const layout = displayLayout(display);
  const existing = spreadsheet.getSheetByName(name);
  const sheet = existing ?? spreadsheet.insertSheet(name);
  const width = display.columns.length;
  const height = display.rows.length;
  const previous = existing === null ? 0 : sheet.getLastRow();
  const text = (value: unknown) => (typeof value === 'string' ? asText(value) : value);
  const changes = existing === null ? undefined : options.changes;
  const writeValues = () => {
    if (changes !== undefined) {
      for (const range of changes) sheet.getRange(range.row, range.column, range.values.length, range.values[0]!.length).setValues(range.values.map((row) => row.map(text)));
    } else if (height > 0) sheet.getRange(1, 1, height, width).setValues(display.rows.map((row) => row.cells.map(text)));
  };
  if (existing !== null && options.previousLayout === layout && previous <= height) {
    // The same shape as last time (a typed result): the values are all that changed.
    writeValues();
    return layout;
  }
  if (previous > 0) {
    // Merges first: a value cannot be written into the hidden part of a merged cell.
    const block = sheet.getRange(1, 1, previous, width).breakApart();
    if (changes === undefined) block.clear();
    else block.clearFormat();
  }
  writeValues();
  if (height === 0) return layout;
  sheet.getRange(1, 1, height, width).setVerticalAlignment('top');
  formatDisplay(sheet, display, previous);
  return layout;
}

/** Ranges in A1 notation of the rows of some kinds, each across the sheet's width. */
function rowRanges(display: DisplaySheet, kinds: readonly DisplayRowKind[]): string[] {
  const last = columnLetter(display.columns.length);
  return display.rows.flatMap((row, index) => (kinds.includes(row.kind) ? [`A${index + 1}:${last}${index + 1}`] : []));
}

/** Runs of adjacent row numbers: [first, count]. */
function runs(rows: readonly number[]): [number, number][] {
  const result: [number, number][] = [];
  for (const row of rows) {
    const run = result[result.length - 1];
    if (run !== undefined && run[0] + run[1] === row) run[1] += 1;
    else result.push([row, 1]);
  }
  return result;
}

function formatDisplay(sheet: DisplaySheetApi, display: DisplaySheet, previousRows: number): void {
  const width = display.columns.length;
  const height = display.rows.length;

  // Columns: widths one by one; wrapping and alignment once per kind of column.
  const groups = new Map<string, string[]>();
  display.columns.forEach((column, index) => {
    sheet.setColumnWidth(index + 1, column.width);
    const key = `${column.wrap ? 'wrap' : 'clip'} ${column.align}`;
    const letter = columnLetter(index + 1);
    groups.set(key, [...(groups.get(key) ?? []), `${letter}1:${letter}${height}`]);
  });
  for (const [key, ranges] of groups) {
    const [wrap, align] = key.split(' ') as ['wrap' | 'clip', 'left' | 'center' | 'right'];
    sheet.getRangeList(ranges).setWrap(wrap === 'wrap').setHorizontalAlignment(align);
  }

  const bold = rowRanges(display, ['title', 'section', 'header']);
  if (bold.length > 0) sheet.getRangeList(bold).setFontWeight('bold');
  const notes = rowRanges(display, ['note']);
  if (notes.length > 0) sheet.getRangeList(notes).setFontStyle('italic');
  const spanning = rowRanges(display, [...SPANNING_KINDS]);
  if (spanning.length > 0) sheet.getRangeList(spanning).setWrap(true).setHorizontalAlignment('left');
  // Each run of spanning lines is merged in one call: mergeAcross merges row by row.
  const spanningRows = display.rows.flatMap((row, index) => (SPANNING_KINDS.has(row.kind) ? [index + 1] : []));
  for (const [first, count] of runs(spanningRows)) sheet.getRange(first, 1, count, width).mergeAcross();
  const titleRow = display.rows.findIndex((row) => row.kind === 'title');
  if (titleRow >= 0) sheet.getRange(titleRow + 1, 1, 1, 1).setFontSize(TITLE_FONT_SIZE);

  // Heights: rows set last time fit their contents again, then the spanning lines of this layout are set.
  if (previousRows > 0) sheet.autoResizeRows(1, previousRows);
  for (const [row, rowHeight] of spanningHeights(display)) sheet.setRowHeight(row, rowHeight);
  sheet.setFrozenRows(display.frozenRows);
}

/** `A`, `B`, … `Z`, `AA` for a 1-based column. */
function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

// Compile-time proof that Google's services have every call made here.
type Assert<T extends true> = T;
export type DisplaySheetWriterChecks = [
  Assert<GoogleAppsScript.Spreadsheet.Range extends DisplayRangeApi ? true : false>,
  Assert<GoogleAppsScript.Spreadsheet.RangeList extends DisplayRangeListApi ? true : false>,
  Assert<GoogleAppsScript.Spreadsheet.Sheet extends DisplaySheetApi ? true : false>,
  Assert<GoogleAppsScript.Spreadsheet.Spreadsheet extends DisplaySpreadsheetApi ? true : false>,
  // The add-on's subset (and so the local workbook that implements it) has them too.
  Assert<SpreadsheetApi extends DisplaySpreadsheetApi ? true : false>,
];
