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
import type { RoundPairing, Tenths } from '../../src/core/model';
import type { EventInProgress } from '../../src/core/event/progress';
import { TypedEvent, type TypedPlayer } from './typed-rounds';

export class LiveEventBuilder extends TypedEvent {
  private readonly carried = new Map<number, Tenths>();
  private pairing: RoundPairing | null = null;

  /** A complete round: every board has its result. */
  round(...items: readonly string[]): this {
    if (this.pairing !== null) throw new Error('the current round is already typed');
    this.typeRound(items, false);
    return this;
  }

  /** The round being played: as paired, with the results typed so far. */
  current(...items: readonly string[]): this {
    if (this.pairing !== null) throw new Error('the current round is already typed');
    const { boards, byes } = this.typeRound(items, true);
    this.pairing = { round: this.roundsTyped, boards, byes };
    return this;
  }

  /** Points brought from paper as a total (a quick Swiss continued), in tenths. */
  carry(name: string, points: Tenths): this {
    this.carried.set(this.no(name), points);
    return this;
  }

  build(): EventInProgress {
    return {
      tournament: { players: this.players(), points: this.points },
      current: this.pairing,
      ...(this.carried.size > 0 ? { carriedPoints: new Map(this.carried) } : {}),
    };
  }
}

/** An event with these players (a name, or `[name, rating]`), start numbers in the order typed. */
export function liveEvent(...players: readonly TypedPlayer[]): LiveEventBuilder {
  return new LiveEventBuilder(players);
}
