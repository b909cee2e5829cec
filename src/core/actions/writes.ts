/**
 * What an action writes once it knows the event it leaves behind in each
 * section: the next record (every section's, in one), and, to show it, the
 * Pairings name cells a rename left behind, the add-on's own Players columns
 * (Sheetmate ID, and Score and Opponents when it created them), each section's
 * views (`Byes`, `Standings`, `Crosstable`, or `Standings U10` in section U10,
 * and `Ratings` when the settings ask for it), the Teams sheet, and the phone
 * views Live, By name and (with a Prizes sheet) Awards, which cover every
 * section. The standings are computed once per section and given to every
 * view. Each sheet is compared with what it holds: only the cells that differ
 * are written.
 */
import type { PlayerId } from '../ids';
import { lastCompleteState, type EventState } from '../event/event-state';
import type { EventSettings } from '../record/event-settings';
import { nextRecord, type RecordUpdate } from '../record/next-record';
import { sectionOf, withHistory, type EventRecord, type RecordChange } from '../record/record';
import { RECORD_HEADER_WIDTH, recordSheetRows, type RecordHeader } from '../record/sheet-rows';
import { recordToJson } from '../record/json';
import { markChanges, type WantedMark } from '../views/cell-marks';
import { changedHeights, displayLayout, type DisplaySheet } from '../views/display-sheet';
import { formatPairedAt, liveSheets, type LivePart } from '../views/live-sheets';
import { recordedState } from '../event/recorded-state';
import { pointSystemOf } from '../record/settings';
import { eventStandings, standingsTable, type StandingsSoFar } from '../views/standings';
import { byesRows, crosstableRows, playerSummaries, type OwnTable } from '../views/tables';
import { teamMembersOf, teamStandings, teamsTable, type TeamStanding } from '../views/teams';
import { awardsSheet, awardsSummary, awardsWithoutPrizes, type AwardsSummary } from '../views/awards-view';
import { schoolTotalsForPrizes } from '../views/prize-giving';
import { RATINGS_HEADER_ROWS, ratingsTable } from '../views/ratings-view';
import { displayValues } from '../views/display-sheet';
import { whySheets } from './why/why-writes';
import { changedRanges, movedRows } from '../workbook/changes';
import {
  AWARDS_SHEET,
  BYES_SHEET,
  CROSSTABLE_SHEET,
  isOwnSheet,
  OWN_SHEET_PROTECTION,
  PAPER_FIELDS,
  PLAYERS_SHEET,
  playersHeader,
  PRIZES_SHEET,
  RATINGS_SHEET,
  RECORD_SHEET,
  sectionSheet,
  STANDINGS_SHEET,
  SUMMARY_FIELDS,
  TEAMS_SHEET,
} from '../workbook/layout';
import type { PairingsTable } from '../workbook/pairings-table';
import type { NameCell, PastResultChange } from '../workbook/reconcile';
import { systemOf } from '../event/next-round';
import type { Cell, RecordWrite, SheetValues, SheetWrite, ViewCache } from './plan';
import type { Section, Workbook } from './read';

/** One section's part of an action: the event it leaves behind and how its record changes. */
export interface SectionChange {
  readonly section: Pick<Section, 'name' | 'settings' | 'totalRounds' | 'pairingsSheet'>;
  /** The section as the action leaves it. */
  readonly after: EventState;
  readonly update: Pick<RecordUpdate, 'idsFor' | 'newRound' | 'lockAll' | 'originOfOthers' | 'keepResults'>;
  /** Pairings name cells that still show a player's old name, with the sheet as read (none when Pairings is written anew). */
  readonly renames?: { readonly cells: readonly NameCell[]; readonly held: SheetValues; readonly columns: PairingsTable['columns'] };
  /** Results of rounds later rounds were paired on, changed since Sheetmate last saw them: kept in the record's history. */
  readonly pastResults?: readonly PastResultChange[];
}

/** A section's part of an action, from the section as read: `after` (by default as read) and how its record changes. */
export function changeOf(section: Section, after: EventState = section.event.state, update: SectionChange['update'] = { idsFor: 'rounds' }): SectionChange {
  const cells = section.event.reconciled.renames;
  const pastResults = section.event.reconciled.pastResults.filter((change) => change.to !== '');
  return {
    section,
    after,
    update,
    ...(pastResults.length === 0 ? {} : { pastResults }),
    ...(section.pairings === null || cells.length === 0 ? {} : { renames: { cells, held: section.pairings, columns: section.event.pairings.columns } }),
  };
}

export interface EventWrites {
  readonly record: EventRecord;
  /** The Pairings name cells that show a player's old name: written before any row of Pairings moves. */
  readonly names: readonly SheetWrite[];
  /** The add-on's Players columns, each section's views (Ratings too, when asked for), Teams, Live, By name, Awards and the Why sheets whose round changed. */
  readonly views: readonly SheetWrite[];
  readonly cache: ViewCache;
  /** What the Awards sheet now says, for the sidebar (with a Prizes sheet). */
  readonly awards?: AwardsSummary;
  /** Each section's standings as the views show them (computed once), by section name. */
  readonly standings: ReadonlyMap<string, StandingsSoFar>;
}

export interface WriteOptions {
  /** Format Live and By name afresh (the repair); by default after an action that stopped part-way. */
  readonly reformat?: boolean;
  /** Write this section's views only (besides Teams, Live and By name): a result typed in its Pairings. */
  readonly viewsOf?: string;
  /** The settings the record keeps (the workbook's by default). */
  readonly settings?: EventSettings;
  /** Changes for the record's history besides the past results the sections saw (new names confirmed). */
  readonly history?: readonly RecordChange[];
}

/** Computes the next record and every write (`changes`: one per section, in the workbook's order), before anything is written. */
export function planEventWrites(workbook: Workbook, changes: readonly SectionChange[], options: WriteOptions = {}): EventWrites {
  const read = workbook.read;
  const playersColumns = summaryColumns(workbook, changes);
  let record = workbook.previous;
  const idByRow = new Map<number, PlayerId>();
  for (const change of changes) {
    const next = nextRecord({
      ...change.update,
      state: change.after,
      previous: record,
      now: read.now,
      version: read.sheetmateVersion,
      playersColumns,
      settings: options.settings ?? workbook.settings,
      section: change.section.name,
    });
    record = next.record;
    for (const player of change.after.players) {
      const id = next.idByStartNumber.get(player.startNumber);
      if (id !== undefined) idByRow.set(player.entrant.row, id);
    }
  }
  record = withHistory(record, [...changes.flatMap((change) => resultChanges(change, read.now)), ...(options.history ?? [])]);
  const reformat = options.reformat ?? workbook.held?.header.state.kind === 'writing';
  const viewed = options.viewsOf === undefined ? changes : changes.filter((change) => change.section.name === options.viewsOf);
  const standings = new Map(changes.map((change) => [change.section.name, eventStandings(change.after, change.section.settings)]));
  const settings = options.settings ?? workbook.settings;
  const eventStart = eventStartOf(record, read.now);
  const tables: OwnTable[] = viewed.flatMap((change) => sectionTables(change, standings.get(change.section.name)!));
  if (settings.event.ratingsSheet) tables.push(...viewed.map((change) => ratingsOf(change, eventStart)));
  const teams = workbook.playersColumns.team === undefined ? undefined : teamsOf(changes, settings.event.teamScoresCounted, workbook.sectioned);
  if (teams !== undefined) tables.push(teams.table);
  const parts = changes.map((change) => {
    const rounds = sectionOf(record, change.section.name).rounds;
    const newest = rounds[rounds.length - 1];
    // A round typed by hand or imported was not paired here: its time is when Sheetmate took it, not worth showing.
    const pairedAt = newest === undefined || newest.origin !== 'paired' ? undefined : formatPairedAt(newest.pairedAt, read.spreadsheet.timeZone, read.spreadsheet.locale);
    const { section, after } = change;
    return { section: section.name, state: after, settings: section.settings, totalRounds: section.totalRounds, standings: standings.get(section.name)!, ...(pairedAt === undefined ? {} : { pairedAt }) };
  });
  const order = new Map(workbook.sectionNames.map((name, index) => [name, index]));
  const displays = liveSheets({
    eventName: read.spreadsheet.name,
    locale: read.spreadsheet.locale,
    sections: [...parts, ...blockedParts(workbook)].sort((a, b) => (order.get(a.section) ?? 0) - (order.get(b.section) ?? 0)),
  });
  const prizes = read.sheets.get(PRIZES_SHEET);
  if (prizes !== undefined) {
    const sections = changes.map((change) => ({ section: change.section.name, state: change.after, standings: standings.get(change.section.name)!, totalRounds: change.section.totalRounds }));
    const input = { eventName: read.spreadsheet.name, prizes, sections, sectioned: workbook.sectioned, settings: settings.event.prizes, eventYear: new Date(eventStart).getUTCFullYear() };
    displays.push({ name: AWARDS_SHEET, display: awardsSheet(teams === undefined ? input : { ...input, teams: schoolTotalsForPrizes(teams.standings) }) });
  } else if (read.sheets.has(AWARDS_SHEET)) {
    displays.push({ name: AWARDS_SHEET, display: awardsWithoutPrizes(read.spreadsheet.name) });
  }
  const widths: Record<string, number> = { ...read.cache.widths };
  const layouts: Record<string, number> = { ...read.cache.layouts };
  const views: SheetWrite[] = [...playersWrites(workbook, changes, playersColumns, idByRow)];
  for (const table of tables) views.push(...tableWrites(read.sheets.get(table.name) ?? null, table, read.cache.widths[table.name], widths));
  const renamed = renamedPlayers(workbook.previous, changes);
  // The Why sheets of the sections whose round (or a name in it) changed: a typed result writes none.
  const whys = whySheets(read, changes, workbook.previous, record, { all: reformat });
  for (const { name, display } of [...displays, ...whys]) views.push(...displayWrites(read.sheets.get(name) ?? null, name, display, reformat ? undefined : read.cache.layouts[name], layouts, renamed));
  const awards = displays.find((display) => display.name === AWARDS_SHEET);
  return {
    record,
    names: changes.flatMap((change) => nameWrites(change)),
    views,
    cache: { ...read.cache, widths, layouts },
    standings,
    ...(awards === undefined ? {} : { awards: awardsSummary(displayValues(awards.display))! }),
  };
}

/** When the event began: its first round's pairing (any section's), or now before round 1. */
function eventStartOf(record: EventRecord, now: string): string {
  const times = record.sections.flatMap((section) => (section.rounds[0] === undefined ? [] : [section.rounds[0].pairedAt])).filter((time) => !Number.isNaN(Date.parse(time)));
  return times.sort()[0] ?? now;
}

/** A section's Ratings sheet (`Ratings`, `Ratings U10`), from its event as the action leaves it. */
function ratingsOf(change: SectionChange, eventStart: string): OwnTable {
  const { section, after } = change;
  return { name: sectionSheet(RATINGS_SHEET, section.name), rows: ratingsTable({ state: after, section: section.name, eventStart }), headerRows: RATINGS_HEADER_ROWS };
}

/**
 * The sections that could not be read (a problem in their rows, named in the
 * action's answer), as Sheetmate last recorded them: their part of Live and
 * By name stays while the other sections go on.
 */
function blockedParts(workbook: Workbook): LivePart[] {
  return workbook.problems.flatMap((problem) => {
    const recorded = sectionOf(workbook.previous, problem.name);
    const totalRounds = systemOf(problem.settings).plannedRounds(recorded.players.length, problem.settings);
    const state = recordedState(recorded, pointSystemOf(problem.settings.points), totalRounds);
    return state === null ? [] : [{ section: problem.name, state, settings: problem.settings, totalRounds, standings: eventStandings(state, problem.settings) }];
  });
}

/** A section's changed past results as the record's history keeps them. */
function resultChanges(change: SectionChange, at: string): RecordChange[] {
  return (change.pastResults ?? []).map((past) => ({ kind: 'result', at, section: change.section.name, round: past.round, board: past.board, from: past.from, to: past.to }));
}

/**
 * The marks of one sheet made to be `wanted` (cells that are not results):
 * the writes that put on and take off what changed, and the cache with the
 * sheet's marks as they then are. Nothing is written when nothing changed.
 */
export function markWrites(cache: ViewCache, sheet: string, wanted: readonly WantedMark[]): { writes: SheetWrite[]; cache: ViewCache } {
  const changes = markChanges(cache.marks?.[sheet] ?? [], wanted);
  const writes: SheetWrite[] = changes.mark.length + changes.unmark.length === 0 ? [] : [{ kind: 'marks', sheet, mark: changes.mark, unmark: changes.unmark }];
  const { [sheet]: _gone, ...others } = cache.marks ?? {};
  const marks = changes.marks.length === 0 ? others : { ...others, [sheet]: changes.marks };
  return { writes, cache: { ...cache, marks } };
}

/** Standings and Crosstable rows: who a row is, its No. (second column); the rank (first) belongs to the place. */
const RANKING = { key: 1, fixed: 1 } as const;

/** Moved rows of a ranking at most: more, and the rows are written as they differ. */
const MOST_MOVED = 4;

/** A section's Byes, Standings and Crosstable, from its standings computed once. */
function sectionTables(change: SectionChange, standings: ReturnType<typeof eventStandings>): OwnTable[] {
  const { after, section } = change;
  const table = standingsTable(after.tournament, standings, { totalRounds: section.totalRounds, systemName: systemOf(section.settings).name });
  return [
    { name: sectionSheet(BYES_SHEET, section.name), rows: byesRows(after), headerRows: 1 },
    { name: sectionSheet(STANDINGS_SHEET, section.name), rows: [[table.title], table.header.slice(), ...table.rows], headerRows: 2, ranking: RANKING },
    { name: sectionSheet(CROSSTABLE_SHEET, section.name), rows: crosstableRows(after, standings.rows), headerRows: 1, ranking: RANKING },
  ];
}

/** The team standings from each section's event as the action leaves it (typed results so far), and the Teams table. */
function teamsOf(changes: readonly SectionChange[], counted: number, sectioned: boolean): { standings: TeamStanding[]; table: OwnTable } {
  const members = changes.flatMap((change) => teamMembersOf(change.after, change.section.name));
  const standings = teamStandings(members, counted);
  return { standings, table: { name: TEAMS_SHEET, rows: teamsTable(standings, counted, sectioned), headerRows: 2 } };
}

/**
 * The Players columns the add-on writes: those it created; or, once the event
 * has begun and Players has no paper-history column of the organiser's
 * (Score, Opponents, Colours), Score and Opponents, which it then creates.
 */
function summaryColumns(workbook: Workbook, changes: readonly SectionChange[]): readonly string[] {
  const previous = workbook.previous;
  if (previous.playersColumns.length > 0) return previous.playersColumns;
  if (!changes.some((change) => change.after.rounds.length > 0)) return [];
  return PAPER_FIELDS.some((field) => workbook.playersColumns[field] !== undefined) ? [] : SUMMARY_FIELDS.map(playersHeader);
}

/** The width a table is written with. */
function tableWidth(rows: OwnTable['rows']): number {
  return Math.max(1, ...rows.map((row) => row.length));
}

/**
 * A table the add-on owns (Byes, Standings, Crosstable, Teams, Schedule, TRF)
 * in the first columns of its sheet: the sheet created when missing, the
 * cells that differ from what it holds, as wide as the table or as what the
 * add-on wrote there last time (so a column no longer wanted does not
 * linger); columns beyond, which the organiser may use, are left alone. Its
 * header rows are made bold and frozen when the sheet is new or its width changes.
 */
export function tableWrites(held: SheetValues | null, table: OwnTable, lastWidth: number | undefined, widths: Record<string, number>): SheetWrite[] {
  const width = tableWidth(table.rows);
  widths[table.name] = width;
  const cleared = Math.max(width, held === null ? 0 : (lastWidth ?? 0));
  const ranking = table.ranking;
  const moved =
    held === null || ranking === undefined || lastWidth !== width
      ? null
      : movedRows(held, table.rows.slice(table.headerRows) as Cell[][], { top: table.headerRows + 1, left: ranking.fixed + 1, width: width - ranking.fixed, key: ranking.key, maxMoves: MOST_MOVED });
  const shifts: SheetWrite[] = (moved?.shifts ?? []).map((shift) => ({ kind: 'shiftCells', sheet: table.name, row: shift.row, column: ranking!.fixed + 1, width: width - ranking!.fixed, how: shift.how }));
  const ranges = changedRanges(moved?.held ?? held ?? [], table.rows as Cell[][], { width: cleared });
  // Bold stays with its cells: the header is formatted when the sheet is new or the table's width changed.
  const headerChanged = held === null || lastWidth !== width;
  return [
    ...(held === null ? [createWrite(table.name)] : []),
    ...shifts,
    ...(ranges.length > 0 ? [{ kind: 'values' as const, sheet: table.name, ranges }] : []),
    ...(table.headerRows > 0 && headerChanged ? [{ kind: 'header' as const, sheet: table.name, row: table.headerRows, width, frozenRows: table.headerRows }] : []),
  ];
}

/**
 * A display sheet (Live, By name): only the values that differ when its
 * layout is the one written last (a typed result), else written whole and
 * laid out afresh.
 */
export function displayWrites(
  held: SheetValues | null,
  name: string,
  display: DisplaySheet,
  lastLayout: number | undefined,
  layouts: Record<string, number>,
  renamed: ReadonlyMap<string, string> = new Map(),
): SheetWrite[] {
  const layout = displayLayout(display);
  layouts[name] = layout;
  const width = display.columns.length;
  const heldRows = held === null ? 0 : held.length;
  const rows = display.rows.map((row) => row.cells.slice());
  if (held === null) return [createWrite(name), { kind: 'display', sheet: name, display }];
  if (lastLayout === layout && heldRows <= rows.length) {
    // The same layout: the standings at the bottom may have moved, whole rows of every column (the rank too: the place's cells move with it, and are written where they differ).
    const standings = display.rankingKey === undefined ? null : rankingRows(display);
    const table = { left: 1, width, key: display.rankingKey ?? 0, maxMoves: MOST_MOVED, renamed };
    const moved = standings === null ? null : movedRows(held, rows.slice(standings.top - 1, standings.top - 1 + standings.count), { ...table, top: standings.top });
    const shifts: SheetWrite[] = (moved?.shifts ?? []).map((shift) => ({ kind: 'shiftCells', sheet: name, row: shift.row, column: 1, width, how: shift.how }));
    const changes = changedRanges(moved?.held ?? held, rows, { width });
    const heights = changedHeights(held, display);
    return [
      ...shifts,
      ...(changes.length > 0 ? [{ kind: 'values' as const, sheet: name, ranges: changes }] : []),
      ...(heights.length > 0 ? [{ kind: 'rowHeights' as const, sheet: name, heights }] : []),
    ];
  }
  return [{ kind: 'display', sheet: name, display, changes: changedRanges(held, rows, { width }) }];
}

/** A sheet created: one of Sheetmate's own views protected with a warning. */
function createWrite(sheet: string): SheetWrite {
  return isOwnSheet(sheet) ? { kind: 'create', sheet, protection: OWN_SHEET_PROTECTION } : { kind: 'create', sheet };
}

/** Players whose name was fixed since the record was written: the old name, with the new. */
function renamedPlayers(previous: EventRecord, changes: readonly SectionChange[]): Map<string, string> {
  const recorded = new Map(previous.sections.flatMap((section) => section.players.map((player) => [player.id, player.name] as const)));
  const renamed = new Map<string, string>();
  for (const change of changes) {
    for (const player of change.after.players) {
      const before = player.entrant.id === undefined ? undefined : recorded.get(player.entrant.id);
      if (before !== undefined && before !== player.entrant.name) renamed.set(before, player.entrant.name);
    }
  }
  return renamed;
}

/** The last table of a display sheet (Live's standings, by name in its second column): its first row and its rows; null without one. */
function rankingRows(display: DisplaySheet): { top: number; count: number } | null {
  const header = display.rows.map((row) => row.kind).lastIndexOf('header');
  if (header < 0) return null;
  let count = 0;
  while (display.rows[header + 1 + count]?.kind === 'row') count++;
  return count === 0 ? null : { top: header + 2, count };
}

/** The add-on's Players columns: Score and Opponents when it owns them, and Sheetmate ID, each cell that changes. */
function playersWrites(workbook: Workbook, changes: readonly SectionChange[], owned: readonly string[], idByRow: ReadonlyMap<number, PlayerId>): SheetWrite[] {
  const held = workbook.read.players;
  if (held === null) return [];
  const lastRow = Math.max(held.length, ...idByRow.keys(), 1);
  let nextFree = held[0]?.length ?? 0; // the last column in use (1-based)
  const writes: SheetWrite[] = [];
  const column = (index: number | undefined, header: string, valueOf: (row: number) => Cell, always: boolean) => {
    const wanted = Array.from({ length: lastRow - 1 }, (_, offset) => [valueOf(offset + 2)]);
    if (index === undefined) {
      // A column the add-on creates, after the last in use: its header and every row.
      if (always || wanted.some(([value]) => value !== '')) {
        writes.push({ kind: 'values', sheet: PLAYERS_SHEET, ranges: [{ row: 1, column: ++nextFree, values: [[header], ...wanted] }] });
      }
      return;
    }
    const ranges = changedRanges(held, wanted, { width: 1, left: index + 1, top: 2 });
    if (ranges.length > 0) writes.push({ kind: 'values', sheet: PLAYERS_SHEET, ranges });
  };
  if (owned.length > 0) {
    const summaries = new Map<number, { score: number | ''; opponents: string }>();
    for (const change of changes) {
      const completed = lastCompleteState(change.after);
      const rows = playerSummaries(completed);
      const started = change.after.rounds.length > 0;
      completed.players.forEach((player, index) => {
        summaries.set(player.entrant.row, started ? { score: rows[index]!.score / 10, opponents: rows[index]!.opponents } : { score: '', opponents: '' });
      });
    }
    column(workbook.playersColumns.score, playersHeader('score'), (row) => summaries.get(row)?.score ?? '', true);
    column(workbook.playersColumns.opponents, playersHeader('opponents'), (row) => summaries.get(row)?.opponents ?? '', true);
  }
  column(workbook.playersColumns.sheetmateId, playersHeader('sheetmateId'), (row) => idByRow.get(row) ?? '', false);
  return writes;
}

/** The name cells of a section's Pairings that show a player's old name, each with the current name. */
function nameWrites(change: SectionChange): SheetWrite[] {
  const renames = change.renames;
  if (renames === undefined) return [];
  const writes: SheetWrite[] = [];
  for (const field of ['white', 'black'] as const) {
    const cells = renames.cells.filter((cell) => cell.field === field);
    if (cells.length === 0) continue;
    const column = renames.columns[field];
    const byRow = new Map(cells.map((cell) => [cell.row, cell.name]));
    const wanted = renames.held.map((row, index) => [byRow.get(index + 1) ?? (row[column] as Cell)]);
    const ranges = changedRanges(renames.held, wanted, { width: 1, left: column + 1 });
    if (ranges.length > 0) writes.push({ kind: 'values', sheet: change.section.pairingsSheet, ranges });
  }
  return writes;
}

/**
 * The record sheet's writes for the next record: the hidden, protected sheet
 * created the first time, then the cells that differ. `when: 'first'` (an
 * action that changes the event) marks it as being written; 'last' (a
 * refresh) writes it complete, and only when something it holds changed or
 * it was left being written.
 */
export function recordWrite(workbook: Pick<Workbook, 'read' | 'held'>, record: EventRecord, when: 'first' | 'last', action: string): RecordWrite | null {
  const held = workbook.held;
  if (when === 'last' && held !== null && held.header.state.kind === 'complete' && recordToJson(held.record) === recordToJson(record)) return null;
  const header: RecordHeader = {
    generation: (held?.header.generation ?? 0) + 1,
    state: when === 'first' ? { kind: 'writing', action } : { kind: 'complete' },
    writtenAt: workbook.read.now,
  };
  const rows = recordSheetRows(record, header);
  const sheet = workbook.read.record;
  // One range, so the record is written whole or not at all (its checksum covers every chunk).
  const ranges = changedRanges(sheet ?? [], rows, { width: RECORD_HEADER_WIDTH, maxRanges: 1 });
  const writes: SheetWrite[] = [
    ...(sheet === null ? [{ kind: 'create' as const, sheet: RECORD_SHEET, hidden: { protection: "Sheetmate's record of the event: changed only through the Sheetmate menu." } }] : []),
    ...(ranges.length > 0 ? [{ kind: 'values' as const, sheet: RECORD_SHEET, ranges, text: 'always' as const }] : []),
  ];
  return { record, when, action, writes, generation: header.generation };
}
