/**
 * The best perfect pairing of a set of a large bracket's players (plus the
 * floater when the set is odd), by the numeric blossom matcher on the weights
 * of `large-bracket-weights.ts`, with the reduced costs its duals give.
 */

import { maxWeightMatchingNumeric } from '../matching/max-weight-matching-numeric';
import { edgesWithin, type PairTable } from './large-bracket-table';
import type { WeightScheme } from './large-bracket-weights';

export interface PerfectSolution {
  /** Edge indices of the pairs. */
  readonly pairs: number[];
  /** The member paired with the floater, or null. */
  readonly floated: number | null;
  readonly value: number[];
  /** Reduced cost of a pair of members under the solution's duals: positive = in no optimal pairing. */
  readonly slack: (u: number, v: number) => number;
}

export interface PerfectOptions {
  /** Pairs (table edges) that may be used (default: all). */
  readonly allowedEdge?: (e: number) => boolean;
  /** Players who may be the floater (default: all the table allows). */
  readonly allowedFloat?: (v: number) => boolean;
}

/** The best perfect pairing of `members` (plus the floater when odd), or null when none exists. */
export function solvePerfect(table: PairTable, scheme: WeightScheme, members: readonly number[], options: PerfectOptions = {}): PerfectSolution | null {
  const allowedEdge = options.allowedEdge ?? (() => true);
  const allowedFloat = options.allowedFloat ?? (() => true);
  const local = new Int32Array(table.n).fill(-1);
  members.forEach((v, i) => (local[v] = i));
  const withFloater = members.length % 2 === 1;
  const floater = members.length;
  const inSet = new Uint8Array(table.n);
  for (const v of members) inSet[v] = 1;
  const within = edgesWithin(table, inSet);
  const floatable = withFloater ? members.filter((v) => table.floaterAllowed[v] && allowedFloat(v)) : [];
  const capacity = within.length + floatable.length;
  const us = new Int32Array(capacity);
  const vs = new Int32Array(capacity);
  const ws = new Float64Array(capacity);
  let count = 0;
  for (const e of within) {
    if (!allowedEdge(e)) continue;
    us[count] = local[table.edgeU[e]!]!;
    vs[count] = local[table.edgeV[e]!]!;
    ws[count] = scheme.edgeWeight(e);
    count++;
  }
  const realEdges = count;
  for (const v of floatable) {
    us[count] = local[v]!;
    vs[count] = floater;
    ws[count] = scheme.floaterWeight(v);
    count++;
  }
  const shift = balance(ws.subarray(0, count), realEdges);
  const result = maxWeightMatchingNumeric(members.length + (withFloater ? 1 : 0), us.subarray(0, count), vs.subarray(0, count), ws.subarray(0, count), {
    maxCardinality: true,
    greedyStart: false,
  });
  const mate = result.mate;
  const pairs: number[] = [];
  let floated: number | null = null;
  for (let i = 0; i < members.length; i++) {
    const j = mate[i]!;
    if (j === -1) return null;
    if (j === floater) floated = members[i]!;
    else if (i < j) pairs.push(table.edgeAt(members[i]!, members[j]!));
  }
  const slack = (u: number, v: number): number => {
    const a = local[u]!;
    const b = local[v]!;
    let s = result.dual[a]! + result.dual[b]! - 2 * (scheme.edgeWeight(table.edgeAt(u, v)) + shift.real);
    const outer = result.blossomsOf(b);
    for (const blossom of result.blossomsOf(a)) if (outer.includes(blossom)) s += 2 * result.blossomDual(blossom);
    return s;
  };
  return { pairs, floated, value: scheme.value(pairs, floated), slack };
}

/**
 * Raises the pairs' weights (edges before `floaterStart`) or the floater's so that
 * both groups reach the same maximum, and returns both shifts. Every perfect
 * pairing has the same number of each kind, so the optimum does not move; but the
 * best pairs and the best floater choices then all start at zero slack, and the
 * matcher's greedy start can take them.
 */
export function balance(ws: Float64Array, floaterStart: number): { real: number; floater: number } {
  let realMax = -Infinity;
  let floaterMax = -Infinity;
  for (let k = 0; k < ws.length; k++) {
    if (k < floaterStart) realMax = Math.max(realMax, ws[k]!);
    else floaterMax = Math.max(floaterMax, ws[k]!);
  }
  if (realMax === -Infinity || floaterMax === -Infinity) return { real: 0, floater: 0 };
  const real = Math.max(0, floaterMax - realMax);
  const floater = Math.max(0, realMax - floaterMax);
  for (let k = 0; k < ws.length; k++) ws[k]! += k < floaterStart ? real : floater;
  return { real, floater };
}

/** Two pairings' criteria, block by block: equal means equally good. */
export function sameValue(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
