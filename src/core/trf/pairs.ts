/**
 * The pairing engines' output format (`.pairs`, as bbpPairings and JaVaFo write
 * it): the first line gives the number of lines that follow, then one
 * `white black` line per game by start number; the pairing-allocated bye is
 * `player 0`. Line order carries no meaning.
 *
 * Also reads the pairing of a round back out of a tournament's round blocks, so
 * the engine's answer can be compared with a complete TRF.
 */

import { InputError, throwIfAny } from '../errors';
import { STANDARD_POINTS, byePoints, pointsFor, type Board, type Bye, type ByeKind, type PointSystem, type RoundPairing, type Tournament } from '../model';
import { parseWhole, TrfInputError } from './fields';

/** Options of `readPairs`. */
export interface ReadPairsOptions {
  /** File name for error messages. */
  readonly source?: string;
  /** Gives the pairing-allocated bye its points; `STANDARD_POINTS` by default. */
  readonly points?: PointSystem;
}

/**
 * Reads a `.pairs` file into the pairing of round `round`. Boards are numbered
 * in the order of the lines; the `N 0` line becomes a pairing-allocated bye.
 * Problems throw an `InputError` (or `InputErrors`) naming the line and column.
 *
 * @example
 * readPairs('3\n6 1\n2 7\n3 0\n', 4);
 * // { round: 4, boards: [{ board: 1, white: 6, black: 1 }, { board: 2, white: 2, black: 7 }],
 * //   byes: [{ player: 3, kind: 'pairing-allocated', points: 10 }] }
 */
export function readPairs(text: string, round: number, options: ReadPairsOptions = {}): RoundPairing {
  const problems: InputError[] = [];
  const fail = (message: string, line: number, column: number): void => {
    problems.push(
      new TrfInputError(message, { ...(options.source !== undefined ? { source: options.source } : {}), row: line, column }),
    );
  };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0) {
    throw new InputError('the pairs file is empty; its first line must give the number of pairs', {
      ...(options.source !== undefined ? { source: options.source } : {}),
    });
  }
  const count = parseWhole(lines[0]!);
  if (count === null) fail(`'${lines[0]!.trim()}' is not the number of pairs that follow`, 1, 1);
  else if (count !== lines.length - 1) {
    fail(`the first line says ${count} pairs but ${lines.length - 1} lines follow`, 1, 1);
  }

  const boards: Board[] = [];
  const byes: Bye[] = [];
  const seen = new Map<number, number>();
  lines.slice(1).forEach((line, index) => {
    const number = index + 2;
    const words = [...line.matchAll(/\S+/g)];
    if (words.length !== 2) {
      fail(`expected 'white black' (two start numbers), not '${line.trim()}'`, number, 1);
      return;
    }
    const [white, black] = words.map((word) => parseWhole(word[0]));
    for (const [i, value] of [white, black].entries()) {
      if (value === null) fail(`'${words[i]![0]}' is not a start number`, number, words[i]!.index! + 1);
    }
    if (white === null || black === null || white === undefined || black === undefined) return;
    if (white === 0) {
      fail(`the first number must be a player; a bye is written 'player 0'`, number, words[0]!.index! + 1);
      return;
    }
    if (white === black) {
      fail(`player ${white} is paired against themselves`, number, words[1]!.index! + 1);
      return;
    }
    for (const [i, player] of [white, black].entries()) {
      if (player === 0) continue;
      const previous = seen.get(player);
      if (previous !== undefined) fail(`player ${player} is already paired on line ${previous}`, number, words[i]!.index! + 1);
      else seen.set(player, number);
    }
    if (black === 0) {
      if (byes.length > 0) fail(`a second pairing-allocated bye (player ${white}); a round has at most one`, number, 1);
      byes.push({ player: white, kind: 'pairing-allocated', points: byePoints('pairing-allocated', options.points ?? STANDARD_POINTS) });
    } else {
      boards.push({ board: boards.length + 1, white, black });
    }
  });
  throwIfAny(problems);
  return { round, boards, byes };
}

/**
 * Writes a pairing as a `.pairs` file: games in board order, then the
 * pairing-allocated bye as `player 0`. Other byes (requested, absences) are not
 * part of the format: a TRF carries them in its round blocks.
 *
 * @example
 * writePairs({ round: 4, boards: [{ board: 1, white: 6, black: 1 }], byes: [{ player: 3, kind: 'pairing-allocated', points: 10 }] });
 * // '2\n6 1\n3 0\n'
 */
export function writePairs(pairing: RoundPairing): string {
  const games = [...pairing.boards].sort((a, b) => a.board - b.board).map((board) => `${board.white} ${board.black}`);
  const byes = pairing.byes.filter((bye) => bye.kind === 'pairing-allocated').map((bye) => `${bye.player} 0`);
  return [String(games.length + byes.length), ...games, ...byes].join('\n') + '\n';
}

const BYE_KINDS: Readonly<Record<string, ByeKind>> = {
  U: 'pairing-allocated',
  H: 'half-point',
  F: 'full-point',
  Z: 'zero-point',
  ' ': 'zero-point',
  // A forfeit written without an opponent (some programs do) scores like a bye.
  '+': 'full-point',
  '-': 'zero-point',
};

/**
 * The pairing of round `round` as the round blocks record it: a game for each
 * player with an opponent and White (forfeits and games not yet played
 * included), a bye for each player without an opponent. A TRF keeps no board
 * numbers, so boards follow White's start number. A game recorded without
 * colours (some programs write forfeits so) has the lower start number as White.
 *
 * @example
 * const expected = pairingOfRound(readTrf(complete).tournament, 4);
 * // compare with the engine's pairing of round 4, as sets
 */
export function pairingOfRound(tournament: Tournament, round: number): RoundPairing {
  const games: [number, number][] = [];
  const byes: Bye[] = [];
  for (const player of tournament.players) {
    const entry = player.rounds[round - 1];
    if (entry === undefined) continue;
    if (entry.opponent === null) {
      byes.push({ player: player.startNumber, kind: BYE_KINDS[entry.result] ?? 'zero-point', points: pointsFor(entry.result, tournament.points) });
    } else if (entry.colour === 'white' || (entry.colour === null && player.startNumber < entry.opponent)) {
      games.push([player.startNumber, entry.opponent]);
    }
  }
  games.sort((a, b) => a[0] - b[0]);
  return { round, boards: games.map(([white, black], index) => ({ board: index + 1, white, black })), byes };
}
