/**
 * The rows Sheetmate writes in Pairings: a round just paired (boards in
 * order, then the byes, each player's points before the round), and every
 * round again when the repair writes Pairings anew from the record. A round
 * robin keeps its table when a player has withdrawn or is absent: their game
 * is written as a forfeit (the organiser may still change it).
 */
import type { RoundPairing, Tenths } from '../model';
import { pointsOf, type EventState } from '../event/event-state';
import type { PairingsField } from '../workbook/layout';
import { byeLabel, notationOf } from '../workbook/results';

/** One row of Pairings to write. */
export interface PairingsRow {
  readonly round: number;
  readonly board: number | '';
  readonly white: string;
  readonly whitePoints: Tenths | null;
  readonly result: string;
  readonly blackPoints: Tenths | null;
  readonly black: string;
  /** Quick Swiss only: "No prior match" or "Rematch unavoidable", or BYE on the bye row. */
  readonly check?: string;
}

/**
 * The Pairings rows of a newly paired round: boards in order, then the byes.
 * `checks` are the quick Swiss's, by board.
 */
export function newRoundRows(state: EventState, pairing: RoundPairing, checks?: ReadonlyMap<number, string>): PairingsRow[] {
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  const away = (startNumber: number) => state.players[startNumber - 1]!.entrant.status !== 'active';
  const forfeit = (white: number, black: number) =>
    notationOf(away(white) && away(black) ? { white: '-', black: '-' } : away(white) ? { white: '-', black: '+' } : { white: '+', black: '-' }) ?? '';
  const before = (startNumber: number) => pointsOf(state, startNumber);
  const rows: PairingsRow[] = pairing.boards.map((board) => ({
    round: pairing.round,
    board: board.board,
    white: nameOf(board.white),
    whitePoints: before(board.white),
    result: away(board.white) || away(board.black) ? forfeit(board.white, board.black) : '',
    blackPoints: before(board.black),
    black: nameOf(board.black),
    ...(checks !== undefined ? { check: checks.get(board.board) ?? '' } : {}),
  }));
  for (const bye of pairing.byes) {
    if (bye.kind === 'withdrawn') continue;
    rows.push({
      round: pairing.round,
      board: '',
      white: nameOf(bye.player),
      whitePoints: before(bye.player),
      result: '',
      blackPoints: null,
      black: byeLabel(bye.kind),
      ...(checks !== undefined ? { check: bye.kind === 'pairing-allocated' ? 'BYE' : '' } : {}),
    });
  }
  return rows;
}

/**
 * Pairings rows for rounds already held (the repair writes Pairings anew from
 * the record): newest round first, boards then byes, each player's points
 * before the round, the results as given. With `withCheck`, the quick Swiss's
 * Check column is filled again.
 */
export function recordedRoundRows(state: EventState, withCheck: boolean): PairingsRow[] {
  const rows: PairingsRow[] = [];
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  for (let index = state.rounds.length - 1; index >= 0; index--) {
    const round = state.rounds[index]!;
    const before = state.withRounds(state.rounds.slice(0, index));
    const points = (startNumber: number) => pointsOf(before, startNumber);
    for (const board of round.boards) {
      rows.push({
        round: round.round,
        board: board.board,
        white: nameOf(board.white),
        whitePoints: points(board.white),
        result: board.result === null ? '' : (notationOf(board.result) ?? ''),
        blackPoints: points(board.black),
        black: nameOf(board.black),
        ...(withCheck ? { check: metBefore(before, board.white, board.black) ? 'Rematch unavoidable' : 'No prior match' } : {}),
      });
    }
    for (const bye of round.byes) {
      rows.push({
        round: round.round,
        board: '',
        white: nameOf(bye.player),
        whitePoints: points(bye.player),
        result: '',
        blackPoints: null,
        black: byeLabel(bye.kind),
        ...(withCheck ? { check: bye.kind === 'pairing-allocated' ? 'BYE' : '' } : {}),
      });
    }
  }
  return rows;
}

/** Whether two players had met before the event stood at `state` (paper opponents of a quick Swiss included). */
function metBefore(state: EventState, a: number, b: number): boolean {
  const paper = state.carriedRounds === 0 ? (state.players[a - 1]!.paper?.opponents ?? []) : [];
  return state.tournament.players[a - 1]!.rounds.some((entry) => entry.opponent === b) || paper.some((opponent) => opponent === b);
}

/** A round's rows as cell values in the table's column order (other columns blank). */
export function pairingsRowValues(rows: readonly PairingsRow[], columns: Readonly<Record<PairingsField, number>>, width: number): (string | number)[][] {
  return rows.map((row) => {
    const values: (string | number)[] = Array.from({ length: width }, () => '');
    const put = (field: PairingsField, value: string | number) => {
      if (columns[field] >= 0) values[columns[field]] = value;
    };
    put('round', row.round);
    put('board', row.board);
    put('white', row.white);
    put('whitePoints', row.whitePoints === null ? '' : row.whitePoints / 10);
    put('result', row.result);
    put('blackPoints', row.blackPoints === null ? '' : row.blackPoints / 10);
    put('black', row.black);
    if (row.check !== undefined) put('check', row.check);
    return values;
  });
}
