/**
 * Pair next round: pairs the next round of every section whose last round is
 * complete (an event without sections has one), each exactly as it would be
 * alone, writes them all at once with every view, and says what it did,
 * section by section. Asked for one section (or in an event without
 * sections), that section's refusal is the answer.
 */
import { InputError, InputErrors, NoValidPairingError } from '../errors';
import { nameKey } from '../ids';
import { formatPoints, type RoundPairing } from '../model';
import { accelerationNote } from '../event/acceleration';
import { pairedRound, type EventState } from '../event/event-state';
import { pairNextRound, requireCompleteRound, type PairingSystems } from '../event/next-round';
import { PAIRING_SYSTEMS, type PairedRound } from '../systems';
import { formatQuickSwissTable } from '../systems/quick-swiss-text';
import { newRoundRows, type PairingsRow } from '../views/pairings-rows';
import { keptApartIn, playerNameResolver, readDoNotPair, type ListedPair } from '../workbook/do-not-pair';
import { DO_NOT_PAIR_SHEET } from '../workbook/layout';
import { capitalise, inSection, listWords, ofSection, withOtherVersionNote } from './messages';
import { newRoundWrites } from './pairings-writes';
import type { ActionPlan, SectionOutcome, SheetWrite, WorkbookRead } from './plan';
import { findSection, readWorkbook, type Section, type Workbook } from './read';
import { statusOf } from './status';
import { changeOf, planEventWrites, recordWrite } from './writes';

/** What the organiser may ask of Pair next round: one section (or the event without sections) and its round, or each section's round. */
export interface PairRequest {
  readonly section?: string;
  readonly expectedRound?: number;
  readonly expectedRounds?: Readonly<Record<string, number>>;
}

interface Paired {
  readonly section: Section;
  readonly round: number;
  readonly next: PairedRound;
  readonly rows: readonly PairingsRow[];
  readonly after: EventState;
  readonly message: string;
}

/** Every listed pair of the Do not pair sheet, its names resolved to the players' current names (any section's). */
export function listedPairsOf(workbook: Workbook): ListedPair[] {
  const values = workbook.read.sheets.get(DO_NOT_PAIR_SHEET) ?? null;
  if (values === null) return [];
  const players = workbook.sections.flatMap((section) => section.event.entrants);
  const recorded = workbook.previous.sections.flatMap((section) => section.players);
  return readDoNotPair(values, playerNameResolver(players, recorded));
}

/**
 * Pairs and plans the next round (of every ready section), with Byes,
 * Standings, Crosstable, the phone views and the add-on's Players columns.
 *
 * @throws InputError when nothing could be paired: the one section's reason
 *   (or, with sections, each section's), and nothing is written;
 *   PairingRefusedError when a system's pairing breaks an absolute criterion.
 */
export function pairAction(read: WorkbookRead, request: PairRequest = {}, systems: PairingSystems = PAIRING_SYSTEMS): ActionPlan {
  const workbook = readWorkbook(read, { asked: request });
  // The sidebar names the sections it saw ready: a section ready only since is left for the next click.
  const asked = request.expectedRounds === undefined ? null : new Map(Object.entries(request.expectedRounds).map(([name, round]) => [nameKey(name), round]));
  const targets =
    request.section !== undefined ? [findSection(workbook, request.section)] : asked === null ? workbook.sections : workbook.sections.filter((section) => asked.has(nameKey(section.name)));
  if (targets.length === 0) throw new InputError('no section was asked for: name each section to pair with its round, such as { "U10": 3 }.');
  // One section asked for (or the only one): its refusal is the action's. Every section: each one's outcome is reported.
  const alone = !workbook.sectioned || request.section !== undefined;
  // The Do not pair sheet is read once: for one section, once its round is checked; for every section, before any.
  let listed: ListedPair[] | null = alone ? null : listedPairsOf(workbook);
  const listedPairs = () => (listed ??= listedPairsOf(workbook));
  const paired: Paired[] = [];
  const outcomes: SectionOutcome[] = [];
  for (const section of targets) {
    const expected = alone ? request.expectedRound : asked?.get(nameKey(section.name));
    try {
      const entry = pairSection(workbook, section, expected, alone, listedPairs, systems);
      if ('outcome' in entry) outcomes.push(entry);
      else {
        paired.push(entry);
        outcomes.push({ section: section.name, outcome: 'paired', message: entry.message });
      }
    } catch (error) {
      if (alone || !(error instanceof InputError || error instanceof InputErrors || error instanceof NoValidPairingError)) throw error;
      const words =
        error instanceof NoValidPairingError ? `${error.message} The FIDE rules leave this round to the arbiter: pair it by hand in ${section.pairingsSheet}.` : capitalise(error.message);
      outcomes.push({ section: section.name, outcome: 'not paired', message: `not paired. ${words}` });
    }
  }
  if (paired.length === 0) throw new InputError(`no section was paired.\n${outcomes.map((outcome) => inSection(outcome.section, outcome.message)).join('\n')}`);
  return pairedPlan(workbook, paired, outcomes);
}

/** One section's round paired, or why it waits. */
function pairSection(
  workbook: Workbook,
  section: Section,
  expected: number | undefined,
  alone: boolean,
  listed: () => readonly ListedPair[],
  systems: PairingSystems,
): Paired | SectionOutcome {
  const state = section.event.state;
  const round = state.roundsPlayed + 1;
  if (expected !== undefined && expected !== round) {
    throw new InputError(
      `round ${expected} was asked for, but ${section.name === '' ? 'the sheet' : section.name} now stands before round ${round}: look at ${section.pairingsSheet} first.`,
    );
  }
  if (!alone) {
    const waiting = waitingOutcome(section, round);
    if (waiting !== null) return waiting;
  }
  const next = pairNextRound(state, section.settings, systems, { keptApart: keptApartIn(listed(), section.event.seating.startNumberOfName) });
  const message = pairedMessage(workbook, section, next.pairing, round);
  const rows = newRoundRows(state, next.pairing, next.checks);
  return { section, round, next, rows, after: state.withRounds([...state.rounds, pairedRound(next.pairing)]), message };
}

function pairedPlan(workbook: Workbook, paired: readonly Paired[], outcomes: readonly SectionOutcome[]): ActionPlan {
  const byName = new Map(paired.map((entry) => [entry.section.name, entry]));
  const changes = workbook.sections.map((section) => {
    const entry = byName.get(section.name);
    return entry === undefined ? changeOf(section) : changeOf(section, entry.after, { idsFor: 'field', newRound: { round: entry.round, origin: 'paired' }, lockAll: true });
  });
  const action = `pairing ${paired.map((entry) => `round ${entry.round}${ofSection(entry.section.name)}`).join(', ')}`;
  const writes = planEventWrites(workbook, changes);
  const pairings: SheetWrite[] = paired.flatMap(({ section, rows }) => newRoundWrites(section.pairingsSheet, section.pairings, section.event.pairings, rows));
  const message = outcomes.map((outcome) => inSection(outcome.section, outcome.message)).join('\n');
  // The quick Swiss's table (Player A, Score, Player B, Score, Check) to copy or download, when one section was paired by it.
  const tables = paired.flatMap((entry) => (entry.next.table === undefined ? [] : [entry.next.table]));
  return withOtherVersionNote(workbook, {
    result: {
      message,
      status: statusOf(workbook, message, new Map(paired.map((entry) => [entry.section.name, entry.after]))),
      ...(tables.length === 1 ? { download: { fileName: 'swiss-pairing-engine.txt', text: formatQuickSwissTable(tables[0]!) } } : {}),
      ...(workbook.sectioned ? { sections: outcomes } : {}),
    },
    record: recordWrite(workbook, writes.record, 'first', action),
    writes: [...writes.names, ...pairings, ...writes.views],
    action,
    cache: writes.cache,
    lastAction: message,
    toast: { message, seconds: workbook.sectioned ? 8 : 5 },
    // Sheets shows the last sheet inserted (By name, on round 1): show the round just paired instead.
    show: paired[0]!.section.pairingsSheet,
  });
}

/** What a section not ready to pair reports when every section is paired at once: it waits for results, or it is finished. */
function waitingOutcome(section: Section, round: number): SectionOutcome | null {
  const state = section.event.state;
  try {
    requireCompleteRound(state);
  } catch {
    const last = state.rounds[state.rounds.length - 1]!;
    const boards = last.boards.filter((board) => board.result === null).map((board) => board.board);
    return { section: section.name, outcome: 'waits', message: `waits for results: round ${last.round}, board${boards.length === 1 ? '' : 's'} ${listWords(boards)}.` };
  }
  if (section.totalRounds > 0 && round > section.totalRounds) {
    return { section: section.name, outcome: 'finished', message: `finished: all ${section.totalRounds} rounds are paired.` };
  }
  return null;
}

/**
 * "Round 3 paired: 6 boards; bye: Ann (1 pt).", with what the organiser
 * should know: unrated players in round 1, the acceleration, players without
 * a score in a quick Swiss's first round, rounds taken as typed.
 */
function pairedMessage(workbook: Workbook, section: Section, pairing: RoundPairing, round: number): string {
  const { event, settings } = section;
  const state = event.state;
  const blankScores =
    settings.system === 'quick' && state.rounds.length === 0 && event.players.columns.score !== undefined && workbook.previous.playersColumns.length === 0
      ? state.players.filter((player) => player.paper?.score === null || player.paper === undefined).length
      : 0;
  const accelerated = accelerationNote(state, settings, round);
  return [
    describePairing(pairing, state) + (round === 1 && state.carriedRounds === 0 && settings.system !== 'quick' ? unratedNote(section) : ''),
    ...(accelerated === null ? [] : [accelerated]),
    ...(blankScores > 0 ? [`${blankScores} player${blankScores === 1 ? '' : 's'} had no score and count${blankScores === 1 ? 's' : ''} as 0.`] : []),
    ...event.notes,
  ].join(' ');
}

function describePairing(pairing: RoundPairing, state: EventState): string {
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  const parts = [`Round ${pairing.round} paired: ${pairing.boards.length} board${pairing.boards.length === 1 ? '' : 's'}`];
  const byes = pairing.byes.filter((bye) => bye.kind === 'pairing-allocated');
  if (byes.length > 0) parts.push(`bye: ${byes.map((bye) => `${nameOf(bye.player)} (${formatPoints(bye.points)} pt)`).join(', ')}`);
  return `${parts.join('; ')}.`;
}

/** Round 1 ranks unrated players after the rated ones: the message says so, and so does a missing Rating column. */
function unratedNote(section: Section): string {
  const { players, state } = section.event;
  if (players.columns.number !== undefined) return '';
  if (players.columns.rating === undefined) return ' There is no Rating column: every player is unrated, ranked in the order entered.';
  const unrated = state.players.filter((player) => player.entrant.rating === 0).length;
  if (unrated === 0) return '';
  return ` ${unrated} unrated player${unrated === 1 ? ' ranks' : 's rank'} after the rated ones, in the order entered.`;
}
