/**
 * The quick Swiss on its own: pairs a field typed as `Name | score | previous
 * opponents` lines and returns the table to copy or download, with a warning
 * for each line read with an assumption. Touches no sheet.
 */
import type { ActionResult } from './api-types';
import { formatQuickSwissTable, pairQuickSwiss, parseQuickSwissText, quickSwissWarningText } from '../core/systems/quick-swiss';
import type { AppsScriptServices } from '../sheets/apps-script';
import { getStatusAction } from './status';

export function quickSwissFromTextAction(services: AppsScriptServices, text: string): ActionResult {
  const field = parseQuickSwissText(text, 'Quick Swiss text');
  const rows = pairQuickSwiss(field.players, { history: 'own-list' });
  const missing = field.missingScoreLines.length;
  const warnings = field.warnings.map(quickSwissWarningText);
  const message =
    `Paired ${field.players.length} players: ${rows.filter((row) => row.playerB !== null).length} boards` +
    `${rows.some((row) => row.playerB === null) ? ' and a BYE' : ''}.` +
    (missing > 0 ? ` ${missing} line${missing === 1 ? '' : 's'} had no score and count${missing === 1 ? 's' : ''} as 0.` : '') +
    (warnings.length > 0 ? ` ${warnings.length} warning${warnings.length === 1 ? '' : 's'} under the table.` : '');
  return {
    message,
    status: getStatusAction(services),
    download: { fileName: 'swiss-pairing-engine.txt', text: formatQuickSwissTable(rows) },
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}
