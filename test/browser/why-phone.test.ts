/**
 * The Why paired sheet as a parent sees it on a phone: the playground in
 * headless Chromium at 390 × 844, the sample event in round 5 (rounds 1 to 4
 * played: players float between score groups, and floated in round 4). Nothing scrolls sideways; the title, how the round was paired and
 * every board's players and reasons are shown in full, in type a phone can
 * read; no criterion code in the words. The screen is kept as
 * test-results/why-phone.png (and docs/why-phone.png, the README's picture,
 * when UPDATE_DOCS_SCREENSHOT=1).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageAssets } from '../../src/local/playground/page-assets';
import { startPlaygroundServer, type PlaygroundServer } from '../../src/local/playground/server';
import { PlaygroundSession } from '../../src/local/playground/session';
import { chromiumMissing, launchChromium } from '../support/chromium';

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

interface CellFacts {
  readonly text: string;
  readonly span: number;
  readonly cut: boolean;
  readonly fontSize: number;
  readonly left: number;
  readonly right: number;
}

/** `cellFacts(td)`, run in the page: the text's own extent against its box (a Range measures it to the fraction of a pixel). */
const CELL_FACTS = `
  function cellFacts(td) {
    const text = td.querySelector('.cell-text');
    const box = td.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(text);
    const extent = range.getBoundingClientRect();
    const inside = text.getBoundingClientRect();
    return {
      text: text.innerText.trim(),
      span: td.colSpan,
      cut: extent.width > inside.width + 0.5 || extent.bottom > box.bottom + 0.5,
      fontSize: parseFloat(getComputedStyle(td).fontSize),
      left: box.left,
      right: box.right,
    };
  }`;

function typeRound(session: PlaygroundSession): void {
  const values = session.workbook.sheet('Pairings')!.values();
  const newest = values[1]![0];
  values.forEach((cells, index) => {
    if (index === 0 || cells[0] !== newest || cells[1] === '') return;
    const board = Number(cells[1]);
    session.edit({ sheet: 'Pairings', row: index + 1, column: 5, value: board % 3 === 0 ? '½-½' : board % 2 === 0 ? '0-1' : '1-0' });
  });
}

beforeAll(async () => {
  if (MISSING !== null) return;
  directory = mkdtempSync(join(tmpdir(), 'sheetmate-why-phone-'));
  const { session } = PlaygroundSession.open({ distDirectory: join(root, 'dist'), file: join(directory, 'workbook.json') });
  session.workbook.timeZone = 'UTC';
  for (let round = 1; round <= 4; round++) {
    session.menu('menuPairNextRound');
    typeRound(session);
  }
  session.menu('menuPairNextRound');
  server = await startPlaygroundServer({ session, assets: await buildPageAssets(join(root, 'playground')), port: 0 });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  await page.locator('#tabs .tab', { hasText: /^Why paired$/ }).click();
  await page.locator('#tabs .tab.active', { hasText: /^Why paired$/ }).waitFor(WAIT);
  await page.locator('#grid td', { hasText: 'Round 5: why these pairings' }).waitFor(WAIT);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

describe.skipIf(MISSING !== null)('Why paired on a phone (390 × 844)', () => {
  it('does not scroll sideways: the page, the grid and its two columns fit the screen', async () => {
    const sizes = (await page.evaluate(`(() => {
      const scroll = document.getElementById('grid-scroll');
      const box = scroll.getBoundingClientRect();
      const cells = [...document.querySelectorAll('#grid td')].filter((td) => (td.textContent || '').trim() !== '');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        grid: scroll.scrollWidth - scroll.clientWidth,
        rightmostText: Math.max(...cells.map((td) => td.getBoundingClientRect().right)),
        right: box.right,
      };
    })()`)) as { page: number; grid: number; rightmostText: number; right: number };
    expect(sizes.page).toBeLessThanOrEqual(0);
    expect(sizes.grid).toBeLessThanOrEqual(0);
    expect(sizes.rightmostText).toBeLessThanOrEqual(sizes.right);
    expect(pageErrors).toEqual([]);
  });

  it('shows the round, how it was paired, and every board with its players and reasons in full, in readable type', async () => {
    const rows = (await page.evaluate(`(() => {
      ${CELL_FACTS};
      return [...document.querySelectorAll('#grid tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => cellFacts(td)));
    })()`)) as CellFacts[][];
    expect(rows[0]![0]).toMatchObject({ text: 'Round 5: why these pairings', span: 2, cut: false });
    expect(rows[1]![0]!.text).toMatch(/^Paired by the FIDE Dutch system/);
    expect(rows[1]![0]!.cut).toBe(false);
    const header = rows.findIndex((row) => row[0]?.text === 'Board');
    expect(rows[header]!.map((cell) => cell.text)).toEqual(['Board', 'Why']);
    for (const cell of rows[header]!) expect(cell.cut, `header "${cell.text}" in full`).toBe(false);
    // Sixteen players: eight boards, no bye.
    const boards = rows.slice(header + 1, header + 9);
    expect(boards.map((row) => row[0]!.text)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    for (const row of boards) {
      expect(row).toHaveLength(2);
      const [who, words, floats] = row[1]!.text.split('\n');
      // White – Black, each with their points before the round, then why, on a line of its own.
      expect(who).toMatch(/^\S.* \(\d*½?\) – \S.* \(\d*½?\)$/);
      expect(words!.length).toBeGreaterThan(60);
      expect(words).not.toMatch(/\bC\d{1,2}\b|Art\.|C\.04/);
      // Then, on a line of its own, who of the two floated in the two rounds before (round 4 here, the first with floats).
      if (floats !== undefined) expect(floats).toMatch(/^Floats before: [^;]+ (up|down) in round 4(; [^;]+ (up|down) in round 4)?\.$/);
      for (const cell of row) {
        expect(cell.cut, `"${cell.text.slice(0, 40)}…" is shown in full`).toBe(false);
        expect(cell.fontSize).toBeGreaterThanOrEqual(12);
        expect(cell.left).toBeGreaterThanOrEqual(0);
        expect(cell.right).toBeLessThanOrEqual(PHONE.width);
      }
    }
    // Round 5 of the sample: players float, and the words say why.
    expect(boards[0]![1]!.text).toMatch(/two groups down: .* was alone in the 3½-point group, so had to float down/);
    expect(boards.filter((row) => row[1]!.text.includes('\nFloats before: ')).length).toBeGreaterThan(3);
    // What "float" means, in words, below the boards.
    const notes = rows.filter((row) => row.length === 1).map((row) => row[0]!);
    const float = notes.find((cell) => cell.text.startsWith('Float:'));
    expect(float?.cut).toBe(false);
    for (const note of notes) expect(note.cut, `"${note.text.slice(0, 40)}…" in full`).toBe(false);
  });

  it('keeps the screen for the README: test-results/why-phone.png', async () => {
    const results = join(root, 'test-results');
    mkdirSync(results, { recursive: true });
    await page.screenshot({ path: join(results, 'why-phone.png') });
    if (process.env.UPDATE_DOCS_SCREENSHOT === '1') await page.screenshot({ path: join(root, 'docs/why-phone.png') });
    // And the end of the sheet: the last boards, then what the words mean.
    await page.evaluate(`(() => { const scroll = document.getElementById('grid-scroll'); scroll.scrollTop = scroll.scrollHeight; })()`);
    await page.screenshot({ path: join(results, 'why-phone-end.png') });
  });
});
