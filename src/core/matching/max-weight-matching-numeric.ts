/**
 * Maximum-weight matching on `number` weights: the same primal-dual blossom
 * algorithm as `max-weight-matching.ts` (Edmonds; Gabow; Galil's presentation;
 * the array layout of van Rantwijk's mwmatching, independently written), on
 * typed arrays instead of `bigint`, for graphs whose weights fit in a double.
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
 * that every dual and slack stays an exact integer.
 */

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
  const n = vertexCount;
  const m = weights.length;
  const maxCardinality = options.maxCardinality ?? false;

  // Edge endpoints: endpoint p (0..2m−1) belongs to edge p>>1; endpoint[p] is its vertex; p^1 is the other end.
  const endpoint = new Int32Array(2 * m);
  const weight = new Float64Array(m);
  let maxWeight = 0;
  for (let k = 0; k < m; k++) {
    const w = weights[k]!;
    if (!(w >= 0) || !Number.isInteger(w) || w > MAX_NUMERIC_WEIGHT) throw new RangeError(`edge weight ${w} is not an integer in [0, 2^50]`);
    endpoint[2 * k] = edgeU[k]!;
    endpoint[2 * k + 1] = edgeV[k]!;
    weight[k] = 2 * w;
    if (weight[k]! > maxWeight) maxWeight = weight[k]!;
  }
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

  // mate[v]: remote endpoint of v's matched edge, or −1.
  const mate = new Int32Array(n).fill(-1);
  // label[b] for top-level blossom/vertex b: 0 free, 1 S (outer), 2 T (inner); kept in sync on vertices.
  const label = new Int8Array(2 * n);
  // labelend[b]: remote endpoint of the edge through which b got its label, or −1 for a root.
  const labelend = new Int32Array(2 * n).fill(-1);
  // inblossom[v]: the top-level blossom containing vertex v.
  const inblossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inblossom[v] = v;
  // blossomparent[b]: immediate parent blossom of b, or −1 if top-level.
  const blossomparent = new Int32Array(2 * n).fill(-1);
  // blossomchilds[b]: sub-blossoms of non-trivial blossom b in cyclic order, starting at the base.
  const blossomchilds: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  // blossombase[b]: base vertex of blossom b (−1 for an unused blossom number).
  const blossombase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossombase[v] = v;
  // blossomendps[b][i]: endpoint of the edge joining childs[i] to childs[i+1].
  const blossomendps: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  // bestedge[b]: least-slack edge from b to a different S-blossom, or −1.
  const bestedge = new Int32Array(2 * n).fill(-1);
  // blossombestedges[b]: for a non-trivial S-blossom, its least-slack edges to each other S-blossom.
  const blossombestedges: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedblossoms.push(b);
  // dualvar[v] (vertices) and dualvar[b] (non-trivial blossoms, halved as in Galil).
  // Invariant: slack(k) = dual[u] + dual[v] − weight[k] (+ blossom terms) ≥ 0.
  const dualvar = new Float64Array(2 * n);
  for (let v = 0; v < n; v++) dualvar[v] = maxWeight / 2;
  // allowedge[k]: edge k has zero slack (usable for tree growth in this stage).
  const allowedge = new Uint8Array(m);
  // queue: S-vertices whose edges are still to be scanned.
  const queue = new Int32Array(n);
  let queueLength = 0;
  // Scratch for addBlossom.
  const bestedgeto = new Int32Array(2 * n).fill(-1);

  const slack = (k: number): number => dualvar[endpoint[2 * k]!]! + dualvar[endpoint[2 * k + 1]!]! - weight[k]!;

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
      const base = blossombase[b]!;
      assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1);
    }
  };

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
    dualvar[b] = 0;
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
        } else if (slack(kk) < slack(bestedgeto[bj]!)) {
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
    bestedge[b] = -1;
    let bestSlack = 0;
    for (const kk of list) {
      const ks = slack(kk);
      if (bestedge[b] === -1 || ks < bestSlack) {
        bestedge[b] = kk;
        bestSlack = ks;
      }
    }
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0) expandBlossom(s, endstage);
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
      const at = (arr: number[], i: number): number => arr[((i % arr.length) + arr.length) % arr.length]!;
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
    label[b] = 0;
    labelend[b] = -1;
    blossomchilds[b] = null;
    blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
    const at = (arr: number[], i: number): number => arr[((i % arr.length) + arr.length) % arr.length]!;
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

  if (options.greedyStart && m > 0) {
    // Largest-weight edges have zero slack under the initial duals: any matching of them is a valid start.
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1) continue;
      for (let q = neighbourStart[v]!; q < neighbourStart[v + 1]!; q++) {
        const p = neighbours[q]!;
        const w = endpoint[p]!;
        if (mate[w] === -1 && w !== v && weight[p >> 1] === maxWeight) {
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
    let exposed = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inblossom[v]!] === 0) {
        assignLabel(v, 1, -1);
        exposed++;
      }
    }
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
          let kslack = 0;
          if (!allowedge[k]) {
            kslack = dualvar[v]! + dualvar[w]! - weight[k]!;
            if (kslack <= 0) allowedge[k] = 1;
          }
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
            if (bestedge[bv] === -1 || kslack < slack(bestedge[bv]!)) bestedge[bv] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w]!)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path under the current duals: the dual update.
      let deltatype = -1;
      let delta = 0;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        deltatype = 1;
        delta = dualvar[0]!;
        for (let v = 1; v < n; v++) if (dualvar[v]! < delta) delta = dualvar[v]!;
      }
      for (let v = 0; v < n; v++) {
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]!);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]!) / 2;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b]!;
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1 && label[b] === 2 && (deltatype === -1 || dualvar[b]! < delta)) {
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
        if (delta < 0) delta = 0;
      }
      for (let v = 0; v < n; v++) {
        const lb = label[inblossom[v]!];
        if (lb === 1) dualvar[v] = dualvar[v]! - delta;
        else if (lb === 2) dualvar[v] = dualvar[v]! + delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] = dualvar[b]! + delta;
          else if (label[b] === 2) dualvar[b] = dualvar[b]! - delta;
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
    for (let b = n; b < 2 * n; b++) {
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && dualvar[b] === 0) expandBlossom(b, true);
    }
  }

  if (options.selfCheck) verifyOptimum(n, endpoint, weight, mate, dualvar, blossombase, leavesOf, maxCardinality);

  const result = new Int32Array(n);
  for (let v = 0; v < n; v++) result[v] = mate[v]! >= 0 ? endpoint[mate[v]!]! : -1;
  const chains: number[][] = Array.from({ length: n }, () => []);
  for (let b = n; b < 2 * n; b++) {
    if (blossombase[b]! < 0 || dualvar[b] === 0) continue;
    for (const leaf of leavesOf(b)) chains[leaf]!.push(b);
  }
  for (const chain of chains) chain.sort((a, b) => depth(a) - depth(b));
  function depth(b: number): number {
    let d = 0;
    for (let t = blossomparent[b]!; t !== -1; t = blossomparent[t]!) d++;
    return -d;
  }
  return {
    mate: result,
    dual: dualvar.slice(0, n),
    blossomsOf: (v) => chains[v]!,
    blossomDual: (b) => dualvar[b]!,
  };
}

/**
 * Checks the optimality certificate: non-negative slack on every edge, zero slack
 * on matched edges, single vertices at the lowest dual (zero unless max-cardinality),
 * non-negative blossom duals, and every blossom with a positive dual full.
 */
function verifyOptimum(
  n: number,
  endpoint: Int32Array,
  weight: Float64Array,
  mate: Int32Array,
  dualvar: Float64Array,
  blossombase: Int32Array,
  leavesOf: (b: number) => number[],
  maxCardinality: boolean,
): void {
  const fail = (why: string): never => {
    throw new Error(`matching self-check failed: ${why}`);
  };
  // Single vertices sit at the lowest dual: zero, or in max-cardinality mode (where duals
  // may be negative) the minimum, so no alternating path from one can gain weight.
  let lowest = 0;
  if (maxCardinality) {
    lowest = dualvar[0]!;
    for (let v = 1; v < n; v++) if (dualvar[v]! < lowest) lowest = dualvar[v]!;
  }
  for (let v = 0; v < n; v++) if (dualvar[v]! < lowest) fail(`negative dual at vertex ${v}`);
  for (let v = 0; v < n; v++) if (mate[v] === -1 && dualvar[v] !== lowest) fail(`single vertex ${v} above the lowest dual`);
  for (let b = n; b < 2 * n; b++) if (blossombase[b]! >= 0 && dualvar[b]! < 0) fail(`negative blossom dual ${b}`);
  const chains: number[][] = Array.from({ length: n }, () => []);
  for (let b = n; b < 2 * n; b++) {
    if (blossombase[b]! < 0) continue;
    for (const leaf of leavesOf(b)) chains[leaf]!.push(b);
  }
  const m = weight.length;
  for (let k = 0; k < m; k++) {
    const i = endpoint[2 * k]!;
    const j = endpoint[2 * k + 1]!;
    let s = dualvar[i]! + dualvar[j]! - weight[k]!;
    if (chains[i]!.length > 0 && chains[j]!.length > 0) {
      const inI = new Set(chains[i]);
      for (const b of chains[j]!) if (inI.has(b)) s += 2 * dualvar[b]!;
    }
    if (s < 0) fail(`negative slack on edge ${i}-${j}`);
    const matched = mate[i]! >= 0 && endpoint[mate[i]!] === j;
    if (matched && s !== 0) fail(`matched edge ${i}-${j} has slack ${s}`);
  }
  for (let b = n; b < 2 * n; b++) {
    if (blossombase[b]! < 0 || dualvar[b]! <= 0) continue;
    const leaves = leavesOf(b);
    const inside = new Set(leaves);
    let matchedInside = 0;
    for (const v of leaves) if (mate[v]! >= 0 && inside.has(endpoint[mate[v]!]!)) matchedInside++;
    if (matchedInside !== leaves.length - 1) fail(`blossom ${b} with positive dual is not full`);
  }
}
