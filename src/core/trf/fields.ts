/**
 * Small pieces the TRF reader and writer share: fixed-column fields, points
 * written as `11.5`, and errors that name a file's line and column.
 */

import { InputError, type InputLocation } from '../errors';
import type { Tenths } from '../model';

/**
 * An `InputError` about a line of a text file: `InputError` words its place as a
 * sheet row by default, but people look for a line in a file. `location.row` is
 * the 1-based line number, `location.column` the 1-based character column.
 *
 * @example
 * new TrfInputError("result 'x' is not a TRF result code", { source: 'club.trf', row: 14, column: 99 }).message;
 * // "club.trf, line 14, column 99: result 'x' is not a TRF result code"
 */
export class TrfInputError extends InputError {
  constructor(message: string, location: InputLocation) {
    super(message, { ...location, rowLabel: 'line' });
  }
}

/**
 * TRF's columns count characters as its readers do: one column a Unicode code
 * point, whatever JavaScript's UTF-16 makes of it (an emoji, a CJK letter
 * beyond the first plane, is two code units and one column). A line without
 * such characters is sliced as it is.
 */
const ASTRAL = /[\uD800-\uDFFF]/;

/** The line as code points, or as it is when every character is one code unit. */
function characters(line: string): string | string[] {
  return ASTRAL.test(line) ? Array.from(line) : line;
}

/** How many TRF columns a text takes: its code points. */
export function columnWidth(text: string): number {
  return ASTRAL.test(text) ? Array.from(text).length : text.length;
}

/**
 * Characters `first`..`last` (1-based, inclusive) of a line, counted in code
 * points; shorter lines give what is there.
 *
 * @example
 * columns('001    1      Able', 5, 8); // '   1'
 */
export function columns(line: string, first: number, last: number): string {
  const chars = characters(line);
  return typeof chars === 'string' ? chars.slice(first - 1, last) : chars.slice(first - 1, last).join('');
}

/** The character in column `column` (1-based, code points) of a line, '' past its end. */
export function characterAt(line: string, column: number): string {
  return columns(line, column, column);
}

/** The line padded with spaces to `width` columns (code points). */
export function padToColumns(line: string, width: number): string {
  const missing = width - columnWidth(line);
  return missing > 0 ? line + ' '.repeat(missing) : line;
}

/**
 * Reads points written as a decimal (`2.5`, `11.5`, `.5`, `3`, `-1.0`) into
 * tenths, or `null` when the text is not such a number or is finer than a tenth.
 *
 * @example
 * parseTenths(' 2.5'); // 25
 * parseTenths('0.25'); // null
 */
export function parseTenths(text: string): Tenths | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (match === null) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  // Digits beyond the first decimal must be zeros: the model counts in tenths.
  if (/[1-9]/.test(fraction.slice(1))) return null;
  const tenths = Number(whole === '' ? '0' : whole) * 10 + Number(fraction === '' ? '0' : fraction[0]);
  return sign === '-' ? -tenths : tenths;
}

/**
 * Writes tenths as TRF points: always one decimal, as the points column does.
 *
 * @example
 * formatTenths(25); // '2.5'
 * formatTenths(30); // '3.0'
 */
export function formatTenths(tenths: Tenths): string {
  const sign = tenths < 0 ? '-' : '';
  const size = Math.abs(tenths);
  return `${sign}${Math.floor(size / 10)}.${size % 10}`;
}

/**
 * A whole number written with digits only (no sign, no decimals), or `null`.
 *
 * @example
 * parseWhole('  12'); // 12
 * parseWhole('1.5'); // null
 */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Right-aligns a value in a fixed-width field.
 *
 * @example
 * right(7, 4); // '   7'
 */
export function right(value: string | number, width: number): string {
  const text = String(value);
  const missing = width - columnWidth(text);
  return missing > 0 ? ' '.repeat(missing) + text : text;
}

/**
 * Left-aligns a value in a fixed-width field, cutting what does not fit.
 *
 * @example
 * left('BEL', 5); // 'BEL  '
 */
export function left(value: string, width: number): string {
  return columnWidth(value) > width ? columns(value, 1, width) : padToColumns(value, width);
}
