/**
 * The Awards sheet as a parent sees it on a phone: the playground in headless
 * Chromium at 390 × 844, the school's prize-giving (test/support/school-prizes.ts)
 * after its last round, the tied money shared by the Hort system. Nothing
 * scrolls sideways; every prize, winner and amount is shown in full, in type
 * a phone can read. The screen is kept as test-results/awards-phone.png (and
 * docs/awards-phone.png, the README's picture, when UPDATE_DOCS_SCREENSHOT=1).
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
const pageErrors: string[] = [];

beforeAll(async () => {
  if (MISSING !== null) return;
  directory = mkdtempSync(join(tmpdir(), 'sheetmate-awards-phone-'));
  const session = schoolSession({ distDirectory: join(root, 'dist'), directory, settings: { prizes: { sharing: 'hort' } } });
  server = await startPlaygroundServer({ session, assets: await buildPageAssets(join(root, 'playground')), port: 0 });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  await page.locator('#tabs .tab', { hasText: /^Awards$/ }).click();
  await page.locator('#tabs .tab.active', { hasText: /^Awards$/ }).waitFor(WAIT);
  await page.locator('#grid td', { hasText: 'Final: standings after round 5 of 5' }).waitFor(WAIT);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

describe.skipIf(MISSING !== null)('Awards on a phone (390 × 844)', () => {
  it('does not scroll sideways, and shows every prize, winner, amount and reason in full, no word broken, in readable type', async () => {
    const check = (await page.evaluate(`(() => {
      const scroll = document.getElementById('grid-scroll');
      const rows = [...document.querySelectorAll('#grid tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => {
        const text = td.querySelector('.cell-text');
        const box = td.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(text);
        const extent = range.getBoundingClientRect();
        const inside = text.getBoundingClientRect();
        // A word wider than its cell is broken in the middle ("Champion / 's"): measured in the cell's own font (a line may break after a hyphen).
        const context = document.createElement('canvas').getContext('2d');
        context.font = getComputedStyle(text).font;
        const words = (td.textContent || '').trim().split(/\\s+|(?<=-)/).filter((word) => word !== '');
        return {
          text: (td.textContent || '').trim(),
          cut: extent.width > inside.width + 0.5 || extent.bottom > box.bottom + 0.5 || words.some((word) => context.measureText(word).width > inside.width + 0.5),
          fontSize: parseFloat(getComputedStyle(td).fontSize),
          right: box.right,
        };
      }));
      return {
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth + scroll.scrollWidth - scroll.clientWidth,
        rows,
      };
    })()`)) as { overflow: number; rows: { text: string; cut: boolean; fontSize: number; right: number }[][] };
    expect(check.overflow).toBeLessThanOrEqual(0);
    const texts = check.rows.map((row) => row.map((cell) => cell.text));
    expect(texts[0]![0]).toBe('Awards · Hill School Saturday');
    const header = texts.findIndex((row) => row.join('|') === 'Prize|Winner|Amount|Why');
    expect(header).toBeGreaterThan(0);
    const awards = texts.slice(header + 1, header + 11).map((row) => row.slice(0, 3));
    expect(awards).toEqual([
      ["Champion's trophy", 'Ana Silva', 'Trophy'],
      ['1st', 'Ana Silva', '27.50'],
      ['2nd', 'Ben Okafor', '22.50'],
      ['3rd', 'Cy Dubois', '10.00'],
      ['Best under-11', 'Dana Lee', 'Medal'],
      ['Best under-13', 'Eli Novak', '10.00'],
      ['Best girl', 'Fay Moreau', 'Medal'],
      ['Best school', 'Hill', 'Shield'],
      ['Best under-1300', 'not awarded', ''],
      ['Best under-1000', 'not awarded', ''],
    ]);
    for (const row of check.rows.slice(header, header + 11)) {
      for (const cell of row) {
        expect(cell.cut, `"${cell.text}" is shown in full`).toBe(false);
        expect(cell.fontSize).toBeGreaterThanOrEqual(12);
        expect(cell.right).toBeLessThanOrEqual(PHONE.width);
      }
    }
    expect(pageErrors).toEqual([]);
  });

  it('keeps the screen for the README: test-results/awards-phone.png', async () => {
    const results = join(root, 'test-results');
    mkdirSync(results, { recursive: true });
    await page.screenshot({ path: join(results, 'awards-phone.png') });
    if (process.env.UPDATE_DOCS_SCREENSHOT === '1') await page.screenshot({ path: join(root, 'docs/awards-phone.png') });
  });
});
