/**
 * Reading where the event stands. Every action answers with the new status;
 * besides, while the panel is open and seen it reads the status again every
 * `REFRESH_EVERY_MS`, so it follows steps taken from the menu or by another
 * organiser; and the Refresh button reads it at once.
 */
import { buttons } from './round-buttons';
import { closeQuestion, questionOpen } from './confirm-question';
import { roundLine } from './labels';
import { showError, showMessage } from './messages';
import { state } from './panel-state';
import { callServer, serverAvailable } from './server-calls';
import { renderStatus, showHeadline } from './status-view';

/** How often the open panel reads the event again: often enough to follow the menu, seldom enough to cost nothing. */
const REFRESH_EVERY_MS = 45_000;

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

/** The timer's read: skipped while a step runs, while the panel is hidden, or when the status is fresh anyway. */
function refreshIfDue(): void {
  if (state.busy || state.refreshing || state.saving > 0 || document.hidden || !serverAvailable()) return;
  if (Date.now() - state.lastRead < REFRESH_EVERY_MS - 1_000) return;
  void refreshStatus(true);
}

export function wireRefresh(): void {
  buttons.refresh.addEventListener('click', () => {
    showMessage('');
    void refreshStatus();
  });
  // Follow the event while the panel is open; catch up at once when it is shown again.
  setInterval(refreshIfDue, REFRESH_EVERY_MS);
  document.addEventListener('visibilitychange', refreshIfDue);
}
