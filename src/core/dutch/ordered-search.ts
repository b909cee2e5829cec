/**
 * The ordered search for a provably best candidate (Art. 3 and 4).
 *
 * It walks the candidates of a bracket in the order Art. 4 generates them
 * (MDPs against S2 transpositions, then the remainder's S2 transpositions, then
 * those of each single S1/S2 exchange) and takes the first that meets every
 * criterion at a proven lower bound. Such a candidate is the best and the
 * earliest best one, so it is the answer; in the reference corpus this settles
 * nearly every bracket, and it is why large rounds are fast. When it cannot
 * prove a candidate within its budget it returns null and the weighted matching
 * decides.
 */

import { bracketFacts } from './bracket-facts';
import { lookaheadIdeal, remainderPairable } from './completion';
import { ColourTally, criteriaBlocks, type CriterionBlock, type PreferenceTally, type SearchBracket } from './criteria';
import { compatible, FULL_GRAPH_REST, type Bracket, type BracketResult, type RoundContext } from './round-context';

/** Single S1/S2 exchanges the ordered search may try per bracket. */
const EXCHANGE_BUDGET = 20000;

/** The first candidate of Art. 4 (S1[i] against S2[i]), or null when one of its pairs is not allowed. */
function naturalPairs(ctx: RoundContext, mdpList: readonly number[], residents: readonly number[]): { pairs: [number, number][]; left: number[] } | null {
  if (mdpList.length > residents.length) return null;
  const pairs: [number, number][] = [];
  for (let i = 0; i < mdpList.length; i++) {
    if (!compatible(ctx, mdpList[i]!, residents[i]!)) return null;
    pairs.push([mdpList[i]!, residents[i]!]);
  }
  const remainder = residents.slice(mdpList.length);
  const p = Math.floor(remainder.length / 2);
  for (let i = 0; i < p; i++) {
    if (!compatible(ctx, remainder[i]!, remainder[i + p]!)) return null;
    pairs.push([remainder[i]!, remainder[i + p]!]);
  }
  return { pairs, left: remainder.slice(2 * p) };
}

/**
 * Walks the Art. 4 candidates of a bracket in their generation order (MDP
 * transpositions, then remainder transpositions) and returns the first one that
 * meets every criterion at a proven lower bound: it is then the best candidate
 * and the earliest best one. Returns null when it cannot prove that within its
 * budget (or when exchanges might come first), and the matching decides.
 */
export function orderedSearch(ctx: RoundContext, bracket: Bracket): BracketResult | null {
  const P = ctx.players;
  const { members, mdps, next, rest } = bracket;
  const mdpList = members.filter((i) => mdps.has(i));
  const residents = members.filter((i) => !mdps.has(i));
  if (mdpList.length > residents.length) return null;
  const last = next.length === 0;
  const spare = (residents.length - mdpList.length) % 2;
  const pairCount = (members.length - spare) / 2;

  // The criteria the search must meet at a lower bound (C10–C21), from the table:
  // a candidate reaching every bound is the best one, and the earliest best one.
  const { shape, facts } = bracketFacts(ctx, bracket, members, { completion: false, pabReceiverCriterion: true });
  const searchBracket: SearchBracket = {
    members: members.map((i) => P[i]!),
    mdps: mdpList.map((i) => P[i]!),
    residents: residents.map((i) => P[i]!),
    spare,
    pairs: pairCount,
  };
  const bounded = boundedBlocks(criteriaBlocks(shape, ctx.omitted));
  const ideal = bounded.map(({ search }) => search.ideal(searchBracket));
  const running = new Array<number>(bounded.length).fill(0);
  const penaltyOf = pairPenalties(ctx, bounded, facts);

  // A straight walk down one candidate costs a node per pair: the budget is for the backtracking beyond it.
  let budget = ctx.searchBudget + members.length;
  // Single exchanges tried (each costs one bound check when it cannot succeed).
  let exchangeBudget = EXCHANGE_BUDGET;
  let aborted = false;
  const pairs: [number, number][] = [];
  const placed: Int32Array[] = [];
  const used = new Set<number>();

  /** Adds a pair if it keeps every bounded criterion within its bound. */
  const place = (a: number, b: number): boolean => {
    const penalty = penaltyOf(a, b);
    if (penalty === null) return false;
    for (let k = 0; k < penalty.length; k++) if (running[k]! + penalty[k]! > ideal[k]!) return false;
    for (let k = 0; k < penalty.length; k++) running[k]! += penalty[k]!;
    pairs.push([a, b]);
    placed.push(penalty);
    return true;
  };
  const unplace = (): void => {
    pairs.pop();
    const penalty = placed.pop()!;
    for (let k = 0; k < penalty.length; k++) running[k]! -= penalty[k]!;
  };
  const forcing = bounded.flatMap((block, k) => (block.search.forced === undefined ? [] : [{ k, forced: block.search.forced }]));
  /** False when the S1 players still to place (`tally.s1`) must push a criterion past its bound. */
  const withinForcedBounds = (tally: PreferenceTally): boolean => {
    for (const { k, forced } of forcing) if (running[k]! + forced(tally) > ideal[k]!) return false;
    return true;
  };

  /** Final checks on a complete candidate; null to keep searching (or `aborted` set). */
  const finish = (left: number[]): BracketResult | null => {
    if (last) {
      if (left.length === 0) return { pairs: [...pairs], downfloaters: [], bye: null };
      const b = left[0]!;
      // C2, C5, C9: an eligible receiver with the lowest score and the fewest unplayed games.
      if (!ctx.byeNeeded || !P[b]!.canReceivePairingAllocatedBye || P[b]!.score !== ctx.byeScore) return null;
      for (const r of residents) if (P[r]!.canReceivePairingAllocatedBye && P[r]!.unplayedRounds < P[b]!.unplayedRounds) return null;
      return { pairs: [...pairs], downfloaters: [], bye: b };
    }
    // C4 (with C5): everyone below must remain pairable (an exact test).
    if (!remainderPairable(ctx, [...left, ...next, ...rest])) return null;
    // C8 at its ideal: the next bracket pairs all but (at most) one of its players,
    // every downfloater among them, and the players below can still be completed.
    // The natural pairing of the next bracket usually shows it; otherwise a small
    // matching decides (exactly, so a candidate that fails is simply worse).
    const look = naturalPairs(ctx, left, next);
    const natural = look !== null && look.left.length <= 1 && remainderPairable(ctx, [...look.left, ...rest]);
    if (!natural && !lookaheadIdeal(ctx, { left, next, below: rest, complete: rest.length <= FULL_GRAPH_REST })) return null;
    return { pairs: [...pairs], downfloaters: left, bye: null };
  };

  /**
   * A homogeneous set (a homogeneous bracket or a remainder): the S2 transpositions
   * of the original S1/S2, then those of each single exchange in Art. 4 order
   * (smallest difference of the exchanged numbers, then the highest number leaving
   * S1). Larger exchanges are left to the matching.
   */
  const homogeneous = (members: number[]): BracketResult | null => {
    const p = Math.floor(members.length / 2);
    const found = transpositions(members.slice(0, p), members.slice(p));
    if (found !== null || aborted || p === 0) return found;
    const exchanges: [number, number][] = [];
    for (let x = 0; x < p; x++) for (let y = p; y < members.length; y++) exchanges.push([x, y]);
    exchanges.sort((e, f) => e[1] - e[0] - (f[1] - f[0]) || f[0] - e[0]);
    for (const [x, y] of exchanges) {
      if (--exchangeBudget < 0) {
        aborted = true;
        return null;
      }
      const s1 = members.filter((_, k) => (k < p && k !== x) || k === y);
      const s2 = members.filter((_, k) => (k >= p && k !== y) || k === x);
      const result = transpositions(s1, s2);
      if (result !== null || aborted) return result;
    }
    // Exchanges of two or more players come next: the matching decides.
    aborted = true;
    return null;
  };

  /** S2 transpositions of a given S1/S2, lexicographically. */
  const transpositions = (s1: number[], s2: number[]): BracketResult | null => {
    const p = s1.length;
    const taken = new Array<boolean>(s2.length).fill(false);
    // The preferences of the S1 players still to place and of the S2 players still free,
    // kept up to date as the walk goes down and back.
    const forced = forcing.length > 0;
    const tally = forced ? { s1: ColourTally.of(s1.map((x) => P[x]!)), s2: ColourTally.of(s2.map((x) => P[x]!)) } : null;
    const walk = (i: number): BracketResult | null => {
      if (aborted) return null;
      if (i === p) return finish(s2.filter((_, k) => !taken[k]));
      if (tally !== null && !withinForcedBounds(tally)) return null;
      tally?.s1.add(P[s1[i]!]!, -1);
      const found = walkFrom(i);
      tally?.s1.add(P[s1[i]!]!);
      return found;
    };
    /** Places S1 player i against each free S2 player in turn. */
    const walkFrom = (i: number): BracketResult | null => {
      for (let k = 0; k < s2.length; k++) {
        if (taken[k]) continue;
        if (--budget < 0) {
          aborted = true;
          return null;
        }
        if (!place(s1[i]!, s2[k]!)) continue;
        taken[k] = true;
        tally?.s2.add(P[s2[k]!]!, -1);
        const found = walk(i + 1);
        tally?.s2.add(P[s2[k]!]!);
        taken[k] = false;
        unplace();
        if (found !== null || aborted) return found;
      }
      return null;
    };
    return walk(0);
  };

  /** MDPs (S1) against residents (S2), then the remainder for each MDP assignment. */
  const withMdps = (i: number): BracketResult | null => {
    if (aborted) return null;
    if (i === mdpList.length) {
      const found = homogeneous(residents.filter((r) => !used.has(r)));
      // Exchanges in this remainder would come before the next MDP assignment.
      if (found === null) aborted = true;
      return found;
    }
    for (const r of residents) {
      if (used.has(r)) continue;
      if (--budget < 0) {
        aborted = true;
        return null;
      }
      if (!place(mdpList[i]!, r)) continue;
      used.add(r);
      const found = withMdps(i + 1);
      used.delete(r);
      unplace();
      if (found !== null || aborted) return found;
    }
    return null;
  };

  const result = withMdps(0);
  return aborted ? null : result;
}

/** A block the ordered search meets at a lower bound. */
export type BoundedBlock = CriterionBlock & { readonly search: Exclude<CriterionBlock['search'], string> };

function boundedBlocks(blocks: readonly CriterionBlock[]): BoundedBlock[] {
  return blocks.filter((block): block is BoundedBlock => typeof block.search === 'object');
}

/**
 * Each bounded block's penalty (`max − value`) for a pair of this bracket, or null
 * when the pair is not allowed (C1, C3); remembered, since the search meets the
 * same pairs again and again.
 */
function pairPenalties(
  ctx: RoundContext,
  blocks: readonly BoundedBlock[],
  facts: ReturnType<typeof bracketFacts>['facts'],
): (a: number, b: number) => Int32Array | null {
  const n = ctx.players.length;
  const known = new Map<number, Int32Array | null>();
  return (a, b) => {
    const key = Math.min(a, b) * n + Math.max(a, b);
    let penalty = known.get(key);
    if (penalty === undefined) {
      if (compatible(ctx, a, b)) {
        const f = facts('bracket', a, b);
        penalty = new Int32Array(blocks.length);
        for (let k = 0; k < blocks.length; k++) penalty[k] = blocks[k]!.max - blocks[k]!.value(f);
      } else penalty = null;
      known.set(key, penalty);
    }
    return penalty;
  };
}
