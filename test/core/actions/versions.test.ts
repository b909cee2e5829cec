/**
 * Each round in the record names the Sheetmate that paired it, and an event
 * begun with an earlier Sheetmate carries on, saying so once: tested on the
 * spreadsheets Sheetmate 0.2.0 left (test/fixtures/records), as pure plans.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticLines } from '../../../src/core/actions/diagnostic';
import { pairAction } from '../../../src/core/actions/pair';
import { refreshAction } from '../../../src/core/actions/refresh';
import { repairAction } from '../../../src/core/actions/repair';
import { statusAction } from '../../../src/core/actions/status';
import { undoAction } from '../../../src/core/actions/undo';
import { storedRecordOf } from '../../../src/core/record/sheet-rows';
import { savedRead } from '../../support/saved-spreadsheets';
import { applyPlan, field, typed, workbook } from '../../support/sheet-values';

const recordOf = (read: { record: unknown }) => storedRecordOf(read.record as unknown[][])!.record;
const recordJson = (read: { record: unknown }) => JSON.parse(String((read.record as unknown[][]).slice(1).map((row) => row[0]).join('')));
const EARLIER = /This event was begun with an earlier Sheetmate \(before 0\.3\.0, which notes the version that pairs each round\); Sheetmate 0\.3\.0 carries on with it/;

describe('a version on every round', () => {
  it('names the version that paired each round and that wrote the record', () => {
    let read = workbook({ Players: field(6) }, { settings: { rounds: 3 }, version: '0.3.0' });
    read = applyPlan(read, pairAction(read));
    for (const board of [1, 2, 3]) read = typed(read, 'Pairings', board, '1-0');
    read = applyPlan(read, refreshAction(read));
    const plan = pairAction({ ...read, sheetmateVersion: '0.3.1' });
    read = applyPlan(read, plan);
    expect(recordJson(read)).toMatchObject({ version: 3, writtenBy: '0.3.1' });
    expect(recordOf(read).sections[0]!.rounds.map((round) => round.pairedBy)).toEqual(['0.3.0', '0.3.1']);
    expect(plan.result.status.pairedBy).toBe('Round 1 paired by Sheetmate 0.3.0; round 2 paired by Sheetmate 0.3.1.');
    // The note is about the version that wrote the record before: 0.3.0 is older than 0.3.1, once.
    expect(plan.result.message).toContain('This event was last written by Sheetmate 0.3.0; Sheetmate 0.3.1 carries on with it.');
    // Undo takes the round and its stamp away; the round paired again is stamped anew.
    read = applyPlan(read, undoAction(read, { confirmed: true, expectedRound: 2 }));
    expect(recordOf(read).sections[0]!.rounds.map((round) => round.pairedBy)).toEqual(['0.3.0']);
    read = applyPlan(read, pairAction(read));
    expect(recordOf(read).sections[0]!.rounds.map((round) => round.pairedBy)).toEqual(['0.3.0', '0.3.0']);
    // Rebuild keeps them, and says them.
    const rebuilt = repairAction(read);
    expect(rebuilt.result.message).toContain('Rounds 1–2 paired by Sheetmate 0.3.0.');
    expect(recordOf(applyPlan(read, rebuilt)).sections[0]!.rounds.map((round) => round.pairedBy)).toEqual(['0.3.0', '0.3.0']);
  });

  it("carries on an event begun with Sheetmate 0.2.0 (format 1, no version), saying so once", () => {
    let read = savedRead('club-0.2.0', '0.3.0');
    expect(recordJson(read)).toMatchObject({ version: 1 });
    expect(JSON.stringify(recordJson(read))).not.toMatch(/writtenBy|pairedBy/);
    // The sidebar's status, before anything is written: who paired the rounds so far.
    expect(statusAction(read).result.status).toMatchObject({ round: 2, pairedBy: 'Rounds 1–2 paired by an earlier Sheetmate (before 0.3.0).' });
    expect(diagnosticLines(read, '0.3.0')).toEqual(expect.arrayContaining(['History: Rounds 1–2 paired by an earlier Sheetmate (before 0.3.0).']));
    expect(diagnosticLines(read, '0.3.0').at(-1)).toMatch(/^Record: generation 4, complete, written .* by an earlier Sheetmate \(before 0\.3\.0\), 1 section, rounds 2$/);

    const round3 = pairAction(read);
    expect(round3.result.message).toMatch(/^Round 3 paired: 4 boards\.\n/);
    expect(round3.result.message).toMatch(EARLIER);
    expect(round3.lastAction).toMatch(EARLIER);
    expect(round3.toast!.message).toMatch(EARLIER);
    read = applyPlan(read, round3);
    const record = recordOf(read);
    expect(recordJson(read)).toMatchObject({ version: 3, writtenBy: '0.3.0' });
    expect(record.sections[0]!.rounds.map((round) => [round.round, round.pairedBy])).toEqual([[1, undefined], [2, undefined], [3, '0.3.0']]);
    expect(round3.result.status.pairedBy).toBe('Rounds 1–2 paired by an earlier Sheetmate (before 0.3.0); round 3 paired by Sheetmate 0.3.0.');
    expect(diagnosticLines(read, '0.3.0').at(-1)).toMatch(/ by Sheetmate 0\.3\.0, 1 section, rounds 3$/);

    // Once: the next actions do not say it again.
    read = typed(read, 'Pairings', 1, '1-0');
    const result = refreshAction(read);
    expect(result.result.message).not.toMatch(/earlier Sheetmate|carries on/);
    expect(result.toast).toBeUndefined();
  });

  it('says it once for an event in sections begun with Sheetmate 0.2.0 (format 2), whatever the first action is: here a typed result', () => {
    let read = savedRead('school-0.2.0', '0.3.0');
    expect(recordJson(read)).toMatchObject({ version: 2 });
    read = typed(read, 'Pairings U10', 1, '1-0');
    const first = refreshAction(read, 'U10');
    // The onEdit trigger shows nothing else: the toast and the sidebar's last action carry it.
    expect(first.toast!.message).toMatch(EARLIER);
    expect(first.lastAction).toMatch(EARLIER);
    read = applyPlan(read, first);
    expect(recordJson(read)).toMatchObject({ version: 3, writtenBy: '0.3.0' });
    expect(recordOf(read).sections.map((section) => section.name)).toEqual(['U10', 'Open']);
    const status = statusAction(read).result.status;
    expect(status.sections!.map((section) => section.pairedBy)).toEqual(['Round 1 paired by an earlier Sheetmate (before 0.3.0).', 'Round 1 paired by an earlier Sheetmate (before 0.3.0).']);
    read = typed(read, 'Pairings U10', 2, '0-1');
    expect(refreshAction(read, 'U10').toast).toBeUndefined();
  });

  it('tells an event last written by a newer Sheetmate, and carries on', () => {
    let read = workbook({ Players: field(4) }, { settings: { rounds: 3 }, version: '0.9.0' });
    read = applyPlan(read, pairAction(read));
    for (const board of [1, 2]) read = typed(read, 'Pairings', board, '½-½');
    const older = refreshAction({ ...read, sheetmateVersion: '0.3.0' });
    expect(older.result.message).toContain('This event was last written by Sheetmate 0.9.0, newer than this one (0.3.0): it carries on');
    expect(recordJson(applyPlan(read, older))).toMatchObject({ writtenBy: '0.3.0' });
  });
});
