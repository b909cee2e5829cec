/**
 * The quick Swiss: a transparent, score-adjacent greedy pairing for casual
 * events (seed 004's "Swiss Pairing Engine"), done exactly as described there.
 *
 * Sort by score, highest first, ties alphabetically by name; take the top
 * unpaired player and give them the highest-placed unpaired player not in
 * their history; when everyone left is in the history, take the next one in
 * order and flag "Rematch unavoidable". On an odd count the one left over gets
 * a BYE row of its own.
 *
 * As the seed says, it does not balance colours, does not track who has had a
 * bye, and does not float players between score groups: it is not the FIDE
 * Dutch system and rated events must not use it.
 */
import { InputError, NoValidPairingError, throwIfAny, type InputLocation } from '../errors';
import { canPairAll, keptApartBy } from './keep-apart';
import { toTenths, type PointSystem, type RoundPairing, type Tenths } from '../model';

/** One player of the standings: name, score and previous opponents. */
export interface QuickSwissPlayer {
  readonly name: string;
  /** Current score in tenths (`30` is 3 points). */
  readonly score: Tenths;
  /** Names of previous opponents (matched to players as {@link nameKey} says). */
  readonly opponents: readonly string[];
}

export type QuickSwissCheck = 'No prior match' | 'Rematch unavoidable' | 'BYE';

/** One row of seed 004's table; Player A is the higher placed of the two. */
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
 * The key two spellings of a name share: NFC-normalised, trimmed, inner
 * whitespace collapsed, lower-cased with JavaScript's locale-independent
 * `toLowerCase` (the Unicode default case mapping, not the organiser's locale),
 * so `"ben "`, `"Ben"` and `"BEN"` name one player wherever the text is read.
 *
 * @example
 * ```ts
 * nameKey('  Asha   Rao '); // 'asha rao'
 * ```
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The standings order of seed 004: score high to low, equal scores
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
export function standingsOrder<T extends QuickSwissPlayer>(players: readonly T[]): T[] {
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
  const keys = new Set<string>();
  for (const player of players) {
    const key = nameKey(player.name);
    if (keys.has(key)) throw new InputError(`Two players are called "${player.name}"; give each player a distinct name.`);
    keys.add(key);
  }
  const met = metByName(players, options.history);

  const unpaired = standingsOrder(players);
  const apart = options.keptApart !== undefined && options.keptApart.length > 0
    ? keptApartBy(options.keptApart.map(([a, b]) => [nameKey(a), nameKey(b)] as const))
    : null;
  const keysOf = (list: readonly QuickSwissPlayer[]) => list.map((player) => nameKey(player.name));
  if (apart !== null && !canPairAll(keysOf(unpaired), apart)) {
    throw new NoValidPairingError('the players cannot all be paired without a pair that must be kept apart meeting.');
  }
  const rows: QuickSwissRow[] = [];
  let leftOver: QuickSwissPlayer | undefined;
  while (unpaired.length > 0) {
    const top = unpaired.shift()!;
    if (unpaired.length === 0) {
      leftOver = top;
      break;
    }
    const history = met.get(nameKey(top.name))!;
    const allowed = (candidate: QuickSwissPlayer) =>
      apart === null ||
      (!apart(nameKey(top.name), nameKey(candidate.name)) && canPairAll(keysOf(unpaired.filter((other) => other !== candidate)), apart));
    const fresh = unpaired.findIndex((candidate) => !history.has(nameKey(candidate.name)) && allowed(candidate));
    const index = fresh === -1 ? unpaired.findIndex(allowed) : fresh;
    if (index === -1) {
      // Only a pair kept apart leads here, on an odd count: the top player is the one left over.
      leftOver = top;
      continue;
    }
    const [opponent] = unpaired.splice(index, 1);
    rows.push({
      playerA: top.name,
      scoreA: top.score,
      playerB: opponent!.name,
      scoreB: opponent!.score,
      check: fresh === -1 ? 'Rematch unavoidable' : 'No prior match',
    });
  }
  if (leftOver !== undefined) rows.push({ playerA: leftOver.name, scoreA: leftOver.score, playerB: null, scoreB: null, check: 'BYE' });
  return rows;
}

/**
 * Whom each player has met, by {@link nameKey}: the names on their own list and,
 * with `'either-list'` (the default), those whose lists name them.
 */
export function metByName(players: readonly QuickSwissPlayer[], history: QuickSwissPairOptions['history'] = 'either-list'): Map<string, Set<string>> {
  const met = new Map<string, Set<string>>(players.map((player) => [nameKey(player.name), new Set<string>()]));
  for (const player of players) {
    for (const opponent of player.opponents) {
      met.get(nameKey(player.name))!.add(nameKey(opponent));
      if (history === 'either-list') met.get(nameKey(opponent))?.add(nameKey(player.name));
    }
  }
  return met;
}

/**
 * A line the typed-lines tool read with an assumption instead of refusing it,
 * shown under the table so the assumption is seen.
 */
export interface QuickSwissWarning {
  /** 1-based line number, counting blank lines. */
  readonly line: number;
  /** What was found and what was assumed, e.g. `score "abc" unreadable, counted as 0`. */
  readonly message: string;
}

/**
 * A warning as one line of text, e.g. `line 2: score "abc" unreadable, counted as 0`.
 */
export function quickSwissWarningText(warning: QuickSwissWarning): string {
  return `line ${warning.line}: ${warning.message}`;
}

/** What {@link parseQuickSwissText} read. */
export interface QuickSwissField {
  /**
   * Players in the order of their lines; each one's opponents as typed on their
   * own line (names that match no line, and the player's own name, left out),
   * spelled as the opponents' own lines spell them.
   */
  readonly players: readonly QuickSwissPlayer[];
  /**
   * Line numbers (1-based) of players whose score was missing and so counted as
   * 0; the caller says how many, so a forgotten score is seen.
   */
  readonly missingScoreLines: readonly number[];
  /** Lines read with an assumption, in line order (see {@link parseQuickSwissText}). */
  readonly warnings: readonly QuickSwissWarning[];
}

const SCORE_PATTERN = /^(?:(\d+)(?:[.,](\d+))?|(\d*)\s*½)$/;

/**
 * Reads `Name | score | previous opponents` lines, one player a line,
 * opponents comma-separated, as forgivingly as a casual event needs: a typo on
 * one line does not stop the draw, but every assumption made is reported.
 *
 * - Blank lines are ignored; line numbers count every line.
 * - A missing score (`Asha`, `Asha | | Ben`) is 0 and listed in `missingScoreLines`.
 * - Scores read: `3`, `2.5`, `2,5` (decimal comma), `2½`, `½`. Anything else
 *   (`abc`, `3x`, `-1`, `2.25`, finer than a tenth) counts as 0, with a warning.
 * - A missing or empty third field means no history.
 * - Names are matched by {@link nameKey} (case and spacing ignored).
 * - A history is used as typed: each player's own list decides whom they have
 *   met (pair with `history: 'own-list'`). A one-sided history (Asha lists Ben,
 *   Ben does not list Asha) is kept and warned on the lister's line; an opponent
 *   with no line of their own, or a player listing themselves, is left out and
 *   warned.
 *
 * Refused (`InputError`, or `InputErrors` for several, each naming the line and
 * field), because no assumption would make sense: an empty name, more than
 * three fields, and a name used twice.
 *
 * @example
 * ```ts
 * parseQuickSwissText('Asha | 3 | Ben,Dia\nBen | abc | Asha\nDia | 1½', 'Standings');
 * // { players: [{ name: 'Asha', score: 30, opponents: ['Ben', 'Dia'] },
 * //             { name: 'Ben', score: 0, opponents: ['Asha'] },
 * //             { name: 'Dia', score: 15, opponents: [] }],
 * //   missingScoreLines: [],
 * //   warnings: [{ line: 1, message: 'Asha lists Dia, Dia does not list Asha (line 3); each list is used as typed' },
 * //              { line: 2, message: 'score "abc" unreadable, counted as 0' }] }
 * ```
 */
export function parseQuickSwissText(text: string, source?: string): QuickSwissField {
  const problems: InputError[] = [];
  const warnings: QuickSwissWarning[] = [];
  const at = (row: number, column: string): InputLocation =>
    source === undefined ? { row, column, rowLabel: 'line' } : { source, row, column, rowLabel: 'line' };

  interface Line {
    readonly row: number;
    readonly name: string;
    readonly score: Tenths;
    readonly opponents: readonly string[];
  }
  const lines: Line[] = [];
  const missingScoreLines: number[] = [];

  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const row = index + 1;
    if (raw.trim() === '') return;
    const fields = raw.split('|').map((field) => field.trim());
    if (fields.length > 3) {
      problems.push(
        new InputError(
          `Expected "Name | score | previous opponents" but found ${fields.length} fields; names cannot contain "|".`,
          at(row, 'Name'),
        ),
      );
      return;
    }
    const name = fields[0]!.replace(/\s+/g, ' ');
    if (name === '') {
      problems.push(new InputError('The name is missing; write "Name | score | previous opponents".', at(row, 'Name')));
      return;
    }
    const scoreText = fields[1] ?? '';
    let score: Tenths = 0;
    if (scoreText === '') {
      missingScoreLines.push(row);
    } else {
      const parsed = parseScore(scoreText);
      if (parsed === undefined) warnings.push({ line: row, message: `score "${scoreText}" unreadable, counted as 0` });
      else score = parsed;
    }
    const opponents = (fields[2] ?? '')
      .split(',')
      .map((opponent) => opponent.trim().replace(/\s+/g, ' '))
      .filter((opponent) => opponent !== '');
    lines.push({ row, name, score, opponents });
  });

  const byKey = new Map<string, Line>();
  for (const line of lines) {
    const first = byKey.get(nameKey(line.name));
    if (first !== undefined) {
      problems.push(
        new InputError(
          `${line.name} is listed twice (also on line ${first.row}); give each player one line and a distinct name.`,
          at(line.row, 'Name'),
        ),
      );
    } else {
      byKey.set(nameKey(line.name), line);
    }
  }
  throwIfAny(problems);

  const players: QuickSwissPlayer[] = lines.map((line) => {
    const opponents: string[] = [];
    for (const opponent of line.opponents) {
      const other = byKey.get(nameKey(opponent));
      if (other === undefined) {
        warnings.push({ line: line.row, message: `${line.name} lists "${opponent}", who has no line; left out of the history` });
      } else if (other === line) {
        warnings.push({ line: line.row, message: `${line.name} lists themselves; left out of the history` });
      } else {
        const listedBack = other.opponents.some((back) => nameKey(back) === nameKey(line.name));
        // Warned once, even when the opponent is listed twice (two games, say).
        if (!listedBack && !opponents.includes(other.name)) {
          warnings.push({
            line: line.row,
            message: `${line.name} lists ${other.name}, ${other.name} does not list ${line.name} (line ${other.row}); each list is used as typed`,
          });
        }
        // Spell the opponent as their own line does, so the history reads the same everywhere.
        opponents.push(other.name);
      }
    }
    return { name: line.name, score: line.score, opponents };
  });

  // Stable: a line's warnings keep the order they were found in (score first, then history).
  warnings.sort((a, b) => a.line - b.line);
  return { players, missingScoreLines, warnings };
}

/** Tenths from seed 004's score text, or `undefined` when it cannot be read. */
function parseScore(text: string): Tenths | undefined {
  const match = SCORE_PATTERN.exec(text);
  if (match === null) return undefined;
  const [, whole, fraction, beforeHalf] = match;
  if (whole !== undefined) {
    try {
      return toTenths(Number(fraction === undefined ? whole : `${whole}.${fraction}`));
    } catch {
      // Finer than a tenth (2.25): not a score any point system gives.
      return undefined;
    }
  }
  return (beforeHalf === '' || beforeHalf === undefined ? 0 : Number(beforeHalf) * 10) + 5;
}

/**
 * The table the sidebar copies, or downloads as `swiss-pairing-engine.txt`: the
 * header `Player A | Score | Player B | Score | Check`, a rule, then one row a
 * pairing, columns padded to line up in a monospaced font, lines ending in `\n`.
 * Scores are written as decimals (`2.5`), so the file stays plain ASCII apart
 * from the names; the BYE row has `BYE` as Player B and an empty score.
 *
 * @example
 * ```ts
 * formatQuickSwissTable([{ playerA: 'Asha', scoreA: 30, playerB: 'Ben', scoreB: 25, check: 'No prior match' }]);
 * // 'Player A | Score | Player B | Score | Check\n' +
 * // '---------+-------+----------+-------+---------------\n' +
 * // 'Asha     | 3     | Ben      | 2.5   | No prior match\n'
 * ```
 */
export function formatQuickSwissTable(rows: readonly QuickSwissRow[]): string {
  const cells: string[][] = [
    ['Player A', 'Score', 'Player B', 'Score', 'Check'],
    ...rows.map((row) => [
      row.playerA,
      decimalPoints(row.scoreA),
      row.playerB ?? 'BYE',
      row.scoreB === null ? '' : decimalPoints(row.scoreB),
      row.check,
    ]),
  ];
  // Width in code points, so a name with accents or ½ is not counted twice.
  const width = (cell: string) => [...cell].length;
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => width(line[column]!))));
  const render = (line: readonly string[]) =>
    line
      .map((cell, column) => cell + ' '.repeat(widths[column]! - width(cell)))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w, column) => '-'.repeat(column === 0 || column === widths.length - 1 ? w + 1 : w + 2)).join('+');
  return [render(cells[0]!), rule, ...cells.slice(1).map(render)].join('\n') + '\n';
}

function decimalPoints(tenths: Tenths): string {
  return String(tenths / 10);
}

export interface QuickSwissRoundOptions {
  /** The round being drawn (seed 004's "Round" box). */
  readonly round: number;
  /** Start number of each player, by the name exactly as in the rows. */
  readonly startNumbers: ReadonlyMap<string, number>;
  /** The BYE row becomes a pairing-allocated bye worth `points.pairingAllocatedBye`. */
  readonly points: PointSystem;
}

/**
 * The quick-Swiss rows as a {@link RoundPairing} for the *Pairings* sheet: row k
 * is board k, Player A (the higher placed) takes White, the BYE row becomes a
 * pairing-allocated bye. Seed 004 gives no colour rule at all ("it does not
 * balance colours or sides"), so this fixed rule is Sheetmate's choice: it is
 * predictable and can be checked by anyone, and colours are not balanced.
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
  const boards = rows
    .filter((row) => row.playerB !== null)
    .map((row, index) => ({ board: index + 1, white: startNumberOf(row.playerA), black: startNumberOf(row.playerB!) }));
  const byes = rows
    .filter((row) => row.playerB === null)
    .map((row) => ({
      player: startNumberOf(row.playerA),
      kind: 'pairing-allocated' as const,
      points: options.points.pairingAllocatedBye,
    }));
  return { round: options.round, boards, byes };
}
