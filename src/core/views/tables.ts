/**
 * The add-on's own tables, from the event state: Byes (every round without a
 * game, in words), Crosstable (every player's rounds, in ranking order),
 * Schedule (a round robin's every round) and the Score and Opponents columns
 * the add-on writes in Players when it created them. Pure functions, so they
 * are tested without a spreadsheet; the writes compare them with what each
 * sheet holds.
 */
import { byeKindOf, byePoints, formatPoints, pointsFor, type ByeKind, type RoundPairing, type Tenths } from '../model';
import type { StandingRow } from '../tiebreaks';
import { pointsOf, type EventState } from '../event/event-state';
import { BYES_HEADER, CROSSTABLE_HEADER, SCHEDULE_HEADER } from '../workbook/layout';
import { crosstableSymbol } from '../workbook/results';

/** A table as the add-on writes it: its rows (header first) and how many of them are headers. */
export interface OwnTable {
  readonly name: string;
  readonly rows: readonly (readonly (string | number)[])[];
  readonly headerRows: number;
  /**
   * The rows below the header are a ranking of players: `key` is the 0-based
   * column that says who a row is (the start number), the first `fixed`
   * columns (the rank) belong to the place, not the player.
   */
  readonly ranking?: { readonly key: number; readonly fixed: number };
}

/** Each kind of round without a game in words a parent reads (the Points column says what it scores). */
const BYE_KIND_WORDS: Record<ByeKind, string> = {
  'pairing-allocated': 'bye (no opponent this round)',
  'half-point': 'requested half-point bye',
  'full-point': 'full-point bye',
  'zero-point': 'absent (no game this round)',
  withdrawn: 'withdrawn',
};

/** The Byes sheet: every round without a game of every round, newest round first, header first. */
export function byesRows(state: EventState): (string | number)[][] {
  const tournament = state.tournament;
  const rows: (string | number)[][] = [BYES_HEADER.slice()];
  for (let index = state.rounds.length - 1; index >= 0; index--) {
    const round = state.rounds[index]!;
    const r = round.round;
    for (const player of tournament.players) {
      const entry = player.rounds[r - 1];
      if (entry === undefined || entry.opponent !== null) continue;
      const listed = round.byes.some((bye) => bye.player === player.startNumber);
      if (!listed && playsAfter(state, player.startNumber, r)) {
        rows.push([r, player.name, 'late entry (round missed)', pointsFor(entry.result, tournament.points) / 10]);
        continue;
      }
      const recorded = byeKindOf(entry.result);
      const withdrawn = state.players[player.startNumber - 1]!.entrant.status === 'withdrawn' && !listed;
      const kind: ByeKind = recorded !== undefined && recorded !== 'zero-point' ? recorded : withdrawn ? 'withdrawn' : 'zero-point';
      rows.push([r, player.name, BYE_KIND_WORDS[kind], byePoints(kind, tournament.points) / 10]);
    }
  }
  return rows;
}

/** Whether the player has a board or a bye after round `round`: a round without one before that was missed by a late entry. */
function playsAfter(state: EventState, startNumber: number, round: number): boolean {
  return state.rounds.some(
    (later) => later.round > round && (later.byes.some((bye) => bye.player === startNumber) || later.boards.some((board) => board.white === startNumber || board.black === startNumber)),
  );
}

/** The Score and Opponents the add-on writes in Players (when it created those columns), by start number. */
export function playerSummaries(state: EventState): { score: Tenths; opponents: string }[] {
  const tournament = state.tournament;
  return tournament.players.map((player) => {
    // A paper history typed by hand plus every round held; when the paper rounds were rebuilt (Dutch), the model holds them already.
    const typed = state.carriedRounds > 0 ? [] : (state.players[player.startNumber - 1]!.entrant.carried?.opponents ?? []);
    const opponents = [...typed, ...player.rounds.flatMap((entry) => (entry.opponent === null ? [] : [tournament.players[entry.opponent - 1]!.name]))];
    return { score: pointsOf(state, player.startNumber), opponents: opponents.join(', ') };
  });
}

/** What a round without a game shows in the crosstable. */
const CROSSTABLE_BYE: Partial<Record<string, string>> = { U: 'bye', H: '½ bye', F: '1 bye' };

/**
 * The crosstable: a row per player in ranking order, a column per round with
 * the opponent's number, the colour and the result (`12w1`, `7b½`, `3w+`
 * for a forfeit win), byes in words, and the points as the cells write them
 * (`2½`). A shared rank is shown once, on the
 * first row of the players who share it, as a printed crosstable groups
 * them: a result that moves one player then rewrites two rank cells, not
 * the rank of every player tied below (in round 1, nearly the whole field).
 */
export function crosstableRows(state: EventState, standings: readonly StandingRow[]): (string | number)[][] {
  const rounds = state.roundsPlayed;
  const header = [...CROSSTABLE_HEADER.before, ...Array.from({ length: rounds }, (_, r) => `R${r + 1}`), ...CROSSTABLE_HEADER.after];
  const rows = standings.map((row, index) => {
    const player = state.tournament.players[row.startNumber - 1]!;
    const cells = player.rounds.slice(0, rounds).map((entry) => {
      if (entry.opponent === null) return CROSSTABLE_BYE[entry.result] ?? '–';
      return `${entry.opponent}${entry.colour === 'white' ? 'w' : entry.colour === 'black' ? 'b' : ''}${crosstableSymbol(entry.result)}`;
    });
    const rank = index > 0 && standings[index - 1]!.rank === row.rank ? '' : row.rankLabel;
    // The total in the notation of the cells beside it (7b½ … 2½): a crosstable is read, not added up.
    return [rank, row.startNumber, player.name, player.rating > 0 ? player.rating : '', ...cells, formatPoints(row.points)];
  });
  return [header, ...rows];
}

/** Every round of a round robin at once, for the Schedule sheet: Round, Board, White, Black. */
export function scheduleRows(state: EventState, pairings: readonly RoundPairing[]): (string | number)[][] {
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  const rows: (string | number)[][] = [SCHEDULE_HEADER.slice()];
  for (const pairing of pairings) {
    for (const board of pairing.boards) rows.push([pairing.round, board.board, nameOf(board.white), nameOf(board.black)]);
    for (const bye of pairing.byes) rows.push([pairing.round, '', nameOf(bye.player), 'rests (bye)']);
  }
  return rows;
}
