/**
 * Reading the Players table (the sheet's values, or a CSV exported from it)
 * into entrants, with every problem reported by row and column at once. The
 * columns are layout.ts's.
 */
import { RATING_SPLIT_WORDS } from '../systems/initial-order';
import { InputError, throwIfAny, type InputLocation } from '../errors';
import { nameKey, playerId, tidyName } from '../ids';
import { parseScore, type Tenths } from '../model';
import type { CarriedHistory, Entrant, EntrantStatus } from '../event/entrant';
import { type ColumnMap, findColumns } from './headers';
import { readBirthYear, readKFactor } from './prizes/player-facts';
import { PLAYER_COLUMNS, type PlayerField, PLAYERS_SHEET, playersHeader, SHEETMATE_ID_HEADER } from './layout';
import { ambiguousPlayerColumns, rowName } from './names/player-columns';
import { knownNames, splitNameList } from './names/name-lists';

export interface PlayersTable {
  readonly entrants: readonly Entrant[];
  readonly columns: ColumnMap<PlayerField>;
  /** Rows (1-based) that held an entrant, in entry order. */
  readonly rows: readonly number[];
}

export interface PlayersTableOptions {
  /**
   * Every player needs a rating above 0: only the rating split (round 1 by
   * rating, top half against bottom half) does. Default false: a blank or 0
   * rating is an unrated player, who ranks after the rated ones in entry order.
   */
  readonly requireRatings?: boolean;
  readonly minimumPlayers?: number;
  /**
   * Columns that are the add-on's own output (its Score and Opponents): not
   * read as the organiser's input, and a row holding nothing else is empty.
   */
  readonly outputFields?: readonly PlayerField[];
}

const STATUS_WORDS: Record<string, EntrantStatus> = {
  '': 'active',
  active: 'active',
  playing: 'active',
  withdrawn: 'withdrawn',
  withdrew: 'withdrawn',
  retired: 'withdrawn',
  absent: 'absent',
};

/**
 * Validates and reads the Players table. `rows[0]` is the header row.
 *
 * @example
 * readPlayersTable([['Name', 'Rating'], ['Asha', 1500], ['Ben', 1400]], 'Players')
 * // entrants Asha (row 2) and Ben (row 3)
 */
export function readPlayersTable(
  rows: readonly (readonly unknown[])[],
  source = PLAYERS_SHEET,
  options: PlayersTableOptions = {},
): PlayersTable {
  const found = findColumns(rows[0] ?? [], PLAYER_COLUMNS);
  const columns: ColumnMap<PlayerField> = { ...found };
  for (const field of options.outputFields ?? []) delete columns[field];
  const requireRatings = options.requireRatings ?? false;
  throwIfAny(ambiguousPlayerColumns(rows[0] ?? [], source));
  throwIfAny(missingColumns(columns, requireRatings, source));

  const problems: InputError[] = [];
  const entrants: Entrant[] = [];
  const seen = new Map<string, number>();
  const read = rowReader(columns, source, requireRatings, problems);
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!;
    const sheetRow = r + 1;
    if (!PLAYER_COLUMNS.some((spec) => read.cell(row, spec.field) !== '')) continue; // an empty row, or the organiser's own notes
    const name = read.cell(row, 'name');
    if (name === '') {
      problems.push(new InputError("this row has data but no name. Type the player's name, or clear the row.", { source, row: sheetRow, column: playersHeader('name') }));
      continue;
    }
    const earlier = seen.get(nameKey(name));
    if (earlier !== undefined) {
      problems.push(
        new InputError(
          `"${name}" is listed twice (rows ${earlier} and ${sheetRow}). Names must be unique: add an initial or a club.`,
          { source, row: sheetRow, column: playersHeader('name') },
        ),
      );
      continue;
    }
    seen.set(nameKey(name), sheetRow);
    entrants.push(read.entrant(row, sheetRow, entrants.length, name));
  }
  checkNumbers(entrants, source, problems);
  const withNames = columns.opponents === undefined ? entrants : opponentsByName(entrants, rows, columns.opponents);
  const minimum = options.minimumPlayers ?? 2;
  if (problems.length === 0 && entrants.length < minimum) {
    problems.push(
      new InputError(
        `only ${entrants.length} player${entrants.length === 1 ? ' is' : 's are'} listed; at least ${minimum} are needed to pair a round. Add players below the header row.`,
        { source },
      ),
    );
  }
  throwIfAny(problems);
  return { entrants: withNames, columns: found, rows: withNames.map((entrant) => entrant.row) };
}

/** Each Opponents list read against the names of the table: "Carlsen, Magnus" is one opponent when a player has that name. */
function opponentsByName(entrants: readonly Entrant[], rows: readonly (readonly unknown[])[], column: number): Entrant[] {
  const known = knownNames(entrants.map((entrant) => entrant.name));
  return entrants.map((entrant) => {
    if (entrant.carried === undefined) return entrant;
    const list = splitNameList(String(rows[entrant.row - 1]?.[column] ?? ''), known);
    return { ...entrant, carried: { ...entrant.carried, opponents: list.names, ...(list.byCommas ? { byCommas: true } : {}) } };
  });
}

/** The columns that must be there: Name (or First name and Last name), and Rating when every rating is needed. */
function missingColumns(columns: ColumnMap<PlayerField>, requireRatings: boolean, source: string): InputError[] {
  const hasName = columns.name !== undefined || columns.firstName !== undefined || columns.lastName !== undefined;
  return PLAYER_COLUMNS.filter((spec) => (spec.required === true || (spec.field === 'rating' && requireRatings)) && columns[spec.field] === undefined && (spec.field !== 'name' || !hasName)).map(
    (spec) =>
      new InputError(
        `there is no "${spec.header}" column${spec.field === 'rating' ? `, and ${RATING_SPLIT} needs every player's rating` : ''}. Put the header "${spec.header}" in row 1 ` +
          `(${[spec.header, ...spec.synonyms.slice(0, 2)].map((text) => `"${text}"`).join(', ')} are accepted).`,
        { source, row: 1 },
      ),
  );
}

/** Reads the cells of one row of Players, collecting every problem. */
function rowReader(columns: ColumnMap<PlayerField>, source: string, requireRatings: boolean, problems: InputError[]) {
  const cell = (row: readonly unknown[], field: PlayerField): string => {
    if (field === 'name') return rowName(row, columns);
    const index = columns[field];
    return index === undefined ? '' : String(row[index] ?? '').trim();
  };
  const entrant = (row: readonly unknown[], sheetRow: number, entryIndex: number, name: string): Entrant => {
    const index = columns.rating;
    const rating = readRating(index === undefined ? '' : row[index], sheetRow, source, requireRatings, problems);
    const status = STATUS_WORDS[cell(row, 'status').toLowerCase()];
    if (status === undefined) {
      problems.push(
        new InputError(`status "${cell(row, 'status')}" is not understood. Leave it blank, or write "withdrawn" or "absent".`, { source, row: sheetRow, column: playersHeader('status') }),
      );
    }
    const number = wholeNumber(cell(row, 'number'), `is not a pairing number. Use 1, 2, 3, …`, { source, row: sheetRow, column: playersHeader('number') }, problems);
    const board = wholeNumber(cell(row, 'board'), 'is not a board number. Number the team\'s players 1, 2, 3, … in board order, reserves after.', { source, row: sheetRow, column: playersHeader('board') }, problems);
    const carried = readCarried(row, columns, cell, sheetRow, source, problems);
    const raw = (field: PlayerField) => (columns[field] === undefined ? '' : row[columns[field]!]);
    const born = readBirthYear(raw('born'), { source, row: sheetRow, column: playersHeader('born') }, problems);
    const kFactor = readKFactor(raw('kFactor'), { source, row: sheetRow, column: playersHeader('kFactor') }, problems);
    const id = wholeNumber(
      cell(row, 'sheetmateId'),
      'is not a Sheetmate ID. Sheetmate writes this column: put back the number it wrote, or clear the cell for a new player.',
      { source, row: sheetRow, column: SHEETMATE_ID_HEADER },
      problems,
    );
    return {
      row: sheetRow,
      entryIndex,
      name,
      rating: rating ?? 0,
      status: status ?? 'active',
      requestedByes: readRoundList(cell(row, 'byes'), sheetRow, source, problems),
      ...optional('title', cell(row, 'title')),
      ...optional('federation', cell(row, 'federation')),
      ...optional('fideId', cell(row, 'fideId')),
      ...optional('sex', cell(row, 'sex')),
      ...optional('team', tidyName(cell(row, 'team'))),
      ...optional('section', tidyName(cell(row, 'section'))),
      ...optional('ageGroup', tidyName(cell(row, 'ageGroup'))),
      ...optional('category', tidyName(cell(row, 'category'))),
      ...(born !== undefined ? { born } : {}),
      ...(kFactor !== undefined ? { kFactor } : {}),
      ...(number !== undefined ? { number } : {}),
      ...(board !== undefined ? { board } : {}),
      ...(carried !== undefined ? { carried } : {}),
      ...(id !== undefined ? { id: playerId(id) } : {}),
    };
  };
  return { cell, entrant };
}

/** A whole number from 1 typed in a cell, undefined when blank; a problem (the cell quoted before `problem`) otherwise. */
function wholeNumber(text: string, problem: string, location: InputLocation, problems: InputError[]): number | undefined {
  if (text === '') return undefined;
  const number = Number(text);
  if (Number.isInteger(number) && number >= 1) return number;
  problems.push(new InputError(`"${text}" ${problem}`, location));
  return undefined;
}

function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  return value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

/** The one round-1 method that needs every rating. */
const RATING_SPLIT = RATING_SPLIT_WORDS;
const UNRATED_ALTERNATIVE = 'Give an unrated player an estimate you can defend, or choose another round-1 method (the FIDE Dutch system ranks unrated players after the rated ones).';

/** The highest rating a TRF can carry: its rating field has four digits. */
const HIGHEST_RATING = 9999;

/**
 * A rating: a whole number from 1 to 9999, as FIDE lists them and a TRF
 * carries them; blank or 0 is an unrated player (0), unless the rating split
 * needs every rating. Anything else (`1850.5`, `25000`, `1.85`) is refused in
 * words, with the row, rather than paired on and exported as a broken file.
 */
function readRating(
  value: unknown,
  row: number,
  source: string,
  required: boolean,
  problems: InputError[],
): number | null {
  const text = String(value ?? '').trim();
  const rating = text === '' ? 0 : typeof value === 'number' ? value : Number(text.replace(/\s/g, ''));
  const at = { source, row, column: playersHeader('rating') };
  if (!Number.isFinite(rating) || rating < 0) {
    problems.push(new InputError(`"${text}" is not a rating. Type a rating such as 1450, or leave the cell blank for an unrated player.`, at));
    return null;
  }
  if (!Number.isInteger(rating)) {
    // 1.850 typed where "." separates thousands reads as 1.85.
    const thousands = rating < 10 && Number.isInteger(Math.round(rating * 1e6) / 1e3) ? ` If it is ${Math.round(rating * 1000)} with its thousands mark read as a decimal point, type ${Math.round(rating * 1000)}.` : '';
    problems.push(new InputError(`${text} is not a rating: ratings are whole numbers (such as ${Math.round(rating)}), as FIDE lists them and a TRF carries them.${thousands}`, at));
    return null;
  }
  if (rating > HIGHEST_RATING) {
    problems.push(new InputError(`${text} is not a rating: a TRF carries ratings of up to four digits (${HIGHEST_RATING} at most). Check the cell: a digit typed twice?`, at));
    return null;
  }
  if (rating === 0 && required) {
    problems.push(
      new InputError(`${text === '' ? 'the rating is blank' : 'the rating is 0'}, and ${RATING_SPLIT} needs a rating above 0 for every player. ${UNRATED_ALTERNATIVE}`, at),
    );
    return null;
  }
  return rating;
}

/** Reads a list of round numbers such as `3,5` or `3; 5`. */
function readRoundList(text: string, row: number, source: string, problems: InputError[]): number[] {
  if (text === '') return [];
  const rounds: number[] = [];
  for (const part of text.split(/[,;\s]+/).filter((p) => p !== '')) {
    const round = Number(part);
    if (!Number.isInteger(round) || round < 1) {
      problems.push(
        new InputError(`"${part}" is not a round number. List the rounds of requested byes like 3,5.`, { source, row, column: playersHeader('byes') }),
      );
    } else if (!rounds.includes(round)) {
      rounds.push(round);
    }
  }
  return rounds.sort((a, b) => a - b);
}

function readCarried(
  row: readonly unknown[],
  columns: ColumnMap<PlayerField>,
  cell: (row: readonly unknown[], field: PlayerField) => string,
  sheetRow: number,
  source: string,
  problems: InputError[],
): CarriedHistory | undefined {
  if (columns.score === undefined && columns.opponents === undefined && columns.colours === undefined) return undefined;
  const scoreText = cell(row, 'score');
  const opponents = splitNameList(cell(row, 'opponents'), () => false).names;
  const colours = cell(row, 'colours').toUpperCase().replace(/\s/g, '');
  let score: Tenths | null = null;
  if (scoreText !== '') {
    score = parseScore(scoreText);
    if (score === null) {
      problems.push(
        new InputError(`"${scoreText}" is not a score. Type points such as 2, 2.5 or 2½.`, { source, row: sheetRow, column: playersHeader('score') }),
      );
    }
  }
  if (!/^[WB-]*$/.test(colours)) {
    problems.push(
      new InputError(`"${cell(row, 'colours')}" is not a colour history. Use W and B, oldest first, like WBW.`, {
        source,
        row: sheetRow,
        column: playersHeader('colours'),
      }),
    );
  }
  if (score === null && opponents.length === 0 && colours === '') return undefined;
  return { score, opponents, colours };
}

function checkNumbers(entrants: readonly Entrant[], source: string, problems: InputError[]): void {
  const numbered = entrants.filter((entrant) => entrant.number !== undefined);
  if (numbered.length === 0) return;
  if (numbered.length !== entrants.length) {
    const missing = entrants.find((entrant) => entrant.number === undefined)!;
    problems.push(
      new InputError('some players have a pairing number and this one has none. Number every player, or clear the No. column.', {
        source,
        row: missing.row,
        column: playersHeader('number'),
      }),
    );
    return;
  }
  const byNumber = new Map<number, Entrant>();
  for (const entrant of numbered) {
    const other = byNumber.get(entrant.number!);
    if (other !== undefined) {
      problems.push(
        new InputError(`pairing number ${entrant.number} is also given to ${other.name} (row ${other.row}). Each number once.`, {
          source,
          row: entrant.row,
          column: playersHeader('number'),
        }),
      );
    }
    byNumber.set(entrant.number!, entrant);
  }
}
