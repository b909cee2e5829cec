import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputErrors, type InputError } from '../../../src/core/errors';
import { STANDARD_POINTS } from '../../../src/core/model';
import { pairingOfRound, readPairs, writePairs } from '../../../src/core/trf/pairs';
import { readTrf } from '../../../src/core/trf/read';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/trf/${name}`, import.meta.url), 'utf8');

describe('readPairs', () => {
  it('reads games in line order and the pairing-allocated bye', () => {
    expect(readPairs(fixture('case-001.pairs'), 4)).toEqual({
      round: 4,
      boards: [
        { board: 1, white: 6, black: 1 },
        { board: 2, white: 2, black: 7 },
        { board: 3, white: 5, black: 4 },
      ],
      byes: [{ player: 3, kind: 'pairing-allocated', points: 10 }],
    });
  });

  it('gives the bye the points of the point system', () => {
    const pairing = readPairs('1\n3 0\n', 2, { points: { ...STANDARD_POINTS, pairingAllocatedBye: 5 } });
    expect(pairing.byes).toEqual([{ player: 3, kind: 'pairing-allocated', points: 5 }]);
  });

  it('reads CRLF and CR files and extra spaces the same', () => {
    const lf = fixture('case-009.pairs');
    expect(readPairs(lf.replace(/\n/g, '\r\n'), 3)).toEqual(readPairs(lf, 3));
    expect(readPairs(lf.replace(/\n/g, '\r'), 3)).toEqual(readPairs(lf, 3));
    expect(readPairs('2\n  1   2 \n3 4\n\n', 1).boards).toHaveLength(2);
  });

  it.each([
    ['a count that is not a number', 'two\n1 2\n3 4\n', "line 1, column 1: 'two' is not the number of pairs that follow"],
    ['a count that does not match', '3\n1 2\n3 4\n', 'line 1, column 1: the first line says 3 pairs but 2 lines follow'],
    ['a line with three numbers', '1\n1 2 3\n', "line 2, column 1: expected 'white black' (two start numbers), not '1 2 3'"],
    ['a word for a player', '1\n1 b\n', "line 2, column 3: 'b' is not a start number"],
    ['a bye written the wrong way round', '1\n0 5\n', "line 2, column 1: the first number must be a player; a bye is written 'player 0'"],
    ['a player against themselves', '1\n4 4\n', 'line 2, column 3: player 4 is paired against themselves'],
    ['a player paired twice', '2\n1 2\n3 1\n', 'line 3, column 3: player 1 is already paired on line 2'],
    ['two byes', '2\n1 0\n2 0\n', 'line 3, column 1: a second pairing-allocated bye (player 2); a round has at most one'],
  ])('rejects %s, naming the line and column', (_name, text, message) => {
    expect(() => readPairs(text, 1)).toThrow(message);
  });

  it('rejects an empty file and names the source', () => {
    expect(() => readPairs('\n\n', 1, { source: 'r1.pairs' })).toThrow(
      'r1.pairs: the pairs file is empty; its first line must give the number of pairs',
    );
  });

  it('reports several problems together', () => {
    let caught: unknown;
    try {
      readPairs('2\n1 1\n2 x\n', 1);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputErrors);
    expect((caught as InputErrors).problems.map((p: InputError) => p.message)).toEqual([
      'line 2, column 3: player 1 is paired against themselves',
      "line 3, column 3: 'x' is not a start number",
    ]);
  });
});

describe('writePairs', () => {
  it('writes what it read, byte for byte', () => {
    for (const name of ['case-001.pairs', 'case-009.pairs']) {
      expect(writePairs(readPairs(fixture(name), 1))).toBe(fixture(name));
    }
  });

  it('writes games in board order, the pairing-allocated bye last, and leaves other byes to the TRF', () => {
    expect(
      writePairs({
        round: 5,
        boards: [
          { board: 2, white: 3, black: 4 },
          { board: 1, white: 1, black: 2 },
        ],
        byes: [
          { player: 6, kind: 'half-point', points: 5 },
          { player: 5, kind: 'pairing-allocated', points: 10 },
        ],
      }),
    ).toBe('3\n1 2\n3 4\n5 0\n');
  });
});

describe('pairingOfRound', () => {
  const tournament = readTrf(fixture('t-n007-r06-s494403710.trf')).tournament;

  it('gives the games from White’s side and the pairing-allocated bye', () => {
    expect(pairingOfRound(tournament, 1)).toEqual({
      round: 1,
      boards: [
        { board: 1, white: 2, black: 5 },
        { board: 2, white: 4, black: 1 },
        { board: 3, white: 6, black: 3 },
      ],
      byes: [{ player: 7, kind: 'pairing-allocated', points: 10 }],
    });
  });

  it('keeps forfeited games and gives requested byes and absences their kind', () => {
    const round3 = pairingOfRound(tournament, 3);
    // 5 and 3 both forfeited: still a game of the pairing.
    expect(round3.boards).toContainEqual({ board: 2, white: 5, black: 3 });
    expect(round3.byes).toEqual([{ player: 4, kind: 'zero-point', points: 0 }]);
    expect(pairingOfRound(tournament, 4).byes).toEqual([{ player: 2, kind: 'half-point', points: 5 }]);
  });

  it('agrees with the engine’s .pairs for a cut case, as a set', () => {
    // case-009 pairs round 3; its .pairs is the engine's answer, which must be a
    // pairing of the players the cut case leaves available.
    const cut = readTrf(fixture('case-009.trf'));
    const pairing = readPairs(fixture('case-009.pairs'), 3);
    const paired = new Set(pairing.boards.flatMap((b) => [b.white, b.black]));
    const absent = cut.tournament.players.filter((p) => p.rounds.length > cut.roundsPlayed).map((p) => p.startNumber);
    expect(absent).toEqual([3]);
    expect(paired.size + absent.length).toBe(cut.tournament.players.length);
    expect(paired.has(3)).toBe(false);
  });
});
