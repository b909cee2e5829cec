/**
 * Tiny builders for the tie-break tests: a tournament typed as a cross table,
 * one round at a time, with players by name.
 *
 * ```ts
 * const event = tournament(['Ann', 2000], ['Bob', 1900], ['Cy', 1800])
 *   .round('Ann - Bob 1-0', 'Cy: U')
 *   .round('Cy - Ann ½-½', 'Bob: H');
 * event.build(); // a model Tournament; start numbers in the order typed
 * event.no('Cy'); // 3
 * ```
 *
 * Boards are `'White - Black result'` with result `1-0`, `0-1`, `½-½` (or `=`),
 * `+/-`, `-/+` (forfeit win for White / Black) or `-/-` (double forfeit).
 * Rounds without opponent are `'Name: U'` (pairing-allocated bye), `H`, `F` or
 * `Z`. A player not mentioned in a round gets `Z` (absent).
 */
import {
  STANDARD_POINTS,
  type Player,
  type PointSystem,
  type ResultCode,
  type RoundEntry,
  type Tournament,
} from '../../src/core/model';
import { computeStandings, type TiebreakCode, type TournamentSystem } from '../../src/core/tiebreaks';

type Typed = string | readonly [string, number];

const BOARD_RESULTS: Readonly<Record<string, readonly [ResultCode, ResultCode]>> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '½-½': ['=', '='],
  '=': ['=', '='],
  '+/-': ['+', '-'],
  '-/+': ['-', '+'],
  '-/-': ['-', '-'],
};

export class TournamentBuilder {
  private readonly names: string[];
  private readonly ratings: number[];
  private readonly history: RoundEntry[][];
  private points: PointSystem = STANDARD_POINTS;
  private readonly withdrawn = new Set<string>();
  private totalRounds: number | undefined;

  constructor(typed: readonly Typed[]) {
    this.names = typed.map((entry) => (typeof entry === 'string' ? entry : entry[0]));
    this.ratings = typed.map((entry, index) => (typeof entry === 'string' ? 2000 - 10 * index : entry[1]));
    this.history = this.names.map(() => []);
  }

  /** Start number of a player by name. */
  no(name: string): number {
    const index = this.names.indexOf(name);
    if (index < 0) throw new Error(`no player named ${name}`);
    return index + 1;
  }

  /** Name of a start number. */
  nameOf(startNumber: number): string {
    const name = this.names[startNumber - 1];
    if (name === undefined) throw new Error(`no player ${startNumber}`);
    return name;
  }

  /** One round: boards and byes, as described in the file header. */
  round(...items: readonly string[]): this {
    const roundIndex = this.history[0]?.length ?? 0;
    const entries = new Map<number, RoundEntry>();
    for (const item of items) {
      const bye = /^(.+?):\s*([UHFZ])$/.exec(item);
      if (bye) {
        entries.set(this.no(bye[1]!.trim()), { opponent: null, colour: null, result: bye[2] as ResultCode });
        continue;
      }
      const board = /^(.+?) - (.+?) (\S+)$/.exec(item);
      const results = board ? BOARD_RESULTS[board[3]!] : undefined;
      if (!board || !results) throw new Error(`cannot read "${item}"`);
      const white = this.no(board[1]!.trim());
      const black = this.no(board[2]!.trim());
      entries.set(white, { opponent: black, colour: 'white', result: results[0] });
      entries.set(black, { opponent: white, colour: 'black', result: results[1] });
    }
    this.history.forEach((rounds, index) => {
      rounds[roundIndex] = entries.get(index + 1) ?? { opponent: null, colour: null, result: 'Z' };
    });
    return this;
  }

  /** A point system other than 1 / ½ / 0. */
  scoring(points: Partial<PointSystem>): this {
    this.points = { ...this.points, ...points };
    return this;
  }

  withdraw(name: string): this {
    this.withdrawn.add(name);
    return this;
  }

  planned(rounds: number): this {
    this.totalRounds = rounds;
    return this;
  }

  build(): Tournament {
    const players: Player[] = this.names.map((name, index) => ({
      startNumber: index + 1,
      name,
      rating: this.ratings[index]!,
      rounds: this.history[index]!.slice(),
      ...(this.withdrawn.has(name) ? { withdrawn: true } : {}),
    }));
    return {
      players,
      points: this.points,
      totalRounds: this.totalRounds ?? this.history[0]?.length ?? 0,
    };
  }
}

/** A tournament typed by names (rated 2000, 1990, … unless given `[name, rating]`). */
export function tournament(...players: readonly Typed[]): TournamentBuilder {
  return new TournamentBuilder(players);
}

/**
 * Every player's values for the given codes, by name, as `computeStandings`
 * reports them (DE in the context of the list).
 */
export function tiebreakTable(
  event: TournamentBuilder,
  system: TournamentSystem,
  codes: readonly string[],
  throughRound?: number,
): Record<string, Partial<Record<TiebreakCode, number | null>>> {
  const rows = computeStandings(event.build(), {
    system,
    tiebreaks: codes,
    ...(throughRound === undefined ? {} : { throughRound }),
  });
  return Object.fromEntries(rows.map((row) => [event.nameOf(row.startNumber), row.tiebreaks]));
}

/** One code's value for every player, by name. */
export function column(
  event: TournamentBuilder,
  system: TournamentSystem,
  code: string,
  throughRound?: number,
): Record<string, number | null> {
  const table = tiebreakTable(event, system, [code], throughRound);
  const canonical = Object.keys(Object.values(table)[0] ?? {})[0] as TiebreakCode;
  return Object.fromEntries(Object.entries(table).map(([name, values]) => [name, values[canonical] ?? null]));
}

/** The standings as `'rankLabel name'` lines, best first. */
export function standingsByName(
  event: TournamentBuilder,
  options: Parameters<typeof computeStandings>[1],
): string[] {
  return computeStandings(event.build(), options).map((row) => `${row.rankLabel} ${event.nameOf(row.startNumber)}`);
}
