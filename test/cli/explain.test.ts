import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { USAGE } from '../../src/cli/usage';
import { scoreOf } from '../../src/core/model';
import { readTrf } from '../../src/core/trf';

const FIXTURES = join(__dirname, '..', 'fixtures');
const TOURNAMENT = readFileSync(join(FIXTURES, 'trf', 't-n015-r05-s1378262895.trf'), 'utf8');
const CASE = readFileSync(join(FIXTURES, 'trf', 'case-009.trf'), 'utf8');
const ROBIN = readFileSync(join(FIXTURES, 'trf', 'rr-n06-double.trf'), 'utf8');

function run(args: string[], files: Record<string, string>) {
  return runCli(args, { readFile: (path) => files[path] ?? (() => { throw new Error('ENOENT'); })() });
}

/** Swaps the colours of player 1's game in `round` and of their opponent. */
function swapColours(text: string, round: number): string {
  const lines = text.split('\n');
  const column = 92 + 10 * (round - 1) + 5;
  const one = lines.findIndex((line) => line.startsWith('001    1 '));
  const opponent = Number(lines[one]!.slice(column - 6, column - 2));
  const other = lines.findIndex((line) => line.startsWith(`001 ${String(opponent).padStart(4)} `));
  for (const index of [one, other]) {
    const line = lines[index]!;
    lines[index] = line.slice(0, column - 1) + (line[column - 1] === 'w' ? 'b' : 'w') + line.slice(column);
  }
  return lines.join('\n');
}

interface JsonP {
  no: number;
  points: number;
  preference: { colour: string | null; strength: string };
  floats: { lastRound: string | null; twoRoundsAgo: string | null };
}

describe('sheetmate explain', () => {
  it('is in the usage', () => {
    expect(USAGE).toContain('sheetmate explain FILE');
    expect(USAGE).toMatch(/--players A,B/);
    expect(USAGE).toMatch(/--round R[^]*as paired there[^]*paired now/);
    // A usage mistake prints the commands only, and where the rest is.
    const mistake = run(['nope'], {});
    expect(mistake.exitCode).toBe(2);
    expect(mistake.stderr).toContain('sheetmate explain FILE');
    expect(mistake.stderr).toContain('sheetmate --help says what each');
    expect(mistake.stderr).not.toContain('explain options:');
  });

  it('explains the last round of a TRF as paired there, in the JSON format', () => {
    const out = run(['explain', 'event.trf', '--format', 'json'], { 'event.trf': TOURNAMENT });
    expect(out.exitCode).toBe(0);
    const json = JSON.parse(out.stdout) as { round: number; source: string; asDutch: boolean; boards: { board: number; white: JsonP; black: JsonP; colourRule: string; words: string }[]; bye: unknown; whyNot: unknown };
    expect(json).toMatchObject({ round: 5, source: 'recorded', asDutch: true, whyNot: null });
    const tournament = readTrf(TOURNAMENT).tournament;
    const recorded = new Map(tournament.players.map((p) => [p.startNumber, p.rounds[4]!]));
    expect(json.boards).toHaveLength(6);
    for (const board of json.boards) {
      expect(Object.keys(board.white).sort()).toEqual(['floats', 'name', 'no', 'points', 'preference', 'scoreGroup']);
      expect(board.colourRule).toMatch(/^5\.2\.[1-5]$/);
      expect(board.words.length).toBeGreaterThan(20);
      // The board is the file's game, White as the file has it; points are those before round 5.
      expect(recorded.get(board.white.no)).toMatchObject({ opponent: board.black.no, colour: 'white' });
      for (const p of [board.white, board.black]) {
        expect(p.points).toBe(scoreOf(tournament.players.find((x) => x.startNumber === p.no)!, tournament.points, 4) / 10);
      }
    }
    expect(json.bye).toMatchObject({ player: 12, words: expect.stringContaining('has the bye') });
  });

  it('explains a round paired and not yet played as the file pairs it', () => {
    // Round 5's results blanked, as a sheet exports the round being played.
    const column = 92 + 10 * 4 + 7;
    const unplayed = TOURNAMENT.split('\n')
      .map((line) => (line.startsWith('001 ') && line.length >= column && line[column - 1] !== 'U' && line[column - 1] !== 'H' && line[column - 1] !== 'Z' ? `${line.slice(0, column - 1)} ${line.slice(column)}` : line))
      .join('\n');
    const json = JSON.parse(run(['explain', 'event.trf', '--format', 'json'], { 'event.trf': unplayed }).stdout);
    const played = JSON.parse(run(['explain', 'event.trf', '--format', 'json'], { 'event.trf': TOURNAMENT }).stdout);
    expect(json).toMatchObject({ round: 5, source: 'recorded', asDutch: true });
    expect(json.boards).toEqual(played.boards);
  });

  it('explains the round after the last one by pairing it; refuses one further', () => {
    const next = JSON.parse(run(['explain', 'case.trf', '--round', '3', '--format', 'json'], { 'case.trf': CASE }).stdout);
    expect(next).toMatchObject({ round: 3, source: 'paired', asDutch: true });
    // The round the reference engine paired for this case.
    const expected = readFileSync(join(FIXTURES, 'trf', 'case-009.pairs'), 'utf8').trim().split('\n').slice(1).filter((l) => !/ 0$/.test(l.trim())).map((l) => l.trim().split(/\s+/).map(Number));
    expect(next.boards.map((b: { white: JsonP; black: JsonP }) => [b.white.no, b.black.no]).sort()).toEqual(expected.sort());
    expect(JSON.parse(run(['explain', 'case.trf', '--format', 'json'], { 'case.trf': CASE }).stdout)).toMatchObject({ round: 2, source: 'recorded' });
    const far = run(['explain', 'case.trf', '--round', '4'], { 'case.trf': CASE });
    expect(far.exitCode).toBe(2);
    expect(far.stderr).toMatch(/holds 2 rounds, so round 3 is the next; --round 4 cannot be explained yet/);
  });

  it('says when the file’s round is not the pairing the Dutch rules give', () => {
    const typed = swapColours(TOURNAMENT, 5);
    const text = run(['explain', 'event.trf'], { 'event.trf': typed }).stdout;
    expect(text).toMatch(/This is not the pairing the Dutch rules give: they would pair/);
    expect(text).toMatch(/the other way round from the rules/);
    expect(JSON.parse(run(['explain', 'event.trf', '--format', 'json'], { 'event.trf': typed }).stdout).asDutch).toBe(false);
  });

  it('answers why not for two players, by start number or name', () => {
    const json = JSON.parse(run(['explain', 'event.trf', '--players', '1,2', '--format', 'json'], { 'event.trf': TOURNAMENT }).stdout);
    expect(json.whyNot).toMatchObject({ players: [1, 2], possible: expect.any(Boolean), words: expect.any(String) });
    const byName = JSON.parse(run(['explain', 'event.trf', '--players', 'test0001 player0001, Test0002 Player0002', '--format', 'json'], { 'event.trf': TOURNAMENT }).stdout);
    expect(byName.whyNot).toEqual(json.whyNot);
    const text = run(['explain', 'event.trf', '--players', '1,2'], { 'event.trf': TOURNAMENT }).stdout;
    expect(text).toContain(`Why not Test0001 Player0001 – Test0002 Player0002? ${json.whyNot.words}`);
    expect(run(['explain', 'event.trf', '--players', '1'], { 'event.trf': TOURNAMENT }).stderr).toMatch(/--players takes two players/);
    expect(run(['explain', 'event.trf', '--players', '1,99'], { 'event.trf': TOURNAMENT }).stderr).toMatch(/no player has start number 99/);
    expect(run(['explain', 'event.trf', '--players', 'Nobody,1'], { 'event.trf': TOURNAMENT }).stderr).toMatch(/no player is called "Nobody"/);
  });

  it('prints the words with the rules behind them on their own lines, and the glossary', () => {
    const text = run(['explain', 'event.trf'], { 'event.trf': TOURNAMENT }).stdout;
    expect(text).toMatch(/^Round 5, FIDE Dutch system \(C\.04\.3\): as paired in event\.trf/);
    expect(text).toMatch(/\nBoard 1 {2}.+\n {2}.+\n {2}Rules: C\.04\.3/);
    expect(text).toMatch(/\nFloat: playing someone from another score group/);
  });

  it('explains the quick Swiss and the round robin', () => {
    const quick = JSON.parse(run(['explain', 'field.txt', '--format', 'json'], { 'field.txt': 'Asha | 3 | Ben\nBen | 2 | Asha\nCy | 2\n' }).stdout);
    expect(quick).toMatchObject({ system: 'quick', round: 1, boards: [{ board: 1, white: { no: 1, name: 'Asha', points: 3 }, black: { no: 3, name: 'Cy' }, colourRule: null }] });
    expect(quick.boards[0].words).toContain('passed over: Ben, already played');
    expect(quick.bye).toMatchObject({ player: 2 });
    const trfQuick = run(['explain', 'event.trf', '--system', 'quick'], { 'event.trf': TOURNAMENT });
    expect(trfQuick.stdout).toMatch(/^Round 5, quick Swiss \(by score\)/);
    const robin = JSON.parse(run(['explain', 'rr.trf', '--system', 'double-round-robin', '--round', '7', '--format', 'json'], { 'rr.trf': ROBIN }).stdout);
    expect(robin).toMatchObject({ system: 'round-robin', round: 7, tableSize: 6, tableRound: 2, secondCycle: true });
    expect(robin.boards[0].words).toMatch(/Berger table for 6 players[^]*colours reversed/);
    expect(run(['explain', 'rr.trf', '--system', 'round-robin', '--players', '1,2'], { 'rr.trf': ROBIN }).exitCode).toBe(2);
  });
});
