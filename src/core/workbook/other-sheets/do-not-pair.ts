/**
 * The *Do not pair* sheet: pairs of players who must never meet (siblings,
 * classmates), one pair a row, in two player columns. Every system honours
 * it: the round-1 methods and the quick Swiss pair around it, the FIDE Dutch
 * takes each pair as a forbidden pair (C1, an absolute criterion, as
 * bbpPairings treats TRF `XXP` pairs), and a round robin, where everybody
 * meets everybody, refuses a field that holds a listed pair.
 *
 * This module reads the sheet's values and checks every row against the
 * players, and gives each event its pairs by start number; the pairing itself
 * is in src/core/systems (keep-apart.ts, and the Dutch system's C1).
 */
import { InputError, throwIfAny } from '../../errors';
import { nameKey } from '../../ids';
import type { KeptApartPair } from '../../event/next-round';
import { findColumns } from '../headers';
import { DO_NOT_PAIR_COLUMNS, DO_NOT_PAIR_SHEET } from '../layout';


/** One row of the sheet, its names resolved to the players' current names. */
export interface ListedPair {
  /** 1-based row of the Do not pair sheet, for messages. */
  readonly row: number;
  readonly first: string;
  readonly second: string;
}

/**
 * Finds a player's current name from a name typed on the sheet: the name on
 * Players, or a spelling the player had before a rename (Sheetmate's record
 * keeps it), so that fixing a spelling in Players does not break the list.
 */
export type PlayerNameResolver = (typed: string) => string | undefined;

/**
 * Reads the Do not pair sheet (`values` as `getValues` returns them, header
 * first; null when there is no such sheet). Rows with both cells blank are
 * skipped. Every problem is reported at once, by row and column, and nothing
 * is paired until they are fixed.
 *
 * @example
 * readDoNotPair([['Player 1', 'Player 2'], ['Asha Rao', 'Ben Rao']], (name) => name);
 * // [{ row: 2, first: 'Asha Rao', second: 'Ben Rao' }]
 */
export function readDoNotPair(values: readonly (readonly unknown[])[] | null, resolve: PlayerNameResolver, source = DO_NOT_PAIR_SHEET): ListedPair[] {
  if (values === null) return [];
  const filled = (row: readonly unknown[] | undefined) => (row ?? []).some((value) => String(value ?? '').trim() !== '');
  if (!values.some(filled)) return [];
  const columns = findColumns(values[0] ?? [], DO_NOT_PAIR_COLUMNS);
  if (columns.first === undefined || columns.second === undefined) {
    throw new InputError(
      'the first row must name the two player columns "Player 1" and "Player 2" (one pair a row below it; other columns, such as a reason, are yours).',
      { source, row: 1 },
    );
  }
  const problems: InputError[] = [];
  const pairs: ListedPair[] = [];
  const seen = new Map<string, number>();
  for (let index = 1; index < values.length; index++) {
    const row = values[index]!;
    const sheetRow = index + 1;
    const typed = [String(row[columns.first] ?? '').trim(), String(row[columns.second] ?? '').trim()] as const;
    if (typed[0] === '' && typed[1] === '') continue;
    const headers = DO_NOT_PAIR_COLUMNS.map((column) => column.header);
    const names: (string | undefined)[] = typed.map((name, side) => {
      if (name === '') {
        problems.push(
          new InputError(`this row names only one player. Type the other player of the pair under ${headers[side]}, or clear the row.`, {
            source,
            row: sheetRow,
            column: headers[side],
          }),
        );
        return undefined;
      }
      const current = resolve(name);
      if (current === undefined) {
        problems.push(
          new InputError(`"${name}" is not on the Players sheet. Type the name as Players has it.`, { source, row: sheetRow, column: headers[side] }),
        );
      }
      return current;
    });
    const [first, second] = names;
    if (first === undefined || second === undefined) continue;
    if (nameKey(first) === nameKey(second)) {
      problems.push(
        new InputError(`${first} is on both sides of this row. A pair is two different players: correct one of the names.`, {
          source,
          row: sheetRow,
          column: DO_NOT_PAIR_COLUMNS[1]!.header,
        }),
      );
      continue;
    }
    // A pair listed twice (either way round) is the same instruction: kept once.
    const key = [nameKey(first), nameKey(second)].sort().join('\u0000');
    if (seen.has(key)) continue;
    seen.set(key, sheetRow);
    pairs.push({ row: sheetRow, first, second });
  }
  throwIfAny(problems);
  return pairs;
}

/**
 * The listed pairs whose two players are both in a field, as start numbers.
 * Pairs with a player in another section (or no longer in the event) cannot
 * meet there and are left out.
 */
export function keptApartIn(pairs: readonly ListedPair[], startNumberOf: (name: string) => number | undefined): KeptApartPair[] {
  const result: KeptApartPair[] = [];
  for (const pair of pairs) {
    const a = startNumberOf(pair.first);
    const b = startNumberOf(pair.second);
    if (a !== undefined && b !== undefined) result.push({ row: pair.row, players: [a, b] });
  }
  return result;
}

/**
 * Resolves a typed name to a player's current name: a name on Players, or a
 * name the record held for a player before a rename (by Sheetmate ID).
 */
export function playerNameResolver(
  players: readonly { readonly name: string; readonly id?: number }[],
  recorded: readonly { readonly id: number; readonly name: string }[],
): PlayerNameResolver {
  const byKey = new Map<string, string>();
  const byId = new Map<number, string>();
  for (const player of players) {
    byKey.set(nameKey(player.name), player.name);
    if (player.id !== undefined) byId.set(player.id, player.name);
  }
  const formerly = new Map<string, string>();
  for (const player of recorded) {
    const current = byId.get(player.id);
    if (current !== undefined) formerly.set(nameKey(player.name), current);
  }
  return (typed) => byKey.get(nameKey(typed)) ?? formerly.get(nameKey(typed));
}
