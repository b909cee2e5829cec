/**
 * Through the built bundle: an event begun with Sheetmate 0.2.0 (the
 * spreadsheet it left, test/fixtures/records) carries on in this version,
 * which says so once, and every round it pairs names it, in the sidebar's
 * status, the diagnostic, Rebuild and the record.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Status } from '../../src/core/actions/plan';
import { storedRecordOf } from '../../src/core/record/sheet-rows';
import { clickMenu, DIST, harness, typeAndTrigger, type Harness } from '../support/addon-harness';
import { savedSpreadsheet } from '../support/saved-spreadsheets';

const { version } = JSON.parse(readFileSync(join(DIST, '..', 'package.json'), 'utf8')) as { version: string };

function fromRelease020(name: string): Harness {
  const saved = savedSpreadsheet(name);
  const h = harness({}, saved.documentProperties, { workbook: saved.workbook });
  h.call('onOpen');
  return h;
}

const recordOf = (h: Harness) => storedRecordOf(h.workbook.sheet('Sheetmate record')!.values())!.record;
const EARLIER = `This event was begun with an earlier Sheetmate (before 0.3.0, which notes the version that pairs each round); Sheetmate ${version} carries on with it`;

describe('an event begun with Sheetmate 0.2.0, carried on by this version', () => {
  it('pairs on from the menu, saying once that it began with an earlier Sheetmate, and stamps the rounds it pairs', () => {
    const h = fromRelease020('club-0.2.0');
    expect((h.call('getStatus') as Status).pairedBy).toBe('Rounds 1–2 paired by an earlier Sheetmate (before 0.3.0).');
    clickMenu(h, 'Pair next round');
    expect(h.workbook.toasts.at(-1)!.message).toContain(EARLIER);
    const status = h.call('getStatus') as Status;
    expect(status.lastAction).toContain(EARLIER);
    expect(status.pairedBy).toBe(`Rounds 1–2 paired by an earlier Sheetmate (before 0.3.0); round 3 paired by Sheetmate ${version}.`);
    expect(recordOf(h).sections[0]!.rounds.map((round) => round.pairedBy)).toEqual([undefined, undefined, version]);
    expect(recordOf(h).writtenBy).toBe(version);

    // Once: a typed result, the next round and the repair do not say it again.
    const toasts = h.workbook.toasts.length;
    typeAndTrigger(h, () => '1-0');
    clickMenu(h, 'Pair next round');
    expect(h.workbook.toasts.slice(toasts).map((toast) => toast.message).join('\n')).not.toContain('earlier Sheetmate');
    clickMenu(h, 'Rebuild sheets from the record');
    expect(h.services.ui.alerts.at(-1)).toContain(`Rounds 1–2 paired by an earlier Sheetmate (before 0.3.0); rounds 3–4 paired by Sheetmate ${version}.`);
    expect(h.services.ui.alerts.at(-1)).not.toContain('carries on');
  });

  it('says so once on the first result typed in an event in sections, and keeps both sections', () => {
    const h = fromRelease020('school-0.2.0');
    const pairings = h.workbook.sheet('Pairings U10')!;
    // A result typed in the section's own Pairings, and the onEdit trigger run as Sheets runs it.
    pairings.type(2, 5, '1-0');
    h.call('onEdit', { range: { getSheet: () => pairings } });
    expect(h.workbook.toasts.filter((toast) => toast.message.includes(EARLIER))).toHaveLength(1);
    expect(recordOf(h).sections.map((section) => section.name)).toEqual(['U10', 'Open']);
    expect(recordOf(h).writtenBy).toBe(version);
    pairings.type(3, 5, '0-1');
    h.call('onEdit', { range: { getSheet: () => pairings } });
    expect(h.workbook.toasts.filter((toast) => toast.message.includes(EARLIER))).toHaveLength(1);
  });

  it('marks in a document property when the onEdit trigger last ran on Pairings (the installation check reports it)', () => {
    const h = fromRelease020('club-0.2.0');
    expect(h.services.documentProperties['sheetmate.lastEdit']).toBeUndefined();
    h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Players')! } });
    expect(h.services.documentProperties['sheetmate.lastEdit']).toBeUndefined();
    const before = Date.now();
    h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings')! } });
    expect(Date.parse(h.services.documentProperties['sheetmate.lastEdit']!)).toBeGreaterThanOrEqual(before - 1000);
  });
});
