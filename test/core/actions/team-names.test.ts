/**
 * A team event's players renamed beyond a spelling fix, as plans: on Players
 * (a Team column, each row with its Sheetmate ID) and on the Teams list (a row
 * a team, each player known by team and board). The new name is never taken
 * silently: every action refuses it, naming the cell, both names and what to
 * do; Confirm changed names asks, and Yes makes it the player's, who keeps
 * their games and points; the other advice, followed, works too.
 */
import { describe, expect, it } from 'vitest';
import { confirmNamesAction } from '../../../src/core/actions/edits/confirm-names';
import { pairAction } from '../../../src/core/actions/pair';
import type { SheetValues, WorkbookRead } from '../../../src/core/actions/plan';
import { refreshAction } from '../../../src/core/actions/refresh';
import { isSpellingFix } from '../../../src/core/ids';
import { storedRecordOf } from '../../../src/core/record/sheet-rows';
import { applyPlan, workbook } from '../../support/sheet-values';
import { cellOf, lines, matchesOf, schools, setCell, teamsSheet, teamWorkbook, typeBoards } from '../../support/team-sheet-values';

const pair = (read: WorkbookRead) => applyPlan(read, pairAction(read));
const refresh = (read: WorkbookRead) => applyPlan(read, refreshAction(read));
const result = (match: number, board: number) => (['1-0', '½-½', '0-1', '1-0'] as const)[(match + board) % 4]!;
/** Round 1 paired and every board typed. */
const oneRound = (read: WorkbookRead) => refresh(typeBoards(pair(read), result));
const recordedNames = (read: WorkbookRead) => storedRecordOf(read.record)!.record.sections[0]!.players.map((player) => player.name);
/** Yes to Confirm changed names: the question, then the plan confirmed, applied. */
function confirmed(read: WorkbookRead): WorkbookRead {
  const asked = confirmNamesAction(read);
  return applyPlan(read, confirmNamesAction(read, { confirmed: asked.result.names! }));
}

describe('a team event on Players: a name changed beyond a spelling fix beside its Sheetmate ID', () => {
  const control = oneRound(teamWorkbook(schools(4, 5)));
  const row = control.players!.findIndex((cells) => cells[0] === 'Ana Oakwood') + 1;
  const id = cellOf(control, 'Players', row, 'Sheetmate ID');
  const renamed = setCell(control, 'Players', row, 'Name', 'Anna Oak-Wood');

  it('is refused by Pair next round and Update standings, naming the row, both names and what to do', () => {
    expect(isSpellingFix('Ana Oakwood', 'Anna Oak-Wood')).toBe(false);
    const refusal =
      `Players, row ${row}, column Name: this row has Sheetmate ID ${id}, which Sheetmate recorded as Ana Oakwood's, but its name is now Anna Oak-Wood: more than a spelling fix, and Sheetmate does not pass Ana Oakwood's games and points to another name unasked. ` +
      'If Anna Oak-Wood is a new player, put Ana Oakwood back on this row (Edit ▸ Undo) and type Anna Oak-Wood on a new row, with the Sheetmate ID left blank. ' +
      'If Anna Oak-Wood is Ana Oakwood under a new name, choose Sheetmate ▸ Confirm changed names.';
    expect(() => pairAction(renamed)).toThrow(refusal);
    expect(() => refreshAction(renamed)).toThrow(refusal);
  });

  it('Confirm changed names asks; Yes: the record takes the new name, she keeps her games, and round 2 is the one paired without the rename', () => {
    const asked = confirmNamesAction(renamed);
    expect(asked.result.needsConfirmation).toBe(
      `Row ${row}: is Anna Oak-Wood the player who was Ana Oakwood (Sheetmate ID ${id})?\n` +
        'Yes: this player keeps their games and points under the new name, in every sheet. No changes nothing; a new player belongs on a row of their own, with the Sheetmate ID left blank.',
    );
    expect(asked.writes).toEqual([]);
    expect(asked.record).toBeNull();
    const plan = confirmNamesAction(renamed, { confirmed: asked.result.names! });
    expect(plan.result.message).toBe(`Confirmed: Anna Oak-Wood is the player who was Ana Oakwood (Sheetmate ID ${id}). Every sheet shows the new name.`);
    const after = applyPlan(renamed, plan);
    const record = storedRecordOf(after.record)!.record;
    expect(record.history).toEqual([{ kind: 'name', at: '2026-03-14T14:05:00.000Z', id, from: 'Ana Oakwood', to: 'Anna Oak-Wood' }]);
    expect(recordedNames(after)).toContain('Anna Oak-Wood');
    expect(recordedNames(after)).not.toContain('Ana Oakwood');
    const shown = JSON.stringify(['Pairings', 'Live', 'By name'].map((sheet) => after.sheets.get(sheet)));
    expect(shown).toContain('Anna Oak-Wood');
    expect(shown).not.toContain('Ana Oakwood');
    const unnamed = (text: string[]) => text.map((line) => line.replace('Anna Oak-Wood', 'Ana Oakwood'));
    const [round2, controlRound2] = [pair(after), pair(control)];
    expect(unnamed(matchesOf(round2, 2))).toEqual(matchesOf(controlRound2, 2));
    expect(unnamed(lines(round2.sheets.get('Pairings')))).toEqual(lines(controlRound2.sheets.get('Pairings')));
    // By name is in name order: the same lines, one of them placed by its new name.
    expect(unnamed(lines(round2.sheets.get('By name'))).sort()).toEqual(lines(controlRound2.sheets.get('By name')).sort());
    expect(lines(round2.sheets.get('By name')).find((line) => line.startsWith('Anna Oak-Wood'))).toMatch(/^Anna Oak-Wood \| 1\.1 \| W \| Ana Northgate/);
  });

  it('nothing to confirm: said so, and nothing written', () => {
    const plan = confirmNamesAction(control);
    expect(plan.result.message).toBe('No name needs confirming: every row of Players has the name Sheetmate recorded for its Sheetmate ID, or a spelling fix of it.');
    expect(plan.writes).toEqual([]);
  });
});

describe('a team event on the Teams list: a player shown under another name on their team and board', () => {
  const SETTINGS = { system: 'team-swiss', rounds: 5 };
  const control = oneRound(workbook({ Teams: teamsSheet(4, 5) }, { settings: SETTINGS }));
  const teams = control.sheets.get('Teams')!;
  const row = teams.findIndex((cells) => cells[0] === 'Riverside') + 1;
  const withTeams = (read: WorkbookRead, values: SheetValues) => ({ ...read, sheets: new Map([...read.sheets, ['Teams', values]]) });
  const retyped = (from: string, to: string) => withTeams(control, teams.map((cells) => cells.map((cell) => (cell === from ? to : cell))));
  const renamed = retyped('Ben Riverside', 'Benedict Riverside');

  it('is refused, naming the Teams cell and the team and board (the list has no Sheetmate ID column)', () => {
    expect(isSpellingFix('Ben Riverside', 'Benedict Riverside')).toBe(false);
    const refusal =
      `Teams, row ${row}, column Board 2: the Teams sheet names Benedict Riverside on board 2 of Riverside, where Sheetmate recorded Ben Riverside: more than a spelling fix, and Sheetmate does not pass Ben Riverside's games and points to another name unasked. ` +
      "If Benedict Riverside is another player, put Ben Riverside back in this cell (Edit ▸ Undo) and type Benedict Riverside in a cell of their own on Riverside's row, after its players. " +
      'If Benedict Riverside is Ben Riverside under a new name, choose Sheetmate ▸ Confirm changed names.';
    expect(() => pairAction(renamed)).toThrow(refusal);
    expect(() => refreshAction(renamed)).toThrow(refusal);
    let words = '';
    try {
      pairAction(renamed);
    } catch (error) {
      words = String(error);
    }
    expect(words).not.toMatch(/Sheetmate ID|column Name/);
  });

  it('a reserve is named by their place among the reserves', () => {
    expect(() => pairAction(retyped('Ella Riverside', 'Zara Riverside'))).toThrow(
      `Teams, row ${row}, column Reserve: the Teams sheet names Zara Riverside on reserve 1 of Riverside, where Sheetmate recorded Ella Riverside`,
    );
  });

  it('Confirm changed names asks by team and board; Yes: he keeps his games, and round 2 is the one paired without the rename', () => {
    const asked = confirmNamesAction(renamed);
    expect(asked.result.needsConfirmation).toBe(
      `Teams, row ${row}, column Board 2: is Benedict Riverside the player who was Ben Riverside (board 2 of Riverside)?\n` +
        "Yes: this player keeps their games and points under the new name, in every sheet. No changes nothing; a new player belongs in a cell of their own on their team's row.",
    );
    expect(asked.writes).toEqual([]);
    const plan = confirmNamesAction(renamed, { confirmed: asked.result.names! });
    expect(plan.result.message).toBe('Confirmed: Benedict Riverside is the player who was Ben Riverside (board 2 of Riverside). Every sheet shows the new name.');
    const after = applyPlan(renamed, plan);
    expect(storedRecordOf(after.record)!.record.history).toEqual([expect.objectContaining({ kind: 'name', from: 'Ben Riverside', to: 'Benedict Riverside' })]);
    expect(recordedNames(after)).toContain('Benedict Riverside');
    // The Teams sheet is the organiser's: nothing is written into it.
    expect(after.sheets.get('Teams')).toEqual(renamed.sheets.get('Teams'));
    const unnamed = (text: string[]) => text.map((line) => line.replace('Benedict Riverside', 'Ben Riverside'));
    const [round2, controlRound2] = [pair(after), pair(control)];
    expect(unnamed(lines(round2.sheets.get('Pairings')))).toEqual(lines(controlRound2.sheets.get('Pairings')));
    expect(unnamed(lines(round2.sheets.get('By name'))).sort()).toEqual(lines(controlRound2.sheets.get('By name')).sort());
    expect(unnamed(lines(round2.sheets.get('Standings')))).toEqual(lines(controlRound2.sheets.get('Standings')));
  });

  it('the other advice followed: Ben Riverside back in his cell, Benedict Riverside after the players, a reserve', () => {
    const cells = teams.map((line) => line.slice());
    cells[row - 1]!.push('Benedict Riverside');
    const after = pair(withTeams(control, cells));
    expect(matchesOf(after, 2)).toEqual(matchesOf(pair(control), 2));
    expect(lines(after.sheets.get('By name')).find((line) => line.startsWith('Benedict Riverside'))).toMatch(/reserve/);
    expect(lines(after.sheets.get('By name')).find((line) => line.startsWith('Ben Riverside'))).toMatch(/^Ben Riverside \| 2\.2/);
  });

  it('names changed since the question: refused, on Teams; nothing to confirm: said in the words of the list', () => {
    const asked = confirmNamesAction(renamed);
    expect(() => confirmNamesAction(retyped('Ben Riverside', 'Bob Other'), { confirmed: asked.result.names! })).toThrow(
      /^Teams: the names in Teams changed since the question was asked\. Choose Sheetmate ▸ Confirm changed names again\.$/,
    );
    expect(confirmNamesAction(control).result.message).toBe(
      'No name needs confirming: every player on the Teams sheet has the name Sheetmate recorded for their team and board, or a spelling fix of it.',
    );
    expect(confirmed(renamed).sheets.get('Teams')).toEqual(renamed.sheets.get('Teams'));
  });
});
