/**
 * Update standings, and a result typed into Pairings (the onEdit trigger):
 * every section's views (Byes, Standings, Crosstable), the Teams sheet, Live,
 * By name, the add-on's Players columns and the record's copy of the results.
 * A result typed in one section's Pairings (`edited`) rewrites that section's
 * views only (besides Teams, Live and By name): the others cannot have changed.
 */
import type { ActionResult } from './api-types';
import { nameKey } from '../core/ids';
import type { AppsScriptServices } from '../sheets/apps-script';
import { withDocumentLock } from './lock';
import { loadLastAction } from './settings-store';
import { statusOf } from './status';
import { loadWorkbook } from './workbook';
import { commitRefresh, sectionWrite } from './writes';

export function refreshAction(services: AppsScriptServices, waitMs?: number, edited?: string): ActionResult {
  return withDocumentLock(
    services,
    () => {
      const workbook = loadWorkbook(services);
      const only = edited === undefined ? undefined : workbook.sections.find((section) => nameKey(section.name) === nameKey(edited))?.name;
      const writes = workbook.sections.map((section) => sectionWrite(section));
      commitRefresh(services, workbook, writes, 'updating the standings', only);
      const updated = workbook.sectioned
        ? `Standings updated: ${writes.map((write) => `${write.name} after round ${write.completed.roundsPlayed}`).join(', ')}.`
        : `Standings updated after round ${writes[0]!.completed.roundsPlayed}.`;
      const message = [updated, ...workbook.sections.flatMap((section) => section.event.notes)].join(' ');
      return { message, status: statusOf(workbook, loadLastAction(services.PropertiesService)) };
    },
    waitMs,
  );
}
