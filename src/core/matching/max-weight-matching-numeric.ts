/**
 * Maximum-weight matching on `number` weights: the blossom algorithm of
 * `blossom-matching.ts` with its duals on doubles in typed arrays, for graphs
 * whose weights fit in a double. Almost every graph the engine builds is one.
 *
 * Two additions serve the Dutch engine's large brackets:
 * - a warm start (`greedyStart`): every dual starts at half the largest weight,
 *   so any matching made of largest-weight edges is tight and may be installed
 *   before the first stage; a graph where most players have a partner at the
 *   best weight then needs only a few stages instead of n/2;
 * - the final vertex duals and blossoms come back with the matching, so a
 *   caller can tell which edges may belong to an optimum (zero slack).
 *
 * Weights must be non-negative integers up to `MAX_NUMERIC_WEIGHT` (2^50), so
 * that every dual and slack stays an exact integer. Least-slack edges are
 * compared by recomputing their slacks (three array reads and two additions);
 * unlike the `bigint` duals, no running key is kept, which would need more
 * headroom below 2^53 than the duals themselves.
 */

import { solveMaxWeightMatching, type DualVariables } from './blossom-matching';

/** The largest weight this matcher accepts (duals and slacks stay exact below 2^53). */
export const MAX_NUMERIC_WEIGHT = 2 ** 50;

export interface NumericMatchingOptions {
  /** Only maximum-cardinality matchings are considered; among them the heaviest is returned. */
  readonly maxCardinality?: boolean;
  /**
   * Install a greedy matching of largest-weight edges before the first stage
   * (vertices in index order, each taking its first free neighbour in edge order).
   */
  readonly greedyStart?: boolean;
  /** Verify the optimality certificate (complementary slackness) before returning; throws on failure. */
  readonly selfCheck?: boolean;
}

export interface NumericMatching {
  /** mate[v]: the vertex matched to v, or −1. */
  readonly mate: Int32Array;
  /**
   * Final duals on the doubled scale: the slack of edge (u, v) is
   * dual[u] + dual[v] − 2·weight, plus 2·blossomDual[b] for each blossom b holding both ends.
   */
  readonly dual: Float64Array;
  /** For each vertex, the chain of non-trivial blossoms holding it with a positive dual (innermost first). */
  readonly blossomsOf: (v: number) => readonly number[];
  /** Dual of a non-trivial blossom (doubled scale is already applied as in `dual`). */
  readonly blossomDual: (b: number) => number;
}

/**
 * Computes a maximum-weight matching of the graph whose edge k joins
 * `edgeU[k]` and `edgeV[k]` with weight `weights[k]`.
 *
 * @example
 * maxWeightMatchingNumeric(3, Int32Array.of(0, 1), Int32Array.of(1, 2), Float64Array.of(5, 6)).mate // → [-1, 2, 1]
 */
export function maxWeightMatchingNumeric(
  vertexCount: number,
  edgeU: Int32Array,
  edgeV: Int32Array,
  weights: Float64Array,
  options: NumericMatchingOptions = {},
): NumericMatching {
  const m = weights.length;
  const endpoint = new Int32Array(2 * m);
  for (let k = 0; k < m; k++) {
    endpoint[2 * k] = edgeU[k]!;
    endpoint[2 * k + 1] = edgeV[k]!;
  }
  const duals = new NumberDuals(vertexCount, endpoint, weights);
  const solution = solveMaxWeightMatching(vertexCount, endpoint, duals, {
    maxCardinality: options.maxCardinality ?? false,
    greedyStart: options.greedyStart ?? false,
    selfCheck: options.selfCheck ?? false,
  });
  const chains = solution.blossomsWithDual();
  return {
    mate: solution.mate,
    dual: duals.dual.slice(0, vertexCount),
    blossomsOf: (v) => chains[v]!,
    blossomDual: (b) => duals.dual[b]!,
  };
}

/** The dual variables on doubles (see `DualVariables` for what each method answers). */
class NumberDuals implements DualVariables {
  // weight[k]: twice edge k's weight, so that every dual stays an integer.
  private readonly weight: Float64Array;
  private readonly maxWeight: number;
  // dual[v] for vertices (u_v), dual[b] for non-trivial blossoms (z_b, halved as in Galil).
  // Invariant: slack(k) = dual[u] + dual[v] − weight[k] (+ blossom terms) ≥ 0; z_b ≥ 0.
  readonly dual: Float64Array;
  // scanned: slack of the edge last passed to scanIsTight.
  private scanned = 0;
  // delta, hasDelta: the best dual update offered since startDelta.
  private delta = 0;
  private hasDelta = false;

  constructor(
    n: number,
    private readonly endpoint: Int32Array,
    weights: Float64Array,
  ) {
    const m = weights.length;
    this.weight = new Float64Array(m);
    let maxWeight = 0;
    for (let k = 0; k < m; k++) {
      const w = weights[k]!;
      if (!(w >= 0) || !Number.isInteger(w) || w > MAX_NUMERIC_WEIGHT) throw new RangeError(`edge weight ${w} is not an integer in [0, 2^50]`);
      this.weight[k] = 2 * w;
      if (this.weight[k]! > maxWeight) maxWeight = this.weight[k]!;
    }
    this.maxWeight = maxWeight;
    this.dual = new Float64Array(2 * n);
    for (let v = 0; v < n; v++) this.dual[v] = maxWeight / 2;
  }

  private slack(k: number): number {
    return this.dual[this.endpoint[2 * k]!]! + this.dual[this.endpoint[2 * k + 1]!]! - this.weight[k]!;
  }

  isHeaviest(k: number): boolean {
    return this.weight[k] === this.maxWeight;
  }
  startStage(): void {}
  scanIsTight(v: number, w: number, k: number): boolean {
    this.scanned = this.dual[v]! + this.dual[w]! - this.weight[k]!;
    return this.scanned <= 0;
  }
  offerScannedToBlossom(_b: number, best: number): boolean {
    return best === -1 || this.scanned < this.slack(best);
  }
  offerScannedToVertex(_w: number, best: number): boolean {
    return best === -1 || this.scanned < this.slack(best);
  }
  slackBelow(k: number, l: number): boolean {
    return this.slack(k) < this.slack(l);
  }
  leastSlackFor(_b: number, edges: readonly number[]): number {
    let best = -1;
    let bestSlack = 0;
    for (const k of edges) {
      const s = this.slack(k);
      if (best === -1 || s < bestSlack) {
        best = k;
        bestSlack = s;
      }
    }
    return best;
  }
  vertexFreed(): void {}
  startDelta(): void {
    this.hasDelta = false;
  }
  offerLowestVertexDual(clampAtZero: boolean): void {
    const n = this.dual.length >> 1;
    let lowest = this.dual[0]!;
    for (let v = 1; v < n; v++) if (this.dual[v]! < lowest) lowest = this.dual[v]!;
    this.delta = clampAtZero && lowest < 0 ? 0 : lowest;
    this.hasDelta = true;
  }
  private offer(d: number): boolean {
    if (this.hasDelta && !(d < this.delta)) return false;
    this.delta = d;
    this.hasDelta = true;
    return true;
  }
  offerFreeVertexEdge(_v: number, best: number): boolean {
    return this.offer(this.slack(best));
  }
  offerBlossomEdge(_b: number, best: number): boolean {
    return this.offer(this.slack(best) / 2);
  }
  offerBlossomDual(b: number): boolean {
    return this.offer(this.dual[b]!);
  }
  commitDelta(): void {}
  lower(i: number): void {
    this.dual[i] = this.dual[i]! - this.delta;
  }
  raise(i: number): void {
    this.dual[i] = this.dual[i]! + this.delta;
  }
  isZero(b: number): boolean {
    return this.dual[b] === 0;
  }
  setZero(b: number): void {
    this.dual[b] = 0;
  }
  compareVertexDuals(v: number, ref: number): number {
    return Math.sign(this.dual[v]! - (ref === -1 ? 0 : this.dual[ref]!));
  }
  blossomDualSign(b: number): number {
    return Math.sign(this.dual[b]!);
  }
  edgeSlackSign(k: number, shared: readonly number[]): number {
    let s = this.slack(k);
    for (const b of shared) s += 2 * this.dual[b]!;
    return Math.sign(s);
  }
}
