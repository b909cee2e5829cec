/**
 * The MDPs of a large heterogeneous bracket, settled as the weighted matching's
 * Art. 4 order blocks (`mdpOrder` in `candidate-order.ts`) settle them: the
 * optimum of the whole bracket by a general matching; who floats (a resident if
 * possible, else the highest-numbered MDP possible, so that the lowest-numbered
 * MDPs are paired); then for each paired MDP in order the earliest resident with
 * whom the optimum is still reachable. Pairs of positive reduced cost are out at
 * once, the witness's own partner is in at once, any other is checked by solving
 * the rest.
 */

import { sameValue, solvePerfect, type PerfectSolution } from './large-bracket-perfect';
import type { Declined, PairTable } from './large-bracket-table';
import { weightScheme } from './large-bracket-weights';

export interface MdpPairing {
  /** Pairs of local players: each paired MDP with its resident. */
  readonly pairs: [number, number][];
  /** The MDP left over (an odd bracket whose residents all pair), if any. */
  readonly unpaired: number[];
}

/**
 * The MDP pairs of the matching route, or why not: an MDP that can only be paired
 * with another MDP (the route's order leaves such ties to the matcher), or a
 * bracket without a perfect pairing.
 */
export function settleMdps(table: PairTable, isMdp: readonly boolean[]): MdpPairing | Declined {
  const members = Array.from({ length: table.n }, (_, i) => i);
  const withFloater = members.length % 2 === 1;
  const scheme = weightScheme(table, members, { withFloater });
  if (scheme === null) return 'the criteria need more than 50 bits';
  const best = solvePerfect(table, scheme, members);
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
      const tried = solvePerfect(table, scheme, members, { allowedFloat: choice });
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
  const taken = new Uint8Array(table.n);
  const partnerIn = (solution: PerfectSolution, v: number): number => {
    for (const e of solution.pairs) {
      if (table.edgeU[e] === v) return table.edgeV[e]!;
      if (table.edgeV[e] === v) return table.edgeU[e]!;
    }
    return -1;
  };
  for (const mdp of mdpList) {
    if (unpaired.includes(mdp)) continue;
    let chosen = -1;
    for (const r of residents) {
      if (taken[r] || table.edgeAt(mdp, r) === -1) continue;
      if (partnerIn(witness, mdp) === r) {
        chosen = r;
        break;
      }
      if (best.slack(mdp, r) > 0) continue; // in no optimal pairing
      const rest = members.filter((v) => !taken[v] && v !== mdp && v !== r);
      const tried = solvePerfect(table, scheme, rest, { allowedFloat: floatAllowed });
      if (tried === null) continue;
      const candidateEdges = [...fixedEdges, table.edgeAt(mdp, r), ...tried.pairs];
      if (!sameValue(scheme.value(candidateEdges, tried.floated), best.value)) continue;
      witness = { ...tried, pairs: candidateEdges };
      chosen = r;
      break;
    }
    if (chosen === -1) return 'an MDP can only be paired with another MDP';
    fixed.push([mdp, chosen]);
    fixedEdges.push(table.edgeAt(mdp, chosen));
    taken[mdp] = 1;
    taken[chosen] = 1;
  }
  return { pairs: fixed, unpaired };
}
