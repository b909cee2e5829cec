/**
 * Sheetmate ▸ Rebuild sheets from the record: the repair offered whenever
 * Pairings no longer matches what the add-on recorded (cleared, renamed, rows
 * deleted, a pairing changed by hand, an action stopped part-way). It writes
 * Pairings anew from the record, keeping every result still typed in it, then
 * the add-on's Players columns, the views and the record.
 */
import type { ActionResult } from './api-types';
import { plannedRounds } from '../core/event/next-round';
import { PAIRINGS_SHEET } from '../core/event/pairings-table';
import { nextRecord } from '../core/event/record-update';
import { PAIRING_SYSTEMS } from '../core/event/systems';
import { playerSummaries, recordedRoundRows } from '../core/event/views';
import { readEventForRepair } from '../core/event/workbook-event';
import { PAPER_FIELDS } from '../core/event/players-table';
import type { EventState } from '../core/event/event-state';
import type { AppsScriptServices } from '../sheets/apps-script';
import { derivedTables, readWorkbookSheets, rewritePairings, tableWidth, writePlayersColumns, writeTables, type PlayersColumnsUpdate } from '../sheets/event-sheets';
import { commitWithRecord } from './commit';
import { statusOf, withDocumentLock } from './actions';
import { loadSettings, saveLastAction } from './settings-store';

export function rebuildSheetsAction(services: AppsScriptServices): ActionResult {
  return withDocumentLock(services, () => {
    const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
    const settings = loadSettings(services.PropertiesService);
    const sheets = readWorkbookSheets(spreadsheet);
    const repair = readEventForRepair(
      { players: sheets.players?.values ?? null, pairings: sheets.pairings?.values ?? null, record: sheets.record.stored },
      settings,
    );
    const state = repair.state;
    const totalRounds = plannedRounds(state, settings, PAIRING_SYSTEMS);
    const completed = lastComplete(state, repair.rebuild);
    const withCheck = settings.system === 'quick' || repair.pairings.columns.check >= 0;
    const rows = recordedRoundRows(state.rounds, (index) => repair.rebuild(state.rounds.slice(0, index)), withCheck);

    const tables = derivedTables(state, completed, settings, totalRounds);
    const playersColumns =
      repair.record.playersColumns.length > 0 || state.rounds.length === 0 || PAPER_FIELDS.some((field) => repair.players.columns[field] !== undefined)
        ? repair.record.playersColumns
        : ['Score', 'Opponents'];
    const { record, idByStartNumber } = nextRecord({
      state,
      previous: repair.record,
      idsFor: 'rounds',
      now: new Date().toISOString(),
      playersColumns,
      tables: { ...repair.record.tables, ...Object.fromEntries(tables.map((table) => [table.name, tableWidth(table.rows)])) },
    });
    const idByRow = new Map<number, number>();
    for (const player of state.players) {
      const id = idByStartNumber.get(player.startNumber);
      if (id !== undefined) idByRow.set(player.entrant.row, id);
    }
    let summaryByRow: PlayersColumnsUpdate['summaryByRow'] = null;
    if (playersColumns.length > 0) {
      const summaries = playerSummaries(completed);
      summaryByRow = new Map(completed.players.map((player, index) => [player.entrant.row, { score: summaries[index]!.score / 10, opponents: summaries[index]!.opponents }]));
    }

    commitWithRecord(spreadsheet, sheets.record, record, 'rebuilding the sheets from the record', () => {
      rewritePairings(services.SpreadsheetApp, spreadsheet, sheets.pairings?.sheet ?? null, sheets.pairings?.values.length ?? 0, rows);
      if (sheets.players !== null) writePlayersColumns(sheets.players, repair.players.columns, { idByRow, summaryByRow });
      writeTables(spreadsheet, tables, repair.record.tables);
    });

    const rounds = state.rounds.map((round) => round.round);
    const parts = [
      rounds.length === 0
        ? `${PAIRINGS_SHEET} rebuilt from Sheetmate's record: it holds no round yet.`
        : `${PAIRINGS_SHEET} rebuilt from Sheetmate's record: round${rounds.length === 1 ? '' : 's'} ${rounds[0]}${rounds.length > 1 ? `–${rounds[rounds.length - 1]}` : ''}.`,
    ];
    const fromRecord = repair.resultsFromRecord;
    if (fromRecord.length > 0) {
      const listed = fromRecord.slice(0, 12).map((entry) => `round ${entry.round} board ${entry.board}`);
      parts.push(
        `${fromRecord.length} result${fromRecord.length === 1 ? ' was' : 's were'} no longer in ${PAIRINGS_SHEET} and came from the record as last seen ` +
          `(${listed.join(', ')}${fromRecord.length > listed.length ? ', …' : ''}): check ${fromRecord.length === 1 ? 'it' : 'them'}.`,
      );
    }
    if (repair.droppedRounds.length > 0) {
      parts.push(`Round ${repair.droppedRounds.join(', ')}, which an interrupted action left in ${PAIRINGS_SHEET} but the record no longer holds, was not written again.`);
    }
    const message = parts.join(' ');
    saveLastAction(services.PropertiesService, message);
    spreadsheet.toast(message, 'Sheetmate', 8);
    return { message, status: statusOf(state, settings, totalRounds, message) };
  });
}

function lastComplete(state: EventState, rebuild: (rounds: EventState['rounds']) => EventState): EventState {
  const last = state.rounds[state.rounds.length - 1];
  if (last === undefined || last.boards.every((board) => board.result !== null)) return state;
  return rebuild(state.rounds.slice(0, -1));
}
