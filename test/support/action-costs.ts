/**
 * What each action of an event costs in the spreadsheet: its calls (reads,
 * writes, every call) and the cells it gives values to, by sheet. The same
 * sequence as an evening: pair round 1, type the first result, the next one,
 * the rest of the round, update the standings, change a setting, pair round
 * 2, read the status, export TRF, rebuild from the record, undo round 2.
 */
import { field, harness, playersSheet, typeResults, type Harness } from './addon-harness';

export interface ActionCost {
  readonly reads: number;
  readonly writes: number;
  readonly calls: number;
  readonly cells: number;
  readonly cellsBySheet: Readonly<Record<string, number>>;
}

export const ACTIONS = [
  'round1',
  'firstResult',
  'nextResult',
  'restOfRound',
  'updateStandings',
  'settings',
  'round2',
  'status',
  'exportTrf',
  'rebuild',
  'undo',
] as const;

export type ActionName = (typeof ACTIONS)[number];

function cost(h: Harness, action: () => void): ActionCost {
  h.workbook.resetCounts();
  action();
  if (h.services.ui.alerts.length > 0) throw new Error(h.services.ui.alerts.join('\n'));
  const calls = h.workbook.calls;
  return {
    reads: calls.reads,
    writes: calls.writes,
    calls: Object.values(calls.byMethod).reduce((sum, count) => sum + count, 0),
    cells: calls.cellsWritten,
    cellsBySheet: { ...calls.cellsWrittenBySheet },
  };
}

/** Types the result of one board of the newest round and runs onEdit, as Sheets does. */
export function typeBoard(h: Harness, board: number, result: string): void {
  const sheet = h.workbook.sheet('Pairings')!;
  const header = sheet.values()[0]!.map(String);
  const row = sheet.values().findIndex((cells, index) => index > 0 && cells[header.indexOf('Board')] === board) + 1;
  sheet.type(row, header.indexOf('Result') + 1, result);
  h.call('onEdit', { range: { getSheet: () => sheet } });
}

/** The cost of every action of the evening, for a Dutch Swiss of `size` players. */
export function eveningCosts(size: number): Record<ActionName, ActionCost> {
  const h = harness({ Players: playersSheet(field(size)) });
  h.call('saveSettings', { rounds: 5 });
  const edited = () => h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings') } });
  const round1 = cost(h, () => h.call('menuPairNextRound'));
  const firstResult = cost(h, () => typeBoard(h, 1, '1-0'));
  const nextResult = cost(h, () => typeBoard(h, 2, '0-1'));
  typeResults(h, (_white, _black, board) => (board % 4 === 0 ? '½-½' : board % 2 === 0 ? '0-1' : '1-0'));
  const restOfRound = cost(h, edited);
  const updateStandings = cost(h, () => h.call('menuUpdateStandings'));
  const settings = cost(h, () => h.call('saveSettings', { tiebreaks: ['SB', 'BH'] }));
  const round2 = cost(h, () => h.call('menuPairNextRound'));
  const status = cost(h, () => h.call('getStatus'));
  const exportTrf = cost(h, () => h.call('exportTrf'));
  const rebuild = cost(h, () => h.call('rebuildSheets'));
  const undo = cost(h, () => h.call('menuUndoLastRound'));
  return { round1, firstResult, nextResult, restOfRound, updateStandings, settings, round2, status, exportTrf, rebuild, undo };
}

/** A table of the costs at two sizes, one line an action, for the logs and docs/. */
export function costTable(small: number, smallCosts: Record<ActionName, ActionCost>, large: number, largeCosts: Record<ActionName, ActionCost>): string {
  const line = (name: string, a: ActionCost, b: ActionCost) =>
    `| ${name} | ${a.cells} | ${a.calls} (${a.reads} r, ${a.writes} w) | ${b.cells} | ${b.calls} (${b.reads} r, ${b.writes} w) | ${sheets(b)} |`;
  const sheets = (c: ActionCost) =>
    Object.entries(c.cellsBySheet)
      .map(([sheet, cells]) => `${sheet} ${cells}`)
      .join(', ');
  return [
    `| action | cells, ${small} players | calls, ${small} players | cells, ${large} players | calls, ${large} players | cells by sheet, ${large} players |`,
    '|---|---|---|---|---|---|',
    ...ACTIONS.map((name) => line(name, smallCosts[name], largeCosts[name])),
  ].join('\n');
}
