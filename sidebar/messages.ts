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
  sayingProblem = null;
  showLastAction();
}

/** The problem of the sheets the error at the top is about (a step refused because of it), or null. */
let sayingProblem: string | null = null;

/**
 * Whether the error at the top already says the sheets' problem (a step was
 * refused because of it): the problem is then not said a second time below.
 * When the problem it said is gone (fixed in the sheet), the error goes too.
 */
export function errorSaysProblem(problem: string | null): boolean {
  const error = view.actionError.hidden ? '' : (view.actionError.textContent ?? '');
  if (problem !== null && problem !== '' && error.includes(problem)) {
    sayingProblem = problem;
    return true;
  }
  if (sayingProblem !== null) {
    // The problem this error was about is fixed (or another took its place): the error is no longer true.
    sayingProblem = null;
    view.actionError.textContent = '';
    show(view.actionError, false);
    showLastAction();
  }
  return false;
}

/** The line that says how the last step went: the error if there is one. */
export function outcomeLine(): HTMLElement {
  return view.actionError.hidden ? view.actionMessage : view.actionError;
}
