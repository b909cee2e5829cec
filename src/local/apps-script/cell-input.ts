/**
 * How Sheets reads what it is given: a typed or written string (a leading `=`
 * makes a formula, `+44` becomes a number, a leading apostrophe forces text, a
 * plain-text `@` format keeps text as typed), and a range in A1 notation.
 */
import type { Cell, CellValue } from './cell';

const PLAIN_TEXT = '@';

/** Reads a typed string the way Sheets does when the cell has an automatic format. */
export function interpretTyped(input: CellValue, numberFormat: string | undefined): Omit<Cell, 'numberFormat'> {
  if (typeof input !== 'string') return { value: input };
  if (input.startsWith("'")) return { value: input.slice(1) };
  if (numberFormat === PLAIN_TEXT) return { value: input };
  if (input.startsWith('=')) return { value: '#ERROR!', formula: input };
  const trimmed = input.trim();
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return { value: Number(trimmed) };
  if (/^[+-]/.test(trimmed)) return { value: '#ERROR!', formula: input };
  if (/^true$/i.test(trimmed)) return { value: true };
  if (/^false$/i.test(trimmed)) return { value: false };
  return { value: input };
}

/** `B2` or `A1:D4` as 1-based row, column and size; anything else is refused as Sheets does. */
export function parseA1Range(notation: string): { row: number; column: number; numRows: number; numColumns: number } {
  const match = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/i.exec(notation.trim());
  if (match === null) throw new Error(`Range not found: ${notation}`);
  const columnOf = (letters: string) => [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  const top = Number(match[2]);
  const left = columnOf(match[1]!);
  const bottom = match[4] === undefined ? top : Number(match[4]);
  const right = match[3] === undefined ? left : columnOf(match[3]);
  if (top < 1 || bottom < 1) throw new Error(`Range not found: ${notation}`);
  return { row: Math.min(top, bottom), column: Math.min(left, right), numRows: Math.abs(bottom - top) + 1, numColumns: Math.abs(right - left) + 1 };
}
