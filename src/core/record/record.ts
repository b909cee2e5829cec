/**
 * The event record: the add-on's own, authoritative account of an event,
 * kept in a hidden sheet (docs/record.md). Players are named by their stable
 * Sheetmate ID, never by name or row, so the organiser's edits to the visible
 * sheets (renames, sorting, inserted and deleted rows) cannot change it.
 *
 * This module is the record's shape; json.ts reads and writes it as JSON,
 * sheet-rows.ts as the rows of the hidden sheet.
 */
import { nameKey, type PlayerId } from '../ids';
import type { RoundByeKind, Tenths } from '../model';
import type { EventSettings } from './event-settings';

/** How a round came into the record. */
export type RoundOrigin = 'paired' | 'typed' | 'imported';

export interface RecordedPlayer {
  readonly id: PlayerId;
  /** The name as the add-on last wrote it to the sheets (Pairings may still show it). */
  readonly name: string;
}

export interface BoardRecord {
  readonly board: number;
  readonly white: PlayerId;
  readonly black: PlayerId;
  /** The result as last seen in Pairings, in canonical notation; '' while blank. */
  readonly result: string;
}

export interface ByeRecord {
  readonly player: PlayerId;
  readonly kind: RoundByeKind;
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
  /**
   * The version of Sheetmate that paired it (`0.3.0`): an arbiter can tell
   * which program made each round. Absent for a round typed by hand or
   * imported, and for one paired before Sheetmate noted its version.
   */
  readonly pairedBy?: string;
  readonly boards: readonly BoardRecord[];
  readonly byes: readonly ByeRecord[];
}

/** The paper history of one player, as it stood when the add-on paired its first round. */
export interface CarriedRecord {
  readonly id: PlayerId;
  readonly score: Tenths | null;
  /** Opponents in round order: a Sheetmate ID, or the entry as typed when it named no player (`-`). */
  readonly opponents: readonly (PlayerId | string)[];
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
  readonly sections: readonly SectionRecord[];
  /**
   * The settings of the event and of its sections, so they travel with the
   * spreadsheet. Absent in a record an earlier Sheetmate wrote (and before a
   * first record is written): they are then read from document properties,
   * and the next record holds them.
   */
  readonly settings?: EventSettings;
  /**
   * The version of Sheetmate that last wrote the record. Absent in a record
   * written before Sheetmate noted its version; an action that finds another
   * version here says so once (versions.ts), and the record it writes names its own.
   */
  readonly writtenBy?: string;
}

export const EMPTY_RECORD: EventRecord = {
  nextId: 1,
  playersColumns: [],
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

/** The record's storage could not be read back: the words say what is wrong. */
export class RecordDamagedError extends Error {
  override readonly name = 'RecordDamagedError';
}
