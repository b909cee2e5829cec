/**
 * Who each row of Players is: the stable Sheetmate ID the add-on wrote beside
 * each player, matched against the record. A row keeps its player whatever is
 * done to its position, and through a spelling fix of its name; what cannot
 * be told apart safely (an ID on two rows, IDs moved between players, a name
 * changed beyond a spelling fix, a recorded player's row gone) is refused,
 * naming the rows, rather than guessed.
 */
import { InputError, throwIfAny } from '../../errors';
import { nameKey, playerId, type PlayerId } from '../../ids';
import type { Entrant } from '../../event/entrant';
import { PLAYERS_SHEET, SHEETMATE_ID_HEADER } from '../layout';
import { nameChangeProblems, nameChanges, type NameChange } from './name-changes';

export interface IdentifiedPlayers {
  /** The entrants in entry order, each with its Sheetmate ID when it has one. */
  readonly entrants: readonly Entrant[];
  /** IDs to write back, by sheet row: a recorded player whose ID cell was cleared, found by name. */
  readonly restoredIds: ReadonlyMap<number, PlayerId>;
}

/** The refusals for rows whose names changed beyond a spelling fix, in the words of the sheet they were typed on. */
export type NameChangeRefusals = (changes: readonly NameChange[]) => InputError[];

/**
 * Matches the Players rows to the recorded players. `confirmed` holds the new
 * names the organiser confirmed for IDs (Sheetmate ▸ Confirm changed names);
 * `refusals` words the rows whose names changed (by default, as Players rows
 * with a Sheetmate ID column).
 *
 * @throws InputError(s) naming the rows when IDs are unknown, repeated or
 *   moved, a name changed beyond a spelling fix, or a recorded player is missing.
 */
export function identifyPlayers(
  entrants: readonly Entrant[],
  recorded: readonly { readonly id: number; readonly name: string }[],
  source = PLAYERS_SHEET,
  confirmed: ReadonlyMap<number, string> = new Map(),
  refusals: NameChangeRefusals = (changes) => nameChangeProblems(changes, source),
): IdentifiedPlayers {
  const problems: InputError[] = [];
  const recordedById = new Map(recorded.map((player) => [player.id, player]));
  const recordedIdByName = new Map(recorded.map((player) => [nameKey(player.name), playerId(player.id)]));
  const at = (entrant: Entrant) => ({ source, row: entrant.row, column: SHEETMATE_ID_HEADER });

  // Rows that carry each ID; the one whose name matches the record keeps a repeated ID.
  const rowsById = new Map<number, Entrant[]>();
  for (const entrant of entrants) {
    if (entrant.id === undefined) continue;
    if (!recordedById.has(entrant.id)) {
      problems.push(
        new InputError(
          `Sheetmate ID ${entrant.id} is not one Sheetmate gave out. Clear the cell: a new player's ID is left blank and Sheetmate fills it in when the player is first paired.`,
          at(entrant),
        ),
      );
      continue;
    }
    rowsById.set(entrant.id, [...(rowsById.get(entrant.id) ?? []), entrant]);
  }
  const holder = new Map<number, Entrant>();
  for (const [id, rows] of rowsById) {
    const owner = recordedById.get(id)!;
    const keeper = rows.find((entrant) => nameKey(entrant.name) === nameKey(owner.name)) ?? rows[0]!;
    holder.set(id, keeper);
    for (const other of rows) {
      if (other === keeper) continue;
      problems.push(
        new InputError(
          `Sheetmate ID ${id} is also on row ${keeper.row} (${keeper.name}). Each player has their own ID: if this row was copied to add a player, clear this cell (a new player's ID is left blank).`,
          at(other),
        ),
      );
    }
  }
  // An ID beside another name than its player's: another recorded player's (IDs moved), or a name beyond a spelling fix.
  problems.push(...refusals(nameChanges(holder, entrants, recorded, confirmed)));

  // A row without an ID named as a recorded player whose ID is on no row: that player, ID cleared.
  const restoredIds = new Map<number, PlayerId>();
  const identified = entrants.map((entrant): Entrant => {
    if (entrant.id !== undefined) return holder.get(entrant.id) === entrant ? entrant : withoutId(entrant);
    const id = recordedIdByName.get(nameKey(entrant.name));
    if (id === undefined || holder.has(id) || restoredIdsHas(restoredIds, id)) return entrant;
    restoredIds.set(entrant.row, id);
    return { ...entrant, id };
  });

  const present = new Set([...holder.keys(), ...restoredIds.values()]);
  for (const player of recorded) {
    if (present.has(player.id)) continue;
    problems.push(
      new InputError(
        `${player.name} (Sheetmate ID ${player.id}) is no longer on the Players sheet, but is in the event Sheetmate recorded. ` +
          `Put the row back (Edit ▸ Undo, or type the name with Sheetmate ID ${player.id}); to take a player out of the event, write "withdrawn" in their Status instead.`,
        { source },
      ),
    );
  }
  throwIfAny(problems);
  return { entrants: identified, restoredIds };
}

function withoutId(entrant: Entrant): Entrant {
  const { id: _dropped, ...rest } = entrant;
  return rest;
}

function restoredIdsHas(restored: ReadonlyMap<number, PlayerId>, id: number): boolean {
  for (const value of restored.values()) if (value === id) return true;
  return false;
}

/**
 * The rows whose name changed beyond a spelling fix, as {@link identifyPlayers}
 * sees them (the row keeping each recorded ID: the one with its recorded name,
 * else the first), without refusing anything else: what Sheetmate ▸ Confirm
 * changed names asks about.
 */
export function changedNames(entrants: readonly Entrant[], recorded: readonly { readonly id: number; readonly name: string }[]): NameChange[] {
  const names = new Map(recorded.map((player) => [player.id, nameKey(player.name)]));
  const holder = new Map<number, Entrant>();
  for (const entrant of entrants) {
    if (entrant.id === undefined || !names.has(entrant.id)) continue;
    const kept = holder.get(entrant.id);
    if (kept === undefined || (nameKey(kept.name) !== names.get(entrant.id) && nameKey(entrant.name) === names.get(entrant.id))) holder.set(entrant.id, entrant);
  }
  return nameChanges(holder, entrants, recorded);
}
