/**
 * The playground's workbook file: what is saved comes back, settings
 * included; anything else is refused rather than overwritten.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalWorkbook } from '../../src/local/apps-script/workbook';
import { createSampleWorkbook, SAMPLE_PLAYERS } from '../../src/local/playground/sample-event';
import { loadWorkbookFile, saveWorkbookFile, workbookFileKind } from '../../src/local/playground/workbook-file';

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'sheetmate-workbook-file-'));
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('the workbook file', () => {
  it('saves and loads every sheet, its cells and formats, and the document properties', () => {
    const workbook = createSampleWorkbook();
    const pairings = workbook.setSheetRows('Pairings', [
      ['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black'],
      [1, 1, 'Aleksandra Nowak', 0, '', 0, 'Noah Visser'],
    ]);
    const result = pairings.cellAt(2, 5, true)!;
    result.numberFormat = '@';
    result.validation = { kind: 'list', values: ['1-0', '0-1', '½-½'], showDropdown: true, allowInvalid: true, helpText: 'Type a result' };
    pairings.type(2, 5, '+/-');
    pairings.type(3, 1, '=SUM(A1)');
    pairings.frozenRows = 1;
    const properties = { 'sheetmate.settings': '{"system":"dutch","rounds":5}', 'sheetmate.startOrder': '["A","B"]' };
    const file = join(directory, 'nested', 'workbook.json');

    saveWorkbookFile(file, { workbook, documentProperties: properties });
    const loaded = loadWorkbookFile(file);

    expect(loaded.workbook.toJSON()).toEqual(workbook.toJSON());
    expect(loaded.documentProperties).toEqual(properties);
    expect(loaded.workbook.getName()).toBe('Riverside Chess Club: Autumn Swiss');
    expect(loaded.workbook.sheet('Pairings')!.cell(2, 5)).toMatchObject({ value: '+/-', numberFormat: '@' });
    expect(loaded.workbook.sheet('Pairings')!.cell(3, 1)).toMatchObject({ value: '#ERROR!', formula: '=SUM(A1)' });
    // Written through a temporary file and a rename: nothing else is left beside it.
    expect(readdirSync(join(directory, 'nested'))).toEqual(['workbook.json']);
  });

  it('keeps the sample event as an organiser typed it: names as text, ratings as numbers', () => {
    const file = join(directory, 'sample.json');
    saveWorkbookFile(file, { workbook: createSampleWorkbook(), documentProperties: {} });
    const values = loadWorkbookFile(file).workbook.sheet('Players')!.values();
    expect(values[0]).toEqual(['Name', 'Title', 'Rating', 'Federation', 'Status']);
    expect(values.slice(1).map((row) => row[0])).toEqual(SAMPLE_PLAYERS.map((player) => player.name));
    expect(values.slice(1).every((row) => typeof row[2] === 'number')).toBe(true);
    expect(new Set(SAMPLE_PLAYERS.map((player) => player.rating)).size).toBe(16);
  });

  it('refuses a file that is not a playground workbook, naming it', () => {
    const other = join(directory, 'other.json');
    writeFileSync(other, JSON.stringify({ sheets: [] }));
    expect(() => loadWorkbookFile(other)).toThrow(/other\.json is not a playground workbook file/);
    const broken = join(directory, 'broken.json');
    writeFileSync(broken, '{"format": ');
    expect(() => loadWorkbookFile(broken)).toThrow(/broken\.json is not a playground workbook file/);
  });

  it('tells the kinds of file it opens by their extension', () => {
    expect(workbookFileKind('a/b/workbook.json')).toBe('json');
    expect(workbookFileKind('Event.XLSX')).toBe('xlsx');
    expect(workbookFileKind('players.csv')).toBe('csv');
    expect(workbookFileKind('event.trf')).toBeNull();
  });

  it('loads an empty workbook', () => {
    const file = join(directory, 'empty.json');
    saveWorkbookFile(file, { workbook: new LocalWorkbook('Empty'), documentProperties: {} });
    expect(loadWorkbookFile(file).workbook.sheetNames()).toEqual([]);
  });
});
