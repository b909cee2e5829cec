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
import { PAIRING_SYSTEMS } from '../core/event/systems';
import { recordedRoundRows } from '../core/event/views';
import { readEventForRepair } from '../core/event/workbook-event';
import type { AppsScriptServices } from '../sheets/apps-script';
import { readWorkbookSheets, rewritePairings } from '../sheets/event-sheets';
import { announce, commitWithRecord } from './commit';
import { lastCompleteState, prepareEventWrites } from './event-writes';
import { statusOf, withDocumentLock } from './actions';
import { loadSettings, saveLastAction } from './settings-store';
import { readPlayersForSections } from './load-sections';
import { rebuildSectionsAction } from './section-actions';

export function rebuildSheetsAction(services: AppsScriptServices): ActionResult {
  return withDocumentLock(services, () => {
    const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
    const first = readPlayersForSections(spreadsheet);
    if (first.split !== null) return rebuildSectionsAction(services, first);
    const settings = loadSettings(services.PropertiesService);
    const sheets = readWorkbookSheets(spreadsheet, first.players === null ? undefined : { players: first.players, record: first.record });
    const repair = readEventForRepair(
      { players: sheets.players?.values ?? null, pairings: sheets.pairings?.values ?? null, record: sheets.record.stored },
      settings,
    );
    const state = repair.state;
    const totalRounds = plannedRounds(state, settings, PAIRING_SYSTEMS);
    const completed = lastCompleteState(state, repair);
    const withCheck = settings.system === 'quick' || repair.pairings.columns.check >= 0;
    const rows = recordedRoundRows(state.rounds, (index) => repair.rebuild(state.rounds.slice(0, index)), withCheck);

    const prepared = prepareEventWrites({
      spreadsheet,
      settings,
      totalRounds,
      previous: repair.record,
      players: sheets.players,
      playersTable: repair.players,
      pairings: null,
      write: { after: state, completed, action: 'rebuilding the sheets from the record', update: { idsFor: 'rounds' } },
      // The repair puts the phone views' formatting back too, whatever became of it.
      reformat: true,
    });
    commitWithRecord(spreadsheet, sheets.record, prepared.record, 'rebuilding the sheets from the record', () => {
      const old = sheets.pairings === null ? null : { ...sheets.pairings, table: repair.pairings };
      rewritePairings(services.SpreadsheetApp, spreadsheet, old, rows);
      prepared.writePlayersAndViews();
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
    announce(
      () => saveLastAction(services.PropertiesService, message),
      () => spreadsheet.toast(message, 'Sheetmate', 8),
    );
    return { message, status: statusOf(state, settings, totalRounds, message) };
  });
}
