/**
 * A Players row whose Sheetmate ID stays while its name changes beyond a
 * spelling fix (ids.ts draws that line): the ID is who the player is, so the
 * row would pass one player's games and points to someone else. Such a row is
 * never taken as it is: it is refused in words, naming both names and the row,
 * with what to do, and a new name for the same person is confirmed with
 * Sheetmate ▸ Confirm changed names (actions/edits/confirm-names.ts). Names
 * moved against their IDs on several rows at once (a list fed by a formula
 * that shifted, a sort of some columns) are said as such, with the rows.
 */
import { InputError } from '../../errors';
import { isSpellingFix, nameKey, type PlayerId } from '../../ids';
import type { Entrant } from '../../event/entrant';
import { PLAYERS_SHEET, playersHeader, SHEETMATE_ID_HEADER } from '../layout';

/** The menu item that confirms a new name for a player. */
export const CONFIRM_NAMES_ITEM = 'Sheetmate ▸ Confirm changed names';

/** A row whose name is no longer the one Sheetmate recorded for its ID, beyond a spelling fix. */
export interface NameChange {
  readonly row: number;
  readonly id: PlayerId;
  /** The name Sheetmate recorded for the ID. */
  readonly recorded: string;
  /** The name the row shows now. */
  readonly now: string;
  /** The ID whose recorded name the row now shows (names moved against IDs), if any. */
  readonly namedAfter?: PlayerId;
  /** A row without an ID that shows the recorded name (the player retyped elsewhere), if any. */
  readonly retypedOn?: number;
}

/** Rows, for messages: "row 4", "rows 3–15", "rows 2, 5 and 9". */
function rowsWords(rows: readonly number[]): string {
  const sorted = [...rows].sort((a, b) => a - b);
  if (sorted.length === 1) return `row ${sorted[0]}`;
  const contiguous = sorted.every((row, index) => index === 0 || row === sorted[index - 1]! + 1);
  if (contiguous) return `rows ${sorted[0]}–${sorted[sorted.length - 1]}`;
  return `rows ${sorted.slice(0, -1).join(', ')} and ${sorted[sorted.length - 1]}`;
}

/**
 * The rows (each the one row that holds its ID) whose name is neither the
 * recorded one nor a spelling fix of it, nor one confirmed as the player's new name.
 */
export function nameChanges(
  holders: ReadonlyMap<number, Entrant>,
  entrants: readonly Entrant[],
  recorded: readonly { readonly id: number; readonly name: string }[],
  confirmed: ReadonlyMap<number, string> = new Map(),
): NameChange[] {
  const recordedById = new Map(recorded.map((player) => [player.id, player.name]));
  const idByName = new Map(recorded.map((player) => [nameKey(player.name), player.id as PlayerId]));
  const changes: NameChange[] = [];
  for (const [id, entrant] of holders) {
    const name = recordedById.get(id)!;
    if (nameKey(name) === nameKey(entrant.name)) continue;
    const namedAfter = idByName.get(nameKey(entrant.name));
    const moved = namedAfter !== undefined && namedAfter !== id;
    if (!moved && (isSpellingFix(name, entrant.name) || nameKey(confirmed.get(id) ?? '') === nameKey(entrant.name))) continue;
    const retyped = entrants.find((other) => other.id === undefined && nameKey(other.name) === nameKey(name));
    changes.push({
      row: entrant.row,
      id: id as PlayerId,
      recorded: name,
      now: entrant.name,
      ...(moved ? { namedAfter } : {}),
      ...(retyped === undefined ? {} : { retypedOn: retyped.row }),
    });
  }
  return changes.sort((a, b) => a.row - b.row);
}

/** The changes that a confirmation can settle: a new name, not a name that is another player's. */
export function confirmable(changes: readonly NameChange[]): NameChange[] {
  return changes.filter((change) => change.namedAfter === undefined);
}

/** Rows changed at once beyond which Sheetmate says the names moved against their IDs, rather than row by row. */
const SEVERAL = 3;

/** The refusals for the rows whose names changed: one per row, after a summary when names moved on several rows at once. */
export function nameChangeProblems(changes: readonly NameChange[], source = PLAYERS_SHEET): InputError[] {
  if (changes.length === 0) return [];
  const moved = changes.filter((change) => change.namedAfter !== undefined);
  const rows = changes.map((change) => describeChange(change, source));
  if (moved.length < 2 && changes.length < SEVERAL) return rows;
  const summary = new InputError(
    `${changes.length} rows show another name beside their Sheetmate ID than the one Sheetmate recorded (${rowsWords(changes.map((change) => change.row))})` +
      `${moved.length > 0 ? `, ${moved.length === changes.length ? 'each' : `${moved.length} of them`} the name of another row's player` : ''}: ` +
      'the names have moved against the IDs, as when the names come from a formula or another sheet that shifted, or some columns were sorted without the Sheetmate ID column. ' +
      'Sheetmate keeps each player’s games and points with their ID, and pairs nothing until every name is back beside its own ID: undo the change (Edit ▸ Undo, or File ▸ Version history). ' +
      'A Name column filled by a formula is safe once its names are pasted as values (Edit ▸ Paste special ▸ Values only) with each name back beside its ID.',
    { source },
  );
  return [summary, ...rows];
}

function describeChange(change: NameChange, source: string): InputError {
  const { id, recorded, now } = change;
  if (change.namedAfter !== undefined) {
    return new InputError(
      `this row has Sheetmate ID ${id}, which is ${recorded}'s, but the name ${now} is Sheetmate ID ${change.namedAfter}'s. ` +
        'An ID must stay beside its player: if the rows were sorted without the Sheetmate ID column, undo the sort and sort whole rows; if names were typed over, put them back.',
      { source, row: change.row, column: SHEETMATE_ID_HEADER },
    );
  }
  const newPlayer =
    change.retypedOn !== undefined
      ? `If ${now} is a new player and ${recorded} is the one on row ${change.retypedOn}, clear this row's Sheetmate ID: ${recorded} is found again by name, and ${now} is given an ID of their own when first paired.`
      : `If ${now} is a new player, put ${recorded} back on this row (Edit ▸ Undo) and type ${now} on a new row, with the Sheetmate ID left blank.`;
  return new InputError(
    `this row has Sheetmate ID ${id}, which Sheetmate recorded as ${recorded}'s, but its name is now ${now}: more than a spelling fix, and Sheetmate does not pass ${recorded}'s games and points to another name unasked. ` +
      `${newPlayer} If ${now} is ${recorded} under a new name, choose ${CONFIRM_NAMES_ITEM}.`,
    { source, row: change.row, column: playersHeader('name') },
  );
}
