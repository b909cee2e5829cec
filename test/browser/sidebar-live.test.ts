/**
 * The sidebar following a live event, in headless Chromium:
 * - the Share panel: the QR code decodes (jsQR) to the link chosen, the page
 *   for the wall shows the name, the code and the link, and no request
 *   leaves the page;
 * - a stale panel: the round paired from the menu, then the panel's button
 *   pressed (through the playground, on the built bundle): the panel reads the
 *   event again and says so once, at the top, in view;
 * - the timer: the panel follows the menu by itself while open and seen.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, Status } from '../../src/addon/api-types';
import type { ShareInfo } from '../../src/addon/share-types';
import { buildPageAssets } from '../../src/local/playground/page-assets';
import { startPlaygroundServer } from '../../src/local/playground/server';
import { PlaygroundSession } from '../../src/local/playground/session';
import { chromiumMissing, launchChromium } from '../support/chromium';
import { SAMPLE_SETTINGS, sampleStatus } from '../support/sidebar-answers';
import { installSidebarStub, type StubHandle, type StubScript } from '../support/sidebar-stub';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const builtSidebar = join(root, 'dist/Sidebar.html');
const resultsDirectory = join(root, 'test-results');
const WAIT = { timeout: 15_000 };

const SETTINGS = SAMPLE_SETTINGS;
const status = sampleStatus;

const SPREADSHEET = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit';
const LIVE_LINK = `${SPREADSHEET}#gid=1874512345`;
const PUBLISHED = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vQx8L0ngPublishedIdOfTheLiveSheet/pubhtml?gid=1874512345&single=true';
const SHARE_INFO: ShareInfo = {
  eventName: 'Riverside <Spring> Open',
  spreadsheetUrl: SPREADSHEET,
  liveSheet: { name: 'Live', sheetId: 1874512345, url: LIVE_LINK },
};

const DEFAULT_SCRIPT: StubScript = {
  getSettings: { value: SETTINGS },
  getStatus: { value: status() },
  saveSettings: { value: SETTINGS },
  getShareInfo: { value: SHARE_INFO },
  pairNextRound: { value: { message: 'Round 3 paired: 6 boards.', status: status({ round: 3 }) } satisfies ActionResult },
};

let browser: Browser;
const contexts: BrowserContext[] = [];

/** Why the browser tests cannot run on this machine (they are skipped, saying so), or null. */
const MISSING = chromiumMissing();
if (MISSING !== null) console.warn(MISSING);

beforeAll(async () => {
  if (MISSING !== null) return;
  browser = await launchChromium();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
});

interface Opened {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly externalRequests: string[];
  readonly pageErrors: string[];
  calls(name: string): Promise<unknown[][]>;
  answer(name: string, answers: StubScript[string]): Promise<void>;
}

/**
 * The built sidebar with a scripted server, every request outside the file
 * refused and recorded, in the whole context (so a tab it opens counts too).
 */
async function openSidebar(script: StubScript = {}, options: { clock?: boolean; height?: number; context?: BrowserContext; scale?: number } = {}): Promise<Opened> {
  const context =
    options.context ??
    (await browser.newContext({ viewport: { width: 300, height: options.height ?? 900 }, deviceScaleFactor: options.scale ?? 1, acceptDownloads: true }));
  const externalRequests: string[] = [];
  const pageErrors: string[] = [];
  if (options.context === undefined) {
    contexts.push(context);
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('file:') || url.startsWith('blob:') || url.startsWith('data:') || url === 'about:blank') return route.continue();
      externalRequests.push(url);
      return route.abort();
    });
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (options.clock === true) await page.clock.install();
  await page.addInitScript(installSidebarStub, { ...DEFAULT_SCRIPT, ...script });
  await page.goto(pathToFileURL(builtSidebar).href);
  await expect.poll(() => page.locator('#round-line').textContent()).not.toBe('Loading…');
  return {
    page,
    context,
    externalRequests,
    pageErrors,
    calls: async (name) =>
      (await page.evaluate(() => (globalThis as unknown as { __sheetmateStub: StubHandle }).__sheetmateStub.calls)).filter((call) => call.name === name).map((call) => call.args),
    answer: async (name, answers) => {
      await page.evaluate(
        ([which, next]) => {
          (globalThis as unknown as { __sheetmateStub: StubHandle }).__sheetmateStub.script[which] = next as never;
        },
        [name, answers] as const,
      );
    },
  };
}

/**
 * Paints an `<svg>` of the page on a white canvas and reads it as a phone's
 * camera would, with jsQR. Runs in the page (a string, because the tests are
 * type-checked without the DOM's types).
 */
async function decodeQr(page: Page | Frame, selector: string): Promise<string | null> {
  const image = (await page.evaluate(`(async () => {
    const svg = document.querySelector(${JSON.stringify(selector)});
    if (svg === null) return null;
    const picture = new Image();
    picture.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await picture.decode();
    const size = 360;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(picture, 0, 0, size, size);
    // Grey levels as base64: a few hundred kilobytes of numbers would crawl through JSON.
    const rgba = context.getImageData(0, 0, size, size).data;
    let grey = '';
    for (let i = 0; i < rgba.length; i += 4) grey += String.fromCharCode(rgba[i + 1]);
    return { size, grey: btoa(grey) };
  })()`)) as { size: number; grey: string } | null;
  if (image === null) return null;
  const grey = Buffer.from(image.grey, 'base64');
  const rgba = new Uint8ClampedArray(grey.length * 4);
  grey.forEach((level, index) => rgba.fill(level, index * 4, index * 4 + 3).fill(255, index * 4 + 3, index * 4 + 4));
  return jsQR(rgba, image.size, image.size)?.data ?? null;
}

const text = (page: Page | Frame, selector: string) => page.locator(selector).textContent();

/** Whether an element's box lies inside the window the organiser sees. */
async function inView(page: Page | Frame, selector: string): Promise<boolean> {
  return (await page.evaluate(`(() => {
    const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  })()`)) as boolean;
}

describe.skipIf(MISSING !== null)('the Share panel', () => {
  it('shows a QR code that decodes to the link chosen, and sends no request anywhere', async () => {
    // At a phone's pixel density: the README's picture of the panel is taken here.
    const sidebar = await openSidebar({}, { scale: 2 });
    const { page } = sidebar;
    await page.getByText('Share with parents and players').click();
    // The Live sheet is offered first: the link most people should get.
    await expect.poll(() => text(page, '#share-link'), WAIT).toBe(LIVE_LINK);
    expect(await page.getByLabel('the Live sheet of this spreadsheet').isChecked()).toBe(true);
    expect(await text(page, '#publish-what')).toBe('the Live sheet (made for phones)');
    expect(await decodeQr(page, '#qr-code')).toBe(LIVE_LINK);

    await page.locator('input[name="share-choice"][value="spreadsheet"]').check();
    await expect.poll(() => text(page, '#share-link')).toBe(SPREADSHEET);
    expect(await decodeQr(page, '#qr-code')).toBe(SPREADSHEET);

    await page.getByLabel('Published link').fill(`  ${PUBLISHED}  `);
    expect(await page.getByLabel('the published sheet:').isChecked()).toBe(true);
    await expect.poll(() => text(page, '#share-link')).toBe(PUBLISHED);
    expect(await decodeQr(page, '#qr-code')).toBe(PUBLISHED);
    expect(await text(page, '#share-msg')).toBe('');

    // Not a link: no code, and a sentence saying what to paste.
    await page.getByLabel('Published link').fill('my club results');
    await expect.poll(() => page.locator('#share-code').isVisible()).toBe(false);
    expect(await text(page, '#share-msg')).toMatch(/is not a web address/);
    expect(await page.getByRole('button', { name: 'Print for the wall' }).isDisabled()).toBe(true);

    // Back to the published link for the picture.
    await page.getByLabel('Published link').fill(PUBLISHED);
    await expect.poll(() => text(page, '#share-link')).toBe(PUBLISHED);
    expect(await sidebar.calls('getShareInfo')).toEqual([[]]);
    const widths = (await page.evaluate('[document.documentElement.scrollWidth, document.documentElement.clientWidth]')) as number[];
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    mkdirSync(resultsDirectory, { recursive: true });
    await page.locator('#share-panel').screenshot({ path: join(resultsDirectory, 'sidebar-share.png') });
    if (process.env.UPDATE_DOCS_SCREENSHOT === '1') await page.locator('#share-panel').screenshot({ path: join(root, 'docs/sidebar-share.png') });
    expect(sidebar.externalRequests).toEqual([]);
    expect(sidebar.pageErrors).toEqual([]);
  });

  it('prints a page for the wall with the event name, the code and the link, offline', async () => {
    const sidebar = await openSidebar();
    const { page, context } = sidebar;
    await page.getByText('Share with parents and players').click();
    await expect.poll(() => text(page, '#share-link'), WAIT).toBe(LIVE_LINK);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Print for the wall' }).click();
    const wall = await opened;
    await wall.waitForLoadState();
    expect(await wall.locator('h1').textContent()).toBe('Riverside <Spring> Open');
    expect(await wall.locator('.link').textContent()).toBe(LIVE_LINK);
    expect(await decodeQr(wall, 'svg.qr')).toBe(LIVE_LINK);
    expect(await wall.locator('img, script[src], link').count()).toBe(0);
    expect(await text(page, '#share-result')).toMatch(/opened in a new tab/);
    await wall.setViewportSize({ width: 794, height: 1123 });
    await wall.screenshot({ path: join(resultsDirectory, 'wall-page.png') });
    expect(sidebar.externalRequests).toEqual([]);
  });

  it("remembers a pasted link for its own spreadsheet only", async () => {
    const first = await openSidebar();
    await first.page.getByText('Share with parents and players').click();
    await expect.poll(() => text(first.page, '#share-link'), WAIT).toBe(LIVE_LINK);
    await first.page.getByLabel('Published link').fill(PUBLISHED);
    await expect.poll(() => text(first.page, '#share-link')).toBe(PUBLISHED);
    await first.page.close();

    // The same spreadsheet, the panel opened again: the pasted link is back, and chosen.
    const again = await openSidebar({}, { context: first.context });
    await again.page.getByText('Share with parents and players').click();
    await expect.poll(() => text(again.page, '#share-link'), WAIT).toBe(PUBLISHED);
    expect(await again.page.getByLabel('Published link').inputValue()).toBe(PUBLISHED);

    // Another event's spreadsheet in the same browser: its QR code must not be this event's link.
    const other: ShareInfo = { eventName: 'Winter Rapid', spreadsheetUrl: SPREADSHEET.replace('1AbC', '9ZyX'), liveSheet: null };
    const elsewhere = await openSidebar({ getShareInfo: { value: other } }, { context: first.context });
    await elsewhere.page.getByText('Share with parents and players').click();
    await expect.poll(() => text(elsewhere.page, '#share-link'), WAIT).toBe(other.spreadsheetUrl);
    expect(await elsewhere.page.getByLabel('Published link').inputValue()).toBe('');
  });

  it('offers what exists: no Live sheet before the first pairing, no address in the playground', async () => {
    const { page } = await openSidebar({ getShareInfo: { value: { eventName: 'Club night', spreadsheetUrl: null, liveSheet: null } satisfies ShareInfo } });
    await page.getByText('Share with parents and players').click();
    await expect.poll(() => page.getByLabel('the published sheet:').isChecked(), WAIT).toBe(true);
    expect(await page.getByLabel('the Live sheet of this spreadsheet').isDisabled()).toBe(true);
    expect(await page.locator('input[name="share-choice"][value="spreadsheet"]').isDisabled()).toBe(true);
    expect(await text(page, '#share-live-note')).toBe(' (not in this spreadsheet yet)');
    expect(await text(page, '#publish-what')).toBe('the Live sheet (made for phones; Sheetmate writes it when it pairs round 1)');
    expect(await text(page, '#share-msg')).toBe('Paste the link Google gave you when you published the sheet.');
    expect(await page.locator('#share-code').isVisible()).toBe(false);
  });
});

describe.skipIf(MISSING !== null)('a panel that fell behind', () => {
  it('says once, at the top and in view, that the event had moved on, and shows where it stands', async () => {
    const sidebar = await openSidebar({}, { height: 700 });
    const { page } = sidebar;
    // Round 3 is paired from the menu: the server refuses the panel's round 3 and now stands at round 3.
    await sidebar.answer('pairNextRound', {
      error: 'Exception: Nothing was changed. Round 3 was asked for, but the sheet now stands before round 4. Nothing was changed; look at Pairings first.',
    });
    await sidebar.answer('getStatus', { value: status({ round: 3, lastAction: 'Round 3 paired: 6 boards.' }) });
    // Settings open below: the old place of messages, under the panels, was out of sight.
    await page.locator('#settings-panel summary').click();
    await page.getByRole('button', { name: 'Pair next round' }).click();
    await expect.poll(() => text(page, '#round-line')).toBe('Round 3 of 5');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'moved on' }).count()).toBe(1);
    const notice = await text(page, '#action-error');
    expect(notice).toMatch(/^Nothing was changed: the event had moved on/);
    expect(notice).toContain('is at round 3 of 5 now');
    expect(notice).toContain('press Refresh');
    expect(await inView(page, '#action-error')).toBe(true);
    // Said once: not twice in the notice, and nowhere else on the page.
    const body = (await page.locator('body').innerText()).split('Nothing was changed').length - 1;
    expect(body).toBe(1);
    mkdirSync(resultsDirectory, { recursive: true });
    await page.screenshot({ path: join(resultsDirectory, 'sidebar-stale.png') });
    expect(await sidebar.calls('pairNextRound')).toEqual([[{ expectedRound: 3 }]]);
    // The next press asks for the round that now comes next.
    await sidebar.answer('pairNextRound', { value: { message: 'Round 4 paired: 6 boards.', status: status({ round: 4, lastAction: 'Round 4 paired: 6 boards.' }) } });
    await page.getByRole('button', { name: 'Pair next round' }).click();
    await expect.poll(() => text(page, '#action-message')).toBe('Round 4 paired: 6 boards.');
    expect((await sidebar.calls('pairNextRound'))[1]).toEqual([{ expectedRound: 4 }]);
    // The outcome is said once: the "Last action" line under it does not repeat it.
    expect(await page.locator('#last-action').isVisible()).toBe(false);
    expect(await page.locator('#action-error').isVisible()).toBe(false);
  });

  it('reads the event again by itself while open, and not while hidden', async () => {
    const sidebar = await openSidebar({}, { clock: true });
    const { page } = sidebar;
    expect(await text(page, '#round-line')).toBe('Round 2 of 5');
    const reads = async () => (await sidebar.calls('getStatus')).length;
    expect(await reads()).toBe(1);
    await sidebar.answer('getStatus', { value: status({ round: 3, lastAction: 'Round 3 paired: 6 boards.' }) });
    await page.clock.runFor(46_000);
    await expect.poll(() => text(page, '#round-line')).toBe('Round 3 of 5');
    expect(await reads()).toBe(2);

    // Hidden (another tab in front): no reads; shown again after a while: one read at once.
    await page.evaluate(`(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    })()`);
    await page.clock.runFor(100_000);
    expect(await reads()).toBe(2);
    await sidebar.answer('getStatus', { value: status({ round: 4 }) });
    await page.evaluate(`(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    })()`);
    await expect.poll(() => text(page, '#round-line')).toBe('Round 4 of 5');
    expect(await reads()).toBe(3);
  });

  it('asks for the change token every 5 s, and reads the whole status only when it changed', async () => {
    const sidebar = await openSidebar({ getChangeToken: { value: '4.17' }, getStatus: { value: status({ changeToken: '4.17' }) } }, { clock: true });
    const { page } = sidebar;
    const count = async (name: string) => (await sidebar.calls(name)).length;
    expect(await count('getStatus')).toBe(1);
    // Nothing changed for a minute: twelve cheap questions, no status read.
    await page.clock.runFor(60_000);
    expect(await count('getChangeToken')).toBeGreaterThanOrEqual(11);
    expect(await count('getStatus')).toBe(1);
    // A round paired from the menu: the token moves, and within 10 s the panel shows the round.
    await sidebar.answer('getChangeToken', { value: '5.18' });
    await sidebar.answer('getStatus', { value: status({ round: 3, changeToken: '5.18', lastAction: 'Round 3 paired: 6 boards.' }) });
    await page.clock.runFor(10_000);
    await expect.poll(() => text(page, '#round-line')).toBe('Round 3 of 5');
    expect(await count('getStatus')).toBe(2);
    await page.clock.runFor(30_000);
    expect(await count('getStatus')).toBe(2);
    expect(sidebar.pageErrors).toEqual([]);
  });

  it('says a refusal caused by a mistyped result once, and takes it away by itself when the cell is fixed', async () => {
    const problem = 'Pairings, row 3, column Result: "2-0" is not a result (round 1, board 2). Type 1-0, 0-1, ½-½ (or 1/2-1/2, 0.5-0.5, =), +/- or -/+ for a forfeit win, -/- for a double forfeit.';
    const mistyped = status({
      round: 1,
      changeToken: '1.3',
      problem,
      missingResults: [
        { round: 1, board: 2, white: 'Ann Lee', black: 'Bob Ray', typed: '2-0' },
        { round: 1, board: 5, white: 'Cid Moe', black: 'Dee Fox' },
      ],
    });
    const sidebar = await openSidebar({ getChangeToken: { value: '1.3' }, getStatus: { value: mistyped }, pairNextRound: { error: `Exception: Nothing was changed. ${problem}` } }, { clock: true });
    const { page } = sidebar;
    // Board 2 needs attention: listed, never "all results in".
    expect(await text(page, '#missing-title')).toBe('2 boards need a result in round 1:');
    expect(await page.locator('#missing-list li').first().textContent()).toBe('Board 2: Ann Lee – Bob Ray (typed "2-0", not a result)');
    expect(await page.locator('#missing-title').evaluate((element) => element.classList.contains('complete'))).toBe(false);
    expect(await page.locator('#problem').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Pair next round' }).click();
    await expect.poll(() => text(page, '#action-error')).toBe(`Nothing was changed. ${problem}`);
    await page.clock.runFor(100);
    // The error once on the page: the banner under it does not repeat it.
    expect((await page.locator('body').innerText()).split('is not a result (round 1, board 2)').length - 1).toBe(1);
    expect(await page.locator('#problem').isVisible()).toBe(false);
    // The organiser types 1-0 over the 2-0: the token moves, and the error goes without Refresh.
    await sidebar.answer('getChangeToken', { value: '1.4' });
    await sidebar.answer('getStatus', { value: status({ round: 1, changeToken: '1.4', missingResults: [{ round: 1, board: 5, white: 'Cid Moe', black: 'Dee Fox' }] }) });
    await page.clock.runFor(10_000);
    await expect.poll(() => page.locator('#action-error').isVisible()).toBe(false);
    expect(await text(page, '#missing-title')).toBe('1 result missing in round 1:');
    expect(await page.locator('#problem').isVisible()).toBe(false);
    expect((await page.locator('body').innerText()).includes('is not a result')).toBe(false);
  });

  it('closes an open undo question when the round it asked about is no longer the newest', async () => {
    const sidebar = await openSidebar(
      { undoLastRound: { value: { message: '', status: status(), needsConfirmation: 'Round 2 has 4 results typed. Undo anyway?' } } },
      { clock: true },
    );
    const { page } = sidebar;
    await page.getByRole('button', { name: 'Undo last round' }).click();
    await expect.poll(() => page.getByRole('alertdialog').isVisible()).toBe(true);
    await sidebar.answer('getStatus', { value: status({ round: 3 }) });
    // Past the whole status read of a panel without a change token (every 45 s), with room for a busy machine.
    await page.clock.runFor(95_000);
    await expect.poll(() => page.getByRole('alertdialog').isVisible(), { timeout: 10_000 }).toBe(false);
    expect(await text(page, '#action-error')).toBe('The event moved on while the question was open (round 3 of 5 now). Nothing was undone.');
    expect(await sidebar.calls('undoLastRound')).toEqual([[{ confirmed: false, expectedRound: 2 }]]);
  });
});

describe.skipIf(MISSING !== null)('the stale path on the built add-on (the playground)', () => {
  it('round paired from the menu, then the panel’s button: nothing paired twice, the panel catches up and says so', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'sheetmate-stale-'));
    const { session } = PlaygroundSession.open({ distDirectory: join(root, 'dist'), file: join(directory, 'workbook.json') });
    const server = await startPlaygroundServer({ session, assets: await buildPageAssets(join(root, 'playground')), port: 0 });
    try {
      const context = await browser.newContext({ viewport: { width: 1200, height: 760 } });
      contexts.push(context);
      const externalRequests: string[] = [];
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(server.url) || url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return route.continue();
        externalRequests.push(url);
        return route.abort();
      });
      // The panel's own timer is held still: this is about a button pressed before the panel caught up.
      await context.clock.install();
      const page = await context.newPage();
      await page.goto(server.url);
      const sidebar = page.frameLocator('#sidebar-frame');
      await expect.poll(() => sidebar.locator('#round-line').textContent(), WAIT).toContain('No round paired yet');

      // Round 1 from the menu; the panel still says round 0.
      await page.locator('.menu-button', { hasText: /^Sheetmate$/ }).click();
      await page.locator('.menu-list:visible .menu-item', { hasText: 'Pair next round' }).click();
      await expect.poll(() => page.locator('.toast').first().textContent(), WAIT).toContain('Round 1');
      // Settings open, as before round 1 (the panel opens them itself): a tall panel.
      expect(await sidebar.locator('#settings-panel').getAttribute('open')).not.toBeNull();

      await sidebar.locator('#pair').click();
      await expect.poll(() => sidebar.locator('#round-line').textContent(), WAIT).toBe('Round 1 of 5');
      const notice = sidebar.locator('#action-error');
      await expect.poll(() => notice.textContent(), WAIT).toMatch(/^Nothing was changed: the event had moved on/);
      expect(await notice.textContent()).toContain('press Refresh');
      const frame = page.frame({ url: /Sidebar|sidebar/ }) ?? page.frames().find((candidate) => candidate !== page.mainFrame())!;
      expect(await inView(frame, '#action-error')).toBe(true);
      expect(((await sidebar.locator('body').innerText()).match(/Nothing was changed/g) ?? []).length).toBe(1);

      // Nothing was paired twice: Pairings holds round 1 only.
      const saved = session.run('getStatus').value as Status;
      expect(saved.round).toBe(1);

      // The Share panel asks the real bundle: the local workbook has no web address, so a pasted link it is.
      await sidebar.locator('#share-panel summary').click();
      await expect.poll(() => sidebar.locator('#share-msg').textContent(), WAIT).toBe('Paste the link Google gave you when you published the sheet.');
      expect(await sidebar.locator('input[name="share-choice"][value="spreadsheet"]').isDisabled()).toBe(true);
      // Round 1 wrote the Live sheet: the panel finds it (no web address in the playground) and says to publish it.
      expect(await sidebar.locator('#share-live-note').textContent()).toBe(' (no web address here)');
      expect(await sidebar.locator('#publish-what').textContent()).toBe('the Live sheet (made for phones)');
      await sidebar.locator('#published-link').fill(PUBLISHED);
      await expect.poll(() => sidebar.locator('#share-link').textContent(), WAIT).toBe(PUBLISHED);
      expect(await decodeQr(frame, '#qr-code')).toBe(PUBLISHED);
      expect(externalRequests).toEqual([]);
    } finally {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('a step from the menu, a mistyped result and its fix: the open panel shows each within 10 s, without Refresh', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'sheetmate-follow-'));
    const { session } = PlaygroundSession.open({ distDirectory: join(root, 'dist'), file: join(directory, 'workbook.json') });
    const server = await startPlaygroundServer({ session, assets: await buildPageAssets(join(root, 'playground')), port: 0 });
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(server.url);
      const sidebar = page.frameLocator('#sidebar-frame');
      await expect.poll(() => sidebar.locator('#round-line').textContent(), WAIT).toContain('No round paired yet');
      // Another organiser (or the menu in another window) pairs round 1: the server's session, not this page.
      session.menu('menuPairNextRound');
      const started = Date.now();
      await expect.poll(() => sidebar.locator('#round-line').textContent(), { timeout: 10_000, interval: 250 }).toBe('Round 1 of 5');
      expect(Date.now() - started).toBeLessThan(10_000);
      // A result mistyped elsewhere: the board is listed as needing its result, the problem named.
      const values = session.workbook.sheet('Pairings')!.values();
      const row = values.findIndex((cells, index) => index > 0 && cells[1] === 2) + 1;
      session.edit({ sheet: 'Pairings', row, column: 5, value: '2-0' });
      await expect.poll(() => sidebar.locator('#missing-title').textContent(), { timeout: 10_000, interval: 250 }).toBe('8 boards need a result in round 1:');
      expect(await sidebar.locator('#problem').textContent()).toMatch(/"2-0" is not a result/);
      // Fixed: the problem goes by itself.
      session.edit({ sheet: 'Pairings', row, column: 5, value: '1-0' });
      await expect.poll(() => sidebar.locator('#problem').isVisible(), { timeout: 10_000, interval: 250 }).toBe(false);
      expect(await sidebar.locator('#missing-title').textContent()).toBe('7 results missing in round 1:');
    } finally {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
