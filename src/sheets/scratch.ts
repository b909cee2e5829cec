/**
 * The installation check's scratch sheets in the organiser's spreadsheet.
 * The actions read and write sheets by the layout's names (`Players`,
 * `Pairings`, `Sheetmate record`); the check hands them a spreadsheet in
 * which those names are its own sheets (`Sheetmate check Players`, …), and in
 * which no sheet of the organiser's exists: `getSheetByName` finds only a
 * sheet the check inserted, so nothing it runs can read or write another.
 * Also here: the fingerprint of the organiser's sheets taken before and after,
 * the clean-up, and document properties kept in memory for the check's own
 * settings and caches.
 */
import type { SheetValues } from '../core/actions/plan';
import { nameKey } from '../core/ids';
import { RECORD_HEADER_WIDTH } from '../core/record/sheet-rows';
import type { Fingerprint } from '../core/self-check/compare';
import type { TypedCell } from '../core/self-check/memory';
import { RECORD_SHEET, SELF_CHECK_PREFIX, selfCheckSheet } from '../core/workbook/layout';
import type { PropertiesApi, PropertiesServiceApi, SheetApi, SpreadsheetApi } from './apps-script';

export interface ScratchSheets {
  /** The spreadsheet as the check's actions see it: its own sheets, under the layout's names. */
  readonly spreadsheet: SpreadsheetApi;
  /** The sheets the check inserted, by the layout's name, in the order inserted. */
  readonly created: ReadonlyMap<string, SheetApi>;
}

/** A spreadsheet of scratch sheets inside `real`: every sheet the actions insert is `Sheetmate check <name>` there. */
export function scratchSheets(real: SpreadsheetApi): ScratchSheets {
  const created = new Map<string, SheetApi>();
  const spreadsheet: SpreadsheetApi = {
    getName: () => real.getName(),
    getSpreadsheetTimeZone: () => real.getSpreadsheetTimeZone(),
    getSpreadsheetLocale: () => real.getSpreadsheetLocale(),
    // The check's rounds are not news for the organiser.
    toast: () => undefined,
    getSheetByName: (name) => created.get(name) ?? null,
    insertSheet(name) {
      const sheet = real.insertSheet(selfCheckSheet(name));
      created.set(name, sheet);
      return sheet;
    },
    getSheets: () => [...created.values()],
    getActiveSheet: () => real.getActiveSheet(),
    setActiveSheet: (sheet) => real.setActiveSheet(sheet),
    deleteSheet() {
      throw new Error('The installation check deletes its scratch sheets itself, afterwards.');
    },
  };
  return { spreadsheet, created };
}

/** The names of sheets already named like the check's (left by a check that was stopped, or the organiser's). */
export function leftoverScratchSheets(real: SpreadsheetApi): string[] {
  const prefix = nameKey(SELF_CHECK_PREFIX);
  return real
    .getSheets()
    .map((sheet) => sheet.getName())
    .filter((name) => nameKey(name).startsWith(prefix));
}

/** Every sheet of the organiser's, in order, the document properties and the sheet shown: what the check must leave as it was. */
export function fingerprintOf(real: SpreadsheetApi, properties: PropertiesApi): Fingerprint {
  const sheets = real.getSheets().map((sheet) => {
    const lastRow = sheet.getLastRow();
    const lastColumn = sheet.getLastColumn();
    const name = sheet.getName();
    const header = name === RECORD_SHEET && lastRow > 0 ? sheet.getRange(1, 1, 1, RECORD_HEADER_WIDTH).getValues()[0]!.map(String).join('\t') : '';
    return { name, hidden: sheet.isSheetHidden(), lastRow, lastColumn, header };
  });
  const all = properties.getProperties();
  const entries = Object.keys(all)
    .sort()
    .map((key) => [key, all[key]]);
  return { sheets, properties: JSON.stringify(entries), active: real.getActiveSheet().getName() };
}

/**
 * Deletes every sheet the check inserted (and no other), then shows the
 * sheet that was shown before. Never throws: what it could not do is said.
 */
export function removeScratchSheets(real: SpreadsheetApi, scratch: ScratchSheets, shown: SheetApi): { deleted: number; left: string[]; restored: boolean } {
  let deleted = 0;
  const left: string[] = [];
  for (const [name, sheet] of scratch.created) {
    try {
      real.deleteSheet(sheet);
      deleted++;
    } catch {
      left.push(selfCheckSheet(name));
    }
  }
  let restored = true;
  try {
    real.setActiveSheet(shown);
  } catch {
    restored = false;
  }
  return { deleted, left, restored };
}

/** Types cells as an organiser does: one cell at a time, the text alone (no apostrophe: the sheet's format decides). */
export function typeCells(sheet: SheetApi, cells: readonly TypedCell[]): void {
  for (const cell of cells) sheet.getRange(cell.row, cell.column, 1, 1).setValues([[cell.value]]);
}

/** Every scratch sheet's values, by the layout's name (one `getValues` each). */
export function readScratchSheets(scratch: ScratchSheets): Map<string, SheetValues> {
  return new Map([...scratch.created].map(([name, sheet]) => [name, sheet.getDataRange().getValues()]));
}

/** Document properties in memory: the check's settings, view cache and last action, never the organiser's. */
export function memoryProperties(): PropertiesServiceApi {
  const values: Record<string, string> = {};
  const properties: PropertiesApi = {
    getProperty: (key) => values[key] ?? null,
    getProperties: () => ({ ...values }),
    setProperty: (key, value) => {
      values[key] = value;
      return properties;
    },
    deleteProperty: (key) => {
      delete values[key];
      return properties;
    },
  };
  return { getDocumentProperties: () => properties };
}
