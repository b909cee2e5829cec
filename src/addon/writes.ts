/**
 * What an action writes once it has computed the event it leaves behind in
 * each section: the next record (every section's, in one), and, to show it,
 * the Pairings name cells a rename left behind, the add-on's own Players
 * columns (Sheetmate ID, and Score and Opponents when it created them), each
 * section's views (`Byes`, `Standings`, `Crosstable`, or `Standings U10` in
 * section U10), the Teams sheet, and the phone views Live and By name, which
 * cover every section. Everything is computed before the first write; the
 * returned functions only write.
 */
import type { EventState } from '../core/event/event-state';
import type { ColumnMap } from '../core/workbook/headers';
import { formatPairedAt, liveSheets } from '../core/views/live-sheets';
import type { PairingsTable } from '../core/workbook/pairings-table';
import { PAPER_FIELDS, type PlayerField } from '../core/workbook/players-table';
import { sectionOf, type EventRecord } from '../core/record/record';
import { nextRecord, type RecordUpdate } from '../core/record/next-record';
import type { NameCell } from '../core/workbook/reconcile';
import { sectionSheet } from '../core/workbook/sections';
import type { Settings } from '../core/record/settings';
import { playerSummaries } from '../core/views/views';
import type { AppsScriptServices, SpreadsheetApi } from '../sheets/apps-script';
import { displayLayout, writeDisplaySheet } from '../sheets/display-sheet-writer';
import { derivedTables, tableWidth, writeNameCells, writePlayersColumns, writeTables, type OwnTable, type PlayersColumnsUpdate } from '../sheets/event-sheets';
import type { RecordSheet } from '../sheets/record-sheet';
import { commitViews, commitWithRecord, duringWrites } from './commit';
import { clearLegacyMemory } from './legacy-memory';
import { documentProperties } from './settings-store';
import { teamsView } from './teams-view';
import type { LoadedSection, ReadSheetValues } from './workbook';

/** One section's part of an action: the event it leaves behind and how its record changes. */
export interface SectionWrite {
  readonly name: string;
  readonly settings: Settings;
  readonly totalRounds: number;
  /** The section as the action leaves it. */
  readonly after: EventState;
  /** Its rounds whose results are all in (what the Players' Score column shows). */
  readonly completed: EventState;
  readonly update: Pick<RecordUpdate, 'idsFor' | 'newRound' | 'lockAll' | 'originOfOthers'>;
  /** Pairings name cells that still show a player's old name (none when Pairings is written anew). */
  readonly renames?: { readonly sheet: ReadSheetValues; readonly table: PairingsTable; readonly cells: readonly NameCell[] };
}

/** The workbook as the writes need it. */
export interface WriteTarget {
  readonly spreadsheet: SpreadsheetApi;
  readonly players: ReadSheetValues | null;
  readonly playersColumns: ColumnMap<PlayerField>;
  readonly record: RecordSheet;
  /** The record the action started from. */
  readonly previous: EventRecord;
  /** The event's settings (the Teams sheet's). */
  readonly defaults: Settings;
}

export interface PreparedWrites {
  readonly record: EventRecord;
  /** Rewrites, in each section's Pairings, the name cells that show a player's old name. */
  readonly writeNames: () => void;
  /** Writes the add-on's Players columns and every view. */
  readonly writePlayersAndViews: () => void;
}

/** The key under which the record keeps the layout last written to a display sheet. */
function layoutKey(sheet: string): string {
  return `${sheet} layout`;
}

/** The state without a trailing round whose results are not all in: standings count finished rounds. */
export function lastCompleteState(state: EventState, event: { readonly rebuild: (rounds: EventState['rounds']) => EventState }): EventState {
  const last = state.rounds[state.rounds.length - 1];
  if (last === undefined || last.boards.every((board) => board.result !== null)) return state;
  return event.rebuild(state.rounds.slice(0, -1));
}

/** A section's part of an action, from the section as read: `after` (by default as read) and how its record changes. */
export function sectionWrite(
  section: LoadedSection,
  after: EventState = section.event.state,
  update: SectionWrite['update'] = { idsFor: 'rounds' },
  completed: EventState = lastCompleteState(after, section.event),
): SectionWrite {
  const { pairings, event } = section;
  return {
    name: section.name,
    settings: section.settings,
    totalRounds: section.totalRounds,
    after,
    completed,
    update,
    ...(pairings !== null && event.reconciled.renames.length > 0 ? { renames: { sheet: pairings, table: event.pairings, cells: event.reconciled.renames } } : {}),
  };
}

/**
 * The Players columns the add-on writes: those it created; or, once the event
 * has begun and Players has no paper-history column of the organiser's
 * (Score, Opponents, Colours), Score and Opponents, which it then creates.
 */
function summaryColumns(target: WriteTarget, writes: readonly SectionWrite[]): readonly string[] {
  const previous = target.previous;
  if (previous.playersColumns.length > 0) return previous.playersColumns;
  if (!writes.some((write) => write.after.rounds.length > 0)) return [];
  return PAPER_FIELDS.some((field) => target.playersColumns[field] !== undefined) ? [] : ['Score', 'Opponents'];
}

/**
 * Computes the next record and every write (`writes`: one entry per section,
 * in the workbook's order), before anything is written.
 */
function prepareWrites(
  target: WriteTarget,
  writes: readonly SectionWrite[],
  options: {
    /** Format Live and By name afresh (the repair); by default after an action that stopped part-way. */
    readonly reformat?: boolean;
    /** Write this section's views only (besides Teams, Live and By name): a result typed in its Pairings. */
    readonly viewsOf?: string;
  } = {},
): PreparedWrites {
  const { spreadsheet, previous } = target;
  const playersColumns = summaryColumns(target, writes);
  const viewed = options.viewsOf === undefined ? writes : writes.filter((write) => write.name === options.viewsOf);
  const tables: OwnTable[] = viewed.flatMap((write) =>
    derivedTables(write.after, write.settings, write.totalRounds).map((table) => ({ ...table, name: sectionSheet(table.name, write.name) })),
  );
  if (target.playersColumns.team !== undefined) {
    tables.push(teamsView(writes.map((write) => ({ section: write.name, state: write.after })), target.defaults));
  }
  // The views' widths are known before writing, so the record written first already holds them.
  const widths = { ...previous.tables, ...Object.fromEntries(tables.map((table) => [table.name, tableWidth(table.rows)])) };

  const now = new Date().toISOString();
  let record = previous;
  const idByRow = new Map<number, number>();
  const summaryByRow = new Map<number, { score: number | ''; opponents: string }>();
  for (const write of writes) {
    const next = nextRecord({ ...write.update, state: write.after, previous: record, now, playersColumns, tables: widths, section: write.name });
    record = next.record;
    for (const player of write.after.players) {
      const id = next.idByStartNumber.get(player.startNumber);
      if (id !== undefined) idByRow.set(player.entrant.row, id);
    }
    if (playersColumns.length > 0) {
      const summaries = playerSummaries(write.completed);
      const started = write.after.rounds.length > 0;
      write.completed.players.forEach((player, index) => {
        summaryByRow.set(player.entrant.row, started ? { score: summaries[index]!.score / 10, opponents: summaries[index]!.opponents } : { score: '', opponents: '' });
      });
    }
  }
  const update: PlayersColumnsUpdate = { idByRow, summaryByRow: playersColumns.length > 0 ? summaryByRow : null };

  // Live and By name show when each section's newest round was paired: a round paired now has the time of this action.
  const place = { eventName: spreadsheet.getName(), timeZone: spreadsheet.getSpreadsheetTimeZone(), locale: spreadsheet.getSpreadsheetLocale() };
  const displays = liveSheets({
    eventName: place.eventName,
    locale: place.locale,
    sections: writes.map((write) => {
      const rounds = sectionOf(record, write.name).rounds;
      const newest = rounds[rounds.length - 1];
      // A round typed by hand or imported was not paired here: its time is when Sheetmate took it, not worth showing.
      const pairedAt = newest === undefined || newest.origin !== 'paired' ? undefined : formatPairedAt(newest.pairedAt, place.timeZone, place.locale);
      return { section: write.name, state: write.after, settings: write.settings, totalRounds: write.totalRounds, ...(pairedAt === undefined ? {} : { pairedAt }) };
    }),
  });
  record = { ...record, tables: { ...record.tables, ...Object.fromEntries(displays.map((sheet) => [layoutKey(sheet.name), displayLayout(sheet.display)])) } };
  // After an action that stopped part-way, the phone views may be half formatted: formatted afresh.
  const reformat = options.reformat ?? target.record.stored?.header.state.kind === 'writing';
  return {
    record,
    writeNames: () => {
      for (const { renames } of writes) if (renames !== undefined) writeNameCells(renames.sheet.sheet, renames.sheet.values, renames.table, renames.cells);
    },
    writePlayersAndViews: () => {
      if (target.players !== null) writePlayersColumns(target.players, target.playersColumns, update);
      writeTables(spreadsheet, tables, previous.tables);
      for (const sheet of displays) {
        const previousLayout = reformat ? undefined : previous.tables[layoutKey(sheet.name)];
        writeDisplaySheet(spreadsheet, sheet.name, sheet.display, previousLayout === undefined ? {} : { previousLayout });
      }
    },
  };
}

/**
 * Writes an action that changes the event: the record (state writing), the
 * name cells of Pairings (before rows move), the change to Pairings itself,
 * the Players columns and the views, then the record's state complete. The
 * older add-on's properties, if any, are forgotten after.
 */
export function commitEvent(
  services: AppsScriptServices,
  target: WriteTarget,
  writes: readonly SectionWrite[],
  action: string,
  writePairings: () => void,
  options: { readonly reformat?: boolean } = {},
): void {
  const prepared = prepareWrites(target, writes, options);
  commitWithRecord(target.spreadsheet, target.record, prepared.record, action, () => {
    prepared.writeNames();
    writePairings();
    prepared.writePlayersAndViews();
  });
  forgetLegacyMemory(services, action);
}

/** Writes the views of an action that changes no round (Update standings, a typed result), then the record if it changed. */
export function commitRefresh(services: AppsScriptServices, target: WriteTarget, writes: readonly SectionWrite[], action: string, viewsOf?: string): void {
  const prepared = prepareWrites(target, writes, viewsOf === undefined ? {} : { viewsOf });
  commitViews(target.spreadsheet, target.record, prepared.record, action, () => {
    prepared.writeNames();
    prepared.writePlayersAndViews();
  });
  forgetLegacyMemory(services, action);
}

function forgetLegacyMemory(services: AppsScriptServices, action: string): void {
  duringWrites(action, () => clearLegacyMemory(documentProperties(services.PropertiesService)));
}
