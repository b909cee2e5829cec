/**
 * What the derived sheets show: the rows of a new round for Pairings, the
 * Byes list, the Standings table and the Players' Score and Opponents
 * columns. Pure functions of the event state, so they are tested without a
 * spreadsheet and the adapter only writes what they return.
 */
import { pointsFor as pointsForResult, type ByeKind, type RoundPairing, type Tenths } from '../model';
import type { StandingRow } from '../tiebreaks';
import { nameKey } from '../ids';
import type { QuickSwissRow } from '../systems/quick-swiss';
import { carriedPointsOf, pointsOf, type EventState } from '../event/event-state';
import { byeLabel, type PairingsRow, type RecordedRound } from '../workbook/pairings-table';
import { isRoundRobin, SYSTEM_NAMES, type Settings } from '../record/settings';
import { standingsSoFarTable, type StandingsTable } from './standings';

/**
 * The Pairings rows of a newly paired round: boards in order, then the byes.
 * A round robin keeps its table when a player has withdrawn or is absent: their
 * game is written as a forfeit (the organiser may still change it).
 */
export function newRoundRows(state: EventState, pairing: RoundPairing, quickSwissRows?: readonly QuickSwissRow[]): PairingsRow[] {
  const checks = new Map((quickSwissRows ?? []).map((row) => [nameKey(row.playerA), row.check]));
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  const away = (startNumber: number) => state.players[startNumber - 1]!.entrant.status !== 'active';
  const forfeit = (white: number, black: number) =>
    away(white) && away(black) ? '-/-' : away(white) ? '-/+' : away(black) ? '+/-' : '';
  const before = (startNumber: number) => pointsOf(state, startNumber);
  const rows: PairingsRow[] = pairing.boards.map((board) => ({
    round: pairing.round,
    board: board.board,
    white: nameOf(board.white),
    whitePoints: before(board.white),
    result: forfeit(board.white, board.black),
    blackPoints: before(board.black),
    black: nameOf(board.black),
    ...(quickSwissRows !== undefined
      ? { check: checks.get(nameKey(nameOf(board.white))) ?? checks.get(nameKey(nameOf(board.black))) ?? '' }
      : {}),
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
      ...(quickSwissRows !== undefined ? { check: bye.kind === 'pairing-allocated' ? 'BYE' : '' } : {}),
    });
  }
  return rows;
}

/**
 * Pairings rows for rounds already held (the repair writes Pairings anew from
 * the record): newest round first, boards then byes, each player's points
 * before the round, the results as given. `before(i)` is the event as it stood
 * before `rounds[i]`. With `withCheck`, seed 004's Check column is filled again.
 */
export function recordedRoundRows(
  rounds: readonly RecordedRound[],
  before: (index: number) => EventState,
  withCheck: boolean,
): PairingsRow[] {
  const rows: PairingsRow[] = [];
  for (let index = rounds.length - 1; index >= 0; index--) {
    const round = rounds[index]!;
    const state = before(index);
    const points = (name: string) => {
      const startNumber = state.startNumberOf(name);
      return startNumber === undefined ? null : pointsOf(state, startNumber);
    };
    const metBefore = (white: string, black: string) => {
      const a = state.startNumberOf(white);
      const b = state.startNumberOf(black);
      if (a === undefined || b === undefined) return false;
      const carried = state.players[a - 1]!.entrant.carried?.opponents ?? [];
      return (
        state.tournament.players[a - 1]!.rounds.some((entry) => entry.opponent === b) ||
        (state.carriedRounds === 0 && carried.some((name) => nameKey(name) === nameKey(black)))
      );
    };
    for (const board of round.boards) {
      rows.push({
        round: round.round,
        board: board.board,
        white: board.white,
        whitePoints: points(board.white),
        result: board.result?.notation ?? '',
        blackPoints: points(board.black),
        black: board.black,
        ...(withCheck ? { check: metBefore(board.white, board.black) ? 'Rematch unavoidable' : 'No prior match' } : {}),
      });
    }
    for (const bye of round.byes) {
      rows.push({
        round: round.round,
        board: '',
        white: bye.player,
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

export const BYES_HEADER = ['Round', 'Player', 'Kind', 'Points'] as const;

const BYE_KIND_WORDS: Record<ByeKind, string> = {
  'pairing-allocated': 'pairing-allocated bye',
  'half-point': 'requested half-point bye',
  'full-point': 'full-point bye',
  'zero-point': 'absent (zero-point bye)',
  withdrawn: 'withdrawn',
};

/** Every bye of every round, newest round first, from the recorded history. */
export function byesRows(state: EventState): (string | number)[][] {
  const tournament = state.tournament;
  const rows: (string | number)[][] = [];
  for (let index = state.rounds.length - 1; index >= 0; index--) {
    const recorded = state.rounds[index]!;
    const r = recorded.round;
    for (const player of tournament.players) {
      const entry = player.rounds[r - 1];
      if (entry === undefined || entry.opponent !== null) continue;
      const entrant = state.players[player.startNumber - 1]!.entrant;
      const lateEntry = !recorded.byes.some((bye) => bye.player === player.name) && hasLaterRow(state, player.name, r);
      if (lateEntry) {
        rows.push([r, player.name, 'late entry (round missed)', pointsForResult(entry.result, tournament.points) / 10]);
        continue;
      }
      const kind: ByeKind =
        entry.result === 'U'
          ? 'pairing-allocated'
          : entry.result === 'H'
            ? 'half-point'
            : entry.result === 'F'
              ? 'full-point'
              : entrant.status === 'withdrawn' && !recorded.byes.some((bye) => bye.player === player.name)
                ? 'withdrawn'
                : 'zero-point';
      const points = kind === 'pairing-allocated' ? tournament.points.pairingAllocatedBye : kind === 'half-point' ? tournament.points.halfPointBye : kind === 'full-point' ? tournament.points.fullPointBye : 0;
      rows.push([r, player.name, BYE_KIND_WORDS[kind], points / 10]);
    }
  }
  return rows;
}

export type StandingsView = StandingsTable;

/**
 * The Standings table: rank, number, name, rating, points, each tie-break,
 * games. Points count every result typed so far; while a round is played the
 * title says how many of its results are in ("Standings after round 3 of 7
 * (5 of 8 results in; tie-breaks as after round 2)").
 */
export function standingsView(state: EventState, settings: Settings, totalRounds: number): StandingsView {
  const carriedPoints = new Map<number, Tenths>();
  for (const player of state.players) {
    const points = carriedPointsOf(state, player.startNumber);
    if (points !== 0) carriedPoints.set(player.startNumber, points);
  }
  return standingsSoFarTable(state.tournament, {
    system: isRoundRobin(settings.system) ? 'round-robin' : 'swiss',
    tiebreaks: settings.tiebreaks,
    seed: settings.seed,
    carriedPoints,
    totalRounds,
    systemName: SYSTEM_NAMES[settings.system],
  });
}

/** The Score and Opponents the add-on writes in Players (when it created those columns), by start number. */
export function playerSummaries(state: EventState): { score: Tenths; opponents: string }[] {
  const tournament = state.tournament;
  return tournament.players.map((player) => {
    const carried = state.players[player.startNumber - 1]!.entrant.carried;
    // Carried-in history (typed by hand before the add-on's first round) plus every recorded round;
    // when the carried rounds were rebuilt (Dutch), the model holds them already.
    const extra = state.carriedRounds > 0 ? undefined : carried;
    const opponents = [
      ...(extra?.opponents ?? []),
      ...player.rounds.flatMap((entry) => (entry.opponent === null ? [] : [tournament.players[entry.opponent - 1]!.name])),
    ];
    return { score: pointsOf(state, player.startNumber), opponents: opponents.join(', ') };
  });
}

const CROSSTABLE_RESULT: Partial<Record<string, string>> = { '1': '1', '=': '½', '0': '0', W: '1', D: '½', L: '0', '+': '+', '-': '−', ' ': '' };

/**
 * The crosstable: a row per player in ranking order, a column per round with
 * the opponent's number, the colour and the result (`12w1`, `7b½`, `3w+`
 * for a forfeit win), byes in words.
 */
export function crosstableRows(state: EventState, standings: readonly StandingRow[]): (string | number)[][] {
  const rounds = state.roundsPlayed;
  const header = ['Rank', 'No.', 'Name', 'Rating', ...Array.from({ length: rounds }, (_, r) => `R${r + 1}`), 'Points'];
  const rows = standings.map((row) => {
    const player = state.tournament.players[row.startNumber - 1]!;
    const cells = player.rounds.slice(0, rounds).map((entry) => {
      if (entry.opponent === null) {
        return { U: 'bye', H: '½ bye', F: '1 bye' }[entry.result as 'U' | 'H' | 'F'] ?? '–';
      }
      return `${entry.opponent}${entry.colour === 'white' ? 'w' : entry.colour === 'black' ? 'b' : ''}${CROSSTABLE_RESULT[entry.result] ?? ''}`;
    });
    return [row.rankLabel, row.startNumber, player.name, player.rating > 0 ? player.rating : '', ...cells, row.points / 10];
  });
  return [header, ...rows];
}

/** Every round of a round robin at once, for the Schedule sheet: Round, Board, White, Black. */
export function scheduleRows(state: EventState, pairings: readonly RoundPairing[]): (string | number)[][] {
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  const rows: (string | number)[][] = [['Round', 'Board', 'White', 'Black']];
  for (const pairing of pairings) {
    for (const board of pairing.boards) rows.push([pairing.round, board.board, nameOf(board.white), nameOf(board.black)]);
    for (const bye of pairing.byes) rows.push([pairing.round, '', nameOf(bye.player), 'rests (bye)']);
  }
  return rows;
}

/** Whether the player has a row in Pairings after round `round`: a round without one before that was missed by a late entry. */
function hasLaterRow(state: EventState, name: string, round: number): boolean {
  return state.rounds.some(
    (recorded) =>
      recorded.round > round &&
      (recorded.byes.some((bye) => bye.player === name) || recorded.boards.some((board) => board.white === name || board.black === name)),
  );
}
