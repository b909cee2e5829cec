/**
 * Look-ahead and completion: the two questions every stage asks about the
 * players below a bracket.
 * - C4 (with C5): can these players all still be paired, the PAB (if any) going
 *   to an eligible player of the lowest eligible score?
 * - C8 at its ideal: can the next bracket pair all but at most one of its
 *   players, every downfloater of this bracket included?
 */

import { maxWeightMatching, type WeightedEdge } from '../matching/max-weight-matching';
import { maximumMatching } from '../matching/maximum-matching';
import { canTakeBye, compatible, type RoundContext } from './round-context';

/** The players a look-ahead question is about. */
export interface Lookahead {
  /** The downfloaters of the bracket being paired. */
  readonly left: readonly number[];
  /** The next scoregroup. */
  readonly next: readonly number[];
  /** Everyone below it. */
  readonly below: readonly number[];
  /** Complete everyone below around the next bracket (as the solver's full graph does). */
  readonly complete: boolean;
}

/**
 * C8's best value for a set of downfloaters: can the next bracket (`left` + `next`)
 * pair all but at most one of its players, every downfloater included, while (with
 * `complete`) everyone `below` is completed around it (C4, with the PAB going to
 * the lowest eligible score for C5)?
 */
export function lookaheadIdeal(ctx: RoundContext, { left, next, below, complete }: Lookahead): boolean {
  const region = [...left, ...next];
  if (!complete && left.length <= 1) {
    // One downfloater at most: matched first by the greedy start of a maximum matching, it
    // stays matched, so a maximum matching of the region shows the ideal; no weights needed.
    const mate = maximumMatching(region.length, (a, b) => compatible(ctx, region[a]!, region[b]!));
    const matched = mate.reduce((count, m) => count + (m === -1 ? 0 : 1), 0);
    return matched === 2 * Math.floor(region.length / 2) && (left.length === 0 || mate[0] !== -1);
  }
  const all = complete ? [...region, ...below] : region;
  const inRegion = region.length;
  const leftCount = left.length;
  const withBye = complete && ctx.byeNeeded;
  // A pair inside the region weighs one unit, plus one per downfloater in it; the
  // unit outweighs any count of downfloaters, so the optimum has the most pairs first.
  const unit = BigInt(2 * (leftCount + 1));
  const edges: WeightedEdge[] = [];
  for (let a = 0; a < all.length; a++) {
    for (let b = a + 1; b < all.length; b++) {
      if (!compatible(ctx, all[a]!, all[b]!)) continue;
      const weight = b < inRegion ? unit + BigInt((a < leftCount ? 1 : 0) + (b < leftCount ? 1 : 0)) : 0n;
      edges.push({ u: a, v: b, weight });
    }
    if (withBye && canTakeBye(ctx, all[a]!)) edges.push({ u: a, v: all.length, weight: 0n });
  }
  const vertexCount = all.length + (withBye ? 1 : 0);
  const mate = maxWeightMatching(vertexCount, edges, { maxCardinality: complete });
  if (complete && mate.some((m) => m === -1)) return false;
  let total = 0n;
  for (let a = 0; a < inRegion; a++) {
    const b = mate[a]!;
    if (b > a && b < inRegion) total += unit + BigInt((a < leftCount ? 1 : 0) + (b < leftCount ? 1 : 0));
  }
  return total === BigInt(Math.floor(inRegion / 2)) * unit + BigInt(leftCount);
}

/**
 * C4 (with C5): can these players all be paired, the PAB (if any) going to an
 * eligible player of the lowest eligible score? Greedy first, an exact maximum matching if greedy fails.
 */
export function remainderPairable(ctx: RoundContext, players: readonly number[]): boolean {
  const sorted = [...players].sort((a, b) => a - b);
  if (ctx.byeNeeded ? sorted.length % 2 === 0 : sorted.length % 2 === 1) return false;
  if (greedilyPairable(ctx, sorted) || greedilyPairable(ctx, [...sorted].reverse())) return true;
  const n = sorted.length;
  // The PAB is vertex n; the graph is dense, so the matcher asks for edges as it searches.
  const mate = maximumMatching(n + (ctx.byeNeeded ? 1 : 0), (a, b) =>
    b === n ? canTakeBye(ctx, sorted[a]!) : a === n ? canTakeBye(ctx, sorted[b]!) : compatible(ctx, sorted[a]!, sorted[b]!),
  );
  return mate.every((m) => m !== -1);
}

/** Each player in turn takes the first compatible one after them (or the PAB): a quick sufficient test. */
function greedilyPairable(ctx: RoundContext, order: readonly number[]): boolean {
  const used = new Set<number>();
  let byeUsed = !ctx.byeNeeded;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (used.has(i)) continue;
    used.add(i);
    let found = false;
    for (let l = k + 1; l < order.length; l++) {
      const j = order[l]!;
      if (!used.has(j) && compatible(ctx, i, j)) {
        used.add(j);
        found = true;
        break;
      }
    }
    if (!found) {
      if (!byeUsed && canTakeBye(ctx, i)) byeUsed = true;
      else return false;
    }
  }
  return byeUsed || order.length % 2 === 0;
}
