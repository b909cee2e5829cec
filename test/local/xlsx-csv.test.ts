/**
 * Export and import for people without Google: a tournament the add-on has
 * written survives a round trip through .xlsx (values, formats, drop-downs,
 * frozen rows, settings) and a sheet survives one through CSV.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Cell } from '../../src/local/apps-script/workbook';
import { LocalWorkbook } from '../../src/local/apps-script/workbook';
import { importCsvIntoSheet, sheetToCsv, workbookFromCsv } from '../../src/local/playground/csv';
import { PROPERTIES_WORKSHEET, workbookToXlsx, xlsxToWorkbook } from '../../src/local/playground/xlsx';
import { createSampleWorkbook } from '../../src/local/playground/sample-event';
import { harness, typeResults } from '../support/addon-harness';

/** A workbook the add-on has worked on: round 1 paired and its results typed, standings refreshed. */
function playedWorkbook() {
  const sample = createSampleWorkbook();
  const players = sample.sheet('Players')!.values();
  const h = harness({ Players: players.map((row, r) => (r === 0 ? row : [`'${row[0]}`, ...row.slice(1)])) }, {});
  h.call('saveSettings', { rounds: 5 });
  h.call('pairNextRound', { expectedRound: 1 });
  typeResults(h, (_white, _black, board) => (board === 1 ? '½-½' : board === 2 ? '+/-' : '1-0'));
  h.call('updateStandings');
  return h;
}

/**
 * Cells compared as saved, without what a spreadsheet cannot tell apart:
 * not bold, no background, and blank unformatted cells at the end of a row
 * or blank rows at the end of a sheet. A warning-only protection (the
 * add-on's record sheet) has no .xlsx equivalent, and a cell hidden under a
 * merged one has no formats that show. Column widths are compared
 * apart: an .xlsx file gives every column one.
 */
function normalised(workbook: LocalWorkbook) {
  const data = workbook.toJSON();
  for (const sheet of data.sheets) {
    delete sheet.protection;
    delete sheet.columnWidths;
  }
  const plain = (cell: Partial<Cell>) => cell.value === '' && Object.keys(cell).length === 1;
  return {
    ...data,
    sheets: data.sheets.map((sheet) => {
      const cells = sheet.cells.map((row) => {
        const copied = row.map((cell: Cell) => {
          // A cell hidden under a merged one shows nothing of its own.
          const copy: Partial<Cell> = cell.merged === true ? { value: cell.value, merged: true } : { ...cell };
          if (copy.bold !== true) delete copy.bold;
          if (copy.background === null || copy.background === undefined) delete copy.background;
          return copy;
        });
        while (copied.length > 0 && plain(copied[copied.length - 1]!)) copied.pop();
        return copied;
      });
      while (cells.length > 0 && cells[cells.length - 1]!.length === 0) cells.pop();
      return { ...sheet, cells };
    }),
  };
}

describe('.xlsx', () => {
  it('round-trips a tournament: every sheet, value, plain-text format, drop-down, bold header, frozen row and setting', async () => {
    const h = playedWorkbook();
    const pairings = h.workbook.sheet('Pairings')!;
    pairings.type(20, 1, '=SUM(B2:B9)');
    pairings.type(21, 1, "'=not a formula");
    pairings.cellAt(21, 2, true)!.background = '#fce8b2';
    const documentProperties = { ...h.services.documentProperties };
    expect(Object.keys(documentProperties)).toContain('sheetmate.settings');

    const data = await workbookToXlsx({ workbook: h.workbook, documentProperties });
    const back = await xlsxToWorkbook(data);

    expect(back.workbook.sheetNames()).toEqual(h.workbook.sheetNames());
    expect(normalised(back.workbook)).toEqual(normalised(h.workbook));
    expect(back.documentProperties).toEqual(documentProperties);
    const result = back.workbook.sheet('Pairings')!.cell(2, 5)!;
    expect(result.numberFormat).toBe('@');
    expect(result.validation?.values).toEqual(['1-0', '0-1', '½-½', '+/-', '-/+', '-/-']);
    expect(back.workbook.sheet('Pairings')!.frozenRows).toBe(1);
    expect(back.workbook.sheet('Standings')!.frozenRows).toBe(2);
    // The phone view keeps the widths the add-on gave it, its merged lines and its row heights.
    const live = back.workbook.sheet('Live')!;
    expect(Object.fromEntries(live.columnWidths)).toEqual(Object.fromEntries(h.workbook.sheet('Live')!.columnWidths));
    expect(live.cell(1, 1)).toMatchObject({ mergeAcross: 4, fontSize: 14, bold: true, wrap: true });
    expect(Object.fromEntries(live.rowHeights)).toEqual(Object.fromEntries(h.workbook.sheet('Live')!.rowHeights));
  });

  it('the round-tripped workbook is one the add-on goes on with', async () => {
    const h = playedWorkbook();
    const back = await xlsxToWorkbook(await workbookToXlsx({ workbook: h.workbook, documentProperties: h.services.documentProperties }));
    const again = harness();
    for (const name of back.workbook.sheetNames()) again.workbook.setSheetRows(name, []).loadCells(back.workbook.sheet(name)!.cellGrid(), back.workbook.sheet(name)!.frozenRows);
    Object.assign(again.services.documentProperties, back.documentProperties);
    const answer = again.call('pairNextRound', { expectedRound: 2 }) as { message: string };
    expect(answer.message).toMatch(/Round 2 paired/);
  });

  it('keeps the settings in a hidden worksheet, and reads a file from Excel without one', async () => {
    const data = await workbookToXlsx({ workbook: createSampleWorkbook(), documentProperties: { 'sheetmate.settings': '{"rounds":7}' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
    expect(book.getWorksheet(PROPERTIES_WORKSHEET)?.state).toBe('hidden');

    const plain = new ExcelJS.Workbook();
    const sheet = plain.addWorksheet('Players');
    sheet.addRow(['Name', 'Rating']);
    sheet.addRow([{ richText: [{ text: 'Ann ' }, { text: 'Lee' }] }, 1500]);
    sheet.addRow(['Bo Chen', { formula: '1400+100', result: 1500 }]);
    const read = await xlsxToWorkbook(Buffer.from(await plain.xlsx.writeBuffer()), 'club');
    expect(read.documentProperties).toEqual({});
    expect(read.workbook.getName()).toBe('club');
    expect(read.workbook.sheet('Players')!.values()).toEqual([
      ['Name', 'Rating'],
      ['Ann Lee', 1500],
      // A formula shows the value the file saved with it.
      ['Bo Chen', 1500],
    ]);
    expect(read.workbook.sheet('Players')!.cell(3, 2)!.formula).toBe('=1400+100');
  });

  it('reads a text cell as its text, whatever it starts with, and the add-on pairs that name', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Players');
    sheet.addRow(['Name', 'Rating']);
    sheet.addRow(['=SUM(A1)', 1500]);
    sheet.addRow(['+1 Ann', 1400]);
    sheet.addRow(['Bo Chen', { formula: '1000+300' }]);
    const read = await xlsxToWorkbook(Buffer.from(await book.xlsx.writeBuffer()), 'club');
    const players = read.workbook.sheet('Players')!;
    expect(players.cell(2, 1)).toEqual({ value: '=SUM(A1)' });
    expect(players.cell(3, 1)).toEqual({ value: '+1 Ann' });
    // A formula saved without its value reads as Sheets shows one it cannot calculate.
    expect(players.cell(4, 2)).toMatchObject({ value: '#ERROR!', formula: '=1000+300' });
    const h = harness({ Players: [['Name', 'Rating'], ["'=SUM(A1)", 1500], ["'+1 Ann", 1400]] });
    h.call('pairNextRound', { expectedRound: 1 });
    expect(h.workbook.sheet('Pairings')!.values()[1]).toEqual(expect.arrayContaining(['=SUM(A1)', '+1 Ann']));
  });
});

describe('CSV', () => {
  it('round-trips a Players sheet, quotes, commas, accents and all', () => {
    const workbook = createSampleWorkbook();
    const players = workbook.sheet('Players')!;
    players.type(18, 1, 'Smith, "Ann"');
    players.type(18, 3, 1500);
    const csv = sheetToCsv(players);
    expect(csv.split('\n')[0]).toBe('Name,Title,Rating,Federation,Status');
    expect(csv).toContain('"Smith, ""Ann""",,1500,,');

    const back = workbookFromCsv(csv);
    expect(back.sheet('Players')!.values()).toEqual(players.values());
    expect(back.sheet('Players')!.frozenRows).toBe(1);
    expect(back.sheet('Players')!.cell(1, 1)!.bold).toBe(true);
  });

  it('writes a formula as its text behind a quote, so no spreadsheet runs it, and reads it back as that text', () => {
    const workbook = new LocalWorkbook();
    const sheet = workbook.setSheetRows('Sums', [['Total', '=SUM(B1:B3)']]);
    const csv = sheetToCsv(sheet);
    expect(csv).toBe("Total,'=SUM(B1:B3)\n");
    const back = new LocalWorkbook();
    importCsvIntoSheet(back, 'Sums', csv);
    expect(back.sheet('Sums')!.cell(1, 2)?.value).toBe('=SUM(B1:B3)');
    expect(back.sheet('Sums')!.cell(1, 2)?.formula).toBeUndefined();
  });

  it('escapes names that would run as formulas (= + - @ tab) and reads each back as the same name', () => {
    const names = ['=HYPERLINK("http://example.invalid","x")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', "'t Hooft", 'Ann'];
    const workbook = new LocalWorkbook();
    const sheet = workbook.setSheetRows('Players', [['Name', 'Rating'], ...names.map((name) => [`'${name}`, 1500])]);
    const csv = sheetToCsv(sheet);
    for (const line of csv.split('\n').slice(1, 6)) expect(line.replace(/^"/, '')).toMatch(/^'[=+\-@\t]/);
    expect(csv).toContain('\n-2+3'.replace('-', "'-"));
    const back = workbookFromCsv(csv).sheet('Players')!;
    expect(back.values().slice(1).map((row) => row[0])).toEqual(names);
    expect(back.values().slice(1).map((row) => row[1])).toEqual(names.map(() => 1500));
  });

  it('imports a name cell =SUM(A1) as that name, not a formula showing #ERROR!, and the add-on pairs it as typed', () => {
    const csv = 'Name,Rating,Status\n=SUM(A1),1500,\n+44 Ann,1400,\n-Bo,1300,\n@home,1200,\nTRUE,1100,\n';
    const workbook = workbookFromCsv(csv);
    const players = workbook.sheet('Players')!;
    expect(players.values().slice(1).map((row) => row[0])).toEqual(['=SUM(A1)', '+44 Ann', '-Bo', '@home', 'TRUE']);
    for (let row = 2; row <= 6; row++) expect(players.cell(row, 1)?.formula).toBeUndefined();
    // Ratings are numbers still.
    expect(players.values().slice(1).map((row) => row[1])).toEqual([1500, 1400, 1300, 1200, 1100]);
    const h = harness();
    h.workbook.setSheetRows('Players', []).loadCells(players.cellGrid(), players.frozenRows);
    h.call('pairNextRound', { expectedRound: 1 });
    const pairings = h.workbook.sheet('Pairings')!.values().flat();
    expect(pairings).toContain('=SUM(A1)');
    expect(pairings).not.toContain('#ERROR!');
  });

  it('into an existing sheet: the old values go, the formats stay (a plain-text Result column keeps +/-)', () => {
    const h = playedWorkbook();
    const pairings = h.workbook.sheet('Pairings')!;
    const before = pairings.values();
    const csv = sheetToCsv(pairings);
    pairings.type(2, 5, '');
    pairings.type(30, 1, 'stray');
    importCsvIntoSheet(h.workbook, 'Pairings', csv);
    expect(pairings.values()).toEqual(before);
    expect(pairings.cell(3, 5)).toMatchObject({ value: '+/-', numberFormat: '@' });
    expect(pairings.cell(30, 1)?.value).toBe('');
  });
});
