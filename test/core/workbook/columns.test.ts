/**
 * Columns are unambiguous: two columns that could be one field are refused,
 * naming both, with a rename that works when followed; a name in First name
 * and Last name columns is read as one name.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import { readDoNotPair } from '../../../src/core/workbook/other-sheets/do-not-pair';
import { readPlayersTable } from '../../../src/core/workbook/players-table';
import { applyPlan, players, workbook } from '../../support/sheet-values';

const rows = [
  ['Ana Silva', 2100, 1850],
  ['Bob Lee', '', 1700],
  ['Cid Moss', '', 1650],
  ['Dee Park', 1900, 1600],
] as const;

describe('two columns for one field', () => {
  it.each([
    [['Name', 'FIDE rating', 'Rating'], /two columns could be the rating: "FIDE rating" \(column B\) and "Rating" \(column C\)\. Sheetmate reads one rating \(FIDE and national ratings are both common: the one kept pairs the event and goes into the TRF\), and will not guess which/],
    [['Name', 'Elo', 'Rating'], /two columns could be the rating: "Elo" \(column B\) and "Rating" \(column C\)/],
    [['Name', 'Player', 'Rating'], /two columns could be the name: "Name" \(column A\) and "Player" \(column B\)/],
    [['Name', 'School', 'Team'], /two columns could be the team: "School" \(column B\) and "Team" \(column C\)/],
    [['Name', 'Rating', 'Rating'], /two columns could be the rating: "Rating" \(column B\) and "Rating" \(column C\)/],
  ])('%j is refused, naming both columns, on row 1', (header, words) => {
    expect(() => readPlayersTable([header, ...rows.map((row) => [...row])])).toThrow(words);
    expect(() => readPlayersTable([header, ...rows.map((row) => [...row])])).toThrow(/^Players, row 1: /);
  });

  it('the advice followed (the other column renamed "FIDE rating (not read)") pairs round 1 on the ratings kept', () => {
    const refused = workbook({ Players: players({ header: ['Name', 'FIDE rating', 'Rating'] }, ...rows.map((row) => [...row])) });
    expect(() => pairAction(refused)).toThrow(/such as "FIDE rating \(not read\)"/);
    const renamed = workbook({ Players: players({ header: ['Name', 'FIDE rating (not read)', 'Rating'] }, ...rows.map((row) => [...row])) });
    const control = workbook({ Players: players(...rows.map(([name, , rating]) => [name, rating])) });
    const boards = (read: ReturnType<typeof workbook>) => applyPlan(read, pairAction(read)).sheets.get('Pairings')!.map((row) => `${row[2]}|${row[6]}`);
    expect(boards(renamed)).toEqual(boards(control));
  });

  it('in Do not pair: "Player 1" and "Player A" are refused, naming both', () => {
    expect(() => readDoNotPair([['Player 1', 'Player 2', 'Player A'], ['Ana Silva', 'Bob Lee', 'Cid Moss']], (name) => name)).toThrow(
      /Do not pair, row 1: "Player 1" \(column A\) and "Player A" \(column C\) could both be the Player 1 column/,
    );
  });
});

describe('First name and Last name', () => {
  it.each([
    [['First name', 'Last name', 'Rating']],
    [['Given name', 'Surname', 'Rating']],
    [['Forename', 'Family name', 'Rating']],
  ])('%j are read as one name, "first last"', (header) => {
    const table = readPlayersTable([header, ['Ana', 'Silva', 1800], ['Bob ', ' Lee', 1700]]);
    expect(table.entrants.map((entrant) => entrant.name)).toEqual(['Ana Silva', 'Bob Lee']);
  });

  it('pair as the same players with a Name column do', () => {
    const split = workbook({ Players: players({ header: ['First name', 'Last name', 'Rating'] }, ['Ana', 'Silva', 1800], ['Bob', 'Lee', 1700], ['Cid', 'Moss', 1600], ['Dee', 'Park', 1500]) });
    const whole = workbook({ Players: players(['Ana Silva', 1800], ['Bob Lee', 1700], ['Cid Moss', 1600], ['Dee Park', 1500]) });
    const boards = (read: ReturnType<typeof workbook>) => applyPlan(read, pairAction(read)).sheets.get('Pairings');
    expect(boards(split)).toEqual(boards(whole));
  });

  it('a Name column as well is refused, naming the columns', () => {
    expect(() => readPlayersTable([['Name', 'First name', 'Last name'], ['Ana Silva', 'Ana', 'Silva'], ['Bob Lee', 'Bob', 'Lee']])).toThrow(
      /Players, row 1: the name is both in "Name" \(column A\) and in "First name" \(column B\) and "Last name" \(column C\)/,
    );
  });
});
