/**
 * One way to write points in each of the command line's outputs: the text
 * tables (for people) write halves as ½, in the points and the tie-breaks
 * alike; CSV and JSON (for programs and spreadsheets) write numbers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';

const EXAMPLES = join(__dirname, '..', '..', 'examples');
const files: Record<string, string> = {
  'event.trf': readFileSync(join(EXAMPLES, 'event.trf'), 'utf8'),
  'league.trf': readFileSync(join(EXAMPLES, 'league.trf'), 'utf8'),
};
const run = (args: string[]) => runCli(args, { readFile: (path) => files[path] ?? (() => { throw new Error('ENOENT'); })() });

/** The cells of a text table's rows (the lines before the legend), split on runs of two spaces or more. */
function cells(stdout: string): string[][] {
  const table = stdout.split('\n\n')[0]!.split('\n');
  return table.slice(1).map((line) => line.trim().split(/\s{2,}/));
}

describe('points in the command line', () => {
  it('team standings text writes every half as ½: game points and tie-breaks alike', () => {
    const out = run(['standings', 'league.trf', '--system', 'team', '--tiebreaks', 'BH,BH:GP,SB,DE']);
    expect(out.exitCode).toBe(0);
    const numbers = cells(out.stdout).flatMap((row) => row.slice(3));
    expect(numbers.filter((cell) => /\d\.\d/.test(cell))).toEqual([]);
    expect(numbers.some((cell) => cell.endsWith('½'))).toBe(true);
  });

  it('individual standings text does the same (2½ points, 4½ Buchholz); CSV keeps numbers', () => {
    const out = run(['standings', 'event.trf', '--system', 'swiss', '--tiebreaks', 'BH/C1,BH,SB,DE,WIN']);
    const numbers = cells(out.stdout).flatMap((row) => row.slice(3));
    expect(numbers.filter((cell) => /\d\.\d/.test(cell))).toEqual([]);
    expect(numbers.filter((cell) => cell.includes('½')).length).toBeGreaterThan(2);
    const csv = run(['standings', 'event.trf', '--format', 'csv']);
    expect(csv.stdout).not.toContain('½');
    expect(csv.stdout).toMatch(/,\d\.5[,\n]/);
  });
});
