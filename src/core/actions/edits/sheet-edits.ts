/**
 * An edit in a sheet that is not where it belongs, answered at once (the
 * onEdit trigger): in Sheetmate's own views (Live, By name, Standings,
 * Crosstable, Byes, Teams, Schedule) anything typed is written over at the
 * next step, so the answer says where it belongs, naming the row (a result
 * typed in Live: "type it in Pairings, row 6"); in Players, a column
 * Sheetmate writes, a row Sheetmate cannot take as it is (a name typed over
 * a player's row), or a request that comes late is said at once. Nothing is
 * written: the answer is a toast.
 */
import { InputError, InputErrors } from '../../errors';
import { startsWithName } from '../../ids';
import { lateRequests } from '../../event/late-requests';
import { storedRecordOf } from '../../record/sheet-rows';
import { columnLetter } from '../../workbook/headers';
import {
  BY_NAME_SHEET,
  BYES_SHEET,
  CROSSTABLE_SHEET,
  isOwnSheet,
  LIVE_SHEET,
  pairingsHeader,
  PLAYERS_SHEET,
  playersHeader,
  RECORD_SHEET,
  sectionOfSheet,
  SCHEDULE_SHEET,
  STANDINGS_SHEET,
  TEAMS_SHEET,
} from '../../workbook/layout';
import { findColumns } from '../../workbook/headers';
import { PLAYER_COLUMNS, SUMMARY_FIELDS } from '../../workbook/layout';
import { parseResult } from '../../workbook/results';
import { capitalise } from '../messages';
import type { WorkbookRead } from '../plan';
import { readWorkbook, type Section } from '../read';

/** One cell edited, as the onEdit trigger reports it (1-based row and column). */
export interface SheetEdit {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
  /** What was typed; undefined when the cell was cleared or several cells changed. */
  readonly value?: string;
}

/** The answer to an edit, or null when there is nothing to say. */
export function sheetEditAnswer(read: WorkbookRead, edit: SheetEdit): string | null {
  if (edit.sheet === RECORD_SHEET) {
    return "Sheetmate's record of the event is written by Sheetmate alone: an edit there makes every step refuse until it is undone. Put it back with Edit ▸ Undo.";
  }
  if (edit.sheet === PLAYERS_SHEET) return playersEditAnswer(read, edit);
  if (!isOwnSheet(edit.sheet)) return null;
  return ownSheetAnswer(read, edit);
}

/** The sections as read, or none when the workbook cannot be read (the answer then says what is there to say without them). */
function sectionsOf(read: WorkbookRead): readonly Section[] {
  try {
    return readWorkbook(read, { tolerant: true, lenientResults: true }).sections;
  } catch {
    return [];
  }
}

function ownSheetAnswer(read: WorkbookRead, edit: SheetEdit): string {
  const cell = `${columnLetter(edit.column - 1)}${edit.row}`;
  const typed = edit.value === undefined || edit.value.trim() === '' ? `What was in ${cell}` : `"${edit.value.trim()}", typed in ${cell},`;
  const opening = `${edit.sheet} is Sheetmate's own sheet, written again at every Sheetmate step: ${typed} will not stay.`;
  const row = (read.sheets.get(edit.sheet)?.[edit.row - 1] ?? []).map((value) => String(value ?? ''));
  const sections = sectionsOf(read);
  const game = boardShown(sections, row);
  if (game !== null) {
    const result = edit.value === undefined ? null : parseResult(edit.value);
    const played = `round ${game.round}, board ${game.board} (${game.white} – ${game.black})`;
    const board = `${played} is ${game.sheet}, row ${game.row}`;
    if (result !== null && result !== undefined) return `${opening} To record ${result.notation} for ${played}, type it in ${game.sheet}, row ${game.row}, column ${pairingsHeader('result')}.`;
    return `${opening} Results are typed in Pairings (${board}), names and ratings in ${PLAYERS_SHEET}.`;
  }
  const player = playerShown(sections, row);
  const where = player === null ? '' : ` (${player.name} is on ${PLAYERS_SHEET}, row ${player.row}${player.board === null ? '' : `; their game of round ${player.board.round} is ${player.board.sheet}, row ${player.board.row}`})`;
  return `${opening} ${belongsWords(edit.sheet)}${where}.`;
}

/** Where what a sheet shows is typed. */
function belongsWords(sheet: string): string {
  if (sheet === TEAMS_SHEET) return `A player's team is typed in ${PLAYERS_SHEET}' ${playersHeader('team')} column, results in Pairings`;
  if (sectionOfSheet(BYES_SHEET, sheet) !== null) return `A bye a player asks for is typed in ${PLAYERS_SHEET}' ${playersHeader('byes')} column (the rounds, such as 3,5); an absence in ${playersHeader('status')}`;
  if (sectionOfSheet(SCHEDULE_SHEET, sheet) !== null) return 'The schedule follows the Berger tables: Write round-robin schedule writes it again';
  if (sectionOfSheet(STANDINGS_SHEET, sheet) !== null || sectionOfSheet(CROSSTABLE_SHEET, sheet) !== null || sheet === LIVE_SHEET || sheet === BY_NAME_SHEET) {
    return `Names and ratings are typed in ${PLAYERS_SHEET}, results in Pairings`;
  }
  return `Players are typed in ${PLAYERS_SHEET}, results in Pairings`;
}

interface ShownBoard {
  readonly round: number;
  readonly board: number;
  readonly white: string;
  readonly black: string;
  readonly sheet: string;
  readonly row: number;
}

/** The board of a newest round whose two players a row shows (Live's boards). */
function boardShown(sections: readonly Section[], cells: readonly string[]): ShownBoard | null {
  for (const section of sections) {
    const state = section.event.state;
    const newest = state.rounds[state.rounds.length - 1];
    for (const board of newest?.boards ?? []) {
      const white = state.players[board.white - 1]!.entrant.name;
      const black = state.players[board.black - 1]!.entrant.name;
      const shows = (name: string) => cells.some((cell) => startsWithName(cell, name));
      if (board.row !== undefined && shows(white) && shows(black)) return { round: newest!.round, board: board.board, white, black, sheet: section.pairingsSheet, row: board.row };
    }
  }
  return null;
}

/** The player a row shows (By name, Standings, Crosstable), with their row in Players and their game of the newest round. */
function playerShown(sections: readonly Section[], cells: readonly string[]): { name: string; row: number; board: { round: number; sheet: string; row: number } | null } | null {
  for (const section of sections) {
    const state = section.event.state;
    for (const player of state.players) {
      if (!cells.some((cell) => startsWithName(cell, player.entrant.name))) continue;
      const newest = state.rounds[state.rounds.length - 1];
      const board = newest?.boards.find((candidate) => candidate.white === player.startNumber || candidate.black === player.startNumber);
      return {
        name: player.entrant.name,
        row: player.entrant.row,
        board: board?.row === undefined || newest === undefined ? null : { round: newest.round, sheet: section.pairingsSheet, row: board.row },
      };
    }
  }
  return null;
}

/** An edit in Players: a column Sheetmate writes, a row it cannot take, a late request. */
function playersEditAnswer(read: WorkbookRead, edit: SheetEdit): string | null {
  const header = read.players?.[0] ?? [];
  const record = readableRecord(read);
  const columns = findColumns(header, PLAYER_COLUMNS);
  const owned = SUMMARY_FIELDS.find((field) => (record?.playersColumns ?? []).includes(playersHeader(field)) && columns[field] === edit.column - 1);
  if (owned !== undefined && edit.row > 1) {
    return (
      `${PLAYERS_SHEET}' ${playersHeader(owned)} column is Sheetmate's: it shows each player's ${owned === 'score' ? 'points' : 'opponents'} after the last complete round, ` +
      `written again at every step, so what was typed in ${columnLetter(edit.column - 1)}${edit.row} will not stay. It comes from the results typed in Pairings.`
    );
  }
  try {
    const workbook = readWorkbook(read, { tolerant: true, lenientResults: true });
    // A section Players stops (with sections; without, the reading throws): a name typed over a player's row, a bad cell.
    const problem = workbook.problems[0]?.error;
    const late = workbook.sections.flatMap((section) => lateRequests(section.event.state, section.totalRounds));
    const words = [...(problem === undefined ? [] : [capitalise(problem.message)]), ...late];
    return words.length === 0 ? null : words.join('\n');
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors) return capitalise(error.message);
    throw error;
  }
}

function readableRecord(read: WorkbookRead) {
  try {
    return storedRecordOf(read.record)?.record ?? null;
  } catch {
    return null;
  }
}
