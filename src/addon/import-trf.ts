/**
 * Import TRF: starts the sheet from a TRF (from the sidebar's file picker, or
 * pasted into column A of the TRF sheet): writes Players and Pairings, the
 * settings the file implies, and the record, whose rounds are the file's
 * (locked, as if paired here). Refuses when the event already has players or
 * rounds, so nothing typed is ever overwritten.
 */
import type { ActionResult } from './api-types';
import { DO_NOT_PAIR_SHEET } from '../core/workbook/do-not-pair';
import { InputError } from '../core/errors';
import { PAIRINGS_SHEET } from '../core/workbook/pairings-table';
import { PLAYERS_SHEET } from '../core/workbook/players-table';
import { trfToEvent } from '../core/views/trf-exchange';
import type { AppsScriptServices } from '../sheets/apps-script';
import { writeTable } from '../sheets/event-sheets';
import { readRecordSheet } from '../sheets/record-sheet';
import { readSheet } from '../sheets/sheet-io';
import { announce, duringWrites } from './commit';
import { TRF_SHEET } from './export-trf';
import { withDocumentLock } from './lock';
import { saveLastAction, saveSettingsPatch } from './settings-store';
import { statusOf } from './status';
import { loadWorkbook } from './workbook';
import { commitEvent, sectionWrite } from './writes';

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
    duringWrites(action, () => {
      saveSettingsPatch(services.PropertiesService, imported.settings);
      writeTable(spreadsheet, PLAYERS_SHEET, imported.players, 1);
      writeTable(spreadsheet, PAIRINGS_SHEET, imported.pairings, 1);
      if (imported.doNotPair !== null && readSheet(spreadsheet, DO_NOT_PAIR_SHEET) === null) writeTable(spreadsheet, DO_NOT_PAIR_SHEET, imported.doNotPair, 1);
      const pairingsSheet = spreadsheet.getSheetByName(PAIRINGS_SHEET)!;
      if (imported.pairings.length > 1) pairingsSheet.getRange(2, 5, imported.pairings.length - 1, 1).setNumberFormat('@');
    });
    // The event as written: the record takes its rounds as imported.
    const workbook = duringWrites(action, () => loadWorkbook(services));
    const writes = workbook.sections.map((section) => sectionWrite(section, section.event.state, { idsFor: 'field', lockAll: true, originOfOthers: 'imported' }));
    commitEvent(services, workbook, writes, action, () => undefined);
    const carried = [
      ...(imported.doNotPair === null ? [] : [`Its ${imported.doNotPair.length - 1} forbidden pair${imported.doNotPair.length === 2 ? ' is' : 's are'} on the ${DO_NOT_PAIR_SHEET} sheet.`]),
      ...(imported.settings.acceleration === 'baku' ? ['Its rounds are accelerated: Baku acceleration is chosen.'] : []),
      ...imported.notes,
    ];
    const message = [`Imported ${imported.players.length - 1} players and ${imported.rounds} rounds from the TRF.`, ...carried].join(' ');
    announce(() => saveLastAction(services.PropertiesService, message));
    return { message, status: statusOf(workbook, message) };
  });
}
