/**
 * Every action the same way: under the document lock, read what the core
 * asks for (one `getValues` a sheet), plan, commit the plan. The action
 * itself is a pure function of what was read (src/core/actions).
 */
import type { ActionPlan, WorkbookRead } from '../core/actions/plan';
import { sheetsToRead, type Needs } from '../core/actions/read';
import { PAIRINGS_SHEET, PLAYERS_SHEET, RECORD_SHEET, sectionOfSheet } from '../core/workbook/layout';
import type { AppsScriptServices } from '../sheets/apps-script';
import { onceEach, readSheet } from '../sheets/sheet-io';
import { commitPlan } from './commit';
import { withDocumentLock } from './lock';
import { loadLastAction, loadStoredSettings, loadViewCache } from './settings-store';
import { SHEETMATE_VERSION } from './version';

export interface ReadRequest {
  readonly needs: Needs;
  /** A result typed in this section's Pairings: only its views are read (besides Teams, Live and By name). */
  readonly viewsOf?: string;
  /** Sheets read besides (the TRF sheet to import, the export sheets to compare). */
  readonly also?: (sections: readonly string[]) => readonly string[];
}

/** The values an action reads: Players and the record, then every sheet the core names. */
export function readWorkbookValues(services: AppsScriptServices, request: ReadRequest): WorkbookRead {
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  // The settings are the record's (or the properties'): Players is not needed for them.
  const players = request.needs === 'settings' ? null : (readSheet(spreadsheet, PLAYERS_SHEET)?.values ?? null);
  const record = readSheet(spreadsheet, RECORD_SHEET)?.values ?? null;
  const names = sheetsToRead(players, record, request.needs, request.viewsOf);
  const sections = names.flatMap((name) => {
    const section = sectionOfSheet(PAIRINGS_SHEET, name);
    return section === null ? [] : [section];
  });
  const sheets = new Map<string, unknown[][]>();
  for (const name of [...names, ...(request.also?.(sections) ?? [])]) {
    if (sheets.has(name)) continue;
    const read = readSheet(spreadsheet, name);
    if (read !== null) sheets.set(name, read.values);
  }
  return {
    players,
    record,
    sheets,
    settings: loadStoredSettings(services.PropertiesService),
    cache: loadViewCache(services.PropertiesService),
    // Asked only by the actions that need them (the phone views, the exports).
    spreadsheet: {
      get name() {
        return spreadsheet.getName();
      },
      get timeZone() {
        return spreadsheet.getSpreadsheetTimeZone();
      },
      get locale() {
        return spreadsheet.getSpreadsheetLocale();
      },
    },
    now: new Date().toISOString(),
    lastAction: loadLastAction(services.PropertiesService),
    sheetmateVersion: SHEETMATE_VERSION,
  };
}

/** Runs an action under the document lock: read, plan, commit; returns the plan, committed. */
export function runAction(services: AppsScriptServices, request: ReadRequest, plan: (read: WorkbookRead) => ActionPlan, waitMs?: number): ActionPlan {
  return withDocumentLock(
    services,
    () => {
      const scoped = oneLookEach(services);
      const planned = plan(readWorkbookValues(scoped, request));
      commitPlan(scoped, planned);
      return planned;
    },
    waitMs,
  );
}

/** The services with the active spreadsheet looked at once per action: a sheet read and then written is asked for once. */
function oneLookEach(services: AppsScriptServices): AppsScriptServices {
  const app = services.SpreadsheetApp;
  const spreadsheet = onceEach(app.getActiveSpreadsheet());
  return {
    ...services,
    SpreadsheetApp: {
      Dimension: app.Dimension,
      ProtectionType: app.ProtectionType,
      getActiveSpreadsheet: () => spreadsheet,
      getUi: () => app.getUi(),
      newDataValidation: () => app.newDataValidation(),
    },
  };
}
