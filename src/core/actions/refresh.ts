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
import type { ActionPlan, WorkbookRead } from './plan';
import { readWorkbook, type Workbook } from './read';
import { withOtherVersionNote } from './messages';
import { statusOf } from './status';
import { changeOf, planEventWrites, recordWrite } from './writes';

export function refreshAction(read: WorkbookRead, edited?: string): ActionPlan {
  return refreshPlan(readWorkbook(read), edited);
}

/** The views of the workbook as read (and the record last, when a copy it holds changed), with `settings` when they were just changed. */
export function refreshPlan(workbook: Workbook, edited?: string, settings?: EventSettings): ActionPlan {
  const only = edited === undefined ? undefined : workbook.sections.find((section) => nameKey(section.name) === nameKey(edited))?.name;
  const changes = workbook.sections.map((section) => changeOf(section));
  const action = 'updating the standings';
  const writes = planEventWrites(workbook, changes, { ...(only === undefined ? {} : { viewsOf: only }), ...(settings === undefined ? {} : { settings }) });
  const after = (name: string) => lastCompleteState(changes.find((change) => change.section.name === name)!.after).roundsPlayed;
  const updated = workbook.sectioned
    ? `Standings updated: ${workbook.sections.map((section) => `${section.name} after round ${after(section.name)}`).join(', ')}.`
    : `Standings updated after round ${after(workbook.sections[0]!.name)}.`;
  const message = [updated, ...workbook.sections.flatMap((section) => section.event.notes)].join(' ');
  return withOtherVersionNote(workbook, {
    result: { message, status: statusOf(workbook, workbook.read.lastAction) },
    record: recordWrite(workbook, writes.record, 'last', action),
    writes: [...writes.names, ...writes.views],
    action,
    cache: writes.cache,
  });
}
