/**
 * Applies a plan's writes to the spreadsheet, one by one in order: values
 * (each range one `setValues`, strings kept as text), sheets created (the
 * record's hidden and protected), rows inserted and deleted, bold and frozen
 * header rows, the Result cells' text format and drop-down, and the phone
 * views laid out afresh. What to write was decided in the core; this only
 * writes it.
 */
import type { SheetWrite } from '../core/actions/plan';
import { RESULT_CHOICES, RESULT_HELP } from '../core/workbook/results';
import type { SheetApi, SpreadsheetApi, SpreadsheetAppApi } from './apps-script';
import { writeDisplaySheet } from './display-sheet-writer';
import { asText } from './sheet-io';

/** The background of a cell marked as needing attention (a result that is not one): pale red, the note says why. */
const MARK_BACKGROUND = '#fce8e6';

/** A string kept as text by Sheets: every one (the record's chunks), or those Sheets would read as something else. */
function cellValue(value: string | number | boolean, always: boolean): string | number | boolean {
  if (typeof value !== 'string') return value;
  if (always) return value === '' ? value : `'${value}`;
  return asText(value);
}

/** Applies the writes. The sheets a write names exist by then (a `create` comes first). */
export function applyWrites(app: SpreadsheetAppApi, spreadsheet: SpreadsheetApi, writes: readonly SheetWrite[]): void {
  const sheets = new Map<string, SheetApi>();
  const sheet = (name: string): SheetApi => {
    const found = sheets.get(name) ?? spreadsheet.getSheetByName(name);
    if (found === null) throw new Error(`The sheet "${name}" is missing.`);
    sheets.set(name, found);
    return found;
  };
  for (const write of writes) {
    switch (write.kind) {
      case 'create': {
        const created = spreadsheet.insertSheet(write.sheet);
        if (write.hidden !== undefined) {
          created.hideSheet();
          // A warning, not a lock: every editor's clicks run the add-on as themselves and must be able to write it.
          created.protect().setWarningOnly(true).setDescription(write.hidden.protection);
        }
        // One of Sheetmate's views: Sheets asks before an edit there, as it is written again at every step.
        if (write.protection !== undefined) created.protect().setWarningOnly(true).setDescription(write.protection);
        sheets.set(write.sheet, created);
        break;
      }
      case 'values':
        for (const range of write.ranges) {
          const rows = range.values.map((row) => row.map((value) => cellValue(value, write.text === 'always')));
          sheet(write.sheet).getRange(range.row, range.column, rows.length, rows[0]!.length).setValues(rows);
        }
        break;
      case 'insertRows':
        sheet(write.sheet).insertRowsBefore(write.before, write.count);
        break;
      case 'deleteRows':
        sheet(write.sheet).deleteRows(write.row, write.count);
        break;
      case 'shiftCells': {
        const cells = sheet(write.sheet).getRange(write.row, write.column, 1, write.width);
        if (write.how === 'insert') cells.insertCells(app.Dimension.ROWS);
        else cells.deleteCells(app.Dimension.ROWS);
        break;
      }
      case 'header':
        header(sheet(write.sheet), write);
        break;
      case 'rowHeights':
        for (const [row, height] of write.heights) sheet(write.sheet).setRowHeight(row, height);
        break;
      case 'resultCells':
        resultCells(app, sheet(write.sheet), write);
        break;
      case 'marks':
        for (const cell of write.unmark) sheet(write.sheet).getRange(cell.row, cell.column, 1, 1).setNote('').setBackground(null);
        for (const cell of write.mark) sheet(write.sheet).getRange(cell.row, cell.column, 1, 1).setNote(cell.note).setBackground(MARK_BACKGROUND);
        break;
      case 'display':
        writeDisplaySheet(spreadsheet, write.sheet, write.display, write.changes === undefined ? {} : { changes: write.changes });
        break;
    }
  }
}

function header(target: SheetApi, write: Extract<SheetWrite, { kind: 'header' }>): void {
  if (write.columns === undefined) target.getRange(write.row, 1, 1, write.width).setFontWeight('bold');
  else for (const column of write.columns) target.getRange(write.row, column, 1, 1).setFontWeight('bold');
  target.setFrozenRows(write.frozenRows);
}

/** Plain text (or Sheets reads a typed "+/-" as a broken formula), and the drop-down of notations on the board rows. */
function resultCells(app: SpreadsheetAppApi, target: SheetApi, write: Extract<SheetWrite, { kind: 'resultCells' }>): void {
  target.getRange(write.row, write.column, write.count, 1).setNumberFormat('@');
  if (write.dropdown === 0) return;
  // Invalid entries allowed: a mistyped result is reported by row, never lost.
  const rule = app.newDataValidation().requireValueInList(RESULT_CHOICES.slice(), true).setAllowInvalid(true).setHelpText(RESULT_HELP).build();
  target.getRange(write.row, write.column, write.dropdown, 1).setDataValidation(rule);
}

/** Marks the record complete: the action wrote every sheet. One call. */
export function markRecordComplete(spreadsheet: SpreadsheetApi, sheetName: string): void {
  spreadsheet.getSheetByName(sheetName)?.getRange(1, 3, 1, 1).setValues([['complete']]);
}
