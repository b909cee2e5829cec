/**
 * The record as JSON: compact (boards as `[board, white, black, result]`,
 * players as `[id, name]`), and read back with every field checked, so a
 * record that does not hang together is refused in words rather than
 * half-believed.
 */
import { nameKey, playerId, type PlayerId } from '../ids';
import type { RoundByeKind } from '../model';
import { RESULT_CHOICES } from '../workbook/results';
import type { EventSettings } from './event-settings';
import { DEFAULT_SETTINGS, mergeSettings } from './settings';
import { RecordDamagedError, type EventRecord, type RoundOrigin, type SectionRecord } from './record';

/** The first cell of the hidden sheet, and the JSON's `format`. */
export const RECORD_FORMAT = 'sheetmate-record';
/**
 * The format's versions. 1: one section, named ''. 2: sections named after
 * the Players' Section column (an older Sheetmate, which knew one section
 * only, refuses it rather than misreading it). 3, written from Sheetmate
 * 0.3.0 on for every event: as 1 or 2, with `writtenBy` (the version of
 * Sheetmate that last wrote the record) and each paired round's `pairedBy`,
 * which an older Sheetmate would drop when it wrote the record again: it
 * refuses the record instead, in words. Records of every version are read.
 */
const RECORD_VERSION = 3;
const READ_VERSIONS: readonly unknown[] = [1, 2, RECORD_VERSION];
/** A version of Sheetmate as package.json gives it: `0.3.0`. */
const SHEETMATE_VERSION_PATTERN = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

const BYE_KINDS: readonly RoundByeKind[] = ['pairing-allocated', 'half-point', 'full-point', 'zero-point'];
const ORIGINS: readonly RoundOrigin[] = ['paired', 'typed', 'imported'];
const RESULTS: readonly string[] = ['', ...RESULT_CHOICES];

/** Compact JSON: boards as `[board, white, black, result]`, players as `[id, name]`. */
export function recordToJson(record: EventRecord): string {
  return JSON.stringify({
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    ...(record.writtenBy === undefined ? {} : { writtenBy: record.writtenBy }),
    nextId: record.nextId,
    playersColumns: record.playersColumns,
    sections: record.sections.map((section) => ({
      name: section.name,
      players: section.players.map((player) => [player.id, player.name]),
      carried: section.carried === null ? null : section.carried.map((c) => [c.id, c.score, c.opponents, c.colours]),
      rounds: section.rounds.map((round) => ({
        round: round.round,
        origin: round.origin,
        locked: round.locked,
        pairedAt: round.pairedAt,
        ...(round.pairedBy === undefined ? {} : { pairedBy: round.pairedBy }),
        boards: round.boards.map((board) => [board.board, board.white, board.black, board.result]),
        byes: round.byes.map((bye) => [bye.player, bye.kind]),
      })),
    })),
    ...(record.settings === undefined ? {} : { settings: { event: record.settings.event, sections: record.settings.sections.map((own) => [own.name, own.choices]) } }),
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
  if (!READ_VERSIONS.includes(top.version)) {
    throw new RecordDamagedError(`it was written by a different version of Sheetmate (format ${String(top.version)}); update Sheetmate`);
  }
  const nextId = positiveInteger(top.nextId, 'nextId');
  const playersColumns = array(top.playersColumns, 'playersColumns').map((value) => string(value, 'playersColumns'));
  // An earlier Sheetmate kept the widths of its views here too (`tables`): a cache, not the event; it is left out.
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
  const writtenBy = top.writtenBy === undefined ? undefined : sheetmateVersion(top.writtenBy, 'writtenBy');
  return {
    nextId,
    playersColumns,
    sections,
    ...(top.settings === undefined ? {} : { settings: readSettings(top.settings) }),
    ...(writtenBy === undefined ? {} : { writtenBy }),
  };
}

/** The settings the record holds, checked as every setting is (mergeSettings). */
function readSettings(value: unknown): EventSettings {
  const settings = object(value, 'settings');
  try {
    const event = mergeSettings(DEFAULT_SETTINGS, object(settings.event, 'settings.event'));
    const sections = array(settings.sections, 'settings.sections').map((entry, index) => {
      const pair = array(entry, `settings.sections[${index}]`);
      const choices = object(pair[1], `settings.sections[${index}]`);
      mergeSettings(event, choices);
      return { name: string(pair[0], `settings.sections[${index}]`), choices };
    });
    return { event, sections };
  } catch (error) {
    if (error instanceof RecordDamagedError) throw error;
    throw new RecordDamagedError(`its settings cannot be used: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function readSection(value: unknown, where: string, nextId: number): SectionRecord {
  const section = object(value, where);
  const name = string(section.name, `${where}.name`);
  const players = array(section.players, `${where}.players`).map((entry, index) => {
    const pair = array(entry, `${where}.players[${index}]`);
    const id = positiveInteger(pair[0], `${where}.players[${index}]`);
    if (id >= nextId) throw new RecordDamagedError(`Sheetmate ID ${id} is not below the next ID ${nextId}`);
    return { id: playerId(id), name: string(pair[1], `${where}.players[${index}]`) };
  });
  const ids = new Set<number>(players.map((player) => player.id));
  const known = (id: number, place: string): PlayerId => {
    if (!ids.has(id)) throw new RecordDamagedError(`${place} names Sheetmate ID ${id}, which is not among the players`);
    return playerId(id);
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
      const kind = parts[1] as RoundByeKind;
      if (!BYE_KINDS.includes(kind)) throw new RecordDamagedError(`${spot} has an unknown kind of bye`);
      return { player: known(positiveInteger(parts[0], spot), spot), kind };
    });
    const pairedBy = round.pairedBy === undefined ? undefined : sheetmateVersion(round.pairedBy, `${place}.pairedBy`);
    return { round: number, origin, locked: round.locked, pairedAt: string(round.pairedAt, `${place}.pairedAt`), ...(pairedBy === undefined ? {} : { pairedBy }), boards, byes };
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

function sheetmateVersion(value: unknown, where: string): string {
  const text = string(value, where);
  if (!SHEETMATE_VERSION_PATTERN.test(text)) throw new RecordDamagedError(`${where} is not a version of Sheetmate such as 0.3.0`);
  return text;
}

function positiveInteger(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new RecordDamagedError(`${where} is not a positive whole number`);
  return value;
}

function nonNegativeInteger(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new RecordDamagedError(`${where} is not a whole number`);
  return value;
}

