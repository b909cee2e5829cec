/**
 * Writes a display sheet (By name, Live) with its layout: values in one call,
 * then column widths, wrapping and alignment per column, bold titles,
 * headers and sections, spanning lines merged across the width, and frozen
 * rows. The number of calls depends on the sheet's shape (columns, spanning
 * lines), never on the number of players.
 *
 * The sheet is the add-on's own: the block it wrote last time is cleared,
 * contents and formats, so nothing of an older, longer round lingers. Columns
 * to the right of the block are left alone.
 *
 * Written against its own subset of the Apps Script API (below, checked
 * against Google's types), because the in-memory workbook does not format.
 */
import { SPANNING_KINDS, type DisplaySheet } from '../core/event/display-sheet';
import { asText } from './sheet-io';

export interface DisplayRangeApi {
  setValues(values: unknown[][]): DisplayRangeApi;
  breakApart(): DisplayRangeApi;
  clear(): DisplayRangeApi;
  mergeAcross(): DisplayRangeApi;
  setWrap(isWrapEnabled: boolean): DisplayRangeApi;
  setHorizontalAlignment(alignment: 'left' | 'center' | 'normal' | 'right' | null): DisplayRangeApi;
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
  setFrozenRows(rows: number): void;
}

export interface DisplaySpreadsheetApi {
  getSheetByName(name: string): DisplaySheetApi | null;
  insertSheet(sheetName: string): DisplaySheetApi;
}

/** Pixels a character takes, about, at the sheet's default 10 pt and at the title's 14 pt. */
const CHARACTER_WIDTH = 7;
const TITLE_CHARACTER_WIDTH = 10;
const LINE_HEIGHT = 21;
const TITLE_LINE_HEIGHT = 28;
const TITLE_FONT_SIZE = 14;

/**
 * Writes `display` to the sheet `name` (created when missing).
 *
 * @example
 * writeDisplaySheet(spreadsheet, LIVE_SHEET, liveSheet(input));
 */
export function writeDisplaySheet(spreadsheet: DisplaySpreadsheetApi, name: string, display: DisplaySheet): void {
  const sheet = spreadsheet.getSheetByName(name) ?? spreadsheet.insertSheet(name);
  const width = display.columns.length;
  const height = display.rows.length;
  const previous = sheet.getLastRow();
  if (previous > 0) {
    // Merges first: a value cannot be written into the hidden part of a merged cell.
    sheet.getRange(1, 1, previous, width).breakApart().clear();
  }
  if (height === 0) return;
  const values = display.rows.map((row) => row.cells.map((value) => (typeof value === 'string' ? asText(value) : value)));
  sheet.getRange(1, 1, height, width).setValues(values).setVerticalAlignment('top');

  display.columns.forEach((column, index) => {
    sheet.setColumnWidth(index + 1, column.width);
    sheet.getRange(1, index + 1, height, 1).setWrap(column.wrap).setHorizontalAlignment(column.align);
  });

  const rowsOf = (test: (kind: string) => boolean) =>
    display.rows.flatMap((row, index) => (test(row.kind) ? [`A${index + 1}:${columnLetter(width)}${index + 1}`] : []));
  const bold = rowsOf((kind) => kind === 'title' || kind === 'section' || kind === 'header');
  if (bold.length > 0) sheet.getRangeList(bold).setFontWeight('bold');
  const notes = rowsOf((kind) => kind === 'note');
  if (notes.length > 0) sheet.getRangeList(notes).setFontStyle('italic');
  const spanning = rowsOf((kind) => SPANNING_KINDS.has(kind as never));
  if (spanning.length > 0) sheet.getRangeList(spanning).setWrap(true).setHorizontalAlignment('left');

  // Merged cells do not grow with their text: give a long spanning line the height it needs.
  const totalWidth = display.columns.reduce((sum, column) => sum + column.width, 0);
  display.rows.forEach((row, index) => {
    if (!SPANNING_KINDS.has(row.kind)) return;
    sheet.getRange(index + 1, 1, 1, width).mergeAcross();
    const title = row.kind === 'title';
    if (title) sheet.getRange(index + 1, 1, 1, 1).setFontSize(TITLE_FONT_SIZE);
    const lines = estimatedLines(String(row.cells[0] ?? ''), totalWidth, title ? TITLE_CHARACTER_WIDTH : CHARACTER_WIDTH);
    if (lines > 1) sheet.setRowHeight(index + 1, lines * (title ? TITLE_LINE_HEIGHT : LINE_HEIGHT));
  });
  sheet.setFrozenRows(display.frozenRows);
}

/** How many lines a text takes in a width, breaking at spaces as a spreadsheet does. */
export function estimatedLines(text: string, widthPixels: number, characterWidth: number): number {
  const perLine = Math.max(1, Math.floor(widthPixels / characterWidth));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const length = word.length;
    if (used === 0) used = length;
    else if (used + 1 + length <= perLine) used += 1 + length;
    else {
      lines += 1;
      used = length;
    }
    while (used > perLine) {
      lines += 1;
      used -= perLine;
    }
  }
  return lines;
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
];
