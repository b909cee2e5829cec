/**
 * The list of sections under the event's lines, with each section's buttons
 * (sections-view.ts draws it). What the buttons do is handed in once by the
 * round actions, which themselves re-draw this list: importing them here
 * would make the two modules import each other.
 */
import type { Status } from '../src/addon/api-types';
import { byId, show } from './dom';
import { state } from './panel-state';
import { renderSections, type SectionHandlers } from './sections-view';
import { serverAvailable } from './server-calls';

const view = {
  sections: byId('sections'),
  sectionList: byId('section-list'),
};

let handlers: SectionHandlers | null = null;

/** Sets what the sections' Pair, Undo and TRF buttons do. */
export function handleSectionButtons(sectionHandlers: SectionHandlers): void {
  handlers = sectionHandlers;
}

export function renderSectionList(status: Status): void {
  show(view.sections, status.sections !== undefined);
  if (status.sections === undefined) return;
  if (handlers === null) throw new Error('The section buttons are drawn before the panel is wired.');
  renderSections(view.sectionList, status, state.busy || !serverAvailable(), handlers);
}
