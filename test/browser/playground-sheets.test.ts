/**
 * The playground's sheets in headless Chromium, with a school event in three
 * sections (22 tabs after round 1 and the TRF export, a Why paired sheet a section among them): every tab reachable at
 * 1,366 and at 390 px wide (the All sheets list, the scrolling tab bar), the
 * event renamed from its title and Live showing the new name, the TRF sheet in
 * a fixed-width font with its spaces, and Edit ▸ Undo of a cell edit.
 * Screenshots go to test-results/playground-tabs-*.png and playground-trf.png.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { buildPageAssets } from '../../src/local/playground/page-assets';
import { createSampleWorkbook } from '../../src/local/playground/sample-event';
import { startPlaygroundServer, type PlaygroundServer } from '../../src/local/playground/server';
import { PlaygroundSession } from '../../src/local/playground/session';
import { chromiumMissing, launchChromium } from '../support/chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const results = join(root, 'test-results');
const WAIT = { timeout: 15_000 };
const MISSING = chromiumMissing();
if (MISSING !== null) console.warn(MISSING);

let directory: string;
let server: PlaygroundServer;
let session: PlaygroundSession;
let browser: Browser;
const pageErrors: string[] = [];

/** The sample's 16 players in three sections (U8, U10, Open) of two schools. */
function schoolWorkbook() {
  const workbook = createSampleWorkbook();
  const players = workbook.sheet('Players')!;
  const sections = ['Open', 'Open', 'Open', 'U10', 'U10', 'Open', 'U10', 'U10', 'U8', 'Open', 'U8', 'U8', 'U8', 'U10', 'U8', 'U8'];
  players.type(1, 6, 'Section');
  players.type(1, 7, 'School');
  sections.forEach((section, index) => {
    players.type(index + 2, 6, section);
    players.type(index + 2, 7, index % 2 === 0 ? 'Hill' : 'Vale');
  });
  return workbook;
}

beforeAll(async () => {
  if (MISSING !== null) return;
  directory = mkdtempSync(join(tmpdir(), 'sheetmate-playground-sheets-'));
  session = PlaygroundSession.create({ distDirectory: join(root, 'dist'), file: join(directory, 'school.json') }, { workbook: schoolWorkbook(), documentProperties: {} });
  session.run('saveSettings', [{ rounds: 5 }]);
  session.menu('menuPairNextRound');
  session.menu('menuExportTrf');
  server = await startPlaygroundServer({ session, assets: await buildPageAssets(join(root, 'playground')), port: 0 });
  browser = await launchChromium();
  mkdirSync(results, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

async function openPage(width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/*', (route) => (route.request().url().startsWith(server.url) ? route.continue() : route.abort()));
  await page.goto(server.url);
  await expect.poll(() => page.locator('#tabs .tab').count(), WAIT).toBeGreaterThan(16);
  return page;
}

/** Whether the element lies whole inside the visible part of the tab bar (and of the window). */
function wholeInBar(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const doc = (globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): { left: number; right: number } } | null } }).document;
    const bar = doc.querySelector('#tabs')!.getBoundingClientRect();
    const box = doc.querySelector(target)?.getBoundingClientRect();
    const width = (globalThis as unknown as { innerWidth: number }).innerWidth;
    return box !== undefined && box.left >= bar.left - 0.5 && box.right <= bar.right + 0.5 && box.right <= width;
  }, selector);
}

const sheetNames = () => session.view().sheets.map((sheet) => sheet.name);

describe.skipIf(MISSING !== null)('the playground with many sheets', () => {
  it.each([
    [1366, 768],
    [390, 844],
  ])('keeps every one of the 22 tabs reachable at %i px', async (width, height) => {
    const page = await openPage(width, height);
    const names = sheetNames();
    expect(names).toHaveLength(22);
    expect(names).toEqual(expect.arrayContaining(['Teams', 'Live', 'By name', 'TRF U8', 'Why paired U8']));
    expect(await page.locator('#tabs .tab').allTextContents()).toEqual(names);
    // The All sheets list names every sheet, the one shown ticked (the add-on showed its last TRF sheet).
    const shown = await page.locator('#tabs .tab.active').textContent();
    await expect.poll(() => wholeInBar(page, '#tabs .tab.active'), WAIT).toBe(true);
    await page.locator('#all-sheets').click();
    expect(await page.locator('#all-sheets-list .menu-item').allTextContents()).toEqual(names.map((name) => (name === shown ? `✓ ${name}` : name)));
    expect(await page.locator('#all-sheets-list').evaluate((list) => list.getBoundingClientRect().top >= 0)).toBe(true);
    await page.locator('#all-sheets-list .menu-item', { hasText: /^Players$/ }).click();
    await expect.poll(() => page.locator('#tabs .tab.active').textContent(), WAIT).toBe('Players');

    // They do not all fit: the bar overflows, and with Players shown the last tab is out of sight.
    const overflow = await page.locator('#tabs').evaluate((bar) => bar.scrollWidth - bar.clientWidth);
    expect(overflow).toBeGreaterThan(100);
    const last = `#tabs .tab[data-sheet="${names[names.length - 1]}"]`;
    await expect.poll(() => wholeInBar(page, last), WAIT).toBe(false);

    // Choosing a sheet from the list shows it, its tab scrolled into view.
    await page.locator('#all-sheets').click();
    await page.locator('#all-sheets-list .menu-item', { hasText: /^By name$/ }).click();
    await expect.poll(() => page.locator('#tabs .tab.active').textContent(), WAIT).toBe('By name');
    expect(await page.locator('#all-sheets-list').isHidden()).toBe(true);
    await expect.poll(() => wholeInBar(page, '#tabs .tab.active'), WAIT).toBe(true);
    expect(await page.locator('#grid tbody').textContent()).toContain('Aleksandra Nowak');

    // The › button scrolls on to the last tab, and is greyed out there; ‹ goes back.
    const right = page.locator('#tabs-right');
    expect(await right.isVisible()).toBe(true);
    for (let press = 0; press < 20 && !(await right.isDisabled()); press++) {
      await right.click();
      await page.waitForTimeout(350);
    }
    await expect.poll(() => wholeInBar(page, last), WAIT).toBe(true);
    await page.locator(last).click();
    await expect.poll(() => page.locator('#tabs .tab.active').textContent(), WAIT).toBe(names[names.length - 1]);
    expect(await page.locator('#tabs-left').isDisabled()).toBe(false);

    // A mouse wheel over the tabs moves them sideways.
    const before = await page.locator('#tabs').evaluate((bar) => bar.scrollLeft);
    await page.locator('#tabs').hover();
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.locator('#tabs').evaluate((bar) => bar.scrollLeft), WAIT).toBeLessThan(before);

    // Nothing of the page sticks out sideways.
    const widths = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await page.locator('#all-sheets').click();
    await page.screenshot({ path: join(results, `playground-tabs-${width}.png`) });
    await page.close();
    expect(pageErrors).toEqual([]);
  });

  it('shows the TRF sheet in a fixed-width font, its spaces kept, so the columns line up', async () => {
    const page = await openPage(1366, 768);
    await page.locator('#all-sheets').click();
    await page.locator('#all-sheets-list .menu-item', { hasText: /^TRF Open$/ }).click();
    await expect.poll(() => page.locator('#tabs .tab.active').textContent(), WAIT).toBe('TRF Open');
    const values = session.workbook.sheet('TRF Open')!.values().map((row) => String(row[0]));
    const players = values.map((line, index) => [line, index + 1] as const).filter(([line]) => line.startsWith('001 '));
    expect(players.length).toBeGreaterThan(3);
    const lines = await page.locator('#grid td[data-col="1"]').evaluateAll((cells, rows) =>
      (rows as number[]).map((row) => {
        const td = cells.find((cell) => cell.getAttribute('data-row') === String(row))!;
        const text = td.querySelector('.cell-text')!;
        const style = td.ownerDocument.defaultView!.getComputedStyle(td);
        // The x of the rating column (character 49 of a 001 line): the same on every line when nothing is collapsed.
        const range = td.ownerDocument.createRange();
        range.setStart(text.firstChild!, 0);
        range.setEnd(text.firstChild!, 48);
        return { shown: text.textContent, fontFamily: style.fontFamily, whiteSpace: td.ownerDocument.defaultView!.getComputedStyle(text).whiteSpace, ratingAt: range.getBoundingClientRect().width, mono: td.classList.contains('mono') };
      }),
      players.map(([, row]) => row),
    );
    for (const [index, line] of lines.entries()) {
      expect(line.mono).toBe(true);
      expect(line.fontFamily).toMatch(/mono|Courier/i);
      expect(line.whiteSpace).toBe('pre');
      expect(line.shown).toBe(players[index]![0]);
      expect(line.ratingAt).toBeCloseTo(lines[0]!.ratingAt, 1);
    }
    // Other sheets keep the grid's own font; a name's spaces are kept there too.
    await page.locator('#all-sheets').click();
    await page.locator('#all-sheets-list .menu-item', { hasText: /^Players$/ }).click();
    expect(await page.locator('#grid td[data-row="2"][data-col="1"]').evaluate((td) => td.classList.contains('mono'))).toBe(false);
    await page.locator('#all-sheets').click();
    await page.locator('#all-sheets-list .menu-item', { hasText: /^TRF Open$/ }).click();
    await page.screenshot({ path: join(results, 'playground-trf.png') });
    await page.close();
  });

  it('renames the event from its title (File ▸ Rename), and Live shows the new name', async () => {
    const page = await openPage(1366, 768);
    const title = page.locator('#doc-name');
    expect(await title.inputValue()).toBe('Riverside Chess Club: Autumn Swiss');
    await page.locator('.menu-button', { hasText: /^File$/ }).click();
    await page.locator('.menu-list:visible .menu-item', { hasText: 'Rename…' }).click();
    await expect.poll(() => title.evaluate((input) => input === input.ownerDocument.activeElement), WAIT).toBe(true);
    await page.keyboard.type('Hill & Vale School Saturday');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.toast').first().textContent(), WAIT).toContain('Live shows it');
    expect(session.workbook.getName()).toBe('Hill & Vale School Saturday');
    expect(String(session.workbook.sheet('Live')!.values()[0]![0])).toContain('Hill & Vale School Saturday');
    await expect.poll(() => page.title(), WAIT).toBe('Hill & Vale School Saturday · Sheetmate playground');
    await page.locator('#all-sheets').click();
    await page.locator('#all-sheets-list .menu-item', { hasText: /^Live$/ }).click();
    await expect.poll(() => page.locator('#grid td[data-row="1"][data-col="1"]').textContent(), WAIT).toContain('Hill & Vale School Saturday');
    await page.screenshot({ path: join(results, 'playground-live-renamed.png') });
    // Escape leaves the name as it was.
    await title.click();
    await title.fill('Not this');
    await title.press('Escape');
    expect(await title.inputValue()).toBe('Hill & Vale School Saturday');
    expect(session.workbook.getName()).toBe('Hill & Vale School Saturday');
    await page.close();
  });

  it('undoes the organiser’s last cell edit from Edit ▸ Undo and with Ctrl+Z, the standings following', async () => {
    const page = await openPage(1366, 768);
    /** The Edit menu's Undo item, once the page has shown everything the last step changed. */
    const editMenu = async () => {
      await expect.poll(() => page.locator('#busy').isHidden(), WAIT).toBe(true);
      await page.locator('.menu-button', { hasText: /^Edit$/ }).click();
      const item = page.locator('.menu-list:visible .menu-item').first();
      await item.waitFor(WAIT);
      return item;
    };
    expect(await (await editMenu()).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    const pairings = session.workbook.sheet('Pairings U10')!;
    const resultColumn = pairings.values()[0]!.indexOf('Result') + 1;
    const points = () => session.workbook.sheet('Standings U10')!.values().slice(2).map((row) => row[4] as CellValue);
    const before = points();
    await page.locator('#all-sheets').click();
    await page.locator('#all-sheets-list .menu-item', { hasText: /^Pairings U10$/ }).click();
    await page.locator(`#grid td[data-row="2"][data-col="${resultColumn}"]`).click();
    await page.keyboard.type('1-0');
    await page.keyboard.press('Enter');
    await expect.poll(() => pairings.cell(2, resultColumn)?.value, WAIT).toBe('1-0');
    await expect.poll(() => points(), WAIT).not.toEqual(before);

    const undo = await editMenu();
    expect(await undo.textContent()).toMatch(new RegExp(`^Undo typing in Pairings U10 ${String.fromCharCode(64 + resultColumn)}2`));
    await undo.click();
    await expect.poll(() => pairings.cell(2, resultColumn)?.value, WAIT).toBe('');
    await expect.poll(() => points(), WAIT).toEqual(before);
    await expect.poll(() => page.locator(`#grid td[data-row="2"][data-col="${resultColumn}"]`).textContent(), WAIT).toBe('');

    // Twice typed, twice undone with the keyboard.
    await page.locator(`#grid td[data-row="3"][data-col="${resultColumn}"]`).click();
    await page.keyboard.type('½-½');
    await page.keyboard.press('Enter');
    await expect.poll(() => pairings.cell(3, resultColumn)?.value, WAIT).toBe('½-½');
    await page.keyboard.type('0-1');
    await page.keyboard.press('Enter');
    await expect.poll(() => pairings.cell(4, resultColumn)?.value, WAIT).toBe('0-1');
    await page.keyboard.press('Control+z');
    await expect.poll(() => pairings.cell(4, resultColumn)?.value, WAIT).toBe('');
    await page.keyboard.press('Control+z');
    await expect.poll(() => pairings.cell(3, resultColumn)?.value, WAIT).toBe('');
    await expect.poll(async () => (await editMenu()).isDisabled(), WAIT).toBe(true);
    await page.close();
    expect(pageErrors).toEqual([]);
  });
});
