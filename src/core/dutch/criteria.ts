/**
 * The Dutch criteria as edge-weight blocks, most significant first.
 *
 * A bracket is paired by a maximum-weight matching over the bracket (B), the
 * next scoregroup (N, for the C8 look-ahead) and, when needed, every player
 * still to be paired. Each block below is one criterion (or one part of it);
 * the weight of an edge is the concatenation of its blocks, so a better value
 * of a block always beats any values of the blocks after it. Penalties
 * ("minimise …") are stored as `max − penalty` on bracket edges: every optimal
 * matching has the same number of bracket edges (C6), so the offset is harmless.
 */

import type { ColourOutcome } from './colour';
import type { PlayerState } from './player-state';

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
  /** Largest score difference in the bracket (C18–C21 scaling). */
  readonly maxScoreDifference: number;
}

export interface CriterionBlock {
  /** The rule, e.g. `C6`. */
  readonly rule: string;
  /** Largest value one edge can contribute. */
  readonly max: number;
  readonly value: (edge: EdgeFacts) => number;
}

const bracketOnly = (edge: EdgeFacts, f: () => number): number => (edge.kind === 'bracket' ? f() : 0);

/** Score difference of a bracket pair when the lower player upfloats. */
const scoreDifference = (edge: EdgeFacts): number => edge.high.score - edge.low!.score;

/**
 * The ordered table of criteria blocks for one bracket. C1–C3 are not blocks:
 * edges violating them are left out of the graph.
 */
export function criteriaBlocks(shape: BracketShape): CriterionBlock[] {
  const blocks: CriterionBlock[] = [];
  // C4: completion – every player still to be paired gets an opponent (or the one PAB).
  if (shape.completion) blocks.push({ rule: 'C4', max: 1, value: () => 1 });
  // C5: the PAB goes to a player with the lowest possible score.
  blocks.push({
    rule: 'C5',
    max: shape.maxScore - shape.minScore + 1,
    value: (e) => (e.kind === 'bye' ? shape.maxScore - e.high.score + 1 : 0),
  });
  // C6: minimise the number of downfloaters = maximise the pairs inside the bracket.
  blocks.push({ rule: 'C6', max: 1, value: (e) => (e.kind === 'bracket' ? 1 : 0) });
  // C7: minimise the scores of the downfloaters, from the highest: pair MDPs of the highest scores first.
  for (let level = 0; level < shape.mdpLevels; level++) {
    blocks.push({
      rule: `C7.${level}`,
      max: 2,
      value: (e) => bracketOnly(e, () => (e.highMdpLevel === level ? 1 : 0) + (e.lowMdpLevel === level ? 1 : 0)),
    });
  }
  // C8: choose the downfloaters so that the next bracket can meet C6 and C7 as well as possible.
  blocks.push({ rule: 'C8', max: 1, value: (e) => (e.kind === 'lookahead' ? 1 : 0) });
  for (let level = 0; level < shape.bracketLevels; level++) {
    blocks.push({
      rule: `C8.${level}`,
      max: 1,
      value: (e) => (e.kind === 'lookahead' && e.lookaheadLevel === level ? 1 : 0),
    });
  }
  // C9: minimise the unplayed games of the PAB receiver, when the bracket drops exactly the player who takes it.
  blocks.push({
    rule: 'C9',
    max: shape.maxUnplayed + 1,
    value: (e) => (shape.pabReceiverCriterion && e.kind === 'bye' && e.highInBracket ? shape.maxUnplayed - e.high.unplayedRounds + 1 : 0),
  });
  // C10: minimise topscorers (or their opponents) with a colour difference beyond ±2.
  blocks.push({ rule: 'C10', max: 2, value: (e) => bracketOnly(e, () => 2 - e.colours!.topscorerColourImbalance) });
  // C11: minimise topscorers (or their opponents) with the same colour three times running.
  blocks.push({ rule: 'C11', max: 2, value: (e) => bracketOnly(e, () => 2 - e.colours!.topscorerColourStreak) });
  // C12: minimise the players who do not get their colour preference.
  blocks.push({ rule: 'C12', max: 2, value: (e) => bracketOnly(e, () => 2 - e.colours!.preferenceNotGranted) });
  // C13: minimise the players who do not get their strong colour preference.
  blocks.push({ rule: 'C13', max: 2, value: (e) => bracketOnly(e, () => 2 - e.colours!.strongPreferenceNotGranted) });
  // C14: minimise downfloaters who downfloated in the previous round (pair them here instead).
  blocks.push({ rule: 'C14', max: 2, value: (e) => bracketOnly(e, () => recentlyDownfloated(e, 0)) });
  // C15: minimise MDP opponents who upfloated in the previous round.
  blocks.push({ rule: 'C15', max: 1, value: (e) => bracketOnly(e, () => 1 - upfloatRepeated(e, 0)) });
  // C16: minimise downfloaters who downfloated two rounds before.
  blocks.push({ rule: 'C16', max: 2, value: (e) => bracketOnly(e, () => recentlyDownfloated(e, 1)) });
  // C17: minimise MDP opponents who upfloated two rounds before.
  blocks.push({ rule: 'C17', max: 1, value: (e) => bracketOnly(e, () => 1 - upfloatRepeated(e, 1)) });
  const d = shape.maxScoreDifference;
  // C18: minimise the score differences of MDPs who downfloated in the previous round.
  blocks.push({ rule: 'C18', max: d, value: (e) => bracketOnly(e, () => d - downfloatDifference(e, 0)) });
  // C19: minimise the score differences of MDP opponents who upfloated in the previous round.
  blocks.push({ rule: 'C19', max: d, value: (e) => bracketOnly(e, () => d - upfloatRepeated(e, 0) * scoreDifference(e)) });
  // C20: minimise the score differences of MDPs who downfloated two rounds before.
  blocks.push({ rule: 'C20', max: d, value: (e) => bracketOnly(e, () => d - downfloatDifference(e, 1)) });
  // C21: minimise the score differences of MDP opponents who upfloated two rounds before.
  blocks.push({ rule: 'C21', max: d, value: (e) => bracketOnly(e, () => d - upfloatRepeated(e, 1) * scoreDifference(e)) });
  return blocks;
}

/**
 * Players of the pair whose earlier float (0: previous round, 1: two before) was a
 * downfloat: pairing them here keeps them from floating down again. The reference
 * engine counts MDPs that would float on as well as residents.
 */
function recentlyDownfloated(e: EdgeFacts, back: 0 | 1): number {
  let n = 0;
  if (e.high.floats[back] === 'down') n++;
  if (e.low!.floats[back] === 'down') n++;
  return n;
}

/** 1 when the lower player of an unequal pair (an upfloater) also upfloated then. */
function upfloatRepeated(e: EdgeFacts, back: 0 | 1): number {
  return e.high.score > e.low!.score && e.low!.floats[back] === 'up' ? 1 : 0;
}

function downfloatDifference(e: EdgeFacts, back: 0 | 1): number {
  return e.high.score > e.low!.score && e.high.floats[back] === 'down' ? e.high.score - e.low!.score : 0;
}
