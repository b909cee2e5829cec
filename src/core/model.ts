/**
 * The tournament model every part of the core shares.
 *
 * It is deliberately close to a FIDE Tournament Report File: each player has a
 * start number and one entry per round, seen from that player's side. The sheet
 * adapter, the TRF reader, the pairing systems and the tie-breaks all speak it,
 * so a tournament read from a sheet can be written as TRF and the other way round.
 *
 * Points are integers in tenths of a point (a win is 10, a draw 5), as in
 * bbpPairings: sums and comparisons stay exact whatever the point system.
 */

/** Points in tenths of a point: `10` is one point, `5` a half. */
export type Tenths = number;

export type Colour = 'white' | 'black';

/**
 * The result code of one round for one player, as in TRF-16:
 * - `1` `=` `0`: a played game won, drawn, lost;
 * - `+` `-`: forfeit win / loss (an opponent was scheduled, the game was not played);
 * - `W` `D` `L`: unrated game won, drawn, lost (played, but fewer than one move);
 * - `U`: pairing-allocated bye; `H`: half-point bye; `F`: full-point bye;
 *   `Z`: zero-point bye (absence); ` ` (blank): not yet played / no result.
 */
export type ResultCode = '1' | '=' | '0' | '+' | '-' | 'W' | 'D' | 'L' | 'U' | 'H' | 'F' | 'Z' | ' ';

/** One round of one player's history. */
export interface RoundEntry {
  /** Start number of the opponent, or `null` when the player had none (byes, absences). */
  readonly opponent: number | null;
  /** The colour the player had or was scheduled to have; `null` with no opponent. */
  readonly colour: Colour | null;
  readonly result: ResultCode;
  /**
   * The points this round scored when they are not what the point system gives
   * its result (an abnormal assignment, TRF-2026 `299`; a team's game points
   * when the tie-breaks read a team event in game points). Read by `scoreOf`
   * and the tie-breaks.
   */
  readonly points?: Tenths;
}

export interface Player {
  /** 1-based tournament pairing number (TRF start number). */
  readonly startNumber: number;
  readonly name: string;
  /** Rating, 0 when unrated. */
  readonly rating: number;
  readonly title?: string;
  readonly sex?: string;
  readonly federation?: string;
  readonly fideId?: string;
  readonly birthDate?: string;
  /** Entries for rounds 1..n; index 0 is round 1. Rounds not yet reached are absent. */
  readonly rounds: readonly RoundEntry[];
  /** True when the player has withdrawn: not paired from the next round on. */
  readonly withdrawn?: boolean;
}

/** How many tenths each kind of round is worth. */
export interface PointSystem {
  readonly win: Tenths;
  readonly draw: Tenths;
  readonly loss: Tenths;
  /** Forfeit win (`+`). */
  readonly forfeitWin: Tenths;
  /** Forfeit loss (`-`). */
  readonly forfeitLoss: Tenths;
  /** Pairing-allocated bye (`U`). */
  readonly pairingAllocatedBye: Tenths;
  /** Requested half-point bye (`H`). */
  readonly halfPointBye: Tenths;
  /** Full-point bye (`F`). */
  readonly fullPointBye: Tenths;
  /** Zero-point bye or absence (`Z`). */
  readonly zeroPointBye: Tenths;
}

export const STANDARD_POINTS: PointSystem = {
  win: 10,
  draw: 5,
  loss: 0,
  forfeitWin: 10,
  forfeitLoss: 0,
  pairingAllocatedBye: 10,
  halfPointBye: 5,
  fullPointBye: 10,
  zeroPointBye: 0,
};

export interface Tournament {
  readonly name?: string;
  readonly players: readonly Player[];
  /** Total number of rounds planned (TRF `XXR` / `142`). Needed for the final-round rules. */
  readonly totalRounds?: number;
  /** The colour drawn by lot for the first player (TRF `XXC` / `152`). */
  readonly initialColour?: Colour;
  readonly points: PointSystem;
  /** Pairs of start numbers that must not meet (TRF `XXP` / `260`). */
  readonly forbiddenPairs?: readonly (readonly [number, number])[];
  /**
   * Virtual points for accelerated pairings (TRF `XXA` / `250`): start number →
   * extra tenths per round (index 0 is round 1). They count for pairing only.
   */
  readonly acceleration?: ReadonlyMap<number, readonly Tenths[]>;
}

/** One board of a round to be played: start numbers. */
export interface Board {
  readonly board: number;
  readonly white: number;
  readonly black: number;
}

export type ByeKind = 'pairing-allocated' | 'half-point' | 'full-point' | 'zero-point' | 'withdrawn';

/** The kinds of bye a round records (a withdrawn player is left out of the round). */
export type RoundByeKind = Exclude<ByeKind, 'withdrawn'>;

/** A board's result, from each side: `1`/`0`, `=`/`=`, `+`/`-` (forfeit), `-`/`-` (double forfeit). */
export interface BoardResult {
  readonly white: ResultCode;
  readonly black: ResultCode;
}

export interface Bye {
  readonly player: number;
  readonly kind: ByeKind;
  readonly points: Tenths;
}

/** The pairing of one round, as every system returns it. */
export interface RoundPairing {
  readonly round: number;
  readonly boards: readonly Board[];
  readonly byes: readonly Bye[];
}

/** Results that score from the player's side, by code. */
export function pointsFor(result: ResultCode, points: PointSystem): Tenths {
  switch (result) {
    case '1':
    case 'W':
      return points.win;
    case '=':
    case 'D':
      return points.draw;
    case '0':
    case 'L':
      return points.loss;
    case '+':
      return points.forfeitWin;
    case '-':
      return points.forfeitLoss;
    case 'U':
      return points.pairingAllocatedBye;
    case 'H':
      return points.halfPointBye;
    case 'F':
      return points.fullPointBye;
    case 'Z':
    case ' ':
      return points.zeroPointBye;
  }
}

/** The result code a round without a game is recorded with: `U`, `H`, `F`, or `Z` (absent, withdrawn). */
export function byeCode(kind: ByeKind): ResultCode {
  switch (kind) {
    case 'pairing-allocated':
      return 'U';
    case 'half-point':
      return 'H';
    case 'full-point':
      return 'F';
    case 'zero-point':
    case 'withdrawn':
      return 'Z';
  }
}

/** The kind of bye a result code records (`U`, `H`, `F`, `Z`), or undefined for a game's result. */
export function byeKindOf(code: ResultCode): Exclude<ByeKind, 'withdrawn'> | undefined {
  return code === 'U' ? 'pairing-allocated' : code === 'H' ? 'half-point' : code === 'F' ? 'full-point' : code === 'Z' ? 'zero-point' : undefined;
}

/** What a kind of bye scores in a point system: the one place the points of a bye are decided. */
export function byePoints(kind: ByeKind, points: PointSystem): Tenths {
  return pointsFor(byeCode(kind), points);
}

/** A game actually played over the board: counts for colours and for "have met". */
export function isPlayedGame(entry: RoundEntry): boolean {
  return entry.opponent !== null && '1=0WDL'.includes(entry.result);
}

/** Total points of a player over the given number of rounds (all rounds by default). */
export function scoreOf(player: Player, points: PointSystem, throughRound = player.rounds.length): Tenths {
  let total = 0;
  for (let r = 0; r < throughRound && r < player.rounds.length; r++) {
    const entry = player.rounds[r]!;
    total += entry.points ?? pointsFor(entry.result, points);
  }
  return total;
}

/**
 * Formats tenths as a score for people: `3`, `2½`, `0.3` for odd systems.
 *
 * The one rule for points on a sheet: the sheets people read (Live, By name,
 * Crosstable, the command line's text tables) write them so, with their
 * tie-breaks in `formatValue`; the sheets a spreadsheet calculates with
 * (Standings, Pairings, Byes, Teams, Players' Score) write numbers (`2.5`).
 * No table mixes the two.
 */
export function formatPoints(tenths: Tenths): string {
  const whole = Math.trunc(tenths / 10);
  const rest = tenths - whole * 10;
  if (rest === 0) return String(whole);
  if (rest === 5) return whole === 0 ? '½' : `${whole}½`;
  return (tenths / 10).toString();
}

/**
 * A tie-break value (a Buchholz, a Sonneborn-Berger, a count) for people, in
 * the notation of their points, so one table writes its numbers one way:
 * `4½`, `6¼` (a Sonneborn-Berger can have quarter points), `1834`; any other
 * fraction as a decimal.
 *
 * @example
 * [4.5, 6.25, 0.5, 1834, 2.4].map(formatValue); // ['4½', '6¼', '½', '1834', '2.4']
 */
export function formatValue(value: number): string {
  const quarters = Math.round(value * 4);
  if (Math.abs(quarters - value * 4) > 1e-9) return String(value);
  const whole = Math.trunc(Math.abs(quarters) / 4);
  const fraction = ['', '¼', '½', '¾'][Math.abs(quarters) % 4]!;
  return `${quarters < 0 ? '-' : ''}${whole === 0 && fraction !== '' ? '' : whole}${fraction}`;
}

/**
 * Points as people type them: `2`, `2.5`, `2,5`, `2½`, `½`, in tenths; null
 * when the text is not a score (`abc`, `-1`) or finer than a tenth (`2.25`).
 */
export function parseScore(text: string): Tenths | null {
  const trimmed = text.trim();
  const half = /^(\d*)\s*½$/.exec(trimmed);
  if (half) return (half[1] === '' ? 0 : Number(half[1]) * 10) + 5;
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  const tenths = Math.round(value * 10);
  return Math.abs(tenths - value * 10) < 1e-9 ? tenths : null;
}

/** Converts a decimal number of points (`1`, `0.5`, `3`) to tenths, rejecting finer values. */
export function toTenths(points: number): Tenths {
  const tenths = Math.round(points * 10);
  if (!Number.isFinite(points) || Math.abs(tenths - points * 10) > 1e-9) {
    throw new RangeError(`${points} is not a whole number of tenths of a point`);
  }
  return tenths;
}
