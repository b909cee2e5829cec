/**
 * The Pairings sheet as read: every round's boards and byes as the cells
 * say, names and all, the newest round on top so phones show it first.
 * Results typed into it are the source of truth for the tournament's
 * history. A bye is a row with no board, the player under White and the kind
 * under Black (`BYE`, `half-point bye`, `1-point bye`, `absent`). The columns are
 * layout.ts's, found by their headers.
 */
import { InputError, throwIfAny } from '../errors';
import type { RoundByeKind } from '../model';
import { normaliseHeader } from './headers';
import { CHECK_HEADER, defaultPairingsColumns, PAIRINGS_COLUMNS, PAIRINGS_HEADER, PAIRINGS_SHEET, type PairingsField, pairingsHeader } from './layout';
import { byeKindOfLabel, type GameResult, parseResult, RESULT_HELP } from './results';

/** A board row of Pairings: the players as their cells name them. */
export interface PairingsBoardRow {
  readonly round: number;
  readonly board: number;
  readonly white: string;
  readonly black: string;
  /** null while the result cell is blank. */
  readonly result: GameResult | null;
  /** 1-based sheet row, for messages and for writing the result back. */
  readonly row: number;
}

/** A bye row of Pairings. */
export interface PairingsByeRow {
  readonly round: number;
  readonly player: string;
  readonly kind: RoundByeKind;
  readonly row: number;
}

/** One round as Pairings shows it. */
export interface PairingsRound {
  readonly round: number;
  readonly boards: readonly PairingsBoardRow[];
  readonly byes: readonly PairingsByeRow[];
}

/** A result cell that is not a result (`2-0`), read as blank by a lenient reading. */
export interface UnreadableResult {
  readonly round: number;
  readonly board: number;
  readonly row: number;
  /** The cell as typed. */
  readonly text: string;
  /** What is wrong and how to fix it, naming the cell. */
  readonly problem: InputError;
}

export interface PairingsTable {
  /** Rounds in order 1..n. */
  readonly rounds: readonly PairingsRound[];
  /**
   * Result cells that are not results, read as blank: only when asked for
   * (`unreadableResults: 'blank'`); a strict reading refuses them.
   */
  readonly unreadableResults?: readonly UnreadableResult[];
  /** 0-based column of each field (the add-on's own layout when the sheet is new); −1 for a column it lacks. */
  readonly columns: Readonly<Record<PairingsField, number>>;
  /** Whether the sheet already had the header row. */
  readonly hasHeader: boolean;
  readonly width: number;
}

/** Pairings as a new sheet has it: no rounds, the add-on's own layout. */
function emptyPairingsTable(): PairingsTable {
  return { rounds: [], columns: defaultPairingsColumns(), hasHeader: false, width: PAIRINGS_HEADER.length };
}

/**
 * Finds the columns by their headers: Round, Board, White, Result and Black
 * must be there; the two `Pts` are the first after White and the first after
 * Result; Check is optional. Null when a required header is missing.
 */
function findPairingsColumns(header: readonly unknown[]): Record<PairingsField, number> | null {
  const names = header.map(normaliseHeader);
  const find = (field: PairingsField, from = 0) => names.indexOf(normaliseHeader(PAIRINGS_COLUMNS.find((column) => column.field === field)!.header), from);
  const round = find('round');
  const board = find('board');
  const white = find('white');
  const result = find('result');
  const black = find('black');
  if ([round, board, white, result, black].some((index) => index < 0)) return null;
  const whitePoints = find('whitePoints', white + 1);
  const blackPoints = find('blackPoints', result + 1);
  const check = names.indexOf(normaliseHeader(CHECK_HEADER));
  return { round, board, white, whitePoints, result, blackPoints, black, check };
}

export interface PairingsReadOptions {
  readonly allowGaps?: boolean;
  /**
   * `blank`: a result cell that is not a result is read as blank and listed
   * in `unreadableResults` (to show where the event stands, or to undo the
   * round that holds it). Default `refuse`.
   */
  readonly unreadableResults?: 'refuse' | 'blank';
}

/**
 * Reads the Pairings table (rows as `getValues` returns them). Problems are
 * reported together, each naming its cell.
 */
export function readPairingsTable(rows: readonly (readonly unknown[])[], source = PAIRINGS_SHEET, options: PairingsReadOptions = {}): PairingsTable {
  const { table, problems } = parsePairingsTable(rows, source, options.allowGaps === true, options.unreadableResults === 'blank');
  throwIfAny(problems);
  return table;
}

/**
 * Reads what can be read of a damaged Pairings sheet (for the repair, which
 * keeps every result it can still find): rows that do not parse are left out.
 */
export function readPairingsLeniently(rows: readonly (readonly unknown[])[], source = PAIRINGS_SHEET): PairingsTable {
  try {
    return parsePairingsTable(rows, source, true, false).table;
  } catch {
    return emptyPairingsTable();
  }
}

/** What one row of Pairings is: a board, a bye, nothing, or a problem. */
type ParsedRow =
  | { readonly kind: 'board'; readonly board: PairingsBoardRow; readonly unreadable?: UnreadableResult }
  | { readonly kind: 'bye'; readonly bye: PairingsByeRow }
  | { readonly kind: 'blank' }
  | { readonly kind: 'problem'; readonly problem: InputError; readonly round?: number };

function parsePairingsTable(
  rows: readonly (readonly unknown[])[],
  source: string,
  allowGaps: boolean,
  blankUnreadable: boolean,
): { table: PairingsTable; problems: InputError[] } {
  const blank = rows.length === 0 || rows.every((row) => row.every((value) => String(value ?? '').trim() === ''));
  if (blank) return { table: emptyPairingsTable(), problems: [] };
  const columns = findPairingsColumns(rows[0]!);
  if (columns === null) {
    throw new InputError(
      `the header row must have the columns ${PAIRINGS_HEADER.filter((h) => h !== 'Pts').join(', ')}. ` +
        'The add-on writes this sheet: restore the header row, or rename the sheet to keep it and let the add-on start a new one.',
      { source, row: 1 },
    );
  }
  const problems: InputError[] = [];
  const unreadable: UnreadableResult[] = [];
  const byRound = new Map<number, { boards: PairingsBoardRow[]; byes: PairingsByeRow[] }>();
  const entryOf = (round: number) => byRound.get(round) ?? byRound.set(round, { boards: [], byes: [] }).get(round)!;
  for (let r = 1; r < rows.length; r++) {
    const parsed = parseRow(rows[r]!, r + 1, columns, source, blankUnreadable);
    if (parsed.kind === 'blank') continue;
    if (parsed.kind === 'problem') {
      problems.push(parsed.problem);
      if (parsed.round !== undefined) entryOf(parsed.round);
    } else if (parsed.kind === 'bye') entryOf(parsed.bye.round).byes.push(parsed.bye);
    else {
      entryOf(parsed.board.round).boards.push(parsed.board);
      if (parsed.unreadable !== undefined) unreadable.push(parsed.unreadable);
    }
  }
  // Rounds run without gaps; they start at 1, or after the rounds played on paper (checked with the Players sheet).
  const rounds = [...byRound.keys()].sort((a, b) => a - b);
  rounds.forEach((round, index) => {
    const expected = rounds[0]! + index;
    if (round !== expected && !allowGaps) {
      problems.push(new InputError(`round ${expected} is missing while round ${round} is there. Rounds must follow each other without gaps.`, { source }));
    }
  });
  const table: PairingsTable = {
    rounds: rounds.map((round) => {
      const entry = byRound.get(round)!;
      return { round, boards: entry.boards.sort((a, b) => a.board - b.board), byes: entry.byes };
    }),
    ...(blankUnreadable ? { unreadableResults: unreadable } : {}),
    columns,
    hasHeader: true,
    width: rows[0]!.length,
  };
  return { table, problems };
}

function parseRow(row: readonly unknown[], sheetRow: number, columns: Record<PairingsField, number>, source: string, blankUnreadable: boolean): ParsedRow {
  const text = (field: PairingsField) => (columns[field] < 0 ? '' : String(row[columns[field]] ?? '').trim());
  const roundText = text('round');
  const white = text('white');
  const black = text('black');
  if (roundText === '' && white === '' && black === '') return { kind: 'blank' };
  const round = Number(roundText);
  if (!Number.isInteger(round) || round < 1) {
    return { kind: 'problem', problem: new InputError(`"${roundText}" is not a round number.`, { source, row: sheetRow, column: pairingsHeader('round') }) };
  }
  const boardText = text('board');
  const byeKind = boardText === '' ? byeKindOfLabel(black) : undefined;
  if (byeKind !== undefined) return { kind: 'bye', bye: { round, player: white, kind: byeKind, row: sheetRow } };
  const board = Number(boardText);
  if (!Number.isInteger(board) || board < 1) {
    const problem = new InputError(`"${boardText}" is not a board number (a bye row has no board and the kind of bye under Black).`, { source, row: sheetRow, column: pairingsHeader('board') });
    return { kind: 'problem', problem, round };
  }
  if (white === '' || black === '') {
    const problem = new InputError(`board ${board} of round ${round} needs a player under both White and Black.`, { source, row: sheetRow, column: white === '' ? 'White' : 'Black' });
    return { kind: 'problem', problem, round };
  }
  const resultCell = row[columns.result];
  const result = parseResult(resultCell);
  if (result !== undefined) return { kind: 'board', board: { round, board, white, black, result, row: sheetRow } };
  const typed = String(resultCell).trim();
  // The location (sheet, row, column) is said once, by the error itself.
  const problem = new InputError(`"${typed}" is not a result (round ${round}, board ${board}). ${RESULT_HELP}`, {
    source,
    row: sheetRow,
    column: pairingsHeader('result'),
  });
  if (!blankUnreadable) return { kind: 'problem', problem, round };
  return { kind: 'board', board: { round, board, white, black, result: null, row: sheetRow }, unreadable: { round, board, row: sheetRow, text: typed, problem } };
}
