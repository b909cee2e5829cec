/**
 * Sheetmate ▸ Confirm changed names: a Players row whose Sheetmate ID stayed
 * while its name changed beyond a spelling fix is refused by every action, in
 * case another person was typed over a player's row. When it is the same
 * person under a new name, this action asks ("Is Bea Costa the player who was
 * Nadia Iqbal?") and, confirmed, records the answer: the record takes the new
 * name (and keeps the change in its history), so every sheet shows it and the
 * player keeps their games and points. The confirmed request names the IDs
 * and names it was asked about, so a sheet changed since is asked about again.
 * A team event asks the same of its Players rows, or of the Teams list's
 * players (known there by team and board, the list having no ID column).
 */
import { InputError, throwIfAny } from '../../errors';
import { nameKey } from '../../ids';
import type { RecordChange } from '../../record/record';
import { storedRecordOf } from '../../record/sheet-rows';
import { PAPER_FIELDS, PLAYERS_SHEET, TEAMS_SHEET } from '../../workbook/layout';
import { teamNamesToConfirm } from '../../workbook/team/read-team-event';
import { changedNames } from '../../workbook/names/identity';
import { CONFIRM_NAMES_ITEM, confirmable, nameChangeProblems, type NameChange } from '../../workbook/names/name-changes';
import { readPlayersTable } from '../../workbook/players-table';
import { answerOnly, type ActionPlan, type ConfirmedName, type WorkbookRead } from '../plan';
import { eventSettingsOf, readWorkbook } from '../read';
import { refreshPlan } from '../refresh';
import { statusAction } from '../status';
import { teamRefreshAction } from '../team/team-pair';
import { isTeamEvent } from '../team/team-workbook';

export interface ConfirmNamesRequest {
  /** The names the question asked about, confirmed; absent: ask. */
  readonly confirmed?: readonly ConfirmedName[];
}

/** The question, or (confirmed) the record and the sheets with the new names. */
export function confirmNamesAction(read: WorkbookRead, request: ConfirmNamesRequest = {}): ActionPlan {
  const team = isTeamEvent(read);
  const { sheet, changes: asked } = team ? teamNamesOf(read) : { sheet: PLAYERS_SHEET, changes: namesToConfirm(read).map((change) => ({ change, cell: `Row ${change.row}`, recordedAs: `Sheetmate ID ${change.id}` })) };
  const changes = asked.map((entry) => entry.change);
  if (changes.length === 0) {
    const every = sheet === PLAYERS_SHEET ? 'every row of Players has the name Sheetmate recorded for its Sheetmate ID' : `every player on the ${TEAMS_SHEET} sheet has the name Sheetmate recorded for their team and board`;
    return answerOnly({ message: `No name needs confirming: ${every}, or a spelling fix of it.`, status: statusAction(read).result.status });
  }
  const names = changes.map((change) => ({ id: change.id, name: change.now }));
  if (request.confirmed === undefined) {
    const questions = asked.map(({ change, cell, recordedAs }) => `${cell}: is ${change.now} the player who was ${change.recorded} (${recordedAs})?`);
    return answerOnly({
      message: 'No name was confirmed.',
      needsConfirmation:
        `${questions.join('\n')}\n` +
        `Yes: ${changes.length === 1 ? 'this player keeps their' : 'each keeps their'} games and points under the new name, in every sheet. ` +
        `No changes nothing; a new player belongs ${sheet === PLAYERS_SHEET ? 'on a row of their own, with the Sheetmate ID left blank' : 'in a cell of their own on their team\'s row'}.`,
      names,
      status: statusAction(read).result.status,
    });
  }
  if (!sameNames(request.confirmed, names)) {
    throw new InputError(`the names in ${sheet} changed since the question was asked. Choose ${CONFIRM_NAMES_ITEM} again.`, { source: sheet });
  }
  const confirmedNames = new Map(names.map((entry) => [entry.id, entry.name]));
  const history: RecordChange[] = changes.map((change) => ({ kind: 'name', at: read.now, id: change.id, from: change.recorded, to: change.now }));
  const message = `Confirmed: ${asked.map(({ change, recordedAs }) => `${change.now} is the player who was ${change.recorded} (${recordedAs})`).join('; ')}. Every sheet shows the new name.`;
  const plan = team ? teamRefreshAction(read, undefined, { names: confirmedNames, history }) : refreshPlan(readWorkbook(read, { confirmedNames }), undefined, undefined, history);
  return { ...plan, action: 'recording the confirmed names', result: { ...plan.result, message }, lastAction: message, toast: { message, seconds: 8 } };
}

/** A team event's names to confirm, on Players or on the Teams list. */
function teamNamesOf(read: WorkbookRead): ReturnType<typeof teamNamesToConfirm> {
  const held = storedRecordOf(read.record);
  if (held === null) return { sheet: PLAYERS_SHEET, changes: [] };
  const settings = eventSettingsOf(read, held.record);
  return teamNamesToConfirm({ players: read.players, record: held, teams: read.sheets.get(TEAMS_SHEET) ?? null }, settings.event);
}

/** The rows whose new name can be confirmed; names moved against their IDs (another player's name beside an ID) are refused, as every action refuses them. */
function namesToConfirm(read: WorkbookRead): NameChange[] {
  const held = storedRecordOf(read.record);
  if (held === null || read.players === null) return [];
  const ownsPaperColumns = held.record.playersColumns.length > 0;
  const table = readPlayersTable(read.players, PLAYERS_SHEET, { minimumPlayers: 0, outputFields: ownsPaperColumns ? PAPER_FIELDS : [] });
  const changes = changedNames(table.entrants, held.record.sections.flatMap((section) => section.players));
  const kept = confirmable(changes);
  if (kept.length !== changes.length) throwIfAny(nameChangeProblems(changes));
  return kept;
}

function sameNames(asked: readonly ConfirmedName[], now: readonly ConfirmedName[]): boolean {
  const key = (names: readonly ConfirmedName[]) => JSON.stringify([...names].map((entry) => [entry.id, nameKey(entry.name)]).sort());
  return key(asked) === key(now);
}
