/**
 * The release as an organiser installs it: only the files of release/, under
 * the names the Apps Script editor gives them (Code.gs, Sidebar.html,
 * appsscript.json), on the local services. HtmlService finds an HTML file by
 * its name without `.html`, as in the editor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalServices } from '../../src/local/apps-script/services';
import { LocalWorkbook, type CellValue } from '../../src/local/apps-script/workbook';
import { loadScripts, type ScriptFile } from '../../src/local/run-bundle';
import { harnessOf, type Harness } from './addon-harness';

export const RELEASE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'release');

/** Every file of release/ by name, as text. */
export function releaseFilesOnDisk(directory = RELEASE): Record<string, string> {
  return Object.fromEntries(readdirSync(directory).sort().map((name) => [name, readFileSync(join(directory, name), 'utf8')]));
}

/**
 * A spreadsheet with the release pasted into its bound script: the .gs files
 * run in one global scope (as Apps Script runs a project's script files), the
 * .html files served by name. `extraScripts` are more .gs files of the same
 * project (the template's set-up).
 */
export function pastedHarness(
  sheets: Record<string, readonly (readonly CellValue[])[]> = {},
  files: Record<string, string> = releaseFilesOnDisk(),
  extraScripts: readonly ScriptFile[] = [],
  /** A spreadsheet that already holds an event (pasted over an earlier release), with its document properties. */
  existing?: { readonly workbook: LocalWorkbook; readonly documentProperties: Record<string, string> },
): Harness {
  const workbook = existing?.workbook ?? new LocalWorkbook('Club championship');
  for (const [name, rows] of Object.entries(sheets)) workbook.setSheetRows(name, rows);
  const html = Object.entries(files).filter(([name]) => name.endsWith('.html'));
  const htmlFiles = Object.fromEntries(html.map(([name, text]) => [name.slice(0, -'.html'.length), text]));
  const services = createLocalServices({ workbook, htmlFiles, ...(existing === undefined ? {} : { documentProperties: existing.documentProperties }) });
  const scripts = Object.entries(files)
    .filter(([name]) => name.endsWith('.gs'))
    .map(([filename, code]) => ({ filename, code }));
  return harnessOf(services, loadScripts(services, [...scripts, ...extraScripts]));
}
