/**
 * The event as it stands while a round is played: what the live views (By
 * name, Live, standings that move with every typed result) are built from.
 *
 * It is the core's tournament model plus the current round as it was paired,
 * so the views do not depend on how the add-on stores its record: whatever
 * holds the rounds hands over the model (rounds 1..n, round n's results as
 * typed so far) and round n's boards and byes.
 */
import { byePoints, pointsFor, scoreOf, type Bye, type Player, type RoundEntry, type RoundPairing, type Tenths, type Tournament } from '../model';
import { carriedPoints, type EventState } from './event-state';

export interface EventInProgress {
  /**
   * Rounds 1..n as recorded. Round n's games without a result yet have the
   * blank result `' '`; its byes and absences are decided when it is paired.
   */
  readonly tournament: Tournament;
  /** Round n as it was paired: boards in board order, byes, absences. Null before round 1. */
  readonly current: RoundPairing | null;
  /** Points brought in as totals (a quick Swiss continued from paper), by start number. */
  readonly carriedPoints?: ReadonlyMap<number, Tenths>;
}

/** How far the current round has got. */
export interface RoundProgress {
  /** The newest round paired; 0 before round 1. */
  readonly round: number;
  /** Games scheduled in that round (boards; byes and absences are not games). */
  readonly games: number;
  /** Games whose result is typed. */
  readonly resultsIn: number;
  /** Every game of the round has its result (true before round 1). */
  readonly complete: boolean;
  /** Players with a round without a game that scores (a bye, a requested bye), decided when it was paired and counted at once. */
  readonly byes: number;
}

/** The newest round of the model: the longest history. */
export function currentRoundOf(tournament: Tournament): number {
  return Math.max(0, ...tournament.players.map((player) => player.rounds.length));
}

/**
 * Counts the games of the newest round and those with a result. A game is
 * counted once, from the side of its lower start number.
 *
 * @example
 * roundProgress(tournament); // { round: 3, games: 8, resultsIn: 5, complete: false, byes: 1 }
 */
export function roundProgress(tournament: Tournament): RoundProgress {
  const round = currentRoundOf(tournament);
  let games = 0;
  let resultsIn = 0;
  let byes = 0;
  if (round > 0) {
    for (const player of tournament.players) {
      const entry = player.rounds[round - 1];
      if (entry !== undefined && entry.opponent === null && pointsFor(entry.result, tournament.points) > 0) byes += 1;
      if (entry === undefined || entry.opponent === null || entry.opponent < player.startNumber) continue;
      games += 1;
      if (entry.result !== ' ') resultsIn += 1;
    }
  }
  return { round, games, resultsIn, complete: resultsIn === games, byes };
}

/** Whether a round entry is a game still waiting for its result. */
export function isPending(entry: RoundEntry | undefined): boolean {
  return entry !== undefined && entry.opponent !== null && entry.result === ' ';
}

/** A player's points before the current round: the rounds before it plus any carried-in total. */
export function pointsBeforeRound(event: EventInProgress, startNumber: number): Tenths {
  const tournament = event.tournament;
  const player = playerOf(tournament, startNumber);
  const round = event.current?.round ?? currentRoundOf(tournament) + 1;
  return scoreOf(player, tournament.points, round - 1) + (event.carriedPoints?.get(startNumber) ?? 0);
}

/** The player with a start number (players are normally listed in start-number order). */
export function playerOf(tournament: Tournament, startNumber: number): Player {
  const listed = tournament.players[startNumber - 1];
  const player = listed?.startNumber === startNumber ? listed : tournament.players.find((candidate) => candidate.startNumber === startNumber);
  if (player === undefined) throw new RangeError(`No player with start number ${startNumber}`);
  return player;
}

/** The event as the live views read it: the model, and the newest round as paired. */
export function eventInProgress(state: EventState): EventInProgress {
  const last = state.rounds[state.rounds.length - 1];
  const points = state.tournament.points;
  const current: RoundPairing | null =
    last === undefined
      ? null
      : {
          round: last.round,
          boards: last.boards.map((board) => ({ board: board.board, white: board.white, black: board.black })),
          byes: last.byes.map((bye): Bye => ({ player: bye.player, kind: bye.kind, points: byePoints(bye.kind, points) })),
        };
  const carried = carriedPoints(state);
  return { tournament: state.tournament, current, ...(carried.size > 0 ? { carriedPoints: carried } : {}) };
}
