/**
 * The built sidebar (dist/Sidebar.html) in headless Chromium, 300 px wide as
 * Apps Script shows it, with `google.script.run` replaced by a scripted stub
 * (test/support/sidebar-stub.ts) that records every server call.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, Status } from '../../src/addon/api-types';
import { field, harness, playersSheet } from '../support/addon-harness';
import { chromiumMissing, launchChromium } from '../support/chromium';
import { SAMPLE_SETTINGS, sampleStatus } from '../support/sidebar-answers';
import { installSidebarStub, type StubCall, type StubHandle, type StubScript } from '../support/sidebar-stub';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const builtSidebar = join(root, 'dist/Sidebar.html');
const resultsDirectory = join(root, 'test-results');

const XSS_NAME = '<img src=x onerror=alert(1)>';

const SETTINGS = SAMPLE_SETTINGS;

function status(overrides: Partial<Status> = {}): Status {
  return sampleStatus({ lastAction: 'Round 2 paired: 6 boards.', ...overrides });
}

function action(message: string, after: Status, extra: Partial<ActionResult> = {}): ActionResult {
  return { message, status: after, ...extra };
}

/** Every server function the sidebar may call, with harmless answers; tests override what they need. */
const DEFAULT_SCRIPT: StubScript = {
  getSettings: { value: SETTINGS },
  getStatus: { value: status() },
  saveSettings: { value: SETTINGS },
  pairNextRound: { value: action('Round 3 paired: 6 boards.', status({ round: 3, lastAction: 'Round 3 paired: 6 boards.' })) },
  undoLastRound: { value: action('Round 2 removed.', status({ round: 1, lastAction: 'Round 2 removed.' })) },
  updateStandings: { value: action('Standings updated after round 2.', status()) },
  exportTrf: { value: action('TRF written to the TRF sheet.', status(), { download: { fileName: 'club.trf', text: '012 Club\n' } }) },
  importTrf: { value: action('Imported 2 players and 0 rounds from the TRF.', status({ round: 0 })) },
  writeSchedule: { value: action('The 5-round schedule is on the Schedule sheet.', status()) },
  quickSwissFromText: {
    value: action('Paired 2 players: 1 boards. 1 line had no score and counts as 0.', status(), {
      download: { fileName: 'swiss-pairing-engine.txt', text: 'Player A | Score | Player B | Score | Check\n' },
    }),
  },
};

let browser: Browser;
const contexts: BrowserContext[] = [];

/** True when dist/Sidebar.html is missing or older than a file in sidebar/. */
function sidebarBuildIsStale(): boolean {
  if (!existsSync(builtSidebar)) return true;
  const built = statSync(builtSidebar).mtimeMs;
  const sources = join(root, 'sidebar');
  return readdirSync(sources).some((name) => statSync(join(sources, name)).mtimeMs > built);
}

/** Why the browser tests cannot run on this machine (they are skipped, saying so), or null. */
const MISSING = chromiumMissing();
if (MISSING !== null) console.warn(MISSING);

beforeAll(async () => {
  if (MISSING !== null) return;
  // `npm test` builds first; rebuild only when needed, because the build also
  // rewrites dist/Code.js, which other test files may be reading.
  if (sidebarBuildIsStale()) {
    const buildScript = pathToFileURL(join(root, 'scripts/build.mjs')).href;
    const { buildAll } = (await import(buildScript)) as { buildAll: (options: { quiet: boolean }) => Promise<void> };
    await buildAll({ quiet: true });
  }
  browser = await launchChromium();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
});

interface OpenSidebar {
  readonly page: Page;
  /** Requests to anything but the file itself: the sidebar must need none. */
  readonly externalRequests: string[];
  /** alert/confirm/prompt dialogs the page opened (a script injected through a name would alert). */
  readonly dialogs: string[];
  readonly pageErrors: string[];
  calls(name?: string): Promise<StubCall[]>;
  release(name: string): Promise<boolean>;
  /** Replaces the scripted answers of one function for the calls still to come. */
  answer(name: string, answers: StubScript[string]): Promise<void>;
}

async function openSidebar(script: StubScript = {}): Promise<OpenSidebar> {
  const context = await browser.newContext({ viewport: { width: 300, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  const externalRequests: string[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    externalRequests.push(url);
    return route.abort();
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(installSidebarStub, { ...DEFAULT_SCRIPT, ...script });
  await page.goto(pathToFileURL(builtSidebar).href);

  const opened: OpenSidebar = {
    page,
    externalRequests,
    dialogs,
    pageErrors,
    calls: async (name) => {
      const all = await page.evaluate(() => (globalThis as unknown as { __sheetmateStub: StubHandle }).__sheetmateStub.calls);
      return name === undefined ? all : all.filter((call) => call.name === name);
    },
    release: (name) => page.evaluate((which) => (globalThis as unknown as { __sheetmateStub: StubHandle }).__sheetmateStub.release(which), name),
    answer: async (name, answers) => {
      await page.evaluate(
        ([which, next]) => {
          (globalThis as unknown as { __sheetmateStub: StubHandle }).__sheetmateStub.script[which] = next as never;
        },
        [name, answers] as const,
      );
    },
  };
  // Both first calls have answered once the status line and the settings are filled in.
  await expect.poll(() => page.locator('#round-line').textContent()).not.toBe('Loading…');
  await expect.poll(async () => (await opened.calls('getSettings')).length).toBe(1);
  return opened;
}

const text = (page: Page, selector: string) => page.locator(selector).textContent();

describe.skipIf(MISSING !== null)('sidebar', () => {
  it('shows where the event stands and loads the settings into the controls', async () => {
    const { page, externalRequests, pageErrors } = await openSidebar({
      getSettings: {
        value: {
          ...SETTINGS,
          rounds: 7,
          round1Method: 'fold',
          seed: 42,
          initialColour: 'lot',
          points: { win: 3, draw: 1, loss: 0, pairingAllocatedBye: 0.5, requestedBye: 1 },
          tiebreaks: ['SB', 'DE', 'LOT'],
        },
      },
    });
    expect(await text(page, '#round-line')).toBe('Round 2 of 5');
    expect(await text(page, '#field-line')).toBe('12 players · Dutch Swiss (FIDE)');
    expect(await text(page, '#last-action')).toBe('Last action: Round 2 paired: 6 boards.');
    await expect.poll(() => page.locator('#rounds').inputValue()).toBe('7');
    expect(await page.locator('#system').inputValue()).toBe('dutch');
    expect(await page.locator('#round1Method').inputValue()).toBe('fold');
    expect(await page.locator('#seed').inputValue()).toBe('42');
    expect(await page.locator('#initialColour').inputValue()).toBe('lot');
    expect(await page.locator('#points-win').inputValue()).toBe('3');
    expect(await page.locator('#points-draw').inputValue()).toBe('1');
    expect(await page.locator('#points-loss').inputValue()).toBe('0');
    expect(await page.locator('#points-pairingAllocatedBye').inputValue()).toBe('0.5');
    expect(await page.locator('#points-requestedBye').inputValue()).toBe('1');
    expect(await page.locator('#tiebreak-list li .tb-name').allTextContents()).toEqual([
      'SB Sonneborn-Berger',
      'DE Direct encounter',
      'LOT Drawing of lots',
    ]);
    // Every control has a label a screen reader can announce.
    for (const label of ['Pairing system', 'Number of rounds', 'Round 1 pairing', 'Random seed', 'Win', 'Draw', 'Loss', 'Bye', 'Requested bye']) {
      expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
    }
    expect(externalRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('says under the round which Sheetmate paired each round, and nothing before round 1', async () => {
    const words = 'Rounds 1–2 paired by an earlier Sheetmate (before 0.3.0); round 3 paired by Sheetmate 0.3.0.';
    const { page } = await openSidebar({ getStatus: { value: status({ round: 3, pairedBy: words }) } });
    expect(await text(page, '#paired-by')).toBe(words);
    expect(await page.locator('#paired-by').isVisible()).toBe(true);
    const before = await openSidebar({ getStatus: { value: status({ round: 0, lastAction: null }) } });
    expect(await before.page.locator('#paired-by').isHidden()).toBe(true);
  });

  it('opens Settings before round 1 and keeps them folded once the event runs', async () => {
    const before = await openSidebar({ getStatus: { value: status({ round: 0, lastAction: null }) } });
    expect(await text(before.page, '#round-line')).toBe('No round paired yet (5 rounds planned)');
    expect(await before.page.locator('#settings-panel').getAttribute('open')).not.toBeNull();
    // Nothing is paired: no Undo button at all (it used to offer to undo round 0).
    expect(await before.page.locator('#undo').isHidden()).toBe(true);

    const during = await openSidebar();
    expect(await during.page.locator('#settings-panel').getAttribute('open')).toBeNull();
    expect(await during.page.locator('#undo').isDisabled()).toBe(false);
  });

  it('saves a changed setting with just that setting as the patch and says what was saved', async () => {
    const sidebar = await openSidebar({ getStatus: { value: status({ round: 0 }) } });
    const { page } = sidebar;
    await sidebar.answer('saveSettings', { value: { ...SETTINGS, rounds: 7 } });
    await page.getByLabel('Number of rounds').fill('7');
    await page.getByLabel('Number of rounds').press('Enter');
    await expect.poll(() => text(page, '#rounds-msg')).toBe('Saved: 7 rounds.');
    expect((await sidebar.calls('saveSettings')).map((call) => call.args)).toEqual([[{ rounds: 7 }]]);
    // The number of rounds changes "Round n of N": the status is read again.
    await expect.poll(async () => (await sidebar.calls('getStatus')).length).toBe(2);

    await sidebar.answer('saveSettings', { value: { ...SETTINGS, rounds: 7, round1Method: 'random' } });
    await page.getByLabel('Round 1 pairing').selectOption('random');
    await expect.poll(() => text(page, '#round1Method-msg')).toBe('Saved: round 1 by random.');

    await sidebar.answer('saveSettings', { value: { ...SETTINGS, rounds: 7, round1Method: 'random', initialColour: 'black' } });
    await page.getByLabel('Colour of player 1 in round 1').selectOption('black');
    await expect.poll(() => text(page, '#initialColour-msg')).toBe('Saved: Black first.');

    await sidebar.answer('saveSettings', { value: { ...SETTINGS, points: { ...SETTINGS.points, pairingAllocatedBye: 0.5 } } });
    await page.getByLabel('Bye', { exact: true }).selectOption('0.5');
    await expect.poll(() => text(page, '#points-msg')).toBe('Saved: bye ½.');

    await sidebar.answer('saveSettings', { value: { ...SETTINGS, points: { ...SETTINGS.points, draw: 0.5 } } });
    await page.getByLabel('Draw', { exact: true }).fill('½');
    await page.getByLabel('Draw', { exact: true }).blur();
    await expect.poll(async () => (await sidebar.calls('saveSettings')).length).toBe(5);

    expect((await sidebar.calls('saveSettings')).map((call) => call.args[0])).toEqual([
      { rounds: 7 },
      { round1Method: 'random' },
      { initialColour: 'black' },
      { points: { pairingAllocatedBye: 0.5 } },
      { points: { draw: 0.5 } },
    ]);
  });

  it('shows the settings the server returns after a change of system (its default tie-breaks)', async () => {
    const sidebar = await openSidebar({ getStatus: { value: status({ round: 0 }) } });
    const { page } = sidebar;
    await sidebar.answer('saveSettings', { value: { ...SETTINGS, system: 'round-robin', rounds: 0, tiebreaks: ['DE', 'WIN', 'SB', 'KS'] } });
    await sidebar.answer('getStatus', { value: status({ round: 0, system: 'round-robin', totalRounds: 11 }) });
    await page.getByLabel('Pairing system').selectOption('round-robin');
    await expect.poll(() => text(page, '#system-msg')).toBe('Saved: Round robin.');
    expect((await sidebar.calls('saveSettings')).map((call) => call.args[0])).toEqual([{ system: 'round-robin' }]);
    await expect.poll(() => page.locator('#tiebreak-list .tb-code').allTextContents()).toEqual(['DE', 'WIN', 'SB', 'KS']);
    expect(await page.locator('#rounds').inputValue()).toBe('0');
    // Round robins follow the Berger tables: there is no round-1 method to choose.
    expect(await page.locator('#round1Method').isVisible()).toBe(false);
    await expect.poll(() => text(page, '#field-line')).toBe('12 players · Round robin');
  });

  it('reorders, adds and removes tie-breaks, saving the whole ordered list each time', async () => {
    const sidebar = await openSidebar({ getStatus: { value: status({ round: 0 }) } });
    const { page } = sidebar;
    await sidebar.answer('saveSettings', { value: { ...SETTINGS, tiebreaks: ['BH/C1', 'SB', 'BH', 'DE', 'WIN'] } });
    await page.getByRole('button', { name: 'Move Sonneborn-Berger up' }).click();
    await expect.poll(() => text(page, '#tiebreaks-msg')).toBe('Saved: BH/C1, SB, BH, DE, WIN.');
    // The keyboard stays on the moved item's button, so a second press moves it again.
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } } }).document.activeElement.getAttribute('aria-label'))).toBe(
      'Move Sonneborn-Berger up',
    );

    await sidebar.answer('saveSettings', { value: { ...SETTINGS, tiebreaks: ['BH/C1', 'SB', 'BH', 'DE'] } });
    await page.getByRole('button', { name: 'Remove Wins' }).click();
    await expect.poll(() => text(page, '#tiebreaks-msg')).toBe('Saved: BH/C1, SB, BH, DE.');

    await sidebar.answer('saveSettings', { value: { ...SETTINGS, tiebreaks: ['BH/C1', 'SB', 'BH', 'DE', 'KS'] } });
    await page.getByLabel('Tie-break to add').selectOption('KS');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => text(page, '#tiebreaks-msg')).toBe('Saved: BH/C1, SB, BH, DE, KS.');

    expect((await sidebar.calls('saveSettings')).map((call) => call.args[0])).toEqual([
      { tiebreaks: ['BH/C1', 'SB', 'BH', 'DE', 'WIN'] },
      { tiebreaks: ['BH/C1', 'SB', 'BH', 'DE'] },
      { tiebreaks: ['BH/C1', 'SB', 'BH', 'DE', 'KS'] },
    ]);
    // A code already listed is not offered again.
    expect(await page.locator('#tiebreak-add option[value="KS"]').count()).toBe(0);
  });

  it('shows a refused setting as text next to the control, keeps the saved list, and checks numbers itself', async () => {
    const sidebar = await openSidebar({
      getStatus: { value: status({ round: 0 }) },
      saveSettings: { error: 'Nothing was changed. a win must be worth more than a draw, and a draw at least as much as a loss (now <b>0.5</b>, 0.5, 0).' },
    });
    const { page } = sidebar;
    await page.getByLabel('Win', { exact: true }).fill('0.5');
    await page.getByLabel('Win', { exact: true }).press('Enter');
    await expect
      .poll(() => text(page, '#points-msg'))
      .toBe('Nothing was changed. a win must be worth more than a draw, and a draw at least as much as a loss (now <b>0.5</b>, 0.5, 0).');
    expect(await page.locator('#points-msg').getAttribute('class')).toContain('error');
    expect(await page.locator('#points-msg b').count()).toBe(0);
    expect((await sidebar.calls('saveSettings')).map((call) => call.args[0])).toEqual([{ points: { win: 0.5 } }]);

    // A refused tie-break change puts the saved list back.
    await page.getByRole('button', { name: 'Remove Buchholz', exact: true }).click();
    await expect.poll(() => text(page, '#tiebreaks-msg')).toContain('Nothing was changed.');
    expect(await page.locator('#tiebreak-list .tb-code').allTextContents()).toEqual(['BH/C1', 'BH', 'SB', 'DE', 'WIN']);

    // Text that is no whole number never reaches the server.
    await page.getByLabel('Random seed').fill('');
    await page.getByLabel('Random seed').press('Enter');
    await expect.poll(() => text(page, '#seed-msg')).toBe('Type a whole number. Not saved.');
    expect(await sidebar.calls('saveSettings')).toHaveLength(2);
  });

  it('pairs the next round with the expected round number, once, however often the button is clicked', async () => {
    const sidebar = await openSidebar({
      pairNextRound: {
        value: action('Round 3 paired: 6 boards; bye: Zoe (1 pt).', status({ round: 3, lastAction: 'Round 3 paired: 6 boards; bye: Zoe (1 pt).' })),
        hold: true,
      },
    });
    const { page } = sidebar;
    const pair = page.getByRole('button', { name: 'Pair next round' });
    await pair.click();
    expect(await pair.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Undo last round' }).isDisabled()).toBe(true);
    expect(await text(page, '#action-message')).toBe('Pairing round 3…');
    // A second click on the disabled button, even one forced past Playwright's checks, sends nothing.
    await pair.click({ force: true });
    await pair.dblclick({ force: true });
    expect(await sidebar.calls('pairNextRound')).toEqual([{ name: 'pairNextRound', args: [{ expectedRound: 3 }] }]);

    expect(await sidebar.release('pairNextRound')).toBe(true);
    await expect.poll(() => text(page, '#action-message')).toBe('Round 3 paired: 6 boards; bye: Zoe (1 pt).');
    expect(await text(page, '#round-line')).toBe('Round 3 of 5');
    expect(await pair.isDisabled()).toBe(false);

    // The next click asks for the round after.
    await pair.click();
    await expect.poll(async () => (await sidebar.calls('pairNextRound')).map((call) => call.args[0])).toEqual([{ expectedRound: 3 }, { expectedRound: 4 }]);
  });

  it('shows a server error as text and reads the status again', async () => {
    const sidebar = await openSidebar({
      pairNextRound: { error: 'Exception: Nothing was changed. Round 2 is not complete: boards 3 and 5 have no result. Type them in Pairings first.' },
    });
    const { page } = sidebar;
    await page.getByRole('button', { name: 'Pair next round' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Nothing was changed. Round 2 is not complete: boards 3 and 5 have no result. Type them in Pairings first.');
    expect(await alert.isVisible()).toBe(true);
    await expect.poll(async () => (await sidebar.calls('getStatus')).length).toBe(2);
    expect(await page.getByRole('button', { name: 'Pair next round' }).isDisabled()).toBe(false);
  });

  it('lists the missing results by board with both names', async () => {
    const { page } = await openSidebar({
      getStatus: {
        value: status({
          missingResults: [
            { round: 2, board: 3, white: 'Ann Smith', black: 'Bob Jones' },
            { round: 2, board: 5, white: 'Chloé Martin', black: 'Dev Patel' },
          ],
        }),
      },
    });
    expect(await text(page, '#missing-title')).toBe('2 results missing in round 2:');
    expect(await page.locator('#missing-list li').allTextContents()).toEqual(['Board 3: Ann Smith – Bob Jones', 'Board 5: Chloé Martin – Dev Patel']);
    expect(await page.locator('#missing-hint').isVisible()).toBe(true);
  });

  it('shows a player named like HTML as plain text and creates no element from it', async () => {
    const { page, dialogs, pageErrors } = await openSidebar({
      getStatus: {
        value: status({
          missingResults: [{ round: 2, board: 1, white: XSS_NAME, black: 'Bob <script>alert(2)</script>' }],
          lastAction: `Round 2 paired: 6 boards; bye: ${XSS_NAME} (1 pt).`,
        }),
      },
      pairNextRound: { error: `Nothing was changed. "${XSS_NAME}" appears twice in Players (rows 3 and 9).` },
    });
    expect(await page.locator('#missing-list li').allTextContents()).toEqual([`Board 1: ${XSS_NAME} – Bob <script>alert(2)</script>`]);
    expect(await text(page, '#last-action')).toBe(`Last action: Round 2 paired: 6 boards; bye: ${XSS_NAME} (1 pt).`);
    await page.getByRole('button', { name: 'Pair next round' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(`Nothing was changed. "${XSS_NAME}" appears twice in Players (rows 3 and 9).`);
    expect(await page.getByText(XSS_NAME).count()).toBeGreaterThan(0);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('main script').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('asks before undoing a round with typed results, and undoes only when confirmed', async () => {
    const question = 'Round 2 has 4 results typed in. Undo it anyway? The results will be lost.';
    const sidebar = await openSidebar({
      undoLastRound: [
        { value: action('', status(), { needsConfirmation: question }) },
        { value: action('', status(), { needsConfirmation: question }) },
        { value: action('Round 2 removed.', status({ round: 1, lastAction: 'Round 2 removed.' })) },
      ],
    });
    const { page } = sidebar;
    await page.getByRole('button', { name: 'Undo last round' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await text(page, '#confirm-text')).toBe(question);
    mkdirSync(resultsDirectory, { recursive: true });
    await page.screenshot({ path: join(resultsDirectory, 'sidebar-confirm.png') });

    // "Keep the round" sends nothing more.
    await page.getByRole('button', { name: 'Keep the round' }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await text(page, '#action-message')).toBe('Nothing was undone.');
    // Each request names the round it undoes, so a repeated one is refused rather than undoing two rounds.
    expect((await sidebar.calls('undoLastRound')).map((call) => call.args[0])).toEqual([{ confirmed: false, expectedRound: 2 }]);

    await page.getByRole('button', { name: 'Undo last round' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Yes, undo it' }).click();
    await expect.poll(() => text(page, '#action-message')).toBe('Round 2 removed.');
    expect(await dialog.isVisible()).toBe(false);
    expect(await text(page, '#round-line')).toBe('Round 1 of 5');
    expect((await sidebar.calls('undoLastRound')).map((call) => call.args[0])).toEqual([
      { confirmed: false, expectedRound: 2 },
      { confirmed: false, expectedRound: 2 },
      { confirmed: true, expectedRound: 2 },
    ]);
  });

  it('shows a clear finished state and does not offer another round', async () => {
    const { page } = await openSidebar({
      getStatus: { value: status({ round: 5, finished: true, lastAction: 'Round 5 results complete.' }) },
    });
    expect(await text(page, '#round-line')).toBe('Round 5 of 5');
    expect(await page.locator('#finished').isVisible()).toBe(true);
    expect(await text(page, '#finished')).toContain('Event finished');
    expect(await page.getByRole('button', { name: 'Pair next round' }).isDisabled()).toBe(true);
    expect(await page.locator('#missing').isVisible()).toBe(false);
  });

  it('offers a file an action returns for copying and as a download', async () => {
    const table = 'Player A | Score | Player B | Score | Check\nAnn | 1 | Bob | 1 | No prior match\n';
    const sidebar = await openSidebar({
      pairNextRound: {
        value: action('Round 3 paired.', status({ round: 3, system: 'quick' }), {
          download: { fileName: 'swiss-pairing-engine.txt', text: table },
        }),
      },
    });
    const { page } = sidebar;
    await page.getByRole('button', { name: 'Pair next round' }).click();
    await expect.poll(() => page.locator('#download').isVisible()).toBe(true);
    expect(await text(page, '#download-name')).toBe('swiss-pairing-engine.txt');
    // The table is shown as a table; the text box behind Copy and Download holds the file as it is.
    expect(await page.locator('#download-table tbody tr').first().locator('td').allTextContents()).toEqual(['Ann (1)', 'Bob (1)', 'No prior match']);
    expect(await page.locator('#download-text').inputValue()).toBe(table);
    expect(await text(page, '#download-note')).toBe('Round 3 paired.');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('swiss-pairing-engine.txt');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => text(page, '#download-message')).toMatch(/^(Copied|The text is selected)/);
    mkdirSync(resultsDirectory, { recursive: true });
    await page.screenshot({ path: join(resultsDirectory, 'sidebar-download.png') });
  });

  it('exports the TRF as a download and imports a chosen TRF file before round 1', async () => {
    const sidebar = await openSidebar({ getStatus: { value: status({ round: 0 }) } });
    const { page } = sidebar;
    await page.getByText('Standings, TRF and schedule').click();
    await page.getByRole('button', { name: 'Export TRF' }).click();
    await expect.poll(() => text(page, '#download-name')).toBe('club.trf');
    const trf = '012 Club\n001    1      Ann                               1500\n';
    await page.setInputFiles('#import-trf', { name: 'club.trf', mimeType: 'text/plain', buffer: Buffer.from(trf) });
    await expect.poll(() => sidebar.calls('importTrf')).toEqual([{ name: 'importTrf', args: [trf] }]);
    await expect.poll(() => text(page, '#action-message')).toBe('Imported 2 players and 0 rounds from the TRF.');
    // The schedule button is for round robins only.
    expect(await page.locator('#write-schedule').isVisible()).toBe(false);
  });

  it('pairs typed Name | score | opponents lines and offers the table', async () => {
    const sidebar = await openSidebar();
    const { page } = sidebar;
    await page.getByText('Quick Swiss from typed lines').click();
    await page.getByRole('textbox', { name: 'Players, one a line' }).fill('Asha | 1\nBen');
    await page.getByRole('button', { name: 'Pair these lines' }).click();
    await expect.poll(() => sidebar.calls('quickSwissFromText')).toEqual([{ name: 'quickSwissFromText', args: ['Asha | 1\nBen'] }]);
    await expect.poll(() => text(page, '#action-message')).toMatch(/1 line had no score/);
    expect(await text(page, '#download-name')).toBe('swiss-pairing-engine.txt');
  });

  it('shows what the typed lines assumed under the table, as the server returns it, and clears it for the next file', async () => {
    // The answer is the real server function's, from the built bundle, so the sidebar shows what it will show in Sheets.
    const lines = 'Asha | 3 | Ben\nBen | abc\nCole | 1 | <b>Zed</b>\nMaximilian Alexander Featherstonehaugh | 1 | Cole';
    const answer = harness({ Players: playersSheet(field(2)) }).call('quickSwissFromText', lines) as ActionResult;
    const sidebar = await openSidebar({ quickSwissFromText: { value: answer } });
    const { page, dialogs } = sidebar;
    await page.getByText('Quick Swiss from typed lines').click();
    await page.getByRole('textbox', { name: 'Players, one a line' }).fill(lines);
    await page.getByRole('button', { name: 'Pair these lines' }).click();
    await expect.poll(() => page.locator('#download-warnings').isVisible()).toBe(true);
    expect(await text(page, '#action-message')).toBe('Paired 4 players: 2 boards. 4 warnings under the table.');
    expect(await page.locator('#download-text').inputValue()).toBe(answer.download!.text);
    expect(await text(page, '#download-warnings-title')).toBe('4 warnings: check these lines before play.');
    expect(await page.getByRole('region', { name: '4 warnings: check these lines before play.' }).locator('li').allTextContents()).toEqual([
      'line 1: Asha lists Ben, Ben does not list Asha (line 2); each list is used as typed',
      'line 2: score "abc" unreadable, counted as 0',
      'line 3: Cole lists "<b>Zed</b>", who has no line; left out of the history',
      'line 4: Maximilian Alexander Featherstonehaugh lists Cole, Cole does not list Maximilian Alexander Featherstonehaugh (line 3); each list is used as typed',
    ]);
    // Under the table: below the text box and above the Copy and Download buttons.
    const below = async (upper: string, lower: string) =>
      (await page.locator(upper).boundingBox())!.y + (await page.locator(upper).boundingBox())!.height <= (await page.locator(lower).boundingBox())!.y;
    expect(await below('#download-table-box', '#download-warnings')).toBe(true);
    expect(await below('#download-warnings', '#copy')).toBe(true);
    // A name is text, never markup; long names wrap instead of widening the 300-px panel.
    expect(await page.locator('#download-warnings-list b').count()).toBe(0);
    const widths = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    mkdirSync(resultsDirectory, { recursive: true });
    await page.locator('#download').screenshot({ path: join(resultsDirectory, 'sidebar-quick-warnings.png') });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('swiss-pairing-engine.txt');

    // The next file offered (a TRF) has no warnings: the old ones go.
    await page.getByText('Standings, TRF and schedule').click();
    await page.getByRole('button', { name: 'Export TRF' }).click();
    await expect.poll(() => text(page, '#download-name')).toBe('club.trf');
    expect(await page.locator('#download-warnings').isVisible()).toBe(false);
    expect(await page.locator('#download-warnings-list li').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('shows the quick Swiss table whole at 300 px, Check column included, with the lines without a score said beside it', async () => {
    // The real server function's answer, from the built bundle: two lines without a score, long names.
    const lines = [
      'Maximilian Alexander Featherstonehaugh | 3 | Ben Okonkwo-Smith',
      'Ben Okonkwo-Smith | 2 | Maximilian Alexander Featherstonehaugh',
      'Cole Hart',
      'Dia Lindqvist-Ramírez | 1',
      'Eve Ng',
    ].join('\n');
    const answer = harness({ Players: playersSheet(field(2)) }).call('quickSwissFromText', lines) as ActionResult;
    expect(answer.message).toMatch(/2 lines had no score/);
    const sidebar = await openSidebar({ quickSwissFromText: { value: answer } });
    const { page } = sidebar;
    await page.setViewportSize({ width: 300, height: 600 });
    await page.getByText('Quick Swiss from typed lines').click();
    await page.getByRole('textbox', { name: 'Players, one a line' }).fill(lines);
    await page.getByRole('button', { name: 'Pair these lines' }).click();
    await expect.poll(() => page.locator('#download-table-box').isVisible()).toBe(true);
    // Beside the table, in view: how many lines had no score.
    expect(await text(page, '#download-note')).toBe(answer.message);
    const inView = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const window = globalThis as unknown as { innerHeight: number; innerWidth: number };
        return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
      });
    expect(await inView('#download-note')).toBe(true);
    // Every column in the panel's width: the table does not scroll, and the Check column is whole and in view.
    const fit = await page.locator('#download-table-box').evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(await page.locator('#download-table th').allTextContents()).toEqual(['Player A (score)', 'Player B (score)', 'Check']);
    const panelRight = (await page.locator('#download').boundingBox())!;
    for (const cell of await page.locator('#download-table th:last-child, #download-table td:nth-child(3)').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(panelRight.x + panelRight.width);
    }
    expect(await page.locator('#download-table td:nth-child(3)').allTextContents()).toEqual(['No prior match', 'No prior match', 'BYE']);
    expect(await page.locator('#download-table tbody tr').first().locator('td').allTextContents()).toEqual([
      'Maximilian Alexander Featherstonehaugh (3)',
      'Dia Lindqvist-Ramírez (1)',
      'No prior match',
    ]);
    expect(await page.locator('#download-table tbody tr').last().locator('td').allTextContents()).toEqual(['Eve Ng (0)', 'BYE', 'BYE']);
    // No word is broken across lines: every word fits the width of its cell (padding aside).
    const broken = await page.locator('#download-table th, #download-table td').evaluateAll((cells) =>
      cells.flatMap((cell) =>
        // A line may break at a space or after a hyphen (Lindqvist-Ramírez), never inside a word.
        (cell.textContent ?? '').split(/[ -]/).filter((word: string) => {
          const probe = cell.ownerDocument.createElement('span');
          probe.textContent = word;
          probe.style.cssText = 'position: absolute; white-space: nowrap; visibility: hidden';
          cell.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          return width > cell.clientWidth - 8 + 0.5;
        }),
      ),
    );
    expect(broken).toEqual([]);
    const widths = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    mkdirSync(resultsDirectory, { recursive: true });
    await page.screenshot({ path: join(resultsDirectory, 'sidebar-quick-table.png') });
  });

  it('reads well at 300 px: nothing sticks out sideways; screenshot in test-results/sidebar.png', async () => {
    const { page, externalRequests } = await openSidebar({
      getStatus: {
        value: status({
          missingResults: [
            { round: 2, board: 2, white: 'Maximilian Alexander Featherstonehaugh-Wolfeschlegel', black: 'Bob Jones' },
            { round: 2, board: 5, white: XSS_NAME, black: 'Dev Patel' },
          ],
          lastAction: 'Round 2 paired: 6 boards; bye: Zoe Quinn (1 pt).',
        }),
      },
      saveSettings: { error: 'Nothing was changed. the number of rounds must be a whole number from 1 to 99 (0 lets a round robin decide); "120" is not.' },
    });
    await page.locator('#settings-panel summary').click();
    await page.getByLabel('Number of rounds').fill('120');
    await page.getByLabel('Number of rounds').press('Tab');
    await expect.poll(() => text(page, '#rounds-msg')).toContain('Nothing was changed.');

    const widths = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(externalRequests).toEqual([]);

    mkdirSync(resultsDirectory, { recursive: true });
    await page.screenshot({ path: join(resultsDirectory, 'sidebar.png'), fullPage: true });
  });

  it('says so when opened outside Google Sheets instead of failing silently', async () => {
    const context = await browser.newContext({ viewport: { width: 300, height: 600 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(pathToFileURL(builtSidebar).href);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('inside Google Sheets');
    expect(await page.getByRole('button', { name: 'Pair next round' }).isDisabled()).toBe(true);
  });
});
