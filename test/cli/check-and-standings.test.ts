import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';

const FIXTURES = join(__dirname, '..', 'fixtures');
const TOURNAMENT = readFileSync(join(FIXTURES, 'trf', 't-n015-r05-s1378262895.trf'), 'utf8');
const CASE = readFileSync(join(FIXTURES, 'trf', 'case-009.trf'), 'utf8');
const CASE_PAIRS = readFileSync(join(FIXTURES, 'trf', 'case-009.pairs'), 'utf8');

function run(args: string[], files: Record<string, string>) {
  return runCli(args, { readFile: (path) => files[path] ?? (() => { throw new Error('ENOENT'); })() });
}

/** Swaps the colours of player 1's round-4 game (columns of round 4: 122–129). */
function swapRound4Colours(text: string): string {
  const lines = text.split('\n');
  const column = 92 + 10 * 3 + 5; // the colour character of round 4
  const one = lines.findIndex((line) => line.startsWith('001    1 '));
  const opponent = Number(lines[one]!.slice(column - 6, column - 2));
  const other = lines.findIndex((line) => line.startsWith(`001 ${String(opponent).padStart(4)} `));
  for (const index of [one, other]) {
    const line = lines[index]!;
    const colour = line[column - 1] === 'w' ? 'b' : 'w';
    lines[index] = line.slice(0, column - 1) + colour + line.slice(column);
  }
  return lines.join('\n');
}

describe('sheetmate check', () => {
  it('passes a tournament paired by the reference engine, with exit status 0', () => {
    const out = run(['check', 'event.trf'], { 'event.trf': TOURNAMENT });
    expect(out.exitCode).toBe(0);
    expect(out.stdout).toContain('5 rounds checked with the FIDE Dutch system');
    expect(out.stdout).toContain('Every round agrees with the Dutch pairing.');
  });

  it('reports a round whose colours were changed, with exit status 1', () => {
    const out = run(['check', 'event.trf'], { 'event.trf': swapRound4Colours(TOURNAMENT) });
    expect(out.exitCode).toBe(1);
    expect(out.stdout).toMatch(/Round 4 differs:/);
    expect(out.stdout).toMatch(/^\d+ rounds? differs?\.$/m);
    expect(out.stdout).not.toMatch(/Round [123] differs/);
    const json = JSON.parse(run(['check', 'event.trf', '--format', 'json'], { 'event.trf': swapRound4Colours(TOURNAMENT) }).stdout);
    expect(json.discrepancies.map((d: { round: number }) => d.round)).toContain(4);
  });
});

describe('sheetmate pair FILE.trf --system dutch', () => {
  it("prints the reference engine's .pairs output for a cut case", () => {
    const out = run(['pair', 'case.trf', '--system', 'dutch', '--format', 'pairs'], { 'case.trf': CASE });
    expect(out.exitCode).toBe(0);
    const lines = (text: string) => text.trim().split('\n');
    expect(lines(out.stdout)[0]).toBe(lines(CASE_PAIRS)[0]);
    expect(new Set(lines(out.stdout).slice(1))).toEqual(new Set(lines(CASE_PAIRS).slice(1)));
  });
});

describe('sheetmate standings', () => {
  it('prints the standings as JSON in ranking order with the codes spelled as in the regulations', () => {
    const out = run(['standings', 'event.trf', '--format', 'json', '--tiebreaks', 'BH/C1,BH,SB,DE,WIN'], { 'event.trf': TOURNAMENT });
    const { standings } = JSON.parse(out.stdout);
    expect(standings).toHaveLength(15);
    expect(standings[0]).toMatchObject({ rank: 1, startNumber: 1, points: 4.5 });
    expect(Object.keys(standings[0].tiebreaks)).toEqual(['BH/C1', 'BH', 'SB', 'DE', 'WIN']);
    const points = standings.map((row: { points: number }) => row.points);
    expect(points).toEqual(points.slice().sort((a: number, b: number) => b - a));
  });

  it('prints CSV and text', () => {
    const csv = run(['standings', 'event.trf', '--format', 'csv'], { 'event.trf': TOURNAMENT }).stdout;
    expect(csv.split('\n')[0]).toBe('Rank,No.,Name,Points,BH/C1,BH,SB,DE,WIN');
    const text = run(['standings', 'event.trf'], { 'event.trf': TOURNAMENT }).stdout;
    expect(text).toContain('BH/C1 = Buchholz Cut-1');
  });

  it('refuses an unknown tie-break code', () => {
    const out = run(['standings', 'event.trf', '--tiebreaks', 'BH,XX'], { 'event.trf': TOURNAMENT });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(/XX/);
  });
});
