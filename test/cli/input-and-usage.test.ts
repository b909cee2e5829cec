/**
 * The command line's edges: no arguments, files that are not what it reads,
 * loose options, start numbers with gaps, and CSV that a spreadsheet opens
 * safely (numbers as numbers, names that would run as formulas escaped).
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { USAGE } from '../../src/cli/usage';
import { gapTrf } from './gap-trf';

function run(args: string[], files: Record<string, string>) {
  return runCli(args, { readFile: (path) => files[path] ?? (() => { throw new Error('ENOENT'); })() });
}

const FOUR = 'Name,Rating\nAnn,2000\nBo,1900\nCy,1800\nDi,1700\n';

describe('usage', () => {
  it('exits 2 with the usage on standard error when given no arguments', () => {
    const out = run([], {});
    expect(out).toMatchObject({ exitCode: 2, stdout: '' });
    expect(out.stderr).toContain('Usage:');
  });

  it('prints the usage on --help with exit status 0', () => {
    expect(run(['--help'], {})).toMatchObject({ exitCode: 0, stdout: `${USAGE}\n` });
    expect(run(['pair', '--help'], {})).toMatchObject({ exitCode: 0 });
  });

  it('says what each kind of file is, not where the format came from, and where the fold bye goes', () => {
    expect(USAGE).not.toMatch(/seed \d|seed rule/i);
    expect(USAGE).toContain('Name | score | opponents');
    expect(USAGE).toMatch(/fold[^]*odd count[^]*top seed gets the bye/);
  });
});

describe('files that are not CSV, quick-Swiss text or TRF', () => {
  it('says a tab-separated file is tab-separated', () => {
    const out = run(['pair', 'players.txt'], { 'players.txt': 'Name\tRating\nAnn\t2000\nBo\t1900\n' });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(/players\.txt is tab-separated \(TSV\).*save the sheet as CSV/);
    expect(run(['pair', 'players.tsv'], { 'players.tsv': 'Name\nAnn\n' }).stderr).toMatch(/tab-separated/);
  });

  it('says an .xlsx file is a spreadsheet workbook, by its name or by its first bytes', () => {
    expect(run(['pair', 'event.xlsx'], { 'event.xlsx': 'PK\u0003\u0004rest' }).stderr).toMatch(/event\.xlsx is a spreadsheet workbook.*save the Players sheet as CSV/);
    expect(run(['pair', 'event.csv'], { 'event.csv': 'PK\u0003\u0004\u0000\u0000' }).stderr).toMatch(/spreadsheet workbook/);
    expect(run(['standings', 'event.xlsx'], { 'event.xlsx': '' })).toMatchObject({ exitCode: 2 });
  });

  it('says a binary file is not text', () => {
    expect(run(['pair', 'x.csv'], { 'x.csv': 'Name\u0000\u0001' }).stderr).toMatch(/binary file/);
  });
});

describe('loose options', () => {
  it.each(['0', '-1', '1.5', 'two', '99999'])('refuses --round %s', (round) => {
    const out = run(['pair', 'p.csv', '--system', 'round-robin', `--round=${round}`], { 'p.csv': FOUR });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(/--round must be a round number from 1 to 9999/);
  });

  it('refuses a TRF round beyond the next one', () => {
    const out = run(['pair', 'gap.trf', '--round', '5'], { 'gap.trf': gapTrf() });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(/1 round played, so round 2 is the next to pair; --round 5 cannot be paired yet/);
  });

  it('refuses a seed of more than 9 digits', () => {
    expect(run(['pair', 'p.csv', '--system', 'random', '--seed', '12345678901234567890'], { 'p.csv': FOUR }).stderr).toMatch(/--seed must be a whole number/);
  });
});

describe('start numbers with gaps (players 1-6 and 20)', () => {
  const files = { 'gap.trf': gapTrf() };

  it('standings name player 20', () => {
    const out = run(['standings', 'gap.trf', '--format', 'json'], files);
    expect(out.exitCode).toBe(0);
    const names = JSON.parse(out.stdout).standings.map((row: { startNumber: number; name: string }) => [row.startNumber, row.name]);
    expect(names).toContainEqual([20, 'Tal']);
    expect(run(['standings', 'gap.trf'], files).stdout).toContain('Tal');
  });

  it('pair in text and JSON names player 20 and gives the scores of the right players', () => {
    const text = run(['pair', 'gap.trf'], files);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).not.toMatch(/#\d|\b20\b/);
    const json = JSON.parse(run(['pair', 'gap.trf', '--format', 'json'], files).stdout);
    const everyone = [...json.boards.flatMap((b: { white: string; black: string }) => [b.white, b.black]), ...json.byes.map((b: { player: string }) => b.player)];
    expect(everyone.sort()).toEqual(['Ada', 'Bea', 'Cal', 'Dan', 'Eve', 'Fay', 'Tal']);
    // Ada won round 1 and Bea drew: their own scores are printed beside their names.
    expect(text.stdout).toMatch(/Ada \(1\)/);
    expect(text.stdout).toMatch(/Bea \(½\)/);
  });
});

describe('standings --format csv', () => {
  it('writes points and ranks as numbers a spreadsheet reads (4.5, not 4½)', () => {
    const csv = run(['standings', 'gap.trf', '--format', 'csv'], { 'gap.trf': gapTrf() }).stdout;
    expect(csv).not.toContain('½');
    const rows = csv.trim().split('\n').map((line) => line.split(','));
    expect(rows[0]).toEqual(['Rank', 'No.', 'Name', 'Points', 'BH/C1', 'BH', 'SB', 'DE', 'WIN']);
    for (const row of rows.slice(1)) {
      expect(row[0]).toMatch(/^\d+$/);
      expect(row[3]).toMatch(/^\d+(\.5)?$/);
    }
    expect(rows.find((row) => row[2] === 'Bea')![3]).toBe('0.5');
  });

  it('escapes a name that would run as a formula, and pair reads the escaped name back as the same name', () => {
    const hostile = ['=HYPERLINK("http://x.invalid")', '+1+1', '@SUM(A1)', '-2+3'];
    const csv = run(['standings', 'gap.trf', '--format', 'csv'], { 'gap.trf': gapTrf(hostile) }).stdout;
    for (const name of hostile) expect(csv).toContain(`'${name.replace(/"/g, '""')}`);
    expect(csv).not.toMatch(/(^|,)[=+@]/m);
    // The names, escaped as toCsv writes them, read back as Players CSV.
    const players = `Name,Rating\n${hostile.map((name, index) => `"'${name.replace(/"/g, '""')}",${2000 - index}`).join('\n')}\n`;
    const json = JSON.parse(run(['pair', 'p.csv', '--format', 'json'], { 'p.csv': players }).stdout);
    expect(json.boards.flatMap((b: { white: string; black: string }) => [b.white, b.black]).sort()).toEqual([...hostile].sort());
  });
});
