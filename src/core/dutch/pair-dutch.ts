/**
 * FIDE (Dutch) System, C.04.3 as applied from 1 February 2026.
 *
 * Brackets are paired top-down; unpaired players go to the limbo and become the
 * MDPs of the next bracket. For each bracket, in order of cost:
 * 1. an ordered search walks the Art. 4 candidates in generation order and takes
 *    the first that meets every criterion at a proven lower bound (the common
 *    case, and the reason large rounds are fast);
 * 2. otherwise the bracket is solved alone by weighted matching; if its
 *    downfloaters let the next bracket reach C8's ideal, that is the answer;
 * 3. otherwise a maximum-weight matching over the bracket, the next scoregroup and
 *    (near the bottom) everyone below decides, its edge weights being the criteria
 *    blocks of `criteria.ts` followed by low-order blocks that encode the Art. 4
 *    order, so the heaviest matching is the earliest best candidate.
 * See docs/dutch.md for the reasoning behind each step.
 */

import { NoValidPairingError } from '../errors';
import { maxWeightMatching, type WeightedEdge } from '../matching/max-weight-matching';
import { maximumMatching } from '../matching/maximum-matching';
import type { Board, Bye, Colour, Player, RoundPairing, Tournament } from '../model';
import { absoluteColourClash, colourOfFirst, colourOutcome } from './colour';
import { criteriaBlocks, type BracketShape, type EdgeFacts, type EdgeKind } from './criteria';
import { pairBracketAlone, pairLastBracket, type LargeBracketInput } from './large-bracket';
import { playerStates, type PlayerState } from './player-state';
import { verifyAbsoluteCriteria } from './verify';

export interface DutchOptions {
  /** Verify the absolute criteria of the result (and the matcher's optimality) before returning. */
  readonly selfCheck?: boolean;
  /**
   * Nodes the ordered search for a provably best candidate may visit per bracket
   * before the weighted matching decides (default 2000). 0 sends every bracket to
   * the matching: slower, same result; tests use it to exercise that route.
   */
  readonly searchBudget?: number;
  /**
   * Brackets of at least this many players paired on their own are solved by
   * `large-bracket.ts` (exact, without wide weights) before the weighted matching
   * is tried (default 40). Tests lower it to exercise that route on small events.
   */
  readonly largeBracketMinimum?: number;
  /** Told, for each bracket tried by that route, "solved" or why it declined (for tests). */
  readonly largeBracketReport?: (outcome: string) => void;
}

/** Internal state for one round. Players are indexed by rank (score, then pairing number). */
interface RoundContext {
  readonly players: readonly PlayerState[];
  readonly initialColour: Colour;
  readonly forbidden: ReadonlySet<string>;
  readonly selfCheck: boolean;
  /** Lowest pairing score among PAB-eligible players, or null when none (or no PAB needed). */
  readonly byeScore: number | null;
  readonly byeNeeded: boolean;
  readonly searchBudget: number;
  readonly largeBracketMinimum: number;
  readonly largeBracketReport: ((outcome: string) => void) | undefined;
}

/** Below this many players under the next scoregroup, brackets are solved with everyone in the graph. */
const FULL_GRAPH_REST = 40;
/** The matcher's optimality self-check (when asked for) runs on graphs up to this size. */
const SELF_CHECK_LIMIT = 120;
/** Fields up to this size are always solved with everyone in the graph. */
const FULL_GRAPH_TOTAL = 100;

const ABSENCE_KIND = { H: 'half-point', Z: 'zero-point', F: 'full-point' } as const;

/**
 * Pairs `round` of a tournament by the FIDE Dutch system.
 *
 * Uses rounds 1..round−1 of every player; an `H`, `Z` or `F` entry already present
 * for `round` is an announced absence (reported as a bye of that kind), withdrawn
 * players are left out. Boards are ordered by C.04.2: the higher score of the pair,
 * then the sum of scores, then the higher-ranked player.
 *
 * @throws NoValidPairingError when no pairing satisfies the absolute criteria C1–C3
 *   together with completion (C4).
 * @example
 * const pairing = pairDutch(tournament, 3);
 * pairing.boards[0]; // { board: 1, white: 4, black: 1 }
 */
export function pairDutch(tournament: Tournament, round: number, options: DutchOptions = {}): RoundPairing {
  const states = playerStates(tournament, round);
  const byes: Bye[] = [];
  const active: PlayerState[] = [];
  for (const player of tournament.players) {
    const entry = player.rounds[round - 1];
    if (entry !== undefined && entry.opponent === null && (entry.result === 'H' || entry.result === 'Z' || entry.result === 'F')) {
      const kind = ABSENCE_KIND[entry.result];
      const pts = entry.result === 'H' ? tournament.points.halfPointBye : entry.result === 'F' ? tournament.points.fullPointBye : tournament.points.zeroPointBye;
      byes.push({ player: player.startNumber, kind, points: pts });
      continue;
    }
    if (player.withdrawn) continue;
    active.push(states.get(player.startNumber)!);
  }
  // 5.2.5's pairing numbers, as the reference engine counts them (see numberForColours).
  numberForColours(tournament, round, states);
  active.sort((a, b) => (a.score !== b.score ? b.score - a.score : a.startNumber - b.startNumber));
  const forbidden = new Set<string>();
  for (const [a, b] of tournament.forbiddenPairs ?? []) {
    forbidden.add(`${a}:${b}`);
    forbidden.add(`${b}:${a}`);
  }
  const byeNeeded = active.length % 2 === 1;
  let byeScore: number | null = null;
  if (byeNeeded) {
    for (const p of active) if (p.canReceivePairingAllocatedBye && (byeScore === null || p.score < byeScore)) byeScore = p.score;
    if (byeScore === null) {
      throw new NoValidPairingError(`Round ${round}: an odd number of players (${active.length}) and nobody may receive the pairing-allocated bye (C2).`);
    }
  }
  const context: RoundContext = {
    players: active,
    initialColour: tournament.initialColour ?? 'white',
    forbidden,
    selfCheck: options.selfCheck ?? false,
    byeScore,
    byeNeeded,
    searchBudget: options.searchBudget ?? IDEAL_SEARCH_BUDGET,
    largeBracketMinimum: options.largeBracketMinimum ?? LARGE_BRACKET_MINIMUM,
    largeBracketReport: options.largeBracketReport,
  };
  const { pairs, bye } = pairAllBrackets(context, round);

  const games = pairs.map(([i, j]) => {
    const a = active[i]!;
    const b = active[j]!;
    const colourA = colourOfFirst(a, b, context.initialColour);
    const white = colourA === 'white' ? a : b;
    const black = colourA === 'white' ? b : a;
    return { white, black, high: Math.max(a.realScore, b.realScore), sum: a.realScore + b.realScore, rank: Math.min(i, j) };
  });
  games.sort((x, y) => y.high - x.high || y.sum - x.sum || x.rank - y.rank);
  const boards: Board[] = games.map((g, k) => ({ board: k + 1, white: g.white.startNumber, black: g.black.startNumber }));
  if (bye !== null) {
    byes.unshift({ player: active[bye]!.startNumber, kind: 'pairing-allocated', points: tournament.points.pairingAllocatedBye });
  }
  const pairing: RoundPairing = { round, boards, byes };
  if (context.selfCheck) verifyAbsoluteCriteria(tournament, round, pairing);
  return pairing;
}

function compatible(ctx: RoundContext, i: number, j: number): boolean {
  const a = ctx.players[i]!;
  const b = ctx.players[j]!;
  if (a.opponents.has(b.startNumber)) return false; // C1
  if (ctx.forbidden.size > 0 && ctx.forbidden.has(`${a.startNumber}:${b.startNumber}`)) return false; // C1 (forbidden pairs)
  return !absoluteColourClash(a, b); // C3
}

function pairAllBrackets(ctx: RoundContext, round: number): { pairs: [number, number][]; bye: number | null } {
  const n = ctx.players.length;
  const groups: number[][] = [];
  for (let i = 0; i < n; i++) {
    const last = groups[groups.length - 1];
    if (last !== undefined && ctx.players[last[0]!]!.score === ctx.players[i]!.score) last.push(i);
    else groups.push([i]);
  }
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  let limbo: number[] = [];
  for (let g = 0; g < groups.length; g++) {
    const bracket = [...limbo, ...groups[g]!].sort((a, b) => a - b);
    const next = groups[g + 1] ?? [];
    const rest: number[] = [];
    for (let h = g + 2; h < groups.length; h++) rest.push(...groups[h]!);
    const result = pairBracket(ctx, bracket, new Set(limbo), next, rest);
    pairs.push(...result.pairs);
    limbo = result.downfloaters;
    if (result.bye !== null) bye = result.bye;
  }
  if (limbo.length > 0) {
    if (limbo.length === 1 && ctx.byeNeeded && bye === null && ctx.players[limbo[0]!]!.canReceivePairingAllocatedBye) {
      bye = limbo[0]!;
    } else {
      const names = limbo.map((i) => ctx.players[i]!.startNumber).join(', ');
      throw new NoValidPairingError(
        `Round ${round}: no pairing satisfies the absolute criteria (no rematches, PAB at most once, no absolute colour clash); players ${names} cannot be paired.`,
      );
    }
  }
  return { pairs, bye };
}

interface BracketResult {
  readonly pairs: [number, number][];
  readonly downfloaters: number[];
  readonly bye: number | null;
}

function pairBracket(ctx: RoundContext, bracket: number[], mdps: ReadonlySet<number>, next: number[], rest: number[]): BracketResult {
  if (bracket.length === 0) return { pairs: [], downfloaters: [], bye: null };
  const ideal = ctx.searchBudget > 0 ? idealCandidate(ctx, bracket, mdps, next, rest) : null;
  if (ideal !== null) return ideal;
  // The C8 look-ahead must respect completion (C4) below the next scoregroup: with
  // few players left below, put them all in the graph. In large fields the players
  // far below are flexible enough that a completion check afterwards suffices.
  const complete = rest.length <= FULL_GRAPH_REST || bracket.length + next.length + rest.length <= FULL_GRAPH_TOTAL;
  if (next.length > 0 && ctx.searchBudget > 0) {
    // The bracket alone: if its best pairing leaves downfloaters for which the next
    // bracket reaches C8's ideal (and completion holds), it is the best pairing with
    // the look-ahead too, and the earliest one; the graph stays small.
    const alone = pairLargeBracketAlone(ctx, bracket, mdps) ?? solveBracket(ctx, bracket, mdps, next, rest, false, true, true);
    const left = alone.downfloaters;
    if (lookaheadIdeal(ctx, left, next, rest, complete) && (complete || remainderPairable(ctx, [...left, ...next, ...rest]))) return alone;
  }
  const solveFull = (): BracketResult => {
    const fast = next.length === 0 ? pairLargeLastBracket(ctx, bracket, mdps) : null;
    if (fast !== null) return fast;
    const result = solveBracket(ctx, bracket, mdps, next, rest, true, true);
    // C9 only counts when the bracket drops exactly one player, who takes the PAB;
    // C6 fixes how many it drops, so a second solve without C9 settles the other cases.
    const dropped = bracket.length - 2 * result.pairs.length;
    if (ctx.byeNeeded && dropped !== 1) return solveBracket(ctx, bracket, mdps, next, rest, true, false);
    return result;
  };
  if (complete) return solveFull();
  const local = solveBracket(ctx, bracket, mdps, next, rest, false);
  if (remainderPairable(ctx, [...local.downfloaters, ...next, ...rest])) return local;
  return solveFull();
}

/** From this size, a bracket paired on its own goes through `large-bracket.ts` first. */
const LARGE_BRACKET_MINIMUM = 40;

/** `solveBracket(…, bracketOnly)`'s result by the exact large-bracket route, or null to run the matching. */
function pairLargeBracketAlone(ctx: RoundContext, bracket: number[], mdps: ReadonlySet<number>): BracketResult | null {
  if (bracket.length < ctx.largeBracketMinimum) return null;
  const result = pairBracketAlone(largeBracketInput(ctx), bracket, mdps);
  return result === null ? null : { pairs: result.pairs, downfloaters: result.unpaired, bye: null };
}

/** The last bracket's `solveBracket(…, full)` result by the exact large-bracket route, or null to run the matching. */
function pairLargeLastBracket(ctx: RoundContext, bracket: number[], mdps: ReadonlySet<number>): BracketResult | null {
  if (bracket.length < ctx.largeBracketMinimum || ctx.searchBudget === 0) return null;
  const result = pairLastBracket(largeBracketInput(ctx), bracket, mdps, ctx.byeNeeded);
  return result === null ? null : { pairs: result.pairs, downfloaters: [], bye: result.unpaired[0] ?? null };
}

function largeBracketInput(ctx: RoundContext): LargeBracketInput {
  return {
    players: ctx.players,
    initialColour: ctx.initialColour,
    compatible: (a, b) => compatible(ctx, a, b),
    ...(ctx.largeBracketReport !== undefined ? { report: ctx.largeBracketReport } : {}),
  };
}

// ---------------------------------------------------------------------------
// The first candidate of Art. 4, taken when it is provably best.

function naturalPairs(ctx: RoundContext, mdpList: number[], residents: number[]): { pairs: [number, number][]; left: number[] } | null {
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

/** Search nodes the ideal-candidate search may visit before handing over to the matching. */
const IDEAL_SEARCH_BUDGET = 2000;
/** Single S1/S2 exchanges the ideal-candidate search may try per bracket. */
const EXCHANGE_BUDGET = 20000;

/**
 * Walks the Art. 4 candidates of a bracket in their generation order (MDP
 * transpositions, then remainder transpositions) and returns the first one that
 * meets every criterion at a proven lower bound: it is then the best candidate
 * and the earliest best one. Returns null when it cannot prove that within its
 * budget (or when exchanges might come first), and the matching decides.
 */
function idealCandidate(ctx: RoundContext, bracket: number[], mdps: ReadonlySet<number>, next: number[], rest: number[]): BracketResult | null {
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
    if (st.preferenceStrength === 'strong' || st.preferenceStrength === 'absolute') {
      if (st.colourPreference === 'white') strongWhites++;
      else strongBlacks++;
    }
  }
  const noPreference = bracket.length - whites - blacks;
  const c12Bound = Math.max(0, Math.ceil((Math.max(0, Math.abs(whites - blacks) - spare) - noPreference) / 2));
  const c13Bound = Math.max(0, strongWhites - spare - pairCount) + Math.max(0, strongBlacks - spare - pairCount);
  // C14/C16: the fewest players with a recent downfloat that must be left over.
  const floatBound = [0, 1].map((back) => Math.max(0, spare - bracket.filter((x) => P[x]!.floats[back] !== 'down').length));

  // A straight walk down one candidate costs a node per pair: the budget is for the backtracking beyond it.
  let budget = ctx.searchBudget + bracket.length;
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
function forcedColourViolations(players: readonly PlayerState[], s1: readonly number[], s2: readonly number[]): [number, number] {
  let w1 = 0;
  let b1 = 0;
  let none1 = 0;
  let sw1 = 0;
  let sb1 = 0;
  for (const x of s1) {
    const st = players[x]!;
    const strong = st.preferenceStrength === 'strong' || st.preferenceStrength === 'absolute';
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
    const strong = st.preferenceStrength === 'strong' || st.preferenceStrength === 'absolute';
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

/**
 * C8's best value for a set of downfloaters: can the next bracket (`left` + `next`)
 * pair all but at most one of its players, every downfloater included, while (with
 * `complete`, as the solver's full graph does) everyone `below` is completed
 * around it (C4, with the PAB going to the lowest eligible score for C5)?
 */
function lookaheadIdeal(ctx: RoundContext, left: number[], next: number[], below: number[], complete: boolean): boolean {
  const region = [...left, ...next];
  if (!complete && left.length <= 1) {
    // One downfloater at most: matched first by the greedy start of a maximum matching, it
    // stays matched, so a maximum matching of the region shows the ideal; no weights needed.
    const mate = maximumMatching(region.length, (a, b) => compatible(ctx, region[a]!, region[b]!));
    const matched = mate.reduce((count, m) => count + (m === -1 ? 0 : 1), 0);
    return matched === 2 * Math.floor(region.length / 2) && (left.length === 0 || mate[0] !== -1);
  }
  const all = complete ? [...region, ...below] : region;
  const inRegion = region.length;
  const leftCount = left.length;
  const withBye = complete && ctx.byeNeeded;
  const unit = BigInt(2 * (leftCount + 1));
  const edges: WeightedEdge[] = [];
  for (let a = 0; a < all.length; a++) {
    for (let b = a + 1; b < all.length; b++) {
      if (!compatible(ctx, all[a]!, all[b]!)) continue;
      const weight = b < inRegion ? unit + BigInt((a < leftCount ? 1 : 0) + (b < leftCount ? 1 : 0)) : 0n;
      edges.push({ u: a, v: b, weight });
    }
    const p = ctx.players[all[a]!]!;
    if (withBye && p.canReceivePairingAllocatedBye && p.score === ctx.byeScore) edges.push({ u: a, v: all.length, weight: 0n });
  }
  const vertexCount = all.length + (withBye ? 1 : 0);
  const mate = maxWeightMatching(vertexCount, edges, { maxCardinality: complete });
  if (complete && mate.some((m) => m === -1)) return false;
  let total = 0n;
  for (let a = 0; a < inRegion; a++) {
    const b = mate[a]!;
    if (b > a && b < inRegion) total += unit + BigInt((a < leftCount ? 1 : 0) + (b < leftCount ? 1 : 0));
  }
  return total === BigInt(Math.floor(inRegion / 2)) * unit + BigInt(leftCount);
}

/**
 * C4 (with C5): can these players all be paired, the PAB (if any) going to an
 * eligible player of the lowest eligible score? Greedy first, exact matching if greedy fails.
 */
function remainderPairable(ctx: RoundContext, players: number[]): boolean {
  const sorted = [...players].sort((a, b) => a - b);
  const byeOk = (i: number): boolean =>
    ctx.byeNeeded && ctx.players[i]!.canReceivePairingAllocatedBye && ctx.players[i]!.score === ctx.byeScore;
  const greedy = (order: number[]): boolean => {
    const used = new Set<number>();
    let byeUsed = !ctx.byeNeeded;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      if (used.has(i)) continue;
      used.add(i);
      let found = false;
      for (let l = k + 1; l < order.length; l++) {
        const j = order[l]!;
        if (!used.has(j) && compatible(ctx, i, j)) {
          used.add(j);
          found = true;
          break;
        }
      }
      if (!found) {
        if (!byeUsed && byeOk(i)) byeUsed = true;
        else return false;
      }
    }
    return byeUsed || sorted.length % 2 === 0;
  };
  if (ctx.byeNeeded ? sorted.length % 2 === 0 : sorted.length % 2 === 1) return false;
  if (greedy(sorted) || greedy([...sorted].reverse())) return true;
  const n = sorted.length;
  // The PAB is vertex n; the graph is dense, so the matcher asks for edges as it searches.
  const mate = maximumMatching(n + (ctx.byeNeeded ? 1 : 0), (a, b) =>
    b === n ? byeOk(sorted[a]!) : a === n ? byeOk(sorted[b]!) : compatible(ctx, sorted[a]!, sorted[b]!),
  );
  return mate.every((m) => m !== -1);
}

// ---------------------------------------------------------------------------
// The weighted-matching route.

function bitLength(x: bigint | number): number {
  let v = BigInt(x);
  let bits = 0;
  while (v > 0n) {
    v >>= 1n;
    bits++;
  }
  return bits;
}

interface GraphEdge {
  readonly u: number; // vertex index in the graph
  readonly v: number;
  readonly criteria: bigint;
}

function solveBracket(
  ctx: RoundContext,
  bracket: number[],
  mdps: ReadonlySet<number>,
  next: number[],
  rest: number[],
  full: boolean,
  pabReceiverCriterion = true,
  bracketOnly = false,
): BracketResult {
  const P = ctx.players;
  const completion = !bracketOnly && (full || rest.length === 0);
  const vertices = bracketOnly ? [...bracket] : completion ? [...bracket, ...next, ...rest] : [...bracket, ...next];
  const inBracket = new Set(bracket);
  const inNext = new Set(next);
  const withBye = completion && ctx.byeNeeded;
  const byeVertex = vertices.length;
  const vertexCount = vertices.length + (withBye ? 1 : 0);

  const mdpScores = [...new Set(bracket.filter((i) => mdps.has(i)).map((i) => P[i]!.score))].sort((a, b) => b - a);
  const bracketScores = [...new Set(bracket.map((i) => P[i]!.score))].sort((a, b) => b - a);
  let maxScore = -Infinity;
  let minScore = Infinity;
  let maxUnplayed = 0;
  for (const i of vertices) {
    maxScore = Math.max(maxScore, P[i]!.score);
    minScore = Math.min(minScore, P[i]!.score);
    maxUnplayed = Math.max(maxUnplayed, P[i]!.unplayedRounds);
  }
  const shape: BracketShape = {
    mdpLevels: mdpScores.length,
    bracketLevels: bracketScores.length,
    completion,
    pabReceiverCriterion,
    maxScore,
    minScore,
    maxUnplayed,
    maxScoreDifference: Math.max(0, P[bracket[0]!]!.score - P[bracket[bracket.length - 1]!]!.score),
  };
  const blocks = criteriaBlocks(shape);
  const matchingSize = BigInt(Math.floor(vertexCount / 2) + 1);
  const widths = blocks.map((b) => bitLength(BigInt(b.max) * matchingSize));
  const offsets: number[] = new Array<number>(blocks.length);
  let totalBits = 0;
  for (let k = blocks.length - 1; k >= 0; k--) {
    offsets[k] = totalBits;
    totalBits += widths[k]!;
  }
  const shifts = offsets.map((o) => BigInt(o));

  const facts = (kind: EdgeKind, a: number, b: number | null): EdgeFacts => {
    const hi = b === null || a < b ? a : b;
    const lo = b === null ? null : a < b ? b : a;
    const level = (x: number | null): number => (x !== null && mdps.has(x) && inBracket.has(x) ? mdpScores.indexOf(P[x]!.score) : -1);
    let lookaheadLevel = -1;
    if (kind === 'lookahead') {
      const inB = inBracket.has(hi) ? hi : lo !== null && inBracket.has(lo) ? lo : null;
      if (inB !== null) lookaheadLevel = bracketScores.indexOf(P[inB]!.score);
    }
    return {
      kind,
      high: P[hi]!,
      low: lo === null ? null : P[lo]!,
      highMdpLevel: level(hi),
      lowMdpLevel: level(lo),
      lookaheadLevel,
      highInBracket: inBracket.has(hi),
      highIsResident: inBracket.has(hi) && !mdps.has(hi),
      lowIsResident: lo !== null && inBracket.has(lo) && !mdps.has(lo),
      colours: kind === 'bracket' ? colourOutcome(P[hi]!, P[lo!]!, ctx.initialColour) : null,
    };
  };
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

  /** Solves with extra low-order ordering blocks; `allowed` filters bracket edges. */
  const solve = (order: (a: number, b: number) => bigint, orderBits: number, allowed: (e: GraphEdge) => boolean): number[] => {
    const shift = BigInt(orderBits);
    const weighted: WeightedEdge[] = [];
    for (const e of edges) {
      if (!allowed(e)) continue;
      let w = e.criteria << shift;
      if (orderBits > 0 && isBracketEdge(e)) w += order(vertices[e.u]!, vertices[e.v]!);
      weighted.push({ u: e.u, v: e.v, weight: w });
    }
    return maxWeightMatching(vertexCount, weighted, { maxCardinality: completion, selfCheck: ctx.selfCheck && vertexCount <= SELF_CHECK_LIMIT });
  };
  const partnerOf = (mate: number[], player: number): number | null => {
    const x = vertices.indexOf(player);
    const y = mate[x]!;
    if (y === -1 || y === byeVertex) return null;
    const other = vertices[y]!;
    return inBracket.has(other) ? other : null;
  };

  const fixed = new Map<number, number>(); // bracket player -> bracket partner, decided
  const excluded = new Set<number>(); // bracket players decided to float down
  const respects = (e: GraphEdge): boolean => {
    const a = vertices[e.u]!;
    const b = e.v === byeVertex ? null : vertices[e.v]!;
    for (const x of b === null ? [a] : [a, b]) {
      if (fixed.has(x)) return b !== null && fixed.get(x) === (x === a ? b : a);
    }
    if (isBracketEdge(e) && (excluded.has(a) || excluded.has(b!))) return false;
    return true;
  };

  /**
   * Given an optimal matching, the earliest S2 transposition (Art. 4) of its S1′/S2′
   * among the remainder pairs with exactly the same criteria values, found by an
   * ordered search that keeps every block's penalty within the optimum's. Returns
   * the matching with the remainder pairs replaced, or null when it cannot prove
   * the answer (budget, or an earlier candidate that leaves other players over).
   */
  const earliestTransposition = (optimal: number[]): number[] | null => {
    const remainderSet = new Set(residents.filter((x) => !fixed.has(x)));
    const members = bracket.filter((x) => remainderSet.has(x));
    const position = new Map<number, number>();
    members.forEach((x, k) => position.set(x, k));
    const optimalPairs: [number, number][] = [];
    for (const x of members) {
      const partner = partnerOf(optimal, x);
      if (partner !== null && remainderSet.has(partner) && position.get(x)! < position.get(partner)!) optimalPairs.push([x, partner]);
    }
    const p = optimalPairs.length;
    if (p === 0) return optimal;
    const s1 = optimalPairs.map(([x]) => x).sort((a, b) => position.get(a)! - position.get(b)!);
    const lows = new Set(s1);
    const s2 = members.filter((x) => !lows.has(x));
    const optimalLeft = new Set(s2.filter((x) => !optimalPairs.some(([, y]) => y === x)));
    const blockPenalty = (a: number, b: number): number[] => {
      const f = facts('bracket', a, b);
      return blocks.map((block) => block.max - block.value(f));
    };
    const target = new Array<number>(blocks.length).fill(0);
    for (const [a, b] of optimalPairs) blockPenalty(a, b).forEach((v, k) => (target[k]! += v));
    const partial = new Array<number>(blocks.length).fill(0);
    const taken = new Array<boolean>(s2.length).fill(false);
    const chosen: [number, number][] = [];
    let optimalIdeal: boolean | undefined;
    let budget = Math.max(ctx.searchBudget, 1) * 5;
    let failed = false;
    const c12 = blocks.findIndex((block) => block.rule === 'C12');
    const c13 = blocks.findIndex((block) => block.rule === 'C13');
    const walk = (i: number): boolean => {
      const [forced12, forced13] = forcedColourViolations(
        P,
        s1.slice(i),
        s2.filter((_, k) => !taken[k]),
      );
      if (partial[c12]! + forced12 > target[c12]! || partial[c13]! + forced13 > target[c13]!) return false;
      if (i === p) {
        const left = s2.filter((_, k) => !taken[k]);
        if (bracketOnly || (left.length === optimalLeft.size && left.every((x) => optimalLeft.has(x)))) return true;
        // Other players left over: equal only if both reach C8's ideal (the next
        // bracket pairs them all); a candidate that does not is worse, go on.
        if (next.length === 0) {
          failed = true;
          return false;
        }
        optimalIdeal ??= lookaheadIdeal(ctx, [...excluded, ...optimalLeft], next, rest, completion);
        if (!optimalIdeal) {
          failed = true;
          return false;
        }
        return lookaheadIdeal(ctx, [...excluded, ...left], next, rest, completion);
      }
      for (let k = 0; k < s2.length; k++) {
        if (taken[k]) continue;
        if (--budget < 0) {
          failed = true;
          return false;
        }
        const a = s1[i]!;
        const b = s2[k]!;
        if (!compatible(ctx, a, b)) continue;
        const penalty = blockPenalty(a, b);
        let within = true;
        for (let q = 0; q < penalty.length; q++) {
          if (partial[q]! + penalty[q]! > target[q]!) {
            within = false;
            break;
          }
        }
        if (!within) continue;
        penalty.forEach((v, q) => (partial[q]! += v));
        taken[k] = true;
        chosen.push([a, b]);
        if (walk(i + 1)) return true;
        chosen.pop();
        taken[k] = false;
        penalty.forEach((v, q) => (partial[q]! -= v));
        if (failed) return false;
      }
      return false;
    };
    if (!walk(0)) return null;
    const result = [...optimal];
    const index = new Map<number, number>();
    vertices.forEach((x, k) => index.set(x, k));
    for (const [a, b] of optimalPairs) {
      result[index.get(a)!] = -1;
      result[index.get(b)!] = -1;
    }
    for (const [a, b] of chosen) {
      result[index.get(a)!] = index.get(b)!;
      result[index.get(b)!] = index.get(a)!;
    }
    return result;
  };

  const mdpList = bracket.filter((i) => mdps.has(i));
  const residents = bracket.filter((i) => !mdps.has(i));
  let mate: number[] = [];
  if (mdpList.length > 0) {
    // Art. 4 for the MDPs: the set of paired MDPs (earliest first), then S2 transpositions.
    const m = mdpList.length;
    const r = residents.length;
    const fieldBits = bitLength(r + bracket.length + 1);
    const orderBits = m + m * fieldBits;
    const mdpIndex = new Map<number, number>();
    mdpList.forEach((x, k) => mdpIndex.set(x, k));
    const resIndex = new Map<number, number>();
    residents.forEach((x, k) => resIndex.set(x, k));
    const order = (a: number, b: number): bigint => {
      let w = 0n;
      const ia = mdpIndex.get(a);
      const ib = mdpIndex.get(b);
      if (ia !== undefined) w += 1n << BigInt(m * fieldBits + (m - 1 - ia));
      if (ib !== undefined) w += 1n << BigInt(m * fieldBits + (m - 1 - ib));
      if (ia !== undefined && ib === undefined) {
        w += BigInt(r - resIndex.get(b)!) << BigInt((m - 1 - ia) * fieldBits);
      }
      // Two MDPs together (only when residents run short) rank after every resident: no transposition value.
      return w;
    };
    mate = solve(order, orderBits, () => true);
    for (const x of mdpList) {
      const partner = partnerOf(mate, x);
      if (partner === null) excluded.add(x);
      else {
        fixed.set(x, partner);
        fixed.set(partner, x);
      }
    }
  }
  const remainder = residents.filter((x) => !fixed.has(x));
  if (remainder.length >= 2) {
    // First the exchange blocks only (narrow weights): they fix S1′ and the optimum.
    let pairsGuess = Math.floor(remainder.length / 2);
    for (let attempt = 0; attempt < 3; attempt++) {
      const order = remainderOrder(remainder, pairsGuess, false);
      mate = solve(order.value, order.bits, respects);
      let actual = 0;
      for (const x of remainder) {
        const partner = partnerOf(mate, x);
        if (partner !== null && !fixed.has(partner) && x < partner) actual++;
      }
      if (actual === pairsGuess) break;
      pairsGuess = actual;
    }
    // Then the earliest S2 transposition with the same criteria values, by an ordered
    // search; only if that cannot be proven, the wide transposition blocks decide.
    const earliest = earliestTransposition(mate);
    if (earliest !== null) {
      mate = earliest;
    } else {
      const order = remainderOrder(remainder, pairsGuess, true);
      mate = solve(order.value, order.bits, respects);
    }
  } else {
    mate = solve(() => 0n, 0, respects);
  }
  const finalMate = mate;
  const pairs: [number, number][] = [];
  const downfloaters: number[] = [];
  let bye: number | null = null;
  for (const x of bracket) {
    const partner = partnerOf(finalMate, x);
    if (partner === null) {
      const y = finalMate[vertices.indexOf(x)]!;
      if (y === byeVertex && withBye && next.length === 0) bye = x;
      else downfloaters.push(x);
    } else if (x < partner) pairs.push([x, partner]);
  }
  if (next.length === 0 && downfloaters.length > 0) {
    // The last bracket: nobody may be left over.
    if (downfloaters.length === 1 && bye === null && ctx.byeNeeded && P[downfloaters[0]!]!.canReceivePairingAllocatedBye) {
      bye = downfloaters.pop()!;
    }
  }
  return { pairs, downfloaters, bye };
}

/**
 * Low-order blocks reproducing Art. 4 for a homogeneous set (a homogeneous
 * bracket, or the remainder): exchanges first (fewest, smallest sum difference,
 * highest number leaving S1, lowest leaving S2), then S2 transpositions.
 * A matching is identified with its earliest generation: S1′ = the lower
 * bracket number of each pair.
 */
function remainderOrder(
  members: number[],
  pairs: number,
  withTranspositions: boolean,
): { value: (a: number, b: number) => bigint; bits: number } {
  const size = members.length;
  const pos = new Map<number, number>();
  members.forEach((x, k) => pos.set(x, k));
  const fieldBits = bitLength(size + 1);
  const transpositionBits = withTranspositions ? size * fieldBits : 0;
  const s2Bits = size - pairs;
  const s1Bits = pairs;
  const sumBits = bitLength(BigInt(size) * BigInt(size + 1));
  const countBits = bitLength(pairs + 1);
  const offS2 = transpositionBits;
  const offS1 = offS2 + s2Bits;
  const offSum = offS1 + s1Bits;
  const offCount = offSum + sumBits;
  const bits = offCount + countBits;
  const value = (a: number, b: number): bigint => {
    const pa = pos.get(a);
    const pb = pos.get(b);
    if (pa === undefined || pb === undefined) return 0n;
    const lo = Math.min(pa, pb);
    const hi = Math.max(pa, pb);
    let w = 0n;
    if (lo < pairs) {
      w += 1n << BigInt(offCount); // (a) fewest exchanges: the pair's lower number stays in S1
      w += 1n << BigInt(offS1 + (pairs - 1 - lo)); // (c) keep the lowest numbers in S1
    } else {
      w += 1n << BigInt(offS2 + (size - 1 - lo)); // (d) the lowest numbers move up from S2
    }
    w += BigInt(size - lo) << BigInt(offSum); // (b) smallest sum of S1′
    if (withTranspositions) w += BigInt(size - hi) << BigInt((size - 1 - lo) * fieldBits); // transposition: earliest partner
    return w;
  };
  return { value, bits };
}

/**
 * The pairing numbers rule 5.2.5 reads (odd: the initial colour). Pairing
 * numbers do not move when a player is absent, with one exception that the
 * reference engine makes and its fixtures show (64 of 64 boards where two
 * players without colour history meet; bbpPairings issue #30 for round 1):
 * a player absent from the round being paired who has never yet taken part in
 * a pairing (no game, forfeit or pairing-allocated bye in any earlier round)
 * is not counted, and the players below move up. In round 1 this numbers the
 * players present consecutively, so colours alternate down the boards.
 */
export function numberForColours(tournament: Tournament, round: number, states: ReadonlyMap<number, PlayerState>): void {
  const ordered = [...tournament.players].sort((a, b) => a.startNumber - b.startNumber);
  let number = 0;
  for (const player of ordered) {
    const state = states.get(player.startNumber);
    if (state === undefined) continue;
    if (!countsForColourNumbers(player, round)) continue;
    state.pairingNumber = ++number;
  }
}

function countsForColourNumbers(player: Player, round: number): boolean {
  const entry = player.rounds[round - 1];
  const absentNow = (entry !== undefined && entry.opponent === null && entry.result !== 'U') || player.withdrawn === true;
  if (!absentNow) return true;
  return player.rounds.slice(0, round - 1).some((earlier) => earlier.opponent !== null || earlier.result === 'U');
}

/**
 * The initial colour (Art. 5.1) of a tournament whose file does not state it,
 * read off round 1: the top-numbered player with a round-1 game had the initial
 * colour if their 5.2.5 number was odd, the other colour if it was even.
 */
export function inferInitialColour(tournament: Tournament): Colour {
  const states = playerStates(tournament, 1);
  numberForColours(tournament, 1, states);
  const first = [...tournament.players]
    .sort((a, b) => a.startNumber - b.startNumber)
    .find((player) => player.rounds[0]?.opponent != null && player.rounds[0]?.colour != null);
  if (first === undefined) return 'white';
  const colour = first.rounds[0]!.colour!;
  const number = states.get(first.startNumber)!.pairingNumber;
  return number % 2 === 1 ? colour : colour === 'white' ? 'black' : 'white';
}
