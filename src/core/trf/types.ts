/**
 * The shapes the TRF reader returns and the writer takes.
 *
 * A `TrfFile` splits a Tournament Report File in two: what the pairing systems
 * and tie-breaks need (the model's `Tournament`) and what only a report needs
 * (`TrfHeader`, the points and rank columns, lines nobody here understands).
 * Writing a file that was read gives back every field of both halves.
 */

import type { Tenths, Tournament } from '../model';

/** A `240` record: a bye that brings points, announced for one round (TRF-2026). */
export interface TrfBye {
  /** `F` full-point bye, `H` half-point bye, `Z` zero-point bye. */
  readonly kind: 'F' | 'H' | 'Z';
  readonly round: number;
  readonly players: readonly number[];
}

/**
 * A prohibited pairing: `XXP` (JaVaFo's TRFx; every listed player against every
 * other, in every round) or `260` (TRF-2026; only from `firstRound` to `lastRound`).
 */
export interface TrfForbiddenGroup {
  readonly tag: 'XXP' | '260';
  readonly players: readonly number[];
  /** `260` only. */
  readonly firstRound?: number;
  /** `260` only. */
  readonly lastRound?: number;
}

/**
 * A `250` record (TRF-2026): fictitious points given to a range of players over a
 * range of rounds, for accelerated pairings.
 */
export interface TrfAccelerationRange {
  /** Match points (team competitions; `null` when blank, as for individuals). */
  readonly matchPoints: Tenths | null;
  /** Game points, the ones individual competitions use. */
  readonly gamePoints: Tenths;
  readonly firstRound: number;
  readonly lastRound: number;
  readonly firstPlayer: number;
  readonly lastPlayer: number;
}

/** Which spelling a file used for a setting that TRF16 extensions and TRF-2026 both define. */
export type TrfTagStyle = 'trf16' | 'trf2026' | 'both';

/**
 * Every header line the reader understands. Fields that the model also carries
 * (`totalRounds`, the initial colour, the point system, forbidden pairs,
 * acceleration) live in the `Tournament`; the header only remembers how the
 * file spelled them, so that writing reproduces the same tags.
 */
export interface TrfHeader {
  /** `012` tournament name (also `Tournament.name`). */
  readonly name?: string;
  /** `022` */
  readonly city?: string;
  /** `032` */
  readonly federation?: string;
  /** `042` date of start, as written (`YYYY/MM/DD`). */
  readonly startDate?: string;
  /** `052` date of end, as written. */
  readonly endDate?: string;
  /** `062` number of players, as written. */
  readonly playerCount?: string;
  /** `072` number of rated players, as written. */
  readonly ratedPlayerCount?: string;
  /** `082` number of teams, as written. */
  readonly teamCount?: string;
  /** `092` type of tournament (bbpPairings writes `FIDE_DUTCH_2025`). */
  readonly tournamentType?: string;
  /** `102` */
  readonly chiefArbiter?: string;
  /** `112`, one line each. */
  readonly deputyArbiters?: readonly string[];
  /** `122` allotted times per moves/game. */
  readonly timeControl?: string;
  /** `132` dates of the rounds; index 0 is round 1, `''` where a round has none. */
  readonly roundDates?: readonly string[];
  /** `182` pairing controller identifier (TRF-2026). */
  readonly pairingController?: string;
  /** `192` encoded type of tournament (TRF-2026). */
  readonly encodedTournamentType?: string;
  /** `202` tie-breaks used to break ties (TRF-2026), as written. */
  readonly tieBreaks?: string;
  /** `212` tie-breaks used to define standings (TRF-2026), as written. */
  readonly standingsTieBreaks?: string;
  /** `222` encoded time control (TRF-2026). */
  readonly encodedTimeControl?: string;
  /** `240` byes (TRF-2026), in file order. */
  readonly byes?: readonly TrfBye[];
  /** `XXR` (TRF16 extension), `142` (TRF-2026) or both: how the total rounds were given. */
  readonly roundsTag?: TrfTagStyle;
  /** `XXC white1|black1` or `152 W|B` or both: how the initial colour was given. */
  readonly initialColourTag?: TrfTagStyle;
  /** `XXC` words other than `white1` / `black1` (e.g. `rank`), kept for JaVaFo. */
  readonly configuration?: readonly string[];
  /** `XXS` or `162` or both: how the point system was given; absent for the default. */
  readonly pointsTag?: TrfTagStyle;
  /** `162 X`: points for an unknown result (adjourned game), which the model has no code for. */
  readonly unknownResultPoints?: Tenths;
  /** `XXP` and `260` records, in file order. */
  readonly forbidden?: readonly TrfForbiddenGroup[];
  /** `250` records, in file order. `XXA` lines are carried by `Tournament.acceleration`. */
  readonly accelerationRanges?: readonly TrfAccelerationRange[];
}

/** The points and rank columns (81-84, 86-89) of one `001` line; `null` where blank. */
export interface TrfStanding {
  readonly points: Tenths | null;
  readonly rank: number | null;
}

/** A Tournament Report File, read or about to be written. */
export interface TrfFile {
  /**
   * Players with all their round blocks, `totalRounds` (`XXR` / `142`),
   * `initialColour` (`XXC` / `152`), `points` (`XXS` / `162`, default
   * `STANDARD_POINTS`), `forbiddenPairs` (`XXP` / `260`), `acceleration` (`XXA` / `250`).
   */
  readonly tournament: Tournament;
  readonly header: TrfHeader;
  /** Lines the reader does not understand, verbatim and in order, so that writing keeps them. */
  readonly unknownLines: readonly string[];
  /** The last round in which at least one game was played or paired (or a pairing-allocated bye given). */
  readonly roundsPlayed: number;
  /** The points and rank columns of each `001` line, as read, by start number. */
  readonly standings: ReadonlyMap<number, TrfStanding>;
  /**
   * Things that look wrong but do not stop the file from being used, each naming
   * its line: points columns that disagree with the results under the file's
   * point system, `240` byes that disagree with the round blocks.
   */
  readonly warnings: readonly string[];
}
