/**
 * Undo last round: removes the newest round of a section (the one named, the
 * one paired last, or the event's own without sections). When results are
 * typed in it, nothing happens until the organiser confirms (the answer names
 * the boards that would be lost); with sections, an undo that names no
 * section asks first too, naming the section. `expectedRound` is the round the
 * organiser saw as the newest: a repeated or stale request is refused, so a
 * retry never removes two rounds.
 */
import { InputError } from '../errors';
import type { EventRound } from '../event/event-state';
import { sectionOf } from '../record/record';
import { notationOf } from '../workbook/results';
import { inSection, ofSection, withOtherVersionNote } from './messages';
import { roundDeletion } from './pairings-writes';
import type { ActionPlan, WorkbookRead } from './plan';
import { findSection, readWorkbook, type Section, type Workbook } from './read';
import { statusOf } from './status';
import { changeOf, planEventWrites, recordWrite } from './writes';

export interface UndoRequest {
  readonly confirmed?: boolean;
  readonly expectedRound?: number;
  readonly section?: string;
}

export function undoAction(read: WorkbookRead, request: UndoRequest = {}): ActionPlan {
  // A result mistyped in the round being undone does not stop the undo: that round is what goes.
  const workbook = readWorkbook(read, { lenientResults: true, asked: request });
  const target = request.section !== undefined ? findSection(workbook, request.section) : workbook.sectioned ? lastPaired(workbook) : workbook.sections[0]!;
  if (target === null) throw new InputError('there is no round to undo: no section has a round paired yet.');
  const last = target.event.state.rounds[target.event.state.rounds.length - 1];
  for (const section of workbook.sections) {
    const unreadable = section.event.pairings.unreadableResults ?? [];
    if (section.problem !== undefined && (section !== target || last === undefined || unreadable.some((cell) => cell.round !== last.round))) throw section.problem;
  }
  const of = ofSection(target.name);
  if (last === undefined) {
    throw new InputError(
      `there is no round to undo${target.name === '' ? '' : ` in ${target.name}`}: ${target.pairingsSheet} is empty` +
        `${request.expectedRound !== undefined ? ` (round ${request.expectedRound} was asked for: it was undone already)` : ''}.`,
    );
  }
  if (request.expectedRound !== undefined && request.expectedRound !== last.round) {
    throw new InputError(
      `round ${request.expectedRound}${of} was asked for (to be undone), but the newest round${of} is now round ${last.round}` +
        `${request.expectedRound > last.round ? ` (round ${request.expectedRound} is not paired: it was undone already, or never paired)` : ''}.`,
    );
  }
  const mistyped = new Map((target.event.pairings.unreadableResults ?? []).map((cell) => [cell.board, cell.text]));
  const typed = last.boards.filter((board) => board.result !== null || mistyped.has(board.board));
  // With sections, which section's round goes is the organiser's to confirm when the request did not name it.
  if (request.confirmed !== true && (typed.length > 0 || (workbook.sectioned && request.section === undefined))) return question(workbook, target, last, typed, mistyped);
  const before = target.event.state.withRounds(target.event.state.rounds.slice(0, -1));
  const changes = workbook.sections.map((section) => (section === target ? changeOf(section, before) : changeOf(section)));
  const action = `undoing round ${last.round}${of}`;
  const writes = planEventWrites(workbook, changes);
  const message = inSection(target.name, `Round ${last.round} removed${typed.length > 0 ? ` with its ${typed.length} typed result${typed.length === 1 ? '' : 's'}` : ''}.`);
  return withOtherVersionNote(workbook, {
    result: {
      message,
      status: statusOf(workbook, message, new Map([[target.name, before]])),
      ...(workbook.sectioned ? { sections: [{ section: target.name, outcome: 'undone' as const, message: `round ${last.round} removed.` }] } : {}),
    },
    record: recordWrite(workbook, writes.record, 'first', action),
    writes: [...writes.names, ...(target.pairings === null ? [] : roundDeletion(target.pairingsSheet, last)), ...writes.views],
    action,
    cache: writes.cache,
    lastAction: message,
    toast: { message, seconds: 5 },
  });
}

/** The question asked before an undo that would delete typed results (or, with sections, before an undo that names no section). */
function question(workbook: Workbook, target: Section, last: EventRound, typed: EventRound['boards'], mistyped: ReadonlyMap<number, string>): ActionPlan {
  const of = ofSection(target.name);
  const nameOf = (startNumber: number) => target.event.state.players[startNumber - 1]!.entrant.name;
  const shown = typed
    .slice(0, 8)
    .map((board) => `board ${board.board} (${nameOf(board.white)}–${nameOf(board.black)} ${board.result === null ? `"${mistyped.get(board.board)}"` : notationOf(board.result)})`);
  const more = typed.length - shown.length;
  const lost = `${typed.length} result${typed.length === 1 ? '' : 's'} typed: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Undoing the round deletes them.`;
  return {
    result: {
      message: `Round ${last.round}${of} was not removed.`,
      needsConfirmation: workbook.sectioned
        ? `Undo round ${last.round}${of}?${typed.length > 0 ? ` It already has ${lost}` : ''}`
        : `Round ${last.round} already has ${lost} Undo anyway?`,
      ...(workbook.sectioned ? { undo: { section: target.name, round: last.round } } : {}),
      status: statusOf(workbook, workbook.read.lastAction),
    },
    record: null,
    writes: [],
    action: 'asking before an undo',
  };
}

/** The section whose newest round was paired last (the record's times; the later section on a tie). */
function lastPaired(workbook: Workbook): Section | null {
  let best: { section: Section; at: string } | null = null;
  for (const section of workbook.sections) {
    if (section.event.state.rounds.length === 0) continue;
    const rounds = sectionOf(workbook.previous, section.name).rounds;
    const at = rounds[rounds.length - 1]?.pairedAt ?? '';
    if (best === null || at >= best.at) best = { section, at };
  }
  return best?.section ?? null;
}
