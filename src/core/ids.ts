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

/**
 * A name as its letters alone: the one name rule's key, with accents taken off
 * (`José` is `jose`), apostrophes dropped (`O'Brien` is `obrien`) and every
 * other mark between letters (hyphen, comma, full stop) read as a space, split
 * into words.
 */
function nameWords(name: string): string[] {
  return nameKey(name)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’‘`ʼ]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/**
 * The edits (a letter added, dropped, changed, or two neighbours swapped) that
 * turn one text into another: the optimal string alignment distance, stopped
 * once it exceeds `limit` (the answer is then `limit + 1`).
 */
function editDistance(a: string, b: string, limit: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/** How many words of a name a spelling fix may mistype: none in a name of up to 3 letters, one up to 9, two from 10. */
function typoBudget(letters: number): number {
  return letters < 4 ? 0 : letters < 10 ? 1 : 2;
}

/**
 * How two words of a name compare: equal; one slip apart (a letter added,
 * dropped, changed or swapped with its neighbour, in a word of 4 letters or
 * more: `ana` / `anna`, not `bob` / `rob`); an initial and its word; or apart.
 */
function compareWords(a: string, b: string): 'equal' | 'slip' | 'initial' | null {
  if (a === b) return 'equal';
  if (Array.from(a).length === 1 || Array.from(b).length === 1) return Array.from(a)[0] === Array.from(b)[0] ? 'initial' : null;
  return Math.max(Array.from(a).length, Array.from(b).length) >= 4 && editDistance(a, b, 1) <= 1 ? 'slip' : null;
}

const MATCH_ORDER = ['equal', 'slip', 'initial'] as const;

/**
 * Whether every word of `fewer` is a distinct word of `more` (in any order),
 * at least one of them in full and at most `slips` of them slipped:
 * `Silva, Ana` in `Ana Silva`, `A. Silva` in `Ana Silva`, `Emil Brandt` in
 * `Emil Brandt-Jensen`.
 */
function wordsWithin(fewer: readonly string[], more: readonly string[], slips: number): boolean {
  const used = new Set<number>();
  let whole = false;
  let slipped = 0;
  for (const word of fewer) {
    const candidates = more.flatMap((other, index) => {
      const match = used.has(index) ? null : compareWords(word, other);
      return match === null ? [] : [{ index, match }];
    });
    // The closest word first, so that an initial does not take a word a full one needs.
    candidates.sort((x, y) => MATCH_ORDER.indexOf(x.match) - MATCH_ORDER.indexOf(y.match));
    const chosen = candidates[0];
    if (chosen === undefined) return false;
    used.add(chosen.index);
    if (chosen.match !== 'initial') whole = true;
    if (chosen.match === 'slip') slipped++;
  }
  return whole && slipped <= slips;
}

/**
 * Whether `after` is `before` with its spelling fixed, rather than another
 * person's name: the line between a name Sheetmate takes as the same player
 * and one it asks about. A spelling fix is, beyond the one name rule (case,
 * spacing, Unicode form):
 *
 * - accents, apostrophes, hyphens, commas and full stops added or taken off,
 *   and spaces between letters (`Jose Ruiz` / `José Ruiz`, `OBrien` /
 *   `O'Brien`, `McDonald` / `Mc Donald`);
 * - the same words in another order (`Silva, Ana` / `Ana Silva`);
 * - a word given as its initial (`A. Silva` / `Ana Silva`);
 * - a name of two words or more completed or shortened, every word of the
 *   shorter kept (`Emil Brandt` / `Emil Brandt-Jensen`, `Ana Maria Silva` / `Ana Silva`);
 * - a letter slipped (added, dropped, changed, or swapped with its
 *   neighbour) in a word of 4 letters or more: in one word of a name of 4 to
 *   9 letters, in two words of a longer one (counted on the shorter
 *   spelling: `Nadia Iqbal` / `Nadia Iqbak`, `Ana Silva` / `Anna Silva`),
 *   with the words in another order or as initials too, but not in a name
 *   completed or shortened.
 *
 * Anything else is another name: another word (`Ana Silva` / `Ana Costa`), a
 * one-word name completed (`Ana` / `Ana Costa`), a slip in a short word
 * (`Bob Lee` / `Rob Lee`), another initial (`A. Silva` / `B. Silva`).
 *
 * @example
 * isSpellingFix('Ana Silva', 'Silva, Ana'); // true
 * isSpellingFix('Ana Silva', 'Ana Costa');  // false
 */
export function isSpellingFix(before: string, after: string): boolean {
  const a = nameWords(before);
  const b = nameWords(after);
  if (a.length === 0 || b.length === 0) return false;
  if (a.join('') === b.join('')) return true;
  const [fewer, more] = a.length <= b.length ? [a, b] : [b, a];
  if (fewer.length !== more.length && fewer.length < 2) return false;
  // A name completed or shortened keeps its words as they were; slips are counted on the shorter spelling.
  const letters = Math.min(Array.from(a.join('')).length, Array.from(b.join('')).length);
  return wordsWithin(fewer, more, fewer.length === more.length ? typoBudget(letters) : 0);
}

/** Whether a cell's text begins with a name (by the one name rule), as a view shows a name with its points after it: `Ana Silva (1½)`. */
export function startsWithName(text: string, name: string): boolean {
  const cell = nameKey(text);
  const key = nameKey(name);
  if (key === '' || !cell.startsWith(key)) return false;
  const next = cell.charAt(key.length);
  return next === '' || !/[\p{L}\p{N}]/u.test(next);
}

/** A name written out with its accents composed (Unicode NFC): one character for `é`, however it was typed. */
export function composedName(name: string): string {
  return name.normalize('NFC');
}
