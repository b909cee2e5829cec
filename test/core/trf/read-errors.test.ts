import { describe, expect, it } from 'vitest';
import { InputError, InputErrors } from '../../../src/core/errors';
import { readTrf } from '../../../src/core/trf/read';
import { block, patch, smallTournament } from './trf-lines';

/**
 * The small tournament of `trf-lines.ts` with one change. Lines: 1 `012`,
 * 2 `XXR 3`, 3-6 players 1-4. Round 1 is at columns 92-99, round 2 at 102-109.
 */
function broken(change: (lines: string[]) => void): string {
  const lines = smallTournament();
  change(lines);
  return lines.join('\n');
}

/** Inserts header lines after `XXR 3` (they become lines 3, 4, …; players move down). */
function withHeader(...extra: string[]): string {
  return broken((lines) => lines.splice(2, 0, ...extra));
}

function errorOf(text: string, source?: string): InputError {
  try {
    readTrf(text, source);
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('readTrf accepted the file');
}

describe('readTrf › errors in a player line name the line and column', () => {
  it.each([
    [
      'a result that is not a TRF code',
      broken((l) => (l[2] = patch(l[2]!, 99, 'x'))),
      "line 3, column 99: result 'x' is not a TRF result code (1 = 0 + - W D L H F U Z)",
    ],
    [
      'a colour that is not w, b or -',
      broken((l) => (l[3] = patch(l[3]!, 107, 'q'))),
      "line 4, column 107: colour 'q' in round 2 is not w, b or - (no game)",
    ],
    [
      'an opponent that is not a number',
      broken((l) => (l[4] = patch(l[4]!, 92, '  x1'))),
      "line 5, column 92: opponent 'x1' in round 1 is not a start number (0000 for none)",
    ],
    [
      'a start number that is not a number',
      broken((l) => (l[5] = patch(l[5]!, 5, '   D'))),
      "line 6, column 5: start number 'D' (columns 5-8) is not a whole number from 1 to 9999",
    ],
    [
      'a start number 0',
      broken((l) => (l[5] = patch(l[5]!, 5, '   0'))),
      "line 6, column 5: start number '0' (columns 5-8) is not a whole number from 1 to 9999",
    ],
    [
      'a rating that is not a number',
      broken((l) => (l[2] = patch(l[2]!, 49, '20k0'))),
      "line 3, column 49: rating '20k0' (columns 49-52) is not a whole number",
    ],
    [
      'points that are not a number',
      broken((l) => (l[2] = patch(l[2]!, 81, ' 1,5'))),
      "line 3, column 81: points '1,5' (columns 81-84) are not a number of points like 2.5",
    ],
    [
      'points finer than a tenth',
      broken((l) => (l[2] = patch(l[2]!, 81, '1.25'))),
      "line 3, column 81: points '1.25' (columns 81-84) are not a number of points like 2.5",
    ],
    [
      'a rank that is not a number',
      broken((l) => (l[2] = patch(l[2]!, 86, '  1.'))),
      "line 3, column 86: rank '1.' (columns 86-89) is not a whole number",
    ],
    [
      'a name running into the rating',
      broken((l) => (l[2] = patch(l[2]!, 48, 'X'))),
      "line 3, column 48: 'X' where TRF keeps a space between fields: the line is out of its columns (name 15-47, rating 49-52, points 81-84, rank 86-89, round 1 from 92)",
    ],
    [
      'a round block shifted by one column',
      broken((l) => (l[2] = `${l[2]!.slice(0, 91)} ${l[2]!.slice(91)}`)),
      "line 3, column 96: '3' where TRF keeps a space: round 1 must be 'OOOO C R' in columns 92-99 (opponent, colour, result)",
    ],
    [
      'a game result without an opponent',
      broken((l) => (l[2] = patch(l[2]!, 92, '0000 - 1'))),
      "line 3, column 99: result '1' in round 1 is a game result but there is no opponent (0000); a round without a game is U, H, F, Z or blank",
    ],
    [
      'a colour without an opponent',
      broken((l) => (l[2] = patch(l[2]!, 92, '0000 w U'))),
      "line 3, column 97: colour 'w' in round 1 without an opponent (0000); use - for a round without a game",
    ],
    [
      'a bye with an opponent',
      broken((l) => (l[2] = patch(l[2]!, 92, '   3 - H'))),
      "line 3, column 99: result 'H' in round 1 is a bye but an opponent (3) is given; a bye has opponent 0000",
    ],
    [
      'a game over the board without colours',
      broken((l) => (l[2] = patch(l[2]!, 92, '   3 - 1'))),
      "line 3, column 97: a game played in round 1 needs colour w or b, not '-'",
    ],
    [
      'a player paired against themselves',
      broken((l) => (l[2] = patch(l[2]!, 92, '   1 w 1'))),
      'line 3, column 92: player 1 is paired against themselves in round 1',
    ],
  ])('%s', (_name, text, message) => {
    const error = errorOf(text);
    expect(error.message).toBe(message);
  });

  it('puts the line and column in the location too, and the source first', () => {
    const error = errorOf(
      broken((l) => (l[2] = patch(l[2]!, 99, 'x'))),
      'club.trf',
    );
    expect(error.location).toEqual({ source: 'club.trf', row: 3, rowLabel: 'line', column: 99 });
    expect(error.message).toBe("club.trf, line 3, column 99: result 'x' is not a TRF result code (1 = 0 + - W D L H F U Z)");
  });
});

describe('readTrf › errors between players', () => {
  it.each([
    [
      'an opponent that is no player',
      broken((l) => {
        l[2] = patch(l[2]!, 92, '   9');
        l[4] = patch(l[4]!, 92, '0000 - Z');
      }),
      'line 3, column 92: opponent 9 in round 1 is not the start number of any player (001 line)',
    ],
    [
      'A lists B but B lists someone else',
      broken((l) => (l[2] = patch(l[2]!, 102, '   4'))),
      'line 3, column 102: player 1 meets 4 in round 2, but player 4 (line 6) lists 3 in that round',
    ],
    [
      'A lists B but B has no opponent',
      broken((l) => (l[5] = patch(l[5]!, 102, '0000 - Z'))),
      'line 5, column 102: player 3 meets 4 in round 2, but player 4 (line 6) has no opponent in that round',
    ],
    [
      'A lists B in a round B does not reach',
      broken((l) => {
        l[2] = `${l[2]!}  ${block(2, 'w', '1')}`;
      }),
      'line 3, column 112: player 1 meets 2 in round 3, but player 2 (line 4) has no opponent in that round',
    ],
    [
      'colours that do not mirror',
      broken((l) => (l[2] = patch(l[2]!, 107, 'w'))),
      "line 3, column 107: round 2: colours do not mirror: player 1 has 'w', player 2 (line 4) has 'w'",
    ],
    [
      'a forfeit with colours against one without',
      broken((l) => {
        l[2] = patch(l[2]!, 92, '   3 - +');
        l[4] = patch(l[4]!, 92, '   1 b -');
      }),
      "line 3, column 97: round 1: colours do not mirror: player 1 has '-', player 3 (line 5) has 'b'",
    ],
    [
      'results that do not mirror',
      broken((l) => (l[3] = patch(l[3]!, 99, '1'))),
      "line 4, column 99: round 1: results do not mirror: player 2 has '1', player 4 (line 6) has '='",
    ],
    [
      'a forfeit win against a played loss',
      broken((l) => (l[2] = patch(l[2]!, 99, '+'))),
      "line 3, column 99: round 1: results do not mirror: player 1 has '+', player 3 (line 5) has '0'",
    ],
    [
      'a start number used twice',
      broken((l) => l.push(l[5]!)),
      'line 7, column 5: start number 4 is already used on line 6',
    ],
    [
      'more round blocks than XXR allows',
      broken((l) => {
        l[1] = 'XXR 1';
      }),
      // Every player has two rounds: one message per line, reported together.
      'line 3, column 102: round 2 is beyond the 1 rounds given on line 2',
    ],
  ])('%s', (_name, text, message) => {
    expect(() => readTrf(text)).toThrow(message);
  });

  it('accepts a double forfeit', () => {
    const text = broken((l) => {
      l[2] = patch(l[2]!, 92, '   3 w -');
      l[4] = patch(l[4]!, 92, '   1 b -');
    });
    expect(readTrf(text).tournament.players[2]!.rounds[0]).toEqual({ opponent: 1, colour: 'black', result: '-' });
  });

  it('reports several problems together as InputErrors', () => {
    const text = broken((l) => {
      l[2] = patch(l[2]!, 99, 'x');
      l[5] = patch(l[5]!, 49, 'abcd');
    });
    let caught: unknown;
    try {
      readTrf(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputErrors);
    expect((caught as InputErrors).problems.map((p) => p.message)).toEqual([
      "line 3, column 99: result 'x' is not a TRF result code (1 = 0 + - W D L H F U Z)",
      "line 6, column 49: rating 'abcd' (columns 49-52) is not a whole number",
    ]);
  });

  it('rejects a file without player lines', () => {
    expect(() => readTrf('012 Nothing here\nXXR 5\n', 'empty.trf')).toThrow(
      'empty.trf: the file has no player lines (001); is it a Tournament Report File?',
    );
  });
});

describe('readTrf › errors in header lines', () => {
  it.each([
    ['XXR without a number', withHeader('XXR five'), "line 3, column 5: XXR must give the total number of rounds as a whole number from 1 to 999, not 'five'"],
    ['XXR and 142 that disagree', withHeader('142 4'), 'line 3, column 5: 142 says 4 rounds but line 2 says 3; give one number of rounds'],
    ['152 that is not W or B', withHeader('152 X'), "line 3, column 5: 152 must give the initial colour as W or B, not 'X'"],
    [
      'XXC and 152 that disagree',
      withHeader('XXC white1', '152 B'),
      'line 4, column 5: the initial colour is black here but white on line 3; give one initial colour',
    ],
    ['a second 132 line', withHeader('132', '132'), 'line 4, column 1: a second 132 line (round dates); give all round dates on one line'],
    ['XXP with one player', withHeader('XXP 1'), 'line 3, column 5: XXP must list at least two start numbers (players who must not meet)'],
    ['XXP with a word', withHeader('XXP 1 two'), "line 3, column 7: 'two' is not a start number"],
    ['XXP naming no player', withHeader('XXP 1 7'), 'line 3: XXP: player 7 is not the start number of any player (001 line)'],
    ['260 with a backward range', withHeader('260 003 002    1    2'), '260 round range 3-2 is empty; the last round must not come before the first'],
    ['260 with a word', withHeader('260 001 two    1    2'), "line 3, column 9: 'two' is not a round or start number"],
    ['260 naming no player', withHeader('260 001 003    1    6'), 'line 3: 260: player 6 is not the start number of any player (001 line)'],
    ['240 with a word', withHeader('240 H 003    1    x'), "line 3, column 19: 'x' is not a round or start number"],
    ['XXZ with a word', withHeader('XXZ 1 b'), "line 3, column 7: 'b' is not a start number"],
    ['260 with one player', withHeader('260 001 002    1'), 'line 3, column 5: 260 must give a first round, a last round and at least two start numbers'],
    ['XXA without a start number', withHeader('XXA    x  1.0'), "line 3, column 5: XXA must start with a start number (columns 5-8), not 'x'"],
    ['XXA with a bad value', withHeader('XXA 1 1.0 one'), "line 3, column 11: XXA points 'one' are not a number of points like 1.0 or 0.5"],
    ['XXA twice for a player', withHeader('XXA    1  1.0', 'XXA    1  0.5'), 'line 4, column 5: a second XXA line for player 1 (first on line 3)'],
    ['XXA naming no player', withHeader('XXA    8  1.0'), 'line 3: XXA: player 8 is not the start number of any player (001 line)'],
    [
      '250 with missing fields',
      withHeader('250 1.0 001 0001 0002'),
      'line 3, column 5: 250 must give [match points,] game points, first and last round, first and last start number (e.g. 250      1.0 001 002 0001 0020)',
    ],
    ['250 with bad points', withHeader('250      x.0 001 002 0001 0002'), "line 3, column 10: 250 points 'x.0' are not a number of points like 1.0"],
    [
      '250 with a backward range',
      withHeader('250      1.0 002 001 0001 0002'),
      'line 3, column 5: 250 ranges must run from low to high (first round ≤ last round, first player ≤ last player)',
    ],
    ['240 with an unknown bye type', withHeader('240 U 003    1'), "line 3, column 5: 240 bye type 'U' must be F (full point), H (half point) or Z (zero point)"],
    ['240 without players', withHeader('240 H 003'), 'line 3, column 7: 240 must give a round number (1 to 999) and at least one start number'],
    ['240 naming no player', withHeader('240 H 003    9'), 'line 3: 240: player 9 is not the start number of any player (001 line)'],
  ])('%s', (_name, text, message) => {
    expect(() => readTrf(text)).toThrow(message);
  });
});
