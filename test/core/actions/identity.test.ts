/**
 * Identity is confirmed, never assumed: a Players row whose Sheetmate ID stays
 * while its name changes beyond a spelling fix is refused, naming both names
 * and the row, with advice that works when followed; a new name for the same
 * person is confirmed with Confirm changed names, and the record keeps it.
 */
import { describe, expect, it } from 'vitest';
import { confirmNamesAction } from '../../../src/core/actions/edits/confirm-names';
import { pairAction } from '../../../src/core/actions/pair';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { refreshAction } from '../../../src/core/actions/refresh';
import { storedRecordOf } from '../../../src/core/record/sheet-rows';
import { applyPlan, edited, field, typedAll, workbook } from '../../support/sheet-values';

/** Two rounds of 8 players paired, round 2's results typed: the control event. */
function twoRounds(): WorkbookRead {
  let read = workbook({ Players: field(8) });
  read = applyPlan(read, pairAction(read));
  read = typedAll(read);
  read = applyPlan(read, pairAction(read));
  return typedAll(read, 'Pairings', (board) => (board % 2 === 0 ? '0-1' : '½-½'));
}

const control = twoRounds();
const round3 = applyPlan(control, pairAction(control));
const namesOf = (read: WorkbookRead) => storedRecordOf(read.record)!.record.sections[0]!.players.map((player) => player.name);

describe('a name changed beside its Sheetmate ID', () => {
  it('a spelling fix is taken: the same round 3, the new name everywhere', () => {
    const fixed = edited(control, 'Players', 9, 'Name', 'Palyer 08');
    const plan = pairAction(fixed);
    const after = applyPlan(fixed, plan);
    expect(after.sheets.get('Pairings')!.filter((row) => row[0] === 3).map((row) => [row[1], row[2], row[6]].join('|').replace('Palyer 08', 'Player 08'))).toEqual(
      round3.sheets.get('Pairings')!.filter((row) => row[0] === 3).map((row) => [row[1], row[2], row[6]].join('|')),
    );
    expect(namesOf(after)).toContain('Palyer 08');
  });

  it('another name typed over a row (a late entry) is refused, naming both names, the row and what to do', () => {
    const typedOver = edited(edited(control, 'Players', 9, 'Name', 'Bea Costa'), 'Players', 9, 'Rating', 1500);
    expect(() => pairAction(typedOver)).toThrow(
      "Players, row 9, column Name: this row has Sheetmate ID 8, which Sheetmate recorded as Player 08's, but its name is now Bea Costa: more than a spelling fix, and Sheetmate does not pass Player 08's games and points to another name unasked. " +
        'If Bea Costa is a new player, put Player 08 back on this row (Edit ▸ Undo) and type Bea Costa on a new row, with the Sheetmate ID left blank. ' +
        'If Bea Costa is Player 08 under a new name, choose Sheetmate ▸ Confirm changed names.',
    );
    // A typed result does not take the new name into the record behind the organiser's back.
    expect(() => refreshAction(typedOver)).toThrow(/Bea Costa/);
  });

  it('the advice followed: Player 08 back, Bea Costa on a new row without an ID, pairs round 3 as the control does, Bea Costa from round 3 on', () => {
    const typedOver = edited(control, 'Players', 9, 'Name', 'Bea Costa');
    const fixed = edited(edited(edited(typedOver, 'Players', 9, 'Name', 'Player 08'), 'Players', 10, 'Name', 'Bea Costa'), 'Players', 10, 'Rating', 1500);
    const after = applyPlan(fixed, pairAction(fixed));
    const idColumn = after.players![0]!.indexOf('Sheetmate ID');
    expect(after.players![9]![idColumn]).toBe(9);
    expect(after.sheets.get('Pairings')!.filter((row) => row[0] === 3).some((row) => row[2] === 'Bea Costa' || row[6] === 'Bea Costa')).toBe(true);
  });

  it('the old player retyped on the next row: the advice says to clear this row’s ID, and followed, it works', () => {
    const retyped = edited(edited(control, 'Players', 9, 'Name', 'Bea Costa'), 'Players', 10, 'Name', 'Player 08');
    expect(() => pairAction(retyped)).toThrow(
      "If Bea Costa is a new player and Player 08 is the one on row 10, clear this row's Sheetmate ID: Player 08 is found again by name, and Bea Costa is given an ID of their own when first paired.",
    );
    const cleared = edited(retyped, 'Players', 9, 'Sheetmate ID', '');
    const after = applyPlan(cleared, pairAction(cleared));
    const idColumn = after.players![0]!.indexOf('Sheetmate ID');
    expect([after.players![9]![0], after.players![9]![idColumn]]).toEqual(['Player 08', 8]);
    expect([after.players![8]![0], after.players![8]![idColumn]]).toEqual(['Bea Costa', 9]);
  });

  it('the same person under a new name: Confirm changed names asks, then records the new name and keeps the change', () => {
    const renamed = edited(control, 'Players', 4, 'Name', 'Zoe Quartermaine');
    const asked = confirmNamesAction(renamed);
    expect(asked.result.needsConfirmation).toMatch(/^Row 4: is Zoe Quartermaine the player who was Player 03 \(Sheetmate ID 3\)\?\nYes: this player keeps their games and points/);
    expect(asked.writes).toEqual([]);
    const plan = confirmNamesAction(renamed, { confirmed: asked.result.names! });
    expect(plan.result.message).toBe('Confirmed: Zoe Quartermaine is the player who was Player 03 (Sheetmate ID 3). Every sheet shows the new name.');
    const after = applyPlan(renamed, plan);
    const record = storedRecordOf(after.record)!.record;
    expect(record.history).toEqual([{ kind: 'name', at: '2026-03-14T14:05:00.000Z', id: 3, from: 'Player 03', to: 'Zoe Quartermaine' }]);
    expect(JSON.stringify(after.sheets.get('Pairings'))).not.toContain('Player 03');
    // Round 3 is the control's, with the new name.
    const paired = applyPlan(after, pairAction(after));
    const boards = (read: WorkbookRead) => read.sheets.get('Pairings')!.filter((row) => row[0] === 3).map((row) => `${row[1]} ${row[2]} ${row[6]}`);
    expect(boards(paired).map((line) => line.replace('Zoe Quartermaine', 'Player 03'))).toEqual(boards(round3));
  });

  it('a confirmation for names that changed since the question is refused', () => {
    const renamed = edited(control, 'Players', 4, 'Name', 'Zoe Quartermaine');
    const asked = confirmNamesAction(renamed);
    const changed = edited(renamed, 'Players', 4, 'Name', 'Zed Other');
    expect(() => confirmNamesAction(changed, { confirmed: asked.result.names! })).toThrow(/the names in Players changed since the question was asked\. Choose Sheetmate ▸ Confirm changed names again/);
  });

  it('names shifted against their IDs on several rows (a formula-fed list, one new name on top) are said as such, with the rows', () => {
    const values = control.players!.map((row) => row.slice());
    const names = values.slice(1).map((row) => row[0]);
    values.slice(1).forEach((row, index) => (row[0] = index === 0 ? 'New Entry' : names[index - 1]!));
    const shifted = { ...control, players: [...values, ['Player 08', 1930, '', '', '']] };
    expect(() => pairAction(shifted)).toThrow(
      /^Players: 8 rows show another name beside their Sheetmate ID than the one Sheetmate recorded \(rows 2–9\), 7 of them the name of another row's player: the names have moved against the IDs, as when the names come from a formula or another sheet that shifted/,
    );
  });
});
