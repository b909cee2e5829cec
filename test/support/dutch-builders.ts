/**
 * Tiny builders for the Dutch engine tests: a field of `n` players (start
 * number k rated 2000 − 10k), rounds written as games and byes, and readers
 * that turn a pairing into `'white-black'` strings.
 *
 * @example
 * const t = dutchTournament(4, [[game(1, 3, '1-0'), game(4, 2, '=')]], { totalRounds: 3 });
 * pairs(pairDutch(t, 2)); // ['1-2', '4-3'] or whatever the rules give
 */
import {
  STANDARD_POINTS,
  type Colour,
  type Player,
  type ResultCode,
  type RoundEntry,
  type RoundPairing,
  type Tenths,
  type Tournament,
} from '../../src/core/model';

export type GameResult = '1-0' | '0-1' | '=' | '+-' | '-+' | '--';

export interface RoundItem {
  readonly entries: readonly [number, RoundEntry][];
}

const SIDES: Record<GameResult, readonly [ResultCode, ResultCode]> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '=': ['=', '='],
  '+-': ['+', '-'],
  '-+': ['-', '+'],
  '--': ['-', '-'],
};

/** A game: `white` had White; the result from White's side first. */
export function game(white: number, black: number, result: GameResult): RoundItem {
  const [w, b] = SIDES[result];
  return {
    entries: [
      [white, { opponent: black, colour: 'white', result: w }],
      [black, { opponent: white, colour: 'black', result: b }],
    ],
  };
}

/** The pairing-allocated bye. */
export function pab(player: number): RoundItem {
  return { entries: [[player, { opponent: null, colour: null, result: 'U' }]] };
}

/** A requested or announced absence: `H` half-point, `Z` zero-point, `F` full-point bye. */
export function absent(player: number, kind: 'H' | 'Z' | 'F'): RoundItem {
  return { entries: [[player, { opponent: null, colour: null, result: kind }]] };
}

export interface TournamentOptions {
  readonly totalRounds?: number;
  readonly initialColour?: Colour;
  readonly forbiddenPairs?: readonly (readonly [number, number])[];
  readonly acceleration?: ReadonlyMap<number, readonly Tenths[]>;
  readonly withdrawn?: readonly number[];
  /** Absences announced for the round about to be paired. */
  readonly nextRound?: readonly RoundItem[];
  readonly points?: Tournament['points'];
}

/**
 * `n` players and the rounds played so far. A player missing from a round gets
 * a zero-point absence (`Z`) for it, so only the interesting entries need typing.
 */
export function dutchTournament(n: number, rounds: readonly (readonly RoundItem[])[], options: TournamentOptions = {}): Tournament {
  const entries: RoundEntry[][] = Array.from({ length: n }, () => []);
  const all = [...rounds, ...(options.nextRound !== undefined ? [options.nextRound] : [])];
  all.forEach((items, r) => {
    for (const item of items) {
      for (const [player, entry] of item.entries) {
        if (player < 1 || player > n) throw new Error(`round ${r + 1}: no player ${player}`);
        if (entries[player - 1]![r] !== undefined) throw new Error(`round ${r + 1}: player ${player} entered twice`);
        entries[player - 1]![r] = entry;
      }
    }
    if (r < rounds.length) {
      for (const list of entries) if (list[r] === undefined) list[r] = { opponent: null, colour: null, result: 'Z' };
    }
  });
  const withdrawn = new Set(options.withdrawn ?? []);
  const players: Player[] = entries.map((list, k) => ({
    startNumber: k + 1,
    name: `P${k + 1}`,
    rating: 2000 - 10 * (k + 1),
    rounds: list,
    ...(withdrawn.has(k + 1) ? { withdrawn: true } : {}),
  }));
  return {
    players,
    points: options.points ?? STANDARD_POINTS,
    ...(options.totalRounds !== undefined ? { totalRounds: options.totalRounds } : {}),
    ...(options.initialColour !== undefined ? { initialColour: options.initialColour } : {}),
    ...(options.forbiddenPairs !== undefined ? { forbiddenPairs: options.forbiddenPairs } : {}),
    ...(options.acceleration !== undefined ? { acceleration: options.acceleration } : {}),
  };
}

/** The games of a pairing as sorted `'white-black'` strings. */
export function pairs(pairing: RoundPairing): string[] {
  return pairing.boards.map((b) => `${b.white}-${b.black}`).sort();
}

/** The games as unordered `'low-high'` strings (colours ignored). */
export function opponents(pairing: RoundPairing): string[] {
  return pairing.boards.map((b) => `${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`).sort();
}

/** The PAB receiver, or null. */
export function pabOf(pairing: RoundPairing): number | null {
  return pairing.byes.find((b) => b.kind === 'pairing-allocated')?.player ?? null;
}
