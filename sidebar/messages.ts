/**
 * The lines at the top of the panel, where the organiser is looking: the
 * outcome of the last step (a message or an error) and the last action the
 * sheet records.
 */
import type { Status } from '../src/addon/api-types';
import { byId, show } from './dom';
import { errorText } from './labels';
import { state } from './panel-state';

const view = {
  actionMessage: byId('action-message'),
  actionError: byId('action-error'),
  lastAction: byId('last-action'),
};

/** The last action's line, unless the message just above already says the same. */
function showLastAction(): void {
  const last = state.status?.lastAction ?? '';
  show(view.lastAction, last !== '' && last !== view.actionMessage.textContent);
}

export function renderLastAction(status: Status): void {
  view.lastAction.textContent = status.lastAction === null ? '' : `Last action: ${status.lastAction}`;
  showLastAction();
}

export function showMessage(text: string): void {
  view.actionMessage.textContent = text;
  view.actionError.textContent = '';
  show(view.actionError, false);
  showLastAction();
}

export function showError(error: unknown): void {
  view.actionMessage.textContent = '';
  view.actionError.textContent = errorText(error);
  show(view.actionError, true);
  showLastAction();
}

/** The line that says how the last step went: the error if there is one. */
export function outcomeLine(): HTMLElement {
  return view.actionError.hidden ? view.actionMessage : view.actionError;
}
