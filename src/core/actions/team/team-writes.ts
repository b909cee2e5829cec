/**
 * What a team event's action writes once it knows the rounds it leaves
 * behind: the next record (teams and rounds by ID), the Pairings cells of its
 * own it keeps up to date (each match's score, names a rename left behind),
 * Players' Sheetmate ID column, and the views: Standings (the teams), Live
 * and By name. The standings are computed once. Each sheet is compared with
 * what it holds: only the cells that differ are written.
 */
import type { PlayerId } from '../../ids';
import type { EventSettings } from '../../record/event-settings';
import { withSections, type EventRecord, type RoundOrigin, type TeamRecord, type TeamRoundRecord } from '../../record/record';
import type { TeamEvent } from '../../team-swiss';
import { formatPairedAt } from '../../views/live-sheets';
import { teamByNameSheet, teamLiveSheet } from '../../views/team/team-live';
import { matchScoreText } from '../../views/team/team-pairings-rows';
import { teamStandingsRows, teamStandingsSoFar, type TeamStandingsSoFar } from '../../views/team/team-standings';
import { changedRanges } from '../../workbook/changes';
import { BY_NAME_SHEET, LIVE_SHEET, PAIRINGS_SHEET, PLAYERS_SHEET, playersHeader, STANDINGS_SHEET, TEAMS_SHEET } from '../../workbook/layout';
import { isForfeitResult, notationOf, parseResult } from '../../workbook/results';
import { coreRound, teamEventOf } from '../../workbook/team/read-team-event';
import type { SheetRound } from '../../workbook/team/team-reconcile';
import type { Cell, SheetValues, SheetWrite, ViewCache } from '../plan';
import { displayWrites, tableWrites } from '../writes';
import type { TeamWorkbook } from './team-workbook';

/** The rounds a team event's action leaves behind, and how its record changes. */
export interface TeamChange {
  readonly rounds: readonly SheetRound[];
  /** Who gets a Sheetmate ID: every player (a round is paired), or those the rounds name. */
  readonly idsFor: 'field' | 'rounds';
  /** The round this action created. */
  readonly newRound?: { readonly round: number; readonly origin: RoundOrigin };
  /** Lock the line-ups of every round held (a round is paired from them). */
  readonly lockAll?: boolean;
  /** How rounds the record did not hold came in (default: typed by hand). */
  readonly originOfOthers?: RoundOrigin;
  /** The newest round's line-ups are the organiser's again (the round paired from them was undone). */
  readonly reopenLast?: boolean;
}

export interface TeamWrites {
  readonly record: EventRecord;
  readonly event: TeamEvent;
  readonly standings: TeamStandingsSoFar;
  /** Pairings cells of Sheetmate's (the match scores, names a rename left behind), planned against the sheet as read: written before any row moves. */
  readonly pairings: readonly SheetWrite[];
  /** Players' Sheetmate IDs, Standings, Live and By name. */
  readonly views: readonly SheetWrite[];
  readonly cache: ViewCache;
}

/** Standings rows: who a row is, its No. (second column); the rank belongs to the place. */
const RANKING = { key: 1, fixed: 1 } as const;

function teamSystemName(system: string): string {
  return system === 'team-round-robin' ? 'Team round robin (Berger tables)' : system === 'scheveningen' ? 'Scheveningen (published tables)' : 'Team Swiss, FIDE C.04.6';
}

/** Computes the next record and every write, before anything is written. */
export function planTeamWrites(workbook: TeamWorkbook, change: TeamChange, options: { readonly reformat?: boolean; readonly settings?: EventSettings } = {}): TeamWrites {
  const { read, team } = workbook;
  const settings = options.settings ?? workbook.settings;
  const event = teamEventOf(team.list, change.rounds, settings.event);
  const { record, ids } = nextTeamRecord(workbook, change, settings);
  const standings = teamStandingsSoFar(event, settings.event.tiebreaks);
  const teamName = (number: number) => team.list.teams.find((entry) => entry.number === number)?.name ?? `Team ${number}`;
  const playerName = (id: number) => team.names.playerName(id as PlayerId);
  const widths: Record<string, number> = { ...read.cache.widths };
  const layouts: Record<string, number> = { ...read.cache.layouts };
  const reformat = options.reformat ?? workbook.held?.header.state.kind === 'writing';
  const totalRounds = workbook.totalRounds;
  const rows = teamStandingsRows(standings, teamName, { totalRounds, systemName: teamSystemName(settings.event.system) });
  const recordedRounds = record.sections[0]?.team?.rounds ?? [];
  const newest = recordedRounds[recordedRounds.length - 1];
  const pairedAt = newest === undefined || newest.origin !== 'paired' ? undefined : formatPairedAt(newest.pairedAt, read.spreadsheet.timeZone, read.spreadsheet.locale);
  const last = change.rounds[change.rounds.length - 1];
  const input = {
    eventName: read.spreadsheet.name,
    event,
    byeKinds: new Map((last?.byes ?? []).map((bye) => [bye.team, bye.kind])),
    teamName,
    playerName,
    standings,
    totalRounds,
    ...(pairedAt === undefined ? {} : { pairedAt }),
    locale: read.spreadsheet.locale,
  };
  const views: SheetWrite[] = [
    // Teams typed on the Teams sheet: the players are known by name there, and Players (if any) is the organiser's alone.
    ...(team.listSheet === TEAMS_SHEET ? [] : idWrites(read.players, team.players.columns.sheetmateId, ids)),
    ...tableWrites(read.sheets.get(STANDINGS_SHEET) ?? null, { name: STANDINGS_SHEET, rows, headerRows: 2, ranking: RANKING }, read.cache.widths[STANDINGS_SHEET], widths),
  ];
  for (const [name, display] of [
    [LIVE_SHEET, teamLiveSheet(input)],
    [BY_NAME_SHEET, teamByNameSheet(input)],
  ] as const) {
    views.push(...displayWrites(read.sheets.get(name) ?? null, name, display, reformat ? undefined : read.cache.layouts[name], layouts));
  }
  return { record, event, standings, pairings: pairingsCellWrites(workbook, change.rounds, event), views, cache: { widths, layouts } };
}

/**
 * The record after the action: the players (every one when a round is
 * paired, else those recorded or named on a board), the teams in board
 * order, the rounds by ID. An event with no round left starts afresh.
 */
function nextTeamRecord(workbook: TeamWorkbook, change: TeamChange, settings: EventSettings): { record: EventRecord; ids: ReadonlyMap<number, PlayerId> } {
  const { list, section, record: previous } = workbook.team;
  const ids = new Map<number, PlayerId>();
  if (change.rounds.length === 0) {
    return { record: { ...withSections(previous, [{ name: '', players: [], carried: null, rounds: [] }]), nextId: 1, settings }, ids };
  }
  const recorded = new Set<number>(section.players.map((player) => player.id));
  const named = new Set<number>();
  for (const round of change.rounds) for (const match of round.matches) for (const board of match.boards) for (const id of [board.home, board.away]) if (id !== null) named.add(id);
  const keep = (id: PlayerId) => change.idsFor === 'field' || recorded.has(id) || named.has(id);
  const players = [...list.entrants.entries()].filter(([id]) => keep(id)).sort((a, b) => a[0] - b[0]);
  for (const [id, entrant] of players) ids.set(entrant.row, id);
  const before = new Map((section.team?.rounds ?? []).map((round) => [round.round, round]));
  const team: TeamRecord = {
    teams: list.teams.map((entry) => ({ number: entry.number, name: entry.name, players: entry.players.filter(keep) })),
    rounds: change.rounds.map((round, index) => {
      const recorded = roundRecord(round, before.get(round.round), change, workbook.read.now);
      return change.reopenLast === true && index === change.rounds.length - 1 ? { ...recorded, locked: false } : recorded;
    }),
  };
  const nextId = Math.max(previous.nextId, ...players.map(([id]) => id + 1));
  return {
    record: {
      ...withSections(previous, [{ name: '', players: players.map(([id, entrant]) => ({ id, name: entrant.name })), carried: null, rounds: [], team }]),
      nextId,
      settings,
    },
    ids,
  };
}

function roundRecord(round: SheetRound, earlier: TeamRoundRecord | undefined, change: TeamChange, now: string): TeamRoundRecord {
  const created = change.newRound?.round === round.round ? change.newRound : undefined;
  const origin: RoundOrigin = created?.origin ?? earlier?.origin ?? change.originOfOthers ?? 'typed';
  return {
    round: round.round,
    origin,
    // A round's line-ups stay the organiser's until the next round is paired from them.
    locked: created !== undefined ? false : change.lockAll === true ? true : (earlier?.locked ?? false),
    pairedAt: created !== undefined ? now : (earlier?.pairedAt ?? now),
    matches: round.matches.map((match) => ({
      home: match.home,
      away: match.away,
      forfeit: match.forfeit,
      boards: match.boards.map((board) => ({ board: board.board, home: board.home, away: board.away, homeColour: board.homeColour, result: board.result === null ? '' : (notationOf(board.result) ?? '') })),
    })),
    byes: round.byes.map((bye) => ({ team: bye.team, kind: bye.kind })),
  };
}

/** The Sheetmate ID column of Players: each cell that changes (the column created after the last in use, when missing). */
function idWrites(held: SheetValues | null, column: number | undefined, ids: ReadonlyMap<number, PlayerId>): SheetWrite[] {
  if (held === null) return [];
  const lastRow = Math.max(held.length, ...ids.keys(), 1);
  const wanted = Array.from({ length: lastRow - 1 }, (_, offset) => [ids.get(offset + 2) ?? ''] as Cell[]);
  if (column === undefined) {
    if (ids.size === 0) return [];
    return [{ kind: 'values', sheet: PLAYERS_SHEET, ranges: [{ row: 1, column: (held[0]?.length ?? 0) + 1, values: [[playersHeader('sheetmateId')], ...wanted] }] }];
  }
  const ranges = changedRanges(held, wanted, { width: 1, left: column + 1, top: 2 });
  return ranges.length > 0 ? [{ kind: 'values', sheet: PLAYERS_SHEET, ranges }] : [];
}

/**
 * Pairings' cells that are Sheetmate's and changed: each match row's score
 * (a forfeit typed there is kept as typed), and the White and Black cells
 * that show an old name. Planned against the sheet as read.
 */
function pairingsCellWrites(workbook: TeamWorkbook, rounds: readonly SheetRound[], event: TeamEvent): SheetWrite[] {
  const held = workbook.read.sheets.get(PAIRINGS_SHEET);
  if (held === undefined) return [];
  const columns = workbook.team.pairings.columns;
  const writes: SheetWrite[] = [];
  const scores = new Map<number, string>();
  for (const round of rounds) {
    const core = coreRound(round);
    round.matches.forEach((match, index) => {
      if (match.row === undefined || match.row === 0) return;
      const typed = parseResult(held[match.row - 1]?.[columns.result]);
      // A forfeit typed for a match not played stays as the organiser typed it.
      if (typed !== null && typed !== undefined && isForfeitResult(typed)) return;
      scores.set(match.row, matchScoreText(core.matches[index]!, event.settings));
    });
  }
  const column = (index: number, valueOf: (row: number) => Cell | undefined) => {
    if (index < 0) return;
    const wanted = held.map((row, r) => [valueOf(r + 1) ?? (row[index] as Cell)]);
    const ranges = changedRanges(held, wanted, { width: 1, left: index + 1 });
    if (ranges.length > 0) writes.push({ kind: 'values', sheet: PAIRINGS_SHEET, ranges });
  };
  column(columns.result, (row) => scores.get(row));
  for (const field of ['white', 'black'] as const) {
    const renamed = new Map(workbook.team.reconciled.renames.filter((cell) => cell.field === field).map((cell) => [cell.row, cell.name]));
    column(columns[field], (row) => renamed.get(row));
  }
  return writes;
}
