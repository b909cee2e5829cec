/**
 * A sheet of the in-memory spreadsheet: its rows of cells, frozen rows,
 * protection, column widths and row heights, and the ranges it hands out.
 * Every Apps Script call is counted on the workbook; the uncounted helpers
 * (`type`, `values`, `cell`) are for tests and the playground.
 */
import type { ProtectionApi, SheetApi } from '../../sheets/apps-script';
import type { SheetOwner } from './call-counts';
import { FORMAT_KEYS, type Cell, type CellStore, type CellValue } from './cell';
import { interpretTyped, parseA1Range } from './cell-input';
import { LocalRange } from './range';
import { LocalRangeList } from './range-list';

export class LocalSheet implements SheetApi, CellStore {
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
    private readonly workbook: SheetOwner,
    private readonly name: string,
    /** Sheet.getSheetId: the `gid` of a link that opens the spreadsheet on this sheet. */
    private readonly sheetId = 0,
  ) {}

  getSheetId(): number {
    this.workbook.count('getSheetId', 'other');
    return this.sheetId;
  }

  activate(): LocalSheet {
    this.workbook.count('activate', 'other');
    this.workbook.showSheet(this.name);
    return this;
  }

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
    return this.protectionApi((this.protection ??= { warningOnly: false, description: '' }));
  }

  /** Sheet.getProtections(ProtectionType.SHEET): the sheet's protection, if it has one. */
  getProtections(type: GoogleAppsScript.Spreadsheet.ProtectionType): ProtectionApi[] {
    this.workbook.count('getProtections', 'other');
    if (String(type) !== 'SHEET') throw new Error('Only protections of whole sheets (ProtectionType.SHEET) are modelled.');
    return this.protection === null ? [] : [this.protectionApi(this.protection)];
  }

  private protectionApi(protection: { warningOnly: boolean; description: string }): ProtectionApi {
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
      isWarningOnly: () => {
        this.workbook.count('isWarningOnly', 'other');
        return protection.warningOnly;
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

  shiftCells(row: number, column: number, count: number, width: number, how: 'insert' | 'delete'): void {
    const height = Math.max(this.rows.length, row + count);
    for (let c = column; c < column + width; c++) {
      // Copies: the cells are written over as they move.
      const cells = Array.from({ length: height - row + 1 }, (_, offset): Cell => ({ ...(this.cellAt(row + offset, c, false) ?? { value: '' }) }));
      // Inserted cells keep the formats of the cells that were there (Apps Script's Range.insertCells), not their values.
      const inserted = Array.from({ length: count }, (_, offset): Cell => {
        const formats: Partial<Cell> = {};
        for (const key of FORMAT_KEYS) if (cells[offset]?.[key] !== undefined) Object.assign(formats, { [key]: cells[offset]![key] });
        return { value: '', ...formats };
      });
      const shifted = how === 'insert' ? [...inserted, ...cells] : [...cells.slice(count), ...Array.from({ length: count }, () => ({ value: '' }) as Cell)];
      shifted.forEach((cell, offset) => {
        if (cell.value === '' && Object.keys(cell).length === 1 && this.cellAt(row + offset, c, false) === undefined) return;
        const target = this.cellAt(row + offset, c, true)!;
        for (const key of Object.keys(target) as (keyof Cell)[]) delete target[key];
        Object.assign(target, cell);
      });
    }
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
