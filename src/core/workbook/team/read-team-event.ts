/**
 * A team event read from the workbook's values: Players (every player with
 * their team, matched to the record's IDs), the teams, a team event's
 * Pairings reconciled with the record, and the event as the team core
 * (src/core/team-swiss) reads it: teams by number, players by ID, rounds of
 * matches board by board. Plain values in; the whole reading is tested
 * without a spreadsheet.
 */
import { InputError, throwIfAny } from '../../errors';
import type { PlayerId } from '../../ids';
import { toTenths, type ResultCode, type Tenths } from '../../model';
import { EMPTY_RECORD, sectionOf, type EventRecord, type SectionRecord } from '../../record/record';
import { pointSystemOf, resolveInitialColour, type Settings } from '../../record/settings';
import type { RecordState } from '../../record/sheet-rows';
import { bakuGroupASize, bakuVirtualPoints, teamRoundRobinRounds } from '../../team-swiss';
import type { EventMatch, EventRound as TeamEventRound, MatchBoard, TeamEvent, TeamEventSettings } from '../../team-swiss';
import { changedNames, identifyPlayers } from '../names/identity';
import { confirmable, nameChangeProblems, type NameChange } from '../names/name-changes';
import { findColumns } from '../headers';
import { PAIRINGS_SHEET, PLAYER_COLUMNS, PLAYERS_SHEET, playersHeader, RECORD_SHEET, SHEETMATE_ID_HEADER, TEAMS_SHEET } from '../layout';
import { readPlayersTable, type PlayersTable } from '../players-table';
import type { WorkbookValues } from '../read-event';
import { readTeamList, type TeamList } from './team-list';
import { isTeamListSheet, listedPlace, listedPlayerOf, teamListNameProblems, teamSheetPlayers, type ListedPlayer } from './team-sheet-list';
import { readTeamPairingsTable, type TeamPairingsTable } from './team-pairings-table';
import { reconcileTeamPairings, teamNames, type ReconciledTeamPairings, type SheetBoard, type SheetRound, type TeamNames } from './team-reconcile';

export interface TeamEventRead {
  /** The record as read (an empty one when the workbook has none). */
  readonly record: EventRecord;
  readonly section: SectionRecord;
  readonly players: PlayersTable;
  readonly list: TeamList;
  readonly names: TeamNames;
  /** Where the teams were typed: Players (a Team column) or the Teams sheet (a row a team; no ID column to write). */
  readonly listSheet: typeof PLAYERS_SHEET | typeof TEAMS_SHEET;
  readonly pairings: TeamPairingsTable;
  readonly reconciled: ReconciledTeamPairings;
  /** The event as the team core reads it, from the rounds reconciled. */
  readonly event: TeamEvent;
  /** Things the organiser should be told along with the action's outcome. */
  readonly notes: readonly string[];
}

/**
 * Reads the team event from the workbook's values.
 *
 * @throws InputError(s) naming the cell for the organiser's input, a lost
 *   record, or SheetsDisagreeError when Pairings disagrees with the record.
 */
export function readTeamEvent(
  values: TeamWorkbookValues,
  settings: Settings,
  options: { readonly unreadableResults?: 'refuse' | 'blank'; readonly confirmedNames?: ReadonlyMap<number, string> } = {},
): TeamEventRead {
  const base = readTeamBase(values, settings, options.confirmedNames);
  const pairings = readTeamPairingsTable(values.pairings ?? [], PAIRINGS_SHEET, options);
  const recordState: RecordState = values.record?.header.state ?? { kind: 'complete' };
  const reconciled = reconcileTeamPairings(values.pairings === null ? null : pairings, base.section.team, base.list, base.names, recordState, PAIRINGS_SHEET);
  const notes: string[] = [];
  if (reconciled.newlyTyped.length > 0) {
    const rounds = reconciled.newlyTyped;
    notes.push(`${rounds.length === 1 ? `Round ${rounds[0]}` : `Rounds ${rounds[0]}–${rounds[rounds.length - 1]}`} in ${PAIRINGS_SHEET} ${rounds.length === 1 ? 'was' : 'were'} not paired by Sheetmate; taken as typed.`);
  }
  return { ...base, pairings, reconciled, event: teamEventOf(base.list, reconciled.rounds, settings), notes };
}

/** What every reading of a team event starts from: the record, Players read and matched to its IDs, the teams. */
export type TeamBase = Pick<TeamEventRead, 'record' | 'section' | 'players' | 'list' | 'names' | 'listSheet'>;

/** A team event's values: besides Players, the Teams sheet (a team list when its header starts with Team). */
export type TeamWorkbookValues = WorkbookValues & { readonly teams?: readonly (readonly unknown[])[] | null };

/**
 * Players (or the Teams sheet's list) read into teams, matched to the
 * record's IDs (Pairings aside: the repair reads it leniently, to keep what
 * it still can). `confirmed`: new names the organiser confirmed, by ID.
 */
export function readTeamBase(values: Omit<TeamWorkbookValues, 'pairings'>, settings: Settings, confirmed: ReadonlyMap<number, string> = new Map()): TeamBase {
  const record = values.record?.record ?? EMPTY_RECORD;
  const section = sectionOf(record, '');
  if (isTeamListSheet(values.teams)) return readTeamSheetBase(values, settings, record, section, confirmed);
  if (values.players === null) {
    throw new InputError(
      `there is no sheet called "${PLAYERS_SHEET}". Add a sheet named ${PLAYERS_SHEET} with the columns Name and Team, one player a row, each team's players in board order; or a sheet named ${TEAMS_SHEET} headed ${playersHeader('team')}, a row a team: its name, then its players in board order.`,
    );
  }
  const players = readPlayersTable(values.players, PLAYERS_SHEET, { minimumPlayers: 2 });
  if (players.columns.team === undefined) {
    throw new InputError(
      `a team event reads each player's team from a ${playersHeader('team')} column (School and Club are read the same), or from the ${TEAMS_SHEET} sheet (headed ${playersHeader('team')}, a row a team: its name, then its players in board order). Add the column and type each player's team, the players of a team in board order, or list the teams on ${TEAMS_SHEET}.`,
      { source: PLAYERS_SHEET, row: 1 },
    );
  }
  if (players.columns.section !== undefined && players.entrants.some((entrant) => entrant.section !== undefined)) {
    throw new InputError('a team event is played in one section: clear the Section column, or choose an individual pairing system for sections.', { source: PLAYERS_SHEET, column: playersHeader('section') });
  }
  if (values.record === null) {
    const withId = players.entrants.find((entrant) => entrant.id !== undefined);
    if (withId !== undefined) {
      throw new InputError(
        `the Players sheet has Sheetmate IDs, but Sheetmate's record of the event (the hidden sheet "${RECORD_SHEET}") is missing. ` +
          'Restore it with File ▸ Version history (a version from before it was deleted). To start the event again instead, clear the Sheetmate ID column.',
        { source: PLAYERS_SHEET, row: withId.row, column: SHEETMATE_ID_HEADER },
      );
    }
  }
  const identified = identifyPlayers(players.entrants, section.players, PLAYERS_SHEET, confirmed).entrants;
  const started = (section.team?.rounds.length ?? 0) > 0;
  const list = readTeamList(identified, section.team, started ? record.nextId : 1, settings.team.boards, players.columns.board !== undefined);
  return { record, section, players, list, names: teamNames(list, section.players), listSheet: PLAYERS_SHEET };
}

/** The teams typed on the Teams sheet: its list as Players values, read as Players is, the rows those of Teams. */
function readTeamSheetBase(values: Omit<TeamWorkbookValues, 'pairings'>, settings: Settings, record: EventRecord, section: SectionRecord, confirmed: ReadonlyMap<number, string>): TeamBase {
  const { players, listed } = teamSheetTable(values, section);
  const refusals = (changes: readonly NameChange[]) => teamListNameProblems(changes, listed, settings.team.boards);
  const identified = identifyPlayers(players.entrants, section.players, TEAMS_SHEET, confirmed, refusals).entrants;
  const started = (section.team?.rounds.length ?? 0) > 0;
  const list = readTeamList(identified, section.team, started ? record.nextId : 1, settings.team.boards, true, TEAMS_SHEET);
  return { record, section, players, list, names: teamNames(list, section.players), listSheet: TEAMS_SHEET };
}

/** The Teams sheet's list read as Players is, each entrant on its Teams row, with the cell of each listed name. */
function teamSheetTable(values: Omit<TeamWorkbookValues, 'pairings'>, section: SectionRecord): { players: PlayersTable; listed: readonly ListedPlayer[] } {
  if (values.players !== null && findColumns(values.players[0] ?? [], PLAYER_COLUMNS).team !== undefined) {
    throw new InputError(
      `the teams are typed twice: on the ${TEAMS_SHEET} sheet (a row a team) and in ${PLAYERS_SHEET}' ${playersHeader('team')} column. Keep one: clear the ${playersHeader('team')} column (${PLAYERS_SHEET} then gives ratings and Status by name), or the ${TEAMS_SHEET} sheet.`,
      { source: PLAYERS_SHEET, row: 1, column: playersHeader('team') },
    );
  }
  const sheet = teamSheetPlayers(values.teams!, values.players, section.players, section.team?.teams ?? []);
  const read = readPlayersTable(sheet.values, TEAMS_SHEET, { minimumPlayers: 2 });
  const teamsRow = (row: number) => sheet.teamsRows[row - 1] ?? row;
  return { players: { ...read, entrants: read.entrants.map((entrant) => ({ ...entrant, row: teamsRow(entrant.row) })), rows: read.rows.map(teamsRow) }, listed: sheet.listed };
}

/** A name the organiser may confirm as a recorded player's new name, with the words that say where it is. */
export interface TeamNameChange {
  readonly change: NameChange;
  /** Where the name is: "Row 4" (Players), "Teams, row 3, Board 2". */
  readonly cell: string;
  /** Who Sheetmate recorded there: "Sheetmate ID 4", "board 2 of Riverside". */
  readonly recordedAs: string;
}

/**
 * The names of a team event changed beyond a spelling fix, as Confirm
 * changed names asks about them: on Players (each row keeping its Sheetmate
 * ID) or on the Teams list (each player found by team and board). Names moved
 * against their IDs on Players are refused, as every action refuses them.
 */
export function teamNamesToConfirm(values: Omit<TeamWorkbookValues, 'pairings'>, settings: Settings): { readonly sheet: string; readonly changes: readonly TeamNameChange[] } {
  const section = sectionOf(values.record?.record ?? EMPTY_RECORD, '');
  if (isTeamListSheet(values.teams)) {
    const { players, listed } = teamSheetTable(values, section);
    const changes = changedNames(players.entrants, section.players).map((change): TeamNameChange => {
      const player = listedPlayerOf(change, listed);
      return player === undefined
        ? { change, cell: `${TEAMS_SHEET}, row ${change.row}`, recordedAs: `Sheetmate ID ${change.id}` }
        : { change, cell: `${TEAMS_SHEET}, row ${change.row}, column ${player.columnName}`, recordedAs: listedPlace(player, settings.team.boards) };
    });
    return { sheet: TEAMS_SHEET, changes };
  }
  if (values.players === null) return { sheet: PLAYERS_SHEET, changes: [] };
  const changes = changedNames(readPlayersTable(values.players, PLAYERS_SHEET, { minimumPlayers: 0 }).entrants, section.players);
  const kept = confirmable(changes);
  if (kept.length !== changes.length) throwIfAny(nameChangeProblems(changes));
  return { sheet: PLAYERS_SHEET, changes: kept.map((change) => ({ change, cell: `Row ${change.row}`, recordedAs: `Sheetmate ID ${change.id}` })) };
}

/** The team core's settings of the organiser's. */
function teamEventSettings(settings: Settings, teams: number): TeamEventSettings {
  const team = settings.team;
  return {
    boards: team.boards,
    totalRounds: plannedTeamRounds(settings, teams),
    primaryScore: team.primaryScore,
    secondaryForColour: true,
    colourPreferences: team.colourPreferences,
    initialColour: resolveInitialColour(settings.initialColour, settings.seed),
    matchPoints: { win: toTenths(team.matchPoints.win), draw: toTenths(team.matchPoints.draw), loss: toTenths(team.matchPoints.loss) },
    gamePoints: pointSystemOf(settings.points),
    // White on the odd boards is the rule's own default (and writes no TRF 352 line).
    ...(team.boardColours === 'WB' ? {} : { boardColours: team.boardColours }),
  };
}

/** The planned rounds: the setting for a team Swiss; a round robin's table (unless set); a Scheveningen match's, one a board. */
export function plannedTeamRounds(settings: Settings, teams: number): number {
  if (settings.system === 'scheveningen') return settings.team.boards;
  if (settings.system === 'team-round-robin') return settings.rounds > 0 ? settings.rounds : teams < 2 ? 0 : teamRoundRobinRounds(teams);
  return settings.rounds;
}

/** The event as the team core reads it: teams, the rounds by ID, and the teams away from the next round. */
export function teamEventOf(list: TeamList, rounds: readonly SheetRound[], settings: Settings): TeamEvent {
  const next = rounds.length + 1;
  const away = list.teams.filter((team) => team.status === 'absent').map((team) => team.number);
  const core = teamEventSettings(settings, list.teams.length);
  const acceleration = bakuAcceleration(list, settings, core);
  return {
    teams: list.teams.map((team) => ({ number: team.number, players: team.players, ...(team.status === 'withdrawn' ? { withdrawn: true } : {}) })),
    rounds: rounds.map(coreRound),
    settings: core,
    ...(away.length > 0 ? { absences: new Map([[next, away]]) } : {}),
    ...(acceleration.size > 0 ? { acceleration } : {}),
  };
}

/** Baku acceleration for teams (C.04.7): group A, the first teams by pairing number, gets virtual match points in the first half of the rounds. */
function bakuAcceleration(list: TeamList, settings: Settings, core: TeamEventSettings): Map<number, Tenths[]> {
  if (settings.system !== 'team-swiss' || settings.acceleration !== 'baku') return new Map();
  const numbers = list.teams.map((team) => team.number).sort((a, b) => a - b);
  const values = bakuVirtualPoints(core.totalRounds, core.matchPoints);
  return new Map(numbers.slice(0, bakuGroupASize(numbers.length)).map((team) => [team, values]));
}

/** A round by ID as the team core keeps it (a round robin's rest is a round without a match, worth nothing). */
export function coreRound(round: SheetRound): TeamEventRound {
  return {
    round: round.round,
    matches: round.matches.map(
      (match): EventMatch => ({ home: match.home, away: match.away, boards: match.boards.map(coreBoard), ...(match.forfeit === null ? {} : { forfeit: match.forfeit }) }),
    ),
    byes: round.byes.map((bye) => ({ team: bye.team, kind: bye.kind === 'rest' ? 'absent' : bye.kind })),
  };
}

/** A board: its result from each team's side; a side nobody sat at, with no result typed, loses by forfeit. */
function coreBoard(board: SheetBoard): MatchBoard {
  const [homeResult, awayResult] = board.result === null ? pendingCodes(board.home, board.away) : board.homeColour === 'white' ? [board.result.white, board.result.black] : [board.result.black, board.result.white];
  return { board: board.board, homePlayer: board.home, awayPlayer: board.away, homeColour: board.homeColour, homeResult, awayResult };
}

function pendingCodes(home: PlayerId | null, away: PlayerId | null): [ResultCode, ResultCode] {
  if (home === null && away === null) return ['-', '-'];
  if (home === null) return ['-', '+'];
  if (away === null) return ['+', '-'];
  return [' ', ' '];
}
