/**
 * Sections: one spreadsheet, several events. An optional `Section` column of
 * Players (U8, U10, Open) puts each player in one; each section is paired on
 * its own, exactly as it would be alone, with its own sheets (`Pairings U10`,
 * `Byes U10`, `Standings U10`, `Crosstable U10`) and its own settings. Without
 * the column (or with it left blank) the event is one section, named '', with
 * the sheet names of an event without sections.
 *
 * This module splits the Players values by section, checks the column, and
 * deals with a player moved to another section (docs/record.md): allowed
 * while they have played no round in the section they leave (they join the
 * new one as a new player), refused once they have.
 */
import { InputError, throwIfAny } from '../errors';
import { findColumns } from './headers';
import { PLAYER_COLUMNS, PLAYERS_SHEET, playersHeader, SHEETMATE_ID_HEADER, type PlayerField } from './layout';
import { nameKey, tidyName } from '../ids';
import { rowName } from './names/player-columns';
import type { EventRecord, SectionRecord } from '../record/record';

/** The longest section name: it becomes part of sheet names (`Standings <name>`). */
const SECTION_NAME_CHARACTERS = 30;
/** Characters a sheet name may not hold in every spreadsheet program (Excel refuses them on export). */
const UNSAFE_IN_SHEET_NAMES = /[[\]*?/\\:]/;

/** A section of the workbook, with the Players values it reads. */
export interface PlayersPart {
  /** The section's name as first typed in Players ('' for an event without sections). */
  readonly name: string;
  /** Players' values with every row of another section blanked: row numbers stay the sheet's. */
  readonly players: unknown[][];
}

export interface SplitPlayers {
  /** Whether Players has a Section column in use. */
  readonly sectioned: boolean;
  /** The sections, recorded ones in the record's order, then new ones in the order Players first names them. */
  readonly sections: readonly PlayersPart[];
  /**
   * The record as the sections read it: a player who moved to another section
   * before playing a round of the old one is no longer among its players.
   */
  readonly record: EventRecord | null;
}

/**
 * Splits Players by its Section column.
 *
 * @throws InputError(s) naming the rows: a player without a section while
 *   others have one, a section name too long for a sheet name, a player who
 *   moved section after playing, a Section column added or removed after the
 *   event began.
 */
export function splitPlayersBySection(values: readonly (readonly unknown[])[], record: EventRecord | null): SplitPlayers {
  const columns = findColumns(values[0] ?? [], PLAYER_COLUMNS);
  const text = (row: readonly unknown[] | undefined, column: number | undefined) => (column === undefined ? '' : tidyName(String(row?.[column] ?? '')));
  const used = columns.section !== undefined && values.slice(1).some((row) => text(row, columns.section) !== '');
  if (!used) return withoutSections(values, record);
  const recordedWhole = (record?.sections ?? []).find((section) => section.name === '' && section.rounds.length > 0);
  if (recordedWhole !== undefined) {
    throw new InputError(
      `Players has a Section column, but this event began as one section: Sheetmate has recorded round${recordedWhole.rounds.length === 1 ? '' : 's'} ` +
        `${recordedWhole.rounds.map((round) => round.round).join(', ')} for every player together. Clear the Section column to go on, or undo every round to start again in sections.`,
      { source: PLAYERS_SHEET, column: playersHeader('section') },
    );
  }
  const names = new Map<string, string>();
  const order: string[] = [];
  for (const section of record?.sections ?? []) {
    if (section.name === '') continue;
    names.set(nameKey(section.name), section.name);
    order.push(nameKey(section.name));
  }
  const sectionOfRow = sectionsOfRows(values, columns, text, names, order);
  const idColumn = columns.sheetmateId;
  const adjusted = record === null || idColumn === undefined ? record : withMovedPlayers(values, record, idColumn, columns, sectionOfRow, names);
  const sections = order.map((key) => ({
    name: names.get(key)!,
    players: values.map((row, index) => (index === 0 || sectionOfRow.get(index) === key ? moved(adjusted, record, row, idColumn, key) : row.map(() => ''))),
  }));
  // Sections with neither players on Players nor anything recorded are not sections any more.
  const live = sections.filter((_section, index) => {
    const key = order[index]!;
    return [...sectionOfRow.values()].includes(key) || (adjusted?.sections ?? []).some((recorded) => nameKey(recorded.name) === key && recorded.players.length > 0);
  });
  return { sectioned: true, sections: live, record: adjusted };
}

/** Players without a Section column in use: one section, named '' (refused when the record has the event in sections). */
function withoutSections(values: readonly (readonly unknown[])[], record: EventRecord | null): SplitPlayers {
  const recordedNamed = (record?.sections ?? []).filter((section) => section.name !== '' && section.rounds.length > 0);
  if (recordedNamed.length > 0) {
    throw new InputError(
      `Sheetmate's record has this event in sections (${recordedNamed.map((section) => section.name).join(', ')}), but Players has no Section column in use. ` +
        'Put the Section column back as it was (Edit ▸ Undo, or File ▸ Version history in Google Sheets).',
      { source: PLAYERS_SHEET, row: 1 },
    );
  }
  // Sections whose every round was undone before the column went are forgotten: the event is one section again.
  const whole =
    record === null || !record.sections.some((section) => section.name !== '')
      ? record
      : { ...record, sections: record.sections.filter((section) => section.name === '' || section.rounds.length > 0) };
  return {
    sectioned: false,
    sections: [{ name: '', players: values.map((row) => row.slice()) }],
    record: whole === null || whole.sections.length > 0 ? whole : { ...whole, sections: [{ name: '', players: [], carried: null, rounds: [] }] },
  };
}

/** Each row's section (by key), new sections added to `names` and `order` as Players first names them; a row without one, or with a name no sheet can carry, is refused. */
function sectionsOfRows(
  values: readonly (readonly unknown[])[],
  columns: Partial<Record<PlayerField, number>>,
  text: (row: readonly unknown[] | undefined, column: number | undefined) => string,
  names: Map<string, string>,
  order: string[],
): Map<number, string> {
  const problems: InputError[] = [];
  const sectionOfRow = new Map<number, string>();
  for (let index = 1; index < values.length; index++) {
    const row = values[index]!;
    const at = { source: PLAYERS_SHEET, row: index + 1, column: playersHeader('section') };
    const section = text(row, columns.section);
    if (!PLAYER_COLUMNS.some((spec) => columns[spec.field] !== undefined && text(row, columns[spec.field]) !== '')) continue;
    if (section === '') {
      problems.push(
        new InputError(
          `${rowName(row, columns) || 'this player'} has no section. Type the section (${[...names.values()].slice(0, 4).join(', ') || 'U10, Open, …'}) in the Section column: every player plays in one.`,
          at,
        ),
      );
      continue;
    }
    if (section.length > SECTION_NAME_CHARACTERS || UNSAFE_IN_SHEET_NAMES.test(section)) {
      problems.push(
        new InputError(
          `"${section}" cannot name a section: a section's name becomes part of its sheets' names (Pairings ${section.slice(0, 10)}…), so it has at most ${SECTION_NAME_CHARACTERS} characters and none of [ ] * ? / \\ :.`,
          at,
        ),
      );
      continue;
    }
    const key = nameKey(section);
    if (!names.has(key)) {
      names.set(key, section);
      order.push(key);
    }
    sectionOfRow.set(index, key);
  }
  throwIfAny(problems);
  return sectionOfRow;
}

/**
 * A row as its section reads it: a player who left another section before
 * playing in it comes without their old Sheetmate ID (their new section gives
 * them one when it pairs them).
 */
function moved(adjusted: EventRecord | null, original: EventRecord | null, row: readonly unknown[], idColumn: number | undefined, key: string): unknown[] {
  if (adjusted === original || idColumn === undefined) return row.slice();
  const id = Number(String(row[idColumn] ?? '').trim());
  if (!Number.isInteger(id) || id < 1) return row.slice();
  const recordedIn = (original?.sections ?? []).find((section) => section.players.some((player) => player.id === id));
  if (recordedIn === undefined || nameKey(recordedIn.name) === key) return row.slice();
  const copy = row.slice();
  copy[idColumn] = '';
  return copy;
}

/**
 * The record without the players who moved to another section before
 * playing in theirs; refuses those who had played.
 */
function withMovedPlayers(
  values: readonly (readonly unknown[])[],
  record: EventRecord,
  idColumn: number,
  columns: Partial<Record<PlayerField, number>>,
  sectionOfRow: ReadonlyMap<number, string>,
  names: ReadonlyMap<string, string>,
): EventRecord {
  const sectionById = new Map<number, SectionRecord>();
  const recordedName = new Map<number, string>();
  const idByName = new Map<string, number>();
  for (const section of record.sections) {
    for (const player of section.players) {
      sectionById.set(player.id, section);
      recordedName.set(player.id, player.name);
      idByName.set(nameKey(player.name), player.id);
    }
  }
  const leaving = new Map<SectionRecord, Set<number>>();
  const problems: InputError[] = [];
  sectionOfRow.forEach((key, index) => {
    const row = values[index]!;
    const id = Number(String(row[idColumn] ?? '').trim());
    const from = sectionById.get(id);
    if (from === undefined || nameKey(from.name) === key) return;
    const name = rowName(row, columns);
    const namedAfter = idByName.get(nameKey(name));
    if (namedAfter !== undefined && namedAfter !== id) {
      // Not a move: the IDs no longer sit beside their players (a sort that left the ID column behind).
      problems.push(
        new InputError(
          `this row has Sheetmate ID ${id}, which is ${recordedName.get(id)}'s (section ${from.name}), but the name ${name} is Sheetmate ID ${namedAfter}'s. ` +
            'An ID must stay beside its player: if the rows were sorted without the Sheetmate ID column, undo the sort and sort whole rows; if names were typed over, put them back.',
          { source: PLAYERS_SHEET, row: index + 1, column: SHEETMATE_ID_HEADER },
        ),
      );
      return;
    }
    const played = from.rounds.filter((round) => round.boards.some((board) => board.white === id || board.black === id) || round.byes.some((bye) => bye.player === id));
    if (played.length > 0 || (from.carried ?? []).some((carried) => carried.id === id)) {
      problems.push(
        new InputError(
          `${name} is in section ${from.name} in Sheetmate's record and has played there (round${played.length === 1 ? '' : 's'} ${played.map((round) => round.round).join(', ') || 'on paper'}), ` +
            `so cannot move to ${names.get(key)}. Put back "${from.name}": a player can change section only before playing in it (or undo those rounds of ${from.name}).`,
          { source: PLAYERS_SHEET, row: index + 1, column: playersHeader('section') },
        ),
      );
      return;
    }
    leaving.set(from, (leaving.get(from) ?? new Set<number>()).add(id));
  });
  throwIfAny(problems);
  if (leaving.size === 0) return record;
  return {
    ...record,
    sections: record.sections.map((section) => {
      const gone = leaving.get(section);
      if (gone === undefined) return section;
      return {
        ...section,
        players: section.players.filter((player) => !gone.has(player.id)),
        carried: section.carried === null ? null : section.carried.filter((carried) => !gone.has(carried.id)),
      };
    }),
  };
}

/** The sections Players names in its Section column, as first spelled, in order (none without the column). */
export function sectionNames(values: readonly (readonly unknown[])[]): string[] {
  const column = findColumns(values[0] ?? [], PLAYER_COLUMNS).section;
  if (column === undefined) return [];
  const names = new Map<string, string>();
  for (const row of values.slice(1)) {
    const name = tidyName(String(row[column] ?? ''));
    if (name !== '' && !names.has(nameKey(name))) names.set(nameKey(name), name);
  }
  return [...names.values()];
}
