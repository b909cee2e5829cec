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
 * Who holds each prize, such that every rule holds, or `null` when there is
 * no way. `fixed` prizes are held by the member given.
 */
function holdings<E extends Entrant>(members: readonly E[], prizes: readonly Prize[], rules: HoldingRules<E>, fixed: ReadonlyMap<Prize, E> = new Map()): Map<Prize, E> | null {
  const network = new FlowNetwork();
  const source = network.node();
  const sink = network.node();
  const memberNodes = new Map<E, number>();
  const slots = new Map<string, number>();
  const memberNode = (member: E): number => {
    let node = memberNodes.get(member);
    if (node === undefined) {
      node = network.node();
      network.edge(node, sink, Math.min(rules.limit, prizes.length));
      memberNodes.set(member, node);
    }
    return node;
  };
  // One slot per member, category and kind: never two prizes of one category (extra ones apart).
  const slot = (member: E, prize: Prize): number => {
    const key = `${member.index}|${prize.eligibility.key}|${prize.extra}`;
    let node = slots.get(key);
    if (node === undefined) {
      node = network.node();
      network.edge(node, prize.extra ? sink : memberNode(member), 1);
      slots.set(key, node);
    }
    return node;
  };
  const choices = prizes.map((prize) => {
    const node = network.node();
    network.edge(source, node, 1);
    const owner = fixed.get(prize);
    const candidates = owner === undefined ? members.filter((member) => rules.eligible(prize, member)) : [owner];
    return candidates.map((member) => ({ member, edge: network.edge(node, slot(member, prize), 1) }));
  });
  for (let count = 0; count < prizes.length; count++) if (!network.augment(source, sink)) return null;
  const result = new Map<Prize, E>();
  prizes.forEach((prize, index) => {
    const chosen = choices[index]!.find((choice) => network.used(choice.edge));
    result.set(prize, chosen!.member);
  });
  return result;
}

/**
 * @param entrants everyone, in the standings' order
 * @param prizes most valuable first (./prize-list.ts `valueOrder`)
 */
export function claimPrizes<E extends Entrant>(entrants: readonly E[], prizes: readonly Prize[], rules: HoldingRules<E>): Claims<E> {
  const groups: { members: E[]; prizes: Prize[] }[] = [];
  const byKey = new Map<string, { members: E[]; prizes: Prize[] }>();
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
  for (const prize of prizes) {
    const taker = groups.find(
      (group) => group.members.some((member) => rules.eligible(prize, member)) && holdings(group.members, [...group.prizes, prize], rules) !== null,
    );
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
  for (const prize of prizes) {
    const holder = members.find((member) => rules.eligible(prize, member) && holdings(members, prizes, rules, new Map([...fixed, [prize, member]])) !== null);
    // A group only takes prizes it can hold, so some member can always hold this one.
    fixed.set(prize, holder!);
  }
  return fixed;
}
