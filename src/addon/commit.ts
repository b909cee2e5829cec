/**
 * How an action writes: the record first (marked as being written), then the
 * visible sheets, then the record marked complete (docs/record.md); or, for
 * an action that only refreshes the views, the views, then the record when a
 * copy it holds changed. If the execution stops in between, the next action
 * finds the mark and checks the sheets against the record. An error during
 * the writes is reported as such, never as "nothing was changed".
 */
import type { ActionPlan } from '../core/actions/plan';
import { REPAIR_ITEM } from '../core/workbook/reconcile';
import { RECORD_SHEET } from '../core/workbook/layout';
import type { AppsScriptServices } from '../sheets/apps-script';
import { applyWrites, markRecordComplete } from '../sheets/apply';
import { loadChangeCount, noteChange, saveLastAction, saveStoredSettings, saveViewCache } from './settings-store';

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
function duringWrites(action: string, write: () => void): void {
  try {
    write();
  } catch (error) {
    if (error instanceof WriteInterruptedError) throw error;
    throw new WriteInterruptedError(action, error);
  }
}

/**
 * Commits a plan: its settings, the record and the sheets in order, then what
 * is courtesy (the cache, the last action, a toast). A plan that changed
 * anything is counted as a change (the sidebar's change token); returns the
 * count of changes after it.
 */
export function commitPlan(services: AppsScriptServices, plan: ActionPlan): number {
  const app = services.SpreadsheetApp;
  const spreadsheet = app.getActiveSpreadsheet();
  const record = plan.record;
  if (plan.settings !== undefined || record !== null || plan.writes.length > 0) {
    duringWrites(plan.action, () => {
      if (plan.settings !== undefined) saveStoredSettings(services.PropertiesService, plan.settings);
      if (record?.when === 'first') applyWrites(app, spreadsheet, record.writes);
      applyWrites(app, spreadsheet, plan.writes);
      if (record?.when === 'first') markRecordComplete(spreadsheet, RECORD_SHEET);
      if (record?.when === 'last') applyWrites(app, spreadsheet, record.writes);
    });
  }
  const changed = plan.settings !== undefined || record !== null || plan.writes.length > 0 || plan.lastAction !== undefined;
  let count = 0;
  courtesy(
    () => (count = changed ? noteChange(services.PropertiesService) : loadChangeCount(services.PropertiesService)),
    () => plan.cache !== undefined && saveViewCache(services.PropertiesService, plan.cache),
    () => plan.lastAction !== undefined && saveLastAction(services.PropertiesService, plan.lastAction),
    () => plan.toast !== undefined && spreadsheet.toast(plan.toast.message, plan.toast.title ?? 'Sheetmate', plan.toast.seconds),
    () => plan.show !== undefined && spreadsheet.getSheetByName(plan.show)?.activate(),
  );
  return count;
}

/**
 * After the writes: the view cache, the sidebar's "last action" and a toast.
 * None is the event: if one fails, the action still succeeded, and saying
 * otherwise would not be true.
 */
function courtesy(...steps: (() => unknown)[]): void {
  for (const step of steps) {
    try {
      step();
    } catch {
      // The event is written; a lost cache, status line or toast is not worth an error.
    }
  }
}
