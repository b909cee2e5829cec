/**
 * The Live sheet as a parent sees it on a phone: the playground in headless
 * Chromium at 390 × 844 (an iPhone 12–15 held upright), the sample event in
 * round 2 with three results typed. Nothing scrolls sideways, every board of
 * the current round is on screen with its names, points and result in full,
 * in type a phone can read. The screen is kept as test-results/live-phone.png
 * (and docs/live-phone.png, the README's picture, when UPDATE_DOCS_SCREENSHOT=1).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageAssets } from '../../src/local/playground/page-assets';
import { startPlaygroundServer, type PlaygroundServer } from '../../src/local/playground/server';
import { chromiumMissing, launchChromium } from '../support/chromium';
import { sampleInRoundTwo } from '../support/playground-round-two';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const WAIT = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };

const MISSING = chromiumMissing();
if (MISSING !== null) console.warn(MISSING);

let directory: string;
let server: PlaygroundServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** What the tests read of a drawn cell. */
interface CellFacts {
  readonly text: string;
  readonly span: number;
  /** The text runs past its box: an ellipsis, or lines below the cell. */
  readonly cut: boolean;
  readonly fontSize: number;
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * `cellFacts(td)`, run in the page. The text's own extent is measured to the
 * fraction of a pixel with a Range: scrollWidth rounds an ellipsis away.
 */
const CELL_FACTS = `
  function cellFacts(td) {
    const text = td.querySelector('.cell-text');
    const box = td.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(text);
    const extent = range.getBoundingClientRect();
    const inside = text.getBoundingClientRect();
    return {
      text: (td.textContent || '').trim(),
      span: td.colSpan,
      cut: extent.width > inside.width + 0.5 || extent.bottom > box.bottom + 0.5,
      fontSize: parseFloat(getComputedStyle(td).fontSize),
      left: box.left,
      right: box.right,
      bottom: box.bottom,
    };
  }`;

beforeAll(async () => {
  if (MISSING !== null) return;
  directory = mkdtempSync(join(tmpdir(), 'sheetmate-live-phone-'));
  const session = sampleInRoundTwo(join(root, 'dist'), directory);
  server = await startPlaygroundServer({ session, assets: await buildPageAssets(join(root, 'playground')), port: 0 });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  await page.locator('#tabs .tab', { hasText: /^Live$/ }).click();
  await page.locator('#tabs .tab.active', { hasText: /^Live$/ }).waitFor(WAIT);
  await page.locator('#grid td', { hasText: 'Round 2: 3 of 8 results in' }).waitFor(WAIT);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

describe.skipIf(MISSING !== null)('Live on a phone (390 × 844)', () => {
  it('does not scroll sideways: the page, the grid and its four columns fit the screen', async () => {
    const sizes = (await page.evaluate(`(() => {
      const scroll = document.getElementById('grid-scroll');
      const box = scroll.getBoundingClientRect();
      const cells = [...document.querySelectorAll('#grid td')].filter((td) => (td.textContent || '').trim() !== '');
      return {
        page: { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth },
        grid: { scrollWidth: scroll.scrollWidth, clientWidth: scroll.clientWidth, right: box.right },
        rightmostText: Math.max(...cells.map((td) => td.getBoundingClientRect().right)),
        sidebarShown: !document.getElementById('sidebar-panel').hidden,
      };
    })()`)) as {
      page: { scrollWidth: number; clientWidth: number };
      grid: { scrollWidth: number; clientWidth: number; right: number };
      rightmostText: number;
      sidebarShown: boolean;
    };
    expect(sizes.page.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(sizes.page.clientWidth).toBe(PHONE.width);
    expect(sizes.grid.scrollWidth).toBeLessThanOrEqual(sizes.grid.clientWidth);
    expect(sizes.rightmostText).toBeLessThanOrEqual(sizes.grid.right);
    // The sidebar waits in the menu on a phone: it would cover the sheet.
    expect(sizes.sidebarShown).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it('shows the event, the round and its boards in full: names, points and results, in readable type', async () => {
    const rows = (await page.evaluate(`(() => {
      ${CELL_FACTS};
      return [...document.querySelectorAll('#grid tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => cellFacts(td)));
    })()`)) as CellFacts[][];
    expect(rows[0]![0]).toMatchObject({ text: 'Riverside Chess Club: Autumn Swiss', span: 4, cut: false });
    expect(rows[1]![0]!.text).toMatch(/^Round 2 of 5 · paired [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/);
    expect(rows[1]![0]!.cut).toBe(false);
    const section = rows.findIndex((row) => row[0]?.text === 'Round 2: 3 of 8 results in');
    expect(section).toBeGreaterThan(1);
    expect(rows[section + 1]!.map((cell) => cell.text)).toEqual(['Board', 'White', 'Result', 'Black']);
    for (const header of rows[section + 1]!) expect(header.cut, `header "${header.text}" in full`).toBe(false);
    const boards = rows.slice(section + 2, section + 10);
    expect(boards.map((row) => row[0]!.text)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(boards.map((row) => row[2]!.text)).toEqual(['1-0', '½-½', '', '0-1', '', '', '', '']);
    for (const row of boards) {
      expect(row).toHaveLength(4);
      // Each name carries its points, e.g. "Ana Silva (1)".
      expect(row[1]!.text).toMatch(/^\S.* \((\d+)?½?\)$/);
      expect(row[3]!.text).toMatch(/^\S.* \((\d+)?½?\)$/);
      for (const cell of row) {
        expect(cell.cut, `"${cell.text}" is shown in full`).toBe(false);
        expect(cell.fontSize).toBeGreaterThanOrEqual(12);
        expect(cell.left).toBeGreaterThanOrEqual(0);
        expect(cell.right).toBeLessThanOrEqual(PHONE.width);
      }
    }
    // The boards come before the standings, and the first of them is on the first screen.
    expect(boards[0]![0]!.bottom).toBeLessThanOrEqual(PHONE.height);
    const standings = rows.findIndex((row) => row[0]?.text === 'Rank');
    expect(standings).toBeGreaterThan(section + 9);
    expect(rows[standings]!.map((cell) => cell.text)).toEqual(['Rank', 'Name', 'Pts', 'BH/C1']);
    // Shared ranks ("3–4") and names are shown in full in the standings too.
    for (const row of rows.slice(standings, standings + 17)) for (const cell of row) expect(cell.cut, `"${cell.text}" in full`).toBe(false);
  });

  it('By name fits too: five columns, board, colour, opponent and points of each player in full', async () => {
    await page.locator('#tabs .tab', { hasText: /^By name$/ }).click();
    await page.locator('#grid td', { hasText: 'Round 2 by name' }).waitFor(WAIT);
    const check = (await page.evaluate(`(() => {
        ${CELL_FACTS};
        const scroll = document.getElementById('grid-scroll');
        const rows = [...document.querySelectorAll('#grid tbody tr')];
        const cells = rows.slice(1, 18).flatMap((tr) => [...tr.querySelectorAll('td')]).map((td) => cellFacts(td));
        return {
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth + scroll.scrollWidth - scroll.clientWidth,
          cut: cells.filter((cell) => cell.cut).map((cell) => cell.text),
          header: rows[1].textContent,
        };
      })()`)) as { overflow: number; cut: string[]; header: string };
    expect(check.overflow).toBeLessThanOrEqual(0);
    expect(check.cut).toEqual([]);
    expect(check.header).toBe('2NameBoardColourOpponentPts');
    mkdirSync(join(root, 'test-results'), { recursive: true });
    await page.screenshot({ path: join(root, 'test-results/by-name-phone.png') });
    await page.locator('#tabs .tab', { hasText: /^Live$/ }).click();
    await page.locator('#grid td', { hasText: 'Round 2: 3 of 8 results in' }).waitFor(WAIT);
  });

  it('keeps the screen for the README: test-results/live-phone.png', async () => {
    const results = join(root, 'test-results');
    mkdirSync(results, { recursive: true });
    await page.screenshot({ path: join(results, 'live-phone.png') });
    if (process.env.UPDATE_DOCS_SCREENSHOT === '1') await page.screenshot({ path: join(root, 'docs/live-phone.png') });
  });
});
