/**
 * The add-on's actions: each takes the document lock, reads the workbook,
 * validates and computes everything, and only then writes. An error of the
 * organiser's input comes back as a message that says where and how to fix it.
 */
import type { ActionResult, MissingResult, Status } from './api-types';
import type { EventState } from '../core/event/event-state';
import { pairNextRound, plannedRounds } from '../core/event/next-round';
import type { RecordedRound } from '../core/event/pairings-table';
import { isRoundRobin, type Settings } from '../core/event/settings';
import { PAIRING_SYSTEMS } from '../core/event/systems';
import { newRoundRows, scheduleRows, standingsView } from '../core/event/views';
import { eventToTrf, trfToEvent } from '../core/event/trf-exchange';
import { PAIRINGS_SHEET } from '../core/event/pairings-table';
import { PLAYERS_SHEET } from '../core/event/players-table';
import { readSheet } from '../sheets/sheet-io';
import { InputError, InputErrors } from '../core/errors';
import { formatPoints, type RoundPairing } from '../core/model';
import { formatQuickSwissTable, pairQuickSwiss, parseQuickSwissText, quickSwissWarningText } from '../core/systems/quick-swiss';
import type { AppsScriptServices, SpreadsheetApi } from '../sheets/apps-script';
import {
  deleteRoundRows,
  readWorkbook,
  writeDerivedSheets,
  writeNewRound,
  writeTable,
  type WorkbookSnapshot,
} from '../sheets/event-sheets';
import {
  clearEventMemory,
  loadEventMemory,
  loadTableWidths,
  saveEventMemory,
  saveTableWidths,
  type EventMemory,
} from './event-memory';
import { loadLastAction, loadSettings, saveLastAction, saveSettingsPatch } from './settings-store';

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
  readonly settings: Settings;
  readonly memory: EventMemory;
  readonly snapshot: WorkbookSnapshot;
  readonly totalRounds: number;
}

function load(services: AppsScriptServices): Loaded {
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  const settings = loadSettings(services.PropertiesService);
  const memory = loadEventMemory(services.PropertiesService);
  const snapshot = readWorkbook(spreadsheet, settings, memory);
  return { settings, memory, snapshot, totalRounds: plannedRounds(snapshot.state, settings, PAIRING_SYSTEMS) };
}

/** Pairs the next round and writes it, with Byes, Standings and the Players' columns. */
export function pairNextRoundAction(services: AppsScriptServices, options: { expectedRound?: number } = {}): ActionResult {
  return withDocumentLock(services, () => {
    const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
    const { settings, memory, snapshot, totalRounds } = load(services);
    const state = snapshot.state;
    const round = state.roundsPlayed + 1;
    if (options.expectedRound !== undefined && options.expectedRound !== round) {
      throw new InputError(
        `round ${options.expectedRound} was asked for, but the sheet now stands before round ${round}. Nothing was changed; look at Pairings first.`,
      );
    }
    const next = pairNextRound(state, settings, PAIRING_SYSTEMS);
    const rows = newRoundRows(state, next.pairing, next.quickSwissRows);
    const after = withRound(snapshot, next.pairing, state, memory);

    writeNewRound(services.SpreadsheetApp, spreadsheet, snapshot, rows);
    writeDerived(services, spreadsheet, snapshot, after, state, settings, totalRounds);
    saveEventMemory(services.PropertiesService, {
      startOrder: state.players.map((player) => player.entrant.name),
      carried: state.rounds.length === 0 ? carriedOf(state) : memory.carried,
    });

    const blankScores =
      settings.system === 'quick' && state.rounds.length === 0 && snapshot.players.columns.score !== undefined
        ? state.players.filter((player) => player.entrant.carried?.score === null || player.entrant.carried === undefined).length
        : 0;
    const message =
      describePairing(next.pairing, state) +
      (blankScores > 0 ? ` ${blankScores} player${blankScores === 1 ? '' : 's'} had no score and count${blankScores === 1 ? 's' : ''} as 0.` : '');
    saveLastAction(services.PropertiesService, message);
    spreadsheet.toast(message, 'Sheetmate', 5);
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
 * until the organiser confirms (the answer names the boards that would be lost).
 */
export function undoLastRoundAction(services: AppsScriptServices, options: { confirmed?: boolean } = {}): ActionResult {
  return withDocumentLock(services, () => {
    const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
    const { settings, snapshot, totalRounds } = load(services);
    const state = snapshot.state;
    const last = state.rounds[state.rounds.length - 1];
    if (last === undefined) throw new InputError('there is no round to undo: Pairings is empty.');
    const typed = last.boards.filter((board) => board.result !== null);
    if (typed.length > 0 && options.confirmed !== true) {
      const boards = typed.map((board) => `board ${board.board} (${board.white}–${board.black} ${board.result!.notation})`);
      return {
        message: `Round ${last.round} was not removed.`,
        needsConfirmation:
          `Round ${last.round} already has ${typed.length} result${typed.length === 1 ? '' : 's'} typed: ${boards.join(', ')}. ` +
          'Undoing the round deletes them. Undo anyway?',
        status: statusOf(state, settings, totalRounds, loadLastAction(services.PropertiesService)),
      };
    }
    const before = snapshot.rebuild(state.rounds.slice(0, -1));
    deleteRoundRows(snapshot, last);
    const completed = lastCompleteState(before, snapshot);
    writeDerived(services, spreadsheet, snapshot, before, completed, settings, totalRounds);
    if (before.rounds.length === 0) clearEventMemory(services.PropertiesService);

    const message = `Round ${last.round} removed${typed.length > 0 ? ` with its ${typed.length} typed result${typed.length === 1 ? '' : 's'}` : ''}.`;
    saveLastAction(services.PropertiesService, message);
    spreadsheet.toast(message, 'Sheetmate', 5);
    return { message, status: statusOf(before, settings, totalRounds, message) };
  });
}

/** Rewrites Standings, Byes and the Players' columns from the results typed so far. */
export function refreshAction(services: AppsScriptServices, waitMs?: number): ActionResult {
  return withDocumentLock(
    services,
    () => {
      const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
      const { settings, snapshot, totalRounds } = load(services);
      const state = snapshot.state;
      const completed = lastCompleteState(state, snapshot);
      writeDerived(services, spreadsheet, snapshot, state, completed, settings, totalRounds);
      const message = `Standings updated after round ${completed.roundsPlayed}.`;
      return { message, status: statusOf(state, settings, totalRounds, loadLastAction(services.PropertiesService)) };
    },
    waitMs,
  );
}

/** Where the event stands, for the sidebar. */
export function getStatusAction(services: AppsScriptServices): Status {
  const settings = loadSettings(services.PropertiesService);
  const lastAction = loadLastAction(services.PropertiesService);
  try {
    const { snapshot, totalRounds } = load(services);
    return statusOf(snapshot.state, settings, totalRounds, lastAction);
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors) {
      return { ...emptyStatus(settings), lastAction, problem: capitalise(error.message) };
    }
    throw error;
  }
}

function emptyStatus(settings: Settings): Status {
  return { round: 0, totalRounds: settings.rounds, players: 0, missingResults: [], finished: false, system: settings.system, lastAction: null, problem: null };
}

export function statusOf(state: EventState, settings: Settings, totalRounds: number, lastAction: string | null): Status {
  const last = state.rounds[state.rounds.length - 1];
  const missingResults: MissingResult[] =
    last?.boards
      .filter((board) => board.result === null)
      .map((board) => ({ round: board.round, board: board.board, white: board.white, black: board.black })) ?? [];
  return {
    round: state.roundsPlayed,
    totalRounds,
    players: state.players.length,
    missingResults,
    finished: totalRounds > 0 && state.roundsPlayed >= totalRounds && missingResults.length === 0,
    system: settings.system,
    lastAction,
    problem: null,
  };
}

/** Messages are built to follow a location ("Players, row 3: …"); alone, they start with a capital. */
export function capitalise(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The state without a trailing round whose results are not all in: standings count finished rounds. */
function lastCompleteState(state: EventState, snapshot: WorkbookSnapshot): EventState {
  const last = state.rounds[state.rounds.length - 1];
  if (last === undefined || last.boards.every((board) => board.result !== null)) return state;
  return snapshot.rebuild(state.rounds.slice(0, -1));
}

/** The event state with a newly paired round appended (results still blank). */
function withRound(snapshot: WorkbookSnapshot, pairing: RoundPairing, state: EventState, memory: EventMemory): EventState {
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  const recorded: RecordedRound = {
    round: pairing.round,
    boards: pairing.boards.map((board) => ({
      round: pairing.round,
      board: board.board,
      white: nameOf(board.white),
      black: nameOf(board.black),
      result: null,
      row: 0,
    })),
    byes: pairing.byes.flatMap((bye) =>
      bye.kind === 'withdrawn' ? [] : [{ round: pairing.round, player: nameOf(bye.player), kind: bye.kind, row: 0 }],
    ),
  };
  return snapshot.rebuild(
    [...state.rounds, recorded],
    memory.startOrder.length > 0 ? memory.startOrder : state.players.map((player) => player.entrant.name),
  );
}

function carriedOf(state: EventState): EventMemory['carried'] {
  const carried: Record<string, NonNullable<EventMemory['carried'][string]>> = {};
  for (const player of state.players) {
    if (player.entrant.carried !== undefined) carried[player.entrant.name] = player.entrant.carried;
  }
  return carried;
}

function describePairing(pairing: RoundPairing, state: EventState): string {
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  const parts = [`Round ${pairing.round} paired: ${pairing.boards.length} board${pairing.boards.length === 1 ? '' : 's'}`];
  const byes = pairing.byes.filter((bye) => bye.kind === 'pairing-allocated');
  if (byes.length > 0) {
    parts.push(`bye: ${byes.map((bye) => `${nameOf(bye.player)} (${formatPoints(bye.points)} pt)`).join(', ')}`);
  }
  return `${parts.join('; ')}.`;
}

export const TRF_SHEET = 'TRF';
export const SCHEDULE_SHEET = 'Schedule';

/**
 * Exports the event as a FIDE TRF: written as text on the TRF sheet (one
 * line a row) and returned for the sidebar to offer as a download.
 */
export function exportTrfAction(services: AppsScriptServices): ActionResult {
  return withDocumentLock(services, () => {
    const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
    const { settings, snapshot, totalRounds } = load(services);
    const state = snapshot.state;
    const view = standingsView(state, settings, totalRounds);
    const text = eventToTrf(state, settings, view.standings, spreadsheet.getName(), totalRounds);
    writeOwnTable(services, spreadsheet, TRF_SHEET, text.trimEnd().split('\n').map((line) => [line]), 0);
    const fileName = `${spreadsheet.getName().replace(/[^\w.-]+/g, '-') || 'tournament'}.trf`;
    const message = `TRF written to the ${TRF_SHEET} sheet (${state.players.length} players, ${state.roundsPlayed} rounds).`;
    return { message, status: statusOf(state, settings, totalRounds, loadLastAction(services.PropertiesService)), download: { fileName, text } };
  });
}

/**
 * Starts the sheet from a TRF (from the sidebar's file picker, or pasted into
 * column A of the TRF sheet): writes Players and Pairings and the settings the
 * file implies. Refuses when the event already has players or rounds, so
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
    const settings = saveSettingsPatch(services.PropertiesService, imported.settings);
    writeTable(spreadsheet, PLAYERS_SHEET, imported.players, 1);
    writeTable(spreadsheet, PAIRINGS_SHEET, imported.pairings, 1);
    const pairingsSheet = spreadsheet.getSheetByName(PAIRINGS_SHEET)!;
    if (imported.pairings.length > 1) pairingsSheet.getRange(2, 5, imported.pairings.length - 1, 1).setNumberFormat('@');
    clearEventMemory(services.PropertiesService);
    const { snapshot, totalRounds } = load(services);
    const completed = lastCompleteState(snapshot.state, snapshot);
    writeDerived(services, spreadsheet, snapshot, snapshot.state, completed, settings, totalRounds);
    const message = `Imported ${imported.players.length - 1} players and ${imported.rounds} rounds from the TRF.`;
    saveLastAction(services.PropertiesService, message);
    return { message, status: statusOf(snapshot.state, settings, totalRounds, message) };
  });
}

/** Writes every round of a round robin at once to the Schedule sheet. */
export function writeScheduleAction(services: AppsScriptServices): ActionResult {
  return withDocumentLock(services, () => {
    const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
    const { settings, snapshot, totalRounds } = load(services);
    if (!isRoundRobin(settings.system)) {
      throw new InputError('the whole schedule exists only for round robins. Choose round robin or double round robin in the sidebar first.');
    }
    const state = snapshot.state;
    const pairings = Array.from({ length: totalRounds }, (_, index) =>
      PAIRING_SYSTEMS.roundRobin!(state.tournament, index + 1, settings),
    );
    writeOwnTable(services, spreadsheet, SCHEDULE_SHEET, scheduleRows(state, pairings), 1);
    const message = `The ${totalRounds}-round schedule is on the ${SCHEDULE_SHEET} sheet.`;
    saveLastAction(services.PropertiesService, message);
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

/** Writes Byes, Standings, Crosstable and the Players' columns, remembering the tables' widths. */
function writeDerived(
  services: AppsScriptServices,
  spreadsheet: SpreadsheetApi,
  snapshot: WorkbookSnapshot,
  paired: EventState,
  completed: EventState,
  settings: Settings,
  totalRounds: number,
): void {
  const widths = writeDerivedSheets(spreadsheet, snapshot, paired, completed, settings, totalRounds, loadTableWidths(services.PropertiesService));
  saveTableWidths(services.PropertiesService, widths);
}

/** Writes one of the add-on's own tables (Schedule, TRF), remembering its width. */
function writeOwnTable(
  services: AppsScriptServices,
  spreadsheet: SpreadsheetApi,
  name: string,
  rows: readonly (readonly (string | number)[])[],
  headerRows: number,
): void {
  const widths = loadTableWidths(services.PropertiesService);
  saveTableWidths(services.PropertiesService, { ...widths, [name]: writeTable(spreadsheet, name, rows, headerRows, widths[name] ?? 0) });
}
