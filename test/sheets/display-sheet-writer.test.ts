/**
 * The display-sheet writer on the local workbook (which formats as Sheets
 * does: merges, widths, wrapping, type): what it writes, how it lays it out,
 * that its calls do not grow with the field, and that a sheet of the same
 * shape gets its values only.
 */
import { describe, expect, it } from 'vitest';
import { liveSheet } from '../../src/core/views/live-view';
import { byNameSheet } from '../../src/core/views/by-name-view';
import type { EventInProgress } from '../../src/core/event/progress';
import { LocalWorkbook } from '../../src/local/apps-script/workbook';
import { displayLayout, estimatedLines } from '../../src/core/views/display-sheet';
import { writeDisplaySheet } from '../../src/sheets/display-sheet-writer';
import { liveEvent } from '../support/live-builders';

/** A field of `n` players in round 2, the results of round 2 typed on every board where `typed` says so. */
function event(n: number, typed: (board: number) => boolean = (board) => board % 2 === 0): EventInProgress {
  const names = Array.from({ length: n }, (_, index) => `Player ${String(index + 1).padStart(3, '0')}`);
  const pairs = (shift: number, done: (board: number) => boolean) =>
    Array.from({ length: n / 2 }, (_, board) => `${names[board]} - ${names[((board + shift) % (n / 2)) + n / 2]}${done(board) ? ' 1-0' : ''}`);
  return liveEvent(...names)
    .round(...pairs(0, () => true))
    .current(...pairs(1, typed))
    .build();
}

const live = (n: number, typed?: (board: number) => boolean) =>
  liveSheet({ eventName: 'Spring Open', event: event(n, typed), totalRounds: 5, pairedAt: 'Sat 14 Mar, 14:05', standings: { system: 'swiss', tiebreaks: ['BH'] } });

function calls(workbook: LocalWorkbook): number {
  return Object.values(workbook.calls.byMethod).reduce((sum, count) => sum + count, 0);
}

describe('writeDisplaySheet', () => {
  it('creates the sheet, writes the values as text where needed, and lays it out for a phone', () => {
    const workbook = new LocalWorkbook();
    const display = live(8);
    writeDisplaySheet(workbook, 'Live', display);
    const sheet = workbook.sheet('Live')!;
    const values = sheet.values();
    expect(values).toHaveLength(display.rows.length);
    expect(values[0]).toEqual(['Spring Open', '', '', '']);
    // A rank such as "1" stays text (Sheets would make it a number).
    expect(values.find((row) => row[1] === 'Player 001')?.[0]).toMatch(/^\d+(–\d+)?$/);
    expect([1, 2, 3, 4].map((column) => sheet.columnWidths.get(column))).toEqual(display.columns.map((column) => column.width));
    expect(sheet.frozenRows).toBe(2);
    const title = sheet.cell(1, 1)!;
    expect(title).toMatchObject({ bold: true, fontSize: 14, mergeAcross: 4, wrap: true, horizontalAlignment: 'left' });
    expect(sheet.cell(1, 2)!.merged).toBe(true);
    // Every spanning line is merged across the four columns; table rows are not.
    display.rows.forEach((row, index) => {
      const spanning = ['title', 'subtitle', 'section', 'note'].includes(row.kind);
      expect(sheet.cell(index + 1, 1)?.mergeAcross, `row ${index + 1} (${row.kind})`).toBe(spanning ? 4 : undefined);
    });
    // Names wrap, the board and result columns are centred.
    const board = values.findIndex((row) => row[0] === 1) + 1;
    expect(sheet.cell(board, 2)).toMatchObject({ wrap: true, horizontalAlignment: 'left' });
    expect(sheet.cell(board, 3)).toMatchObject({ horizontalAlignment: 'center' });
    expect(sheet.cell(board, 3)!.wrap).toBeUndefined();
    const headers = display.rows.flatMap((row, index) => (row.kind === 'header' ? [index + 1] : []));
    for (const row of headers) expect(sheet.cell(row, 2)!.bold).toBe(true);
    expect(sheet.rowHeights.get(1)).toBe(28);
  });

  it('clears what it wrote last time, merges included, before writing a shorter round', () => {
    const workbook = new LocalWorkbook();
    writeDisplaySheet(workbook, 'Live', live(40));
    const longer = workbook.sheet('Live')!.values().length;
    const display = live(8);
    writeDisplaySheet(workbook, 'Live', display, { previousLayout: displayLayout(live(40)) });
    const sheet = workbook.sheet('Live')!;
    expect(sheet.values()).toHaveLength(display.rows.length);
    expect(longer).toBeGreaterThan(display.rows.length);
    // No merge or format is left below the new block, nor a merge where a table row now is.
    for (let row = display.rows.length + 1; row <= longer; row++) {
      for (let column = 1; column <= 4; column++) expect(sheet.cell(row, column) ?? { value: '' }).toEqual({ value: '' });
    }
    display.rows.forEach((row, index) => {
      if (row.kind === 'row') expect(sheet.cell(index + 1, 1)!.mergeAcross).toBeUndefined();
    });
  });

  it('writes only the values when the layout is the one written last time', () => {
    const workbook = new LocalWorkbook();
    const before = live(8, (board) => board < 1);
    const layout = writeDisplaySheet(workbook, 'Live', before);
    const after = live(8, (board) => board < 3);
    expect(displayLayout(after)).toBe(layout);
    workbook.resetCounts();
    writeDisplaySheet(workbook, 'Live', after, { previousLayout: layout });
    expect(workbook.calls.byMethod).toEqual({ getSheetByName: 1, getLastRow: 1, getRange: 1, setValues: 1 });
    expect(workbook.sheet('Live')!.values()).toEqual(after.rows.map((row) => row.cells));
    // The formats stay as they were written.
    expect(workbook.sheet('Live')!.cell(1, 1)!.mergeAcross).toBe(4);
  });

  it('formats afresh when the layout changed, or when the sheet was deleted', () => {
    const workbook = new LocalWorkbook();
    const layout = writeDisplaySheet(workbook, 'Live', live(8));
    workbook.removeSheet('Live');
    workbook.resetCounts();
    writeDisplaySheet(workbook, 'Live', live(8), { previousLayout: layout });
    expect(workbook.calls.byMethod.insertSheet).toBe(1);
    expect(workbook.calls.byMethod.mergeAcross).toBeGreaterThan(0);
    expect(workbook.sheet('Live')!.cell(1, 1)!.mergeAcross).toBe(4);
  });

  it('makes as many calls for 400 players as for 8', () => {
    const count = (n: number) => {
      const workbook = new LocalWorkbook();
      writeDisplaySheet(workbook, 'Live', live(n));
      writeDisplaySheet(workbook, 'By name', byNameSheet(event(n)));
      return calls(workbook);
    };
    expect(count(400)).toBe(count(8));
    expect(count(400)).toBeLessThanOrEqual(72);
  });

  it('gives each spanning line the height of its lines', () => {
    expect(estimatedLines('Standings after round 3 of 7 (5 of 8 results in)', 336, 7)).toBe(1);
    expect(estimatedLines('Standings after round 3 of 7 (15 of 18 results in)', 336, 7)).toBe(2);
    expect(estimatedLines('x'.repeat(100), 336, 7)).toBe(3);
    const workbook = new LocalWorkbook();
    const display = liveSheet({ eventName: 'Riverside Chess Club Spring Open (juniors)', event: event(8), totalRounds: 5, standings: { system: 'swiss' } });
    writeDisplaySheet(workbook, 'Live', display);
    // The title, at 14 pt, takes two lines of 28 px; so does the note under the standings, at 21 px:
    // "BH/C1: Buchholz Cut-1; tie-breaks as after round 1."
    const note = display.rows.findIndex((row) => row.cells[0] === 'BH/C1: Buchholz Cut-1; tie-breaks as after round 1.') + 1;
    expect(note).toBeGreaterThan(0);
    const sheet = workbook.sheet('Live')!;
    expect(sheet.rowHeights.get(1)).toBe(56);
    expect(sheet.rowHeights.get(note)).toBe(42);
    expect(sheet.rowHeights.get(2)).toBe(21);
  });
});
