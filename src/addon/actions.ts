/**
 * The add-on's actions: each takes the document lock, reads the workbook,
 * validates and computes everything, and only then writes. An error of the
 * organiser's input comes back as a message that says where and how to fix it.
 */
import type { ActionResult, MissingResult, Status } from './api-types';
import { buildEventState, type EventState } from '../core/event/event-state';
import { pairNextRound, plannedRounds } from '../core/event/next-round';
import type { RecordedRound } from '../core/event/pairings-table';
import type { Settings } from '../core/event/settings';
import { newRoundRows } from '../core/event/views';
import { InputError, InputErrors } from '../core/errors';
import { formatPoints, type RoundPairing } from '../core/model';
import type { AppsScriptServices } from '../sheets/apps-script';
import { readWorkbook, writeDerivedSheets, writeNewRound, type WorkbookSnapshot } from '../sheets/event-sheets';
import { loadLastAction, loadSettings, saveLastAction } from './settings-store';
import { PAIRING_SYSTEMS } from '../core/event/systems';

const LOCK_WAIT_MS = 20_000;

/** Runs an action under the document lock: two clicks or two organisers never interleave. */
export function withDocumentLock<T>(services: AppsScriptServices, action: () => T): T {
  const lock = services.LockService.getDocumentLock();
  if (lock === null) throw new Error('Sheetmate must be run from a spreadsheet (no document lock available).');
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    throw new InputError('another Sheetmate action is still running on this spreadsheet. Wait a moment and try again.');
  }
  try {
    return action();
  } finally {
    lock.releaseLock();
  }
}

/** Pairs the next round and writes it, with Byes, Standings and the Players' columns. */
export function pairNextRoundAction(services: AppsScriptServices, options: { expectedRound?: number } = {}): ActionResult {
  return withDocumentLock(services, () => {
    const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
    const settings = loadSettings(services.PropertiesService);
    const snapshot = readWorkbook(spreadsheet, settings);
    const state = snapshot.state;
    const round = state.rounds.length + 1;
    if (options.expectedRound !== undefined && options.expectedRound !== round) {
      throw new InputError(
        `round ${options.expectedRound} was asked for, but the sheet now stands before round ${round}. Nothing was changed; look at Pairings first.`,
      );
    }
    const next = pairNextRound(state, settings, PAIRING_SYSTEMS);
    const rows = newRoundRows(state, next.pairing);
    const after = withRound(snapshot, next.pairing, state, settings);
    const total = plannedRounds(state, settings, PAIRING_SYSTEMS);

    writeNewRound(services.SpreadsheetApp, spreadsheet, snapshot, rows);
    writeDerivedSheets(spreadsheet, snapshot, after, state, settings, total);

    const message = describePairing(next.pairing, state);
    saveLastAction(services.PropertiesService, message);
    spreadsheet.toast(message, 'Sheetmate', 5);
    return { message, status: statusOf(after, settings, total, message) };
  });
}

/** Where the event stands, for the sidebar. */
export function getStatusAction(services: AppsScriptServices): Status {
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  const settings = loadSettings(services.PropertiesService);
  const lastAction = loadLastAction(services.PropertiesService);
  let snapshot: WorkbookSnapshot;
  try {
    snapshot = readWorkbook(spreadsheet, settings);
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors) {
      return { ...emptyStatus(settings), lastAction: error.message };
    }
    throw error;
  }
  return statusOf(snapshot.state, settings, plannedRounds(snapshot.state, settings, PAIRING_SYSTEMS), lastAction);
}

function emptyStatus(settings: Settings): Status {
  return { round: 0, totalRounds: settings.rounds, players: 0, missingResults: [], finished: false, system: settings.system, lastAction: null };
}

export function statusOf(state: EventState, settings: Settings, totalRounds: number, lastAction: string | null): Status {
  const last = state.rounds[state.rounds.length - 1];
  const missingResults: MissingResult[] =
    last?.boards
      .filter((board) => board.result === null)
      .map((board) => ({ round: board.round, board: board.board, white: board.white, black: board.black })) ?? [];
  return {
    round: state.rounds.length,
    totalRounds,
    players: state.players.length,
    missingResults,
    finished: totalRounds > 0 && state.rounds.length >= totalRounds && missingResults.length === 0,
    system: settings.system,
    lastAction,
  };
}

/** The event state with a newly paired round appended (results still blank). */
function withRound(snapshot: WorkbookSnapshot, pairing: RoundPairing, state: EventState, settings: Settings): EventState {
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
  return buildEventState(
    snapshot.players.entrants,
    [...state.rounds, recorded],
    state.tournament.points,
    settings.rounds > 0 ? settings.rounds : undefined,
  );
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

