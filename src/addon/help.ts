/**
 * Sheetmate ▸ Help: which Sheetmate this is, where its instructions are, and
 * a short diagnostic an organiser can copy into a message to whoever helps
 * them. The diagnostic counts (players, rounds, sections, results missing)
 * and says how the record stands; it holds no name of a player, a section or
 * the spreadsheet, and never a problem's words (they may name a player).
 *
 * Each item opens a small dialog (HtmlService); its HTML is built in
 * src/core/help/dialog-html.ts.
 */
import { diagnosticLines } from '../core/actions/diagnostic';
import { aboutBody, copyableBody, dialogHtml, instructionsBody } from '../core/help/dialog-html';
import type { AppsScriptServices, MenuApi } from '../sheets/apps-script';
import { readWorkbookValues } from './run';
import { INSTRUCTIONS_URL, SHEETMATE_VERSION } from './version';

/** The Help submenu's items: caption and the top-level function each one calls (entry.ts). */
const HELP_ITEMS = [
  { caption: `About Sheetmate ${SHEETMATE_VERSION}`, functionName: 'menuHelpAbout' },
  { caption: 'Instructions', functionName: 'menuHelpInstructions' },
  { caption: 'Diagnostic to copy into a message', functionName: 'menuHelpDiagnostic' },
  { caption: 'Check this installation', functionName: 'menuHelpCheckInstallation' },
] as const;

/** Adds Sheetmate ▸ Help to the add-on's menu (built in onOpen, also without authorisation: it reads nothing). */
export function addHelpMenu(services: AppsScriptServices, menu: MenuApi): void {
  const help = services.SpreadsheetApp.getUi().createMenu('Help');
  for (const item of HELP_ITEMS) help.addItem(item.caption, item.functionName);
  menu.addSeparator().addSubMenu(help);
}

export function showAbout(services: AppsScriptServices): void {
  showDialog(services, `Sheetmate ${SHEETMATE_VERSION}`, aboutBody(SHEETMATE_VERSION, INSTRUCTIONS_URL));
}

export function showInstructions(services: AppsScriptServices): void {
  showDialog(services, 'Sheetmate: instructions', instructionsBody(INSTRUCTIONS_URL));
}

export function showDiagnostic(services: AppsScriptServices): void {
  const text = diagnosticLines(readWorkbookValues(services, { needs: 'event' }), SHEETMATE_VERSION).join('\n');
  showCopyable(services, 'Sheetmate: diagnostic', 'Copy this into your message to whoever helps you with Sheetmate. It holds no names.', text);
}

/** A dialog with `text` in a box, selected, and a Copy button. */
export function showCopyable(services: AppsScriptServices, title: string, intro: string, text: string, height = 320): void {
  showDialog(services, title, copyableBody(intro, text), height);
}

function showDialog(services: AppsScriptServices, title: string, body: readonly string[], height = 320): void {
  const output = services.HtmlService.createHtmlOutput(dialogHtml(body)).setWidth(460).setHeight(height);
  services.SpreadsheetApp.getUi().showModalDialog(output, title);
}
