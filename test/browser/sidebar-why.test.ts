/**
 * The sidebar's Why this pairing panel in headless Chromium, 300 px wide:
 * - with a scripted server answering what the real actions answer for an
 *   event (test/support/sheet-values.ts builders): pick a board, then a player,
 *   read the reasons, open the rules for the arbiter, ask why not for two
 *   players; names shown as text;
 * - end to end in the playground, on the built bundle: the panel's words are
 *   the Why sheet's, and why-not is computed by the server.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WhyAnswer, WhyNotAnswer } from '../../src/addon/api-types';
import { pairAction } from '../../src/core/actions/pair';
import type { WorkbookRead } from '../../src/core/actions/plan';
import { refreshAction } from '../../src/core/actions/refresh';
import { explainRoundAction, whyNotAction } from '../../src/core/actions/why/why-answers';
import { buildPageAssets } from '../../src/local/playground/page-assets';
import { startPlaygroundServer } from '../../src/local/playground/server';
import { PlaygroundSession } from '../../src/local/playground/session';
import { chromiumMissing, launchChromium } from '../support/chromium';
import { SAMPLE_SETTINGS, sampleStatus } from '../support/sidebar-answers';
import { installSidebarStub, type StubHandle, type StubScript } from '../support/sidebar-stub';
import { applyPlan, players, typed, workbook } from '../support/sheet-values';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const builtSidebar = join(root, 'dist/Sidebar.html');
const WAIT = { timeout: 15_000 };
const XSS_NAME = '<img src=x onerror=alert(1)>';

const MISSING = chromiumMissing();
if (MISSING !== null) console.warn(MISSING);

/** A Dutch event of nine players (one with a name that is HTML), round 3 paired: what the real actions answer. */
function event(): WorkbookRead {
  const names = ['Ana Silva', 'Bo Li', XSS_NAME, 'Dev Patel', 'Eli Moss', 'Fay Chen', 'Gus Hart', 'Hal Ito', 'Ivy Roe'];
  let read = workbook({ Players: players(...names.map((name, i) => [name, 1900 - i * 50])) }, { settings: { rounds: 5 } });
  for (let round = 1; round <= 3; round++) {
    if (round > 1) {
      const rows = read.sheets.get('Pairings')!;
      for (const row of rows.slice(1)) if (row[0] === round - 1 && row[1] !== '') read = typed(read, 'Pairings', Number(row[1]), Number(row[1]) % 2 === 1 ? '1-0' : '½-½');
      read = applyPlan(read, refreshAction(read));
    }
    read = applyPlan(read, pairAction(read));
  }
  return read;
}

let browser: Browser;
const contexts: BrowserContext[] = [];

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

async function openSidebar(script: StubScript): Promise<{ page: Page; calls(name: string): Promise<unknown[][]>; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 300, height: 900 }, deviceScaleFactor: 2 });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(installSidebarStub, { getSettings: { value: SAMPLE_SETTINGS }, getStatus: { value: sampleStatus({ round: 3 }) }, ...script });
  await page.goto(pathToFileURL(builtSidebar).href);
  await expect.poll(() => page.locator('#round-line').textContent()).not.toBe('Loading…');
  return {
    page,
    errors,
    calls: async (name) =>
      (await page.evaluate(() => (globalThis as unknown as { __sheetmateStub: StubHandle }).__sheetmateStub.calls)).filter((call) => call.name === name).map((call) => call.args),
  };
}

describe.skipIf(MISSING !== null)('the Why this pairing panel', () => {
  it('reads the round when opened; a board, then a player: their reasons, the rules folded away for the arbiter', async () => {
    const read = event();
    const answer: WhyAnswer = explainRoundAction(read, {});
    const { page, calls, errors } = await openSidebar({ explainRound: { value: answer } });
    expect(await calls('explainRound')).toEqual([]);
    await page.locator('#why-panel > summary').click();
    await expect.poll(() => page.locator('#why-round').textContent(), WAIT).toBe('Round 3: why these pairings');
    expect(await calls('explainRound')).toEqual([[{}]]);
    expect(await page.locator('#why-method').textContent()).toMatch(/^Paired by the FIDE Dutch system/);

    const board = answer.boards[1]!;
    const name = (no: number) => answer.players.find((player) => player.no === no)!;
    await page.locator('#why-board').selectOption(`board:${board.board}`);
    expect(await page.locator('#why-heading').textContent()).toBe(`Board ${board.board}: ${name(board.white).name} (${name(board.white).points}) – ${name(board.black).name} (${name(board.black).points})`);
    expect(await page.locator('#why-words').textContent()).toBe(board.words);
    // The rules are there for the arbiter, folded until asked for.
    expect(await page.locator('#why-basis').isVisible()).toBe(false);
    await page.locator('#why-rules summary').click();
    expect(await page.locator('#why-basis li').allTextContents()).toEqual(board.basis);
    expect(board.basis.every((line) => /C\.04\.3/.test(line))).toBe(true);

    // A player: their card before the round, then their board's reasons; the HTML name is text.
    const odd = answer.players.find((player) => player.name === XSS_NAME)!;
    await page.locator('#why-player').selectOption(String(odd.no));
    expect(await page.locator('#why-board').inputValue()).toBe('');
    expect(await page.locator('#why-facts').textContent()).toBe(`${XSS_NAME}: ${odd.facts}`);
    expect(await page.locator('#why-heading').textContent()).toContain(XSS_NAME);
    expect(await page.locator('#why-panel img').count()).toBe(0);
    const widths = (await page.evaluate('[document.documentElement.scrollWidth, document.documentElement.clientWidth]')) as number[];
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    mkdirSync(join(root, 'test-results'), { recursive: true });
    await page.locator('#why-panel').screenshot({ path: join(root, 'test-results/sidebar-why.png') });
    expect(errors).toEqual([]);
  });

  it('why not: two players chosen, the server asked with the round shown, its answer and rule shown', async () => {
    const read = event();
    const answer = explainRoundAction(read, {});
    const pairs = new Set(answer.boards.flatMap((board) => [`${board.white}-${board.black}`, `${board.black}-${board.white}`]));
    const [a, b] = [answer.players[0]!.no, answer.players.find((player) => player.no !== answer.players[0]!.no && !pairs.has(`${answer.players[0]!.no}-${player.no}`))!.no];
    const reply: WhyNotAnswer = whyNotAction(read, { round: 3, players: [a, b] });
    const { page, calls, errors } = await openSidebar({ explainRound: { value: answer }, whyNot: { value: reply } });
    await page.locator('#why-panel > summary').click();
    await expect.poll(() => page.locator('#why-round').textContent(), WAIT).toBe('Round 3: why these pairings');
    const ask = page.locator('#why-not-ask');
    expect(await ask.isDisabled()).toBe(true);
    await page.locator('#why-not-a').selectOption(String(a));
    expect(await ask.isDisabled()).toBe(true);
    await page.locator('#why-not-b').selectOption(String(a));
    expect(await ask.isDisabled()).toBe(true);
    await page.locator('#why-not-b').selectOption(String(b));
    await ask.click();
    await expect.poll(() => page.locator('#why-not-words').textContent(), WAIT).toBe(reply.words);
    expect(await calls('whyNot')).toEqual([[{ round: 3, players: [a, b] }]]);
    await page.locator('#why-not-rules summary').click();
    expect(await page.locator('#why-not-basis').textContent()).toBe(reply.basis);
    expect(reply.words).toMatch(/could have been paired|cannot meet/);
    await page.locator('#why-panel').screenshot({ path: join(root, 'test-results/sidebar-why-not.png') });
    expect(errors).toEqual([]);
  });

  it('a refusal from the server (the round moved on) is shown beside the panel, in words', async () => {
    const answer = explainRoundAction(event(), {});
    const { page } = await openSidebar({ explainRound: { value: answer }, whyNot: { error: 'Round 3 was asked about, but the newest round is now round 4. Choose the two players again.' } });
    await page.locator('#why-panel > summary').click();
    await expect.poll(() => page.locator('#why-round').textContent(), WAIT).toBe('Round 3: why these pairings');
    await page.locator('#why-not-a').selectOption(String(answer.players[0]!.no));
    await page.locator('#why-not-b').selectOption(String(answer.players[1]!.no));
    await page.locator('#why-not-ask').click();
    await expect.poll(() => page.locator('#why-message').textContent(), WAIT).toBe('Round 3 was asked about, but the newest round is now round 4. Choose the two players again.');
    expect(await page.locator('#why-not-shown').isVisible()).toBe(false);
  });
});

describe.skipIf(MISSING !== null)('the panel on the built add-on (the playground)', () => {
  it('shows the Why sheet’s words for a board, and asks the server why not', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'sheetmate-why-'));
    const { session } = PlaygroundSession.open({ distDirectory: join(root, 'dist'), file: join(directory, 'workbook.json') });
    session.menu('menuPairNextRound');
    const values = session.workbook.sheet('Pairings')!.values();
    values.forEach((cells, index) => {
      if (index > 0 && cells[1] !== '') session.edit({ sheet: 'Pairings', row: index + 1, column: 5, value: Number(cells[1]) % 2 === 0 ? '0-1' : '1-0' });
    });
    session.menu('menuPairNextRound');
    const server = await startPlaygroundServer({ session, assets: await buildPageAssets(join(root, 'playground')), port: 0 });
    try {
      const context = await browser.newContext({ viewport: { width: 1200, height: 2200 }, deviceScaleFactor: 2 });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(server.url);
      const sidebar = page.frameLocator('#sidebar-frame');
      await expect.poll(() => sidebar.locator('#round-line').textContent(), WAIT).toBe('Round 2 of 5');
      await sidebar.locator('#why-panel > summary').click();
      await expect.poll(() => sidebar.locator('#why-round').textContent(), WAIT).toBe('Round 2: why these pairings');
      await sidebar.locator('#why-board').selectOption('board:3');
      const sheetCell = String(session.workbook.sheet('Why paired')!.values().find((row) => row[0] === 3)![1]);
      expect(await sidebar.locator('#why-words').textContent()).toBe(sheetCell.split('\n')[1]);
      // Two players of the same score who did not meet: the first two of board 1 and board 2's White.
      const options = await sidebar.locator('#why-not-a option').evaluateAll((list) => list.map((option) => (option as unknown as { value: string }).value));
      await sidebar.locator('#why-not-a').selectOption(options[1]!);
      await sidebar.locator('#why-not-b').selectOption(options[2]!);
      await sidebar.locator('#why-not-ask').click();
      await expect.poll(() => sidebar.locator('#why-not-words').textContent(), WAIT).toMatch(/ (could have been paired|cannot meet|are paired)/);
      expect(await sidebar.locator('#why-message').textContent()).toBe('');
      // The README's picture of the panel: a board, its rules opened, and a why-not answered.
      await sidebar.locator('#why-board').selectOption('board:1');
      await sidebar.locator('#why-rules > summary').click();
      await sidebar.locator('#why-not-rules > summary').click();
      await sidebar.locator('#why-panel').screenshot({ path: join(root, 'test-results/sidebar-why-playground.png') });
      if (process.env.UPDATE_DOCS_SCREENSHOT === '1') await sidebar.locator('#why-panel').screenshot({ path: join(root, 'docs/sidebar-why.png') });
    } finally {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
