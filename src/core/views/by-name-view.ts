/**
 * The *By name* sheet: the current round with every player once, in
 * alphabetical order, so a child finds their name and reads their board,
 * their colour and their opponent. A round without a game says why in words
 * (a bye, a requested bye, absent, withdrawn).
 */
import { formatPoints, type ByeKind, type ResultCode, type Tenths } from '../model';
import { DisplayRows, type DisplayColumn, type DisplaySheet } from './display-sheet';
import { currentRoundOf, pointsBeforeRound, type EventInProgress } from '../event/progress';
import { byeInWords } from './words';

export interface ByNameEntry {
  readonly startNumber: number;
  readonly name: string;
  /** The board of this round's game; null without a game. */
  readonly board: number | null;
  readonly colour: 'W' | 'B' | null;
  /** The opponent's name; null without a game. */
  readonly opponent: string | null;
  /** Why there is no game, in words ("bye (1 point)", "absent"); null with a game. */
  readonly noGame: string | null;
  /** Points before this round. */
  readonly pointsBefore: Tenths;
}

export interface ByNameOptions {
  /**
   * The language whose alphabet orders the names (a BCP 47 tag such as `en`,
   * `de`, `sv`: the spreadsheet's locale). Default `en`.
   */
  readonly locale?: string;
}

const NOT_PAIRED = 'not paired this round';

/** A code in the model for a round without a game, as the kind of bye it records. */
const BYE_OF_RESULT: Partial<Record<ResultCode, ByeKind>> = {
  U: 'pairing-allocated',
  H: 'half-point',
  F: 'full-point',
  Z: 'zero-point',
};

/**
 * Every player once, alphabetical (case and accents do not split the order;
 * equal names keep start-number order), with this round's board, colour,
 * opponent and the points before the round.
 *
 * @example
 * byNameEntries(event).map((entry) => `${entry.name} ${entry.board ?? entry.noGame}`);
 * // ['Ana Silva 1', 'bob Jones 3', 'Carl Ek bye (1 point)', …]
 */
export function byNameEntries(event: EventInProgress, options: ByNameOptions = {}): ByNameEntry[] {
  const tournament = event.tournament;
  const nameOf = new Map(tournament.players.map((player) => [player.startNumber, player.name]));
  const games = new Map<number, { board: number; colour: 'W' | 'B'; opponent: number }>();
  const byes = new Map<number, ByeKind>();
  const current = event.current;
  if (current !== null) {
    for (const board of current.boards) {
      games.set(board.white, { board: board.board, colour: 'W', opponent: board.black });
      games.set(board.black, { board: board.board, colour: 'B', opponent: board.white });
    }
    for (const bye of current.byes) byes.set(bye.player, bye.kind);
  }
  const round = current?.round ?? currentRoundOf(tournament) + 1;

  const entries = tournament.players.map((player): ByNameEntry => {
    const pointsBefore = pointsBeforeRound(event, player.startNumber);
    const game = games.get(player.startNumber);
    const base = { startNumber: player.startNumber, name: player.name, pointsBefore };
    if (game !== undefined) {
      return { ...base, board: game.board, colour: game.colour, opponent: nameOf.get(game.opponent) ?? '', noGame: null };
    }
    return { ...base, board: null, colour: null, opponent: null, noGame: current === null ? null : noGameText(event, player.startNumber, round, byes) };
  });
  const order = nameOrder(options.locale);
  return entries.sort((a, b) => order(a.name, b.name) || a.startNumber - b.startNumber);
}

function noGameText(event: EventInProgress, startNumber: number, round: number, byes: ReadonlyMap<number, ByeKind>): string {
  const player = event.tournament.players.find((candidate) => candidate.startNumber === startNumber)!;
  const points = event.tournament.points;
  const paired = byes.get(startNumber);
  if (paired !== undefined) return byeInWords(paired === 'zero-point' && player.withdrawn === true ? 'withdrawn' : paired, points);
  if (player.withdrawn === true) return byeInWords('withdrawn', points);
  // Not in the pairing (a late entry added since): the model may still record the round.
  const entry = player.rounds[round - 1];
  const recorded = entry === undefined || entry.opponent !== null ? undefined : BYE_OF_RESULT[entry.result];
  return recorded === undefined || recorded === 'zero-point' ? NOT_PAIRED : byeInWords(recorded, points);
}

/**
 * Compares names as the alphabet of `locale` orders them, ignoring case and
 * accents first; names equal that way are then told apart by accents and
 * case, so the order never depends on the input order.
 */
export function nameOrder(locale = 'en'): (a: string, b: string) => number {
  const primary = collator(locale, 'base');
  const full = collator(locale, 'variant');
  return (a, b) => primary(a.trim(), b.trim()) || full(a.trim(), b.trim());
}

function collator(locale: string, sensitivity: 'base' | 'variant'): (a: string, b: string) => number {
  try {
    return new Intl.Collator(locale, { sensitivity, numeric: true }).compare;
  } catch {
    // An unknown or malformed tag (the spreadsheet's locale is free text in places): English order.
    return new Intl.Collator('en', { sensitivity, numeric: true }).compare;
  }
}

/** Five columns that fit a phone held upright (340 px), the narrow ones as wide as their bold headers. */
export const BY_NAME_COLUMNS: readonly DisplayColumn[] = [
  { label: 'Name', width: 92, wrap: true, align: 'left' },
  { label: 'Board', width: 56, wrap: false, align: 'center' },
  { label: 'Colour', width: 62, wrap: false, align: 'center' },
  { label: 'Opponent', width: 92, wrap: true, align: 'left' },
  { label: 'Pts', width: 38, wrap: false, align: 'center' },
];

/**
 * The *By name* sheet: a title, then Name, Board, Colour (W/B), Opponent,
 * Pts (points before the round), one row a player, and a note on how to read it.
 *
 * @example
 * byNameSheet(event).rows.map((row) => row.cells);
 * // [['Round 3 by name', '', …], ['Name', 'Board', 'Colour', 'Opponent', 'Pts'],
 * //  ['Ana Silva', 2, 'W', 'Bob Jones', '2½'], ['Carl Ek', '', '', 'bye (1 point)', '1'], …]
 */
export function byNameSheet(event: EventInProgress, options: ByNameOptions = {}): DisplaySheet {
  const entries = byNameEntries(event, options);
  const lines = new DisplayRows(BY_NAME_COLUMNS.length);
  const current = event.current;
  lines.line('title', current === null ? 'Players by name: round 1 is not paired yet' : `Round ${current.round} by name`);
  lines.cells('header', BY_NAME_COLUMNS.map((column) => column.label));
  for (const entry of entries) {
    lines.cells('row', [
      entry.name,
      entry.board ?? '',
      entry.colour ?? '',
      entry.opponent ?? entry.noGame ?? '',
      formatPoints(entry.pointsBefore),
    ]);
  }
  lines.blank().line('note', 'Colour: W = White, B = Black. Pts: points before this round.');
  // The title and the column names stay in view while the names scroll.
  return { rows: lines.build(), columns: BY_NAME_COLUMNS, frozenRows: 2, rankingKey: 0 };
}
