/**
 * Sheetmate ▸ Help ▸ Check this installation through the built bundle, on
 * the local services: it plays its event in scratch sheets and removes them,
 * and every other sheet (values, formats, protections, widths), the document
 * properties and the sheet shown are exactly as before, whether it passed,
 * was refused or failed part-way; its times are the execution clock's.
 */
import { describe, expect, it } from 'vitest';
import { APPS_SCRIPT_COSTS, ExecutionClock } from '../../src/local/apps-script/limits';
import { LocalRange } from '../../src/local/apps-script/range';
import type { LocalSheet } from '../../src/local/apps-script/workbook';
import { clickMenu, harness, playersSheet, typeAndTrigger, type Harness } from '../support/addon-harness';
import { savedSpreadsheet } from '../support/saved-spreadsheets';

const CLUB: [string, number][] = [
  ['Ada Lovelace', 1850],
  ['Bo Chen', 2010],
  ['Carla Mendes', 1720],
  ['Dev Patel', 1960],
  ['Eva Novak', 1580],
];

/** The organiser's spreadsheet as it stands: every sheet whole (cells with formats, protections, widths), the properties, the sheet shown. */
function snapshot(h: Harness): string {
  // Sheets always shows a sheet: the first, before any was chosen.
  return JSON.stringify({ workbook: h.workbook.toJSON(), properties: h.services.documentProperties, shown: h.workbook.sheet(h.workbook.activeSheetName ?? '')?.getName() ?? h.workbook.sheetNames()[0] });
}

/** Runs the check from the menu, answering its question, and returns the report as the organiser copies it. */
function check(h: Harness, answer: 'yes' | 'no' = 'yes'): string {
  const dialogs = h.services.ui.htmlDialogs.length;
  h.services.ui.answers.push(answer);
  clickMenu(h, 'Help ▸ Check this installation');
  if (h.services.ui.htmlDialogs.length === dialogs) return '';
  const match = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(h.services.ui.htmlDialogs.at(-1)!.content);
  return match![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** A club event in round 2, one result typed (by the organiser, so onEdit ran), another not. */
function midRound(options: { clock?: ExecutionClock } = {}): Harness {
  const h = harness({ Players: playersSheet(CLUB) }, {}, options);
  h.call('onOpen');
  h.call('saveSettings', { rounds: 4 });
  clickMenu(h, 'Pair next round');
  typeAndTrigger(h, () => '1-0');
  clickMenu(h, 'Pair next round');
  const pairings = h.workbook.sheet('Pairings')!;
  pairings.type(2, 5, '½-½');
  h.call('onEdit', { range: { getSheet: () => pairings } });
  h.workbook.sheet('Players')!.activate();
  return h;
}

const SECONDS = (line: string) => Number(/ in (\d+\.\d) s$/.exec(line)?.[1] ?? NaN);

describe('Help ▸ Check this installation', () => {
  it('plays its event beside an event already running, and leaves every other sheet, property and the sheet shown exactly as they were', () => {
    const h = midRound();
    const before = snapshot(h);
    h.workbook.resetCounts();
    const report = check(h);
    expect(snapshot(h)).toBe(before);
    const lines = report.split('\n');
    expect(lines[0]).toMatch(/^Sheetmate \d+\.\d+\.\d+ installation check: passed in \d+\.\d s$/);
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      expect.stringMatching(/installation check$/),
      'Spreadsheet',
      'Menu',
      'Dialogs',
      'Lock',
      'Check players',
      'Round 1',
      'Round 1 results',
      'Round 2',
      'Undo round 2',
      'Round 2 again',
      'Round 2 results',
      'Round 3',
      'Round 3 results',
      'TRF export',
      'Sheets against the core',
      'Hidden protected record',
      'onEdit',
      'Clean-up',
      'Your sheets and settings',
      'Time',
    ]);
    expect(report).toContain('Spreadsheet: locale en_GB, time zone Europe/London; 9 sheets');
    expect(report).toMatch(/\nSheets against the core: identical \(10 sheets, \d+ cells, every value as Sheetmate wrote it\) in /);
    expect(report).toContain('Hidden protected record: hidden yes; protected (warning only) yes');
    expect(report).toContain('onEdit: last ran less than a minute ago, when a result was typed in Pairings');
    expect(report).toContain('Clean-up: 10 scratch sheets deleted; the sheet you had open is shown again');
    expect(report).toContain('Your sheets and settings: unchanged (compared before and after)');
    // It wrote into its own sheets only, and named none of the organiser's players.
    expect(Object.keys(h.workbook.calls.cellsWrittenBySheet).every((name) => name.startsWith('Sheetmate check '))).toBe(true);
    expect(h.workbook.calls.byMethod.deleteSheet).toBe(10);
    for (const [name] of CLUB) expect(report).not.toContain(name);
    expect(report).not.toContain('Test event');
    // The times are Apps Script's (the execution clock's), within its 6 minutes: the whole, and each step.
    const execution = h.services.clock.last('menuHelpCheckInstallation')!;
    expect(SECONDS(lines[0]!)).toBeCloseTo(execution.seconds, 0);
    expect(execution.seconds).toBeLessThan(120);
    expect(SECONDS(lines.find((line) => line.startsWith('Round 1:'))!)).toBeGreaterThan(1);
    const steps = lines.slice(5, 16).map(SECONDS);
    expect(steps.every((seconds) => seconds >= 0)).toBe(true);
    expect(steps.reduce((sum, seconds) => sum + seconds, 0)).toBeLessThanOrEqual(execution.seconds + 0.1);
    expect(h.services.lock.held).toBe(false);
  });

  it('does nothing at all when the organiser answers no', () => {
    const h = midRound();
    const before = snapshot(h);
    h.workbook.resetCounts();
    expect(check(h, 'no')).toBe('');
    expect(h.services.ui.dialogs.at(-1)).toMatchObject({ title: 'Check this installation', buttons: 'YES_NO', answer: 'no' });
    expect(h.workbook.calls.reads + h.workbook.calls.writes).toBe(0);
    expect(snapshot(h)).toBe(before);
  });

  it('leaves an event in sections, begun with Sheetmate 0.2.0, alone, and an organiser sheet named like a sheet of the layout', () => {
    const saved = savedSpreadsheet('school-0.2.0');
    const h = harness({}, saved.documentProperties, { workbook: saved.workbook });
    h.workbook.setSheetRows('Pairings', [['My own notes'], ['not a pairing']]);
    h.workbook.setSheetRows('TRF', [['012 my other event']]);
    h.call('onOpen');
    const before = snapshot(h);
    const report = check(h);
    expect(report).toMatch(/installation check: passed in /);
    expect(report).toContain('onEdit: has not run on a Pairings sheet here yet');
    expect(snapshot(h)).toBe(before);
  });

  it('will not run over a sheet named like its own, creating and deleting nothing', () => {
    for (const name of ['Sheetmate check Players', 'SHEETMATE CHECK notes']) {
      const h = midRound();
      h.workbook.setSheetRows(name, [['the organiser keeps this']]);
      const before = snapshot(h);
      h.workbook.resetCounts();
      const report = check(h);
      expect(report).toMatch(/installation check: not run, this spreadsheet already has sheets named like the check's own\./);
      expect(report).toContain(`Sheets in the way: "${name}".`);
      expect(h.workbook.calls.byMethod.insertSheet).toBeUndefined();
      expect(h.workbook.calls.byMethod.deleteSheet).toBeUndefined();
      expect(snapshot(h)).toBe(before);
    }
  });

  it('will not run while another Sheetmate action holds the lock', () => {
    const h = midRound();
    const before = snapshot(h);
    h.services.lock.held = true;
    h.workbook.resetCounts();
    const report = check(h);
    expect(report.split('\n')[0]).toMatch(/installation check: not run, another Sheetmate action is running on this spreadsheet/);
    expect(report).toContain('Lock: another Sheetmate action holds it (waited 10 s); the check created nothing');
    expect(h.workbook.calls.byMethod.insertSheet).toBeUndefined();
    expect(h.services.lock.held).toBe(true);
    expect(snapshot(h)).toBe(before);
  });

  it('cleans up after a failure part-way: Apps Script refusing to protect its record', () => {
    const h = midRound();
    const insert = h.workbook.insertSheet.bind(h.workbook);
    h.workbook.insertSheet = (name: string, index?: number): LocalSheet => {
      const sheet = insert(name, index);
      if (name === 'Sheetmate check record') {
        sheet.protect = () => {
          throw new Error('Exception: You do not have permission to protect this sheet.');
        };
      }
      return sheet;
    };
    const before = snapshot(h);
    const report = check(h);
    expect(report.split('\n')[0]).toMatch(/installation check: FAILED at "Round 1" after /);
    expect(report).toMatch(/\nRound 1: FAILED after \d+\.\d s \(while pairing round 1: Exception: You do not have permission to protect this sheet\.\)$/m);
    expect(report).not.toMatch(/\nRound 1 results:/);
    expect(report).toMatch(/\nClean-up: \d+ scratch sheets deleted; the sheet you had open is shown again/);
    expect(report).toContain('Your sheets and settings: unchanged (compared before and after)');
    expect(snapshot(h)).toBe(before);
  });

  it('cleans up after a failure part-way: a write refused in the middle of the event', () => {
    const h = midRound();
    const before = snapshot(h);
    const setValues = LocalRange.prototype.setValues;
    let calls = 0;
    LocalRange.prototype.setValues = function (this: LocalRange, values) {
      if (++calls === 40) throw new Error('Service Spreadsheets timed out while accessing document.');
      return setValues.call(this, values);
    };
    let report: string;
    try {
      report = check(h);
    } finally {
      LocalRange.prototype.setValues = setValues;
    }
    const failed = /\n([^:\n]+): FAILED after \d+\.\d s \(([^\n]*)\)/.exec(report);
    expect(failed, report).not.toBeNull();
    expect(failed![2]).toMatch(/^while [a-z ]+round \d: Service Spreadsheets timed out while accessing document\.$/);
    expect(report.split('\n')[0]).toMatch(new RegExp(`installation check: FAILED at "${failed![1]}" after `));
    expect(report).toMatch(/\nClean-up: \d+ scratch sheets deleted; the sheet you had open is shown again/);
    expect(snapshot(h)).toBe(before);
  });

  it('tells when the sheets do not hold what Sheetmate wrote: a result read back as a number', () => {
    const h = midRound();
    const before = snapshot(h);
    const setValues = LocalRange.prototype.setValues;
    // As a spreadsheet that took "½-½" for a number would.
    LocalRange.prototype.setValues = function (this: LocalRange, values) {
      return setValues.call(this, values.map((row) => row.map((value) => (value === '½-½' ? 0.5 : value))));
    };
    let report: string;
    try {
      report = check(h);
    } finally {
      LocalRange.prototype.setValues = setValues;
    }
    expect(report).toMatch(/\nRound 1 results: FAILED after \d+\.\d s \(the sheets do not hold what Sheetmate wrote: Pairings row \d, column 5: the sheet holds 0\.5 where the core wrote "½-½"/);
    expect(snapshot(h)).toBe(before);
  });

  it('still reports when Apps Script refuses its HTML dialog, in a plain alert that says so', () => {
    const h = midRound();
    const before = snapshot(h);
    h.services.HtmlService.createHtmlOutput = () => {
      throw new Error('Exception: HtmlService is not available here.');
    };
    h.services.ui.answers.push('yes');
    clickMenu(h, 'Help ▸ Check this installation');
    expect(h.services.ui.htmlDialogs).toHaveLength(0);
    const shown = h.services.ui.dialogs.at(-1)!;
    expect(shown).toMatchObject({ title: 'Sheetmate: installation check', buttons: 'OK' });
    expect(shown.prompt).toMatch(/^Sheetmate \d+\.\d+\.\d+ installation check: passed in /);
    expect(shown.prompt).toContain('\nReport dialog: NOT shown (Exception: HtmlService is not available here.); this plain box instead');
    expect(snapshot(h)).toBe(before);
  });

  it('stops before the 6 minutes run out on a slow Apps Script, and still cleans up', () => {
    const slow = { ...APPS_SCRIPT_COSTS, callSeconds: APPS_SCRIPT_COSTS.callSeconds * 6, roundTripSeconds: APPS_SCRIPT_COSTS.roundTripSeconds * 6 };
    const h = midRound({ clock: new ExecutionClock(slow) });
    const before = snapshot(h);
    const report = check(h);
    expect(report.split('\n')[0]).toMatch(/installation check: NOT finished, Apps Script was too slow here/);
    const stopped = /\nStopped before "[^"]+": the check had run (\d+\.\d) s, too close to the 360 s an execution may take/.exec(report);
    expect(Number(stopped![1])).toBeGreaterThan(240);
    expect(report).toContain('Clean-up: ');
    expect(report).not.toContain('could NOT');
    expect(h.services.clock.last('menuHelpCheckInstallation')!.seconds).toBeLessThan(360);
    expect(snapshot(h)).toBe(before);
  });
});
