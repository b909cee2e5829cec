/**
 * The template spreadsheet (npm run template): what can be checked without a
 * Google login. The files each step pushes, as clasp itself lists them
 * offline (`clasp show-file-status`); the refusal, in words, when clasp is not
 * logged in; and setUpTemplate run with the pasted release in the local Apps
 * Script services: the Players and Start here sheets, then a round paired in them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_PLAYERS_HEADER } from '../../src/local/playground/sample-event';
import { filesClaspWouldPush, NOT_LOGGED_IN, SETUP_FILE, setupScript, stageTemplate, startHereLines, TEMPLATE_DIRECTORY } from '../../scripts/template';
import { clickMenu, playersSheet } from '../support/addon-harness';
import { pastedHarness, RELEASE } from '../support/release-harness';

const root = join(RELEASE, '..');
const scratch = mkdtempSync(join(tmpdir(), 'sheetmate-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run template', () => {
  it('pushes the release with TemplateSetup.gs first, then the release alone, keeping the clasp project', async () => {
    const project = join(scratch, 'project');
    await stageTemplate(project, 'setup');
    writeFileSync(join(project, '.clasp.json'), JSON.stringify({ scriptId: 'offline-test', rootDir: '.' }));
    const env = { ...process.env, HOME: scratch };
    expect(filesClaspWouldPush(project, env)).toEqual(['Code.gs', SETUP_FILE, 'Sidebar.html', 'appsscript.json'].sort());
    expect(await stageTemplate(project, 'finish')).toEqual(['Code.gs', 'Sidebar.html', 'appsscript.json']);
    expect(filesClaspWouldPush(project, env)).toEqual(['Code.gs', 'Sidebar.html', 'appsscript.json'].sort());
    expect(readdirSync(project).sort()).toEqual(['.clasp.json', 'Code.gs', 'Sidebar.html', 'appsscript.json']);
  });

  it('refuses, saying how to log in, when clasp holds no Google login, and creates nothing', () => {
    const existed = existsSync(TEMPLATE_DIRECTORY);
    const env: NodeJS.ProcessEnv = { ...process.env, HOME: join(scratch, 'nobody') };
    delete env.clasp_config_auth;
    let failure: { status: number; stderr: string } | null = null;
    try {
      execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'template.ts')], { cwd: root, env, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain(NOT_LOGGED_IN);
    expect(existsSync(TEMPLATE_DIRECTORY)).toBe(existed);
  });

  it('sets up Players with the sample event’s headers and a Start here sheet, in which Sheetmate pairs', () => {
    const h = pastedHarness({ Sheet1: [] }, undefined, [{ filename: SETUP_FILE, code: setupScript() }]);
    h.call('setUpTemplate');
    expect(h.workbook.sheetNames()).toEqual(['Start here', 'Players']);
    expect(h.workbook.activeSheetName).toBe('Start here');
    expect(h.workbook.sheet('Start here')!.values().map((row) => row[0])).toEqual(startHereLines());
    const players = h.workbook.sheet('Players')!;
    expect(players.values()).toEqual([SAMPLE_PLAYERS_HEADER.slice()]);
    expect(players.frozenRows).toBe(1);
    expect(players.cell(1, 1)?.bold).toBe(true);

    // An organiser's copy: players typed under the headers, then the menu.
    const rows = playersSheet([['Ana Silva', 1900], ['Ben Ode', 1800], ['Cleo Park', 1700], ['Dan Roy', 1600]]);
    rows.slice(1).forEach((row, index) => {
      players.type(index + 2, 1, String(row[0]));
      players.type(index + 2, 3, row[1]!);
    });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts).toEqual([]);
    expect(h.workbook.sheet('Pairings')!.values().filter((row) => row[0] === 1)).toHaveLength(2);

    // Run again on a spreadsheet with players, it refuses and changes nothing.
    const before = JSON.stringify(h.workbook.toJSON());
    expect(() => h.call('setUpTemplate')).toThrow(/already has players/);
    expect(JSON.stringify(h.workbook.toJSON())).toBe(before);
  });
});
