/**
 * The local workbook formats as Sheets does, for the calls the add-on makes
 * on its phone views: merged cells, wrapping, alignment, type, widths and
 * heights, range lists in A1 notation, and clearing.
 */
import { describe, expect, it } from 'vitest';
import { parseA1Range } from '../../src/local/apps-script/cell-input';
import { LocalWorkbook } from '../../src/local/apps-script/workbook';

function sheetWith(rows: (string | number)[][]) {
  const workbook = new LocalWorkbook();
  const sheet = workbook.setSheetRows('View', rows);
  return { workbook, sheet };
}

describe('A1 ranges', () => {
  it('reads a cell or a block, in either corner order', () => {
    expect(parseA1Range('B3')).toEqual({ row: 3, column: 2, numRows: 1, numColumns: 1 });
    expect(parseA1Range('A1:D2')).toEqual({ row: 1, column: 1, numRows: 2, numColumns: 4 });
    expect(parseA1Range('d2:a1')).toEqual({ row: 1, column: 1, numRows: 2, numColumns: 4 });
    expect(parseA1Range('AA10')).toEqual({ row: 10, column: 27, numRows: 1, numColumns: 1 });
    expect(() => parseA1Range('A0')).toThrow(/Range not found/);
    expect(() => parseA1Range('Sheet1!A1')).toThrow(/Range not found/);
  });
});

describe('merged cells', () => {
  it('merge each row across, keep the first value, and refuse a value in a hidden cell', () => {
    const { workbook, sheet } = sheetWith([
      ['Title', 'x', 'y'],
      ['Sub', '', ''],
    ]);
    workbook.sheet('View')!.getRange(1, 1, 2, 3).mergeAcross();
    expect(sheet.cell(1, 1)).toMatchObject({ value: 'Title', mergeAcross: 3 });
    expect(sheet.cell(1, 2)).toMatchObject({ value: '', merged: true });
    expect(sheet.cell(2, 3)).toMatchObject({ merged: true });
    expect(sheet.values()).toEqual([['Title'], ['Sub']]);
    expect(() => sheet.getRange(1, 1, 1, 3).setValues([['New', 'no', '']])).toThrow(/hidden under a merged cell/);
    sheet.getRange(1, 1, 1, 3).setValues([['New', '', '']]);
    expect(sheet.values()).toEqual([['New'], ['Sub']]);
  });

  it('refuse a merge that cuts through another, and break apart whole merges', () => {
    const { sheet } = sheetWith([['a', 'b', 'c', 'd']]);
    sheet.getRange(1, 1, 1, 3).mergeAcross();
    expect(() => sheet.getRange(1, 2, 1, 3).mergeAcross()).toThrow(/select all cells in a merged range/);
    expect(() => sheet.getRange(1, 1, 1, 2).mergeAcross()).toThrow(/select all cells in a merged range/);
    sheet.getRange(1, 2, 1, 1).breakApart();
    expect([1, 2, 3].map((column) => sheet.cell(1, column)?.mergeAcross ?? sheet.cell(1, column)?.merged ?? null)).toEqual([null, null, null]);
    sheet.getRange(1, 1, 1, 4).mergeAcross();
    expect(sheet.cell(1, 1)!.mergeAcross).toBe(4);
  });
});

describe('formats', () => {
  it('are set per range or per range list, counted as one call each, and cleared with the values', () => {
    const { workbook, sheet } = sheetWith([
      ['Name', 'Board'],
      ['Ann', 1],
      ['Bob', 2],
    ]);
    workbook.resetCounts();
    sheet.getRangeList(['A1:B1', 'A3']).setFontWeight('bold').setFontStyle('italic').setWrap(true).setHorizontalAlignment('center');
    expect(workbook.calls.byMethod).toEqual({ getRangeList: 1, setFontWeight: 1, setFontStyle: 1, setWrap: 1, setHorizontalAlignment: 1 });
    expect(sheet.cell(1, 2)).toMatchObject({ bold: true, italic: true, wrap: true, horizontalAlignment: 'center' });
    expect(sheet.cell(3, 1)).toMatchObject({ bold: true });
    expect(sheet.cell(2, 1)!.bold).toBeUndefined();
    sheet.getRange(2, 2, 2, 1).setVerticalAlignment('top').setFontSize(14).setWrap(false);
    expect(sheet.cell(2, 2)).toMatchObject({ verticalAlignment: 'top', fontSize: 14 });
    expect(sheet.cell(2, 2)!.wrap).toBeUndefined();
    sheet.getRange(1, 1, 3, 2).clear();
    expect(sheet.values()).toEqual([]);
    expect(sheet.cell(1, 2)).toEqual({ value: '' });
  });

  it('keep widths and heights, heights moving with their rows', () => {
    const { sheet } = sheetWith([['a'], ['b'], ['c']]);
    sheet.setColumnWidth(2, 120).setRowHeight(2, 42).setRowHeight(3, 56);
    expect(sheet.columnWidths.get(2)).toBe(120);
    sheet.insertRowsBefore(1, 2);
    expect(Object.fromEntries(sheet.rowHeights)).toEqual({ 4: 42, 5: 56 });
    sheet.deleteRows(4, 1);
    expect(Object.fromEntries(sheet.rowHeights)).toEqual({ 4: 56 });
    sheet.autoResizeRows(1, 10);
    expect(sheet.rowHeights.size).toBe(0);
    expect(() => sheet.setColumnWidth(0, 10)).toThrow(/outside the dimensions/);
  });

  it('travel in the saved workbook', () => {
    const { workbook, sheet } = sheetWith([['Title', '']]);
    sheet.getRange(1, 1, 1, 2).mergeAcross();
    sheet.setColumnWidth(1, 40).setRowHeight(1, 28);
    workbook.timeZone = 'America/New_York';
    const back = LocalWorkbook.fromJSON(JSON.parse(JSON.stringify(workbook.toJSON())));
    expect(back.sheet('View')!.cell(1, 1)!.mergeAcross).toBe(2);
    expect(back.sheet('View')!.columnWidths.get(1)).toBe(40);
    expect(back.sheet('View')!.rowHeights.get(1)).toBe(28);
    expect(back.getSpreadsheetTimeZone()).toBe('America/New_York');
    expect(back.getSpreadsheetLocale()).toBe('en_GB');
  });
});
