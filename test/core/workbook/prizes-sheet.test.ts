/**
 * Reading the Prizes sheet (its Section column, the sections of Players) and
 * the Players cells the prize-giving reads (Born, Age group, Category, K):
 * every problem by row and column.
 */
import { describe, expect, it } from 'vitest';
import { InputError, InputErrors } from '../../../src/core/errors';
import { readPlayersTable } from '../../../src/core/workbook/players-table';
import { readPrizesSheet } from '../../../src/core/workbook/prizes/prizes-sheet';

function problems(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof InputErrors) return error.problems.map((problem) => problem.message);
    if (error instanceof InputError) return [error.message];
    throw error;
  }
  return [];
}

describe('the Prizes sheet', () => {
  it('makes a prize of a Section cell that section’s, with the category’s conditions too', () => {
    const prizes = readPrizesSheet(
      [
        ['Prize', 'Amount', 'Category', 'Section'],
        ['1st', 20, '', 'u10'],
        ['Best girl', 'Medal', 'girls', 'U8'],
        ['Best school', 'Shield', 'school', ''],
        ['U10 2nd', 10, 'section=U10', ''],
      ],
      { sections: ['U8', 'U10'] },
    );
    expect(prizes.map((prize) => prize.eligibility.conditions)).toEqual([
      [{ kind: 'value', field: 'section', value: 'U10' }],
      [
        { kind: 'sex', sex: 'F' },
        { kind: 'value', field: 'section', value: 'U8' },
      ],
      [],
      [{ kind: 'value', field: 'section', value: 'U10' }],
    ]);
    // Prizes of one category in one section are one group: 1st and U10 2nd are both U10's places.
    expect(prizes[0]!.eligibility.key).toBe(prizes[3]!.eligibility.key);
  });

  it('refuses, by row and column: a section Players does not have, a player prize without a section, a team prize of a section, two sections', () => {
    expect(
      problems(() =>
        readPrizesSheet(
          [
            ['Prize', 'Amount', 'Category', 'Section'],
            ['1st', 20, '', 'U12'],
            ['Best girl', 'Medal', 'girls', ''],
            ['Best school', 'Shield', 'school', 'U8'],
            ['U10 2nd', 10, 'section=U10', 'U8'],
            ['Open 1st', 10, 'section=Open', ''],
          ],
          { sections: ['U8', 'U10'] },
        ),
      ),
    ).toEqual([
      'Prizes, row 2, column Section: there is no section "U12" in Players (its sections: U8, U10). Correct the spelling, or clear the cell.',
      "Prizes, row 3, column Section: this event has sections (U8, U10) and their players are not ranked against each other: give the prize's section (a Section column, or section=U8 in Category). A team prize (Category: team) is the whole event's.",
      'Prizes, row 4, column Section: a team prize is for the whole event (the team standings count every section): clear its Section.',
      'Prizes, row 5, column Section: the category "section=U10" names another section than U8: keep one.',
      'Prizes, row 6, column Category: "section=Open": there is no section "Open" in Players (its sections: U8, U10).',
    ]);
  });

  it('refuses a Section cell when Players has no sections, and reports the prize list’s own problems with it', () => {
    expect(
      problems(() =>
        readPrizesSheet(
          [
            ['Prize', 'Amount', 'Category', 'Section'],
            ['1st', '2O', '', 'U10'],
          ],
          { sections: [] },
        ),
      ),
    ).toEqual([
      'Prizes, row 2, column Amount: "2O" is not an amount: write a number such as 100 or 12.50 (or words without digits, such as Trophy, for a prize that is not money).',
      'Prizes, row 2, column Section: "U10": Players has no Section column in use, so a prize has no section to be for. Clear the cell, or give the players their sections in Players.',
    ].sort());
  });

  it('lets unrated players into the "under" bands when the settings say so, and not into a band with a lower bound', () => {
    const [under, band, rated] = readPrizesSheet(
      [
        ['Prize', 'Amount', 'Category'],
        ['Best U1600', 10, 'u1600'],
        ['Best 1400-1599', 10, 'rating 1400-1599'],
        ['Best rated U1600', 10, 'u1600 and rated'],
      ],
      { sections: [], unratedInBands: true },
    );
    expect(under!.eligibility.conditions).toEqual([{ kind: 'rating', max: 1599, unrated: true }]);
    expect(band!.eligibility.conditions).toEqual([{ kind: 'rating', min: 1400, max: 1599, unrated: false }]);
    expect(rated!.eligibility.conditions).toEqual([{ kind: 'rating', max: 1599, unrated: false }, { kind: 'rated' }]);
  });
});

describe('the Players cells of the prize-giving', () => {
  it('reads Born as a year or a date (typed, or a date cell), Age group, Category and K', () => {
    const table = readPlayersTable([
      ['Name', 'Rating', 'Date of birth', 'Age group', 'Category', 'K factor'],
      ['Ana', 1500, 2013, 'U14', 'S', 40],
      ['Ben', 1450, '17/05/2014', '', '', ''],
      ['Cy', 1400, '2016-02-29', '', '', 20],
      ['Dee', 1300, new Date(Date.UTC(2015, 5, 1, 12)), '', '', ''],
    ]);
    expect(table.entrants.map(({ name, born, ageGroup, category, kFactor }) => ({ name, born, ageGroup, category, kFactor }))).toEqual([
      { name: 'Ana', born: 2013, ageGroup: 'U14', category: 'S', kFactor: 40 },
      { name: 'Ben', born: 2014, ageGroup: undefined, category: undefined, kFactor: undefined },
      { name: 'Cy', born: 2016, ageGroup: undefined, category: undefined, kFactor: 20 },
      { name: 'Dee', born: 2015, ageGroup: undefined, category: undefined, kFactor: undefined },
    ]);
  });

  it('refuses a Born that is no year and a K that is no K factor, by row and column', () => {
    expect(
      problems(() =>
        readPlayersTable([
          ['Name', 'Rating', 'Born', 'K'],
          ['Ana', 1500, '14', 40],
          ['Ben', 1450, 2014, 'forty'],
          ['Cy', 1400, 'May 2016', 1.5],
        ]),
      ),
    ).toEqual([
      'Players, row 2, column Born: "14" is not a year of birth. Type a year such as 2014, or a date such as 2014-05-17; leave it blank when unknown.',
      'Players, row 3, column K: "forty" is not a K factor. Type the player\'s K as FIDE gives it (40, 20 or 10), or leave it blank for the K of the rules.',
      'Players, row 4, column Born: "May 2016" is not a year of birth. Type a year such as 2014, or a date such as 2014-05-17; leave it blank when unknown.',
      'Players, row 4, column K: "1.5" is not a K factor. Type the player\'s K as FIDE gives it (40, 20 or 10), or leave it blank for the K of the rules.',
    ]);
  });
});
