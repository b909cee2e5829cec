/**
 * The local Apps Script services enforce Apps Script's documented limits, so
 * that a test of the add-on fails where Apps Script would fail it.
 */
import { describe, expect, it } from 'vitest';
import { APPS_SCRIPT_COSTS, APPS_SCRIPT_LIMITS, ExecutionClock, ExecutionTimeExceeded, utf8Bytes } from '../../src/local/apps-script/limits';
import { createLocalServices } from '../../src/local/apps-script/services';
import { LocalWorkbook } from '../../src/local/apps-script/workbook';
import { field, harness, playersSheet } from '../support/addon-harness';

describe('PropertiesService', () => {
  it('refuses a value over 9 KB, as Apps Script does ("Argument too large")', () => {
    const properties = createLocalServices().PropertiesService.getDocumentProperties()!;
    // What the add-on used to store: 300 names of 35 characters.
    const names = JSON.stringify(Array.from({ length: 300 }, (_, i) => `Participant ${String(i).padStart(4, '0')} Abcdefghijklmnopqr`));
    expect(utf8Bytes(names)).toBeGreaterThan(APPS_SCRIPT_LIMITS.propertyValueBytes);
    expect(() => properties.setProperty('sheetmate.startOrder', names)).toThrow(/^Argument too large: value$/);
    expect(properties.getProperty('sheetmate.startOrder')).toBeNull();
    // Bytes, not characters: 4,700 two-byte characters are over.
    expect(() => properties.setProperty('k', 'é'.repeat(4700))).toThrow(/Argument too large/);
    expect(properties.setProperty('k', 'é'.repeat(4600)).getProperty('k')).toHaveLength(4600);
  });

  it('refuses a store over 500 KB', () => {
    const properties = createLocalServices().PropertiesService.getDocumentProperties()!;
    const value = 'x'.repeat(9000);
    for (let i = 0; i < 56; i++) properties.setProperty(`key${i}`, value);
    expect(() => properties.setProperty('one-more', value)).toThrow(/exceeded the property storage quota/);
    // Replacing a value counts the new size, not both.
    expect(() => properties.setProperty('key0', value)).not.toThrow();
  });
});

describe('cells', () => {
  it('refuse more than 50,000 characters, with Sheets\' message', () => {
    const workbook = new LocalWorkbook();
    const sheet = workbook.insertSheet('Big');
    expect(() => sheet.getRange(1, 1, 1, 1).setValues([['x'.repeat(50_001)]])).toThrow(
      /Your input contains more than the maximum of 50000 characters in a single cell/,
    );
    sheet.getRange(1, 1, 1, 1).setValues([['x'.repeat(50_000)]]);
    expect(String(sheet.values()[0]![0])).toHaveLength(50_000);
  });
});

describe('the execution clock', () => {
  it('charges each call and each cell, and stops an execution that runs over, as Apps Script does', () => {
    const clock = new ExecutionClock(APPS_SCRIPT_COSTS, { executionSeconds: 1, simpleTriggerSeconds: 0.5 });
    const workbook = new LocalWorkbook();
    workbook.attachClock(clock);
    const sheet = workbook.insertSheet('S');
    // Cell by cell, as a script must not write: 20 writes of one cell cost 20 round trips.
    expect(() =>
      clock.run('menuSlow', () => {
        for (let row = 1; row <= 20; row++) sheet.getRange(row, 1, 1, 1).setValues([[row]]);
      }),
    ).toThrow(ExecutionTimeExceeded);
    expect(clock.last('menuSlow')).toMatchObject({ name: 'menuSlow', limitSeconds: 1 });
    // The same cells in one call fit easily.
    clock.run('menuBatched', () => sheet.getRange(1, 1, 20, 1).setValues(Array.from({ length: 20 }, (_, r) => [r])));
    expect(clock.last('menuBatched')!.seconds).toBeLessThan(0.5);
    // A simple trigger (onEdit) has the shorter limit.
    expect(() => clock.run('onEdit', () => sheet.getRange(1, 1, 20, 1).setValues(Array.from({ length: 20 }, () => [0])))).not.toThrow();
    expect(() =>
      clock.run('onEdit', () => {
        for (let i = 0; i < 5; i++) sheet.getRange(1, 1, 1, 1).getValues();
      }),
    ).toThrow(/Exceeded maximum execution time \(onEdit: .* the limit is 0.5 s\)/);
  });

  it('counts the script\'s own CPU time, scaled to Apps Script\'s speed', () => {
    const clock = new ExecutionClock({ ...APPS_SCRIPT_COSTS, scriptSlowdown: 1000 }, { executionSeconds: 1, simpleTriggerSeconds: 1 });
    expect(() =>
      clock.run('menuBusy', () => {
        let x = 0;
        for (let i = 0; i < 2e7; i++) x = (x + i) % 7;
        return x;
      }),
    ).toThrow(ExecutionTimeExceeded);
  });

  it('fails a bundle action that goes over its budget, even if the add-on catches the error', () => {
    const h = harness({ Players: playersSheet(field(300)) }, {}, { clock: new ExecutionClock(APPS_SCRIPT_COSTS, { executionSeconds: 1, simpleTriggerSeconds: 1 }) });
    expect(() => h.call('menuPairNextRound')).toThrow(/Exceeded maximum execution time \(menuPairNextRound/);
  });
});
