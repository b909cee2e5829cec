/**
 * A team event as a TRF-2026 file, so that an arbiter can hand it to another
 * program (a pairing engine, FIDE's tie-break calculator) and read it back
 * (./from-trf.ts reads what this writes).
 *
 * - `001` one line a player, start numbers given team by team in board order;
 *   each board of a match is a game between its two players (a board with
 *   nobody on one side: `0000` for the player who was there, who wins it by
 *   forfeit); a PAB is `U`, a full-point bye `F`, a half-point bye `H`, an
 *   absence `Z` on each of the team's first boards;
 * - `310` the teams (players in board order, match and game points, rank);
 * - `300` a team's line-up where it is not its `310` order or has an empty board;
 * - `330` a match not played by the arbiter's decision, or where a team fielded
 *   nobody (the players of the team that came `0000 - +`, the others `0000 - -`);
 * - `240` byes (`F`, `H`, `Z`) by round, and absences announced for the next round;
 * - `192` the team type, `142`, `152`, `162` (when not 1 / ½ / 0), `352`, `362`,
 *   `320` (the PAB's points and teams), `260` forbidden pairs, `250`
 *   virtual points, `299` point adjustments.
 */

import type { Colour, Player, RoundEntry, Tenths, Tournament } from '../model';
import { formatTenths, right } from '../trf/fields';
import { writeTeamRecords, type TrfAbnormalPoints, type TrfLineUp, type TrfTeamForfeit } from '../trf/team/records';
import type { TrfBye } from '../trf/types';
import { tournamentToTrf, writeTrf } from '../trf/write';
import type { EventMatch, TeamEvent, TeamPointAdjustment } from './event';
import { homeColourOnBoard, pairingAllocatedByePoints, teamHistories } from './matches';

export interface TeamTrfOptions {
  /** `012`. */
  readonly name?: string;
  /** Team names by number (default `Team N`). */
  readonly teamNames?: ReadonlyMap<number, string>;
  /** Player names by player ID (default the team's number and the board: `T3 B2`). */
  readonly playerNames?: ReadonlyMap<number, string>;
  /** Player ratings by player ID (default 0, unrated). */
  readonly playerRatings?: ReadonlyMap<number, number>;
  /** The program that paired the event (TRF-2026 `182`). */
  readonly pairingController?: string;
}

const ABNORMAL_KINDS: Record<TeamPointAdjustment['kind'], TrfAbnormalPoints['kind']> = {
  win: 'W',
  draw: 'D',
  loss: 'L',
  'full-point-bye': 'F',
  'half-point-bye': 'H',
  'zero-point-bye': 'Z',
  'forfeit-win': '+',
  'forfeit-loss': '-',
  bonus: ' ',
};

const opposite = (colour: Colour): Colour => (colour === 'white' ? 'black' : 'white');

/** The `192` code of the event's settings (TRF-2026 Tournament-Type Code Table). */
function teamTypeCode(event: TeamEvent): string {
  const { colourPreferences, primaryScore, secondaryForColour } = event.settings;
  const type = colourPreferences === 'A' ? '_TYPEA' : colourPreferences === 'B' ? '_TYPEB' : '';
  const [primary, secondary] = primaryScore === 'match' ? ['MP', 'GP'] : ['GP', 'MP'];
  return `FIDE_TEAM${type}_${primary}${secondaryForColour ? `_${secondary}` : ''}`;
}

/**
 * Writes the event as a TRF-2026 team file (LF line endings).
 *
 * @example
 * const text = writeTeamTrf(event, { name: 'School league' });
 * readTeamTrf(text).event; // the same event, players numbered 1, 2, … team by team
 */
export function writeTeamTrf(event: TeamEvent, options: TeamTrfOptions = {}): string {
  const { settings } = event;
  const teams = [...event.teams].sort((a, b) => a.number - b.number);
  const startNumber = new Map<number, number>();
  for (const team of teams) for (const player of team.players) startNumber.set(player, startNumber.size + 1);
  const written = writtenRounds(event, teams, startNumber);
  const rounds = event.rounds.length;
  // Teams away from the next round (announced absent, or withdrawn: TRF has no withdrawal for teams).
  const away = new Set([...(event.absences?.get(rounds + 1) ?? []), ...teams.filter((team) => team.withdrawn === true).map((team) => team.number)]);
  const byes: TrfBye[] = [...written.byes, ...[...away].sort((a, b) => a - b).map((team): TrfBye => ({ kind: 'Z', round: rounds + 1, players: [team] }))];

  const names = options.playerNames ?? new Map<number, string>();
  const players: Player[] = teams.flatMap((team) =>
    team.players.map((player, index) => ({
      startNumber: startNumber.get(player)!,
      name: names.get(player) ?? `T${team.number} B${index + 1}`,
      rating: options.playerRatings?.get(player) ?? 0,
      // Rounds the team was not in (withdrawn, not yet entered) are blank, as the reader reads an absence.
      rounds: Array.from({ length: rounds }, (_, r) => written.entries.get(startNumber.get(player)!)![r] ?? { opponent: null, colour: null, result: ' ' as const }),
    })),
  );
  const tournament: Tournament = {
    ...(options.name !== undefined ? { name: options.name } : {}),
    players,
    points: settings.gamePoints,
    totalRounds: settings.totalRounds,
    initialColour: settings.initialColour,
  };
  const file = tournamentToTrf(tournament, {
    header: {
      encodedTournamentType: teamTypeCode(event),
      ...(options.pairingController !== undefined ? { pairingController: options.pairingController } : {}),
      roundsTag: 'trf2026',
      initialColourTag: 'trf2026',
      ...(byes.length > 0 ? { byes } : {}),
      ...(event.forbiddenPairs !== undefined && event.forbiddenPairs.length > 0
        ? { forbidden: event.forbiddenPairs.map(([a, b]) => ({ tag: '260' as const, players: [a, b], firstRound: 1, lastRound: settings.totalRounds })) }
        : {}),
    },
    unknownLines: [...accelerationLines(event), ...teamLines(event, teams, startNumber, written, options)],
  });
  const withForbidden = event.forbiddenPairs === undefined ? file : { ...file, tournament: { ...file.tournament, forbiddenPairs: event.forbiddenPairs } };
  return writeTrf({ ...withForbidden, header: { ...withForbidden.header, pointsTag: 'trf2026' } });
}

/** What the rounds write: each player's `001` entries, forfeited matches (`330`), line-ups (`300`), byes (`240`) and the PAB's team a round. */
interface WrittenRounds {
  readonly entries: Map<number, RoundEntry[]>;
  readonly forfeits: TrfTeamForfeit[];
  readonly lineUps: TrfLineUp[];
  readonly byes: TrfBye[];
  readonly pabTeams: (number | null)[];
}

function writtenRounds(event: TeamEvent, teams: readonly TeamEvent['teams'][number][], startNumber: ReadonlyMap<number, number>): WrittenRounds {
  const { settings } = event;
  const written: WrittenRounds = { entries: new Map([...startNumber.values()].map((n) => [n, []])), forfeits: [], lineUps: [], byes: [], pabTeams: [] };
  const set = (player: number, round: number, entry: RoundEntry) => {
    written.entries.get(startNumber.get(player)!)![round - 1] = entry;
  };
  const playersOf = (team: number) => teams.find((t) => t.number === team)?.players ?? [];
  const firstBoards = (team: number) => playersOf(team).slice(0, settings.boards);
  for (const round of event.rounds) {
    for (const recorded of round.matches) {
      const match = asArbiterForfeit(recorded);
      if (match.forfeit !== undefined) {
        const whiteIsHome = homeColourOnBoard(1, settings.boardColours) === 'white';
        const [white, black] = whiteIsHome ? [match.home, match.away] : [match.away, match.home];
        const kind = match.forfeit === 'none' ? '--' : (match.forfeit === 'home') === whiteIsHome ? '+-' : '-+';
        written.forfeits.push({ kind, round: round.round, white, black });
        for (const [team, came] of [
          [match.home, match.forfeit === 'home'],
          [match.away, match.forfeit === 'away'],
        ] as const) {
          for (const player of firstBoards(team)) set(player, round.round, { opponent: null, colour: null, result: came ? '+' : '-' });
        }
        continue;
      }
      writeMatch(match, round.round, set, (player) => startNumber.get(player)!);
      for (const [team, side] of [
        [match.home, 'homePlayer'],
        [match.away, 'awayPlayer'],
      ] as const) {
        const fielded = match.boards.map((board) => board[side]);
        const inOrder = playersOf(team).filter((player) => fielded.includes(player));
        const sameAsInferred = fielded.every((player, index) => player !== null && player === inOrder[index]);
        if (!sameAsInferred) {
          written.lineUps.push({ round: round.round, team, opponent: team === match.home ? match.away : match.home, players: fielded.map((p) => (p === null ? null : startNumber.get(p)!)) });
        }
      }
    }
    let pab: number | null = null;
    for (const bye of round.byes) {
      const code = bye.kind === 'pairing-allocated' ? 'U' : bye.kind === 'full-point' ? 'F' : bye.kind === 'half-point' ? 'H' : 'Z';
      for (const player of firstBoards(bye.team)) set(player, round.round, { opponent: null, colour: null, result: code });
      if (code === 'U') pab = bye.team;
      else written.byes.push({ kind: code, round: round.round, players: [bye.team] });
    }
    written.pabTeams.push(pab);
  }
  return written;
}

/** The team records: `310` (points and rank), `320`, `330`, `352`, `299` and `300`. */
function teamLines(event: TeamEvent, teams: readonly TeamEvent['teams'][number][], startNumber: ReadonlyMap<number, number>, written: WrittenRounds, options: TeamTrfOptions): string[] {
  const { settings } = event;
  const histories = teamHistories(event);
  const totals = teams.map((team) => {
    const history = histories.get(team.number) ?? [];
    return {
      team: team.number,
      matchPoints: history.reduce((sum, record) => sum + record.matchPoints, 0),
      gamePoints: history.reduce((sum, record) => sum + record.gamePoints, 0),
    };
  });
  const [primary, secondary] = settings.primaryScore === 'match' ? (['matchPoints', 'gamePoints'] as const) : (['gamePoints', 'matchPoints'] as const);
  const rank = (total: (typeof totals)[number]) => 1 + totals.filter((other) => other[primary] > total[primary] || (other[primary] === total[primary] && other[secondary] > total[secondary])).length;
  return writeTeamRecords({
    teams: totals.map((total) => ({
      number: total.team,
      name: options.teamNames?.get(total.team) ?? `Team ${total.team}`,
      matchPoints: total.matchPoints,
      gamePoints: total.gamePoints,
      rank: rank(total),
      players: teams.find((t) => t.number === total.team)!.players.map((player) => startNumber.get(player)!),
    })),
    matchPoints: settings.matchPoints,
    // 320 whenever a PAB was given: without it a reader scores each board's `U` as the point system's PAB of one game.
    ...(settings.pairingAllocatedBye !== undefined || written.pabTeams.some((team) => team !== null) ? { pairingAllocatedBye: { ...pairingAllocatedByePoints(settings), teams: written.pabTeams } } : {}),
    forfeits: written.forfeits,
    byes: [],
    acceleration: [],
    // 352 gives the colour of every board, so its length is the number of boards.
    ...(settings.boardColours !== undefined
      ? { boardColours: Array.from({ length: settings.boards }, (_, b) => (homeColourOnBoard(b + 1, settings.boardColours) === 'white' ? 'W' : 'B')).join('') }
      : {}),
    abnormalPoints: (event.pointAdjustments ?? []).map((adjustment) => ({
      kind: ABNORMAL_KINDS[adjustment.kind],
      matchPoints: adjustment.matchPoints ?? null,
      gamePoints: adjustment.gamePoints ?? null,
      round: adjustment.round ?? null,
      teams: adjustment.teams ?? [],
    })),
    lineUps: written.lineUps,
  });
}

/**
 * A match where a team fielded nobody at all is written as a forfeited match
 * (`330`), not as boards: no `001` game would link the team to its opponent.
 */
function asArbiterForfeit(match: EventMatch): EventMatch {
  if (match.forfeit !== undefined || match.boards.length === 0) return match;
  const homeCame = match.boards.some((board) => board.homePlayer !== null);
  const awayCame = match.boards.some((board) => board.awayPlayer !== null);
  if (homeCame && awayCame) return match;
  return { home: match.home, away: match.away, boards: [], forfeit: homeCame ? 'home' : awayCame ? 'away' : 'none' };
}

/** The `001` entries of a match board by board. */
function writeMatch(match: EventMatch, round: number, set: (player: number, round: number, entry: RoundEntry) => void, number: (player: number) => number): void {
  for (const board of match.boards) {
    const { homePlayer: home, awayPlayer: away } = board;
    if (home !== null) set(home, round, away === null ? { opponent: null, colour: null, result: board.homeResult } : { opponent: number(away), colour: board.homeColour, result: board.homeResult });
    if (away !== null) set(away, round, home === null ? { opponent: null, colour: null, result: board.awayResult } : { opponent: number(home), colour: opposite(board.homeColour), result: board.awayResult });
  }
}

/** `250` lines, one a team and run of rounds with the same virtual points (on the primary score). */
function accelerationLines(event: TeamEvent): string[] {
  const lines: string[] = [];
  const primaryIsMatch = event.settings.primaryScore === 'match';
  for (const [team, values] of [...(event.acceleration ?? new Map<number, readonly Tenths[]>())].sort((a, b) => a[0] - b[0])) {
    let first = 0;
    while (first < values.length) {
      let last = first;
      while (last + 1 < values.length && values[last + 1] === values[first]) last++;
      const value = values[first]!;
      if (value !== 0) {
        const points = right(formatTenths(value), 4);
        lines.push(
          `250 ${primaryIsMatch ? points : '    '} ${primaryIsMatch ? '    ' : points} ${String(first + 1).padStart(3, '0')} ${String(last + 1).padStart(3, '0')} ${String(team).padStart(4, '0')} ${String(team).padStart(4, '0')}`,
        );
      }
      first = last + 1;
    }
  }
  return lines;
}
