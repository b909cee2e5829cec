/** The local workbook shifts cells of some columns as Sheets' Range.insertCells and deleteCells do. */
import { describe, expect, it } from 'vitest';
import { LocalWorkbook } from '../../src/local/apps-script/workbook';

describe('insertCells and deleteCells (ROWS)', () => {
  it('move the cells of the range’s columns only, below the range, down or up', () => {
    const workbook = new LocalWorkbook();
    const sheet = workbook.setSheetRows('S', [
      ['#1', 'a', 'A', 'x'],
      ['#2', 'b', 'B', 'y'],
      ['#3', 'c', 'C', 'z'],
    ]);
    sheet.getRange(1, 2, 1, 2).insertCells('ROWS' as unknown as GoogleAppsScript.Spreadsheet.Dimension);
    expect(sheet.values()).toEqual([
      ['#1', '', '', 'x'],
      ['#2', 'a', 'A', 'y'],
      ['#3', 'b', 'B', 'z'],
      ['', 'c', 'C', ''],
    ]);
    sheet.getRange(3, 2, 1, 2).deleteCells('ROWS' as unknown as GoogleAppsScript.Spreadsheet.Dimension);
    expect(sheet.values()).toEqual([
      ['#1', '', '', 'x'],
      ['#2', 'a', 'A', 'y'],
      ['#3', 'c', 'C', 'z'],
    ]);
  });

  it('gives inserted cells the formats of the cells that were there, not their values, and moves formats with the cells', () => {
    const workbook = new LocalWorkbook();
    const sheet = workbook.setSheetRows('S', [['a'], ['b'], ['c']]);
    sheet.getRange(1, 1, 3, 1).setWrap(true);
    sheet.getRange(3, 1, 1, 1).setFontWeight('bold');
    sheet.getRange(2, 1, 1, 1).insertCells('ROWS' as unknown as GoogleAppsScript.Spreadsheet.Dimension);
    expect(sheet.values().map((row) => row[0])).toEqual(['a', '', 'b', 'c']);
    expect(sheet.cell(2, 1)).toEqual({ value: '', wrap: true });
    expect(sheet.cell(4, 1)).toMatchObject({ value: 'c', wrap: true, bold: true });
  });
});
