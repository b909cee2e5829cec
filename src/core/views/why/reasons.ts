/**
 * Why the newest round of a section is paired as it is, in the shape every
 * system's explanation takes for the *Why* sheet and the sidebar: a sentence on
 * how the round was paired, each board in one or two sentences (with, apart,
 * the rule behind each for the arbiter), the bye, the players not paired, and
 * a glossary. Keyed by start number; the names in the words are the players'
 * names as Players spells them now.
 */
import type { EventState } from '../../event/event-state';
import type { Sentence } from '../../explain';
import type { RoundOrigin } from '../../record/record';
import type { Settings } from '../../record/settings';

export interface BoardReasons {
  /** The board as Pairings numbers it. */
  readonly board: number;
  readonly white: number;
  readonly black: number;
  /** One or two sentences for parents: no article or criterion named. */
  readonly words: string;
  /** For the arbiter: the article or criterion behind each sentence, in order. */
  readonly basis: readonly string[];
  /** Who of the two floated in the two rounds before, and which way ("Floats before: …"); '' or absent when neither did, or the system has no floats. */
  readonly floatsBefore?: string;
}

export interface ByeReasons {
  readonly player: number;
  readonly words: string;
  readonly basis: readonly string[];
}

/** How the round came about, which decides the explanation it gets. */
export type RoundMaking = 'dutch' | 'round-one' | 'quick' | 'round-robin' | 'typed' | 'imported' | 'unexplained';

export interface RoundReasons {
  readonly round: number;
  readonly making: RoundMaking;
  /** How the round was paired, for parents (words) and the arbiter (basis). */
  readonly method: Sentence;
  /** What else a reader should know: a round typed by hand and what the rules would have done, an explanation that could not be made. */
  readonly notes: readonly string[];
  /** In Pairings' board order. */
  readonly boards: readonly BoardReasons[];
  readonly bye: ByeReasons | null;
  /** Players without a game this round who did not get the pairing's bye: a bye they asked for, an absence. */
  readonly notPaired: readonly { readonly player: number; readonly words: string }[];
  /** Lines that say what the words mean ("Float: …"). */
  readonly glossary: readonly string[];
  /** Each player's card before the round, in words (the Dutch system's facts), by start number. */
  readonly facts: ReadonlyMap<number, string>;
}

/** The answer to "why not these two?", in words, with its basis. */
export interface WhyNotReasons {
  readonly players: readonly [number, number];
  readonly possible: boolean;
  readonly words: string;
  readonly basis: string;
}

/** A round explained, ready for its reasons and for "why not" questions. */
export interface ExplainedRound {
  readonly round: number;
  reasons(): RoundReasons;
  whyNot(a: number, b: number): WhyNotReasons;
}

/** A section's newest round, as an action leaves it, and how the round came to be. */
export interface RoundToExplain {
  /** The section; its newest round is explained (its results do not count: the facts are those before the round). */
  readonly state: EventState;
  readonly settings: Settings;
  /** How the round came into the record: paired by Sheetmate, typed by hand, imported from a TRF. */
  readonly origin: RoundOrigin;
  /** The pairs of the Do not pair sheet in this section, by start number. */
  readonly keptApart: readonly (readonly [number, number])[];
}

