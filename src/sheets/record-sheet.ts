/**
 * The hidden, protected sheet that holds the event record (docs/record.md):
 * read with one `getValues`, written with one `setValues`, its state cell
 * flipped to `complete` with one more once the visible sheets are written.
 */
import { InputError } from '../core/errors';
import {
  readRecordRows,
  RECORD_HEADER_WIDTH,
  RECORD_SHEET,
  RecordDamagedError,
  recordSheetRows,
  type EventRecord,
  type RecordHeader,
  type StoredRecord,
} from '../core/record/record';
import type { SheetApi, SpreadsheetApi } from './apps-script';

export interface RecordSheet {
  readonly sheet: SheetApi | null;
  readonly stored: StoredRecord | null;
  /** Rows the sheet holds now: a shorter record must blank them. */
  readonly rows: number;
}

/**
 * Reads the record. A damaged one is refused in words: the add-on does not
 * guess an event's history.
 */
export function readRecordSheet(spreadsheet: SpreadsheetApi): RecordSheet {
  const sheet = spreadsheet.getSheetByName(RECORD_SHEET);
  if (sheet === null) return { sheet: null, stored: null, rows: 0 };
  const values = sheet.getDataRange().getValues();
  try {
    return { sheet, stored: readRecordRows(values), rows: values.length };
  } catch (error) {
    if (!(error instanceof RecordDamagedError)) throw error;
    throw new InputError(
      `Sheetmate's record of the event (the hidden sheet "${RECORD_SHEET}") is damaged: ${error.message}. ` +
        'Sheetmate will not guess the history of the event. Restore the sheet with File ▸ Version history (a version from before the damage). ' +
        `To carry on from Pairings as it stands instead, delete the sheet "${RECORD_SHEET}" and clear the Sheetmate ID column of Players.`,
      { source: RECORD_SHEET },
    );
  }
}

/**
 * Writes the whole record in one call (creating, hiding and protecting the
 * sheet the first time). Returns the sheet and how many rows it now holds.
 */
export function writeRecordSheet(
  spreadsheet: SpreadsheetApi,
  current: RecordSheet,
  record: EventRecord,
  header: RecordHeader,
): RecordSheet {
  let sheet = current.sheet;
  if (sheet === null) {
    sheet = spreadsheet.insertSheet(RECORD_SHEET);
    sheet.hideSheet();
    // A warning, not a lock: every editor's clicks run the add-on as themselves and must be able to write it.
    sheet
      .protect()
      .setWarningOnly(true)
      .setDescription("Sheetmate's record of the event: changed only through the Sheetmate menu.");
  }
  const rows = recordSheetRows(record, header);
  const height = Math.max(rows.length, current.rows);
  const block = Array.from({ length: height }, (_, r) => rows[r] ?? Array.from({ length: RECORD_HEADER_WIDTH }, () => ''));
  // A chunk of JSON may begin with a digit or a sign, the time looks like a date: the apostrophe keeps each text.
  sheet
    .getRange(1, 1, height, RECORD_HEADER_WIDTH)
    .setValues(block.map((row) => row.map((cell) => (typeof cell === 'string' && cell !== '' ? `'${cell}` : cell))));
  return { sheet, stored: { record, header }, rows: rows.length };
}

/** Marks the record complete: the action wrote every sheet. One call. */
export function markRecordComplete(sheet: SheetApi): void {
  sheet.getRange(1, 3, 1, 1).setValues([['complete']]);
}
