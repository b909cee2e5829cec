/**
 * What every pairing system is to the rest of Sheetmate: one interface, so
 * that the event pairs a round the same way whatever the system, and a new
 * system (a team Swiss, Keizer) is one more file registered in index.ts.
 */
import type { Bye, RoundPairing, Tenths, Tournament } from '../model';
import type { IndividualSystemId, Settings } from '../record/settings';
import type { QuickSwissRow } from './quick-swiss';

/** One player to be paired in a round, as the systems see them. */
export interface FieldPlayer {
  readonly startNumber: number;
  /** For the quick Swiss's alphabetical order and for messages. */
  readonly name: string;
  readonly rating: number;
  /** Points so far, paper totals included (the quick Swiss pairs by them). */
  readonly score: Tenths;
  /** Start numbers of everyone they have met, on paper included. */
  readonly met: readonly number[];
  /** Their Players row, for messages. */
  readonly row: number;
}

/** A round to pair, as the event hands it to a system. */
export interface RoundToPair {
  readonly round: number;
  /** Rounds 1..round−1, with this round's announced absences written in (as TRF does: `H`, `Z`). */
  readonly tournament: Tournament;
  /** The players to pair, in start-number order: withdrawn and absent players left out. */
  readonly field: readonly FieldPlayer[];
  /** This round's requested byes and absences, decided before pairing. */
  readonly absences: readonly Bye[];
  /** Pairs of start numbers that must not meet (the Do not pair sheet). */
  readonly keptApart: readonly (readonly [number, number])[];
  /** Baku acceleration's virtual points by start number, when the settings ask for it (FIDE Dutch only). */
  readonly acceleration: ReadonlyMap<number, readonly Tenths[]> | null;
  readonly settings: Settings;
}

/** What a system returns: the round, with the absences among its byes. */
export interface PairedRound {
  readonly pairing: RoundPairing;
  /** The quick Swiss's Check column, by board ("No prior match", "Rematch unavoidable"). */
  readonly checks?: ReadonlyMap<number, string>;
  /** The quick Swiss's table (Player A, Score, Player B, Score, Check), to copy or download. */
  readonly table?: readonly QuickSwissRow[];
}

export interface PairingSystem {
  readonly id: IndividualSystemId;
  /** The system in words, for titles and files: "Swiss, FIDE Dutch system". */
  readonly name: string;
  /** Which tie-break rules its standings follow. */
  readonly standings: 'swiss' | 'round-robin';
  /** Who is on the boards: the field (a Swiss), or every player of the table, an absent one's game a forfeit (a round robin). */
  readonly pairs: 'field' | 'everyone';
  /** Whether it can keep a listed pair apart (a round robin cannot: everybody meets everybody). */
  readonly keepsPairsApart: boolean;
  /** The planned number of rounds for a field of this size: the setting, or what the table needs. */
  plannedRounds(players: number, settings: Settings): number;
  pairRound(round: RoundToPair): PairedRound;
  /** The absolute criteria of the system, beyond those every pairing meets (verify.ts); throws a PairingRefusedError. */
  verify?(round: RoundToPair, pairing: RoundPairing): void;
}
