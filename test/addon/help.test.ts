/**
 * Sheetmate ▸ Help through the built bundle: the version and the
 * instructions' address (both from package.json) in dialogs, and a
 * diagnostic that counts and tells the record's state but names nobody.
 */
import { describe, expect, it } from 'vitest';
import { packageInfo } from '../../scripts/build.mjs';
import { clickMenu, harness, playersSheet, typeAndTrigger, type Harness } from '../support/addon-harness';

const { version, homepage } = packageInfo();

function lastDialog(h: Harness) {
  return h.services.ui.htmlDialogs.at(-1)!;
}

/** The diagnostic's text, as the organiser copies it out of the dialog's box. */
function diagnostic(h: Harness): string {
  clickMenu(h, 'Help ▸ Diagnostic to copy into a message');
  const match = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(lastDialog(h).content);
  return match![1]!.replace(/&amp;/g, '&');
}

const SCHOOL = [
  ['Name', 'Rating', 'Section'],
  ["'Zoe Quist", 1200, 'U10'],
  ["'Yann Roux", 1100, 'U10'],
  ["'Xia Wu", 1000, 'U10'],
  ["'Will Ode", 900, 'U10'],
  ["'Vera Ilic", 1500, 'Open'],
  ["'Umar Haddad", 1400, 'Open'],
];

describe('Sheetmate ▸ Help', () => {
  it('is built in onOpen without reading or writing the spreadsheet', () => {
    const h = harness({ Players: playersSheet([['Ana', 1500]]) });
    h.call('onOpen');
    expect(h.workbook.calls.reads).toBe(0);
    expect(h.workbook.calls.writes).toBe(0);
    expect(() => clickMenu(h, `Help ▸ About Sheetmate ${version}`)).not.toThrow();
  });

  it('says the version and links the instructions, from package.json', () => {
    const h = harness();
    h.call('onOpen');
    clickMenu(h, `Help ▸ About Sheetmate ${version}`);
    expect(lastDialog(h).title).toBe(`Sheetmate ${version}`);
    expect(lastDialog(h).content).toContain(`<a href="${homepage}" target="_blank"`);
    clickMenu(h, 'Help ▸ Instructions');
    expect(lastDialog(h)).toMatchObject({ title: 'Sheetmate: instructions', width: 460, height: 320 });
    expect(lastDialog(h).content).toContain(`<a href="${homepage}"`);
    // Help writes nothing.
    expect(h.workbook.sheetNames()).toEqual([]);
  });

  it('diagnoses an event with sections by counts alone: no player, section or spreadsheet name', () => {
    const h = harness({ Players: SCHOOL });
    h.call('saveSettings', { rounds: 3 });
    h.call('onOpen');
    expect(diagnostic(h)).toBe(
      [
        `Sheetmate ${version}`,
        'Spreadsheet: locale en_GB, time zone Europe/London',
        'Players: 6',
        'Sections: 2',
        'Event: round 0 of 3, 0 results missing, system dutch',
        'Section 1: 4 players, round 0 of 3, 0 results missing, system dutch, next: pair',
        'Section 2: 2 players, round 0 of 3, 0 results missing, system dutch, next: pair',
        'Record: none yet (no round paired)',
      ].join('\n'),
    );
    clickMenu(h, 'Pair next round');
    const text = diagnostic(h);
    expect(text).toContain('Section 1: 4 players, round 1 of 3, 2 results missing, system dutch, next: wait');
    // Which Sheetmate paired each section's rounds, and wrote the record: versions, no names.
    expect(text).toContain(`\nSection 1 history: Round 1 paired by Sheetmate ${version}.\nSection 2 history: Round 1 paired by Sheetmate ${version}.\n`);
    expect(text).toMatch(new RegExp(`\\nRecord: generation 1, complete, written \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z by Sheetmate ${version.replace(/\./g, '\\.')}, 2 sections, rounds 1\\+1$`));
    for (const name of ['Zoe', 'Quist', 'Vera', 'U10', 'Open', 'Test event']) expect(text).not.toContain(name);
  });

  it('tells an action stopped part-way, and a damaged record, without their words', () => {
    const h = harness({ Players: playersSheet([['Ana Silva', 1500], ['Ben Ode', 1400]]) });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    typeAndTrigger(h, () => '1-0');
    const record = h.workbook.sheet('Sheetmate record')!;
    record.type(1, 3, 'writing: pairing round 2');
    expect(diagnostic(h)).toMatch(/\nRecord: generation \d+, stopped while pairing round 2, written /);
    record.type(2, 1, 'not the record any more');
    const text = diagnostic(h);
    expect(text).toContain('Record: damaged (InputError)');
    expect(text).toContain('Problem: one stops the next step (its words, which may name a player, are in the sidebar)');
    expect(text).not.toContain('Ana');
  });
});
