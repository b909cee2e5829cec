/**
 * The steps the panel runs on the server: pair, undo (with its question),
 * standings, TRF export and import, the round-robin schedule, and each
 * section's own buttons. One step at a time, with the buttons locked; the
 * outcome is shown at the top, with the new status.
 *
 * When a step from the menu (or another organiser) moved the event on, the
 * server refuses a stale button press and the panel says so at the top, where
 * the organiser is looking.
 */
import type { ActionResult } from '../src/addon/api-types';
import { askToConfirm, closeQuestion, wireQuestion } from './confirm-question';
import { offerDownload, shownDownload } from './download-panel';
import { errorText, staleNotice, staleRoundAskedFor } from './labels';
import { outcomeLine, showError, showMessage } from './messages';
import { state } from './panel-state';
import { buttons, updateButtons } from './round-buttons';
import { expectedRounds } from './section-words';
import { handleSectionButtons } from './section-list';
import { callServer } from './server-calls';
import { refreshStatus } from './status-refresh';
import { renderStatus } from './status-view';

/** The round (and section) an Undo question is about: the confirmed request names them back. */
let undoAsked: { section?: string; round: number } | null = null;

/** Brings the outcome of a step into view if the organiser had scrolled away from the top. */
function revealOutcome(): void {
  const shown = shownDownload() ?? outcomeLine();
  if (typeof shown.scrollIntoView === 'function') shown.scrollIntoView({ block: 'nearest' });
}

/** Runs one round action with the buttons locked, then shows its outcome and the new status. */
export async function runAction(pendingText: string, action: () => Promise<ActionResult>): Promise<void> {
  if (state.busy) return;
  state.busy = true;
  updateButtons();
  showMessage(pendingText);
  let refreshAfter: 'no' | 'yes' | 'stale' = 'no';
  try {
    const result = await action();
    state.lastRead = Date.now();
    renderStatus(result.status);
    if (result.needsConfirmation !== undefined) {
      if (result.undo !== undefined) undoAsked = { section: result.undo.section, round: result.undo.round };
      askToConfirm(result.needsConfirmation);
      showMessage('');
    } else {
      closeQuestion();
      showMessage(result.message);
    }
    // What the step said goes beside the file too: the file's panel is where the organiser is looking now.
    if (result.download !== undefined) offerDownload(result.download.fileName, result.download.text, result.warnings ?? [], result.message);
  } catch (error) {
    // The sheet may have changed under us (the menu, another organiser, a retry): show what it holds now.
    if (staleRoundAskedFor(errorText(error)) !== null) {
      refreshAfter = 'stale';
      showMessage('');
    } else {
      showError(error);
      refreshAfter = 'yes';
    }
  } finally {
    state.busy = false;
    updateButtons();
  }
  if (refreshAfter === 'stale') {
    // The server's words name the round this panel asked for; say instead where the event stands now, once.
    const read = await refreshStatus(true);
    showError(staleNotice(read ? state.status : null));
  } else if (refreshAfter === 'yes') {
    await refreshStatus();
  }
  revealOutcome();
}

function pairNextRound(): void {
  const status = state.status;
  if (status === null) return;
  closeQuestion();
  if (status.sections !== undefined) {
    // Every ready section, each with the round this panel saw: a section that moved on is refused, not paired twice.
    const expected = expectedRounds(status);
    void runAction(`Pairing ${Object.keys(expected).join(', ')}…`, () => callServer('pairNextRound', { expectedRounds: expected }));
    return;
  }
  const expectedRound = status.round + 1;
  void runAction(`Pairing round ${expectedRound}…`, () => callServer('pairNextRound', { expectedRound }));
}

function undoLastRound(confirmed: boolean): void {
  const asked = confirmed && undoAsked !== null ? undoAsked : { round: state.status?.round ?? 0 };
  closeQuestion();
  // The round to remove goes along, so a retry or a stale panel never removes a second one.
  void runAction(`Undoing round ${asked.round}${asked.section === undefined ? '' : ` of ${asked.section}`}…`, () =>
    callServer('undoLastRound', { confirmed, expectedRound: asked.round, ...(asked.section === undefined ? {} : { section: asked.section }) }),
  );
}

/** Reads the chosen TRF file in the browser and sends its text to the server. */
function importTrfFile(): void {
  const file = buttons.importTrf.files?.[0];
  if (file === undefined) return;
  const reader = new FileReader();
  reader.onload = () => {
    buttons.importTrf.value = '';
    void runAction(`Importing ${file.name}…`, () => callServer('importTrf', String(reader.result ?? '')));
  };
  reader.onerror = () => showError(new Error(`Could not read ${file.name}.`));
  reader.readAsText(file);
}

export function wireRoundActions(): void {
  handleSectionButtons({
    pair: (section, expectedRound) => {
      closeQuestion();
      void runAction(`Pairing round ${expectedRound} of ${section}…`, () => callServer('pairNextRound', { section, expectedRound }));
    },
    undo: (section, round) => {
      undoAsked = { section, round };
      closeQuestion();
      void runAction(`Undoing round ${round} of ${section}…`, () => callServer('undoLastRound', { section, expectedRound: round, confirmed: false }));
    },
    exportTrf: (section) => void runAction(`Writing the TRF of ${section}…`, () => callServer('exportTrf', { section })),
  });
  buttons.pair.addEventListener('click', pairNextRound);
  buttons.undo.addEventListener('click', () => undoLastRound(false));
  wireQuestion({
    yes: () => undoLastRound(true),
    no: () => {
      closeQuestion();
      showMessage('Nothing was undone.');
    },
  });
  buttons.updateStandings.addEventListener('click', () => void runAction('Updating standings…', () => callServer('updateStandings')));
  buttons.exportTrf.addEventListener('click', () => void runAction('Writing the TRF…', () => callServer('exportTrf')));
  buttons.writeSchedule.addEventListener('click', () => void runAction('Writing the schedule…', () => callServer('writeSchedule')));
  buttons.importTrf.addEventListener('change', importTrfFile);
}
