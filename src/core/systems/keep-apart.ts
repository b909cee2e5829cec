/**
 * Keeping listed pairs apart (siblings, classmates: the Do not pair sheet) in
 * the pairing methods that have no criteria of their own for it: the round-1
 * methods (split, fold, slide, adjacent, random) and the quick Swiss. The
 * FIDE Dutch system needs none of this: a listed pair is a forbidden pair
 * there, part of its absolute criterion C1.
 *
 * The rule is the smallest change to what the method paired: a board that
 * holds a listed pair exchanges its lower player with the nearest board that
 * can take them (below first, then above), as an arbiter would transpose by
 * hand; failing that, its higher player; failing that, the player without a
 * partner. Only when no exchange of two boards helps is the field paired
 * again in order around the listed pairs, each player with the partner
 * nearest the method's.
 */
import { NoValidPairingError } from '../errors';
import type { GroupPairs } from './rating-split';

/** Whether two players must not meet; `partners` lists, for each listed player, whom they must not meet. */
export interface KeptApart<T> {
  (a: T, b: T): boolean;
  readonly partners: ReadonlyMap<T, ReadonlySet<T>>;
}

/** The test for a list of pairs, either way round. */
export function keptApartBy<T>(pairs: readonly (readonly [T, T])[]): KeptApart<T> {
  const partners = new Map<T, Set<T>>();
  const add = (a: T, b: T) => {
    const set = partners.get(a) ?? new Set<T>();
    set.add(b);
    partners.set(a, set);
  };
  for (const [a, b] of pairs) {
    add(a, b);
    add(b, a);
  }
  return Object.assign((a: T, b: T) => partners.get(a)?.has(b) ?? false, { partners });
}

/** Search steps before a completion check gives up and assumes the field can be paired (it only guards sparse lists). */
const SEARCH_BUDGET = 200_000;

/**
 * Whether `players` can all be paired with no kept-apart pair meeting (all
 * but one when their number is odd and `oneMaySitOut`).
 *
 * @example
 * canPairAll([1, 2], keptApartBy([[1, 2]]), false); // false
 * canPairAll([1, 2, 3, 4], keptApartBy([[1, 2]]), false); // true (1–3, 2–4)
 */
export function canPairAll<T>(players: readonly T[], apart: KeptApart<T>, oneMaySitOut = players.length % 2 === 1): boolean {
  const n = players.length;
  if (n % 2 === 1 && !oneMaySitOut) return false;
  // Dirac: when everyone may meet at least half of the others (a player who may
  // sit out counts as one more partner), a perfect matching exists. Lists of
  // siblings are short, so this settles almost every call at once.
  const size = n % 2 === 1 ? n + 1 : n;
  const present = new Set(players);
  let dense = true;
  for (const [player, listed] of apart.partners) {
    if (!present.has(player)) continue;
    let blocked = 0;
    for (const other of listed) if (present.has(other)) blocked++;
    if (n - 1 - blocked + (size > n ? 1 : 0) < size / 2) {
      dense = false;
      break;
    }
  }
  if (dense) return true;
  let steps = 0;
  const used = new Array<boolean>(n).fill(false);
  const search = (satOut: boolean): boolean => {
    if (++steps > SEARCH_BUDGET) return true;
    const first = used.indexOf(false);
    if (first < 0) return true;
    used[first] = true;
    for (let j = first + 1; j < n; j++) {
      if (used[j] || apart(players[first]!, players[j]!)) continue;
      used[j] = true;
      if (search(satOut)) return true;
      used[j] = false;
    }
    const result = n % 2 === 1 && !satOut && search(true);
    used[first] = false;
    return result;
  };
  return search(false);
}

/**
 * Changes a method's pairing (`group`, pairs in board order, each written
 * higher seed first) so that no kept-apart pair meets, as the module comment
 * says. `order` is the seed order (strongest first): it decides which player
 * of a board is the higher and the board order after an exchange.
 *
 * @throws NoValidPairingError when the field cannot be paired without a kept-apart pair meeting.
 * @example
 * keepApart({ pairs: [[1, 3], [2, 4]] }, [1, 2, 3, 4], keptApartBy([[1, 3]]));
 * // { pairs: [[1, 4], [2, 3]], unpaired: undefined }
 */
export function keepApart<T>(group: GroupPairs<T>, order: readonly T[], apart: KeptApart<T>): GroupPairs<T> {
  if (!group.pairs.some(([a, b]) => apart(a, b))) return group;
  const seed = new Map(order.map((player, index) => [player, index]));
  const ordered = (a: T, b: T): readonly [T, T] => (seed.get(a)! <= seed.get(b)! ? [a, b] : [b, a]);
  const pairs: (readonly [T, T])[] = group.pairs.slice();
  let unpaired = group.unpaired;

  const exchange = (i: number): boolean => {
    const [high, low] = pairs[i]!;
    const nearest: number[] = [];
    for (let distance = 1; distance < pairs.length; distance++) {
      if (i + distance < pairs.length) nearest.push(i + distance);
      if (i - distance >= 0) nearest.push(i - distance);
    }
    // The lower players change boards; then the higher ones.
    for (const swapLower of [true, false]) {
      for (const j of nearest) {
        const [otherHigh, otherLow] = pairs[j]!;
        const mine = swapLower ? [high, otherLow] : [low, otherLow];
        const theirs = swapLower ? [otherHigh, low] : [otherHigh, high];
        if (apart(mine[0]!, mine[1]!) || apart(theirs[0]!, theirs[1]!)) continue;
        pairs[i] = ordered(mine[0]!, mine[1]!);
        pairs[j] = ordered(theirs[0]!, theirs[1]!);
        return true;
      }
    }
    if (unpaired !== undefined) {
      // The player without a partner comes in; the one they replace sits out instead.
      for (const [stays, leaves] of [
        [high, low],
        [low, high],
      ] as const) {
        if (apart(stays, unpaired)) continue;
        pairs[i] = ordered(stays, unpaired);
        unpaired = leaves;
        return true;
      }
    }
    return false;
  };

  for (let i = 0; i < pairs.length; i++) {
    const [a, b] = pairs[i]!;
    if (apart(a, b) && !exchange(i)) return pairAround(group, order, apart);
  }
  const sorted = pairs.slice().sort((x, y) => seed.get(x[0])! - seed.get(y[0])!);
  return { pairs: sorted, unpaired };
}

/**
 * Pairs the field again, in seed order: each player meets the partner nearest
 * (in seed order) to the one the method gave them, among those who leave the
 * rest pairable. Used when no exchange of two boards separates a listed pair.
 */
function pairAround<T>(group: GroupPairs<T>, order: readonly T[], apart: KeptApart<T>): GroupPairs<T> {
  const seed = new Map(order.map((player, index) => [player, index]));
  const partnerOf = new Map<T, T>();
  for (const [a, b] of group.pairs) {
    partnerOf.set(a, b);
    partnerOf.set(b, a);
  }
  const players = order.filter((player) => seed.has(player));
  if (!canPairAll(players, apart)) {
    throw new NoValidPairingError('the players cannot all be paired without a pair that must be kept apart meeting.');
  }
  const left = players.slice();
  const pairs: (readonly [T, T])[] = [];
  let unpaired: T | undefined;
  while (left.length > 1) {
    const first = left.shift()!;
    const wanted = partnerOf.get(first);
    const target = wanted === undefined ? seed.get(first)! : seed.get(wanted)!;
    const candidates = left
      .filter((other) => !apart(first, other))
      .sort((x, y) => Math.abs(seed.get(x)! - target) - Math.abs(seed.get(y)! - target) || seed.get(x)! - seed.get(y)!);
    const partner = candidates.find((other) => canPairAll(left.filter((rest) => rest !== other), apart));
    if (partner === undefined) {
      // Only on an odd count: this player is the one who sits out.
      unpaired = first;
      continue;
    }
    left.splice(left.indexOf(partner), 1);
    pairs.push([first, partner]);
  }
  if (left.length === 1) unpaired = left[0];
  return { pairs, unpaired };
}
