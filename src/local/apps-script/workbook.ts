/**
 * An in-memory spreadsheet that behaves like Google Sheets for the calls
 * Sheetmate makes (src/sheets/apps-script.ts). It is the fake the tests run the
 * add-on against and the workbook the local playground serves: one
 * implementation for both.
 *
 * It mimics what matters for correctness: `setValues` parses strings the way
 * Sheets does (cell-input.ts), it counts every read and write so tests can
 * prove the calls are batched (call-counts.ts), and it enforces Apps Script's
 * limits: 50,000 characters a cell (range.ts), and (with an
 * {@link ExecutionClock} attached) the time of an execution.
 *
 * This module is the spreadsheet; sheet.ts, range.ts and range-list.ts are its
 * parts, cell.ts what a cell holds. The rest of the project imports the fake
 * from here.
 */
import type { SpreadsheetApi } from '../../sheets/apps-script';
import { emptyCounts, type CallCounts, type SheetOwner } from './call-counts';
import type { Cell, CellValue } from './cell';
import type { ExecutionClock } from './limits';
import { LocalSheet } from './sheet';

export type { Cell, CellValue, ListValidation } from './cell';
export type { LocalSheet } from './sheet';

/** A saved sheet, as `toJSON` writes it and `fromJSON` reads it. */
export interface SavedSheet {
  name: string;
  cells: Cell[][];
  frozenRows?: number;
  /** Hidden from the tabs (Sheet.hideSheet). */
  hidden?: boolean;
  /** Sheet.protect(): warning-only or not, and the description shown. */
  protection?: { warningOnly: boolean; description: string };
  /** Column widths set by the add-on, in pixels, by 1-based column. */
  columnWidths?: Record<string, number>;
  /** Row heights set by the add-on, in pixels, by 1-based row. */
  rowHeights?: Record<string, number>;
}

export class LocalWorkbook implements SpreadsheetApi, SheetOwner {
  readonly calls: CallCounts = emptyCounts();
  private readonly sheets: LocalSheet[] = [];
  private clock: ExecutionClock | null = null;

  /** Sheets made so far: each new sheet's id (its `gid`), as Sheets numbers them from 0. */
  private sheetsMade = 0;

  constructor(private name = 'Tournament') {}

  /** Charges every call from now on to the clock's running execution. */
  attachClock(clock: ExecutionClock): void {
    this.clock = clock;
  }

  /** Bumps the counters; every public Apps Script call goes through here. */
  count(method: string, kind: 'read' | 'write' | 'other', cells = 0, valuesOf?: string): void {
    this.calls.byMethod[method] = (this.calls.byMethod[method] ?? 0) + 1;
    if (kind === 'read') this.calls.reads++;
    if (kind === 'write') this.calls.writes++;
    if (valuesOf !== undefined) {
      this.calls.cellsWritten += cells;
      this.calls.cellsWrittenBySheet[valuesOf] = (this.calls.cellsWrittenBySheet[valuesOf] ?? 0) + cells;
    }
    this.clock?.charge(kind, cells);
  }

  resetCounts(): void {
    this.calls.reads = 0;
    this.calls.writes = 0;
    this.calls.byMethod = {};
    this.calls.cellsWritten = 0;
    this.calls.cellsWrittenBySheet = {};
  }

  getName(): string {
    return this.name;
  }

  /** Spreadsheet.rename: the spreadsheet's name (File ▸ Rename in Sheets), which Sheetmate shows as the event's. */
  rename(newName: string): void {
    this.count('rename', 'write');
    this.name = newName;
  }

  /** A new sheet with the next id. */
  private newSheet(name: string): LocalSheet {
    return new LocalSheet(this, name, this.sheetsMade++);
  }

  /** Toasts shown, newest last (for tests and the playground). */
  readonly toasts: { message: string; title: string }[] = [];

  toast(msg: string, title: string): void {
    this.count('toast', 'other');
    this.toasts.push({ message: msg, title });
  }

  getSheetByName(name: string): LocalSheet | null {
    this.count('getSheetByName', 'other');
    return this.sheets.find((sheet) => sheet.getName() === name) ?? null;
  }

  /** A new sheet, at the end or at `sheetIndex` (0 is the first tab), as Spreadsheet.insertSheet. */
  insertSheet(sheetName: string, sheetIndex?: number): LocalSheet {
    this.count('insertSheet', 'write');
    if (this.sheets.some((sheet) => sheet.getName() === sheetName)) {
      throw new Error(`A sheet with the name "${sheetName}" already exists. Please enter another name.`);
    }
    const sheet = this.newSheet(sheetName);
    if (sheetIndex === undefined) this.sheets.push(sheet);
    else this.sheets.splice(Math.max(0, Math.min(sheetIndex, this.sheets.length)), 0, sheet);
    // As in Sheets, the new sheet is the one shown.
    this.showSheet(sheetName);
    return sheet;
  }

  /** The sheet shown to the organiser (the last one inserted or activated), or null before any. */
  activeSheetName: string | null = null;
  /** How many times a sheet was shown, so a viewer can tell a new showing of the same sheet. */
  activations = 0;

  showSheet(name: string): void {
    this.activeSheetName = name;
    this.activations++;
  }

  /** Spreadsheet.getActiveSheet: the sheet shown (the first one when none was shown yet, as in Sheets). */
  getActiveSheet(): LocalSheet {
    this.count('getActiveSheet', 'other');
    const shown = this.sheets.find((sheet) => sheet.getName() === this.activeSheetName) ?? this.sheets[0];
    if (shown === undefined) throw new Error('The spreadsheet has no sheet.');
    return shown;
  }

  /** Spreadsheet.setActiveSheet: shows the sheet. */
  setActiveSheet(sheet: LocalSheet): LocalSheet {
    this.count('setActiveSheet', 'other');
    if (!this.sheets.includes(sheet)) throw new Error('The sheet was not found in this spreadsheet.');
    this.showSheet(sheet.getName());
    return sheet;
  }

  getSheets(): LocalSheet[] {
    this.count('getSheets', 'other');
    return this.sheets.slice();
  }

  /** Spreadsheet.deleteSheet: Sheets refuses to delete the only sheet left. */
  deleteSheet(sheet: LocalSheet): void {
    this.count('deleteSheet', 'write');
    if (!this.sheets.includes(sheet)) throw new Error('The sheet was not found in this spreadsheet.');
    if (this.sheets.length === 1) throw new Error("You can't remove all the sheets in a document.");
    this.removeSheet(sheet.getName());
  }

  /** Removes a sheet (playground and test set-up; the add-on deletes only its installation check's scratch sheets). */
  removeSheet(name: string): void {
    const index = this.sheets.findIndex((sheet) => sheet.getName() === name);
    if (index >= 0) this.sheets.splice(index, 1);
  }

  /** Sheet names in tab order, without counting a call (for tests and the playground). */
  sheetNames(): string[] {
    return this.sheets.map((sheet) => sheet.getName());
  }

  /** Direct access without counting (for tests and the playground). */
  sheet(name: string): LocalSheet | undefined {
    return this.sheets.find((sheet) => sheet.getName() === name);
  }

  /** The spreadsheet's time zone and locale (File ▸ Settings in Sheets). */
  timeZone = 'Europe/London';
  locale = 'en_GB';

  getSpreadsheetTimeZone(): string {
    this.count('getSpreadsheetTimeZone', 'other');
    return this.timeZone;
  }

  getSpreadsheetLocale(): string {
    this.count('getSpreadsheetLocale', 'other');
    return this.locale;
  }

  /** Creates or replaces a sheet with the given rows, as a person typing them would. */
  setSheetRows(name: string, rows: readonly (readonly CellValue[])[]): LocalSheet {
    this.removeSheet(name);
    const sheet = this.newSheet(name);
    this.sheets.push(sheet);
    rows.forEach((row, r) => row.forEach((value, c) => sheet.type(r + 1, c + 1, value)));
    return sheet;
  }

  /** A plain snapshot of every sheet's values (for saving the playground workbook). */
  toJSON(): { name: string; timeZone: string; locale: string; sheets: (SavedSheet & { frozenRows: number })[] } {
    return {
      name: this.name,
      timeZone: this.timeZone,
      locale: this.locale,
      sheets: this.sheets.map((sheet) => ({
        name: sheet.getName(),
        cells: sheet.cellGrid(),
        frozenRows: sheet.frozenRows,
        ...(sheet.hidden ? { hidden: true } : {}),
        ...(sheet.protection !== null ? { protection: { ...sheet.protection } } : {}),
        ...(sheet.columnWidths.size > 0 ? { columnWidths: Object.fromEntries(sheet.columnWidths) } : {}),
        ...(sheet.rowHeights.size > 0 ? { rowHeights: Object.fromEntries(sheet.rowHeights) } : {}),
      })),
    };
  }

  static fromJSON(data: { name?: string; timeZone?: string; locale?: string; sheets: SavedSheet[] }): LocalWorkbook {
    const workbook = new LocalWorkbook(data.name ?? 'Tournament');
    if (typeof data.timeZone === 'string') workbook.timeZone = data.timeZone;
    if (typeof data.locale === 'string') workbook.locale = data.locale;
    for (const saved of data.sheets) {
      const sheet = workbook.newSheet(saved.name);
      sheet.loadCells(saved.cells, saved.frozenRows ?? 0);
      sheet.hidden = saved.hidden === true;
      if (saved.protection !== undefined) sheet.protection = { ...saved.protection };
      for (const [key, width] of Object.entries(saved.columnWidths ?? {})) sheet.columnWidths.set(Number(key), width);
      for (const [key, height] of Object.entries(saved.rowHeights ?? {})) sheet.rowHeights.set(Number(key), height);
      workbook.sheets.push(sheet);
    }
    return workbook;
  }
}
