/**
 * Builders for the live views' tests: an event typed round by round with
 * players by name, the last round as it was paired and as far as its results
 * have been typed.
 *
 * ```ts
 * const event = liveEvent('Ana Silva', 'Bob Jones', 'Carl Ek', 'Dee Moss', 'Eve Li')
 *   .round('Ana Silva - Bob Jones 1-0', 'Carl Ek - Dee Moss ½-½', 'Eve Li: U')
 *   .current('Bob Jones - Carl Ek', 'Eve Li - Ana Silva 0-1', 'Dee Moss: Z')
 *   .build(); // an EventInProgress; start numbers in the order typed
 * ```
 *
 * Boards are `'White - Black result'` with result `1-0`, `0-1`, `½-½`, `+/-`,
 * `-/+` or `-/-`; in the current round the result may be left out (the game
 * is on). Rounds without a game are `'Name: U'` (bye), `H` (requested
 * half-point bye), `F` (full-point bye), `Z` (absent) or, in the current round,
 * `withdrawn`. A player not mentioned in a complete round was absent (`Z`); in
 * the current round they are not in the pairing at all (a late entry).
 * Boards are numbered in the order typed.
 */
import {
  STANDARD_POINTS,
  type Board,
  type Bye,
  type ByeKind,
  type Player,
  type PointSystem,
  type ResultCode,
  type RoundEntry,
  type RoundPairing,
  type Tenths,
} from '../../src/core/model';
import type { EventInProgress } from '../../src/core/event/event-in-progress';

type Typed = string | readonly [string, number];

const BOARD_RESULTS: Readonly<Record<string, readonly [ResultCode, ResultCode]>> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '½-½': ['=', '='],
  '+/-': ['+', '-'],
  '-/+': ['-', '+'],
  '-/-': ['-', '-'],
};

const BYE_KINDS: Readonly<Record<string, ByeKind>> = {
  U: 'pairing-allocated',
  H: 'half-point',
  F: 'full-point',
  Z: 'zero-point',
  withdrawn: 'withdrawn',
};

const BYE_RESULTS: Readonly<Record<ByeKind, ResultCode>> = {
  'pairing-allocated': 'U',
  'half-point': 'H',
  'full-point': 'F',
  'zero-point': 'Z',
  withdrawn: 'Z',
};

export class LiveEventBuilder {
  private readonly names: string[];
  private readonly ratings: number[];
  private readonly history: RoundEntry[][];
  private points: PointSystem = STANDARD_POINTS;
  private readonly withdrawn = new Set<string>();
  private readonly carried = new Map<number, Tenths>();
  private pairing: RoundPairing | null = null;

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

  /** A complete round: every board has its result. */
  round(...items: readonly string[]): this {
    if (this.pairing !== null) throw new Error('the current round is already typed');
    const { entries } = this.read(items, false);
    const roundIndex = this.history[0]?.length ?? 0;
    this.history.forEach((rounds, index) => {
      rounds[roundIndex] = entries.get(index + 1) ?? { opponent: null, colour: null, result: 'Z' };
    });
    return this;
  }

  /** The round being played: as paired, with the results typed so far. */
  current(...items: readonly string[]): this {
    if (this.pairing !== null) throw new Error('the current round is already typed');
    const { entries, boards, byes } = this.read(items, true);
    const roundIndex = this.history[0]?.length ?? 0;
    this.history.forEach((rounds, index) => {
      rounds[roundIndex] = entries.get(index + 1) ?? { opponent: null, colour: null, result: 'Z' };
    });
    this.pairing = { round: roundIndex + 1, boards, byes };
    return this;
  }

  scoring(points: Partial<PointSystem>): this {
    this.points = { ...this.points, ...points };
    return this;
  }

  withdraw(name: string): this {
    this.withdrawn.add(name);
    return this;
  }

  /** Points brought from paper as a total (a quick Swiss continued), in tenths. */
  carry(name: string, points: Tenths): this {
    this.carried.set(this.no(name), points);
    return this;
  }

  build(): EventInProgress {
    const players: Player[] = this.names.map((name, index) => ({
      startNumber: index + 1,
      name,
      rating: this.ratings[index]!,
      rounds: this.history[index]!.slice(),
      ...(this.withdrawn.has(name) ? { withdrawn: true } : {}),
    }));
    return {
      tournament: { players, points: this.points },
      current: this.pairing,
      ...(this.carried.size > 0 ? { carriedPoints: new Map(this.carried) } : {}),
    };
  }

  private read(items: readonly string[], pendingAllowed: boolean) {
    const entries = new Map<number, RoundEntry>();
    const boards: Board[] = [];
    const byes: Bye[] = [];
    for (const item of items) {
      const bye = /^(.+?):\s*(U|H|F|Z|withdrawn)$/.exec(item);
      if (bye) {
        const player = this.no(bye[1]!.trim());
        const kind = BYE_KINDS[bye[2]!]!;
        const result = BYE_RESULTS[kind];
        entries.set(player, { opponent: null, colour: null, result });
        byes.push({ player, kind, points: kind === 'pairing-allocated' ? this.points.pairingAllocatedBye : kind === 'half-point' ? this.points.halfPointBye : kind === 'full-point' ? this.points.fullPointBye : 0 });
        continue;
      }
      const board = /^(.+?) - (.+?)(?: (1-0|0-1|½-½|\+\/-|-\/\+|-\/-))?$/.exec(item);
      if (!board) throw new Error(`cannot read "${item}"`);
      const typedResult = board[3];
      if (typedResult === undefined && !pendingAllowed) throw new Error(`"${item}" needs a result: only the current round has games on`);
      const [whiteResult, blackResult] = typedResult === undefined ? [' ', ' '] as const : BOARD_RESULTS[typedResult]!;
      const white = this.no(board[1]!.trim());
      const black = this.no(board[2]!.trim());
      entries.set(white, { opponent: black, colour: 'white', result: whiteResult });
      entries.set(black, { opponent: white, colour: 'black', result: blackResult });
      boards.push({ board: boards.length + 1, white, black });
    }
    return { entries, boards, byes };
  }
}

/** An event with these players (a name, or `[name, rating]`), start numbers in the order typed. */
export function liveEvent(...players: readonly Typed[]): LiveEventBuilder {
  return new LiveEventBuilder(players);
}
