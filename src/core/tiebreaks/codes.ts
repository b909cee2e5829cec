/**
 * Tie-break codes: their FIDE names (Handbook C.07, the regulations applied
 * from 1 March 2026), the names people read in a standings header, and the
 * parsing of an organiser's ordered list such as `['BH/C1', 'BH', 'SB', 'DE', 'WIN']`.
 */
import { InputError } from '../errors';
import { TIEBREAK_NAMES } from './names';

/** Which rules for unplayed games apply: Swiss (C.07 art. 16) or round robin ("pre-determined" pairings). */
export type TournamentSystem = 'swiss' | 'round-robin';

/**
 * Which way each code ranks: `lower` when a smaller value ranks higher (DE
 * positions, lot numbers). Their names are in `names.ts`, the one table.
 */
const BETTER = {
  PTS: 'higher',
  BH: 'higher',
  'BH/C1': 'higher',
  'BH/C2': 'higher',
  'BH/M1': 'higher',
  'BH/M2': 'higher',
  SB: 'higher',
  'SB/C1': 'higher',
  DE: 'lower',
  WIN: 'higher',
  WON: 'higher',
  BPG: 'higher',
  BWG: 'higher',
  REP: 'higher',
  PS: 'higher',
  'PS/C1': 'higher',
  ARO: 'higher',
  'ARO/C1': 'higher',
  TPR: 'higher',
  PTP: 'higher',
  APRO: 'higher',
  APPO: 'higher',
  KS: 'higher',
  AOB: 'higher',
  FB: 'higher',
  STD: 'higher',
  'BH-SIMPLE': 'higher',
  'SB-SIMPLE': 'higher',
  LOT: 'lower',
} as const satisfies Record<keyof typeof TIEBREAK_NAMES, 'higher' | 'lower'>;

/** A tie-break code with its modifiers, in its canonical spelling (`'BH/C1'`). */
export type TiebreakCode = keyof typeof BETTER;

/** Every code, in the order of the regulations (and the two simpler club versions at the end). */
export const TIEBREAK_CODES: readonly TiebreakCode[] = Object.keys(BETTER) as TiebreakCode[];

/** The default list for Swiss events: Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter, wins. */
export const DEFAULT_SWISS_TIEBREAKS: readonly TiebreakCode[] = ['BH/C1', 'BH', 'SB', 'DE', 'WIN'];

/** The default list for round robins: Direct encounter, wins, Sonneborn-Berger, Koya. */
export const DEFAULT_ROUND_ROBIN_TIEBREAKS: readonly TiebreakCode[] = ['DE', 'WIN', 'SB', 'KS'];

/** The default list for a system. */
export function defaultTiebreaks(system: TournamentSystem): readonly TiebreakCode[] {
  return system === 'swiss' ? DEFAULT_SWISS_TIEBREAKS : DEFAULT_ROUND_ROBIN_TIEBREAKS;
}

/** True when the code is one Sheetmate knows, spelled canonically. */
export function isTiebreakCode(code: string): code is TiebreakCode {
  return Object.prototype.hasOwnProperty.call(BETTER, code);
}

/**
 * The name of a code for people, as a standings header shows it.
 *
 * @example
 * tiebreakName('BH/C1'); // 'Buchholz Cut-1'
 */
export function tiebreakName(code: TiebreakCode): string {
  return TIEBREAK_NAMES[code];
}

/** Whether a larger value of this code ranks a player higher. */
export function higherIsBetter(code: TiebreakCode): boolean {
  return BETTER[code] === 'higher';
}

/**
 * Reads one code as an organiser may type it: case and spaces are ignored,
 * `Cut1`/`C1` and `Median1`/`M1` are both accepted.
 *
 * @throws InputError naming the code and listing the valid ones.
 * @example
 * parseTiebreak(' bh / c1 '); // 'BH/C1'
 */
export function parseTiebreak(text: string): TiebreakCode {
  const normalised = text
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/\/CUT-?(\d)/g, '/C$1')
    .replace(/\/MEDIAN-?(\d)/g, '/M$1');
  if (isTiebreakCode(normalised)) return normalised;
  throw new InputError(
    `Unknown tie-break code "${text.trim()}". Valid codes: ${TIEBREAK_CODES.join(', ')}.`,
    { column: 'Tie-breaks' },
  );
}

/**
 * Reads an ordered tie-break list, from an array or a comma-separated string.
 * Rejects unknown codes, a code listed twice, and drawing of lots (`LOT`) anywhere
 * but last (C.07 art. 4.2: lots only when the list is exhausted).
 *
 * @example
 * parseTiebreakList('BH/C1, BH, SB, DE, WIN'); // ['BH/C1', 'BH', 'SB', 'DE', 'WIN']
 */
export function parseTiebreakList(list: string | readonly string[]): TiebreakCode[] {
  const texts = typeof list === 'string' ? list.split(',').filter((text) => text.trim() !== '') : list;
  const codes = texts.map(parseTiebreak);
  const seen = new Set<TiebreakCode>();
  codes.forEach((code, index) => {
    if (seen.has(code)) {
      throw new InputError(`Tie-break ${code} (${tiebreakName(code)}) is listed twice; list each code once.`, {
        column: 'Tie-breaks',
      });
    }
    seen.add(code);
    if (code === 'LOT' && index !== codes.length - 1) {
      throw new InputError('Drawing of lots (LOT) can only be the last tie-break of the list.', {
        column: 'Tie-breaks',
      });
    }
  });
  return codes;
}

/**
 * The list in words for a standings header.
 *
 * @example
 * describeTiebreaks(['BH/C1', 'DE']); // 'Buchholz Cut-1, Direct encounter'
 */
export function describeTiebreaks(codes: readonly TiebreakCode[]): string {
  return codes.map(tiebreakName).join(', ');
}
