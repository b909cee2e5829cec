/**
 * A large bracket paired exactly as the weighted-matching route pairs it
 * (`solveBracket` on the bracket alone, or on the last bracket with completion
 * and the PAB), without the route's wide `bigint` weights.
 *
 * The matching route encodes, below the criteria blocks of `criteria.ts`, the
 * Art. 4 order in low-order bits (`candidate-order.ts`): for the MDPs, pair the
 * lowest-numbered ones, each with the earliest resident; for the homogeneous
 * remainder, fewest exchanges first (a pairing is identified with S1′ = the
 * lower bracket number of each pair), then for each S1′ player in order the
 * earliest partner. Those bits make the weights hundreds or thousands of bits
 * wide, and a matching on them took minutes for a bracket of a few hundred.
 *
 * Here the same answer is built in steps, each exact:
 * 1. **The criteria from the table** (`large-bracket-table.ts`): each block's
 *    value on every compatible pair, read from `criteria.ts` through the same
 *    facts as the matching's graph; nothing here restates a criterion.
 * 2. **Criteria in a double** (`large-bracket-weights.ts`): inside one bracket
 *    only a few blocks vary, so once the constant blocks are dropped and each
 *    kept block gets just the bits its total can vary by, they fit in 50 bits.
 *    Every pairing considered pairs the whole set but one "floater" (the player
 *    left over: a downfloater, or in the last bracket the PAB receiver).
 * 3. **MDPs first** (`large-bracket-mdps.ts`), then **the remainder**
 *    (`large-bracket-remainder.ts`): S1′ = S1 proven by bipartite duals, and the
 *    earliest transposition through the graph of optimal pairs.
 * Whatever falls outside these cases (no perfect pairing, an MDP that can only
 * meet another MDP, an exchange, criteria wider than 50 bits) is handed back,
 * and the weighted-matching route decides.
 */

import { pairTable, type Declined } from './large-bracket-table';
import { settleMdps } from './large-bracket-mdps';
import { pairRemainder } from './large-bracket-remainder';
import type { Bracket, BracketResult, RoundContext } from './round-context';

export interface LargeBracketScope {
  /**
   * The last bracket (nothing below it): everyone paired, the PAB (when the round
   * needs one) to an eligible player by C5 and C9, as `solveBracket`'s `complete`
   * scope does. Otherwise the bracket alone, as its `bracket` scope does.
   */
  readonly last: boolean;
}

/**
 * The result `solveBracket` would give this bracket in that scope, or null when
 * this route cannot prove it (or the bracket is below the route's size): the
 * caller then runs the matching.
 */
export function pairLargeBracket(ctx: RoundContext, bracket: Bracket, { last }: LargeBracketScope): BracketResult | null {
  if (bracket.members.length < ctx.largeBracket.minimumSize) return null;
  const outcome = last && ctx.byeNeeded !== (bracket.members.length % 2 === 1) ? 'the PAB and the bracket size disagree' : pairExactly(ctx, bracket, last);
  ctx.largeBracket.report?.(typeof outcome === 'string' ? outcome : 'solved');
  if (typeof outcome === 'string') return null;
  const { pairs, unpaired } = outcome;
  return last ? { pairs, downfloaters: [], bye: unpaired[0] ?? null } : { pairs, downfloaters: unpaired, bye: null };
}

function pairExactly(ctx: RoundContext, bracket: Bracket, last: boolean): { pairs: [number, number][]; unpaired: number[] } | Declined {
  const { members, mdps } = bracket;
  const n = members.length;
  if (n < 2) return 'a bracket of one';
  const table = pairTable(ctx, bracket, { last });
  if (typeof table === 'string') return table;
  const fixedPairs: [number, number][] = []; // local indices
  const unpaired: number[] = []; // local indices
  const isMdp = members.map((x) => mdps.has(x));
  let remainder: number[] = [];
  for (let i = 0; i < n; i++) if (!isMdp[i]) remainder.push(i);

  if (isMdp.some(Boolean)) {
    const settled = settleMdps(table, isMdp);
    if (typeof settled === 'string') return settled;
    fixedPairs.push(...settled.pairs);
    unpaired.push(...settled.unpaired);
    const taken = new Set(settled.pairs.map(([, r]) => r));
    remainder = remainder.filter((r) => !taken.has(r));
  }
  if (remainder.length >= 2) {
    const result = pairRemainder(table, remainder);
    if (typeof result === 'string') return result;
    fixedPairs.push(...result.pairs);
    unpaired.push(...result.unpaired);
  } else {
    if (last && remainder.length === 1 && !table.floaterAllowed[remainder[0]!]) return 'the one resident left may not take the PAB';
    unpaired.push(...remainder);
  }
  const pairs: [number, number][] = fixedPairs.map(([a, b]) => (a < b ? [members[a]!, members[b]!] : [members[b]!, members[a]!]));
  pairs.sort((x, y) => x[0] - y[0]);
  return { pairs, unpaired: unpaired.map((i) => members[i]!).sort((a, b) => a - b) };
}
