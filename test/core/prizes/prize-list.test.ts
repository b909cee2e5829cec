import { describe, expect, it } from 'vitest';
import { InputErrors } from '../../../src/core/errors';
import { describeEligibility, readAmount, readCategory, readPrizeList, valueOrder } from '../../../src/core/prizes';

function conditions(text: string) {
  const reading = readCategory(text);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.eligibility.conditions;
}

describe('readCategory: the grammar', () => {
  it.each([
    ['overall', []],
    ['', []],
    ['Open', []],
    ['rating<1600', [{ kind: 'rating', max: 1599, unrated: false }]],
    ['Rating <= 1600', [{ kind: 'rating', max: 1600, unrated: false }]],
    ['<1600', [{ kind: 'rating', max: 1599, unrated: false }]],
    ['u1600', [{ kind: 'rating', max: 1599, unrated: false }]],
    ['Under 1600', [{ kind: 'rating', max: 1599, unrated: false }]],
    ['rating>=1800', [{ kind: 'rating', min: 1800, unrated: false }]],
    ['1800+', [{ kind: 'rating', min: 1800, unrated: false }]],
    ['rating 1400-1599', [{ kind: 'rating', min: 1400, max: 1599, unrated: false }]],
    ['1400–1599', [{ kind: 'rating', min: 1400, max: 1599, unrated: false }]],
    ['rating<1600 or unrated', [{ kind: 'rating', max: 1599, unrated: true }]],
    ['u1600+unrated', [{ kind: 'rating', max: 1599, unrated: true }]],
    ['u1600 (unrated included)', [{ kind: 'rating', max: 1599, unrated: true }]],
    ['rating<1600, incl. unrated', [{ kind: 'rating', max: 1599, unrated: true }]],
    ['rating<1600 and unrated', [{ kind: 'rating', max: 1599, unrated: true }]],
    ['unrated', [{ kind: 'unrated' }]],
    ['rated', [{ kind: 'rated' }]],
    ['born>=2014', [{ kind: 'born', min: 2014 }]],
    ['Born ≥ 2014', [{ kind: 'born', min: 2014 }]],
    ['born 2014', [{ kind: 'born', min: 2014, max: 2014 }]],
    ['born 2012-2014', [{ kind: 'born', min: 2012, max: 2014 }]],
    ['born in 2014 or later', [{ kind: 'born', min: 2014 }]],
    ['born 1975 or earlier', [{ kind: 'born', max: 1975 }]],
    ['u12', [{ kind: 'age', under: 12 }]],
    ['Under-12', [{ kind: 'age', under: 12 }]],
    ['age<12', [{ kind: 'age', under: 12 }]],
    ['age <= 11', [{ kind: 'age', under: 12 }]],
    ['50+', [{ kind: 'age', atLeast: 50 }]],
    ['age>=65', [{ kind: 'age', atLeast: 65 }]],
    ['S50', [{ kind: 'age', atLeast: 50 }]],
    ['sex=F', [{ kind: 'sex', sex: 'F' }]],
    ['sex = w', [{ kind: 'sex', sex: 'F' }]],
    ['gender: female', [{ kind: 'sex', sex: 'F' }]],
    ['Girls', [{ kind: 'sex', sex: 'F' }]],
    ['sex=M', [{ kind: 'sex', sex: 'M' }]],
    ['section=U10', [{ kind: 'value', field: 'section', value: 'U10' }]],
    ['Age group = U10', [{ kind: 'value', field: 'ageGroup', value: 'U10' }]],
    ['agegroup=U10', [{ kind: 'value', field: 'ageGroup', value: 'U10' }]],
    ['category=S50', [{ kind: 'value', field: 'category', value: 'S50' }]],
    ['team=Hill School', [{ kind: 'value', field: 'team', value: 'Hill School' }]],
    ['school: St Mary’s', [{ kind: 'value', field: 'team', value: 'St Mary’s' }]],
    ['team="Smith and Jones"', [{ kind: 'value', field: 'team', value: 'Smith and Jones' }]],
    ['fed=ENG', [{ kind: 'value', field: 'federation', value: 'ENG' }]],
    ['girls and u12', [{ kind: 'sex', sex: 'F' }, { kind: 'age', under: 12 }]],
    ['rating<1600, born>=2014; sex=F', [{ kind: 'rating', max: 1599, unrated: false }, { kind: 'born', min: 2014 }, { kind: 'sex', sex: 'F' }]],
  ])('%j', (text, expected) => {
    expect(conditions(text)).toEqual(expected);
  });

  it('knows a team prize, alone', () => {
    for (const text of ['team', 'School', 'best school', 'clubs']) {
      const reading = readCategory(text);
      expect(reading.ok && reading.eligibility.teamPrize, text).toBe(true);
    }
    expect(readCategory('team and u12')).toMatchObject({ ok: false, problem: expect.stringContaining('cannot have other conditions') });
  });

  it('gives one key to categories that mean the same', () => {
    const key = (text: string) => (readCategory(text) as { eligibility: { key: string } }).eligibility.key;
    expect(key('u1600')).toBe(key('rating<1600'));
    expect(key('Rating <= 1599')).toBe(key('rating<1600'));
    expect(key('sex=F and u12')).toBe(key('U12, girls'));
    expect(key('u1600')).not.toBe(key('u1600 or unrated'));
  });

  it.each(['rating<<1600', 'best', 'sex=X', 'colour=white', 'born>=14', 'rating 1600-1400x', 'incl. unrated'])('refuses %j', (text) => {
    expect(readCategory(text).ok).toBe(false);
  });

  it('refuses a category nobody can meet', () => {
    expect(readCategory('rating>=1800 and rating<1600')).toMatchObject({ ok: false });
    expect(readCategory('rating>2000, rating<1000')).toMatchObject({ ok: false });
    expect(readCategory('girls and boys')).toMatchObject({ ok: false });
  });

  it('describes a category in words', () => {
    const describe = (text: string, year?: number) => describeEligibility((readCategory(text) as { eligibility: Parameters<typeof describeEligibility>[0] }).eligibility, year);
    expect(describe('overall')).toBe('player');
    expect(describe('u1600 or unrated')).toBe('player rated under 1600 or unrated');
    expect(describe('girls, u12', 2025)).toBe('female player under 12 (born in 2013 or later)');
    expect(describe('rating 1400-1599 and section=U10')).toBe('player rated 1400–1599 and in section U10');
    expect(describe('school')).toBe('team');
  });
});

describe('readAmount', () => {
  it.each([
    [100, 10000],
    ['100', 10000],
    ['12.50', 1250],
    ['12,5', 1250],
    ['€100', 10000],
    ['100 EUR', 10000],
    ['$1,250.50', 125050],
    ['1.250,50 €', 125050],
    ['1 000', 100000],
    ['1,000', 100000],
    ['100,-', 10000],
    ['0', 0],
  ])('reads %j as %i cents', (cell, cents) => {
    expect(readAmount(cell)).toEqual({ kind: 'money', cents });
  });

  it('reads words as a prize that is not money, and a blank as nothing', () => {
    expect(readAmount('Trophy')).toEqual({ kind: 'item', item: 'Trophy' });
    expect(readAmount('  ')).toEqual({ kind: 'none' });
    expect(readAmount(null)).toEqual({ kind: 'none' });
  });

  it.each(['-5', '12.3456', '1st prize', '10 or 20', 'Trophy + 50'])('refuses %j', (cell) => {
    expect(readAmount(cell).kind).toBe('invalid');
  });
});

describe('readPrizeList', () => {
  it('numbers rows as a spreadsheet does (the header is row 1), skipping blank rows and columns it does not know', () => {
    const prizes = readPrizeList([
      ['Prize', 'Amount', 'Category', 'Notes'],
      ['1st', '100', 'overall', 'cash'],
      ['', '', '', ''],
      ['Best U1600', '', 'u1600', ''],
      ['', 'Medal', 'girls', ''],
    ]);
    expect(prizes.map((prize) => [prize.row, prize.name, prize.money, prize.item])).toEqual([
      [2, '1st', 10000, null],
      [4, 'Best U1600', null, 'Best U1600'],
      [5, 'Medal', null, 'Medal'],
    ]);
  });

  it('accepts headers in any case and their synonyms, and a table that starts lower down', () => {
    const prizes = readPrizeList([['  NAME ', 'money', 'Eligibility'], ['1st', 5, '']], { firstRow: 3 });
    expect(prizes[0]).toMatchObject({ row: 4, name: '1st', money: 500 });
  });

  it('refuses bad rows with their row and column, all at once, and reads nothing', () => {
    let error: unknown;
    try {
      readPrizeList(
        [
          ['Prize', 'Amount', 'Category', 'Extra'],
          ['1st', '100', 'overall', ''],
          ['2nd', '-5', 'overall', ''],
          ['Best U1600', '50', 'rating<<1600', ''],
          ['Trophy', '', '', 'maybe'],
        ],
        { source: 'prizes.csv' },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputErrors);
    const messages = (error as InputErrors).problems.map((problem) => problem.message);
    expect(messages[0]).toMatch(/^prizes\.csv, row 3, column Amount: "-5" is negative/);
    expect(messages[1]).toMatch(/^prizes\.csv, row 4, column Category: "rating<<1600" in "rating<<1600" is not a category Sheetmate knows\. Write one of: overall;/);
    expect(messages[2]).toMatch(/^prizes\.csv, row 5, column Extra: "maybe" is not yes or no/);
  });

  it('refuses what is not a prize list quickly: an overlong category, more than 1,000 prizes', () => {
    const started = Date.now();
    expect(() => readPrizeList([['Prize', 'Category'], ['x', 'a'.repeat(50_000)]])).toThrow(/row 2, column Category: the category is 50000 characters long/);
    expect(() => readPrizeList([['Prize'], ...Array.from({ length: 1001 }, (_, i) => [`Prize ${i}`])])).toThrow(/1001 prizes: a prize list has at most 1000/);
    expect(readCategory(`team=${'x'.repeat(150)}`).ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a header without Prize or Amount, and two columns meaning one thing', () => {
    expect(() => readPrizeList([['Notes', 'Category'], ['x', 'overall']])).toThrow(/row 1: the header row needs a Prize column/);
    expect(() => readPrizeList([['Prize', 'Name'], ['x', 'y']])).toThrow(/two columns mean Prize/);
  });
});

describe('valueOrder', () => {
  it('orders money by amount, keeps list order for equal amounts, and keeps a trophy after the money above it', () => {
    const prizes = readPrizeList([
      ['Prize', 'Amount', 'Category'],
      ['Champion', 'Cup', ''],
      ['1st', 100, ''],
      ['1st trophy', 'Trophy', ''],
      ['2nd', 40, ''],
      ['Best U1600', 50, 'u1600'],
      ['Best girl', 40, 'girls'],
    ]);
    expect(valueOrder(prizes).map((prize) => prize.name)).toEqual(['Champion', '1st', '1st trophy', 'Best U1600', '2nd', 'Best girl']);
  });
});
