/**
 * Maximum-weight matching in a general (non-bipartite) graph, on `bigint`
 * weights, so weights built from many lexicographic criteria (far beyond 2^53)
 * stay exact: the blossom algorithm of `blossom-matching.ts` with its duals on
 * `bigint`.
 *
 * When every weight fits in a double (up to 2^50), `maxWeightMatching` hands the
 * graph to the same algorithm on typed arrays (`max-weight-matching-numeric.ts`),
 * which is many times faster and lighter; only wide weights stay on `bigint`.
 *
 * Every `bigint` sum allocates, so these duals keep, for each least-slack edge, a
 * key that absorbs the stage's dual changes: the dual-update step then reads
 * one value per candidate instead of recomputing its slack (recomputing, as the
 * doubles do, made the wide brackets' solves about 35 % slower).
 */

import { solveMaxWeightMatching, type DualVariables } from './blossom-matching';
import { maxWeightMatchingNumeric, MAX_NUMERIC_WEIGHT } from './max-weight-matching-numeric';

/** An undirected edge (u, v) with a non-negative weight. */
export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  readonly weight: bigint;
}

export interface MatchingOptions {
  /** Only maximum-cardinality matchings are considered; among them the heaviest is returned. */
  readonly maxCardinality?: boolean;
  /** Verify the optimality certificate (complementary slackness) before returning; throws on failure. */
  readonly selfCheck?: boolean;
}

/**
 * Computes a maximum-weight matching.
 *
 * @returns `mate[v]` = the vertex matched to v, or −1 when v is single.
 * @example
 * maxWeightMatching(3, [{ u: 0, v: 1, weight: 5n }, { u: 1, v: 2, weight: 6n }]) // → [-1, 2, 1]
 */
export function maxWeightMatching(vertexCount: number, edges: readonly WeightedEdge[], options: MatchingOptions = {}): number[] {
  const limit = BigInt(MAX_NUMERIC_WEIGHT);
  const m = edges.length;
  const us = new Int32Array(m);
  const vs = new Int32Array(m);
  const ws = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    const e = edges[k]!;
    if (e.weight > limit || e.weight < 0n) return maxWeightMatchingBigint(vertexCount, edges, options);
    us[k] = e.u;
    vs[k] = e.v;
    ws[k] = Number(e.weight);
  }
  const { mate } = maxWeightMatchingNumeric(vertexCount, us, vs, ws, {
    maxCardinality: options.maxCardinality ?? false,
    greedyStart: true,
    selfCheck: options.selfCheck ?? false,
  });
  return Array.from(mate);
}

/** The `bigint` implementation, whatever the weights (`maxWeightMatching` uses it only for wide ones). */
export function maxWeightMatchingBigint(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  options: MatchingOptions = {},
): number[] {
  const m = edges.length;
  const endpoint = new Int32Array(2 * m);
  for (let k = 0; k < m; k++) {
    endpoint[2 * k] = edges[k]!.u;
    endpoint[2 * k + 1] = edges[k]!.v;
  }
  const duals = new BigintDuals(vertexCount, endpoint, edges);
  const { mate } = solveMaxWeightMatching(vertexCount, endpoint, duals, {
    maxCardinality: options.maxCardinality ?? false,
    greedyStart: false,
    selfCheck: options.selfCheck ?? false,
  });
  return Array.from(mate);
}

/** The dual variables on `bigint` (see `DualVariables` for what each method answers). */
class BigintDuals implements DualVariables {
  // weight[k]: twice edge k's weight, so that every dual stays an integer.
  private readonly weight: bigint[];
  private readonly maxWeight: bigint;
  // dual[v] for vertices (u_v), dual[b] for non-trivial blossoms (z_b, halved as in Galil).
  // Invariant: slack(k) = dual[u] + dual[v] − weight[k] (+ blossom terms) ≥ 0; z_b ≥ 0.
  private readonly dual: bigint[];
  // stageDelta: the sum of this stage's dual updates; stageDelta2 = 2·stageDelta.
  private stageDelta = 0n;
  private stageDelta2 = 0n;
  // key[b]: slack of b's least-slack edge plus the dual change the edge has absorbed since this
  // stage began (stageDelta for a free vertex, whose edge loses delta per update; stageDelta2 for
  // an S-blossom). Invariant: current slack = key[b] − stageDelta (free vertex) or key[b] −
  // stageDelta2 (S-blossom), so the dual-update step never recomputes slacks. A vertex inside a
  // T-blossom keeps no valid key (its dual rises as fast as the S side falls): its edges are
  // compared by true slack, and its key is set again when the T-blossom is expanded.
  private readonly key: bigint[];
  // scanned: slack of the edge last passed to scanIsTight.
  private scanned = 0n;
  // delta, hasDelta: the best dual update offered since startDelta.
  private delta = 0n;
  private hasDelta = false;

  constructor(
    n: number,
    private readonly endpoint: Int32Array,
    edges: readonly WeightedEdge[],
  ) {
    const m = edges.length;
    this.weight = new Array<bigint>(m);
    let maxWeight = 0n;
    for (let k = 0; k < m; k++) {
      const w = edges[k]!.weight;
      if (w < 0n) throw new RangeError('edge weights must be non-negative');
      this.weight[k] = w * 2n;
      if (this.weight[k]! > maxWeight) maxWeight = this.weight[k]!;
    }
    this.maxWeight = maxWeight;
    this.dual = new Array<bigint>(2 * n);
    for (let v = 0; v < n; v++) this.dual[v] = maxWeight / 2n;
    for (let b = n; b < 2 * n; b++) this.dual[b] = 0n;
    this.key = new Array<bigint>(2 * n).fill(0n);
  }

  private slack(k: number): bigint {
    return this.dual[this.endpoint[2 * k]!]! + this.dual[this.endpoint[2 * k + 1]!]! - this.weight[k]!;
  }

  isHeaviest(k: number): boolean {
    return this.weight[k] === this.maxWeight;
  }
  startStage(): void {
    this.stageDelta = 0n;
    this.stageDelta2 = 0n;
  }
  scanIsTight(v: number, w: number, k: number): boolean {
    this.scanned = this.dual[v]! + this.dual[w]! - this.weight[k]!;
    return this.scanned <= 0n;
  }
  offerScannedToBlossom(b: number, best: number): boolean {
    const key = this.scanned + this.stageDelta2;
    if (best !== -1 && !(key < this.key[b]!)) return false;
    this.key[b] = key;
    return true;
  }
  offerScannedToVertex(w: number, best: number, free: boolean): boolean {
    const better = best === -1 || (free ? this.scanned + this.stageDelta < this.key[w]! : this.scanned < this.slack(best));
    if (better) this.key[w] = this.scanned + this.stageDelta;
    return better;
  }
  slackBelow(k: number, l: number): boolean {
    return this.slack(k) < this.slack(l);
  }
  leastSlackFor(b: number, edges: readonly number[]): number {
    let best = -1;
    let bestSlack = 0n;
    for (const k of edges) {
      const s = this.slack(k);
      if (best === -1 || s < bestSlack) {
        best = k;
        bestSlack = s;
      }
    }
    if (best !== -1) this.key[b] = bestSlack + this.stageDelta2;
    return best;
  }
  vertexFreed(v: number, best: number): void {
    this.key[v] = this.slack(best) + this.stageDelta;
  }
  startDelta(): void {
    this.hasDelta = false;
  }
  offerLowestVertexDual(clampAtZero: boolean): void {
    const n = this.dual.length >> 1;
    let lowest = this.dual[0]!;
    for (let v = 1; v < n; v++) if (this.dual[v]! < lowest) lowest = this.dual[v]!;
    this.delta = clampAtZero && lowest < 0n ? 0n : lowest;
    this.hasDelta = true;
  }
  private offer(d: bigint): boolean {
    if (this.hasDelta && !(d < this.delta)) return false;
    this.delta = d;
    this.hasDelta = true;
    return true;
  }
  offerFreeVertexEdge(v: number): boolean {
    return this.offer(this.key[v]! - this.stageDelta);
  }
  offerBlossomEdge(b: number): boolean {
    return this.offer((this.key[b]! - this.stageDelta2) / 2n);
  }
  offerBlossomDual(b: number): boolean {
    return this.offer(this.dual[b]!);
  }
  commitDelta(): void {
    this.stageDelta += this.delta;
    this.stageDelta2 = 2n * this.stageDelta;
  }
  lower(i: number): void {
    this.dual[i] = this.dual[i]! - this.delta;
  }
  raise(i: number): void {
    this.dual[i] = this.dual[i]! + this.delta;
  }
  isZero(b: number): boolean {
    return this.dual[b] === 0n;
  }
  setZero(b: number): void {
    this.dual[b] = 0n;
  }
  compareVertexDuals(v: number, ref: number): number {
    const d = this.dual[v]! - (ref === -1 ? 0n : this.dual[ref]!);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  blossomDualSign(b: number): number {
    const d = this.dual[b]!;
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  edgeSlackSign(k: number, shared: readonly number[]): number {
    let s = this.slack(k);
    for (const b of shared) s += 2n * this.dual[b]!;
    return s < 0n ? -1 : s > 0n ? 1 : 0;
  }
}
