import { describe, expect, it } from 'vitest';
import { maxWeightMatching, type WeightedEdge } from '../../../src/core/matching/max-weight-matching';
import { maxWeightMatchingNumeric } from '../../../src/core/matching/max-weight-matching-numeric';
import { matchingValue } from '../../support/matching-value';

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function numeric(n: number, edges: readonly WeightedEdge[], options: { maxCardinality?: boolean; greedyStart?: boolean; selfCheck?: boolean }) {
  return maxWeightMatchingNumeric(
    n,
    Int32Array.from(edges, (e) => e.u),
    Int32Array.from(edges, (e) => e.v),
    Float64Array.from(edges, (e) => Number(e.weight)),
    options,
  );
}


/** Random graphs with few distinct weights (many ties, as in a Dutch bracket) or many. */
function randomGraph(random: () => number, n: number, density: number, spread: number): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (random() < density) edges.push({ u, v, weight: BigInt(Math.floor(random() * spread)) });
    }
  }
  return edges;
}

describe('maxWeightMatchingNumeric', () => {
  it('reaches the same optimum as the bigint matcher, with and without the warm start, certificate checked', () => {
    const random = lcg(4242);
    let compared = 0;
    for (let trial = 0; trial < 1500; trial++) {
      const n = 2 + Math.floor(random() * (trial % 10 === 0 ? 90 : 14));
      const edges = randomGraph(random, n, 0.1 + random() * 0.8, [2, 3, 7, 40, 100000][trial % 5]!);
      for (const maxCardinality of [false, true]) {
        const expected = matchingValue(maxWeightMatching(n, edges, { maxCardinality }), edges);
        for (const greedyStart of [false, true]) {
          const { mate } = numeric(n, edges, { maxCardinality, greedyStart, selfCheck: true });
          for (let v = 0; v < n; v++) if (mate[v]! >= 0) expect(mate[mate[v]!]).toBe(v);
          const got = matchingValue(mate, edges);
          if (maxCardinality) expect(got).toEqual(expected);
          else expect(got[1]).toBe(expected[1]);
          compared++;
        }
      }
    }
    expect(compared).toBe(6000);
  });

  it('returns duals under which every edge has non-negative slack and matched edges none', () => {
    const random = lcg(99);
    for (let trial = 0; trial < 200; trial++) {
      const n = 10 + Math.floor(random() * 40);
      const edges = randomGraph(random, n, 0.5, 5);
      const result = numeric(n, edges, { maxCardinality: true, greedyStart: true });
      let min = Infinity;
      for (let v = 0; v < n; v++) min = Math.min(min, result.dual[v]!);
      for (const e of edges) {
        const shared = result.blossomsOf(e.u).filter((b) => result.blossomsOf(e.v).includes(b));
        const s = result.dual[e.u]! + result.dual[e.v]! - 2 * Number(e.weight) + shared.reduce((t, b) => t + 2 * result.blossomDual(b), 0);
        expect(s).toBeGreaterThanOrEqual(0);
        if (result.mate[e.u] === e.v) expect(s).toBe(0);
      }
    }
  });

  it('solves the Dutch regression graph of the bigint matcher when its weights fit', async () => {
    const { readFileSync } = await import('node:fs');
    const path = new URL('./fixtures/t-blossom-expansion.json', import.meta.url);
    const graph = JSON.parse(readFileSync(path, 'utf8')) as { n: number; maxCardinality: boolean; edges: [number, number, string][] };
    // Keep the graph's structure but scale its weights into range: their order (what decides) is kept by ranking them.
    const distinct = [...new Set(graph.edges.map(([, , w]) => BigInt(`0x${w}`)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rank = new Map(distinct.map((w, k) => [w, BigInt(k)]));
    const edges = graph.edges.map(([u, v, w]) => ({ u, v, weight: rank.get(BigInt(`0x${w}`))! }));
    const expected = matchingValue(maxWeightMatching(graph.n, edges, { maxCardinality: graph.maxCardinality }), edges);
    const { mate } = numeric(graph.n, edges, { maxCardinality: graph.maxCardinality, greedyStart: true, selfCheck: true });
    expect(matchingValue(mate, edges)).toEqual(expected);
  });
});
