/**
 * Undo last round and the settings as pure plans: the question before typed
 * results are lost, the rows deleted, and settings that live in the record.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import { refreshAction } from '../../../src/core/actions/refresh';
import { saveSettingsAction, settingsAction } from '../../../src/core/actions/settings';
import { undoAction } from '../../../src/core/actions/undo';
import type { EventRecord } from '../../../src/core/record/record';
import { recordSheetRows, storedRecordOf } from '../../../src/core/record/sheet-rows';
import { applyPlan, field, typed, workbook } from '../../support/sheet-values';

function paired(size: number) {
  const read = workbook({ Players: field(size) });
  return applyPlan(read, pairAction(read));
}

describe('undo', () => {
  it('asks before deleting typed results, naming them; confirmed, deletes the round’s rows and says so', () => {
    const read = typed(paired(6), 'Pairings', 2, '½-½');
    const asked = undoAction(read, { expectedRound: 1 });
    expect(asked.writes).toEqual([]);
    expect(asked.record).toBeNull();
    expect(asked.result.needsConfirmation).toBe('Round 1 already has 1 result typed: board 2 (Player 05–Player 02 ½-½). Undoing the round deletes them. Undo anyway?');
    const plan = undoAction(read, { expectedRound: 1, confirmed: true });
    expect(plan.result.message).toBe('Round 1 removed with its 1 typed result.');
    expect(plan.writes.filter((write) => write.kind === 'deleteRows')).toEqual([{ kind: 'deleteRows', sheet: 'Pairings', row: 2, count: 3 }]);
    const after = applyPlan(read, plan);
    expect(after.sheets.get('Pairings')).toEqual([['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black']]);
  });

  it('refuses a stale request: the round asked for is no longer the newest', () => {
    expect(() => undoAction(paired(6), { expectedRound: 2, confirmed: true })).toThrow(/round 2 was asked for \(to be undone\), but the newest round is now round 1/);
  });
});

describe('settings', () => {
  it('are kept in document properties before the record exists, and in the record from its first write', () => {
    const fresh = workbook({ Players: field(6) });
    const { plan, saved } = saveSettingsAction(fresh, { rounds: 7 }, []);
    expect(saved.rounds).toBe(7);
    // A new spreadsheet gets no sheet from a setting.
    expect(plan.record).toBeNull();
    expect(plan.writes).toEqual([]);
    expect(JSON.parse(plan.settings!.event!).rounds).toBe(7);
    const withSettings = applyPlan(fresh, plan);
    const after = applyPlan(withSettings, pairAction(withSettings));
    expect(storedRecordOf(after.record)!.record.settings?.event.rounds).toBe(7);
    // The record is where they are read from: the properties lost (a copy of the spreadsheet), the event keeps them.
    const copied = { ...after, settings: { event: null, sections: {} } };
    expect(settingsAction(copied, undefined, []).rounds).toBe(7);
    expect(String(applyPlan(copied, refreshAction(copied)).sheets.get('Standings')![0]![0])).toMatch(/^Standings before round 1 \(round 1 paired, 0 of 3 results in\)/);
  });

  it('saved with views rewrite them and the record; a record from an earlier Sheetmate reads them from the properties once', () => {
    const read = paired(6);
    const stored = storedRecordOf(read.record)!;
    // An earlier Sheetmate's record: no settings in it, the properties have them.
    const { settings: _dropped, ...older } = stored.record;
    const earlier = { ...read, settings: { event: JSON.stringify({ rounds: 9 }), sections: {} }, record: recordRows(older) };
    expect(settingsAction(earlier, undefined, []).rounds).toBe(9);
    const { plan } = saveSettingsAction(earlier, { tiebreaks: ['SB'] }, []);
    const after = applyPlan(earlier, plan);
    expect(storedRecordOf(after.record)!.record.settings?.event).toMatchObject({ rounds: 9, tiebreaks: ['SB'] });
    expect(String(after.sheets.get('Standings')![0]![0])).toMatch(/ties broken by Sonneborn-Berger$/);
  });
});

function recordRows(record: EventRecord) {
  return recordSheetRows(record, { generation: 1, state: { kind: 'complete' }, writtenAt: '2026-03-14T14:05:00.000Z' });
}
