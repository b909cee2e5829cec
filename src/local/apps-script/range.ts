/**
 * A range of the in-memory spreadsheet: its values (read and written the way
 * Sheets does, within Apps Script's 50,000 characters a cell), its formats,
 * its data validation and its merged cells. Every call is counted on the
 * workbook.
 */
import type { DataValidationApi, RangeApi } from '../../sheets/apps-script';
import type { CallCounter } from './call-counts';
import { FORMAT_KEYS, type Cell, type CellStore, type CellValue, type HorizontalAlignment, type ListValidation, type VerticalAlignment } from './cell';
import { interpretTyped } from './cell-input';
import { APPS_SCRIPT_LIMITS } from './limits';

export class LocalRange implements RangeApi {
  constructor(
    private readonly workbook: CallCounter,
    private readonly sheet: CellStore,
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
    this.workbook.count('setValues', 'write', this.numRows * this.numColumns, this.sheet.getName());
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

  setNote(note: string): LocalRange {
    this.workbook.count('setNote', 'write', this.numRows * this.numColumns);
    this.each((cell) => {
      if (note === '') delete cell.note;
      else cell.note = note;
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

  /** Shifts the cells below down (ROWS) to make room: the range's columns only, as in Sheets. */
  insertCells(shiftDimension: GoogleAppsScript.Spreadsheet.Dimension): LocalRange {
    this.workbook.count('insertCells', 'write', this.numRows * this.numColumns);
    if (String(shiftDimension) !== 'ROWS') throw new Error('The local workbook shifts cells by rows only.');
    this.sheet.shiftCells(this.row, this.column, this.numRows, this.numColumns, 'insert');
    return this;
  }

  /** Deletes the range's cells, the cells below shifting up (ROWS): the range's columns only, as in Sheets. */
  deleteCells(shiftDimension: GoogleAppsScript.Spreadsheet.Dimension): void {
    this.workbook.count('deleteCells', 'write', this.numRows * this.numColumns);
    if (String(shiftDimension) !== 'ROWS') throw new Error('The local workbook shifts cells by rows only.');
    this.sheet.shiftCells(this.row, this.column, this.numRows, this.numColumns, 'delete');
  }

  /** Formats only; contents, data validation and merges stay, as in Sheets. */
  clearFormat(): LocalRange {
    this.workbook.count('clearFormat', 'write', this.numRows * this.numColumns);
    this.each((cell) => {
      for (const key of FORMAT_KEYS) delete cell[key];
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
