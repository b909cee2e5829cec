/**
 * Line-ups, boards and match results: from the players a team fields to the
 * match points the pairing systems and standings count.
 *
 * - A line-up is the team's first `boards` players unless the organiser sets
 *   another (reserves stand after them in the team list).
 * - Board colours: the team named first has White on odd boards, unless the
 *   event gives its own pattern (TRF `352`, e.g. `WBBW`).
 * - A match's game points are the sum of its boards; the team with more game
 *   points wins the match. Match points default to 2 / 1 / 0.
 * - A match is played when at least one board was played over the board; its
 *   colour for each team is its board-1 player's (C.04.6 art. 1.6.1).
 */

import { InputError } from '../errors';
import { pointsFor, type Colour, type ResultCode, type Tenths } from '../model';
import type { EventMatch, EventTeam, MatchBoard, TeamEvent, TeamEventSettings, TeamPointAdjustment } from './event';
import type { TeamRoundRecord } from './types';

const PLAYED = '1=0WDL';

/** The home team's colour on a board (1-based), by the event's pattern or White on odd boards. */
export function homeColourOnBoard(board: number, pattern?: string): Colour {
  if (pattern !== undefined && pattern.length > 0) return pattern[(board - 1) % pattern.length] === 'B' ? 'black' : 'white';
  return board % 2 === 1 ? 'white' : 'black';
}

/**
 * The players a team fields, board 1 first: the given line-up, or its first
 * `boards` players. A line-up may name reserves; it may not name a player of
 * another team or the same player twice.
 */
export function lineUp(team: EventTeam, boards: number, chosen?: readonly (number | null)[]): (number | null)[] {
  if (chosen === undefined) return Array.from({ length: boards }, (_, index) => team.players[index] ?? null);
  if (chosen.length > boards) throw new InputError(`team ${team.number}: the line-up names ${chosen.length} players for ${boards} boards`);
  const seen = new Set<number>();
  for (const player of chosen) {
    if (player === null) continue;
    if (!team.players.includes(player)) throw new InputError(`team ${team.number}: player ${player} is not one of its players`);
    if (seen.has(player)) throw new InputError(`team ${team.number}: player ${player} is on two boards of the line-up`);
    seen.add(player);
  }
  return Array.from({ length: boards }, (_, index) => chosen[index] ?? null);
}

/**
 * The boards of a match, not yet played: the two line-ups side by side, board
 * colours from the pattern. An empty board is a forfeit of its side at once.
 */
export function matchBoards(home: readonly (number | null)[], away: readonly (number | null)[], pattern?: string): MatchBoard[] {
  return home.map((homePlayer, index) => {
    const awayPlayer = away[index] ?? null;
    const board = index + 1;
    const results = emptyBoardResults(homePlayer, awayPlayer);
    return { board, homePlayer, awayPlayer, homeColour: homeColourOnBoard(board, pattern), homeResult: results[0], awayResult: results[1] };
  });
}

function emptyBoardResults(home: number | null, away: number | null): [ResultCode, ResultCode] {
  if (home === null && away === null) return ['-', '-'];
  if (home === null) return ['-', '+'];
  if (away === null) return ['+', '-'];
  return [' ', ' '];
}

/** What a match gave each side. */
export interface MatchOutcome {
  readonly played: boolean;
  /** Every board has a result. */
  readonly complete: boolean;
  readonly homeGamePoints: Tenths;
  readonly awayGamePoints: Tenths;
  readonly homeMatchPoints: Tenths;
  readonly awayMatchPoints: Tenths;
}

/**
 * Board results → match result. A match not played at all by the arbiter's
 * decision (`forfeit`, TRF `330`) gives the team that came a forfeit win on
 * every board (`settings.boards` of them when the match lists none), the other
 * a forfeit loss on every board.
 */
export function matchOutcome(match: EventMatch, settings: Pick<TeamEventSettings, 'gamePoints' | 'matchPoints'> & { readonly boards?: number }): MatchOutcome {
  const mp = settings.matchPoints;
  let home = 0;
  let away = 0;
  for (const board of match.boards) {
    home += pointsFor(board.homeResult, settings.gamePoints);
    away += pointsFor(board.awayResult, settings.gamePoints);
  }
  const complete = match.forfeit !== undefined || match.boards.every((board) => board.homeResult !== ' ' && board.awayResult !== ' ');
  const played = match.forfeit === undefined && match.boards.some((board) => PLAYED.includes(board.homeResult));
  if (match.forfeit !== undefined) {
    const homeWins = match.forfeit === 'home';
    const awayWins = match.forfeit === 'away';
    const boards = match.boards.length > 0 ? match.boards.length : (settings.boards ?? 0);
    const gamePoints = (wins: boolean) => boards * (wins ? settings.gamePoints.forfeitWin : settings.gamePoints.forfeitLoss);
    return {
      played: false,
      complete,
      homeGamePoints: gamePoints(homeWins),
      awayGamePoints: gamePoints(awayWins),
      homeMatchPoints: homeWins ? mp.win : mp.loss,
      awayMatchPoints: awayWins ? mp.win : mp.loss,
    };
  }
  // A match where no board was played and none was won by forfeit is a double forfeit: lost by both
  // (as a `330 --` record says), not a drawn match.
  const doubleForfeit = !played && complete && match.boards.every((board) => board.homeResult !== '+' && board.awayResult !== '+');
  const points = (own: Tenths, other: Tenths) => (doubleForfeit || own < other ? mp.loss : own === other ? mp.draw : mp.win);
  return { played, complete, homeGamePoints: home, awayGamePoints: away, homeMatchPoints: points(home, away), awayMatchPoints: points(away, home) };
}

/** The points of the pairing-allocated bye: the event's, or those of a drawn match (C.04.6 art. 1.4). */
export function pairingAllocatedByePoints(settings: TeamEventSettings): { matchPoints: Tenths; gamePoints: Tenths } {
  return settings.pairingAllocatedBye ?? { matchPoints: settings.matchPoints.draw, gamePoints: settings.gamePoints.draw * settings.boards };
}

/**
 * Every team's history, round by round, as the pairing systems and standings
 * read it. A team with neither a match nor a bye in a round was absent.
 */
export function teamHistories(event: TeamEvent): Map<number, TeamRoundRecord[]> {
  const histories = new Map<number, TeamRoundRecord[]>(event.teams.map((team) => [team.number, []]));
  const { settings } = event;
  const pab = pairingAllocatedByePoints(settings);
  event.rounds.forEach((round, index) => {
    const records = new Map<number, TeamRoundRecord>();
    for (const match of round.matches) {
      const outcome = matchOutcome(match, settings);
      const board1 = match.boards.find((board) => board.board === 1);
      const homeColour = outcome.played && board1 !== undefined ? board1.homeColour : null;
      const kindOf = (own: Tenths, other: Tenths) => (outcome.played ? 'played' : own > other ? 'forfeit-win' : 'forfeit-loss');
      records.set(match.home, {
        kind: kindOf(outcome.homeMatchPoints, outcome.awayMatchPoints),
        opponent: match.away,
        colour: homeColour,
        matchPoints: outcome.homeMatchPoints,
        gamePoints: outcome.homeGamePoints,
      });
      records.set(match.away, {
        kind: kindOf(outcome.awayMatchPoints, outcome.homeMatchPoints),
        opponent: match.home,
        colour: homeColour === null ? null : homeColour === 'white' ? 'black' : 'white',
        matchPoints: outcome.awayMatchPoints,
        gamePoints: outcome.awayGamePoints,
      });
    }
    for (const bye of round.byes) {
      const boards = settings.boards;
      const g = settings.gamePoints;
      const byKind = {
        'pairing-allocated': { kind: 'pairing-allocated-bye', matchPoints: pab.matchPoints, gamePoints: pab.gamePoints },
        'full-point': { kind: 'full-point-bye', matchPoints: settings.matchPoints.win, gamePoints: g.fullPointBye * boards },
        'half-point': { kind: 'half-point-bye', matchPoints: settings.matchPoints.draw, gamePoints: g.halfPointBye * boards },
        absent: { kind: 'absent', matchPoints: 0, gamePoints: 0 },
      } as const;
      records.set(bye.team, { ...byKind[bye.kind], opponent: null, colour: null });
    }
    for (const [team, history] of histories) {
      const record = records.get(team) ?? { kind: 'absent', opponent: null, colour: null, matchPoints: 0, gamePoints: 0 };
      const other = record.opponent === null ? undefined : records.get(record.opponent);
      history[index] = adjusted(record, other, team, round.round, event.pointAdjustments ?? []);
    }
  });
  return histories;
}

/** The kind of round a `299` adjustment names, for a team's record (`null` for the PAB, which no adjustment names). */
function adjustmentKind(record: TeamRoundRecord, other: TeamRoundRecord | undefined): TeamPointAdjustment['kind'] | null {
  switch (record.kind) {
    case 'played': {
      const theirs = other?.matchPoints ?? record.matchPoints;
      return record.matchPoints > theirs ? 'win' : record.matchPoints < theirs ? 'loss' : 'draw';
    }
    case 'forfeit-win':
      return 'forfeit-win';
    case 'forfeit-loss':
      return 'forfeit-loss';
    case 'full-point-bye':
      return 'full-point-bye';
    case 'half-point-bye':
      return 'half-point-bye';
    case 'absent':
      return 'zero-point-bye';
    case 'pairing-allocated-bye':
      return null;
  }
}

/** A record with the event's point adjustments applied: the most specific that sets its points, then every bonus. */
function adjusted(record: TeamRoundRecord, other: TeamRoundRecord | undefined, team: number, round: number, adjustments: readonly TeamPointAdjustment[]): TeamRoundRecord {
  if (adjustments.length === 0) return record;
  const kind = adjustmentKind(record, other);
  const applies = (adjustment: TeamPointAdjustment) =>
    (adjustment.round === undefined || adjustment.round === round) && (adjustment.teams === undefined || adjustment.teams.length === 0 || adjustment.teams.includes(team));
  const specificity = (adjustment: TeamPointAdjustment) => (adjustment.teams !== undefined && adjustment.teams.length > 0 ? 2 : 0) + (adjustment.round !== undefined ? 1 : 0);
  let best: TeamPointAdjustment | null = null;
  for (const adjustment of adjustments) {
    if (adjustment.kind === 'bonus' || adjustment.kind !== kind || !applies(adjustment)) continue;
    if (best === null || specificity(adjustment) >= specificity(best)) best = adjustment;
  }
  let matchPoints = best?.matchPoints ?? record.matchPoints;
  let gamePoints = best?.gamePoints ?? record.gamePoints;
  for (const adjustment of adjustments) {
    if (adjustment.kind !== 'bonus' || !applies(adjustment)) continue;
    matchPoints += adjustment.matchPoints ?? 0;
    gamePoints += adjustment.gamePoints ?? 0;
  }
  return matchPoints === record.matchPoints && gamePoints === record.gamePoints ? record : { ...record, matchPoints, gamePoints };
}
