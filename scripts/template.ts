#!/usr/bin/env tsx
/**
 * `npm run template` (maintainers, with clasp): makes the template
 * spreadsheet organisers copy with one click, in two steps, because clasp can
 * create a spreadsheet and push a script to it but cannot run that script
 * (running needs an API-executable deployment and a Cloud project):
 *
 * 1. `npm run template` checks that clasp is logged in, creates a new
 *    spreadsheet with its bound script (`clasp create-script --type sheets`)
 *    in `.template/`, and pushes the release (release/, as organisers paste it)
 *    with one more file, TemplateSetup.gs. It then says how to run
 *    `setUpTemplate` once in the editor: it writes a *Players* sheet with the
 *    sample event's headers and a short *Start here* sheet, and removes the
 *    empty *Sheet1*.
 * 2. `npm run template -- --finish` pushes the release alone (TemplateSetup.gs
 *    goes: copies of the template hold only Sheetmate) and prints the
 *    "Make a copy" link to share: the spreadsheet's address ending in /copy.
 *
 * Offline, the files it stages and pushes are tested (test/release/template.test.ts):
 * what `clasp show-file-status` would push, and setUpTemplate in the local
 * Apps Script services with the pasted release.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_PLAYERS_HEADER } from '../src/local/playground/sample-event';
import { packageInfo } from './build.mjs';
import { releaseFiles } from './release.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the template's clasp project lives between the two steps (not committed). */
export const TEMPLATE_DIRECTORY = join(root, '.template');
export const SETUP_FILE = 'TemplateSetup.gs';
const CLASP = join(root, 'node_modules', '@google', 'clasp', 'build', 'src', 'index.js');

/** The *Start here* sheet, one line a row in column A. */
export function startHereLines(): string[] {
  const { version, homepage } = packageInfo();
  return [
    'Sheetmate: chess pairings in this spreadsheet',
    '',
    '1. Type your players in the Players sheet, one a row: Name and Rating (Title, Federation and Status as you need them).',
    '2. Choose Extensions ▸ Sheetmate ▸ Open sidebar to set the pairing system and the number of rounds.',
    '3. Choose Extensions ▸ Sheetmate ▸ Pair next round. The first time, Google asks you to let Sheetmate see and edit this spreadsheet (and no other) and show its sidebar: allow it.',
    '4. Type each result in the Result column of Pairings (1-0, 0-1, ½-½): Standings and Live update as you type.',
    '5. When every result is in, pair the next round.',
    '',
    `Instructions: ${homepage}`,
    `Help, and a diagnostic to copy into a message: Extensions ▸ Sheetmate ▸ Help. This is Sheetmate ${version}.`,
  ];
}

/**
 * TemplateSetup.gs: `setUpTemplate()`, run once by the maintainer from the
 * editor. It refuses a spreadsheet that already has players, so a second run
 * (or a run in the wrong spreadsheet) changes nothing.
 */
export function setupScript(): string {
  return `// Run setUpTemplate once (choose it above the code, then Run), then npm run template -- --finish removes this file.
var TEMPLATE_PLAYERS_HEADER = ${JSON.stringify(SAMPLE_PLAYERS_HEADER)};
var TEMPLATE_START_HERE = ${JSON.stringify(startHereLines(), null, 2)};

function setUpTemplate() {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  var players = spreadsheet.getSheetByName('Players');
  if (players !== null && players.getLastRow() > 1) {
    throw new Error('This spreadsheet already has players: setUpTemplate is for the new template spreadsheet only.');
  }
  var start = spreadsheet.getSheetByName('Start here') || spreadsheet.insertSheet('Start here', 0);
  start.clear();
  start.getRange(1, 1, TEMPLATE_START_HERE.length, 1).setValues(TEMPLATE_START_HERE.map(function (line) { return [line]; }));
  start.getRange(1, 1, 1, 1).setFontWeight('bold').setFontSize(14);
  start.setColumnWidth(1, 900);
  if (players === null) players = spreadsheet.insertSheet('Players', 1);
  players.getRange(1, 1, 1, TEMPLATE_PLAYERS_HEADER.length).setValues([TEMPLATE_PLAYERS_HEADER]).setFontWeight('bold');
  players.setFrozenRows(1);
  players.setColumnWidth(1, 220);
  var blank = spreadsheet.getSheetByName('Sheet1');
  if (blank !== null && blank.getLastRow() === 0) spreadsheet.deleteSheet(blank);
  start.activate();
}
`;
}

/**
 * Writes the files clasp is to push into `directory` (keeping its
 * .clasp.json): the release, and TemplateSetup.gs for the first step.
 * Returns their names.
 */
export async function stageTemplate(directory: string, step: 'setup' | 'finish'): Promise<string[]> {
  mkdirSync(directory, { recursive: true });
  for (const name of readdirSync(directory)) if (name !== '.clasp.json') rmSync(join(directory, name), { recursive: true, force: true });
  const files: Record<string, string> = { ...(await releaseFiles()) };
  if (step === 'setup') files[SETUP_FILE] = setupScript();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(directory, name), text);
  return Object.keys(files).sort();
}

/**
 * Runs clasp in `project` (a folder holding, or to hold, .clasp.json), named
 * with --project so that clasp never takes the repository's own .clasp.json
 * (which pushes dist/) from a folder above it.
 */
function clasp(args: readonly string[], project: string | null, env: NodeJS.ProcessEnv = process.env): string {
  const where = project === null ? [] : ['--project', project];
  return execFileSync(process.execPath, [CLASP, ...where, ...args], { cwd: project ?? root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/** `clasp show-file-status --json` in `directory`: the files clasp would push. */
export function filesClaspWouldPush(directory: string, env: NodeJS.ProcessEnv = process.env): string[] {
  return (JSON.parse(clasp(['show-file-status', '--json'], directory, env)) as { filesToPush: string[] }).filesToPush.slice().sort();
}

/** Whether clasp holds a Google login (`clasp show-authorized-user --json`; works offline). */
export function claspLoggedIn(env: NodeJS.ProcessEnv = process.env): boolean {
  return (JSON.parse(clasp(['show-authorized-user', '--json'], null, env)) as { loggedIn: boolean }).loggedIn;
}

export const NOT_LOGGED_IN =
  'npm run template needs clasp logged in to the Google account that is to own the template.\n' +
  '  1. npx clasp login   (it opens a Google sign-in page; allow what it asks)\n' +
  '  2. turn on "Google Apps Script API" at https://script.google.com/home/usersettings (once per account)\n' +
  '  3. npm run template\n' +
  'Nothing was created.';

/** The spreadsheet's ID, from the .clasp.json clasp create-script wrote. */
function spreadsheetId(directory: string): string {
  const project = JSON.parse(readFileSync(join(directory, '.clasp.json'), 'utf8')) as { parentId?: string | string[] };
  const id = Array.isArray(project.parentId) ? project.parentId[0] : project.parentId;
  if (id === undefined) throw new Error(`${join(directory, '.clasp.json')} names no spreadsheet (parentId): delete ${directory} and run npm run template again.`);
  return id;
}

async function main(argv: readonly string[]): Promise<number> {
  const finish = argv.includes('--finish');
  if (!claspLoggedIn()) {
    console.error(NOT_LOGGED_IN);
    return 1;
  }
  const made = existsSync(join(TEMPLATE_DIRECTORY, '.clasp.json'));
  if (finish) {
    if (!made) {
      console.error('There is no template to finish: run npm run template first.');
      return 1;
    }
    await stageTemplate(TEMPLATE_DIRECTORY, 'finish');
    clasp(['push', '--force'], TEMPLATE_DIRECTORY);
    const id = spreadsheetId(TEMPLATE_DIRECTORY);
    console.log(
      [
        `The template holds Sheetmate ${packageInfo().version} alone now.`,
        'To share it: open it, Share ▸ General access ▸ Anyone with the link (Viewer) ▸ Done, then give people this link,',
        'which opens a "Make a copy" page (each organiser gets their own copy, with the script):',
        `  https://docs.google.com/spreadsheets/d/${id}/copy`,
      ].join('\n'),
    );
    return 0;
  }
  if (made) {
    console.error(
      `A template was made already (${TEMPLATE_DIRECTORY}): finish it with npm run template -- --finish, or delete that folder to make a new one.`,
    );
    return 1;
  }
  mkdirSync(TEMPLATE_DIRECTORY, { recursive: true });
  clasp(['create-script', '--type', 'sheets', '--title', 'Sheetmate', '--rootDir', '.'], TEMPLATE_DIRECTORY);
  await stageTemplate(TEMPLATE_DIRECTORY, 'setup');
  clasp(['push', '--force'], TEMPLATE_DIRECTORY);
  const id = spreadsheetId(TEMPLATE_DIRECTORY);
  console.log(
    [
      `Created the template spreadsheet: https://docs.google.com/spreadsheets/d/${id}/edit`,
      'Now, once:',
      '  1. In the spreadsheet, rename it as organisers should see it (e.g. "Sheetmate tournament"),',
      '     then choose Extensions ▸ Apps Script.',
      `  2. In the editor, open ${SETUP_FILE}, choose setUpTemplate in the list above the code, press Run, and allow access.`,
      '  3. npm run template -- --finish',
    ].join('\n'),
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
