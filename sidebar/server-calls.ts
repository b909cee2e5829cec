/**
 * `google.script.run` as promises. The real runner (inside Apps Script) and the
 * tests' stub are used the same way: a fresh `withSuccessHandler(…)
 * .withFailureHandler(…)` chain per call, so the handlers of two calls in
 * flight never mix.
 */
import type { ActionOptions, ActionResult, PairOptions, Settings, SettingsPatch, Status, WhyAnswer, WhyNotAnswer } from '../src/addon/api-types';
import type { ShareInfo } from '../src/addon/share-types';

/** What the sidebar calls on the server, with the arguments it passes. */
export interface SidebarApi {
  /** The event's settings, or a section's. */
  getSettings(section?: string): Settings;
  /** With `section`, that section's own settings. */
  saveSettings(patch: SettingsPatch & { section?: string }): Settings;
  getStatus(): Status;
  /** A token that changes whenever the event or its sheets do: asked every few seconds, the status only when it changed. */
  getChangeToken(): string;
  /** `expectedRound` (each section's, with sections) lets the server refuse a second click's duplicate round. */
  pairNextRound(options: PairOptions): ActionResult;
  /** `expectedRound` is the round to remove: the server refuses when the sheet has moved on. */
  undoLastRound(options: ActionOptions & { expectedRound: number }): ActionResult;
  updateStandings(): ActionResult;
  exportTrf(options?: { section?: string }): ActionResult;
  importTrf(text: string): ActionResult;
  writeSchedule(options?: { section?: string }): ActionResult;
  quickSwissFromText(text: string): ActionResult;
  /** The links the Share panel offers: the spreadsheet's address, the Live sheet's id, the event's name. */
  getShareInfo(): ShareInfo;
  /** The newest round explained (of one section, with sections). */
  explainRound(options: { section?: string }): WhyAnswer;
  /** Why two players of that round were not paired: `round` is the one the panel shows. */
  whyNot(options: { section?: string; round: number; players: [number, number] }): WhyNotAnswer;
}

type Runner = typeof google.script.run;

/** The runner, or null when the page is opened outside Apps Script (a plain file). */
function runner(): Runner | null {
  const scope = globalThis as { google?: { script?: { run?: Runner } } };
  return scope.google?.script?.run ?? null;
}

/** Whether server functions can be called at all. */
export function serverAvailable(): boolean {
  return runner() !== null;
}

/**
 * Calls a server function; resolves with its answer, rejects with the Error
 * the server threw (its message is already in plain words).
 *
 * @example
 * const status = await callServer('getStatus');
 */
export function callServer<K extends keyof SidebarApi>(
  name: K,
  ...args: Parameters<SidebarApi[K]>
): Promise<ReturnType<SidebarApi[K]>> {
  return new Promise((resolve, reject) => {
    const run = runner();
    if (run === null) {
      reject(new Error('This panel works inside Google Sheets: open it from the Sheetmate menu ▸ Open sidebar.'));
      return;
    }
    const chain = run
      .withSuccessHandler((value: unknown) => resolve(value as ReturnType<SidebarApi[K]>))
      .withFailureHandler((error: Error) => reject(error));
    const endpoint = chain[name] as unknown as ((...values: unknown[]) => void) | undefined;
    if (typeof endpoint !== 'function') {
      reject(new Error(`The add-on on this spreadsheet has no "${name}" yet. Reload the page to get the newest version.`));
      return;
    }
    endpoint.apply(chain, args);
  });
}
