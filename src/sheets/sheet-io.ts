/**
 * Batched reading and writing of whole sheets. Every read is one
 * `getDataRange().getValues()`; every write is a fixed number of calls
 * whatever the number of rows, so an action's cost does not grow with the
 * field (Apps Script charges time per call, not per cell).
 */
import type { SheetApi, SpreadsheetApi } from './apps-script';

/**
 * The spreadsheet as one action sees it: each sheet looked up once (reading
 * and writing the same sheet ask Apps Script for it once), the time zone and
 * locale asked once. Nothing deletes a sheet during an action (a deleted
 * sheet is forgotten); a sheet inserted is remembered.
 */
export function onceEach(spreadsheet: SpreadsheetApi): SpreadsheetApi {
  const sheets = new Map<string, SheetApi | null>();
  let timeZone: string | undefined;
  let locale: string | undefined;
  return {
    getName: () => spreadsheet.getName(),
    getSpreadsheetTimeZone: () => (timeZone ??= spreadsheet.getSpreadsheetTimeZone()),
    getSpreadsheetLocale: () => (locale ??= spreadsheet.getSpreadsheetLocale()),
    toast: (message, title, seconds) => spreadsheet.toast(message, title, seconds),
    getSheetByName(name) {
      if (!sheets.has(name)) sheets.set(name, spreadsheet.getSheetByName(name));
      return sheets.get(name)!;
    },
    insertSheet(name) {
      const sheet = spreadsheet.insertSheet(name);
      sheets.set(name, sheet);
      return sheet;
    },
    getSheets: () => spreadsheet.getSheets(),
    getActiveSheet: () => spreadsheet.getActiveSheet(),
    setActiveSheet: (sheet) => spreadsheet.setActiveSheet(sheet),
    deleteSheet(sheet) {
      sheets.delete(sheet.getName());
      spreadsheet.deleteSheet(sheet);
    },
  };
}

/** All values of a sheet in one call, or null when the sheet does not exist. */
export function readSheet(spreadsheet: SpreadsheetApi, name: string): { sheet: SheetApi; values: unknown[][] } | null {
  const sheet = spreadsheet.getSheetByName(name);
  if (sheet === null) return null;
  return { sheet, values: sheet.getDataRange().getValues() };
}

/**
 * A string as Sheets must receive it to keep it text: names such as
 * `=SUM(A1)`, `+44`, `-5` or `@home` would otherwise become formulas or
 * numbers. The leading apostrophe is Sheets' own "this is text" mark and is
 * not shown.
 */
export function asText(value: string): string {
  return /^[=+\-@']/.test(value) || looksLikeNumberOrDate(value) ? `'${value}` : value;
}

function looksLikeNumberOrDate(value: string): boolean {
  const trimmed = value.trim();
  return /^[\d.,\s%$€£]+$/.test(trimmed) || /^\d{1,4}[/-]\d{1,2}([/-]\d{1,4})?$/.test(trimmed) || /^(true|false)$/i.test(trimmed);
}
