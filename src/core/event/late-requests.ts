/**
 * Requests typed in Players after the round they are for was paired: a bye
 * asked for a round already paired (or past the event's last round), a
 * player marked withdrawn or absent while they are paired in the round being
 * played. Nothing is lost without a word: each is said, with when it takes
 * effect and what to do.
 */
import { PLAYERS_SHEET } from '../workbook/layout';
import { notationOf } from '../workbook/results';
import type { EventState } from './event-state';

/**
 * The words for each late request of a section's players, in Players' row
 * order. `pairedNow` is the round the action is pairing, when it pairs one:
 * the advice counts it among the rounds to undo.
 */
export function lateRequests(state: EventState, totalRounds: number, pairedNow?: number): string[] {
  const newest = state.rounds[state.rounds.length - 1];
  const lastPaired = Math.max(newest?.round ?? 0, pairedNow ?? 0);
  const notes: { row: number; words: string }[] = [];
  for (const player of state.players) {
    const { name, row, requestedByes, status } = player.entrant;
    const at = `${PLAYERS_SHEET}, row ${row}`;
    for (const round of requestedByes) {
      if (totalRounds > 0 && round > totalRounds) {
        notes.push({ row, words: `${at}: ${name} asks for a bye in round ${round}, after the event's last round (${totalRounds}): check the Byes cell.` });
        continue;
      }
      const paired = state.rounds.find((candidate) => candidate.round === round);
      if (paired === undefined || paired.byes.some((bye) => bye.player === player.startNumber && bye.kind === 'half-point')) continue;
      const board = paired.boards.find((candidate) => candidate.white === player.startNumber || candidate.black === player.startNumber);
      const where = board !== undefined ? `${name} plays board ${board.board} in it` : paired.byes.some((bye) => bye.player === player.startNumber) ? `${name} has another bye in it` : `${name} is not paired in it`;
      notes.push({
        row,
        words:
          `${at}: ${name} asks for a bye in round ${round}, but round ${round} was paired before the request was typed (${where}): a requested bye counts only for a round not yet paired. ` +
          `To give it, undo round ${round}${round < lastPaired ? ` and every round after it (Undo last round ${lastPaired - round + 1} times)` : ''} and pair again; otherwise take ${round} out of the Byes cell.`,
      });
    }
    if (status === 'active' || newest === undefined) continue;
    const board = newest.boards.find((candidate) => (candidate.white === player.startNumber || candidate.black === player.startNumber) && candidate.result === null);
    if (board === undefined) continue;
    const forfeit = notationOf(board.white === player.startNumber ? { white: '-', black: '+' } : { white: '+', black: '-' });
    notes.push({
      row,
      words:
        `${at}: ${name} is marked ${status}, but is paired on board ${board.board} of round ${newest.round}, which is being played: it takes effect from round ${newest.round + 1}. ` +
        `If ${name} does not play board ${board.board}, type its result as a forfeit (${forfeit}).`,
    });
  }
  return notes.sort((a, b) => a.row - b.row).map((note) => note.words);
}
