/**
 * Maximum-weight matching in a general (non-bipartite) graph.
 *
 * Knows nothing about chess: vertices are 0..n−1, edges carry non-negative
 * integer weights as `bigint`, so weights built from many lexicographic
 * criteria (far beyond 2^53) stay exact.
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
 * Complexity: O(n^3) time with O(n + m) bigint operations per stage and n
 * stages; O(n + m) memory (plus O(n) per non-trivial blossom).
 *
 * Weights are doubled internally so that every dual variable stays an integer.
 * When every weight fits in a double (below 2^50), `maxWeightMatching` hands the
 * graph to the same algorithm on typed arrays (`max-weight-matching-numeric.ts`),
 * which is many times faster and lighter; only wide weights stay on `bigint`.
 */

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
  const n = vertexCount;
  const m = edges.length;
  if (m === 0 || n === 0) return new Array<number>(n).fill(-1);
  const maxCardinality = options.maxCardinality ?? false;

  // Edge endpoints: endpoint p (0..2m−1) belongs to edge p>>1; endpoint[p] is its vertex.
  // Endpoint 2k is edges[k].u, 2k+1 is edges[k].v; p^1 is the other end.
  const endpoint = new Int32Array(2 * m);
  const weight: bigint[] = new Array<bigint>(m);
  let maxWeight = 0n;
  for (let k = 0; k < m; k++) {
    const e = edges[k]!;
    if (e.weight < 0n) throw new RangeError('edge weights must be non-negative');
    endpoint[2 * k] = e.u;
    endpoint[2 * k + 1] = e.v;
    weight[k] = e.weight * 2n;
    if (weight[k]! > maxWeight) maxWeight = weight[k]!;
  }
  // neighbend[v]: the remote endpoints p of the edges incident to v.
  const neighbend: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < m; k++) {
    neighbend[edges[k]!.u]!.push(2 * k + 1);
    neighbend[edges[k]!.v]!.push(2 * k);
  }

  // mate[v]: remote endpoint of v's matched edge, or −1. Invariant: mate[endpoint[mate[v]]] === mate[v]^1.
  const mate = new Int32Array(n).fill(-1);
  // label[b] for top-level blossom/vertex b (0..2n−1): 0 free, 1 S (outer), 2 T (inner).
  // Invariant: a vertex's label equals the label of its top-level blossom (label[v] is kept in sync).
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
  // bestedge[b]: the least-slack edge from b to a different S-blossom, or −1 (valid for S-blossoms and free vertices).
  const bestedge = new Int32Array(2 * n).fill(-1);
  // bestkey[b]: slack of bestedge[b] plus the dual change the edge has absorbed since this stage began
  // (stageDelta for a free vertex, whose edge loses delta per update; 2·stageDelta for an S-blossom).
  // Invariant: current slack = bestkey[b] − stageDelta (free vertex) or bestkey[b] − 2·stageDelta (S-blossom),
  // so the dual-update step never recomputes slacks.
  const bestkey: bigint[] = new Array<bigint>(2 * n).fill(0n);
  let stageDelta = 0n;
  let stageDelta2 = 0n;
  // blossombestedges[b]: for a non-trivial S-blossom, its least-slack edges to each other S-blossom.
  const blossombestedges: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  // unusedblossoms: free blossom numbers (n..2n−1).
  const unusedblossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedblossoms.push(b);
  // dualvar[v] for vertices (u_v), dualvar[b] for non-trivial blossoms (z_b, stored halved as in Galil).
  // Invariant: slack(k) = dual[u] + dual[v] − weight[k] ≥ 0 for every edge; z_b ≥ 0.
  const dualvar: bigint[] = new Array<bigint>(2 * n);
  for (let v = 0; v < n; v++) dualvar[v] = maxWeight / 2n;
  for (let b = n; b < 2 * n; b++) dualvar[b] = 0n;
  // allowedge[k]: edge k has zero slack (usable for tree growth in this stage).
  const allowedge = new Uint8Array(m);
  // queue: S-vertices whose edges are still to be scanned.
  let queue: number[] = [];

  const slack = (k: number): bigint => dualvar[endpoint[2 * k]!]! + dualvar[endpoint[2 * k + 1]!]! - weight[k]!;

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
      for (const v of leavesOf(b)) queue.push(v);
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
    dualvar[b] = 0n;
    for (const leaf of leavesOf(b)) {
      if (label[inblossom[leaf]!] === 2) queue.push(leaf);
      inblossom[leaf] = b;
    }
    // Merge the least-slack edge lists of the sub-blossoms.
    const bestedgeto = new Int32Array(2 * n).fill(-1);
    for (const sub of path) {
      let nblists: number[][];
      if (blossombestedges[sub] === null) {
        nblists = leavesOf(sub).map((leaf) => neighbend[leaf]!.map((p) => p >> 1));
      } else {
        nblists = [blossombestedges[sub]!];
      }
      for (const nblist of nblists) {
        for (const kk of nblist) {
          let i = endpoint[2 * kk]!;
          let j = endpoint[2 * kk + 1]!;
          if (inblossom[j] === b) {
            const t = i;
            i = j;
            j = t;
          }
          const bj = inblossom[j]!;
          if (
            bj !== b &&
            label[bj] === 1 &&
            (bestedgeto[bj] === -1 || slack(kk) < slack(bestedgeto[bj]!))
          ) {
            bestedgeto[bj] = kk;
          }
        }
      }
      blossombestedges[sub] = null;
      bestedge[sub] = -1;
    }
    const list: number[] = [];
    for (let i = 0; i < 2 * n; i++) if (bestedgeto[i] !== -1) list.push(bestedgeto[i]!);
    blossombestedges[b] = list;
    bestedge[b] = -1;
    let bestSlack = 0n;
    for (const kk of list) {
      const ks = slack(kk);
      if (bestedge[b] === -1 || ks < bestSlack) {
        bestedge[b] = kk;
        bestSlack = ks;
      }
    }
    if (bestedge[b] !== -1) bestkey[b] = bestSlack + stageDelta2;
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0n) expandBlossom(s, endstage);
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
      const at = <T>(arr: T[], i: number): T => arr[((i % arr.length) + arr.length) % arr.length]!;
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      const bv = at(childs, j);
      label[endpoint[p ^ 1]!] = 2;
      label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = p;
      labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        const bvv = at(childs, j);
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
      // Vertices left free by the expansion had their duals raised while inside the
      // T-blossom: refresh the keys of their least-slack edges (see bestkey).
      for (const s of childs) {
        for (const v of leavesOf(s)) {
          if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) bestkey[v] = slack(bestedge[v]!) + stageDelta;
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
    const at = <T>(arr: T[], i: number): T => arr[((i % arr.length) + arr.length) % arr.length]!;
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
      let tt = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (tt >= n) augmentBlossom(tt, endpoint[p]!);
      j += jstep;
      tt = at(childs, j);
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
    for (const [s0, p0] of [
      [v0, 2 * k + 1],
      [w0, 2 * k],
    ] as const) {
      let s = s0;
      let p = p0;
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

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossombestedges[b] = null;
    allowedge.fill(0);
    queue = [];
    stageDelta = 0n;
    stageDelta2 = 0n;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inblossom[v]!] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (const p of neighbend[v]!) {
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0n;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0n) allowedge[k] = 1;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]!] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inblossom[w]!] === 1) {
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
          } else if (label[inblossom[w]!] === 1) {
            const b = inblossom[v]!;
            const key = kslack + stageDelta2;
            if (bestedge[b] === -1 || key < bestkey[b]!) {
              bestedge[b] = k;
              bestkey[b] = key;
            }
          } else if (label[w] === 0) {
            const key = kslack + stageDelta;
            // Inside a T-blossom w's dual rises as fast as the S side falls, so keys taken
            // at different times are not comparable there: compare true slacks (the key is
            // refreshed when the blossom is expanded and w becomes free).
            const better =
              bestedge[w] === -1 ||
              (label[inblossom[w]!] === 0 ? key < bestkey[w]! : kslack < slack(bestedge[w]!));
            if (better) {
              bestedge[w] = k;
              bestkey[w] = key;
            }
          }
        }
      }
      if (augmented) break;

      // No augmenting path under the current duals: find the dual update.
      let deltatype = -1;
      let delta = 0n;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        deltatype = 1;
        delta = dualvar[0]!;
        for (let v = 1; v < n; v++) if (dualvar[v]! < delta) delta = dualvar[v]!;
      }
      for (let v = 0; v < n; v++) {
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
          const d = bestkey[v]! - stageDelta;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = (bestkey[b]! - stageDelta2) / 2n;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b]!;
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b] >= 0 && blossomparent[b] === -1 && label[b] === 2 && (deltatype === -1 || dualvar[b]! < delta)) {
          delta = dualvar[b]!;
          deltatype = 4;
          deltablossom = b;
        }
      }
      if (deltatype === -1) {
        // Max-cardinality mode with no further progress possible: final dual step.
        deltatype = 1;
        delta = dualvar[0]!;
        for (let v = 1; v < n; v++) if (dualvar[v]! < delta) delta = dualvar[v]!;
        if (delta < 0n) delta = 0n;
      }
      stageDelta += delta;
      stageDelta2 = 2n * stageDelta;
      for (let v = 0; v < n; v++) {
        const lb = label[inblossom[v]!];
        if (lb === 1) dualvar[v] = dualvar[v]! - delta;
        else if (lb === 2) dualvar[v] = dualvar[v]! + delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b] >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] = dualvar[b]! + delta;
          else if (label[b] === 2) dualvar[b] = dualvar[b]! - delta;
        }
      }
      if (deltatype === 1) break;
      if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = endpoint[2 * deltaedge]!;
        if (label[inblossom[i]!] === 0) i = endpoint[2 * deltaedge + 1]!;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(endpoint[2 * deltaedge]!);
      } else {
        expandBlossom(deltablossom, false);
      }
    }
    if (!augmented) break;
    // End of stage: expand S-blossoms whose dual reached zero.
    for (let b = n; b < 2 * n; b++) {
      if (blossomparent[b] === -1 && blossombase[b] >= 0 && label[b] === 1 && dualvar[b] === 0n) expandBlossom(b, true);
    }
  }

  if (options.selfCheck) verifyOptimum(n, endpoint, weight, mate, dualvar, blossomparent, blossombase, leavesOf, maxCardinality);

  const result = new Array<number>(n);
  for (let v = 0; v < n; v++) result[v] = mate[v]! >= 0 ? endpoint[mate[v]!]! : -1;
  return result;
}

/**
 * Checks the optimality certificate: non-negative duals and blossom duals, non-negative
 * slack on every edge, zero slack on matched edges, single vertices at dual zero
 * (unless max-cardinality), and every blossom with positive dual full.
 */
function verifyOptimum(
  n: number,
  endpoint: Int32Array,
  weight: readonly bigint[],
  mate: Int32Array,
  dualvar: readonly bigint[],
  blossomparent: Int32Array,
  blossombase: Int32Array,
  leavesOf: (b: number) => number[],
  maxCardinality: boolean,
): void {
  const fail = (why: string): never => {
    throw new Error(`matching self-check failed: ${why}`);
  };
  let vdualoffset = 0n;
  if (maxCardinality) {
    let min = dualvar[0]!;
    for (let v = 1; v < n; v++) if (dualvar[v]! < min) min = dualvar[v]!;
    if (min < 0n) vdualoffset = -min;
  }
  for (let v = 0; v < n; v++) if (dualvar[v]! + vdualoffset < 0n) fail(`negative dual at vertex ${v}`);
  for (let b = n; b < 2 * n; b++) if (blossombase[b]! >= 0 && dualvar[b]! < 0n) fail(`negative blossom dual ${b}`);
  // Blossom membership for the z-term of each edge's slack.
  const chains: number[][] = Array.from({ length: n }, () => []);
  for (let b = n; b < 2 * n; b++) {
    if (blossombase[b]! < 0) continue;
    for (const leaf of leavesOf(b)) chains[leaf]!.push(b);
  }
  const m = weight.length;
  for (let k = 0; k < m; k++) {
    const i = endpoint[2 * k]!;
    const j = endpoint[2 * k + 1]!;
    let s = dualvar[i]! + dualvar[j]! + 2n * vdualoffset - weight[k]!;
    const inI = new Set(chains[i]);
    for (const b of chains[j]!) if (inI.has(b)) s += 2n * dualvar[b]!;
    if (s < 0n) fail(`negative slack on edge ${i}-${j}`);
    const matched = mate[i]! >= 0 && endpoint[mate[i]!] === j;
    if (matched && s !== 0n) fail(`matched edge ${i}-${j} has slack ${s}`);
  }
  for (let v = 0; v < n; v++) if (mate[v] === -1 && dualvar[v]! + vdualoffset !== 0n && !maxCardinality) fail(`single vertex ${v} with positive dual`);
  for (let b = n; b < 2 * n; b++) {
    if (blossombase[b]! < 0 || dualvar[b]! <= 0n) continue;
    const leaves = leavesOf(b);
    let matchedInside = 0;
    for (const v of leaves) if (mate[v]! >= 0 && leaves.includes(endpoint[mate[v]!]!)) matchedInside++;
    if (matchedInside !== leaves.length - 1) fail(`blossom ${b} with positive dual is not full`);
  }
  void blossomparent;
}
