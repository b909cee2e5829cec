/**
 * Where the event stands, for the sidebar: the round, the players, the boards
 * still without a result, and any problem in the workbook named beside them.
 * An event with sections gives each section's status, and sums them up.
 */
import { InputError, InputErrors } from '../errors';
import type { EventState } from '../event/event-state';
import { sectionOf, type EventRecord, type SectionRecord } from '../record/record';
import { settingsOfSection } from '../record/event-settings';
import { storedRecordOf } from '../record/sheet-rows';
import { roundMakersWords, type RoundMaker } from '../record/versions';
import { capitalise, inSection } from './messages';
import { answerOnly, type ActionPlan, type MissingResult, type SectionStatus, type Status, type WorkbookRead } from './plan';
import { eventSettingsOf, readWorkbook, type Section, type UnreadSection, type Workbook } from './read';

/** A section as its status needs it. */
type StatusSection = Pick<Section, 'name' | 'pairingsSheet' | 'settings' | 'totalRounds' | 'problem'> & { readonly event: Pick<Section['event'], 'state'> };

/** The workbook as the status needs it. */
export type StatusWorkbook = Pick<Workbook, 'sectioned' | 'settings' | 'previous' | 'problems' | 'sectionNames' | 'read'> & { readonly sections: readonly StatusSection[] };

/**
 * Where the event stands. A problem in the workbook is named beside it: with
 * a mistyped result the sheets still tell the round, the players and the
 * missing results; with any other, the record does (with sections, for the
 * section that has the problem; the others are read as usual).
 */
export function statusAction(read: WorkbookRead): ActionPlan {
  try {
    return answerOnly({ message: '', status: statusOf(readWorkbook(read, { tolerant: true, lenientResults: true }), read.lastAction) });
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors) {
      return answerOnly({ message: '', status: { ...recordedStatus(read), lastAction: read.lastAction, problem: capitalise(error.message) } });
    }
    throw error;
  }
}

/**
 * The status of the workbook as read, with the sections in `after` as the
 * action leaves them (no longer with the problem they were read with: the
 * round that held it is undone).
 */
export function statusOf(workbook: StatusWorkbook, lastAction: string | null, after: ReadonlyMap<string, EventState> = new Map()): Status {
  const statuses: SectionStatus[] = [
    ...workbook.sections.map((section) => {
      const changed = after.get(section.name);
      const state = changed ?? section.event.state;
      const status = sectionStatus(section, state, changed === undefined ? (section.problem ?? null) : null);
      const pairedBy = roundMakersWords(roundMakers(sectionOf(workbook.previous, section.name), state, changed !== undefined, workbook.read.sheetmateVersion));
      return pairedBy === '' ? status : { ...status, pairedBy };
    }),
    ...workbook.problems.map((problem) => problemStatus(problem, workbook.previous)),
  ];
  if (!workbook.sectioned) {
    const { section: _section, next: _next, ...only } = statuses[0]!;
    return { ...only, lastAction };
  }
  // In Players' order, a section that cannot be read in its place.
  const order = new Map(workbook.sectionNames.map((name, index) => [name, index]));
  statuses.sort((a, b) => (order.get(a.section) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.section) ?? Number.MAX_SAFE_INTEGER));
  const problems = statuses.filter((status) => status.problem !== null);
  return {
    round: Math.max(0, ...statuses.map((status) => status.round)),
    totalRounds: Math.max(0, ...statuses.map((status) => status.totalRounds)),
    players: statuses.reduce((sum, status) => sum + status.players, 0),
    missingResults: statuses.flatMap((status) => status.missingResults),
    finished: statuses.length > 0 && statuses.every((status) => status.finished),
    system: workbook.settings.event.system,
    lastAction,
    problem: problems.length === 0 ? null : problems.map((status) => inSection(status.section, status.problem!)).join('\n'),
    ...(statuses.some((status) => status.pairedBy !== undefined)
      ? { pairedBy: statuses.flatMap((status) => (status.pairedBy === undefined ? [] : [inSection(status.section, status.pairedBy)])).join('\n') }
      : {}),
    sections: statuses,
  };
}

/**
 * How each round of a section's state came to be: as the record has it; a
 * round beyond the record is this version's when the action made it (the
 * section is in `after`: a round just paired), else typed by hand.
 */
function roundMakers(record: SectionRecord, state: EventState, changed: boolean, version: string): RoundMaker[] {
  const recorded = new Map(record.rounds.map((round) => [round.round, round]));
  return state.rounds.map((round) => recorded.get(round.round) ?? (changed ? { round: round.round, origin: 'paired', pairedBy: version } : { round: round.round, origin: 'typed' }));
}

function sectionStatus(section: StatusSection, state: EventState, problem: InputError | InputErrors | null): SectionStatus {
  const last = state.rounds[state.rounds.length - 1];
  // A board whose result cell holds something else is named by the problem, not listed as missing.
  const mistyped = new Set(problem === null ? [] : problemRows(problem, section.pairingsSheet));
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  const missingResults: MissingResult[] =
    last?.boards
      .filter((board) => board.result === null && (board.row === undefined || !mistyped.has(board.row)))
      .map((board) => ({ ...named(section.name), round: last.round, board: board.board, white: nameOf(board.white), black: nameOf(board.black) })) ?? [];
  const allPaired = section.totalRounds > 0 && state.roundsPlayed >= section.totalRounds;
  const finished = allPaired && missingResults.length === 0 && problem === null;
  return {
    section: section.name,
    round: state.roundsPlayed,
    totalRounds: section.totalRounds,
    players: state.players.length,
    missingResults,
    finished,
    system: section.settings.system,
    problem: problem === null ? null : capitalise(problem.message),
    next: problem !== null ? 'problem' : missingResults.length > 0 ? 'wait' : allPaired ? 'finished' : 'pair',
  };
}

/** A section that cannot be read: where the record has it. */
function problemStatus(problem: UnreadSection, record: EventRecord): SectionStatus {
  const recorded = recordedSection(sectionOf(record, problem.name));
  return { section: problem.name, ...recorded, totalRounds: problem.settings.rounds, finished: false, system: problem.settings.system, problem: capitalise(problem.error.message), next: 'problem' };
}

/** The Pairings rows a problem names. */
function problemRows(problem: InputError | InputErrors, pairingsSheet: string): number[] {
  const problems = problem instanceof InputErrors ? problem.problems : [problem];
  return problems.flatMap((one) => (one.location.source === pairingsSheet && one.location.row !== undefined ? [one.location.row] : []));
}

/** `{ section }` for a missing result in a named section; nothing in an event without sections. */
function named(section: string): { section?: string } {
  return section === '' ? {} : { section };
}

/** A section as the record has it: its newest round, its players, its boards without a result. */
function recordedSection(section: SectionRecord): Pick<Status, 'round' | 'players' | 'missingResults'> {
  const last = section.rounds[section.rounds.length - 1];
  const nameOf = new Map<number, string>(section.players.map((player) => [player.id, player.name]));
  return {
    round: last?.round ?? 0,
    players: section.players.length,
    missingResults: (last?.boards ?? [])
      .filter((board) => board.result === '')
      .map((board) => ({ ...named(section.name), round: last!.round, board: board.board, white: nameOf.get(board.white) ?? '', black: nameOf.get(board.black) ?? '' })),
  };
}

/** The status as the record has it, when the workbook cannot be read as an event (every section's, summed). */
function recordedStatus(read: WorkbookRead): Status {
  let record: EventRecord | null = null;
  try {
    record = storedRecordOf(read.record)?.record ?? null;
  } catch {
    record = null;
  }
  const settings = settingsOfSection(eventSettingsOf(read, record));
  const empty: Status = { round: 0, totalRounds: settings.rounds, players: 0, missingResults: [], finished: false, system: settings.system, lastAction: null, problem: null };
  if (record === null) return empty;
  const named = record.sections.filter((section) => section.name !== '');
  const sections = (named.length > 0 ? named : record.sections).map(recordedSection);
  return {
    ...empty,
    round: Math.max(0, ...sections.map((section) => section.round)),
    players: sections.reduce((sum, section) => sum + section.players, 0),
    missingResults: sections.flatMap((section) => section.missingResults),
  };
}
