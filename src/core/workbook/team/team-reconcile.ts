/**
 * A team event's Pairings against the record: the rounds by team number and
 * player ID, the results typed so far, the line-ups as the organiser set
 * them, the name cells a rename left behind, and, where they disagree, a
 * refusal in words.
 *
 * - The matches and byes of a round Sheetmate paired are its own: each match
 *   must be on its row with its two teams (their names now, or as recorded),
 *   each board on its row.
 * - A round's line-ups are the organiser's until the next round is paired:
 *   on a board row of the newest round, a player of the board's team may
 *   replace another (a reserve for an absent player, boards swapped), or the
 *   cell may be cleared (nobody: the board is lost by forfeit). A player of
 *   another team, a name that is no player's, or one player on two boards is
 *   refused with its row and column. Earlier rounds are locked, as paired.
 * - A round after the record's last was typed by hand (the rules left it to
 *   the arbiter): its matches are read by the teams' names, each board's
 *   colours as typed.
 */
import { InputError, throwIfAny } from '../../errors';
import { nameKey, type PlayerId } from '../../ids';
import type { Colour } from '../../model';
import type { TeamRecord, TeamRoundRecord } from '../../record/record';
import type { RecordState } from '../../record/sheet-rows';
import { teamPairingsHeader } from '../layout';
import type { NameCell } from '../reconcile';
import { SheetsDisagreeError } from '../reconcile';
import { teamByeLabel, type GameResult, type TeamByeKind } from '../results';
import type { SheetTeam, TeamList } from './team-list';
import type { TeamPairingsTable, TeamSheetBoard, TeamSheetMatch, TeamSheetRound } from './team-pairings-table';

/** One board of a round, by player ID; `row` is its Pairings row (absent for a round not written yet). */
export interface SheetBoard {
  readonly board: number;
  readonly home: PlayerId | null;
  readonly away: PlayerId | null;
  readonly homeColour: Colour;
  /** From White's side, as typed; null while blank. */
  readonly result: GameResult | null;
  readonly row?: number;
}

export interface SheetMatch {
  readonly home: number;
  readonly away: number;
  readonly forfeit: 'home' | 'away' | 'none' | null;
  readonly boards: readonly SheetBoard[];
  readonly row?: number;
}

export interface SheetRound {
  readonly round: number;
  readonly matches: readonly SheetMatch[];
  readonly byes: readonly { readonly team: number; readonly kind: TeamByeKind; readonly row?: number }[];
}

export interface ReconciledTeamPairings {
  readonly rounds: readonly SheetRound[];
  /** Rounds after the record's last, typed by hand. */
  readonly newlyTyped: readonly number[];
  /** White or Black cells that show a player's or a team's old name. */
  readonly renames: readonly NameCell[];
}

/** Who is who by name: players and teams, their names now and as the record last wrote them. */
export interface TeamNames {
  readonly playerName: (id: PlayerId) => string;
  readonly recordedPlayerName: (id: PlayerId) => string | undefined;
  readonly playerOfName: (typed: string) => PlayerId | undefined;
  readonly team: (number: number) => SheetTeam;
  readonly teamOfName: (typed: string) => SheetTeam | undefined;
}

/** The names of a team list and of the record's players. */
export function teamNames(list: TeamList, recordedPlayers: readonly { readonly id: PlayerId; readonly name: string }[]): TeamNames {
  const byName = new Map<string, PlayerId>();
  for (const [id, entrant] of list.entrants) byName.set(nameKey(entrant.name), id);
  const recorded = new Map(recordedPlayers.map((player) => [player.id, player.name]));
  const formerly = new Map<string, PlayerId>();
  for (const player of recordedPlayers) if (list.entrants.has(player.id)) formerly.set(nameKey(player.name), player.id);
  const teams = new Map(list.teams.map((team) => [team.number, team]));
  const teamByName = new Map<string, SheetTeam>();
  for (const team of list.teams) if (team.recordedName !== null) teamByName.set(nameKey(team.recordedName), team);
  for (const team of list.teams) teamByName.set(nameKey(team.name), team);
  return {
    playerName: (id) => list.entrants.get(id)?.name ?? recorded.get(id) ?? `Sheetmate ID ${id}`,
    recordedPlayerName: (id) => recorded.get(id),
    playerOfName: (typed) => byName.get(nameKey(typed)) ?? formerly.get(nameKey(typed)),
    team: (number) => teams.get(number)!,
    teamOfName: (typed) => teamByName.get(nameKey(typed)),
  };
}

class Findings {
  readonly differences: string[] = [];
  readonly problems: InputError[] = [];
  readonly renames: NameCell[] = [];

  constructor(
    readonly names: TeamNames,
    readonly list: TeamList,
    readonly sheet: string,
  ) {}

  showsTeam(cell: string, number: number): boolean {
    const team = this.names.team(number);
    return nameKey(cell) === nameKey(team.name) || (team.recordedName !== null && nameKey(cell) === nameKey(team.recordedName));
  }

  showsPlayer(cell: string, id: PlayerId | null): boolean {
    if (id === null) return cell === '';
    return nameKey(cell) === nameKey(this.names.playerName(id)) || nameKey(cell) === nameKey(this.names.recordedPlayerName(id) ?? '');
  }

  noteTeam(row: number, field: 'white' | 'black', cell: string, number: number): void {
    const name = this.names.team(number).name;
    if (row > 0 && cell !== name) this.renames.push({ row, field, name });
  }

  notePlayer(row: number, field: 'white' | 'black', cell: string, id: PlayerId | null): void {
    if (id === null) return;
    const name = this.names.playerName(id);
    if (cell !== name) this.renames.push({ row, field, name });
  }

  /** A line-up cell: a player of `team` (or nobody); refused with its row and column otherwise. */
  lineUpPlayer(cell: string, row: number, field: 'white' | 'black', team: number, where: string): PlayerId | null | undefined {
    if (cell === '') return null;
    const at = { source: this.sheet, row, column: teamPairingsHeader(field) };
    const id = this.names.playerOfName(cell);
    if (id === undefined) {
      this.problems.push(new InputError(`"${cell}" is not on the Players sheet. Correct the spelling, or add the player to Players with their team.`, at));
      return undefined;
    }
    const own = this.list.teamOf.get(id);
    if (own !== team) {
      const theirs = own === undefined ? 'no team' : this.names.team(own).name;
      this.problems.push(
        new InputError(
          `${this.names.playerName(id)} plays for ${theirs}, but ${where} is ${this.names.team(team).name}'s: type one of ${this.names.team(team).name}'s players, or clear the cell (nobody: the board is lost by forfeit).`,
          at,
        ),
      );
      return undefined;
    }
    this.notePlayer(row, field, cell, id);
    return id;
  }
}

/**
 * Reconciles a team event's Pairings (null: no such sheet) with the record's
 * team rounds.
 *
 * @throws SheetsDisagreeError listing every difference; InputError(s) for a
 *   line-up that cannot be, naming each cell.
 */
export function reconcileTeamPairings(table: TeamPairingsTable | null, record: TeamRecord | undefined, list: TeamList, names: TeamNames, recordState: RecordState, sheet: string): ReconciledTeamPairings {
  const interrupted = recordState.kind === 'writing' ? recordState.action : null;
  const findings = new Findings(names, list, sheet);
  const recorded = record?.rounds ?? [];
  const onSheet = new Map((table?.rounds ?? []).map((round) => [round.round, round]));
  if (recorded.length > 0 && table === null) {
    throw new SheetsDisagreeError([`there is no sheet called ${sheet}, and the record holds rounds 1–${recorded.length} (if you renamed it, give it the name ${sheet} again)`], interrupted, sheet);
  }
  if (recorded.length > 0 && recorded.every((round) => !onSheet.has(round.round))) throw new SheetsDisagreeError([`${sheet} holds none of the recorded rounds (was it cleared?)`], interrupted, sheet);
  const rounds: SheetRound[] = [];
  for (const round of recorded) {
    const held = onSheet.get(round.round);
    if (held === undefined) findings.differences.push(`round ${round.round} is not in ${sheet}`);
    else rounds.push(recordedRound(round, held, findings));
  }
  const last = recorded[recorded.length - 1]?.round ?? 0;
  const newlyTyped: number[] = [];
  for (const held of table?.rounds ?? []) {
    if (held.round <= last) continue;
    if (interrupted !== null) findings.differences.push(`round ${held.round} is in ${sheet} but no longer in the record`);
    else if (held.round !== last + newlyTyped.length + 1) throw new InputError(`round ${last + newlyTyped.length + 1} is missing while round ${held.round} is there. Rounds must follow each other without gaps.`, { source: sheet });
    else {
      newlyTyped.push(held.round);
      rounds.push(typedRound(held, findings));
    }
  }
  if (findings.differences.length > 0) throw new SheetsDisagreeError(findings.differences, interrupted, sheet);
  throwIfAny(findings.problems);
  return { rounds, newlyTyped, renames: findings.renames };
}

/** A round the record holds: its matches and byes as recorded; its line-ups as recorded (locked) or as the organiser set them. */
function recordedRound(recorded: TeamRoundRecord, held: TeamSheetRound, findings: Findings): SheetRound {
  const r = recorded.round;
  const matches: SheetMatch[] = [];
  const heldMatches = new Map(held.matches.map((match) => [match.match, match]));
  recorded.matches.forEach((match, index) => {
    const number = index + 1;
    const row = heldMatches.get(number);
    heldMatches.delete(number);
    const pairedAs = `${findings.names.team(match.home).name} – ${findings.names.team(match.away).name}`;
    if (row === undefined || row.row === 0) {
      findings.differences.push(`round ${r}, match ${number} (${pairedAs}) has no row of its own in ${findings.sheet}`);
      return;
    }
    if (!findings.showsTeam(row.home, match.home) || !findings.showsTeam(row.away, match.away)) {
      findings.differences.push(`round ${r}, match ${number}: Sheetmate paired ${pairedAs} (the team named first under White), but row ${row.row} shows ${row.home} – ${row.away}`);
      return;
    }
    findings.noteTeam(row.row, 'white', row.home, match.home);
    findings.noteTeam(row.row, 'black', row.away, match.away);
    matches.push(recordedMatch(r, number, match, row, !recorded.locked, findings));
  });
  for (const extra of heldMatches.values()) findings.differences.push(`row ${extra.row || extra.boards[0]?.row} has a match ${extra.match} in round ${r} that Sheetmate did not pair`);
  const byeRows = held.byes.slice();
  const byes: SheetRound['byes'][number][] = [];
  for (const bye of recorded.byes) {
    const index = byeRows.findIndex((row) => findings.showsTeam(row.team, bye.team));
    const name = findings.names.team(bye.team).name;
    if (index < 0) {
      findings.differences.push(`round ${r}: the ${teamByeLabel(bye.kind)} of ${name} is not in ${findings.sheet}`);
      continue;
    }
    const row = byeRows.splice(index, 1)[0]!;
    if (row.kind !== bye.kind) findings.differences.push(`round ${r}: row ${row.row} shows ${row.team} with "${teamByeLabel(row.kind)}", but Sheetmate recorded "${teamByeLabel(bye.kind)}"`);
    findings.noteTeam(row.row, 'white', row.team, bye.team);
    byes.push({ team: bye.team, kind: bye.kind, row: row.row });
  }
  for (const row of byeRows) findings.differences.push(`row ${row.row} gives ${row.team} a ${teamByeLabel(row.kind)} in round ${r} that Sheetmate did not record`);
  return { round: r, matches, byes };
}

function recordedMatch(round: number, number: number, match: TeamRoundRecord['matches'][number], held: TeamSheetMatch, open: boolean, findings: Findings): SheetMatch {
  const rows = new Map<number, TeamSheetBoard[]>();
  for (const board of held.boards) rows.set(board.board, [...(rows.get(board.board) ?? []), board]);
  const boards: SheetBoard[] = [];
  for (const board of match.boards) {
    const found = rows.get(board.board) ?? [];
    rows.delete(board.board);
    if (found.length !== 1) {
      findings.differences.push(
        found.length === 0 ? `round ${round}, match ${number}, board ${board.board} is not in ${findings.sheet}` : `round ${round}, match ${number}, board ${board.board} is on ${found.length} rows (${found.map((row) => row.row).join(', ')})`,
      );
      continue;
    }
    const row = found[0]!;
    const homeField = board.homeColour === 'white' ? 'white' : 'black';
    const awayField = homeField === 'white' ? 'black' : 'white';
    if (!open) {
      if (!findings.showsPlayer(row[homeField], board.home) || !findings.showsPlayer(row[awayField], board.away)) {
        const recorded = (id: PlayerId | null) => (id === null ? 'nobody' : findings.names.playerName(id));
        findings.differences.push(
          `round ${round}, match ${number}, board ${board.board}: the line-up recorded ${recorded(board.home)} for ${findings.names.team(match.home).name} and ${recorded(board.away)} for ${findings.names.team(match.away).name}, but row ${row.row} shows ${row.white || 'nobody'} – ${row.black || 'nobody'} (the round is locked: the next round was paired from it)`,
        );
        continue;
      }
      findings.notePlayer(row.row, homeField, row[homeField], board.home);
      findings.notePlayer(row.row, awayField, row[awayField], board.away);
      boards.push({ ...board, result: row.result, row: row.row });
      continue;
    }
    const side = (field: 'white' | 'black') => `the ${field === 'white' ? 'White' : 'Black'} side of board ${board.board} of match ${number}`;
    const home = findings.lineUpPlayer(row[homeField], row.row, homeField, match.home, side(homeField));
    const away = findings.lineUpPlayer(row[awayField], row.row, awayField, match.away, side(awayField));
    if (home === undefined || away === undefined) continue;
    boards.push({ board: board.board, home, away, homeColour: board.homeColour, result: row.result, row: row.row });
  }
  for (const extra of rows.values()) for (const row of extra) findings.differences.push(`row ${row.row} has a board ${row.board} in round ${round}, match ${number} that Sheetmate did not pair`);
  checkLineUps(boards, match.home, match.away, findings);
  return { home: match.home, away: match.away, forfeit: forfeitOf(held.forfeit), boards, row: held.row };
}

/**
 * One player on two boards of a match is refused, on the second board's row;
 * so is a result that gives a side nobody sat at anything but a forfeit loss.
 */
function checkLineUps(boards: readonly SheetBoard[], home: number, away: number, findings: Findings): void {
  for (const board of boards) {
    if (board.result === null || board.row === undefined) continue;
    const white = board.homeColour === 'white' ? board.home : board.away;
    const black = board.homeColour === 'white' ? board.away : board.home;
    const empty = white === null && board.result.white !== '-' ? 'White' : black === null && board.result.black !== '-' ? 'Black' : null;
    if (empty === null) continue;
    findings.problems.push(
      new InputError(`board ${board.board} has nobody under ${empty}, so ${empty} cannot score: type the result as a forfeit (${empty} loses), or type the player who played.`, {
        source: findings.sheet,
        row: board.row,
        column: teamPairingsHeader('result'),
      }),
    );
  }
  for (const side of ['home', 'away'] as const) {
    const seen = new Map<PlayerId, SheetBoard>();
    for (const board of boards) {
      const id = board[side];
      if (id === null) continue;
      const first = seen.get(id);
      seen.set(id, board);
      if (first === undefined) continue;
      const field = (board.homeColour === 'white') === (side === 'home') ? 'white' : 'black';
      findings.problems.push(
        new InputError(
          `${findings.names.playerName(id)} is on board ${first.board} (row ${first.row}) and on board ${board.board} of the same match for ${findings.names.team(side === 'home' ? home : away).name}: a player plays one board. Type another of the team's players here, or clear the cell.`,
          { source: findings.sheet, row: board.row!, column: teamPairingsHeader(field) },
        ),
      );
    }
  }
}

/** A forfeit typed on a match row: `+/-` the team named first wins, `-/+` the other, `-/-` neither. */
function forfeitOf(result: GameResult | null): SheetMatch['forfeit'] {
  if (result === null) return null;
  return result.white === '+' ? 'home' : result.black === '+' ? 'away' : 'none';
}

/** A round typed by hand: teams by their names, each board's colours as typed (the White player's team has White on it). */
function typedRound(held: TeamSheetRound, findings: Findings): SheetRound {
  const team = (cell: string, row: number, field: 'white' | 'black'): number | undefined => {
    const found = findings.names.teamOfName(cell);
    if (found === undefined) {
      findings.problems.push(new InputError(`"${cell}" is not a team on the Players sheet (its Team column). Correct the spelling.`, { source: findings.sheet, row, column: teamPairingsHeader(field) }));
      return undefined;
    }
    findings.noteTeam(row, field, cell, found.number);
    return found.number;
  };
  const matches: SheetMatch[] = [];
  for (const match of held.matches) {
    const home = team(match.home, match.row, 'white');
    const away = team(match.away, match.row, 'black');
    if (home === undefined || away === undefined) continue;
    const boards: SheetBoard[] = [];
    for (const board of match.boards) {
      const teamOfCell = (cell: string) => {
        const id = cell === '' ? undefined : findings.names.playerOfName(cell);
        return id === undefined ? undefined : findings.list.teamOf.get(id);
      };
      const blackTeam = teamOfCell(board.black);
      const whiteTeam = teamOfCell(board.white) ?? (blackTeam === home ? away : blackTeam === away ? home : board.board % 2 === 1 ? home : away);
      const homeColour: Colour = whiteTeam === home ? 'white' : 'black';
      const white = findings.lineUpPlayer(board.white, board.row, 'white', whiteTeam === home ? home : away, `the White side of board ${board.board} of match ${match.match}`);
      const black = findings.lineUpPlayer(board.black, board.row, 'black', whiteTeam === home ? away : home, `the Black side of board ${board.board} of match ${match.match}`);
      if (white === undefined || black === undefined) continue;
      boards.push({ board: board.board, home: homeColour === 'white' ? white : black, away: homeColour === 'white' ? black : white, homeColour, result: board.result, row: board.row });
    }
    checkLineUps(boards, home, away, findings);
    matches.push({ home, away, forfeit: forfeitOf(match.forfeit), boards, row: match.row });
  }
  const byes = held.byes.flatMap((bye) => {
    const number = team(bye.team, bye.row, 'white');
    return number === undefined ? [] : [{ team: number, kind: bye.kind, row: bye.row }];
  });
  return { round: held.round, matches, byes };
}
