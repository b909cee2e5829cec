/**
 * Where the event stands, for the sidebar: the round, the players, the boards
 * still without a result, and any problem in the workbook named beside them.
 * An event with sections gives each section's status, and sums them up.
 */
import { InputError, InputErrors } from '../errors';
import type { EventState } from '../event/event-state';
import { missingBoards } from '../event/next-round';
import { sectionOf, type EventRecord, type SectionRecord } from '../record/record';
import { settingsOfSection } from '../record/event-settings';
import { storedRecordOf } from '../record/sheet-rows';
import { awardsSummary, type AwardsSummary } from '../views/awards-view';
import { AWARDS_SHEET } from '../workbook/layout';
import { roundMakersWords, type RoundMaker } from '../record/versions';
import { capitalise, inSection } from './messages';
import { answerOnly, type ActionPlan, type MissingResult, type SectionStatus, type Status, type WorkbookRead } from './plan';
import type { UnreadableResult } from '../workbook/pairings-table';
import { eventSettingsOf, readWorkbook, type Section, type UnreadSection, type Workbook } from './read';
import { teamStatusAction } from './team/team-repair';
import { isTeamEvent } from './team/team-workbook';

/** A section as its status needs it. */
type StatusSection = Pick<Section, 'name' | 'pairingsSheet' | 'settings' | 'totalRounds' | 'problem'> & {
  readonly event: Pick<Section['event'], 'state'> & Partial<Pick<Section['event'], 'pairings'>>;
};

/** The workbook as the status needs it. */
export type StatusWorkbook = Pick<Workbook, 'sectioned' | 'settings' | 'previous' | 'problems' | 'sectionNames' | 'read'> & { readonly sections: readonly StatusSection[] };

/**
 * Where the event stands. A problem in the workbook is named beside it: with
 * a mistyped result the sheets still tell the round, the players and the
 * missing results; with any other, the record does (with sections, for the
 * section that has the problem; the others are read as usual).
 */
export function statusAction(read: WorkbookRead): ActionPlan {
  if (isTeamEvent(read)) return teamStatusAction(read);
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
 * round that held it is undone), and what the Awards sheet says: `awards`
 * when the action writes it, else as the sheet holds it.
 */
export function statusOf(workbook: StatusWorkbook, lastAction: string | null, after: ReadonlyMap<string, EventState> = new Map(), awards?: AwardsSummary): Status {
  const summary = awards ?? awardsSummary(workbook.read.sheets.get(AWARDS_SHEET));
  return { ...sectionsStatus(workbook, lastAction, after), ...(summary === null ? {} : { awards: summary }) };
}

function sectionsStatus(workbook: StatusWorkbook, lastAction: string | null, after: ReadonlyMap<string, EventState>): Status {
  const statuses: SectionStatus[] = [
    ...workbook.sections.map((section) => {
      const changed = after.get(section.name);
      // A section the action changed no longer has the problem it was read with (the round that held it is undone).
      const mistyped = changed === undefined ? (section.event.pairings?.unreadableResults ?? []) : [];
      const state = changed ?? section.event.state;
      const status = sectionStatus(section, state, changed === undefined ? (section.problem ?? null) : null, mistyped);
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
    withdrawn: statuses.reduce((sum, status) => sum + (status.withdrawn ?? 0), 0),
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

function sectionStatus(section: StatusSection, state: EventState, problem: InputError | InputErrors | null, mistyped: readonly UnreadableResult[]): SectionStatus {
  // A result cell that holds something else (`2-0`) is a board that still needs its result: listed, with what it holds.
  const typedAt = new Map(mistyped.map((cell) => [`${cell.round}/${cell.board}`, cell.text]));
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  // The newest round's boards without a result, and any cleared since in a round later rounds were paired on.
  const missingResults: MissingResult[] = missingBoards(state).map(({ round, board }) => {
    const typed = typedAt.get(`${round}/${board.board}`);
    return { ...named(section.name), round, board: board.board, white: nameOf(board.white), black: nameOf(board.black), ...(typed === undefined ? {} : { typed }) };
  });
  const allPaired = section.totalRounds > 0 && state.roundsPlayed >= section.totalRounds;
  const finished = allPaired && missingResults.length === 0 && problem === null;
  return {
    section: section.name,
    round: state.roundsPlayed,
    totalRounds: section.totalRounds,
    players: state.players.length,
    withdrawn: state.players.filter((player) => player.entrant.status === 'withdrawn').length,
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
