/**
 * Undo last round: removes the newest round of a section (the one named, the
 * one paired last, or the event's own without sections). When results are
 * typed in it, nothing happens until the organiser confirms (the answer names
 * the boards that would be lost); with sections, an undo that names no
 * section asks first too, naming the section. `expectedRound` is the round the
 * organiser saw as the newest: a repeated or stale request is refused, so a
 * retry never removes two rounds.
 */
import type { ActionResult } from './api-types';
import { InputError } from '../core/errors';
import { sectionOf } from '../core/record/record';
import { inSection } from '../core/workbook/sections';
import type { AppsScriptServices } from '../sheets/apps-script';
import { deleteRoundRows } from '../sheets/event-sheets';
import { announce } from './commit';
import { withDocumentLock } from './lock';
import { loadLastAction, saveLastAction } from './settings-store';
import { statusOf } from './status';
import { ofSection } from './words';
import { findSection, loadWorkbook, type LoadedSection, type LoadedWorkbook } from './workbook';
import { commitEvent, sectionWrite } from './writes';

export function undoLastRoundAction(
  services: AppsScriptServices,
  options: { readonly confirmed?: boolean; readonly expectedRound?: number; readonly section?: string } = {},
): ActionResult {
  return withDocumentLock(services, () => {
    // A result mistyped in the round being undone does not stop the undo: that round is what goes.
    const workbook = loadWorkbook(services, { lenientResults: true, asked: options });
    const target = options.section !== undefined ? findSection(workbook, options.section) : workbook.sectioned ? lastPaired(workbook) : workbook.sections[0]!;
    if (target === null) throw new InputError('there is no round to undo: no section has a round paired yet.');
    const of = ofSection(target.name);
    const state = target.event.state;
    const last = state.rounds[state.rounds.length - 1];
    for (const section of workbook.sections) {
      const unreadable = section.event.pairings.unreadableResults ?? [];
      if (section.problem !== undefined && (section !== target || last === undefined || unreadable.some((cell) => cell.round !== last.round))) throw section.problem;
    }
    if (last === undefined) {
      throw new InputError(
        `there is no round to undo${target.name === '' ? '' : ` in ${target.name}`}: ${target.pairingsSheet} is empty` +
          `${options.expectedRound !== undefined ? ` (round ${options.expectedRound} was asked for: it was undone already)` : ''}.`,
      );
    }
    if (options.expectedRound !== undefined && options.expectedRound !== last.round) {
      throw new InputError(
        `round ${options.expectedRound}${of} was asked for (to be undone), but the newest round${of} is now round ${last.round}` +
          `${options.expectedRound > last.round ? ` (round ${options.expectedRound} is not paired: it was undone already, or never paired)` : ''}.`,
      );
    }
    const mistyped = new Map((target.event.pairings.unreadableResults ?? []).map((cell) => [cell.board, cell.text]));
    const typed = last.boards.filter((board) => board.result !== null || mistyped.has(board.board));
    // With sections, which section's round goes is the organiser's to confirm when the request did not name it.
    if (options.confirmed !== true && (typed.length > 0 || (workbook.sectioned && options.section === undefined))) {
      const shown = typed
        .slice(0, 8)
        .map((board) => `board ${board.board} (${board.white}–${board.black} ${board.result?.notation ?? `"${mistyped.get(board.board)}"`})`);
      const more = typed.length - shown.length;
      const lost = `${typed.length} result${typed.length === 1 ? '' : 's'} typed: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Undoing the round deletes them.`;
      return {
        message: `Round ${last.round}${of} was not removed.`,
        needsConfirmation: workbook.sectioned
          ? `Undo round ${last.round}${of}?${typed.length > 0 ? ` It already has ${lost}` : ''}`
          : `Round ${last.round} already has ${lost} Undo anyway?`,
        ...(workbook.sectioned ? { undo: { section: target.name, round: last.round } } : {}),
        status: statusOf(workbook, loadLastAction(services.PropertiesService)),
      };
    }
    const before = target.event.rebuild(state.rounds.slice(0, -1));
    const writes = workbook.sections.map((section) => (section === target ? sectionWrite(section, before) : sectionWrite(section)));
    commitEvent(services, workbook, writes, `undoing round ${last.round}${of}`, () => deleteRoundRows(target.pairings?.sheet ?? null, last));
    const message = inSection(target.name, `Round ${last.round} removed${typed.length > 0 ? ` with its ${typed.length} typed result${typed.length === 1 ? '' : 's'}` : ''}.`);
    announce(
      () => saveLastAction(services.PropertiesService, message),
      () => workbook.spreadsheet.toast(message, 'Sheetmate', 5),
    );
    return {
      message,
      status: statusOf(workbook, message, new Map([[target.name, before]])),
      ...(workbook.sectioned ? { sections: [{ section: target.name, outcome: 'undone' as const, message: `round ${last.round} removed.` }] } : {}),
    };
  });
}

/** The section whose newest round was paired last (the record's times; the later section on a tie). */
function lastPaired(workbook: LoadedWorkbook): LoadedSection | null {
  let best: { section: LoadedSection; at: string } | null = null;
  for (const section of workbook.sections) {
    if (section.event.state.rounds.length === 0) continue;
    const rounds = sectionOf(workbook.previous, section.name).rounds;
    const at = rounds[rounds.length - 1]?.pairedAt ?? '';
    if (best === null || at >= best.at) best = { section, at };
  }
  return best?.section ?? null;
}
