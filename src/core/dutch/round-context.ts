/**
 * What every stage of pairing one round shares: the players to pair, ranked,
 * and the round-wide facts (initial colour, forbidden pairs, the PAB), plus
 * the shapes a bracket and its result take.
 */

import type { Colour } from '../model';
import { absoluteColourClash } from './colour';
import type { QualityRule } from './criteria';
import type { PlayerState } from './player-state';

/** One round being paired. Players are indexed by rank (score, then pairing number). */
export interface RoundContext {
  readonly players: readonly PlayerState[];
  readonly initialColour: Colour;
  /** `a:b` and `b:a` for every forbidden pair of start numbers. */
  readonly forbidden: ReadonlySet<string>;
  /** Run the matcher's optimality certificate on small graphs. */
  readonly selfCheck: boolean;
  /** Lowest pairing score among PAB-eligible players, or null when none (or no PAB needed). */
  readonly byeScore: number | null;
  /** An odd number of players: one of them gets the pairing-allocated bye. */
  readonly byeNeeded: boolean;
  /** Nodes the ordered search may visit per bracket (0: the weighted matching decides every bracket). */
  readonly searchBudget: number;
  /** Quality criteria left out of the table (tests: each criterion must decide something). */
  readonly omitted: ReadonlySet<QualityRule>;
  /** The exact large-bracket route: the bracket size from which it runs, and whom it tells what it did (tests). */
  readonly largeBracket: { readonly minimumSize: number; readonly report: ((outcome: string) => void) | undefined };
}

/**
 * A bracket to pair, by player index: its members (MDPs and residents, in rank
 * order), which of them are MDPs, the next scoregroup (for C8) and everyone below it.
 */
export interface Bracket {
  readonly members: readonly number[];
  readonly mdps: ReadonlySet<number>;
  readonly next: readonly number[];
  readonly rest: readonly number[];
}

export interface BracketResult {
  /** Pairs of player indices, the higher-ranked first. */
  readonly pairs: [number, number][];
  /** Players left unpaired: the MDPs of the next bracket. */
  readonly downfloaters: number[];
  /** The PAB receiver (last bracket only), or null. */
  readonly bye: number | null;
}

/** Below this many players under the next scoregroup, brackets are solved with everyone in the graph. */
export const FULL_GRAPH_REST = 40;
/** Fields up to this size are always solved with everyone in the graph. */
export const FULL_GRAPH_TOTAL = 100;

/** The absolute criteria for one pair: C1 (no rematch, no forbidden pair) and C3. */
export function compatible(ctx: RoundContext, i: number, j: number): boolean {
  const a = ctx.players[i]!;
  const b = ctx.players[j]!;
  if (a.opponents.has(b.startNumber)) return false; // C1
  if (ctx.forbidden.size > 0 && ctx.forbidden.has(`${a.startNumber}:${b.startNumber}`)) return false; // C1 (forbidden pairs)
  return !absoluteColourClash(a, b); // C3
}

/**
 * C5–C9 are all in the table. The shortcuts (the ordered search, the bracket
 * alone, the earliest transposition) meet them by construction, so they only
 * run when this holds.
 */
export function structuralCriteriaOn(ctx: RoundContext): boolean {
  return !STRUCTURAL_RULES.some((rule) => ctx.omitted.has(rule));
}

/** The ordered search and the bracket-alone shortcut may run. */
export function searchAllowed(ctx: RoundContext): boolean {
  return ctx.searchBudget > 0 && structuralCriteriaOn(ctx);
}

const STRUCTURAL_RULES: readonly QualityRule[] = ['C5', 'C6', 'C7', 'C8', 'C9'];

/** A player who may take the PAB under C2 and C5 (an eligible player of the lowest eligible score). */
export function canTakeBye(ctx: RoundContext, i: number): boolean {
  return ctx.byeNeeded && ctx.players[i]!.canReceivePairingAllocatedBye && ctx.players[i]!.score === ctx.byeScore;
}
