/**
 * Settings live in the record and travel with the spreadsheet; a change that
 * cannot be honoured once rounds are paired is refused with the reason; a
 * late request says when it takes effect.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { refreshAction } from '../../../src/core/actions/refresh';
import { saveSettingsAction, settingsAction } from '../../../src/core/actions/settings';
import { readWorkbook } from '../../../src/core/actions/read';
import { statusAction } from '../../../src/core/actions/status';
import { lateRequests } from '../../../src/core/event/late-requests';
import type { EventRecord } from '../../../src/core/record/record';
import { recordSheetRows, storedRecordOf } from '../../../src/core/record/sheet-rows';
import { applyPlan, edited, field, typedAll, workbook } from '../../support/sheet-values';

/** `rounds` rounds of `size` players with `settings` saved first, every result typed but the newest round's. */
function event(size: number, rounds: number, settings: Record<string, unknown> = {}): WorkbookRead {
  let read = workbook({ Players: field(size) });
  if (Object.keys(settings).length > 0) read = applyPlan(read, saveSettingsAction(read, settings, []).plan);
  for (let round = 1; round <= rounds; round++) {
    if (round > 1) read = typedAll(read);
    read = applyPlan(read, pairAction(read));
  }
  return read;
}

const lost = (read: WorkbookRead): WorkbookRead => ({ ...read, settings: { event: null, sections: {} } });
const save = (read: WorkbookRead, patch: unknown) => saveSettingsAction(read, patch, []);

describe('settings that travel', () => {
  it('a 3/1/0 quick Swiss of 7 rounds stays one when document properties are lost (a copy, an .xlsx round trip)', () => {
    const played = typedAll(event(8, 2, { system: 'quick', rounds: 7, points: { win: 3, draw: 1 } }));
    const copy = lost(played);
    expect(settingsAction(copy, undefined, [])).toMatchObject({ system: 'quick', rounds: 7, points: { win: 3, draw: 1, loss: 0 } });
    const kept = applyPlan(copy, pairAction(copy));
    const control = applyPlan(played, pairAction(played));
    expect(kept.sheets.get('Pairings')).toEqual(control.sheets.get('Pairings'));
    expect(kept.sheets.get('Standings')![0]).toEqual(control.sheets.get('Standings')![0]);
    expect(String(kept.sheets.get('Standings')![0]![0])).toMatch(/of 7/);
  });

  it('an event begun by an earlier Sheetmate (settings in the properties only) takes them into the record, then travels', () => {
    const played = typedAll(event(8, 2, { system: 'quick', rounds: 7, points: { win: 3, draw: 1 } }));
    const stored = storedRecordOf(played.record)!;
    const { settings: _dropped, ...older } = stored.record;
    const old: WorkbookRead = { ...played, record: recordSheetRows(older as EventRecord, stored.header) };
    const after = applyPlan(old, refreshAction(old));
    expect(storedRecordOf(after.record)!.record.settings?.event).toMatchObject({ system: 'quick', rounds: 7, points: { win: 3 } });
    expect(settingsAction(lost(after), undefined, [])).toMatchObject({ system: 'quick', rounds: 7 });
  });

  it('such an event with its properties lost too is refused, nothing guessed; the advice followed (a setting saved) lets it go on', () => {
    const played = typedAll(event(8, 2, { system: 'quick', rounds: 7, points: { win: 3, draw: 1 } }));
    const stored = storedRecordOf(played.record)!;
    const { settings: _dropped, ...older } = stored.record;
    const orphan = lost({ ...played, record: recordSheetRows(older as EventRecord, stored.header) });
    for (const action of [pairAction, refreshAction]) expect(() => action(orphan)).toThrow(/Sheetmate's record of this event holds no settings .* The first setting saved puts them all in the record/);
    expect(statusAction(orphan).result.status.problem).toMatch(/holds no settings/);
    const chosen = applyPlan(orphan, save(orphan, { system: 'quick', rounds: 7, points: { win: 3, draw: 1 } }).plan);
    expect(storedRecordOf(chosen.record)!.record.settings?.event).toMatchObject({ system: 'quick', rounds: 7 });
    expect(applyPlan(chosen, pairAction(chosen)).sheets.get('Pairings')).toEqual(applyPlan(played, pairAction(played)).sheets.get('Pairings'));
  });
});

describe('changes that cannot be honoured once rounds are paired', () => {
  const dutch = event(8, 2, { rounds: 5 });

  it.each([
    [{ system: 'round-robin' }, /^rounds 1–2 are paired by Swiss, FIDE Dutch system, and a round robin cannot continue from them: its rounds follow the Berger tables from round 1, so round 3 would repeat games/],
    [{ system: 'double-round-robin' }, /a round robin cannot continue from them/],
    [{ rounds: 1 }, /^rounds 1–2 are already paired, so the event cannot have 1 round: choose 2 or more \(2 ends the event with round 2\), or undo the rounds after round 1 first\.$/],
    [{ round1Method: 'fold' }, /^round 1 is paired, and the round-1 method can no longer change/],
    [{ initialColour: 'black' }, /^round 1 is paired, and the initial colour can no longer change/],
    [{ acceleration: 'baku' }, /^round 1 is paired, and the acceleration \(FIDE C\.04\.7 sets its groups before round 1\) can no longer change/],
  ])('%j is refused with the reason, nothing saved', (patch, words) => {
    expect(() => save(dutch, patch)).toThrow(words);
  });

  it('a round robin is not switched to a Swiss part-way, nor to a double one past its swapped rounds', () => {
    const roundRobin = event(6, 2, { system: 'round-robin' });
    expect(() => save(roundRobin, { system: 'dutch' })).toThrow(/paired by the Berger tables of Round robin.*a Swiss cannot take up a round robin's rounds part-way/);
    expect(save(roundRobin, { system: 'double-round-robin' }).saved.system).toBe('double-round-robin');
    const late = event(6, 4, { system: 'round-robin' });
    expect(() => save(late, { system: 'double-round-robin' })).toThrow(/plays rounds 4 and 5 in the other order/);
  });

  it('the points change, and Dutch to quick Swiss, are taken and said; more rounds are simply taken', () => {
    const points = save(dutch, { points: { win: 3, draw: 1 } });
    expect(points.plan.lastAction).toBe('The points changed after round 2 (a win 3, a draw 1, a loss 0): the standings count every round with them, and round 3 is paired on them; rounds 1–2 are paired already and stay as they are.');
    expect(save(dutch, { system: 'quick' }).plan.lastAction).toMatch(/^From round 3 the event is paired by Quick Swiss/);
    expect(save(dutch, { rounds: 9 }).plan.lastAction).toBeUndefined();
    expect(save(dutch, { tiebreaks: ['SB'] }).plan.lastAction).toBeUndefined();
  });

  it('before round 1 every setting is free', () => {
    const fresh = workbook({ Players: field(8) });
    expect(save(fresh, { system: 'round-robin' }).saved.system).toBe('round-robin');
  });
});

describe('late requests', () => {
  const underway = event(8, 2);

  it('a bye requested for a round already paired says it was not given, and how to give it', () => {
    const column = underway.players![0]!.length + 1;
    const asked = typedAll(edited(edited(underway, 'Players', 1, column, 'Byes'), 'Players', 4, 'Byes', '2'));
    const plan = pairAction(asked);
    expect(plan.result.message).toContain(
      'Players, row 4: Player 03 asks for a bye in round 2, but round 2 was paired before the request was typed (Player 03 plays board 2 in it): a requested bye counts only for a round not yet paired. To give it, undo round 2 and every round after it (Undo last round 2 times) and pair again; otherwise take 2 out of the Byes cell.',
    );
  });

  it('a withdrawal typed while the round is played says it takes effect from the next round, with the forfeit to type', () => {
    const column = underway.players![0]!.length + 1;
    const withdrawn = edited(edited(underway, 'Players', 1, column, 'Status'), 'Players', 3, 'Status', 'withdrawn');
    const section = readWorkbook(withdrawn).sections[0]!;
    expect(lateRequests(section.event.state, section.totalRounds)).toEqual([
      'Players, row 3: Player 02 is marked withdrawn, but is paired on board 3 of round 2, which is being played: it takes effect from round 3. If Player 02 does not play board 3, type its result as a forfeit (-/+).',
    ]);
  });
});
