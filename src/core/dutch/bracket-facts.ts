/**
 * What the criteria table reads about a bracket (`BracketShape`) and about a
 * pair or an edge (`EdgeFacts`), computed once for both routes: the weighted
 * matching and the ordered search.
 */

import { colourOutcome } from './colour';
import type { BracketShape, EdgeFacts, EdgeKind } from './criteria';
import type { Bracket, RoundContext } from './round-context';

/** One point, in tenths: how far below the bracket a player floating on out of it is taken to go. */
const FLOAT_ON_POINTS = 10;

export interface BracketFacts {
  readonly shape: BracketShape;
  /** The facts about an edge between two players (b null: the PAB vertex). */
  facts(kind: EdgeKind, a: number, b: number | null): EdgeFacts;
}

export interface FactsOptions {
  /** Everyone still to be paired is in the graph (the C4 block applies). */
  readonly completion: boolean;
  /** Apply C9 (the bracket drops exactly one player, who takes the PAB). */
  readonly pabReceiverCriterion: boolean;
}

/** `vertices`: every player the graph holds (the bracket first), for the C5 and C9 scales. */
export function bracketFacts(ctx: RoundContext, bracket: Bracket, vertices: readonly number[], options: FactsOptions): BracketFacts {
  const P = ctx.players;
  const { members, mdps } = bracket;
  const inBracket = new Set(members);
  const mdpScores = [...new Set(members.filter((i) => mdps.has(i)).map((i) => P[i]!.score))].sort((a, b) => b - a);
  const bracketScores = [...new Set(members.map((i) => P[i]!.score))].sort((a, b) => b - a);
  // C.04.3 (2017, A.8): a downfloater's score difference is taken against an
  // artificial score one point below the lowest score of the bracket.
  const floatOnScore = Math.min(...members.map((i) => P[i]!.score)) - FLOAT_ON_POINTS;
  let maxScore = -Infinity;
  let minScore = Infinity;
  let maxUnplayed = 0;
  for (const i of vertices) {
    maxScore = Math.max(maxScore, P[i]!.score);
    minScore = Math.min(minScore, P[i]!.score);
    maxUnplayed = Math.max(maxUnplayed, P[i]!.unplayedRounds);
  }
  // An MDP floats against a lower bracket player, or on out of the bracket.
  const differences = new Set<number>();
  for (const mdp of mdpScores) {
    for (const score of bracketScores) if (score < mdp) differences.add(mdp - score);
    differences.add(mdp - floatOnScore);
  }
  const shape: BracketShape = {
    mdpLevels: mdpScores.length,
    bracketLevels: bracketScores.length,
    completion: options.completion,
    pabReceiverCriterion: options.pabReceiverCriterion,
    maxScore,
    minScore,
    maxUnplayed,
    scoreDifferences: [...differences].sort((a, b) => b - a),
    floatOnScore,
  };
  const mdpLevel = (x: number | null): number => (x !== null && mdps.has(x) && inBracket.has(x) ? mdpScores.indexOf(P[x]!.score) : -1);
  const facts = (kind: EdgeKind, a: number, b: number | null): EdgeFacts => {
    const hi = b === null || a < b ? a : b;
    const lo = b === null ? null : a < b ? b : a;
    let lookaheadLevel = -1;
    if (kind === 'lookahead') {
      const inB = inBracket.has(hi) ? hi : lo !== null && inBracket.has(lo) ? lo : null;
      if (inB !== null) lookaheadLevel = bracketScores.indexOf(P[inB]!.score);
    }
    return {
      kind,
      high: P[hi]!,
      low: lo === null ? null : P[lo]!,
      highMdpLevel: mdpLevel(hi),
      lowMdpLevel: mdpLevel(lo),
      lookaheadLevel,
      highInBracket: inBracket.has(hi),
      highIsResident: inBracket.has(hi) && !mdps.has(hi),
      lowIsResident: lo !== null && inBracket.has(lo) && !mdps.has(lo),
      colours: kind === 'bracket' ? colourOutcome(P[hi]!, P[lo!]!, ctx.initialColour) : null,
    };
  };
  return { shape, facts };
}
