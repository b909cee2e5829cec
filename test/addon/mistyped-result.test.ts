/**
 * A mistyped result (`2-0`) through the built bundle, as an organiser meets
 * it: the board is one that needs its result (never a result "in"), the
 * sidebar's words say so, the cell is marked in the grid until it is fixed,
 * every valid result typed around it still counts, and each toast says
 * something new, naming the row and column once.
 */
import { describe, expect, it } from 'vitest';
import type { Status } from '../../src/addon/api-types';
import { missingLine, missingTitle } from '../../sidebar/labels';
import { clickMenu, field, harness, playersSheet, type Harness } from '../support/addon-harness';

const values = (h: Harness, sheet: string) => h.workbook.sheet(sheet)!.values();

/** The Pairings row of a board of a round. */
function rowOf(h: Harness, round: number, board: number): number {
  const rows = values(h, 'Pairings');
  const index = rows.findIndex((row) => row[0] === round && row[1] === board);
  if (index < 0) throw new Error(`no board ${board} in round ${round}`);
  return index + 1;
}

/** Types a result as an organiser would, then the onEdit trigger as Sheets runs it (with the cell edited). */
function type(h: Harness, round: number, board: number, result: string): void {
  const sheet = h.workbook.sheet('Pairings')!;
  const row = rowOf(h, round, board);
  sheet.type(row, 5, result);
  h.call('onEdit', { range: { getSheet: () => sheet, getRow: () => row, getColumn: () => 5 } });
}

/** Sixteen players, five rounds, round 1 paired: eight boards. */
function sixteen(): Harness {
  const h = harness({ Players: playersSheet(field(16)) });
  h.call('saveSettings', { rounds: 5 });
  h.call('onOpen');
  clickMenu(h, 'Pair next round');
  h.workbook.toasts.length = 0;
  return h;
}

describe('a mistyped result', () => {
  it('is a board that needs its result: listed with what it holds, never "all results in", the problem naming its row and column once', () => {
    const h = sixteen();
    for (let board = 1; board <= 8; board++) type(h, 1, board, board === 2 ? '2-0' : '1-0');
    const status = h.call('getStatus') as Status;
    expect(status.missingResults).toEqual([expect.objectContaining({ round: 1, board: 2, typed: '2-0' })]);
    expect(status.finished).toBe(false);
    expect(missingTitle(status)).toBe('1 board needs a result in round 1:');
    expect(missingLine(status.missingResults[0]!)).toMatch(/^Board 2: .+ – .+ \(typed "2-0", not a result\)$/);
    const row = rowOf(h, 1, 2);
    expect(status.problem).toBe(`Pairings, row ${row}, column Result: "2-0" is not a result (round 1, board 2). Type 1-0, 0-1, ½-½ (or 1/2-1/2, 0.5-0.5, =), +/- or -/+ for a forfeit win, -/- for a double forfeit.`);
    expect(status.problem!.match(/row|cell/g)).toEqual(['row']);
    // Pair next round refuses, saying it once.
    h.services.ui.alerts.length = 0;
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts).toEqual([`Nothing was changed. ${status.problem}`]);
  });

  it('is marked in Pairings (a note and a background) until it is fixed, and the mark comes off then', () => {
    const h = sixteen();
    type(h, 1, 1, '1-0');
    type(h, 1, 2, '2-0');
    const sheet = h.workbook.sheet('Pairings')!;
    const row = rowOf(h, 1, 2);
    expect(sheet.cell(row, 5)).toMatchObject({ value: '2-0', background: '#fce8e6', note: expect.stringMatching(/^Sheetmate: "2-0" is not a result\. Type 1-0/) });
    // Only that cell: the other results are not marked.
    expect(values(h, 'Pairings').map((_, index) => sheet.cell(index + 1, 5)?.note).filter((note) => note !== undefined)).toHaveLength(1);
    // Another valid result typed: the mark stays, nothing else is marked.
    h.workbook.resetCounts();
    type(h, 1, 3, '0-1');
    expect(h.workbook.calls.byMethod.setNote ?? 0).toBe(0);
    expect(sheet.cell(row, 5)!.note).toBeDefined();
    // Fixed: the note and the background go, and the status has no problem left.
    type(h, 1, 2, '1-0');
    expect(sheet.cell(row, 5)!.note).toBeUndefined();
    expect(sheet.cell(row, 5)!.background ?? null).toBeNull();
    expect(h.call('getStatus')).toMatchObject({ problem: null, missingResults: expect.not.arrayContaining([expect.objectContaining({ board: 2 })]) });
  });

  it('does not stop the results typed around it: Standings, Live and Crosstable count each one', () => {
    const h = sixteen();
    type(h, 1, 1, '1-0');
    type(h, 1, 2, '2-0');
    for (const board of [3, 4, 5, 6, 7, 8]) type(h, 1, board, board % 2 === 0 ? '0-1' : '½-½');
    expect(String(values(h, 'Standings')[0]![0])).toMatch(/^Standings during round 1 of 5 \(7 of 8 results in; tie-breaks once round 1 is complete\) · /);
    const live = values(h, 'Live').map((cells) => String(cells[0]));
    expect(live).toContain('Round 1: 7 of 8 results in');
    expect(live).toContain('Standings during round 1 of 5 (7 of 8 results in)');
    // Board 2's two players have no point of round 1 yet; board 1's winner has one.
    const pairing = values(h, 'Pairings').find((cells) => cells[0] === 1 && cells[1] === 1)!;
    const points = new Map(values(h, 'Standings').slice(2).map((cells) => [cells[2], cells[4]]));
    expect(points.get(pairing[2])).toBe(1);
    const second = values(h, 'Pairings').find((cells) => cells[0] === 1 && cells[1] === 2)!;
    expect([points.get(second[2]), points.get(second[6])]).toEqual([0, 0]);
    // The record keeps what the board had (nothing): the sheet, not a guess, says the result.
    expect(h.call('getStatus')).toMatchObject({ missingResults: [expect.objectContaining({ board: 2, typed: '2-0' })] });
  });

  it('raises its own toast once, naming the row and column once; each result typed after it gets a short reminder, not the same error', () => {
    const h = sixteen();
    type(h, 1, 2, '2-0');
    const row = rowOf(h, 1, 2);
    const first = h.workbook.toasts.at(-1)!;
    expect(first.title).toBe('Sheetmate: not a result');
    expect(first.message).toMatch(new RegExp(`^Pairings, row ${row}, column Result: "2-0" is not a result \\(round 1, board 2\\)\\. Type 1-0`));
    expect(first.message).toMatch(/The other results still count\.$/);
    expect(first.message).not.toMatch(/cell [A-Z]+\d/);
    for (const board of [1, 3, 4]) type(h, 1, board, '1-0');
    const reminders = h.workbook.toasts.slice(1);
    expect(reminders).toHaveLength(3);
    for (const toast of reminders) {
      expect(toast.title).toBe('Sheetmate');
      expect(toast.message).toBe(`Counted. Board 2 of round 1 still needs a result: "2-0" (Pairings, row ${row}) is not one.`);
    }
    // Fixed: the typing is quiet again.
    type(h, 1, 2, '0-1');
    type(h, 1, 5, '1-0');
    expect(h.workbook.toasts).toHaveLength(4);
  });

  it('is undone with its round: the mark goes with it, and the next round is not marked', () => {
    const h = sixteen();
    type(h, 1, 2, '2-0');
    h.services.ui.answers.push('yes');
    clickMenu(h, 'Undo last round');
    expect(h.call('getStatus')).toMatchObject({ round: 0, problem: null });
    clickMenu(h, 'Pair next round');
    const sheet = h.workbook.sheet('Pairings')!;
    expect(values(h, 'Pairings').map((_, index) => sheet.cell(index + 1, 5)?.note).filter((note) => note !== undefined)).toEqual([]);
  });
});

describe('Update standings from the menu', () => {
  it('says in a toast what it updated, and what still needs a result', () => {
    const h = sixteen();
    h.workbook.sheet('Pairings')!.type(rowOf(h, 1, 1), 5, '1-0');
    clickMenu(h, 'Update standings');
    expect(h.services.ui.alerts).toEqual([]);
    expect(h.workbook.toasts.at(-1)).toMatchObject({
      title: 'Sheetmate',
      message: expect.stringMatching(/^Updated Standings, Crosstable and Live\. Standings during round 1 of 5 \(1 of 8 results in\)\.$/),
    });
    clickMenu(h, 'Update standings');
    expect(h.workbook.toasts.at(-1)!.message).toBe('Nothing to update: every sheet already counts the results typed. Standings during round 1 of 5 (1 of 8 results in).');
    h.workbook.sheet('Pairings')!.type(rowOf(h, 1, 2), 5, '2-0');
    clickMenu(h, 'Update standings');
    expect(h.workbook.toasts.at(-1)!.message).toMatch(/ Board 2 of round 1 still needs a result: "2-0" \(Pairings, row \d+\) is not one\.$/);
    expect(h.workbook.toasts.filter((toast) => toast.title !== 'Sheetmate')).toEqual([]);
  });
});

describe('what the menu says', () => {
  it('says each outcome once: a toast without sections, a dialog (and no toast) with sections', () => {
    const plain = sixteen();
    expect(plain.services.ui.alerts).toEqual([]);
    clickMenu(plain, 'Update standings');
    expect(plain.workbook.toasts.map((toast) => toast.message)).toEqual(['Nothing to update: every sheet already counts the results typed. Standings before round 1 (round 1 paired, 0 of 8 results in).']);

    const players = [['Name', 'Rating', 'Section'], ...Array.from({ length: 6 }, (_, i) => [`Kid ${i + 1}`, 900 - i, i < 3 ? 'U8' : 'U10'])];
    const h = harness({ Players: players });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts).toHaveLength(1);
    expect(h.services.ui.alerts[0]).toMatch(/^U8: Round 1 paired: 1 board; bye: Kid 3 \(1 pt\)\.\nU10: Round 1 paired: 1 board; bye: Kid 6 \(1 pt\)\.$/);
    expect(h.workbook.toasts).toEqual([]);
    h.services.ui.alerts.length = 0;
    h.services.ui.answers.push('yes');
    clickMenu(h, 'Undo last round');
    // The question naming the section, then the outcome once, in a dialog: no toast besides.
    expect(h.services.ui.alerts).toHaveLength(2);
    expect(h.services.ui.alerts[1]).toBe('U10: Round 1 removed.');
    expect(h.workbook.toasts).toEqual([]);
  });
});
