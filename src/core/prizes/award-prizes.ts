/**
 * The prize-giving: a prize list, the standings (and the team standings) in,
 * the awards out, each with why this winner.
 *
 * The usual rules: prizes go from the most valuable down (./prize-list.ts
 * `valueOrder`); each goes down the standings to the first player who may
 * win it and has no prize yet (`prizesPerPlayer`, 1 by default, allows more,
 * never two of one category); a prize nobody can take stays unawarded and
 * says so. Tied players and money: ./claims.ts and ./payouts.ts.
 */
import { InputError, throwIfAny } from '../errors';
import { PRIZES_SHEET, prizesHeader } from '../workbook/layout';
import { formatPoints, type Tenths } from '../model';
import { describeEligibility } from './category';
import { playerQualifies, type PrizeCandidate, type TeamCandidate } from './candidates';
import { claimPrizes, type ClaimedGroup, type Entrant } from './claims';
import { formatMoney, type Cents } from './money';
import { groupPayments, type Payment, type Rounding, type ShareMethod } from './payouts';
import { prizesNeedingEventYear, valueOrder, type Prize } from './prize-list';

export interface AwardOptions {
  /** Tied players and money: by tie-break (the standings' order, the default), shared equally, or the Hort system. */
  readonly share?: ShareMethod;
  /** `cent` (the default): exact to the cent; `whole`: whole units, rounded down, the rest named. */
  readonly rounding?: Rounding;
  /** Prizes a player may win, `extra` ones aside; 1 by the usual rule. */
  readonly prizesPerPlayer?: number;
  /** The event's year: needed by age categories (`u12`). */
  readonly eventYear?: number;
  /** Named in errors about a prize's row: `Prizes` or the file. */
  readonly source?: string;
}

export interface PrizeInput extends AwardOptions {
  readonly prizes: readonly Prize[];
  /** In the standings' order, tie-breaks included. */
  readonly players: readonly PrizeCandidate[];
  /** In the team standings' order; needed only by team prizes. */
  readonly teams?: readonly TeamCandidate[];
}

export type Winner = { readonly kind: 'player'; readonly startNumber: number; readonly name: string } | { readonly kind: 'team'; readonly team: string };

export interface Award {
  readonly prize: Prize;
  /** `null`: not awarded. */
  readonly winner: Winner | null;
  /** Paid to this winner, in cents; `null` for a prize that is not money, and for one not awarded. */
  readonly amount: Cents | null;
  /** A share of tied players' money (equal or Hort). */
  readonly shared: boolean;
  /** Why this winner, in words: "best player rated under 1600 (4 points); Ana won a higher prize". */
  readonly reason: string;
}

export interface PrizeOutcome {
  /** In the list's order; a prize shared by more players than it has winners lists each of them. */
  readonly awards: readonly Award[];
  /** Money not paid out when amounts are rounded down to whole units. */
  readonly leftover: Cents;
}

interface Contender extends Entrant {
  readonly points: Tenths;
  readonly rankLabel: string;
  readonly section: string;
  readonly player?: PrizeCandidate;
  readonly team?: TeamCandidate;
}

function contenders(players: readonly PrizeCandidate[], teams: readonly TeamCandidate[], share: ShareMethod): Contender[] {
  const section = (player: PrizeCandidate) => (player.section ?? '').trim().toLowerCase();
  const all: Contender[] = players.map((player, index) => ({
    index,
    kind: 'player',
    name: player.name,
    points: player.points,
    rankLabel: player.rankLabel ?? String(index + 1),
    section: section(player),
    tieKey: share === 'tiebreak' ? `#${index}` : `player|${section(player)}|${player.points}`,
    player,
  }));
  teams.forEach((team, position) => {
    const index = players.length + position;
    all.push({ index, kind: 'team', name: team.team, points: team.points, rankLabel: team.rankLabel ?? String(position + 1), section: '', tieKey: share === 'tiebreak' ? `#${index}` : `team|${team.points}`, team });
  });
  return all;
}

/**
 * @example
 * const prizes = readPrizeList(csvRows, { source: 'prizes.csv' });
 * awardPrizes({ prizes, players: candidatesFromStandings(tournament, standings), share: 'hort' }).awards[0];
 * // { prize: { row: 2, name: '1st', … }, winner: { kind: 'player', startNumber: 4, name: 'Ana' }, amount: 87500, shared: true, reason: '…' }
 */
export function awardPrizes(input: PrizeInput): PrizeOutcome {
  const share = input.share ?? 'tiebreak';
  const rounding = input.rounding ?? 'cent';
  const limit = input.prizesPerPlayer ?? 1;
  if (!(limit >= 1)) throw new InputError(`a player may win at least one prize, not ${limit}.`);
  if (input.eventYear === undefined) {
    throwIfAny(
      prizesNeedingEventYear(input.prizes).map(
        (prize) => new InputError(`"${prize.eligibility.text}" is an age, which needs the event's year; give the year, or write the category as a year of birth (born>=2014).`, { source: input.source ?? PRIZES_SHEET, row: prize.row, column: prizesHeader('category') }),
      ),
    );
  }
  const entrants = contenders(input.players, input.teams ?? [], share);
  // Whether the entrant meets the prize's conditions; a player who withdrew does and still takes nothing (the words name them).
  const meetsConditions = (prize: Prize, entrant: Contender) =>
    prize.eligibility.teamPrize ? entrant.kind === 'team' : entrant.player !== undefined && playerQualifies(prize.eligibility, entrant.player, input.eventYear);
  const eligible = (prize: Prize, entrant: Contender) => meetsConditions(prize, entrant) && entrant.player?.withdrawn !== true;
  const ordered = valueOrder(input.prizes);
  const claims = claimPrizes(entrants, ordered, { eligible, limit });
  const payments = claims.groups.flatMap((group) => groupPayments(group, { method: share, rounding, limit, eligible }).map((payment) => ({ payment, group })));
  const words = new Words(entrants, ordered, claims.groups, eligible, input.eventYear, input.teams !== undefined, meetsConditions);
  const awards: (Award & { order: number })[] = [];
  for (const { payment, group } of payments) {
    awards.push({
      prize: payment.prize,
      winner: payment.entrant.player !== undefined ? { kind: 'player', startNumber: payment.entrant.player.startNumber, name: payment.entrant.name } : { kind: 'team', team: payment.entrant.name },
      amount: payment.cents,
      shared: payment.pool !== undefined,
      reason: words.reason(payment, group),
      order: payment.entrant.index,
    });
  }
  for (const prize of claims.unawarded) awards.push({ prize, winner: null, amount: null, shared: false, reason: words.unawarded(prize), order: -1 });
  const position = new Map(input.prizes.map((prize, index) => [prize, index]));
  // The list's order; under one prize, its holder first, then those who share it without a prize of their own.
  const holderOf = new Map(claims.groups.flatMap((group) => [...group.holders].map(([prize, holder]) => [prize, holder] as const)));
  awards.sort((a, b) => position.get(a.prize)! - position.get(b.prize)! || rankUnder(a, holderOf) - rankUnder(b, holderOf));
  const leftover = payments.reduce((total, { payment }) => total + payment.leftover, 0);
  return { awards: awards.map(({ order: _order, ...award }) => award), leftover };
}

function rankUnder(award: Award & { order: number }, holders: ReadonlyMap<Prize, Contender>): number {
  return holders.get(award.prize)?.index === award.order ? -1 : award.order;
}

function names(list: readonly { readonly name: string }[]): string {
  const shown = list.slice(0, list.length > 4 ? 3 : 4).map((entry) => entry.name);
  const more = list.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function pointsText(points: Tenths): string {
  return `${formatPoints(points)} point${points === 10 || points === 5 ? '' : 's'}`;
}

/** The reasons, in words a parent understands. */
class Words {
  private readonly held = new Map<Contender, Prize[]>();
  private readonly rank: Map<Prize, number>;

  constructor(
    private readonly entrants: readonly Contender[],
    ordered: readonly Prize[],
    groups: readonly ClaimedGroup<Contender>[],
    private readonly eligible: (prize: Prize, entrant: Contender) => boolean,
    private readonly eventYear: number | undefined,
    private readonly teamsGiven: boolean,
    private readonly meetsConditions: (prize: Prize, entrant: Contender) => boolean,
  ) {
    this.rank = new Map(ordered.map((prize, index) => [prize, index]));
    for (const group of groups) for (const [prize, holder] of group.holders) this.held.set(holder, [...(this.held.get(holder) ?? []), prize]);
  }

  private money(cents: Cents): string {
    return formatMoney(cents);
  }

  private who(prize: Prize): string {
    return describeEligibility(prize.eligibility, this.eventYear);
  }

  /** Entrants placed above `winner` who may win the prize but won a more valuable one. */
  private passedOver(prize: Prize, winner: Contender, group: ClaimedGroup<Contender>): Contender[] {
    return this.entrants.filter(
      (entrant) =>
        entrant.index < winner.index &&
        !group.members.includes(entrant) &&
        this.eligible(prize, entrant) &&
        (this.held.get(entrant) ?? []).some((other) => this.rank.get(other)! < this.rank.get(prize)!),
    );
  }

  /** Players who meet the prize's conditions but withdrew (placed above `below`'s index, when given). */
  private withdrew(prize: Prize, below?: Contender): Contender[] {
    return this.entrants.filter((entrant) => entrant.player?.withdrawn === true && (below === undefined || entrant.index < below.index) && this.meetsConditions(prize, entrant));
  }

  reason(payment: Payment<Contender>, group: ClaimedGroup<Contender>): string {
    const { entrant, prize, pool } = payment;
    const holdsIt = group.holders.get(prize) === entrant;
    const parts: string[] = [];
    if (holdsIt) {
      parts.push(`best ${this.who(prize)}: ${pointsText(entrant.points)}`);
      const above = this.passedOver(prize, entrant, group);
      if (above.length > 0) parts.push(`${names(above)} won ${above.length === 1 ? 'a higher prize' : 'higher prizes'}`);
      const gone = this.withdrew(prize, entrant);
      if (gone.length > 0) parts.push(`${names(gone)} withdrew (a player who does not finish takes no prize)`);
    }
    const tied = group.members.filter((member) => member !== entrant && member.points === entrant.points && this.eligible(prize, member));
    if (pool !== undefined) {
      const others = pool.sharers.filter((member) => member !== entrant);
      const prizes = `${names(pool.prizes)} (${this.money(pool.total)})`;
      const low = Math.floor(pool.pot / pool.sharers.length);
      const even = pool.pot % pool.sharers.length === 0;
      const share = even ? this.money(low) : `${this.money(low)} or ${this.money(low + 1)}, the odd cents first by tie-break`;
      const each = even ? `${this.money(low)} each` : `${this.money(low)} or ${this.money(low + 1)} each, the odd cents first by tie-break`;
      if (pool.method === 'equal') {
        parts.push(`${holdsIt ? `tied with ${names(others)}: ${prizes}` : `tied on ${pointsText(entrant.points)} with ${names(others)} for ${prizes}`}, shared equally: ${each}`);
      } else {
        const tie = holdsIt ? `tied with ${names(others)}` : `tied on ${pointsText(entrant.points)} with ${names(others)} for ${prizes}`;
        const kept = payment.kept === undefined ? 'no prize of their own to keep half of, so' : `keeps half of ${prize.name} (${this.money(payment.kept)}) and`;
        parts.push(`Hort system, ${tie}: ${kept} an equal share of the other halves (${this.money(pool.pot)} ÷ ${pool.sharers.length} = ${share})`);
      }
    } else if (payment.insteadOfShare !== undefined) {
      parts.push(`tied with ${names(tied)}, takes it alone: more than an equal share (${this.money(payment.insteadOfShare)}) of the tied players' prizes`);
    } else if (tied.length > 0 && group.members.length > 1) {
      parts.push(`tied with ${names(tied)}, ahead on tie-breaks${prize.money === null ? ': a prize that is not money is never shared' : ''}`);
    } else {
      const next = this.runnerUp(prize, entrant);
      if (next !== undefined) parts.push(`ahead of ${next.name} on tie-breaks (also ${pointsText(next.points)})`);
    }
    if (payment.leftover > 0) parts.push(`rounded down to whole units (${this.money(payment.leftover)} not paid out)`);
    return parts.join('; ');
  }

  /** With prizes by tie-break: the next player on the same points who could have had the prize. */
  private runnerUp(prize: Prize, winner: Contender): Contender | undefined {
    const next = this.entrants.find(
      (entrant) =>
        entrant.index > winner.index &&
        this.eligible(prize, entrant) &&
        !(this.held.get(entrant) ?? []).some((other) => this.rank.get(other)! < this.rank.get(prize)!),
    );
    return next !== undefined && next.points === winner.points && next.section === winner.section && next.kind === winner.kind ? next : undefined;
  }

  unawarded(prize: Prize): string {
    if (prize.eligibility.teamPrize && !this.teamsGiven) return 'not awarded: there are no team standings (no player has a team)';
    const could = this.entrants.filter((entrant) => this.eligible(prize, entrant));
    const gone = this.withdrew(prize);
    const withdrew = `${names(gone)} withdrew (a player who does not finish takes no prize)`;
    if (could.length === 0) return gone.length === 0 ? `not awarded: there is no ${this.who(prize)}` : `not awarded: no ${this.who(prize)} finished (${names(gone)} withdrew)`;
    return `not awarded: everyone who qualifies (${names(could)}) won a more valuable prize${gone.length === 0 ? '' : `; ${withdrew}`}`;
  }
}
