import { describe, expect, it } from 'vitest';
import { maxWeightMatchingBigint } from '../../../src/core/matching/max-weight-matching';
import { maximumMatching } from '../../../src/core/matching/maximum-matching';

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('maximumMatching', () => {
  it('pairs a path and leaves an odd one out', () => {
    expect(Array.from(maximumMatching(4, (a, b) => Math.abs(a - b) === 1))).toEqual([1, 0, 3, 2]);
    expect(Array.from(maximumMatching(3, () => true)).filter((m) => m === -1)).toHaveLength(1);
  });

  it('finds augmenting paths through blossoms the greedy start cannot see', () => {
    // Greedy takes 0–1 and 2–3; the maximum needs 0–4, 1–2, 3–5 (a path through the triangle 1-2-3... ).
    const edges = new Set(['0-1', '1-2', '2-3', '3-1', '0-4', '3-5']);
    const mate = maximumMatching(6, (a, b) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`));
    expect(Array.from(mate).filter((m) => m === -1)).toHaveLength(0);
    for (let v = 0; v < 6; v++) expect(edges.has(`${Math.min(v, mate[v]!)}-${Math.max(v, mate[v]!)}`)).toBe(true);
  });

  it('reaches the maximum cardinality of the weighted matcher on random graphs', () => {
    const random = lcg(31337);
    for (let trial = 0; trial < 1500; trial++) {
      const n = 1 + Math.floor(random() * (trial % 10 === 0 ? 70 : 16));
      const density = [0.05, 0.15, 0.3, 0.6, 0.95][trial % 5]!;
      const adjacency = new Uint8Array(n * n);
      const edges: { u: number; v: number; weight: bigint }[] = [];
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (random() < density) {
            adjacency[u * n + v] = adjacency[v * n + u] = 1;
            edges.push({ u, v, weight: 1n });
          }
        }
      }
      const mate = maximumMatching(n, (a, b) => adjacency[a * n + b] === 1);
      for (let v = 0; v < n; v++) {
        if (mate[v] === -1) continue;
        expect(mate[mate[v]!]).toBe(v);
        expect(adjacency[v * n + mate[v]!]).toBe(1);
      }
      const expected = maxWeightMatchingBigint(n, edges, { maxCardinality: true }).filter((m) => m !== -1).length;
      expect(Array.from(mate).filter((m) => m !== -1).length).toBe(expected);
    }
  });
});
