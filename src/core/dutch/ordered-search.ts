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

import { colourOutcome, hasStrongPreference } from './colour';
import { lookaheadIdeal, remainderPairable } from './completion';
import type { PlayerState } from './player-state';
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
export function orderedSearch(ctx: RoundContext, { members: bracket, mdps, next, rest }: Bracket): BracketResult | null {
  const P = ctx.players;
  const mdpList = bracket.filter((i) => mdps.has(i));
  const residents = bracket.filter((i) => !mdps.has(i));
  if (mdpList.length > residents.length) return null;
  const last = next.length === 0;
  const spare = (residents.length - mdpList.length) % 2;
  const pairCount = (bracket.length - spare) / 2;

  // C12/C13 lower bounds over every bracket player, letting the spare player be
  // chosen among the majority preference: optimistic, so reaching them proves optimality.
  let whites = 0;
  let blacks = 0;
  let strongWhites = 0;
  let strongBlacks = 0;
  for (const x of bracket) {
    const st = P[x]!;
    if (st.colourPreference === 'white') whites++;
    else if (st.colourPreference === 'black') blacks++;
    if (hasStrongPreference(st)) {
      if (st.colourPreference === 'white') strongWhites++;
      else strongBlacks++;
    }
  }
  const noPreference = bracket.length - whites - blacks;
  const c12Bound = Math.max(0, Math.ceil((Math.max(0, Math.abs(whites - blacks) - spare) - noPreference) / 2));
  const c13Bound = Math.max(0, strongWhites - spare - pairCount) + Math.max(0, strongBlacks - spare - pairCount);
  // C14/C16: the fewest players with a recent downfloat that must be left over.
  const floatBound = [0, 1].map((back) => Math.max(0, spare - bracket.filter((x) => P[x]!.floats[back] !== 'down').length));

  let budget = ctx.searchBudget;
  // Single exchanges tried (each costs one bound check when it cannot succeed).
  let exchangeBudget = EXCHANGE_BUDGET;
  let aborted = false;
  let notGranted = 0;
  let strongNotGranted = 0;
  const pairs: [number, number][] = [];
  const used = new Set<number>();

  /** Adds a pair if it keeps every running criterion within its bound. */
  const place = (a: number, b: number): boolean => {
    if (!compatible(ctx, a, b)) return false;
    const o = colourOutcome(P[a]!, P[b]!, ctx.initialColour);
    if (o.topscorerColourImbalance > 0 || o.topscorerColourStreak > 0) return false; // C10, C11
    if (notGranted + o.preferenceNotGranted > c12Bound) return false; // C12
    if (strongNotGranted + o.strongPreferenceNotGranted > c13Bound) return false; // C13
    const hi = P[a]!;
    const lo = P[b]!;
    if (hi.score > lo.score && (lo.floats[0] === 'up' || lo.floats[1] === 'up')) return false; // C15, C17, C19, C21
    notGranted += o.preferenceNotGranted;
    strongNotGranted += o.strongPreferenceNotGranted;
    pairs.push([a, b]);
    return true;
  };
  const unplace = (): void => {
    const [a, b] = pairs.pop()!;
    const o = colourOutcome(P[a]!, P[b]!, ctx.initialColour);
    notGranted -= o.preferenceNotGranted;
    strongNotGranted -= o.strongPreferenceNotGranted;
  };

  /** Final checks on a complete candidate; null to keep searching (or `aborted` set). */
  const finish = (left: number[]): BracketResult | null => {
    for (let back = 0; back < 2; back++) {
      if (left.filter((x) => P[x]!.floats[back] === 'down').length > floatBound[back]!) return null; // C14, C16
    }
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
    if (!natural && !lookaheadIdeal(ctx, left, next, rest, rest.length <= FULL_GRAPH_REST)) return null;
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
    const walk = (i: number): BracketResult | null => {
      if (aborted) return null;
      if (i === p) return finish(s2.filter((_, k) => !taken[k]));
      const [forced12, forced13] = forcedColourViolations(
        P,
        s1.slice(i),
        s2.filter((_, k) => !taken[k]),
      );
      if (notGranted + forced12 > c12Bound || strongNotGranted + forced13 > c13Bound) return null;
      for (let k = 0; k < s2.length; k++) {
        if (taken[k]) continue;
        if (--budget < 0) {
          aborted = true;
          return null;
        }
        if (!place(s1[i]!, s2[k]!)) continue;
        taken[k] = true;
        const found = walk(i + 1);
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

/**
 * Lower bounds on the C12 and C13 violations when each of the `s1` players is
 * paired with a different one of the `s2` players: an S1 player keeps its
 * preference only against an S2 player of the other preference or of none, and a
 * strong (or absolute) preference is lost only against another of the same colour.
 */
export function forcedColourViolations(players: readonly PlayerState[], s1: readonly number[], s2: readonly number[]): [number, number] {
  let w1 = 0;
  let b1 = 0;
  let none1 = 0;
  let sw1 = 0;
  let sb1 = 0;
  for (const x of s1) {
    const st = players[x]!;
    const strong = hasStrongPreference(st);
    if (st.colourPreference === 'white') {
      w1++;
      if (strong) sw1++;
    } else if (st.colourPreference === 'black') {
      b1++;
      if (strong) sb1++;
    } else none1++;
  }
  let w2 = 0;
  let b2 = 0;
  let z2 = 0;
  let sw2 = 0;
  let sb2 = 0;
  for (const x of s2) {
    const st = players[x]!;
    const strong = hasStrongPreference(st);
    if (st.colourPreference === 'white') {
      w2++;
      if (strong) sw2++;
    } else if (st.colourPreference === 'black') {
      b2++;
      if (strong) sb2++;
    } else z2++;
  }
  const goodWhite = Math.min(w1, b2 + z2);
  const goodBlack = Math.min(b1, w2 + z2 - Math.max(0, goodWhite - b2));
  const c12 = Math.max(0, s1.length - none1 - goodWhite - goodBlack);
  const c13 = Math.max(0, sw1 - (s2.length - sw2)) + Math.max(0, sb1 - (s2.length - sb2));
  return [c12, c13];
}
