/**
 * Result notations, defined once: what organisers type into the Result
 * column of Pairings (and the ways of typing each), the canonical notation
 * Sheetmate writes and keeps in its record, the kinds of bye a Pairings row
 * names under Black, and the words the phone views and the crosstable show
 * for a result.
 */
import type { BoardResult, ResultCode, RoundByeKind } from '../model';
import { normaliseHeader } from './headers';

/** The notations offered in the drop-down, in the order shown: the canonical ones. */
export const RESULT_CHOICES = ['1-0', '0-1', '½-½', '+/-', '-/+', '-/-'] as const;

/** A board's result as typed: its codes and the canonical notation written back (`½-½` for every way of typing a draw). */
export interface GameResult extends BoardResult {
  readonly notation: (typeof RESULT_CHOICES)[number];
}

const RESULTS: Record<string, GameResult> = {};
function define(notation: GameResult['notation'], white: ResultCode, black: ResultCode, ...aliases: string[]): void {
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

/** A game played without rating (TRF `W`, `D`, `L`) is noted as the rated result. */
const AS_RATED: Partial<Record<ResultCode, ResultCode>> = { W: '1', D: '=', L: '0' };

/**
 * The canonical notation of a board's result (`1-0`, `½-½`, `+/-`), or null
 * for a result the Result column cannot hold (a game not played yet).
 */
export function notationOf(result: BoardResult): GameResult['notation'] | null {
  const white = AS_RATED[result.white] ?? result.white;
  const black = AS_RATED[result.black] ?? result.black;
  return RESULT_CHOICES.find((notation) => RESULTS[squash(notation)]!.white === white && RESULTS[squash(notation)]!.black === black) ?? null;
}

/** The result a canonical notation stands for (as the record keeps results), null for ''. */
export function resultOfNotation(notation: string): GameResult | null {
  return notation === '' ? null : (RESULTS[squash(notation)] ?? null);
}

const FORFEIT = ' ff';

/**
 * A game's result from White's side, as people read it on the phone views:
 * `1-0`, `½-½`, `0-1`, `1-0 ff` for a forfeit (the game was not played),
 * `0-0 ff` for a double forfeit; empty while the game is on.
 */
export function resultForPeople(white: ResultCode, black: ResultCode): string {
  if (white === ' ') return '';
  if (white === '+') return `${notationOf({ white: '1', black: '0' })}${FORFEIT}`;
  if (white === '-') return black === '+' ? `${notationOf({ white: '0', black: '1' })}${FORFEIT}` : `0-0${FORFEIT}`;
  return notationOf({ white, black: AS_RATED[black] ?? black }) ?? '';
}

/** Whether any result text uses the forfeit mark (the views then explain it). */
export function mentionsForfeit(texts: readonly string[]): boolean {
  return texts.some((text) => text.endsWith(FORFEIT));
}

/** What "ff" means, for a note under a table that uses it. */
export const FORFEIT_NOTE = 'ff: forfeit, the game was not played.';

/** One player's result in a crosstable cell: `1`, `½`, `0`, `+` and `−` for a forfeit won or lost. */
const CROSSTABLE_SYMBOL: Partial<Record<ResultCode, string>> = { '1': '1', '=': '½', '0': '0', W: '1', D: '½', L: '0', '+': '+', '-': '−', ' ': '' };

export function crosstableSymbol(code: ResultCode): string {
  return CROSSTABLE_SYMBOL[code] ?? '';
}

/**
 * What a Pairings row says under Black for each kind of bye (its player is
 * under White). In words, not `½`: the Pts columns beside it are numbers.
 */
const BYE_LABELS: Record<RoundByeKind, string> = {
  'pairing-allocated': 'BYE',
  'half-point': 'half-point bye',
  'full-point': '1-point bye',
  'zero-point': 'absent',
};

/** Other ways of writing a kind of bye, as read (compared as headers are). */
const BYE_SYNONYMS: Readonly<Record<string, RoundByeKind>> = {
  pab: 'pairing-allocated',
  bye: 'pairing-allocated',
  halfbye: 'half-point',
  // "½-point bye", as earlier versions wrote it (½ normalises to 12).
  '12pointbye': 'half-point',
  zeropointbye: 'zero-point',
  absence: 'zero-point',
  zero: 'zero-point',
  fullpointbye: 'full-point',
  fullbye: 'full-point',
};

export function byeLabel(kind: RoundByeKind): string {
  return BYE_LABELS[kind];
}

/** The kind of bye a Black cell of a row without a board names, or undefined when it names none. */
export function byeKindOfLabel(text: string): RoundByeKind | undefined {
  const key = normaliseHeader(text);
  for (const [kind, label] of Object.entries(BYE_LABELS)) if (normaliseHeader(label) === key) return kind as RoundByeKind;
  return BYE_SYNONYMS[key];
}

/** A team without a match in a round of a team event: the pairing-allocated bye, a full- or half-point bye, absent, or a round robin's rest. */
export type TeamByeKind = 'pairing-allocated' | 'full-point' | 'half-point' | 'absent' | 'rest';

/** What a team event's Pairings row says under Black for a team without a match (the team is under White). */
const TEAM_BYE_LABELS: Record<TeamByeKind, string> = {
  'pairing-allocated': BYE_LABELS['pairing-allocated'],
  'full-point': 'full-point bye',
  'half-point': 'half-point bye',
  absent: BYE_LABELS['zero-point'],
  rest: 'rest',
};

export function teamByeLabel(kind: TeamByeKind): string {
  return TEAM_BYE_LABELS[kind];
}

/** The kind of team bye a Black cell names (the individual labels read too), or undefined when it names none. */
export function teamByeKindOfLabel(text: string): TeamByeKind | undefined {
  const key = normaliseHeader(text);
  for (const [kind, label] of Object.entries(TEAM_BYE_LABELS)) if (normaliseHeader(label) === key) return kind as TeamByeKind;
  const individual = byeKindOfLabel(text);
  return individual === undefined ? undefined : individual === 'zero-point' ? 'absent' : individual;
}

/** Whether a result is a forfeit of both sides or of one (`+/-`, `-/+`, `-/-`): on a team event's match row, a match not played. */
export function isForfeitResult(result: BoardResult): boolean {
  return '+-'.includes(result.white) && '+-'.includes(result.black);
}
