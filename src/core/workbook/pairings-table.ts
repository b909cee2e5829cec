/**
 * The Pairings table: every round the add-on paired, one row a board, the
 * newest round on top so phones show it first. Results typed into it are the
 * source of truth for the tournament's history.
 *
 * Layout (headers found by text, so organisers may add their own columns):
 * Round | Board | White | Pts | Result | Pts | Black. The first `Pts` is
 * White's points before the round, the second Black's. A bye is a row with no
 * board, the player under White and the kind under Black (`BYE`,
 * `½-point bye`, `1-point bye`, `absent`).
 */
import { InputError, throwIfAny } from '../errors';
import type { ByeKind, Tenths } from '../model';
import { columnLetter, normaliseHeader } from './headers';
import { type GameResult, parseResult, RESULT_HELP } from './results';

export const PAIRINGS_SHEET = 'Pairings';
export const PAIRINGS_HEADER = ['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black'] as const;

export type PairingsField = 'round' | 'board' | 'white' | 'whitePoints' | 'result' | 'blackPoints' | 'black' | 'check';
const FIELD_ORDER: readonly PairingsField[] = ['round', 'board', 'white', 'whitePoints', 'result', 'blackPoints', 'black'];

export interface RecordedBoard {
  readonly round: number;
  readonly board: number;
  readonly white: string;
  readonly black: string;
  /** null while the result cell is blank. */
  readonly result: GameResult | null;
  /** 1-based sheet row, for messages and for writing the result back. */
  readonly row: number;
}

export interface RecordedBye {
  readonly round: number;
  readonly player: string;
  readonly kind: Exclude<ByeKind, 'withdrawn'>;
  readonly row: number;
}

export interface RecordedRound {
  readonly round: number;
  readonly boards: readonly RecordedBoard[];
  readonly byes: readonly RecordedBye[];
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
  readonly rounds: readonly RecordedRound[];
  /**
   * Result cells that are not results, read as blank: only when asked for
   * (`unreadableResults: 'blank'`); a strict reading refuses them.
   */
  readonly unreadableResults?: readonly UnreadableResult[];
  /** 0-based column of each field (the add-on's own layout when the sheet is new). */
  readonly columns: Readonly<Record<PairingsField, number>>;
  /** Whether the sheet already had the header row. */
  readonly hasHeader: boolean;
  readonly width: number;
}

const BYE_LABELS: Record<Exclude<ByeKind, 'withdrawn'>, string> = {
  'pairing-allocated': 'BYE',
  'half-point': '½-point bye',
  'full-point': '1-point bye',
  'zero-point': 'absent',
};

export function byeLabel(kind: Exclude<ByeKind, 'withdrawn'>): string {
  return BYE_LABELS[kind];
}

function byeKindOf(text: string): Exclude<ByeKind, 'withdrawn'> | undefined {
  const key = normaliseHeader(text);
  for (const [kind, label] of Object.entries(BYE_LABELS)) {
    if (normaliseHeader(label) === key) return kind as Exclude<ByeKind, 'withdrawn'>;
  }
  if (['pab', 'bye', 'halfpointbye', 'halfbye'].includes(key)) return key.startsWith('half') ? 'half-point' : 'pairing-allocated';
  if (['zeropointbye', 'absence', 'zero'].includes(key)) return 'zero-point';
  if (['fullpointbye', 'fullbye'].includes(key)) return 'full-point';
  return undefined;
}

/** Finds the columns: by header when the sheet has one, else the add-on's own layout. */
function findPairingsColumns(header: readonly unknown[]): Record<PairingsField, number> | null {
  const names = header.map(normaliseHeader);
  const find = (text: string, from = 0) => names.indexOf(text, from);
  const round = find('round');
  const board = find('board');
  const white = find('white');
  const result = find('result');
  const black = find('black');
  if ([round, board, white, result, black].some((index) => index < 0)) return null;
  // The two "Pts" columns: the first after White, the first after Result.
  const whitePoints = find('pts', white + 1);
  const blackPoints = find('pts', result + 1);
  const check = find('check');
  return { round, board, white, whitePoints, result, blackPoints, black, check };
}

/**
 * Reads the Pairings table (rows as `getValues` returns them). Problems are
 * reported together, each naming its cell.
 */
export function readPairingsTable(
  rows: readonly (readonly unknown[])[],
  source = PAIRINGS_SHEET,
  options: {
    readonly allowGaps?: boolean;
    /**
     * `blank`: a result cell that is not a result is read as blank and listed
     * in `unreadableResults` (to show where the event stands, or to undo the
     * round that holds it). Default `refuse`.
     */
    readonly unreadableResults?: 'refuse' | 'blank';
  } = {},
): PairingsTable {
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
    return { rounds: [], columns: defaultPairingsColumns(), hasHeader: false, width: PAIRINGS_HEADER.length };
  }
}

function defaultPairingsColumns(): Record<PairingsField, number> {
  return {
    ...(Object.fromEntries(FIELD_ORDER.map((field, index) => [field, index])) as Record<PairingsField, number>),
    check: -1,
  };
}

function parsePairingsTable(
  rows: readonly (readonly unknown[])[],
  source: string,
  allowGaps: boolean,
  blankUnreadable: boolean,
): { table: PairingsTable; problems: InputError[] } {
  const blank = rows.length === 0 || rows.every((row) => row.every((value) => String(value ?? '').trim() === ''));
  if (blank) return { table: { rounds: [], columns: defaultPairingsColumns(), hasHeader: false, width: PAIRINGS_HEADER.length }, problems: [] };
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
  const byRound = new Map<number, { boards: RecordedBoard[]; byes: RecordedBye[] }>();
  const text = (row: readonly unknown[], field: PairingsField) => {
    const index = columns[field];
    return index < 0 ? '' : String(row[index] ?? '').trim();
  };
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!;
    const sheetRow = r + 1;
    const roundText = text(row, 'round');
    if (roundText === '' && text(row, 'white') === '' && text(row, 'black') === '') continue;
    const round = Number(roundText);
    if (!Number.isInteger(round) || round < 1) {
      problems.push(new InputError(`"${roundText}" is not a round number.`, { source, row: sheetRow, column: 'Round' }));
      continue;
    }
    const entry = byRound.get(round) ?? { boards: [], byes: [] };
    byRound.set(round, entry);
    const white = text(row, 'white');
    const black = text(row, 'black');
    const boardText = text(row, 'board');
    const byeKind = boardText === '' ? byeKindOf(black) : undefined;
    if (byeKind !== undefined) {
      entry.byes.push({ round, player: white, kind: byeKind, row: sheetRow });
      continue;
    }
    const board = Number(boardText);
    if (!Number.isInteger(board) || board < 1) {
      problems.push(
        new InputError(`"${boardText}" is not a board number (a bye row has no board and the kind of bye under Black).`, {
          source,
          row: sheetRow,
          column: 'Board',
        }),
      );
      continue;
    }
    if (white === '' || black === '') {
      problems.push(
        new InputError(`board ${board} of round ${round} needs a player under both White and Black.`, {
          source,
          row: sheetRow,
          column: white === '' ? 'White' : 'Black',
        }),
      );
      continue;
    }
    const resultCell = row[columns.result];
    const result = parseResult(resultCell);
    if (result === undefined) {
      const text = String(resultCell).trim();
      const problem = new InputError(`cell ${columnLetter(columns.result)}${sheetRow}: "${text}" is not a result (round ${round}, board ${board}). ${RESULT_HELP}`, {
        source,
        row: sheetRow,
        column: 'Result',
      });
      if (!blankUnreadable) {
        problems.push(problem);
        continue;
      }
      unreadable.push({ round, board, row: sheetRow, text, problem });
      entry.boards.push({ round, board, white, black, result: null, row: sheetRow });
      continue;
    }
    entry.boards.push({ round, board, white, black, result, row: sheetRow });
  }
  // Rounds run without gaps; they start at 1, or after the rounds played on paper (checked with the Players sheet).
  const rounds = [...byRound.keys()].sort((a, b) => a - b);
  rounds.forEach((round, index) => {
    const expected = rounds[0]! + index;
    if (round !== expected && !allowGaps) {
      problems.push(
        new InputError(`round ${expected} is missing while round ${round} is there. Rounds must follow each other without gaps.`, {
          source,
        }),
      );
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

/** One row of a new round block to write. */
export interface PairingsRow {
  readonly round: number;
  readonly board: number | '';
  readonly white: string;
  readonly whitePoints: Tenths | null;
  readonly result: string;
  readonly blackPoints: Tenths | null;
  readonly black: string;
  /** Quick Swiss only: "No prior match" or "Rematch unavoidable" (seed 004). */
  readonly check?: string;
}

/** A new round's rows as cell values in the table's column order (other columns blank). */
export function pairingsRowValues(
  rows: readonly PairingsRow[],
  columns: Readonly<Record<PairingsField, number>>,
  width: number,
): (string | number)[][] {
  return rows.map((row) => {
    const values: (string | number)[] = Array.from({ length: width }, () => '');
    const put = (field: PairingsField, value: string | number) => {
      if (columns[field] >= 0) values[columns[field]] = value;
    };
    put('round', row.round);
    put('board', row.board);
    put('white', row.white);
    put('whitePoints', row.whitePoints === null ? '' : row.whitePoints / 10);
    put('result', row.result);
    put('blackPoints', row.blackPoints === null ? '' : row.blackPoints / 10);
    put('black', row.black);
    if (row.check !== undefined) put('check', row.check);
    return values;
  });
}
