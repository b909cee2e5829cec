/**
 * The homogeneous remainder of a large bracket (or a homogeneous bracket): S1′ = S1
 * proven, then the earliest S2 transposition among the optimal pairings.
 *
 * - **S1′ = S1.** S1 (the first ⌊n/2⌋ players) is paired against S2 by a
 *   bipartite matching on the criteria weights. When no pairing of the whole set
 *   does better, S1′ = S1 (no exchange: nothing comes earlier in Art. 4). Usually
 *   the bipartite duals prove it: shifted by one constant between S1 and S2 they
 *   stay feasible on every pair inside S1 and inside S2, an optimality
 *   certificate for the whole set. Otherwise a general matching gives the optimum
 *   to compare with.
 * - **The earliest transposition.** The bipartite duals also say which pairs can
 *   be in an optimal pairing (zero reduced cost: the "tight" graph). Through S1
 *   in order, each player takes the earliest S2 player with whom everyone else
 *   can still be paired optimally: an alternating path in the tight graph from
 *   the current witness matching, which is then switched along it.
 */

import { maxWeightMatchingNumeric } from '../matching/max-weight-matching-numeric';
import { balance, sameValue, solvePerfect } from './large-bracket-perfect';
import type { Declined, PairTable } from './large-bracket-table';
import { weightScheme, type WeightScheme } from './large-bracket-weights';

export interface RemainderPairing {
  /** Pairs of local players, S1 first. */
  readonly pairs: [number, number][];
  /** The floater of an odd set, if any. */
  readonly unpaired: number[];
}

/** The bipartite optimum of S1 (plus the floater) against S2, with its duals. */
interface BipartiteOptimum {
  readonly s1: readonly number[];
  readonly s2: readonly number[];
  /** Left vertices: 0..p−1 are S1, p the floater (odd sets); right vertex j is `left + j`. */
  readonly left: number;
  readonly mate: Int32Array;
  readonly dual: Float64Array;
  /** The edges given to the matcher (weights shifted by `balance`). */
  readonly us: Int32Array;
  readonly vs: Int32Array;
  readonly ws: Float64Array;
  readonly shift: { readonly real: number; readonly floater: number };
}

/** `members` in bracket order (local indices); the pairing the weighted matching would choose, or why not. */
export function pairRemainder(table: PairTable, members: readonly number[]): RemainderPairing | Declined {
  const withFloater = members.length % 2 === 1;
  const scheme = weightScheme(table, members, { withFloater });
  if (scheme === null) return 'the criteria need more than 50 bits';
  const optimum = bipartiteOptimum(table, scheme, members);
  for (let i = 0; i < optimum.left; i++) if (optimum.mate[i] === -1) return 'S1 cannot all be paired with S2: exchanges';
  const proof = provenWithoutExchange(table, scheme, members, optimum);
  if (proof !== true) return proof;
  return earliestTransposition(optimum);
}

function bipartiteOptimum(table: PairTable, scheme: WeightScheme, members: readonly number[]): BipartiteOptimum {
  const p = Math.floor(members.length / 2);
  const withFloater = members.length % 2 === 1;
  // S1 (the first p members) against S2, with the floater on S1's side.
  const s1 = members.slice(0, p);
  const s2 = members.slice(p);
  const left = s1.length + (withFloater ? 1 : 0);
  const capacity = p * s2.length + (withFloater ? s2.length : 0);
  const us = new Int32Array(capacity);
  const vs = new Int32Array(capacity);
  const ws = new Float64Array(capacity);
  let count = 0;
  for (let i = 0; i < p; i++) {
    for (let j = 0; j < s2.length; j++) {
      const e = table.edgeAt(s1[i]!, s2[j]!);
      if (e === -1) continue;
      us[count] = i;
      vs[count] = left + j;
      ws[count] = scheme.edgeWeight(e);
      count++;
    }
  }
  const realEdges = count;
  if (withFloater) {
    for (let j = 0; j < s2.length; j++) {
      if (!table.floaterAllowed[s2[j]!]) continue;
      us[count] = p;
      vs[count] = left + j;
      ws[count] = scheme.floaterWeight(s2[j]!);
      count++;
    }
  }
  const shift = balance(ws.subarray(0, count), realEdges);
  const matched = maxWeightMatchingNumeric(left + s2.length, us.subarray(0, count), vs.subarray(0, count), ws.subarray(0, count), {
    maxCardinality: true,
    greedyStart: true,
  });
  return { s1, s2, left, mate: matched.mate, dual: matched.dual, us: us.subarray(0, count), vs: vs.subarray(0, count), ws: ws.subarray(0, count), shift };
}

/**
 * True when the bipartite optimum is the optimum over every pairing of the set
 * (S1′ = S1). Usually its duals prove it: shifted by a constant between the two
 * sides, they stay feasible on the pairs inside S1 (and the floater's with S1)
 * and inside S2. Otherwise the general matching gives the optimum to compare with.
 */
function provenWithoutExchange(table: PairTable, scheme: WeightScheme, members: readonly number[], optimum: BipartiteOptimum): true | Declined {
  const { s1, s2, left, mate, dual, shift } = optimum;
  const p = s1.length;
  const withFloater = left > p;
  let insideS1 = Infinity;
  let insideS2 = Infinity;
  for (let a = 0; a < p; a++) {
    for (let b = a + 1; b < p; b++) {
      const e = table.edgeAt(s1[a]!, s1[b]!);
      if (e !== -1) insideS1 = Math.min(insideS1, dual[a]! + dual[b]! - 2 * (scheme.edgeWeight(e) + shift.real));
    }
    if (withFloater && table.floaterAllowed[s1[a]!]) insideS1 = Math.min(insideS1, dual[a]! + dual[p]! - 2 * (scheme.floaterWeight(s1[a]!) + shift.floater));
  }
  for (let a = 0; a < s2.length; a++) {
    for (let b = a + 1; b < s2.length; b++) {
      const e = table.edgeAt(s2[a]!, s2[b]!);
      if (e !== -1) insideS2 = Math.min(insideS2, dual[left + a]! + dual[left + b]! - 2 * (scheme.edgeWeight(e) + shift.real));
    }
  }
  if (insideS1 + insideS2 >= 0) return true;
  const best = solvePerfect(table, scheme, members);
  if (best === null) return 'the remainder cannot all be paired';
  const bipartitePairs: number[] = [];
  for (let i = 0; i < p; i++) bipartitePairs.push(table.edgeAt(s1[i]!, s2[mate[i]! - left]!));
  const bipartiteFloated = withFloater ? s2[mate[p]! - left]! : null;
  return sameValue(scheme.value(bipartitePairs, bipartiteFloated), best.value) ? true : 'the optimum needs an exchange';
}

/**
 * The earliest transposition among the optimal pairings (zero reduced cost):
 * through S1 in order, each player takes the earliest tight S2 partner for which
 * an alternating path in the tight graph keeps the witness matching optimal.
 */
function earliestTransposition(optimum: BipartiteOptimum): RemainderPairing {
  const { s1, s2, left, mate, dual, us, vs, ws } = optimum;
  const p = s1.length;
  const tight: number[][] = Array.from({ length: left }, () => []); // right indices, ascending
  for (let k = 0; k < ws.length; k++) {
    const i = us[k]!;
    const j = vs[k]! - left;
    if (dual[i]! + dual[left + j]! === 2 * ws[k]!) tight[i]!.push(j);
  }
  for (const list of tight) list.sort((a, b) => a - b);
  const matchLeft = new Int32Array(left);
  const matchRight = new Int32Array(s2.length).fill(-1);
  for (let i = 0; i < left; i++) {
    matchLeft[i] = mate[i]! - left;
    matchRight[matchLeft[i]!] = i;
  }
  const fixedLeft = new Uint8Array(left);
  const fixedRight = new Uint8Array(s2.length);
  const visited = new Int32Array(left).fill(-1); // visited[i] = the S1 player whose search reached i
  const dead = new Int32Array(left).fill(-1); // dead[i] = x: i cannot reach x's current partner
  const parentLeft = new Int32Array(left); // on a search path: the S1 player who takes i's partner
  const stack = new Int32Array(left);
  for (let x = 0; x < p; x++) {
    const target = matchLeft[x]!;
    let chosen = -1;
    for (const y of tight[x]!) {
      if (fixedRight[y]) continue;
      if (y === target) {
        chosen = y;
        break;
      }
      const start = matchRight[y]!;
      if (dead[start] === x) continue;
      // Alternating path from `start` (who loses y) to `target` (which x frees), avoiding fixed players and x.
      let found = -1;
      let top = 0;
      stack[top++] = start;
      visited[start] = x;
      const reached: number[] = [start];
      while (top > 0 && found === -1) {
        const i = stack[--top]!;
        for (const z of tight[i]!) {
          if (fixedRight[z] || z === matchLeft[i]) continue;
          if (z === target) {
            found = i;
            break;
          }
          const owner = matchRight[z]!;
          if (owner === x || fixedLeft[owner] || visited[owner] === x || dead[owner] === x) continue;
          visited[owner] = x;
          parentLeft[owner] = i; // i would take owner's partner z
          reached.push(owner);
          stack[top++] = owner;
        }
      }
      if (found === -1) {
        for (const i of reached) dead[i] = x;
        for (const i of reached) visited[i] = -1;
        continue;
      }
      // Flip the path: `found` takes target; each predecessor takes the partner its successor gave up.
      let i = found;
      let give = target;
      for (;;) {
        const previous = matchLeft[i]!;
        matchLeft[i] = give;
        matchRight[give] = i;
        if (i === start) break;
        give = previous;
        i = parentLeft[i]!;
      }
      for (const r of reached) visited[r] = -1;
      matchLeft[x] = y;
      matchRight[y] = x;
      chosen = y;
      break;
    }
    if (chosen === -1) throw new Error('large bracket: no optimal partner left for an S1 player (the witness should always serve)');
    fixedLeft[x] = 1;
    fixedRight[chosen] = 1;
  }
  const pairs: [number, number][] = [];
  for (let x = 0; x < p; x++) pairs.push([s1[x]!, s2[matchLeft[x]!]!]);
  const unpaired = left > p ? [s2[matchLeft[p]!]!] : [];
  return { pairs, unpaired };
}
