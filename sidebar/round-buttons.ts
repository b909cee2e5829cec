/**
 * The buttons that run a step on the server, enabled or not from where the
 * event stands and whether a step is running (so a double click sends one call).
 */
import type { PairingSystemId } from '../src/addon/api-types';
import { lockQuestion } from './confirm-question';
import { byId, show } from './dom';
import { state } from './panel-state';
import { expectedRounds } from './section-words';
import { renderSectionList } from './section-list';
import { serverAvailable } from './server-calls';

/** The buttons, for the modules that say what each does. */
export const buttons = {
  refresh: byId<HTMLButtonElement>('refresh'),
  pair: byId<HTMLButtonElement>('pair'),
  undo: byId<HTMLButtonElement>('undo'),
  updateStandings: byId<HTMLButtonElement>('update-standings'),
  exportTrf: byId<HTMLButtonElement>('export-trf'),
  writeSchedule: byId<HTMLButtonElement>('write-schedule'),
  importTrf: byId<HTMLInputElement>('import-trf'),
  quickPair: byId<HTMLButtonElement>('quick-pair'),
};

export function updateButtons(): void {
  const status = state.status;
  const ready = status !== null && serverAvailable();
  const sectioned = status?.sections !== undefined;
  buttons.pair.disabled = state.busy || !ready || status.finished || (sectioned && Object.keys(expectedRounds(status)).length === 0);
  buttons.pair.textContent = sectioned ? 'Pair every ready section' : 'Pair next round';
  // With sections, each section has its own Undo (the newest round of which section is the organiser's to say).
  // No Undo before a round is paired: there is nothing to undo.
  show(buttons.undo, status !== null && !sectioned && status.round > 0);
  buttons.undo.disabled = state.busy || !ready;
  if (status !== null && sectioned) renderSectionList(status);
  lockQuestion(state.busy);
  buttons.refresh.disabled = state.busy || !serverAvailable();
  for (const button of [buttons.updateStandings, buttons.exportTrf, buttons.writeSchedule, buttons.quickPair]) button.disabled = state.busy || !ready;
  buttons.importTrf.disabled = state.busy || !ready || (status !== null && status.round > 0);
  const roundRobin = (system: PairingSystemId) => system === 'round-robin' || system === 'double-round-robin';
  // With sections, for every round-robin section.
  show(buttons.writeSchedule, status !== null && (roundRobin(status.system) || (status.sections ?? []).some((section) => roundRobin(section.system))));
  buttons.pair.title = status?.finished ? 'The event is finished. Raise the number of rounds in Settings to play on.' : '';
}
