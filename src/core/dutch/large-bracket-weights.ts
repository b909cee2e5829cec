/**
 * The criteria of a large bracket as `number` weights (below 2^50), for a set of
 * players paired perfectly but for one floater.
 *
 * Every pairing considered pairs the whole set but the floater, so a block that
 * is the same on every pair is a constant (dropped unless the floater's edges
 * vary), and a block that is a sum of one value per player (C7, C14, C16, and
 * C18/C20 at a difference only a float-on has) depends only on who is left over:
 * it is carried by the floater's edges alone. Each kept block gets just the bits
 * its total can vary by, most significant first as in the table, so the criteria
 * of a big bracket fit in a double where the matching route needs hundreds of
 * bits.
 */

import { MAX_NUMERIC_WEIGHT } from '../matching/max-weight-matching-numeric';
import { bitLength } from './bracket-graph';
import { edgesWithin, type PairTable } from './large-bracket-table';

export interface WeightScheme {
  /** Weight of table edge e (both ends in the set). */
  readonly edgeWeight: (e: number) => number;
  /** Weight of the floater's edge to local player v (an allowed one). */
  readonly floaterWeight: (v: number) => number;
  /**
   * The criteria of a pairing, block by block (pairs as edge indices, the
   * floater's partner or null): equal means equally good.
   */
  readonly value: (pairs: readonly number[], floated: number | null) => number[];
}

interface KeptBlock {
  readonly k: number;
  readonly width: number;
  /** The pairs' part: the block's value minus this (null: carried by the floater, per player). */
  readonly pairBase: number | null;
  /** The floater's edge to v: its value in this block, minus `floaterBase`. */
  readonly floaterPart: (v: number) => number;
  readonly floaterBase: number;
}

/** The weights for pairing `members` (with a floater when `withFloater`), or null when they need more than 50 bits. */
export function weightScheme(table: PairTable, members: readonly number[], { withFloater }: { withFloater: boolean }): WeightScheme | null {
  const inSet = new Uint8Array(table.n);
  for (const v of members) inSet[v] = 1;
  const edges = edgesWithin(table, inSet);
  const floatable = withFloater ? members.filter((v) => table.floaterAllowed[v]) : [];
  const pairCount = Math.floor(members.length / 2);
  const kept: KeptBlock[] = [];
  for (let k = 0; k < table.blocks.length; k++) {
    const column = table.values[k];
    const own = table.floaterValues[k]!;
    let min = Infinity;
    let max = -Infinity;
    if (column !== null) {
      for (const e of edges) {
        const value = column[e]!;
        if (value < min) min = value;
        if (value > max) max = value;
      }
    }
    const pairsVary = max > min;
    const perPlayer = pairsVary ? perPlayerValues(table, column!, members, edges) : null;
    // The floater's part: its own value, less the per-player value it takes out of the pairs.
    const floaterPart = perPlayer === null ? (v: number) => own[v]! : (v: number) => own[v]! - perPlayer[v]!;
    let floaterLow = Infinity;
    let floaterHigh = -Infinity;
    for (const v of floatable) {
      const part = floaterPart(v);
      if (part < floaterLow) floaterLow = part;
      if (part > floaterHigh) floaterHigh = part;
    }
    const floaterRange = floatable.length > 0 ? floaterHigh - floaterLow : 0;
    const floaterBase = floatable.length > 0 ? floaterLow : 0;
    if (!pairsVary || perPlayer !== null) {
      // The pairs add a constant: only the floater's choice matters.
      if (floaterRange > 0) kept.push({ k, width: bitLength(floaterRange), pairBase: null, floaterPart, floaterBase });
      continue;
    }
    // A block's total over a pairing varies by at most the largest total "shortfall"
    // (max − value): bounded by the pairs, or by one shortfall per higher (lower) player.
    const range = Math.min(pairCount * (max - min), ...shortfallBounds(table, column!, edges, max)) + floaterRange;
    kept.push({ k, width: bitLength(range), pairBase: min, floaterPart, floaterBase });
  }
  const scales = new Array<number>(kept.length);
  let bits = 0;
  for (let i = kept.length - 1; i >= 0; i--) {
    scales[i] = 2 ** bits;
    bits += kept[i]!.width;
  }
  if (2 ** (bits + 1) > MAX_NUMERIC_WEIGHT) return null; // room for the shift of `balance`
  const pairBlocks = kept.flatMap((b, i) => (b.pairBase === null ? [] : [{ column: table.values[b.k]!, base: b.pairBase, scale: scales[i]! }]));
  const edgeWeight = (e: number): number => {
    let w = 0;
    for (const b of pairBlocks) w += b.scale * (b.column[e]! - b.base);
    return w;
  };
  const floaterWeight = (v: number): number => {
    let w = 0;
    kept.forEach((b, i) => (w += scales[i]! * (b.floaterPart(v) - b.floaterBase)));
    return w;
  };
  const value = (pairs: readonly number[], floated: number | null): number[] =>
    kept.map((b) => {
      const column = table.values[b.k];
      let total = column === null ? pairs.length * table.constant[b.k]! : 0;
      if (column !== null) for (const e of pairs) total += column[e]!;
      return total + (floated === null ? 0 : table.floaterValues[b.k]![floated]!);
    });
  return { edgeWeight, floaterWeight, value };
}

/** The sums of the largest shortfall per higher player and per lower player of the pairs. */
function shortfallBounds(table: PairTable, column: Int32Array, edges: Int32Array, max: number): [number, number] {
  const byHigher = new Float64Array(table.n);
  const byLower = new Float64Array(table.n);
  for (const e of edges) {
    const s = max - column[e]!;
    const u = table.edgeU[e]!;
    const v = table.edgeV[e]!;
    if (s > byHigher[u]!) byHigher[u] = s;
    if (s > byLower[v]!) byLower[v] = s;
  }
  let higher = 0;
  let lower = 0;
  for (let v = 0; v < table.n; v++) {
    higher += byHigher[v]!;
    lower += byLower[v]!;
  }
  return [higher, lower];
}

/**
 * When a block's value on every pair of the set is a(u) + a(v) for one integer a
 * per player, those values by local player (else null). Read off triangles, then
 * checked on every pair.
 */
function perPlayerValues(table: PairTable, column: Int32Array, members: readonly number[], edges: Int32Array): Float64Array | null {
  // Hubs: a few players compatible with each other; every player needs two hubs it may meet.
  const hubs: number[] = [];
  for (const v of members) {
    if (hubs.every((h) => table.edgeAt(h, v) !== -1)) hubs.push(v);
    if (hubs.length === 4) break;
  }
  if (hubs.length < 3) return null;
  const value = (u: number, v: number): number => column[table.edgeAt(u, v)]!;
  const byPlayer = new Float64Array(table.n);
  for (const v of members) {
    const near = hubs.filter((h) => h !== v && table.edgeAt(h, v) !== -1);
    if (near.length < 2) return null;
    const [h1, h2] = near as [number, number];
    const twice = value(v, h1) + value(v, h2) - value(h1, h2);
    if (twice % 2 !== 0) return null;
    byPlayer[v] = twice / 2;
  }
  for (const e of edges) if (column[e] !== byPlayer[table.edgeU[e]!]! + byPlayer[table.edgeV[e]!]!) return null;
  return byPlayer;
}
