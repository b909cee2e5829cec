/**
 * An in-memory spreadsheet that behaves like Google Sheets for the calls
 * Sheetmate makes (src/sheets/apps-script.ts). It is the fake the tests run the
 * add-on against and the workbook the local playground serves: one
 * implementation for both.
 *
 * It mimics what matters for correctness: `setValues` parses strings the way
 * Sheets does (a leading `=` makes a formula, `+44` becomes a number, a leading
 * apostrophe forces text, a plain-text `@` format keeps text as typed), it
 * counts every read and write so tests can prove the calls are batched, and it
 * enforces Apps Script's limits: 50,000 characters a cell, and (with an
 * {@link ExecutionClock} attached) the time of an execution.
 */
import type {
  DataValidationApi,
  DataValidationBuilderApi,
  ProtectionApi,
  RangeApi,
  RangeListApi,
  SheetApi,
  SpreadsheetApi,
} from '../../sheets/apps-script';
import { APPS_SCRIPT_LIMITS, type ExecutionClock } from './limits';

export type CellValue = string | number | boolean;

export interface Cell {
  value: CellValue;
  /** The formula text when the cell holds one (the value is then `#ERROR!`). */
  formula?: string;
  numberFormat?: string;
  validation?: ListValidation;
  bold?: boolean;
  background?: string | null;
  italic?: boolean;
  /** Font size in points; absent is the sheet's default (10). */
  fontSize?: number;
  /** Text wraps onto more lines instead of running into the next cell. */
  wrap?: boolean;
  horizontalAlignment?: HorizontalAlignment;
  verticalAlignment?: VerticalAlignment;
  /** The first cell of cells merged across: how many columns it spans (2 or more). */
  mergeAcross?: number;
  /** A cell hidden under the merged cell to its left. */
  merged?: true;
}

export type HorizontalAlignment = 'left' | 'center' | 'normal' | 'right';
export type VerticalAlignment = 'top' | 'middle' | 'bottom';

/** What `Range.clear()` removes besides the values: every format. */
const FORMAT_KEYS = ['numberFormat', 'bold', 'background', 'italic', 'fontSize', 'wrap', 'horizontalAlignment', 'verticalAlignment'] as const;

export interface ListValidation {
  readonly kind: 'list';
  readonly values: readonly string[];
  readonly showDropdown: boolean;
  readonly allowInvalid: boolean;
  readonly helpText?: string;
}

/** Counts of spreadsheet calls, the unit Apps Script charges time for. */
export interface CallCounts {
  reads: number;
  writes: number;
  /** Per method name, for finer assertions. */
  byMethod: Record<string, number>;
}

export function emptyCounts(): CallCounts {
  return { reads: 0, writes: 0, byMethod: {} };
}

const PLAIN_TEXT = '@';

/** Reads a typed string the way Sheets does when the cell has an automatic format. */
export function interpretTyped(input: CellValue, numberFormat: string | undefined): Omit<Cell, 'numberFormat'> {
  if (typeof input !== 'string') return { value: input };
  if (input.startsWith("'")) return { value: input.slice(1) };
  if (numberFormat === PLAIN_TEXT) return { value: input };
  if (input.startsWith('=')) return { value: '#ERROR!', formula: input };
  const trimmed = input.trim();
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return { value: Number(trimmed) };
  if (/^[+-]/.test(trimmed)) return { value: '#ERROR!', formula: input };
  if (/^true$/i.test(trimmed)) return { value: true };
  if (/^false$/i.test(trimmed)) return { value: false };
  return { value: input };
}

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

export class LocalWorkbook implements SpreadsheetApi {
  readonly calls: CallCounts = emptyCounts();
  private readonly sheets: LocalSheet[] = [];
  private clock: ExecutionClock | null = null;

  constructor(private readonly name = 'Tournament') {}

  /** Charges every call from now on to the clock's running execution. */
  attachClock(clock: ExecutionClock): void {
    this.clock = clock;
  }

  /** Bumps the counters; every public Apps Script call goes through here. */
  count(method: string, kind: 'read' | 'write' | 'other', cells = 0): void {
    this.calls.byMethod[method] = (this.calls.byMethod[method] ?? 0) + 1;
    if (kind === 'read') this.calls.reads++;
    if (kind === 'write') this.calls.writes++;
    this.clock?.charge(kind, cells);
  }

  resetCounts(): void {
    this.calls.reads = 0;
    this.calls.writes = 0;
    this.calls.byMethod = {};
  }

  getName(): string {
    return this.name;
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

  insertSheet(sheetName: string): LocalSheet {
    this.count('insertSheet', 'write');
    if (this.sheets.some((sheet) => sheet.getName() === sheetName)) {
      throw new Error(`A sheet with the name "${sheetName}" already exists. Please enter another name.`);
    }
    const sheet = new LocalSheet(this, sheetName);
    this.sheets.push(sheet);
    return sheet;
  }

  getSheets(): LocalSheet[] {
    this.count('getSheets', 'other');
    return this.sheets.slice();
  }

  /** Removes a sheet (playground and test set-up; the add-on never deletes sheets). */
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
    const sheet = new LocalSheet(this, name);
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
      const sheet = new LocalSheet(workbook, saved.name);
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

export class LocalSheet implements SheetApi {
  private rows: Cell[][] = [];
  frozenRows = 0;
  /** Hidden from the sheet tabs (hideSheet). */
  hidden = false;
  /** Set by protect(): a warning-only protection still lets scripts and editors write. */
  protection: { warningOnly: boolean; description: string } | null = null;
  /** Widths set with setColumnWidth, by 1-based column (others have the default, 100 px). */
  readonly columnWidths = new Map<number, number>();
  /** Heights set with setRowHeight, by 1-based row (others have the default, 21 px). */
  readonly rowHeights = new Map<number, number>();

  constructor(
    private readonly workbook: LocalWorkbook,
    private readonly name: string,
  ) {}

  getName(): string {
    return this.name;
  }

  getLastRow(): number {
    this.workbook.count('getLastRow', 'other');
    return this.lastRow();
  }

  getLastColumn(): number {
    this.workbook.count('getLastColumn', 'other');
    return this.lastColumn();
  }

  getMaxRows(): number {
    this.workbook.count('getMaxRows', 'other');
    return Math.max(1000, this.rows.length);
  }

  getDataRange(): LocalRange {
    this.workbook.count('getDataRange', 'other');
    return new LocalRange(this.workbook, this, 1, 1, Math.max(1, this.lastRow()), Math.max(1, this.lastColumn()));
  }

  getRange(row: number, column: number, numRows: number, numColumns: number): LocalRange {
    this.workbook.count('getRange', 'other');
    if (row < 1 || column < 1 || numRows < 1 || numColumns < 1) {
      throw new Error(`The coordinates of the range are outside the dimensions of the sheet.`);
    }
    return new LocalRange(this.workbook, this, row, column, numRows, numColumns);
  }

  getRangeList(a1Notations: string[]): LocalRangeList {
    this.workbook.count('getRangeList', 'other');
    return new LocalRangeList(
      this.workbook,
      a1Notations.map((notation) => {
        const { row, column, numRows, numColumns } = parseA1Range(notation);
        return new LocalRange(this.workbook, this, row, column, numRows, numColumns);
      }),
    );
  }

  setColumnWidth(columnPosition: number, width: number): LocalSheet {
    this.workbook.count('setColumnWidth', 'write');
    if (!Number.isInteger(columnPosition) || columnPosition < 1) throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    this.columnWidths.set(columnPosition, width);
    return this;
  }

  setRowHeight(rowPosition: number, height: number): LocalSheet {
    this.workbook.count('setRowHeight', 'write');
    if (!Number.isInteger(rowPosition) || rowPosition < 1) throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    this.rowHeights.set(rowPosition, height);
    return this;
  }

  autoResizeRows(startRow: number, numRows: number): LocalSheet {
    this.workbook.count('autoResizeRows', 'write');
    for (let row = startRow; row < startRow + numRows; row++) this.rowHeights.delete(row);
    return this;
  }

  insertRowsBefore(beforePosition: number, howMany: number): LocalSheet {
    this.workbook.count('insertRowsBefore', 'write');
    const index = beforePosition - 1;
    while (this.rows.length < index) this.rows.push([]);
    this.rows.splice(index, 0, ...Array.from({ length: howMany }, () => [] as Cell[]));
    this.shiftRowHeights(beforePosition, howMany);
    return this;
  }

  deleteRows(rowPosition: number, howMany: number): void {
    this.workbook.count('deleteRows', 'write');
    this.rows.splice(rowPosition - 1, howMany);
    for (let row = rowPosition; row < rowPosition + howMany; row++) this.rowHeights.delete(row);
    this.shiftRowHeights(rowPosition + howMany, -howMany);
  }

  /** Row heights travel with their rows when rows are inserted or deleted above them. */
  private shiftRowHeights(from: number, by: number): void {
    const moved = [...this.rowHeights].filter(([row]) => row >= from);
    for (const [row] of moved) this.rowHeights.delete(row);
    for (const [row, height] of moved) this.rowHeights.set(row + by, height);
  }

  setFrozenRows(rows: number): void {
    this.workbook.count('setFrozenRows', 'write');
    this.frozenRows = rows;
  }

  clear(): LocalSheet {
    this.workbook.count('clear', 'write');
    this.rows = [];
    this.rowHeights.clear();
    return this;
  }

  hideSheet(): LocalSheet {
    this.workbook.count('hideSheet', 'write');
    this.hidden = true;
    return this;
  }

  isSheetHidden(): boolean {
    this.workbook.count('isSheetHidden', 'other');
    return this.hidden;
  }

  protect(): ProtectionApi {
    this.workbook.count('protect', 'write');
    const protection = (this.protection ??= { warningOnly: false, description: '' });
    const api: ProtectionApi = {
      setWarningOnly: (warningOnly: boolean) => {
        this.workbook.count('setWarningOnly', 'write');
        protection.warningOnly = warningOnly;
        return api;
      },
      setDescription: (description: string) => {
        this.workbook.count('setDescription', 'write');
        protection.description = description;
        return api;
      },
    };
    return api;
  }

  /** A person typing into one cell (the playground grid, test set-up); not counted. */
  type(row: number, column: number, input: CellValue): void {
    const cell = this.cellAt(row, column, true)!;
    Object.assign(cell, { formula: undefined }, interpretTyped(input, cell.numberFormat));
    if (cell.formula === undefined) delete cell.formula;
  }

  /** Values as a plain grid, without counting (for assertions). */
  values(): CellValue[][] {
    const height = this.lastRow();
    const width = this.lastColumn();
    return Array.from({ length: height }, (_, r) =>
      Array.from({ length: width }, (_, c) => this.cellAt(r + 1, c + 1, false)?.value ?? ''),
    );
  }

  /** The cell object itself (formats, validation), without counting. */
  cell(row: number, column: number): Cell | undefined {
    return this.cellAt(row, column, false);
  }

  cellGrid(): Cell[][] {
    return this.rows.map((row) => row.map((cell) => ({ ...(cell ?? { value: '' }) })));
  }

  loadCells(cells: Cell[][], frozenRows: number): void {
    this.rows = cells.map((row) => row.map((cell) => ({ ...cell })));
    this.frozenRows = frozenRows;
  }

  cellAt(row: number, column: number, create: boolean): Cell | undefined {
    if (!create) return this.rows[row - 1]?.[column - 1];
    while (this.rows.length < row) this.rows.push([]);
    const cells = this.rows[row - 1]!;
    while (cells.length < column) cells.push({ value: '' });
    return cells[column - 1]!;
  }

  private lastRow(): number {
    for (let r = this.rows.length; r >= 1; r--) {
      if (this.rows[r - 1]!.some((cell) => cell !== undefined && cell.value !== '')) return r;
    }
    return 0;
  }

  private lastColumn(): number {
    let last = 0;
    for (const row of this.rows) {
      for (let c = row.length; c > last; c--) {
        if (row[c - 1] !== undefined && row[c - 1]!.value !== '') {
          last = c;
          break;
        }
      }
    }
    return last;
  }
}

export class LocalRange implements RangeApi {
  constructor(
    private readonly workbook: LocalWorkbook,
    private readonly sheet: LocalSheet,
    private readonly row: number,
    private readonly column: number,
    private readonly numRows: number,
    private readonly numColumns: number,
  ) {}

  getNumRows(): number {
    return this.numRows;
  }

  getNumColumns(): number {
    return this.numColumns;
  }

  getValues(): CellValue[][] {
    this.workbook.count('getValues', 'read', this.numRows * this.numColumns);
    return this.map((cell) => cell?.value ?? '');
  }

  setValues(values: CellValue[][]): LocalRange {
    this.workbook.count('setValues', 'write', this.numRows * this.numColumns);
    if (values.length !== this.numRows || values.some((row) => row.length !== this.numColumns)) {
      throw new Error(
        `The number of rows or columns in the data does not match the range (${this.numRows}×${this.numColumns}).`,
      );
    }
    for (const row of values) {
      for (const value of row) {
        if (typeof value === 'string' && value.length > APPS_SCRIPT_LIMITS.cellCharacters) {
          throw new Error(`Your input contains more than the maximum of ${APPS_SCRIPT_LIMITS.cellCharacters} characters in a single cell.`);
        }
      }
    }
    this.each((cell, r, c) => {
      const value = values[r]![c]!;
      if (cell.merged === true) {
        // Sheets keeps only a merged cell's first value; the add-on never writes into the hidden part.
        if (value !== '' && value !== null) throw new Error('A value was written into a cell hidden under a merged cell.');
        return;
      }
      delete cell.formula;
      Object.assign(cell, interpretTyped(value, cell.numberFormat));
    });
    return this;
  }

  setNumberFormat(numberFormat: string): LocalRange {
    this.workbook.count('setNumberFormat', 'write', this.numRows * this.numColumns);
    this.each((cell) => {
      cell.numberFormat = numberFormat;
    });
    return this;
  }

  setDataValidation(rule: DataValidationApi | null): LocalRange {
    this.workbook.count('setDataValidation', 'write', this.numRows * this.numColumns);
    this.each((cell) => {
      if (rule === null) delete cell.validation;
      else cell.validation = rule as ListValidation;
    });
    return this;
  }

  setFontWeight(fontWeight: 'bold' | 'normal' | null): LocalRange {
    this.workbook.count('setFontWeight', 'write', this.numRows * this.numColumns);
    return this.format({ bold: fontWeight === 'bold' });
  }

  setBackground(color: string | null): LocalRange {
    this.workbook.count('setBackground', 'write', this.numRows * this.numColumns);
    this.each((cell) => {
      cell.background = color;
    });
    return this;
  }

  clearContent(): LocalRange {
    this.workbook.count('clearContent', 'write', this.numRows * this.numColumns);
    this.each((cell) => {
      cell.value = '';
      delete cell.formula;
    });
    return this;
  }

  /** Contents and formats; data validation and merges stay, as in Sheets. */
  clear(): LocalRange {
    this.workbook.count('clear', 'write', this.numRows * this.numColumns);
    this.each((cell) => {
      cell.value = '';
      delete cell.formula;
      for (const key of FORMAT_KEYS) delete cell[key];
    });
    return this;
  }

  /** Splits every merged cell the range touches back into its cells. */
  breakApart(): LocalRange {
    this.workbook.count('breakApart', 'write', this.numRows * this.numColumns);
    for (let r = this.row; r < this.row + this.numRows; r++) {
      const anchor = this.mergeAnchorAt(r, this.column);
      const end = this.column + this.numColumns - 1;
      for (let c = anchor; c <= end; c++) {
        const cell = this.sheet.cellAt(r, c, false);
        if (cell === undefined) continue;
        const span = cell.mergeAcross;
        delete cell.mergeAcross;
        delete cell.merged;
        // A merge that starts inside the range and runs past its end is split whole, as Sheets does.
        if (span !== undefined) {
          for (let covered = c + 1; covered < c + span; covered++) delete this.sheet.cellAt(r, covered, false)?.merged;
        }
      }
    }
    return this;
  }

  /**
   * Merges each row of the range into one cell. As in Sheets, only the first
   * cell's value is kept, and a range that cuts through a merged cell is refused.
   */
  mergeAcross(): LocalRange {
    this.workbook.count('mergeAcross', 'write', this.numRows * this.numColumns);
    const end = this.column + this.numColumns - 1;
    for (let r = this.row; r < this.row + this.numRows; r++) {
      const first = this.sheet.cellAt(r, this.column, false);
      const last = this.sheet.cellAt(r, end, false);
      const lastAnchor = this.mergeAnchorAt(r, end);
      const lastSpan = this.sheet.cellAt(r, lastAnchor, false)?.mergeAcross ?? 1;
      if (first?.merged === true || lastAnchor + lastSpan - 1 > end || (last?.merged === true && lastAnchor < this.column)) {
        throw new Error('You must select all cells in a merged range to merge or unmerge them.');
      }
    }
    if (this.numColumns < 2) return this;
    this.each((cell, _r, c) => {
      delete cell.mergeAcross;
      delete cell.merged;
      if (c === 0) cell.mergeAcross = this.numColumns;
      else {
        cell.merged = true;
        cell.value = '';
        delete cell.formula;
      }
    });
    return this;
  }

  setWrap(isWrapEnabled: boolean): LocalRange {
    this.workbook.count('setWrap', 'write', this.numRows * this.numColumns);
    return this.format({ wrap: isWrapEnabled });
  }

  setHorizontalAlignment(alignment: HorizontalAlignment | null): LocalRange {
    this.workbook.count('setHorizontalAlignment', 'write', this.numRows * this.numColumns);
    return this.format({ horizontalAlignment: alignment ?? undefined });
  }

  setVerticalAlignment(alignment: VerticalAlignment | null): LocalRange {
    this.workbook.count('setVerticalAlignment', 'write', this.numRows * this.numColumns);
    return this.format({ verticalAlignment: alignment ?? undefined });
  }

  setFontSize(size: number): LocalRange {
    this.workbook.count('setFontSize', 'write', this.numRows * this.numColumns);
    return this.format({ fontSize: size });
  }

  setFontStyle(fontStyle: 'italic' | 'normal' | null): LocalRange {
    this.workbook.count('setFontStyle', 'write', this.numRows * this.numColumns);
    return this.format({ italic: fontStyle === 'italic' });
  }

  /** Sets formats on every cell without counting a call (RangeList counts its own). */
  format(patch: Partial<Pick<Cell, 'bold' | 'italic' | 'fontSize' | 'wrap' | 'horizontalAlignment' | 'verticalAlignment'>>): this {
    this.each((cell) => {
      for (const [key, value] of Object.entries(patch) as [keyof typeof patch, unknown][]) {
        if (value === undefined || value === false) delete cell[key];
        else (cell as unknown as Record<string, unknown>)[key] = value;
      }
    });
    return this;
  }

  get cellCount(): number {
    return this.numRows * this.numColumns;
  }

  /** The first column of the merged cell that covers (row, column), or the column itself. */
  private mergeAnchorAt(row: number, column: number): number {
    let c = column;
    while (c > 1 && this.sheet.cellAt(row, c, false)?.merged === true) c--;
    return c;
  }

  private each(visit: (cell: Cell, r: number, c: number) => void): void {
    for (let r = 0; r < this.numRows; r++) {
      for (let c = 0; c < this.numColumns; c++) {
        visit(this.sheet.cellAt(this.row + r, this.column + c, true)!, r, c);
      }
    }
  }

  private map<T>(read: (cell: Cell | undefined) => T): T[][] {
    return Array.from({ length: this.numRows }, (_, r) =>
      Array.from({ length: this.numColumns }, (_, c) => read(this.sheet.cellAt(this.row + r, this.column + c, false))),
    );
  }
}

/** Ranges formatted together: one call for all of them (Sheet.getRangeList). */
class LocalRangeList implements RangeListApi {
  constructor(
    private readonly workbook: LocalWorkbook,
    private readonly ranges: readonly LocalRange[],
  ) {}

  private apply(method: string, patch: Parameters<LocalRange['format']>[0]): this {
    this.workbook.count(method, 'write', this.ranges.reduce((sum, range) => sum + range.cellCount, 0));
    for (const range of this.ranges) range.format(patch);
    return this;
  }

  setFontWeight(fontWeight: 'bold' | 'normal' | null): LocalRangeList {
    return this.apply('setFontWeight', { bold: fontWeight === 'bold' });
  }

  setFontStyle(fontStyle: 'italic' | 'normal' | null): LocalRangeList {
    return this.apply('setFontStyle', { italic: fontStyle === 'italic' });
  }

  setWrap(isWrapEnabled: boolean): LocalRangeList {
    return this.apply('setWrap', { wrap: isWrapEnabled });
  }

  setHorizontalAlignment(alignment: HorizontalAlignment | null): LocalRangeList {
    return this.apply('setHorizontalAlignment', { horizontalAlignment: alignment ?? undefined });
  }
}

/** `B2` or `A1:D4` as 1-based row, column and size; anything else is refused as Sheets does. */
export function parseA1Range(notation: string): { row: number; column: number; numRows: number; numColumns: number } {
  const match = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/i.exec(notation.trim());
  if (match === null) throw new Error(`Range not found: ${notation}`);
  const columnOf = (letters: string) => [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  const top = Number(match[2]);
  const left = columnOf(match[1]!);
  const bottom = match[4] === undefined ? top : Number(match[4]);
  const right = match[3] === undefined ? left : columnOf(match[3]);
  if (top < 1 || bottom < 1) throw new Error(`Range not found: ${notation}`);
  return { row: Math.min(top, bottom), column: Math.min(left, right), numRows: Math.abs(bottom - top) + 1, numColumns: Math.abs(right - left) + 1 };
}

export class LocalDataValidationBuilder implements DataValidationBuilderApi {
  private rule: ListValidation = { kind: 'list', values: [], showDropdown: true, allowInvalid: true };

  requireValueInList(values: string[], showDropdown: boolean): LocalDataValidationBuilder {
    this.rule = { ...this.rule, values: values.slice(), showDropdown };
    return this;
  }

  setAllowInvalid(allowInvalidData: boolean): LocalDataValidationBuilder {
    this.rule = { ...this.rule, allowInvalid: allowInvalidData };
    return this;
  }

  setHelpText(helpText: string): LocalDataValidationBuilder {
    this.rule = { ...this.rule, helpText };
    return this;
  }

  build(): ListValidation {
    return this.rule;
  }
}
