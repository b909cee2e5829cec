/**
 * How an action writes: the record first (marked as being written), then the
 * visible sheets, then the record marked complete (docs/record.md). If the
 * execution stops in between, the next action finds the mark and checks the
 * sheets against the record. An error during the writes is reported as such,
 * never as "nothing was changed".
 */
import { REPAIR_ITEM } from '../core/workbook/reconcile';
import type { EventRecord, RecordHeader } from '../core/record/record';
import { recordToJson } from '../core/record/record';
import type { SpreadsheetApi } from '../sheets/apps-script';
import { markRecordComplete, writeRecordSheet, type RecordSheet } from '../sheets/record-sheet';

/** An action failed after its first write: some sheets may have changed. */
export class WriteInterruptedError extends Error {
  override readonly name = 'WriteInterruptedError';
  constructor(
    readonly action: string,
    readonly reason: unknown,
  ) {
    super(
      `Sheetmate stopped part-way through ${action}: ${messageOfReason(reason)} ` +
        "Some sheets may already have changed. The next action checks them against Sheetmate's record and says what is missing; " +
        `${REPAIR_ITEM} puts them in order.`,
    );
  }
}

/** An error's own words, whichever realm threw it (Apps Script's services throw their own Error objects). */
function messageOfReason(reason: unknown): string {
  const message = typeof reason === 'object' && reason !== null ? (reason as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : String(reason);
}

/** Runs the writes of an action; any error in them becomes a WriteInterruptedError. */
export function duringWrites<T>(action: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof WriteInterruptedError) throw error;
    throw new WriteInterruptedError(action, error);
  }
}

function header(recordSheet: RecordSheet, state: RecordHeader['state']): RecordHeader {
  return { generation: (recordSheet.stored?.header.generation ?? 0) + 1, state, writtenAt: new Date().toISOString() };
}

/**
 * For an action that changes the event (pair, undo, import, repair): the
 * record, state `writing: <action>`; then `writeSheets`; then state `complete`.
 */
export function commitWithRecord(
  spreadsheet: SpreadsheetApi,
  recordSheet: RecordSheet,
  record: EventRecord,
  action: string,
  writeSheets: () => void,
): void {
  duringWrites(action, () => {
    const written = writeRecordSheet(spreadsheet, recordSheet, record, header(recordSheet, { kind: 'writing', action }));
    writeSheets();
    markRecordComplete(written.sheet!);
  });
}

/**
 * For an action that only refreshes the views (Update standings, a typed
 * result): the views, then the record in one write, and only when it changed
 * (results as last seen, names, widths) or was left `writing`. Results are a
 * copy in the record; Pairings is their source, so the views go first.
 */
export function commitViews(
  spreadsheet: SpreadsheetApi,
  recordSheet: RecordSheet,
  record: EventRecord,
  action: string,
  writeViews: () => void,
): void {
  duringWrites(action, () => {
    writeViews();
    const stored = recordSheet.stored;
    const unchanged = stored !== null && stored.header.state.kind === 'complete' && recordToJson(stored.record) === recordToJson(record);
    if (!unchanged) writeRecordSheet(spreadsheet, recordSheet, record, header(recordSheet, { kind: 'complete' }));
  });
}

/**
 * After the writes: the outcome for the sidebar's "last action" and a toast.
 * Both are courtesy, not the event: if either fails, the action still
 * succeeded, and saying otherwise would not be true.
 */
export function announce(...steps: (() => void)[]): void {
  for (const step of steps) {
    try {
      step?.();
    } catch {
      // The event is written; a lost status line or toast is not worth an error.
    }
  }
}
