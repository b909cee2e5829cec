import { describe, expect, it } from 'vitest';
import { InputErrors } from '../../../src/core/errors';
import { parseScore } from '../../../src/core/model';
import { readPlayersTable } from '../../../src/core/workbook/players-table';

describe('readPlayersTable', () => {
  it('finds columns by header text, whatever the case, spacing and synonym', () => {
    const table = readPlayersTable([
      ['  PLAYER ', 'Club', 'elo', 'Fide-ID', 'Fed'],
      ['Asha', 'North', 1500, '123', 'IND'],
      ['Ben', 'South', '1 400', '', ''],
    ]);
    expect(table.entrants.map((e) => [e.name, e.rating, e.fideId, e.federation, e.row])).toEqual([
      ['Asha', 1500, '123', 'IND', 2],
      ['Ben', 1400, undefined, undefined, 3],
    ]);
    expect(table.columns).toMatchObject({ name: 0, rating: 2, fideId: 3, federation: 4 });
  });

  it('skips empty rows and rows with only unknown columns, keeping entry order', () => {
    const table = readPlayersTable([
      ['Name', 'Rating', 'Notes'],
      ['Asha', 1500, ''],
      ['', '', 'paid'],
      [],
      ['Ben', 1400, ''],
    ]);
    expect(table.entrants.map((e) => [e.name, e.entryIndex])).toEqual([
      ['Asha', 0],
      ['Ben', 1],
    ]);
  });

  it('reports every problem at once, each with its row and column', () => {
    let error: unknown;
    try {
      readPlayersTable([
        ['Name', 'Rating', 'Status', 'Byes'],
        ['Asha', 'abc', '', ''],
        ['Ben', 1400, 'gone fishing', ''],
        ['Cole', 1300, '', '2,x'],
      ]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputErrors);
    expect((error as InputErrors).problems.map((p) => p.message)).toEqual([
      'Players, row 2, column Rating: "abc" is not a rating. Type a rating such as 1450, or leave the cell blank for an unrated player.',
      'Players, row 3, column Status: status "gone fishing" is not understood. Leave it blank, or write "withdrawn" or "absent".',
      'Players, row 4, column Byes: "x" is not a round number. List the rounds of requested byes like 3,5.',
    ]);
  });

  it('reads status, requested byes and hand-typed history', () => {
    const table = readPlayersTable([
      ['Name', 'Rating', 'Status', 'Byes', 'Score', 'Opponents', 'Colours'],
      ['Asha', 1500, 'Withdrawn', '', '2½', 'Ben, Cole', 'wb'],
      ['Ben', 1400, '', '5; 3', '1', 'Asha', 'B'],
    ]);
    expect(table.entrants[0]).toMatchObject({ status: 'withdrawn', carried: { score: 25, opponents: ['Ben', 'Cole'], colours: 'WB' } });
    expect(table.entrants[1]).toMatchObject({ status: 'active', requestedByes: [3, 5], carried: { score: 10, opponents: ['Asha'], colours: 'B' } });
  });

  it('reads a blank or 0 rating as unrated, and a sheet without a Rating column as all unrated', () => {
    const table = readPlayersTable([['Name', 'Rating'], ['Asha', ''], ['Ben', 0], ['Cole', 1400]], 'Players');
    expect(table.entrants.map((e) => e.rating)).toEqual([0, 0, 1400]);
    expect(readPlayersTable([['Name'], ['Asha'], ['Ben']]).entrants.map((e) => e.rating)).toEqual([0, 0]);
    expect(() => readPlayersTable([['Name', 'Rating'], ['Asha', -5]])).toThrow(/row 2, column Rating: "-5" is not a rating/);
  });

  it('for the rating split, refuses a blank or 0 rating, naming the method', () => {
    const read = (rows: (string | number)[][]) => () => readPlayersTable(rows, 'players.csv', { requireRatings: true });
    expect(read([['Name', 'Rating'], ['Asha', ''], ['Ben', 1400]])).toThrow(
      'players.csv, row 2, column Rating: the rating is blank, and the rating split (round 1 by rating: top half against bottom half) needs a rating above 0 for every player. ' +
        'Give an unrated player an estimate you can defend, or choose another round-1 method (the FIDE Dutch system ranks unrated players after the rated ones).',
    );
    expect(read([['Name', 'Rating'], ['Asha', 0], ['Ben', 1400]])).toThrow(/row 2, column Rating: the rating is 0, and the rating split/);
    expect(read([['Name'], ['Asha'], ['Ben']])).toThrow(/there is no "Rating" column, and the rating split \(round 1 by rating: top half against bottom half\) needs every player's rating/);
  });

  it('checks organiser pairing numbers', () => {
    expect(() => readPlayersTable([['No.', 'Name', 'Rating'], [1, 'Asha', 1500], [1, 'Ben', 1400]])).toThrow(
      /row 3, column No\.: pairing number 1 is also given to Asha/,
    );
  });
});

describe('parseScore', () => {
  it.each([
    ['2', 20],
    ['2.5', 25],
    ['2,5', 25],
    ['2½', 25],
    ['½', 5],
    ['0', 0],
  ])('reads %s as %i tenths', (text, tenths) => expect(parseScore(text)).toBe(tenths));
  it.each(['3x', 'three', '-1', '2.25', ''])('refuses %s', (text) => expect(parseScore(text)).toBeNull());
});

describe('initial ranking (start numbers)', () => {
  it('orders by rating, then FIDE title, then entry order', async () => {
    const { assignStartNumbers } = await import('../../../src/core/event/event-state');
    const table = readPlayersTable([
      ['Name', 'Rating', 'Title'],
      ['Cara', 2400, ''],
      ['Abel', 2400, 'FM'],
      ['Bram', 2400, 'IM'],
      ['Dora', 2500, ''],
      ['Eli', 2400, 'FM'],
    ]);
    expect(assignStartNumbers(table.entrants).map((p) => p.entrant.name)).toEqual(['Dora', 'Bram', 'Abel', 'Eli', 'Cara']);
  });

  it('keeps earlier numbers and puts late entries after them', async () => {
    const { assignStartNumbers } = await import('../../../src/core/event/event-state');
    const table = readPlayersTable([['Name', 'Rating', 'Sheetmate ID'], ['Ann', 1500, 1], ['Zoe', 2000, ''], ['Bob', 1400, 2]]);
    expect(assignStartNumbers(table.entrants, [1, 2]).map((p) => p.entrant.name)).toEqual(['Ann', 'Bob', 'Zoe']);
  });
});
