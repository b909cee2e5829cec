/**
 * The teams of a team event, from the Players sheet: every player names
 * their team in the Team (School, Club) column; the team's board order is the
 * Board column when Players has one, else the order of its rows until round 1
 * is paired, and from then on the order the record keeps (so sorting Players
 * changes nothing), with players added since after them as reserves.
 *
 * A team is known by its players, not by its name: the record's team whose
 * recorded players now all carry another name was renamed. Players moved
 * from one team to another once the event has begun are refused by row.
 */
import { InputError, throwIfAny } from '../../errors';
import { nameKey, playerId, tidyName, type PlayerId } from '../../ids';
import type { Entrant } from '../../event/entrant';
import type { TeamRecord } from '../../record/record';
import { PLAYERS_SHEET, playersHeader } from '../layout';

/** A team as a team event's actions see it. */
export interface SheetTeam {
  /** The team pairing number (C.04.6 art. 1.1): the record's, or given at round 1 by strength. */
  readonly number: number;
  /** As Players spells it now (its first row). */
  readonly name: string;
  /** As the record last wrote it, when the record holds the team. */
  readonly recordedName: string | null;
  /** Board order: the first `boards` available players play unless a line-up says otherwise; reserves after. */
  readonly players: readonly PlayerId[];
  /** Withdrawn when every player is; absent (not paired next round) when none is available. */
  readonly status: 'active' | 'absent' | 'withdrawn';
}

export interface TeamList {
  /** By team number. */
  readonly teams: readonly SheetTeam[];
  /** Every player, by ID: recorded IDs, and for players Sheetmate has not numbered yet the next free IDs. */
  readonly entrants: ReadonlyMap<PlayerId, Entrant>;
  readonly teamOf: ReadonlyMap<PlayerId, number>;
  /** The IDs given here for the first time (not yet in Players' Sheetmate ID column). */
  readonly newIds: ReadonlySet<PlayerId>;
  /** The next ID to give after those. */
  readonly nextId: number;
}

interface Group {
  readonly key: string;
  readonly name: string;
  readonly entrants: Entrant[];
}

/**
 * The teams of the entrants (matched to their IDs already), against the
 * record's teams. `boards` decides the initial ranking (the teams' strength:
 * the ratings of their first `boards` players).
 *
 * @throws InputError(s) naming the rows: a player without a team, a board
 *   number missing or repeated in a team, a player moved to another team, two
 *   recorded teams merged into one name.
 */
export function readTeamList(
  entrants: readonly Entrant[],
  recorded: TeamRecord | undefined,
  nextId: number,
  boards: number,
  hasBoardColumn: boolean,
  source: string = PLAYERS_SHEET,
): TeamList {
  const problems: InputError[] = [];
  const groups = new Map<string, Group>();
  for (const entrant of entrants) {
    const team = tidyName(entrant.team ?? '');
    if (team === '') {
      problems.push(
        new InputError("in a team event every player plays for a team: type the player's team (school, club) in the Team column, or clear the row.", {
          source,
          row: entrant.row,
          column: playersHeader('team'),
        }),
      );
      continue;
    }
    const key = nameKey(team);
    const group = groups.get(key) ?? { key, name: team, entrants: [] };
    group.entrants.push(entrant);
    groups.set(key, group);
  }
  throwIfAny(problems);
  const matched = matchRecordedTeams([...groups.values()], recorded?.teams ?? [], source);
  let next = nextId;
  const newIds = new Set<PlayerId>();
  const byId = new Map<PlayerId, Entrant>();
  const teamOf = new Map<PlayerId, number>();
  const ordered = numberTeams(matched, boards, hasBoardColumn);
  const teams = ordered.map(({ number, group, recordedTeam }) => {
    const order = boardOrder(group, recordedTeam?.players ?? [], hasBoardColumn, problems);
    const players = order.map((entrant) => {
      let id = entrant.id;
      if (id === undefined) {
        id = playerId(next++);
        newIds.add(id);
      }
      byId.set(id, entrant);
      teamOf.set(id, number);
      return id;
    });
    return { number, name: group.name, recordedName: recordedTeam?.name ?? null, players, status: statusOf(order) };
  });
  throwIfAny(problems);
  return { teams, entrants: byId, teamOf, newIds, nextId: next };
}

/** Each recorded team's group (by its players' IDs), and the groups no recorded team has: new teams. */
function matchRecordedTeams(groups: readonly Group[], recorded: TeamRecord['teams'], source: string): { group: Group; recordedTeam: TeamRecord['teams'][number] | null }[] {
  const problems: InputError[] = [];
  const groupOfId = new Map<number, Group>();
  for (const group of groups) for (const entrant of group.entrants) if (entrant.id !== undefined) groupOfId.set(entrant.id, group);
  const taken = new Map<Group, TeamRecord['teams'][number]>();
  for (const team of recorded) {
    const found = [...new Set(team.players.map((id) => groupOfId.get(id)).filter((group): group is Group => group !== undefined))];
    if (found.length > 1) {
      const where = found.map((group) => `${group.name}: row${rowsOf(group, team).length === 1 ? '' : 's'} ${rowsOf(group, team).join(', ')}`).join('; ');
      problems.push(
        new InputError(
          `the players of ${team.name} now name ${found.length} teams (${where}). A player cannot change team once the event has begun: give them their team's name again.`,
          { source, column: playersHeader('team') },
        ),
      );
      continue;
    }
    const group = found[0];
    if (group === undefined) continue; // every player's row is gone: the identity check says so
    const other = taken.get(group);
    if (other !== undefined) {
      problems.push(
        new InputError(`${other.name} and ${team.name} are both called ${group.name} now (rows ${group.entrants.map((entrant) => entrant.row).join(', ')}): give each team its own name.`, {
          source,
          column: playersHeader('team'),
        }),
      );
      continue;
    }
    taken.set(group, team);
  }
  throwIfAny(problems);
  return groups.map((group) => ({ group, recordedTeam: taken.get(group) ?? null }));
}

function rowsOf(group: Group, team: TeamRecord['teams'][number]): number[] {
  return group.entrants.filter((entrant) => entrant.id !== undefined && team.players.includes(entrant.id)).map((entrant) => entrant.row);
}

/**
 * Team numbers: the record's; new teams after them, by strength (the ratings
 * of their first `boards` players added up, unrated counting nothing), then
 * in the order Players first names them.
 */
function numberTeams(matched: readonly { group: Group; recordedTeam: TeamRecord['teams'][number] | null }[], boards: number, hasBoardColumn: boolean) {
  const kept = matched.filter((entry) => entry.recordedTeam !== null).sort((a, b) => a.recordedTeam!.number - b.recordedTeam!.number);
  const last = Math.max(0, ...kept.map((entry) => entry.recordedTeam!.number));
  const strength = (group: Group) =>
    (hasBoardColumn ? [...group.entrants].sort((a, b) => (a.board ?? 0) - (b.board ?? 0)) : group.entrants).slice(0, boards).reduce((sum, entrant) => sum + entrant.rating, 0);
  const fresh = matched
    .filter((entry) => entry.recordedTeam === null)
    .map((entry, index) => ({ ...entry, index, strength: strength(entry.group) }))
    .sort((a, b) => b.strength - a.strength || a.index - b.index);
  return [
    ...kept.map((entry) => ({ number: entry.recordedTeam!.number, group: entry.group, recordedTeam: entry.recordedTeam })),
    ...fresh.map((entry, index) => ({ number: last + index + 1, group: entry.group, recordedTeam: null })),
  ];
}

/** A team's players in board order: the Board column's; else the record's, then players added since, in row order. */
function boardOrder(group: Group, recordedOrder: readonly PlayerId[], hasBoardColumn: boolean, problems: InputError[]): Entrant[] {
  if (hasBoardColumn) {
    const seen = new Map<number, Entrant>();
    for (const entrant of group.entrants) {
      const at = { source: PLAYERS_SHEET, row: entrant.row, column: playersHeader('board') };
      if (entrant.board === undefined) {
        problems.push(new InputError(`${entrant.name} has no board number: number every player of ${group.name} in board order (1, 2, 3, …; reserves after), or clear the Board column.`, at));
        continue;
      }
      const other = seen.get(entrant.board);
      if (other !== undefined) problems.push(new InputError(`${group.name} has two players on board ${entrant.board}: ${other.name} (row ${other.row}) and ${entrant.name}. Give each their own number.`, at));
      seen.set(entrant.board, entrant);
    }
    return [...group.entrants].sort((a, b) => (a.board ?? 0) - (b.board ?? 0) || a.row - b.row);
  }
  const place = new Map(recordedOrder.map((id, index) => [id, index]));
  const known = group.entrants.filter((entrant) => entrant.id !== undefined && place.has(entrant.id)).sort((a, b) => place.get(a.id!)! - place.get(b.id!)!);
  return [...known, ...group.entrants.filter((entrant) => !known.includes(entrant))];
}

function statusOf(players: readonly Entrant[]): SheetTeam['status'] {
  if (players.every((entrant) => entrant.status === 'withdrawn')) return 'withdrawn';
  return players.every((entrant) => entrant.status !== 'active') ? 'absent' : 'active';
}
