/**
 * Spreadsheets as an earlier Sheetmate left them (test/fixtures/records):
 * every sheet and the document properties, for the local services or as the
 * values an action reads.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkbookRead } from '../../src/core/actions/plan';
import { LocalWorkbook, type CellValue, type SavedSheet } from '../../src/local/apps-script/workbook';
import { workbook } from './sheet-values';

const RECORDS = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'records');

interface SavedSpreadsheet {
  readonly workbook: { name?: string; timeZone?: string; locale?: string; sheets: SavedSheet[] };
  readonly documentProperties: Record<string, string>;
}

/** `club-0.2.0`: the spreadsheet as the file holds it, a fresh copy each time. */
export function savedSpreadsheet(name: string): { workbook: LocalWorkbook; documentProperties: Record<string, string> } {
  const saved = JSON.parse(readFileSync(join(RECORDS, `${name}.json`), 'utf8')) as SavedSpreadsheet;
  return { workbook: LocalWorkbook.fromJSON(saved.workbook), documentProperties: { ...saved.documentProperties } };
}

/** The saved spreadsheet as an action reads it (every sheet's values, the settings in its properties), taken by `version`. */
export function savedRead(name: string, version: string): WorkbookRead {
  const saved = savedSpreadsheet(name);
  const sheets: Record<string, CellValue[][]> = {};
  for (const sheet of saved.workbook.sheetNames()) sheets[sheet] = saved.workbook.sheet(sheet)!.values();
  const read = workbook(sheets, { version });
  return { ...read, settings: { ...read.settings, event: saved.documentProperties['sheetmate.settings'] ?? null } };
}
