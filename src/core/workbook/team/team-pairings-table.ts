/**
 * A team event's Pairings sheet as read (layout.ts, TEAM_PAIRINGS_COLUMNS):
 * each match's row (Board blank: the two teams, and under Result the match
 * score Sheetmate writes, or a forfeit typed for a match not played), its
 * board rows (the players under White and Black, the result typed), and the
 * rows of teams without a match. Names and all, as the cells say; the
 * columns are found by their headers, so organisers may move them and add
 * their own.
 */
import { InputError, throwIfAny } from '../../errors';
import { columnLetter, normaliseHeader } from '../headers';
import { TEAM_PAIRINGS_COLUMNS, TEAM_PAIRINGS_HEADER, teamPairingsHeader, type TeamPairingsField } from '../layout';
import { isForfeitResult, parseResult, RESULT_HELP, teamByeKindOfLabel, type GameResult, type TeamByeKind } from '../results';

export interface TeamSheetBoard {
  readonly board: number;
  /** The players as their cells name them; '' for an empty board side. */
  readonly white: string;
  readonly black: string;
  /** null while the result cell is blank (or, read leniently, holds something that is not a result). */
  readonly result: GameResult | null;
  readonly row: number;
}

export interface TeamSheetMatch {
  readonly match: number;
  /** The match row (1-based); 0 when the sheet has board rows of the match but no match row. */
  readonly row: number;
  /** The team named first (under White) and the other, as the cells name them. */
  readonly home: string;
  readonly away: string;
  /** A forfeit typed on the match row (`+/-`: the team named first wins by forfeit), or null. */
  readonly forfeit: GameResult | null;
  readonly boards: readonly TeamSheetBoard[];
}

export interface TeamSheetBye {
  readonly team: string;
  readonly kind: TeamByeKind;
  readonly row: number;
}

export interface TeamSheetRound {
  readonly round: number;
  readonly matches: readonly TeamSheetMatch[];
  readonly byes: readonly TeamSheetBye[];
}

/** A board's result cell that is not a result, read as blank by a lenient reading. */
export interface UnreadableTeamResult {
  readonly round: number;
  readonly row: number;
  readonly text: string;
  readonly problem: InputError;
}

export interface TeamPairingsTable {
  readonly rounds: readonly TeamSheetRound[];
  readonly unreadableResults: readonly UnreadableTeamResult[];
  /** 0-based column of each field (the add-on's layout for a new sheet). */
  readonly columns: Readonly<Record<TeamPairingsField, number>>;
  readonly hasHeader: boolean;
  readonly width: number;
}

function defaultColumns(): Record<TeamPairingsField, number> {
  return Object.fromEntries(TEAM_PAIRINGS_COLUMNS.map((column, index) => [column.field, index])) as Record<TeamPairingsField, number>;
}

/** Finds the columns by their headers; the two `Pts` are the first after White and the first after Result. Null when one is missing. */
function findColumns(header: readonly unknown[]): Record<TeamPairingsField, number> | null {
  const names = header.map(normaliseHeader);
  const find = (field: TeamPairingsField, from = 0) => names.indexOf(normaliseHeader(teamPairingsHeader(field)), from);
  const required = ['round', 'match', 'board', 'white', 'result', 'black'] as const;
  const found = Object.fromEntries(required.map((field) => [field, find(field)])) as Record<(typeof required)[number], number>;
  if (Object.values(found).some((index) => index < 0)) return null;
  return { ...found, whitePoints: find('whitePoints', found.white + 1), blackPoints: find('blackPoints', found.result + 1) };
}

type Row =
  | { readonly kind: 'blank' }
  | { readonly kind: 'problem'; readonly problem: InputError }
  | { readonly kind: 'bye'; readonly round: number; readonly bye: TeamSheetBye }
  | { readonly kind: 'match'; readonly round: number; readonly match: number; readonly row: number; readonly home: string; readonly away: string; readonly forfeit: GameResult | null }
  | { readonly kind: 'board'; readonly round: number; readonly match: number; readonly board: TeamSheetBoard; readonly unreadable?: UnreadableTeamResult };

/**
 * Reads a team event's Pairings (rows as `getValues` returns them). With
 * `unreadableResults: 'blank'`, a board's result that is not a result is read
 * as blank and listed; otherwise it is refused with its cell, as every other
 * problem is, all together.
 */
export function readTeamPairingsTable(rows: readonly (readonly unknown[])[], source: string, options: { readonly unreadableResults?: 'refuse' | 'blank' } = {}): TeamPairingsTable {
  const blank = rows.every((row) => row.every((value) => String(value ?? '').trim() === ''));
  if (blank) return { rounds: [], unreadableResults: [], columns: defaultColumns(), hasHeader: false, width: TEAM_PAIRINGS_HEADER.length };
  const columns = findColumns(rows[0]!);
  if (columns === null) {
    throw new InputError(
      `a team event's ${source} has the columns ${[...new Set(TEAM_PAIRINGS_HEADER.filter((header) => header !== teamPairingsHeader('whitePoints')))].join(', ')} in its header row. ` +
        `Restore the header row; or, if this sheet is from an individual event, rename it to keep it, and Sheetmate starts a new ${source} with the first team round.`,
      { source, row: 1 },
    );
  }
  const problems: InputError[] = [];
  const unreadable: UnreadableTeamResult[] = [];
  const rounds = new Map<number, { matches: Map<number, { row: number; home: string; away: string; forfeit: GameResult | null; boards: TeamSheetBoard[] }>; byes: TeamSheetBye[] }>();
  const roundOf = (round: number) => rounds.get(round) ?? rounds.set(round, { matches: new Map(), byes: [] }).get(round)!;
  const matchOf = (round: number, match: number) => {
    const matches = roundOf(round).matches;
    return matches.get(match) ?? matches.set(match, { row: 0, home: '', away: '', forfeit: null, boards: [] }).get(match)!;
  };
  for (let r = 1; r < rows.length; r++) {
    const parsed = parseRow(rows[r]!, r + 1, columns, source, options.unreadableResults === 'blank');
    if (parsed.kind === 'blank') continue;
    if (parsed.kind === 'problem') problems.push(parsed.problem);
    else if (parsed.kind === 'bye') roundOf(parsed.round).byes.push(parsed.bye);
    else if (parsed.kind === 'match') {
      const entry = matchOf(parsed.round, parsed.match);
      if (entry.row !== 0) problems.push(new InputError(`round ${parsed.round} has two rows for match ${parsed.match} (rows ${entry.row} and ${parsed.row}).`, { source, row: parsed.row, column: teamPairingsHeader('match') }));
      Object.assign(entry, { row: parsed.row, home: parsed.home, away: parsed.away, forfeit: parsed.forfeit });
    } else {
      matchOf(parsed.round, parsed.match).boards.push(parsed.board);
      if (parsed.unreadable !== undefined) unreadable.push(parsed.unreadable);
    }
  }
  throwIfAny(problems);
  return {
    rounds: [...rounds.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([round, entry]) => ({
        round,
        matches: [...entry.matches.entries()].sort((a, b) => a[0] - b[0]).map(([match, value]) => ({ match, ...value, boards: value.boards.sort((a, b) => a.board - b.board) })),
        byes: entry.byes,
      })),
    unreadableResults: unreadable,
    columns,
    hasHeader: true,
    width: rows[0]!.length,
  };
}

function parseRow(row: readonly unknown[], sheetRow: number, columns: Record<TeamPairingsField, number>, source: string, blankUnreadable: boolean): Row {
  const text = (field: TeamPairingsField) => (columns[field] < 0 ? '' : String(row[columns[field]] ?? '').trim());
  const at = (field: TeamPairingsField) => ({ source, row: sheetRow, column: teamPairingsHeader(field) });
  const roundText = text('round');
  if ([roundText, text('match'), text('board'), text('white'), text('black'), text('result')].every((cell) => cell === '')) return { kind: 'blank' };
  const round = Number(roundText);
  if (!Number.isInteger(round) || round < 1) return { kind: 'problem', problem: new InputError(`"${roundText}" is not a round number.`, at('round')) };
  const matchText = text('match');
  const boardText = text('board');
  if (matchText === '') {
    const kind = teamByeKindOfLabel(text('black'));
    if (boardText === '' && kind !== undefined && text('white') !== '') return { kind: 'bye', round, bye: { team: text('white'), kind, row: sheetRow } };
    return {
      kind: 'problem',
      problem: new InputError(
        `this row has no match number. A board's row has its match and board; a team without a match has its name under White and BYE, absent or rest under Black.`,
        at('match'),
      ),
    };
  }
  const match = Number(matchText);
  if (!Number.isInteger(match) || match < 1) return { kind: 'problem', problem: new InputError(`"${matchText}" is not a match number.`, at('match')) };
  const result = row[columns.result];
  const parsed = parseResult(result);
  if (boardText === '') {
    // The match row: its Result is Sheetmate's score unless it holds a forfeit, typed for a match not played.
    const forfeit = parsed !== null && parsed !== undefined && isForfeitResult(parsed) ? parsed : null;
    return { kind: 'match', round, match, row: sheetRow, home: text('white'), away: text('black'), forfeit };
  }
  const board = Number(boardText);
  if (!Number.isInteger(board) || board < 1) return { kind: 'problem', problem: new InputError(`"${boardText}" is not a board number.`, at('board')) };
  const base = { board, white: text('white'), black: text('black'), row: sheetRow };
  if (parsed !== undefined) return { kind: 'board', round, match, board: { ...base, result: parsed } };
  const typed = String(result).trim();
  const problem = new InputError(`cell ${columnLetter(columns.result)}${sheetRow}: "${typed}" is not a result (round ${round}, match ${match}, board ${board}). ${RESULT_HELP}`, at('result'));
  if (!blankUnreadable) return { kind: 'problem', problem };
  return { kind: 'board', round, match, board: { ...base, result: null }, unreadable: { round, row: sheetRow, text: typed, problem } };
}
