/**
 * Who takes which prize, before any money is shared.
 *
 * Prizes are taken from the most valuable down. Each goes to the first group
 * of entrants, in the standings' order, that can still take it: a group is one
 * player when prizes go by tie-break, or all the players tied on points when
 * money is shared (US Chess rule 32B: the tied players together are entitled
 * to as many prizes as there are of them, the most valuable first). A group
 * can take a prize when its members can hold all the prizes it has taken with
 * it, one each: each member eligible for the prize they hold, at most
 * `limit` prizes each (`extra` ones aside) and never two of one category
 * (two place prizes, two under-1600 prizes). Whether they can is a small
 * maximum-flow question (prizes → member and category → member), answered
 * exactly by augmenting paths.
 *
 * Inside a group, the prizes it took are then held by tie-break: the best
 * placed member holds the most valuable prize they can while the rest can
 * still be held.
 */
import type { Prize } from './prize-list';

/** Anyone a prize can go to, in one order: the players (standings order), then the teams. */
export interface Entrant {
  readonly index: number;
  readonly kind: 'player' | 'team';
  readonly name: string;
  /** Entrants with the same key are tied for prize money. */
  readonly tieKey: string;
}

export interface ClaimedGroup<E extends Entrant> {
  readonly members: readonly E[];
  /** The prizes the group took, most valuable first. */
  readonly prizes: readonly Prize[];
  /** Who holds each of them, by tie-break. */
  readonly holders: ReadonlyMap<Prize, E>;
}

export interface Claims<E extends Entrant> {
  readonly groups: readonly ClaimedGroup<E>[];
  readonly unawarded: readonly Prize[];
}

interface Edge {
  readonly to: number;
  capacity: number;
}

/** A tiny flow network: nodes are numbers, edges come in pairs (an edge and its reverse). */
class FlowNetwork {
  private readonly edges: Edge[] = [];
  private readonly adjacent: number[][] = [];

  node(): number {
    this.adjacent.push([]);
    return this.adjacent.length - 1;
  }

  edge(from: number, to: number, capacity: number): number {
    this.edges.push({ to, capacity }, { to: from, capacity: 0 });
    this.adjacent[from]!.push(this.edges.length - 2);
    this.adjacent[to]!.push(this.edges.length - 1);
    return this.edges.length - 2;
  }

  used(edge: number): boolean {
    return this.edges[edge]!.capacity === 0;
  }

  /** Removes an edge that carries no flow. */
  close(edge: number): void {
    this.edges[edge]!.capacity = 0;
  }

  /** Pushes one unit from `source` to `sink` along an augmenting path, if there is one. */
  augment(source: number, sink: number): boolean {
    const visited = new Set<number>([source]);
    const path: number[] = [];
    const search = (node: number): boolean => {
      if (node === sink) return true;
      for (const id of this.adjacent[node]!) {
        const edge = this.edges[id]!;
        if (edge.capacity <= 0 || visited.has(edge.to)) continue;
        visited.add(edge.to);
        path.push(id);
        if (search(edge.to)) return true;
        path.pop();
      }
      return false;
    };
    if (!search(source)) return false;
    for (const id of path) {
      this.edges[id]!.capacity -= 1;
      this.edges[id ^ 1]!.capacity += 1;
    }
    return true;
  }
}

export interface HoldingRules<E extends Entrant> {
  readonly eligible: (prize: Prize, entrant: E) => boolean;
  /** Prizes a player may hold, `extra` ones aside (1 by the usual rule). */
  readonly limit: number;
}

/**
 * The flow network of one group: source → prize → (member, category, extra?)
 * slot → member → sink, with capacity 1 everywhere but a member's edge to the
 * sink (`limit`); an extra prize's slot goes straight to the sink. Every prize
 * added is held exactly when the maximum flow saturates the prizes, and it is
 * kept saturated one augmenting path at a time.
 */
class GroupFlow<E extends Entrant> {
  private readonly network = new FlowNetwork();
  private readonly source = this.network.node();
  private readonly sink = this.network.node();
  private readonly memberNodes = new Map<E, number>();
  private readonly slots = new Map<string, number>();
  private readonly choices = new Map<Prize, { member: E; edge: number }[]>();

  constructor(
    private readonly members: readonly E[],
    private readonly rules: HoldingRules<E>,
    private readonly prizeCount: number,
  ) {}

  private memberNode(member: E): number {
    let node = this.memberNodes.get(member);
    if (node === undefined) {
      node = this.network.node();
      this.network.edge(node, this.sink, Math.min(this.rules.limit, this.prizeCount));
      this.memberNodes.set(member, node);
    }
    return node;
  }

  /** One slot per member, category and kind: never two prizes of one category (extra ones apart). */
  private slot(member: E, prize: Prize): number {
    const key = `${member.index}|${prize.eligibility.key}|${prize.extra}`;
    let node = this.slots.get(key);
    if (node === undefined) {
      node = this.network.node();
      this.network.edge(node, prize.extra ? this.sink : this.memberNode(member), 1);
      this.slots.set(key, node);
    }
    return node;
  }

  /** Adds a prize (held by `owner` when given); false, and nothing added, when the group cannot hold it too. */
  add(prize: Prize, owner?: E): boolean {
    const node = this.network.node();
    const entry = this.network.edge(this.source, node, 1);
    const candidates = owner === undefined ? this.members.filter((member) => this.rules.eligible(prize, member)) : [owner];
    this.choices.set(
      prize,
      candidates.map((member) => ({ member, edge: this.network.edge(node, this.slot(member, prize), 1) })),
    );
    if (this.network.augment(this.source, this.sink)) return true;
    // A failed search changed nothing; closing the entry keeps the prize out of later paths.
    this.network.close(entry);
    this.choices.delete(prize);
    return false;
  }

  /** Who holds each prize added. */
  holders(): Map<Prize, E> {
    const result = new Map<Prize, E>();
    for (const [prize, choices] of this.choices) result.set(prize, choices.find((choice) => this.network.used(choice.edge))!.member);
    return result;
  }
}

/**
 * Who holds each prize, such that every rule holds, or `null` when there is
 * no way. `fixed` prizes are held by the member given.
 */
function holdings<E extends Entrant>(members: readonly E[], prizes: readonly Prize[], rules: HoldingRules<E>, fixed: ReadonlyMap<Prize, E> = new Map()): Map<Prize, E> | null {
  const flow = new GroupFlow(members, rules, prizes.length);
  for (const prize of prizes) if (!flow.add(prize, fixed.get(prize))) return null;
  return flow.holders();
}

/**
 * @param entrants everyone, in the standings' order
 * @param prizes most valuable first (./prize-list.ts `valueOrder`)
 */
export function claimPrizes<E extends Entrant>(entrants: readonly E[], prizes: readonly Prize[], rules: HoldingRules<E>): Claims<E> {
  interface Taking {
    readonly members: E[];
    readonly prizes: Prize[];
    flow?: GroupFlow<E>;
  }
  const groups: Taking[] = [];
  const byKey = new Map<string, Taking>();
  for (const entrant of entrants) {
    let group = byKey.get(entrant.tieKey);
    if (group === undefined) {
      group = { members: [], prizes: [] };
      byKey.set(entrant.tieKey, group);
      groups.push(group);
    }
    group.members.push(entrant);
  }
  const unawarded: Prize[] = [];
  const full = (group: Taking, prize: Prize) => !prize.extra && group.prizes.filter((taken) => !taken.extra).length >= group.members.length * rules.limit;
  const takes = (group: Taking, prize: Prize) => {
    if (full(group, prize) || !group.members.some((member) => rules.eligible(prize, member))) return false;
    group.flow ??= new GroupFlow(group.members, rules, prizes.length);
    return group.flow.add(prize);
  };
  for (const prize of prizes) {
    const taker = groups.find((group) => takes(group, prize));
    if (taker === undefined) unawarded.push(prize);
    else taker.prizes.push(prize);
  }
  const claimed = groups
    .filter((group) => group.prizes.length > 0 || group.members.length > 1)
    .map((group) => ({ members: group.members, prizes: group.prizes, holders: holdersByTiebreak(group.members, group.prizes, rules) }));
  return { groups: claimed, unawarded };
}

/** The most valuable prize to the best placed member who can hold it while the others can still be held. */
function holdersByTiebreak<E extends Entrant>(members: readonly E[], prizes: readonly Prize[], rules: HoldingRules<E>): Map<Prize, E> {
  const fixed = new Map<Prize, E>();
  // Whether a member can take one more prize at all, beside those already fixed: a cheap test before the flow.
  const room = (member: E, prize: Prize) => {
    const theirs = [...fixed].filter(([, holder]) => holder === member).map(([held]) => held);
    const sameSlot = theirs.some((held) => held.extra === prize.extra && held.eligibility.key === prize.eligibility.key);
    return !sameSlot && (prize.extra || theirs.filter((held) => !held.extra).length < rules.limit);
  };
  for (const prize of prizes) {
    const holder = members.find(
      (member) => rules.eligible(prize, member) && room(member, prize) && holdings(members, prizes, rules, new Map([...fixed, [prize, member]])) !== null,
    );
    // A group only takes prizes it can hold, so some member can always hold this one.
    fixed.set(prize, holder!);
  }
  return fixed;
}
