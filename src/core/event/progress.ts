/**
 * The event as it stands while a round is played: what the live views (By
 * name, Live, standings that move with every typed result) are built from.
 *
 * It is the core's tournament model plus the current round as it was paired,
 * so the views do not depend on how the add-on stores its record: whatever
 * holds the rounds hands over the model (rounds 1..n, round n's results as
 * typed so far) and round n's boards and byes.
 */
import { formatPoints, scoreOf, type ByeKind, type Player, type PointSystem, type ResultCode, type RoundEntry, type RoundPairing, type Tenths, type Tournament } from '../model';

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
 * roundProgress(tournament); // { round: 3, games: 8, resultsIn: 5, complete: false }
 */
export function roundProgress(tournament: Tournament): RoundProgress {
  const round = currentRoundOf(tournament);
  let games = 0;
  let resultsIn = 0;
  if (round > 0) {
    for (const player of tournament.players) {
      const entry = player.rounds[round - 1];
      if (entry === undefined || entry.opponent === null || entry.opponent < player.startNumber) continue;
      games += 1;
      if (entry.result !== ' ') resultsIn += 1;
    }
  }
  return { round, games, resultsIn, complete: resultsIn === games };
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

/** A name with points, as the live views write it: "Ana Silva (2½)". */
export function nameWithPoints(name: string, points: Tenths): string {
  return `${name} (${formatPoints(points)})`;
}

const FORFEIT = ' ff';

/**
 * A game's result from White's side, as people read it: `1-0`, `½-½`, `0-1`,
 * `1-0 ff` for a forfeit (the game was not played), `0-0 ff` for a double
 * forfeit; empty while the game is on.
 */
export function boardResultText(white: ResultCode, black: ResultCode): string {
  switch (white) {
    case ' ':
      return '';
    case '1':
    case 'W':
      return '1-0';
    case '0':
    case 'L':
      return '0-1';
    case '=':
    case 'D':
      return '½-½';
    case '+':
      return `1-0${FORFEIT}`;
    case '-':
      return black === '+' ? `0-1${FORFEIT}` : `0-0${FORFEIT}`;
    default:
      return '';
  }
}

/** Whether any result text uses the forfeit mark (the views then explain it). */
export function mentionsForfeit(texts: readonly string[]): boolean {
  return texts.some((text) => text.endsWith(FORFEIT));
}

/** What "ff" means, for a note under a table that uses it. */
export const FORFEIT_NOTE = 'ff: forfeit, the game was not played.';

/** Points in words: "1 point", "½ point", "2 points". */
function pointsInWords(points: Tenths): string {
  return `${formatPoints(points)} ${points === 10 || points === 5 ? 'point' : 'points'}`;
}

/**
 * A round without a game, in words, with what it scores: "bye (1 point)",
 * "requested bye (½ point)", "absent", "withdrawn".
 */
export function byeInWords(kind: ByeKind, points: PointSystem): string {
  switch (kind) {
    case 'pairing-allocated':
      return `bye (${pointsInWords(points.pairingAllocatedBye)})`;
    case 'half-point':
      return `requested bye (${pointsInWords(points.halfPointBye)})`;
    case 'full-point':
      return `full-point bye (${pointsInWords(points.fullPointBye)})`;
    case 'zero-point':
      return 'absent';
    case 'withdrawn':
      return 'withdrawn';
  }
}
