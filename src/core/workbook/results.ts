/**
 * Result notation as organisers type it into the Pairings sheet.
 */
import type { ResultCode } from '../model';

/** The notations offered in the drop-down, in the order shown. */
export const RESULT_CHOICES = ['1-0', '0-1', '½-½', '+/-', '-/+', '-/-'] as const;

export interface GameResult {
  /** The canonical notation written back (`½-½` for every way of typing a draw). */
  readonly notation: string;
  readonly white: ResultCode;
  readonly black: ResultCode;
}

const RESULTS: Record<string, GameResult> = {};
function define(notation: string, white: ResultCode, black: ResultCode, ...aliases: string[]): void {
  const result = { notation, white, black };
  for (const text of [notation, ...aliases]) RESULTS[squash(text)] = result;
}
define('1-0', '1', '0', '1:0', '1–0');
define('0-1', '0', '1', '0:1', '0–1');
define('½-½', '=', '=', '1/2-1/2', '0.5-0.5', '0,5-0,5', '=', '½:½', '½', 'draw', 'remis', '1/2');
define('+/-', '+', '-', '+:-', '+-', '1-0f', '1F-0F');
define('-/+', '-', '+', '-:+', '-+', '0-1f', '0F-1F');
define('-/-', '-', '-', '-:-', '--', '0-0f', '0F-0F');

function squash(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '').replace(/[–—]/g, '-');
}

/**
 * Reads a typed result; `null` for a blank cell (not played yet); `undefined`
 * when the text is not a result at all.
 *
 * @example
 * parseResult('1/2-1/2') // { notation: '½-½', white: '=', black: '=' }
 */
export function parseResult(text: unknown): GameResult | null | undefined {
  const typed = String(text ?? '').trim();
  if (typed === '') return null;
  return RESULTS[squash(typed)];
}

export const RESULT_HELP = 'Type 1-0, 0-1, ½-½ (or 1/2-1/2, 0.5-0.5, =), +/- or -/+ for a forfeit win, -/- for a double forfeit.';
