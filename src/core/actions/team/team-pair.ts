/**
 * A team event's actions as plans, as the individual ones are (docs/team-sheet.md):
 * Pair next round, Update standings (and a result or a line-up typed in
 * Pairings), Undo last round, and the status the sidebar shows.
 */
import { InputError } from '../../errors';
import type { PlayerId } from '../../ids';
import { capitalise } from '../messages';
import { isTeamSystem } from '../../record/settings';
import type { EventSettings } from '../../record/event-settings';
import { withHistory, type RecordChange } from '../../record/record';
import { teamRoundRows } from '../../views/team/team-pairings-rows';
import { PAIRINGS_SHEET } from '../../workbook/layout';
import { notationOf } from '../../workbook/results';
import type { SheetRound } from '../../workbook/team/team-reconcile';
import type { ActionPlan, Status, WorkbookRead } from '../plan';
import { recordWrite } from '../writes';
import { newTeamRoundWrites, teamRoundDeletion } from './team-pairings-writes';
import { defaultLineUp, missingTeamResults, pairTeamRound, requireCompleteTeamRound } from './team-round';
import { readTeamWorkbook, type TeamWorkbook } from './team-workbook';
import { planTeamWrites } from './team-writes';

/** Where a team event stands, for the sidebar (with `rounds` as the action leaves them). */
export function teamStatusOf(workbook: TeamWorkbook, lastAction: string | null, rounds = workbook.team.reconciled.rounds): Status {
  const missingResults = missingTeamResults(rounds, workbook.team.names);
  const problem = rounds === workbook.team.reconciled.rounds && workbook.problem !== undefined ? workbook.problem.message : null;
  const allPaired = workbook.totalRounds > 0 && rounds.length >= workbook.totalRounds;
  return {
    round: rounds.length,
    totalRounds: workbook.totalRounds,
    players: workbook.team.list.entrants.size,
    missingResults,
    finished: allPaired && missingResults.length === 0 && problem === null,
    system: workbook.settings.event.system,
    lastAction,
    problem: problem === null ? null : capitalise(problem),
  };
}

function refuseSections(request: { readonly section?: unknown; readonly expectedRounds?: unknown }): void {
  if (request.section !== undefined || request.expectedRounds !== undefined) throw new InputError('this team event has no sections. Ask without a section.');
}

/** Pair next round of a team event. */
export function teamPairAction(read: WorkbookRead, request: { readonly section?: string; readonly expectedRound?: number; readonly expectedRounds?: unknown } = {}): ActionPlan {
  refuseSections(request);
  const workbook = readTeamWorkbook(read);
  const { team, settings } = workbook;
  if (!isTeamSystem(settings.event.system)) {
    throw new InputError('this event was paired as a team event: choose its team system again in the sidebar (or undo every round to start an individual event).');
  }
  const rounds = team.reconciled.rounds;
  const round = rounds.length + 1;
  if (request.expectedRound !== undefined && request.expectedRound !== round) {
    throw new InputError(`round ${request.expectedRound} was asked for, but the sheet now stands before round ${round}: look at ${PAIRINGS_SHEET} first.`);
  }
  requireCompleteTeamRound(team);
  if (workbook.totalRounds > 0 && round > workbook.totalRounds) {
    throw new InputError(`the event is finished: all ${workbook.totalRounds} rounds are paired.${settings.event.system === 'team-swiss' ? ' To add a round, raise the number of rounds in the sidebar.' : ''}`);
  }
  const paired = pairTeamRound(team, settings.event, round);
  const after = [...rounds, paired];
  const action = `pairing round ${round}`;
  const writes = planTeamWrites(workbook, { rounds: after, idsFor: 'field', newRound: { round, origin: 'paired' }, lockAll: true });
  const names = { team: (number: number) => team.names.team(number).name, player: team.names.playerName };
  const rows = teamRoundRows(paired, writes.event, names);
  const message = [pairedWords(workbook, paired), ...team.notes].join(' ');
  return {
    result: { message, status: teamStatusOf(workbook, message, after) },
    record: recordWrite(workbook, writes.record, 'first', action),
    writes: [...writes.pairings, ...newTeamRoundWrites(read.sheets.get(PAIRINGS_SHEET) ?? null, team.pairings, rows), ...writes.views],
    action,
    cache: writes.cache,
    lastAction: message,
    toast: { message, seconds: 5 },
    show: PAIRINGS_SHEET,
  };
}

/** "Round 3 paired: 4 matches; bye: Elm Park (a drawn match). Oakwood has 3 players available for 4 boards: board 4 is lost by forfeit unless a player is typed there." */
function pairedWords(workbook: TeamWorkbook, paired: SheetRound): string {
  const { team, settings } = workbook;
  const name = (number: number) => team.names.team(number).name;
  const parts = [`Round ${paired.round} paired: ${paired.matches.length} match${paired.matches.length === 1 ? '' : 'es'}`];
  const pab = paired.byes.filter((bye) => bye.kind === 'pairing-allocated');
  if (pab.length > 0) parts.push(`bye: ${pab.map((bye) => `${name(bye.team)} (a drawn match)`).join(', ')}`);
  const absent = paired.byes.filter((bye) => bye.kind === 'absent');
  if (absent.length > 0) parts.push(`absent: ${absent.map((bye) => name(bye.team)).join(', ')}`);
  const short = team.list.teams.flatMap((entry) => {
    const playing = paired.matches.some((match) => match.home === entry.number || match.away === entry.number);
    const fielded = defaultLineUp(entry, team, settings.event.team.boards).filter((id) => id !== null).length;
    return playing && fielded < settings.event.team.boards ? [`${entry.name} has ${fielded} player${fielded === 1 ? '' : 's'} available for ${settings.event.team.boards} boards`] : [];
  });
  const words = `${parts.join('; ')}.`;
  return short.length === 0 ? words : `${words} ${short.join('; ')}: an empty board is lost by forfeit unless a player is typed there.`;
}

/** Names confirmed as recorded players' new names: read with them, and kept in the record's history. */
export interface ConfirmedTeamNames {
  readonly names: ReadonlyMap<number, string>;
  readonly history: readonly RecordChange[];
}

/** Update standings, a result or a line-up typed in Pairings, a setting saved, names confirmed: the views, the match scores, the record last. */
export function teamRefreshAction(read: WorkbookRead, settings?: EventSettings, confirmed?: ConfirmedTeamNames): ActionPlan {
  const workbook = readTeamWorkbook(read, { ...(settings === undefined ? {} : { settings }), ...(confirmed === undefined ? {} : { confirmedNames: confirmed.names }) });
  const rounds = workbook.team.reconciled.rounds;
  const action = 'updating the standings';
  const writes = planTeamWrites(workbook, { rounds, idsFor: 'rounds' }, settings === undefined ? {} : { settings });
  const complete = writes.standings.progress.complete ? rounds.length : rounds.length - 1;
  const message = [`Standings updated after round ${complete}.`, ...workbook.team.notes].join(' ');
  return {
    result: { message, status: teamStatusOf(workbook, read.lastAction) },
    record: recordWrite(workbook, withHistory(writes.record, confirmed?.history ?? []), 'last', action),
    writes: [...writes.pairings, ...writes.views],
    action,
    cache: writes.cache,
  };
}

/** Undo last round of a team event: asks first when results are typed in it; `expectedRound` guards against a repeated request. */
export function teamUndoAction(read: WorkbookRead, request: { readonly confirmed?: boolean; readonly expectedRound?: number; readonly section?: string } = {}): ActionPlan {
  refuseSections(request);
  const workbook = readTeamWorkbook(read, { lenientResults: true });
  const rounds = workbook.team.reconciled.rounds;
  const last = rounds[rounds.length - 1];
  const unreadable = workbook.team.pairings.unreadableResults;
  if (workbook.problem !== undefined && (last === undefined || unreadable.some((cell) => cell.round !== last.round))) throw workbook.problem;
  if (last === undefined) {
    throw new InputError(`there is no round to undo: ${PAIRINGS_SHEET} is empty${request.expectedRound !== undefined ? ` (round ${request.expectedRound} was asked for: it was undone already)` : ''}.`);
  }
  if (request.expectedRound !== undefined && request.expectedRound !== last.round) {
    throw new InputError(`round ${request.expectedRound} was asked for (to be undone), but the newest round is now round ${last.round}.`);
  }
  const typed = last.matches.flatMap((match, index) =>
    match.boards.filter((board) => board.result !== null || unreadable.some((cell) => cell.row === board.row)).map((board) => ({ match: index + 1, board })),
  );
  if (request.confirmed !== true && typed.length > 0) {
    const name = (id: PlayerId | null) => (id === null ? 'nobody' : workbook.team.names.playerName(id));
    const shown = typed.slice(0, 8).map(({ match, board }) => {
      const [white, black] = board.homeColour === 'white' ? [board.home, board.away] : [board.away, board.home];
      return `match ${match} board ${board.board} (${name(white)}–${name(black)} ${board.result === null ? 'mistyped' : notationOf(board.result)})`;
    });
    const more = typed.length - shown.length;
    return {
      result: {
        message: `Round ${last.round} was not removed.`,
        needsConfirmation: `Round ${last.round} already has ${typed.length} result${typed.length === 1 ? '' : 's'} typed: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Undoing the round deletes them. Undo anyway?`,
        status: teamStatusOf(workbook, read.lastAction),
      },
      record: null,
      writes: [],
      action: 'asking before an undo',
    };
  }
  const before = rounds.slice(0, -1);
  const action = `undoing round ${last.round}`;
  const writes = planTeamWrites(workbook, { rounds: before, idsFor: 'rounds', reopenLast: true });
  const message = `Round ${last.round} removed${typed.length > 0 ? ` with its ${typed.length} typed result${typed.length === 1 ? '' : 's'}` : ''}.`;
  return {
    result: { message, status: teamStatusOf(workbook, message, before) },
    record: recordWrite(workbook, writes.record, 'first', action),
    writes: [...writes.pairings, ...teamRoundDeletion(last), ...writes.views],
    action,
    cache: writes.cache,
    lastAction: message,
    toast: { message, seconds: 5 },
  };
}
