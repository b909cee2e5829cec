/**
 * Sheetmate ▸ Confirm changed names: a Players row whose Sheetmate ID stayed
 * while its name changed beyond a spelling fix is refused by every action, in
 * case another person was typed over a player's row. When it is the same
 * person under a new name, this action asks ("Is Bea Costa the player who was
 * Nadia Iqbal?") and, confirmed, records the answer: the record takes the new
 * name (and keeps the change in its history), so every sheet shows it and the
 * player keeps their games and points. The confirmed request names the IDs
 * and names it was asked about, so a sheet changed since is asked about again.
 */
import { InputError, throwIfAny } from '../../errors';
import { nameKey } from '../../ids';
import type { RecordChange } from '../../record/record';
import { storedRecordOf } from '../../record/sheet-rows';
import { PAPER_FIELDS, PLAYERS_SHEET } from '../../workbook/layout';
import { changedNames } from '../../workbook/names/identity';
import { CONFIRM_NAMES_ITEM, confirmable, nameChangeProblems, type NameChange } from '../../workbook/names/name-changes';
import { readPlayersTable } from '../../workbook/players-table';
import { answerOnly, type ActionPlan, type ConfirmedName, type WorkbookRead } from '../plan';
import { readWorkbook } from '../read';
import { refreshPlan } from '../refresh';
import { statusAction } from '../status';

export interface ConfirmNamesRequest {
  /** The names the question asked about, confirmed; absent: ask. */
  readonly confirmed?: readonly ConfirmedName[];
}

/** The question, or (confirmed) the record and the sheets with the new names. */
export function confirmNamesAction(read: WorkbookRead, request: ConfirmNamesRequest = {}): ActionPlan {
  const changes = namesToConfirm(read);
  if (changes.length === 0) {
    return answerOnly({
      message: 'No name needs confirming: every row of Players has the name Sheetmate recorded for its Sheetmate ID, or a spelling fix of it.',
      status: statusAction(read).result.status,
    });
  }
  const names = changes.map((change) => ({ id: change.id, name: change.now }));
  if (request.confirmed === undefined) {
    const asked = changes.map((change) => `Row ${change.row}: is ${change.now} the player who was ${change.recorded} (Sheetmate ID ${change.id})?`);
    return answerOnly({
      message: 'No name was confirmed.',
      needsConfirmation:
        `${asked.join('\n')}\n` +
        `Yes: ${changes.length === 1 ? 'this player keeps their' : 'each keeps their'} games and points under the new name, in every sheet. ` +
        'No changes nothing; a new player belongs on a row of their own, with the Sheetmate ID left blank.',
      names,
      status: statusAction(read).result.status,
    });
  }
  if (!sameNames(request.confirmed, names)) {
    throw new InputError(`the names in Players changed since the question was asked. Choose ${CONFIRM_NAMES_ITEM} again.`, { source: PLAYERS_SHEET });
  }
  const workbook = readWorkbook(read, { confirmedNames: new Map(names.map((entry) => [entry.id, entry.name])) });
  const history: RecordChange[] = changes.map((change) => ({ kind: 'name', at: read.now, id: change.id, from: change.recorded, to: change.now }));
  const message = `Confirmed: ${changes.map((change) => `${change.now} is the player who was ${change.recorded} (Sheetmate ID ${change.id})`).join('; ')}. Every sheet shows the new name.`;
  const plan = refreshPlan(workbook, undefined, undefined, history);
  return { ...plan, action: 'recording the confirmed names', result: { ...plan.result, message }, lastAction: message, toast: { message, seconds: 8 } };
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
