/**
 * A section of the workbook read as an event: the values of Players,
 * Pairings and the record (docs/record.md), read into tables, matched to the
 * record's IDs, seated by start number and reconciled into the event state
 * every action starts from. Plain values in, so the whole reading is tested
 * without a spreadsheet; the adapter (src/sheets) only fetches the values.
 */
import { InputError } from '../errors';
import { nameKey, type PlayerId, type StartNumber } from '../ids';
import { assignStartNumbers, buildEventState, type EventRound, type EventState, type EventStateOptions } from '../event/event-state';
import type { EventPlayer } from '../event/entrant';
import type { PointSystem } from '../model';
import type { Entrant } from '../event/entrant';
import { EMPTY_RECORD, sectionOf, type EventRecord, type SectionRecord } from '../record/record';
import type { RecordState, StoredRecord } from '../record/sheet-rows';
import { pointSystemOf, type Settings } from '../record/settings';
import { identifyPlayers } from './names/identity';
import { PAIRINGS_SHEET, PAPER_FIELDS, PLAYERS_SHEET, playersHeader, RECORD_SHEET, SHEETMATE_ID_HEADER } from './layout';
import { withPaperHistory, type PaperNames } from './paper-history';
import { readPairingsLeniently, readPairingsTable, type PairingsRound, type PairingsTable } from './pairings-table';
import { readPlayersTable, type PlayersTable } from './players-table';
import { reconcilePairings, seatingOf, type ReconciledPairings, type Seating } from './reconcile';
import { resultOfNotation } from './results';

export interface WorkbookValues {
  /** Players' values (header first), or null when there is no Players sheet. */
  readonly players: readonly (readonly unknown[])[] | null;
  /** Pairings' values, or null when there is no Pairings sheet. */
  readonly pairings: readonly (readonly unknown[])[] | null;
  /** The record, or null when the workbook has none yet. */
  readonly record: StoredRecord | null;
}

/** What every reading of a section gives. */
interface SectionEvent {
  /** The record as read (an empty one when the workbook has none). */
  readonly record: EventRecord;
  readonly players: PlayersTable;
  /** The entrants as the event uses them: Sheetmate IDs matched. */
  readonly entrants: readonly Entrant[];
  readonly pairings: PairingsTable;
  /** Who sits where: start numbers by ID, and the names the sheets may show. */
  readonly seating: Seating;
  readonly state: EventState;
}

export interface EventRead extends SectionEvent {
  readonly reconciled: ReconciledPairings;
  /** Things the organiser should be told along with the action's outcome. */
  readonly notes: readonly string[];
}

/** Which section of the workbook to read, and how. */
export interface SectionToRead {
  /** The section's name as Players spells it: '' (the default) for an event without a Section column. */
  readonly section?: string;
  /** Its Pairings sheet (`Pairings U10`), for messages; `Pairings` by default. */
  readonly pairingsSheet?: string;
  /** A result cell that is not a result: refused (every action that writes), or read as blank (the status, an undo). */
  readonly unreadableResults?: 'refuse' | 'blank';
  /** New names the organiser confirmed for Sheetmate IDs (Sheetmate ▸ Confirm changed names), by ID. */
  readonly confirmedNames?: ReadonlyMap<number, string>;
}

/**
 * Reads the event from the workbook's values. With `unreadableResults:
 * 'blank'`, a result cell that is not a result is read as blank and listed in
 * `pairings.unreadableResults` (the status shows where the event stands beside
 * the problem; an undo removes the round that holds it).
 *
 * @throws InputError(s) for a problem of the organiser's input (naming the
 *   cell), a lost record, or Pairings disagreeing with the record
 *   (SheetsDisagreeError).
 */
export function readEvent(values: WorkbookValues, settings: Settings, options: SectionToRead = {}): EventRead {
  const sheet = options.pairingsSheet ?? PAIRINGS_SHEET;
  const pairings = readPairingsTable(values.pairings ?? [], sheet, { allowGaps: true, unreadableResults: options.unreadableResults ?? 'refuse' });
  const base = readPlayersAndRecord(values, options.section ?? '', settings, values.pairings !== null && pairings.rounds.length > 0, options.confirmedNames);
  const recordState: RecordState = values.record?.header.state ?? { kind: 'complete' };
  const reconciled = reconcilePairings(values.pairings === null ? null : pairings, base.section, base.seating, recordState, sheet);
  const state = eventState(base.players, reconciled.rounds, settings, sheet);
  const notes: string[] = [];
  if (reconciled.newlyTyped.length > 0) {
    const rounds = reconciled.newlyTyped;
    const which = rounds.length === 1 ? `Round ${rounds[0]}` : `Rounds ${rounds[0]}–${rounds[rounds.length - 1]}`;
    notes.push(`${which} in ${sheet} ${rounds.length === 1 ? 'was' : 'were'} not paired by Sheetmate; taken as typed.`);
  }
  notes.push(...pastResultNotes(reconciled, base.seating, state.rounds[state.rounds.length - 1]?.round ?? 0));
  return { record: base.record, players: base.table, entrants: base.entrants, pairings, seating: base.seating, reconciled, state, notes };
}

/**
 * What the organiser is told of a result changed in a round that later rounds
 * were paired on: a new result is counted, and the rounds paired on the old
 * one stay as they are; a cleared one is a missing result until typed again.
 */
function pastResultNotes(reconciled: ReconciledPairings, seating: Seating, newest: number): string[] {
  return reconciled.pastResults.map((change) => {
    const later = change.round + 1 === newest ? `round ${newest}, paired already, stays as it is` : `rounds ${change.round + 1}–${newest}, paired already, stay as they are`;
    const board = `Round ${change.round}, board ${change.board} (${seating.nameOf(change.white)} – ${seating.nameOf(change.black)}, row ${change.row})`;
    return change.to === ''
      ? `${board}: its result (${change.from}) was cleared after round ${change.round + 1} was paired on it. It counts as missing until it is typed again; round ${newest + 1} cannot be paired before.`
      : `${board}: the result changed from ${change.from} to ${change.to} after round ${change.round + 1} was paired. The standings count the new result; ${later}.`;
  });
}

/** The event as the record holds it, for the repair that writes Pairings anew. */
export interface RepairRead extends SectionEvent {
  /** Boards whose result came from the record, because Pairings no longer had them as paired. */
  readonly resultsFromRecord: readonly { readonly round: number; readonly board: number }[];
  /** Rounds in Pairings beyond the record that an interrupted undo left behind, not written again. */
  readonly droppedRounds: readonly number[];
}

/**
 * Reads the event from the record rather than from Pairings: each board's
 * result is Pairings' where the board is still there as paired, else the one
 * the record last saw. Rounds typed by hand beyond the record are kept, unless
 * the record says an action stopped part-way (an undo's leftovers).
 */
export function readEventForRepair(values: WorkbookValues, settings: Settings, which: SectionToRead = {}): RepairRead {
  if (values.record === null) {
    throw new InputError(
      'Sheetmate has no record of this event yet, so there is nothing to rebuild the sheets from. Pair a round first; Pairings is read as typed until then.',
    );
  }
  const pairings = readPairingsLeniently(values.pairings ?? []);
  const base = readPlayersAndRecord(values, which.section ?? '', settings, pairings.rounds.length > 0);
  const { section, seating } = base;
  const interrupted = values.record.header.state.kind === 'writing';
  const sheetRounds = new Map(pairings.rounds.map((round) => [round.round, round]));
  const seatOf = (id: number) => seating.byId.get(id)!;
  const shows = (cell: string, id: PlayerId) => {
    const key = nameKey(cell);
    return key === nameKey(seating.nameOf(seatOf(id))) || key === nameKey(seating.recordedName(id) ?? '');
  };

  const resultsFromRecord: { round: number; board: number }[] = [];
  const rounds: EventRound[] = section.rounds.map((recorded) => {
    const sheet = sheetRounds.get(recorded.round);
    if (!recorded.locked && sheet !== undefined) return seatedAsTyped(sheet, seating);
    const boards = recorded.boards.map((board) => {
      const row = sheet?.boards.find((candidate) => candidate.board === board.board && shows(candidate.white, board.white) && shows(candidate.black, board.black));
      if (row === undefined && board.result !== '') resultsFromRecord.push({ round: recorded.round, board: board.board });
      const result = row !== undefined ? row.result : resultOfNotation(board.result);
      return { board: board.board, white: seatOf(board.white), black: seatOf(board.black), result };
    });
    return { round: recorded.round, boards, byes: recorded.byes.map((bye) => ({ player: seatOf(bye.player), kind: bye.kind })) };
  });
  const last = section.rounds[section.rounds.length - 1]?.round ?? 0;
  const droppedRounds: number[] = [];
  for (const round of pairings.rounds.filter((candidate) => candidate.round > last)) {
    if (interrupted || round.round !== (rounds[rounds.length - 1]?.round ?? round.round - 1) + 1) droppedRounds.push(round.round);
    else rounds.push(seatedAsTyped(round, seating));
  }
  const state = eventState(base.players, rounds, settings, which.pairingsSheet ?? PAIRINGS_SHEET);
  return { record: base.record, players: base.table, entrants: base.entrants, pairings, seating, state, resultsFromRecord, droppedRounds };
}

/** A round typed by hand, seated by its names (rows dropped: the repair writes Pairings anew). */
function seatedAsTyped(round: PairingsRound, seating: Seating): EventRound {
  const seat = (cell: string): StartNumber => {
    const found = seating.startNumberOfName(cell);
    if (found === undefined) throw new InputError(`"${cell}" is not on the Players sheet. Correct the spelling, or add the player to Players.`, { source: PAIRINGS_SHEET });
    return found;
  };
  return {
    round: round.round,
    boards: round.boards.map((board) => ({ board: board.board, white: seat(board.white), black: seat(board.black), result: board.result })),
    byes: round.byes.map((bye) => ({ player: seat(bye.player), kind: bye.kind })),
  };
}

interface PlayersAndRecord {
  readonly record: EventRecord;
  readonly section: SectionRecord;
  readonly table: PlayersTable;
  readonly entrants: readonly Entrant[];
  readonly players: readonly EventPlayer[];
  readonly seating: Seating;
}

/** Players read, matched to the record's IDs, seated, with the paper history decided. */
function readPlayersAndRecord(values: WorkbookValues, sectionName: string, settings: Settings, pairingsHasRounds: boolean, confirmed?: ReadonlyMap<number, string>): PlayersAndRecord {
  if (values.players === null) {
    throw new InputError(`there is no sheet called "${PLAYERS_SHEET}". Add a sheet named ${PLAYERS_SHEET} with the columns Name and Rating, one player a row.`);
  }
  const stored = values.record;
  const record = stored?.record ?? EMPTY_RECORD;
  const section = sectionOf(record, sectionName);
  const ownsPaperColumns = record.playersColumns.length > 0;
  // Ratings are optional: an unrated player (blank or 0) ranks after the rated ones, in entry order.
  const table = readPlayersTable(values.players, PLAYERS_SHEET, { outputFields: ownsPaperColumns ? PAPER_FIELDS : [], ...(sectionName === '' ? {} : { minimumPlayers: 0 }) });
  if (sectionName !== '' && table.entrants.length === 1) throw oneInSection(sectionName, table.entrants[0]!);
  if (stored === null) {
    const withId = table.entrants.find((entrant) => entrant.id !== undefined);
    if (withId !== undefined) {
      throw new InputError(
        `the Players sheet has Sheetmate IDs, but Sheetmate's record of the event (the hidden sheet "${RECORD_SHEET}") is missing. ` +
          `Restore it with File ▸ Version history in Google Sheets (a version from before it was deleted). To carry on from Pairings as it stands instead, ${carryOnFromPairings(values.players[0] ?? [], table, pairingsHasRounds)}.`,
        { source: PLAYERS_SHEET, row: withId.row, column: SHEETMATE_ID_HEADER },
      );
    }
  }
  const entrants = identifyPlayers(table.entrants, section.players, PLAYERS_SHEET, confirmed).entrants;
  const seated = assignStartNumbers(entrants, section.players.map((player) => player.id));
  // The Dutch system rebuilds each paper round; a list (the quick Swiss, a round robin) is checked before the first round only.
  const names: PaperNames = settings.system === 'dutch' ? 'rounds' : section.rounds.length === 0 && !pairingsHasRounds ? 'list' : 'lenient';
  const players = withPaperHistory(seated, section, table, ownsPaperColumns, names);
  return { record, section, table, entrants, players, seating: seatingOf(seated, section.players) };
}

/**
 * What to clear so that Pairings, read without a record, is the event: the
 * Sheetmate ID column, and the Score, Opponents and Colours columns Sheetmate
 * wrote from Pairings (read with Pairings, they would count its rounds twice).
 */
function carryOnFromPairings(header: readonly unknown[], table: PlayersTable, pairingsHasRounds: boolean): string {
  const copies = PAPER_FIELDS.flatMap((field) => (table.columns[field] === undefined ? [] : [`"${String(header[table.columns[field]]).trim()}"`]));
  if (!pairingsHasRounds || copies.length === 0) return `clear the ${SHEETMATE_ID_HEADER} column`;
  const listed = copies.length === 1 ? copies[0]! : `${copies.slice(0, -1).join(', ')} and ${copies[copies.length - 1]!}`;
  return (
    `clear the cells of the ${SHEETMATE_ID_HEADER} column and of the ${listed} column${copies.length === 1 ? '' : 's'} of ${PLAYERS_SHEET}, keeping the headers ` +
    `(Sheetmate wrote ${copies.length === 1 ? 'it' : 'them'} from ${PAIRINGS_SHEET}: read with it, they would count its rounds twice)`
  );
}

/** A section of one player: it cannot be paired, and the words say which section and what to do. */
function oneInSection(section: string, only: Entrant): InputError {
  return new InputError(
    `section ${section} has one player, ${only.name}, and at least 2 are needed to pair it. Add players to ${section} (in the Section column), or give ${only.name} another section.`,
    { source: PLAYERS_SHEET, row: only.row, column: playersHeader('section') },
  );
}

/** The event state of seated players and their rounds, as the settings say. */
function eventState(players: readonly EventPlayer[], rounds: readonly EventRound[], settings: Settings, pairingsSheet: string): EventState {
  return buildEventState(players, rounds, pointSystemOf(settings.points), {
    pairingsSheet,
    ...(settings.rounds > 0 ? { totalRounds: settings.rounds } : {}),
    rebuildCarried: settings.system === 'dutch',
    lateEntryResult: lateEntryResultOf(settings),
  });
}

/** How a late entry's missed rounds are recorded, from the late-entry points setting. */
function lateEntryResultOf(settings: Settings): 'Z' | 'H' | 'F' {
  const points = settings.points;
  if (points.lateEntry === 0) return 'Z';
  return points.lateEntry === points.requestedBye ? 'H' : 'F';
}

/**
 * The event of entrants and the rounds of a Pairings sheet as typed (every
 * round by hand, names seated by the one name rule): what a reading without a
 * record gives, for the command line and for tests.
 */
export function eventFromTables(
  entrants: readonly Entrant[],
  rounds: readonly PairingsRound[],
  points: PointSystem,
  options: EventStateOptions & { readonly knownOrder?: readonly number[] } = {},
): EventState {
  const seated = assignStartNumbers(entrants, options.knownOrder ?? []);
  const table: PlayersTable = { entrants, columns: {}, rows: entrants.map((entrant) => entrant.row) };
  const names: PaperNames = options.rebuildCarried === true ? 'rounds' : rounds.length === 0 ? 'list' : 'lenient';
  const empty = EMPTY_RECORD.sections[0]!;
  const players = withPaperHistory(seated, empty, table, false, names, options.playersSource);
  const reconciled = reconcilePairings({ rounds }, empty, seatingOf(seated, []), { kind: 'complete' }, options.pairingsSheet);
  return buildEventState(players, reconciled.rounds, points, options);
}
