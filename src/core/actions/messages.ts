/**
 * The words of the actions' messages: a message alone starts with a
 * capital, lists read "1, 2 and 5", and a section is named only in an event
 * that has sections.
 */
import type { StoredRecord } from '../record/sheet-rows';
import { otherVersionNote } from '../record/versions';
import type { ActionPlan, WorkbookRead } from './plan';

/** Messages are built to follow a location ("Players, row 3: …"); alone, they start with a capital. */
export function capitalise(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** "1, 2 and 5". */
export function listWords(items: readonly (string | number)[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** " of U10" after a round or a file of section U10; nothing in an event without sections. */
export function ofSection(section: string): string {
  return section === '' ? '' : ` of ${section}`;
}

/** How a section is named in messages: "U10: …" (nothing for an event without sections). */
export function inSection(section: string, message: string): string {
  return section === '' ? message : `${section}: ${message}`;
}

/**
 * The plan with the note an action gives once when the record it found was
 * last written by another version of Sheetmate (`otherVersionNote`): in its
 * message, the sidebar's last action and a toast (a result typed, which
 * shows nothing else, says it too). Only a plan that writes the record says
 * it: the record it writes names this version, so the next action is silent.
 */
export function withOtherVersionNote(workbook: { readonly held: StoredRecord | null; readonly read: WorkbookRead }, plan: ActionPlan): ActionPlan {
  const note = plan.record === null ? null : otherVersionNote(workbook.held?.record ?? null, workbook.read.sheetmateVersion);
  if (note === null) return plan;
  const message = plan.result.message === '' ? note : `${plan.result.message}\n${note}`;
  return {
    ...plan,
    result: { ...plan.result, message },
    lastAction: plan.lastAction === undefined ? note : message,
    toast: { message: plan.toast === undefined ? note : `${plan.toast.message}\n${note}`, seconds: Math.max(10, plan.toast?.seconds ?? 0) },
  };
}
