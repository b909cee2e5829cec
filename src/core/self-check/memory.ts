/**
 * A workbook of plain values, changed as a plan's writes would change the
 * sheets: what the core decided the sheets hold. The installation check
 * keeps one beside the scratch sheets and compares them after every step
 * (formats, heights and drop-downs are not values, and are left out); the
 * tests of the actions use it to play an event without a spreadsheet.
 */
import type { ActionPlan, CellRange, SheetValues, SheetWrite, WorkbookRead } from '../actions/plan';
import { PLAYERS_SHEET, RECORD_SHEET } from '../workbook/layout';

/** A sheet's values as a grid that can be written to. */
function grid(values: SheetValues | undefined): unknown[][] {
  return (values ?? []).map((row) => row.slice());
}

function put(target: unknown[][], range: CellRange): void {
  range.values.forEach((row, r) => {
    const line = (target[range.row - 1 + r] ??= []);
    row.forEach((value, c) => {
      while (line.length < range.column - 1 + c) line.push('');
      line[range.column - 1 + c] = value;
    });
  });
}

/** Pads every row to the widest, and drops trailing empty rows, as `getDataRange().getValues()` returns a sheet. */
function asRead(target: unknown[][]): unknown[][] {
  let height = target.length;
  while (height > 0 && (target[height - 1] ?? []).every((value) => value === '' || value === undefined)) height--;
  const width = Math.max(0, ...target.slice(0, height).map((row) => row.length));
  return target.slice(0, height).map((row) => Array.from({ length: width }, (_, c) => row[c] ?? ''));
}

function shiftCells(rows: unknown[][], write: Extract<SheetWrite, { kind: 'shiftCells' }>): void {
  const height = Math.max(rows.length, write.row);
  for (let c = write.column - 1; c < write.column - 1 + write.width; c++) {
    const cells = Array.from({ length: height - write.row + 1 }, (_, offset) => rows[write.row - 1 + offset]?.[c] ?? '');
    const shifted = write.how === 'insert' ? ['', ...cells] : [...cells.slice(1), ''];
    shifted.forEach((value, offset) => {
      const line = (rows[write.row - 1 + offset] ??= []);
      while (line.length < c) line.push('');
      line[c] = value;
    });
  }
}

function applyWrite(sheets: Map<string, unknown[][]>, write: SheetWrite): void {
  const sheet = (name: string) => sheets.get(name) ?? sheets.set(name, []).get(name)!;
  switch (write.kind) {
    case 'create':
      sheets.set(write.sheet, []);
      break;
    case 'values':
      for (const range of write.ranges) put(sheet(write.sheet), range);
      break;
    case 'insertRows':
      sheet(write.sheet).splice(write.before - 1, 0, ...Array.from({ length: write.count }, () => []));
      break;
    case 'deleteRows':
      sheet(write.sheet).splice(write.row - 1, write.count);
      break;
    case 'shiftCells':
      shiftCells(sheet(write.sheet), write);
      break;
    case 'display':
      if (write.changes === undefined) sheets.set(write.sheet, write.display.rows.map((row) => row.cells.slice()));
      else for (const range of write.changes) put(sheet(write.sheet), range);
      break;
    case 'header':
    case 'resultCells':
    case 'rowHeights':
      break;
  }
}

/** Every sheet of a reading by name, Players and the record among them. */
export function sheetsOfRead(read: Pick<WorkbookRead, 'players' | 'record' | 'sheets'>): Map<string, SheetValues> {
  const sheets = new Map<string, SheetValues>(read.sheets);
  if (read.players !== null) sheets.set(PLAYERS_SHEET, read.players);
  if (read.record !== null) sheets.set(RECORD_SHEET, read.record);
  return sheets;
}

/** The reading with these sheets (Players and the record taken out of them). */
export function withSheets(read: WorkbookRead, sheets: ReadonlyMap<string, SheetValues>): WorkbookRead {
  const { [PLAYERS_SHEET]: players, [RECORD_SHEET]: record, ...rest } = Object.fromEntries(sheets);
  return { ...read, players: players ?? null, record: record ?? null, sheets: new Map(Object.entries(rest)) };
}

/** The workbook as a plan leaves it: its writes applied to the values, the record marked complete, its caches and settings kept. */
export function applyPlan(read: WorkbookRead, plan: ActionPlan): WorkbookRead {
  const sheets = new Map<string, unknown[][]>([...sheetsOfRead(read)].map(([name, values]) => [name, grid(values)]));
  const record = plan.record;
  for (const write of [...(record?.when === 'first' ? record.writes : []), ...plan.writes, ...(record?.when === 'last' ? record.writes : [])]) applyWrite(sheets, write);
  if (record?.when === 'first') put(sheets.get(RECORD_SHEET)!, { row: 1, column: 3, values: [['complete']] });
  return {
    ...withSheets(read, new Map([...sheets].map(([name, values]) => [name, asRead(values)]))),
    settings: plan.settings ?? read.settings,
    cache: plan.cache ?? read.cache,
    lastAction: plan.lastAction ?? read.lastAction,
  };
}

/** A cell typed as an organiser types it: the text alone, into one cell (1-based row and column). */
export interface TypedCell {
  readonly row: number;
  readonly column: number;
  readonly value: string;
}

/** The workbook with cells of one sheet given these values, as a person types them. */
export function withCells(read: WorkbookRead, sheet: string, cells: readonly TypedCell[]): WorkbookRead {
  const sheets = new Map([...sheetsOfRead(read)].map(([name, values]) => [name, grid(values)] as const));
  const target = sheets.get(sheet) ?? [];
  for (const cell of cells) put(target, { row: cell.row, column: cell.column, values: [[cell.value]] });
  sheets.set(sheet, target);
  return withSheets(read, new Map([...sheets].map(([name, values]) => [name, asRead(values)])));
}
