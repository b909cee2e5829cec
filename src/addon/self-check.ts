/**
 * Sheetmate ▸ Help ▸ Check this installation (docs/self-check.md): under the
 * document lock, a six-player event played in scratch sheets of the
 * organiser's spreadsheet by the real actions and the real adapter, timed
 * step by step; the scratch sheets deleted whatever happened; the
 * organiser's sheets and properties compared before and after; and a report
 * to copy into a message. The steps are src/core/self-check, their run
 * src/sheets/self-check.ts; this is the dialogs and the check's own
 * services (its scratch sheets, its settings in memory).
 */
import { CHECK_SETTINGS, checkSteps } from '../core/self-check/event';
import { reportLines } from '../core/self-check/report';
import type { AppsScriptServices } from '../sheets/apps-script';
import { memoryProperties, type ScratchSheets } from '../sheets/scratch';
import { installationFacts, type CheckIo } from '../sheets/self-check';
import { commitPlan } from './commit';
import { showCopyable } from './help';
import { readWorkbookValues } from './run';
import { loadLastEdit, saveStoredSettings } from './settings-store';
import { PROGRAM_NAME, SHEETMATE_VERSION } from './version';

const QUESTION =
  'Sheetmate will play a six-player practice event in new sheets named "Sheetmate check …", then delete them. ' +
  'Your own sheets and settings are not touched. It takes about a minute: please do not type in the spreadsheet meanwhile. Go on?';

export function checkInstallation(services: AppsScriptServices): void {
  const ui = services.SpreadsheetApp.getUi();
  // The question is the first check: a dialog can be shown.
  if (ui.alert('Check this installation', QUESTION, ui.ButtonSet.YES_NO) !== ui.Button.YES) return;
  const facts = installationFacts(services, {
    version: SHEETMATE_VERSION,
    steps: checkSteps(PROGRAM_NAME),
    // The trigger noted the time with `new Date()`: compared with the same clock.
    lastEdit: { at: loadLastEdit(services.PropertiesService), now: new Date().getTime() },
    io: (scratch) => checkIo(services, scratch),
  });
  const text = reportLines(facts).join('\n');
  const intro = 'If a line says FAILED, NOT or CHANGED, copy this into a message to whoever helps you with Sheetmate. It names none of your players.';
  try {
    showCopyable(services, 'Sheetmate: installation check', intro, text, 560);
  } catch (error) {
    // An HTML dialog refused is itself a finding: the report still reaches the organiser, in the alert that did work.
    const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
    const words = typeof message === 'string' ? message : String(error);
    ui.alert('Sheetmate: installation check', `${text}\nReport dialog: NOT shown (${words}); this plain box instead: select the text to copy it.`, ui.ButtonSet.OK);
  }
}

/** The check's own services: its scratch sheets as the spreadsheet, its settings and caches in memory. */
function checkIo(services: AppsScriptServices, scratch: ScratchSheets): CheckIo {
  const app = services.SpreadsheetApp;
  const own: AppsScriptServices = {
    ...services,
    SpreadsheetApp: { Dimension: app.Dimension, ProtectionType: app.ProtectionType, getActiveSpreadsheet: () => scratch.spreadsheet, getUi: () => app.getUi(), newDataValidation: () => app.newDataValidation() },
    PropertiesService: memoryProperties(),
  };
  saveStoredSettings(own.PropertiesService, CHECK_SETTINGS);
  return { read: (request) => readWorkbookValues(own, request), commit: (plan) => commitPlan(own, plan), now: () => Date.now() };
}
