/**
 * Saving the settings from the sidebar. The settings decide what the views
 * show (the tie-breaks, the number of rounds, the points), so once an event
 * has views, saving rewrites them: Standings, Crosstable, Byes, Live and
 * By name agree with the settings the moment they change.
 */
import { LIVE_SHEET } from '../core/views/live-view';
import { InputError, InputErrors } from '../core/errors';
import type { Settings } from '../core/record/settings';
import type { AppsScriptServices } from '../sheets/apps-script';
import { STANDINGS_SHEET } from '../sheets/event-sheets';
import { refreshAction } from './refresh';
import { WriteInterruptedError } from './commit';
import { saveSettingsPatch } from './settings-store';
import { sectionSheet } from '../core/workbook/sections';

/**
 * Saves the settings (of the event, or of one of `sections`, as Players names
 * them), then rewrites the views when the spreadsheet has them
 * (a new spreadsheet gets no sheets from a setting). A problem in the
 * workbook that stops the views (a mistyped result) leaves them as they were:
 * the settings are saved, and the sidebar's status names the problem.
 */
export function saveSettingsAction(services: AppsScriptServices, patch: unknown, sections: readonly string[] = []): Settings {
  const settings = saveSettingsPatch(services.PropertiesService, patch, sections);
  const spreadsheet = services.SpreadsheetApp.getActiveSpreadsheet();
  // With sections, each section's Standings sheet is named after it; Live covers them all.
  const views = [STANDINGS_SHEET, LIVE_SHEET, ...sections.map((section) => sectionSheet(STANDINGS_SHEET, section))];
  if (views.every((name) => spreadsheet.getSheetByName(name) === null)) return settings;
  try {
    refreshAction(services);
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors) return settings;
    if (error instanceof WriteInterruptedError) throw error;
    // Said as what happened: the settings are saved, the views are not rewritten.
    throw new WriteInterruptedError('rewriting the views for the new settings (the settings are saved)', error);
  }
  return settings;
}
