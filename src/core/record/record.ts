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
import type { Colour, RoundByeKind, Tenths } from '../model';
import type { TeamByeKind } from '../workbook/results';
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

/**
 * A team event (docs/team-sheet.md): the teams (their pairing numbers, names
 * as last written, and players by Sheetmate ID in board order), and every
 * round's matches board by board and the teams without a match. As for
 * individual events, players are named by ID only, so renames, sorting and
 * rows inserted in Players change nothing here; a team is known by its
 * number, and by its players. Its JSON is team-record.ts's.
 */
export interface TeamRecordTeam {
  /** The team pairing number (C.04.6 art. 1.1), fixed when round 1 is paired. */
  readonly number: number;
  /** The name as Sheetmate last wrote it (Pairings may still show it). */
  readonly name: string;
  /** Players in board order, reserves after. */
  readonly players: readonly PlayerId[];
}

export interface TeamBoardRecord {
  readonly board: number;
  /** The players of the team named first and of the other; null for an empty board (nobody sat down). */
  readonly home: PlayerId | null;
  readonly away: PlayerId | null;
  /** The colour of the home team's player on this board. */
  readonly homeColour: Colour;
  /** The result as last seen in Pairings (from White's side), in canonical notation; '' while blank. */
  readonly result: string;
}

export interface TeamMatchRecord {
  readonly home: number;
  readonly away: number;
  /** A match not played, as typed on its row (`+/-`: the team named first wins by forfeit), or the table's forfeit of a team away. */
  readonly forfeit: 'home' | 'away' | 'none' | null;
  readonly boards: readonly TeamBoardRecord[];
}

export interface TeamRoundRecord {
  readonly round: number;
  readonly origin: RoundOrigin;
  /** The matches and byes of a round are Sheetmate's from its pairing; its line-ups stay the organiser's until the next round is paired (then locked). */
  readonly locked: boolean;
  readonly pairedAt: string;
  readonly matches: readonly TeamMatchRecord[];
  readonly byes: readonly { readonly team: number; readonly kind: TeamByeKind }[];
}

export interface TeamRecord {
  readonly teams: readonly TeamRecordTeam[];
  readonly rounds: readonly TeamRoundRecord[];
}

/** One section of the event: an event without a Section column has one, named ''. */
export interface SectionRecord {
  readonly name: string;
  /** Players in start-number order. */
  readonly players: readonly RecordedPlayer[];
  /** The paper history carried in, or null when the event did not begin on paper (or has not begun). */
  readonly carried: readonly CarriedRecord[] | null;
  readonly rounds: readonly RoundRecord[];
  /**
   * A team event (team-record.ts): its teams and its rounds of matches; the
   * individual `rounds` are then empty. Written as version 3, so that a
   * Sheetmate that knows no team events refuses it rather than reading an
   * event with no round.
   */
  readonly team?: TeamRecord;
}

/**
 * A change the record keeps, with when it was seen: a result of a round that
 * later rounds were paired on, changed in Pairings; a new name confirmed for
 * a player (Sheetmate ▸ Confirm changed names).
 */
export type RecordChange =
  | { readonly kind: 'result'; readonly at: string; readonly section: string; readonly round: number; readonly board: number; readonly from: string; readonly to: string }
  | { readonly kind: 'name'; readonly at: string; readonly id: PlayerId; readonly from: string; readonly to: string };

/** The most changes the record keeps (the oldest go first): a few kilobytes. */
const HISTORY_KEPT = 500;

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
  /** The changes seen after the fact, oldest first (absent while there are none). */
  readonly history?: readonly RecordChange[];
  /**
   * The version of Sheetmate that last wrote the record. Absent in a record
   * written before Sheetmate noted its version; an action that finds another
   * version here says so once (versions.ts), and the record it writes names its own.
   */
  readonly writtenBy?: string;
}

/** The record with `changes` added to its history (the oldest dropped beyond {@link HISTORY_KEPT}). */
export function withHistory(record: EventRecord, changes: readonly RecordChange[]): EventRecord {
  if (changes.length === 0) return record;
  return { ...record, history: [...(record.history ?? []), ...changes].slice(-HISTORY_KEPT) };
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
