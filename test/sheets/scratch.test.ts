/** The installation check's scratch sheets: its actions can reach no sheet of the organiser's, and it deletes only its own. */
import { describe, expect, it } from 'vitest';
import { createLocalServices } from '../../src/local/apps-script/services';
import { LocalWorkbook } from '../../src/local/apps-script/workbook';
import { fingerprintOf, leftoverScratchSheets, memoryProperties, removeScratchSheets, scratchSheets } from '../../src/sheets/scratch';

function organisers(): LocalWorkbook {
  const workbook = new LocalWorkbook('Club');
  workbook.setSheetRows('Players', [['Name', 'Rating'], ['Ann', 1500]]);
  workbook.setSheetRows('Pairings', [['Round', 'Board'], [1, 1]]);
  workbook.setSheetRows('Sheetmate record', [['sheetmate-record', 3, 'complete']]);
  return workbook;
}

describe('the scratch sheets', () => {
  it('are the only sheets the check\'s actions see, under the layout\'s names, inserted as "Sheetmate check …"', () => {
    const real = organisers();
    const scratch = scratchSheets(real);
    expect(scratch.spreadsheet.getSheetByName('Players')).toBeNull();
    expect(scratch.spreadsheet.getSheetByName('Sheetmate record')).toBeNull();
    const players = scratch.spreadsheet.insertSheet('Players');
    scratch.spreadsheet.insertSheet('Sheetmate record');
    expect(players.getName()).toBe('Sheetmate check Players');
    expect(scratch.spreadsheet.getSheetByName('Players')).toBe(players);
    expect(real.sheetNames()).toEqual(['Players', 'Pairings', 'Sheetmate record', 'Sheetmate check Players', 'Sheetmate check record']);
    expect(scratch.spreadsheet.getSheets().map((sheet) => sheet.getName())).toEqual(['Sheetmate check Players', 'Sheetmate check record']);
    expect(() => scratch.spreadsheet.deleteSheet(players)).toThrow(/deletes its scratch sheets itself/);
  });

  it('are deleted afterwards, and no other sheet; the sheet shown is shown again', () => {
    const real = organisers();
    real.sheet('Pairings')!.activate();
    const shown = real.getActiveSheet();
    const scratch = scratchSheets(real);
    scratch.spreadsheet.insertSheet('Players');
    scratch.spreadsheet.insertSheet('Live');
    expect(real.activeSheetName).toBe('Sheetmate check Live');
    expect(removeScratchSheets(real, scratch, shown)).toEqual({ deleted: 2, left: [], restored: true });
    expect(real.sheetNames()).toEqual(['Players', 'Pairings', 'Sheetmate record']);
    expect(real.activeSheetName).toBe('Pairings');
  });

  it('find leftovers named like them, case and spacing aside', () => {
    const real = organisers();
    real.setSheetRows('sheetmate  CHECK Live', [['x']]);
    expect(leftoverScratchSheets(real)).toEqual(['sheetmate  CHECK Live']);
    expect(leftoverScratchSheets(organisers())).toEqual([]);
  });

  it("fingerprint the organiser's sheets, the record's header and every property", () => {
    const real = organisers();
    const services = createLocalServices({ workbook: real, documentProperties: { 'sheetmate.settings': '{"rounds":5}' } });
    const properties = services.PropertiesService.getDocumentProperties()!;
    const print = fingerprintOf(real, properties);
    expect(print.sheets.map((sheet) => [sheet.name, sheet.lastRow, sheet.lastColumn, sheet.header])).toEqual([
      ['Players', 2, 2, ''],
      ['Pairings', 2, 2, ''],
      ['Sheetmate record', 1, 3, 'sheetmate-record\t3\tcomplete\t\t\t\t\t'],
    ]);
    expect(print.properties).toBe('[["sheetmate.settings","{\\"rounds\\":5}"]]');
    properties.setProperty('sheetmate.lastAction', 'x');
    expect(fingerprintOf(real, properties).properties).not.toBe(print.properties);
    // The check's own properties are kept apart, in memory.
    const own = memoryProperties().getDocumentProperties()!;
    own.setProperty('sheetmate.settings', '{}');
    expect(properties.getProperty('sheetmate.settings')).toBe('{"rounds":5}');
    expect(own.getProperties()).toEqual({ 'sheetmate.settings': '{}' });
  });
});
