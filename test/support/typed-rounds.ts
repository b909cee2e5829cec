/**
 * What the tie-break and live-view test builders share: players typed by name
 * (rated 2000, 1990, … unless given `[name, rating]`, start numbers in the
 * order typed) and rounds typed as boards and byes.
 *
 * Boards are `'White - Black result'` with result `1-0`, `0-1`, `½-½` (or `=`),
 * `+/-`, `-/+` (forfeit win for White / Black) or `-/-` (double forfeit); a
 * builder that has a round in progress may leave the result out (the game is
 * on). Rounds without a game are `'Name: U'` (pairing-allocated bye), `H`
 * (requested half-point bye), `F` (full-point bye), `Z` (absent) or
 * `withdrawn`. A player not mentioned in a round gets `Z` (absent). Boards are
 * numbered in the order typed.
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
  type Tenths,
} from '../../src/core/model';

/** A player as typed: a name, or `[name, rating]`. */
export type TypedPlayer = string | readonly [string, number];

const BOARD_RESULTS: Readonly<Record<string, readonly [ResultCode, ResultCode]>> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '½-½': ['=', '='],
  '=': ['=', '='],
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

/** One typed round: every player's entry, and the boards and byes as a pairing lists them. */
export interface TypedRound {
  readonly entries: ReadonlyMap<number, RoundEntry>;
  readonly boards: readonly Board[];
  readonly byes: readonly Bye[];
}

export class TypedEvent {
  private readonly names: string[];
  private readonly ratings: number[];
  private readonly history: RoundEntry[][];
  protected points: PointSystem = STANDARD_POINTS;
  private readonly withdrawn = new Set<string>();

  constructor(typed: readonly TypedPlayer[]) {
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

  /** A point system other than 1 / ½ / 0. */
  scoring(points: Partial<PointSystem>): this {
    this.points = { ...this.points, ...points };
    return this;
  }

  withdraw(name: string): this {
    this.withdrawn.add(name);
    return this;
  }

  /** How many rounds have been typed. */
  protected get roundsTyped(): number {
    return this.history[0]?.length ?? 0;
  }

  /** Reads one round's boards and byes and adds it to every player's history. */
  protected typeRound(items: readonly string[], pendingAllowed: boolean): TypedRound {
    const round = this.read(items, pendingAllowed);
    const roundIndex = this.roundsTyped;
    this.history.forEach((rounds, index) => {
      rounds[roundIndex] = round.entries.get(index + 1) ?? { opponent: null, colour: null, result: 'Z' };
    });
    return round;
  }

  /** The players with their rounds so far. */
  protected players(): Player[] {
    return this.names.map((name, index) => ({
      startNumber: index + 1,
      name,
      rating: this.ratings[index]!,
      rounds: this.history[index]!.slice(),
      ...(this.withdrawn.has(name) ? { withdrawn: true } : {}),
    }));
  }

  private read(items: readonly string[], pendingAllowed: boolean): TypedRound {
    const entries = new Map<number, RoundEntry>();
    const boards: Board[] = [];
    const byes: Bye[] = [];
    for (const item of items) {
      const bye = /^(.+?):\s*(U|H|F|Z|withdrawn)$/.exec(item);
      if (bye) {
        const player = this.no(bye[1]!.trim());
        const kind = BYE_KINDS[bye[2]!]!;
        entries.set(player, { opponent: null, colour: null, result: BYE_RESULTS[kind] });
        byes.push({ player, kind, points: this.byePoints(kind) });
        continue;
      }
      const board = /^(.+?) - (.+?)(?: (1-0|0-1|½-½|=|\+\/-|-\/\+|-\/-))?$/.exec(item);
      if (!board) throw new Error(`cannot read "${item}"`);
      const results = board[3] === undefined ? undefined : BOARD_RESULTS[board[3]];
      if (results === undefined && !pendingAllowed) throw new Error(`"${item}" needs a result: only a round in progress has games on`);
      const [whiteResult, blackResult] = results ?? ([' ', ' '] as const);
      const white = this.no(board[1]!.trim());
      const black = this.no(board[2]!.trim());
      entries.set(white, { opponent: black, colour: 'white', result: whiteResult });
      entries.set(black, { opponent: white, colour: 'black', result: blackResult });
      boards.push({ board: boards.length + 1, white, black });
    }
    return { entries, boards, byes };
  }

  private byePoints(kind: ByeKind): Tenths {
    if (kind === 'pairing-allocated') return this.points.pairingAllocatedBye;
    if (kind === 'half-point') return this.points.halfPointBye;
    if (kind === 'full-point') return this.points.fullPointBye;
    return 0;
  }
}
