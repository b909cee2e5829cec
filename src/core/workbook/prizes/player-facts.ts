/**
 * The Players cells that prizes and rating figures read: a year of birth
 * (`Born`: a year, or a date), and a K factor (`K`). Each is refused with its
 * row and column when it cannot be what its header says, like every other
 * Players cell; blank is "not given".
 */
import { InputError, type InputLocation } from '../../errors';

/** The years a year of birth can be: a four-digit year of the last two centuries and this one. */
const EARLIEST_BIRTH = 1900;
const LATEST_BIRTH = 2099;

/** Dates as organisers type them: `2014-05-17`, `2014/05/17`, `17/05/2014`, `17.05.2014`, `17-05-2014`. */
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const YEAR_LAST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** A Date, from this realm or Apps Script's (a date cell's value). */
function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]' && !Number.isNaN((value as Date).getTime());
}

/**
 * The year of birth in a `Born` cell: a year (`2014`), a date typed as text,
 * or a date cell (Sheets gives a Date). Undefined when blank; a problem when
 * it is neither.
 *
 * @example
 * readBirthYear('17/05/2014', { source: 'Players', row: 3, column: 'Born' }, problems); // 2014
 */
export function readBirthYear(value: unknown, location: InputLocation, problems: InputError[]): number | undefined {
  if (isDate(value)) return checkedYear(value.getFullYear(), String(value), location, problems);
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  const year = /^\d{4}$/.test(text) ? Number(text) : Number(YEAR_FIRST.exec(text)?.[1] ?? YEAR_LAST.exec(text)?.[3] ?? NaN);
  return checkedYear(year, text, location, problems);
}

function checkedYear(year: number, text: string, location: InputLocation, problems: InputError[]): number | undefined {
  if (Number.isInteger(year) && year >= EARLIEST_BIRTH && year <= LATEST_BIRTH) return year;
  problems.push(new InputError(`"${text}" is not a year of birth. Type a year such as 2014, or a date such as 2014-05-17; leave it blank when unknown.`, location));
  return undefined;
}

/** K factors FIDE has used are 10 to 40; a whole number up to this is accepted, for an organiser's own rating list. */
const HIGHEST_K = 100;

/**
 * A K factor from a `K` cell: a whole number from 1; undefined when blank (the
 * rules of FIDE B.02 art. 8.3.3 decide).
 *
 * @example
 * readKFactor(40, { source: 'Players', row: 2, column: 'K' }, problems); // 40
 */
export function readKFactor(value: unknown, location: InputLocation, problems: InputError[]): number | undefined {
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  const k = Number(text);
  if (Number.isInteger(k) && k >= 1 && k <= HIGHEST_K) return k;
  problems.push(new InputError(`"${text}" is not a K factor. Type the player's K as FIDE gives it (40, 20 or 10), or leave it blank for the K of the rules.`, location));
  return undefined;
}
