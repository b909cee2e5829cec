import { describe, expect, it } from 'vitest';
import { checkPassed, reportLines, type CheckFacts } from '../../../src/core/self-check/report';

const PASSED: CheckFacts = {
  version: '0.3.0',
  totalMs: 14_200,
  spreadsheet: { locale: 'en_GB', timeZone: 'Europe/London', sheets: 9 },
  lock: { ms: 12 },
  leftovers: [],
  steps: [
    { name: 'Check players', ms: 300, words: '6 written and read back as written' },
    { name: 'Round 1', ms: 2_300, words: 'paired (3 boards)' },
    { name: 'TRF export', ms: 800, words: 'written (182 Sheetmate 0.3.0)' },
  ],
  stoppedBefore: null,
  record: { hidden: true, warningOnly: true },
  lastEdit: { at: '2026-03-14T14:02:00.000Z', now: Date.parse('2026-03-14T14:05:30.000Z') },
  cleanup: { deleted: 9, left: [], restored: true },
  others: [],
};

describe("the installation check's report", () => {
  it('says what passed, step by step, with the times', () => {
    expect(checkPassed(PASSED)).toBe(true);
    expect(reportLines(PASSED)).toEqual([
      'Sheetmate 0.3.0 installation check: passed in 14.2 s',
      "Spreadsheet: locale en_GB, time zone Europe/London; 9 sheets (the check's own not counted)",
      'Menu: yes (this check was started from it)',
      'Dialogs: yes (the question before the check was shown and answered)',
      'Lock: taken in 12 ms, held for the whole check',
      'Check players: 6 written and read back as written in 0.3 s',
      'Round 1: paired (3 boards) in 2.3 s',
      'TRF export: written (182 Sheetmate 0.3.0) in 0.8 s',
      'Hidden protected record: hidden yes; protected (warning only) yes',
      'onEdit: last ran 3 min ago, when a result was typed in Pairings',
      'Clean-up: 9 scratch sheets deleted; the sheet you had open is shown again',
      'Your sheets and settings: unchanged (compared before and after)',
      'Time: 14.2 s of the 360 s one execution may take; the longest step "Round 1", 2.3 s',
    ]);
  });

  it('names the step that failed with its own words, and still reports the clean-up', () => {
    const failed: CheckFacts = {
      ...PASSED,
      steps: [...PASSED.steps.slice(0, 1), { name: 'Round 1', ms: 400, failed: 'Exception: Service Spreadsheets failed while accessing document' }],
      cleanup: { deleted: 7, left: ['Sheetmate check Live'], restored: false },
    };
    const lines = reportLines(failed);
    expect(lines[0]).toBe('Sheetmate 0.3.0 installation check: FAILED at "Round 1" after 14.2 s');
    expect(lines).toContain('Round 1: FAILED after 0.4 s (Exception: Service Spreadsheets failed while accessing document)');
    expect(lines).toContain('Clean-up: 7 scratch sheets deleted; could NOT delete "Sheetmate check Live": delete it by hand; the sheet you had open could NOT be shown again');
  });

  it('fails a check whose record Apps Script would not hide or protect, whose sheets were left, or that changed the organiser\'s', () => {
    expect(checkPassed({ ...PASSED, record: { hidden: false, warningOnly: true } })).toBe(false);
    expect(reportLines({ ...PASSED, record: { hidden: true, warningOnly: null } })).toContain('Hidden protected record: hidden yes; protected (warning only) NOT protected');
    expect(checkPassed({ ...PASSED, record: null })).toBe(false);
    expect(checkPassed({ ...PASSED, cleanup: { deleted: 8, left: ['Sheetmate check TRF'], restored: true } })).toBe(false);
    const changed = { ...PASSED, others: ['sheet 2 went from 5×7 cells in use to 6×7'] };
    expect(checkPassed(changed)).toBe(false);
    expect(reportLines(changed)[0]).toBe('Sheetmate 0.3.0 installation check: FAILED in 14.2 s');
    expect(reportLines(changed)).toContain('Your sheets and settings: CHANGED: sheet 2 went from 5×7 cells in use to 6×7');
  });

  it('does not run while another action holds the lock, nor over sheets named like its own', () => {
    const busy = reportLines({ ...PASSED, lock: 'busy', steps: [], record: null, cleanup: null, others: null });
    expect(busy[0]).toBe('Sheetmate 0.3.0 installation check: not run, another Sheetmate action is running on this spreadsheet. Try again in a minute.');
    expect(busy.at(-1)).toBe('Lock: another Sheetmate action holds it (waited 10 s); the check created nothing');
    const leftovers = reportLines({ ...PASSED, leftovers: ['Sheetmate check Players'], steps: [], record: null, cleanup: null, others: null });
    expect(leftovers[0]).toMatch(/not run, this spreadsheet already has sheets named like the check's own/);
    expect(leftovers.at(-1)).toMatch(/^Sheets in the way: "Sheetmate check Players"\. .* Nothing was created or deleted\.$/);
  });

  it('says when the onEdit trigger has not run, and when the clock stopped the check', () => {
    const lines = reportLines({ ...PASSED, lastEdit: { at: null, now: 0 }, stoppedBefore: { name: 'Round 3', ms: 241_000 } });
    expect(lines).toContain('onEdit: has not run on a Pairings sheet here yet (a check cannot type for you): type a result in Pairings, then run the check again');
    expect(lines[0]).toBe('Sheetmate 0.3.0 installation check: NOT finished, Apps Script was too slow here (14.2 s)');
    expect(lines).toContain('Stopped before "Round 3": the check had run 241.0 s, too close to the 360 s an execution may take');
    expect(checkPassed({ ...PASSED, stoppedBefore: { name: 'Round 3', ms: 241_000 } })).toBe(false);
  });
});
