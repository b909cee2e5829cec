/**
 * The workbook an action works on: Players and the record, split by section
 * (an event without a Section column is one section, named '', with the plain
 * sheet names), each section's Pairings read as the event it is, with its own
 * settings. Which sheets an action needs is decided here too, so the add-on
 * reads exactly those.
 */
import { InputError, InputErrors } from '../errors';
import { nameKey } from '../ids';
import { plannedRounds } from '../event/next-round';
import { DEFAULT_EVENT_SETTINGS, settingsFromProperties, settingsOfSection, type EventSettings } from '../record/event-settings';
import { EMPTY_RECORD, type EventRecord } from '../record/record';
import type { Settings } from '../record/settings';
import { storedRecordOf, type StoredRecord } from '../record/sheet-rows';
import { findColumns, type ColumnMap } from '../workbook/headers';
import {
  BY_NAME_SHEET,
  BYES_SHEET,
  CROSSTABLE_SHEET,
  DO_NOT_PAIR_SHEET,
  LIVE_SHEET,
  PAIRINGS_SHEET,
  PAPER_FIELDS,
  PLAYER_COLUMNS,
  PLAYERS_SHEET,
  sectionSheet,
  STANDINGS_SHEET,
  TEAMS_SHEET,
  PRIZES_SHEET,
  AWARDS_SHEET,
  RATINGS_SHEET,
  WHY_SHEET,
  type PlayerField,
} from '../workbook/layout';
import { readPlayersTable } from '../workbook/players-table';
import { readEvent, type EventRead } from '../workbook/read-event';
import { sectionNames, splitPlayersBySection } from '../workbook/sections';
import type { SheetValues, WorkbookRead } from './plan';

/** One section as an action works on it. */
export interface Section {
  /** Its name as Players spells it ('' without a Section column). */
  readonly name: string;
  /** Its sheet `Pairings`, or `Pairings U10`. */
  readonly pairingsSheet: string;
  readonly settings: Settings;
  /** Its Pairings' values, or null when there is no such sheet. */
  readonly pairings: SheetValues | null;
  /** Players' values with every row of another section blanked (row numbers stay the sheet's). */
  readonly players: SheetValues | null;
  readonly event: EventRead;
  readonly totalRounds: number;
  /** Read with a mistyped result (`2-0`) taken as blank, when `lenientResults` asked for it: the refusal a strict reading gives. */
  readonly problem?: InputError | InputErrors;
}

/** A section that could not be read, and why (for the sidebar's status). */
export interface UnreadSection {
  readonly name: string;
  readonly settings: Settings;
  readonly error: InputError | InputErrors;
}

export interface Workbook {
  readonly read: WorkbookRead;
  /** Whether Players has a Section column in use. */
  readonly sectioned: boolean;
  /** Where Players has each column: the add-on writes its own there. */
  readonly playersColumns: ColumnMap<PlayerField>;
  /** The record as the sheet holds it now (its generation and state). */
  readonly held: StoredRecord | null;
  /** The record every section was read from (a player who moved section before playing is out of the one they left). */
  readonly previous: EventRecord;
  /** The settings of the event and its sections: the record's, or document properties' before the record holds them. */
  readonly settings: EventSettings;
  /** Every section's name, in Players' order (those that could not be read included). */
  readonly sectionNames: readonly string[];
  readonly sections: readonly Section[];
  readonly problems: readonly UnreadSection[];
}

export interface ReadOptions {
  /** A section that cannot be read is listed in `problems` rather than stopping the action (with sections only: alone, its problem is the event's). */
  readonly tolerant?: boolean;
  /** A section whose only problem is a mistyped result is read with it blank (its `problem` says so). */
  readonly lenientResults?: boolean;
  /** What the request names: a section (or each section's round) is refused in an event without sections. */
  readonly asked?: { readonly section?: unknown; readonly expectedRounds?: unknown };
  /** The settings to read the event with, in place of those it holds (a change being saved). */
  readonly settings?: EventSettings;
  /** New names the organiser confirmed for Sheetmate IDs, by ID (Sheetmate ▸ Confirm changed names). */
  readonly confirmedNames?: ReadonlyMap<number, string>;
}

/** The settings of the event: the record's, or (before the record holds them) document properties'. */
export function eventSettingsOf(read: WorkbookRead, record: EventRecord | null): EventSettings {
  if (record?.settings !== undefined) return record.settings;
  return read.settings.event === null && Object.keys(read.settings.sections).length === 0
    ? DEFAULT_EVENT_SETTINGS
    : settingsFromProperties(read.settings.event, read.settings.sections);
}

/**
 * An event begun by an earlier Sheetmate kept its settings in the document's
 * properties only, and its record has none; a copy of the spreadsheet (or an
 * .xlsx round trip) has no properties. The settings are then unknown: the
 * defaults would turn a 3/1/0 quick Swiss into a 1/½/0 Dutch event mid-way,
 * so nothing is paired or rewritten until they are chosen again (the first
 * setting saved puts them all in the record).
 */
function refuseLostSettings(read: WorkbookRead, record: EventRecord | null): void {
  if (record === null || record.settings !== undefined || !record.sections.some((section) => section.rounds.length > 0)) return;
  if (read.settings.event !== null || Object.keys(read.settings.sections).length > 0) return;
  throw new InputError(
    "Sheetmate's record of this event holds no settings (it was begun by an earlier Sheetmate, which kept them in the spreadsheet's document properties), " +
      'and this spreadsheet has none (a copy, or a round trip through .xlsx, leaves document properties behind). Sheetmate will not go on with settings it can only guess: ' +
      'open the sidebar (Sheetmate ▸ Open sidebar) and choose the system, the number of rounds and the points the event uses. The first setting saved puts them all in the record ' +
      '(if every setting shown is already right, change one and change it back).',
  );
}

/**
 * Reads every section. With `tolerant` (and sections), a section whose sheets
 * cannot be read is listed in `problems` and the others are read; otherwise
 * its error stops the action (nothing has been written).
 */
/** Players and the record, split by the Section column: what every reading starts from. */
export interface Frame {
  readonly held: StoredRecord | null;
  /** The record as the sections read it: a player who moved section before playing is out of the one they left. */
  readonly stored: StoredRecord | null;
  readonly sectioned: boolean;
  readonly settings: EventSettings;
  readonly parts: readonly { readonly name: string; readonly players: SheetValues | null; readonly pairingsSheet: string; readonly settings: Settings; readonly pairings: SheetValues | null }[];
}

export function readFrame(read: WorkbookRead, given?: EventSettings): Frame {
  const held = storedRecordOf(read.record);
  const split = read.players === null ? null : splitPlayersBySection(read.players, held?.record ?? null);
  const adjusted = split?.record ?? held?.record ?? null;
  if (given === undefined) refuseLostSettings(read, held?.record ?? null);
  const settings = given ?? eventSettingsOf(read, adjusted);
  return {
    held,
    stored: held === null || adjusted === null ? null : { ...held, record: adjusted },
    sectioned: split?.sectioned === true,
    settings,
    parts: (split?.sections ?? [{ name: '', players: null }]).map((part) => {
      const pairingsSheet = sectionSheet(PAIRINGS_SHEET, part.name);
      return { name: part.name, players: part.players, pairingsSheet, settings: settingsOfSection(settings, part.name), pairings: read.sheets.get(pairingsSheet) ?? null };
    }),
  };
}

export function readWorkbook(read: WorkbookRead, options: ReadOptions = {}): Workbook {
  const { held, stored, sectioned, settings, parts } = readFrame(read, options.settings);
  if (!sectioned && options.asked !== undefined) refuseSections(options.asked);
  const sections: Section[] = [];
  const problems: UnreadSection[] = [];
  for (const part of parts) {
    const { pairingsSheet, pairings, settings: sectionSettings } = part;
    const values = { players: part.players, pairings, record: stored };
    const readAs = (unreadableResults: 'refuse' | 'blank') =>
      readEvent(values, sectionSettings, { section: part.name, pairingsSheet, unreadableResults, ...(options.confirmedNames === undefined ? {} : { confirmedNames: options.confirmedNames }) });
    const section = (event: EventRead, problem?: InputError | InputErrors): Section => ({
      name: part.name,
      pairingsSheet,
      settings: sectionSettings,
      pairings,
      players: part.players,
      event,
      totalRounds: plannedRounds(event.state, sectionSettings),
      ...(problem === undefined ? {} : { problem }),
    });
    try {
      sections.push(section(readAs('refuse')));
    } catch (error) {
      if (!(error instanceof InputError || error instanceof InputErrors)) throw error;
      const lenient = options.lenientResults === true ? readLeniently(() => readAs('blank')) : null;
      if (lenient !== null) sections.push(section(lenient, error));
      else if (options.tolerant === true && sectioned) problems.push({ name: part.name, settings: sectionSettings, error });
      else throw error;
    }
  }
  return {
    read,
    sectioned,
    playersColumns: playersColumnsOf(read, sectioned, stored, sections, new Set(problems.map((problem) => problem.name))),
    held,
    previous: sections[0]?.event.record ?? stored?.record ?? EMPTY_RECORD,
    settings,
    sectionNames: parts.map((part) => part.name),
    sections,
    problems,
  };
}

/**
 * Where Players has each column: with sections, Players read as a whole
 * (names unique across sections, every cell readable); without, the one
 * section's reading. A problem only in the rows of a section that could not
 * be read (`blocked`) is that section's, named with it: the columns are then
 * found by the header alone.
 */
export function playersColumnsOf(
  read: WorkbookRead,
  sectioned: boolean,
  stored: StoredRecord | null,
  sections: readonly Section[],
  blocked: ReadonlySet<string> = new Set(),
): ColumnMap<PlayerField> {
  if (!sectioned || read.players === null) return sections[0]?.event.players.columns ?? {};
  const ownsPaperColumns = (stored?.record.playersColumns.length ?? 0) > 0;
  try {
    return readPlayersTable(read.players, PLAYERS_SHEET, { requireRatings: false, minimumPlayers: 0, outputFields: ownsPaperColumns ? PAPER_FIELDS : [] }).columns;
  } catch (error) {
    if (blocked.size === 0 || !(error instanceof InputError || error instanceof InputErrors)) throw error;
    const readable = new Set(sections.flatMap((section) => section.event.players.rows));
    const problems = error instanceof InputErrors ? error.problems : [error];
    if (problems.some((problem) => problem.location.row === undefined || readable.has(problem.location.row))) throw error;
    return findColumns(read.players[0] ?? [], PLAYER_COLUMNS);
  }
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
export function findSection(workbook: Workbook, name: string): Section {
  if (!workbook.sectioned) refuseSections({ section: name });
  const section = workbook.sections.find((candidate) => nameKey(candidate.name) === nameKey(name));
  if (section === undefined) {
    throw new InputError(`there is no section "${name}" in Players. Its sections: ${workbook.sections.map((candidate) => candidate.name).join(', ')}.`);
  }
  return section;
}

/** The named sections the record holds (none when it cannot be read: the reading proper says why). */
function recordedSections(record: SheetValues | null): string[] {
  try {
    return (storedRecordOf(record)?.record.sections ?? []).flatMap((section) => (section.name === '' ? [] : [section.name]));
  } catch {
    return [];
  }
}

/** What an action reads beyond Players and the record. */
export type Needs = 'settings' | 'event' | 'event and views' | 'event and Do not pair' | 'everything';

/**
 * The sheets an action reads beyond Players and the record, from Players'
 * values: each section's Pairings; Awards (the status tells what it says);
 * the Do not pair sheet for an action that pairs or exports the pairs; the
 * views an action writes (only `viewsOf`'s, besides Teams, Live, By name and
 * the awards, for a result typed in one section), with Prizes, which the
 * awards are given from.
 */
export function sheetsToRead(players: SheetValues | null, record: SheetValues | null, needs: Needs, viewsOf?: string): string[] {
  if (needs === 'settings') return [];
  const names = players === null ? [] : sectionNames(players);
  for (const recorded of recordedSections(record)) if (!names.some((name) => nameKey(name) === nameKey(recorded))) names.push(recorded);
  const sections = names.length === 0 ? [''] : names;
  const sheets = sections.map((section) => sectionSheet(PAIRINGS_SHEET, section));
  // What the Awards sheet says goes into every status the sidebar shows.
  sheets.push(AWARDS_SHEET);
  // Every action that may explain a round reads Do not pair: the Dutch system's reasons depend on the pairs kept apart.
  if (needs !== 'event') sheets.push(DO_NOT_PAIR_SHEET);
  if (needs === 'event and views' || needs === 'everything') {
    const viewed = viewsOf === undefined ? sections : sections.filter((section) => nameKey(section) === nameKey(viewsOf));
    for (const section of viewed) for (const base of [BYES_SHEET, STANDINGS_SHEET, CROSSTABLE_SHEET, RATINGS_SHEET] as const) sheets.push(sectionSheet(base, section));
    sheets.push(TEAMS_SHEET, LIVE_SHEET, BY_NAME_SHEET, PRIZES_SHEET);
  }
  // Without a Team column in Players, a team event's teams may be typed on the Teams sheet, a row a team.
  if (!sheets.includes(TEAMS_SHEET) && (players === null || findColumns(players[0] ?? [], PLAYER_COLUMNS).team === undefined)) sheets.push(TEAMS_SHEET);
  // The Why sheets, compared cell by cell, for the actions that change a round; a refresh rewrites one only when a name in it changed.
  if (needs === 'everything') for (const section of sections) sheets.push(sectionSheet(WHY_SHEET, section));
  else if (needs === 'event and views') {
    for (const section of viewsOf === undefined ? sections : sections.filter((name) => nameKey(name) === nameKey(viewsOf))) sheets.push(sectionSheet(WHY_SHEET, section));
  }
  return sheets;
}
