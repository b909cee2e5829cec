/**
 * Maximum-weight matching in a general (non-bipartite) graph: the primal-dual
 * blossom algorithm, written once for both kinds of weight the project uses.
 *
 * Knows nothing about chess: vertices are 0..n−1, edge k joins
 * endpoint[2k] and endpoint[2k+1] and carries a non-negative integer weight.
 *
 * Sources (the algorithm, not code):
 * - J. Edmonds, "Paths, trees, and flowers", Canadian J. Math. 17 (1965).
 * - H. N. Gabow, "Implementation of algorithms for maximum matching on
 *   non-bipartite graphs", PhD thesis, Stanford (1973): the O(n^3) primal-dual
 *   method with blossoms.
 * - Z. Galil, "Efficient algorithms for finding maximum matching in graphs",
 *   ACM Computing Surveys 18 (1986): the presentation of the dual updates
 *   (delta1..delta4) followed here.
 * - J. van Rantwijk's mwmatching.py (2008) for the layout of the state arrays
 *   and the idea of an optimality self-check; this is an independent TypeScript
 *   implementation.
 *
 * Complexity: O(n^3) time: at most n/2 stages (each ends with an augmentation),
 * each scanning every edge a bounded number of times (O(m)) and making at most
 * O(n) dual updates of O(n) work; O(n + m) memory (plus O(n) per non-trivial
 * blossom).
 *
 * No weight appears in this file. Every sum, comparison and halving of a weight
 * or a dual goes through `DualVariables` (below), which is addressed by vertex,
 * blossom or edge and answers with booleans and indices. It has two
 * implementations: doubles in typed arrays (`max-weight-matching-numeric.ts`,
 * weights up to 2^50, almost every graph) and `bigint`
 * (`max-weight-matching.ts`, criteria weights hundreds of bits wide). Keeping
 * the arithmetic behind that narrow interface, rather than passing weights
 * through generic add/compare functions, is what keeps the double version as
 * fast as a hand-specialised one: V8 compiles each implementation's arithmetic
 * for its own type, and no double is ever boxed on its way through this code
 * (docs/dutch.md, "One blossom algorithm", has the measurements).
 */

/**
 * The weight-typed half of the algorithm: the edge weights (doubled, so that
 * every dual stays an integer), the dual variables, and what the algorithm
 * asks of them. Vertex duals u_v (indices 0..n−1) and blossom duals z_b
 * (n..2n−1, stored halved as in Galil) share one index space. The slack of
 * edge k = (i, j) is slack(k) = u_i + u_j − weight[k] (its blossom terms are
 * zero between different top-level blossoms, the only place the algorithm asks).
 * Invariant (dual feasibility): every edge's full slack, blossom terms included,
 * is ≥ 0, and z_b ≥ 0.
 *
 * The least-slack edges (`bestedge` below) are the algorithm's; how their
 * slacks are compared is the implementation's: recomputed each time on doubles,
 * kept as keys that absorb the stage's dual changes on `bigint`, where every
 * sum allocates. The `offer…` methods return true when the offered edge or
 * value is the new best (always so for the first); the implementation has then
 * recorded whatever it needs.
 */
export interface DualVariables {
  /** Edge k has the largest weight, so it is tight under the starting duals (half the largest weight each). */
  isHeaviest(k: number): boolean;
  /** A new stage begins (no dual change yet in it). */
  startStage(): void;
  /** Computes the slack of edge k = (v, w) and holds it as the scanned edge; true when it is zero (tight). */
  scanIsTight(v: number, w: number, k: number): boolean;
  /** The scanned edge (from another S-blossom) against b's least-slack edge `best` (−1: none), for S-blossom b. */
  offerScannedToBlossom(b: number, best: number): boolean;
  /** The scanned edge (from an S-vertex) against w's least-slack edge `best` (−1: none), for a non-S vertex w; `free`: w's top-level blossom is free (else it is a T-blossom). */
  offerScannedToVertex(w: number, best: number, free: boolean): boolean;
  /** slack(k) < slack(l). */
  slackBelow(k: number, l: number): boolean;
  /** The least-slack edge of `edges` (the first of equals), or −1 when empty, recorded as the least-slack edge of the new S-blossom b. */
  leastSlackFor(b: number, edges: readonly number[]): number;
  /** Vertex v, whose least-slack edge is `best`, has just become free by the expansion of a T-blossom. */
  vertexFreed(v: number, best: number): void;
  /** A dual update is being chosen: no candidate yet. */
  startDelta(): void;
  /** delta1: the lowest vertex dual, or with `clampAtZero` (the last step in max-cardinality mode) at least zero; always taken. */
  offerLowestVertexDual(clampAtZero: boolean): void;
  /** delta2: the slack of `best`, the least-slack edge from an S-vertex to the free vertex v. */
  offerFreeVertexEdge(v: number, best: number): boolean;
  /** delta3: half the slack of `best`, the least-slack edge between S-blossom b and another S-blossom. */
  offerBlossomEdge(b: number, best: number): boolean;
  /** delta4: the dual of T-blossom b. */
  offerBlossomDual(b: number): boolean;
  /** The chosen candidate becomes this step's delta. */
  commitDelta(): void;
  /** dual[i] −= delta (S-vertex, T-blossom). */
  lower(i: number): void;
  /** dual[i] += delta (T-vertex, S-blossom). */
  raise(i: number): void;
  /** Blossom b's dual is zero. */
  isZero(b: number): boolean;
  /** A new blossom b starts with dual zero. */
  setZero(b: number): void;
  /** The sign of dual[v] − dual[ref] for vertices v and ref, or of dual[v] when ref is −1. */
  compareVertexDuals(v: number, ref: number): number;
  /** The sign of blossom b's dual. */
  blossomDualSign(b: number): number;
  /** The sign of edge k's full slack: slack(k) plus 2·z_b for each blossom b of `shared` (the blossoms holding both ends). */
  edgeSlackSign(k: number, shared: readonly number[]): number;
}

export interface BlossomOptions {
  /** Only maximum-cardinality matchings are considered; among them the heaviest is returned. */
  readonly maxCardinality: boolean;
  /**
   * Install a greedy matching of largest-weight edges before the first stage
   * (vertices in index order, each taking its first free neighbour in edge order).
   */
  readonly greedyStart: boolean;
  /** Verify the optimality certificate (complementary slackness) before returning; throws on failure. */
  readonly selfCheck: boolean;
}

export interface BlossomSolution {
  /** mate[v]: the vertex matched to v, or −1. */
  readonly mate: Int32Array;
  /** For each vertex, the non-trivial blossoms holding it whose dual is not zero, innermost first. */
  blossomsWithDual(): number[][];
}

/**
 * Runs the algorithm on the graph whose edge k joins endpoint[2k] and
 * endpoint[2k+1], with the weights and duals of `duals`.
 */
export function solveMaxWeightMatching(n: number, endpoint: Int32Array, duals: DualVariables, options: BlossomOptions): BlossomSolution {
  const m = endpoint.length >> 1;
  const maxCardinality = options.maxCardinality;

  // Endpoint p (0..2m−1) belongs to edge p>>1; endpoint[p] is its vertex; p^1 is the other end.
  // neighbend (compressed rows): the remote endpoints p of the edges incident to v are
  // neighbours[neighbourStart[v] .. neighbourStart[v+1]−1], in edge order.
  const neighbourStart = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    neighbourStart[endpoint[2 * k]! + 1]!++;
    neighbourStart[endpoint[2 * k + 1]! + 1]!++;
  }
  for (let v = 0; v < n; v++) neighbourStart[v + 1]! += neighbourStart[v]!;
  const neighbours = new Int32Array(2 * m);
  {
    const fill = neighbourStart.slice(0, n);
    for (let k = 0; k < m; k++) {
      neighbours[fill[endpoint[2 * k]!]!++] = 2 * k + 1;
      neighbours[fill[endpoint[2 * k + 1]!]!++] = 2 * k;
    }
  }

  // mate[v]: remote endpoint of v's matched edge, or −1. Invariant: mate[endpoint[mate[v]]] === mate[v]^1.
  const mate = new Int32Array(n).fill(-1);
  // label[b] for top-level blossom/vertex b (0..2n−1): 0 free, 1 S (outer), 2 T (inner); 5 marks a
  // blossom on the path being traced by scanBlossom. Invariant: a top-level blossom's label is its
  // vertices' label; of its vertices only the one it was labelled through is kept in sync.
  const label = new Int8Array(2 * n);
  // labelend[b]: the remote endpoint of the edge through which b got its label, or −1 for a root.
  const labelend = new Int32Array(2 * n).fill(-1);
  // inblossom[v]: the top-level blossom containing vertex v.
  const inblossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inblossom[v] = v;
  // blossomparent[b]: the immediate parent blossom of b, or −1 if top-level.
  const blossomparent = new Int32Array(2 * n).fill(-1);
  // blossomchilds[b]: the sub-blossoms of non-trivial blossom b in cyclic order, starting at the base.
  const blossomchilds: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  // blossombase[b]: base vertex of blossom b (−1 for an unused blossom number).
  const blossombase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossombase[v] = v;
  // blossomendps[b][i]: the endpoint of the edge joining childs[i] to childs[i+1] (on the childs[i] side's far end).
  const blossomendps: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  // bestedge[b]: the least-slack edge from b to a different S-blossom, or −1 (valid for S-blossoms
  // and for vertices that are not S; `duals` keeps whatever it compares their slacks by).
  const bestedge = new Int32Array(2 * n).fill(-1);
  // blossombestedges[b]: for a non-trivial S-blossom, its least-slack edges to each other S-blossom.
  const blossombestedges: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  // unusedblossoms: free blossom numbers (n..2n−1).
  const unusedblossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedblossoms.push(b);
  // allowedge[k]: edge k has zero slack (usable for tree growth in this stage).
  const allowedge = new Uint8Array(m);
  // queue: S-vertices whose edges are still to be scanned (a vertex enters it at most once per
  // labelling, and it is empty at every dual update, so n places suffice).
  const queue = new Int32Array(n);
  let queueLength = 0;
  // bestedgeto[bj]: scratch of addBlossom, the least-slack edge to S-blossom bj found so far, or −1
  // (all −1 between calls).
  const bestedgeto = new Int32Array(2 * n).fill(-1);

  const blossomLeaves = (b: number, out: number[]): void => {
    if (b < n) {
      out.push(b);
      return;
    }
    for (const t of blossomchilds[b]!) {
      if (t < n) out.push(t);
      else blossomLeaves(t, out);
    }
  };
  const leavesOf = (b: number): number[] => {
    const out: number[] = [];
    blossomLeaves(b, out);
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inblossom[w]!;
    label[w] = t;
    label[b] = t;
    labelend[w] = p;
    labelend[b] = p;
    bestedge[w] = -1;
    bestedge[b] = -1;
    if (t === 1) {
      if (b < n) queue[queueLength++] = b;
      else for (const v of leavesOf(b)) queue[queueLength++] = v;
    } else {
      // T-blossom: its base's mate becomes an S-vertex.
      const base = blossombase[b]!;
      assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1);
    }
  };

  // Trace back from v and w to find a new blossom's base, or −1 when the paths reach two roots (augmenting path).
  const scanBlossom = (vStart: number, wStart: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = vStart;
    let w = wStart;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v]!;
      if (label[b]! & 4) {
        base = blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelend[b]!]!;
        b = inblossom[v]!;
        v = endpoint[labelend[b]!]!;
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = endpoint[2 * k]!;
    let w = endpoint[2 * k + 1]!;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!;
    let bw = inblossom[w]!;
    const b = unusedblossoms.pop()!;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]!);
      v = endpoint[labelend[bv]!]!;
      bv = inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw]! ^ 1);
      w = endpoint[labelend[bw]!]!;
      bw = inblossom[w]!;
    }
    label[b] = 1;
    labelend[b] = labelend[bb]!;
    duals.setZero(b);
    for (const leaf of leavesOf(b)) {
      if (label[inblossom[leaf]!] === 2) queue[queueLength++] = leaf;
      inblossom[leaf] = b;
    }
    // Merge the least-slack edge lists of the sub-blossoms.
    const touched: number[] = [];
    const consider = (kk: number): void => {
      let j = endpoint[2 * kk + 1]!;
      if (inblossom[j] === b) j = endpoint[2 * kk]!;
      const bj = inblossom[j]!;
      if (bj !== b && label[bj] === 1) {
        if (bestedgeto[bj] === -1) {
          touched.push(bj);
          bestedgeto[bj] = kk;
        } else if (duals.slackBelow(kk, bestedgeto[bj]!)) {
          bestedgeto[bj] = kk;
        }
      }
    };
    for (const sub of path) {
      const own = blossombestedges[sub];
      if (own === null) {
        for (const leaf of leavesOf(sub)) {
          for (let q = neighbourStart[leaf]!; q < neighbourStart[leaf + 1]!; q++) consider(neighbours[q]! >> 1);
        }
      } else {
        for (const kk of own) consider(kk);
      }
      blossombestedges[sub] = null;
      bestedge[sub] = -1;
    }
    const list: number[] = [];
    for (const bj of touched) {
      list.push(bestedgeto[bj]!);
      bestedgeto[bj] = -1;
    }
    blossombestedges[b] = list;
    bestedge[b] = duals.leastSlackFor(b, list);
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && duals.isZero(s)) expandBlossom(s, endstage);
      else for (const leaf of leavesOf(s)) inblossom[leaf] = s;
    }
    if (!endstage && label[b] === 2) {
      // The T-blossom is expanded mid-stage: relabel the sub-blossoms on the even-length path.
      const entrychild = inblossom[endpoint[labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      const endps = blossomendps[b]!;
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[cyclic(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowedge[cyclic(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = cyclic(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      const bv = cyclic(childs, j);
      label[endpoint[p ^ 1]!] = 2;
      label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = p;
      labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (cyclic(childs, j) !== entrychild) {
        const bvv = cyclic(childs, j);
        if (label[bvv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const v of leavesOf(bvv)) {
          if (label[v] !== 0) {
            found = v;
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint[mate[blossombase[bvv]!]!]!] = 0;
          assignLabel(found, 2, labelend[found]!);
        }
        j += jstep;
      }
    }
    if (!endstage) {
      // Vertices left free by the expansion had their duals raised while inside the T-blossom.
      for (const s of childs) {
        for (const v of leavesOf(s)) {
          if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) duals.vertexFreed(v, bestedge[v]!);
        }
      }
    }
    label[b] = 0;
    labelend[b] = -1;
    blossomchilds[b] = null;
    blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  // Swap matched/unmatched edges inside blossom b so that vertex v becomes its base.
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      let tt = cyclic(childs, j);
      const p = cyclic(endps, j - endptrick) ^ endptrick;
      if (tt >= n) augmentBlossom(tt, endpoint[p]!);
      j += jstep;
      tt = cyclic(childs, j);
      if (tt >= n) augmentBlossom(tt, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    // Rotate so that the new base comes first.
    blossomchilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomendps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossombase[b] = blossombase[blossomchilds[b]![0]!]!;
  };

  const augmentMatching = (k: number): void => {
    const v0 = endpoint[2 * k]!;
    const w0 = endpoint[2 * k + 1]!;
    for (let side = 0; side < 2; side++) {
      let s = side === 0 ? v0 : w0;
      let p = side === 0 ? 2 * k + 1 : 2 * k;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  };

  if (options.greedyStart) {
    // Largest-weight edges have zero slack under the initial duals: any matching of them is a valid start.
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1) continue;
      for (let q = neighbourStart[v]!; q < neighbourStart[v + 1]!; q++) {
        const p = neighbours[q]!;
        const w = endpoint[p]!;
        if (mate[w] === -1 && w !== v && duals.isHeaviest(p >> 1)) {
          mate[v] = p;
          mate[w] = p ^ 1;
          break;
        }
      }
    }
  }

  for (let stage = 0; stage < n && m > 0; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossombestedges[b] = null;
    allowedge.fill(0);
    queueLength = 0;
    duals.startStage();
    let exposed = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inblossom[v]!] === 0) {
        assignLabel(v, 1, -1);
        exposed++;
      }
    }
    // An augmenting path joins two single vertices: with fewer, only the duals could still change.
    if (exposed < 2 && maxCardinality) break;
    let augmented = false;
    for (;;) {
      while (queueLength > 0 && !augmented) {
        const v = queue[--queueLength]!;
        const end = neighbourStart[v + 1]!;
        for (let q = neighbourStart[v]!; q < end; q++) {
          const p = neighbours[q]!;
          const k = p >> 1;
          const w = endpoint[p]!;
          // Re-read every time: a blossom formed by an earlier edge of v may now hold v.
          const bv = inblossom[v]!;
          const bw = inblossom[w]!;
          if (bv === bw) continue;
          if (!allowedge[k] && duals.scanIsTight(v, w, k)) allowedge[k] = 1;
          const lw = label[bw]!;
          if (allowedge[k]) {
            if (lw === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (lw === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (lw === 1) {
            if (duals.offerScannedToBlossom(bv, bestedge[bv]!)) bestedge[bv] = k;
          } else if (label[w] === 0) {
            if (duals.offerScannedToVertex(w, bestedge[w]!, lw === 0)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path under the current duals: find the dual update.
      let deltatype = -1;
      let deltaedge = -1;
      let deltablossom = -1;
      duals.startDelta();
      if (!maxCardinality) {
        deltatype = 1;
        duals.offerLowestVertexDual(false);
      }
      for (let v = 0; v < n; v++) {
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1 && duals.offerFreeVertexEdge(v, bestedge[v]!)) {
          deltatype = 2;
          deltaedge = bestedge[v]!;
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1 && duals.offerBlossomEdge(b, bestedge[b]!)) {
          deltatype = 3;
          deltaedge = bestedge[b]!;
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1 && label[b] === 2 && duals.offerBlossomDual(b)) {
          deltatype = 4;
          deltablossom = b;
        }
      }
      if (deltatype === -1) {
        // Max-cardinality mode with no further progress possible: final dual step.
        deltatype = 1;
        duals.offerLowestVertexDual(true);
      }
      duals.commitDelta();
      for (let v = 0; v < n; v++) {
        const lb = label[inblossom[v]!];
        if (lb === 1) duals.lower(v);
        else if (lb === 2) duals.raise(v);
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) duals.raise(b);
          else if (label[b] === 2) duals.lower(b);
        }
      }
      if (deltatype === 1) break;
      if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = endpoint[2 * deltaedge]!;
        if (label[inblossom[i]!] === 0) i = endpoint[2 * deltaedge + 1]!;
        queue[queueLength++] = i;
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue[queueLength++] = endpoint[2 * deltaedge]!;
      } else {
        expandBlossom(deltablossom, false);
      }
    }
    if (!augmented) break;
    // End of stage: expand S-blossoms whose dual reached zero.
    for (let b = n; b < 2 * n; b++) {
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && duals.isZero(b)) expandBlossom(b, true);
    }
  }

  if (options.selfCheck) verifyOptimum(n, endpoint, mate, duals, blossombase, leavesOf, maxCardinality);

  const result = new Int32Array(n);
  for (let v = 0; v < n; v++) result[v] = mate[v]! >= 0 ? endpoint[mate[v]!]! : -1;
  return {
    mate: result,
    blossomsWithDual: () => {
      const chains: number[][] = Array.from({ length: n }, () => []);
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b]! < 0 || duals.isZero(b)) continue;
        for (const leaf of leavesOf(b)) chains[leaf]!.push(b);
      }
      // Innermost first: the blossom with the most ancestors comes first.
      const depth = (b: number): number => {
        let d = 0;
        for (let t = blossomparent[b]!; t !== -1; t = blossomparent[t]!) d++;
        return -d;
      };
      for (const chain of chains) chain.sort((a, b) => depth(a) - depth(b));
      return chains;
    },
  };
}

/** arr[i] with i taken modulo arr.length (i may be negative). */
function cyclic(arr: readonly number[], i: number): number {
  return arr[((i % arr.length) + arr.length) % arr.length]!;
}

/**
 * Checks the optimality certificate: non-negative slack on every edge, zero slack
 * on matched edges, single vertices at the lowest dual (zero unless max-cardinality,
 * where duals may be negative: then no alternating path from a single vertex can
 * gain weight), non-negative blossom duals, and every blossom with a positive dual full.
 */
function verifyOptimum(
  n: number,
  endpoint: Int32Array,
  mate: Int32Array,
  duals: DualVariables,
  blossombase: Int32Array,
  leavesOf: (b: number) => number[],
  maxCardinality: boolean,
): void {
  const fail = (why: string): never => {
    throw new Error(`matching self-check failed: ${why}`);
  };
  // The reference for "lowest": vertex `lowest`'s dual, or zero (−1).
  let lowest = -1;
  if (maxCardinality && n > 0) {
    lowest = 0;
    for (let v = 1; v < n; v++) if (duals.compareVertexDuals(v, lowest) < 0) lowest = v;
  }
  for (let v = 0; v < n; v++) if (duals.compareVertexDuals(v, lowest) < 0) fail(`negative dual at vertex ${v}`);
  for (let v = 0; v < n; v++) if (mate[v] === -1 && duals.compareVertexDuals(v, lowest) !== 0) fail(`single vertex ${v} above the lowest dual`);
  for (let b = n; b < 2 * n; b++) if (blossombase[b]! >= 0 && duals.blossomDualSign(b) < 0) fail(`negative blossom dual ${b}`);
  // Blossom membership for the z-terms of each edge's slack.
  const chains: number[][] = Array.from({ length: n }, () => []);
  for (let b = n; b < 2 * n; b++) {
    if (blossombase[b]! < 0) continue;
    for (const leaf of leavesOf(b)) chains[leaf]!.push(b);
  }
  const m = endpoint.length >> 1;
  const none: number[] = [];
  for (let k = 0; k < m; k++) {
    const i = endpoint[2 * k]!;
    const j = endpoint[2 * k + 1]!;
    let shared = none;
    if (chains[i]!.length > 0 && chains[j]!.length > 0) {
      const inI = new Set(chains[i]);
      shared = chains[j]!.filter((b) => inI.has(b));
    }
    const s = duals.edgeSlackSign(k, shared);
    if (s < 0) fail(`negative slack on edge ${i}-${j}`);
    const matched = mate[i]! >= 0 && endpoint[mate[i]!] === j;
    if (matched && s !== 0) fail(`matched edge ${i}-${j} has positive slack`);
  }
  for (let b = n; b < 2 * n; b++) {
    if (blossombase[b]! < 0 || duals.blossomDualSign(b) <= 0) continue;
    const leaves = leavesOf(b);
    const inside = new Set(leaves);
    let matchedInside = 0;
    for (const v of leaves) if (mate[v]! >= 0 && inside.has(endpoint[mate[v]!]!)) matchedInside++;
    if (matchedInside !== leaves.length - 1) fail(`blossom ${b} with positive dual is not full`);
  }
}
