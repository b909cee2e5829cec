/**
 * Writing the event to the workbook: a new round into Pairings, Pairings anew
 * from the record, the add-on's Players columns and its own tables. Writes: a
 * fixed number of calls per sheet, whatever the field size. The actions
 * (src/addon) read and compute everything before the first write.
 */
import { type EventState } from '../core/event/event-state';
import { PAIRINGS_HEADER, pairingsRowValues, type PairingsField, type PairingsRow, type PairingsTable, type RecordedRound } from '../core/workbook/pairings-table';
import { SHEETMATE_ID_HEADER, type PlayerField } from '../core/workbook/players-table';
import { RESULT_CHOICES, RESULT_HELP } from '../core/workbook/results';
import type { NameCell } from '../core/workbook/reconcile';
import type { Settings } from '../core/record/settings';
import { BYES_HEADER, byesRows, crosstableRows, standingsView } from '../core/views/views';
import type { SheetApi, SpreadsheetApi, SpreadsheetAppApi } from './apps-script';
import { asText, replaceBlock } from './sheet-io';

const BYES_SHEET = 'Byes';
export const STANDINGS_SHEET = 'Standings';
const CROSSTABLE_SHEET = 'Crosstable';

interface ReadSheet {
  readonly sheet: SheetApi;
  readonly values: unknown[][];
}

/** The Result drop-down: the notations, with invalid entries allowed (and then reported by row). */
function resultRule(app: SpreadsheetAppApi) {
  return app.newDataValidation().requireValueInList(RESULT_CHOICES.slice(), true).setAllowInvalid(true).setHelpText(RESULT_HELP).build();
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
  existing: SheetApi | null,
  table: PairingsTable,
  rows: readonly PairingsRow[],
  sheetName: string,
): void {
  const sheet = existing ?? spreadsheet.insertSheet(sheetName);
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
  sheet.getRange(2, 1, rows.length, width).setValues(pairingsRowValues(rows.map(asTextRow), columns, width));
  const resultColumn = table.columns.result + 1;
  // Plain text, or Sheets reads a typed "+/-" as a broken formula.
  sheet.getRange(2, resultColumn, rows.length, 1).setNumberFormat('@');
  const boards = rows.filter((row) => row.board !== '').length;
  if (boards > 0) sheet.getRange(2, resultColumn, boards, 1).setDataValidation(resultRule(app));
}

function asTextRow(row: PairingsRow): PairingsRow {
  return { ...row, white: asText(row.white), black: asText(row.black), result: asText(row.result) };
}

/**
 * Writes Pairings anew from the record (the repair): every round, newest
 * first. Each of the add-on's columns is written where the sheet has it (the
 * organiser may have moved or added columns), one call a column; the
 * organiser's own columns are not touched. A new sheet gets the add-on's
 * layout.
 */
export function rewritePairings(
  app: SpreadsheetAppApi,
  spreadsheet: SpreadsheetApi,
  existing: { readonly sheet: SheetApi; readonly values: readonly (readonly unknown[])[]; readonly table: PairingsTable } | null,
  rows: readonly PairingsRow[],
  sheetName: string,
): void {
  const sheet = existing?.sheet ?? spreadsheet.insertSheet(sheetName);
  const table = existing?.table;
  const fields = ['round', 'board', 'white', 'whitePoints', 'result', 'blackPoints', 'black'] as const;
  const columns: Record<PairingsField, number> =
    table !== undefined && table.hasHeader
      ? { ...table.columns }
      : { round: 0, board: 1, white: 2, whitePoints: 3, result: 4, blackPoints: 5, black: 6, check: -1 };
  const withCheck = rows.some((row) => row.check !== undefined);
  const used = Math.max(PAIRINGS_HEADER.length, existing?.values[0]?.length ?? 0);
  if (withCheck && columns.check < 0) columns.check = used;
  const headers: Record<PairingsField, string> = {
    round: 'Round',
    board: 'Board',
    white: 'White',
    whitePoints: 'Pts',
    result: 'Result',
    blackPoints: 'Pts',
    black: 'Black',
    check: 'Check',
  };
  const height = Math.max(rows.length + 1, existing?.values.length ?? 0);
  const width = Math.max(...Object.values(columns)) + 1;
  const values = pairingsRowValues(rows.map(asTextRow), columns, width);
  for (const field of [...fields, ...(withCheck || columns.check >= 0 ? (['check'] as const) : [])]) {
    const column = columns[field];
    if (column < 0) continue;
    const block = Array.from({ length: height }, (_, r) => [r === 0 ? headers[field] : (values[r - 1]?.[column] ?? '')]);
    sheet.getRange(1, column + 1, height, 1).setValues(block);
    sheet.getRange(1, column + 1, 1, 1).setFontWeight('bold');
  }
  sheet.setFrozenRows(1);
  if (rows.length > 0) {
    const results = sheet.getRange(2, columns.result + 1, rows.length, 1);
    results.setNumberFormat('@');
    results.setDataValidation(resultRule(app));
  }
}

/**
 * Rewrites White and Black cells that still show a player's old name: one
 * call per column, over the rows between the first and last cell to change
 * (the cells between keep the values read).
 */
export function writeNameCells(sheet: SheetApi, values: readonly (readonly unknown[])[], table: PairingsTable, cells: readonly NameCell[]): void {
  for (const field of ['white', 'black'] as const) {
    const changes = cells.filter((cell) => cell.field === field);
    if (changes.length === 0) continue;
    const column = table.columns[field];
    const first = Math.min(...changes.map((cell) => cell.row));
    const last = Math.max(...changes.map((cell) => cell.row));
    const byRow = new Map(changes.map((cell) => [cell.row, cell.name]));
    const block = Array.from({ length: last - first + 1 }, (_, index) => {
      const row = first + index;
      const name = byRow.get(row);
      const current = values[row - 1]?.[column];
      return [name !== undefined ? asText(name) : typeof current === 'number' || typeof current === 'boolean' ? current : asText(String(current ?? ''))];
    });
    sheet.getRange(first, column + 1, block.length, 1).setValues(block);
  }
}

/** What the add-on writes in its own Players columns. */
export interface PlayersColumnsUpdate {
  /** Sheetmate ID by sheet row; a row not listed has none (its cell is blanked if it held one). */
  readonly idByRow: ReadonlyMap<number, number>;
  /** Score (points, not tenths) and Opponents by sheet row, when the add-on owns those columns. */
  readonly summaryByRow: ReadonlyMap<number, { readonly score: number | ''; readonly opponents: string }> | null;
}

/**
 * Writes, in Players, only the add-on's own columns: Score and Opponents when
 * the add-on created them (`summaryByRow` set), then `Sheetmate ID`, where a
 * value changes. A missing column is created after the last one in use.
 */
export function writePlayersColumns(
  players: ReadSheet,
  columns: Readonly<Partial<Record<PlayerField, number>>>,
  update: PlayersColumnsUpdate,
): void {
  const { sheet, values } = players;
  const lastRow = Math.max(values.length, ...update.idByRow.keys(), 1);
  let nextFree = values[0]?.length ?? 0;

  const summary = update.summaryByRow;
  if (summary !== null) {
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
      const block = Array.from({ length: lastRow - 1 }, (_, index) => {
        const entry = summary.get(index + 2);
        if (entry === undefined) return [''];
        return [field === 'score' ? entry.score : asText(entry.opponents)];
      });
      sheet.getRange(2, column + 1, lastRow - 1, 1).setValues(block);
    }
  }

  let idColumn = columns.sheetmateId;
  const changed: number[] = [];
  for (let row = 2; row <= lastRow; row++) {
    const wanted = update.idByRow.get(row) ?? '';
    const current = idColumn === undefined ? '' : (values[row - 1]?.[idColumn] ?? '');
    if (String(current).trim() !== String(wanted)) changed.push(row);
  }
  if (changed.length === 0) return;
  if (idColumn === undefined) {
    idColumn = nextFree++;
    sheet.getRange(1, idColumn + 1, 1, 1).setValues([[SHEETMATE_ID_HEADER]]);
  }
  const first = changed[0]!;
  const last = changed[changed.length - 1]!;
  const block = Array.from({ length: last - first + 1 }, (_, index) => [update.idByRow.get(first + index) ?? '']);
  sheet.getRange(first, idColumn + 1, block.length, 1).setValues(block);
}

/** One of the add-on's own tables, ready to write. */
export interface OwnTable {
  readonly name: string;
  readonly rows: readonly (readonly (string | number)[])[];
  readonly headerRows: number;
}

/**
 * The views every action rewrites: Byes (every round paired, the newest
 * included), Standings and Crosstable (every result typed so far: the newest
 * round counts as far as its results are in).
 */
export function derivedTables(state: EventState, settings: Settings, totalRounds: number): OwnTable[] {
  const view = standingsView(state, settings, totalRounds);
  return [
    { name: BYES_SHEET, rows: [BYES_HEADER.slice(), ...byesRows(state)], headerRows: 1 },
    { name: STANDINGS_SHEET, rows: [[view.title], view.header.slice(), ...view.rows], headerRows: 2 },
    { name: CROSSTABLE_SHEET, rows: crosstableRows(state, view.standings), headerRows: 1 },
  ];
}

/** The width `writeTable` gives a table. */
export function tableWidth(rows: OwnTable['rows']): number {
  return Math.max(1, ...rows.map((row) => row.length));
}

/** Writes the tables, each clearing what the add-on wrote there last time (`widths`). A fixed number of calls each. */
export function writeTables(spreadsheet: SpreadsheetApi, tables: readonly OwnTable[], widths: TableWidths = {}): void {
  for (const table of tables) writeTable(spreadsheet, table.name, table.rows, table.headerRows, widths[table.name] ?? 0);
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
  const width = tableWidth(rows);
  const cleared = Math.max(width, existing === null ? 0 : previousWidth);
  replaceBlock(sheet, previousRows, rows.map((row) => row.map((value) => (typeof value === 'string' ? asText(value) : value))), cleared);
  if (headerRows > 0) {
    sheet.getRange(headerRows, 1, 1, width).setFontWeight('bold');
    sheet.setFrozenRows(headerRows);
  }
  return width;
}

/**
 * Deletes a round's rows from Pairings: one call per run of adjacent rows
 * (one run when the sheet is as the add-on wrote it), bottom run first so
 * the row numbers of the others stay valid.
 */
export function deleteRoundRows(sheet: SheetApi | null, round: RecordedRound): void {
  if (sheet === null) return;
  const rows = [...round.boards.map((board) => board.row), ...round.byes.map((bye) => bye.row)].filter((row) => row > 0).sort((a, b) => b - a);
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
