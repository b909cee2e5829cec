/**
 * Pair next round: pairs the next round of every section whose last round is
 * complete (an event without sections has one), each exactly as it would be
 * alone, writes them all at once with every view, and says what it did, section
 * by section. Asked for one section (or in an event without sections), that
 * section's refusal is the answer.
 */
import type { ActionResult, SectionOutcome } from './api-types';
import { accelerationNote } from '../core/event/acceleration';
import { keptApartIn, type ListedPair } from '../core/workbook/do-not-pair';
import { InputError, InputErrors, NoValidPairingError } from '../core/errors';
import type { EventState } from '../core/event/event-state';
import { pairNextRound, requireCompleteRound, type NextRound } from '../core/event/next-round';
import { nameKey } from '../core/ids';
import { inSection } from '../core/workbook/sections';
import { PAIRING_SYSTEMS } from '../core/systems';
import { newRoundRows } from '../core/views/views';
import { formatQuickSwissTable } from '../core/systems/quick-swiss';
import type { AppsScriptServices } from '../sheets/apps-script';
import { writeNewRound } from '../sheets/event-sheets';
import { announce } from './commit';
import { listedPairsOf } from './kept-apart';
import { withDocumentLock } from './lock';
import { describePairing, roundOf } from './paired-round';
import { saveLastAction } from './settings-store';
import { statusOf } from './status';
import { capitalise, listWords, ofSection } from './words';
import { findSection, loadWorkbook, type LoadedSection, type LoadedWorkbook } from './workbook';
import { commitEvent, sectionWrite } from './writes';

/** What the organiser may ask of Pair next round: one section (or the event without sections) and its round, or each section's round. */
type PairRequest = { readonly section?: string; readonly expectedRound?: number; readonly expectedRounds?: Readonly<Record<string, number>> };

interface Paired {
  readonly section: LoadedSection;
  readonly round: number;
  readonly next: NextRound;
  readonly rows: ReturnType<typeof newRoundRows>;
  readonly after: EventState;
  readonly message: string;
}

/**
 * Pairs and writes the next round (of every ready section), with Byes,
 * Standings, Crosstable, the phone views and the add-on's Players columns.
 *
 * @throws InputError when nothing could be paired: the one section's reason
 *   (or, with sections, each section's), and nothing is written.
 */
export function pairNextRoundAction(services: AppsScriptServices, request: PairRequest = {}): ActionResult {
  return withDocumentLock(services, () => {
    const workbook = loadWorkbook(services, { asked: request });
    const spreadsheet = workbook.spreadsheet;
    // The sidebar names the sections it saw ready: a section ready only since is left for the next click.
    const asked = request.expectedRounds === undefined ? null : new Map(Object.entries(request.expectedRounds).map(([name, round]) => [nameKey(name), round]));
    const targets =
      request.section !== undefined
        ? [findSection(workbook, request.section)]
        : asked === null
          ? workbook.sections
          : workbook.sections.filter((section) => asked.has(nameKey(section.name)));
    if (targets.length === 0) throw new InputError('no section was asked for: name each section to pair with its round, such as { "U10": 3 }.');
    // One section asked for (or the only one): its refusal is the action's. Every section: each one's outcome is reported.
    const alone = !workbook.sectioned || request.section !== undefined;
    // The Do not pair sheet is read once: for one section, once its round is checked; for every section, before any.
    let listed: ListedPair[] | null = alone ? null : listedPairsOf(workbook);

    const paired: Paired[] = [];
    const outcomes: SectionOutcome[] = [];
    for (const section of targets) {
      const state = section.event.state;
      const round = state.roundsPlayed + 1;
      const expected = alone ? request.expectedRound : asked?.get(nameKey(section.name));
      try {
        if (expected !== undefined && expected !== round) {
          throw new InputError(
            `round ${expected} was asked for, but ${section.name === '' ? 'the sheet' : section.name} now stands before round ${round}: look at ${section.pairingsSheet} first.`,
          );
        }
        if (!alone) {
          const waiting = waitingOutcome(section, round);
          if (waiting !== null) {
            outcomes.push(waiting);
            continue;
          }
        }
        listed ??= listedPairsOf(workbook);
        const next = pairNextRound(state, section.settings, PAIRING_SYSTEMS, { keptApart: keptApartIn(listed, state.startNumberOf) });
        const message = pairedMessage(workbook, section, next, round);
        const rows = newRoundRows(state, next.pairing, next.quickSwissRows);
        paired.push({ section, round, next, rows, after: section.event.rebuild([...state.rounds, roundOf(next.pairing, state)]), message });
        outcomes.push({ section: section.name, outcome: 'paired', message });
      } catch (error) {
        if (alone || !(error instanceof InputError || error instanceof InputErrors || error instanceof NoValidPairingError)) throw error;
        const words =
          error instanceof NoValidPairingError
            ? `${error.message} The FIDE rules leave this round to the arbiter: pair it by hand in ${section.pairingsSheet}.`
            : capitalise(error.message);
        outcomes.push({ section: section.name, outcome: 'not paired', message: `not paired. ${words}` });
      }
    }
    if (paired.length === 0) {
      throw new InputError(`no section was paired.\n${outcomes.map((outcome) => inSection(outcome.section, outcome.message)).join('\n')}`);
    }

    const byName = new Map(paired.map((entry) => [entry.section.name, entry]));
    const writes = workbook.sections.map((section) => {
      const entry = byName.get(section.name);
      if (entry === undefined) return sectionWrite(section);
      return sectionWrite(section, entry.after, { idsFor: 'field', newRound: { round: entry.round, origin: 'paired' }, lockAll: true }, section.event.state);
    });
    const action = `pairing ${paired.map((entry) => `round ${entry.round}${ofSection(entry.section.name)}`).join(', ')}`;
    commitEvent(services, workbook, writes, action, () => {
      for (const { section, rows } of paired) {
        writeNewRound(services.SpreadsheetApp, spreadsheet, section.pairings?.sheet ?? null, section.event.pairings, rows, section.pairingsSheet);
      }
    });

    const message = outcomes.map((outcome) => inSection(outcome.section, outcome.message)).join('\n');
    announce(
      () => saveLastAction(services.PropertiesService, message),
      () => spreadsheet.toast(message, 'Sheetmate', workbook.sectioned ? 8 : 5),
      // Sheets shows the last sheet inserted (By name, on round 1): show the round just paired instead.
      () => spreadsheet.getSheetByName(paired[0]!.section.pairingsSheet)?.activate(),
    );
    // The quick Swiss's table (Player A, Score, Player B, Score, Check) to copy or download, when one section was paired by it.
    const tables = paired.flatMap((entry) => (entry.next.quickSwissRows === undefined ? [] : [entry.next.quickSwissRows]));
    return {
      message,
      status: statusOf(workbook, message, new Map(paired.map((entry) => [entry.section.name, entry.after]))),
      ...(tables.length === 1 ? { download: { fileName: 'swiss-pairing-engine.txt', text: formatQuickSwissTable(tables[0]!) } } : {}),
      ...(workbook.sectioned ? { sections: outcomes } : {}),
    };
  });
}

/** What a section not ready to pair reports when every section is paired at once: it waits for results, or it is finished. */
function waitingOutcome(section: LoadedSection, round: number): SectionOutcome | null {
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
function pairedMessage(workbook: LoadedWorkbook, section: LoadedSection, next: NextRound, round: number): string {
  const { event, settings } = section;
  const state = event.state;
  const blankScores =
    settings.system === 'quick' && state.rounds.length === 0 && event.players.columns.score !== undefined && workbook.previous.playersColumns.length === 0
      ? state.players.filter((player) => player.entrant.carried?.score === null || player.entrant.carried === undefined).length
      : 0;
  const accelerated = accelerationNote(state, settings, round);
  return [
    describePairing(next.pairing, state) + (round === 1 && state.carriedRounds === 0 && settings.system !== 'quick' ? unratedNote(section) : ''),
    ...(accelerated === null ? [] : [accelerated]),
    ...(blankScores > 0 ? [`${blankScores} player${blankScores === 1 ? '' : 's'} had no score and count${blankScores === 1 ? 's' : ''} as 0.`] : []),
    ...event.notes,
  ].join(' ');
}

/** Round 1 ranks unrated players after the rated ones: the message says so, and so does a missing Rating column. */
function unratedNote(section: LoadedSection): string {
  const { players, state } = section.event;
  if (players.columns.number !== undefined) return '';
  if (players.columns.rating === undefined) return ' There is no Rating column: every player is unrated, ranked in the order entered.';
  const unrated = state.players.filter((player) => player.entrant.rating === 0).length;
  if (unrated === 0) return '';
  return ` ${unrated} unrated player${unrated === 1 ? ' ranks' : 's rank'} after the rated ones, in the order entered.`;
}
