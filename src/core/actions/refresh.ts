/**
 * Update standings, and a result typed into Pairings (the onEdit trigger):
 * every section's views (Byes, Standings, Crosstable), the Teams sheet, Live,
 * By name, the add-on's Players columns and the record's copy of the results,
 * each only where it changed. A result typed in one section's Pairings
 * (`edited`) plans that section's views only (besides Teams, Live and By
 * name): the others cannot have changed.
 */
import { nameKey } from '../ids';
import { lastCompleteState } from '../event/event-state';
import type { EventSettings } from '../record/event-settings';
import type { RecordChange } from '../record/record';
import type { ActionPlan, WorkbookRead } from './plan';
import { readWorkbook, type Workbook } from './read';
import { capitalise, withOtherVersionNote } from './messages';
import { statusAction, statusOf } from './status';
import { changeOf, planEventWrites, recordWrite } from './writes';
import { teamRefreshAction } from './team/team-pair';
import { isTeamEvent } from './team/team-workbook';

export function refreshAction(read: WorkbookRead, edited?: string): ActionPlan {
  if (isTeamEvent(read)) return teamRefreshAction(read);
  // A section that cannot be read does not stop the others' standings; a result typed in it is answered with its problem.
  const workbook = readWorkbook(read, { tolerant: true });
  const blocked = edited === undefined ? undefined : workbook.problems.find((problem) => nameKey(problem.name) === nameKey(edited));
  if (blocked !== undefined) throw blocked.error;
  return refreshPlan(workbook, edited);
}

/**
 * The Prizes sheet edited: once the event has begun (its record exists), the
 * views as a refresh writes them, which is the Awards sheet alone (nothing
 * else changed); before round 1, nothing: the first pairing writes Awards.
 */
export function prizesEditedAction(read: WorkbookRead): ActionPlan {
  return read.record === null ? statusAction(read) : refreshAction(read);
}

/**
 * The views of the workbook as read (and the record last, when a copy it
 * holds changed), with `settings` when they were just changed and `history`
 * for the record to keep (new names confirmed).
 */
export function refreshPlan(workbook: Workbook, edited?: string, settings?: EventSettings, history?: readonly RecordChange[]): ActionPlan {
  const only = edited === undefined ? undefined : workbook.sections.find((section) => nameKey(section.name) === nameKey(edited))?.name;
  const changes = workbook.sections.map((section) => changeOf(section));
  const action = 'updating the standings';
  const writes = planEventWrites(workbook, changes, {
    ...(only === undefined ? {} : { viewsOf: only }),
    ...(settings === undefined ? {} : { settings }),
    ...(history === undefined ? {} : { history }),
  });
  const after = (name: string) => lastCompleteState(changes.find((change) => change.section.name === name)!.after).roundsPlayed;
  const updated = workbook.sectioned
    ? `Standings updated: ${workbook.sections.map((section) => `${section.name} after round ${after(section.name)}`).join(', ')}.`
    : `Standings updated after round ${after(workbook.sections[0]!.name)}.`;
  const waiting = workbook.problems.map((problem) => `${problem.name}: not updated. ${capitalise(problem.error.message)}`);
  const message = [updated, ...workbook.sections.flatMap((section) => section.event.notes), ...waiting].join(' ');
  // A result changed or cleared in a round later rounds were paired on is said at once, where the result was typed.
  const pastResults = workbook.sections.some((section) => section.event.reconciled.pastResults.length > 0);
  return withOtherVersionNote(workbook, {
    result: { message, status: statusOf(workbook, workbook.read.lastAction, undefined, writes.awards) },
    record: recordWrite(workbook, writes.record, 'last', action),
    writes: [...writes.names, ...writes.views],
    action,
    cache: writes.cache,
    ...(pastResults ? { toast: { message, seconds: 15 }, lastAction: message } : {}),
  });
}
