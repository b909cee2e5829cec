/**
 * `sheetmate prizes` and `sheetmate standings --ratings`, the interface that
 * independent checks use. The expected awards of test/fixtures/prizes were
 * worked out by hand (see its README).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { USAGE } from '../../src/cli/usage';
import { tournamentToTrf, writeTrf } from '../../src/core/trf';
import { tournament } from '../support/tiebreak-builders';

const FIXTURES = join(__dirname, '..', 'fixtures', 'prizes');
const FILES: Record<string, string> = {
  'school.trf': readFileSync(join(FIXTURES, 'school.trf'), 'utf8'),
  'prizes.csv': readFileSync(join(FIXTURES, 'prizes.csv'), 'utf8'),
};

function run(args: string[], files: Record<string, string> = FILES) {
  return runCli(args, { readFile: (path) => files[path] ?? (() => { throw new Error('ENOENT'); })() });
}

function json(args: string[], files?: Record<string, string>) {
  const out = run([...args, '--format', 'json'], files);
  expect(out.stderr).toBe('');
  expect(out.exitCode).toBe(0);
  return JSON.parse(out.stdout);
}

const PRIZES = ['prizes', 'school.trf', '--prizes', 'prizes.csv'];

/** The awards after the three on 3 points, the same in every method. */
const AFTER_THE_TIE = [
  { prize: 6, name: 'Best girl', winner: 6, amount: null },
  { prize: 7, name: 'Best under-12', winner: 5, amount: 20 },
  { prize: 8, name: 'Best unrated', winner: null, amount: null },
  { prize: 9, name: 'Best under-1400', winner: null, amount: null },
];

/** 1st to Ana, then 2nd, 3rd and Best under-1600 to Dana (4), Cy (3) and Ben (2), paid as given. */
function withTie(second: number, third: number, underSixteen: number) {
  return [
    { prize: 2, name: '1st', winner: 1, amount: 100 },
    { prize: 3, name: '2nd', winner: 4, amount: second },
    { prize: 4, name: '3rd', winner: 3, amount: third },
    { prize: 5, name: 'Best under-1600', winner: 2, amount: underSixteen },
    ...AFTER_THE_TIE,
  ];
}

describe('sheetmate prizes --format json', () => {
  it('by tie-break (the default): one prize a player, the most valuable first, down the standings', () => {
    expect(json(PRIZES)).toEqual(withTie(60, 40, 50));
    expect(json([...PRIZES, '--share', 'tiebreak'])).toEqual(json(PRIZES));
  });

  it('shared equally: the three tied on 3 points share 2nd, best under-1600 and 3rd', () => {
    expect(json([...PRIZES, '--share', 'equal'])).toEqual(withTie(50, 50, 50));
  });

  it('by the Hort system: half of each prize kept by tie-break, the other halves (75) shared', () => {
    expect(json([...PRIZES, '--share', 'hort'])).toEqual(withTie(30 + 25, 20 + 25, 25 + 25));
  });

  it('counts rows as a spreadsheet does, blank rows included, and takes the row of a quoted cell with a line break once', () => {
    const csv = 'Prize,Amount,Category\n"First\nprize",100,overall\n\nBest girl,25,sex=F\n';
    expect(json(['prizes', 'school.trf', '--prizes', 'p.csv'], { ...FILES, 'p.csv': csv })).toEqual([
      { prize: 2, name: 'First\nprize', winner: 1, amount: 100 },
      { prize: 4, name: 'Best girl', winner: 4, amount: 25 },
    ]);
  });

  it('allows more prizes a player with --prizes-per-player', () => {
    const awards = json([...PRIZES, '--prizes-per-player', '2']);
    expect(awards.find((award: { name: string }) => award.name === 'Best girl')).toEqual({ prize: 6, name: 'Best girl', winner: 1, amount: null });
  });

  it('rounds to whole units with --rounding whole, and says what is not paid out', () => {
    const files = { ...FILES, 'p.csv': 'Prize,Amount,Category\n1st,100,overall\n2nd,50,overall\n3rd,11,overall\n' };
    const args = ['prizes', 'school.trf', '--prizes', 'p.csv', '--share', 'equal', '--rounding', 'whole'];
    // 61.00 among the three on 3 points: 20.34, 20.33, 20.33 to the cent; 20 each in whole units, 1.00 left.
    expect(json(args, files).map((award: { amount: number }) => award.amount)).toEqual([100, 20, 20, 20]);
    expect(run(args, files).stdout).toContain('Not paid out: 1.00 (amounts rounded down to whole units)');
  });
});

describe('sheetmate prizes, text and errors', () => {
  it("prints a table with each award's reason, and says how rows are counted", () => {
    const out = run([...PRIZES, '--share', 'equal']);
    expect(out.exitCode).toBe(0);
    expect(out.stdout).toContain("Awards · one prize a player · tied players' money shared equally · amounts to the cent");
    expect(out.stdout).toMatch(/^\s+5 {2}Best under-1600 +2 {2}Ben Okafor +50\.00 {2}best player rated under 1600: 3 points; tied with Dana Lee and Cy Dubois/m);
    expect(out.stdout).toMatch(/Best under-1400 +not awarded +not awarded: there is no player rated under 1400/);
    expect(out.stdout).toContain('the header is row 1, the first prize row 2');
  });

  it('writes CSV with amounts as numbers', () => {
    const lines = run([...PRIZES, '--share', 'equal', '--format', 'csv']).stdout.split('\n');
    expect(lines[0]).toBe('Row,Prize,No.,Winner,Amount,Why');
    expect(lines[2]).toMatch(/^3,2nd,4,Dana Lee,50,"best player: 3 points;/);
    expect(lines[5]).toMatch(/^6,Best girl,6,Fay Moreau,Trophy,/);
  });

  it('refuses an unknown category with its row and column, and writes nothing', () => {
    const files = { ...FILES, 'p.csv': 'Prize,Amount,Category\n1st,100,overall\nBest kid,20,youngest\n' };
    const out = run(['prizes', 'school.trf', '--prizes', 'p.csv', '--format', 'json'], files);
    expect(out).toMatchObject({ exitCode: 2, stdout: '' });
    expect(out.stderr).toMatch(/^p\.csv, row 3, column Category: "youngest" in "youngest" is not a category Sheetmate knows/);
  });

  it('needs --prizes, a readable prize list and a TRF', () => {
    expect(run(['prizes', 'school.trf']).stderr).toMatch(/--prizes PRIZES\.csv/);
    expect(run(['prizes', 'school.trf', '--prizes', 'missing.csv']).stderr).toMatch(/cannot read missing\.csv/);
    expect(run(['prizes', 'p.csv', '--prizes', 'prizes.csv'], { ...FILES, 'p.csv': 'Name,Rating\nAnn,1500\n' }).stderr).toMatch(/FIDE TRF/);
    expect(run([...PRIZES, '--share', 'split']).stderr).toMatch(/--share must be one of tiebreak, equal, hort/);
    expect(run([...PRIZES, '--prizes-per-player', '0']).stderr).toMatch(/--prizes-per-player must be a whole number from 1, or any/);
  });

  it("takes the event's year from the TRF for age categories, or from --year", () => {
    const files = { ...FILES, 'p.csv': 'Prize,Amount,Category\nBest U11,5,u11\n' };
    // Under 11 in 2025: born in 2014 or later (Dana, then Fay); in 2026, born in 2015 or later.
    expect(json(['prizes', 'school.trf', '--prizes', 'p.csv'], files)).toEqual([{ prize: 2, name: 'Best U11', winner: 4, amount: 5 }]);
    expect(json(['prizes', 'school.trf', '--prizes', 'p.csv', '--year', '2026'], files)).toEqual([{ prize: 2, name: 'Best U11', winner: 6, amount: 5 }]);
  });

  it('is in --help', () => {
    expect(USAGE).toContain('sheetmate prizes FILE.trf --prizes PRIZES.csv');
    expect(USAGE).toMatch(/"prize" is the prize's row in PRIZES\.csv as a\s+spreadsheet numbers it: the header is row 1/);
    expect(USAGE).toContain('--ratings');
  });
});

/** FIDE's published calculation F-P01 (test/core/ratings/fide-calculations.test.ts) as a six-player round robin in a TRF. */
function publishedTrf(startDate: string): string {
  const event = tournament(['Top', 2813], ['B', 1787], ['C', 2025], ['D', 2310], ['E', 2400], ['F', 2505])
    .round('Top - B 1-0', 'C - F ½-½', 'D - E ½-½')
    .round('C - Top 0-1', 'B - D 0-1', 'E - F ½-½')
    .round('Top - D 1-0', 'B - F 0-1', 'C - E ½-½')
    .round('E - Top 0-1', 'B - C 0-1', 'D - F ½-½')
    .round('Top - F ½-½', 'B - E 0-1', 'C - D ½-½')
    .build();
  const file = tournamentToTrf(event);
  return writeTrf({ ...file, header: { ...file.header, startDate } });
}

describe('sheetmate standings --ratings', () => {
  it('adds "expected", "ratingChange" and "performance" to each player', () => {
    const { standings } = json(['standings', 'school.trf', '--ratings']);
    const ana = standings.find((row: { startNumber: number }) => row.startNumber === 1);
    // Ana (1720) against Ben 1580, Cy 1810, Dana 1540, Fay 1450 (Eli is unrated): PD .69 + .38 + .74 + .83;
    // 3 points, K 40 (a junior under 2300): 40 × 0.36 = 14.4; Ra 1595 + dp(.75) 193.
    expect(ana).toMatchObject({ expected: 2.64, ratingChange: 14, performance: 1788, kFactor: 40 });
    const eli = standings.find((row: { startNumber: number }) => row.startNumber === 5);
    expect(eli).toMatchObject({ expected: null, ratingChange: null, kFactor: null, performance: 1471 });
    for (const row of standings) expect(Object.keys(row)).toEqual(expect.arrayContaining(['expected', 'ratingChange', 'performance']));
  });

  it("reproduces FIDE's published −3 for a player rated 2813 (F-P01), the 2650 exemption included", () => {
    const files = { 'event.trf': publishedTrf('2025/11/07') };
    const { standings } = json(['standings', 'event.trf', '--ratings'], files);
    expect(standings.find((row: { startNumber: number }) => row.startNumber === 1)).toMatchObject({ expected: 4.75, ratingChange: -3, performance: 2571, kFactor: 10 });
  });

  it('caps every player before 1 October 2025, as the regulations then said', () => {
    const files = { 'event.trf': publishedTrf('2025/09/20') };
    const { standings } = json(['standings', 'event.trf', '--ratings'], files);
    // 2813 against 1787, 2025, 2310, 2400 counted as 400 below (.92 each), 2505 (.86): 4.54; 10 × (4.5 − 4.54).
    expect(standings.find((row: { startNumber: number }) => row.startNumber === 1)).toMatchObject({ expected: 4.54, ratingChange: 0 });
  });

  it('takes one K for everyone with --k, and says in text and CSV that FIDE computes the official figures', () => {
    const { standings } = json(['standings', 'school.trf', '--ratings', '--k', '20']);
    expect(standings.find((row: { startNumber: number }) => row.startNumber === 1)).toMatchObject({ kFactor: 20, ratingChange: 7 });
    const text = run(['standings', 'school.trf', '--ratings']).stdout;
    expect(text).toMatch(/Rtg +Exp +K +Chg +Perf/);
    expect(text).toContain('FIDE computes the official figures');
    expect(run(['standings', 'school.trf', '--ratings', '--format', 'csv']).stdout.split('\n')[0]).toBe('Rank,No.,Name,Points,BH/C1,BH,SB,DE,WIN,Rtg,Exp,K,Chg,Perf');
  });

  it('leaves the standings as they were without --ratings', () => {
    const { standings } = json(['standings', 'school.trf']);
    expect(Object.keys(standings[0])).toEqual(['rank', 'startNumber', 'name', 'points', 'tiebreaks']);
  });
});
