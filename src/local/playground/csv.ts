/**
 * One sheet of the playground workbook to and from CSV, for Players lists kept
 * in Excel or another spreadsheet. CSV holds values only: importing keeps each
 * field's text as it is (a name `=SUM(A1)` stays that name, never a formula),
 * and reads a plain number as a number.
 */
import { parseCsv, toCsv, unescapeCsvCell } from '../../core/workbook/csv';
import { interpretTyped } from '../apps-script/cell-input';
import { LocalWorkbook, type CellValue, type LocalSheet } from '../apps-script/workbook';
import { checkCsvSize } from './limits';

/**
 * The sheet's values as CSV; a formula is written as its text (`=…`), and
 * like every text that a spreadsheet would run it gets a leading `'` (see
 * `toCsv`), so it opens as text and imports back as the same text.
 */
export function sheetToCsv(sheet: LocalSheet): string {
  const rows = sheet.values().map((row, r) =>
    row.map((value, c): CellValue => {
      const cell = sheet.cell(r + 1, c + 1);
      if (cell?.formula !== undefined) return cell.formula;
      if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
      return value;
    }),
  );
  return toCsv(rows);
}

/**
 * Puts CSV text into a sheet. An existing sheet keeps its cell formats (a
 * plain-text Result column stays text) and loses the old values; a new sheet
 * gets a bold, frozen header row, since every sheet the add-on reads has one.
 * A file past the playground's limits (./limits.ts) is refused whole.
 *
 * @returns the sheet written.
 */
export function importCsvIntoSheet(workbook: LocalWorkbook, sheetName: string, text: string): LocalSheet {
  // Counted before anything is built: a huge file is refused in a moment, not after filling the memory.
  checkCsvSize(text);
  const rows = parseCsv(text).map((row) => row.map(csvCellInput));
  const existing = workbook.sheet(sheetName);
  if (existing === undefined) {
    const sheet = workbook.setSheetRows(sheetName, rows);
    if (rows.length > 0) {
      rows[0]!.forEach((_, c) => {
        sheet.cellAt(1, c + 1, true)!.bold = true;
      });
      sheet.frozenRows = 1;
    }
    return sheet;
  }
  existing.cellGrid().forEach((row, r) =>
    row.forEach((_, c) => {
      const cell = existing.cellAt(r + 1, c + 1, false)!;
      cell.value = '';
      delete cell.formula;
    }),
  );
  rows.forEach((row, r) => row.forEach((value, c) => existing.type(r + 1, c + 1, value)));
  return existing;
}

/**
 * What a CSV field puts in a cell, as typed: a number stays a number (a
 * Rating); anything else is its text, typed behind an apostrophe so that
 * nothing runs as a formula. The `'` a careful program put before a formula
 * character (`'=SUM(A1)`, see `toCsv`) is dropped; any other text, an
 * apostrophe of a name included (`'t Hooft`), is kept as it is.
 */
function csvCellInput(field: string): string {
  const typed = interpretTyped(field, undefined);
  if (typeof typed.value === 'number' && typed.formula === undefined) return field;
  return `'${unescapeCsvCell(field)}`;
}

/** A new workbook whose Players sheet is the CSV (opening a Players list from the command line). */
export function workbookFromCsv(text: string, name = 'Tournament'): LocalWorkbook {
  const workbook = new LocalWorkbook(name);
  importCsvIntoSheet(workbook, 'Players', text);
  return workbook;
}
