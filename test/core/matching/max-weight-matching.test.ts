import { describe, expect, it } from 'vitest';
import { maxWeightMatching, maxWeightMatchingBigint, type WeightedEdge } from '../../../src/core/matching/max-weight-matching';
import { matchingValue } from '../../support/matching-value';

/** Exhaustive maximum over all matchings (small graphs only). */
function bruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): [number, bigint] {
  let best: [number, bigint] = [0, 0n];
  const used = new Array<boolean>(n).fill(false);
  const go = (k: number, card: number, w: bigint): void => {
    const better = maxCardinality ? card > best[0] || (card === best[0] && w > best[1]) : w > best[1];
    if (better) best = [card, w];
    for (let i = k; i < edges.length; i++) {
      const e = edges[i]!;
      if (used[e.u] || used[e.v]) continue;
      used[e.u] = used[e.v] = true;
      go(i + 1, card + 1, w + e.weight);
      used[e.u] = used[e.v] = false;
    }
  };
  go(0, 0, 0n);
  return best;
}


function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('maxWeightMatching', () => {
  it('matches a path to its heavier edges', () => {
    const mate = maxWeightMatching(3, [
      { u: 0, v: 1, weight: 5n },
      { u: 1, v: 2, weight: 6n },
    ]);
    expect(mate).toEqual([-1, 2, 1]);
  });

  it('prefers cardinality when asked', () => {
    const edges = [
      { u: 0, v: 1, weight: 2n },
      { u: 1, v: 2, weight: 10n },
      { u: 2, v: 3, weight: 2n },
    ];
    expect(maxWeightMatching(4, edges)).toEqual([-1, 2, 1, -1]);
    expect(maxWeightMatching(4, edges, { maxCardinality: true })).toEqual([1, 0, 3, 2]);
  });

  it('handles weights beyond 2^53 exactly', () => {
    const big = 2n ** 80n;
    const mate = maxWeightMatching(4, [
      { u: 0, v: 1, weight: big + 1n },
      { u: 2, v: 3, weight: big },
      { u: 1, v: 2, weight: 2n * big },
    ]);
    expect(mate).toEqual([1, 0, 3, 2]);
  });

  it('agrees with exhaustive search on random graphs, optimality self-check on', () => {
    const random = lcg(12345);
    for (let trial = 0; trial < 3000; trial++) {
      const n = 2 + Math.floor(random() * 9);
      const edges: WeightedEdge[] = [];
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (random() < 0.55) edges.push({ u, v, weight: BigInt(Math.floor(random() * (trial % 2 ? 6 : 40))) });
        }
      }
      // Small weights: `maxWeightMatching` runs the numeric implementation; the bigint one is checked too.
      for (const solve of [maxWeightMatching, maxWeightMatchingBigint]) {
        for (const maxCardinality of [false, true]) {
          const mate = solve(n, edges, { maxCardinality, selfCheck: !maxCardinality });
          for (let v = 0; v < n; v++) if (mate[v]! >= 0) expect(mate[mate[v]!]).toBe(v);
          expect(matchingValue(mate, edges)).toEqual(
            maxCardinality ? bruteForce(n, edges, true) : [matchingValue(mate, edges)[0], bruteForce(n, edges, false)[1]],
          );
        }
      }
    }
  });
});

describe('maxWeightMatching on larger graphs', () => {
  it('passes its own optimality certificate on random graphs of 20–80 vertices', () => {
    const random = lcg(777);
    for (let trial = 0; trial < 300; trial++) {
      const n = 20 + Math.floor(random() * 61);
      const density = 0.1 + random() * 0.6;
      const spread = [3, 20, 1000][trial % 3]!;
      const edges: WeightedEdge[] = [];
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (random() < density) edges.push({ u, v, weight: BigInt(Math.floor(random() * spread)) << BigInt(trial % 5 === 0 ? 70 : 0) });
        }
      }
      const mate = maxWeightMatching(n, edges, { selfCheck: true });
      for (let v = 0; v < n; v++) if (mate[v]! >= 0) expect(mate[mate[v]!]).toBe(v);
      const bigint = maxWeightMatchingBigint(n, edges, { selfCheck: true });
      expect(matchingValue(bigint, edges)[1]).toBe(matchingValue(mate, edges)[1]);
    }
  });
});

describe('maxWeightMatching regressions', () => {
  it('keeps least-slack edges exact for vertices inside T-blossoms (a Dutch bracket graph)', async () => {
    const { readFileSync } = await import('node:fs');
    const path = new URL('./fixtures/t-blossom-expansion.json', import.meta.url);
    const graph = JSON.parse(readFileSync(path, 'utf8')) as { n: number; maxCardinality: boolean; edges: [number, number, string][] };
    const edges = graph.edges.map(([u, v, w]) => ({ u, v, weight: BigInt(`0x${w}`) }));
    const mate = maxWeightMatching(graph.n, edges, { maxCardinality: graph.maxCardinality, selfCheck: true });
    expect(mate.filter((m) => m === -1)).toHaveLength(0);
  });
});
