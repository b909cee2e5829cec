/**
 * The *Why* sheet, made for a phone held upright like Live and By name: two
 * columns of 340 px in all, meaning in words. From the top:
 *
 * - "Round 3: why these pairings" (kept on screen while the rest scrolls);
 * - how the round was paired, in a sentence, and what else to know (a round
 *   typed by hand, and what the rules would have paired);
 * - each board: its two players (White first, with their points before the
 *   round) and, under them, why they meet in one or two sentences, and who of
 *   them floated in the two rounds before; then the bye and the players not
 *   paired;
 * - what the words mean ("Float: …"), and where the arbiter finds the article
 *   behind each sentence (the sidebar): no article or criterion is named here.
 *
 * One sheet per section (`Why`, `Why U10`): each is written only when its
 * section's round changes.
 */
import type { EventState } from '../../event/event-state';
import { eventInProgress, pointsBeforeRound } from '../../event/progress';
import { WHY_HEADER } from '../../workbook/layout';
import { DisplayRows, type DisplayColumn, type DisplaySheet } from '../display-sheet';
import { nameWithPoints } from '../words';
import type { RoundReasons } from './reasons';

/** Two columns that fit a phone held upright (340 px, as Live): the board, as wide as its bold header (as Live's), and the words. */
const WHY_COLUMNS: readonly DisplayColumn[] = [
  { label: 'Board', width: 56, wrap: false, align: 'center' },
  { label: 'Why', width: 284, wrap: true, align: 'left' },
];

/** Where the arbiter reads the rules, said on the sheet itself. */
const ARBITER_NOTE = 'For the arbiter: the FIDE article or criterion behind each sentence is in the Sheetmate sidebar, under Why this pairing.';

export interface WhySheetInput {
  /** The section as the action leaves it (names as Players spells them now, points before the round). */
  readonly state: EventState;
  /** Its newest round's reasons; null before round 1. */
  readonly reasons: RoundReasons | null;
  /** The section's name ('' without a Section column). */
  readonly section: string;
}

/**
 * The Why sheet's rows and layout.
 *
 * @example
 * whySheet({ state, reasons, section: '' }).rows.map((row) => row.cells);
 * // [['Round 2: why these pairings', ''], ['Paired by the FIDE Dutch system: …', ''], ['', ''], ['Board', 'Why'],
 * //  [1, 'Ana Silva (1) – Bo Li (1)\nAna Silva and Bo Li both have 1 point. …'], …]
 */
export function whySheet(input: WhySheetInput): DisplaySheet {
  const { reasons, state } = input;
  const lines = new DisplayRows(WHY_COLUMNS.length);
  const prefix = input.section === '' ? '' : `${input.section} · `;
  if (reasons === null) {
    lines.line('title', `${prefix}Why these pairings`);
    lines.line('subtitle', `Round ${state.roundsPlayed + 1} is not paired yet: the reasons for each board appear here when it is.`);
    return { rows: lines.build(), columns: WHY_COLUMNS, frozenRows: 1 };
  }
  const event = eventInProgress(state);
  const named = (n: number) => nameWithPoints(state.players[n - 1]!.entrant.name, pointsBeforeRound(event, n));
  lines.line('title', `${prefix}Round ${reasons.round}: why these pairings`);
  lines.line('subtitle', reasons.method.words);
  for (const note of reasons.notes) lines.line('note', note);
  lines.blank();
  lines.cells('header', WHY_HEADER.slice());
  for (const board of reasons.boards) lines.cells('row', [board.board, withWords(`${named(board.white)} – ${named(board.black)}`, board.words, board.floatsBefore)]);
  if (reasons.bye !== null) lines.cells('row', ['Bye', withWords(named(reasons.bye.player), reasons.bye.words)]);
  for (const player of reasons.notPaired) lines.cells('row', ['', player.words]);
  lines.blank();
  const history = reasons.boards.some((board) => (board.floatsBefore ?? '') !== '');
  lines.line('note', `Each board: White – Black, with their points before the round, then why they meet${history ? ', and which of them floated in the two rounds before' : ''}.`);
  for (const line of reasons.glossary) lines.line('note', line);
  if (reasons.boards.some((board) => board.basis.length > 0) || reasons.bye !== null) lines.line('note', ARBITER_NOTE);
  // The title stays in view while the boards scroll.
  return { rows: lines.build(), columns: WHY_COLUMNS, frozenRows: 1 };
}

/** The players' line, and under it the words, then the floats before (line breaks in the cell, as Sheets shows them). */
function withWords(who: string, words: string, floats = ''): string {
  return [who, words, floats].filter((line) => line !== '').join('\n');
}
