/**
 * Sheetmate ▸ Rebuild sheets from the record: the repair offered whenever a
 * Pairings sheet no longer matches what the add-on recorded (cleared, renamed,
 * rows deleted, a pairing changed by hand, an action stopped part-way). It
 * writes each section's Pairings anew from the record, keeping every result
 * still typed in it, then the add-on's Players columns, the views and the
 * record.
 */
import type { ActionResult } from './api-types';
import { plannedRounds } from '../core/event/next-round';
import { PAIRING_SYSTEMS } from '../core/systems';
import { recordedRoundRows } from '../core/views/views';
import { readEventForRepair, type RepairRead } from '../core/workbook/read-event';
import type { AppsScriptServices } from '../sheets/apps-script';
import { rewritePairings } from '../sheets/event-sheets';
import { readSheet } from '../sheets/sheet-io';
import { announce } from './commit';
import { withDocumentLock } from './lock';
import { saveLastAction } from './settings-store';
import { statusOf } from './status';
import { readFrame, wholePlayersColumns, type FrameSection } from './workbook';
import { commitEvent, lastCompleteState, type SectionWrite } from './writes';

interface Repaired {
  readonly section: FrameSection;
  readonly pairings: ReturnType<typeof readSheet>;
  readonly repair: RepairRead;
  readonly totalRounds: number;
  /** Pairings as the record has it, newest round first. */
  readonly rows: ReturnType<typeof recordedRoundRows>;
}

export function rebuildSheetsAction(services: AppsScriptServices): ActionResult {
  return withDocumentLock(services, () => {
    const frame = readFrame(services);
    const spreadsheet = frame.spreadsheet;
    const whole = wholePlayersColumns(frame);
    const repaired: Repaired[] = frame.sections.map((section) => {
      const pairings = readSheet(spreadsheet, section.pairingsSheet);
      const repair = readEventForRepair({ players: section.players, pairings: pairings?.values ?? null, record: frame.stored }, section.settings, {
        section: section.name,
        pairingsSheet: section.pairingsSheet,
      });
      const state = repair.state;
      const withCheck = section.settings.system === 'quick' || repair.pairings.columns.check >= 0;
      const rows = recordedRoundRows(state.rounds, (index) => repair.rebuild(state.rounds.slice(0, index)), withCheck);
      return { section, pairings, repair, totalRounds: plannedRounds(state, section.settings, PAIRING_SYSTEMS), rows };
    });
    const writes = repaired.map(
      ({ section, repair, totalRounds }): SectionWrite => ({
        name: section.name,
        settings: section.settings,
        totalRounds,
        after: repair.state,
        completed: lastCompleteState(repair.state, repair),
        update: { idsFor: 'rounds' },
      }),
    );
    const target = {
      ...frame,
      playersColumns: whole ?? repaired[0]?.repair.players.columns ?? {},
      previous: repaired[0]?.repair.record ?? frame.stored!.record,
    };
    // The repair puts the phone views' formatting back too, whatever became of it.
    commitEvent(
      services,
      target,
      writes,
      'rebuilding the sheets from the record',
      () => {
        for (const { section, pairings, repair, rows } of repaired) {
          rewritePairings(services.SpreadsheetApp, spreadsheet, pairings === null ? null : { ...pairings, table: repair.pairings }, rows, section.pairingsSheet);
        }
      },
      { reformat: true },
    );
    const message = repaired.map(({ section, repair }) => rebuiltWords(section.pairingsSheet, repair)).join('\n');
    announce(
      () => saveLastAction(services.PropertiesService, message),
      () => spreadsheet.toast(message, 'Sheetmate', 8),
    );
    // Where the event now stands: each section as the record holds it, as written.
    const sections = repaired.map(({ section, repair, totalRounds }) => ({ ...section, totalRounds, event: { state: repair.state } }));
    return { message, status: statusOf({ ...target, problems: [], sectionNames: frame.sections.map((section) => section.name), sections }, message) };
  });
}

/** What the repair did in one section's Pairings, and what the organiser should check. */
function rebuiltWords(pairingsSheet: string, repair: RepairRead): string {
  const rounds = repair.state.rounds.map((round) => round.round);
  const parts = [
    rounds.length === 0
      ? `${pairingsSheet} rebuilt from Sheetmate's record: it holds no round yet.`
      : `${pairingsSheet} rebuilt from Sheetmate's record: round${rounds.length === 1 ? '' : 's'} ${rounds[0]}${rounds.length > 1 ? `–${rounds[rounds.length - 1]}` : ''}.`,
  ];
  const fromRecord = repair.resultsFromRecord;
  if (fromRecord.length > 0) {
    const listed = fromRecord.slice(0, 12).map((entry) => `round ${entry.round} board ${entry.board}`);
    parts.push(
      `${fromRecord.length} result${fromRecord.length === 1 ? ' was' : 's were'} no longer in ${pairingsSheet} and came from the record as last seen ` +
        `(${listed.join(', ')}${fromRecord.length > listed.length ? ', …' : ''}): check ${fromRecord.length === 1 ? 'it' : 'them'}.`,
    );
  }
  if (repair.droppedRounds.length > 0) {
    parts.push(`Round ${repair.droppedRounds.join(', ')}, which an interrupted action left in ${pairingsSheet} but the record no longer holds, was not written again.`);
  }
  return parts.join(' ');
}
