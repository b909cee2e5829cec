/**
 * What the installation check compares: the values its scratch sheets hold
 * against those the core decided (memory.ts), value for value and type for
 * type (a name turned into a number, a result into a date or a formula, a
 * value moved); and a fingerprint of the organiser's own sheets and document
 * properties, taken before the check and after it, which must not differ.
 * Sheets are named by their position, never by name (a sheet may be named
 * after a section or a person).
 */
import type { SheetValues } from '../actions/plan';

/** How many differences are spelt out; the rest are counted. */
const SHOWN = 3;

function shown(value: unknown): string {
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 39)}…` : value}"`;
  if (value instanceof Date) return `the date ${value.toISOString()}`;
  return String(value);
}

/**
 * Every cell that differs between what the core wrote and what the sheet
 * holds, in words ("Pairings row 3, column 5: the sheet holds 0.5 where the
 * core wrote "½-½""); a sheet on one side only is one difference.
 */
export function valueDifferences(expected: ReadonlyMap<string, SheetValues>, actual: ReadonlyMap<string, SheetValues>): string[] {
  const differences: string[] = [];
  for (const name of new Set([...expected.keys(), ...actual.keys()])) {
    const wrote = expected.get(name);
    const holds = actual.get(name);
    if (wrote === undefined || holds === undefined) {
      differences.push(wrote === undefined ? `${name}: a sheet the core did not write` : `${name}: missing`);
      continue;
    }
    for (let r = 0; r < Math.max(wrote.length, holds.length); r++) {
      for (let c = 0; c < Math.max(wrote[r]?.length ?? 0, holds[r]?.length ?? 0); c++) {
        const a = wrote[r]?.[c] ?? '';
        const b = holds[r]?.[c] ?? '';
        if (a !== b) differences.push(`${name} row ${r + 1}, column ${c + 1}: the sheet holds ${shown(b)} where the core wrote ${shown(a)}`);
      }
    }
  }
  return differences;
}

/** The first differences and how many more: "…; and 4 more". */
export function differenceWords(differences: readonly string[]): string {
  const more = differences.length - SHOWN;
  return `${differences.slice(0, SHOWN).join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/** How many cells the sheets hold (what "identical" covered). */
export function cellCount(sheets: ReadonlyMap<string, SheetValues>): number {
  let cells = 0;
  for (const values of sheets.values()) for (const row of values) cells += row.length;
  return cells;
}

/** One of the organiser's sheets, as the check leaves it alone. */
export interface SheetPrint {
  readonly name: string;
  readonly hidden: boolean;
  readonly lastRow: number;
  readonly lastColumn: number;
  /** The record's header row (its generation and state), for Sheetmate's record sheet; '' for the others. */
  readonly header: string;
}

/** The organiser's spreadsheet as the check must leave it: every sheet in order, the document properties, the sheet shown. */
export interface Fingerprint {
  readonly sheets: readonly SheetPrint[];
  /** The document properties, every key and value, in key order. */
  readonly properties: string;
  /** The sheet shown to the organiser (its name), or null. */
  readonly active: string | null;
}

/** What changed between two fingerprints, in words naming sheets by position; empty when nothing did. */
export function fingerprintChanges(before: Fingerprint, after: Fingerprint): string[] {
  const changes: string[] = [];
  const count = (prints: readonly SheetPrint[]) => `${prints.length} sheet${prints.length === 1 ? '' : 's'}`;
  if (before.sheets.length !== after.sheets.length) changes.push(`${count(before.sheets)} before, ${count(after.sheets)} after`);
  before.sheets.forEach((print, index) => {
    const now = after.sheets[index];
    if (now === undefined) return;
    const what = `sheet ${index + 1}`;
    if (now.name !== print.name) changes.push(`${what} is another sheet, or was renamed`);
    else if (now.hidden !== print.hidden) changes.push(`${what} was ${now.hidden ? 'hidden' : 'shown'}`);
    else if (now.lastRow !== print.lastRow || now.lastColumn !== print.lastColumn) {
      changes.push(`${what} went from ${print.lastRow}×${print.lastColumn} cells in use to ${now.lastRow}×${now.lastColumn}`);
    } else if (now.header !== print.header) changes.push(`${what} (Sheetmate's record) was written`);
  });
  if (before.properties !== after.properties) changes.push("the document's properties changed");
  if (before.active !== after.active) changes.push('another sheet is shown');
  return changes;
}
