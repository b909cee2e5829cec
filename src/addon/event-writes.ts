/**
 * What an action writes once it has computed the event it leaves behind:
 * the next record (src/core/event/record-update.ts) and, to show it, the
 * Pairings name cells a rename left behind, the add-on's own Players columns
 * (Sheetmate ID, and Score and Opponents when it created them) and the views
 * (Byes, Standings, Crosstable, and the phone views Live and By name).
 * Everything is computed here, before the first write; the returned functions
 * only write.
 */
import type { EventState } from '../core/event/event-state';
import { formatPairedAt, liveSheets } from '../core/event/live-sheets';
import type { PairingsTable } from '../core/event/pairings-table';
import { PAPER_FIELDS, type PlayersTable } from '../core/event/players-table';
import type { EventRecord } from '../core/event/record';
import { nextRecord, type RecordUpdate } from '../core/event/record-update';
import type { NameCell } from '../core/event/reconcile';
import type { Settings } from '../core/event/settings';
import { playerSummaries } from '../core/event/views';
import type { SheetApi, SpreadsheetApi } from '../sheets/apps-script';
import { displayLayout, writeDisplaySheet } from '../sheets/display-sheet-writer';
import { teamsView } from './teams-view';
import { derivedTables, tableWidth, writeNameCells, writePlayersColumns, writeTables, type PlayersColumnsUpdate } from '../sheets/event-sheets';

export interface EventWrite {
  /** The event as the action leaves it. */
  readonly after: EventState;
  /** Its rounds whose results are all in (what the Players' Score column shows). */
  readonly completed: EventState;
  /** In words, for the record's state and messages: "pairing round 4". */
  readonly action: string;
  readonly update: Pick<RecordUpdate, 'idsFor' | 'newRound' | 'lockAll' | 'originOfOthers'>;
}

export interface PreparedWrites {
  readonly record: EventRecord;
  /** Rewrites the Pairings name cells that show a player's old name. */
  readonly writeNames: () => void;
  /** Writes the add-on's Players columns and the views. */
  readonly writePlayersAndViews: () => void;
}

export interface WriteInputs {
  readonly spreadsheet: SpreadsheetApi;
  readonly settings: Settings;
  readonly totalRounds: number;
  readonly previous: EventRecord;
  readonly players: { readonly sheet: SheetApi; readonly values: unknown[][] } | null;
  readonly playersTable: PlayersTable;
  readonly pairings: {
    readonly sheet: SheetApi;
    readonly values: unknown[][];
    readonly table: PairingsTable;
    readonly renames: readonly NameCell[];
  } | null;
  readonly write: EventWrite;
  /**
   * Format the phone views afresh even when their layout looks unchanged
   * (the repair; an action after one that stopped part-way).
   */
  readonly reformat?: boolean;
}

/** The key under which the record keeps the layout last written to a display sheet. */
export function layoutKey(sheet: string): string {
  return `${sheet} layout`;
}

/** The state without a trailing round whose results are not all in: standings count finished rounds. */
export function lastCompleteState(state: EventState, event: { readonly rebuild: (rounds: EventState['rounds']) => EventState }): EventState {
  const last = state.rounds[state.rounds.length - 1];
  if (last === undefined || last.boards.every((board) => board.result !== null)) return state;
  return event.rebuild(state.rounds.slice(0, -1));
}

/**
 * The Players columns the add-on writes: those it created; or, once the event
 * has begun and Players has no paper-history column of the organiser's
 * (Score, Opponents, Colours), Score and Opponents, which it then creates.
 */
function summaryColumns(previous: EventRecord, playersTable: PlayersTable, after: EventState): readonly string[] {
  if (previous.playersColumns.length > 0) return previous.playersColumns;
  if (after.rounds.length === 0) return [];
  const paper = PAPER_FIELDS.some((field) => playersTable.columns[field] !== undefined);
  return paper ? [] : ['Score', 'Opponents'];
}

/** Computes the next record and the writes that show it, before anything is written. */
export function prepareEventWrites(inputs: WriteInputs): PreparedWrites {
  const { spreadsheet, settings, totalRounds, previous, write } = inputs;
  const playersColumns = summaryColumns(previous, inputs.playersTable, write.after);
  const tables = derivedTables(write.after, settings, totalRounds);
  if (inputs.playersTable.columns.team !== undefined) tables.push(teamsView([{ section: '', state: write.after }], settings));
  const next = nextRecord({
    ...write.update,
    state: write.after,
    previous,
    section: '',
    now: new Date().toISOString(),
    playersColumns,
    // The views' widths are known before writing, so the record written first already holds them.
    tables: { ...previous.tables, ...Object.fromEntries(tables.map((table) => [table.name, tableWidth(table.rows)])) },
  });
  const idByStartNumber = next.idByStartNumber;
  // Live shows when the newest round was paired: a round paired now has the time of this action.
  const place = { eventName: spreadsheet.getName(), timeZone: spreadsheet.getSpreadsheetTimeZone(), locale: spreadsheet.getSpreadsheetLocale() };
  const rounds = next.record.sections[0]?.rounds ?? [];
  const newest = rounds[rounds.length - 1];
  // A round typed by hand or imported was not paired here: its time is when Sheetmate took it, not worth showing.
  const pairedAt = newest === undefined || newest.origin !== 'paired' ? undefined : formatPairedAt(newest.pairedAt, place.timeZone, place.locale);
  const displays = liveSheets({
    eventName: place.eventName,
    locale: place.locale,
    sections: [{ section: '', state: write.after, settings, totalRounds, ...(pairedAt === undefined ? {} : { pairedAt }) }],
  });
  const record: EventRecord = {
    ...next.record,
    tables: { ...next.record.tables, ...Object.fromEntries(displays.map((sheet) => [layoutKey(sheet.name), displayLayout(sheet.display)])) },
  };
  const idByRow = new Map<number, number>();
  for (const player of write.after.players) {
    const id = idByStartNumber.get(player.startNumber);
    if (id !== undefined) idByRow.set(player.entrant.row, id);
  }
  let summaryByRow: PlayersColumnsUpdate['summaryByRow'] = null;
  if (playersColumns.length > 0) {
    const summaries = playerSummaries(write.completed);
    const started = write.after.rounds.length > 0;
    summaryByRow = new Map(
      write.completed.players.map((player, index) => [
        player.entrant.row,
        started ? { score: summaries[index]!.score / 10, opponents: summaries[index]!.opponents } : { score: '' as const, opponents: '' },
      ]),
    );
  }
  const { players, pairings } = inputs;
  return {
    record,
    writeNames: () => {
      if (pairings !== null && pairings.renames.length > 0) writeNameCells(pairings.sheet, pairings.values, pairings.table, pairings.renames);
    },
    writePlayersAndViews: () => {
      if (players !== null) writePlayersColumns(players, inputs.playersTable.columns, { idByRow, summaryByRow });
      writeTables(spreadsheet, tables, previous.tables);
      for (const sheet of displays) {
        const previousLayout = inputs.reformat === true ? undefined : previous.tables[layoutKey(sheet.name)];
        writeDisplaySheet(spreadsheet, sheet.name, sheet.display, previousLayout === undefined ? {} : { previousLayout });
      }
    },
  };
}
