/**
 * Reading the event from the workbook and writing a paired round back.
 *
 * Reads: one `getValues` per sheet. Writes: a fixed number of calls per
 * sheet, independent of the field size. Everything is read and computed
 * before the first write, so an error leaves the workbook untouched.
 */
import { buildEventState, type EventState, type EventStateOptions } from '../core/event/event-state';
import { PAIRINGS_HEADER, PAIRINGS_SHEET, pairingsRowValues, readPairingsTable, type PairingsRow, type PairingsTable } from '../core/event/pairings-table';
import { PLAYERS_SHEET, readPlayersTable, type PlayersTable } from '../core/event/players-table';
import type { CarriedHistory } from '../core/event/entrant';
import type { RecordedRound } from '../core/event/pairings-table';
import { RESULT_CHOICES, RESULT_HELP } from '../core/event/results';
import { pointSystemOf, type Settings } from '../core/event/settings';
import { BYES_HEADER, byesRows, crosstableRows, playerSummaries, standingsView } from '../core/event/views';
import { InputError } from '../core/errors';
import type { SheetApi, SpreadsheetApi, SpreadsheetAppApi } from './apps-script';
import { asText, readSheet, replaceBlock } from './sheet-io';

export const BYES_SHEET = 'Byes';
export const STANDINGS_SHEET = 'Standings';
export const CROSSTABLE_SHEET = 'Crosstable';

export interface WorkbookSnapshot {
  readonly players: PlayersTable;
  readonly playersSheet: SheetApi;
  readonly playersHeader: readonly unknown[];
  readonly pairings: PairingsTable;
  readonly pairingsSheet: SheetApi | null;
  readonly state: EventState;
  /** The state with other recorded rounds (one more, one fewer), built the same way. */
  readonly rebuild: (rounds: readonly RecordedRound[], knownOrder?: readonly string[]) => EventState;
}

/** What the add-on remembers beyond the sheets (src/addon/event-memory.ts). */
export interface RememberedEvent {
  readonly startOrder: readonly string[];
  readonly carried: Readonly<Record<string, CarriedHistory>>;
}

/**
 * Reads Players and Pairings (one call each) and checks them against each
 * other. Once the add-on has paired a round, the Players' Score and
 * Opponents columns are its own output, so the history carried in from
 * paper comes from what was remembered when the first round was paired.
 */
export function readWorkbook(
  spreadsheet: SpreadsheetApi,
  settings: Settings,
  remembered: RememberedEvent = { startOrder: [], carried: {} },
): WorkbookSnapshot {
  const players = readSheet(spreadsheet, PLAYERS_SHEET);
  if (players === null) {
    throw new InputError(
      `there is no sheet called "${PLAYERS_SHEET}". Add a sheet named ${PLAYERS_SHEET} with the columns Name and Rating, one player a row.`,
    );
  }
  const pairingsSheet = readSheet(spreadsheet, PAIRINGS_SHEET);
  const playersTable = readPlayersTable(players.values, PLAYERS_SHEET, {
    // Ratings order round 1 (and the Dutch pairing numbers); the quick Swiss (seed 004) and round robins need none.
    requireRatings: settings.system === 'dutch' && settings.round1Method !== 'random',
  });
  const pairings = readPairingsTable(pairingsSheet?.values ?? []);
  const entrants =
    pairings.rounds.length === 0
      ? playersTable.entrants
      : playersTable.entrants.map((entrant) => {
          const { carried: _typed, ...rest } = entrant;
          const carried = remembered.carried[entrant.name];
          return carried === undefined ? rest : { ...rest, carried };
        });
  const options: EventStateOptions = {
    ...(settings.rounds > 0 ? { totalRounds: settings.rounds } : {}),
    knownOrder: remembered.startOrder,
    rebuildCarried: settings.system === 'dutch',
    lateEntryResult: lateEntryResultOf(settings),
  };
  const points = pointSystemOf(settings.points);
  const state = buildEventState(entrants, pairings.rounds, points, options);
  return {
    players: { ...playersTable, entrants },
    playersSheet: players.sheet,
    playersHeader: players.values[0] ?? [],
    pairings,
    pairingsSheet: pairingsSheet?.sheet ?? null,
    state,
    rebuild: (rounds, order) =>
      buildEventState(entrants, rounds, points, { ...options, knownOrder: order ?? options.knownOrder ?? [] }),
  };
}

/**
 * Writes a new round on top of Pairings (below the header), so the current
 * round is what a phone shows first and no typed result is rewritten.
 * Calls: header (3, first round only), insert rows, values, result format,
 * result drop-down.
 */
export function writeNewRound(
  app: SpreadsheetAppApi,
  spreadsheet: SpreadsheetApi,
  snapshot: WorkbookSnapshot,
  rows: readonly PairingsRow[],
): void {
  let sheet = snapshot.pairingsSheet;
  const table = snapshot.pairings;
  if (sheet === null) sheet = spreadsheet.insertSheet(PAIRINGS_SHEET);
  if (!table.hasHeader) {
    const header = sheet.getRange(1, 1, 1, PAIRINGS_HEADER.length);
    header.setValues([PAIRINGS_HEADER.slice()]);
    header.setFontWeight('bold');
    sheet.setFrozenRows(1);
  }
  if (rows.length === 0) return;
  let width = Math.max(table.width, PAIRINGS_HEADER.length);
  let columns = table.columns;
  if (rows.some((row) => row.check !== undefined) && columns.check < 0) {
    // Quick Swiss adds seed 004's Check column once, after the organiser's last column.
    columns = { ...columns, check: width };
    sheet.getRange(1, width + 1, 1, 1).setValues([['Check']]);
    width += 1;
  }
  sheet.insertRowsBefore(2, rows.length);
  const values = pairingsRowValues(
    rows.map((row) => ({ ...row, white: asText(row.white), black: asText(row.black), result: asText(row.result) })),
    columns,
    width,
  );
  sheet.getRange(2, 1, rows.length, width).setValues(values);
  const resultColumn = table.columns.result + 1;
  // Plain text, or Sheets reads a typed "+/-" as a broken formula.
  sheet.getRange(2, resultColumn, rows.length, 1).setNumberFormat('@');
  const boards = rows.filter((row) => row.board !== '').length;
  if (boards > 0) {
    const rule = app
      .newDataValidation()
      .requireValueInList(RESULT_CHOICES.slice(), true)
      .setAllowInvalid(true)
      .setHelpText(RESULT_HELP)
      .build();
    sheet.getRange(2, resultColumn, boards, 1).setDataValidation(rule);
  }
}

/**
 * Rewrites Byes and Standings and the Players' Score and Opponents columns.
 * `paired` holds every round paired so far, `completed` only those whose
 * results are all in. A fixed number of calls per sheet.
 */
export function writeDerivedSheets(
  spreadsheet: SpreadsheetApi,
  snapshot: WorkbookSnapshot,
  paired: EventState,
  completed: EventState,
  settings: Settings,
  totalRounds: number,
  widths: TableWidths = {},
): TableWidths {
  const written: Record<string, number> = { ...widths };
  const table = (name: string, rows: readonly (readonly (string | number)[])[], headerRows: number) => {
    written[name] = writeTable(spreadsheet, name, rows, headerRows, widths[name] ?? 0);
  };
  // Byes: every round paired, the newest included.
  table(BYES_SHEET, [BYES_HEADER.slice(), ...byesRows(paired)], 1);
  // Standings, the crosstable and the Players' columns: the rounds whose results are all in.
  const view = standingsView(completed, settings, totalRounds);
  table(STANDINGS_SHEET, [[view.title], view.header.slice(), ...view.rows], 2);
  table(CROSSTABLE_SHEET, crosstableRows(completed, view.standings), 1);
  writePlayerSummaries(snapshot, completed);
  return written;
}

/** How many columns the add-on last wrote in each of its tables, by sheet name. */
export type TableWidths = Readonly<Record<string, number>>;

/**
 * Writes a table the add-on owns (Byes, Standings, Crosstable, Schedule, TRF)
 * into the first columns of its sheet, creating the sheet when needed, with
 * bold, frozen header rows. Strings are written as text. Five calls at most,
 * whatever the size. The block cleared is as wide as the table or as what the
 * add-on wrote there last time (`previousWidth`), so a column that is no longer
 * wanted (a tie-break dropped, a round undone) does not linger; columns beyond
 * that, which the organiser may use, are left alone. Returns the table's width.
 */
export function writeTable(
  spreadsheet: SpreadsheetApi,
  name: string,
  rows: readonly (readonly (string | number)[])[],
  headerRows: number,
  previousWidth = 0,
): number {
  const existing = spreadsheet.getSheetByName(name);
  const sheet = existing ?? spreadsheet.insertSheet(name);
  const previousRows = existing === null ? 0 : existing.getLastRow();
  const width = Math.max(1, ...rows.map((row) => row.length));
  const cleared = Math.max(width, existing === null ? 0 : previousWidth);
  replaceBlock(sheet, previousRows, rows.map((row) => row.map((value) => (typeof value === 'string' ? asText(value) : value))), cleared);
  if (headerRows > 0) {
    sheet.getRange(headerRows, 1, 1, width).setFontWeight('bold');
    sheet.setFrozenRows(headerRows);
  }
  return width;
}

function writePlayerSummaries(snapshot: WorkbookSnapshot, state: EventState): void {
  const sheet = snapshot.playersSheet;
  const columns = snapshot.players.columns;
  const lastRow = Math.max(...snapshot.players.rows, 1);
  const summaries = playerSummaries(state);
  const byRow = new Map<number, { score: number; opponents: string }>();
  state.players.forEach((player, index) => {
    const summary = summaries[index]!;
    byRow.set(player.entrant.row, { score: summary.score / 10, opponents: asText(summary.opponents) });
  });
  let nextFree = snapshot.playersHeader.length;
  for (const [field, header] of [
    ['score', 'Score'],
    ['opponents', 'Opponents'],
  ] as const) {
    let column = columns[field];
    if (column === undefined) {
      column = nextFree++;
      sheet.getRange(1, column + 1, 1, 1).setValues([[header]]);
    }
    if (lastRow < 2) continue;
    const values = Array.from({ length: lastRow - 1 }, (_, r) => {
      const summary = byRow.get(r + 2);
      return [summary === undefined ? '' : summary[field]];
    });
    sheet.getRange(2, column + 1, lastRow - 1, 1).setValues(values);
  }
}

/**
 * Deletes a round's rows from Pairings: one call per run of adjacent rows
 * (one run when the sheet is as the add-on wrote it), bottom run first so
 * the row numbers of the others stay valid.
 */
export function deleteRoundRows(snapshot: WorkbookSnapshot, round: RecordedRound): void {
  const sheet = snapshot.pairingsSheet;
  if (sheet === null) return;
  const rows = [...round.boards.map((board) => board.row), ...round.byes.map((bye) => bye.row)].sort((a, b) => b - a);
  let index = 0;
  while (index < rows.length) {
    let start = rows[index]!;
    let count = 1;
    while (index + count < rows.length && rows[index + count] === start - 1) {
      start -= 1;
      count += 1;
    }
    sheet.deleteRows(start, count);
    index += count;
  }
}

/** How a late entry's missed rounds are recorded, from the late-entry points setting. */
function lateEntryResultOf(settings: Settings): 'Z' | 'H' | 'F' {
  const points = settings.points;
  if (points.lateEntry === 0) return 'Z';
  return points.lateEntry === points.requestedBye ? 'H' : 'F';
}
