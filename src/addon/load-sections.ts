/**
 * Reading a workbook whose Players has a Section column: Players and the
 * record once, then each section's Pairings (`Pairings U10`) once, and each
 * section read as the event it is (src/core/event/workbook-event.ts), with
 * its own settings. A workbook without sections is read by `loadEvent` as
 * before; `readPlayersForSections` tells the two apart from the same reads.
 */
import { InputError, InputErrors } from '../core/errors';
import { plannedRounds } from '../core/event/next-round';
import { PAIRINGS_SHEET } from '../core/event/pairings-table';
import { PAPER_FIELDS, PLAYERS_SHEET, readPlayersTable, type PlayersTable } from '../core/event/players-table';
import { EMPTY_RECORD, sectionKey, type EventRecord, type StoredRecord } from '../core/event/record';
import { sectionSheet, splitPlayersBySection, type SplitPlayers } from '../core/event/sections';
import type { Settings } from '../core/event/settings';
import { PAIRING_SYSTEMS } from '../core/event/systems';
import { readEvent, type EventRead } from '../core/event/workbook-event';
import type { SheetApi, SpreadsheetApi } from '../sheets/apps-script';
import { readRecordSheet, type RecordSheet } from '../sheets/record-sheet';
import { readSheet } from '../sheets/sheet-io';

export interface ReadSheetValues {
  readonly sheet: SheetApi;
  readonly values: unknown[][];
}

/** One section as an action works on it. */
export interface LoadedSection {
  readonly name: string;
  /** Its Pairings sheet's name (`Pairings U10`). */
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
  readonly pairingsSheet: string;
  readonly settings: Settings;
  readonly error: InputError | InputErrors;
}

export interface SectionedWorkbook {
  readonly spreadsheet: SpreadsheetApi;
  readonly players: ReadSheetValues;
  /** Players read whole (every section): its columns, for the writes. */
  readonly playersTable: PlayersTable;
  readonly record: RecordSheet;
  /** The record as the sections read it: players who moved section before playing are taken out of the one they left. */
  readonly previous: EventRecord;
  readonly sections: readonly LoadedSection[];
  readonly problems: readonly SectionProblem[];
}

/** The first reads of every action: Players and the record, and whether Players has sections. */
export interface FirstReads {
  readonly players: ReadSheetValues | null;
  readonly record: RecordSheet;
  /** Null for a workbook without sections (or without Players). */
  readonly split: SplitPlayers | null;
}

export function readPlayersForSections(spreadsheet: SpreadsheetApi): FirstReads {
  const players = readSheet(spreadsheet, PLAYERS_SHEET);
  const record = readRecordSheet(spreadsheet);
  if (players === null) return { players, record, split: null };
  const split = splitPlayersBySection(players.values, record.stored?.record ?? null);
  if (split.sectioned) return { players, record, split };
  // An event without sections reads the record as the split leaves it (sections undone to nothing forgotten).
  const stored = record.stored;
  const whole = stored === null || split.record === null || split.record === stored.record ? record : { ...record, stored: { ...stored, record: split.record } };
  return { players, record: whole, split: null };
}

/**
 * Reads every section. With `tolerant`, a section whose sheets cannot be read
 * is listed in `problems` and the others are read; otherwise its error stops
 * the action (nothing has been written).
 *
 * @param settingsOf each section's settings (the event's with the section's own on top).
 */
export function loadSections(
  spreadsheet: SpreadsheetApi,
  first: FirstReads,
  settingsOf: (section: string) => Settings,
  options: {
    /** A section that cannot be read is listed in `problems` rather than stopping the action. */
    readonly tolerant?: boolean;
    /** A section whose only problem is a mistyped result is read with it blank (its `problem` says so). */
    readonly lenientResults?: boolean;
  } = {},
): SectionedWorkbook {
  const split = first.split!;
  const players = first.players!;
  const previous = split.record ?? first.record.stored?.record ?? null;
  const ownsPaperColumns = (previous?.playersColumns.length ?? 0) > 0;
  // Players as a whole: names are unique across sections, every cell readable.
  const playersTable = readPlayersTable(players.values, PLAYERS_SHEET, {
    requireRatings: false,
    minimumPlayers: 0,
    outputFields: ownsPaperColumns ? PAPER_FIELDS : [],
  });
  const stored: StoredRecord | null =
    first.record.stored === null || previous === null ? null : { ...first.record.stored, record: previous };
  const sections: LoadedSection[] = [];
  const problems: SectionProblem[] = [];
  for (const section of split.sections) {
    const pairingsSheet = sectionSheet(PAIRINGS_SHEET, section.name);
    const settings = settingsOf(section.name);
    const pairings = readSheet(spreadsheet, pairingsSheet);
    const read = (unreadableResults: 'refuse' | 'blank') =>
      readEvent({ players: section.players, pairings: pairings?.values ?? null, record: stored }, settings, {
        section: section.name,
        pairingsSheet,
        unreadableResults,
      });
    const loaded = (event: EventRead, problem?: InputError | InputErrors): LoadedSection => ({
      name: section.name,
      pairingsSheet,
      settings,
      pairings,
      event,
      totalRounds: plannedRounds(event.state, settings, PAIRING_SYSTEMS),
      ...(problem === undefined ? {} : { problem }),
    });
    try {
      sections.push(loaded(read('refuse')));
    } catch (error) {
      if (!(error instanceof InputError || error instanceof InputErrors)) throw error;
      const lenient = options.lenientResults === true ? readLeniently(() => read('blank')) : null;
      if (lenient !== null) sections.push(loaded(lenient, error));
      else if (options.tolerant === true) problems.push({ name: section.name, pairingsSheet, settings, error });
      else throw error;
    }
  }
  return {
    spreadsheet,
    players,
    playersTable,
    record: first.record,
    previous: previous ?? EMPTY_RECORD,
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

/** The section of that name (as Players spells it, case aside). */
export function findSection(workbook: SectionedWorkbook, name: string): LoadedSection {
  const section = workbook.sections.find((candidate) => sectionKey(candidate.name) === sectionKey(name));
  if (section === undefined) {
    throw new InputError(`there is no section "${name}" in Players. Its sections: ${workbook.sections.map((candidate) => candidate.name).join(', ')}.`);
  }
  return section;
}
