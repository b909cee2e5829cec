/**
 * FIDE (Dutch) System, C.04.3 as applied from 1 February 2026.
 *
 * Brackets are paired top-down; unpaired players go to the limbo and become the
 * MDPs of the next bracket. For each bracket, in order of cost:
 * 1. an ordered search walks the Art. 4 candidates in generation order and takes
 *    the first that meets every criterion at a proven lower bound (the common
 *    case, and the reason large rounds are fast);
 * 2. otherwise the bracket is solved alone by weighted matching (a big one by
 *    the exact route of `large-bracket.ts`, without wide weights); if its
 *    downfloaters let the next bracket reach C8's ideal, that is the answer;
 * 3. otherwise a maximum-weight matching over the bracket, the next scoregroup and
 *    (near the bottom) everyone below decides, its edge weights being the criteria
 *    blocks of `criteria.ts` followed by low-order blocks that encode the Art. 4
 *    order, so the heaviest matching is the earliest best candidate.
 * See docs/dutch.md for the reasoning behind each step.
 */

import { NoValidPairingError } from '../errors';
import { byePoints, type Board, type Bye, type RoundPairing, type Tournament } from '../model';
import { solveBracket } from './bracket-matching';
import { colourOfFirst } from './colour';
import { lookaheadIdeal, remainderPairable } from './completion';
import type { QualityRule } from './criteria';
import { pairLargeBracket } from './large-bracket';
import { orderedSearch } from './ordered-search';
import { playerStates, type PlayerState } from './player-state';
import { FULL_GRAPH_REST, FULL_GRAPH_TOTAL, searchAllowed, type Bracket, type BracketResult, type RoundContext } from './round-context';
import { verifyAbsoluteCriteria } from './verify';

export { inferInitialColour } from './colour';

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
   * Pair as if these quality criteria were not in the rules. For tests and
   * experiments only: the rule tests use it to show that each criterion decides
   * something. Leaving out one of C5–C9 also turns the ordered search off (it
   * meets them by construction).
   */
  readonly withoutCriteria?: readonly QualityRule[];
  /** When the exact large-bracket route (`large-bracket.ts`) takes a bracket, and what it reports. */
  readonly largeBracket?: LargeBracketOptions;
  /**
   * Pairs (start numbers) that must meet this round, for explanations: "what
   * would pairing these two have cost?". Each player of a forced pair may meet
   * only the other and receives no pairing-allocated bye; every rule applies to
   * everyone as usual, so a forced player from a higher scoregroup floats down
   * to the other's bracket as any downfloater would. A pair the absolute
   * criteria forbid (C1, C3), or one that leaves the others unpairable (C4),
   * cannot be made: `NoValidPairingError`.
   */
  readonly forcedPairs?: readonly (readonly [number, number])[];
}

export interface LargeBracketOptions {
  /**
   * Brackets of at least this many players paired alone, and the last bracket, go
   * through the exact large-bracket route before the weighted matching is tried
   * (default 40). Tests lower it to exercise that route on small events.
   */
  readonly minimumSize?: number;
  /** Told, for each bracket that route tries, "solved" or why it declined (for tests). */
  readonly report?: (outcome: string) => void;
}

/** Search nodes the ordered search may visit per bracket before handing over to the matching. */
const ORDERED_SEARCH_BUDGET = 2000;

/** From this size, a bracket paired alone (and the last bracket) goes through `large-bracket.ts` first. */
const LARGE_BRACKET_MINIMUM = 40;

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
      byes.push({ player: player.startNumber, kind, points: byePoints(kind, tournament.points) });
      continue;
    }
    if (player.withdrawn) continue;
    active.push(states.get(player.startNumber)!);
  }
  const forced = forcedPartners(options.forcedPairs ?? [], active, round);
  // A forced player takes no PAB: it must meet its partner.
  for (let k = 0; k < active.length; k++) if (forced.has(active[k]!.startNumber)) active[k] = { ...active[k]!, canReceivePairingAllocatedBye: false };
  active.sort((a, b) => (a.score !== b.score ? b.score - a.score : a.startNumber - b.startNumber));
  const forbidden = new Set<string>();
  for (const [a, b] of tournament.forbiddenPairs ?? []) {
    forbidden.add(`${a}:${b}`);
    forbidden.add(`${b}:${a}`);
  }
  // A forced player may meet its partner alone: every other pair with it is forbidden (C1 then keeps them apart).
  for (const [a, partner] of forced) {
    for (const p of active) {
      if (p.startNumber === a || p.startNumber === partner) continue;
      forbidden.add(`${a}:${p.startNumber}`);
      forbidden.add(`${p.startNumber}:${a}`);
    }
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
    searchBudget: options.searchBudget ?? ORDERED_SEARCH_BUDGET,
    omitted: new Set(options.withoutCriteria ?? []),
    largeBracket: { minimumSize: options.largeBracket?.minimumSize ?? LARGE_BRACKET_MINIMUM, report: options.largeBracket?.report },
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
    byes.unshift({ player: active[bye]!.startNumber, kind: 'pairing-allocated', points: byePoints('pairing-allocated', tournament.points) });
  }
  const pairing: RoundPairing = { round, boards, byes };
  if (context.selfCheck) verifyAbsoluteCriteria(tournament, round, pairing);
  if (forced.size > 0) {
    const opponent = new Map<number, number>();
    for (const board of boards) opponent.set(board.white, board.black).set(board.black, board.white);
    for (const [a, partner] of forced) if (opponent.get(a) !== partner) throw new Error(`Round ${round}: the forced pair ${a}–${partner} was not made.`);
  }
  return pairing;
}

/**
 * The forced pairs as player → partner, both ways. A player paired twice, with
 * themselves, or not in the round (absent, withdrawn, unknown) is a caller's
 * mistake: `RangeError`.
 */
function forcedPartners(pairs: readonly (readonly [number, number])[], active: readonly PlayerState[], round: number): Map<number, number> {
  const partners = new Map<number, number>();
  if (pairs.length === 0) return partners;
  const present = new Set(active.map((p) => p.startNumber));
  for (const [a, b] of pairs) {
    for (const p of [a, b]) {
      if (!present.has(p)) throw new RangeError(`Round ${round}: player ${p} of a forced pair is not being paired this round.`);
      if (partners.has(p)) throw new RangeError(`Round ${round}: player ${p} is in two forced pairs.`);
    }
    if (a === b) throw new RangeError(`Round ${round}: a forced pair needs two players, not ${a} twice.`);
    partners.set(a, b);
    partners.set(b, a);
  }
  return partners;
}

/** Pairs the scoregroups top-down; the unpaired players of a bracket are the MDPs of the next. */
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
    const members = [...limbo, ...groups[g]!].sort((a, b) => a - b);
    const rest: number[] = [];
    for (let h = g + 2; h < groups.length; h++) rest.push(...groups[h]!);
    const result = pairBracket(ctx, { members, mdps: new Set(limbo), next: groups[g + 1] ?? [], rest });
    pairs.push(...result.pairs);
    limbo = result.downfloaters;
    if (result.bye !== null) bye = result.bye;
  }
  if (limbo.length > 0) {
    if (limbo.length === 1 && ctx.byeNeeded && bye === null && ctx.players[limbo[0]!]!.canReceivePairingAllocatedBye) {
      bye = limbo[0]!;
    } else {
      const unpaired = limbo.map((i) => ctx.players[i]!.startNumber);
      throw new NoValidPairingError(
        `Round ${round}: no pairing satisfies the absolute criteria (no rematches, PAB at most once, no absolute colour clash); players ${unpaired.join(', ')} cannot be paired.`,
        unpaired,
      );
    }
  }
  return { pairs, bye };
}

/** One bracket, by the cheapest route that can prove its answer (see the file comment). */
function pairBracket(ctx: RoundContext, bracket: Bracket): BracketResult {
  const { members, next, rest } = bracket;
  if (members.length === 0) return { pairs: [], downfloaters: [], bye: null };
  const found = searchAllowed(ctx) ? orderedSearch(ctx, bracket) : null;
  if (found !== null) return found;
  // The C8 look-ahead must respect completion (C4) below the next scoregroup: with
  // few players left below, put them all in the graph. In large fields the players
  // far below are flexible enough that a completion check afterwards suffices.
  const complete = rest.length <= FULL_GRAPH_REST || members.length + next.length + rest.length <= FULL_GRAPH_TOTAL;
  if (next.length > 0 && searchAllowed(ctx)) {
    // The bracket alone: if its best pairing leaves downfloaters for which the next
    // bracket reaches C8's ideal (and completion holds), it is the best pairing with
    // the look-ahead too, and the earliest one; the graph stays small.
    const alone = pairLargeBracket(ctx, bracket, { last: false }) ?? solveBracket(ctx, bracket, { scope: 'bracket', pabReceiverCriterion: true });
    const left = alone.downfloaters;
    if (lookaheadIdeal(ctx, { left, next, below: rest, complete }) && (complete || remainderPairable(ctx, [...left, ...next, ...rest]))) return alone;
  }
  const solveComplete = (): BracketResult => {
    // The last bracket: everyone paired, the PAB by C5 and C9, exactly as the matching would.
    const last = next.length === 0 && searchAllowed(ctx) ? pairLargeBracket(ctx, bracket, { last: true }) : null;
    if (last !== null) return last;
    const result = solveBracket(ctx, bracket, { scope: 'complete', pabReceiverCriterion: true });
    // C9 only counts when the bracket drops exactly one player, who takes the PAB;
    // C6 fixes how many it drops, so a second solve without C9 settles the other cases.
    const dropped = members.length - 2 * result.pairs.length;
    if (ctx.byeNeeded && dropped !== 1) return solveBracket(ctx, bracket, { scope: 'complete', pabReceiverCriterion: false });
    return result;
  };
  if (complete) return solveComplete();
  const local = solveBracket(ctx, bracket, { scope: 'lookahead', pabReceiverCriterion: true });
  if (remainderPairable(ctx, [...local.downfloaters, ...next, ...rest])) return local;
  return solveComplete();
}
