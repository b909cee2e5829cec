/**
 * The words of the Why this pairing panel: how a board and a player are
 * listed in its pickers, and what is shown for the one chosen. Plain data and
 * pure functions (no DOM), so Node tests can check them directly.
 */
import type { WhyAnswer, WhyPlayer } from '../src/addon/api-types';

/** What the panel shows for the board or player chosen. */
export interface WhyShown {
  readonly heading: string;
  /** The player's card before the round; for a board, who of the two floated in the two rounds before ('' when neither did). */
  readonly facts: string;
  readonly words: string;
  /** The rules behind each sentence, for the arbiter. */
  readonly basis: readonly string[];
}

function playerOf(answer: WhyAnswer, no: number): WhyPlayer | undefined {
  return answer.players.find((player) => player.no === no);
}

/** `Ana Silva (2½)`. */
function withPoints(player: WhyPlayer | undefined): string {
  return player === undefined ? '?' : `${player.name} (${player.points})`;
}

/** The round line at the top of the panel. */
export function whyRoundLine(answer: WhyAnswer): string {
  const section = answer.section === '' ? '' : `${answer.section} · `;
  return answer.round === 0 ? `${section}No round paired yet` : `${section}Round ${answer.round}: why these pairings`;
}

/** The board picker's options: value `board:3` or `bye`, text `Board 3: Ana Silva – Bo Li`. */
export function boardOptions(answer: WhyAnswer): { value: string; text: string }[] {
  const name = (no: number) => playerOf(answer, no)?.name ?? '?';
  return [
    ...answer.boards.map((board) => ({ value: `board:${board.board}`, text: `Board ${board.board}: ${name(board.white)} – ${name(board.black)}` })),
    ...(answer.bye === null ? [] : [{ value: 'bye', text: `Bye: ${name(answer.bye.player)}` }]),
  ];
}

/** The player picker's options (and the why-not pickers'): value the start number, text `Ana Silva (board 3)`. */
export function playerOptions(answer: WhyAnswer): { value: string; text: string }[] {
  return answer.players.map((player) => ({
    value: String(player.no),
    text: `${player.name} (${player.board === null ? 'not paired' : player.board === 'bye' ? 'bye' : `board ${player.board}`})`,
  }));
}

/** What the panel shows for a board (`board:3`, `bye`), or null when there is no such board. */
export function shownForBoard(answer: WhyAnswer, value: string): WhyShown | null {
  if (value === 'bye') {
    const bye = answer.bye;
    return bye === null ? null : { heading: `Bye: ${withPoints(playerOf(answer, bye.player))}`, facts: '', words: bye.words, basis: bye.basis };
  }
  const number = Number(value.replace(/^board:/, ''));
  const board = answer.boards.find((candidate) => candidate.board === number);
  if (board === undefined) return null;
  return {
    heading: `Board ${board.board}: ${withPoints(playerOf(answer, board.white))} – ${withPoints(playerOf(answer, board.black))}`,
    facts: board.floatsBefore ?? '',
    words: board.words,
    basis: board.basis,
  };
}

/** What the panel shows for a player: their card, and their board's reasons (or why they are not paired). */
export function shownForPlayer(answer: WhyAnswer, no: number): WhyShown | null {
  const player = playerOf(answer, no);
  if (player === undefined) return null;
  const facts = player.facts === '' ? '' : `${player.name}: ${player.facts}`;
  const ofBoard = player.board === null ? null : shownForBoard(answer, player.board === 'bye' ? 'bye' : `board:${player.board}`);
  if (ofBoard !== null) return { ...ofBoard, facts };
  const absent = answer.notPaired.find((entry) => entry.player === no);
  return { heading: withPoints(player), facts, words: absent?.words ?? `${player.name} is not in this round's pairing.`, basis: [] };
}
