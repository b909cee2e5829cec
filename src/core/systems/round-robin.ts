/**
 * Round robins by the FIDE Berger tables (Handbook C.05, Annex 1), single or
 * double (each player meets every other once, or twice, the second time with
 * the colours reversed).
 *
 * The published tables are generated here rather than typed in, so any size
 * works; the tests hold the generator to the published tables. For a table of
 * even size m (m = n, or n + 1 with an odd n: the highest number then "counts
 * as a bye", as the Annex says) and q = m − 1:
 *
 * - in round r, player m meets the p in 1..q with 2p ≡ r + 1 (mod q); m has
 *   Black in odd rounds and White in even rounds, and that game is board 1;
 * - the other boards, k = 1 … m/2 − 1, pair p + k (White) with p − k (Black),
 *   counted cyclically in 1..q.
 *
 * So round 1 is 1–m, 2–(m−1), …, and each round the circle of 1..q turns by
 * m/2 places while m stays put: the rotation Berger described.
 */
import type { Board, Bye, RoundPairing, Tenths } from '../model';

/** One game of a Berger table: pairing numbers (1-based), White first. */
export interface RoundRobinGame {
  readonly white: number;
  readonly black: number;
}

/** One round of a round robin for n players, the bye "player" left out. */
export interface RoundRobinRound {
  readonly round: number;
  /** Games in the table's board order, without the game against the bye "player". */
  readonly games: readonly RoundRobinGame[];
  /** Pairing number of the player who has no game this round (odd n), else `null`. */
  readonly bye: number | null;
}

export interface RoundRobinOptions {
  /** Two cycles: the second repeats the table with colours reversed. */
  readonly double: boolean;
  /**
   * Double round robins only: play the last two rounds of the first cycle in
   * reverse order, as the Annex recommends, so that nobody has three games
   * running with the same colour across the join of the cycles. Default `true`;
   * `false` plays the table straight. Ignored for a single round robin.
   */
  readonly swapLastTwoRoundsOfFirstCycle?: boolean;
}

/**
 * The Berger table for `n` players (n ≥ 2): one array of games per round,
 * n − 1 rounds for even n. For odd n the table is that of n + 1 players and
 * includes the games against "player" n + 1, the bye.
 *
 * @example
 * ```ts
 * bergerTable(4);
 * // [[{ white: 1, black: 4 }, { white: 2, black: 3 }],
 * //  [{ white: 4, black: 3 }, { white: 1, black: 2 }],
 * //  [{ white: 2, black: 4 }, { white: 3, black: 1 }]]
 * ```
 */
export function bergerTable(n: number): RoundRobinGame[][] {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`A round robin needs at least 2 players, not ${n}`);
  const size = n % 2 === 0 ? n : n + 1;
  const circle = size - 1;
  // 1..circle, cyclically.
  const wrap = (x: number) => ((((x - 1) % circle) + circle) % circle) + 1;
  // (circle + 1) / 2 is the inverse of 2 modulo the odd number `circle`.
  const halfModCircle = (circle + 1) / 2;
  const table: RoundRobinGame[][] = [];
  for (let round = 1; round <= circle; round++) {
    const pivotOpponent = wrap((round + 1) * halfModCircle);
    const games: RoundRobinGame[] = [
      round % 2 === 1 ? { white: pivotOpponent, black: size } : { white: size, black: pivotOpponent },
    ];
    for (let k = 1; k < size / 2; k++) games.push({ white: wrap(pivotOpponent + k), black: wrap(pivotOpponent - k) });
    table.push(games);
  }
  return table;
}

/**
 * How many rounds a round robin of `n` players has: n − 1 for even n, n for
 * odd n (a player sits out each round), twice that for a double round robin.
 *
 * @example
 * ```ts
 * roundRobinRoundCount(7, { double: true }); // 14
 * ```
 */
export function roundRobinRoundCount(n: number, options: Pick<RoundRobinOptions, 'double'>): number {
  const perCycle = n % 2 === 0 ? n - 1 : n;
  return options.double ? 2 * perCycle : perCycle;
}

/**
 * Round `round` (1-based, over both cycles) of a round robin of `n` players
 * numbered 1..n by the Berger table. Throws a `RangeError` for a round the
 * tournament does not have (check {@link roundRobinRoundCount} first).
 *
 * @example
 * ```ts
 * roundRobinRound(5, 1, { double: false });
 * // { round: 1, bye: 1, games: [{ white: 2, black: 5 }, { white: 3, black: 4 }] }
 * roundRobinRound(4, 4, { double: true });
 * // { round: 4, bye: null, games: [{ white: 4, black: 1 }, { white: 3, black: 2 }] }
 * ```
 */
export function roundRobinRound(n: number, round: number, options: RoundRobinOptions): RoundRobinRound {
  const table = bergerTable(n);
  const cycle = table.length;
  const total = roundRobinRoundCount(n, options);
  if (!Number.isInteger(round) || round < 1 || round > total) {
    throw new RangeError(`A ${options.double ? 'double' : 'single'} round robin of ${n} players has rounds 1 to ${total}, not ${round}`);
  }
  const secondCycle = round > cycle;
  let tableRound = secondCycle ? round - cycle : round;
  const swap = options.double && (options.swapLastTwoRoundsOfFirstCycle ?? true) && cycle >= 2;
  if (swap && !secondCycle && tableRound >= cycle - 1) tableRound = tableRound === cycle ? cycle - 1 : cycle;

  let bye: number | null = null;
  const games: RoundRobinGame[] = [];
  for (const game of table[tableRound - 1]!) {
    if (game.white > n) bye = game.black;
    else if (game.black > n) bye = game.white;
    else games.push(secondCycle ? { white: game.black, black: game.white } : game);
  }
  return { round, games, bye };
}

export interface RoundRobinPairingOptions extends RoundRobinOptions {
  /**
   * Points for the player without a game on an odd count. Default 0: every
   * player rests exactly once, so it changes no ranking, and a crosstable
   * conventionally shows the rest round as empty.
   */
  readonly byePoints?: Tenths;
}

/**
 * Round `round` as a {@link RoundPairing} for the sheet. `startNumbers[i]` is the
 * start number of pairing number i + 1 (players are numbered by initial ranking
 * unless the organiser gave numbers; the caller decides). Boards are numbered
 * 1.. in table order, skipping the game against the bye "player"; the player
 * who rests is a pairing-allocated bye worth `byePoints`.
 *
 * @example
 * ```ts
 * roundRobinPairing([11, 12, 13], 1, { double: false });
 * // { round: 1, boards: [{ board: 1, white: 12, black: 13 }],
 * //   byes: [{ player: 11, kind: 'pairing-allocated', points: 0 }] }
 * ```
 */
export function roundRobinPairing(
  startNumbers: readonly number[],
  round: number,
  options: RoundRobinPairingOptions,
): RoundPairing {
  const { games, bye } = roundRobinRound(startNumbers.length, round, options);
  const startNumberOf = (pairingNumber: number) => startNumbers[pairingNumber - 1]!;
  const boards: Board[] = games.map((game, index) => ({
    board: index + 1,
    white: startNumberOf(game.white),
    black: startNumberOf(game.black),
  }));
  const byes: Bye[] =
    bye === null ? [] : [{ player: startNumberOf(bye), kind: 'pairing-allocated', points: options.byePoints ?? 0 }];
  return { round, boards, byes };
}
