/**
 * The pair table of a large bracket: every compatible pair with each criteria
 * block's value, read from the table of `criteria.ts` through the same facts
 * (`bracket-facts.ts`) as the weighted matching's graph, and the "floater": the
 * one player an odd set leaves over. On its own that player floats down and, as
 * an unmatched vertex of the matching's graph, adds nothing; in the last bracket
 * it takes the PAB, whose edge has its own values (C5, C9) and exists, as in the
 * matching's graph, only for eligible players (C2).
 */

import { bracketFacts } from './bracket-facts';
import { criteriaBlocks, type CriterionBlock } from './criteria';
import { compatible, type Bracket, type RoundContext } from './round-context';

/** Why the route hands a bracket back to the weighted matching. */
export type Declined = string;

export interface PairTable {
  /** Players of the bracket; local index i is `bracket.members[i]`. */
  readonly n: number;
  readonly blocks: readonly CriterionBlock[];
  /** Edge e joins local players edgeU[e] < edgeV[e]. */
  readonly edgeU: Int32Array;
  readonly edgeV: Int32Array;
  /** values[k][e]: block k's value on edge e, or null when the block is `constant[k]` on every edge. */
  readonly values: readonly (Int32Array | null)[];
  readonly constant: readonly number[];
  /** edgeAt(u, v): the edge index of a compatible pair, −1 otherwise. */
  readonly edgeAt: (u: number, v: number) => number;
  /** May local player v be the one left over? */
  readonly floaterAllowed: Uint8Array;
  /** floaterValues[k][v]: block k's value when v is left over (0 on its own). */
  readonly floaterValues: readonly Int32Array[];
}

/** Largest bracket the route builds a full pair table for (memory: about 4·n² bytes). */
const MAX_BRACKET = 4000;

/** Block values stay well inside a double's exact integers once summed over a pairing. */
const MAX_VALUE = 2 ** 30;

/**
 * The table for a bracket paired alone (`last` false: the matching's `bracket`
 * scope) or as the last bracket with completion and the PAB (`complete` scope).
 */
export function pairTable(ctx: RoundContext, bracket: Bracket, { last }: { last: boolean }): PairTable | Declined {
  const members = bracket.members;
  const n = members.length;
  if (n > MAX_BRACKET) return 'too many players for a pair table';
  // The graph of either scope holds the bracket alone (plus the PAB vertex when last).
  const { shape, facts } = bracketFacts(ctx, bracket, members, { completion: last, pabReceiverCriterion: true });
  const blocks = criteriaBlocks(shape, ctx.omitted);
  const B = blocks.length;

  const index = new Int32Array(n * n).fill(-1);
  let m = 0;
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (!compatible(ctx, members[u]!, members[v]!)) continue;
      index[u * n + v] = m;
      index[v * n + u] = m;
      m++;
    }
  }
  const edgeU = new Int32Array(m);
  const edgeV = new Int32Array(m);
  const values: (Int32Array | null)[] = new Array<Int32Array | null>(B).fill(null);
  const constant = new Array<number>(B).fill(0);
  let e = 0;
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (index[u * n + v] === -1) continue;
      edgeU[e] = u;
      edgeV[e] = v;
      const f = facts('bracket', members[u]!, members[v]!);
      for (let k = 0; k < B; k++) {
        const value = blocks[k]!.value(f);
        if (!inRange(value)) return 'a criterion value out of range';
        const column = values[k];
        if (column !== null) column[e] = value;
        else if (e === 0) constant[k] = value;
        else if (value !== constant[k]) {
          const filled = new Int32Array(m);
          filled.fill(constant[k]!, 0, e);
          filled[e] = value;
          values[k] = filled;
        }
      }
      e++;
    }
  }
  const floaterAllowed = new Uint8Array(n).fill(1);
  const floaterValues = blocks.map(() => new Int32Array(n));
  if (last) {
    for (let v = 0; v < n; v++) {
      if (!ctx.players[members[v]!]!.canReceivePairingAllocatedBye) {
        floaterAllowed[v] = 0;
        continue;
      }
      const f = facts('bye', members[v]!, null);
      for (let k = 0; k < B; k++) {
        const value = blocks[k]!.value(f);
        if (!inRange(value)) return 'a criterion value out of range';
        floaterValues[k]![v] = value;
      }
    }
  }
  return { n, blocks, edgeU, edgeV, values, constant, edgeAt: (u, v) => index[u * n + v]!, floaterAllowed, floaterValues };
}

function inRange(value: number): boolean {
  return Number.isSafeInteger(value) && Math.abs(value) <= MAX_VALUE;
}

/** The table's edges with both ends in the set. */
export function edgesWithin(table: PairTable, inSet: Uint8Array): Int32Array {
  let count = 0;
  for (let e = 0; e < table.edgeU.length; e++) if (inSet[table.edgeU[e]!] && inSet[table.edgeV[e]!]) count++;
  const edges = new Int32Array(count);
  count = 0;
  for (let e = 0; e < table.edgeU.length; e++) if (inSet[table.edgeU[e]!] && inSet[table.edgeV[e]!]) edges[count++] = e;
  return edges;
}
