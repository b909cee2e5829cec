import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';

function run(args: string[], files: Record<string, string>) {
  return runCli(args, {
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error('ENOENT');
      return text;
    },
  });
}

const SEVEN = 'Name,Rating\nPlayer 1,2100\nPlayer 2,1950\nPlayer 3,1800\nPlayer 4,1650\nPlayer 5,1650\nPlayer 6,1400\nPlayer 7,1400\n';

describe('sheetmate pair', () => {
  it('pairs round 1 of a Players CSV by the rating split and prints the JSON the skeleton issue specifies', () => {
    const out = run(['pair', 'players.csv', '--format', 'json'], { 'players.csv': SEVEN });
    expect(out.exitCode).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({
      round: 1,
      boards: [
        { board: 1, white: 'Player 1', black: 'Player 4' },
        { board: 2, white: 'Player 5', black: 'Player 2' },
        { board: 3, white: 'Player 3', black: 'Player 6' },
      ],
      byes: [{ player: 'Player 7', kind: 'pairing-allocated', points: 1 }],
    });
  });

  it('refuses an unrated player for the rating split, naming the method; pairs them last with the Dutch system or a fold', () => {
    const unrated = 'Name,Rating\nAnn,1500\nKid,\nBob,1400\nZoe,0\n';
    const split = run(['pair', 'players.csv'], { 'players.csv': unrated });
    expect(split.exitCode).toBe(2);
    expect(split.stderr).toMatch(/players\.csv, row 3, column Rating: the rating is blank, and the rating split \(round 1 by rating: top half against bottom half\) needs a rating above 0/);
    const dutch = JSON.parse(run(['pair', 'players.csv', '--system', 'dutch', '--format', 'json'], { 'players.csv': unrated }).stdout);
    expect(dutch.boards).toEqual([
      { board: 1, white: 'Ann', black: 'Kid' },
      { board: 2, white: 'Zoe', black: 'Bob' },
    ]);
    const fold = JSON.parse(run(['pair', 'players.csv', '--system', 'fold', '--format', 'json'], { 'players.csv': unrated }).stdout);
    expect(fold.boards).toEqual([
      { board: 1, white: 'Ann', black: 'Zoe' },
      { board: 2, white: 'Kid', black: 'Bob' },
    ]);
  });

  it('gives the initial colour to board 1 as asked', () => {
    const out = run(['pair', 'players.csv', '--format', 'json', '--initial-colour', 'black'], { 'players.csv': SEVEN });
    expect(JSON.parse(out.stdout).boards[0]).toEqual({ board: 1, white: 'Player 4', black: 'Player 1' });
  });

  it('pairs by fold and by adjacent', () => {
    const fold = JSON.parse(run(['pair', 'p.csv', '--system', 'fold', '--format', 'json'], { 'p.csv': SEVEN }).stdout);
    expect(fold.byes[0].player).toBe('Player 1'); // the strongest sits out in a fold
    const adjacent = JSON.parse(run(['pair', 'p.csv', '--system', 'adjacent', '--format', 'json'], { 'p.csv': SEVEN }).stdout);
    expect(adjacent.boards[0]).toEqual({ board: 1, white: 'Player 1', black: 'Player 2' });
  });

  it('pairs randomly, reproducibly from the seed', () => {
    const a = run(['pair', 'p.csv', '--system', 'random', '--seed', '7', '--format', 'json'], { 'p.csv': SEVEN }).stdout;
    const b = run(['pair', 'p.csv', '--system', 'random', '--seed', '7', '--format', 'json'], { 'p.csv': SEVEN }).stdout;
    expect(a).toBe(b);
  });

  it('prints the pairs format: the count, then white black, the bye as N 0', () => {
    const out = run(['pair', 'p.csv', '--format', 'pairs'], { 'p.csv': SEVEN });
    expect(out.stdout).toBe('4\n1 4\n5 2\n3 6\n7 0\n');
  });

  it('pairs Name | score | opponents lines with the quick Swiss and says how many scores were missing', () => {
    const field = 'Asha | 3 | Ben,Dia\nBen | 2 | Asha\nCole | 2\nDia | 1 | Asha\nEve\n';
    const json = JSON.parse(run(['pair', 'field.txt', '--format', 'json'], { 'field.txt': field }).stdout);
    expect(json.boards).toEqual([
      { board: 1, white: 'Asha', black: 'Cole', check: 'No prior match' },
      { board: 2, white: 'Ben', black: 'Dia', check: 'No prior match' },
    ]);
    expect(json.byes).toEqual([{ player: 'Eve', kind: 'pairing-allocated', points: 1 }]);
    expect(json.missingScores).toBe(1);
    const text = run(['pair', 'field.txt'], { 'field.txt': field }).stdout;
    expect(text).toContain('Player A | Score | Player B | Score | Check');
    expect(text).toContain('1 line had no score');
  });

  it('counts an unreadable score as 0 and warns on stderr, naming the line, with exit status 0', () => {
    const files = { 'field.txt': 'Asha | 3 | Cole\nBen | abc\nCole | 2 | Asha\nDia | 1\n' };
    const out = run(['pair', 'field.txt', '--system', 'quick'], files);
    expect(out.exitCode).toBe(0);
    expect(out.stderr).toBe('warning: field.txt, line 2: score "abc" unreadable, counted as 0\n');
    // Ben counts 0, so he is placed last and meets Cole, Dia having met nobody.
    expect(out.stdout.split('\n').slice(3, 5)).toEqual([
      'Asha     | 3     | Dia      | 1     | No prior match',
      'Cole     | 2     | Ben      | 0     | No prior match',
    ]);
    const json = JSON.parse(run(['pair', 'field.txt', '--system', 'quick', '--format', 'json'], files).stdout);
    expect(json.warnings).toEqual(['line 2: score "abc" unreadable, counted as 0']);
  });

  it("uses a one-sided history as typed: Asha's own list makes Asha–Ben a flagged rematch, with a warning", () => {
    const out = run(['pair', 'field.txt', '--system', 'quick'], { 'field.txt': 'Asha | 3 | Ben\nBen | 3 |\n' });
    expect(out.exitCode).toBe(0);
    expect(out.stdout).toBe(
      [
        'Round 1',
        'Player A | Score | Player B | Score | Check',
        '---------+-------+----------+-------+--------------------',
        'Asha     | 3     | Ben      | 3     | Rematch unavoidable',
        '',
      ].join('\n'),
    );
    expect(out.stderr).toBe('warning: field.txt, line 1: Asha lists Ben, Ben does not list Asha (line 2); each list is used as typed\n');
  });

  it('sorts by score with ties alphabetical, skips met opponents, flags rematches and gives the BYE row', () => {
    const field = 'dia | 2 | Asha\nAsha | 2 | dia, Ben\nBen | 2 | Asha, Cole\nCole | 1 | Ben\nEve | 0\n';
    const out = run(['pair', 'field.txt', '--system', 'quick', '--format', 'json'], { 'field.txt': field });
    expect(out.stderr).toBe('');
    const json = JSON.parse(out.stdout);
    expect(json.boards).toEqual([
      { board: 1, white: 'Asha', black: 'Cole', check: 'No prior match' },
      { board: 2, white: 'Ben', black: 'dia', check: 'No prior match' },
    ]);
    expect(json.byes).toEqual([{ player: 'Eve', kind: 'pairing-allocated', points: 1 }]);
    expect(json.warnings).toEqual([]);
    const rematch = run(['pair', 'f.txt', '--format', 'json'], { 'f.txt': 'Asha | 1 | Ben\nBen | 0 | Asha\n' });
    expect(JSON.parse(rematch.stdout).boards[0].check).toBe('Rematch unavoidable');
  });

  it('still refuses a name used twice, with exit status 2', () => {
    const out = run(['pair', 'field.txt'], { 'field.txt': 'Asha | 3\nasha | 1\n' });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(/field\.txt, line 2, column Name: asha is listed twice/);
  });

  it('pairs round 3 of a round robin from a CSV', () => {
    const json = JSON.parse(run(['pair', 'p.csv', '--system', 'round-robin', '--round', '3', '--format', 'json'], { 'p.csv': SEVEN }).stdout);
    expect(json.round).toBe(3);
    expect(json.boards).toHaveLength(3);
    expect(json.byes).toHaveLength(1);
  });

  it('refuses bad options and bad files with a message and exit status 2', () => {
    expect(run(['pair', 'p.csv', '--system', 'swizz'], { 'p.csv': SEVEN })).toMatchObject({ exitCode: 2, stderr: expect.stringMatching(/--system must be one of/) });
    expect(run(['pair', 'missing.csv'], {})).toMatchObject({ exitCode: 2, stderr: expect.stringMatching(/cannot read missing.csv/) });
    expect(run(['pair', 'p.csv'], { 'p.csv': 'Name,Rating\nAsha,0\nBen,1400\n' })).toMatchObject({
      exitCode: 2,
      stderr: expect.stringMatching(/p\.csv, row 2, column Rating/),
    });
    expect(run(['frobnicate'], {})).toMatchObject({ exitCode: 2 });
  });
});
