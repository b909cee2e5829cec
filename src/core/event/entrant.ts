/**
 * An entrant as the organiser listed them on the Players sheet (or in a CSV
 * exported from it), before the add-on gives them a start number.
 */
import type { PlayerId, StartNumber } from '../ids';
import type { Tenths } from '../model';

export type EntrantStatus = 'active' | 'withdrawn' | 'absent';

/** History typed by hand, in Players' Score, Opponents and Colours, for an event begun on paper. */
export interface CarriedHistory {
  /** Score before the add-on's first round, or null when the cell was blank. */
  readonly score: Tenths | null;
  /** Names of earlier opponents, as typed. */
  readonly opponents: readonly string[];
  /** The Opponents cell was split at commas (a name that is no one's may be a name with a comma in it). */
  readonly byCommas?: boolean;
  /** Earlier colours, `W`/`B` per game, oldest first (may be empty). */
  readonly colours: string;
}

export interface Entrant {
  /** The sheet row (1-based) or file line the entrant came from, for messages. */
  readonly row: number;
  /** 0-based position in entry order: breaks rating ties. */
  readonly entryIndex: number;
  readonly name: string;
  /** Rating, or 0 when the cell was blank (unrated). */
  readonly rating: number;
  readonly title?: string;
  readonly federation?: string;
  readonly fideId?: string;
  readonly sex?: string;
  /** The team (school, club) whose score the player's points count towards. */
  readonly team?: string;
  /** The section (U8, Open, …) the player plays in, as typed; absent without a Section column. */
  readonly section?: string;
  /** Year of birth (a `Born` column): age prizes, and the junior K of rating figures. */
  readonly born?: number;
  /** An `Age group` and a `Category` column's values, as typed: prize categories name them. */
  readonly ageGroup?: string;
  readonly category?: string;
  /** A K factor the organiser gave (a `K` column), for the rating figures. */
  readonly kFactor?: number;
  /** A pairing number the organiser typed in a `No.` column. */
  readonly number?: number;
  /** A team event: the player's place in the team's board order, typed in a `Board` column. */
  readonly board?: number;
  /**
   * The stable ID the add-on gave the player (its `Sheetmate ID` column): who
   * the player is, whatever their name or row. Absent for a player not yet paired.
   */
  readonly id?: PlayerId;
  readonly status: EntrantStatus;
  /** Rounds for which a half-point bye was requested. */
  readonly requestedByes: readonly number[];
  readonly carried?: CarriedHistory;
}

/**
 * The paper history a player brought (the event began on paper), resolved to
 * start numbers: the opponent of each round played on paper (null for a round
 * without a game), the score and the colours as typed.
 */
export interface PaperHistory {
  readonly score: Tenths | null;
  readonly opponents: readonly (StartNumber | null)[];
  readonly colours: string;
}

export interface EventPlayer {
  readonly startNumber: StartNumber;
  readonly entrant: Entrant;
  readonly paper?: PaperHistory;
}
