/**
 * The shapes the team pairing systems share (FIDE C.04.6 Swiss Team Pairing
 * System, 2026; team round robins; Scheveningen).
 *
 * Everything is keyed by numbers: a team by its pairing number (TPN, C.04.6
 * art. 1.1), a player by the ID the event gives them. Names live beside the
 * data, never in it, so a renamed team or player changes nothing here.
 * Points are tenths, as everywhere in the core (`20` is two match points).
 */

import type { Colour, Tenths } from '../model';

/** Which score builds the scoregroups (C.04.6 art. 1.2.1); the other is the secondary score. */
export type PrimaryScore = 'match' | 'game';

/** Colour preferences of C.04.6 art. 1.7: type A (the default), type B, or none at all. */
export type ColourPreferenceType = 'A' | 'B' | 'none';

/** Match points for a won, drawn and lost match (TRF-2026 `362`; default 2 / 1 / 0). */
export interface MatchPointSystem {
  readonly win: Tenths;
  readonly draw: Tenths;
  readonly loss: Tenths;
}

export const DEFAULT_MATCH_POINTS: MatchPointSystem = { win: 20, draw: 10, loss: 0 };

/** How one team's round went, as the pairing rules see it. */
export type TeamRoundKind =
  /** The match was played (at least one board over the board). */
  | 'played'
  /** Paired, but no board was played, and this team won the match (C.04.6 [C2]: a forfeit win). */
  | 'forfeit-win'
  /** Paired, but no board was played, and this team did not win. */
  | 'forfeit-loss'
  /** The pairing-allocated bye (C.04.6 art. 1.4). */
  | 'pairing-allocated-bye'
  /** A full-point bye (FIDE-deprecated; it bars the PAB, [C2]). */
  | 'full-point-bye'
  /** A half-point bye. */
  | 'half-point-bye'
  /** Not paired: absent, withdrawn or not yet entered. */
  | 'absent';

/** One round of a team's history. */
export interface TeamRoundRecord {
  readonly kind: TeamRoundKind;
  /** The opposing team's number, or `null` for a round without an opponent. */
  readonly opponent: number | null;
  /**
   * The team's colour in this match: its board-1 player's (C.04.6 art. 1.6.1),
   * `null` unless the match was played.
   */
  readonly colour: Colour | null;
  readonly matchPoints: Tenths;
  readonly gamePoints: Tenths;
}

/** A team as the pairing system sees it. */
export interface PairingTeam {
  /** Team pairing number, 1 … number of teams (C.04.6 art. 1.1). */
  readonly number: number;
  /** Rounds 1 … n−1 when round n is paired (shorter histories are padded as absences). */
  readonly history: readonly TeamRoundRecord[];
  /** Not paired this round (withdrawn, or absent for this round: C.04.2 art. 3.2, 3.3). */
  readonly unavailable?: boolean;
}

/** What the Swiss team system needs to know about the event. */
export interface TeamSwissSettings {
  readonly primaryScore: PrimaryScore;
  /** Whether the secondary score decides the first-team for colours (C.04.6 art. 4.2.2). Default true. */
  readonly secondaryForColour: boolean;
  readonly colourPreferences: ColourPreferenceType;
  /** Total rounds of the event: the last round and the last two rounds have rules of their own. */
  readonly totalRounds: number;
  /** The colour drawn by lot before round 1 (C.04.6 art. 4.1). Default white. */
  readonly initialColour: Colour;
}

/** The input of one round of Swiss team pairing. */
export interface TeamSwissRoundInput {
  readonly round: number;
  readonly teams: readonly PairingTeam[];
  readonly settings: TeamSwissSettings;
  /** Pairs of team numbers that must not meet (e.g. TRF `260`), in this round. */
  readonly forbiddenPairs?: readonly (readonly [number, number])[];
  /**
   * Virtual points for accelerated pairing (C.04.7, TRF `250`) in this round,
   * by team number, on the primary score. They count for pairing only.
   */
  readonly virtualPoints?: ReadonlyMap<number, Tenths>;
}

/** One match of a round: `white` is the team with White on board 1, named first. */
export interface TeamPairingMatch {
  readonly white: number;
  readonly black: number;
}

/** The pairing of one team round. */
export interface TeamRoundPairing {
  readonly round: number;
  /** In the published order (C.04.2 art. 3.6). */
  readonly matches: readonly TeamPairingMatch[];
  /** The team that receives the pairing-allocated bye, or `null`. */
  readonly bye: number | null;
}
