/**
 * The actions of an event with a Section column: each section is its own
 * event, paired exactly as it would be alone (its own players, start numbers,
 * settings and sheets), and one action covers them all: Pair next round pairs
 * every section whose last round is complete and says, section by section,
 * what it did and what still waits. The record is one, so every action writes
 * every section's part of it, and the views of every section, in one go.
 *
 * These run inside the document lock the caller (src/addon/actions.ts) holds,
 * from the reads it made (Players and the record, `FirstReads`).
 */
import type { ActionResult, MissingResult, SectionOutcome, SectionStatus, Status } from './api-types';
import { accelerationNote } from '../core/event/acceleration';
import { keptApartIn, refuseListedPairInRoundRobin, type ListedPair } from '../core/event/do-not-pair';
import { InputError, InputErrors, NoValidPairingError } from '../core/errors';
import type { EventState } from '../core/event/event-state';
import { pairNextRound, plannedRounds, requireCompleteRound } from '../core/event/next-round';
import { sectionKey, sectionOf } from '../core/event/record';
import { inSection, sectionSheet } from '../core/event/sections';
import { isRoundRobin, type Settings } from '../core/event/settings';
import { PAIRING_SYSTEMS } from '../core/event/systems';
import { eventToTrf } from '../core/event/trf-exchange';
import { newRoundRows, recordedRoundRows, scheduleRows, standingsView } from '../core/event/views';
import { readEventForRepair } from '../core/event/workbook-event';
import type { AppsScriptServices } from '../sheets/apps-script';
import { deleteRoundRows, rewritePairings, writeNewRound, writeTable } from '../sheets/event-sheets';
import { readSheet } from '../sheets/sheet-io';
import { announce, commitViews, commitWithRecord, duringWrites } from './commit';
import { lastCompleteState } from './event-writes';
import { listedPairs } from './kept-apart';
import { findSection, loadSections, type FirstReads, type LoadedSection, type SectionedWorkbook } from './load-sections';
import { describePairing, roundOf } from './paired-round';
import { prepareSectionWrites, type SectionWrite } from './section-writes';
import { loadLastAction, loadSettings, saveLastAction } from './settings-store';

const TRF_SHEET = 'TRF';
const SCHEDULE_SHEET = 'Schedule';

function load(services: AppsScriptServices, first: FirstReads, options: { tolerant?: boolean; lenientResults?: boolean } = {}): SectionedWorkbook {
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  return loadSections(spreadsheet, first, (section) => loadSettings(services.PropertiesService, section), options);
}

/** A section's part of an action that changes nothing in it but the views (and the record's copy of its results). */
function unchanged(section: LoadedSection): SectionWrite {
  const state = section.event.state;
  return { section, after: state, completed: lastCompleteState(state, section.event), update: { idsFor: 'rounds' } };
}

/** What the organiser may ask of Pair next round in an event with sections. */
export interface PairSectionsOptions {
  /** Pair this section alone. */
  readonly section?: string;
  /** With `section`: the round it is to pair (a repeated request is refused). */
  readonly expectedRound?: number;
  /** Without `section`: the round each section is to pair, as the sidebar saw them. */
  readonly expectedRounds?: Readonly<Record<string, number>>;
}

interface Paired {
  readonly section: LoadedSection;
  readonly round: number;
  readonly rows: ReturnType<typeof newRoundRows>;
  readonly after: EventState;
  readonly message: string;
}

/**
 * Pairs the next round of every section whose last round is complete (or of
 * one section), writes them all at once, and reports section by section.
 *
 * @throws InputError when no section could be paired (each section's reason listed), or the error of the one section asked for.
 */
export function pairSectionsAction(services: AppsScriptServices, first: FirstReads, options: PairSectionsOptions = {}): ActionResult {
  const workbook = load(services, first);
  const spreadsheet = workbook.spreadsheet;
  // The sidebar names the sections it saw ready: a section ready only since is left for the next click.
  const asked = options.expectedRounds === undefined ? null : new Map(Object.entries(options.expectedRounds).map(([name, round]) => [sectionKey(name), round]));
  const targets =
    options.section !== undefined
      ? [findSection(workbook, options.section)]
      : asked === null
        ? workbook.sections
        : workbook.sections.filter((section) => asked.has(sectionKey(section.name)));
  if (targets.length === 0) throw new InputError('no section was asked for: name each section to pair with its round, such as { "U10": 3 }.');
  const recorded = workbook.previous.sections.flatMap((section) => section.players);
  const listed: ListedPair[] = listedPairs(spreadsheet, workbook.playersTable.entrants, recorded);

  const paired: Paired[] = [];
  const outcomes: SectionOutcome[] = [];
  for (const section of targets) {
    const state = section.event.state;
    const round = state.roundsPlayed + 1;
    const expected = options.section !== undefined ? options.expectedRound : asked?.get(sectionKey(section.name));
    try {
      if (expected !== undefined && expected !== round) {
        throw new InputError(`round ${expected} was asked for, but ${section.name} now stands before round ${round}: look at ${section.pairingsSheet} first.`);
      }
      try {
        requireCompleteRound(state);
      } catch (waiting) {
        if (options.section !== undefined) throw waiting;
        const last = state.rounds[state.rounds.length - 1]!;
        const boards = last.boards.filter((board) => board.result === null).map((board) => board.board);
        outcomes.push({ section: section.name, outcome: 'waits', message: `waits for results: round ${last.round}, board${boards.length === 1 ? '' : 's'} ${listWords(boards)}.` });
        continue;
      }
      if (section.totalRounds > 0 && round > section.totalRounds && options.section === undefined) {
        outcomes.push({ section: section.name, outcome: 'finished', message: `finished: all ${section.totalRounds} rounds are paired.` });
        continue;
      }
      const next = pairNextRound(state, section.settings, PAIRING_SYSTEMS, { keptApart: keptApartIn(listed, state.startNumberOf) });
      const after = section.event.rebuild([...state.rounds, roundOf(next.pairing, state)]);
      const accelerated = accelerationNote(state, section.settings, round);
      const message = [describePairing(next.pairing, state), ...(accelerated === null ? [] : [accelerated]), ...section.event.notes].join(' ');
      paired.push({ section, round, rows: newRoundRows(state, next.pairing, next.quickSwissRows), after, message });
      outcomes.push({ section: section.name, outcome: 'paired', message });
    } catch (error) {
      if (options.section !== undefined) throw error;
      if (!(error instanceof InputError || error instanceof InputErrors || error instanceof NoValidPairingError)) throw error;
      const words = error instanceof NoValidPairingError
        ? `${error.message} The FIDE rules leave this round to the arbiter: pair it by hand in ${section.pairingsSheet}.`
        : capitalised(error.message);
      outcomes.push({ section: section.name, outcome: 'not paired', message: `not paired. ${words}` });
    }
  }
  if (paired.length === 0) {
    throw new InputError(`no section was paired.\n${outcomes.map((outcome) => inSection(outcome.section, outcome.message)).join('\n')}`);
  }

  const byName = new Map(paired.map((entry) => [entry.section.name, entry]));
  const writes = workbook.sections.map((section): SectionWrite => {
    const entry = byName.get(section.name);
    if (entry === undefined) return unchanged(section);
    return {
      section,
      after: entry.after,
      completed: section.event.state,
      update: { idsFor: 'field', newRound: { round: entry.round, origin: 'paired' }, lockAll: true },
    };
  });
  const action = `pairing ${paired.map((entry) => `round ${entry.round} of ${entry.section.name}`).join(', ')}`;
  const prepared = prepareSectionWrites(workbook, writes, loadSettings(services.PropertiesService));
  commitWithRecord(spreadsheet, workbook.record, prepared.record, action, () => {
    prepared.writeNames();
    for (const entry of paired) {
      writeNewRound(services.SpreadsheetApp, spreadsheet, entry.section.pairings?.sheet ?? null, entry.section.event.pairings, entry.rows, entry.section.pairingsSheet);
    }
    prepared.writePlayersAndViews();
  });

  const message = outcomes.map((outcome) => inSection(outcome.section, outcome.message)).join('\n');
  announce(
    () => saveLastAction(services.PropertiesService, message),
    () => spreadsheet.toast(message, 'Sheetmate', 8),
  );
  const after = new Map(paired.map((entry) => [entry.section.name, entry.after]));
  return { message, status: statusOfSections(workbook, loadSettings(services.PropertiesService), message, after), sections: outcomes };
}

/**
 * Undoes the newest round of one section: the one named, or the one paired
 * last. Without a section, or with results typed in the round, it first asks
 * (the answer names the section and round; the confirmed request names them
 * back, so a retry never removes a second round).
 */
export function undoSectionAction(
  services: AppsScriptServices,
  first: FirstReads,
  options: { readonly section?: string; readonly confirmed?: boolean; readonly expectedRound?: number } = {},
): ActionResult {
  // A result mistyped in the round being undone does not stop the undo: that round is what goes.
  const workbook = load(services, first, { lenientResults: true });
  const defaults = loadSettings(services.PropertiesService);
  const target = options.section !== undefined ? findSection(workbook, options.section) : lastPaired(workbook);
  if (target === null) throw new InputError('there is no round to undo: no section has a round paired yet.');
  const state = target.event.state;
  const last = state.rounds[state.rounds.length - 1];
  for (const section of workbook.sections) {
    const unreadable = section.event.pairings.unreadableResults ?? [];
    if (section.problem !== undefined && (section !== target || last === undefined || unreadable.some((cell) => cell.round !== last.round))) throw section.problem;
  }
  if (last === undefined) {
    throw new InputError(
      `there is no round to undo in ${target.name}: ${target.pairingsSheet} is empty${options.expectedRound !== undefined ? ` (round ${options.expectedRound} was asked for: it was undone already)` : ''}.`,
    );
  }
  if (options.expectedRound !== undefined && options.expectedRound !== last.round) {
    throw new InputError(
      `round ${options.expectedRound} of ${target.name} was asked to be undone, but its newest round is now round ${last.round}` +
        `${options.expectedRound > last.round ? ` (round ${options.expectedRound} is not paired: it was undone already, or never paired)` : ''}.`,
    );
  }
  const mistyped = new Map((target.event.pairings.unreadableResults ?? []).map((cell) => [cell.board, cell.text]));
  const typed = last.boards.filter((board) => board.result !== null || mistyped.has(board.board));
  if (options.confirmed !== true && (typed.length > 0 || options.section === undefined)) {
    const shown = typed
      .slice(0, 8)
      .map((board) => `board ${board.board} (${board.white}–${board.black} ${board.result?.notation ?? `"${mistyped.get(board.board)}"`})`);
    const more = typed.length - shown.length;
    return {
      message: `Round ${last.round} of ${target.name} was not removed.`,
      needsConfirmation:
        `Undo round ${last.round} of ${target.name}?` +
        (typed.length > 0
          ? ` It already has ${typed.length} result${typed.length === 1 ? '' : 's'} typed: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Undoing the round deletes them.`
          : ''),
      undo: { section: target.name, round: last.round },
      status: statusOfSections(workbook, defaults, loadLastAction(services.PropertiesService)),
    };
  }
  const before = target.event.rebuild(state.rounds.slice(0, -1));
  const writes = workbook.sections.map((section): SectionWrite =>
    section === target ? { section, after: before, completed: lastCompleteState(before, section.event), update: { idsFor: 'rounds' } } : unchanged(section),
  );
  const action = `undoing round ${last.round} of ${target.name}`;
  const prepared = prepareSectionWrites(workbook, writes, defaults);
  commitWithRecord(workbook.spreadsheet, workbook.record, prepared.record, action, () => {
    prepared.writeNames();
    deleteRoundRows(target.pairings?.sheet ?? null, last);
    prepared.writePlayersAndViews();
  });
  const message = inSection(target.name, `round ${last.round} removed${typed.length > 0 ? ` with its ${typed.length} typed result${typed.length === 1 ? '' : 's'}` : ''}.`);
  announce(
    () => saveLastAction(services.PropertiesService, message),
    () => workbook.spreadsheet.toast(message, 'Sheetmate', 5),
  );
  return {
    message,
    status: statusOfSections(workbook, defaults, message, new Map([[target.name, before]])),
    sections: [{ section: target.name, outcome: 'undone', message: `round ${last.round} removed.` }],
  };
}

/** The section whose newest round was paired last (the record's times; the later section on a tie). */
function lastPaired(workbook: SectionedWorkbook): LoadedSection | null {
  let best: { section: LoadedSection; at: string } | null = null;
  for (const section of workbook.sections) {
    if (section.event.state.rounds.length === 0) continue;
    const rounds = sectionOf(workbook.previous, section.name).rounds;
    const at = rounds[rounds.length - 1]?.pairedAt ?? '';
    if (best === null || at >= best.at) best = { section, at };
  }
  return best?.section ?? null;
}

/**
 * Update standings (and a typed result): every section's views, the Teams
 * sheet, Live, By name, and the record's copy of the results. A result typed
 * in one section's Pairings (`edited`) rewrites that section's views only
 * (besides Teams, Live and By name): the others cannot have changed.
 */
export function refreshSectionsAction(services: AppsScriptServices, first: FirstReads, edited?: string): ActionResult {
  const workbook = load(services, first);
  const defaults = loadSettings(services.PropertiesService);
  const action = 'updating the standings';
  const only = edited === undefined ? undefined : workbook.sections.find((section) => sectionKey(section.name) === sectionKey(edited))?.name;
  const prepared = prepareSectionWrites(workbook, workbook.sections.map(unchanged), defaults, only === undefined ? {} : { viewsOf: only });
  commitViews(workbook.spreadsheet, workbook.record, prepared.record, action, () => {
    prepared.writeNames();
    prepared.writePlayersAndViews();
  });
  const message = `Standings updated: ${workbook.sections.map((section) => `${section.name} after round ${lastCompleteState(section.event.state, section.event).roundsPlayed}`).join(', ')}.`;
  return { message, status: statusOfSections(workbook, defaults, loadLastAction(services.PropertiesService)) };
}

/** Where every section stands, for the sidebar; a section that cannot be read shows its problem, the others their status. */
export function sectionsStatusAction(services: AppsScriptServices, first: FirstReads): Status {
  const workbook = load(services, first, { tolerant: true, lenientResults: true });
  return statusOfSections(workbook, loadSettings(services.PropertiesService), loadLastAction(services.PropertiesService));
}

function statusOfSections(workbook: SectionedWorkbook, defaults: Settings, lastAction: string | null, after: ReadonlyMap<string, EventState> = new Map()): Status {
  const statuses: SectionStatus[] = [];
  for (const section of workbook.sections) {
    const status = sectionStatus(section, after.get(section.name) ?? section.event.state);
    // Read with a mistyped result taken as blank: where it stands, and what stops it.
    statuses.push(section.problem === undefined ? status : { ...status, problem: capitalised(section.problem.message), next: 'problem' });
  }
  for (const problem of workbook.problems) {
    const recorded = sectionOf(workbook.previous, problem.name);
    const last = recorded.rounds[recorded.rounds.length - 1];
    statuses.push({
      section: problem.name,
      round: last?.round ?? 0,
      totalRounds: problem.settings.rounds,
      players: recorded.players.length,
      missingResults: [],
      finished: false,
      system: problem.settings.system,
      problem: capitalised(problem.error.message),
      next: 'problem',
    });
  }
  const order = new Map(workbook.sections.map((section, index) => [sectionKey(section.name), index]));
  statuses.sort((a, b) => (order.get(sectionKey(a.section)) ?? Number.MAX_SAFE_INTEGER) - (order.get(sectionKey(b.section)) ?? Number.MAX_SAFE_INTEGER));
  const problems = statuses.filter((status) => status.problem !== null);
  return {
    round: Math.max(0, ...statuses.map((status) => status.round)),
    totalRounds: Math.max(0, ...statuses.map((status) => status.totalRounds)),
    players: statuses.reduce((sum, status) => sum + status.players, 0),
    missingResults: statuses.flatMap((status) => status.missingResults),
    finished: statuses.length > 0 && statuses.every((status) => status.finished),
    system: defaults.system,
    lastAction,
    problem: problems.length === 0 ? null : problems.map((status) => inSection(status.section, status.problem!)).join('\n'),
    sections: statuses,
  };
}

function sectionStatus(section: LoadedSection, state: EventState): SectionStatus {
  const last = state.rounds[state.rounds.length - 1];
  const missingResults: MissingResult[] =
    last?.boards
      .filter((board) => board.result === null)
      .map((board) => ({ section: section.name, round: board.round, board: board.board, white: board.white, black: board.black })) ?? [];
  const finished = section.totalRounds > 0 && state.roundsPlayed >= section.totalRounds && missingResults.length === 0;
  return {
    section: section.name,
    round: state.roundsPlayed,
    totalRounds: section.totalRounds,
    players: state.players.length,
    missingResults,
    finished,
    system: section.settings.system,
    problem: null,
    next: missingResults.length > 0 ? 'wait' : finished || (section.totalRounds > 0 && state.roundsPlayed >= section.totalRounds) ? 'finished' : 'pair',
  };
}

/**
 * Exports one section as a TRF (on its `TRF <section>` sheet, and as a
 * download), or, without a section, every section to its own sheet.
 */
export function exportSectionsTrfAction(services: AppsScriptServices, first: FirstReads, options: { readonly section?: string } = {}): ActionResult {
  const workbook = load(services, first);
  const spreadsheet = workbook.spreadsheet;
  const targets = options.section === undefined ? workbook.sections : [findSection(workbook, options.section)];
  const recorded = workbook.previous.sections.flatMap((section) => section.players);
  const listed = listedPairs(spreadsheet, workbook.playersTable.entrants, recorded);
  const files = targets.map((section) => {
    const state = section.event.state;
    const view = standingsView(state, section.settings, section.totalRounds);
    const forbiddenPairs = keptApartIn(listed, state.startNumberOf).map((pair) => pair.players);
    const text = eventToTrf(state, section.settings, view.standings, `${spreadsheet.getName()} ${section.name}`, section.totalRounds, { forbiddenPairs });
    return { section, text, sheet: sectionSheet(TRF_SHEET, section.name) };
  });
  duringWrites('writing the TRF sheets', () => {
    for (const file of files) {
      writeTable(spreadsheet, file.sheet, file.text.trimEnd().split('\n').map((line) => [line]), 0, workbook.previous.tables[file.sheet] ?? 0);
    }
  });
  const message = files
    .map((file) => `TRF of ${file.section.name} written to the ${file.sheet} sheet (${file.section.event.state.players.length} players, ${file.section.event.state.roundsPlayed} rounds).`)
    .join('\n');
  const single = files.length === 1 ? files[0]! : null;
  const defaults = loadSettings(services.PropertiesService);
  return {
    message,
    status: statusOfSections(workbook, defaults, loadLastAction(services.PropertiesService)),
    ...(single !== null
      ? { download: { fileName: `${`${spreadsheet.getName()}-${single.section.name}`.replace(/[^\w.-]+/g, '-') || 'tournament'}.trf`, text: single.text } }
      : {}),
  };
}

/** The whole schedule of a round-robin section (or of every round-robin section) on its `Schedule <section>` sheet. */
export function sectionsScheduleAction(services: AppsScriptServices, first: FirstReads, options: { readonly section?: string } = {}): ActionResult {
  const workbook = load(services, first);
  const spreadsheet = workbook.spreadsheet;
  const targets = options.section === undefined ? workbook.sections.filter((section) => isRoundRobin(section.settings.system)) : [findSection(workbook, options.section)];
  if (targets.length === 0 || targets.some((section) => !isRoundRobin(section.settings.system))) {
    throw new InputError(
      options.section === undefined
        ? 'no section is a round robin: the whole schedule exists only for round robins. Choose round robin for a section in the sidebar first.'
        : `${targets[0]!.name} is not a round robin: the whole schedule exists only for round robins.`,
    );
  }
  const recorded = workbook.previous.sections.flatMap((section) => section.players);
  const listed = listedPairs(spreadsheet, workbook.playersTable.entrants, recorded);
  const schedules = targets.map((section) => {
    const state = section.event.state;
    refuseListedPairInRoundRobin(keptApartIn(listed, state.startNumberOf), (startNumber) => state.players[startNumber - 1]!.entrant.name);
    const pairings = Array.from({ length: section.totalRounds }, (_, index) => PAIRING_SYSTEMS.roundRobin!(state.tournament, index + 1, section.settings));
    return { section, rows: scheduleRows(state, pairings), sheet: sectionSheet(SCHEDULE_SHEET, section.name) };
  });
  duringWrites('writing the schedule', () => {
    for (const schedule of schedules) writeTable(spreadsheet, schedule.sheet, schedule.rows, 1, workbook.previous.tables[schedule.sheet] ?? 0);
  });
  const message = schedules.map((schedule) => `The ${schedule.section.totalRounds}-round schedule of ${schedule.section.name} is on the ${schedule.sheet} sheet.`).join('\n');
  announce(() => saveLastAction(services.PropertiesService, message));
  return { message, status: statusOfSections(workbook, loadSettings(services.PropertiesService), message) };
}

/**
 * Rebuild sheets from the record, every section: each Pairings sheet written
 * anew from the record (keeping the results still typed in it), then the
 * Players columns, the views and the record.
 */
export function rebuildSectionsAction(services: AppsScriptServices, first: FirstReads): ActionResult {
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  const split = first.split!;
  if (first.record.stored === null) {
    throw new InputError('Sheetmate has no record of this event yet, so there is nothing to rebuild the sheets from. Pair a round first.');
  }
  const stored = { ...first.record.stored, record: split.record ?? first.record.stored.record };
  const repairs = split.sections.map((section) => {
    const pairingsSheet = sectionSheet('Pairings', section.name);
    const settings = loadSettings(services.PropertiesService, section.name);
    const pairings = readSheet(spreadsheet, pairingsSheet);
    const repair = readEventForRepair({ players: section.players, pairings: pairings?.values ?? null, record: stored }, settings, { section: section.name, pairingsSheet });
    return { name: section.name, pairingsSheet, settings, pairings, repair };
  });
  // The views are written from the repaired events, as every action writes them.
  const workbook = loadSectionsForRepair(services, first, repairs);
  const writes = workbook.sections.map((section, index): SectionWrite => {
    const repair = repairs[index]!.repair;
    return { section, after: repair.state, completed: lastCompleteState(repair.state, repair), update: { idsFor: 'rounds' } };
  });
  const action = 'rebuilding the sheets from the record';
  const prepared = prepareSectionWrites(workbook, writes, loadSettings(services.PropertiesService), { reformat: true });
  commitWithRecord(spreadsheet, first.record, prepared.record, action, () => {
    for (const { repair, pairings, pairingsSheet, settings } of repairs) {
      const state = repair.state;
      const withCheck = settings.system === 'quick' || repair.pairings.columns.check >= 0;
      const rows = recordedRoundRows(state.rounds, (index) => repair.rebuild(state.rounds.slice(0, index)), withCheck);
      rewritePairings(services.SpreadsheetApp, spreadsheet, pairings === null ? null : { ...pairings, table: repair.pairings }, rows, pairingsSheet);
    }
    prepared.writePlayersAndViews();
  });
  const message = repairs
    .map(({ name, repair }) => {
      const rounds = repair.state.rounds.map((round) => round.round);
      const held = rounds.length === 0 ? 'no round yet' : `round${rounds.length === 1 ? '' : 's'} ${rounds[0]}${rounds.length > 1 ? `–${rounds[rounds.length - 1]}` : ''}`;
      const fromRecord = repair.resultsFromRecord.length;
      return inSection(
        name,
        `rebuilt from Sheetmate's record: ${held}.${fromRecord > 0 ? ` ${fromRecord} result${fromRecord === 1 ? ' came' : 's came'} from the record as last seen: check ${fromRecord === 1 ? 'it' : 'them'}.` : ''}`,
      );
    })
    .join('\n');
  announce(
    () => saveLastAction(services.PropertiesService, message),
    () => spreadsheet.toast(message, 'Sheetmate', 8),
  );
  return { message, status: statusOfSections(workbook, loadSettings(services.PropertiesService), message) };
}

/** The workbook as the repair wrote it: each section's event from the record, not from its (damaged) Pairings. */
function loadSectionsForRepair(
  services: AppsScriptServices,
  first: FirstReads,
  repairs: readonly { readonly name: string; readonly pairingsSheet: string; readonly settings: Settings; readonly repair: ReturnType<typeof readEventForRepair> }[],
): SectionedWorkbook {
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  const base = loadSections(spreadsheet, { ...first, split: { ...first.split!, sections: [] } }, (section) => loadSettings(services.PropertiesService, section));
  return {
    ...base,
    sections: repairs.map(({ name, pairingsSheet, settings, repair }) => ({
      name,
      pairingsSheet,
      settings,
      pairings: null,
      event: {
        record: repair.record,
        players: repair.players,
        entrants: repair.entrants,
        pairings: repair.pairings,
        reconciled: { rounds: repair.state.rounds, newlyTyped: [], renames: [] },
        state: repair.state,
        rebuild: repair.rebuild,
        notes: [],
      },
      totalRounds: plannedRounds(repair.state, settings, PAIRING_SYSTEMS),
    })),
  };
}

function capitalised(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

function listWords(items: readonly number[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
