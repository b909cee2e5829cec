/**
 * The Art. 4 order of candidates, for the weighted matching.
 *
 * Among equally good pairings the rules take the one generated first. The
 * matching reproduces that with low-order weight blocks below the criteria
 * (`mdpOrder`, `remainderOrder`), so the heaviest matching is the earliest best
 * candidate; and, because the transposition blocks are wide, it first looks for
 * the earliest S2 transposition by an ordered search (`earliestTransposition`).
 */

import { bitLength, type BracketGraph, type OrderBlocks } from './bracket-graph';
import { lookaheadIdeal } from './completion';
import { ColourTally } from './criteria';
import { compatible, type RoundContext } from './round-context';

/**
 * Art. 4 for the MDPs of a heterogeneous bracket: pair the lowest-numbered MDPs
 * (earliest MDP sets first), then, for each MDP in order, the earliest resident
 * (S2 transpositions). Two MDPs together (only when residents run short) rank
 * after every resident: no transposition value.
 */
export function mdpOrder(mdpList: readonly number[], residents: readonly number[], bracketSize: number): OrderBlocks {
  const m = mdpList.length;
  const r = residents.length;
  const fieldBits = bitLength(r + bracketSize + 1);
  const mdpIndex = new Map<number, number>();
  mdpList.forEach((x, k) => mdpIndex.set(x, k));
  const resIndex = new Map<number, number>();
  residents.forEach((x, k) => resIndex.set(x, k));
  const value = (a: number, b: number): bigint => {
    let w = 0n;
    const ia = mdpIndex.get(a);
    const ib = mdpIndex.get(b);
    if (ia !== undefined) w += 1n << BigInt(m * fieldBits + (m - 1 - ia));
    if (ib !== undefined) w += 1n << BigInt(m * fieldBits + (m - 1 - ib));
    if (ia !== undefined && ib === undefined) {
      w += BigInt(r - resIndex.get(b)!) << BigInt((m - 1 - ia) * fieldBits);
    }
    return w;
  };
  return { value, bits: m + m * fieldBits };
}

/**
 * Low-order blocks reproducing Art. 4 for a homogeneous set (a homogeneous
 * bracket, or the remainder): exchanges first (fewest, smallest sum difference,
 * highest number leaving S1, lowest leaving S2), then S2 transpositions.
 * A matching is identified with its earliest generation: S1′ = the lower
 * bracket number of each pair.
 */
export function remainderOrder(members: readonly number[], pairs: number, { withTranspositions }: { withTranspositions: boolean }): OrderBlocks {
  const size = members.length;
  const pos = new Map<number, number>();
  members.forEach((x, k) => pos.set(x, k));
  const fieldBits = bitLength(size + 1);
  const transpositionBits = withTranspositions ? size * fieldBits : 0;
  const s2Bits = size - pairs;
  const s1Bits = pairs;
  const sumBits = bitLength(BigInt(size) * BigInt(size + 1));
  const countBits = bitLength(pairs + 1);
  const offS2 = transpositionBits;
  const offS1 = offS2 + s2Bits;
  const offSum = offS1 + s1Bits;
  const offCount = offSum + sumBits;
  const bits = offCount + countBits;
  const value = (a: number, b: number): bigint => {
    const pa = pos.get(a);
    const pb = pos.get(b);
    if (pa === undefined || pb === undefined) return 0n;
    const lo = Math.min(pa, pb);
    const hi = Math.max(pa, pb);
    let w = 0n;
    if (lo < pairs) {
      w += 1n << BigInt(offCount); // (a) fewest exchanges: the pair's lower number stays in S1
      w += 1n << BigInt(offS1 + (pairs - 1 - lo)); // (c) keep the lowest numbers in S1
    } else {
      w += 1n << BigInt(offS2 + (size - 1 - lo)); // (d) the lowest numbers move up from S2
    }
    w += BigInt(size - lo) << BigInt(offSum); // (b) smallest sum of S1′
    if (withTranspositions) w += BigInt(size - hi) << BigInt((size - 1 - lo) * fieldBits); // transposition: earliest partner
    return w;
  };
  return { value, bits };
}

/** What the MDP stage of a heterogeneous bracket decided. */
export interface MdpDecisions {
  /** Bracket player → bracket partner, for the MDP pairs. */
  readonly fixed: ReadonlyMap<number, number>;
  /** MDPs that float on (the limbo). */
  readonly excluded: ReadonlySet<number>;
}

/**
 * Given an optimal matching, the earliest S2 transposition (Art. 4) of its S1′/S2′
 * among the remainder pairs with exactly the same criteria values, found by an
 * ordered search that keeps every block's penalty within the optimum's. Returns
 * the matching with the remainder pairs replaced, or null when it cannot prove
 * the answer (budget, or an earlier candidate that leaves other players over).
 */
export function earliestTransposition(ctx: RoundContext, graph: BracketGraph, decided: MdpDecisions, optimal: readonly number[]): number[] | null {
  const P = ctx.players;
  const { members: bracket, mdps, next, rest } = graph.bracket;
  const { fixed, excluded } = decided;
  const blocks = graph.blocks;
  const remainderSet = new Set(bracket.filter((x) => !mdps.has(x) && !fixed.has(x)));
  const members = bracket.filter((x) => remainderSet.has(x));
  const position = new Map<number, number>();
  members.forEach((x, k) => position.set(x, k));
  const optimalPairs: [number, number][] = [];
  for (const x of members) {
    const partner = graph.partnerOf(optimal, x);
    if (partner !== null && remainderSet.has(partner) && position.get(x)! < position.get(partner)!) optimalPairs.push([x, partner]);
  }
  const p = optimalPairs.length;
  if (p === 0) return [...optimal];
  const s1 = optimalPairs.map(([x]) => x).sort((a, b) => position.get(a)! - position.get(b)!);
  const lows = new Set(s1);
  const s2 = members.filter((x) => !lows.has(x));
  const optimalLeft = new Set(s2.filter((x) => !optimalPairs.some(([, y]) => y === x)));
  const blockPenalty = (a: number, b: number): number[] => {
    const f = graph.facts('bracket', a, b);
    return blocks.map((block) => block.max - block.value(f));
  };
  const target = new Array<number>(blocks.length).fill(0);
  for (const [a, b] of optimalPairs) blockPenalty(a, b).forEach((v, k) => (target[k]! += v));
  const partial = new Array<number>(blocks.length).fill(0);
  const taken = new Array<boolean>(s2.length).fill(false);
  const chosen: [number, number][] = [];
  let optimalIdeal: boolean | undefined;
  let budget = Math.max(ctx.searchBudget, 1) * 5;
  let failed = false;
  // Blocks with a bound on the penalty still to come (C12, C13): prune with it.
  const forcing = blocks.flatMap((block, k) => (typeof block.search === 'object' && block.search.forced !== undefined ? [{ k, forced: block.search.forced }] : []));
  // The preferences of the S1 players still to place and of the S2 players still free.
  const tally = forcing.length > 0 ? { s1: ColourTally.of(s1.map((x) => P[x]!)), s2: ColourTally.of(s2.map((x) => P[x]!)) } : null;
  const walk = (i: number): boolean => {
    if (tally !== null && forcing.some(({ k, forced }) => partial[k]! + forced(tally) > target[k]!)) return false;
    if (i === p) return settle();
    tally?.s1.add(P[s1[i]!]!, -1);
    const found = walkFrom(i);
    tally?.s1.add(P[s1[i]!]!);
    return found;
  };
  /** A complete transposition: the same players left over as the optimum, or as good by C8. */
  const settle = (): boolean => {
    const left = s2.filter((_, k) => !taken[k]);
    if (graph.scope === 'bracket' || (left.length === optimalLeft.size && left.every((x) => optimalLeft.has(x)))) return true;
    // Other players left over: equal only if both reach C8's ideal (the next
    // bracket pairs them all); a candidate that does not is worse, go on.
    if (next.length === 0) {
      failed = true;
      return false;
    }
    optimalIdeal ??= lookaheadIdeal(ctx, { left: [...excluded, ...optimalLeft], next, below: rest, complete: graph.completion });
    if (!optimalIdeal) {
      failed = true;
      return false;
    }
    return lookaheadIdeal(ctx, { left: [...excluded, ...left], next, below: rest, complete: graph.completion });
  };
  /** Places S1 player i against each free S2 player in turn. */
  const walkFrom = (i: number): boolean => {
    for (let k = 0; k < s2.length; k++) {
      if (taken[k]) continue;
      if (--budget < 0) {
        failed = true;
        return false;
      }
      const a = s1[i]!;
      const b = s2[k]!;
      if (!compatible(ctx, a, b)) continue;
      const penalty = blockPenalty(a, b);
      let within = true;
      for (let q = 0; q < penalty.length; q++) {
        if (partial[q]! + penalty[q]! > target[q]!) {
          within = false;
          break;
        }
      }
      if (!within) continue;
      penalty.forEach((v, q) => (partial[q]! += v));
      taken[k] = true;
      tally?.s2.add(P[b]!, -1);
      chosen.push([a, b]);
      if (walk(i + 1)) return true;
      chosen.pop();
      tally?.s2.add(P[b]!);
      taken[k] = false;
      penalty.forEach((v, q) => (partial[q]! -= v));
      if (failed) return false;
    }
    return false;
  };
  if (!walk(0)) return null;
  const result = [...optimal];
  for (const [a, b] of optimalPairs) {
    result[graph.vertexOf(a)] = -1;
    result[graph.vertexOf(b)] = -1;
  }
  for (const [a, b] of chosen) {
    result[graph.vertexOf(a)] = graph.vertexOf(b);
    result[graph.vertexOf(b)] = graph.vertexOf(a);
  }
  return result;
}
