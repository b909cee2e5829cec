/**
 * A team event's next round, by its system: the FIDE Swiss Team Pairing
 * System (C.04.6, src/core/team-swiss), a team round robin by the Berger
 * tables, or a Scheveningen match from its published table. Each match gets
 * its boards: the line-up of each team is its first available players in
 * board order (reserves move up for a player marked absent or withdrawn), a
 * board nobody can take left empty (lost by forfeit); the board colours are
 * the team named first's White on odd boards, or the Scheveningen table's.
 * The organiser may change the line-ups in Pairings until the next round.
 */
import { InputError } from '../../errors';
import type { PlayerId } from '../../ids';
import type { Colour } from '../../model';
import type { Settings } from '../../record/settings';
import { homeColourOnBoard, pairTeamEvent, scheveningenRound, teamRoundRobinRound } from '../../team-swiss';
import { PAIRINGS_SHEET, PLAYERS_SHEET, teamPairingsHeader } from '../../workbook/layout';
import type { SheetTeam } from '../../workbook/team/team-list';
import type { TeamEventRead } from '../../workbook/team/read-team-event';
import type { SheetBoard, SheetMatch, SheetRound, TeamNames } from '../../workbook/team/team-reconcile';
import type { MissingResult } from '../plan';

/** The boards of the newest round still without a result: both players there, nothing typed. */
export function missingTeamResults(rounds: readonly SheetRound[], names: Pick<TeamNames, 'playerName'>): MissingResult[] {
  const last = rounds[rounds.length - 1];
  if (last === undefined) return [];
  const name = (id: PlayerId | null) => (id === null ? '' : names.playerName(id));
  return last.matches.flatMap((match) =>
    match.forfeit !== null
      ? []
      : match.boards
          .filter((board) => board.result === null && board.home !== null && board.away !== null)
          .map((board) => {
            const [white, black] = board.homeColour === 'white' ? [board.home, board.away] : [board.away, board.home];
            return { round: last.round, board: board.board, white: name(white), black: name(black) };
          }),
  );
}

/** The newest round must be complete before the next is paired: the boards without a result are named. */
export function requireCompleteTeamRound(team: TeamEventRead): void {
  const missing = missingTeamResults(team.reconciled.rounds, team.names);
  if (missing.length === 0) return;
  const shown = missing.slice(0, 8).map((board) => `board ${board.board} (${board.white} – ${board.black})`);
  throw new InputError(
    `round ${missing[0]!.round} is not complete: ${missing.length} board${missing.length === 1 ? ' has' : 's have'} no result: ${shown.join(', ')}${missing.length > shown.length ? ', …' : ''}. ` +
      'Type the results in the Result column, or +/- on a match row for a match not played, then pair again.',
    { source: PAIRINGS_SHEET, column: teamPairingsHeader('result') },
  );
}

/** A team's line-up for a round: its first `boards` available players in board order, empty boards after. */
export function defaultLineUp(team: SheetTeam, read: TeamEventRead, boards: number): (PlayerId | null)[] {
  const available = team.players.filter((id) => read.list.entrants.get(id)?.status === 'active');
  return Array.from({ length: boards }, (_, index) => available[index] ?? null);
}

function boardsOf(home: readonly (PlayerId | null)[], away: readonly (PlayerId | null)[], colourOf: (board: number) => Colour): SheetBoard[] {
  return home.map((player, index) => ({ board: index + 1, home: player, away: away[index] ?? null, homeColour: colourOf(index + 1), result: null }));
}

/** Pairs round `round` of the team event by its system. */
export function pairTeamRound(read: TeamEventRead, settings: Settings, round: number): SheetRound {
  const teams = new Map(read.list.teams.map((team) => [team.number, team]));
  const boards = settings.team.boards;
  const pattern = settings.team.boardColours;
  const match = (home: number, away: number): SheetMatch => ({
    home,
    away,
    forfeit: null,
    boards: boardsOf(defaultLineUp(teams.get(home)!, read, boards), defaultLineUp(teams.get(away)!, read, boards), (board) => homeColourOnBoard(board, pattern)),
  });
  // The pairing (and a Berger table) gives a team White on board 1; it is named first unless the event's colours give the team named first Black there.
  const named = (white: number, black: number): SheetMatch => (homeColourOnBoard(1, pattern) === 'white' ? match(white, black) : match(black, white));
  if (settings.system === 'scheveningen') return scheveningen(read, settings, round);
  if (settings.system === 'team-round-robin') {
    const table = teamRoundRobinRound(read.list.teams.length, round);
    return { round, matches: table.matches.map((pair) => named(pair.white, pair.black)), byes: table.bye === null ? [] : [{ team: table.bye, kind: 'rest' }] };
  }
  const available = read.list.teams.filter((team) => team.status === 'active');
  if (available.length < 2) {
    throw new InputError(`only ${available.length} team${available.length === 1 ? ' is' : 's are'} available for round ${round}; at least 2 are needed.`, { source: PLAYERS_SHEET });
  }
  const pairing = pairTeamEvent(read.event, round);
  return {
    round,
    matches: pairing.matches.map((pair) => named(pair.white, pair.black)),
    byes: [
      ...(pairing.bye === null ? [] : [{ team: pairing.bye, kind: 'pairing-allocated' as const }]),
      ...read.list.teams.filter((team) => team.status === 'absent').map((team) => ({ team: team.number, kind: 'absent' as const })),
    ],
  };
}

/**
 * A Scheveningen round: the two teams' first players (A1 … An, B1 … Bn in
 * board order) as the published table of that size pairs them; team 1 is A.
 */
function scheveningen(read: TeamEventRead, settings: Settings, round: number): SheetRound {
  if (read.list.teams.length !== 2) {
    throw new InputError(`a Scheveningen match is between two teams, and Players names ${read.list.teams.length}. Give every player one of two teams, or choose another team system.`, {
      source: PLAYERS_SHEET,
    });
  }
  const [a, b] = read.list.teams as [SheetTeam, SheetTeam];
  const boards = settings.team.boards;
  const lineUps = { A: defaultLineUp(a, read, boards), B: defaultLineUp(b, read, boards) };
  const games = scheveningenRound(boards, round);
  const matchBoards: SheetBoard[] = games.map((game, index) => {
    const homeWhite = game.white.team === 'A';
    const own = homeWhite ? game.white : game.black;
    const other = homeWhite ? game.black : game.white;
    return { board: index + 1, home: lineUps.A[own.player - 1] ?? null, away: lineUps.B[other.player - 1] ?? null, homeColour: homeWhite ? 'white' : 'black', result: null };
  });
  return { round, matches: [{ home: a.number, away: b.number, forfeit: null, boards: matchBoards }], byes: [] };
}
