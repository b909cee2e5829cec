/**
 * The quick Swiss: a transparent, score-adjacent greedy pairing for casual
 * events, done exactly as its specification describes it.
 *
 * Sort by score, highest first, ties alphabetically by name; take the top
 * unpaired player and give them the highest-placed unpaired player not in
 * their history; when everyone left is in the history, take the next one in
 * order and flag "Rematch unavoidable". On an odd count the one left over gets
 * a BYE row of its own.
 *
 * By its definition it does not balance colours, does not track who has had a
 * bye, and does not float players between score groups: it is not the FIDE
 * Dutch system and rated events must not use it.
 */
import { InputError, NoValidPairingError } from '../errors';
import { nameKey } from '../ids';
import { canPairAll, keptApartBy } from './keep-apart';
import { byePoints, type PointSystem, type RoundPairing, type Tenths } from '../model';

/** One player of the standings: name, score and previous opponents. */
export interface QuickSwissPlayer {
  readonly name: string;
  /** Current score in tenths (`30` is 3 points). */
  readonly score: Tenths;
  /** Names of previous opponents (matched to players as {@link nameKey} says). */
  readonly opponents: readonly string[];
}

export type QuickSwissCheck = 'No prior match' | 'Rematch unavoidable' | 'BYE';

/** One row of the quick Swiss's table; Player A is the higher placed of the two. */
export interface QuickSwissRow {
  readonly playerA: string;
  readonly scoreA: Tenths;
  /** `null` on the BYE row. */
  readonly playerB: string | null;
  /** `null` on the BYE row. */
  readonly scoreB: Tenths | null;
  readonly check: QuickSwissCheck;
}

/**
 * The quick Swiss's standings order: score high to low, equal scores
 * alphabetically by name. The collation is case-insensitive and
 * locale-independent (code-unit order of {@link nameKey}, so the draw is the same
 * on every machine and in Apps Script); names equal under it fall back to their
 * exact spelling, then to input order. Returns a new array.
 *
 * @example
 * ```ts
 * standingsOrder([
 *   { name: 'ben', score: 20, opponents: [] },
 *   { name: 'Asha', score: 20, opponents: [] },
 *   { name: 'Cy', score: 30, opponents: [] },
 * ]).map((p) => p.name); // ['Cy', 'Asha', 'ben']
 * ```
 */
export function standingsOrder<T extends Pick<QuickSwissPlayer, 'name' | 'score'>>(players: readonly T[]): T[] {
  return players
    .map((player, position) => ({ player, key: nameKey(player.name), position }))
    .sort(
      (a, b) =>
        b.player.score - a.player.score ||
        compareCodeUnits(a.key, b.key) ||
        compareCodeUnits(a.player.name, b.player.name) ||
        a.position - b.position,
    )
    .map(({ player }) => player);
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** How {@link pairQuickSwiss} reads the players' histories. */
export interface QuickSwissPairOptions {
  /**
   * `'either-list'` (the default): two players have met when either lists the
   * other, as in an event's record, where a game belongs to both players.
   * `'own-list'`: the player choosing an opponent avoids only the names on their
   * own list, as the typed-lines tool reads a history typed on one side only.
   * Both agree whenever every history is listed on both sides.
   */
  readonly history?: 'either-list' | 'own-list';
  /**
   * Pairs of players (by name) who must never meet (the Do not pair sheet).
   * The top player then meets the highest-placed player they may meet whose
   * choice still lets everyone below be paired; if there is none, on an odd
   * count, the top player is the one left over (the BYE row).
   */
  readonly keptApart?: readonly (readonly [string, string])[];
}

/**
 * Pairs the next round by the greedy rule of the module comment. Throws an
 * `InputError` when two players share a name (as {@link nameKey} compares them).
 *
 * @example
 * ```ts
 * pairQuickSwiss([
 *   { name: 'Asha', score: 30, opponents: ['Ben'] },
 *   { name: 'Ben', score: 20, opponents: ['Asha'] },
 *   { name: 'Dia', score: 20, opponents: [] },
 * ]);
 * // [{ playerA: 'Asha', scoreA: 30, playerB: 'Dia', scoreB: 20, check: 'No prior match' },
 * //  { playerA: 'Ben', scoreA: 20, playerB: null, scoreB: null, check: 'BYE' }]
 * ```
 */
export function pairQuickSwiss(players: readonly QuickSwissPlayer[], options: QuickSwissPairOptions = {}): QuickSwissRow[] {
  const byKey = new Map<string, QuickSwissPlayer>();
  for (const player of players) {
    const key = nameKey(player.name);
    if (byKey.has(key)) throw new InputError(`Two players are called "${player.name}"; give each player a distinct name.`);
    byKey.set(key, player);
  }
  const draw = quickSwissDraw(
    players.map((player) => ({ key: nameKey(player.name), name: player.name, score: player.score, met: player.opponents.map(nameKey) })),
    {
      ...(options.history === undefined ? {} : { history: options.history }),
      keptApart: (options.keptApart ?? []).map(([a, b]) => [nameKey(a), nameKey(b)] as const),
    },
  );
  return draw.map((row) => {
    const a = byKey.get(row.a)!;
    const b = row.b === null ? null : byKey.get(row.b)!;
    return { playerA: a.name, scoreA: a.score, playerB: b?.name ?? null, scoreB: b?.score ?? null, check: row.check };
  });
}

/** A player as the draw sees them: a key that is who they are, the name that orders them, their score and whom they have met. */
export interface QuickSwissEntry<K> {
  readonly key: K;
  readonly name: string;
  readonly score: Tenths;
  /** Keys of previous opponents. */
  readonly met: readonly K[];
}

/** One pairing of the draw: `a` the higher placed, `b` null on the BYE row. */
export interface QuickSwissPairing<K> {
  readonly a: K;
  readonly b: K | null;
  readonly check: QuickSwissCheck;
}

/**
 * The greedy draw, over players known by any key (a start number in an
 * event, a name in the typed-lines tool): the top unpaired player meets the
 * highest-placed player they have not met (and may meet, with a pair kept
 * apart), else the next in order, flagged "Rematch unavoidable".
 */
export function quickSwissDraw<K>(
  entries: readonly QuickSwissEntry<K>[],
  options: { readonly history?: 'either-list' | 'own-list'; readonly keptApart?: readonly (readonly [K, K])[] } = {},
): QuickSwissPairing<K>[] {
  const met = metOf(entries, options.history);
  const unpaired = standingsOrder(entries);
  const apart = options.keptApart !== undefined && options.keptApart.length > 0 ? keptApartBy(options.keptApart) : null;
  const keysOf = (list: readonly QuickSwissEntry<K>[]) => list.map((entry) => entry.key);
  if (apart !== null && !canPairAll(keysOf(unpaired), apart)) {
    throw new NoValidPairingError('the players cannot all be paired without a pair that must be kept apart meeting.');
  }
  const rows: QuickSwissPairing<K>[] = [];
  let leftOver: QuickSwissEntry<K> | undefined;
  while (unpaired.length > 0) {
    const top = unpaired.shift()!;
    if (unpaired.length === 0) {
      leftOver = top;
      break;
    }
    const history = met.get(top.key)!;
    const allowed = (candidate: QuickSwissEntry<K>) =>
      apart === null || (!apart(top.key, candidate.key) && canPairAll(keysOf(unpaired.filter((other) => other !== candidate)), apart));
    const fresh = unpaired.findIndex((candidate) => !history.has(candidate.key) && allowed(candidate));
    const index = fresh === -1 ? unpaired.findIndex(allowed) : fresh;
    if (index === -1) {
      // Only a pair kept apart leads here, on an odd count: the top player is the one left over.
      leftOver = top;
      continue;
    }
    const [opponent] = unpaired.splice(index, 1);
    rows.push({ a: top.key, b: opponent!.key, check: fresh === -1 ? 'Rematch unavoidable' : 'No prior match' });
  }
  if (leftOver !== undefined) rows.push({ a: leftOver.key, b: null, check: 'BYE' });
  return rows;
}

/**
 * Whom each player has met, by {@link nameKey}: the names on their own list and,
 * with `'either-list'` (the default), those whose lists name them.
 */
export function metByName(players: readonly QuickSwissPlayer[], history: QuickSwissPairOptions['history'] = 'either-list'): Map<string, Set<string>> {
  return metOf(
    players.map((player) => ({ key: nameKey(player.name), met: player.opponents.map(nameKey) })),
    history,
  );
}

/** Whom each entry has met, by key: its own list and, with `'either-list'`, the lists that name it. */
function metOf<K>(entries: readonly Pick<QuickSwissEntry<K>, 'key' | 'met'>[], history: QuickSwissPairOptions['history'] = 'either-list'): Map<K, Set<K>> {
  const met = new Map<K, Set<K>>(entries.map((entry) => [entry.key, new Set<K>()]));
  for (const entry of entries) {
    for (const opponent of entry.met) {
      met.get(entry.key)!.add(opponent);
      if (history === 'either-list') met.get(opponent)?.add(entry.key);
    }
  }
  return met;
}

export interface QuickSwissRoundOptions {
  /** The round being drawn. */
  readonly round: number;
  /** Start number of each player, by the name exactly as in the rows. */
  readonly startNumbers: ReadonlyMap<string, number>;
  /** The BYE row becomes a pairing-allocated bye worth `points.pairingAllocatedBye`. */
  readonly points: PointSystem;
}

/**
 * The quick-Swiss rows as a {@link RoundPairing} for the *Pairings* sheet: row k
 * is board k, Player A (the higher placed) takes White, the BYE row becomes a
 * pairing-allocated bye. The quick Swiss has no colour rule of its own (it
 * does not balance colours or sides), so this fixed rule is Sheetmate's
 * choice: it is predictable and can be checked by anyone, and colours are not
 * balanced.
 * Throws a `RangeError` when a name has no start number (a caller bug).
 *
 * @example
 * ```ts
 * quickSwissRoundPairing(pairQuickSwiss(players), {
 *   round: 4,
 *   startNumbers: new Map([['Asha', 1], ['Ben', 2], ['Dia', 3]]),
 *   points: STANDARD_POINTS,
 * });
 * // { round: 4, boards: [{ board: 1, white: 1, black: 3 }],
 * //   byes: [{ player: 2, kind: 'pairing-allocated', points: 10 }] }
 * ```
 */
export function quickSwissRoundPairing(rows: readonly QuickSwissRow[], options: QuickSwissRoundOptions): RoundPairing {
  const startNumberOf = (name: string): number => {
    const startNumber = options.startNumbers.get(name);
    if (startNumber === undefined) throw new RangeError(`No start number for "${name}"`);
    return startNumber;
  };
  const draw = rows.map((row) => ({ a: startNumberOf(row.playerA), b: row.playerB === null ? null : startNumberOf(row.playerB), check: row.check }));
  return drawAsPairing(draw, options.round, options.points);
}

/** A draw by start number as a {@link RoundPairing}: row k is board k, `a` takes White, the BYE row a pairing-allocated bye. */
export function drawAsPairing(draw: readonly QuickSwissPairing<number>[], round: number, points: PointSystem): RoundPairing {
  const boards = draw.filter((row) => row.b !== null).map((row, index) => ({ board: index + 1, white: row.a, black: row.b! }));
  const byes = draw
    .filter((row) => row.b === null)
    .map((row) => ({ player: row.a, kind: 'pairing-allocated' as const, points: byePoints('pairing-allocated', points) }));
  return { round, boards, byes };
}
