/**
 * A team event from a TRF-2026 file: the `001` lines hold every board (each
 * player's opponent, colour and result by round), the `310` lines say which
 * players make each team in board order, and `192`, `240`, `250`, `299`, `300`,
 * `320`, `330`, `352` and `362` the rest (./../trf/team-records.ts).
 *
 * In each round a team's boards are its players who had an opponent, in the
 * order of its `310` line: so a reserve who played moves up, and board 1 is
 * the first of them; a `300` record gives the line-up instead (out of order,
 * or with an empty board). The team named first of a match is the one whose board-1
 * player had the colour the board pattern gives the first-named team (White
 * by default).
 */

import { InputError } from '../errors';
import type { Colour, ResultCode, RoundEntry, Tenths } from '../model';
import { readTeamRecords, type TrfAbnormalPoints, type TrfTeamRecords } from '../trf/team/records';
import { readTrf } from '../trf';
import type { TrfFile } from '../trf/types';
import { bakuVirtualPoints, bakuGroupASize } from './acceleration';
import type { EventMatch, EventRound, EventTeamBye, MatchBoard, TeamEvent, TeamEventSettings, TeamPointAdjustment } from './event';
import { homeColourOnBoard } from './matches';
import { DEFAULT_MATCH_POINTS } from './types';

/** A team event read from a TRF, with the file it came from. */
export interface TeamTrf {
  readonly event: TeamEvent;
  readonly file: TrfFile;
  readonly records: TrfTeamRecords;
  /** Rounds with at least one match or bye recorded. */
  readonly roundsPlayed: number;
  /** Team names by number. */
  readonly names: ReadonlyMap<number, string>;
}

const NO_GAME: RoundEntry = { opponent: null, colour: null, result: ' ' };

/** Reads a TRF-2026 team file. Problems are `InputError`s naming the line where one can be named. */
export function readTeamTrf(text: string, source?: string): TeamTrf {
  const file = readTrf(text, source);
  const players = new Map(file.tournament.players.map((player) => [player.startNumber, player]));
  const records = readTeamRecords(text, source, new Set(players.keys()));
  const place = source === undefined ? '' : `${source}: `;
  if (records.teams.length === 0) throw new InputError(`${place}the file has no team lines (310); it is not a team tournament`);
  const teamOf = new Map<number, number>();
  for (const team of records.teams) for (const player of team.players) teamOf.set(player, team.number);
  const roundsPlayed = Math.max(file.roundsPlayed, ...records.forfeits.map((forfeit) => forfeit.round), records.pairingAllocatedBye?.teams.length ?? 0);
  const entry = (player: number, round: number): RoundEntry => players.get(player)?.rounds[round - 1] ?? NO_GAME;
  const boards = records.boardColours?.length ?? largestLineUp(records, roundsPlayed, entry);
  const type = records.type;
  const settings: TeamEventSettings = {
    boards,
    totalRounds: file.tournament.totalRounds ?? 999,
    primaryScore: type?.primaryScore ?? 'match',
    secondaryForColour: type?.secondaryForColour ?? true,
    colourPreferences: type?.colourPreferences ?? 'A',
    initialColour: file.tournament.initialColour ?? 'white',
    matchPoints: records.matchPoints ?? DEFAULT_MATCH_POINTS,
    gamePoints: file.tournament.points,
    ...(records.pairingAllocatedBye !== undefined
      ? { pairingAllocatedBye: { matchPoints: records.pairingAllocatedBye.matchPoints, gamePoints: records.pairingAllocatedBye.gamePoints } }
      : {}),
    ...(records.boardColours !== undefined ? { boardColours: records.boardColours } : {}),
  };

  const rounds: EventRound[] = [];
  for (let round = 1; round <= roundsPlayed; round++) rounds.push(roundOf(round, records, settings, teamOf, entry, place));
  const absences = new Map<number, number[]>();
  const next = roundsPlayed + 1;
  const away = new Set<number>();
  for (const team of records.teams) {
    // An entry announced for the next round without an opponent (`Z`, `H`, `F`) keeps the team out of it.
    const announced = team.players.map((player) => players.get(player)?.rounds[next - 1]).filter((e) => e !== undefined && e.result !== ' ');
    if (announced.length > 0 && announced.every((e) => e!.opponent === null)) away.add(team.number);
  }
  for (const bye of records.byes) if (bye.round === next) for (const team of bye.teams) away.add(team);
  if (away.size > 0) absences.set(next, [...away].sort((a, b) => a - b));

  const acceleration = accelerationOf(records, settings);
  const forbidden = (file.tournament.forbiddenPairs ?? []).filter(([a, b]) => records.teams.some((t) => t.number === a) && records.teams.some((t) => t.number === b));
  const event: TeamEvent = {
    teams: [...records.teams].sort((a, b) => a.number - b.number).map((team) => ({ number: team.number, players: team.players })),
    rounds,
    settings,
    ...(forbidden.length > 0 ? { forbiddenPairs: forbidden } : {}),
    ...(absences.size > 0 ? { absences } : {}),
    ...(acceleration.size > 0 ? { acceleration } : {}),
    ...(records.abnormalPoints !== undefined ? { pointAdjustments: records.abnormalPoints.map(adjustmentOf) } : {}),
  };
  return { event, file, records, roundsPlayed, names: new Map(records.teams.map((team) => [team.number, team.name])) };
}

const ADJUSTMENT_KINDS: Record<TrfAbnormalPoints['kind'], TeamPointAdjustment['kind']> = {
  W: 'win',
  D: 'draw',
  L: 'loss',
  F: 'full-point-bye',
  H: 'half-point-bye',
  Z: 'zero-point-bye',
  '+': 'forfeit-win',
  '-': 'forfeit-loss',
  ' ': 'bonus',
};

/** A `299` record as the event keeps it. */
function adjustmentOf(record: TrfAbnormalPoints): TeamPointAdjustment {
  return {
    kind: ADJUSTMENT_KINDS[record.kind],
    ...(record.matchPoints !== null ? { matchPoints: record.matchPoints } : {}),
    ...(record.gamePoints !== null ? { gamePoints: record.gamePoints } : {}),
    ...(record.round !== null ? { round: record.round } : {}),
    ...(record.teams.length > 0 ? { teams: record.teams } : {}),
  };
}

/** Boards per match when no `352` says: the most players a team fielded in one round (at least one). */
function largestLineUp(records: TrfTeamRecords, rounds: number, entry: (player: number, round: number) => RoundEntry): number {
  let most = Math.max(0, ...(records.lineUps ?? []).map((lineUp) => lineUp.players.length));
  for (let round = 1; round <= rounds; round++) {
    for (const team of records.teams) most = Math.max(most, team.players.filter((player) => entry(player, round).opponent !== null).length);
  }
  return most > 0 ? most : Math.max(1, Math.min(...records.teams.map((team) => team.players.length)));
}

function roundOf(
  round: number,
  records: TrfTeamRecords,
  settings: TeamEventSettings,
  teamOf: ReadonlyMap<number, number>,
  entry: (player: number, round: number) => RoundEntry,
  place: string,
): EventRound {
  const matches: EventMatch[] = [];
  const byes: EventTeamBye[] = [];
  const done = new Set<number>();
  for (const forfeit of records.forfeits.filter((f) => f.round === round)) {
    matches.push({ home: forfeit.white, away: forfeit.black, boards: [], forfeit: forfeit.kind === '+-' ? 'home' : forfeit.kind === '-+' ? 'away' : 'none' });
    done.add(forfeit.white);
    done.add(forfeit.black);
  }
  const teams = [...records.teams].sort((a, b) => a.number - b.number);
  const declared = new Map((records.lineUps ?? []).filter((lineUp) => lineUp.round === round).map((lineUp) => [lineUp.team, lineUp]));
  // A board whose opponent did not come is written `0000 +` (and the absent player `0000 -`): a board of the match.
  const inferred = (players: readonly number[]) => players.filter((player) => entry(player, round).opponent !== null || '+-'.includes(entry(player, round).result));
  for (const team of teams) {
    if (done.has(team.number)) continue;
    const playing = team.players.filter((player) => entry(player, round).opponent !== null);
    const opponents = new Set(playing.map((player) => teamOf.get(entry(player, round).opponent!)));
    const own300 = declared.get(team.number);
    if (own300 !== undefined) opponents.add(own300.opponent);
    // A team whose opponent fielded nobody has no opponent on its boards: the opponent's 300 line-up names it.
    for (const lineUp of declared.values()) if (lineUp.opponent === team.number && opponents.size === 0) opponents.add(lineUp.team);
    if (opponents.size === 0) {
      const codes = team.players.map((player) => entry(player, round).result);
      const pab = records.pairingAllocatedBye?.teams[round - 1] === team.number || codes.includes('U');
      const kind = pab ? 'pairing-allocated' : codes.includes('F') ? 'full-point' : codes.includes('H') ? 'half-point' : 'absent';
      byes.push({ team: team.number, kind });
      done.add(team.number);
      continue;
    }
    if (opponents.size > 1 || opponents.has(undefined)) {
      const list = [...opponents].map((t) => (t === undefined ? 'a player of no team' : `team ${t}`)).join(' and ');
      throw new InputError(`${place}round ${round}: the players of team ${team.number} meet ${list}; a team meets one team a round`);
    }
    const other = [...opponents][0]!;
    const other300 = declared.get(other);
    type Board = { own: number | null; theirs: number | null; colour: Colour | null; ownResult: ResultCode; theirResult: ResultCode };
    let boards: Board[];
    if (own300 !== undefined || other300 !== undefined) {
      // A 300 line-up names the board of every player (0000: nobody): the two line-ups face each other board by board.
      const ownLine = own300?.players ?? inferred(team.players);
      const otherLine = other300?.players ?? inferred(records.teams.find((t) => t.number === other)?.players ?? []);
      boards = Array.from({ length: Math.max(ownLine.length, otherLine.length) }, (_, index): Board => {
        const own = ownLine[index] ?? null;
        const theirs = otherLine[index] ?? null;
        const colour = own === null ? null : entry(own, round).opponent === null ? null : entry(own, round).colour;
        return { own, theirs, colour, ownResult: own === null ? '-' : entry(own, round).result, theirResult: theirs === null ? '-' : entry(theirs, round).result };
      });
    } else {
      boards = inferred(team.players).map((player) => {
        const own = entry(player, round);
        if (own.opponent === null) return { own: player, theirs: null, colour: null, ownResult: own.result, theirResult: own.result === '+' ? '-' : '+' };
        return { own: player, theirs: own.opponent, colour: own.colour, ownResult: own.result, theirResult: entry(own.opponent, round).result };
      });
    }
    const known = boards.findIndex((board) => board.colour !== null);
    const ownIsHome = known === -1 ? team.number < other : boards[known]!.colour === homeColourOnBoard(known + 1, settings.boardColours);
    const matchBoards: MatchBoard[] = boards.map((board, index) => {
      const colour = board.colour ?? (homeColourOnBoard(index + 1, settings.boardColours) === 'white' === ownIsHome ? 'white' : 'black');
      return ownIsHome
        ? { board: index + 1, homePlayer: board.own, awayPlayer: board.theirs, homeColour: colour, homeResult: board.ownResult, awayResult: board.theirResult }
        : { board: index + 1, homePlayer: board.theirs, awayPlayer: board.own, homeColour: colour === 'white' ? 'black' : 'white', homeResult: board.theirResult, awayResult: board.ownResult };
    });
    matches.push(ownIsHome ? { home: team.number, away: other, boards: matchBoards } : { home: other, away: team.number, boards: matchBoards });
    done.add(team.number);
    done.add(other);
  }
  return { round, matches, byes };
}

/** Virtual points by team from `250` records (team ranges), or Baku acceleration declared by `192 …_BAKU`. */
function accelerationOf(records: TrfTeamRecords, settings: TeamEventSettings): Map<number, Tenths[]> {
  const result = new Map<number, Tenths[]>();
  const numbers = records.teams.map((team) => team.number).sort((a, b) => a - b);
  for (const range of records.acceleration) {
    const value = settings.primaryScore === 'match' ? range.matchPoints : range.gamePoints;
    for (const team of numbers) {
      if (team < range.firstTeam || team > range.lastTeam) continue;
      const values = result.get(team) ?? [];
      for (let round = range.firstRound; round <= range.lastRound; round++) values[round - 1] = (values[round - 1] ?? 0) + value;
      result.set(team, Array.from(values, (v) => v ?? 0));
    }
  }
  if (records.type?.baku === true && result.size === 0) {
    if (settings.primaryScore === 'game') {
      throw new InputError(`192 ${records.type.code}: Baku acceleration needs match points as the primary score (C.04.7: it cannot be used with game points)`);
    }
    const groupA = numbers.slice(0, bakuGroupASize(numbers.length));
    const values = bakuVirtualPoints(settings.totalRounds, settings.matchPoints);
    for (const team of groupA) result.set(team, values);
  }
  return result;
}

