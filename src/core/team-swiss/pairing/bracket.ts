/**
 * Pairing a bracket (C.04.6 art. 3.6):
 *
 *  3.6.1 in each pair the smaller TPN is the top member, the larger the bottom member;
 *  3.6.2 a pairing is identified by its top members in ascending order, followed
 *        by the bottom member of each of them ("11-24 16-6 10-9 8-4" is 4 6 9 11 8 16 10 24);
 *  3.6.3 pairings are sorted by the lexicographic order of their identifiers;
 *  3.6.4 choose the first pairing that also complies with [C1], [C8], [C9] and [C10].
 *
 * [C8]–[C10] are minimisation criteria, taken in descending priority: the
 * pairing chosen is the first, in identifier order, of those that do best on
 * them. Rather than listing every pairing, the identifier is built from its
 * first number on: each number is the smallest for which some completion
 * still reaches the best value, which a minimum-cost perfect matching of the
 * teams not yet placed tells exactly. So the answer is the one plain
 * enumeration would give, for brackets of any size.
 *
 * Per pair, since colours are allocated afterwards by art. 4 (which grants
 * every preference of a pair unless both teams want the same colour, and then
 * the strong one, art. 4.3.2–4.3.4):
 * - [C8] counts one unfulfilled preference when both teams prefer the same colour;
 * - [C9] (type B) one unfulfilled strong preference when both prefer it strongly;
 * - [C10] each upfloater's opponent that floated in the previous round.
 */

import { maxWeightMatchingNumeric } from '../../matching/max-weight-matching-numeric';
import type { Tenths } from '../../model';
import type { ColourPreference } from './colour-preference';
import type { MayMeet } from './pairability';
import type { TeamState } from './team-state';

export interface BracketContext {
  readonly mayMeet: MayMeet;
  readonly preferences: ReadonlyMap<number, ColourPreference | null>;
  /** [C7] and [C10] do not apply in the last two rounds. */
  readonly floatCriteriaApply: boolean;
}

/** One pair of a bracket: the top member (smaller TPN) first. */
export type BracketPair = readonly [top: number, bottom: number];

/** The [C8], [C9], [C10] violations of one pair, as one number ([C8] most significant). */
function pairCost(a: TeamState, b: TeamState, residentScore: Tenths, context: BracketContext, base: number): number {
  const pa = context.preferences.get(a.number) ?? null;
  const pb = context.preferences.get(b.number) ?? null;
  const sameColour = pa !== null && pb !== null && pa.colour === pb.colour;
  const c8 = sameColour ? 1 : 0;
  const c9 = sameColour && pa.strength === 'strong' && pb.strength === 'strong' ? 1 : 0;
  let c10 = 0;
  if (context.floatCriteriaApply) {
    if (a.score < residentScore && b.floatedLastRound) c10++;
    if (b.score < residentScore && a.floatedLastRound) c10++;
  }
  return c8 * base * base + c9 * base + c10;
}

/**
 * Pairs the bracket: teams sorted by TPN, every one paired. `residentScore` is
 * the score of the top-scoregroup (teams below it are the upfloaters).
 * Throws when the bracket cannot be paired under [C1].
 */
export function pairBracket(teams: readonly TeamState[], residentScore: Tenths, context: BracketContext): BracketPair[] {
  const sorted = [...teams].sort((a, b) => a.number - b.number);
  const n = sorted.length;
  // Each criterion counts at most one per team, so `base` keeps them apart in one sum.
  const base = 2 * n + 1;
  const cost: number[][] = sorted.map((a) => sorted.map((b) => (a === b ? 0 : pairCost(a, b, residentScore, context, base))));
  const allowed: boolean[][] = sorted.map((a) => sorted.map((b) => a !== b && context.mayMeet(a.number, b.number)));
  const ceiling = 3 * base * base;

  // role[i]: 'top', 'bottom' or undecided; partner[i] once fixed.
  const role: ('top' | 'bottom' | null)[] = new Array<'top' | 'bottom' | null>(n).fill(null);
  const partner = new Int32Array(n).fill(-1);

  /** The least total cost of a perfect matching that respects the roles and pairs fixed so far (Infinity: none). */
  const leastCost = (): number => {
    const free: number[] = [];
    let fixed = 0;
    for (let i = 0; i < n; i++) {
      if (partner[i] === -1) free.push(i);
      else if (partner[i]! > i) fixed += cost[i]![partner[i]!]!;
    }
    if (free.length === 0) return fixed;
    const us: number[] = [];
    const vs: number[] = [];
    const ws: number[] = [];
    for (let x = 0; x < free.length; x++) {
      for (let y = x + 1; y < free.length; y++) {
        const lo = free[x]!;
        const hi = free[y]!;
        // The smaller TPN of a pair is its top member: lo may not be a bottom, hi may not be a top.
        if (!allowed[lo]![hi] || role[lo] === 'bottom' || role[hi] === 'top') continue;
        us.push(x);
        vs.push(y);
        ws.push(ceiling - cost[lo]![hi]!);
      }
    }
    const { mate } = maxWeightMatchingNumeric(free.length, Int32Array.from(us), Int32Array.from(vs), Float64Array.from(ws), { maxCardinality: true });
    let total = fixed;
    for (let x = 0; x < free.length; x++) {
      if (mate[x] === -1) return Infinity;
      if (mate[x]! > x) total += cost[free[x]!]![free[mate[x]!]!]!;
    }
    return total;
  };

  const best = leastCost();
  if (best === Infinity) throw new Error('the bracket cannot be paired');
  // The identifier's first half: the smallest possible set of top members, decided from the smallest TPN up.
  for (let i = 0; i < n; i++) {
    role[i] = 'top';
    if (leastCost() !== best) role[i] = 'bottom';
  }
  // Its second half: each top member, in ascending order, takes the smallest bottom member that keeps the best.
  for (let i = 0; i < n; i++) {
    if (role[i] !== 'top') continue;
    for (let j = i + 1; j < n; j++) {
      if (role[j] !== 'bottom' || partner[j] !== -1 || !allowed[i]![j]) continue;
      partner[i] = j;
      partner[j] = i;
      if (leastCost() === best) break;
      partner[i] = -1;
      partner[j] = -1;
    }
  }
  const pairs: BracketPair[] = [];
  for (let i = 0; i < n; i++) if (role[i] === 'top') pairs.push([sorted[i]!.number, sorted[partner[i]!]!.number]);
  return pairs;
}
