/** What the matching tests compare: a matching's cardinality and total weight. */
import type { WeightedEdge } from '../../src/core/matching/max-weight-matching';

/** [number of matched edges, their total weight] of `mate` over `edges`. */
export function matchingValue(mate: ArrayLike<number>, edges: readonly WeightedEdge[]): [number, bigint] {
  let card = 0;
  let w = 0n;
  for (const e of edges) {
    if (mate[e.u] === e.v) {
      card++;
      w += e.weight;
    }
  }
  return [card, w];
}
