/**
 * The Awards and Ratings sheets against what organisers do: the prize
 * settings changed (more than one prize a player, unrated players in the
 * "under" bands), a tie across a rating-band prize and a place prize, the
 * Prizes sheet edited (a prize renamed, a row deleted), Players sorted, a
 * player renamed or withdrawn, a round undone, and sections. Plans on sheet
 * values (test/support/sheet-values.ts); the school's event of
 * test/support/school-prizes.ts, worked out by hand there.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { prizesEditedAction, refreshAction } from '../../../src/core/actions/refresh';
import { undoAction } from '../../../src/core/actions/undo';
import { applyPlan, typedRound, withSheet, workbook } from '../../support/sheet-values';
import { SCHOOL_PLAYERS, SCHOOL_PRIZES, schoolResult } from '../../support/school-prizes';

type Rows = readonly (readonly unknown[])[];

/** The school's round robin, `rounds` of its 5 rounds played with every result typed, the views refreshed. */
function school(options: { settings?: Record<string, unknown>; rounds?: number; prizes?: Rows } = {}): WorkbookRead {
  let read = workbook({ Players: SCHOOL_PLAYERS, Prizes: options.prizes ?? SCHOOL_PRIZES }, { settings: { system: 'round-robin', rounds: 0, ...options.settings } });
  for (let round = 1; round <= (options.rounds ?? 5); round++) {
    read = applyPlan(read, pairAction(read));
    read = typedRound(read, 'Pairings', schoolResult);
  }
  return applyPlan(read, refreshAction(read));
}

const sheet = (read: WorkbookRead, name: string) => read.sheets.get(name)!.map((row) => row.map(String));
/** The award rows: Prize, Winner, Amount, Why. */
const awards = (read: WorkbookRead) => {
  const rows = sheet(read, 'Awards');
  return rows.slice(rows.findIndex((row) => row[0] === 'Prize') + 1).filter((row) => row[1] !== '');
};
const winners = (read: WorkbookRead) => awards(read).map((row) => row.slice(0, 3));
const reasonOf = (read: WorkbookRead, prize: string) => awards(read).find((row) => row[0] === prize)![3];
/** Applies the plan of an edit (Players or Prizes changed) and returns the workbook after it. */
const edited = (read: WorkbookRead, name: string, values: Rows, action = refreshAction) => applyPlan(withSheet(read, name, values), action(withSheet(read, name, values)));

describe('the prize settings on the Awards sheet', () => {
  it('more than one prize a player: Ana takes 1st and Best under-13, Cy 3rd and Best under-11; never two places', () => {
    const read = school({ settings: { prizes: { perPlayer: 2 } } });
    expect(sheet(read, 'Awards')[2]![0]).toContain('up to 2 prizes a player');
    expect(winners(read)).toEqual([
      ["Champion's trophy", 'Ana Silva', 'Trophy'],
      ['1st', 'Ana Silva', '30.00'],
      ['2nd', 'Ben Okafor', '20.00'],
      ['3rd', 'Cy Dubois', '10.00'],
      ['Best under-11', 'Cy Dubois', 'Medal'],
      ['Best under-13', 'Ana Silva', '10.00'],
      // Ana holds two prizes already (the trophy is an extra one): the girls' medal goes to Dana, and Fay, with no prize yet, takes Best under-1300.
      ['Best girl', 'Dana Lee', 'Medal'],
      ['Best school', 'Hill', 'Shield'],
      ['Best under-1300', 'Fay Moreau', '5.00'],
      ['Best under-1000', 'not awarded', ''],
    ]);
    expect(reasonOf(read, 'Best girl')).toBe('best female player: 2 points; Ana Silva won a higher prize');
  });

  it('unrated players in the "under" bands: Eli (unrated) then qualifies for Best under-1000, and the sheet says he won more', () => {
    expect(reasonOf(school(), 'Best under-1000')).toBe('there is no player rated under 1000');
    const read = school({ settings: { prizes: { unratedInBands: true } } });
    expect(reasonOf(read, 'Best under-1000')).toBe('everyone who qualifies (Eli Novak) won a more valuable prize');
    expect(reasonOf(read, 'Best under-1300')).toBe('everyone who qualifies (Eli Novak and Fay Moreau) won a more valuable prize');
  });
});

describe('a tie across a rating-band prize and a place prize', () => {
  // Ana (1500) and Ben (1450) tie for first on 4; Best under-1460 (25.00) is worth more than 2nd (20.00), and only Ben may win it.
  const prizes = [['Prize', 'Amount', 'Category'], ['1st', 30, 'overall'], ['Best under-1460', 25, 'u1460'], ['2nd', 20, 'overall'], ['3rd', 10, 'overall']];

  it('by tie-break: 1st to Ana, the band prize to Ben, 2nd to Cy', () => {
    expect(winners(school({ prizes }))).toEqual([
      ['1st', 'Ana Silva', '30.00'],
      ['Best under-1460', 'Ben Okafor', '25.00'],
      ['2nd', 'Cy Dubois', '20.00'],
      ['3rd', 'Dana Lee', '10.00'],
    ]);
  });

  it('shared equally: the tied pair pool 1st and the band prize, 27.50 each; Cy still 2nd', () => {
    const read = school({ prizes, settings: { prizes: { sharing: 'equal' } } });
    expect(winners(read).slice(0, 3)).toEqual([
      ['1st', 'Ana Silva', '27.50'],
      ['Best under-1460', 'Ben Okafor', '27.50'],
      ['2nd', 'Cy Dubois', '20.00'],
    ]);
    expect(reasonOf(read, 'Best under-1460')).toBe('best player rated under 1460: 4 points; tied with Ana Silva: 1st and Best under-1460 (55.00), shared equally: 27.50 each');
  });

  it('by the Hort system: each keeps half of what the tie-break gives (15.00, 12.50), the other halves (27.50) shared', () => {
    const read = school({ prizes, settings: { prizes: { sharing: 'hort' } } });
    expect(winners(read).slice(0, 2)).toEqual([
      ['1st', 'Ana Silva', '28.75'],
      ['Best under-1460', 'Ben Okafor', '26.25'],
    ]);
  });
});

describe('the Prizes sheet edited', () => {
  it('a prize renamed shows its new name; a prize row deleted moves the places down', () => {
    const read = school();
    const renamed = edited(read, 'Prizes', SCHOOL_PRIZES.map((row) => (row[0] === '1st' ? ['First place', ...row.slice(1)] : row)), prizesEditedAction);
    expect(winners(renamed)[1]).toEqual(['First place', 'Ana Silva', '30.00']);
    const deleted = edited(read, 'Prizes', SCHOOL_PRIZES.filter((row) => row[0] !== '1st'), prizesEditedAction);
    expect(winners(deleted).slice(0, 3)).toEqual([
      ["Champion's trophy", 'Ana Silva', 'Trophy'],
      ['2nd', 'Ana Silva', '20.00'],
      ['3rd', 'Ben Okafor', '10.00'],
    ]);
  });
});

describe('a long Prizes sheet that cannot be read', () => {
  it('lists its first ten problems by row and column, counts the rest, and the event goes on', () => {
    const read = school({ rounds: 2 });
    const mistyped = [SCHOOL_PRIZES[0]!, ...Array.from({ length: 150 }, (_, index) => [`Prize ${index + 1}`, 10, `u1l${index}`, ''])];
    const after = edited(read, 'Prizes', mistyped, prizesEditedAction);
    const lines = sheet(after, 'Awards').map((row) => row[0]);
    expect(lines[1]).toBe('Not updated: the Prizes sheet needs a correction');
    expect(lines.slice(2, 12).every((line, index) => line!.startsWith(`Prizes, row ${index + 2}, column Category: "u1l${index}"`))).toBe(true);
    expect(lines.slice(12)).toEqual(['… and 140 more.', 'Correct the Prizes sheet: the awards are worked out again as soon as it reads.']);
    expect(pairAction(after).result.message).toMatch(/^Round 3 paired/);
  });
});

describe('the Players sheet edited', () => {
  it('sorted: the Awards and Ratings sheets do not change (players are known by their Sheetmate ID)', () => {
    const read = school({ settings: { ratingsSheet: true } });
    const players = read.players!;
    const sorted = [players[0]!, ...players.slice(1).sort((a, b) => String(b[0]).localeCompare(String(a[0])))];
    const after = edited(read, 'Players', sorted);
    expect(after.players!.map((row) => row[0])).toEqual(sorted.map((row) => row[0]));
    expect(sheet(after, 'Awards')).toEqual(sheet(read, 'Awards'));
    expect(sheet(after, 'Ratings')).toEqual(sheet(read, 'Ratings'));
  });

  it('a player renamed: the new name on both sheets, the figures unchanged', () => {
    const read = school({ settings: { ratingsSheet: true } });
    const after = edited(read, 'Players', read.players!.map((row) => (row[0] === 'Ben Okafor' ? ['Ben Okafor-Lund', ...row.slice(1)] : row)));
    expect(winners(after)[2]).toEqual(['2nd', 'Ben Okafor-Lund', '20.00']);
    const ben = sheet(after, 'Ratings').find((row) => row[1] === 'Ben Okafor-Lund')!;
    expect(ben).toEqual(['2', 'Ben Okafor-Lund', ...sheet(read, 'Ratings').find((row) => row[1] === 'Ben Okafor')!.slice(2)]);
  });

  it('a player withdrawn takes no prize (US Chess rule 32C1), and the prizes they would have won say so', () => {
    const players = SCHOOL_PLAYERS.map((row, index) => [...row, index === 0 ? 'Status' : '']);
    let read = workbook({ Players: players, Prizes: SCHOOL_PRIZES }, { settings: { system: 'dutch', rounds: 4, ratingsSheet: true } });
    for (let round = 1; round <= 4; round++) {
      // Fay Moreau withdraws after round 2, on 0 points: the only girl without a better prize, the only player under 1300.
      if (round === 3) read = withSheet(read, 'Players', read.players!.map((row) => (row[0] === 'Fay Moreau' ? row.map((cell, column) => (column === 5 ? 'withdrawn' : cell)) : row)));
      read = applyPlan(read, pairAction(read));
      read = typedRound(read, 'Pairings', schoolResult);
    }
    read = applyPlan(read, refreshAction(read));
    expect(sheet(read, 'Awards')[1]![0]).toBe('Final: standings after round 4 of 4');
    expect(awards(read).filter((row) => row[1] === 'Fay Moreau')).toEqual([]);
    expect(awards(read).find((row) => row[0] === 'Best girl')).toEqual([
      'Best girl',
      'not awarded',
      '',
      'everyone who qualifies (Ana Silva and Dana Lee) won a more valuable prize; Fay Moreau withdrew (a player who does not finish takes no prize)',
    ]);
    expect(reasonOf(read, 'Best under-1300')).toBe('no player rated under 1300 finished (Fay Moreau withdrew)');
    // Her games still count for her rating: she lost to Ben and to Eli, who is unrated: one rated game, no points.
    expect(sheet(read, 'Ratings').find((row) => row[1] === 'Fay Moreau')!.slice(6, 8)).toEqual(['1', '0']);
  });
});

describe('a round undone', () => {
  it('puts both sheets back as they were before the round: provisional awards after round 4, its rating figures', () => {
    const read = school({ settings: { ratingsSheet: true } });
    const undone = applyPlan(read, undoAction(read, { confirmed: true }));
    const four = school({ rounds: 4, settings: { ratingsSheet: true } });
    expect(sheet(undone, 'Awards')[1]![0]).toBe('Provisional, if the event ended now: standings after round 4 of 5');
    expect(sheet(undone, 'Awards')).toEqual(sheet(four, 'Awards'));
    expect(sheet(undone, 'Ratings')).toEqual(sheet(four, 'Ratings'));
    expect(winners(undone)[3]).toEqual(['3rd', 'Dana Lee', '10.00']);
  });
});

describe('the Ratings sheet of an event with sections', () => {
  it('is each section’s own, named for it, with its own players', () => {
    const players = [['Name', 'Rating', 'Section'], ['Ana', 1500, 'U10'], ['Ben', 1450, 'U10'], ['Cy', 1400, 'U10'], ['Dee', 1350, 'U10'], ['Eli', 1100, 'U8'], ['Fay', 1050, 'U8']];
    const strength = new Map(players.slice(1).map((row) => [row[0] as string, row[1] as number]));
    let read = workbook({ Players: players }, { settings: { system: 'round-robin', rounds: 0, ratingsSheet: true } });
    read = applyPlan(read, pairAction(read));
    for (const pairings of ['Pairings U10', 'Pairings U8']) read = typedRound(read, pairings, (white, black) => (strength.get(white)! > strength.get(black)! ? '1-0' : '0-1'));
    read = applyPlan(read, refreshAction(read));
    expect(read.sheets.has('Ratings')).toBe(false);
    expect(sheet(read, 'Ratings U10')[0]![0]).toBe('Estimates: FIDE computes the official ratings · U10');
    expect(sheet(read, 'Ratings U10').slice(3, 7).map((row) => row[1])).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
    expect(sheet(read, 'Ratings U8').slice(3, 5).map((row) => row.slice(1, 3))).toEqual([
      ['Eli', expect.stringMatching(/^\d+$/)],
      ['Fay', expect.stringMatching(/^-\d+$/)],
    ]);
  });
});
