/**
 * The add-on's actions: each takes the document lock, reads the workbook and
 * the event record (src/sheets/event-sheets.ts), validates and computes
 * everything, and only then writes, record first (commit.ts). An error of the
 * organiser's input comes back as a message that says where and how to fix it.
 */
import type { ActionResult, MissingResult, Status } from './api-types';
import type { EventState } from '../core/event/event-state';
import { pairNextRound, plannedRounds } from '../core/event/next-round';
import { PAIRINGS_SHEET } from '../core/event/pairings-table';
import { PLAYERS_SHEET } from '../core/event/players-table';
import type { EventRecord } from '../core/event/record';
import { isRoundRobin, type Settings } from '../core/event/settings';
import { PAIRING_SYSTEMS } from '../core/event/systems';
import { newRoundRows, scheduleRows, standingsView } from '../core/event/views';
import { eventToTrf, trfToEvent } from '../core/event/trf-exchange';
import type { EventRead } from '../core/event/workbook-event';
import { readSheet } from '../sheets/sheet-io';
import { InputError, InputErrors } from '../core/errors';
import { formatQuickSwissTable, pairQuickSwiss, parseQuickSwissText, quickSwissWarningText } from '../core/systems/quick-swiss';
import type { AppsScriptServices, SpreadsheetApi } from '../sheets/apps-script';
import { deleteRoundRows, eventOfSheets, loadEvent, readWorkbookSheets, writeNewRound, writeTable, type LoadedEvent } from '../sheets/event-sheets';
import { readRecordSheet } from '../sheets/record-sheet';
import { announce, commitViews, commitWithRecord, duringWrites } from './commit';
import { lastCompleteState, prepareEventWrites, type EventWrite, type PreparedWrites } from './event-writes';
import { clearLegacyMemory, loadLegacyMemory } from './legacy-memory';
import { keptApartFor } from './kept-apart';
import { DO_NOT_PAIR_SHEET, refuseListedPairInRoundRobin } from '../core/event/do-not-pair';
import { accelerationNote } from '../core/event/acceleration';
import { describePairing, roundOf } from './paired-round';
import { readPlayersForSections, type FirstReads } from './load-sections';
import {
  exportSectionsTrfAction,
  pairSectionsAction,
  refreshSectionsAction,
  sectionsScheduleAction,
  sectionsStatusAction,
  undoSectionAction,
  type PairSectionsOptions,
} from './section-actions';
import { documentProperties, loadLastAction, loadSettings, saveLastAction, saveSettingsPatch } from './settings-store';

const LOCK_WAIT_MS = 20_000;

/** Runs an action under the document lock: two clicks or two organisers never interleave. */
export function withDocumentLock<T>(services: AppsScriptServices, action: () => T, waitMs = LOCK_WAIT_MS): T {
  const lock = services.LockService.getDocumentLock();
  if (lock === null) throw new Error('Sheetmate must be run from a spreadsheet (no document lock available).');
  if (!lock.tryLock(waitMs)) {
    throw new InputError('another Sheetmate action is still running on this spreadsheet. Wait a moment and try again.');
  }
  try {
    return action();
  } finally {
    lock.releaseLock();
  }
}

interface Loaded {
  readonly spreadsheet: SpreadsheetApi;
  readonly settings: Settings;
  readonly loaded: LoadedEvent;
  readonly event: EventRead;
  readonly totalRounds: number;
}

/**
 * Players and the record, read once at the start of every action: an event
 * with a Section column goes its own way (section-actions.ts), one without
 * reads its Pairings next.
 */
function firstReads(services: AppsScriptServices): FirstReads {
  return readPlayersForSections(services.SpreadsheetApp.getActiveSpreadsheet());
}

/** Refuses what only an event with sections can be asked. */
function noSections(options: { readonly section?: unknown; readonly expectedRounds?: unknown }): void {
  if (options.section !== undefined || options.expectedRounds !== undefined) {
    throw new InputError('this event has no sections: Players has no Section column in use. Ask without a section.');
  }
}

function load(services: AppsScriptServices, first?: FirstReads): Loaded {
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  const settings = loadSettings(services.PropertiesService);
  return loaded(spreadsheet, settings, loadEvent(spreadsheet, settings, loadLegacyMemory(documentProperties(services.PropertiesService)), {}, readAlready(first)));
}

/** Players and the record as the first reads left them, for loadEvent not to read them again. */
function readAlready(first: FirstReads | undefined): { players: FirstReads['players']; record: FirstReads['record'] } | undefined {
  return first === undefined || first.players === null ? undefined : { players: first.players, record: first.record };
}

function loaded(spreadsheet: SpreadsheetApi, settings: Settings, loaded: LoadedEvent): Loaded {
  const event = loaded.event;
  return { spreadsheet, settings, loaded, event, totalRounds: plannedRounds(event.state, settings, PAIRING_SYSTEMS) };
}

/**
 * The event, even when result cells hold something that is not a result
 * (`2-0`): then they are read as blank, and `problem` is the refusal a strict
 * reading gives. Any other problem is thrown as usual.
 */
function loadDespiteUnreadableResults(
  services: AppsScriptServices,
  first?: FirstReads,
): { readonly context: Loaded; readonly problem: InputError | InputErrors | null } {
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  const settings = loadSettings(services.PropertiesService);
  const legacy = loadLegacyMemory(documentProperties(services.PropertiesService));
  const sheets = readWorkbookSheets(spreadsheet, readAlready(first));
  try {
    return { context: loaded(spreadsheet, settings, eventOfSheets(sheets, settings, legacy)), problem: null };
  } catch (error) {
    if (!(error instanceof InputError || error instanceof InputErrors)) throw error;
    let lenient: LoadedEvent;
    try {
      lenient = eventOfSheets(sheets, settings, legacy, { unreadableResults: 'blank' });
    } catch {
      throw error;
    }
    if ((lenient.event.pairings.unreadableResults ?? []).length === 0) throw error;
    return { context: loaded(spreadsheet, settings, lenient), problem: error };
  }
}

/** Pairs the next round and writes it, with Byes, Standings, Crosstable and the add-on's Players columns. */
export function pairNextRoundAction(services: AppsScriptServices, options: PairSectionsOptions = {}): ActionResult {
  return withDocumentLock(services, () => {
    const first = firstReads(services);
    if (first.split !== null) return pairSectionsAction(services, first, options);
    noSections(options);
    const context = load(services, first);
    const { settings, event, totalRounds } = context;
    const state = event.state;
    const round = state.roundsPlayed + 1;
    if (options.expectedRound !== undefined && options.expectedRound !== round) {
      throw new InputError(
        `round ${options.expectedRound} was asked for, but the sheet now stands before round ${round}: look at Pairings first.`,
      );
    }
    const next = pairNextRound(state, settings, PAIRING_SYSTEMS, { keptApart: keptApartFor(context.spreadsheet, event) });
    const rows = newRoundRows(state, next.pairing, next.quickSwissRows);
    const after = event.rebuild([...state.rounds, roundOf(next.pairing, state)]);
    const action = `pairing round ${round}`;
    writeEvent(services, context, { after, completed: state, action, update: { idsFor: 'field', newRound: { round, origin: 'paired' }, lockAll: true } }, () =>
      writeNewRound(services.SpreadsheetApp, context.spreadsheet, context.loaded.sheets.pairings?.sheet ?? null, event.pairings, rows),
    );

    const blankScores =
      settings.system === 'quick' && state.rounds.length === 0 && event.players.columns.score !== undefined && !ownsPaperColumns(event.record)
        ? state.players.filter((player) => player.entrant.carried?.score === null || player.entrant.carried === undefined).length
        : 0;
    const accelerated = accelerationNote(state, settings, round);
    const message = withNotes(
      event,
      describePairing(next.pairing, state) +
        (round === 1 && state.carriedRounds === 0 && settings.system !== 'quick' ? unratedNote(event) : '') +
        (accelerated === null ? '' : ` ${accelerated}`) +
        (blankScores > 0 ? ` ${blankScores} player${blankScores === 1 ? '' : 's'} had no score and count${blankScores === 1 ? 's' : ''} as 0.` : ''),
    );
    announce(
      () => saveLastAction(services.PropertiesService, message),
      () => context.spreadsheet.toast(message, 'Sheetmate', 5),
    );
    return {
      message,
      status: statusOf(after, settings, totalRounds, message),
      ...(next.quickSwissRows !== undefined
        ? { download: { fileName: 'swiss-pairing-engine.txt', text: formatQuickSwissTable(next.quickSwissRows) } }
        : {}),
    };
  });
}

/**
 * Removes the newest round. When results are typed in it, nothing happens
 * until the organiser confirms (the answer names the boards that would be
 * lost). `expectedRound` is the round the organiser saw as the newest: a
 * repeated or stale request is refused, so a retry never removes two rounds.
 */
export function undoLastRoundAction(
  services: AppsScriptServices,
  options: { confirmed?: boolean; expectedRound?: number; section?: string } = {},
): ActionResult {
  return withDocumentLock(services, () => {
    const first = firstReads(services);
    if (first.split !== null) return undoSectionAction(services, first, options);
    noSections(options);
    // A result mistyped in the round being undone does not stop the undo: that round is what goes.
    const { context, problem } = loadDespiteUnreadableResults(services, first);
    const { settings, event, totalRounds } = context;
    const state = event.state;
    const last = state.rounds[state.rounds.length - 1];
    const unreadable = event.pairings.unreadableResults ?? [];
    if (problem !== null && (last === undefined || unreadable.some((cell) => cell.round !== last.round))) throw problem;
    if (last === undefined) {
      throw new InputError(
        `there is no round to undo: Pairings is empty${options.expectedRound !== undefined ? ` (round ${options.expectedRound} was asked for: it was undone already)` : ''}.`,
      );
    }
    if (options.expectedRound !== undefined && options.expectedRound !== last.round) {
      throw new InputError(
        `round ${options.expectedRound} was asked for (to be undone), but the newest round is now round ${last.round}` +
          `${options.expectedRound > last.round ? ` (round ${options.expectedRound} is not paired: it was undone already, or never paired)` : ''}.`,
      );
    }
    const mistyped = new Map(unreadable.map((cell) => [cell.board, cell.text]));
    const typed = last.boards.filter((board) => board.result !== null || mistyped.has(board.board));
    if (typed.length > 0 && options.confirmed !== true) {
      const shown = typed
        .slice(0, 8)
        .map((board) => `board ${board.board} (${board.white}–${board.black} ${board.result?.notation ?? `"${mistyped.get(board.board)}"`})`);
      const more = typed.length - shown.length;
      return {
        message: `Round ${last.round} was not removed.`,
        needsConfirmation:
          `Round ${last.round} already has ${typed.length} result${typed.length === 1 ? '' : 's'} typed: ${shown.join(', ')}` +
          `${more > 0 ? ` and ${more} more` : ''}. ` +
          'Undoing the round deletes them. Undo anyway?',
        status: statusOf(state, settings, totalRounds, loadLastAction(services.PropertiesService), problem),
      };
    }
    const before = event.rebuild(state.rounds.slice(0, -1));
    const action = `undoing round ${last.round}`;
    writeEvent(services, context, { after: before, completed: lastCompleteState(before, event), action, update: { idsFor: 'rounds' } }, () =>
      deleteRoundRows(context.loaded.sheets.pairings?.sheet ?? null, last),
    );

    const message = `Round ${last.round} removed${typed.length > 0 ? ` with its ${typed.length} typed result${typed.length === 1 ? '' : 's'}` : ''}.`;
    announce(
      () => saveLastAction(services.PropertiesService, message),
      () => context.spreadsheet.toast(message, 'Sheetmate', 5),
    );
    return { message, status: statusOf(before, settings, totalRounds, message) };
  });
}

/** Rewrites Standings, Byes, Crosstable and the add-on's Players columns from the results typed so far. */
export function refreshAction(services: AppsScriptServices, waitMs?: number, editedSection?: string): ActionResult {
  return withDocumentLock(
    services,
    () => {
      const first = firstReads(services);
      if (first.split !== null) return refreshSectionsAction(services, first, editedSection);
      const context = load(services, first);
      const { settings, event, totalRounds } = context;
      const state = event.state;
      const completed = lastCompleteState(state, event);
      const action = 'updating the standings';
      const prepared = prepareWrites(context, { after: state, completed, action, update: { idsFor: 'rounds' } });
      commitViews(context.spreadsheet, context.loaded.sheets.record, prepared.record, action, () => {
        prepared.writeNames();
        prepared.writePlayersAndViews();
      });
      duringWrites(action, () => clearLegacyMemory(documentProperties(services.PropertiesService)));
      const message = withNotes(event, `Standings updated after round ${completed.roundsPlayed}.`);
      return { message, status: statusOf(state, settings, totalRounds, loadLastAction(services.PropertiesService)) };
    },
    waitMs,
  );
}

/**
 * Where the event stands, for the sidebar. A problem in the workbook is named
 * beside it: with a mistyped result the sheets still tell the round, the
 * players and the missing results; with any other, the record does.
 */
export function getStatusAction(services: AppsScriptServices): Status {
  const settings = loadSettings(services.PropertiesService);
  const lastAction = loadLastAction(services.PropertiesService);
  try {
    const first = firstReads(services);
    if (first.split !== null) return sectionsStatusAction(services, first);
    const { context, problem } = loadDespiteUnreadableResults(services, first);
    return statusOf(context.event.state, settings, context.totalRounds, lastAction, problem);
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors) {
      return { ...recordedStatus(services, settings), lastAction, problem: capitalise(error.message) };
    }
    throw error;
  }
}

/** The status as the record has it, when the sheets cannot be read as an event. */
function recordedStatus(services: AppsScriptServices, settings: Settings): Status {
  const empty: Status = {
    round: 0,
    totalRounds: settings.rounds,
    players: 0,
    missingResults: [],
    finished: false,
    system: settings.system,
    lastAction: null,
    problem: null,
  };
  let record: EventRecord | null = null;
  try {
    record = readRecordSheet(services.SpreadsheetApp.getActiveSpreadsheet()).stored?.record ?? null;
  } catch {
    return empty;
  }
  if (record === null) return empty;
  // With sections, every section's: the highest round, every player, every board without a result.
  const sections = record.sections.some((section) => section.name !== '') ? record.sections.filter((section) => section.name !== '') : record.sections;
  const missingResults = sections.flatMap((section) => {
    const last = section.rounds[section.rounds.length - 1];
    const nameOf = new Map(section.players.map((player) => [player.id, player.name]));
    return (last?.boards ?? [])
      .filter((board) => board.result === '')
      .map((board) => ({
        ...(section.name === '' ? {} : { section: section.name }),
        round: last!.round,
        board: board.board,
        white: nameOf.get(board.white) ?? '',
        black: nameOf.get(board.black) ?? '',
      }));
  });
  return {
    ...empty,
    round: Math.max(0, ...sections.map((section) => section.rounds[section.rounds.length - 1]?.round ?? 0)),
    players: sections.reduce((sum, section) => sum + section.players.length, 0),
    missingResults,
  };
}

export function statusOf(
  state: EventState,
  settings: Settings,
  totalRounds: number,
  lastAction: string | null,
  problem: InputError | InputErrors | null = null,
): Status {
  const last = state.rounds[state.rounds.length - 1];
  // A board whose result cell holds something else is named by the problem, not listed as missing.
  const mistyped = new Set(problem === null ? [] : problemRows(problem));
  const missingResults: MissingResult[] =
    last?.boards
      .filter((board) => board.result === null && !mistyped.has(board.row))
      .map((board) => ({ round: board.round, board: board.board, white: board.white, black: board.black })) ?? [];
  return {
    round: state.roundsPlayed,
    totalRounds,
    players: state.players.length,
    missingResults,
    finished: totalRounds > 0 && state.roundsPlayed >= totalRounds && missingResults.length === 0 && problem === null,
    system: settings.system,
    lastAction,
    problem: problem === null ? null : capitalise(problem.message),
  };
}

/** The Pairings rows a problem names. */
function problemRows(problem: InputError | InputErrors): number[] {
  const problems = problem instanceof InputErrors ? problem.problems : [problem];
  return problems.flatMap((one) => (one.location.source === PAIRINGS_SHEET && one.location.row !== undefined ? [one.location.row] : []));
}

/** Messages are built to follow a location ("Players, row 3: …"); alone, they start with a capital. */
export function capitalise(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Round 1 ranks unrated players after the rated ones: the message says so, and so does a missing Rating column. */
function unratedNote(event: EventRead): string {
  if (event.players.columns.number !== undefined) return '';
  if (event.players.columns.rating === undefined) return ' There is no Rating column: every player is unrated, ranked in the order entered.';
  const unrated = event.state.players.filter((player) => player.entrant.rating === 0).length;
  if (unrated === 0) return '';
  return ` ${unrated} unrated player${unrated === 1 ? ' ranks' : 's rank'} after the rated ones, in the order entered.`;
}

function withNotes(event: EventRead, message: string): string {
  return event.notes.length === 0 ? message : `${message} ${event.notes.join(' ')}`;
}

function ownsPaperColumns(record: EventRecord): boolean {
  return record.playersColumns.length > 0;
}

/**
 * Writes an action that changes the event: the record (state writing), the
 * name cells of Pairings (before rows move), the change to Pairings itself,
 * the Players columns and the views, then the record's state complete. The
 * older add-on's properties, if any, are forgotten after.
 */
function writeEvent(services: AppsScriptServices, context: Loaded, write: EventWrite, writePairings: () => void): void {
  const prepared = prepareWrites(context, write);
  commitWithRecord(context.spreadsheet, context.loaded.sheets.record, prepared.record, write.action, () => {
    prepared.writeNames();
    writePairings();
    prepared.writePlayersAndViews();
  });
  duringWrites(write.action, () => clearLegacyMemory(documentProperties(services.PropertiesService)));
}

function prepareWrites(context: Loaded, write: EventWrite): PreparedWrites {
  const { loaded, event } = context;
  return prepareEventWrites({
    spreadsheet: context.spreadsheet,
    settings: context.settings,
    totalRounds: context.totalRounds,
    previous: event.record,
    players: loaded.sheets.players,
    playersTable: event.players,
    pairings: loaded.sheets.pairings === null ? null : { ...loaded.sheets.pairings, table: event.pairings, renames: event.reconciled.renames },
    write,
    // After an action that stopped part-way, the phone views may be half formatted: format them afresh.
    reformat: loaded.sheets.record.stored?.header.state.kind === 'writing',
  });
}

export const TRF_SHEET = 'TRF';
export const SCHEDULE_SHEET = 'Schedule';

/**
 * Exports the event as a FIDE TRF: written as text on the TRF sheet (one
 * line a row) and returned for the sidebar to offer as a download.
 */
export function exportTrfAction(services: AppsScriptServices, options: { section?: string } = {}): ActionResult {
  return withDocumentLock(services, () => {
    const first = firstReads(services);
    if (first.split !== null) return exportSectionsTrfAction(services, first, options);
    noSections(options);
    const { spreadsheet, settings, event, totalRounds } = load(services, first);
    const state = event.state;
    const view = standingsView(state, settings, totalRounds);
    const forbiddenPairs = keptApartFor(spreadsheet, event).map((pair) => pair.players);
    const text = eventToTrf(state, settings, view.standings, spreadsheet.getName(), totalRounds, { forbiddenPairs });
    duringWrites('writing the TRF sheet', () =>
      writeTable(spreadsheet, TRF_SHEET, text.trimEnd().split('\n').map((line) => [line]), 0, event.record.tables[TRF_SHEET] ?? 0),
    );
    const fileName = `${spreadsheet.getName().replace(/[^\w.-]+/g, '-') || 'tournament'}.trf`;
    const message = `TRF written to the ${TRF_SHEET} sheet (${state.players.length} players, ${state.roundsPlayed} rounds).`;
    return { message, status: statusOf(state, settings, totalRounds, loadLastAction(services.PropertiesService)), download: { fileName, text } };
  });
}

/**
 * Starts the sheet from a TRF (from the sidebar's file picker, or pasted into
 * column A of the TRF sheet): writes Players and Pairings, the settings the
 * file implies, and the record, whose rounds are the file's (locked, as if
 * paired here). Refuses when the event already has players or rounds, so
 * nothing typed is ever overwritten.
 */
export function importTrfAction(services: AppsScriptServices, text?: string): ActionResult {
  return withDocumentLock(services, () => {
    const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
    let trf = text;
    if (trf === undefined) {
      const pasted = readSheet(spreadsheet, TRF_SHEET);
      if (pasted === null) throw new InputError(`paste the TRF file into column A of a sheet named "${TRF_SHEET}", or choose the file in the sidebar.`);
      trf = pasted.values.map((row) => String(row[0] ?? '')).join('\n');
    }
    const imported = trfToEvent(trf, text === undefined ? TRF_SHEET : 'TRF file');
    for (const name of [PLAYERS_SHEET, PAIRINGS_SHEET]) {
      const existing = readSheet(spreadsheet, name);
      if (existing !== null && existing.values.some((row) => row.some((value) => String(value ?? '').trim() !== ''))) {
        throw new InputError(
          `the ${name} sheet is not empty. Import into a new spreadsheet, or rename ${name} (and Pairings) first so nothing typed is lost.`,
        );
      }
    }
    const existingRecord = readRecordSheet(spreadsheet).stored;
    if (existingRecord !== null && existingRecord.record.sections.some((section) => section.rounds.length > 0)) {
      throw new InputError('Sheetmate already holds rounds of an event in this spreadsheet (in its record). Import into a new spreadsheet.');
    }
    // From here on the workbook changes: an error is reported as an import stopped part-way.
    const action = 'importing the TRF';
    const settings = duringWrites(action, () => {
      const saved = saveSettingsPatch(services.PropertiesService, imported.settings);
      writeTable(spreadsheet, PLAYERS_SHEET, imported.players, 1);
      writeTable(spreadsheet, PAIRINGS_SHEET, imported.pairings, 1);
      if (imported.doNotPair !== null && readSheet(spreadsheet, DO_NOT_PAIR_SHEET) === null) writeTable(spreadsheet, DO_NOT_PAIR_SHEET, imported.doNotPair, 1);
      const pairingsSheet = spreadsheet.getSheetByName(PAIRINGS_SHEET)!;
      if (imported.pairings.length > 1) pairingsSheet.getRange(2, 5, imported.pairings.length - 1, 1).setNumberFormat('@');
      return saved;
    });
    const context = duringWrites(action, () => load(services));
    const state = context.event.state;
    writeEvent(services, context, {
      after: state,
      completed: lastCompleteState(state, context.event),
      action,
      update: { idsFor: 'field', lockAll: true, originOfOthers: 'imported' },
    }, () => undefined);
    const carried = [
      ...(imported.doNotPair === null ? [] : [`Its ${imported.doNotPair.length - 1} forbidden pair${imported.doNotPair.length === 2 ? ' is' : 's are'} on the ${DO_NOT_PAIR_SHEET} sheet.`]),
      ...(imported.settings.acceleration === 'baku' ? ['Its rounds are accelerated: Baku acceleration is chosen.'] : []),
      ...imported.notes,
    ];
    const message = [`Imported ${imported.players.length - 1} players and ${imported.rounds} rounds from the TRF.`, ...carried].join(' ');
    announce(() => saveLastAction(services.PropertiesService, message));
    return { message, status: statusOf(state, settings, context.totalRounds, message) };
  });
}

/** Writes every round of a round robin at once to the Schedule sheet. */
export function writeScheduleAction(services: AppsScriptServices, options: { section?: string } = {}): ActionResult {
  return withDocumentLock(services, () => {
    const first = firstReads(services);
    if (first.split !== null) return sectionsScheduleAction(services, first, options);
    noSections(options);
    const { spreadsheet, settings, event, totalRounds } = load(services, first);
    if (!isRoundRobin(settings.system)) {
      throw new InputError('the whole schedule exists only for round robins. Choose round robin or double round robin in the sidebar first.');
    }
    const state = event.state;
    refuseListedPairInRoundRobin(keptApartFor(spreadsheet, event), (startNumber) => state.players[startNumber - 1]!.entrant.name);
    const pairings = Array.from({ length: totalRounds }, (_, index) => PAIRING_SYSTEMS.roundRobin!(state.tournament, index + 1, settings));
    duringWrites('writing the schedule', () =>
      writeTable(spreadsheet, SCHEDULE_SHEET, scheduleRows(state, pairings), 1, event.record.tables[SCHEDULE_SHEET] ?? 0),
    );
    const message = `The ${totalRounds}-round schedule is on the ${SCHEDULE_SHEET} sheet.`;
    announce(() => saveLastAction(services.PropertiesService, message));
    return { message, status: statusOf(state, settings, totalRounds, message) };
  });
}

/**
 * The quick Swiss on its own: pairs a field typed as `Name | score | previous
 * opponents` lines and returns the table to copy or download, with a warning
 * for each line read with an assumption. Touches no sheet.
 */
export function quickSwissFromTextAction(services: AppsScriptServices, text: string): ActionResult {
  const field = parseQuickSwissText(text, 'Quick Swiss text');
  const rows = pairQuickSwiss(field.players, { history: 'own-list' });
  const missing = field.missingScoreLines.length;
  const warnings = field.warnings.map(quickSwissWarningText);
  const message =
    `Paired ${field.players.length} players: ${rows.filter((row) => row.playerB !== null).length} boards` +
    `${rows.some((row) => row.playerB === null) ? ' and a BYE' : ''}.` +
    (missing > 0 ? ` ${missing} line${missing === 1 ? '' : 's'} had no score and count${missing === 1 ? 's' : ''} as 0.` : '') +
    (warnings.length > 0 ? ` ${warnings.length} warning${warnings.length === 1 ? '' : 's'} under the table.` : '');
  return {
    message,
    status: getStatusAction(services),
    download: { fileName: 'swiss-pairing-engine.txt', text: formatQuickSwissTable(rows) },
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}
