import { describe, expect, it } from 'vitest';
import { InputError, InputErrors } from '../../../src/core/errors';
import { nameKey } from '../../../src/core/ids';
import { STANDARD_POINTS } from '../../../src/core/model';
import { formatQuickSwissTable, parseQuickSwissText, quickSwissWarningText } from '../../../src/core/systems/quick-swiss-text';
import { pairQuickSwiss, quickSwissRoundPairing, standingsOrder } from '../../../src/core/systems/quick-swiss';
import { swissPlayer, swissRows } from '../../support/system-builders';

/** The errors a parse throws, one or several, as a flat list. */
function parseProblems(text: string, source?: string): InputError[] {
  try {
    parseQuickSwissText(text, source);
  } catch (error) {
    if (error instanceof InputErrors) return [...error.problems];
    if (error instanceof InputError) return [error];
    throw error;
  }
  throw new Error('expected the text to be refused');
}

describe('quick Swiss', () => {
  describe('reading "Name | score | previous opponents"', () => {
    it("reads the quick Swiss tool's own example line, Asha | 3 | Ben,Dia", () => {
      const { players, missingScoreLines } = parseQuickSwissText(
        'Asha | 3 | Ben,Dia\nBen | 2 | Asha\nDia | 2 | Asha\nCole | 1 |',
      );
      expect(players[0]).toEqual({ name: 'Asha', score: 30, opponents: ['Ben', 'Dia'] });
      expect(players.map((player) => player.name)).toEqual(['Asha', 'Ben', 'Dia', 'Cole']);
      expect(players[3]).toEqual({ name: 'Cole', score: 10, opponents: [] });
      expect(missingScoreLines).toEqual([]);
    });

    it('pairs that field: Asha has met Ben and Dia, so she meets Cole', () => {
      const { players } = parseQuickSwissText('Asha | 3 | Ben,Dia\nBen | 2 | Asha\nDia | 2 | Asha\nCole | 1 |');
      expect(pairQuickSwiss(players)).toEqual([
        { playerA: 'Asha', scoreA: 30, playerB: 'Cole', scoreB: 10, check: 'No prior match' },
        { playerA: 'Ben', scoreA: 20, playerB: 'Dia', scoreB: 20, check: 'No prior match' },
      ]);
    });

    it('reads 3, 2.5, 2,5, 2½, ½ and 0 as tenths', () => {
      const { players } = parseQuickSwissText('A | 3\nB | 2.5\nC | 2,5\nD | 2½\nE | ½\nF | 0\nG | 1.0');
      expect(players.map((player) => player.score)).toEqual([30, 25, 25, 25, 5, 0, 10]);
    });

    it('counts a missing score as 0 and reports the lines, ignoring blank lines but counting them', () => {
      const { players, missingScoreLines } = parseQuickSwissText('Asha\n\nBen |  | \n   \nCid | 1\nDia |');
      expect(players.map((player) => [player.name, player.score])).toEqual([
        ['Asha', 0],
        ['Ben', 0],
        ['Cid', 10],
        ['Dia', 0],
      ]);
      expect(missingScoreLines).toEqual([1, 3, 6]);
    });

    it('matches names ignoring case and spacing, and spells opponents as their own line does', () => {
      const { players } = parseQuickSwissText('Asha  Rao | 1 | ben\nBen | 0 | ASHA RAO\r\nCid | 1 | ');
      expect(players.map((player) => player.opponents)).toEqual([['Ben'], ['Asha Rao'], []]);
    });

    it('counts an unreadable score (abc, 3x, three, 2.25, -1) as 0 and warns, naming the line', () => {
      for (const score of ['abc', '3x', 'three', '2.25', '-1']) {
        const { players, warnings } = parseQuickSwissText(`Asha | 1 | Ben\n\nBen | ${score} | Asha\nCid | 2`, 'Standings');
        expect(players.map((player) => [player.name, player.score])).toEqual([
          ['Asha', 10],
          ['Ben', 0],
          ['Cid', 20],
        ]);
        expect(warnings).toEqual([{ line: 3, message: `score "${score}" unreadable, counted as 0` }]);
        expect(quickSwissWarningText(warnings[0]!)).toBe(`line 3: score "${score}" unreadable, counted as 0`);
      }
    });

    it('pairs a player whose score was unreadable with the 0-point players, at the bottom', () => {
      const { players } = parseQuickSwissText('Ben | abc\nAsha | 2\nCid | 1\nDia | 0');
      expect(swissRows(pairQuickSwiss(players, { history: 'own-list' }))).toEqual([
        'Asha-Cid No prior match',
        'Ben-Dia No prior match',
      ]);
    });

    it('names the line of a name used twice, citing the first', () => {
      const [problem, ...rest] = parseProblems('Asha | 1\nBen | 1\nasha | 2');
      expect(rest).toEqual([]);
      expect(problem!.location).toEqual({ row: 3, column: 'Name', rowLabel: 'line' });
      expect(problem!.message).toMatch(/listed twice \(also on line 1\)/);
    });

    it('leaves out an opponent who has no line, and a player listing themselves, with a warning each', () => {
      const { players, warnings } = parseQuickSwissText('Asha | 3 | Ben,Dia\nBen | 2 | Asha, ben');
      expect(players.map((player) => player.opponents)).toEqual([['Ben'], ['Asha']]);
      expect(warnings.map(quickSwissWarningText)).toEqual([
        'line 1: Asha lists "Dia", who has no line; left out of the history',
        'line 2: Ben lists themselves; left out of the history',
      ]);
    });

    it('keeps a one-sided history as typed and warns on the line that lists it', () => {
      const { players, warnings } = parseQuickSwissText('Asha | 3 | Ben\nBen | 3 |');
      expect(players).toEqual([
        { name: 'Asha', score: 30, opponents: ['Ben'] },
        { name: 'Ben', score: 30, opponents: [] },
      ]);
      expect(warnings.map(quickSwissWarningText)).toEqual([
        'line 1: Asha lists Ben, Ben does not list Asha (line 2); each list is used as typed',
      ]);
      // Asha's own list makes Asha–Ben a flagged rematch, as the example asks.
      expect(pairQuickSwiss(players, { history: 'own-list' })).toEqual([
        { playerA: 'Asha', scoreA: 30, playerB: 'Ben', scoreB: 30, check: 'Rematch unavoidable' },
      ]);
    });

    it("lets the choosing player's own list decide: Ben, placed first, has not listed Asha", () => {
      const { players } = parseQuickSwissText('Asha | 3 | Ben\nBen | 4 |\nCid | 3');
      expect(swissRows(pairQuickSwiss(players, { history: 'own-list' }))).toEqual(['Ben-Asha No prior match', 'Cid BYE']);
      // An event's record reads a game as both players', so Ben would avoid Asha.
      expect(swissRows(pairQuickSwiss(players))).toEqual(['Ben-Cid No prior match', 'Asha BYE']);
    });

    it('warns once for an opponent listed twice on one side, and lists the warnings in line order', () => {
      const { warnings } = parseQuickSwissText('Cid | x\nAsha | 1 | Ben, Ben\nBen | y');
      expect(warnings.map((warning) => warning.line)).toEqual([1, 2, 3]);
      expect(warnings[1]!.message).toMatch(/^Asha lists Ben, Ben does not list Asha/);
    });

    it('still refuses what no assumption can fix: an empty name, too many fields, a name used twice', () => {
      const problems = parseProblems(' | 3 | Ben\nAsha | 1 | x | y\nBen | 1 | Ben\nben | 2');
      expect(problems.map((problem) => [problem.location.row, problem.location.column])).toEqual([
        [1, 'Name'],
        [2, 'Name'],
        [4, 'Name'],
      ]);
      expect(problems[2]!.message).toMatch(/listed twice \(also on line 3\)/);
    });

    it('reports every bad line at once', () => {
      expect(() => parseQuickSwissText('Asha | 3 | x | y\n | three')).toThrow(InputErrors);
      expect(parseProblems('Asha | 3 | x | y\n | three').map((problem) => problem.location.row)).toEqual([1, 2]);
    });
  });

  describe('ordering', () => {
    it('sorts by score, equal scores alphabetically ignoring case', () => {
      const order = standingsOrder([
        swissPlayer('carl', 10),
        swissPlayer('bob', 20),
        swissPlayer('Alice', 10),
        swissPlayer('Bea', 10),
      ]);
      expect(order.map((player) => player.name)).toEqual(['bob', 'Alice', 'Bea', 'carl']);
    });

    it('collates by Unicode code units of the case-folded name, whatever the locale (É after Z)', () => {
      const order = standingsOrder([swissPlayer('Émile', 0), swissPlayer('zoe', 0), swissPlayer('Eve', 0)]);
      expect(order.map((player) => player.name)).toEqual(['Eve', 'zoe', 'Émile']);
      expect(nameKey(' Émile  Zola ')).toBe('émile zola');
    });

    it('makes the higher-placed player Player A, equal scores by name', () => {
      const rows = pairQuickSwiss([swissPlayer('Zed', 20), swissPlayer('amy', 20)]);
      expect(rows).toEqual([{ playerA: 'amy', scoreA: 20, playerB: 'Zed', scoreB: 20, check: 'No prior match' }]);
    });
  });

  describe('pairing', () => {
    it('pairs an even field without history top down: 1–2, 3–4', () => {
      const rows = pairQuickSwiss([swissPlayer('D', 0), swissPlayer('C', 10), swissPlayer('B', 20), swissPlayer('A', 30)]);
      expect(swissRows(rows)).toEqual(['A-B No prior match', 'C-D No prior match']);
    });

    it('gives an odd field a BYE row of its own for the one left over', () => {
      const rows = pairQuickSwiss([
        swissPlayer('A', 20),
        swissPlayer('B', 20),
        swissPlayer('C', 10),
        swissPlayer('D', 10),
        swissPlayer('E', 0),
      ]);
      expect(swissRows(rows)).toEqual(['A-B No prior match', 'C-D No prior match', 'E BYE']);
      expect(rows[2]).toEqual({ playerA: 'E', scoreA: 0, playerB: null, scoreB: null, check: 'BYE' });
    });

    it('gives the BYE to whoever is left, not necessarily the lowest (it does not track byes)', () => {
      const rows = pairQuickSwiss([swissPlayer('A', 20, 'B'), swissPlayer('B', 10, 'A'), swissPlayer('C', 0)]);
      expect(swissRows(rows)).toEqual(['A-C No prior match', 'B BYE']);
    });

    it('flags "Rematch unavoidable" when everyone left has met the top player, taking the next in order', () => {
      const rows = pairQuickSwiss([
        swissPlayer('A', 30, 'B', 'C', 'D'),
        swissPlayer('B', 20, 'A', 'C'),
        swissPlayer('C', 10, 'A', 'B'),
        swissPlayer('D', 0, 'A'),
      ]);
      expect(swissRows(rows)).toEqual(['A-B Rematch unavoidable', 'C-D No prior match']);
    });

    it('is greedy exactly as the seed says, even when a global matching would avoid the rematch', () => {
      // A–D, B–C has no rematch, but the greedy walk pairs A with C first and leaves B–D.
      const rows = pairQuickSwiss([
        swissPlayer('A', 30, 'B'),
        swissPlayer('B', 20, 'A', 'D'),
        swissPlayer('C', 10),
        swissPlayer('D', 0, 'B'),
      ]);
      expect(swissRows(rows)).toEqual(['A-C No prior match', 'B-D Rematch unavoidable']);
    });

    it('treats a history listed on one side only as a meeting in an event record (the default)', () => {
      const rows = pairQuickSwiss([swissPlayer('A', 30), swissPlayer('B', 20, 'a'), swissPlayer('C', 10)]);
      expect(swissRows(rows)).toEqual(['A-C No prior match', 'B BYE']);
    });

    it("reads only the choosing player's own list with history: 'own-list'", () => {
      const players = [swissPlayer('A', 30), swissPlayer('B', 20, 'a'), swissPlayer('C', 10)];
      expect(swissRows(pairQuickSwiss(players, { history: 'own-list' }))).toEqual(['A-B No prior match', 'C BYE']);
      const twoSided = [swissPlayer('A', 30, 'B'), swissPlayer('B', 20, 'A'), swissPlayer('C', 10)];
      expect(pairQuickSwiss(twoSided, { history: 'own-list' })).toEqual(pairQuickSwiss(twoSided));
    });

    it('refuses two players with the same name', () => {
      expect(() => pairQuickSwiss([swissPlayer('Ben', 10), swissPlayer('BEN', 0)])).toThrow(InputError);
    });
  });

  describe('output', () => {
    const rows = pairQuickSwiss([
      swissPlayer('Asha', 30, 'Ben'),
      swissPlayer('Ben', 25, 'Asha'),
      swissPlayer('Dia', 20),
      swissPlayer('Christopher', 0),
      swissPlayer('Eli', 0),
    ]);

    it('formats the swiss-pairing-engine.txt table, aligned, with the BYE row', () => {
      expect(formatQuickSwissTable(rows)).toBe(
        [
          'Player A | Score | Player B    | Score | Check',
          '---------+-------+-------------+-------+---------------',
          'Asha     | 3     | Dia         | 2     | No prior match',
          'Ben      | 2.5   | Christopher | 0     | No prior match',
          'Eli      | 0     | BYE         |       | BYE',
          '',
        ].join('\n'),
      );
    });

    it('keeps the bare header when there are no rows', () => {
      expect(formatQuickSwissTable([]).split('\n')[0]).toBe('Player A | Score | Player B | Score | Check');
    });

    it('maps the rows to a round: Player A on White, the BYE row as a pairing-allocated bye', () => {
      const startNumbers = new Map([
        ['Asha', 1],
        ['Ben', 2],
        ['Christopher', 3],
        ['Dia', 4],
        ['Eli', 5],
      ]);
      expect(quickSwissRoundPairing(rows, { round: 3, startNumbers, points: STANDARD_POINTS })).toEqual({
        round: 3,
        boards: [
          { board: 1, white: 1, black: 4 },
          { board: 2, white: 2, black: 3 },
        ],
        byes: [{ player: 5, kind: 'pairing-allocated', points: 10 }],
      });
      expect(() => quickSwissRoundPairing(rows, { round: 3, startNumbers: new Map(), points: STANDARD_POINTS })).toThrow(
        RangeError,
      );
    });
  });
});
