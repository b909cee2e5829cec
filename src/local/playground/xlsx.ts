/**
 * The playground workbook to and from `.xlsx` (exceljs), so an organiser can
 * move a tournament between the playground, Google Sheets and Excel.
 *
 * One worksheet per sheet, with what the add-on relies on: values, formulas,
 * plain-text formats (the Result column), the Result drop-down, bold headers,
 * frozen rows and backgrounds, and the layout of the phone views (merged
 * lines, wrapping, alignment, type size, column widths, row heights). The document properties (the settings and what
 * the add-on remembers) travel in a hidden worksheet, because an .xlsx file
 * has no place for them that Sheets or Excel would keep.
 */
import ExcelJS from 'exceljs';
import { LocalWorkbook, type Cell, type CellValue, type ListValidation, type SavedSheet } from '../apps-script/workbook';
import { checkSheetSize, checkXlsxSize } from './limits';

/** The hidden worksheet holding the document properties, one `key, value` row each. */
export const PROPERTIES_WORKSHEET = 'Sheetmate settings';

/** A workbook with its document properties: everything the add-on can see. */
export interface WorkbookWithProperties {
  readonly workbook: LocalWorkbook;
  readonly documentProperties: Record<string, string>;
}

/**
 * Writes the workbook (and its document properties) as an .xlsx file.
 *
 * @example
 * writeFileSync('event.xlsx', await workbookToXlsx({ workbook, documentProperties }));
 */
export async function workbookToXlsx({ workbook, documentProperties }: WorkbookWithProperties): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Sheetmate playground';
  book.title = workbook.getName();
  for (const saved of workbook.toJSON().sheets) {
    const sheet = book.addWorksheet(saved.name, {
      ...(saved.frozenRows > 0 ? { views: [{ state: 'frozen', ySplit: saved.frozenRows }] } : {}),
      // The add-on's record sheet is hidden, as in Google Sheets.
      ...(saved.hidden === true ? { state: 'hidden' as const } : {}),
    });
    const widths: number[] = [];
    saved.cells.forEach((row, r) =>
      row.forEach((cell, c) => {
        writeCell(sheet.getCell(r + 1, c + 1), cell);
        widths[c] = Math.max(widths[c] ?? 8, Math.min(40, displayText(cell).length + 2));
      }),
    );
    // Merged after every cell is written: exceljs gives the hidden cells' formats to the first one.
    saved.cells.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (cell.mergeAcross !== undefined) sheet.mergeCells(r + 1, c + 1, r + 1, c + cell.mergeAcross);
      }),
    );
    // Widths the add-on set (in pixels) win over widths guessed from the text (in characters).
    for (const [column, pixels] of Object.entries(saved.columnWidths ?? {})) widths[Number(column) - 1] = pixels / PIXELS_PER_CHARACTER;
    widths.forEach((width, c) => {
      if (width !== undefined) sheet.getColumn(c + 1).width = width;
    });
    for (const [row, pixels] of Object.entries(saved.rowHeights ?? {})) sheet.getRow(Number(row)).height = pixels * POINTS_PER_PIXEL;
  }
  const keys = Object.keys(documentProperties).sort();
  if (keys.length > 0) {
    const sheet = book.addWorksheet(PROPERTIES_WORKSHEET, { state: 'hidden' });
    // Written as strings: a property is text (often JSON) and must come back byte for byte.
    for (const key of keys) sheet.addRow([key, documentProperties[key]!]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Reads an .xlsx file into a workbook; the hidden settings worksheet (if the
 * file came from the playground) becomes the document properties.
 */
export async function xlsxToWorkbook(data: Uint8Array, name = 'Tournament'): Promise<WorkbookWithProperties> {
  // Refused before unpacking when it would unpack to more than the playground takes.
  checkXlsxSize(data);
  const book = new ExcelJS.Workbook();
  // exceljs accepts Node's Buffer; copy so a Uint8Array view over a larger buffer reads only its bytes.
  await book.xlsx.load(Buffer.from(data) as unknown as ExcelJS.Buffer);
  book.eachSheet((worksheet) => checkSheetSize(worksheet.name, worksheet.rowCount, worksheet.columnCount));
  const documentProperties: Record<string, string> = {};
  const sheets: SavedSheet[] = [];
  book.eachSheet((worksheet) => {
    if (worksheet.name === PROPERTIES_WORKSHEET) {
      worksheet.eachRow((row) => {
        const key = textOf(row.getCell(1).value);
        if (key !== '') documentProperties[key] = textOf(row.getCell(2).value);
      });
      return;
    }
    const cells: Cell[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, r) => {
      const cellsOfRow: Cell[] = [];
      row.eachCell({ includeEmpty: true }, (cell, c) => {
        while (cellsOfRow.length < c - 1) cellsOfRow.push({ value: '' });
        cellsOfRow[c - 1] = readCell(cell);
      });
      while (cells.length < r - 1) cells.push([]);
      cells[r - 1] = cellsOfRow;
    });
    // Merged cells: the first keeps its value and says how far it spans; the others are hidden under it.
    for (const range of worksheet.model.merges ?? []) {
      const { top, left, bottom, right } = mergeBounds(range);
      for (let r = top; r <= bottom; r++) {
        const row = (cells[r - 1] ??= []);
        for (let c = left; c <= right; c++) {
          while (row.length < c) row.push({ value: '' });
          if (c === left) row[c - 1]!.mergeAcross = right - left + 1;
          // A hidden cell's own formats do not show, and the file gives it the first cell's: none are kept.
          else row[c - 1] = { value: '', merged: true };
        }
      }
    }
    // Every width in the file is kept, as Sheets does when it imports one (the playground then shows them).
    const columnWidths: Record<string, number> = {};
    (worksheet.columns ?? []).forEach((column, index) => {
      if (typeof column.width === 'number') columnWidths[String(index + 1)] = Math.round(column.width * PIXELS_PER_CHARACTER);
    });
    const rowHeights: Record<string, number> = {};
    worksheet.eachRow({ includeEmpty: true }, (row, r) => {
      if (typeof row.height === 'number' && row.height > 0) rowHeights[String(r)] = Math.round(row.height / POINTS_PER_PIXEL);
    });
    const view = worksheet.views?.[0];
    const frozenRows = view?.state === 'frozen' ? (view.ySplit ?? 0) : 0;
    sheets.push({
      name: worksheet.name,
      cells,
      frozenRows,
      ...(worksheet.state === 'hidden' ? { hidden: true } : {}),
      ...(Object.keys(columnWidths).length > 0 ? { columnWidths } : {}),
      ...(Object.keys(rowHeights).length > 0 ? { rowHeights } : {}),
    });
  });
  return { workbook: LocalWorkbook.fromJSON({ name: book.title || name, sheets }), documentProperties };
}

function writeCell(target: ExcelJS.Cell, cell: Cell): void {
  if (cell.formula !== undefined) {
    // The value shown goes with the formula, as a spreadsheet saves it (none for one the playground could not calculate).
    const result = cell.value === '#ERROR!' || cell.value === '' ? {} : { result: cell.value };
    target.value = { formula: cell.formula.replace(/^=/, ''), ...result } as ExcelJS.CellFormulaValue;
  }
  else if (cell.value !== '') target.value = cell.value;
  if (cell.numberFormat !== undefined) target.numFmt = cell.numberFormat;
  const font: Partial<ExcelJS.Font> = {
    ...(cell.bold === true ? { bold: true } : {}),
    ...(cell.italic === true ? { italic: true } : {}),
    ...(cell.fontSize !== undefined ? { size: cell.fontSize } : {}),
  };
  if (Object.keys(font).length > 0) target.font = font;
  const alignment: Partial<ExcelJS.Alignment> = {
    ...(cell.wrap === true ? { wrapText: true } : {}),
    ...(cell.horizontalAlignment !== undefined && cell.horizontalAlignment !== 'normal' ? { horizontal: cell.horizontalAlignment } : {}),
    ...(cell.verticalAlignment !== undefined ? { vertical: cell.verticalAlignment } : {}),
  };
  if (Object.keys(alignment).length > 0) target.alignment = alignment;
  const argb = argbOf(cell.background);
  if (argb !== null) target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
  if (cell.validation !== undefined) {
    target.dataValidation = {
      type: 'list',
      allowBlank: true,
      // A literal list: Excel's own syntax, double quotes doubled inside.
      formulae: [`"${cell.validation.values.map((value) => value.replace(/"/g, '""')).join(',')}"`],
      showErrorMessage: !cell.validation.allowInvalid,
      ...(cell.validation.helpText !== undefined ? { showInputMessage: true, prompt: cell.validation.helpText } : {}),
    };
  }
}

function readCell(source: ExcelJS.Cell): Cell {
  const cell: Cell = { value: '' };
  const value = source.value;
  if (value !== null && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) {
    // The local workbook does not calculate: a formula shows the value the file saved with it
    // (Excel and Sheets save one), else reads as Sheets shows one it cannot calculate.
    cell.formula = `=${source.formula}`;
    const saved = 'result' in value ? value.result : undefined;
    cell.value = saved === undefined || saved === null || (typeof saved === 'object' && !(saved instanceof Date)) ? '#ERROR!' : valueOf(saved);
  } else {
    // A text cell is that text, whatever it starts with (`=SUM(A1)` as a name): it is never run as a formula.
    cell.value = valueOf(value);
  }
  if (source.numFmt !== undefined && source.numFmt !== 'General') cell.numberFormat = source.numFmt;
  if (source.font?.bold === true) cell.bold = true;
  if (source.font?.italic === true) cell.italic = true;
  // exceljs reads a font without a size as 11 (Excel's default body size): only other sizes were set.
  if (typeof source.font?.size === 'number' && source.font.size !== EXCEL_DEFAULT_FONT_SIZE) cell.fontSize = source.font.size;
  const alignment = source.alignment;
  if (alignment?.wrapText === true) cell.wrap = true;
  if (alignment?.horizontal === 'left' || alignment?.horizontal === 'center' || alignment?.horizontal === 'right') cell.horizontalAlignment = alignment.horizontal;
  if (alignment?.vertical === 'top' || alignment?.vertical === 'middle' || alignment?.vertical === 'bottom') cell.verticalAlignment = alignment.vertical;
  const fill = source.fill;
  if (fill?.type === 'pattern' && fill.pattern === 'solid' && typeof fill.fgColor?.argb === 'string') {
    cell.background = `#${fill.fgColor.argb.slice(-6).toLowerCase()}`;
  }
  const validation = source.dataValidation as ExcelJS.DataValidation | undefined;
  const list = validation?.type === 'list' ? listValues(validation.formulae?.[0]) : null;
  if (validation !== undefined && list !== null) {
    const rule: ListValidation = {
      kind: 'list',
      values: list,
      showDropdown: true,
      allowInvalid: validation.showErrorMessage !== true,
      ...(validation.prompt !== undefined ? { helpText: validation.prompt } : {}),
    };
    cell.validation = rule;
  }
  return cell;
}

/** The values of a literal list (`"a,b,c"`); null for a list taken from a range, which the playground does not follow. */
function listValues(formula: unknown): string[] | null {
  if (typeof formula !== 'string' || !formula.startsWith('"') || !formula.endsWith('"')) return null;
  return formula
    .slice(1, -1)
    .replace(/""/g, '"')
    .split(',');
}

function valueOf(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return textOf(value);
}

/** Text of any cell value: rich text, hyperlinks and errors as they read. */
function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : textOf(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  if ('result' in value) return textOf((value.result ?? '') as ExcelJS.CellValue);
  return '';
}

/** Excel measures columns in characters and rows in points; the add-on sets pixels. */
const PIXELS_PER_CHARACTER = 7;
const EXCEL_DEFAULT_FONT_SIZE = 11;
const POINTS_PER_PIXEL = 0.75;

/** `A1:D1` as 1-based bounds. */
function mergeBounds(range: string): { top: number; left: number; bottom: number; right: number } {
  const [from, to = from] = range.split(':') as [string, string?];
  const at = (address: string) => {
    const match = /^([A-Z]+)(\d+)$/.exec(address.replace(/\$/g, '').toUpperCase());
    if (match === null) throw new Error(`not a cell address: ${address}`);
    const column = [...match[1]!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
    return { row: Number(match[2]), column };
  };
  const a = at(from);
  const b = at(to);
  return { top: Math.min(a.row, b.row), left: Math.min(a.column, b.column), bottom: Math.max(a.row, b.row), right: Math.max(a.column, b.column) };
}

function displayText(cell: Cell): string {
  return cell.formula ?? String(cell.value);
}

/** `#rrggbb` → exceljs's ARGB; anything else (named colours, null) is left out. */
function argbOf(colour: string | null | undefined): string | null {
  if (typeof colour !== 'string' || !/^#[0-9a-f]{6}$/i.test(colour)) return null;
  return `FF${colour.slice(1).toUpperCase()}`;
}
