/**
 * The bracket graph and its weights.
 *
 * Vertices are the bracket, the next scoregroup (for the C8 look-ahead) and,
 * when completion is in play, everyone still to be paired plus a virtual PAB
 * vertex. An edge's weight is the concatenation of the criteria blocks of
 * `criteria.ts`, most significant first, so a better value of a block always
 * beats any values of the blocks after it; low-order blocks that encode the
 * Art. 4 order (`candidate-order.ts`) go below them at solve time.
 */

import { maxWeightMatching, type WeightedEdge } from '../matching/max-weight-matching';
import { bracketFacts } from './bracket-facts';
import { criteriaBlocks, type CriterionBlock, type EdgeFacts, type EdgeKind } from './criteria';
import { compatible, type Bracket, type RoundContext } from './round-context';

/** The matcher's optimality self-check (when asked for) runs on graphs up to this size. */
const SELF_CHECK_LIMIT = 120;

/**
 * Which players the graph holds:
 * - `bracket`: the bracket alone (no look-ahead, no completion);
 * - `lookahead`: the bracket and the next scoregroup (C8), completion left to a check afterwards;
 * - `complete`: everyone still to be paired and the PAB vertex (C4, C5 and C8 exact).
 */
export type GraphScope = 'bracket' | 'lookahead' | 'complete';

export interface GraphOptions {
  readonly scope: GraphScope;
  /** Apply C9 (the bracket drops exactly one player, who takes the PAB). */
  readonly pabReceiverCriterion: boolean;
}

export interface GraphEdge {
  /** Vertex indices in the graph. */
  readonly u: number;
  readonly v: number;
  /** The criteria blocks' weight. */
  readonly criteria: bigint;
}

/** Low-order blocks below the criteria: a weight for each bracket pair, `bits` wide. */
export interface OrderBlocks {
  readonly value: (a: number, b: number) => bigint;
  readonly bits: number;
}

export const NO_ORDER: OrderBlocks = { value: () => 0n, bits: 0 };

export interface BracketGraph {
  readonly bracket: Bracket;
  readonly scope: GraphScope;
  /** Player index of each vertex (the PAB vertex, if any, is `byeVertex`). */
  readonly vertices: readonly number[];
  readonly byeVertex: number;
  readonly withBye: boolean;
  /** Everyone still to be paired is in the graph (C4 exact). */
  readonly completion: boolean;
  readonly blocks: readonly CriterionBlock[];
  readonly edges: readonly GraphEdge[];
  /** The facts the criteria read about an edge between two players (b null: the PAB). */
  facts(kind: EdgeKind, a: number, b: number | null): EdgeFacts;
  inBracket(player: number): boolean;
  vertexOf(player: number): number;
  isBracketEdge(edge: GraphEdge): boolean;
  /** A maximum-weight matching with `order` below the criteria; `allowed` filters edges. Returns mate per vertex. */
  solve(order: OrderBlocks, allowed: (edge: GraphEdge) => boolean): number[];
  /** The bracket partner of a bracket player in `mate`, or null (unpaired, PAB, or paired below the bracket). */
  partnerOf(mate: readonly number[], player: number): number | null;
}

export function bitLength(x: bigint | number): number {
  let v = BigInt(x);
  let bits = 0;
  while (v > 0n) {
    v >>= 1n;
    bits++;
  }
  return bits;
}

export function buildBracketGraph(ctx: RoundContext, bracket: Bracket, options: GraphOptions): BracketGraph {
  const P = ctx.players;
  const { members, next, rest } = bracket;
  const completion = options.scope === 'complete' || (options.scope === 'lookahead' && rest.length === 0);
  const vertices = options.scope === 'bracket' ? [...members] : completion ? [...members, ...next, ...rest] : [...members, ...next];
  const vertexIndex = new Map<number, number>();
  vertices.forEach((x, k) => vertexIndex.set(x, k));
  const inBracket = new Set(members);
  const inNext = new Set(next);
  const withBye = completion && ctx.byeNeeded;
  const byeVertex = vertices.length;
  const vertexCount = vertices.length + (withBye ? 1 : 0);

  const { shape, facts } = bracketFacts(ctx, bracket, vertices, { completion, pabReceiverCriterion: options.pabReceiverCriterion });
  const blocks = criteriaBlocks(shape, ctx.omitted);
  // Each block is wide enough for the sum of its values over a whole matching.
  const matchingSize = BigInt(Math.floor(vertexCount / 2) + 1);
  const widths = blocks.map((b) => bitLength(BigInt(b.max) * matchingSize));
  const offsets: number[] = new Array<number>(blocks.length);
  let totalBits = 0;
  for (let k = blocks.length - 1; k >= 0; k--) {
    offsets[k] = totalBits;
    totalBits += widths[k]!;
  }
  const shifts = offsets.map((o) => BigInt(o));

  const weigh = (f: EdgeFacts): bigint => {
    let w = 0n;
    for (let k = 0; k < blocks.length; k++) {
      const value = blocks[k]!.value(f);
      if (value !== 0) w += BigInt(value) << shifts[k]!;
    }
    return w;
  };

  const edges: GraphEdge[] = [];
  for (let x = 0; x < vertices.length; x++) {
    const a = vertices[x]!;
    for (let y = x + 1; y < vertices.length; y++) {
      const b = vertices[y]!;
      if (!compatible(ctx, a, b)) continue;
      let kind: EdgeKind;
      if (inBracket.has(a) && inBracket.has(b)) kind = 'bracket';
      else if ((inBracket.has(a) || inNext.has(a)) && (inBracket.has(b) || inNext.has(b))) kind = 'lookahead';
      else if (completion) kind = 'other';
      else continue;
      edges.push({ u: x, v: y, criteria: weigh(facts(kind, a, b)) });
    }
    if (withBye && P[a]!.canReceivePairingAllocatedBye) edges.push({ u: x, v: byeVertex, criteria: weigh(facts('bye', a, null)) });
  }

  const isBracketEdge = (e: GraphEdge): boolean => e.v !== byeVertex && inBracket.has(vertices[e.u]!) && inBracket.has(vertices[e.v]!);

  return {
    bracket,
    scope: options.scope,
    vertices,
    byeVertex,
    withBye,
    completion,
    blocks,
    edges,
    facts,
    inBracket: (player) => inBracket.has(player),
    vertexOf: (player) => vertexIndex.get(player)!,
    isBracketEdge,
    solve(order, allowed) {
      const shift = BigInt(order.bits);
      const weighted: WeightedEdge[] = [];
      for (const e of edges) {
        if (!allowed(e)) continue;
        let w = e.criteria << shift;
        if (order.bits > 0 && isBracketEdge(e)) w += order.value(vertices[e.u]!, vertices[e.v]!);
        weighted.push({ u: e.u, v: e.v, weight: w });
      }
      return maxWeightMatching(vertexCount, weighted, { maxCardinality: completion, selfCheck: ctx.selfCheck && vertexCount <= SELF_CHECK_LIMIT });
    },
    partnerOf(mate, player) {
      const y = mate[vertexIndex.get(player)!]!;
      if (y === -1 || y === byeVertex) return null;
      const other = vertices[y]!;
      return inBracket.has(other) ? other : null;
    },
  };
}
