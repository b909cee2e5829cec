/**
 * The sidebar: where the event stands, the round buttons, and the settings.
 *
 * Every piece of data from the sheet (names, messages) reaches the page through
 * `textContent` or `new Option(text)`, never as HTML, so a player named
 * `<img src=x onerror=…>` shows as those characters.
 *
 * The panel keeps itself up to date: every action answers with the new
 * status, and while the panel is open and seen it reads the status again
 * (status-refresh.ts). When a step from the menu (or another organiser) moved
 * the event on, the server refuses a stale button press and the panel says so
 * at the top, where the organiser is looking (round-actions.ts).
 *
 * This module starts the panel; each part of it has its own module:
 * status-view.ts (where the event stands), section-list.ts (each section's
 * buttons), round-buttons.ts and round-actions.ts (the steps), download-panel.ts
 * (files to copy or save), quick-swiss-text.ts, share-panel.ts,
 * prizes-panel.ts (the Awards sheet's summary, the prize settings), why-panel.ts
 * (why this pairing, and why not), and
 * settings-panel.ts, settings-form.ts and tiebreak-list.ts (Settings).
 */
import { wireDownloadPanel } from './download-panel';
import { showError } from './messages';
import { wireQuickSwiss } from './quick-swiss-text';
import { wireRoundActions } from './round-actions';
import { updateButtons } from './round-buttons';
import { serverAvailable } from './server-calls';
import { loadSettings, wireSettingsForm } from './settings-form';
import { wireSharePanel } from './share-panel';
import { refreshStatus, wireRefresh } from './status-refresh';
import { showHeadline } from './status-view';
import { wireWhyPanel } from './why-panel';

function wire(): void {
  wireRoundActions();
  wireQuickSwiss();
  wireRefresh();
  wireSharePanel();
  wireWhyPanel();
  wireDownloadPanel();
  wireSettingsForm();
}

async function start(): Promise<void> {
  wire();
  updateButtons();
  if (!serverAvailable()) {
    showHeadline('Not connected to a spreadsheet.');
    showError('This panel works inside Google Sheets: open it from the Sheetmate menu ▸ Open sidebar.');
    return;
  }
  // The settings are asked for first, then the status, both at once.
  const settings = loadSettings();
  await Promise.all([refreshStatus(), settings]);
}

void start();
