import { describe, expect, it } from 'vitest';
import { checkTypedOpponents, paperRoundsOf } from '../../../src/core/workbook/paper-history';
import type { Entrant } from '../../../src/core/event/entrant';
import { scoreOf, STANDARD_POINTS } from '../../../src/core/model';

/** An entrant with hand-typed history: `history('Ann', 2, 'Bob, Cid', 'WB')`. */
function history(name: string, score: number, opponents: string, colours = ''): Entrant {
  return {
    row: 0,
    entryIndex: 0,
    name,
    rating: 1500,
    status: 'active',
    requestedByes: [],
    carried: { score: score * 10, opponents: opponents.split(',').map((o) => o.trim()).filter((o) => o !== ''), colours },
  };
}

function withRows(entrants: Entrant[]): Entrant[] {
  return entrants.map((entrant, index) => ({ ...entrant, row: index + 2, entryIndex: index }));
}

describe('rebuildCarriedRounds', () => {
  it('rebuilds rounds whose results give every player the typed score', () => {
    const players = withRows([
      history('Ann', 2, 'Bob, Cid', 'WB'),
      history('Bob', 1, 'Ann, Dan', 'BW'),
      history('Cid', 0.5, 'Dan, Ann', 'BW'),
      history('Dan', 0.5, 'Cid, Bob', 'WB'),
    ]);
    const carried = paperRoundsOf(players, STANDARD_POINTS);
    expect(carried.rounds).toBe(2);
    const model = players.map((entrant, index) => ({ startNumber: index + 1, name: entrant.name, rating: 1500, rounds: carried.entries[index]! }));
    expect(model.map((player) => scoreOf(player, STANDARD_POINTS))).toEqual([20, 10, 5, 5]);
    // Opponents and colours exactly as typed, and the two sides of each game mirror each other.
    expect(carried.entries[0]!.map((entry) => [entry.opponent, entry.colour])).toEqual([
      [2, 'white'],
      [3, 'black'],
    ]);
    for (const [index, entries] of carried.entries.entries()) {
      for (const [round, entry] of entries.entries()) {
        const other = carried.entries[entry.opponent! - 1]![round]!;
        expect(other.opponent).toBe(index + 1);
        expect(other.colour).not.toBe(entry.colour);
        expect({ '1': '0', '=': '=', '0': '1' }[entry.result as '1' | '=' | '0']).toBe(other.result);
      }
    }
  });

  it('reads - as a round without a game, scored as a bye when the score needs it', () => {
    const players = withRows([history('Ann', 2, 'Bob, -'), history('Bob', 0, 'Ann, Cid'), history('Cid', 1, '-, Bob')]);
    const carried = paperRoundsOf(players, STANDARD_POINTS);
    expect(carried.entries[0]![1]).toEqual({ opponent: null, colour: null, result: 'U' });
    expect(carried.entries[2]![0]).toEqual({ opponent: null, colour: null, result: 'Z' });
    expect(carried.entries[2]![1]!.result).toBe('1');
  });

  it('names both rows when one player lists an opponent who does not list them back', () => {
    const players = withRows([history('Ann', 1, 'Bob'), history('Bob', 0, 'Cid'), history('Cid', 0, 'Bob')]);
    expect(() => paperRoundsOf(players, STANDARD_POINTS)).toThrow(
      /Players, row 2, column Opponents: Ann lists Bob in round 1, but Bob \(row 3\) lists Cid there/,
    );
  });

  it('says when the scores cannot come from the games listed', () => {
    const players = withRows([history('Ann', 2, 'Bob'), history('Bob', 0, 'Ann')]);
    expect(() => paperRoundsOf(players, STANDARD_POINTS)).toThrow(/row 2, column Score: the score 2 of Ann cannot come from the games listed/);
    const tooLow = withRows([history('Ann', 0.5, 'Bob'), history('Bob', 0, 'Ann')]);
    expect(() => paperRoundsOf(tooLow, STANDARD_POINTS)).toThrow(/too low for the games listed/);
  });

  it('refuses two players with the same colour in one game', () => {
    const players = withRows([history('Ann', 1, 'Bob', 'W'), history('Bob', 0, 'Ann', 'W')]);
    expect(() => paperRoundsOf(players, STANDARD_POINTS)).toThrow(/Ann and Bob both have White in round 1/);
  });

  it('finds results by moving points along a chain of games', () => {
    // A ring of four: each score forces a specific set of results.
    const players = withRows([
      history('A', 2, 'B, D'),
      history('B', 1, 'A, C'),
      history('C', 1, 'D, B'),
      history('D', 0, 'C, A'),
    ]);
    const carried = paperRoundsOf(players, STANDARD_POINTS);
    const totals = carried.entries.map((entries) => entries.reduce((sum, entry) => sum + ({ '1': 2, '=': 1, '0': 0 }[entry.result as '1'] ?? 0), 0));
    expect(totals).toEqual([4, 2, 2, 0]);
  });

  it('is empty without hand-typed history', () => {
    expect(paperRoundsOf(withRows([{ ...history('Ann', 0, ''), carried: undefined }]), STANDARD_POINTS).rounds).toBe(0);
  });
});

describe('checkListedOpponents (Opponents used as a list: quick Swiss, round robin)', () => {
  it('accepts opponents in any order, listed on both rows as often', () => {
    const players = withRows([history('Ann', 1, 'Bob, Cid, Bob'), history('Bob', 1, 'Ann, Ann'), history('Cid', 0, 'Ann'), history('Dan', 0, '-')]);
    expect(() => checkTypedOpponents(players)).not.toThrow();
  });

  it('names the row of a game listed on one side only, or more often on one side', () => {
    const players = withRows([history('Ann', 1, 'Bob, Bob'), history('Bob', 1, 'Ann'), history('Cid', 0, 'Dan'), history('Dan', 0, '')]);
    expect(() => checkTypedOpponents(players, 'club.csv')).toThrow(/club\.csv, row 2, column Opponents: Ann lists Bob 2 times, but Bob \(row 3\) lists only 1 time Ann/);
    expect(() => checkTypedOpponents(players, 'club.csv')).toThrow(/club\.csv, row 4, column Opponents: Cid lists Dan, but Dan \(row 5\) does not list Cid/);
  });

  it('names an opponent who is not a player, and a player who lists themselves', () => {
    expect(() => checkTypedOpponents(withRows([history('Ann', 0, 'Zed'), history('Bob', 0, '')]))).toThrow(/row 2, column Opponents: opponent "Zed" is not on the Players sheet/);
    expect(() => checkTypedOpponents(withRows([history('Ann', 0, 'ann'), history('Bob', 0, '')]))).toThrow(/Ann is listed as their own opponent/);
  });
});
