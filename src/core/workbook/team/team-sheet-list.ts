/**
 * A team event's teams typed on the Teams sheet, one row a team: a header
 * row whose first cell is Team (School, Club), then each team's name and its
 * players in board order, reserves after (`Riverside | Ana Costa | Maya Chen
 * | … | reserve`). The Teams sheet an individual event writes (its header
 * starts with Rank) is never read as one.
 *
 * The list is turned into the Players values the rest of the reading takes
 * (Name, Team, Board, each player's Sheetmate ID), so a team typed here has
 * every guarantee a team on Players has. Without an ID column, a player is
 * known by name; a name the record does not know, where the record's player
 * of that team and board is named nowhere now, is that player renamed. A
 * Players sheet beside it (without a Team column) gives ratings, titles and
 * Status by name; a name on one sheet and not the other is refused.
 */
import { InputError, throwIfAny } from '../../errors';
import { nameKey, tidyName } from '../../ids';
import { CONFIRM_NAMES_ITEM, type NameChange } from '../names/name-changes';
import type { TeamRecord } from '../../record/record';
import { columnLetter, findColumns } from '../headers';
import { PLAYER_COLUMNS, PLAYERS_SHEET, playersHeader, SHEETMATE_ID_HEADER, TEAM_LIST_PLAYER_FIELDS, TEAMS_SHEET, type PlayerField } from '../layout';
import { readPlayersTable } from '../players-table';

type Values = readonly (readonly unknown[])[];

/** Whether the Teams sheet is a team list: its first header cell is Team (School, Club). */
export function isTeamListSheet(values: Values | null | undefined): boolean {
  const first = values?.[0]?.[0];
  return first !== undefined && findColumns([first], PLAYER_COLUMNS).team === 0;
}

/** A player of the list: the cell their name is in. */
export interface ListedPlayer {
  readonly name: string;
  readonly team: string;
  /** Place in the team's order, 1 first. */
  readonly board: number;
  readonly row: number;
  readonly column: number;
  /** The column's header, or its letter. */
  readonly columnName: string;
}

export interface TeamSheetPlayers {
  /** Players' values, header first: a row a listed player. */
  readonly values: unknown[][];
  /** The Teams row (1-based) of each of those rows, header first. */
  readonly teamsRows: readonly number[];
  /** The listed players, in the order of those rows (the header aside): the cell each name is in. */
  readonly listed: readonly ListedPlayer[];
}

/** The Players columns a Players sheet beside the list gives each player, by name. */
const CARRIED: readonly PlayerField[] = TEAM_LIST_PLAYER_FIELDS.carried;

/**
 * The list as Players values, each recorded player with their ID.
 *
 * @throws InputError(s) naming the cells: players without a team name, a
 *   team or a player listed twice, a name on one of Teams and Players only.
 */
export function teamSheetPlayers(teams: Values, players: Values | null, recorded: readonly { readonly id: number; readonly name: string }[], recordedTeams: TeamRecord['teams']): TeamSheetPlayers {
  const listed = listedPlayers(teams);
  const ids = listedIds(listed, recorded, recordedTeams);
  const carried = carriedColumns(players, listed);
  const header = [...TEAM_LIST_PLAYER_FIELDS.listed.map(playersHeader), ...CARRIED.map(playersHeader), SHEETMATE_ID_HEADER];
  const values: unknown[][] = [header];
  const teamsRows = [1];
  listed.forEach((player, index) => {
    const extra = carried.get(nameKey(player.name));
    values.push([player.name, player.team, player.board, ...CARRIED.map((field) => extra?.[field] ?? ''), ids[index] ?? '']);
    teamsRows.push(player.row);
  });
  return { values, teamsRows, listed };
}

function listedPlayers(teams: Values): ListedPlayer[] {
  const problems: InputError[] = [];
  const header = teams[0] ?? [];
  const columnName = (column: number) => (String(header[column] ?? '').trim() === '' ? columnLetter(column) : String(header[column]).trim());
  const teamRows = new Map<string, number>();
  const playerCells = new Map<string, { row: number; column: number }>();
  const listed: ListedPlayer[] = [];
  for (let r = 1; r < teams.length; r++) {
    const cells = (teams[r] ?? []).map((cell) => tidyName(String(cell ?? '')));
    const team = cells[0] ?? '';
    const names = cells.slice(1);
    if (team === '' && names.every((name) => name === '')) continue;
    const row = r + 1;
    if (team === '') {
      problems.push(new InputError("these players have no team: type the team's name in the first column, or clear the row.", { source: TEAMS_SHEET, row, column: columnName(0) }));
      continue;
    }
    const earlier = teamRows.get(nameKey(team));
    if (earlier !== undefined) {
      problems.push(new InputError(`${team} is also on row ${earlier}: list each team's players on one row (board order, reserves after).`, { source: TEAMS_SHEET, row, column: columnName(0) }));
      continue;
    }
    teamRows.set(nameKey(team), row);
    let board = 0;
    names.forEach((name, index) => {
      if (name === '') return;
      const column = index + 1;
      const other = playerCells.get(nameKey(name));
      if (other !== undefined) {
        problems.push(
          new InputError(`${name} is listed twice: also at row ${other.row}, ${columnName(other.column)}. A player plays for one team, on one place; give each player their own name.`, {
            source: TEAMS_SHEET,
            row,
            column: columnName(column),
          }),
        );
        return;
      }
      playerCells.set(nameKey(name), { row, column });
      listed.push({ name, team, board: ++board, row, column, columnName: columnName(column) });
    });
  }
  throwIfAny(problems);
  if (listed.length === 0) {
    throw new InputError(`the ${TEAMS_SHEET} sheet lists no players: type a row a team, its name first, then its players in board order (reserves after).`, { source: TEAMS_SHEET, row: 2 });
  }
  return listed;
}

/**
 * Each listed player's recorded ID: by name, and for a name the record does
 * not know, the recorded player of the same team who is named nowhere now,
 * on the same place in the team's order, or the only one.
 */
function listedIds(listed: readonly ListedPlayer[], recorded: readonly { readonly id: number; readonly name: string }[], recordedTeams: TeamRecord['teams']): (number | undefined)[] {
  const idByName = new Map(recorded.map((player) => [nameKey(player.name), player.id]));
  const ids = listed.map((player) => idByName.get(nameKey(player.name)));
  const used = new Set(ids.filter((id): id is number => id !== undefined));
  const rows = new Map<number, number[]>();
  listed.forEach((player, index) => rows.set(player.row, [...(rows.get(player.row) ?? []), index]));
  for (const indexes of rows.values()) {
    const unknown = indexes.filter((index) => ids[index] === undefined);
    if (unknown.length === 0) continue;
    const known = new Set(indexes.flatMap((index) => (ids[index] === undefined ? [] : [ids[index]!])));
    const team = recordedTeams.find((candidate) => candidate.players.some((id) => known.has(id))) ?? recordedTeams.find((candidate) => nameKey(candidate.name) === nameKey(listed[indexes[0]!]!.team));
    if (team === undefined) continue;
    const missing = team.players.filter((id) => !used.has(id));
    for (const index of unknown) {
      const samePlace = team.players[listed[index]!.board - 1];
      const id = samePlace !== undefined && missing.includes(samePlace) ? samePlace : unknown.length === 1 && missing.length === 1 ? missing[0] : undefined;
      if (id === undefined) continue;
      ids[index] = id;
      used.add(id);
      missing.splice(missing.indexOf(id), 1);
    }
  }
  return ids;
}

/** The ratings, titles and Status a Players sheet beside the list gives, by name; both sheets must name the same players. */
function carriedColumns(players: Values | null, listed: readonly ListedPlayer[]): Map<string, Partial<Record<PlayerField, string | number>>> {
  const carried = new Map<string, Partial<Record<PlayerField, string | number>>>();
  if (players === null || players.length < 2) return carried;
  const table = readPlayersTable(players, PLAYERS_SHEET, { minimumPlayers: 0 });
  if (table.entrants.length === 0) return carried;
  const problems: InputError[] = [];
  const onList = new Set(listed.map((player) => nameKey(player.name)));
  for (const entrant of table.entrants) {
    if (!onList.has(nameKey(entrant.name))) {
      problems.push(
        new InputError(`${entrant.name} is on ${PLAYERS_SHEET} but on no team of the ${TEAMS_SHEET} sheet: add them to their team's row there (in board order), or clear this row.`, {
          source: PLAYERS_SHEET,
          row: entrant.row,
          column: playersHeader('name'),
        }),
      );
      continue;
    }
    const status = entrant.status === 'active' ? '' : entrant.status;
    carried.set(nameKey(entrant.name), {
      rating: entrant.rating > 0 ? entrant.rating : '',
      title: entrant.title ?? '',
      federation: entrant.federation ?? '',
      fideId: entrant.fideId ?? '',
      sex: entrant.sex ?? '',
      status,
    });
  }
  for (const player of listed) {
    if (carried.has(nameKey(player.name))) continue;
    problems.push(
      new InputError(`${player.name} (${player.team}) is not on ${PLAYERS_SHEET}: with both sheets, ${PLAYERS_SHEET} gives each player's rating and Status, so add a row for them there (the same name), or spell the name as ${PLAYERS_SHEET} does.`, {
        source: TEAMS_SHEET,
        row: player.row,
        column: player.columnName,
      }),
    );
  }
  throwIfAny(problems);
  return carried;
}

/** The listed player a name change is about: the cell on its Teams row that holds the new name. */
export function listedPlayerOf(change: NameChange, listed: readonly ListedPlayer[]): ListedPlayer | undefined {
  return listed.find((player) => player.row === change.row && nameKey(player.name) === nameKey(change.now));
}

/** A listed player's place, in words: "board 2 of Riverside", "reserve 1 of Riverside". */
export function listedPlace(player: ListedPlayer, boards: number): string {
  return player.board <= boards ? `board ${player.board} of ${player.team}` : `reserve ${player.board - boards} of ${player.team}`;
}

/**
 * The refusals for names on the list changed beyond a spelling fix: the
 * player of that team and place Sheetmate recorded is shown under another
 * name, which may be someone else typed over them. Each names its cell, and
 * says what to do: the same person is confirmed with Confirm changed names.
 */
export function teamListNameProblems(changes: readonly NameChange[], listed: readonly ListedPlayer[], boards: number): InputError[] {
  return changes.map((change) => {
    const { recorded, now } = change;
    const player = listedPlayerOf(change, listed);
    const place = player === undefined ? `on row ${change.row}` : `on ${listedPlace(player, boards)}`;
    const team = player?.team ?? 'the team';
    return new InputError(
      `the ${TEAMS_SHEET} sheet names ${now} ${place}, where Sheetmate recorded ${recorded}: more than a spelling fix, and Sheetmate does not pass ${recorded}'s games and points to another name unasked. ` +
        `If ${now} is another player, put ${recorded} back in this cell (Edit ▸ Undo) and type ${now} in a cell of their own on ${team}'s row, after its players. ` +
        `If ${now} is ${recorded} under a new name, choose ${CONFIRM_NAMES_ITEM}.`,
      { source: TEAMS_SHEET, row: change.row, ...(player === undefined ? {} : { column: player.columnName }) },
    );
  });
}
