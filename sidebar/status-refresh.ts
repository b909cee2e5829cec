/**
 * Reading where the event stands. Every action answers with the new status;
 * besides, while the panel is open and seen it asks every `CHECK_EVERY_MS`
 * for the spreadsheet's change token (two cells and a property: cheap), and
 * reads the whole status only when the token changed, so a step taken from
 * the menu or by another organiser, or a cell fixed, shows here within
 * seconds; and the Refresh button reads it at once. A server without the
 * token (an older add-on) is read whole every `REFRESH_EVERY_MS`.
 */
import { buttons } from './round-buttons';
import { closeQuestion, questionOpen } from './confirm-question';
import { roundLine } from './labels';
import { showError, showMessage } from './messages';
import { state } from './panel-state';
import { callServer, serverAvailable } from './server-calls';
import { renderStatus, showHeadline } from './status-view';

/** How often the open panel asks whether anything changed. */
const CHECK_EVERY_MS = 5_000;
/** How often it reads the whole status when the server has no change token. */
const REFRESH_EVERY_MS = 45_000;

/** Whether the server answers getChangeToken; null until asked. */
let tokens: boolean | null = null;

/**
 * Reads where the event stands and shows it. `quiet` (the timer) keeps a
 * failed read to itself: the next step the organiser takes will say it.
 * Returns whether the read succeeded.
 */
export async function refreshStatus(quiet = false): Promise<boolean> {
  state.refreshing = true;
  const before = state.status;
  try {
    const status = await callServer('getStatus');
    state.lastRead = Date.now();
    renderStatus(status);
    if (before !== null && before.round !== status.round && questionOpen()) {
      // The question was about a round that is no longer the newest: answering it would undo another.
      closeQuestion();
      showError(`The event moved on while the question was open (${roundLine(status).toLowerCase()} now). Nothing was undone.`);
    }
    return true;
  } catch (error) {
    if (state.status === null) showHeadline('Could not read the event.');
    if (!quiet) showError(error);
    return false;
  } finally {
    state.refreshing = false;
  }
}

/** Whether the timer may ask the server now: not while a step runs, nor while the panel is hidden. */
function mayAsk(): boolean {
  return !(state.busy || state.refreshing || state.saving > 0 || document.hidden || !serverAvailable());
}

/** The timer: the change token, and the status when it changed (or, without tokens, the status when due). */
async function checkForChanges(): Promise<void> {
  if (!mayAsk()) return;
  if (tokens === false) {
    if (Date.now() - state.lastRead >= REFRESH_EVERY_MS - 1_000) await refreshStatus(true);
    return;
  }
  state.refreshing = true;
  let token: string;
  try {
    token = await callServer('getChangeToken');
    tokens = true;
  } catch {
    // An older add-on (no token), or a dropped connection: read the whole status on the slow timer instead.
    tokens ??= false;
    return;
  } finally {
    state.refreshing = false;
  }
  if (token !== state.changeToken && mayAsk()) await refreshStatus(true);
}

export function wireRefresh(): void {
  buttons.refresh.addEventListener('click', () => {
    showMessage('');
    void refreshStatus();
  });
  // Follow the event while the panel is open; catch up at once when it is shown again.
  setInterval(() => void checkForChanges(), CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => void checkForChanges());
}
