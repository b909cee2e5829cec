/**
 * Export TRF: the event (or one section) as a FIDE TRF, written as text on
 * its sheet (`TRF`, or `TRF U10`, one line a row) and returned for the
 * sidebar to offer as a download. Without a section named, every section is
 * written to its own sheet.
 */
import type { ActionResult } from './api-types';
import { keptApartIn } from '../core/event/do-not-pair';
import { sectionSheet } from '../core/event/sections';
import { eventToTrf } from '../core/event/trf-exchange';
import { standingsView } from '../core/event/views';
import type { AppsScriptServices } from '../sheets/apps-script';
import { writeTable } from '../sheets/event-sheets';
import { duringWrites } from './commit';
import { listedPairsOf } from './kept-apart';
import { withDocumentLock } from './lock';
import { loadLastAction } from './settings-store';
import { statusOf } from './status';
import { PROGRAM_NAME } from './version';
import { ofSection } from './words';
import { findSection, loadWorkbook } from './workbook';

export const TRF_SHEET = 'TRF';

export function exportTrfAction(services: AppsScriptServices, options: { readonly section?: string } = {}): ActionResult {
  return withDocumentLock(services, () => {
    const workbook = loadWorkbook(services, { asked: options });
    const spreadsheet = workbook.spreadsheet;
    const targets = options.section === undefined ? workbook.sections : [findSection(workbook, options.section)];
    const listed = listedPairsOf(workbook);
    const files = targets.map((section) => {
      const state = section.event.state;
      const view = standingsView(state, section.settings, section.totalRounds);
      const forbiddenPairs = keptApartIn(listed, state.startNumberOf).map((pair) => pair.players);
      const title = section.name === '' ? spreadsheet.getName() : `${spreadsheet.getName()} ${section.name}`;
      const text = eventToTrf(state, section.settings, view.standings, title, section.totalRounds, { forbiddenPairs, pairingController: PROGRAM_NAME });
      return { section, text, sheet: sectionSheet(TRF_SHEET, section.name) };
    });
    duringWrites(`writing the ${TRF_SHEET} sheet${files.length === 1 ? '' : 's'}`, () => {
      for (const file of files) {
        writeTable(spreadsheet, file.sheet, file.text.trimEnd().split('\n').map((line) => [line]), 0, workbook.previous.tables[file.sheet] ?? 0);
      }
    });
    const message = files
      .map(({ section, sheet }) => `TRF${ofSection(section.name)} written to the ${sheet} sheet (${section.event.state.players.length} players, ${section.event.state.roundsPlayed} rounds).`)
      .join('\n');
    const single = files.length === 1 ? files[0]! : null;
    const fileName = (section: string) => `${(section === '' ? spreadsheet.getName() : `${spreadsheet.getName()}-${section}`).replace(/[^\w.-]+/g, '-') || 'tournament'}.trf`;
    return {
      message,
      status: statusOf(workbook, loadLastAction(services.PropertiesService)),
      ...(single !== null ? { download: { fileName: fileName(single.section.name), text: single.text } } : {}),
    };
  });
}
