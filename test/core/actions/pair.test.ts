/**
 * Pair next round as a pure plan, from sheet values: what it writes, in what
 * order, what it answers, and what it refuses, without a spreadsheet.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import { PairingRefusedError } from '../../../src/core/errors';
import { PAIRING_SYSTEMS, type PairingSystem } from '../../../src/core/systems';
import { applyPlan, board, bye, cellsChanged, cellsWritten, field, pairings, players, round, typed, workbook } from '../../support/sheet-values';

describe('pairing round 1', () => {
  it('writes the record first (being written), then Pairings on top, the IDs and the views; says what it did', () => {
    const read = workbook({ Players: field(7) });
    const plan = pairAction(read);
    expect(plan.result.message).toBe('Round 1 paired: 3 boards; bye: Player 07 (1 pt).');
    expect(plan.record?.when).toBe('first');
    expect(plan.action).toBe('pairing round 1');
    const after = applyPlan(read, plan);
    const rows = after.sheets.get('Pairings')!;
    expect(rows[0]).toEqual(['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black']);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[6]])).toEqual([
      [1, 'Player 01', 'Player 04'],
      [2, 'Player 05', 'Player 02'],
      [3, 'Player 03', 'Player 06'],
      ['', 'Player 07', 'BYE'],
    ]);
    const idColumn = after.players![0]!.indexOf('Sheetmate ID');
    expect(after.players!.map((row) => row[idColumn])).toEqual(['Sheetmate ID', 1, 2, 3, 4, 5, 6, 7]);
    expect(String(after.record![0]![2])).toBe('complete');
    for (const view of ['Byes', 'Standings', 'Crosstable', 'Live', 'By name']) expect(after.sheets.has(view)).toBe(true);
  });

  it('refuses two Players rows whose names differ only in spacing, with their rows, and plans nothing', () => {
    const read = workbook({ Players: players(['Ana Silva', 1800], ['Bob Jones', 1700], ['Ana\u00a0 Silva', 1600], ['Carl Ek', 1500]) });
    expect(() => pairAction(read)).toThrow(/Players, row 4, column Name: "Ana\u00a0 Silva" is listed twice \(rows 2 and 4\)/);
  });
});

describe('a round typed by hand', () => {
  it('reads its names by the one name rule: spacing, case and Unicode form aside', () => {
    const read = workbook({
      Players: players(['Ana Silva', 1800], ['Bob Jones', 1700], ['José Ruiz', 1600], ['Dee Moss', 1500]),
      Pairings: pairings(round(1, board(1, 'ANA  SILVA', 'Jose\u0301 Ruiz', '1-0'), board(2, 'bob\u00a0jones', 'Dee Moss', '0-1'))),
    });
    const plan = pairAction(read);
    expect(plan.result.message).toMatch(/^Round 2 paired: 2 boards\. Round 1 in Pairings was not paired by Sheetmate; taken as typed\.$/);
    // The cells a spelling left behind are written with the names Players has.
    const after = applyPlan(read, plan);
    const round1 = after.sheets.get('Pairings')!.filter((row) => row[0] === 1);
    expect(round1.map((row) => [row[2], row[6]])).toEqual([
      ['Ana Silva', 'José Ruiz'],
      ['Bob Jones', 'Dee Moss'],
    ]);
  });
});

describe('the verifier', () => {
  /** A Dutch system that pairs as the real one, except that it repeats round 1's first game. */
  function rematching(): PairingSystem {
    return {
      ...PAIRING_SYSTEMS.dutch,
      pairRound(input) {
        const paired = PAIRING_SYSTEMS.dutch.pairRound(input);
        if (input.round === 1) return paired;
        const first = input.tournament.players[0]!;
        const opponent = first.rounds[0]!.opponent!;
        const others = paired.pairing.boards.flatMap((one) => [one.white, one.black]).filter((player) => player !== first.startNumber && player !== opponent);
        const boards = [{ board: 1, white: first.startNumber, black: opponent }];
        for (let index = 0; index + 1 < others.length; index += 2) boards.push({ board: boards.length + 1, white: others[index]!, black: others[index + 1]! });
        return { pairing: { ...paired.pairing, boards } };
      },
    };
  }

  it('refuses a pairing that breaks an absolute criterion (a rematch, C1): the action plans nothing', () => {
    const read = workbook({ Players: field(8) });
    const after = applyPlan(read, pairAction(read));
    let done = after;
    for (let boardNumber = 1; boardNumber <= 4; boardNumber++) done = typed(done, 'Pairings', boardNumber, '1-0');
    const systems = { ...PAIRING_SYSTEMS, dutch: rematching() };
    expect(() => pairAction(done, {}, systems)).toThrow(PairingRefusedError);
    expect(() => pairAction(done, {}, systems)).toThrow(/the pairing Sheetmate made for round 2 breaks an absolute criterion of the FIDE Dutch system \(round 2: board 1: 1 and 5 have already played \(C1\)\)/);
    // The real system pairs the same sheets.
    expect(pairAction(done).result.message).toMatch(/^Round 2 paired: 4 boards\./);
  });
});

describe('what a round paired writes', () => {
  it('writes only the cells that change in the views the round changes', () => {
    const read = workbook({ Players: field(20) });
    let sheets = applyPlan(read, pairAction(read));
    for (let boardNumber = 1; boardNumber <= 10; boardNumber++) sheets = typed(sheets, 'Pairings', boardNumber, boardNumber % 3 === 0 ? '½-½' : '1-0');
    const plan = pairAction(sheets);
    const cells = cellsWritten(plan);
    // The new round's ten rows of seven cells; the Score and Opponents Sheetmate keeps in Players, one cell a player each.
    expect(cells.Pairings).toBe(70);
    expect(cells.Players).toBe(40);
    // Each view: the cells that differ from what it held, and few more (the ranges cover a gap of a row or two).
    const after = applyPlan(sheets, plan);
    for (const name of ['Byes', 'Standings', 'Crosstable', 'Live', 'By name']) {
      const changed = cellsChanged(sheets.sheets.get(name), after.sheets.get(name));
      expect(cells[name] ?? 0).toBeGreaterThanOrEqual(changed);
      expect(cells[name] ?? 0).toBeLessThanOrEqual(changed * 1.25 + 10);
    }
  });

  it('leaves a bye row, and a bye typed by hand, where they are', () => {
    const read = workbook({
      Players: field(5),
      Pairings: pairings(round(1, board(1, 'Player 01', 'Player 04', '1-0'), board(2, 'Player 05', 'Player 02', '0-1'), bye('Player 03'))),
    });
    const after = applyPlan(read, pairAction(read));
    expect(after.sheets.get('Pairings')!.filter((row) => row[0] === 1 && row[1] === '')).toEqual([[1, '', 'Player 03', '', '', '', 'BYE']]);
    expect(after.sheets.get('Pairings')!.filter((row) => row[0] === 2 && row[1] === '')).toEqual([[2, '', 'Player 05', 0, '', '', 'BYE']]);
  });
});
