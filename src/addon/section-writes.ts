/**
 * What an action writes in a workbook with sections, computed before the
 * first write: the next record (every section's, in one), the Pairings name
 * cells a rename left behind in each section, the add-on's Players columns
 * for every section at once, each section's views under its own names
 * (`Byes U10`, `Standings U10`, `Crosstable U10`), the Teams sheet, and the
 * phone views Live and By name, which cover every section.
 * The same pieces as an event without sections (event-writes.ts), once per section.
 */
import type { EventState } from '../core/event/event-state';
import { PAPER_FIELDS } from '../core/event/players-table';
import { formatPairedAt, liveSheets } from '../core/event/live-sheets';
import { sectionOf, type EventRecord } from '../core/event/record';
import { nextRecord, type RecordUpdate } from '../core/event/record-update';
import { sectionSheet } from '../core/event/sections';
import type { Settings } from '../core/event/settings';
import { playerSummaries } from '../core/event/views';
import { displayLayout, writeDisplaySheet } from '../sheets/display-sheet-writer';
import { derivedTables, tableWidth, writeNameCells, writePlayersColumns, writeTables, type OwnTable, type PlayersColumnsUpdate } from '../sheets/event-sheets';
import type { LoadedSection, SectionedWorkbook } from './load-sections';
import { layoutKey } from './event-writes';
import { teamsView } from './teams-view';

/** One section's part of an action: the event it leaves behind and how its record changes. */
export interface SectionWrite {
  readonly section: LoadedSection;
  readonly after: EventState;
  /** Its rounds whose results are all in (what Standings shows). */
  readonly completed: EventState;
  readonly update: Pick<RecordUpdate, 'idsFor' | 'newRound' | 'lockAll' | 'originOfOthers'>;
}

export interface PreparedSectionWrites {
  readonly record: EventRecord;
  /** Rewrites, in each section's Pairings, the name cells that show a player's old name. */
  readonly writeNames: () => void;
  /** Writes the add-on's Players columns and every view. */
  readonly writePlayersAndViews: () => void;
}

/**
 * Computes the next record and every write, for every section of the
 * workbook (`writes` holds one entry per section, in the workbook's order).
 */
export function prepareSectionWrites(
  workbook: SectionedWorkbook,
  writes: readonly SectionWrite[],
  defaults: Settings,
  options: {
    /** Format Live and By name afresh (the repair); by default after an action that stopped part-way. */
    readonly reformat?: boolean;
    /** Write this section's views only (besides Teams, Live and By name): a result typed in its Pairings. */
    readonly viewsOf?: string;
  } = {},
): PreparedSectionWrites {
  const previous = workbook.previous;
  const started = writes.some((write) => write.after.rounds.length > 0);
  const paperColumns = PAPER_FIELDS.some((field) => workbook.playersTable.columns[field] !== undefined);
  const playersColumns = previous.playersColumns.length > 0 ? previous.playersColumns : started && !paperColumns ? ['Score', 'Opponents'] : [];

  const viewed = options.viewsOf === undefined ? writes : writes.filter((write) => write.section.name === options.viewsOf);
  const tables: OwnTable[] = viewed.flatMap((write) =>
    derivedTables(write.after, write.section.settings, write.section.totalRounds).map((table) => ({
      ...table,
      name: sectionSheet(table.name, write.section.name),
    })),
  );
  if (workbook.playersTable.columns.team !== undefined) {
    tables.push(teamsView(writes.map((write) => ({ section: write.section.name, state: write.after })), defaults));
  }
  const widths = { ...previous.tables, ...Object.fromEntries(tables.map((table) => [table.name, tableWidth(table.rows)])) };

  const now = new Date().toISOString();
  let record = previous;
  const idByRow = new Map<number, number>();
  const summaryByRow = new Map<number, { score: number | ''; opponents: string }>();
  for (const write of writes) {
    const next = nextRecord({ ...write.update, state: write.after, previous: record, now, playersColumns, tables: widths, section: write.section.name });
    record = next.record;
    for (const player of write.after.players) {
      const id = next.idByStartNumber.get(player.startNumber);
      if (id !== undefined) idByRow.set(player.entrant.row, id);
    }
    if (playersColumns.length > 0) {
      const summaries = playerSummaries(write.completed);
      const sectionStarted = write.after.rounds.length > 0;
      write.completed.players.forEach((player, index) => {
        summaryByRow.set(
          player.entrant.row,
          sectionStarted ? { score: summaries[index]!.score / 10, opponents: summaries[index]!.opponents } : { score: '', opponents: '' },
        );
      });
    }
  }
  const update: PlayersColumnsUpdate = { idByRow, summaryByRow: playersColumns.length > 0 ? summaryByRow : null };

  // Live and By name: every section, each with when its newest round was paired here.
  const spreadsheet = workbook.spreadsheet;
  const place = { eventName: spreadsheet.getName(), timeZone: spreadsheet.getSpreadsheetTimeZone(), locale: spreadsheet.getSpreadsheetLocale() };
  const displays = liveSheets({
    eventName: place.eventName,
    locale: place.locale,
    sections: writes.map((write) => {
      const rounds = sectionOf(record, write.section.name).rounds;
      const newest = rounds[rounds.length - 1];
      const pairedAt = newest === undefined || newest.origin !== 'paired' ? undefined : formatPairedAt(newest.pairedAt, place.timeZone, place.locale);
      return {
        section: write.section.name,
        state: write.after,
        settings: write.section.settings,
        totalRounds: write.section.totalRounds,
        ...(pairedAt === undefined ? {} : { pairedAt }),
      };
    }),
  });
  record = { ...record, tables: { ...record.tables, ...Object.fromEntries(displays.map((sheet) => [layoutKey(sheet.name), displayLayout(sheet.display)])) } };
  return {
    record,
    writeNames: () => {
      for (const write of writes) {
        const { pairings, event } = write.section;
        if (pairings !== null && event.reconciled.renames.length > 0) writeNameCells(pairings.sheet, pairings.values, event.pairings, event.reconciled.renames);
      }
    },
    writePlayersAndViews: () => {
      writePlayersColumns(workbook.players, workbook.playersTable.columns, update);
      writeTables(spreadsheet, tables, previous.tables);
      for (const sheet of displays) {
        // Formatted afresh after an action that stopped part-way, or by the repair.
        const reformat = options.reformat ?? workbook.record.stored?.header.state.kind === 'writing';
        const previousLayout = reformat ? undefined : previous.tables[layoutKey(sheet.name)];
        writeDisplaySheet(spreadsheet, sheet.name, sheet.display, previousLayout === undefined ? {} : { previousLayout });
      }
    },
  };
}
