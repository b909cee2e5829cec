/**
 * The quick Swiss on its own: pairs a field typed as `Name | score | previous
 * opponents` lines and answers with the table to copy or download, with a
 * warning for each line read with an assumption. Writes nothing.
 */
import { pairQuickSwiss } from '../systems/quick-swiss';
import { formatQuickSwissTable, parseQuickSwissText, quickSwissWarningText } from '../systems/quick-swiss-text';
import { answerOnly, type ActionPlan, type WorkbookRead } from './plan';
import { statusAction } from './status';

export function quickSwissTextAction(read: WorkbookRead, text: string): ActionPlan {
  const field = parseQuickSwissText(text, 'Quick Swiss text');
  const rows = pairQuickSwiss(field.players, { history: 'own-list' });
  const missing = field.missingScoreLines.length;
  const warnings = field.warnings.map(quickSwissWarningText);
  const message =
    `Paired ${field.players.length} players: ${rows.filter((row) => row.playerB !== null).length} boards` +
    `${rows.some((row) => row.playerB === null) ? ' and a BYE' : ''}.` +
    (missing > 0 ? ` ${missing} line${missing === 1 ? '' : 's'} had no score and count${missing === 1 ? 's' : ''} as 0.` : '') +
    (warnings.length > 0 ? ` ${warnings.length} warning${warnings.length === 1 ? '' : 's'} under the table.` : '');
  return answerOnly({
    message,
    status: statusAction(read).result.status,
    download: { fileName: 'swiss-pairing-engine.txt', text: formatQuickSwissTable(rows) },
    ...(warnings.length > 0 ? { warnings } : {}),
  });
}
