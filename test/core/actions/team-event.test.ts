/**
 * A team event's actions as pure plans, from sheet values: pairing, results
 * and match scores, line-ups typed in Pairings, forfeits, undo, and what is
 * refused (with its row and column), without a spreadsheet.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import { refreshAction } from '../../../src/core/actions/refresh';
import { statusAction } from '../../../src/core/actions/status';
import { undoAction } from '../../../src/core/actions/undo';
import { applyPlan } from '../../support/sheet-values';
import { cellOf, lines, matchesOf, rowOf, schools, setCell, teamWorkbook, typeBoards } from '../../support/team-sheet-values';

const pair = (read: ReturnType<typeof teamWorkbook>) => applyPlan(read, pairAction(read));
const refresh = (read: ReturnType<typeof teamWorkbook>) => applyPlan(read, refreshAction(read));
const whiteWins = () => '1-0';

describe('pairing a team round', () => {
  it('writes each match and its boards in Pairings, every player an ID, the teams in Standings, Live and By name', () => {
    const read = teamWorkbook(schools(4, 5));
    const plan = pairAction(read);
    expect(plan.result.message).toBe('Round 1 paired: 2 matches.');
    const after = applyPlan(read, plan);
    expect(lines(after.sheets.get('Pairings'), 0, 7)).toEqual([
      'Round | Match | Board | White | Pts | Result | Pts | Black',
      '1 | 1 |  | Riverside | 0 |  | 0 | Oakwood',
      '1 | 1 | 1 | Ana Riverside |  |  |  | Ana Oakwood',
      '1 | 1 | 2 | Ben Oakwood |  |  |  | Ben Riverside',
      '1 | 1 | 3 | Cara Riverside |  |  |  | Cara Oakwood',
      '1 | 1 | 4 | Dev Oakwood |  |  |  | Dev Riverside',
      '1 | 2 |  | Northgate | 0 |  | 0 | Hillcrest',
    ]);
    // The team named first has White on the odd boards; reserves (the fifth player) sit out, and have an ID too.
    const ids = after.players!.map((row) => row[3]);
    expect(ids).toEqual(['Sheetmate ID', ...Array.from({ length: 20 }, (_, index) => index + 1)]);
    expect(lines(after.sheets.get('Standings'), 1, 3)).toEqual([
      'Rank | No. | Team | Match points | Game points | BH Buchholz (match points) | SB Sonneborn-Berger (match points) | DE Direct encounter (match points) | Matches',
      '1–4 | 1 | Riverside | 0 | 0 |  |  |  | 0',
    ]);
    expect(lines(after.sheets.get('Live'), 3, 7)).toEqual(['Round 1: 0 of 2 matches complete', 'Board | White | Result | Black', 'Match 1 | Riverside |  | Oakwood', '1 | Ana Riverside |  | Ana Oakwood']);
    const byName = lines(after.sheets.get('By name'));
    expect(byName).toContain('Ana Oakwood | 1.1 | B | Ana Riverside (Riverside)');
    expect(byName).toContain('Ella Riverside |  |  | reserve (Riverside plays match 1)');
  });

  it('gives the pairing-allocated bye to a team left over: a drawn match, shown in words', () => {
    const after = pair(teamWorkbook(schools(5, 4)));
    expect(lines(after.sheets.get('Pairings')).filter((line) => line.endsWith('BYE'))).toEqual(['1 |  |  | Lakeside | 0 |  |  | BYE']);
    expect(lines(after.sheets.get('Live'))).toContain(' | Lakeside |  | bye (a drawn match: 1 match point)');
  });
});

describe('results typed on the boards', () => {
  it('give the match score on the match row, and standings that move: game points as typed, match points once a match is complete', () => {
    let read = pair(teamWorkbook(schools(4, 4)));
    read = setCell(read, 'Pairings', rowOf(read, 1, 1, 1), 'Result', '1-0');
    read = setCell(read, 'Pairings', rowOf(read, 1, 1, 2), 'Result', '½-½');
    read = refresh(read);
    expect(cellOf(read, 'Pairings', rowOf(read, 1, 1), 'Result')).toBe('1½-½');
    expect(lines(read.sheets.get('Standings'), 0, 1)[0]).toMatch(/^Standings before round 1 \(round 1 paired, 0 of 2 matches in\)|^Standings after round 1 of 5 \(0 of 2 matches in, 2 of 8 boards; tie-breaks once round 1 is complete\)/);
    const riverside = lines(read.sheets.get('Standings')).find((line) => line.includes('Riverside'))!;
    expect(riverside).toMatch(/^1 \| 1 \| Riverside \| 0 \| 1\.5 \|/);
    read = typeBoards(read, whiteWins);
    read = refresh(read);
    // Board 3 White (Riverside) wins, board 4 White (Oakwood) wins: 2½-1½, a won match; match 2 is drawn 2-2.
    expect(cellOf(read, 'Pairings', rowOf(read, 1, 1), 'Result')).toBe('2½-1½');
    expect(cellOf(read, 'Pairings', rowOf(read, 1, 2), 'Result')).toBe('2-2');
    expect(lines(read.sheets.get('Standings'), 2)).toEqual([
      '1 | 1 | Riverside | 2 | 2.5 | 0 | 0 | 0 | 1',
      '2–3 | 2 | Hillcrest | 1 | 2 | 1 | 1 | 0 | 1',
      '2–3 | 4 | Northgate | 1 | 2 | 1 | 1 | 0 | 1',
      '4 | 3 | Oakwood | 0 | 1.5 | 2 | 0 | 0 | 1',
    ]);
    expect(lines(read.sheets.get('Live'))).toContain('Match 1 | Riverside | 2½-1½ | Oakwood');
  });

  it('refuses a mistyped result with its row and column, and the next round until every board has one', () => {
    let read = pair(teamWorkbook(schools(4, 4)));
    const row = rowOf(read, 1, 2, 3);
    read = setCell(read, 'Pairings', row, 'Result', '2-0');
    expect(() => refreshAction(read)).toThrow(`Pairings, row ${row}, column Result: cell F${row}: "2-0" is not a result (round 1, match 2, board 3).`);
    read = setCell(read, 'Pairings', row, 'Result', '');
    read = typeBoards(read, (match, board) => (match === 2 && board === 3 ? '' : '1-0'));
    expect(() => pairAction(read)).toThrow(/round 1 is not complete: 1 board has no result: board 3 \(Cara Northgate – Cara Hillcrest\)/);
    expect(statusAction(read).result.status.missingResults).toEqual([{ round: 1, board: 3, white: 'Cara Northgate', black: 'Cara Hillcrest' }]);
  });

  it('pairs round 2 from round 1, and refuses a second press for the same round', () => {
    let read = typeBoards(pair(teamWorkbook(schools(4, 4))), whiteWins);
    const plan = pairAction(read, { expectedRound: 2 });
    read = applyPlan(read, plan);
    expect(plan.result.message).toBe('Round 2 paired: 2 matches.');
    expect(matchesOf(read, 2)).toHaveLength(2);
    expect(() => pairAction(read, { expectedRound: 2 })).toThrow(/round 2 was asked for, but the sheet now stands before round 3/);
  });
});

describe('line-ups typed in Pairings', () => {
  it('take a reserve for a round (a late change, before the board is played), recorded and shown to parents', () => {
    let read = pair(teamWorkbook(schools(4, 5)));
    const row = rowOf(read, 1, 1, 3);
    // Board 3: Riverside White; its reserve Ella plays for Cara.
    read = refresh(setCell(read, 'Pairings', row, 'White', 'Ella Riverside'));
    expect(lines(read.sheets.get('By name'))).toContain('Ella Riverside | 1.3 | W | Cara Oakwood (Oakwood)');
    expect(lines(read.sheets.get('By name'))).toContain('Cara Riverside |  |  | reserve (Riverside plays match 1)');
    read = refresh(typeBoards(read, whiteWins));
    read = pair(read);
    // Round 1 is locked now: the reserve stays on the board as recorded.
    expect(cellOf(read, 'Pairings', rowOf(read, 1, 1, 3), 'White')).toBe('Ella Riverside');
    const locked = setCell(read, 'Pairings', rowOf(read, 1, 1, 3), 'White', 'Cara Riverside');
    expect(() => refreshAction(locked)).toThrow(/round 1, match 1, board 3: the line-up recorded Ella Riverside for Riverside and Cara Oakwood for Oakwood, but row \d+ shows Cara Riverside – Cara Oakwood \(the round is locked/);
  });

  it('refuses a player of the other team, a name not on Players, and one player on two boards, each with its row and column', () => {
    const read = pair(teamWorkbook(schools(4, 5)));
    const board3 = rowOf(read, 1, 1, 3);
    expect(() => refreshAction(setCell(read, 'Pairings', board3, 'White', 'Ella Oakwood'))).toThrow(
      `Pairings, row ${board3}, column White: Ella Oakwood plays for Oakwood, but the White side of board 3 of match 1 is Riverside's: type one of Riverside's players, or clear the cell (nobody: the board is lost by forfeit).`,
    );
    expect(() => refreshAction(setCell(read, 'Pairings', board3, 'White', 'Zed Nobody'))).toThrow(`Pairings, row ${board3}, column White: "Zed Nobody" is not on the Players sheet.`);
    expect(() => refreshAction(setCell(read, 'Pairings', board3, 'White', 'Ana Riverside'))).toThrow(
      `Pairings, row ${board3}, column White: Ana Riverside is on board 1 (row ${rowOf(read, 1, 1, 1)}) and on board 3 of the same match for Riverside: a player plays one board.`,
    );
  });
});

describe('forfeits', () => {
  it('a board nobody sat at is lost by forfeit; a result giving that side points is refused', () => {
    let read = pair(teamWorkbook(schools(4, 4)));
    const row = rowOf(read, 1, 1, 4);
    read = refresh(setCell(read, 'Pairings', row, 'White', ''));
    // Board 4: Oakwood's White player did not come: Riverside (named first) wins it by forfeit.
    expect(cellOf(read, 'Pairings', rowOf(read, 1, 1), 'Result')).toBe('1-0');
    expect(lines(read.sheets.get('Live'))).toContain('4 | nobody | 0-1 ff | Dev Riverside');
    expect(() => refreshAction(setCell(read, 'Pairings', row, 'Result', '½-½'))).toThrow(`Pairings, row ${row}, column Result: board 4 has nobody under White, so White cannot score`);
    read = typeBoards(read, (match, board) => (match === 1 && board === 4 ? '' : '1-0'));
    expect(statusAction(read).result.status.missingResults).toEqual([]);
    expect(pairAction(read).result.message).toBe('Round 2 paired: 2 matches.');
  });

  it('a match not played is typed on its row: +/- the team named first wins every board by forfeit', () => {
    let read = pair(teamWorkbook(schools(4, 4)));
    read = refresh(setCell(read, 'Pairings', rowOf(read, 1, 2), 'Result', '+/-'));
    expect(cellOf(read, 'Pairings', rowOf(read, 1, 2), 'Result')).toBe('+/-');
    expect(lines(read.sheets.get('Live'))).toContain('Match 2 | Northgate | 1-0 ff | Hillcrest');
    expect(lines(read.sheets.get('By name'))).toContain('Ana Hillcrest |  |  | match 2 not played: lost by forfeit');
    expect(statusAction(read).result.status.missingResults.map((board) => board.white)).toEqual(['Ana Riverside', 'Ben Oakwood', 'Cara Riverside', 'Dev Oakwood']);
    read = refresh(typeBoards(read, whiteWins));
    const northgate = lines(read.sheets.get('Standings')).find((line) => line.includes('Northgate'))!;
    expect(northgate).toMatch(/\| Northgate \| 2 \| 4 \|/);
  });
});

describe('undo', () => {
  it('asks before deleting typed results, removes the round when confirmed, and forgets the IDs with round 1', () => {
    let read = pair(teamWorkbook(schools(4, 4)));
    read = setCell(read, 'Pairings', rowOf(read, 1, 1, 1), 'Result', '1-0');
    const question = undoAction(read, { expectedRound: 1 });
    expect(question.result.needsConfirmation).toBe('Round 1 already has 1 result typed: match 1 board 1 (Ana Riverside–Ana Oakwood 1-0). Undoing the round deletes them. Undo anyway?');
    expect(question.writes).toEqual([]);
    read = applyPlan(read, undoAction(read, { expectedRound: 1, confirmed: true }));
    expect(read.sheets.get('Pairings')).toEqual([['Round', 'Match', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black']]);
    expect(read.players!.slice(1).every((row) => row[3] === '')).toBe(true);
    expect(() => undoAction(read, { expectedRound: 1 })).toThrow(/there is no round to undo: Pairings is empty \(round 1 was asked for: it was undone already\)/);
  });

  it('undoes a round that holds a mistyped result', () => {
    let read = pair(teamWorkbook(schools(4, 4)));
    read = setCell(read, 'Pairings', rowOf(read, 1, 1, 1), 'Result', '2-0');
    expect(statusAction(read).result.status.problem).toMatch(/"2-0" is not a result/);
    read = applyPlan(read, undoAction(read, { confirmed: true }));
    expect(lines(read.sheets.get('Pairings'))).toHaveLength(1);
  });
});

describe('a team round typed by hand', () => {
  it('is read by the teams\' names, each board\'s colours as typed, and the next round is paired from it', () => {
    const typedRound = [
      ['Round', 'Match', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black'],
      [1, 1, '', 'Hillcrest', '', '', '', 'Riverside'],
      [1, 1, 1, 'Ana Hillcrest', '', '1-0', '', 'Ana Riverside'],
      [1, 1, 2, 'Ben Riverside', '', '0-1', '', 'Ben Hillcrest'],
      [1, 2, '', 'OAKWOOD', '', '+/-', '', 'Northgate'],
    ];
    const read = { ...teamWorkbook(schools(4, 4), { team: { boards: 2 } }) };
    const withRound = { ...read, sheets: new Map([...read.sheets, ['Pairings', typedRound]]) };
    const plan = pairAction(withRound);
    expect(plan.result.message).toBe('Round 2 paired: 2 matches. Round 1 in Pairings was not paired by Sheetmate; taken as typed.');
    const after = applyPlan(withRound, plan);
    // The spelling typed by hand is written as Players spells it; Hillcrest won 2-0, Oakwood by forfeit.
    expect(cellOf(after, 'Pairings', rowOf(after, 1, 2), 'White')).toBe('Oakwood');
    expect(lines(after.sheets.get('Standings'), 2, 4)).toEqual(['1–2 | 2 | Hillcrest | 2 | 2 | 0 | 0 | 0 | 1', '1–2 | 3 | Oakwood | 2 | 2 | 0 | 0 | 0 | 0']);
  });
});
