/**
 * What an action writes in a workbook with sections, computed before the
 * first write: the next record (every section's, in one), the Pairings name
 * cells a rename left behind in each section, the add-on's Players columns
 * for every section at once, each section's views under its own names
 * (`Byes U10`, `Standings U10`, `Crosstable U10`) and the Teams sheet.
 * The same pieces as an event without sections (event-writes.ts), once per section.
 */
import type { EventState } from '../core/event/event-state';
import { PAPER_FIELDS } from '../core/event/players-table';
import type { EventRecord } from '../core/event/record';
import { nextRecord, type RecordUpdate } from '../core/event/record-update';
import { sectionSheet } from '../core/event/sections';
import type { Settings } from '../core/event/settings';
import { playerSummaries } from '../core/event/views';
import { derivedTables, tableWidth, writeNameCells, writePlayersColumns, writeTables, type OwnTable, type PlayersColumnsUpdate } from '../sheets/event-sheets';
import type { LoadedSection, SectionedWorkbook } from './load-sections';
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
export function prepareSectionWrites(workbook: SectionedWorkbook, writes: readonly SectionWrite[], defaults: Settings): PreparedSectionWrites {
  const previous = workbook.previous;
  const started = writes.some((write) => write.after.rounds.length > 0);
  const paperColumns = PAPER_FIELDS.some((field) => workbook.playersTable.columns[field] !== undefined);
  const playersColumns = previous.playersColumns.length > 0 ? previous.playersColumns : started && !paperColumns ? ['Score', 'Opponents'] : [];

  const tables: OwnTable[] = writes.flatMap((write) =>
    derivedTables(write.after, write.completed, write.section.settings, write.section.totalRounds).map((table) => ({
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
      writeTables(workbook.spreadsheet, tables, previous.tables);
    },
  };
}
