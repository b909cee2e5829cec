/**
 * The display-sheet writer on a recording stand-in for Google's sheet: what
 * it writes, how it lays it out, and that its calls do not grow with the field.
 */
import { describe, expect, it } from 'vitest';
import { liveSheet } from '../../src/core/event/live-view';
import { byNameSheet } from '../../src/core/event/by-name-view';
import type { EventInProgress } from '../../src/core/event/event-in-progress';
import {
  estimatedLines,
  writeDisplaySheet,
  type DisplayRangeApi,
  type DisplayRangeListApi,
  type DisplaySheetApi,
  type DisplaySpreadsheetApi,
} from '../../src/sheets/display-sheet-writer';
import { liveEvent } from '../support/live-builders';

/** Records every call as `method(args)`, and keeps the values written. */
class RecordingSheet implements DisplaySheetApi {
  readonly calls: string[] = [];
  values: unknown[][] = [];
  lastRow = 0;
  frozen = 0;
  readonly widths = new Map<number, number>();

  getLastRow(): number {
    return this.lastRow;
  }

  getRange(row: number, column: number, numRows: number, numColumns: number): DisplayRangeApi {
    const where = `${row},${column},${numRows},${numColumns}`;
    const range: DisplayRangeApi = {
      setValues: (values) => {
        this.calls.push(`setValues(${where})`);
        this.values = values;
        this.lastRow = Math.max(this.lastRow, row + numRows - 1);
        return range;
      },
      breakApart: () => this.record(range, `breakApart(${where})`),
      clear: () => {
        this.values = [];
        return this.record(range, `clear(${where})`);
      },
      mergeAcross: () => this.record(range, `mergeAcross(${where})`),
      setWrap: (wrap) => this.record(range, `setWrap(${where},${wrap})`),
      setHorizontalAlignment: (align) => this.record(range, `setHorizontalAlignment(${where},${align})`),
      setVerticalAlignment: (align) => this.record(range, `setVerticalAlignment(${where},${align})`),
      setFontSize: (size) => this.record(range, `setFontSize(${where},${size})`),
    };
    return range;
  }

  getRangeList(a1Notations: string[]): DisplayRangeListApi {
    const where = a1Notations.join(' ');
    const list: DisplayRangeListApi = {
      setFontWeight: (weight) => this.record(list, `setFontWeight(${where},${weight})`),
      setFontStyle: (style) => this.record(list, `setFontStyle(${where},${style})`),
      setWrap: (wrap) => this.record(list, `setWrap(${where},${wrap})`),
      setHorizontalAlignment: (align) => this.record(list, `setHorizontalAlignment(${where},${align})`),
    };
    return list;
  }

  setColumnWidth(column: number, width: number): DisplaySheetApi {
    this.widths.set(column, width);
    return this.record(this, `setColumnWidth(${column},${width})`);
  }

  setRowHeight(row: number, height: number): DisplaySheetApi {
    return this.record(this, `setRowHeight(${row},${height})`);
  }

  setFrozenRows(rows: number): void {
    this.frozen = rows;
    this.calls.push(`setFrozenRows(${rows})`);
  }

  private record<T>(value: T, call: string): T {
    this.calls.push(call);
    return value;
  }
}

function spreadsheetWith(sheet: RecordingSheet | null): DisplaySpreadsheetApi & { inserted: string[]; sheet: RecordingSheet } {
  const inserted: string[] = [];
  let current = sheet;
  return {
    inserted,
    get sheet() {
      return current!;
    },
    getSheetByName: () => current,
    insertSheet: (name) => {
      inserted.push(name);
      current = new RecordingSheet();
      return current;
    },
  };
}

/** A field of `n` players in round 2, half the results of round 2 typed. */
function event(n: number): EventInProgress {
  const names = Array.from({ length: n }, (_, index) => `Player ${String(index + 1).padStart(3, '0')}`);
  const pairs = (shift: number, typed: (board: number) => boolean) =>
    Array.from({ length: n / 2 }, (_, board) => `${names[board]} - ${names[(board + shift) % (n / 2) + n / 2]}${typed(board) ? ' 1-0' : ''}`);
  return liveEvent(...names)
    .round(...pairs(0, () => true))
    .current(...pairs(1, (board) => board % 2 === 0))
    .build();
}

const live = (n: number) => liveSheet({ eventName: 'Spring Open', event: event(n), totalRounds: 5, pairedAt: 'Sat 14:05', standings: { system: 'swiss', tiebreaks: ['BH'] } });

describe('writeDisplaySheet', () => {
  it('creates the sheet, writes the values as text where needed, and lays it out', () => {
    const spreadsheet = spreadsheetWith(null);
    const display = live(8);
    writeDisplaySheet(spreadsheet, 'Live', display);
    const sheet = spreadsheet.sheet;
    expect(spreadsheet.inserted).toEqual(['Live']);
    expect(sheet.values.length).toBe(display.rows.length);
    expect(sheet.values[0]).toEqual(['Spring Open', '', '', '']);
    // A rank such as "1" stays text (Sheets would turn it into a number).
    expect(sheet.values.find((row) => row[1] === 'Player 001')?.[0]).toMatch(/^'?\d/);
    expect([...sheet.widths.values()]).toEqual(display.columns.map((column) => column.width));
    expect(sheet.frozen).toBe(2);
    expect(sheet.calls).toContain('setFontSize(1,1,1,1,14)');
    expect(sheet.calls).toContain('mergeAcross(1,1,1,4)');
    expect(sheet.calls.filter((call) => call.startsWith('mergeAcross')).length).toBe(display.rows.filter((row) => ['title', 'subtitle', 'section', 'note'].includes(row.kind)).length);
    const bold = sheet.calls.find((call) => call.startsWith('setFontWeight'))!;
    expect(bold).toBe('setFontWeight(A1:D1 A4:D4 A5:D5 A11:D11 A12:D12,bold)');
  });

  it('clears what it wrote last time, merges included, before writing a shorter round', () => {
    const sheet = new RecordingSheet();
    const spreadsheet = spreadsheetWith(sheet);
    writeDisplaySheet(spreadsheet, 'Live', live(40));
    const written = sheet.lastRow;
    sheet.calls.length = 0;
    writeDisplaySheet(spreadsheet, 'Live', live(8));
    expect(sheet.calls.slice(0, 3)).toEqual([`breakApart(1,1,${written},4)`, `clear(1,1,${written},4)`, `setValues(1,1,${live(8).rows.length},4)`]);
  });

  it('makes no more calls for 400 players than for 8', () => {
    const count = (n: number) => {
      const spreadsheet = spreadsheetWith(null);
      writeDisplaySheet(spreadsheet, 'Live', live(n));
      writeDisplaySheet(spreadsheet, 'By name', byNameSheet(event(n)));
      return spreadsheet.sheet.calls.length;
    };
    // Only a spanning line that takes a second line with bigger numbers ("200 of 400") may add a row height.
    expect(count(400)).toBeLessThanOrEqual(count(8) + 2);
    expect(count(400)).toBeLessThan(70);
  });

  it('gives a long spanning line the height of its lines', () => {
    expect(estimatedLines('Standings after round 3 of 7 (5 of 8 results in)', 336, 7)).toBe(1);
    expect(estimatedLines('Standings after round 3 of 7 (15 of 18 results in)', 336, 7)).toBe(2);
    expect(estimatedLines('x'.repeat(100), 336, 7)).toBe(3);
    const spreadsheet = spreadsheetWith(null);
    const display = liveSheet({ eventName: 'Riverside Chess Club Spring Open (juniors)', event: event(8), totalRounds: 5, standings: { system: 'swiss' } });
    writeDisplaySheet(spreadsheet, 'Live', display);
    // The title, at 14 pt, takes two lines of 28 px; so does the note under the standings, at 21 px:
    // "BH/C1: Buchholz Cut-1; tie-breaks as after round 1."
    expect(display.rows[20]!.cells[0]).toBe('BH/C1: Buchholz Cut-1; tie-breaks as after round 1.');
    expect(spreadsheet.sheet.calls.filter((call) => call.startsWith('setRowHeight'))).toEqual(['setRowHeight(1,56)', 'setRowHeight(21,42)']);
  });
});
