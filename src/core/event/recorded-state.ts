/**
 * A section as Sheetmate last recorded it, for the phone views while the
 * section cannot be read (a problem in its rows): its players by their
 * recorded names, its rounds with the results as last seen. The other
 * sections go on; this one's part of Live and By name stays as it was.
 */
import { playerId, startNumber, type StartNumber } from '../ids';
import type { PointSystem } from '../model';
import type { SectionRecord } from '../record/record';
import { resultOfNotation } from '../workbook/results';
import type { EventPlayer } from './entrant';
import { buildEventState, type EventRound, type EventState } from './event-state';

/** The section's state from its record alone; null when the record cannot give it (a section begun on paper, or not begun). */
export function recordedState(section: SectionRecord, points: PointSystem, totalRounds: number): EventState | null {
  if (section.rounds.length === 0 || (section.carried ?? []).length > 0) return null;
  const seat = new Map<number, StartNumber>(section.players.map((player, index) => [player.id, startNumber(index + 1)]));
  const players: EventPlayer[] = section.players.map((player, index) => ({
    startNumber: startNumber(index + 1),
    entrant: { row: 0, entryIndex: index, name: player.name, rating: 0, status: 'active', requestedByes: [], id: playerId(player.id) },
  }));
  const rounds: EventRound[] = section.rounds.map((round) => ({
    round: round.round,
    boards: round.boards.map((board) => ({ board: board.board, white: seat.get(board.white)!, black: seat.get(board.black)!, result: resultOfNotation(board.result) })),
    byes: round.byes.map((bye) => ({ player: seat.get(bye.player)!, kind: bye.kind })),
  }));
  try {
    return buildEventState(players, rounds, points, totalRounds > 0 ? { totalRounds } : {});
  } catch {
    return null;
  }
}
