/**
 * An event as the workbook holds it: the values of Players, Pairings and the
 * record (docs/record.md), read, matched and reconciled into the event state
 * every action starts from. Plain values in, so the whole reading is tested
 * without a spreadsheet; the adapter (src/sheets) only fetches the values.
 */
import { InputError, throwIfAny } from '../errors';
import { nameKey } from '../ids';
import type { CarriedHistory, Entrant } from '../event/entrant';
import { buildEventState, type EventState, type EventStateOptions } from '../event/event-state';
import { findColumns } from './headers';
import { identifyPlayers } from './identity';
import {
  PAIRINGS_SHEET,
  readPairingsLeniently,
  readPairingsTable,
  type PairingsTable,
  type RecordedBoard,
  type RecordedBye,
  type RecordedRound,
} from './pairings-table';
import { PAPER_FIELDS, PLAYER_COLUMNS, PLAYERS_SHEET, readPlayersTable, SHEETMATE_ID_HEADER, type PlayersTable } from './players-table';
import { EMPTY_RECORD, RECORD_SHEET, sectionOf, type EventRecord, type RecordState, type SectionRecord, type StoredRecord } from '../record/record';
import { reconcilePairings, type PlayerNames, type ReconciledPairings } from './reconcile';
import { parseResult } from './results';
import { pointSystemOf, type Settings } from '../record/settings';

export interface WorkbookValues {
  /** Players' values (header first), or null when there is no Players sheet. */
  readonly players: readonly (readonly unknown[])[] | null;
  /** Pairings' values, or null when there is no Pairings sheet. */
  readonly pairings: readonly (readonly unknown[])[] | null;
  /** The record, or null when the workbook has none yet. */
  readonly record: StoredRecord | null;
}

/**
 * What an add-on from before the record kept in document properties: the
 * start order and the paper history, by name. Read only when there is no
 * record, so such an event carries on; the first write replaces them.
 */
export interface LegacyMemory {
  readonly startOrder: readonly string[];
  readonly carried: Readonly<Record<string, CarriedHistory>>;
}

/** A section of the workbook read as an event: what every reading gives. */
interface SectionEvent {
  /** The record as read (an empty one when the workbook has none). */
  readonly record: EventRecord;
  readonly players: PlayersTable;
  /** The entrants as the event uses them: Sheetmate IDs matched, paper history decided. */
  readonly entrants: readonly Entrant[];
  readonly pairings: PairingsTable;
  readonly state: EventState;
  /** The state with other rounds (one more, one fewer), built the same way. */
  readonly rebuild: (rounds: readonly RecordedRound[]) => EventState;
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
  /** An older add-on's memory, for a workbook without a record (an event without sections only). */
  readonly legacy?: LegacyMemory | null;
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
  const base = readPlayersAndRecord(values, options.legacy ?? null, options.section ?? '');
  const { record, section, entrants, names } = base;
  const recordState: RecordState = values.record?.header.state ?? { kind: 'complete' };
  const pairings = readPairingsTable(values.pairings ?? [], sheet, { allowGaps: true, unreadableResults: options.unreadableResults ?? 'refuse' });
  const reconciled = reconcilePairings(values.pairings === null ? null : pairings, section, names, recordState, sheet);
  const { state, rebuild } = eventState(entrants, reconciled.rounds, section, settings, sheet);

  const notes: string[] = [];
  if (reconciled.newlyTyped.length > 0) {
    const rounds = reconciled.newlyTyped;
    const which = rounds.length === 1 ? `Round ${rounds[0]}` : `Rounds ${rounds[0]}–${rounds[rounds.length - 1]}`;
    notes.push(`${which} in ${sheet} ${rounds.length === 1 ? 'was' : 'were'} not paired by Sheetmate; taken as typed.`);
  }
  return { record, players: base.players, entrants, pairings, reconciled, state, rebuild, notes };
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
  const base = readPlayersAndRecord(values, null, which.section ?? '');
  const { record, section, entrants, names } = base;
  const interrupted = values.record.header.state.kind === 'writing';
  const pairings = readPairingsLeniently(values.pairings ?? []);
  const sheetRounds = new Map(pairings.rounds.map((round) => [round.round, round]));
  const nameOf = (id: number) => names.current.get(id) ?? names.recorded.get(id) ?? `Sheetmate ID ${id}`;
  const shows = (cell: string, id: number) => nameKey(cell) === nameKey(nameOf(id)) || nameKey(cell) === nameKey(names.recorded.get(id) ?? '');
  const idByName = new Map<string, number>();
  for (const [id, name] of names.recorded) idByName.set(nameKey(name), id);
  for (const [id, name] of names.current) idByName.set(nameKey(name), id);
  const resolve = (cell: string) => {
    const id = idByName.get(nameKey(cell));
    return id === undefined ? cell : nameOf(id);
  };

  const resultsFromRecord: { round: number; board: number }[] = [];
  const rounds: RecordedRound[] = section.rounds.map((recorded) => {
    const sheet = sheetRounds.get(recorded.round);
    if (!recorded.locked && sheet !== undefined) return typedAsResolved(sheet, resolve);
    const boards: RecordedBoard[] = recorded.boards.map((board) => {
      const row = sheet?.boards.find((candidate) => candidate.board === board.board && shows(candidate.white, board.white) && shows(candidate.black, board.black));
      if (row === undefined && board.result !== '') resultsFromRecord.push({ round: recorded.round, board: board.board });
      const result = row !== undefined ? row.result : (parseResult(board.result) ?? null);
      return { round: recorded.round, board: board.board, white: nameOf(board.white), black: nameOf(board.black), result, row: 0 };
    });
    const byes: RecordedBye[] = recorded.byes.map((bye) => ({ round: recorded.round, player: nameOf(bye.player), kind: bye.kind, row: 0 }));
    return { round: recorded.round, boards, byes };
  });
  const last = section.rounds[section.rounds.length - 1]?.round ?? 0;
  const beyond = pairings.rounds.filter((round) => round.round > last);
  const droppedRounds: number[] = [];
  for (const round of beyond) {
    if (interrupted || round.round !== (rounds[rounds.length - 1]?.round ?? round.round - 1) + 1) droppedRounds.push(round.round);
    else rounds.push(typedAsResolved(round, resolve));
  }
  const { state, rebuild } = eventState(entrants, rounds, section, settings, which.pairingsSheet ?? PAIRINGS_SHEET);
  return { record, players: base.players, entrants, pairings, state, rebuild, resultsFromRecord, droppedRounds };
}

function typedAsResolved(round: RecordedRound, resolve: (cell: string) => string): RecordedRound {
  return {
    round: round.round,
    boards: round.boards.map((board) => ({ ...board, white: resolve(board.white), black: resolve(board.black), row: 0 })),
    byes: round.byes.map((bye) => ({ ...bye, player: resolve(bye.player), row: 0 })),
  };
}

interface PlayersAndRecord {
  readonly record: EventRecord;
  readonly section: SectionRecord;
  readonly players: PlayersTable;
  readonly entrants: readonly Entrant[];
  readonly names: PlayerNames;
}

/** Players read, matched to the record's IDs, with the paper history decided. */
function readPlayersAndRecord(values: WorkbookValues, legacy: LegacyMemory | null, sectionName: string): PlayersAndRecord {
  if (values.players === null) {
    throw new InputError(
      `there is no sheet called "${PLAYERS_SHEET}". Add a sheet named ${PLAYERS_SHEET} with the columns Name and Rating, one player a row.`,
    );
  }
  const stored = values.record;
  const fromLegacy = stored === null && legacy !== null && legacy.startOrder.length > 0;
  const record = stored?.record ?? (fromLegacy ? legacyRecord(legacy!, values.players) : EMPTY_RECORD);
  const section = sectionOf(record, sectionName);
  const ownsPaperColumns = record.playersColumns.length > 0;

  // Ratings are optional: an unrated player (blank or 0) ranks after the rated ones, in entry order.
  const players = readPlayersTable(values.players, PLAYERS_SHEET, { outputFields: ownsPaperColumns ? PAPER_FIELDS : [] });
  if (stored === null && !fromLegacy) {
    const withId = players.entrants.find((entrant) => entrant.id !== undefined);
    if (withId !== undefined) {
      throw new InputError(
        `the Players sheet has Sheetmate IDs, but Sheetmate's record of the event (the hidden sheet "${RECORD_SHEET}") is missing. ` +
          'Restore it with File ▸ Version history (a version from before it was deleted). To carry on from Pairings as it stands instead, clear the Sheetmate ID column.',
        { source: PLAYERS_SHEET, row: withId.row, column: SHEETMATE_ID_HEADER },
      );
    }
  }
  const identified = identifyPlayers(players.entrants, section.players);
  const entrants = withPaperHistory(identified.entrants, section, players, ownsPaperColumns, fromLegacy ? legacy : null, values.pairings);
  const current = new Map<number, string>();
  for (const entrant of entrants) if (entrant.id !== undefined) current.set(entrant.id, entrant.name);
  const recorded = new Map(section.players.map((player) => [player.id, player.name]));
  return { record, section, players, entrants, names: { current, recorded } };
}

function eventState(
  entrants: readonly Entrant[],
  rounds: readonly RecordedRound[],
  section: SectionRecord,
  settings: Settings,
  pairingsSheet: string,
): { state: EventState; rebuild: (rounds: readonly RecordedRound[]) => EventState } {
  const options: EventStateOptions = {
    pairingsSheet,
    ...(settings.rounds > 0 ? { totalRounds: settings.rounds } : {}),
    knownOrder: section.players.map((player) => player.id),
    rebuildCarried: settings.system === 'dutch',
    lateEntryResult: lateEntryResultOf(settings),
  };
  const points = pointSystemOf(settings.points);
  return {
    state: buildEventState(entrants, rounds, points, options),
    rebuild: (other) => buildEventState(entrants, other, points, options),
  };
}

/** How a late entry's missed rounds are recorded, from the late-entry points setting. */
function lateEntryResultOf(settings: Settings): 'Z' | 'H' | 'F' {
  const points = settings.points;
  if (points.lateEntry === 0) return 'Z';
  return points.lateEntry === points.requestedBye ? 'H' : 'F';
}

/**
 * The paper history each entrant brings (Score, Opponents, Colours typed before
 * the add-on's first round):
 * - once the record holds a round, the snapshot it took then; Players' paper
 *   columns must still agree with it;
 * - before that, the Players sheet as typed (or, for an event run by an older
 *   add-on, what it kept in document properties).
 */
function withPaperHistory(
  entrants: readonly Entrant[],
  section: SectionRecord,
  players: PlayersTable,
  ownsPaperColumns: boolean,
  legacy: LegacyMemory | null,
  pairings: readonly (readonly unknown[])[] | null,
): Entrant[] {
  if (section.carried === null) {
    const pairingsHasRounds = pairings !== null && pairings.slice(1).some((row) => row.some((value) => String(value ?? '').trim() !== ''));
    if (legacy === null || !pairingsHasRounds) return entrants.slice();
    // The older add-on overwrote the Score and Opponents columns: its memory holds the paper history.
    const byName = new Map(Object.entries(legacy.carried).map(([name, history]) => [nameKey(name), history]));
    return entrants.map((entrant) => withCarried(entrant, byName.get(nameKey(entrant.name))));
  }
  const nameById = new Map<number, string>();
  for (const entrant of entrants) if (entrant.id !== undefined) nameById.set(entrant.id, entrant.name);
  const idByName = new Map([...nameById].map(([id, name]) => [nameKey(name), id]));
  for (const player of section.players) if (!idByName.has(nameKey(player.name))) idByName.set(nameKey(player.name), player.id);
  const snapshot = new Map(section.carried.map((carried) => [carried.id, carried]));

  const problems: InputError[] = [];
  const paperOnSheet = !ownsPaperColumns && PAPER_FIELDS.some((field) => players.columns[field] !== undefined);
  const result = entrants.map((entrant) => {
    const recorded = entrant.id === undefined ? undefined : snapshot.get(entrant.id);
    const history: CarriedHistory | undefined =
      recorded === undefined
        ? undefined
        : {
            score: recorded.score,
            opponents: recorded.opponents.map((opponent) => (typeof opponent === 'number' ? (nameById.get(opponent) ?? String(opponent)) : opponent)),
            colours: recorded.colours,
          };
    if (paperOnSheet && !samePaper(entrant.carried, history, idByName)) {
      problems.push(
        new InputError(
          history === undefined
            ? `${entrant.name} has a paper history (Score, Opponents or Colours), but joined after the event began in Sheetmate. ` +
                'These columns are read only before the first round Sheetmate pairs: clear them (a late entry scores the late-entry points chosen in the sidebar).'
            : `the paper history of ${entrant.name} (Score, Opponents, Colours) has changed since Sheetmate recorded it when the event began in Sheetmate: ` +
                `it was ${describePaper(history)}. Sheetmate goes on from what it recorded: put the cells back, or undo every round to start again from the new history.`,
          { source: PLAYERS_SHEET, row: entrant.row },
        ),
      );
    }
    return withCarried(entrant, history);
  });
  throwIfAny(problems);
  return result;
}

function withCarried(entrant: Entrant, carried: CarriedHistory | undefined): Entrant {
  const { carried: _typed, ...rest } = entrant;
  return carried === undefined ? rest : { ...rest, carried };
}

function samePaper(typed: CarriedHistory | undefined, recorded: CarriedHistory | undefined, idByName: ReadonlyMap<string, number>): boolean {
  const blank = (history: CarriedHistory | undefined) =>
    history === undefined || (history.score === null && history.opponents.length === 0 && history.colours === '');
  if (blank(typed) || blank(recorded)) return blank(typed) && blank(recorded);
  const key = (name: string) => {
    const id = idByName.get(nameKey(name));
    return id === undefined ? `name:${nameKey(name)}` : `id:${id}`;
  };
  return (
    typed!.score === recorded!.score &&
    typed!.colours === recorded!.colours &&
    typed!.opponents.length === recorded!.opponents.length &&
    typed!.opponents.every((name, index) => key(name) === key(recorded!.opponents[index]!))
  );
}

function describePaper(history: CarriedHistory): string {
  const parts = [
    history.score === null ? 'no score' : `score ${history.score / 10}`,
    history.opponents.length === 0 ? 'no opponents' : `opponents ${history.opponents.join(', ')}`,
    history.colours === '' ? 'no colours' : `colours ${history.colours}`,
  ];
  return parts.join(', ');
}

/** A record standing in for an older add-on's document properties: its start order, by name. */
function legacyRecord(legacy: LegacyMemory, players: readonly (readonly unknown[])[]): EventRecord {
  const nameColumn = findColumns(players[0] ?? [], PLAYER_COLUMNS).name;
  const onSheet = new Set(players.slice(1).map((row) => nameKey(String(row[nameColumn ?? 0] ?? ''))));
  const names = legacy.startOrder.filter((name) => onSheet.has(nameKey(name)));
  return {
    ...EMPTY_RECORD,
    nextId: names.length + 1,
    playersColumns: ['Score', 'Opponents'],
    sections: [{ name: '', players: names.map((name, index) => ({ id: index + 1, name })), carried: null, rounds: [] }],
  };
}
