/**
 * The workbook an action works on, read at its start: Players and the record
 * once, then each section's Pairings once, and each section read as the event
 * it is (src/core/event/workbook-event.ts) with its own settings. An event
 * without a Section column is the one-section case: one section, named '',
 * with today's sheet names (`Pairings`, `Standings`, …) and record version 1.
 * With the column, each section has its own sheets (`Pairings U10`).
 */
import { InputError, InputErrors } from '../core/errors';
import type { ColumnMap } from '../core/workbook/headers';
import { plannedRounds } from '../core/event/next-round';
import { PAIRINGS_SHEET } from '../core/workbook/pairings-table';
import { PAPER_FIELDS, PLAYERS_SHEET, readPlayersTable, type PlayerField } from '../core/workbook/players-table';
import { EMPTY_RECORD, type EventRecord, type StoredRecord } from '../core/record/record';
import { nameKey } from '../core/ids';
import { sectionSheet, splitPlayersBySection } from '../core/workbook/sections';
import type { Settings } from '../core/record/settings';
import { PAIRING_SYSTEMS } from '../core/systems';
import { readEvent, type EventRead, type LegacyMemory } from '../core/workbook/read-event';
import type { AppsScriptServices, SheetApi, SpreadsheetApi } from '../sheets/apps-script';
import { readRecordSheet, type RecordSheet } from '../sheets/record-sheet';
import { readSheet } from '../sheets/sheet-io';
import { loadLegacyMemory } from './legacy-memory';
import { documentProperties, loadSettings } from './settings-store';

export interface ReadSheetValues {
  readonly sheet: SheetApi;
  readonly values: unknown[][];
}

/** One section of Players: its name ('' without a Section column) and the Players values it reads. */
export interface FrameSection {
  readonly name: string;
  /** Its sheet `Pairings`, or `Pairings U10`. */
  readonly pairingsSheet: string;
  readonly settings: Settings;
  /** Players' values with every row of another section blanked (row numbers stay the sheet's); null without a Players sheet. */
  readonly players: readonly (readonly unknown[])[] | null;
}

/** What every action reads first: Players and the record, split into sections. */
export interface WorkbookFrame {
  readonly spreadsheet: SpreadsheetApi;
  /** Whether Players has a Section column in use. */
  readonly sectioned: boolean;
  readonly players: ReadSheetValues | null;
  /** The record sheet as read (what is stored now). */
  readonly record: RecordSheet;
  /** The record as the sections read it: a player who moved section before playing is out of the one they left. */
  readonly stored: StoredRecord | null;
  /** The event's settings: every section's defaults. */
  readonly defaults: Settings;
  readonly sections: readonly FrameSection[];
  /** An older add-on's memory, for an event without sections and without a record. */
  readonly legacy: LegacyMemory | null;
}

/** One section as an action works on it. */
export interface LoadedSection {
  readonly name: string;
  readonly pairingsSheet: string;
  readonly settings: Settings;
  readonly pairings: ReadSheetValues | null;
  readonly event: EventRead;
  readonly totalRounds: number;
  /**
   * Read with a mistyped result (`2-0`) taken as blank, when `lenientResults`
   * asked for it: the refusal a strict reading gives. Absent otherwise.
   */
  readonly problem?: InputError | InputErrors;
}

/** A section that could not be read, and why (for the sidebar's status). */
export interface SectionProblem {
  readonly name: string;
  readonly settings: Settings;
  readonly error: InputError | InputErrors;
}

export interface LoadedWorkbook {
  readonly spreadsheet: SpreadsheetApi;
  readonly sectioned: boolean;
  readonly players: ReadSheetValues | null;
  /** Where Players has each column: the add-on writes its own there. */
  readonly playersColumns: ColumnMap<PlayerField>;
  readonly record: RecordSheet;
  /** The record every section was read from (for an older add-on's event, the record its memory stands for). */
  readonly previous: EventRecord;
  readonly defaults: Settings;
  /** Every section's name, in Players' order (those that could not be read included). */
  readonly sectionNames: readonly string[];
  readonly sections: readonly LoadedSection[];
  readonly problems: readonly SectionProblem[];
}

export interface LoadOptions {
  /** A section that cannot be read is listed in `problems` rather than stopping the action (with sections only: alone, its problem is the event's). */
  readonly tolerant?: boolean;
  /** A section whose only problem is a mistyped result is read with it blank (its `problem` says so). */
  readonly lenientResults?: boolean;
  /** What the request names: a section (or each section's round) is refused, before anything else is read, in an event without sections. */
  readonly asked?: { readonly section?: unknown; readonly expectedRounds?: unknown };
}

/** Players and the record (one read each), split by the Section column. */
export function readFrame(services: AppsScriptServices): WorkbookFrame {
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  const players = readSheet(spreadsheet, PLAYERS_SHEET);
  const record = readRecordSheet(spreadsheet);
  const defaults = loadSettings(services.PropertiesService);
  const split = players === null ? null : splitPlayersBySection(players.values, record.stored?.record ?? null);
  const sectioned = split?.sectioned === true;
  const adjusted = split?.record ?? record.stored?.record ?? null;
  const stored = record.stored === null || adjusted === null ? null : { ...record.stored, record: adjusted };
  const sections = (split?.sections ?? [{ name: '', players: null }]).map((section) => ({
    name: section.name,
    pairingsSheet: sectionSheet(PAIRINGS_SHEET, section.name),
    settings: loadSettings(services.PropertiesService, section.name),
    players: section.players,
  }));
  const legacy = record.stored === null && !sectioned ? loadLegacyMemory(documentProperties(services.PropertiesService)) : null;
  return { spreadsheet, sectioned, players, record, stored, defaults, sections, legacy };
}

/**
 * Players as a whole, in an event with sections: names unique across
 * sections, every cell readable. Its columns are where the add-on writes.
 * Null without sections: the one section's reading is the whole one.
 */
export function wholePlayersColumns(frame: WorkbookFrame): ColumnMap<PlayerField> | null {
  if (!frame.sectioned || frame.players === null) return null;
  const ownsPaperColumns = (frame.stored?.record.playersColumns.length ?? 0) > 0;
  return readPlayersTable(frame.players.values, PLAYERS_SHEET, { requireRatings: false, minimumPlayers: 0, outputFields: ownsPaperColumns ? PAPER_FIELDS : [] })
    .columns;
}

/**
 * Reads every section. With `tolerant` (and sections), a section whose sheets
 * cannot be read is listed in `problems` and the others are read; otherwise
 * its error stops the action (nothing has been written).
 */
export function loadWorkbook(services: AppsScriptServices, options: LoadOptions = {}): LoadedWorkbook {
  const frame = readFrame(services);
  if (!frame.sectioned && options.asked !== undefined) refuseSections(options.asked);
  const whole = wholePlayersColumns(frame);
  const sections: LoadedSection[] = [];
  const problems: SectionProblem[] = [];
  for (const section of frame.sections) {
    const pairings = readSheet(frame.spreadsheet, section.pairingsSheet);
    const read = (unreadableResults: 'refuse' | 'blank') =>
      readEvent({ players: section.players, pairings: pairings?.values ?? null, record: frame.stored }, section.settings, {
        section: section.name,
        pairingsSheet: section.pairingsSheet,
        unreadableResults,
        legacy: frame.legacy,
      });
    const loaded = (event: EventRead, problem?: InputError | InputErrors): LoadedSection => ({
      name: section.name,
      pairingsSheet: section.pairingsSheet,
      settings: section.settings,
      pairings,
      event,
      totalRounds: plannedRounds(event.state, section.settings, PAIRING_SYSTEMS),
      ...(problem === undefined ? {} : { problem }),
    });
    try {
      sections.push(loaded(read('refuse')));
    } catch (error) {
      if (!(error instanceof InputError || error instanceof InputErrors)) throw error;
      const lenient = options.lenientResults === true ? readLeniently(() => read('blank')) : null;
      if (lenient !== null) sections.push(loaded(lenient, error));
      else if (options.tolerant === true && frame.sectioned) problems.push({ name: section.name, settings: section.settings, error });
      else throw error;
    }
  }
  return {
    spreadsheet: frame.spreadsheet,
    sectioned: frame.sectioned,
    players: frame.players,
    playersColumns: whole ?? sections[0]?.event.players.columns ?? {},
    record: frame.record,
    previous: sections[0]?.event.record ?? frame.stored?.record ?? EMPTY_RECORD,
    defaults: frame.defaults,
    sectionNames: frame.sections.map((section) => section.name),
    sections,
    problems,
  };
}

/** The event read with mistyped results blank, when that is its only problem; null otherwise. */
function readLeniently(read: () => EventRead): EventRead | null {
  try {
    const event = read();
    return (event.pairings.unreadableResults ?? []).length > 0 ? event : null;
  } catch {
    return null;
  }
}

/** Refuses what only an event with sections can be asked. */
function refuseSections(asked: { readonly section?: unknown; readonly expectedRounds?: unknown }): void {
  if (asked.section !== undefined || asked.expectedRounds !== undefined) {
    throw new InputError('this event has no sections: Players has no Section column in use. Ask without a section.');
  }
}

/** The section of that name (as Players spells it, case aside). */
export function findSection(workbook: LoadedWorkbook, name: string): LoadedSection {
  if (!workbook.sectioned) refuseSections({ section: name });
  const section = workbook.sections.find((candidate) => nameKey(candidate.name) === nameKey(name));
  if (section === undefined) {
    throw new InputError(`there is no section "${name}" in Players. Its sections: ${workbook.sections.map((candidate) => candidate.name).join(', ')}.`);
  }
  return section;
}
