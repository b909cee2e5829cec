/**
 * The Ratings sheet as a parent may open it on a phone: the playground in
 * headless Chromium at 390 × 844, the school's round robin (test/support/school-prizes.ts)
 * after its last round with the Ratings sheet on. A table of ten figures
 * scrolls sideways on a phone; what the first screen shows is what matters:
 * the first line, in full, says these are estimates and FIDE computes the
 * official ratings; each player's name, rating change and performance are
 * there without scrolling. The screen is kept as test-results/ratings-phone.png
 * (and docs/ratings-phone.png when UPDATE_DOCS_SCREENSHOT=1).
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
import { schoolSession } from '../support/school-session';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const WAIT = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };

const MISSING = chromiumMissing();
if (MISSING !== null) console.warn(MISSING);

let directory: string;
let server: PlaygroundServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (MISSING !== null) return;
  directory = mkdtempSync(join(tmpdir(), 'sheetmate-ratings-phone-'));
  server = await startPlaygroundServer({ session: schoolSession({ distDirectory: join(root, 'dist'), directory, settings: { ratingsSheet: true } }), assets: await buildPageAssets(join(root, 'playground')), port: 0 });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.goto(server.url);
  await page.locator('#tabs .tab', { hasText: /^Ratings$/ }).click();
  await page.locator('#tabs .tab.active', { hasText: /^Ratings$/ }).waitFor(WAIT);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

describe.skipIf(MISSING !== null)('Ratings on a phone (390 × 844)', () => {
  it('shows on its first screen, in full, that FIDE computes the official ratings, and each player’s change and performance', async () => {
    const cells = (await page.evaluate(`(() => [...document.querySelectorAll('#grid tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => {
      const text = td.querySelector('.cell-text');
      const range = document.createRange();
      range.selectNodeContents(text);
      return { text: (td.textContent || '').trim(), right: range.getBoundingClientRect().right, cellRight: td.getBoundingClientRect().right };
    })))()`)) as { text: string; right: number; cellRight: number }[][];
    const title = cells[0]![0]!;
    expect(title.text).toBe('Estimates: FIDE computes the official ratings');
    // The text ends on the screen (beside the row numbers), not past its edge.
    expect(title.right).toBeLessThanOrEqual(PHONE.width);
    const header = cells.findIndex((row) => row[0]?.text === 'No.');
    expect(cells[header]!.slice(0, 4).map((cell) => cell.text)).toEqual(['No.', 'Name', 'Change', 'Performance']);
    // Ana Silva: +7, performance 1531 (test/core/actions/prizes.test.ts works them out).
    expect(cells[header + 1]!.slice(0, 4).map((cell) => cell.text)).toEqual(['1', 'Ana Silva', '7', '1531']);
    for (const cell of cells[header + 1]!.slice(0, 4)) expect(cell.cellRight).toBeLessThanOrEqual(PHONE.width);
  });

  it('keeps the screen: test-results/ratings-phone.png', async () => {
    const results = join(root, 'test-results');
    mkdirSync(results, { recursive: true });
    await page.screenshot({ path: join(results, 'ratings-phone.png') });
    if (process.env.UPDATE_DOCS_SCREENSHOT === '1') await page.screenshot({ path: join(root, 'docs/ratings-phone.png') });
  });
});
