/**
 * The record an action leaves behind: built from the event as it will stand
 * after the action (a round paired or undone, results seen, names changed),
 * keeping what the previous record knew that the event state does not (how
 * and when each round was paired, the paper history, the IDs given out).
 * Start numbers become Sheetmate IDs here, and nowhere else.
 */
import { playerId, type PlayerId } from '../ids';
import type { EventState } from '../event/event-state';
import { paperSnapshot } from '../workbook/paper-history';
import { notationOf } from '../workbook/results';
import type { EventSettings } from './event-settings';
import { sectionOf, withSections, type EventRecord, type RecordedPlayer, type RoundOrigin, type RoundRecord, type SectionRecord } from './record';

export interface RecordUpdate {
  /** The event as it will stand after the action. */
  readonly state: EventState;
  readonly previous: EventRecord;
  /**
   * Who gets a Sheetmate ID now: the whole field (a round is being paired: the
   * start numbers are fixed for everyone), or only players in the rounds held.
   */
  readonly idsFor: 'field' | 'rounds';
  /** The round this action created, with how it was made. */
  readonly newRound?: { readonly round: number; readonly origin: RoundOrigin };
  /** Lock every round held (the add-on paired a round: the rounds before it are history now). */
  readonly lockAll?: boolean;
  /** How rounds the previous record did not hold came in (default: typed by hand). */
  readonly originOfOthers?: RoundOrigin;
  /** The time of the action (ISO 8601). */
  readonly now: string;
  /** The version of Sheetmate taking the action (`0.3.0`): the record names it, and so does the round it pairs. */
  readonly version: string;
  /** The section this state is: its name, '' for an event without a Section column. */
  readonly section: string;
  readonly playersColumns?: readonly string[];
  /** The settings the record keeps from now on (the previous record's by default). */
  readonly settings?: EventSettings;
}

export interface NextRecord {
  readonly record: EventRecord;
  /** Sheetmate ID by start number, for every player who has one. */
  readonly idByStartNumber: ReadonlyMap<number, PlayerId>;
}

/** The next record. Players without an ID who need one get the next free IDs, in start-number order. */
export function nextRecord(update: RecordUpdate): NextRecord {
  const { state, previous } = update;
  const before = sectionOf(previous, update.section);
  const started = state.rounds.length > 0;
  const othersStarted = previous.sections.some((section) => section !== before && section.rounds.length > 0);
  // An event with no round left starts afresh (its IDs are cleared from Players): IDs count from 1 again.
  let nextId = started || othersStarted ? previous.nextId : 1;

  const inRounds = new Set<number>();
  for (const round of state.rounds) {
    for (const board of round.boards) inRounds.add(board.white).add(board.black);
    for (const bye of round.byes) inRounds.add(bye.player);
  }
  const idByStartNumber = new Map<number, PlayerId>();
  const players: RecordedPlayer[] = [];
  if (started) {
    for (const player of state.players) {
      let id = player.entrant.id;
      if (id === undefined && (update.idsFor === 'field' || inRounds.has(player.startNumber))) id = playerId(nextId++);
      if (id === undefined) continue;
      idByStartNumber.set(player.startNumber, id);
      players.push({ id, name: player.entrant.name });
    }
  }
  const section: SectionRecord = {
    name: before.name,
    players,
    carried: !started ? null : (before.carried ?? paperSnapshot(state.players, idByStartNumber)),
    rounds: recordedRounds(update, before, idByStartNumber),
  };
  // A section keeps its place in the record; a new one goes last (in place of an unnamed section that holds nothing).
  const sections = previous.sections.includes(before)
    ? previous.sections.map((other) => (other === before ? section : other))
    : [...previous.sections.filter((other) => other.name !== '' || other.rounds.length > 0), section];
  const record: EventRecord = {
    ...withSections(previous, sections),
    nextId,
    playersColumns: update.playersColumns ?? previous.playersColumns,
    writtenBy: update.version,
  };
  const settings = update.settings ?? previous.settings;
  if (settings !== undefined) return { record: { ...record, settings }, idByStartNumber };
  return { record, idByStartNumber };
}

function recordedRounds(update: RecordUpdate, before: SectionRecord, idByStartNumber: ReadonlyMap<number, PlayerId>): RoundRecord[] {
  const idOf = (startNumber: number) => idByStartNumber.get(startNumber)!;
  const previousRounds = new Map(before.rounds.map((round) => [round.round, round]));
  return update.state.rounds.map((round) => {
    const earlier = previousRounds.get(round.round);
    const created = update.newRound?.round === round.round ? update.newRound : undefined;
    const origin: RoundOrigin = created?.origin ?? earlier?.origin ?? update.originOfOthers ?? 'typed';
    // The version that paired a round stays with it: a round paired now is this version's.
    const pairedBy = created !== undefined ? (created.origin === 'paired' ? update.version : undefined) : earlier?.pairedBy;
    return {
      round: round.round,
      origin,
      locked: update.lockAll === true || created !== undefined ? true : (earlier?.locked ?? origin !== 'typed'),
      pairedAt: created !== undefined ? update.now : (earlier?.pairedAt ?? update.now),
      ...(pairedBy === undefined ? {} : { pairedBy }),
      boards: round.boards.map((board) => ({
        board: board.board,
        white: idOf(board.white),
        black: idOf(board.black),
        result: board.result === null ? '' : (notationOf(board.result) ?? ''),
      })),
      byes: round.byes.map((bye) => ({ player: idOf(bye.player), kind: bye.kind })),
    };
  });
}
