/**
 * Maximum-cardinality matching in a general graph given by an adjacency test,
 * for the Dutch engine's completion checks (C4: can everyone still be paired?).
 *
 * Those graphs are dense (almost every pair of players may still meet) and
 * large (everyone below a bracket), so the edges are never listed: a greedy
 * matching in index order is completed by Edmonds' augmenting-path search with
 * blossom contraction (J. Edmonds, "Paths, trees, and flowers", 1965), the
 * search asking `adjacent` as it goes. After the greedy start only a few
 * vertices are usually single, so the O(n³) worst case is far from reached.
 */

/**
 * @returns mate[v]: the vertex matched to v, or −1.
 * @example
 * maximumMatching(4, (a, b) => Math.abs(a - b) === 1) // → [1, 0, 3, 2]
 */
export function maximumMatching(vertexCount: number, adjacent: (a: number, b: number) => boolean): Int32Array {
  const n = vertexCount;
  const mate = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    for (let w = v + 1; w < n; w++) {
      if (mate[w] === -1 && adjacent(v, w)) {
        mate[v] = w;
        mate[w] = v;
        break;
      }
    }
  }
  // Search state, reset per search: parent[w] is the outer vertex a tree edge reached inner w from;
  // base[v] the base of v's (contracted) blossom; outer[v] marks outer (even) vertices.
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const outer = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const onPath = new Uint8Array(n);
  const queue = new Int32Array(n);

  const commonBase = (a: number, b: number): number => {
    onPath.fill(0);
    for (;;) {
      a = base[a]!;
      onPath[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]!]!;
    }
    for (;;) {
      b = base[b]!;
      if (onPath[b]) return b;
      b = parent[mate[b]!]!;
    }
  };
  const markPath = (v: number, stop: number, child: number): void => {
    while (base[v] !== stop) {
      inBlossom[base[v]!] = 1;
      inBlossom[base[mate[v]!]!] = 1;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  };
  /** An augmenting path from single vertex `root`: returns its single far end, or −1. */
  const search = (root: number): number => {
    parent.fill(-1);
    outer.fill(0);
    for (let v = 0; v < n; v++) base[v] = v;
    let head = 0;
    let tail = 0;
    outer[root] = 1;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++]!;
      for (let w = 0; w < n; w++) {
        if (w === v || base[v] === base[w] || mate[v] === w || !adjacent(v, w)) continue;
        if (w === root || (mate[w] !== -1 && parent[mate[w]!] !== -1)) {
          // An edge between two outer vertices: contract the blossom it closes.
          const b = commonBase(v, w);
          inBlossom.fill(0);
          markPath(v, b, w);
          markPath(w, b, v);
          for (let u = 0; u < n; u++) {
            if (inBlossom[base[u]!]) {
              base[u] = b;
              if (!outer[u]) {
                outer[u] = 1;
                queue[tail++] = u;
              }
            }
          }
        } else if (parent[w] === -1) {
          parent[w] = v;
          if (mate[w] === -1) return w;
          const next = mate[w]!;
          outer[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    return -1;
  };
  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    let v = search(root);
    while (v !== -1) {
      const p = parent[v]!;
      const next = mate[p]!;
      mate[v] = p;
      mate[p] = v;
      v = next;
    }
  }
  return mate;
}
