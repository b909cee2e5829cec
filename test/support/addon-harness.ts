/**
 * The built add-on on local services: a workbook, the bundle's top-level
 * functions, and helpers to type into sheets as an organiser would.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecutionClock, utf8Bytes } from '../../src/local/apps-script/limits';
import { createLocalServices, menuEntries, type LocalServices } from '../../src/local/apps-script/services';
import { LocalWorkbook, type CellValue } from '../../src/local/apps-script/workbook';
import { loadBundle, sidebarFiles, type BundleFunctions } from '../../src/local/run-bundle';

export const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

export interface Harness {
  readonly services: LocalServices;
  readonly workbook: LocalWorkbook;
  readonly bundle: BundleFunctions;
  /** Calls a top-level function of the bundle by name, as Apps Script would. */
  call(name: string, ...args: unknown[]): unknown;
}

export function harness(
  sheets: Record<string, readonly (readonly CellValue[])[]> = {},
  properties: Record<string, string> = {},
  options: { readonly clock?: ExecutionClock; readonly workbook?: LocalWorkbook } = {},
): Harness {
  const workbook = options.workbook ?? new LocalWorkbook('Test event');
  for (const [name, rows] of Object.entries(sheets)) workbook.setSheetRows(name, rows);
  const services = createLocalServices({
    workbook,
    htmlFiles: sidebarFiles(DIST),
    documentProperties: properties,
    ...(options.clock !== undefined ? { clock: options.clock } : {}),
  });
  return harnessOf(services, loadBundle(services, DIST));
}

/** A harness over services and the top-level functions of the script loaded on them. */
export function harnessOf(services: LocalServices, bundle: BundleFunctions): Harness {
  return {
    services,
    workbook: services.workbook,
    bundle,
    call(name, ...args) {
      const fn = bundle[name];
      if (typeof fn !== 'function') throw new Error(`the bundle has no top-level function ${name}`);
      return fn(...args);
    },
  };
}

/** A Players sheet: header then one row per [name, rating]. */
export function playersSheet(players: readonly (readonly [string, CellValue])[], header: readonly string[] = ['Name', 'Rating']): CellValue[][] {
  return [header.slice(), ...players.map(([name, rating]) => [`'${name}`, rating])];
}

/** Follows a menu item by its caption (`Help ▸ Instructions` in a submenu), the way a click would. */
export function clickMenu(h: Harness, caption: string): void {
  const menu = h.services.ui.menus.find((m) => m.title === 'Sheetmate');
  if (menu === undefined) throw new Error('no Sheetmate menu: call onOpen first');
  const item = menuEntries(menu).find((i) => i !== 'separator' && i.caption === caption);
  if (item === undefined || item === 'separator') throw new Error(`no menu item "${caption}"`);
  h.call(item.functionName);
}

/** Field of n players with distinct ratings. */
export function field(n: number): [string, number][] {
  return Array.from({ length: n }, (_, i) => [`Player ${String(i + 1).padStart(4, '0')}`, 2800 - i]);
}

/**
 * Types a result into every board of the newest round that has none, as an
 * organiser would: `decide(white, black, board)` returns the notation.
 * Returns the results typed, by row.
 */
export function typeResults(
  h: Harness,
  decide: (white: string, black: string, board: number) => string,
): Map<number, string> {
  const sheet = h.workbook.sheet('Pairings')!;
  const values = sheet.values();
  const header = values[0]!.map(String);
  const round = Number(values[1]![header.indexOf('Round')]);
  const typed = new Map<number, string>();
  for (let r = 1; r < values.length; r++) {
    const row = values[r]!;
    if (Number(row[header.indexOf('Round')]) !== round || row[header.indexOf('Board')] === '') continue;
    if (String(row[header.indexOf('Result')]) !== '') continue;
    const result = decide(String(row[header.indexOf('White')]), String(row[header.lastIndexOf('Black')]), Number(row[header.indexOf('Board')]));
    sheet.type(r + 1, header.indexOf('Result') + 1, result);
    typed.set(r + 1, result);
  }
  return typed;
}

/** Every result cell of Pairings by row, for checking that nothing typed was lost. */
export function resultCells(h: Harness): Map<string, string> {
  const values = h.workbook.sheet('Pairings')!.values();
  const header = values[0]!.map(String);
  const cells = new Map<string, string>();
  for (const row of values.slice(1)) {
    const key = `${row[header.indexOf('Round')]}/${row[header.indexOf('Board')]}/${row[header.indexOf('White')]}`;
    if (row[header.indexOf('Board')] !== '') cells.set(key, String(row[header.indexOf('Result')]));
  }
  return cells;
}

/** The longest cell of the workbook, in characters, and where it is. */
export function largestCell(h: Harness): { sheet: string; characters: number } {
  let largest = { sheet: '', characters: 0 };
  for (const name of h.workbook.sheetNames()) {
    for (const row of h.workbook.sheet(name)!.values()) {
      for (const value of row) {
        const characters = String(value).length;
        if (characters > largest.characters) largest = { sheet: name, characters };
      }
    }
  }
  return largest;
}

/** The largest document property value in bytes (UTF-8), and the whole store. */
export function propertySizes(h: Harness): { largest: number; store: number } {
  const entries = Object.entries(h.services.documentProperties);
  return {
    largest: Math.max(0, ...entries.map(([, value]) => utf8Bytes(value))),
    store: entries.reduce((sum, [key, value]) => sum + utf8Bytes(key) + utf8Bytes(value), 0),
  };
}

/** Every sheet's values except the add-on's hidden record: what the organiser sees. */
export function visibleSheets(h: Harness): Record<string, CellValue[][]> {
  const sheets: Record<string, CellValue[][]> = {};
  for (const name of h.workbook.sheetNames()) {
    const sheet = h.workbook.sheet(name)!;
    if (!sheet.hidden) sheets[name] = sheet.values();
  }
  return sheets;
}

/** Types a result as an organiser would, then runs the onEdit trigger as Sheets does. */
export function typeAndTrigger(h: Harness, decide: (white: string, black: string, board: number) => string): void {
  typeResults(h, decide);
  const sheet = h.workbook.sheet('Pairings')!;
  h.call('onEdit', { range: { getSheet: () => sheet } });
}

/** The spreadsheet calls one action made. */
export interface CallCounts {
  reads: number;
  writes: number;
  calls: number;
}

/** Runs `action` and counts the spreadsheet calls it made (reads, writes, and every call). */
export function countCalls(h: Harness, action: () => void): CallCounts {
  h.workbook.resetCounts();
  action();
  const calls = Object.values(h.workbook.calls.byMethod).reduce((sum, count) => sum + count, 0);
  return { reads: h.workbook.calls.reads, writes: h.workbook.calls.writes, calls };
}
