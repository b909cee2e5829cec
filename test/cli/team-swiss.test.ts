import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';

const DIR = join(__dirname, '../fixtures/team-swiss/generated');
const FILE = 'ts02-0002-n7-b7-r5-typea_mp_gp.trf';
const io = { readFile: (path: string) => readFileSync(join(DIR, path), 'utf8') };

/** The file cut after round `rounds`: every 001 line keeps its first `rounds` blocks, the 320 line its first `rounds` teams with the PAB. */
function cut(text: string, rounds: number): string {
  return text
    .split('\n')
    .map((line) => (line.startsWith('001') ? line.slice(0, 91 + 10 * rounds - 2).trimEnd() : line.startsWith('320') ? line.slice(0, 14 + 4 * rounds - 1) : line))
    .join('\n');
}

/** The file with the result of round `round` blanked on both sides of the first player's board. */
function withoutResult(text: string, round: number): string {
  const lines = text.split('\n');
  const at = 91 + 10 * (round - 1);
  const first = lines.findIndex((line) => line.startsWith('001'));
  const opponent = Number(lines[first]!.slice(at, at + 4));
  const second = lines.findIndex((line) => line.startsWith('001') && Number(line.slice(4, 8)) === opponent);
  for (const index of [first, second]) lines[index] = lines[index]!.slice(0, at + 7).trimEnd();
  return lines.join('\n');
}

describe('sheetmate with --system team-swiss', () => {
  it('pair --format pairs prints a count line, "A B" per match and "T 0" for the PAB, as the fork paired it', () => {
    const text = io.readFile(FILE);
    const cutIo = { readFile: () => cut(text, 2) };
    const out = runCli(['pair', 'league.trf', '--system', 'team-swiss', '--format', 'pairs'], cutIo);
    expect(out.exitCode).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(Number(lines[0])).toBe(lines.length - 1);
    expect(lines.slice(1).some((line) => / 0$/.test(line))).toBe(true); // 7 teams: one PAB
    const check = runCli(['check', FILE, '--system', 'team-swiss'], io);
    expect(check.stdout).toMatch(/5 rounds checked with the FIDE Swiss Team Pairing System/);
  });
  it('check exits 1 with each round C.04.6 pairs otherwise, 0 when every round agrees', () => {
    const manifest = JSON.parse(io.readFile('manifest.json')) as Record<string, { differences: unknown[] }>;
    const agreeing = Object.keys(manifest).find((name) => manifest[name]!.differences.length === 0)!;
    const differing = Object.keys(manifest).find((name) => manifest[name]!.differences.length > 0)!;
    expect(runCli(['check', `${agreeing}.trf`, '--system', 'team-swiss'], io).exitCode).toBe(0);
    const out = runCli(['check', `${differing}.trf`, '--system', 'team-swiss'], io);
    expect(out.exitCode).toBe(1);
    expect(out.stdout).toMatch(/C\.04\.6 pairs: /);
  });
  it('standings --system team ranks teams with tie-breaks', () => {
    const out = runCli(['standings', FILE, '--system', 'team', '--format', 'json'], io);
    const json = JSON.parse(out.stdout) as { primaryScore: string; standings: { rank: number; matchPoints: number; tiebreaks: Record<string, number> }[] };
    expect(json.primaryScore).toBe('MP');
    expect(json.standings).toHaveLength(7);
    const points = json.standings.map((row) => row.matchPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(Object.keys(json.standings[0]!.tiebreaks)).toEqual(['GP', 'BH', 'SB', 'DE']);
  });
  it('refuses a finished event and a round with boards still to play, in words, as the sheet does', () => {
    const finished = runCli(['pair', FILE, '--system', 'team-swiss'], io);
    expect(finished.exitCode).toBe(2);
    expect(finished.stderr).toMatch(/is finished: all 5 rounds of the event \(142 5\) are paired, so there is no round 6 to pair/);
    const text = withoutResult(cut(io.readFile(FILE), 3), 3);
    const unfinished = runCli(['pair', 'league.trf', '--system', 'team-swiss'], { readFile: () => text });
    expect(unfinished.exitCode).toBe(2);
    expect(unfinished.stderr).toMatch(/league\.trf: round 3 is not finished: no result for match \d \(Team \d – Team \d\) board \d\. Give each board of round 3 its result, then pair round 4\./);
  });

  it('standings text: one notation, and MP and GP once each', () => {
    const out = runCli(['standings', FILE, '--system', 'team', '--tiebreaks', 'GP,BH:GP,SB'], io);
    const [header, first] = out.stdout.split('\n');
    expect(header!.trim().split(/\s+/)).toEqual(['Rank', 'No.', 'Team', 'MP', 'GP', 'BH:GP', 'SB']);
    expect(out.stdout).not.toMatch(/\d\.5\b/);
    expect(first!.trim().split(/\s+/)).toHaveLength(8);
  });

  it('refuses a TRF without team lines, in words', () => {
    const out = runCli(['pair', 'x.trf', '--system', 'team-swiss'], { readFile: () => '012 x\n001    1      A                                 2000                             0.0    1\n' });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(/no team lines \(310\)/);
  });
});
