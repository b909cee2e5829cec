/**
 * What each action of an event costs in the spreadsheet: its calls (reads,
 * writes, every call) and the cells it gives values to, by sheet. The same
 * sequence as an evening: pair round 1, type the first result, the next one,
 * the rest of the round, update the standings, change a setting, pair round
 * 2, read the status, export TRF, rebuild from the record, undo round 2.
 */
import type { CellValue } from '../../src/local/apps-script/workbook';
import { field, harness, playersSheet, typeResults, type Harness } from './addon-harness';

export interface ActionCost {
  readonly reads: number;
  readonly writes: number;
  readonly calls: number;
  readonly cells: number;
  readonly cellsBySheet: Readonly<Record<string, number>>;
  /** Simulated Apps Script seconds of the execution (the calls, the cells moved, the script's CPU time). */
  readonly seconds: number;
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

export function cost(h: Harness, action: () => void): ActionCost {
  h.workbook.resetCounts();
  action();
  if (h.services.ui.alerts.length > 0) throw new Error(h.services.ui.alerts.join('\n'));
  const calls = h.workbook.calls;
  const seconds = h.services.clock.last()?.seconds ?? 0;
  return {
    seconds,
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

/**
 * A prize-giving at any size: each player's year of birth, sex and school in
 * Players, and a prize list of places, rating bands, age groups, the best
 * girl and the best school (20 prizes).
 */
export function prizeEvent(size: number): { players: CellValue[][]; prizes: CellValue[][] } {
  const players = playersSheet(field(size), ['Name', 'Rating']).map((row, index) =>
    index === 0 ? [...row, 'Born', 'Sex', 'School'] : [...row, 2008 + (index % 12), index % 3 === 0 ? 'F' : 'M', `School ${String(index % 40).padStart(2, '0')}`],
  );
  const prizes: CellValue[][] = [
    ['Prize', 'Amount', 'Category', 'Extra'],
    ['Trophy', 'Trophy', 'overall', 'yes'],
    ...[500, 300, 200, 150, 100, 80, 60, 40].map((amount, index) => [`Place ${index + 1}`, amount, 'overall', '']),
    ...[2600, 2400, 2200, 2000].flatMap((band) => [[`Best under-${band}`, 50, `u${band}`, ''], [`2nd under-${band}`, 25, `u${band}`, '']]),
    ['Best under-12', 'Medal', 'u12', ''],
    ['Best under-16', 'Medal', 'u16', ''],
    ['Best girl', 'Medal', 'girls', ''],
    ['Best school', 'Shield', 'school', ''],
  ];
  return { players, prizes };
}

/**
 * A big open's long prize list (196 prizes): 100 places, three prizes in each
 * of 17 rating bands (under 1000 to under 2600), the first three of each age
 * group under 8 to under 20 and of each group's girls, and the best three
 * schools: more than a phone scrolls through happily, as big as lists get.
 */
export function longPrizeList(): CellValue[][] {
  const places = Array.from({ length: 100 }, (_, index) => [`Place ${index + 1}`, Math.max(10, 1000 - index * 20), 'overall', '']);
  const bands = Array.from({ length: 17 }, (_, band) => 1000 + band * 100).flatMap((limit) => [60, 40, 20].map((amount, place) => [`U${limit} ${place + 1}`, amount, `u${limit}`, '']));
  const ages = [8, 10, 12, 14, 16, 18, 20].flatMap((age) =>
    [30, 20, 10].flatMap((amount, place) => [
      [`U${age} ${place + 1}`, amount, `u${age}`, ''],
      [`U${age} girl ${place + 1}`, amount, `u${age} and girls`, ''],
    ]),
  );
  const schools = ['Shield', 'Cup', 'Plate'].map((item, place) => [`School ${place + 1}`, item, 'school', '']);
  return [['Prize', 'Amount', 'Category', 'Extra'], ...places, ...bands, ...ages, ...schools];
}

/** The cost of every action of the evening, for a Dutch Swiss of `size` players; `withPrizes`: the prize-giving's sheets too (equal sharing, the Ratings sheet). */
export function eveningCosts(size: number, withPrizes = false): Record<ActionName, ActionCost> {
  const prizes = prizeEvent(size);
  const h = harness(withPrizes ? { Players: prizes.players, Prizes: prizes.prizes } : { Players: playersSheet(field(size)) });
  h.call('saveSettings', withPrizes ? { rounds: 5, ratingsSheet: true, prizes: { sharing: 'equal' } } : { rounds: 5 });
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
