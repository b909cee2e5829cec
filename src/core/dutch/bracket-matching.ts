/**
 * Pairing one bracket by maximum-weight matching: the criteria decide the
 * weights (`bracket-graph.ts`), the Art. 4 order breaks ties
 * (`candidate-order.ts`). A heterogeneous bracket is solved in stages, as
 * Art. 3 pairs it: first the MDPs (which are paired, and with whom), then the
 * remainder, whose exchanges are fixed by a narrow solve before its
 * transpositions are settled.
 */

import { buildBracketGraph, NO_ORDER, type GraphEdge, type GraphScope } from './bracket-graph';
import { earliestTransposition, mdpOrder, remainderOrder } from './candidate-order';
import { structuralCriteriaOn, type Bracket, type BracketResult, type RoundContext } from './round-context';

export interface SolveOptions {
  readonly scope: GraphScope;
  /** Apply C9 (the bracket drops exactly one player, who takes the PAB). */
  readonly pabReceiverCriterion: boolean;
}

export function solveBracket(ctx: RoundContext, bracket: Bracket, options: SolveOptions): BracketResult {
  const P = ctx.players;
  const { members, mdps, next } = bracket;
  const graph = buildBracketGraph(ctx, bracket, options);

  const fixed = new Map<number, number>(); // bracket player -> bracket partner, decided
  const excluded = new Set<number>(); // bracket players decided to float down
  const respects = (e: GraphEdge): boolean => {
    const a = graph.vertices[e.u]!;
    const b = e.v === graph.byeVertex ? null : graph.vertices[e.v]!;
    for (const x of b === null ? [a] : [a, b]) {
      if (fixed.has(x)) return b !== null && fixed.get(x) === (x === a ? b : a);
    }
    if (graph.isBracketEdge(e) && (excluded.has(a) || excluded.has(b!))) return false;
    return true;
  };

  const mdpList = members.filter((i) => mdps.has(i));
  const residents = members.filter((i) => !mdps.has(i));
  let mate: number[];
  if (mdpList.length > 0) {
    // Art. 4 for the MDPs: the set of paired MDPs (earliest first), then S2 transpositions.
    mate = graph.solve(mdpOrder(mdpList, residents, members.length), () => true);
    for (const x of mdpList) {
      const partner = graph.partnerOf(mate, x);
      if (partner === null) excluded.add(x);
      else {
        fixed.set(x, partner);
        fixed.set(partner, x);
      }
    }
  }
  const remainder = residents.filter((x) => !fixed.has(x));
  if (remainder.length >= 2) {
    // First the exchange blocks only (narrow weights): they fix S1′ and the optimum.
    let pairsGuess = Math.floor(remainder.length / 2);
    mate = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      mate = graph.solve(remainderOrder(remainder, pairsGuess, { withTranspositions: false }), respects);
      let actual = 0;
      for (const x of remainder) {
        const partner = graph.partnerOf(mate, x);
        if (partner !== null && !fixed.has(partner) && x < partner) actual++;
      }
      if (actual === pairsGuess) break;
      pairsGuess = actual;
    }
    // Then the earliest S2 transposition with the same criteria values, by an ordered
    // search; only if that cannot be proven, the wide transposition blocks decide.
    mate =
      (structuralCriteriaOn(ctx) ? earliestTransposition(ctx, graph, { fixed, excluded }, mate) : null) ??
      graph.solve(remainderOrder(remainder, pairsGuess, { withTranspositions: true }), respects);
  } else {
    mate = graph.solve(NO_ORDER, respects);
  }

  const pairs: [number, number][] = [];
  const downfloaters: number[] = [];
  let bye: number | null = null;
  for (const x of members) {
    const partner = graph.partnerOf(mate, x);
    if (partner === null) {
      const y = mate[graph.vertexOf(x)]!;
      if (y === graph.byeVertex && graph.withBye && next.length === 0) bye = x;
      else downfloaters.push(x);
    } else if (x < partner) pairs.push([x, partner]);
  }
  if (next.length === 0 && downfloaters.length > 0) {
    // The last bracket: nobody may be left over.
    if (downfloaters.length === 1 && bye === null && ctx.byeNeeded && P[downfloaters[0]!]!.canReceivePairingAllocatedBye) {
      bye = downfloaters.pop()!;
    }
  }
  return { pairs, downfloaters, bye };
}
