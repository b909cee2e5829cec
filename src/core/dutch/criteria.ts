/**
 * The Dutch criteria (C.04.3 Art. 2), in one ordered table, most significant first.
 *
 * Each rule is one or more blocks. For the weighted matching a block is a field
 * of every edge's weight: the weight of an edge is the concatenation of its
 * blocks, so a better value of a block always beats any values of the blocks
 * after it. Penalties ("minimise …") are stored as `max − penalty` on bracket
 * edges: every optimal matching has the same number of bracket edges (C6), so
 * the offset is harmless. For the ordered search a block says how it is met
 * (`search`): at a lower bound it can prove, the same for every candidate the
 * search walks, or by the search's construction. So the table is the only place
 * where a criterion is written down; both routes read it.
 *
 * C1–C3 are not blocks: pairs violating them are never formed (`compatible`).
 */

import type { ColourOutcome } from './colour';
import { hasStrongPreference } from './colour';
import type { PlayerState } from './player-state';

/** The criteria that are blocks of the table (C4 is always on). */
export type QualityRule =
  | 'C5'
  | 'C6'
  | 'C7'
  | 'C8'
  | 'C9'
  | 'C10'
  | 'C11'
  | 'C12'
  | 'C13'
  | 'C14'
  | 'C15'
  | 'C16'
  | 'C17'
  | 'C18'
  | 'C19'
  | 'C20'
  | 'C21';

export const QUALITY_RULES: readonly QualityRule[] = [
  'C5', 'C6', 'C7', 'C8', 'C9', 'C10', 'C11', 'C12', 'C13', 'C14', 'C15', 'C16', 'C17', 'C18', 'C19', 'C20', 'C21',
];

/** How an edge of the matching graph relates to the bracket being paired. */
export type EdgeKind =
  /** Both players in the bracket: a pair of this bracket. */
  | 'bracket'
  /** A bracket player with a next-scoregroup player, or two next-scoregroup players (C8). */
  | 'lookahead'
  /** Any other edge among the players still to be paired (completion only). */
  | 'other'
  /** A player with the virtual PAB vertex. */
  | 'bye';

export interface EdgeFacts {
  readonly kind: EdgeKind;
  /** Higher-ranked player (for 'bye': the receiver). */
  readonly high: PlayerState;
  /** Lower-ranked player, null for 'bye'. */
  readonly low: PlayerState | null;
  /** Index in the bracket's MDP score levels (0 = highest MDP score), −1 for residents/others. */
  readonly highMdpLevel: number;
  readonly lowMdpLevel: number;
  /** For look-ahead edges: level of the bracket player (0 = highest score of the bracket), −1 if none. */
  readonly lookaheadLevel: number;
  /** The higher player (the receiver, for 'bye') belongs to the bracket. */
  readonly highInBracket: boolean;
  /** Residents of the bracket (not MDPs). */
  readonly highIsResident: boolean;
  readonly lowIsResident: boolean;
  /** Colour consequences of the pair (bracket edges only). */
  readonly colours: ColourOutcome | null;
}

export interface BracketShape {
  /** Distinct MDP scores, highest first. */
  readonly mdpLevels: number;
  /** Distinct scores among bracket players, highest first (for C8). */
  readonly bracketLevels: number;
  /** Include the completion block (all players still to be paired are in the graph). */
  readonly completion: boolean;
  /** C9 applies: the bracket drops exactly one player, who takes the PAB. */
  readonly pabReceiverCriterion: boolean;
  /** Lowest and highest pairing scores present (C5 scaling). */
  readonly maxScore: number;
  readonly minScore: number;
  readonly maxUnplayed: number;
  /**
   * The score differences a float can have here, highest first (C18–C21 compare
   * them taken in descending order): an MDP against a lower bracket player, or
   * against `floatOnScore` when it floats on out of the bracket.
   */
  readonly scoreDifferences: readonly number[];
  /**
   * The score a player floating on out of the bracket (or taking the PAB in the
   * last one) is taken to meet: one point below the lowest score of the bracket,
   * as C.04.3 (2017, A.8) defines a downfloater's score difference.
   */
  readonly floatOnScore: number;
}

/** A bracket as the ordered search walks it: every MDP paired with a resident, the most pairs made. */
export interface SearchBracket {
  readonly members: readonly PlayerState[];
  readonly mdps: readonly PlayerState[];
  readonly residents: readonly PlayerState[];
  /** 1 when a resident is left over (odd remainder), else 0. */
  readonly spare: number;
  readonly pairs: number;
}

/** The colour preferences of the S1 players still to place and of the S2 players still free. */
export interface PreferenceTally {
  readonly s1: ColourCounts;
  readonly s2: ColourCounts;
}

export interface ColourCounts {
  readonly players: number;
  readonly white: number;
  readonly black: number;
  readonly strongWhite: number;
  readonly strongBlack: number;
}

/**
 * How the ordered search treats a block:
 * - `ideal`: a lower bound on the block's total penalty (`max − value`, summed over
 *   the candidate's pairs) that the search must reach, and optionally `forced`, a
 *   lower bound on the penalty still to come at a node of the search;
 * - `'constant'`: the same value for every candidate the search walks (all MDPs
 *   paired with residents, the most pairs), so it never decides there;
 * - `'structural'`: met by how the search builds and finishes a candidate (which
 *   players are paired, the look-ahead, the PAB).
 */
export type SearchTreatment =
  | { readonly ideal: (bracket: SearchBracket) => number; readonly forced?: (tally: PreferenceTally) => number }
  | 'constant'
  | 'structural';

export interface CriterionBlock {
  /** The rule, e.g. `C6` (C4 for completion). */
  readonly rule: QualityRule | 'C4';
  /** Largest value one edge can contribute. */
  readonly max: number;
  readonly value: (edge: EdgeFacts) => number;
  readonly search: SearchTreatment;
}

const bracketOnly = (edge: EdgeFacts, f: () => number): number => (edge.kind === 'bracket' ? f() : 0);

/**
 * The ordered table of criteria blocks for one bracket, without the rules in
 * `omit` (for tests that show each criterion decides something).
 */
export function criteriaBlocks(shape: BracketShape, omit: ReadonlySet<QualityRule> = new Set()): CriterionBlock[] {
  const blocks: CriterionBlock[] = [];
  const add = (rule: QualityRule | 'C4', max: number, value: (edge: EdgeFacts) => number, search: SearchTreatment): void => {
    if (rule === 'C4' || !omit.has(rule)) blocks.push({ rule, max, value, search });
  };
  // C4: completion – every player still to be paired gets an opponent (or the one PAB).
  if (shape.completion) add('C4', 1, () => 1, 'structural');
  // C5: the PAB goes to a player with the lowest possible score.
  add('C5', shape.maxScore - shape.minScore + 1, (e) => (e.kind === 'bye' ? shape.maxScore - e.high.score + 1 : 0), 'structural');
  // C6: minimise the number of downfloaters = maximise the pairs inside the bracket.
  add('C6', 1, (e) => (e.kind === 'bracket' ? 1 : 0), 'structural');
  // C7: minimise the scores of the downfloaters, taken in descending order: pair MDPs of the highest scores first.
  for (let level = 0; level < shape.mdpLevels; level++) {
    add('C7', 2, (e) => bracketOnly(e, () => (e.highMdpLevel === level ? 1 : 0) + (e.lowMdpLevel === level ? 1 : 0)), 'structural');
  }
  // C8: choose the downfloaters so that the next bracket can meet C6 and C7 as well as possible.
  add('C8', 1, (e) => (e.kind === 'lookahead' ? 1 : 0), 'structural');
  for (let level = 0; level < shape.bracketLevels; level++) {
    add('C8', 1, (e) => (e.kind === 'lookahead' && e.lookaheadLevel === level ? 1 : 0), 'structural');
  }
  // C9: minimise the unplayed games of the PAB receiver, when the bracket drops exactly the player who takes it.
  add(
    'C9',
    shape.maxUnplayed + 1,
    (e) => (shape.pabReceiverCriterion && e.kind === 'bye' && e.highInBracket ? shape.maxUnplayed - e.high.unplayedRounds + 1 : 0),
    'structural',
  );
  // C10: minimise topscorers (or their opponents) with a colour difference beyond ±2.
  add('C10', 2, (e) => bracketOnly(e, () => 2 - e.colours!.topscorerColourImbalance), { ideal: () => 0 });
  // C11: minimise topscorers (or their opponents) with the same colour three times running.
  add('C11', 2, (e) => bracketOnly(e, () => 2 - e.colours!.topscorerColourStreak), { ideal: () => 0 });
  // C12: minimise the players who do not get their colour preference.
  add('C12', 2, (e) => bracketOnly(e, () => 2 - e.colours!.preferenceNotGranted), { ideal: preferencesLost, forced: preferencesForcedLost });
  // C13: minimise the players who do not get their strong colour preference.
  add('C13', 2, (e) => bracketOnly(e, () => 2 - e.colours!.strongPreferenceNotGranted), {
    ideal: strongPreferencesLost,
    forced: strongPreferencesForcedLost,
  });
  // C14: minimise the resident downfloaters who downfloated in the previous round (pair them here instead).
  add('C14', 2, (e) => bracketOnly(e, () => residentsRecentlyDownfloated(e, 0)), { ideal: (b) => residentDownfloatPenalty(b, 0) });
  // C15: minimise the MDP opponents who upfloated in the previous round.
  add('C15', 1, (e) => bracketOnly(e, () => 1 - upfloatRepeated(e, 0)), { ideal: () => 0 });
  // C16: minimise the resident downfloaters who downfloated two rounds before.
  add('C16', 2, (e) => bracketOnly(e, () => residentsRecentlyDownfloated(e, 1)), { ideal: (b) => residentDownfloatPenalty(b, 1) });
  // C17: minimise the MDP opponents who upfloated two rounds before.
  add('C17', 1, (e) => bracketOnly(e, () => 1 - upfloatRepeated(e, 1)), { ideal: () => 0 });
  // C18–C21: the score differences of those floats, taken in descending order: one block per difference, highest first.
  for (const [rule, back] of [
    ['C18', 0],
    ['C19', 0],
    ['C20', 1],
    ['C21', 1],
  ] as const) {
    for (const difference of shape.scoreDifferences) {
      if (rule === 'C18' || rule === 'C20') {
        // MDPs who downfloated then, and float down again: paired with a lower player, or on out of the bracket.
        add(rule, 4, (e) => bracketOnly(e, () => 2 - repeatedDownfloats(e, back, difference, shape.floatOnScore)), 'constant');
      } else {
        // MDP opponents who upfloated then, and upfloat again.
        add(rule, 1, (e) => bracketOnly(e, () => (upfloatRepeated(e, back) === 1 && e.high.score - e.low!.score === difference ? 0 : 1)), {
          ideal: () => 0,
        });
      }
    }
  }
  return blocks;
}

/**
 * Residents of the pair whose float `back` rounds ago (0: the previous round, 1:
 * two before) was a downfloat: pairing them here keeps them from floating down
 * again. An MDP who floats on is not a resident downfloater.
 */
function residentsRecentlyDownfloated(e: EdgeFacts, back: 0 | 1): number {
  let n = 0;
  if (e.highIsResident && e.high.floats[back] === 'down') n++;
  if (e.lowIsResident && e.low!.floats[back] === 'down') n++;
  return n;
}

/** 1 when the lower player of an unequal pair (an upfloater, an MDP's opponent) also upfloated then. */
function upfloatRepeated(e: EdgeFacts, back: 0 | 1): number {
  return e.high.score > e.low!.score && e.low!.floats[back] === 'up' ? 1 : 0;
}

/**
 * C18/C20 at one score difference, for a bracket pair, offset so that it never
 * goes below −2: the pair's MDP who downfloated `back` rounds ago and downfloats
 * again with this difference counts one; each MDP of the pair who downfloated then
 * and, being paired here, no longer floats on out of the bracket with this
 * difference takes one off. Summed over a matching, the offsets are constant (C6
 * fixes the number of pairs, every MDP pairs here or floats on), so the total
 * orders candidates as the number of such floats does.
 */
function repeatedDownfloats(e: EdgeFacts, back: 0 | 1, difference: number, floatOnScore: number): number {
  let n = 0;
  const high = e.high;
  const low = e.low!;
  if (e.highMdpLevel >= 0 && high.floats[back] === 'down') {
    if (high.score > low.score && high.score - low.score === difference) n++;
    if (high.score - floatOnScore === difference) n--;
  }
  if (e.lowMdpLevel >= 0 && low.floats[back] === 'down' && low.score - floatOnScore === difference) n--;
  return n;
}

/** C14/C16's lower bound: pairs × 2 less the residents with that downfloat who can be paired. */
function residentDownfloatPenalty(b: SearchBracket, back: 0 | 1): number {
  const recent = b.residents.filter((p) => p.floats[back] === 'down').length;
  const leftOver = Math.max(0, b.spare - (b.residents.length - recent));
  return 2 * b.pairs - recent + leftOver;
}

/**
 * Colour preferences among a set of players that the ordered searches change as
 * they go (`add` with −1 takes a player out), so that a node costs no recount.
 */
export class ColourTally implements ColourCounts {
  players = 0;
  white = 0;
  black = 0;
  strongWhite = 0;
  strongBlack = 0;

  static of(players: Iterable<PlayerState>): ColourTally {
    const tally = new ColourTally();
    for (const p of players) tally.add(p);
    return tally;
  }

  add(p: PlayerState, sign: 1 | -1 = 1): void {
    this.players += sign;
    if (p.colourPreference === 'white') {
      this.white += sign;
      if (hasStrongPreference(p)) this.strongWhite += sign;
    } else if (p.colourPreference === 'black') {
      this.black += sign;
      if (hasStrongPreference(p)) this.strongBlack += sign;
    }
  }
}

/**
 * C12's lower bound for a bracket: the majority preference beyond the minority,
 * less the spare player and the players without a preference, lose half of it.
 * Optimistic, so reaching it proves optimality.
 */
function preferencesLost(b: SearchBracket): number {
  const c = ColourTally.of(b.members);
  const none = c.players - c.white - c.black;
  return Math.max(0, Math.ceil((Math.max(0, Math.abs(c.white - c.black) - b.spare) - none) / 2));
}

/** C13's lower bound: a pair grants at most one strong white and one strong black. */
function strongPreferencesLost(b: SearchBracket): number {
  const c = ColourTally.of(b.members);
  return Math.max(0, c.strongWhite - b.spare - b.pairs) + Math.max(0, c.strongBlack - b.spare - b.pairs);
}

/**
 * C12 still to come when each S1 player is paired with a different S2 player: an
 * S1 player keeps its preference only against an S2 player of the other
 * preference or of none.
 */
function preferencesForcedLost({ s1, s2 }: PreferenceTally): number {
  const none1 = s1.players - s1.white - s1.black;
  const none2 = s2.players - s2.white - s2.black;
  const goodWhite = Math.min(s1.white, s2.black + none2);
  const goodBlack = Math.min(s1.black, s2.white + none2 - Math.max(0, goodWhite - s2.black));
  return Math.max(0, s1.players - none1 - goodWhite - goodBlack);
}

/** C13 still to come: a strong (or absolute) preference is lost only against another of the same colour. */
function strongPreferencesForcedLost({ s1, s2 }: PreferenceTally): number {
  return Math.max(0, s1.strongWhite - (s2.players - s2.strongWhite)) + Math.max(0, s1.strongBlack - (s2.players - s2.strongBlack));
}
