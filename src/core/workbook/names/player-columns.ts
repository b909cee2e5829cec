/**
 * The Players columns a name and each field are read from: one column for
 * each field, or the refusal naming both when two could be it (`FIDE rating`
 * and `Rating`), and a name in one column or in First name and Last name
 * together.
 */
import { InputError } from '../../errors';
import { nameKey, tidyName } from '../../ids';
import { ambiguousColumns, columnLetter, type ColumnMap, findColumns } from '../headers';
import { PLAYER_COLUMNS, type PlayerField, PLAYERS_SHEET } from '../layout';

/** What each field is called in messages. */
const FIELD_WORDS: Readonly<Record<PlayerField, string>> = {
  number: 'pairing number',
  name: 'name',
  firstName: 'first name',
  lastName: 'last name',
  rating: 'rating',
  score: 'score',
  opponents: 'opponents',
  colours: 'colours',
  title: 'title',
  federation: 'federation',
  fideId: 'FIDE ID',
  sex: 'sex',
  status: 'status',
  byes: 'requested byes',
  team: 'team',
  section: 'section',
  sheetmateId: 'Sheetmate ID',
  born: 'year of birth',
  ageGroup: 'age group',
  category: 'category',
  kFactor: 'K factor',
  board: 'board order',
};

/**
 * Refuses a header row where one field has two candidate columns (`FIDE
 * rating` and `Rating`, `Elo` and `Rating`, `School` and `Team`, `Name` and
 * `Player`), or the name is both in one column and in First name / Last name:
 * Sheetmate would read one of them without a word, so it asks which, naming both.
 */
export function ambiguousPlayerColumns(header: readonly unknown[], source = PLAYERS_SHEET): InputError[] {
  const shown = (index: number) => `"${String(header[index]).trim()}" (column ${columnLetter(index)})`;
  const problems = ambiguousColumns(header, PLAYER_COLUMNS).map(({ field, columns }) => {
    const words = FIELD_WORDS[field];
    const first = String(header[columns[0]!]).trim();
    const why = field === 'rating' ? ' (FIDE and national ratings are both common: the one kept pairs the event and goes into the TRF)' : '';
    return new InputError(
      `${columns.length === 2 ? 'two' : columns.length} columns could be the ${words}: ${listAnd(columns.map(shown))}. Sheetmate reads one ${words}${why}, and will not guess which: ` +
        `keep its header on the column to read, and rename the other${columns.length > 2 ? 's' : ''} so that Sheetmate leaves ${columns.length > 2 ? 'them' : 'it'} alone (such as "${first} (not read)").`,
      { source, row: 1 },
    );
  });
  const found = findColumns(header, PLAYER_COLUMNS);
  const parts = (['firstName', 'lastName'] as const).flatMap((field) => (found[field] === undefined ? [] : [found[field]]));
  if (found.name !== undefined && parts.length > 0) {
    problems.push(
      new InputError(
        `the name is both in ${shown(found.name)} and in ${listAnd(parts.map(shown))}. Sheetmate reads a name from one column, or from First name and Last name together: ` +
          `rename the one not to read so that Sheetmate leaves it alone (such as "${String(header[found.name]).trim()} (not read)").`,
        { source, row: 1 },
      ),
    );
  }
  return problems;
}

function listAnd(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The name of a row: its Name cell, or its First name and Last name cells as one name ("Ana Silva"). */
export function rowName(row: readonly unknown[] | undefined, columns: ColumnMap<PlayerField>): string {
  const cell = (index: number | undefined) => (index === undefined ? '' : tidyName(String(row?.[index] ?? '')));
  if (columns.name !== undefined) return String(row?.[columns.name] ?? '').trim();
  return [cell(columns.firstName), cell(columns.lastName)].filter((part) => part !== '').join(' ');
}

/** The names on a Players sheet as typed (each row's name, by the one name rule), for a name that no readable section holds. */
export function playersOnSheet(values: readonly (readonly unknown[])[] | null): (typed: string) => string | undefined {
  const columns = findColumns(values?.[0] ?? [], PLAYER_COLUMNS);
  const names = new Map<string, string>();
  for (const row of (values ?? []).slice(1)) {
    const name = rowName(row, columns);
    if (name !== '') names.set(nameKey(name), name);
  }
  return (typed) => names.get(nameKey(typed));
}
