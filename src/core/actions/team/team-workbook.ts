/**
 * The workbook a team event's action works on: the settings (the record's,
 * or document properties' before round 1), the record as the hidden sheet
 * holds it, and the team event read from Players and Pairings. Whether an
 * action is a team event's is decided here too: the event's system is a team
 * system, or the record holds a team event.
 */
import { InputError, InputErrors } from '../../errors';
import type { EventSettings } from '../../record/event-settings';
import type { EventRecord } from '../../record/record';
import { isTeamSystem, type Settings } from '../../record/settings';
import { storedRecordOf, type StoredRecord } from '../../record/sheet-rows';
import { PAIRINGS_SHEET, TEAMS_SHEET } from '../../workbook/layout';
import { plannedTeamRounds, readTeamEvent, type TeamEventRead } from '../../workbook/team/read-team-event';
import type { WorkbookRead } from '../plan';
import { eventSettingsOf } from '../read';

export interface TeamWorkbook {
  readonly read: WorkbookRead;
  /** The record as the sheet holds it now (its generation and state). */
  readonly held: StoredRecord | null;
  readonly settings: EventSettings;
  readonly team: TeamEventRead;
  readonly totalRounds: number;
  /** Read with a mistyped result taken as blank (`lenientResults`): the refusal a strict reading gives. */
  readonly problem?: InputError | InputErrors;
}

/** Whether the workbook's event is a team event: its system is a team system, or its record holds teams. */
export function isTeamEvent(read: WorkbookRead, given?: EventSettings): boolean {
  let held: StoredRecord | null = null;
  try {
    held = storedRecordOf(read.record);
  } catch {
    // A damaged record: the settings in document properties say what the event is; the reading proper refuses the record.
  }
  if (held?.record.sections.some((section) => section.team !== undefined) === true) return true;
  return isTeamSystem((given ?? eventSettingsOf(read, held?.record ?? null)).event.system);
}

export interface TeamReadOptions {
  /** A mistyped result (`2-0`) is read as blank when it is the only problem; `problem` says so. */
  readonly lenientResults?: boolean;
  /** The settings to read with, in place of those the workbook holds (a change being saved). */
  readonly settings?: EventSettings;
  /** New names the organiser confirmed for Sheetmate IDs, by ID (Sheetmate ▸ Confirm changed names). */
  readonly confirmedNames?: ReadonlyMap<number, string>;
}

export function readTeamWorkbook(read: WorkbookRead, options: TeamReadOptions = {}): TeamWorkbook {
  const held = storedRecordOf(read.record);
  const settings = options.settings ?? eventSettingsOf(read, held?.record ?? null);
  const values = { players: read.players, pairings: read.sheets.get(PAIRINGS_SHEET) ?? null, record: held, teams: read.sheets.get(TEAMS_SHEET) ?? null };
  const of = (team: TeamEventRead, problem?: InputError | InputErrors): TeamWorkbook => ({
    read,
    held,
    settings,
    team,
    totalRounds: plannedTeamRounds(settings.event, team.list.teams.length),
    ...(problem === undefined ? {} : { problem }),
  });
  try {
    return of(readTeamEvent(values, settings.event, options.confirmedNames === undefined ? {} : { confirmedNames: options.confirmedNames }));
  } catch (error) {
    if (options.lenientResults !== true || !(error instanceof InputError || error instanceof InputErrors)) throw error;
    let lenient: TeamEventRead;
    try {
      lenient = readTeamEvent(values, settings.event, { unreadableResults: 'blank', ...(options.confirmedNames === undefined ? {} : { confirmedNames: options.confirmedNames }) });
    } catch {
      throw error;
    }
    if (lenient.pairings.unreadableResults.length === 0) throw error;
    return of(lenient, error);
  }
}

/**
 * Refuses a change of settings an event that has begun cannot go with: a
 * team event's system or boards once its round 1 is paired, and a team
 * system for an event with individual rounds.
 */
export function refuseTeamSettingsChange(record: EventRecord | null, before: Settings, after: Settings): void {
  const teamRounds = record?.sections.reduce((sum, section) => sum + (section.team?.rounds.length ?? 0), 0) ?? 0;
  const individualRounds = record?.sections.reduce((sum, section) => sum + section.rounds.length, 0) ?? 0;
  if (teamRounds > 0 && after.system !== before.system) {
    throw new InputError(`this team event has ${teamRounds} round${teamRounds === 1 ? '' : 's'} paired, so its system cannot change now. Undo every round to start again with another system.`);
  }
  if (teamRounds > 0 && after.team.boards !== before.team.boards) {
    throw new InputError(`the boards of a match are fixed once round 1 is paired (this event plays on ${before.team.boards}). Undo every round to change them.`);
  }
  if (individualRounds > 0 && isTeamSystem(after.system) && !isTeamSystem(before.system)) {
    throw new InputError('this event has rounds paired as an individual event: a team system would start another event. Undo every round first, or start the team event in a new spreadsheet.');
  }
}
