/**
 * A large bracket paired exactly as the weighted-matching route would pair it
 * (`solveBracket` on the bracket alone, or on the last bracket with completion
 * and the PAB), without the route's wide `bigint` weights.
 *
 * The matching route encodes, below the criteria blocks of `criteria.ts`, the
 * Art. 4 order in low-order bits: for the MDPs, pair the lowest-numbered ones,
 * each with the earliest resident; for the homogeneous remainder, fewest
 * exchanges first (a pairing is identified with S1′ = the lower bracket number
 * of each pair), then for each S1′ player in order the earliest partner. Those
 * bits make the weights hundreds or thousands of bits wide, and a matching on
 * them took minutes for a bracket of a few hundred players.
 *
 * Here the same answer is built in steps, each exact:
 * 1. **Criteria in a double.** Inside one bracket only a few blocks vary (colour
 *    preferences, floats), so once the constant blocks are dropped and each kept
 *    block gets just the bits its total can vary by, the criteria fit in 50 bits.
 *    Every pairing considered pairs the whole set but one "floater" (the player
 *    left over: a downfloater, or in the last bracket the PAB receiver), so a
 *    block that is one value per player (C7, C14, C16) depends only on who
 *    floats and rides on the floater's edges.
 * 2. **S1′ = S1.** The remainder's S1 (its first ⌊n/2⌋ players) is paired against
 *    S2 by a bipartite matching on those weights. When no pairing of the whole set
 *    does better, S1′ = S1 (no exchange: nothing comes earlier in Art. 4). Usually
 *    the bipartite duals prove it: shifted by one constant between S1 and S2 they
 *    stay feasible on every pair inside S1 and inside S2, an optimality certificate
 *    for the whole set. Otherwise a general matching gives the optimum to compare.
 * 3. **The earliest transposition.** The bipartite duals also say which pairs can
 *    be in an optimal pairing (zero reduced cost: the "tight" graph). Through S1 in
 *    order, each player takes the earliest S2 player with whom everyone else can
 *    still be paired optimally: an alternating path in the tight graph from the
 *    current witness matching, which is then switched along it.
 *
 * MDPs (a heterogeneous bracket) come first: the optimum of the whole bracket by
 * a general matching, who floats (a resident if possible, else the latest MDP),
 * then for each MDP in order the earliest resident with whom the optimum is still
 * reachable (pairs of positive reduced cost are out at once; the witness's own
 * partner is in at once; any other is checked by solving the rest). Whatever
 * falls outside these cases (no perfect pairing, an MDP that can only meet
 * another MDP, an exchange, criteria wider than 50 bits) is handed back, and the
 * weighted-matching route decides.
 */

import { maxWeightMatchingNumeric, MAX_NUMERIC_WEIGHT } from '../matching/max-weight-matching-numeric';
import type { Colour } from '../model';
import { colourOutcome } from './colour';
import { criteriaBlocks, type BracketShape, type CriterionBlock, type EdgeFacts } from './criteria';
import type { PlayerState } from './player-state';

export interface LargeBracketInput {
  /** Every player of the round, by rank (score, then pairing number). */
  readonly players: readonly PlayerState[];
  readonly initialColour: Colour;
  /** C1 and C3 (and forbidden pairs): may these two players meet? */
  readonly compatible: (a: number, b: number) => boolean;
  /** Told "solved", or why this route declined (tests use it to see the route at work). */
  readonly report?: (outcome: string) => void;
}

export interface LargeBracketPairing {
  readonly pairs: [number, number][];
  /** Players left over: downfloaters (on its own) or the PAB receiver (last bracket). */
  readonly unpaired: number[];
}

/** Why the route hands a bracket back to the weighted matching. */
type Declined = string;

/**
 * The pairing `solveBracket(…, bracketOnly)` would return for this bracket, or
 * null when this route cannot prove it (the caller then runs the matching).
 * `bracket` holds rank indices in ascending order; `mdps` those that are MDPs.
 */
export function pairBracketAlone(input: LargeBracketInput, bracket: readonly number[], mdps: ReadonlySet<number>): LargeBracketPairing | null {
  return reported(input, pairLargeBracket(input, bracket, mdps, false));
}

/**
 * The last bracket (nothing below it), paired with completion as `solveBracket(…, full)`
 * does: everyone paired, the pairing-allocated bye (when the round needs one) to an
 * eligible player by C5 and C9. `unpaired` is then the PAB receiver.
 */
export function pairLastBracket(input: LargeBracketInput, bracket: readonly number[], mdps: ReadonlySet<number>, byeNeeded: boolean): LargeBracketPairing | null {
  if (byeNeeded !== (bracket.length % 2 === 1)) return reported(input, 'the PAB and the bracket size disagree');
  return reported(input, pairLargeBracket(input, bracket, mdps, true));
}

function reported(input: LargeBracketInput, outcome: LargeBracketPairing | Declined): LargeBracketPairing | null {
  input.report?.(typeof outcome === 'string' ? outcome : 'solved');
  return typeof outcome === 'string' ? null : outcome;
}

function pairLargeBracket(input: LargeBracketInput, bracket: readonly number[], mdps: ReadonlySet<number>, last: boolean): LargeBracketPairing | Declined {
  if (bracket.length < 2) return 'a bracket of one';
  const graph = bracketGraph(input, bracket, mdps, last);
  if (typeof graph === 'string') return graph;
  const n = bracket.length;
  const fixedPairs: [number, number][] = []; // local indices
  const unpaired: number[] = []; // local indices
  const isMdp = bracket.map((x) => mdps.has(x));
  let remainder: number[] = [];
  for (let i = 0; i < n; i++) if (!isMdp[i]) remainder.push(i);

  if (isMdp.some(Boolean)) {
    const settled = settleMdps(graph, isMdp);
    if (typeof settled === 'string') return settled;
    fixedPairs.push(...settled.pairs);
    unpaired.push(...settled.unpaired);
    const taken = new Set(settled.pairs.map(([, r]) => r));
    remainder = remainder.filter((r) => !taken.has(r));
  }
  if (remainder.length >= 2) {
    const result = homogeneous(graph, remainder);
    if (typeof result === 'string') return result;
    fixedPairs.push(...result.pairs);
    unpaired.push(...result.unpaired);
  } else {
    if (last && remainder.length === 1 && !graph.floaterAllowed[remainder[0]!]) return 'the one resident left may not take the PAB';
    unpaired.push(...remainder);
  }
  const pairs: [number, number][] = fixedPairs.map(([a, b]) => (a < b ? [bracket[a]!, bracket[b]!] : [bracket[b]!, bracket[a]!]));
  pairs.sort((x, y) => x[0] - y[0]);
  return { pairs, unpaired: unpaired.map((i) => bracket[i]!).sort((a, b) => a - b) };
}

// ---------------------------------------------------------------------------
// The bracket's edges and their criteria values.

/**
 * Compatible pairs of the bracket (local indices u < v) with each block's value,
 * and the "floater": the one player an odd set leaves over. On its own that player
 * floats down and adds nothing; in the last bracket it takes the PAB, whose edge has
 * its own values (C5, C9) and exists only for eligible players (C2).
 */
interface BracketGraph {
  readonly n: number;
  readonly blocks: readonly CriterionBlock[];
  readonly edgeU: Int32Array;
  readonly edgeV: Int32Array;
  /** values[k][e]: block k's value on edge e, or null when the block is `constant[k]` on every edge. */
  readonly values: readonly (Int32Array | null)[];
  readonly constant: readonly number[];
  /** edgeAt(u, v): the edge index of a compatible pair, −1 otherwise. */
  readonly edgeAt: (u: number, v: number) => number;
  /** May local vertex v be the one left over? */
  readonly floaterAllowed: Uint8Array;
  /** floaterValues[k][v]: block k's value when v is left over (0 on its own). */
  readonly floaterValues: readonly Int32Array[];
}

/** Largest bracket the route builds a full pair table for (memory: about 4·n² bytes). */
const MAX_BRACKET = 4000;

function bracketGraph(input: LargeBracketInput, bracket: readonly number[], mdps: ReadonlySet<number>, last: boolean): BracketGraph | Declined {
  const n = bracket.length;
  if (n > MAX_BRACKET) return 'too many players for a pair table';
  const P = input.players;
  // The shape solveBracket gives this bracket (its graph is the bracket alone, plus the PAB vertex when last).
  const mdpScores = [...new Set(bracket.filter((i) => mdps.has(i)).map((i) => P[i]!.score))].sort((a, b) => b - a);
  const bracketScores = [...new Set(bracket.map((i) => P[i]!.score))].sort((a, b) => b - a);
  let maxScore = -Infinity;
  let minScore = Infinity;
  let maxUnplayed = 0;
  for (const i of bracket) {
    maxScore = Math.max(maxScore, P[i]!.score);
    minScore = Math.min(minScore, P[i]!.score);
    maxUnplayed = Math.max(maxUnplayed, P[i]!.unplayedRounds);
  }
  const shape: BracketShape = {
    mdpLevels: mdpScores.length,
    bracketLevels: bracketScores.length,
    completion: last,
    pabReceiverCriterion: true,
    maxScore,
    minScore,
    maxUnplayed,
    maxScoreDifference: Math.max(0, P[bracket[0]!]!.score - P[bracket[n - 1]!]!.score),
  };
  const blocks = criteriaBlocks(shape);
  const B = blocks.length;
  const level = bracket.map((x) => (mdps.has(x) ? mdpScores.indexOf(P[x]!.score) : -1));
  const checked = (value: number): number => {
    if (!Number.isSafeInteger(value) || Math.abs(value) > 2 ** 30) throw new RangeError('criterion value out of range');
    return value;
  };

  const index = new Int32Array(n * n).fill(-1);
  let m = 0;
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (!input.compatible(bracket[u]!, bracket[v]!)) continue;
      index[u * n + v] = m;
      index[v * n + u] = m;
      m++;
    }
  }
  const edgeU = new Int32Array(m);
  const edgeV = new Int32Array(m);
  const values: (Int32Array | null)[] = new Array<Int32Array | null>(B).fill(null);
  const constant = new Array<number>(B).fill(0);
  try {
    let e = 0;
    for (let u = 0; u < n; u++) {
      const hi = P[bracket[u]!]!;
      for (let v = u + 1; v < n; v++) {
        if (index[u * n + v] === -1) continue;
        edgeU[e] = u;
        edgeV[e] = v;
        const lo = P[bracket[v]!]!;
        const facts: EdgeFacts = {
          kind: 'bracket',
          high: hi,
          low: lo,
          highMdpLevel: level[u]!,
          lowMdpLevel: level[v]!,
          lookaheadLevel: -1,
          highInBracket: true,
          highIsResident: level[u] === -1,
          lowIsResident: level[v] === -1,
          colours: colourOutcome(hi, lo, input.initialColour),
        };
        for (let k = 0; k < B; k++) {
          const value = checked(blocks[k]!.value(facts));
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
  } catch (error) {
    if (error instanceof RangeError) return 'a criterion value out of range';
    throw error;
  }
  const floaterAllowed = new Uint8Array(n).fill(1);
  const floaterValues = blocks.map(() => new Int32Array(n));
  if (last) {
    for (let v = 0; v < n; v++) {
      const player = P[bracket[v]!]!;
      if (!player.canReceivePairingAllocatedBye) {
        floaterAllowed[v] = 0;
        continue;
      }
      const facts: EdgeFacts = {
        kind: 'bye',
        high: player,
        low: null,
        highMdpLevel: level[v]!,
        lowMdpLevel: -1,
        lookaheadLevel: -1,
        highInBracket: true,
        highIsResident: level[v] === -1,
        lowIsResident: false,
        colours: null,
      };
      for (let k = 0; k < B; k++) {
        const value = blocks[k]!.value(facts);
        if (!Number.isSafeInteger(value) || Math.abs(value) > 2 ** 30) return 'a criterion value out of range';
        floaterValues[k]![v] = value;
      }
    }
  }
  return { n, blocks, edgeU, edgeV, values, constant, edgeAt: (u, v) => index[u * n + v]!, floaterAllowed, floaterValues };
}

// ---------------------------------------------------------------------------
// Criteria weights for a set of players paired perfectly (plus the floater).

/**
 * How the criteria of a vertex set become `number` weights. Every pairing
 * considered pairs the whole set but the floater's partner, so a block that is
 * the same on every pair is a constant (dropped unless the floater's edges vary),
 * and a block that is a sum of one value per player (C7, C14, C16) depends only
 * on who is left over: it is carried by the floater's edges alone. Each kept
 * block gets just the bits its total can vary by, so the criteria of a big
 * bracket fit in a double.
 */
interface WeightScheme {
  /** Weight of bracket edge e (both ends in the set). */
  readonly edgeWeight: (e: number) => number;
  /** Weight of the floater's edge to local vertex v (an allowed one). */
  readonly floaterWeight: (v: number) => number;
  /** The criteria of a pairing, block by block (pairs as edge indices, the floater's partner or null): equal means equally good. */
  readonly value: (pairs: readonly number[], floated: number | null) => number[];
}

interface KeptBlock {
  readonly k: number;
  readonly scale: number;
  /** The pairs' part: the block's value minus this (null: carried by the floater, per player). */
  readonly pairBase: number | null;
  /** The floater's edge to v: its value in this block, minus `floaterBase`. */
  readonly floaterPart: (v: number) => number;
  readonly floaterBase: number;
}

function weightScheme(graph: BracketGraph, members: readonly number[], withFloater: boolean): WeightScheme | null {
  const inSet = new Uint8Array(graph.n);
  for (const v of members) inSet[v] = 1;
  const edges = edgesWithin(graph, inSet);
  const floatable = withFloater ? members.filter((v) => graph.floaterAllowed[v]) : [];
  const pairCount = Math.floor(members.length / 2);
  const kept: { k: number; width: number; pairBase: number | null; floaterPart: (v: number) => number; floaterBase: number }[] = [];
  for (let k = 0; k < graph.blocks.length; k++) {
    const column = graph.values[k];
    const own = graph.floaterValues[k]!;
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
    const perPlayer = pairsVary ? perPlayerValues(graph, column!, members, edges) : null;
    // The floater's part: its own value, less the per-player value it takes out of the pairs.
    const floaterPart = perPlayer === null ? (v: number) => own[v]! : (v: number) => own[v]! - perPlayer.get(v)!;
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
    const shortfallByHigher = new Map<number, number>();
    const shortfallByLower = new Map<number, number>();
    for (const e of edges) {
      const s = max - column![e]!;
      const u = graph.edgeU[e]!;
      const v = graph.edgeV[e]!;
      if (s > (shortfallByHigher.get(u) ?? 0)) shortfallByHigher.set(u, s);
      if (s > (shortfallByLower.get(v) ?? 0)) shortfallByLower.set(v, s);
    }
    let byHigher = 0;
    for (const s of shortfallByHigher.values()) byHigher += s;
    let byLower = 0;
    for (const s of shortfallByLower.values()) byLower += s;
    const range = Math.min(pairCount * (max - min), byHigher, byLower) + floaterRange;
    kept.push({ k, width: bitLength(range), pairBase: min, floaterPart, floaterBase });
  }
  let bits = 0;
  const blocks: KeptBlock[] = new Array<KeptBlock>(kept.length);
  for (let i = kept.length - 1; i >= 0; i--) {
    const block = kept[i]!;
    blocks[i] = { k: block.k, scale: 2 ** bits, pairBase: block.pairBase, floaterPart: block.floaterPart, floaterBase: block.floaterBase };
    bits += block.width;
  }
  if (2 ** (bits + 1) > MAX_NUMERIC_WEIGHT) return null; // room for the shift of `balance`
  const pairBlocks = blocks.filter((b) => b.pairBase !== null);
  const edgeWeight = (e: number): number => {
    let w = 0;
    for (const b of pairBlocks) w += b.scale * (graph.values[b.k]![e]! - b.pairBase!);
    return w;
  };
  const floaterWeight = (v: number): number => {
    let w = 0;
    for (const b of blocks) w += b.scale * (b.floaterPart(v) - b.floaterBase);
    return w;
  };
  const value = (pairs: readonly number[], floated: number | null): number[] =>
    blocks.map((b) => {
      const column = graph.values[b.k];
      let total = column === null ? pairs.length * graph.constant[b.k]! : 0;
      if (column !== null) for (const e of pairs) total += column[e]!;
      return total + (floated === null ? 0 : graph.floaterValues[b.k]![floated]!);
    });
  return { edgeWeight, floaterWeight, value };
}

/**
 * When a block's value on every pair of the set is a(u) + a(v) for one integer a
 * per player, those values (else null). Read off triangles, then checked on every pair.
 */
function perPlayerValues(graph: BracketGraph, column: Int32Array, members: readonly number[], edges: Int32Array): Map<number, number> | null {
  // Hubs: a few players compatible with each other; every player needs two hubs it may meet.
  const hubs: number[] = [];
  for (const v of members) {
    if (hubs.every((h) => graph.edgeAt(h, v) !== -1)) hubs.push(v);
    if (hubs.length === 4) break;
  }
  if (hubs.length < 3) return null;
  const value = (u: number, v: number): number => column[graph.edgeAt(u, v)]!;
  const a = new Map<number, number>();
  const byVertex = new Float64Array(graph.n);
  for (const v of members) {
    const near = hubs.filter((h) => h !== v && graph.edgeAt(h, v) !== -1);
    if (near.length < 2) return null;
    const [h1, h2] = near as [number, number];
    const twice = value(v, h1) + value(v, h2) - value(h1, h2);
    if (twice % 2 !== 0) return null;
    a.set(v, twice / 2);
    byVertex[v] = twice / 2;
  }
  for (const e of edges) if (column[e] !== byVertex[graph.edgeU[e]!]! + byVertex[graph.edgeV[e]!]!) return null;
  return a;
}

/** The bracket's edges with both ends in the set. */
function edgesWithin(graph: BracketGraph, inSet: Uint8Array): Int32Array {
  let count = 0;
  for (let e = 0; e < graph.edgeU.length; e++) if (inSet[graph.edgeU[e]!] && inSet[graph.edgeV[e]!]) count++;
  const edges = new Int32Array(count);
  count = 0;
  for (let e = 0; e < graph.edgeU.length; e++) if (inSet[graph.edgeU[e]!] && inSet[graph.edgeV[e]!]) edges[count++] = e;
  return edges;
}

function bitLength(x: number): number {
  let bits = 0;
  while (x >= 1) {
    x = Math.floor(x / 2);
    bits++;
  }
  return bits;
}

// ---------------------------------------------------------------------------
// Solving a perfect pairing (with the floater when the set is odd).

interface PerfectSolution {
  /** Edge indices of the pairs. */
  readonly pairs: number[];
  /** The member paired with the floater, or null. */
  readonly floated: number | null;
  readonly value: number[];
  /** Reduced cost of a pair of members under the solution's duals: positive = in no optimal pairing. */
  readonly slack: (u: number, v: number) => number;
}

/**
 * The best perfect pairing of `members` (plus the floater when odd), on the
 * general graph, or null when no perfect pairing exists. `allowed` filters pairs.
 */
function solvePerfect(
  graph: BracketGraph,
  scheme: WeightScheme,
  members: readonly number[],
  allowedEdge: (e: number) => boolean = () => true,
  allowedFloat: (v: number) => boolean = () => true,
): PerfectSolution | null {
  const local = new Int32Array(graph.n).fill(-1);
  members.forEach((v, i) => (local[v] = i));
  const withFloater = members.length % 2 === 1;
  const floater = members.length;
  const inSet = new Uint8Array(graph.n);
  for (const v of members) inSet[v] = 1;
  const within = edgesWithin(graph, inSet);
  const floatable = withFloater ? members.filter((v) => graph.floaterAllowed[v] && allowedFloat(v)) : [];
  const capacity = within.length + floatable.length;
  const us = new Int32Array(capacity);
  const vs = new Int32Array(capacity);
  const ws = new Float64Array(capacity);
  let count = 0;
  for (const e of within) {
    if (!allowedEdge(e)) continue;
    us[count] = local[graph.edgeU[e]!]!;
    vs[count] = local[graph.edgeV[e]!]!;
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
    else if (i < j) pairs.push(graph.edgeAt(members[i]!, members[j]!));
  }
  const slack = (u: number, v: number): number => {
    const a = local[u]!;
    const b = local[v]!;
    let s = result.dual[a]! + result.dual[b]! - 2 * (scheme.edgeWeight(graph.edgeAt(u, v)) + shift.real);
    const outer = result.blossomsOf(b);
    for (const blossom of result.blossomsOf(a)) if (outer.includes(blossom)) s += 2 * result.blossomDual(blossom);
    return s;
  };
  return { pairs, floated, value: scheme.value(pairs, floated), slack };
}

/**
 * Raises the pairs' weights (edges before `floaterStart`) or the floater's so that
 * both groups reach the same maximum, and returns the pairs' shift. Every perfect
 * pairing has the same number of each kind, so the optimum does not move; but the
 * best pairs and the best floater choices then all start at zero slack, and the
 * matcher's greedy start can take them.
 */
function balance(ws: Float64Array, floaterStart: number): { real: number; floater: number } {
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

function sameValue(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

// ---------------------------------------------------------------------------
// The homogeneous remainder: S1′ = S1, then the earliest transposition.

function homogeneous(graph: BracketGraph, members: readonly number[]): { pairs: [number, number][]; unpaired: number[] } | Declined {
  const size = members.length;
  const p = Math.floor(size / 2);
  const withFloater = size % 2 === 1;
  const scheme = weightScheme(graph, members, withFloater);
  if (scheme === null) return 'the criteria need more than 50 bits';

  // S1 (the first p members) against S2, bipartite, with the floater on S1's side.
  const s1 = members.slice(0, p);
  const s2 = members.slice(p);
  const left = s1.length + (withFloater ? 1 : 0); // left vertices 0..p−1 (S1), p (floater)
  const capacity = p * s2.length + (withFloater ? s2.length : 0);
  const us = new Int32Array(capacity);
  const vs = new Int32Array(capacity);
  const ws = new Float64Array(capacity);
  let count = 0;
  for (let i = 0; i < p; i++) {
    for (let j = 0; j < s2.length; j++) {
      const e = graph.edgeAt(s1[i]!, s2[j]!);
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
      if (!graph.floaterAllowed[s2[j]!]) continue;
      us[count] = p;
      vs[count] = left + j;
      ws[count] = scheme.floaterWeight(s2[j]!);
      count++;
    }
  }
  const shift = balance(ws.subarray(0, count), realEdges);
  const bipartite = maxWeightMatchingNumeric(left + s2.length, us.subarray(0, count), vs.subarray(0, count), ws.subarray(0, count), {
    maxCardinality: true,
    greedyStart: true,
  });
  const mate = bipartite.mate;
  const dual = bipartite.dual;
  for (let i = 0; i < left; i++) if (mate[i] === -1) return 'S1 cannot all be paired with S2: exchanges';

  // S1′ = S1 when the bipartite optimum is the optimum over every pairing of the set.
  // Usually its duals prove it: shifted by a constant between the two sides, they stay
  // feasible on the pairs inside S1 (and the floater's with S1) and inside S2. Otherwise
  // the general matching gives the optimum to compare with.
  let insideS1 = Infinity;
  let insideS2 = Infinity;
  for (let a = 0; a < p; a++) {
    for (let b = a + 1; b < p; b++) {
      const e = graph.edgeAt(s1[a]!, s1[b]!);
      if (e !== -1) insideS1 = Math.min(insideS1, dual[a]! + dual[b]! - 2 * (scheme.edgeWeight(e) + shift.real));
    }
    if (withFloater && graph.floaterAllowed[s1[a]!]) insideS1 = Math.min(insideS1, dual[a]! + dual[p]! - 2 * (scheme.floaterWeight(s1[a]!) + shift.floater));
  }
  for (let a = 0; a < s2.length; a++) {
    for (let b = a + 1; b < s2.length; b++) {
      const e = graph.edgeAt(s2[a]!, s2[b]!);
      if (e !== -1) insideS2 = Math.min(insideS2, dual[left + a]! + dual[left + b]! - 2 * (scheme.edgeWeight(e) + shift.real));
    }
  }
  if (insideS1 + insideS2 < 0) {
    const best = solvePerfect(graph, scheme, members);
    if (best === null) return 'the remainder cannot all be paired';
    const bipartitePairs: number[] = [];
    for (let i = 0; i < p; i++) bipartitePairs.push(graph.edgeAt(s1[i]!, s2[mate[i]! - left]!));
    const bipartiteFloated = withFloater ? s2[mate[p]! - left]! : null;
    if (!sameValue(scheme.value(bipartitePairs, bipartiteFloated), best.value)) return 'the optimum needs an exchange';
  }

  // The earliest transposition among the optimal pairings (zero reduced cost).
  const tight: number[][] = Array.from({ length: left }, () => []); // right indices, ascending
  const tightReverse: number[][] = Array.from({ length: s2.length }, () => []);
  for (let k = 0; k < count; k++) {
    const i = us[k]!;
    const j = vs[k]! - left;
    if (dual[i]! + dual[left + j]! === 2 * ws[k]!) {
      tight[i]!.push(j);
      tightReverse[j]!.push(i);
    }
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
  const unpaired = withFloater ? [s2[matchLeft[p]!]!] : [];
  return { pairs, unpaired };
}

// ---------------------------------------------------------------------------
// The MDPs of a heterogeneous bracket.

/**
 * The MDP pairs of the matching route: the optimum of the whole bracket, then
 * (Art. 4 for the MDPs) as many MDPs paired as possible, the lowest-numbered
 * first, and each in order with the earliest resident that keeps the optimum
 * reachable. Null when an MDP can only be paired with another MDP (the route's
 * order leaves such ties to the matcher) or no perfect pairing exists.
 */
function settleMdps(graph: BracketGraph, isMdp: readonly boolean[]): { pairs: [number, number][]; unpaired: number[] } | Declined {
  const members = Array.from({ length: graph.n }, (_, i) => i);
  const withFloater = members.length % 2 === 1;
  const scheme = weightScheme(graph, members, withFloater);
  if (scheme === null) return 'the criteria need more than 50 bits';
  const best = solvePerfect(graph, scheme, members);
  if (best === null) return 'the bracket cannot all be paired';
  const mdpList = members.filter((i) => isMdp[i]);
  const residents = members.filter((i) => !isMdp[i]);

  // Who floats (an odd bracket): a resident if possible, else the highest-numbered MDP possible.
  let witness = best;
  let floatAllowed: (v: number) => boolean = () => true;
  if (withFloater) {
    const choices: ((v: number) => boolean)[] = [(v) => !isMdp[v], ...[...mdpList].reverse().map((j) => (v: number) => v === j)];
    let settled = false;
    for (const choice of choices) {
      if (witness.floated !== null && choice(witness.floated)) {
        floatAllowed = choice;
        settled = true;
        break;
      }
      const tried = solvePerfect(graph, scheme, members, () => true, choice);
      if (tried !== null && sameValue(tried.value, best.value)) {
        witness = tried;
        floatAllowed = choice;
        settled = true;
        break;
      }
    }
    if (!settled) return 'nobody can float at the optimum';
  }
  const unpaired = withFloater && isMdp[witness.floated!] ? [witness.floated!] : [];

  // Each paired MDP in order: the earliest resident with whom the optimum stays reachable.
  const fixed: [number, number][] = [];
  const fixedEdges: number[] = [];
  const taken = new Uint8Array(graph.n);
  const partnerIn = (solution: PerfectSolution, v: number): number => {
    for (const e of solution.pairs) {
      if (graph.edgeU[e] === v) return graph.edgeV[e]!;
      if (graph.edgeV[e] === v) return graph.edgeU[e]!;
    }
    return -1;
  };
  for (const mdp of mdpList) {
    if (unpaired.includes(mdp)) continue;
    let chosen = -1;
    for (const r of residents) {
      if (taken[r] || graph.edgeAt(mdp, r) === -1) continue;
      if (partnerIn(witness, mdp) === r) {
        chosen = r;
        break;
      }
      if (best.slack(mdp, r) > 0) continue; // in no optimal pairing
      const rest = members.filter((v) => !taken[v] && v !== mdp && v !== r);
      const tried = solvePerfect(graph, scheme, rest, undefined, floatAllowed);
      if (tried === null) continue;
      const candidateEdges = [...fixedEdges, graph.edgeAt(mdp, r), ...tried.pairs];
      if (!sameValue(scheme.value(candidateEdges, tried.floated), best.value)) continue;
      witness = { ...tried, pairs: candidateEdges };
      chosen = r;
      break;
    }
    if (chosen === -1) return 'an MDP can only be paired with another MDP';
    fixed.push([mdp, chosen]);
    fixedEdges.push(graph.edgeAt(mdp, chosen));
    taken[mdp] = 1;
    taken[chosen] = 1;
  }
  return { pairs: fixed, unpaired };
}
