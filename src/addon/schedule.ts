/**
 * Write round-robin schedule: every round of a round robin at once, on its
 * sheet (`Schedule`, or `Schedule U8`), for every round-robin section when
 * no section is named.
 */
import type { ActionResult } from './api-types';
import { keptApartIn, refuseListedPairInRoundRobin } from '../core/workbook/do-not-pair';
import { InputError } from '../core/errors';
import { sectionSheet } from '../core/workbook/sections';
import { isRoundRobin } from '../core/record/settings';
import { PAIRING_SYSTEMS } from '../core/systems';
import { scheduleRows } from '../core/views/views';
import type { AppsScriptServices } from '../sheets/apps-script';
import { writeTable } from '../sheets/event-sheets';
import { announce, duringWrites } from './commit';
import { listedPairsOf } from './kept-apart';
import { withDocumentLock } from './lock';
import { saveLastAction } from './settings-store';
import { statusOf } from './status';
import { ofSection } from './words';
import { findSection, loadWorkbook } from './workbook';

const SCHEDULE_SHEET = 'Schedule';

export function writeScheduleAction(services: AppsScriptServices, options: { readonly section?: string } = {}): ActionResult {
  return withDocumentLock(services, () => {
    const workbook = loadWorkbook(services, { asked: options });
    const spreadsheet = workbook.spreadsheet;
    const targets =
      options.section !== undefined
        ? [findSection(workbook, options.section)]
        : workbook.sectioned
          ? workbook.sections.filter((section) => isRoundRobin(section.settings.system))
          : workbook.sections;
    if (targets.length === 0) {
      throw new InputError('no section is a round robin: the whole schedule exists only for round robins. Choose round robin for a section in the sidebar first.');
    }
    const notRoundRobin = targets.find((section) => !isRoundRobin(section.settings.system));
    if (notRoundRobin !== undefined) {
      throw new InputError(
        notRoundRobin.name === ''
          ? 'the whole schedule exists only for round robins. Choose round robin or double round robin in the sidebar first.'
          : `${notRoundRobin.name} is not a round robin: the whole schedule exists only for round robins.`,
      );
    }
    const listed = listedPairsOf(workbook);
    const schedules = targets.map((section) => {
      const state = section.event.state;
      refuseListedPairInRoundRobin(keptApartIn(listed, state.startNumberOf), (startNumber) => state.players[startNumber - 1]!.entrant.name);
      const pairings = Array.from({ length: section.totalRounds }, (_, index) => PAIRING_SYSTEMS.roundRobin!(state.tournament, index + 1, section.settings));
      return { section, rows: scheduleRows(state, pairings), sheet: sectionSheet(SCHEDULE_SHEET, section.name) };
    });
    duringWrites('writing the schedule', () => {
      for (const schedule of schedules) writeTable(spreadsheet, schedule.sheet, schedule.rows, 1, workbook.previous.tables[schedule.sheet] ?? 0);
    });
    const message = schedules
      .map(({ section, sheet }) => `The ${section.totalRounds}-round schedule${ofSection(section.name)} is on the ${sheet} sheet.`)
      .join('\n');
    announce(() => saveLastAction(services.PropertiesService, message));
    return { message, status: statusOf(workbook, message) };
  });
}
