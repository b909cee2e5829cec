/**
 * How the event model tells players apart.
 *
 * - A `PlayerId` is the Sheetmate ID: who a player is in the workbook, for the
 *   whole event, whatever their name or row (the record keys everything by it).
 * - A `StartNumber` is a player's pairing number in their section (the event
 *   state, the pairing systems and the views key everything by it).
 * - A name is what the organiser typed. Names are compared in one way only,
 *   {@link nameKey}, and only where the sheets are read.
 *
 * Both numbers are branded, so a start number cannot be passed where an ID is
 * meant: the two are equal only by chance (in an event without sections or
 * late entries), and mixing them is the mistake the brands exist to stop.
 */

declare const playerIdBrand: unique symbol;
declare const startNumberBrand: unique symbol;

/** A Sheetmate ID: a whole number from 1, given once in the workbook. */
export type PlayerId = number & { readonly [playerIdBrand]: true };

/** A start (pairing) number in a section: 1, 2, … */
export type StartNumber = number & { readonly [startNumberBrand]: true };

/** A number as a Sheetmate ID (a whole number from 1). */
export function playerId(value: number): PlayerId {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${value} is not a Sheetmate ID`);
  return value as PlayerId;
}

/** A number as a start number (a whole number from 1). */
export function startNumber(value: number): StartNumber {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${value} is not a start number`);
  return value as StartNumber;
}

/** Every kind of space: Unicode's white space (tabs, no-break, thin, ideographic spaces, …) and the zero-width ones. */
const SPACES = /[\s\u200b\u2060\ufeff]+/gu;

/** The case folds a lower-casing leaves out (Unicode's full case folding): `ß` is `ss`, a final `ς` is `σ`. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ς: 'σ',
  ſ: 's',
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬃ: 'ffi',
  ﬄ: 'ffl',
  ﬅ: 'st',
  ﬆ: 'st',
};
const FOLDED = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'gu');

/**
 * The one name rule: the key two spellings of one name share. Unicode NFC
 * (a decomposed accent is the accented letter), every kind of space collapsed
 * to one and trimmed, case folded (`ANA`, `Ana` and `ana`; `STRASSE` and
 * `straße`). Locale-independent, so it is the same in Apps Script, in Node
 * and on every organiser's machine; dotless `ı` stays apart from `i`.
 *
 * Used wherever two names are compared: Players, Pairings, Opponents, Do not
 * pair, the quick-Swiss text, teams and sections.
 *
 * @example
 * nameKey('  Ana\u00a0 SILVA '); // 'ana silva'
 * nameKey('Jose\u0301') === nameKey('José'); // true
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .replace(SPACES, ' ')
    .trim()
    .toLowerCase()
    .replace(FOLDED, (letter) => FOLDS[letter]!)
    .normalize('NFC');
}

/** Whether two names are one name by {@link nameKey}. */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** A name as it is shown when typed loosely: every kind of space collapsed to one and trimmed, nothing else changed. */
export function tidyName(name: string): string {
  return name.replace(SPACES, ' ').trim();
}
