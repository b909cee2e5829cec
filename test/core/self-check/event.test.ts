/**
 * The installation check's event as pure plans: its steps played on the
 * values alone (the core's in-memory workbook), so the script is right
 * before any spreadsheet is involved, and the comparisons and the report in
 * words.
 */
import { describe, expect, it } from 'vitest';
import { cellCount, fingerprintChanges, valueDifferences, type Fingerprint } from '../../../src/core/self-check/compare';
import { CHECK_SETTINGS, checkPlayersRows, checkSteps } from '../../../src/core/self-check/event';
import { applyPlan, sheetsOfRead, withCells } from '../../../src/core/self-check/memory';
import { storedRecordOf } from '../../../src/core/record/sheet-rows';
import { workbook } from '../../support/sheet-values';

describe("the check's event, played on values alone", () => {
  it('pairs three rounds of six invented players, undoes and re-pairs round 2, and exports the TRF naming the program', () => {
    let read = { ...workbook({ Players: checkPlayersRows() }, { version: '0.3.0' }), settings: CHECK_SETTINGS };
    const outcomes: [string, string][] = [];
    for (const step of checkSteps('Sheetmate 0.3.0')) {
      if (step.typed !== undefined) read = withCells(read, step.typed.sheet, step.typed.cells(read));
      const plan = step.plan(read);
      read = applyPlan(read, plan);
      outcomes.push([step.name, step.outcome(plan, read)]);
    }
    expect(outcomes).toEqual([
      ['Round 1', 'paired (3 boards)'],
      ['Round 1 results', '3 typed and counted'],
      ['Round 2', 'paired (3 boards)'],
      ['Undo round 2', 'removed'],
      ['Round 2 again', 'paired (3 boards)'],
      ['Round 2 results', '3 typed and counted'],
      ['Round 3', 'paired (3 boards)'],
      ['Round 3 results', '3 typed and counted'],
      ['TRF export', 'written (182 Sheetmate 0.3.0)'],
    ]);
    const record = storedRecordOf(read.record)!;
    // Round 1 paired, results, round 2, undo, round 2 again, results, round 3, results: each a generation (the TRF writes no record).
    expect(record.header.generation).toBe(8);
    expect(record.record.sections[0]!.rounds.map((round) => round.pairedBy)).toEqual(['0.3.0', '0.3.0', '0.3.0']);
    // A forfeit and draws among the results: each stays text.
    const results = read.sheets.get('Pairings')!.slice(1).map((row) => row[4]);
    expect(results).toEqual(['0-1', '½-½', '1-0', '+/-', '1-0', '½-½', '1-0', '½-½', '0-1']);
    expect(String(read.sheets.get('Standings')![0]![0])).toMatch(/^Standings after round 3 of 3/);
  });

  it("refuses a step whose action did not do what it should: a round paired twice is the core's refusal, in its words", () => {
    let read = { ...workbook({ Players: checkPlayersRows() }, { version: '0.3.0' }), settings: CHECK_SETTINGS };
    const [round1] = checkSteps('Sheetmate 0.3.0');
    read = applyPlan(read, round1!.plan(read));
    expect(() => round1!.plan(read)).toThrow(/round 1 was asked for, but the sheet now stands before round 2/);
    const [, results] = checkSteps('Sheetmate 0.3.0');
    const typedOnce = withCells(read, 'Pairings', results!.typed!.cells(read));
    // Results typed into a round with other boards than the check's: refused, naming the count.
    expect(() => results!.typed!.cells({ ...typedOnce, sheets: new Map([...typedOnce.sheets, ['Pairings', typedOnce.sheets.get('Pairings')!.slice(0, 2)]]) })).toThrow(
      /Pairings shows 1 boards of round 1, not 3/,
    );
  });
});

describe('what the check compares', () => {
  const sheets = (values: Record<string, unknown[][]>) => new Map(Object.entries(values));

  it('finds a value changed in type or place, a sheet missing or extra, and nothing when they agree', () => {
    const wrote = sheets({ Pairings: [['Result'], ['½-½'], ['1-0']], Players: [['Name'], ['Check player 1']] });
    expect(valueDifferences(wrote, sheets({ Pairings: [['Result'], ['½-½'], ['1-0']], Players: [['Name'], ['Check player 1']] }))).toEqual([]);
    expect(valueDifferences(wrote, sheets({ Pairings: [['Result'], [0.5], ['1-0']], Players: [['Name'], ['Check player 1']] }))).toEqual([
      'Pairings row 2, column 1: the sheet holds 0.5 where the core wrote "½-½"',
    ]);
    expect(valueDifferences(wrote, sheets({ Pairings: [['Result'], ['½-½'], [new Date(Date.UTC(2026, 0, 1))]], Players: [['Name'], ['Check player 1'], ['x']] }))).toEqual([
      'Pairings row 3, column 1: the sheet holds the date 2026-01-01T00:00:00.000Z where the core wrote "1-0"',
      'Players row 3, column 1: the sheet holds "x" where the core wrote ""',
    ]);
    expect(valueDifferences(wrote, sheets({ Pairings: [['Result'], ['½-½'], ['1-0']], Live: [[]] }))).toEqual(['Players: missing', 'Live: a sheet the core did not write']);
    expect(cellCount(wrote)).toBe(5);
    expect(sheetsOfRead({ players: [['Name']], record: null, sheets: new Map() }).has('Players')).toBe(true);
  });

  it("tells a change in the organiser's sheets by position, never by name", () => {
    const before: Fingerprint = {
      sheets: [
        { name: 'Players', hidden: false, lastRow: 9, lastColumn: 3, header: '' },
        { name: 'Pairings U10', hidden: false, lastRow: 5, lastColumn: 7, header: '' },
        { name: 'Sheetmate record', hidden: true, lastRow: 2, lastColumn: 8, header: 'sheetmate-record\t4\tcomplete' },
      ],
      properties: '[["sheetmate.settings","{}"]]',
      active: 'Players',
    };
    expect(fingerprintChanges(before, before)).toEqual([]);
    const changed: Fingerprint = {
      sheets: [
        { name: 'Players', hidden: true, lastRow: 9, lastColumn: 3, header: '' },
        { name: 'Pairings U10', hidden: false, lastRow: 6, lastColumn: 7, header: '' },
        { name: 'Sheetmate record', hidden: true, lastRow: 2, lastColumn: 8, header: 'sheetmate-record\t5\tcomplete' },
        { name: 'Sheetmate check Live', hidden: false, lastRow: 1, lastColumn: 1, header: '' },
      ],
      properties: '[]',
      active: 'Sheetmate check Live',
    };
    const words = fingerprintChanges(before, changed);
    expect(words).toEqual([
      '3 sheets before, 4 sheets after',
      'sheet 1 was hidden',
      'sheet 2 went from 5×7 cells in use to 6×7',
      "sheet 3 (Sheetmate's record) was written",
      "the document's properties changed",
      'another sheet is shown',
    ]);
    expect(words.join(' ')).not.toMatch(/U10|Players/);
  });
});
