/**
 * Live, By name and the sidebar in the playground as a parent and an
 * organiser see them, at 1,366 × 768 (a laptop) and 390 × 844 (a phone held
 * upright): the sample event in round 2 with three results typed. On the
 * laptop the phone sheets use the width (no "Boa…", every name on one line);
 * on the phone they fit without sideways scrolling; at both no cell is cut
 * and no word is broken across lines. The screens are kept under
 * test-results/screenshots/ (live-1366.png, by-name-390.png, sidebar-1366.png,
 * …), and under docs/screenshots/, the committed ones, when
 * UPDATE_DOCS_SCREENSHOT=1.
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
const SCREENSHOTS = join(root, process.env.UPDATE_DOCS_SCREENSHOT === '1' ? 'docs/screenshots' : 'test-results/screenshots');
const WAIT = { timeout: 15_000 };
const SCREENS = [
  { name: '1366', viewport: { width: 1366, height: 768 }, phone: false },
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
] as const;

const MISSING = chromiumMissing();
if (MISSING !== null) console.warn(MISSING);

let directory: string;
let server: PlaygroundServer;
let browser: Browser;

/** What the tests read of the grid's drawn cells with text. */
interface CellFacts {
  readonly row: number;
  readonly column: number;
  readonly text: string;
  /** The text runs past its box: an ellipsis, or lines below the cell. */
  readonly cut: boolean;
  /** Words drawn over two lines (a line may break at a space or after a hyphen only). */
  readonly broken: string[];
  /** Lines the text takes. */
  readonly lines: number;
}

const FACTS = `(() => {
  const facts = [];
  for (const td of document.querySelectorAll('#grid td')) {
    const text = td.querySelector('.cell-text');
    const node = text && text.firstChild;
    if (!node || (node.textContent || '').trim() === '') continue;
    const box = td.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(text);
    const extent = range.getBoundingClientRect();
    const inside = text.getBoundingClientRect();
    const broken = [];
    const words = /[^\\s-]+-?/g;
    let match;
    while ((match = words.exec(node.textContent)) !== null) {
      const word = document.createRange();
      word.setStart(node, match.index);
      word.setEnd(node, match.index + match[0].length);
      const tops = new Set([...word.getClientRects()].map((rect) => Math.round(rect.top)));
      if (tops.size > 1) broken.push(match[0]);
    }
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    facts.push({
      row: Number(td.dataset.row), column: Number(td.dataset.col), text: node.textContent.trim(),
      cut: extent.width > inside.width + 0.5 || extent.bottom > box.bottom + 0.5, broken, lines,
    });
  }
  return facts;
})()`;

beforeAll(async () => {
  if (MISSING !== null) return;
  directory = mkdtempSync(join(tmpdir(), 'sheetmate-views-'));
  const session = sampleInRoundTwo(join(root, 'dist'), directory);
  server = await startPlaygroundServer({ session, assets: await buildPageAssets(join(root, 'playground')), port: 0 });
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

async function open(screen: (typeof SCREENS)[number]): Promise<Page> {
  const page = await browser.newPage({ viewport: screen.viewport, deviceScaleFactor: 1, isMobile: screen.phone, hasTouch: screen.phone });
  await page.goto(server.url);
  return page;
}

async function openTab(page: Page, name: string, shows: string): Promise<void> {
  await page.locator('#tabs .tab', { hasText: new RegExp(`^${name}$`) }).click();
  await page.locator('#grid td', { hasText: shows }).first().waitFor(WAIT);
}

/** How far the page or the grid scrolls sideways (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const scroll = document.getElementById('grid-scroll');
    return Math.max(document.documentElement.scrollWidth - document.documentElement.clientWidth, scroll.scrollWidth - scroll.clientWidth);
  })()`) as Promise<number>;
}

describe.skipIf(MISSING !== null)('Live, By name and the sidebar at 1,366 and 390 px', () => {
  for (const screen of SCREENS) {
    it(`Live at ${screen.name} px: every cell whole, no word broken${screen.phone ? ', no sideways scrolling' : ', each board on one line'}`, async () => {
      const page = await open(screen);
      await openTab(page, 'Live', 'Round 2: 3 of 8 results in');
      const facts = (await page.evaluate(FACTS)) as CellFacts[];
      expect(facts.filter((cell) => cell.cut).map((cell) => cell.text)).toEqual([]);
      expect(facts.flatMap((cell) => cell.broken)).toEqual([]);
      expect(facts.map((cell) => cell.text)).toContain('Board');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      if (!screen.phone) {
        // The width used: each board's names, with their points, on one line.
        const header = facts.find((cell) => cell.text === 'Board')!;
        const boards = facts.filter((cell) => cell.row > header.row && cell.row <= header.row + 8 && (cell.column === 2 || cell.column === 4));
        expect(boards).toHaveLength(16);
        expect(boards.filter((cell) => cell.lines > 1).map((cell) => cell.text)).toEqual([]);
      }
      await page.screenshot({ path: join(SCREENSHOTS, `live-${screen.name}.png`) });
      await page.close();
    });

    it(`By name at ${screen.name} px: every cell whole, no word broken${screen.phone ? ', no sideways scrolling' : ', each player on one line'}`, async () => {
      const page = await open(screen);
      await openTab(page, 'By name', 'Round 2 by name');
      const facts = (await page.evaluate(FACTS)) as CellFacts[];
      expect(facts.filter((cell) => cell.cut).map((cell) => cell.text)).toEqual([]);
      expect(facts.flatMap((cell) => cell.broken)).toEqual([]);
      expect(facts.filter((cell) => cell.row === 2).map((cell) => cell.text)).toEqual(['Name', 'Board', 'Colour', 'Opponent', 'Pts']);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      if (!screen.phone) {
        const players = facts.filter((cell) => cell.row >= 3 && cell.row <= 18 && (cell.column === 1 || cell.column === 4));
        expect(players).toHaveLength(32);
        expect(players.filter((cell) => cell.lines > 1).map((cell) => cell.text)).toEqual([]);
      }
      await page.screenshot({ path: join(SCREENSHOTS, `by-name-${screen.name}.png`) });
      await page.close();
    });

    it(`the sidebar at ${screen.name} px: where the event stands, the missing results, Pair next round`, async () => {
      const page = await open(screen);
      await openTab(page, 'Pairings', 'Round');
      if (screen.phone) {
        // On a phone the sidebar waits in the menu, and opens over the sheet.
        await page.locator('.menu-button', { hasText: /^Sheetmate$/ }).click();
        await page.locator('.menu-list:visible .menu-item', { hasText: 'Open sidebar' }).click();
      }
      const sidebar = page.frameLocator('#sidebar-frame');
      await sidebar.getByText('Round 2 of 5').waitFor(WAIT);
      await sidebar.getByText('5 results missing in round 2:').waitFor(WAIT);
      expect(await sidebar.getByRole('button', { name: 'Pair next round' }).isVisible()).toBe(true);
      const frame = (await page.locator('#sidebar-frame').boundingBox())!;
      expect(frame.x + frame.width).toBeLessThanOrEqual(screen.viewport.width);
      const inner = await sidebar.locator('body').evaluate((body) => body.scrollWidth - body.clientWidth);
      expect(inner).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SCREENSHOTS, `sidebar-${screen.name}.png`) });
      await page.close();
    });
  }
});
