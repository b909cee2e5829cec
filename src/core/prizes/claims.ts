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
 * still be held. That is asked of the group's one network, prize by prize:
 * lock the prize to a member, rearranging the others along one path, or
 * find it cannot be; so 1,000 tied players and 200 prizes take well under a
 * second, where a network built afresh for every question took half a minute.
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

/** A tiny flow network: nodes are numbers, edges come in pairs (an edge and its reverse); every capacity is 0 or 1 but a member's to the sink. */
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

  /** Whether the edge carries a unit of flow (its reverse has room to take it back). */
  used(edge: number): boolean {
    return this.edges[edge ^ 1]!.capacity > 0;
  }

  /** Removes an edge that carries no flow. */
  close(edge: number): void {
    this.edges[edge]!.capacity = 0;
  }

  /** A path of edges with room from `start` to `sink` that avoids the `avoided` nodes, or null. */
  path(start: number, sink: number, avoided: readonly number[] = []): number[] | null {
    const visited = new Set<number>([start, ...avoided]);
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
    return search(start) ? path : null;
  }

  /** Sends one unit along the edges. */
  push(path: readonly number[]): void {
    for (const id of path) {
      this.edges[id]!.capacity -= 1;
      this.edges[id ^ 1]!.capacity += 1;
    }
  }

  /** Takes back one unit sent along the edges. */
  pull(path: readonly number[]): void {
    for (const id of path) {
      this.edges[id]!.capacity += 1;
      this.edges[id ^ 1]!.capacity -= 1;
    }
  }

  /** Pushes one unit from `source` to `sink` along an augmenting path, if there is one. */
  augment(source: number, sink: number): boolean {
    const path = this.path(source, sink);
    if (path === null) return false;
    this.push(path);
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
interface Slot<E> {
  readonly node: number;
  /** Its one edge out: to its member, or to the sink for an extra prize. */
  readonly out: number;
  readonly member?: E;
}

class GroupFlow<E extends Entrant> {
  private readonly network = new FlowNetwork();
  private readonly source = this.network.node();
  private readonly sink = this.network.node();
  /** Each member's node and its edge to the sink. */
  private readonly memberNodes = new Map<E, { node: number; out: number }>();
  private readonly slots = new Map<string, Slot<E>>();
  private readonly prizeEdges = new Map<Prize, { node: number; entry: number; choices: { member: E; edge: number; slot: Slot<E> }[] }>();

  constructor(
    private readonly members: readonly E[],
    private readonly rules: HoldingRules<E>,
    private readonly prizeCount: number,
  ) {}

  private memberNode(member: E): { node: number; out: number } {
    let found = this.memberNodes.get(member);
    if (found === undefined) {
      const node = this.network.node();
      found = { node, out: this.network.edge(node, this.sink, Math.min(this.rules.limit, this.prizeCount)) };
      this.memberNodes.set(member, found);
    }
    return found;
  }

  /** One slot per member, category and kind: never two prizes of one category (extra ones apart). */
  private slot(member: E, prize: Prize): Slot<E> {
    const key = `${member.index}|${prize.eligibility.key}|${prize.extra}`;
    let found = this.slots.get(key);
    if (found === undefined) {
      const node = this.network.node();
      found = prize.extra ? { node, out: this.network.edge(node, this.sink, 1) } : { node, out: this.network.edge(node, this.memberNode(member).node, 1), member };
      this.slots.set(key, found);
    }
    return found;
  }

  /** Adds a prize; false, and nothing added, when the group cannot hold it too. */
  add(prize: Prize): boolean {
    const node = this.network.node();
    const entry = this.network.edge(this.source, node, 1);
    const choices = this.members
      .filter((member) => this.rules.eligible(prize, member))
      .map((member) => {
        const slot = this.slot(member, prize);
        return { member, edge: this.network.edge(node, slot.node, 1), slot };
      });
    if (this.network.augment(this.source, this.sink)) {
      this.prizeEdges.set(prize, { node, entry, choices });
      return true;
    }
    // A failed search changed nothing; closing the entry keeps the prize out of later paths.
    this.network.close(entry);
    return false;
  }

  /**
   * Has `member` hold `prize` for good, if every prize added can still be
   * held with it and with those locked before: the prize's unit of flow is
   * taken back and sent through the member's slot, the others rearranged
   * along one path; when there is none, the flow is put back as it was.
   */
  lock(prize: Prize, member: E): boolean {
    const held = this.prizeEdges.get(prize);
    const target = held?.choices.find((choice) => choice.member === member);
    if (held === undefined || target === undefined) return false;
    const current = held.choices.find((choice) => this.network.used(choice.edge))!;
    if (current !== target) {
      const old = [held.entry, current.edge, current.slot.out, ...(current.slot.member === undefined ? [] : [this.memberNodes.get(current.slot.member)!.out])];
      this.network.pull(old);
      const rest = this.network.path(target.slot.node, this.sink, [this.source, held.node]);
      if (rest === null) {
        this.network.push(old);
        return false;
      }
      this.network.push([held.entry, target.edge, ...rest]);
    }
    // Its other edges closed, no later path can send the prize to anyone else.
    for (const choice of held.choices) if (choice !== target) this.network.close(choice.edge);
    return true;
  }
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
    .map((group) => ({ members: group.members, prizes: group.prizes, holders: holdersByTiebreak(group.members, group.prizes, rules, group.flow) }));
  return { groups: claimed, unawarded };
}

/**
 * The most valuable prize to the best placed member who can hold it while the
 * others can still be held: each prize locked in turn in the group's flow,
 * which holds them all already (a group only takes prizes it can hold), so
 * each test is one path, not a network built afresh.
 */
function holdersByTiebreak<E extends Entrant>(members: readonly E[], prizes: readonly Prize[], rules: HoldingRules<E>, flow: GroupFlow<E> | undefined): Map<Prize, E> {
  const fixed = new Map<Prize, E>();
  if (flow === undefined) return fixed;
  const heldBy = new Map<E, Prize[]>();
  // Whether a member can take one more prize at all, beside those already fixed: a cheap test before the flow.
  const room = (member: E, prize: Prize) => {
    const theirs = heldBy.get(member) ?? [];
    const sameSlot = theirs.some((held) => held.extra === prize.extra && held.eligibility.key === prize.eligibility.key);
    return !sameSlot && (prize.extra || theirs.filter((held) => !held.extra).length < rules.limit);
  };
  for (const prize of prizes) {
    const holder = members.find((member) => rules.eligible(prize, member) && room(member, prize) && flow.lock(prize, member));
    // The flow holds every prize, so some member can always hold this one.
    fixed.set(prize, holder!);
    heldBy.set(holder!, [...(heldBy.get(holder!) ?? []), prize]);
  }
  return fixed;
}
