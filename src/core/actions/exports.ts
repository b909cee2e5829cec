/**
 * What Sheetmate exports without changing the event: the TRF (a FIDE
 * Tournament Report File, on its sheet `TRF`, or `TRF U10`, one line a row,
 * and offered as a download), and a round robin's whole schedule (on
 * `Schedule`, or `Schedule U8`). Without a section named, every section's.
 */
import { InputError } from '../errors';
import { isRoundRobin } from '../record/settings';
import { refuseListedPairInRoundRobin, systemOf } from '../event/next-round';
import { eventStandings } from '../views/standings';
import { scheduleRows } from '../views/tables';
import { eventToTrf, refuseCollidingNames } from '../views/trf-exchange';
import { keptApartIn } from '../workbook/other-sheets/do-not-pair';
import { PLAYERS_SHEET, SCHEDULE_SHEET, sectionSheet, TRF_SHEET } from '../workbook/layout';
import { ofSection } from './messages';
import { listedPairsOf } from './pair';
import type { ActionPlan, SheetWrite, WorkbookRead } from './plan';
import { findSection, readWorkbook } from './read';
import { statusOf } from './status';
import { tableWrites } from './writes';
import { teamExportTrfAction, teamScheduleAction } from './team/team-exchange';
import { isTeamEvent } from './team/team-workbook';

/** Export TRF: one section's file (`section`), or every section's; `pairingController` names the program in the file (`182`). */
export function exportTrfAction(read: WorkbookRead, request: { readonly section?: string; readonly pairingController?: string } = {}): ActionPlan {
  if (isTeamEvent(read)) return teamExportTrfAction(read, request);
  const workbook = readWorkbook(read, { asked: request });
  const name = read.spreadsheet.name;
  const targets = request.section === undefined ? workbook.sections : [findSection(workbook, request.section)];
  const listed = listedPairsOf(workbook);
  const widths = { ...read.cache.widths };
  // Every section's names checked before anything is written: a file is valid, or none is written.
  for (const section of targets) refuseCollidingNames(section.event.state, PLAYERS_SHEET);
  const files = targets.map((section) => {
    const state = section.event.state;
    const standings = eventStandings(state, section.settings);
    const forbiddenPairs = keptApartIn(listed, section.event.seating.startNumberOfName).map((pair) => pair.players);
    const title = section.name === '' ? name : `${name} ${section.name}`;
    const text = eventToTrf(state, section.settings, standings.rows, title, section.totalRounds, { forbiddenPairs, ...(request.pairingController === undefined ? {} : { pairingController: request.pairingController }) });
    return { section, text, sheet: sectionSheet(TRF_SHEET, section.name) };
  });
  const writes: SheetWrite[] = files.flatMap((file) =>
    tableWrites(read.sheets.get(file.sheet) ?? null, { name: file.sheet, rows: file.text.trimEnd().split('\n').map((line) => [line]), headerRows: 0 }, read.cache.widths[file.sheet], widths),
  );
  const message = files
    .map(({ section, sheet }) => `TRF${ofSection(section.name)} written to the ${sheet} sheet (${section.event.state.players.length} players, ${section.event.state.roundsPlayed} rounds).`)
    .join('\n');
  const single = files.length === 1 ? files[0]! : null;
  const fileName = (section: string) => `${(section === '' ? name : `${name}-${section}`).replace(/[^\w.-]+/g, '-') || 'tournament'}.trf`;
  return {
    result: {
      message,
      status: statusOf(workbook, read.lastAction),
      ...(single !== null ? { download: { fileName: fileName(single.section.name), text: single.text } } : {}),
    },
    record: null,
    writes,
    action: `writing the ${TRF_SHEET} sheet${files.length === 1 ? '' : 's'}`,
    cache: { ...read.cache, widths },
  };
}

export function scheduleAction(read: WorkbookRead, request: { readonly section?: string } = {}): ActionPlan {
  if (isTeamEvent(read)) return teamScheduleAction(read, request);
  const workbook = readWorkbook(read, { asked: request });
  const targets =
    request.section !== undefined
      ? [findSection(workbook, request.section)]
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
  const widths = { ...read.cache.widths };
  const schedules = targets.map((section) => {
    const state = section.event.state;
    refuseListedPairInRoundRobin(keptApartIn(listed, section.event.seating.startNumberOfName), (startNumber) => state.players[startNumber - 1]!.entrant.name);
    const system = systemOf(section.settings);
    const input = { tournament: state.tournament, field: [], absences: [], keptApart: [], acceleration: null, settings: section.settings };
    const pairings = Array.from({ length: section.totalRounds }, (_, index) => system.pairRound({ ...input, round: index + 1 }).pairing);
    return { section, rows: scheduleRows(state, pairings), sheet: sectionSheet(SCHEDULE_SHEET, section.name) };
  });
  const writes = schedules.flatMap((schedule) => tableWrites(read.sheets.get(schedule.sheet) ?? null, { name: schedule.sheet, rows: schedule.rows, headerRows: 1 }, read.cache.widths[schedule.sheet], widths));
  const message = schedules.map(({ section, sheet }) => `The ${section.totalRounds}-round schedule${ofSection(section.name)} is on the ${sheet} sheet.`).join('\n');
  return { result: { message, status: statusOf(workbook, message) }, record: null, writes, action: 'writing the schedule', cache: { ...read.cache, widths }, lastAction: message };
}
