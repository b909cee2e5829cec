/**
 * A team event in and out of the sheet: Export TRF writes the event as a
 * TRF-2026 team file (`writeTeamTrf`: `310` team lines in board order, `300`
 * line-ups where a round's differ, `330` matches not played, the team type in
 * `192`), on the TRF sheet and as a download; Import TRF reads one
 * (`readTeamTrf`) into Players (each player's team and board) and Pairings,
 * with the settings the file implies and the record of its rounds; Write
 * round-robin schedule writes a team round robin's every match.
 */
import { InputError } from '../../errors';
import { settingsForProperties, withPatch } from '../../record/event-settings';
import type { SettingsPatch } from '../../record/settings';
import { storedRecordOf } from '../../record/sheet-rows';
import { readTeamTrf, teamRoundRobinRound, writeTeamTrf, type TeamEvent, type TeamTrf } from '../../team-swiss';
import { notationOf, teamByeLabel } from '../../workbook/results';
import { IMPORTED_TEAM_PLAYER_FIELDS, PAIRINGS_SHEET, PLAYERS_SHEET, playersHeader, SCHEDULE_SHEET, TEAM_PAIRINGS_HEADER, TEAM_SCHEDULE_HEADER, TRF_SHEET } from '../../workbook/layout';
import type { ActionPlan, SheetWrite, WorkbookRead } from '../plan';
import { eventSettingsOf } from '../read';
import { recordWrite, tableWrites } from '../writes';
import { teamStatusOf } from './team-pair';
import { readTeamWorkbook } from './team-workbook';
import { planTeamWrites } from './team-writes';
import { allTeamRoundRows, teamRowValues } from '../../views/team/team-pairings-rows';

/** Export TRF: the team file on the TRF sheet, and as a download; `pairingController` names the program (`182`). */
export function teamExportTrfAction(read: WorkbookRead, request: { readonly section?: string; readonly pairingController?: string } = {}): ActionPlan {
  if (request.section !== undefined) throw new InputError('this team event has no sections. Export it without a section.');
  const workbook = readTeamWorkbook(read);
  const { team } = workbook;
  const name = read.spreadsheet.name;
  const entrants = [...team.list.entrants];
  const text = writeTeamTrf(team.event, {
    name,
    teamNames: new Map(team.list.teams.map((entry) => [entry.number, entry.name])),
    playerNames: new Map(entrants.map(([id, entrant]) => [id, entrant.name])),
    playerRatings: new Map(entrants.map(([id, entrant]) => [id, entrant.rating])),
    ...(request.pairingController === undefined ? {} : { pairingController: request.pairingController }),
  });
  const widths = { ...read.cache.widths };
  const writes = tableWrites(read.sheets.get(TRF_SHEET) ?? null, { name: TRF_SHEET, rows: text.trimEnd().split('\n').map((line) => [line]), headerRows: 0 }, read.cache.widths[TRF_SHEET], widths);
  const message = `TRF written to the ${TRF_SHEET} sheet (${team.list.teams.length} teams, ${entrants.length} players, ${team.reconciled.rounds.length} rounds).`;
  return {
    result: { message, status: teamStatusOf(workbook, read.lastAction), download: { fileName: `${name.replace(/[^\w.-]+/g, '-') || 'league'}.trf`, text } },
    record: null,
    writes,
    action: `writing the ${TRF_SHEET} sheet`,
    cache: { ...read.cache, widths },
  };
}

/** Write round-robin schedule: every match of a team round robin, on the Schedule sheet. */
export function teamScheduleAction(read: WorkbookRead, request: { readonly section?: string } = {}): ActionPlan {
  if (request.section !== undefined) throw new InputError('this team event has no sections. Write its schedule without a section.');
  const workbook = readTeamWorkbook(read);
  if (workbook.settings.event.system !== 'team-round-robin') {
    throw new InputError('the whole schedule exists only for round robins. Choose team round robin in the sidebar first.');
  }
  const teams = workbook.team.list.teams;
  const name = (number: number) => teams.find((entry) => entry.number === number)?.name ?? `Team ${number}`;
  const rows: (string | number)[][] = [TEAM_SCHEDULE_HEADER.slice()];
  for (let round = 1; round <= workbook.totalRounds; round++) {
    const table = teamRoundRobinRound(teams.length, round);
    table.matches.forEach((match, index) => rows.push([round, index + 1, name(match.white), name(match.black)]));
    if (table.bye !== null) rows.push([round, '', name(table.bye), teamByeLabel('rest')]);
  }
  const widths = { ...read.cache.widths };
  const writes = tableWrites(read.sheets.get(SCHEDULE_SHEET) ?? null, { name: SCHEDULE_SHEET, rows, headerRows: 1 }, read.cache.widths[SCHEDULE_SHEET], widths);
  const message = `The ${workbook.totalRounds}-round schedule is on the ${SCHEDULE_SHEET} sheet.`;
  return { result: { message, status: teamStatusOf(workbook, message) }, record: null, writes, action: 'writing the schedule', cache: { ...read.cache, widths }, lastAction: message };
}

/** Whether a TRF holds a team event (`310` team lines). */
export function isTeamTrf(text: string): boolean {
  return text.split(/\r?\n/).some((line) => line.startsWith('310 '));
}

/** Import TRF of a team file: Players (every player, team by team in board order), Pairings, the settings and the record. */
export function teamImportTrfAction(read: WorkbookRead, text: string, source: string): ActionPlan {
  const trf = readTeamTrf(text, source);
  for (const [name, values] of [
    [PLAYERS_SHEET, read.players],
    [PAIRINGS_SHEET, read.sheets.get(PAIRINGS_SHEET) ?? null],
  ] as const) {
    if (values !== null && values.some((row) => row.some((value) => String(value ?? '').trim() !== ''))) {
      throw new InputError(`the ${name} sheet is not empty. Import into a new spreadsheet, or rename ${name} (and Pairings) first so nothing typed is lost.`);
    }
  }
  const existing = storedRecordOf(read.record);
  if (existing !== null && existing.record.sections.some((section) => section.rounds.length > 0 || (section.team?.rounds.length ?? 0) > 0)) {
    throw new InputError('Sheetmate already holds rounds of an event in this spreadsheet (in its record). Import into a new spreadsheet.');
  }
  const { players, pairings } = importedSheets(trf);
  const settings = withPatch(eventSettingsOf(read, existing?.record ?? null), importedSettings(trf), []).settings;
  const written: WorkbookRead = { ...read, players, sheets: new Map([...read.sheets, [PAIRINGS_SHEET, pairings]]) };
  const workbook = readTeamWorkbook(written, { settings });
  const action = 'importing the TRF';
  const recorded = workbook.team.reconciled.rounds;
  const writes = planTeamWrites(workbook, { rounds: recorded, idsFor: 'field', lockAll: true, originOfOthers: 'imported' }, { settings });
  // Pairings as Sheetmate writes it: each team's score before the round, each match's score.
  const names = { team: (number: number) => workbook.team.names.team(number).name, player: workbook.team.names.playerName };
  const rows = [TEAM_PAIRINGS_HEADER.slice(), ...teamRowValues(allTeamRoundRows(recorded, writes.event, names), workbook.team.pairings.columns, TEAM_PAIRINGS_HEADER.length)];
  const widths = { ...read.cache.widths };
  const sheetWrites: SheetWrite[] = [
    ...tableWrites(read.players, { name: PLAYERS_SHEET, rows: players, headerRows: 1 }, undefined, widths),
    ...tableWrites(read.sheets.get(PAIRINGS_SHEET) ?? null, { name: PAIRINGS_SHEET, rows: rows, headerRows: 1 }, undefined, widths),
    ...(rows.length > 1 ? [{ kind: 'resultCells' as const, sheet: PAIRINGS_SHEET, row: 2, column: workbook.team.pairings.columns.result + 1, count: rows.length - 1, dropdown: rows.length - 1 }] : []),
  ];
  const notes = [
    ...(trf.event.pointAdjustments !== undefined ? ['The file gives points otherwise than its point systems (299): the sheet counts the point systems only.'] : []),
    ...(trf.event.acceleration !== undefined ? ['The file gives accelerated pairings (250, Baku): the sheet pairs on without them.'] : []),
  ];
  const message = [`Imported ${trf.event.teams.length} teams, ${players.length - 1} players and ${trf.roundsPlayed} rounds from the TRF.`, ...notes].join(' ');
  return {
    result: { message, status: teamStatusOf(workbook, message) },
    record: recordWrite(workbook, writes.record, 'first', action),
    writes: [...sheetWrites, ...writes.views],
    action,
    cache: { ...writes.cache, widths: { ...writes.cache.widths, ...widths } },
    settings: settingsForProperties(settings),
    lastAction: message,
  };
}

/** The settings a team file implies: the team Swiss, its rounds, boards, scores, colour rule, points. */
function importedSettings(trf: TeamTrf): SettingsPatch {
  const s = trf.event.settings;
  return {
    system: 'team-swiss',
    ...(s.totalRounds < 999 ? { rounds: s.totalRounds } : {}),
    initialColour: s.initialColour,
    points: { win: s.gamePoints.win / 10, draw: s.gamePoints.draw / 10, loss: s.gamePoints.loss / 10 },
    team: {
      boards: s.boards,
      primaryScore: s.primaryScore,
      colourPreferences: s.colourPreferences,
      matchPoints: { win: s.matchPoints.win / 10, draw: s.matchPoints.draw / 10, loss: s.matchPoints.loss / 10 },
      boardColours: s.boardColours ?? 'WB',
    },
  };
}

/** Players (team by team, in board order) and Pairings (newest round first) of a team file, as the sheets hold them. */
function importedSheets(trf: TeamTrf): { players: (string | number)[][]; pairings: (string | number)[][] } {
  const { event, file, names } = trf;
  const byNumber = new Map(file.tournament.players.map((player) => [player.startNumber, player]));
  const playerName = (id: number | null) => (id === null ? '' : (byNumber.get(id)?.name ?? `Player ${id}`));
  const teamName = (number: number) => names.get(number) || `Team ${number}`;
  const away = new Set(event.absences?.get(event.rounds.length + 1) ?? []);
  const players: (string | number)[][] = [IMPORTED_TEAM_PLAYER_FIELDS.map(playersHeader)];
  for (const team of event.teams) {
    team.players.forEach((id, index) => {
      const player = byNumber.get(id);
      players.push([playerName(id), player !== undefined && player.rating > 0 ? player.rating : '', player?.title ?? '', player?.federation ?? '', player?.fideId ?? '', teamName(team.number), index + 1]);
    });
  }
  const pairings: (string | number)[][] = [TEAM_PAIRINGS_HEADER.slice()];
  for (const round of [...event.rounds].reverse()) pairings.push(...importedRound(round, teamName, playerName));
  return { players: withAbsences(players, event, away), pairings };
}

/** A Status column, `absent` for the players of a team the file keeps out of the next round. */
function withAbsences(players: (string | number)[][], event: TeamEvent, away: ReadonlySet<number>): (string | number)[][] {
  if (away.size === 0) return players;
  const header = players[0]!;
  const absent = new Set(event.teams.filter((team) => away.has(team.number)).flatMap((team) => team.players));
  let row = 1;
  const status: (string | number)[] = [playersHeader('status')];
  for (const team of event.teams) for (const id of team.players) status[row++] = absent.has(id) ? 'absent' : '';
  return players.map((cells, index) => (index === 0 ? [...header, status[0]!] : [...cells, status[index] ?? '']));
}

function importedRound(round: TeamEvent['rounds'][number], teamName: (number: number) => string, playerName: (id: number | null) => string): (string | number)[][] {
  const rows: (string | number)[][] = [];
  round.matches.forEach((match, index) => {
    const forfeit = match.forfeit === undefined ? '' : (notationOf(match.forfeit === 'home' ? { white: '+', black: '-' } : match.forfeit === 'away' ? { white: '-', black: '+' } : { white: '-', black: '-' }) ?? '');
    rows.push([round.round, index + 1, '', teamName(match.home), '', forfeit, '', teamName(match.away)]);
    for (const board of match.boards) {
      const homeWhite = board.homeColour === 'white';
      const [white, black] = homeWhite ? [board.homePlayer, board.awayPlayer] : [board.awayPlayer, board.homePlayer];
      const codes = homeWhite ? { white: board.homeResult, black: board.awayResult } : { white: board.awayResult, black: board.homeResult };
      // A side nobody sat at is lost by forfeit without a result typed; a result is written where both played or one won by forfeit against a player.
      const implied = white === null || black === null;
      rows.push([round.round, index + 1, board.board, playerName(white), '', implied || codes.white === ' ' ? '' : (notationOf(codes) ?? ''), '', playerName(black)]);
    }
  });
  for (const bye of round.byes) rows.push([round.round, '', '', teamName(bye.team), '', '', '', teamByeLabel(bye.kind)]);
  return rows;
}
