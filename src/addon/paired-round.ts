/**
 * A round just paired, as the event state records rounds and in words for the
 * organiser.
 */
import type { EventState } from '../core/event/event-state';
import type { RecordedRound } from '../core/workbook/pairings-table';
import { formatPoints, type RoundPairing } from '../core/model';

/** A newly paired round as the state records rounds (results blank, not on the sheet yet). */
export function roundOf(pairing: RoundPairing, state: EventState): RecordedRound {
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  return {
    round: pairing.round,
    boards: pairing.boards.map((board) => ({
      round: pairing.round,
      board: board.board,
      white: nameOf(board.white),
      black: nameOf(board.black),
      result: null,
      row: 0,
    })),
    byes: pairing.byes.flatMap((bye) =>
      bye.kind === 'withdrawn' ? [] : [{ round: pairing.round, player: nameOf(bye.player), kind: bye.kind, row: 0 }],
    ),
  };
}

export function describePairing(pairing: RoundPairing, state: EventState): string {
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  const parts = [`Round ${pairing.round} paired: ${pairing.boards.length} board${pairing.boards.length === 1 ? '' : 's'}`];
  const byes = pairing.byes.filter((bye) => bye.kind === 'pairing-allocated');
  if (byes.length > 0) {
    parts.push(`bye: ${byes.map((bye) => `${nameOf(bye.player)} (${formatPoints(bye.points)} pt)`).join(', ')}`);
  }
  return `${parts.join('; ')}.`;
}

