/**
 * The release installed as an organiser installs it, without Node: only the
 * files of release/, pasted into the Apps Script editor under its names, then
 * a whole event through the menu (pair, results typed and counted by onEdit,
 * undo, the next rounds, standings, TRF export, the sidebar, Help), and
 * nothing in the pasted code that only the developers' path (dist/, clasp,
 * Node) would carry.
 */
import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../src/local/apps-script/services';
import { clickMenu, playersSheet, resultCells, typeAndTrigger, type Harness } from '../support/addon-harness';
import { pastedHarness, releaseFilesOnDisk } from '../support/release-harness';
import { savedSpreadsheet } from '../support/saved-spreadsheets';

const files = releaseFilesOnDisk();
const code = files['Code.gs']!;

/** Eight club players, in entry order, with distinct ratings. */
const PLAYERS: [string, number][] = [
  ['Ada Lovelace', 1850],
  ['Bo Chen', 2010],
  ['Carla Mendes', 1720],
  ['Dev Patel', 1960],
  ['Eva Novak', 1580],
  ['Femi Adeyemi', 1655],
  ['Gus Olsen', 1490],
  ['Hana Sato', 1805],
];

const rating = new Map(PLAYERS);
/** The higher-rated player wins, except that board 2 is drawn. */
const byRating = (white: string, black: string, board: number) => (board === 2 ? '½-½' : rating.get(white)! > rating.get(black)! ? '1-0' : '0-1');

function menuFunctions(h: Harness): string[] {
  const menu = h.services.ui.menus.find((m) => m.title === 'Sheetmate')!;
  return menuEntries(menu).flatMap((item) => (item === 'separator' ? [] : [item.functionName]));
}

describe('the release pasted into the Apps Script editor', () => {
  it('asks only for this spreadsheet and its menus and dialogs, on V8', () => {
    const manifest = JSON.parse(files['appsscript.json']!);
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.oauthScopes).toEqual([
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
      'https://www.googleapis.com/auth/script.container.ui',
    ]);
  });

  it('depends on nothing the paste path does not carry: no dist/ name, no Node, no other file', () => {
    expect(code).not.toMatch(/\bdist\/|Code\.js|\brequire\(|\bprocess\.|\bimport\.meta\b|__dirname|\bimport\(/);
    // Every page the script serves by name is a pasted .html file.
    const served = [...code.matchAll(/createHtmlOutputFromFile\(\s*"([^"]*)"\s*\)/g)].map((match) => match[1]!);
    expect(served).toEqual(['Sidebar']);
    for (const name of served) expect(Object.keys(files)).toContain(`${name}.html`);
    expect(code).not.toMatch(/createHtmlOutputFromFile\(\s*[^"\s]/);
  });

  it('has a top-level function for every menu item, as Apps Script needs to call it', () => {
    const h = pastedHarness();
    h.call('onOpen');
    const functions = menuFunctions(h);
    expect(functions).toEqual(expect.arrayContaining(['menuPairNextRound', 'menuUndoLastRound', 'menuExportTrf', 'showSidebar', 'menuHelpDiagnostic']));
    for (const name of functions) expect(code).toMatch(new RegExp(`^function ${name}\\(`, 'm'));
    // Sheetmate ▸ Help is a submenu: the version, the instructions, the diagnostic.
    const menu = h.services.ui.menus.find((m) => m.title === 'Sheetmate')!;
    const help = menu.items.find((item) => item !== 'separator' && !('functionName' in item));
    expect(help).toEqual({
      caption: 'Help',
      items: [
        { caption: expect.stringMatching(/^About Sheetmate \d+\.\d+\.\d+$/), functionName: 'menuHelpAbout' },
        { caption: 'Instructions', functionName: 'menuHelpInstructions' },
        { caption: 'Diagnostic to copy into a message', functionName: 'menuHelpDiagnostic' },
        { caption: 'Check this installation', functionName: 'menuHelpCheckInstallation' },
      ],
    });
  });

  it('plays a whole event from the menu: pair, type results, undo, pair on, standings, TRF, the sidebar and Help', () => {
    const h = pastedHarness({ Players: playersSheet(PLAYERS) });
    h.call('onOpen');
    // The sidebar's settings, as google.script.run calls them.
    h.call('saveSettings', { system: 'dutch', rounds: 3 });

    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts).toEqual([]);
    expect(h.workbook.sheet('Pairings')!.values().filter((row) => row[0] === 1)).toHaveLength(4);
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/^Standings before round 1 \(round 1 paired, 0 of 4 results in\)/);
    typeAndTrigger(h, byRating);
    // onEdit counted the typed results at once.
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/^Standings after round 1 of 3/);

    clickMenu(h, 'Pair next round');
    typeAndTrigger(h, byRating);
    const typedRoundTwo = [...resultCells(h)].filter(([key]) => key.startsWith('2/'));
    expect(typedRoundTwo.every(([, result]) => result !== '')).toBe(true);
    // Undo round 2: it asks before deleting typed results; the organiser says yes.
    h.services.ui.answers.push('yes');
    clickMenu(h, 'Undo last round');
    expect(h.services.ui.dialogs.at(-1)).toMatchObject({ buttons: 'YES_NO', answer: 'yes' });
    expect(h.workbook.sheet('Pairings')!.values().some((row) => row[0] === 2)).toBe(false);

    for (const round of [2, 3]) {
      clickMenu(h, 'Pair next round');
      expect(h.workbook.sheet('Pairings')!.values().some((row) => row[0] === round)).toBe(true);
      typeAndTrigger(h, byRating);
    }
    clickMenu(h, 'Update standings');
    const standings = h.workbook.sheet('Standings')!.values();
    expect(String(standings[0]![0])).toMatch(/^Standings after round 3 of 3/);
    const points = standings.slice(2).map((row) => Number(row[4]));
    expect(points).toHaveLength(8);
    expect(points.reduce((sum, p) => sum + p, 0)).toBe(3 * 4);

    clickMenu(h, 'Export TRF');
    const trf = h.workbook.sheet('TRF')!.values().map((row) => String(row[0]));
    expect(trf).toContain('012 Club championship');
    expect(trf).toContain(`182 Sheetmate ${packageVersion()}`);
    expect(trf.filter((line) => line.startsWith('001 '))).toHaveLength(8);

    // The sidebar is the pasted Sidebar.html, found by its name.
    clickMenu(h, 'Open sidebar');
    expect(h.services.ui.sidebars.at(-1)).toEqual({ title: 'Sheetmate', content: files['Sidebar.html'] });

    clickMenu(h, 'Help ▸ Diagnostic to copy into a message');
    const diagnostic = h.services.ui.htmlDialogs.at(-1)!;
    expect(diagnostic.title).toBe('Sheetmate: diagnostic');
    expect(diagnostic.content).toContain('Players: 8');
    expect(diagnostic.content).toContain('Event: round 3 of 3, 0 results missing, system dutch, finished');
    expect(diagnostic.content).toMatch(/Record: generation \d+, complete, written \d{4}-\d\d-\d\dT/);
    for (const [name] of PLAYERS) expect(diagnostic.content).not.toContain(name);
    expect(diagnostic.content).not.toContain('Club championship');
    expect(diagnostic.content).toContain(`History: Rounds 1–3 paired by Sheetmate ${packageVersion()}.`);
  });

  it('checks itself from Help as an organiser would right after pasting: passes, and leaves the event as it was', () => {
    const h = pastedHarness({ Players: playersSheet(PLAYERS) });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    typeAndTrigger(h, byRating);
    const before = JSON.stringify({ workbook: h.workbook.toJSON(), properties: h.services.documentProperties });
    h.services.ui.answers.push('yes');
    clickMenu(h, 'Help ▸ Check this installation');
    const report = h.services.ui.htmlDialogs.at(-1)!;
    expect(report.title).toBe('Sheetmate: installation check');
    expect(report.content).toMatch(new RegExp(`Sheetmate ${packageVersion().replace(/\./g, '\\.')} installation check: passed in \\d+\\.\\d s`));
    expect(report.content).toContain(`TRF export: written (182 Sheetmate ${packageVersion()}) in `);
    expect(report.content).toContain('onEdit: last ran less than a minute ago');
    expect(report.content).toContain('Clean-up: 10 scratch sheets deleted');
    expect(JSON.stringify({ workbook: h.workbook.toJSON(), properties: h.services.documentProperties })).toBe(before);
    for (const [name] of PLAYERS) expect(report.content).not.toContain(name);
  });

  it('pasted over release 0.2.0 in the middle of an event: carries it on, saying so once', () => {
    const h = pastedHarness({}, files, [], savedSpreadsheet('club-0.2.0'));
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    expect(h.workbook.toasts.at(-1)!.message).toMatch(/^Round 3 paired: 4 boards\.\nThis event was begun with an earlier Sheetmate \(before 0\.3\.0, /);
    typeAndTrigger(h, byRating);
    clickMenu(h, 'Pair next round');
    expect(h.workbook.toasts.at(-1)!.message).toBe('Round 4 paired: 4 boards.');
    clickMenu(h, 'Help ▸ Diagnostic to copy into a message');
    expect(h.services.ui.htmlDialogs.at(-1)!.content).toContain(
      `History: Rounds 1–2 paired by an earlier Sheetmate (before 0.3.0); rounds 3–4 paired by Sheetmate ${packageVersion()}.`,
    );
  });
});

function packageVersion(): string {
  return /^\/\/ Sheetmate (\d+\.\d+\.\d+): /.exec(code)![1]!;
}
