/**
 * Sheetmate ▸ Help: which Sheetmate this is, where its instructions are, and
 * a short diagnostic an organiser can copy into a message to whoever helps
 * them. The diagnostic counts (players, rounds, sections, results missing)
 * and says how the record stands; it holds no name of a player, a section or
 * the spreadsheet, and never a problem's words (they may name a player).
 *
 * Each item opens a small dialog (HtmlService), because an alert can hold
 * neither a link to click nor text to select and copy.
 */
import { diagnosticLines } from '../core/actions/diagnostic';
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
  showDialog(services, `Sheetmate ${SHEETMATE_VERSION}`, [
    paragraph(`Sheetmate ${SHEETMATE_VERSION}: chess tournament pairings inside Google Sheets (FIDE Dutch Swiss, round robins, tie-breaks, TRF). Free software under the MIT licence.`),
    `<p>Instructions, what changed in each version (CHANGELOG.md) and the source: ${link(INSTRUCTIONS_URL)}</p>`,
    paragraph('Sheetmate reads and writes only this spreadsheet, and sends nothing anywhere.'),
  ]);
}

export function showInstructions(services: AppsScriptServices): void {
  showDialog(services, 'Sheetmate: instructions', [
    `<p>The instructions are in Sheetmate's README: ${link(INSTRUCTIONS_URL)}</p>`,
    paragraph('In short: type names and ratings in a sheet called Players, choose Sheetmate ▸ Pair next round, type each result in the Result column of Pairings, then pair the next round. Sheetmate ▸ Open sidebar has the settings and where the event stands.'),
  ]);
}

export function showDiagnostic(services: AppsScriptServices): void {
  const text = diagnosticLines(readWorkbookValues(services, { needs: 'event' }), SHEETMATE_VERSION).join('\n');
  showCopyable(services, 'Sheetmate: diagnostic', 'Copy this into your message to whoever helps you with Sheetmate. It holds no names.', text);
}

/** A dialog with `text` in a box, selected, and a Copy button: what an organiser pastes into a message. */
export function showCopyable(services: AppsScriptServices, title: string, intro: string, text: string, height = 320): void {
  showDialog(services, title, [
    paragraph(intro),
    `<textarea id="diagnostic" readonly rows="${text.split('\n').length + 3}">${escapeHtml(text)}</textarea>`,
    '<p><button type="button" id="copy">Copy</button> <span id="copied" role="status"></span></p>',
    // Selecting the text first lets a person copy it with the keyboard where the clipboard is refused.
    `<script>
      var box = document.getElementById('diagnostic');
      box.focus(); box.select();
      document.getElementById('copy').addEventListener('click', function () {
        box.select();
        var done = function () { document.getElementById('copied').textContent = 'Copied.'; };
        if (navigator.clipboard) navigator.clipboard.writeText(box.value).then(done, function () { document.execCommand('copy'); done(); });
        else { document.execCommand('copy'); done(); }
      });
    </script>`,
  ], height);
}

function showDialog(services: AppsScriptServices, title: string, body: readonly string[], height = 320): void {
  const html =
    '<!DOCTYPE html><html><head><base target="_blank"><meta charset="utf-8"><style>' +
    'body{font:14px/1.45 Roboto,Arial,sans-serif;color:#202124;margin:0 4px}a{color:#1a73e8}' +
    'textarea{box-sizing:border-box;width:100%;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace}' +
    `</style></head><body>${body.join('')}</body></html>`;
  const output = services.HtmlService.createHtmlOutput(html).setWidth(460).setHeight(height);
  services.SpreadsheetApp.getUi().showModalDialog(output, title);
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

function link(url: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener">${escapeHtml(url)}</a>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
