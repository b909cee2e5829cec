import { describe, expect, it } from 'vitest';
import { readPairingsTable } from '../../../src/core/workbook/pairings-table';
import { parseResult } from '../../../src/core/workbook/results';

const HEADER = ['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black'];

describe('readPairingsTable', () => {
  it('is empty for a missing or blank sheet', () => {
    expect(readPairingsTable([]).rounds).toEqual([]);
    expect(readPairingsTable([[''], ['']]).hasHeader).toBe(false);
  });

  it('reads rounds newest-first as written, returns them oldest-first with boards and byes', () => {
    const table = readPairingsTable([
      HEADER,
      [2, 1, 'Asha', 1, '', 0, 'Cole'],
      [2, '', 'Ben', 0, '', '', 'BYE'],
      [1, 1, 'Asha', 0, '1-0', 0, 'Ben'],
      [1, '', 'Cole', 0, '', '', '½-point bye'],
    ]);
    expect(table.rounds.map((r) => r.round)).toEqual([1, 2]);
    expect(table.rounds[0]!.boards[0]).toMatchObject({ white: 'Asha', black: 'Ben', result: { white: '1', black: '0' }, row: 4 });
    expect(table.rounds[0]!.byes).toEqual([{ round: 1, player: 'Cole', kind: 'half-point', row: 5 }]);
    expect(table.rounds[1]!.boards[0]!.result).toBeNull();
    expect(table.rounds[1]!.byes[0]!.kind).toBe('pairing-allocated');
  });

  it('finds its columns after the organiser inserts one', () => {
    const table = readPairingsTable([
      ['Round', 'Board', 'Table', 'White', 'Pts', 'Result', 'Pts', 'Black'],
      [1, 1, 'A', 'Asha', 0, '0-1', 0, 'Ben'],
    ]);
    expect(table.columns).toMatchObject({ white: 3, whitePoints: 4, result: 5, blackPoints: 6, black: 7 });
    expect(table.rounds[0]!.boards[0]!.result!.black).toBe('1');
  });

  it('names the cell of an unreadable result', () => {
    expect(() => readPairingsTable([HEADER, [1, 1, 'Asha', 0, '1:1', 0, 'Ben']])).toThrow(
      /Pairings, row 2, column Result: "1:1" is not a result \(round 1, board 1\)/,
    );
  });

  it('refuses a gap in the rounds', () => {
    expect(() => readPairingsTable([HEADER, [4, 1, 'Asha', 0, '', 0, 'Ben'], [2, 1, 'Asha', 0, '1-0', 0, 'Ben']])).toThrow(
      /round 3 is missing while round 4 is there/,
    );
  });
});

describe('parseResult', () => {
  it.each([
    ['1-0', '1', '0'],
    ['0-1', '0', '1'],
    ['½-½', '=', '='],
    ['1/2-1/2', '=', '='],
    ['0.5-0.5', '=', '='],
    ['=', '=', '='],
    ['+/-', '+', '-'],
    ['-/+', '-', '+'],
    ['-/-', '-', '-'],
    [' 1 - 0 ', '1', '0'],
  ])('reads %s', (text, white, black) => {
    expect(parseResult(text)).toMatchObject({ white, black });
  });
  it('reads a blank cell as not played yet, and nonsense as unreadable', () => {
    expect(parseResult('')).toBeNull();
    expect(parseResult('2-0')).toBeUndefined();
  });
});
