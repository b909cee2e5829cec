/**
 * What each winner is paid, once the prizes are taken (./claims.ts).
 *
 * - `tiebreak`: every prize is paid whole to the player who holds it.
 * - `equal`: the money prizes a tied group took are pooled and shared
 *   equally among its members who can win them (a member holding a prize that
 *   is not money keeps it and stays out). A member whose prizes only they can
 *   win (a class prize nobody else in the tie qualifies for), and who would be
 *   paid more by taking it alone, takes it alone (US Chess rule 32B: the
 *   larger of the share or the prize alone).
 * - `hort`: the Hort system. Each member keeps half of the prize they hold by
 *   tie-break; the other halves go into a pot shared equally among the tied
 *   members who can win them.
 *
 * With more than one prize a player (`limit` > 1) the pools are per category,
 * so the money of an under-1600 prize stays with under-1600 players.
 * `whole` rounding pays whole units, rounded down; what is left is named.
 */
import type { ClaimedGroup, Entrant } from './claims';
import { splitEqually, type Cents } from './money';
import type { Prize } from './prize-list';

export type ShareMethod = 'tiebreak' | 'equal' | 'hort';
export type Rounding = 'cent' | 'whole';

/** A pool of tied players' money. */
export interface Pool<E extends Entrant> {
  readonly method: 'equal' | 'hort';
  /** The money prizes pooled, most valuable first. */
  readonly prizes: readonly Prize[];
  readonly total: Cents;
  /** Who shares it, in the standings' order. */
  readonly sharers: readonly E[];
  /** Hort: the pot (the halves not kept). */
  readonly pot: Cents;
  /** Money not paid out when amounts are rounded down to whole units. */
  readonly leftover: Cents;
}

export interface Payment<E extends Entrant> {
  readonly entrant: E;
  /** The prize the payment is listed under: the one held, or for a sharer without one, the least valuable of the pool's prizes they can win. */
  readonly prize: Prize;
  /** Paid, in cents; `null` for a prize that is not money. */
  readonly cents: Cents | null;
  /** The pool it is a share of, when shared. */
  readonly pool?: Pool<E>;
  /** Hort: the half of the held prize kept. */
  readonly kept?: Cents;
  /** Took a prize alone rather than share: what an equal share would have been. */
  readonly insteadOfShare?: Cents;
  /** Money of this payment not paid out (rounded down to whole units). */
  readonly leftover: Cents;
}

export interface PayoutRules<E extends Entrant> {
  readonly method: ShareMethod;
  readonly rounding: Rounding;
  readonly limit: number;
  readonly eligible: (prize: Prize, entrant: E) => boolean;
}

function sum(prizes: readonly Prize[]): Cents {
  return prizes.reduce((total, prize) => total + (prize.money ?? 0), 0);
}

function roundDown(cents: Cents, rounding: Rounding): Cents {
  return rounding === 'whole' ? Math.floor(cents / 100) * 100 : cents;
}

/** Every payment of a group: prizes paid whole, then each pool's shares. */
export function groupPayments<E extends Entrant>(group: ClaimedGroup<E>, rules: PayoutRules<E>): Payment<E>[] {
  const payments: Payment<E>[] = [];
  const whole = (prize: Prize, entrant: E): Payment<E> => {
    const paid = prize.money === null ? null : roundDown(prize.money, rules.rounding);
    return { entrant, prize, cents: paid, leftover: prize.money === null ? 0 : prize.money - paid! };
  };
  const pooled = group.prizes.filter((prize) => rules.method !== 'tiebreak' && prize.money !== null && !prize.extra);
  for (const prize of group.prizes) if (!pooled.includes(prize)) payments.push(whole(prize, group.holders.get(prize)!));
  for (const prizes of poolsOf(pooled, rules.limit)) payments.push(...poolPayments(group, prizes, rules, whole));
  return payments;
}

/** One pool with the usual one prize a player (US Chess pools across categories); one per category otherwise. */
function poolsOf(prizes: readonly Prize[], limit: number): Prize[][] {
  if (prizes.length === 0) return [];
  if (limit === 1) return [[...prizes]];
  const byCategory = new Map<string, Prize[]>();
  for (const prize of prizes) byCategory.set(prize.eligibility.key, [...(byCategory.get(prize.eligibility.key) ?? []), prize]);
  return [...byCategory.values()];
}

function poolPayments<E extends Entrant>(group: ClaimedGroup<E>, prizes: readonly Prize[], rules: PayoutRules<E>, whole: (prize: Prize, entrant: E) => Payment<E>): Payment<E>[] {
  const held = new Map<E, Prize[]>();
  for (const prize of group.prizes) {
    if (prize.extra) continue;
    const holder = group.holders.get(prize)!;
    held.set(holder, [...(held.get(holder) ?? []), prize]);
  }
  const key = prizes[0]!.eligibility.key;
  const sharers = group.members.filter((member) => {
    if (!prizes.some((prize) => rules.eligible(prize, member))) return false;
    const own = held.get(member) ?? [];
    if (own.some((prize) => prizes.includes(prize))) return true;
    return rules.limit === 1 ? own.length === 0 : own.length < rules.limit && !own.some((prize) => prize.eligibility.key === key);
  });
  const holderOf = (prize: Prize) => group.holders.get(prize)!;
  if (sharers.length === 1) return prizes.map((prize) => whole(prize, holderOf(prize)));
  const payments: Payment<E>[] = [];
  let remaining = [...prizes];
  let sharing = [...sharers];
  if (rules.method === 'equal') {
    for (let exit = alone(remaining, sharing, held, rules); exit !== null; exit = alone(remaining, sharing, held, rules)) {
      const share = Math.floor(sum(remaining) / sharing.length);
      const theirs =
        exit.members.length === 1 ? exit.prizes.map((prize) => whole(prize, holderOf(prize))) : shared(exit.prizes, exit.members, held, rules);
      payments.push(...theirs.map((payment) => ({ ...payment, insteadOfShare: share })));
      remaining = remaining.filter((prize) => !exit.prizes.includes(prize));
      sharing = sharing.filter((member) => !exit.members.includes(member));
    }
    if (sharing.length === 1) return [...payments, ...remaining.map((prize) => whole(prize, holderOf(prize)))];
  }
  return [...payments, ...shared(remaining, sharing, held, rules)];
}

/** The shares of one pool: equal, or by the Hort system (half of each held prize kept, the rest shared equally). */
function shared<E extends Entrant>(prizes: readonly Prize[], sharing: readonly E[], held: ReadonlyMap<E, readonly Prize[]>, rules: PayoutRules<E>): Payment<E>[] {
  const total = sum(prizes);
  const own = (member: E) => (held.get(member) ?? []).find((prize) => prizes.includes(prize));
  const kept = new Map<E, Cents>();
  if (rules.method === 'hort') {
    for (const member of sharing) {
      const prize = own(member);
      if (prize !== undefined) kept.set(member, Math.floor(prize.money! / 2));
    }
  }
  const pot = total - [...kept.values()].reduce((a, b) => a + b, 0);
  const shares = splitEqually(pot, sharing.length);
  const exact = sharing.map((member, index) => (kept.get(member) ?? 0) + shares[index]!);
  const paid = exact.map((cents) => roundDown(cents, rules.rounding));
  const pool: Pool<E> = {
    method: rules.method === 'hort' ? 'hort' : 'equal',
    prizes,
    total,
    sharers: sharing,
    pot,
    leftover: exact.reduce((a, b) => a + b, 0) - paid.reduce((a, b) => a + b, 0),
  };
  return sharing.map((member, index) => ({
    entrant: member,
    prize: own(member) ?? [...prizes].reverse().find((prize) => rules.eligible(prize, member))!,
    cents: paid[index]!,
    pool,
    ...(kept.has(member) ? { kept: kept.get(member)! } : {}),
    leftover: exact[index]! - paid[index]!,
  }));
}

/**
 * Members who would be paid more taking alone the prizes only they can win:
 * for a prize of the pool, the sharers who can win it; if every one of them
 * holds one of the pool's prizes that nobody else can win, and those prizes
 * split among them pay more than an equal share of the whole pool, they leave
 * it with those prizes. `null` when nobody would.
 */
function alone<E extends Entrant>(prizes: readonly Prize[], sharers: readonly E[], held: ReadonlyMap<E, readonly Prize[]>, rules: PayoutRules<E>): { members: E[]; prizes: Prize[] } | null {
  const total = sum(prizes);
  for (const prize of prizes) {
    const members = sharers.filter((member) => rules.eligible(prize, member));
    if (members.length === sharers.length) continue;
    const theirs = prizes.filter((other) => sharers.every((member) => members.includes(member) || !rules.eligible(other, member)));
    const eachHoldsOne = members.every((member) => (held.get(member) ?? []).some((own) => theirs.includes(own)));
    if (!eachHoldsOne || theirs.length !== members.length) continue;
    // Paid more alone: sum(theirs) / |members| > total / |sharers|, compared without dividing.
    if (sum(theirs) * sharers.length > total * members.length) return { members, prizes: theirs };
  }
  return null;
}
