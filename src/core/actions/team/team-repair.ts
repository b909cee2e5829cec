/**
 * A team event's Rebuild sheets from the record (Pairings written anew from
 * the record, keeping every result still typed on a board that shows its
 * recorded players, the line-ups as last seen), and its status for the
 * sidebar, which still says where the event stands when a sheet cannot be
 * read (from the record, with the problem beside it).
 */
import { InputError, InputErrors } from '../../errors';
import { nameKey, type PlayerId } from '../../ids';
import { sectionOf } from '../../record/record';
import { storedRecordOf } from '../../record/sheet-rows';
import { allTeamRoundRows } from '../../views/team/team-pairings-rows';
import { PAIRINGS_SHEET, TEAMS_SHEET } from '../../workbook/layout';
import { resultOfNotation } from '../../workbook/results';
import { plannedTeamRounds, readTeamBase, teamEventOf, type TeamEventRead } from '../../workbook/team/read-team-event';
import { readTeamPairingsTable, type TeamPairingsTable, type TeamSheetMatch } from '../../workbook/team/team-pairings-table';
import type { SheetRound } from '../../workbook/team/team-reconcile';
import { capitalise } from '../messages';
import { answerOnly, type ActionPlan, type Status, type WorkbookRead } from '../plan';
import { eventSettingsOf } from '../read';
import { recordWrite } from '../writes';
import { teamStatusOf } from './team-pair';
import { teamPairingsRewrite } from './team-pairings-writes';
import { readTeamWorkbook, type TeamWorkbook } from './team-workbook';
import { planTeamWrites } from './team-writes';

export function teamRepairAction(read: WorkbookRead): ActionPlan {
  const held = storedRecordOf(read.record);
  if (held === null) {
    throw new InputError('Sheetmate has no record of this event yet, so there is nothing to rebuild the sheets from. Pair a round first; Pairings is read as typed until then.');
  }
  const settings = eventSettingsOf(read, held.record);
  const base = readTeamBase({ players: read.players, record: held, teams: read.sheets.get(TEAMS_SHEET) ?? null }, settings.event);
  const values = read.sheets.get(PAIRINGS_SHEET) ?? null;
  let table: TeamPairingsTable | null = null;
  try {
    table = values === null ? null : readTeamPairingsTable(values, PAIRINGS_SHEET, { unreadableResults: 'blank' });
  } catch {
    table = null;
  }
  const fromRecord: string[] = [];
  const rounds = (base.section.team?.rounds ?? []).map((round): SheetRound => {
    const sheet = table?.rounds.find((entry) => entry.round === round.round);
    return {
      round: round.round,
      byes: round.byes,
      matches: round.matches.map((match, index) => {
        const row = sheet?.matches.find((entry) => entry.match === index + 1);
        return {
          home: match.home,
          away: match.away,
          forfeit: match.forfeit,
          boards: match.boards.map((board) => {
            const shown = sameBoard(row, board, base);
            if (shown === undefined && board.result !== '') fromRecord.push(`round ${round.round} match ${index + 1} board ${board.board}`);
            return { board: board.board, home: board.home, away: board.away, homeColour: board.homeColour, result: shown !== undefined ? shown : resultOfNotation(board.result) };
          }),
        };
      }),
    };
  });
  const team: TeamEventRead = {
    ...base,
    pairings: table ?? { rounds: [], unreadableResults: [], columns: readTeamPairingsTable([], PAIRINGS_SHEET).columns, hasHeader: false, width: 0 },
    reconciled: { rounds, newlyTyped: [], renames: [] },
    event: teamEventOf(base.list, rounds, settings.event),
    notes: [],
  };
  const workbook: TeamWorkbook = { read, held, settings, team, totalRounds: plannedTeamRounds(settings.event, base.list.teams.length) };
  const action = 'rebuilding the sheets from the record';
  const writes = planTeamWrites(workbook, { rounds, idsFor: 'rounds' }, { reformat: true });
  const names = { team: (number: number) => base.names.team(number).name, player: base.names.playerName };
  const pairings = teamPairingsRewrite(values, table, allTeamRoundRows(rounds, writes.event, names));
  const message = [
    rounds.length === 0 ? `${PAIRINGS_SHEET} rebuilt from Sheetmate's record: it holds no round yet.` : `${PAIRINGS_SHEET} rebuilt from Sheetmate's record: rounds 1–${rounds.length}.`,
    ...(fromRecord.length === 0
      ? []
      : [`${fromRecord.length} result${fromRecord.length === 1 ? ' was' : 's were'} no longer in ${PAIRINGS_SHEET} and came from the record as last seen (${fromRecord.slice(0, 12).join(', ')}${fromRecord.length > 12 ? ', …' : ''}): check ${fromRecord.length === 1 ? 'it' : 'them'}.`]),
  ].join(' ');
  return {
    result: { message, status: teamStatusOf(workbook, message) },
    record: recordWrite(workbook, writes.record, 'first', action),
    writes: [...pairings, ...writes.views],
    action,
    cache: writes.cache,
    lastAction: message,
    toast: { message, seconds: 8 },
  };
}

/** The result typed on the sheet's row of this board, when it still shows the recorded players; undefined otherwise. */
function sameBoard(row: TeamSheetMatch | undefined, board: { board: number; home: PlayerId | null; away: PlayerId | null; homeColour: 'white' | 'black' }, base: Pick<TeamEventRead, 'names'>) {
  const cells = row?.boards.filter((entry) => entry.board === board.board) ?? [];
  if (cells.length !== 1) return undefined;
  const [white, black] = board.homeColour === 'white' ? [board.home, board.away] : [board.away, board.home];
  const shows = (cell: string, id: PlayerId | null) => (id === null ? cell === '' : nameKey(cell) === nameKey(base.names.playerName(id)) || nameKey(cell) === nameKey(base.names.recordedPlayerName(id) ?? ''));
  return shows(cells[0]!.white, white) && shows(cells[0]!.black, black) ? cells[0]!.result : undefined;
}

/** Where a team event stands; a problem that stops the next action is named beside what the record says. */
export function teamStatusAction(read: WorkbookRead): ActionPlan {
  try {
    return answerOnly({ message: '', status: teamStatusOf(readTeamWorkbook(read, { lenientResults: true }), read.lastAction) });
  } catch (error) {
    if (!(error instanceof InputError || error instanceof InputErrors)) throw error;
    return answerOnly({ message: '', status: { ...recordedStatus(read), lastAction: read.lastAction, problem: capitalise(error.message) } });
  }
}

function recordedStatus(read: WorkbookRead): Omit<Status, 'lastAction' | 'problem'> {
  let record = null;
  try {
    record = storedRecordOf(read.record)?.record ?? null;
  } catch {
    record = null;
  }
  const settings = eventSettingsOf(read, record).event;
  const section = record === null ? null : sectionOf(record, '');
  const rounds = section?.team?.rounds ?? [];
  const last = rounds[rounds.length - 1];
  const name = new Map((section?.players ?? []).map((player) => [player.id, player.name]));
  const missingResults = (last?.matches ?? []).flatMap((match) =>
    match.forfeit !== null
      ? []
      : match.boards
          .filter((board) => board.result === '' && board.home !== null && board.away !== null)
          .map((board) => {
            const [white, black] = board.homeColour === 'white' ? [board.home!, board.away!] : [board.away!, board.home!];
            return { round: last!.round, board: board.board, white: name.get(white) ?? '', black: name.get(black) ?? '' };
          }),
  );
  const teams = section?.team?.teams.length ?? 0;
  return { round: rounds.length, totalRounds: plannedTeamRounds(settings, teams), players: section?.players.length ?? 0, missingResults, finished: false, system: settings.system };
}
