/**
 * The prize-giving as pure plans, from sheet values: the Prizes sheet the
 * organiser fills, the Awards sheet every action that writes the views
 * writes (only where it changed), its summary in the status, and the
 * Ratings sheet when the settings ask for it.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import { prizesEditedAction, refreshAction } from '../../../src/core/actions/refresh';
import { saveSettingsAction } from '../../../src/core/actions/settings';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { statusAction } from '../../../src/core/actions/status';
import { applyPlan, cellsWritten, field, typed, typedRound, withSheet, workbook } from '../../support/sheet-values';
import { SCHOOL_PLAYERS, SCHOOL_PRIZES, schoolResult } from '../../support/school-prizes';

type Rows = readonly (readonly (string | number)[])[];

/** The school's round robin, `rounds` of its 5 rounds played with every result typed, the views refreshed. */
function school(options: { settings?: Record<string, unknown>; rounds?: number; players?: Rows; prizes?: Rows } = {}): WorkbookRead {
  let read = workbook(
    { Players: options.players ?? SCHOOL_PLAYERS, Prizes: options.prizes ?? SCHOOL_PRIZES },
    { settings: { system: 'round-robin', rounds: 0, ...options.settings } },
  );
  for (let round = 1; round <= (options.rounds ?? 5); round++) {
    read = applyPlan(read, pairAction(read));
    read = typedRound(read, 'Pairings', schoolResult);
  }
  return applyPlan(read, refreshAction(read));
}

const awards = (read: WorkbookRead) => read.sheets.get('Awards')!.map((row) => row.map(String));
/** The award rows: Prize, Winner, Amount (the Why column apart). */
const table = (read: WorkbookRead) =>
  awards(read)
    .slice(awards(read).findIndex((row) => row[0] === 'Prize') + 1)
    .filter((row) => row[1] !== '')
    .map((row) => row.slice(0, 3));

describe('the Awards sheet of a school prize list', () => {
  it('by tie-break: places, a trophy on top, two age groups, the best girl and school, and two prizes nobody takes, each with why', () => {
    const read = school();
    expect(awards(read).slice(0, 3).map((row) => row[0])).toEqual([
      'Awards · Test event',
      'Final: standings after round 5 of 5',
      "10 prizes: 8 awarded, 2 not · 70.00 paid out · one prize a player · tied players' money by tie-break · amounts to the cent",
    ]);
    expect(awards(read).slice(4)).toEqual([
      ['Prize', 'Winner', 'Amount', 'Why'],
      ["Champion's trophy", 'Ana Silva', 'Trophy', 'best player: 4 points; ahead of Ben Okafor on tie-breaks (also 4 points)'],
      ['1st', 'Ana Silva', '30.00', 'best player: 4 points; ahead of Ben Okafor on tie-breaks (also 4 points)'],
      ['2nd', 'Ben Okafor', '20.00', 'best player: 4 points; Ana Silva won a higher prize'],
      ['3rd', 'Cy Dubois', '10.00', 'best player: 2½ points; Ana Silva and Ben Okafor won higher prizes'],
      ['Best under-11', 'Dana Lee', 'Medal', 'best player under 11 (born in 2015 or later): 2 points; Cy Dubois won a higher prize'],
      ['Best under-13', 'Eli Novak', '10.00', 'best player under 13 (born in 2013 or later): 1½ points; Ana Silva, Ben Okafor, Cy Dubois and Dana Lee won higher prizes'],
      ['Best girl', 'Fay Moreau', 'Medal', 'best female player: 1 point; Ana Silva and Dana Lee won higher prizes'],
      ['Best school', 'Hill', 'Shield', 'best team: 6½ points'],
      ['Best under-1300', 'not awarded', '', 'everyone who qualifies (Fay Moreau) won a more valuable prize'],
      ['Best under-1000', 'not awarded', '', 'there is no player rated under 1000'],
    ]);
  });

  it('shares the tied money equally, or by the Hort system; the trophy is never split', () => {
    const equal = school({ settings: { prizes: { sharing: 'equal' } } });
    expect(table(equal).slice(0, 3)).toEqual([
      ["Champion's trophy", 'Ana Silva', 'Trophy'],
      ['1st', 'Ana Silva', '25.00'],
      ['2nd', 'Ben Okafor', '25.00'],
    ]);
    expect(awards(equal)[6]![3]).toBe('best player: 4 points; tied with Ben Okafor: 1st and 2nd (50.00), shared equally: 25.00 each');
    const hort = school({ settings: { prizes: { sharing: 'hort' } } });
    // Each keeps half of the prize the tie-break gives them (15 and 10); the other halves, 25, are shared: 12.50 each.
    expect(table(hort).slice(1, 3)).toEqual([
      ['1st', 'Ana Silva', '27.50'],
      ['2nd', 'Ben Okafor', '22.50'],
    ]);
    expect(awards(hort)[6]![3]).toBe('best player: 4 points; Hort system, tied with Ben Okafor: keeps half of 1st (15.00) and an equal share of the other halves (25.00 ÷ 2 = 12.50)');
    expect(awards(hort)[2]![0]).toContain("tied players' money by the Hort system (half shared equally, half by tie-break)");
    // The rest of the list does not move: nobody else is tied.
    expect(table(hort).slice(3)).toEqual(table(school()).slice(3));
  });

  it('pays whole units and names what is left', () => {
    const prizes = [...SCHOOL_PRIZES.slice(0, 2), ['1st', 25, 'overall', ''], ['2nd', 0, 'overall', '']];
    const read = school({ prizes, settings: { prizes: { sharing: 'equal', rounding: 'whole', perPlayer: 1 } } });
    // 25 shared by two: 12 each, 1 not paid out.
    expect(table(read)).toEqual([
      ["Champion's trophy", 'Ana Silva', 'Trophy'],
      ['1st', 'Ana Silva', '12'],
      ['2nd', 'Ben Okafor', '12'],
    ]);
    expect(awards(read).at(-1)).toEqual(['Not paid out: 1.00 (amounts rounded down to whole units).', '', '', '']);
  });

  it('before any result, lists the prizes as read with who may win each; from the first result, provisional awards', () => {
    const start = workbook({ Players: SCHOOL_PLAYERS, Prizes: SCHOOL_PRIZES }, { settings: { system: 'round-robin', rounds: 0 } });
    const paired = applyPlan(start, pairAction(start));
    expect(awards(paired)[1]![0]).toBe('The prizes as read: the winners appear here once results are in');
    expect(awards(paired)[9]).toEqual(['Best under-11', '', 'Medal', 'for the best player under 11 (born in 2015 or later)']);
    const first = applyPlan(typed(paired, 'Pairings', 1, '1-0'), refreshAction(typed(paired, 'Pairings', 1, '1-0')));
    expect(awards(first)[1]![0]).toBe('Provisional, if the event ended now: standings during round 1 of 5 (1 of 3 results in)');
    expect(awards(school({ rounds: 1 }))[1]![0]).toBe('Provisional, if the event ended now: standings after round 1 of 5');
  });
});

describe('the Awards sheet as the event goes on', () => {
  it('is written with the views, and a typed result rewrites only the cells it changes', () => {
    let read = school({ rounds: 4 });
    read = applyPlan(read, pairAction(read));
    read = applyPlan(read, refreshAction(read));
    expect(refreshAction(read).writes.filter((write) => write.sheet === 'Awards')).toEqual([]);
    const before = read.sheets.get('Awards')!;
    // Round 5: Ana–Fay a draw would leave the tie; typed as a win for Ana, she is first alone.
    const board = read.sheets.get('Pairings')!.find((row) => row[0] === 5 && [row[2], row[6]].includes('Ana Silva'))![1] as number;
    const afterResult = typed(read, 'Pairings', board, read.sheets.get('Pairings')!.find((row) => row[1] === board && row[0] === 5)![2] === 'Ana Silva' ? '1-0' : '0-1');
    const plan = refreshAction(afterResult);
    const awardsWrites = plan.writes.filter((write) => write.sheet === 'Awards');
    // Its values, and the height of a line whose text grew (the note with the money paid out): never a fresh layout.
    expect(awardsWrites.map((write) => write.kind).filter((kind) => kind !== 'rowHeights')).toEqual(['values']);
    const cells = cellsWritten(plan).Awards!;
    const after = applyPlan(afterResult, plan).sheets.get('Awards')!;
    const changed = after.flatMap((row, r) => row.filter((cell, c) => cell !== before[r]?.[c])).length;
    expect(changed).toBeGreaterThan(0);
    expect(cells).toBeLessThanOrEqual(changed + 8);
  });

  it('follows a result changed after the awards were written', () => {
    const read = school();
    // The last round's Ana–Fay draw changed into a win for Fay: Ben is first alone, Ana second.
    const pairings = read.sheets.get('Pairings')!.map((row) => row.slice());
    const row = pairings.findIndex((line) => [line[2], line[6]].includes('Ana Silva') && [line[2], line[6]].includes('Fay Moreau'));
    pairings[row]![4] = pairings[row]![2] === 'Fay Moreau' ? '1-0' : '0-1';
    const changed = applyPlan(withSheet(read, 'Pairings', pairings), refreshAction(withSheet(read, 'Pairings', pairings)));
    expect(table(changed).slice(1, 3)).toEqual([
      ['1st', 'Ben Okafor', '30.00'],
      ['2nd', 'Ana Silva', '20.00'],
    ]);
  });

  it('says what to correct when the Prizes sheet cannot be read, pairs on, and comes back once corrected', () => {
    let read = school({ rounds: 2 });
    const mistyped = SCHOOL_PRIZES.map((row, index) => (index === 5 ? [row[0]!, row[1]!, 'u1l', row[3]!] : row));
    read = withSheet(read, 'Prizes', mistyped);
    const plan = prizesEditedAction(read);
    read = applyPlan(read, plan);
    expect(awards(read).slice(1, 3).map((row) => row[0])).toEqual([
      'Not updated: the Prizes sheet needs a correction',
      expect.stringMatching(/^Prizes, row 6, column Category: "u1l" in "u1l" is not a category Sheetmate knows\. Write one of: overall; rating<1600/),
    ]);
    expect(plan.result.status.awards?.lines[0]).toBe('Not updated: the Prizes sheet needs a correction');
    // The event goes on: round 3 is paired as before.
    const next = pairAction(read);
    expect(next.result.message).toMatch(/^Round 3 paired/);
    read = applyPlan(withSheet(read, 'Prizes', SCHOOL_PRIZES), prizesEditedAction(withSheet(read, 'Prizes', SCHOOL_PRIZES)));
    expect(awards(read)[1]![0]).toMatch(/^Provisional, if the event ended now: standings after round 2 of 5/);
  });

  it('follows the organiser’s edits: Prizes sorted, a row inserted, a player renamed', () => {
    const read = school();
    const byPrize = (rows: string[][]) => Object.fromEntries(rows.map((row) => [row[0], row.slice(1)]));
    const sort = (list: Rows) => [list[0]!, ...list.slice(1).sort((a, b) => String(a[0]).localeCompare(String(b[0])))];
    // With an Order column (1 the most valuable), sorting the sheet changes nothing but the order the awards are listed in.
    const ordered = SCHOOL_PRIZES.map((row, index) => [...row, index === 0 ? 'Order' : index]);
    const withOrder = applyPlan(withSheet(read, 'Prizes', ordered), prizesEditedAction(withSheet(read, 'Prizes', ordered)));
    const sortedWithOrder = applyPlan(withSheet(read, 'Prizes', sort(ordered)), prizesEditedAction(withSheet(read, 'Prizes', sort(ordered))));
    expect(byPrize(table(withOrder))).toEqual(byPrize(table(read)));
    expect(byPrize(table(sortedWithOrder))).toEqual(byPrize(table(read)));
    expect(table(sortedWithOrder)[0]![0]).toBe('1st');
    // Without one, money goes by amount, and a prize that is not money is worth what the list puts above it:
    // sorted by name, Best girl comes before Best under-11, so Dana takes the girls' medal and Fay the under-11's.
    const sorted = applyPlan(withSheet(read, 'Prizes', sort(SCHOOL_PRIZES)), prizesEditedAction(withSheet(read, 'Prizes', sort(SCHOOL_PRIZES))));
    expect(byPrize(table(sorted))).toEqual({ ...byPrize(table(read)), 'Best girl': ['Dana Lee', 'Medal'], 'Best under-11': ['Fay Moreau', 'Medal'] });
    const inserted = [...SCHOOL_PRIZES.slice(0, 4), ['Best under-1500', 15, 'u1500', ''], ...SCHOOL_PRIZES.slice(4)];
    const afterInsert = applyPlan(withSheet(read, 'Prizes', inserted), prizesEditedAction(withSheet(read, 'Prizes', inserted)));
    // Worth more than 3rd: Cy (1400, 2½) takes it, and 3rd goes to Dana.
    expect(table(afterInsert).slice(3, 5)).toEqual([
      ['Best under-1500', 'Cy Dubois', '15.00'],
      ['3rd', 'Dana Lee', '10.00'],
    ]);
    const players = read.players!.map((row) => (row[0] === 'Ana Silva' ? ['Ana Silva-Reis', ...row.slice(1)] : row));
    const renamed = applyPlan(withSheet(read, 'Players', players), refreshAction(withSheet(read, 'Players', players)));
    expect(table(renamed)[1]).toEqual(['1st', 'Ana Silva-Reis', '30.00']);
  });
});

describe('the sidebar’s summary of the awards', () => {
  it('is in every status: what the Awards sheet says, its first awards and how many more', () => {
    const read = school();
    const status = statusAction(read).result.status;
    expect(status.awards).toEqual({
      lines: ['Final: standings after round 5 of 5', "10 prizes: 8 awarded, 2 not · 70.00 paid out · one prize a player · tied players' money by tie-break · amounts to the cent"],
      awards: [
        { prize: "Champion's trophy", winner: 'Ana Silva', amount: 'Trophy' },
        { prize: '1st', winner: 'Ana Silva', amount: '30.00' },
        { prize: '2nd', winner: 'Ben Okafor', amount: '20.00' },
        { prize: '3rd', winner: 'Cy Dubois', amount: '10.00' },
        { prize: 'Best under-11', winner: 'Dana Lee', amount: 'Medal' },
        { prize: 'Best under-13', winner: 'Eli Novak', amount: '10.00' },
        { prize: 'Best girl', winner: 'Fay Moreau', amount: 'Medal' },
        { prize: 'Best school', winner: 'Hill', amount: 'Shield' },
      ],
      more: 2,
    });
    // A setting saved answers with the summary of the Awards sheet it rewrites.
    const { plan } = saveSettingsAction(read, { prizes: { sharing: 'equal' } }, []);
    expect(plan.result.status.awards?.awards[1]).toEqual({ prize: '1st', winner: 'Ana Silva', amount: '25.00' });
  });

  it('says so when the Prizes sheet is gone, rather than show the awards of a list nobody sees', () => {
    const read = school();
    const sheets = new Map(read.sheets);
    sheets.delete('Prizes');
    const gone = { ...read, sheets };
    const after = applyPlan(gone, refreshAction(gone));
    expect(awards(after).map((row) => row[0])).toEqual([
      'Awards · Test event',
      'Not updated: there is no sheet called Prizes',
      'The awards are given from a sheet named Prizes, one prize a row (Prize, Amount, Category). Give the prize list that name again, or delete this sheet.',
    ]);
    expect(statusAction(after).result.status.awards).toEqual({ lines: [awards(after)[1]![0], awards(after)[2]![0]], awards: [], more: 0 });
  });

  it('is absent without a Prizes sheet, and no Awards sheet is written', () => {
    let read = workbook({ Players: SCHOOL_PLAYERS }, { settings: { system: 'round-robin', rounds: 0 } });
    read = applyPlan(read, pairAction(read));
    expect(read.sheets.has('Awards')).toBe(false);
    expect(statusAction(read).result.status.awards).toBeUndefined();
  });
});

describe('the Ratings sheet', () => {
  it('is written only when the settings ask for it, one row a player by start number, saying FIDE computes the official figures', () => {
    expect(school().sheets.has('Ratings')).toBe(false);
    const read = school({ settings: { ratingsSheet: true } });
    const rows = read.sheets.get('Ratings')!;
    // The first line fits a phone's screen, and says first that these are not FIDE's figures.
    expect(rows[0]![0]).toBe('Estimates: FIDE computes the official ratings');
    expect(String(rows[1]![0])).toMatch(/^By the FIDE Rating Regulations \(B\.02\) from this event's games typed so far/);
    expect(rows[2]).toEqual(['No.', 'Name', 'Change', 'Performance', 'Rating', 'K', 'Games', 'Score', 'Expected', 'Initial rating']);
    // Ana (1500, born 2013: a junior, K 40): 4 games against rated players (Eli is unrated), 3 points.
    expect(rows[3]).toEqual([1, 'Ana Silva', 7, 1531, 1500, 40, 4, 3, 2.82, '']);
    // Eli, unrated: no K, expected score or change; a performance, and a first rating from these games alone.
    expect(rows[8]).toEqual([6, 'Eli Novak', '', 1221, '', '', 5, 1.5, '', 1391]);
  });

  it('takes a K column, and a typed result rewrites the rows of its two players only', () => {
    const players = SCHOOL_PLAYERS.map((row, index) => [...row, index === 0 ? 'K' : index === 1 ? 20 : '']);
    let read = school({ players, rounds: 4, settings: { ratingsSheet: true } });
    expect(read.sheets.get('Ratings')![3]![5]).toBe(20);
    read = applyPlan(read, pairAction(read));
    read = applyPlan(read, refreshAction(read));
    const plan = refreshAction(typed(read, 'Pairings', 1, '1-0'));
    const ratings = plan.writes.filter((write) => write.sheet === 'Ratings' && write.kind === 'values');
    const rowsWritten = ratings.flatMap((write) => (write.kind === 'values' ? write.ranges.flatMap((range) => range.values.map((_, offset) => range.row + offset)) : []));
    expect(new Set(rowsWritten).size).toBeLessThanOrEqual(2);
  });
});

describe('the Awards sheet of an event with sections', () => {
  const players = [
    ['Name', 'Rating', 'Section', 'Sex', 'School'],
    ['Ana', 1500, 'U10', 'F', 'Hill'],
    ['Ben', 1450, 'U10', 'M', 'Vale'],
    ['Cy', 1400, 'U10', 'M', 'Hill'],
    ['Dee', 1350, 'U10', 'F', 'Vale'],
    ['Eli', 1100, 'U8', 'M', 'Vale'],
    ['Fay', 1050, 'U8', 'F', 'Hill'],
    ['Gia', 1000, 'U8', 'F', 'Vale'],
    ['Hal', 950, 'U8', 'M', 'Hill'],
  ];
  const prizes = [
    ['Prize', 'Amount', 'Category', 'Section'],
    ['1st', 20, '', 'U10'],
    ['2nd', 10, '', 'U10'],
    ['1st', 20, '', 'U8'],
    ['Best girl', 'Medal', 'girls', 'U8'],
    ['Best school', 'Shield', 'school', ''],
  ];
  /** The higher-rated player wins every game. */
  const strength = new Map(players.slice(1).map((row) => [row[0] as string, row[1] as number]));
  const decide = (white: string, black: string) => (strength.get(white)! > strength.get(black)! ? '1-0' : '0-1');

  it('lists each section’s prizes under its heading, and the whole event’s last', () => {
    let read = workbook({ Players: players, Prizes: prizes }, { settings: { system: 'round-robin', rounds: 0 } });
    for (let round = 1; round <= 3; round++) {
      read = applyPlan(read, pairAction(read));
      for (const sheet of ['Pairings U10', 'Pairings U8']) read = typedRound(read, sheet, decide);
    }
    read = applyPlan(read, refreshAction(read));
    expect(awards(read).map((row) => (row[1] === '' ? row[0] : row.slice(0, 3).join(' | ')))).toEqual([
      'Awards · Test event',
      'Final: every section has played its last round',
      "5 prizes: 5 awarded · 50.00 paid out · one prize a player · tied players' money by tie-break · amounts to the cent",
      '',
      'U10 · standings after round 3 of 3',
      'Prize | Winner | Amount',
      '1st | Ana | 20.00',
      '2nd | Ben | 10.00',
      '',
      'U8 · standings after round 3 of 3',
      'Prize | Winner | Amount',
      '1st | Eli | 20.00',
      'Best girl | Fay | Medal',
      '',
      'The whole event',
      'Prize | Winner | Amount',
      // Best 4: Hill Ana 3 + Cy 1 + Fay 2 + Hal 0 = 6, Vale Ben 2 + Dee 0 + Eli 3 + Gia 1 = 6, no next best, 4 players each:
      // the Teams sheet ranks them 1–2, Hill first by name, and by tie-break the shield is Hill's.
      'Best school | Hill | Shield',
    ]);
    expect(awards(read)[16]![3]).toBe('best team: 6 points; ahead of Vale on tie-breaks (also 6 points)');
    expect(awards(read)[11]![3]).toBe('best player in section U8: 3 points');
  });
});

describe('the prize settings', () => {
  const fresh = () => workbook({ Players: SCHOOL_PLAYERS });

  it('are the whole event’s, checked in words, and merged one at a time', () => {
    const { saved } = saveSettingsAction(fresh(), { prizes: { sharing: 'hort' }, ratingsSheet: true }, []);
    expect(saved.prizes).toEqual({ sharing: 'hort', rounding: 'cent', perPlayer: 1, unratedInBands: false });
    expect(saved.ratingsSheet).toBe(true);
    expect(saveSettingsAction(fresh(), { prizes: { perPlayer: 'any', unratedInBands: true } }, []).saved.prizes).toEqual({ sharing: 'tiebreak', rounding: 'cent', perPlayer: 'any', unratedInBands: true });
    expect(() => saveSettingsAction(fresh(), { prizes: { sharing: 'split' } }, [])).toThrow('tied players\' money goes by "tiebreak", is shared "equal"ly, or by "hort" (the Hort system); "split" is not.');
    expect(() => saveSettingsAction(fresh(), { prizes: { perPlayer: 0 } }, [])).toThrow('the prizes a player may win must be a whole number from 1 to 20, or "any"; "0" is not.');
    expect(() => saveSettingsAction(fresh(), { prizes: { share: 'equal' } }, [])).toThrow('"share" is not a prize setting. Known: sharing, rounding, perPlayer, unratedInBands.');
    expect(() => saveSettingsAction(fresh(), { ratingsSheet: 'yes' }, [])).toThrow('the Ratings sheet is on (true) or off (false); "yes" is neither.');
  });

  it('are refused for one section', () => {
    expect(() => saveSettingsAction(fresh(), { section: 'U10', prizes: { sharing: 'equal' } }, ['U10', 'U8'])).toThrow(/the prize settings and the Ratings sheet are the whole event's/);
  });
});

describe('a prize shared by more players than a phone can list', () => {
  it('shows the first four and one row for the rest, so the sheet stays as long as the prize list', () => {
    let read = workbook({ Players: field(20), Prizes: [['Prize', 'Amount'], ['1st', 30], ['2nd', 20], ['3rd', 10]] }, { settings: { prizes: { sharing: 'equal' } } });
    read = applyPlan(read, pairAction(read));
    read = typedRound(read, 'Pairings', () => '1-0');
    read = applyPlan(read, refreshAction(read));
    // Ten players won their game: together they take the three prizes, 60.00, 6.00 each.
    expect(table(read)).toEqual([
      ['1st', expect.any(String), '6.00'],
      ['2nd', expect.any(String), '6.00'],
      ['3rd', expect.any(String), '6.00'],
      ['3rd', expect.any(String), '6.00'],
      ['3rd', expect.any(String), '6.00'],
      ['3rd', expect.any(String), '6.00'],
      ['3rd', 'and 4 more players', '6.00'],
    ]);
    expect(awards(read).at(-1)![3]).toBe("tied on 1 point: each an equal share of the same prizes' money (who they are: Standings)");
  });
});

describe('the Players columns the categories read', () => {
  it('gives prizes by Age group, Category and a Born typed as a date, and refuses a Born that is no year, writing nothing', () => {
    const players = [
      ['Name', 'Rating', 'Age group', 'Category', 'Date of birth'],
      ['Ana', 1500, 'U14', 'S', '2012-03-01'],
      ['Ben', 1450, 'U12', '', '17/05/2014'],
      ['Cy', 1400, 'U12', 'S', '2014-09-09'],
      ['Dee', 1350, 'U14', '', '2012-01-01'],
    ];
    const prizes = [
      ['Prize', 'Amount', 'Category'],
      ['Best U12 group', 'Medal', 'age group=u12'],
      ['Best in category S', 'Medal', 'category=S'],
      ['Best born 2014', 'Medal', 'born 2014'],
    ];
    let read = workbook({ Players: players, Prizes: prizes }, { settings: { system: 'round-robin', rounds: 0 } });
    for (let round = 1; round <= 3; round++) {
      read = applyPlan(read, pairAction(read));
      // The higher-rated player wins: Ana 3, Ben 2, Cy 1, Dee 0.
      read = typedRound(read, 'Pairings', (white, black) => (players.findIndex((row) => row[0] === white) < players.findIndex((row) => row[0] === black) ? '1-0' : '0-1'));
    }
    read = applyPlan(read, refreshAction(read));
    expect(table(read)).toEqual([
      ['Best U12 group', 'Ben', 'Medal'],
      ['Best in category S', 'Ana', 'Medal'],
      ['Best born 2014', 'Cy', 'Medal'],
    ]);
    const wrong = withSheet(read, 'Players', players.map((row, index) => (index === 2 ? [...row.slice(0, 4), 'May 2014'] : row)));
    expect(() => refreshAction(wrong)).toThrow('Players, row 3, column Born: "May 2014" is not a year of birth.');
  });
});
