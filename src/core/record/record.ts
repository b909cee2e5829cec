/**
 * The event record: the add-on's own, authoritative account of an event,
 * kept in a hidden sheet (docs/record.md). Players are named by their stable
 * Sheetmate ID, never by name or row, so the organiser's edits to the visible
 * sheets (renames, sorting, inserted and deleted rows) cannot change it.
 *
 * This module is the record's shape and its storage format: JSON, cut into
 * chunks that fit a cell, under a header row that says whether the last
 * action finished writing. Everything here is plain data in, plain data out.
 */
import type { ByeKind, Tenths } from '../model';
import { nameKey } from '../ids';
import { RESULT_CHOICES } from '../workbook/results';

export const RECORD_SHEET = 'Sheetmate record';
const RECORD_FORMAT = 'sheetmate-record';
/**
 * Version 1: one section, named ''. Version 2: sections named after the
 * Players' Section column (issue 13), written only for such an event, so that
 * a Sheetmate that knows one section only refuses it rather than misreading it.
 */
const RECORD_VERSION = 1;
const SECTIONED_RECORD_VERSION = 2;
/** Characters of JSON per cell: Apps Script allows 50,000, and a margin costs nothing. */
const RECORD_CHUNK_CHARACTERS = 45_000;

export type RecordedByeKind = Exclude<ByeKind, 'withdrawn'>;

/** How a round came into the record. */
export type RoundOrigin = 'paired' | 'typed' | 'imported';

export interface RecordedPlayer {
  readonly id: number;
  /** The name as the add-on last wrote it to the sheets (Pairings may still show it). */
  readonly name: string;
}

export interface BoardRecord {
  readonly board: number;
  readonly white: number;
  readonly black: number;
  /** The result as last seen in Pairings, in canonical notation; '' while blank. */
  readonly result: string;
}

export interface ByeRecord {
  readonly player: number;
  readonly kind: RecordedByeKind;
}

export interface RoundRecord {
  readonly round: number;
  readonly origin: RoundOrigin;
  /**
   * Pairings must show a locked round exactly as recorded. A round typed by
   * hand stays unlocked (Pairings is read as typed) until the add-on pairs the
   * next round.
   */
  readonly locked: boolean;
  /** When the round was paired or first recorded (ISO 8601). */
  readonly pairedAt: string;
  readonly boards: readonly BoardRecord[];
  readonly byes: readonly ByeRecord[];
}

/** The paper history of one player, as it stood when the add-on paired its first round. */
export interface CarriedRecord {
  readonly id: number;
  readonly score: Tenths | null;
  /** Opponents in round order: a Sheetmate ID, or the name as typed when it matched no player. */
  readonly opponents: readonly (number | string)[];
  readonly colours: string;
}

/** One section of the event: an event without a Section column has one, named ''. */
export interface SectionRecord {
  readonly name: string;
  /** Players in start-number order. */
  readonly players: readonly RecordedPlayer[];
  /** The paper history carried in, or null when the event did not begin on paper (or has not begun). */
  readonly carried: readonly CarriedRecord[] | null;
  readonly rounds: readonly RoundRecord[];
}

export interface EventRecord {
  /** The next Sheetmate ID to give out: IDs are never reused. */
  readonly nextId: number;
  /** Players columns the add-on created and therefore writes (`Score`, `Opponents`). */
  readonly playersColumns: readonly string[];
  /** Columns the add-on last wrote in each of its own sheets (Byes, Standings, …). */
  readonly tables: Readonly<Record<string, number>>;
  readonly sections: readonly SectionRecord[];
}

export const EMPTY_RECORD: EventRecord = {
  nextId: 1,
  playersColumns: [],
  tables: {},
  sections: [{ name: '', players: [], carried: null, rounds: [] }],
};

/** The section of that name, or an empty one (a section not paired yet). */
export function sectionOf(record: EventRecord, name: string): SectionRecord {
  const key = nameKey(name);
  return record.sections.find((section) => nameKey(section.name) === key) ?? { name, players: [], carried: null, rounds: [] };
}

/**
 * The record with `sections` in place of those of the same names, and no
 * others: an event's record holds the sections it has, in its order.
 */
export function withSections(record: EventRecord, sections: readonly SectionRecord[]): EventRecord {
  return { ...record, sections: sections.length > 0 ? sections.slice() : EMPTY_RECORD.sections.slice() };
}

/** Whether the record is of an event with a Section column (named sections). */
function isSectioned(record: EventRecord): boolean {
  return record.sections.some((section) => section.name !== '');
}

/** The record's storage could not be read back: the words say what is wrong. */
export class RecordDamagedError extends Error {
  override readonly name = 'RecordDamagedError';
}

// ---------------------------------------------------------------------------
// JSON

const BYE_KINDS: readonly RecordedByeKind[] = ['pairing-allocated', 'half-point', 'full-point', 'zero-point'];
const ORIGINS: readonly RoundOrigin[] = ['paired', 'typed', 'imported'];
const RESULTS: readonly string[] = ['', ...RESULT_CHOICES];

/** Compact JSON: boards as `[board, white, black, result]`, players as `[id, name]`. */
export function recordToJson(record: EventRecord): string {
  return JSON.stringify({
    format: RECORD_FORMAT,
    version: isSectioned(record) ? SECTIONED_RECORD_VERSION : RECORD_VERSION,
    nextId: record.nextId,
    playersColumns: record.playersColumns,
    tables: record.tables,
    sections: record.sections.map((section) => ({
      name: section.name,
      players: section.players.map((player) => [player.id, player.name]),
      carried: section.carried === null ? null : section.carried.map((c) => [c.id, c.score, c.opponents, c.colours]),
      rounds: section.rounds.map((round) => ({
        round: round.round,
        origin: round.origin,
        locked: round.locked,
        pairedAt: round.pairedAt,
        boards: round.boards.map((board) => [board.board, board.white, board.black, board.result]),
        byes: round.byes.map((bye) => [bye.player, bye.kind]),
      })),
    })),
  });
}

/**
 * Reads the JSON back, checking every field: a record that does not hang
 * together is refused in words rather than half-believed.
 */
export function recordFromJson(text: string): EventRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RecordDamagedError('its text is not complete JSON (a cell was changed or cut)');
  }
  const top = object(data, 'the record');
  if (top.format !== RECORD_FORMAT) throw new RecordDamagedError('it is not a Sheetmate record');
  if (top.version !== RECORD_VERSION && top.version !== SECTIONED_RECORD_VERSION) {
    throw new RecordDamagedError(`it was written by a different version of Sheetmate (format ${String(top.version)}); update Sheetmate`);
  }
  const nextId = positiveInteger(top.nextId, 'nextId');
  const playersColumns = array(top.playersColumns, 'playersColumns').map((value) => string(value, 'playersColumns'));
  const tablesObject = object(top.tables, 'tables');
  const tables: Record<string, number> = {};
  for (const [name, width] of Object.entries(tablesObject)) tables[name] = nonNegativeInteger(width, `tables.${name}`);
  const sections = array(top.sections, 'sections').map((value, index) => readSection(value, `sections[${index}]`, nextId));
  if (sections.length === 0) throw new RecordDamagedError('it has no section');
  const names = new Set<string>();
  for (const section of sections) {
    if (names.has(nameKey(section.name))) throw new RecordDamagedError(`it lists the section "${section.name}" twice`);
    names.add(nameKey(section.name));
  }
  const seen = new Set<number>();
  for (const section of sections) {
    for (const player of section.players) {
      if (seen.has(player.id)) throw new RecordDamagedError(`Sheetmate ID ${player.id} is listed twice`);
      seen.add(player.id);
    }
  }
  return { nextId, playersColumns, tables, sections };
}

function readSection(value: unknown, where: string, nextId: number): SectionRecord {
  const section = object(value, where);
  const name = string(section.name, `${where}.name`);
  const players = array(section.players, `${where}.players`).map((entry, index) => {
    const pair = array(entry, `${where}.players[${index}]`);
    const id = positiveInteger(pair[0], `${where}.players[${index}]`);
    if (id >= nextId) throw new RecordDamagedError(`Sheetmate ID ${id} is not below the next ID ${nextId}`);
    return { id, name: string(pair[1], `${where}.players[${index}]`) };
  });
  const ids = new Set(players.map((player) => player.id));
  const known = (id: number, place: string) => {
    if (!ids.has(id)) throw new RecordDamagedError(`${place} names Sheetmate ID ${id}, which is not among the players`);
    return id;
  };
  const carried =
    section.carried === null
      ? null
      : array(section.carried, `${where}.carried`).map((entry, index) => {
          const place = `${where}.carried[${index}]`;
          const parts = array(entry, place);
          const score = parts[1] === null ? null : nonNegativeInteger(parts[1], place);
          const opponents = array(parts[2], place).map((opponent) =>
            typeof opponent === 'number' ? known(positiveInteger(opponent, place), place) : string(opponent, place),
          );
          return { id: known(positiveInteger(parts[0], place), place), score, opponents, colours: string(parts[3], place) };
        });
  let expectedRound: number | undefined;
  const rounds = array(section.rounds, `${where}.rounds`).map((entry, index) => {
    const place = `${where}.rounds[${index}]`;
    const round = object(entry, place);
    const number = positiveInteger(round.round, `${place}.round`);
    if (expectedRound !== undefined && number !== expectedRound) throw new RecordDamagedError(`round ${number} follows round ${expectedRound - 1}`);
    expectedRound = number + 1;
    const origin = round.origin as RoundOrigin;
    if (!ORIGINS.includes(origin)) throw new RecordDamagedError(`${place} has an unknown origin`);
    if (typeof round.locked !== 'boolean') throw new RecordDamagedError(`${place} does not say whether it is locked`);
    const boards = array(round.boards, `${place}.boards`).map((boardEntry, b) => {
      const spot = `round ${number}, board entry ${b + 1}`;
      const parts = array(boardEntry, spot);
      const result = string(parts[3], spot);
      if (!RESULTS.includes(result)) throw new RecordDamagedError(`${spot} has the result "${result}"`);
      return {
        board: positiveInteger(parts[0], spot),
        white: known(positiveInteger(parts[1], spot), spot),
        black: known(positiveInteger(parts[2], spot), spot),
        result,
      };
    });
    const byes = array(round.byes, `${place}.byes`).map((byeEntry, b) => {
      const spot = `round ${number}, bye entry ${b + 1}`;
      const parts = array(byeEntry, spot);
      const kind = parts[1] as RecordedByeKind;
      if (!BYE_KINDS.includes(kind)) throw new RecordDamagedError(`${spot} has an unknown kind of bye`);
      return { player: known(positiveInteger(parts[0], spot), spot), kind };
    });
    return { round: number, origin, locked: round.locked, pairedAt: string(round.pairedAt, `${place}.pairedAt`), boards, byes };
  });
  return { name, players, carried, rounds };
}

function object(value: unknown, where: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new RecordDamagedError(`${where} is not an object`);
  return value as Record<string, unknown>;
}

function array(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new RecordDamagedError(`${where} is not a list`);
  return value;
}

function string(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new RecordDamagedError(`${where} is not text`);
  return value;
}

function positiveInteger(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new RecordDamagedError(`${where} is not a positive whole number`);
  return value;
}

function nonNegativeInteger(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new RecordDamagedError(`${where} is not a whole number`);
  return value;
}

// ---------------------------------------------------------------------------
// The sheet's layout: a header row, then one chunk of JSON a row in column A.

/** Whether the last action that wrote the record also finished writing the sheets. */
export type RecordState = { readonly kind: 'complete' } | { readonly kind: 'writing'; readonly action: string };

export interface RecordHeader {
  readonly generation: number;
  readonly state: RecordState;
  /** When the record was last written (ISO 8601). */
  readonly writtenAt: string;
}

export interface StoredRecord {
  readonly record: EventRecord;
  readonly header: RecordHeader;
}

export const RECORD_HEADER_WIDTH = 8;
const NOTE =
  "Sheetmate keeps this event's history here (players by ID, every round, results as last seen). " +
  'Do not edit or sort it: use the Sheetmate menu. See "Rebuild sheets from the record" in the README.';

/** The header row's values. */
function recordHeaderRow(header: RecordHeader, chunks: number, length: number, checksum: string): (string | number)[] {
  const state = header.state.kind === 'complete' ? 'complete' : `writing: ${header.state.action}`;
  return [RECORD_FORMAT, header.generation, state, header.writtenAt, chunks, length, checksum, NOTE];
}

/**
 * The sheet's rows for a record: the header, then the chunks (each in column
 * A, the other columns blank). Every row is `RECORD_HEADER_WIDTH` wide.
 */
export function recordSheetRows(record: EventRecord, header: RecordHeader): (string | number)[][] {
  const json = recordToJson(record);
  const chunks = splitIntoChunks(json, RECORD_CHUNK_CHARACTERS);
  const blank = Array.from({ length: RECORD_HEADER_WIDTH - 1 }, () => '');
  return [recordHeaderRow(header, chunks.length, json.length, checksumOf(json)), ...chunks.map((chunk) => [chunk, ...blank])];
}

/**
 * Reads the sheet's values back. Null when the sheet holds nothing; throws
 * RecordDamagedError when it holds something that is not a whole record.
 */
export function readRecordRows(values: readonly (readonly unknown[])[]): StoredRecord | null {
  const blank = values.every((row) => row.every((value) => String(value ?? '') === ''));
  if (blank) return null;
  const first = values[0] ?? [];
  if (String(first[0] ?? '') !== RECORD_FORMAT) throw new RecordDamagedError('its first cell is not the record\'s header');
  const generation = Number(first[1]);
  const stateText = String(first[2] ?? '');
  const chunkCount = Number(first[4]);
  const length = Number(first[5]);
  const checksum = String(first[6] ?? '');
  if (!Number.isInteger(chunkCount) || chunkCount < 1 || !Number.isInteger(length)) throw new RecordDamagedError('its header row was changed');
  const chunks: string[] = [];
  for (let row = 1; row <= chunkCount; row++) chunks.push(String(values[row]?.[0] ?? ''));
  const json = chunks.join('');
  if (json.length !== length || checksumOf(json) !== checksum) {
    throw new RecordDamagedError('its text does not match its checksum (a cell was edited, cleared or moved)');
  }
  const state: RecordState =
    stateText === 'complete' ? { kind: 'complete' } : { kind: 'writing', action: stateText.replace(/^writing:\s*/, '') };
  return {
    record: recordFromJson(json),
    header: { generation: Number.isInteger(generation) ? generation : 0, state, writtenAt: String(first[3] ?? '') },
  };
}

/**
 * Cuts text into pieces of at most `size` characters. A cut never splits a
 * surrogate pair (a character outside the Basic Multilingual Plane, such as an
 * emoji in a name) and never falls next to whitespace, which a spreadsheet
 * might trim.
 */
export function splitIntoChunks(text: string, size: number): string[] {
  if (size < 4) throw new RangeError('chunks must hold at least 4 characters');
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      while (end > start + 1 && !safeCut(text, end)) end--;
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks.length > 0 ? chunks : [''];
}

function safeCut(text: string, at: number): boolean {
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at);
  const isHighSurrogate = before >= 0xd800 && before <= 0xdbff;
  return !isHighSurrogate && !/\s/.test(text[at - 1]!) && !/\s/.test(text[at]!) && !Number.isNaN(after);
}

/** FNV-1a, 32 bits, as 8 hex digits: enough to notice an edited or truncated cell. */
export function checksumOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
