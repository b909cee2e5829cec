/**
 * A team event as an organiser keeps it: teams with their players in board
 * order (reserves after), and each round's matches board by board. Plain data
 * keyed by team number and player ID, so that a sheet, a TRF or a test can
 * build one; `teamHistories` (./matches.ts) turns it into what the pairing
 * systems read.
 */

import type { Colour, PointSystem, ResultCode, Tenths } from '../model';
import type { ColourPreferenceType, MatchPointSystem, PrimaryScore } from './types';

export interface EventTeam {
  /** Team pairing number (C.04.6 art. 1.1): 1 … number of teams. */
  readonly number: number;
  /** Player IDs in board order: the first `boards` play unless a line-up says otherwise; the rest are reserves. */
  readonly players: readonly number[];
  /** Withdrawn: not paired from the next round on (C.04.2 art. 3.2). */
  readonly withdrawn?: boolean;
}

/** One board of a match. `home` is the team named first. */
export interface MatchBoard {
  readonly board: number;
  /** Player IDs; `null` for an empty board (nobody sat down: a forfeit). */
  readonly homePlayer: number | null;
  readonly awayPlayer: number | null;
  /** The home player's colour on this board. */
  readonly homeColour: Colour;
  /** Results as TRF codes from each side (`1`/`0`, `=`/`=`, `+`/`-`, `-`/`-` for a double forfeit; ` ` not yet played). */
  readonly homeResult: ResultCode;
  readonly awayResult: ResultCode;
}

/** A match: the team named first (`home`) has White on board 1 with the default board colours. */
export interface EventMatch {
  readonly home: number;
  readonly away: number;
  readonly boards: readonly MatchBoard[];
  /**
   * A match not played at all, as the arbiter decided (TRF `330`): the winner,
   * or `none` for a double forfeit. Board results are then ignored.
   */
  readonly forfeit?: 'home' | 'away' | 'none';
}

/** A team without a match in a round. */
export interface EventTeamBye {
  readonly team: number;
  readonly kind: 'pairing-allocated' | 'full-point' | 'half-point' | 'absent';
}

export interface EventRound {
  readonly round: number;
  readonly matches: readonly EventMatch[];
  readonly byes: readonly EventTeamBye[];
}

export interface TeamEventSettings {
  /** Boards per match. */
  readonly boards: number;
  readonly totalRounds: number;
  readonly primaryScore: PrimaryScore;
  readonly secondaryForColour: boolean;
  readonly colourPreferences: ColourPreferenceType;
  readonly initialColour: Colour;
  readonly matchPoints: MatchPointSystem;
  /** Points of one board (game points), as for individual games: 1 / ½ / 0 by default. */
  readonly gamePoints: PointSystem;
  /** The pairing-allocated bye: a drawn match unless the regulations say otherwise (C.04.6 art. 1.4). */
  readonly pairingAllocatedBye?: { readonly matchPoints: Tenths; readonly gamePoints: Tenths };
  /**
   * The home team's colours board by board (TRF `352`), e.g. `WBWB`: by default
   * "the team named first has White on odd boards".
   */
  readonly boardColours?: string;
}

/**
 * Points given otherwise than the event's point systems say: an abnormal
 * assignment (TRF-2026 `299`), e.g. a forfeited match worth one match point,
 * or a penalty. Where several set the points of one round, the most specific
 * wins (a named team before every team, a named round before every round, then
 * the later); bonuses are added after.
 */
export interface TeamPointAdjustment {
  /** The kind of round whose points it sets, or `bonus` for points added to the round (a penalty when negative). */
  readonly kind: 'win' | 'draw' | 'loss' | 'forfeit-win' | 'forfeit-loss' | 'full-point-bye' | 'half-point-bye' | 'zero-point-bye' | 'bonus';
  /** The match points it sets (or adds); unchanged when absent. */
  readonly matchPoints?: Tenths;
  readonly gamePoints?: Tenths;
  /** The round it applies to; every round when absent. */
  readonly round?: number;
  /** The teams it applies to; every team when absent or empty. */
  readonly teams?: readonly number[];
}

export interface TeamEvent {
  readonly teams: readonly EventTeam[];
  /** Rounds paired so far, round 1 first (the last one may still lack results). */
  readonly rounds: readonly EventRound[];
  readonly settings: TeamEventSettings;
  /** Pairs of teams that must not meet. */
  readonly forbiddenPairs?: readonly (readonly [number, number])[];
  /** Teams announced absent, by round. */
  readonly absences?: ReadonlyMap<number, readonly number[]>;
  /** Virtual points of accelerated pairing (C.04.7) by team, one value a round (index 0 is round 1). */
  readonly acceleration?: ReadonlyMap<number, readonly Tenths[]>;
  /** Points given otherwise than the point systems say (TRF `299`), in the order given. */
  readonly pointAdjustments?: readonly TeamPointAdjustment[];
}
