#!/usr/bin/env tsx
/**
 * The Marketplace listing's screenshots (docs/listing/screenshots/, 1280 × 800
 * PNG), taken from the playground: the built add-on on the local services
 * with the real sidebar, in Chromium driven by playwright-core (Debian's
 * /usr/bin/chromium, or the one SHEETMATE_CHROMIUM names; never a downloaded
 * browser). The sample event is played through the add-on's own menu
 * functions and typed results, so every screen is what Sheetmate writes.
 *
 *   npx tsx scripts/listing-screenshots.ts
 *
 * Nothing leaves the machine: every request but the playground's is refused.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { buildPageAssets } from '../src/local/playground/page-assets';
import { SAMPLE_PLAYERS } from '../src/local/playground/sample-event';
import { startPlaygroundServer } from '../src/local/playground/server';
import { PlaygroundSession } from '../src/local/playground/session';
import { buildAll } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'docs', 'listing', 'screenshots');
const VIEWPORT = { width: 1280, height: 800 };
const WAIT = { timeout: 20_000 };
const RATING = new Map(SAMPLE_PLAYERS.map((player) => [player.name, player.rating]));

/** Mostly the higher rating wins; board 2 is drawn and board 4 an upset. */
function resultOf(board: number, white: string, black: string): string {
  if (board === 2) return '½-½';
  return RATING.get(white)! > RATING.get(black)! !== (board === 4) ? '1-0' : '0-1';
}

/** Pairs the next round from the menu and types every result of it into Pairings, onEdit after each. */
function playRound(session: PlaygroundSession): void {
  session.menu('menuPairNextRound');
  const values = session.workbook.sheet('Pairings')!.values();
  const header = values[0]!.map(String);
  const round = values[1]![header.indexOf('Round')];
  values.forEach((row, index) => {
    if (index === 0 || row[header.indexOf('Round')] !== round || row[header.indexOf('Board')] === '') return;
    const notation = resultOf(Number(row[header.indexOf('Board')]), String(row[header.indexOf('White')]), String(row[header.lastIndexOf('Black')]));
    session.edit({ sheet: 'Pairings', row: index + 1, column: header.indexOf('Result') + 1, value: notation });
  });
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.locator('#tabs .tab', { hasText: new RegExp(`^${name}$`) }).click();
  await page.locator('#tabs .tab.active', { hasText: new RegExp(`^${name}$`) }).waitFor(WAIT);
}

async function shoot(page: Page, name: string): Promise<string> {
  await page.waitForTimeout(400);
  const path = join(OUT, name);
  await page.screenshot({ path });
  return `docs/listing/screenshots/${name}`;
}

async function main(): Promise<void> {
  await buildAll({ quiet: true });
  const directory = mkdtempSync(join(tmpdir(), 'sheetmate-listing-'));
  const { session } = PlaygroundSession.open({ distDirectory: join(root, 'dist'), file: join(directory, 'workbook.json') });
  for (let round = 1; round <= 3; round++) playRound(session);
  session.menu('menuPairNextRound');
  const server = await startPlaygroundServer({ session, assets: await buildPageAssets(join(root, 'playground')), port: 0 });
  const executablePath = process.env.SHEETMATE_CHROMIUM?.trim() || '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  const taken: string[] = [];
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    await page.route('**/*', (route) => (route.request().url().startsWith(server.url) || /^(data|blob|about):/.test(route.request().url()) ? route.continue() : route.abort()));
    await page.goto(server.url);
    await page.frameLocator('#sidebar-frame').locator('#round-line', { hasText: /Round 4 of 5/ }).waitFor(WAIT);
    mkdirSync(OUT, { recursive: true });

    await openTab(page, 'Pairings');
    taken.push(await shoot(page, '1-pairings-and-sidebar.png'));
    await openTab(page, 'Standings');
    taken.push(await shoot(page, '2-standings-with-tie-breaks.png'));
    await openTab(page, 'Live');
    taken.push(await shoot(page, '3-live-for-parents.png'));

    await openTab(page, 'Crosstable');
    const frame = page.frameLocator('#sidebar-frame');
    await frame.locator('#settings-panel summary').click();
    await frame.locator('#settings-panel').evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
    taken.push(await shoot(page, '4-settings-in-the-sidebar.png'));

    await page.locator('.menu-button', { hasText: /^Sheetmate$/ }).click();
    await page.locator('.menu-list:visible .menu-item', { hasText: 'Help ▸ Diagnostic to copy into a message' }).click();
    await page.locator('#dialog-backdrop:not([hidden]) iframe.page-dialog').waitFor(WAIT);
    taken.push(await shoot(page, '5-help-diagnostic.png'));
  } finally {
    await browser.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  }
  console.log(`wrote ${taken.join(', ')}`);
}

await main();
