/**
 * Who holds the prizes a group of tied players took, checked against every
 * possible assignment on small random groups: the holders must be the
 * assignment the tie-break prefers (the most valuable prize to the best
 * placed member who can hold it while all the others can still be held),
 * under every rule (eligibility, prizes a player, never two of one category,
 * extra prizes apart). The flow network that finds them in one pass is what
 * keeps 1,000 tied players and 200 prizes in a second; this is what it must
 * give.
 */
import { describe, expect, it } from 'vitest';
import { claimPrizes, type Entrant } from '../../../src/core/prizes/claims';
import type { Prize } from '../../../src/core/prizes';

/** A small seeded generator (a linear congruential one), so every run checks the same cases. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Case {
  readonly members: Entrant[];
  readonly prizes: Prize[];
  readonly eligible: (prize: Prize, entrant: Entrant) => boolean;
  readonly limit: number;
}

function randomCase(random: () => number): Case {
  const members = Array.from({ length: 2 + Math.floor(random() * 3) }, (_, index) => ({ index, kind: 'player' as const, name: `P${index}`, tieKey: 'tied' }));
  const keys = ['overall', 'u1600', 'girls'];
  const prizes = Array.from(
    { length: 1 + Math.floor(random() * 7) },
    (_, index) => ({ row: index + 2, name: `Prize ${index + 1}`, money: 100 - index, item: null, eligibility: { key: keys[Math.floor(random() * keys.length)]! }, extra: random() < 0.15, order: null }) as unknown as Prize,
  );
  const table = new Map(prizes.flatMap((prize) => members.map((member) => [`${prize.row}|${member.index}`, random() < 0.5] as const)));
  return { members, prizes, eligible: (prize, member) => table.get(`${prize.row}|${member.index}`)!, limit: 1 + Math.floor(random() * 2) };
}

/** Whether an assignment (a member's position for each prize) keeps every rule. */
function keepsRules(test: Case, prizes: readonly Prize[], holders: readonly number[]): boolean {
  return test.members.every((member, position) => {
    const theirs = prizes.filter((_, index) => holders[index] === position);
    if (theirs.some((prize) => !test.eligible(prize, member))) return false;
    if (theirs.filter((prize) => !prize.extra).length > test.limit) return false;
    const slots = theirs.map((prize) => `${prize.eligibility.key}|${prize.extra}`);
    return new Set(slots).size === slots.length;
  });
}

/** The assignment the tie-break prefers, by trying every one: the smallest positions, prize by prize. */
function preferred(test: Case, prizes: readonly Prize[]): number[] | null {
  let best: number[] | null = null;
  const holders: number[] = [];
  const visit = (index: number) => {
    if (index === prizes.length) {
      if (keepsRules(test, prizes, holders) && best === null) best = holders.slice();
      return;
    }
    for (let position = 0; position < test.members.length && best === null; position++) {
      holders[index] = position;
      visit(index + 1);
    }
  };
  visit(0);
  return best;
}

describe('the holders of a tied group’s prizes', () => {
  it('are, in 1,500 random groups, the assignment the tie-break prefers among all that keep the rules', () => {
    const random = generator(20_261_202);
    let checked = 0;
    for (let n = 0; n < 1500; n++) {
      const test = randomCase(random);
      const claims = claimPrizes(test.members, test.prizes, { eligible: test.eligible, limit: test.limit });
      const group = claims.groups.find((claimed) => claimed.prizes.length > 0);
      if (group === undefined) continue;
      const expected = preferred(test, group.prizes);
      expect(expected, `case ${n}`).not.toBeNull();
      expect(group.prizes.map((prize) => group.holders.get(prize)!.index), `case ${n}`).toEqual(expected);
      // Nothing left out that the group could have held too (the prizes are taken most valuable first).
      for (const prize of claims.unawarded) expect(preferred(test, [...group.prizes, prize]), `case ${n}, ${prize.name}`).toBeNull();
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
