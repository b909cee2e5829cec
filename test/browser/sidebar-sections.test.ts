/**
 * The sidebar of an event with sections, in headless Chromium against a
 * scripted server: every section's status, a section paired or undone on its
 * own (the request names the section and its round), every ready section
 * paired at once (each with the round the panel saw), and settings per
 * section. Also the words it shows, without a browser.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, SectionStatus, Settings, Status } from '../../src/addon/api-types';
import { DEFAULT_SETTINGS } from '../../src/core/record/settings';
import { missingLine } from '../../sidebar/labels';
import { expectedRounds, sectionLine, sectionsHeadline } from '../../sidebar/section-words';
import { chromiumMissing, launchChromium } from '../support/chromium';
import { installSidebarStub, type StubHandle, type StubScript } from '../support/sidebar-stub';

const builtSidebar = join(dirname(fileURLToPath(import.meta.url)), '../../dist/Sidebar.html');

const section = (overrides: Partial<SectionStatus> & Pick<SectionStatus, 'section'>): SectionStatus => ({
  round: 0,
  totalRounds: 5,
  players: 10,
  missingResults: [],
  finished: false,
  system: 'dutch',
  problem: null,
  next: 'pair',
  ...overrides,
});

const SECTIONS: SectionStatus[] = [
  section({ section: 'Open', round: 2, players: 11 }),
  section({
    section: 'U10',
    round: 2,
    totalRounds: 4,
    players: 8,
    system: 'quick',
    next: 'wait',
    missingResults: [{ section: 'U10', round: 2, board: 3, white: 'Tia C', black: 'Tia F' }],
  }),
  section({ section: 'U8', round: 5, system: 'round-robin', players: 5, next: 'finished', finished: true }),
];

const STATUS: Status = {
  round: 5,
  totalRounds: 5,
  players: 24,
  missingResults: SECTIONS[1]!.missingResults,
  finished: false,
  system: 'dutch',
  lastAction: null,
  problem: null,
  sections: SECTIONS,
};

describe('the words of the sections panel', () => {
  it('says where each section stands and what Pair next round would do', () => {
    expect(SECTIONS.map(sectionLine)).toEqual([
      'Open · 11 players, Dutch Swiss (FIDE) · round 2 of 5 · ready for round 3',
      'U10 · 8 players, Quick Swiss (by score) · round 2 of 4 · 1 result missing',
      'U8 · 5 players, Round robin · round 5 of 5 · finished',
    ]);
    expect(sectionsHeadline(STATUS)).toBe('3 sections · 1 ready to pair');
    expect(expectedRounds(STATUS)).toEqual({ Open: 3 });
    expect(missingLine(SECTIONS[1]!.missingResults[0]!)).toBe('U10, board 3: Tia C – Tia F');
  });
});

const MISSING = chromiumMissing();
if (MISSING !== null) console.warn(MISSING);
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (MISSING === null) browser = await launchChromium();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

const U8_SETTINGS: Settings = { ...DEFAULT_SETTINGS, system: 'round-robin', rounds: 0 };

async function openSidebar(script: StubScript): Promise<{ page: Page; calls: (name: string) => Promise<unknown[][]> }> {
  const context = await browser.newContext({ viewport: { width: 300, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.addInitScript(installSidebarStub, {
    getSettings: [{ value: DEFAULT_SETTINGS }, { value: U8_SETTINGS }],
    getStatus: { value: STATUS },
    saveSettings: { value: U8_SETTINGS },
    getShareInfo: { value: { eventName: 'School Saturday', spreadsheetUrl: null, liveSheet: null } },
    ...script,
  });
  await page.goto(pathToFileURL(builtSidebar).href);
  await expect.poll(() => page.locator('#round-line').textContent()).toBe('3 sections · 1 ready to pair');
  return {
    page,
    calls: async (name) =>
      (await page.evaluate(() => (globalThis as unknown as { __sheetmateStub: StubHandle }).__sheetmateStub.calls)).filter((call) => call.name === name).map((call) => call.args),
  };
}

const paired: ActionResult = { message: 'Open: Round 3 paired: 5 boards.', status: STATUS, sections: [{ section: 'Open', outcome: 'paired', message: 'Round 3 paired: 5 boards.' }] };

describe.skipIf(MISSING !== null)('the sidebar of an event with sections', () => {
  it('lists every section with its own buttons, and pairs one section on its own with its round', async () => {
    const { page, calls } = await openSidebar({ pairNextRound: { value: paired } });
    await expect.poll(() => page.locator('.section-line').allTextContents()).toEqual(SECTIONS.map(sectionLine));
    // U10 waits for a result, U8 is finished: only the Open can be paired; the U8's last round can still be undone.
    const items = page.locator('.section-item');
    expect(await items.nth(1).getByRole('button', { name: 'Pair round 3 of U10 alone' }).isDisabled()).toBe(true);
    expect(await items.nth(2).getByRole('button', { name: 'Undo round 5 of U8' }).isDisabled()).toBe(false);
    expect(await page.locator('#undo').isHidden()).toBe(true);
    await items.nth(0).getByRole('button', { name: 'Pair round 3 of Open alone' }).click();
    await expect.poll(() => calls('pairNextRound')).toEqual([[{ section: 'Open', expectedRound: 3 }]]);
    await expect.poll(() => page.locator('#action-message').textContent()).toBe('Open: Round 3 paired: 5 boards.');
  });

  it('offers no Undo for a section before its first round', async () => {
    const fresh: Status = { ...STATUS, sections: [section({ section: 'Open', round: 0 }), ...SECTIONS.slice(1)] };
    const { page } = await openSidebar({ getStatus: { value: fresh } });
    await expect.poll(() => page.locator('.section-item').count()).toBe(3);
    const open = page.locator('.section-item').nth(0);
    expect(await open.getByRole('button').allTextContents()).toEqual(['Pair round 1', 'TRF']);
    expect(await page.getByRole('button', { name: /^Undo round 0/ }).count()).toBe(0);
    expect(await page.locator('.section-item').nth(2).getByRole('button', { name: 'Undo round 5 of U8' }).count()).toBe(1);
  });

  it('pairs every ready section with the round each showed', async () => {
    const { page, calls } = await openSidebar({ pairNextRound: { value: paired } });
    expect(await page.locator('#pair').textContent()).toBe('Pair every ready section');
    await page.locator('#pair').click();
    await expect.poll(() => calls('pairNextRound')).toEqual([[{ expectedRounds: { Open: 3 } }]]);
  });

  it('undoes a section’s round after the question, naming the section and round back', async () => {
    const { page, calls } = await openSidebar({
      undoLastRound: [
        { value: { message: 'Round 5 of U8 was not removed.', needsConfirmation: 'Undo round 5 of U8? It already has 2 results typed.', undo: { section: 'U8', round: 5 }, status: STATUS } },
        { value: { message: 'U8: round 5 removed with its 2 typed results.', status: STATUS } },
      ],
    });
    await page.locator('.section-item').nth(2).getByRole('button', { name: 'Undo round 5 of U8' }).click();
    await expect.poll(() => page.locator('#confirm-text').textContent()).toBe('Undo round 5 of U8? It already has 2 results typed.');
    await page.locator('#confirm-yes').click();
    await expect.poll(() => calls('undoLastRound')).toEqual([
      [{ section: 'U8', expectedRound: 5, confirmed: false }],
      [{ confirmed: true, expectedRound: 5, section: 'U8' }],
    ]);
  });

  it('shows and saves one section’s settings when it is chosen, and the team setting only for the whole event', async () => {
    const { page, calls } = await openSidebar({});
    expect(await page.locator('#settings-scope option').allTextContents()).toEqual(['The whole event (every section)', 'Section Open', 'Section U10', 'Section U8']);
    await page.locator('#settings-panel summary').click();
    expect(await page.locator('#team-field').isVisible()).toBe(true);
    await page.locator('#settings-scope').selectOption('U8');
    await expect.poll(() => calls('getSettings')).toEqual([[], ['U8']]);
    await expect.poll(() => page.locator('#system').inputValue()).toBe('round-robin');
    expect(await page.locator('#team-field').isHidden()).toBe(true);
    await page.locator('#rounds').fill('4');
    await page.locator('#rounds').dispatchEvent('change');
    await expect.poll(() => calls('saveSettings')).toEqual([[{ rounds: 4, section: 'U8' }]]);
  });
});
