/**
 * The add-on's entry points as plain functions of the Apps Script services.
 * `entry.ts` binds them to the real globals; tests and the playground call
 * the bundle's top-level functions with local services installed as globals.
 * Each reads, plans (src/core/actions) and commits through run.ts; what comes
 * from a page is checked here, at the boundary, in words.
 */
import { exportTrfAction, scheduleAction } from '../core/actions/exports';
import { importTrfAction } from '../core/actions/import-trf';
import { capitalise } from '../core/actions/messages';
import { pairAction, type PairRequest } from '../core/actions/pair';
import type { ActionResult, Status } from '../core/actions/plan';
import { quickSwissTextAction } from '../core/actions/quick-swiss-text';
import { refreshAction } from '../core/actions/refresh';
import { repairAction } from '../core/actions/repair';
import { saveSettingsAction, settingsAction } from '../core/actions/settings';
import { statusAction } from '../core/actions/status';
import { undoAction, type UndoRequest } from '../core/actions/undo';
import { explainRoundAction, whyNotAction, type WhyAnswer, type WhyNotAnswer } from '../core/actions/why/why-answers';
import { InputError, InputErrors, NoValidPairingError, PairingRefusedError } from '../core/errors';
import type { Settings } from '../core/record/settings';
import { PAIRINGS_SHEET, PLAYERS_SHEET, sectionOfSheet, SCHEDULE_SHEET, sectionSheet, TRF_SHEET } from '../core/workbook/layout';
import { sectionNames } from '../core/workbook/sections';
import type { AppsScriptServices, MenuApi } from '../sheets/apps-script';
import { readSheet } from '../sheets/sheet-io';
import { PROGRAM_NAME } from './version';
import { commitPlan, WriteInterruptedError } from './commit';
import { readWorkbookValues, runAction } from './run';
import { saveLastEdit } from './settings-store';

const MENU_TITLE = 'Sheetmate';

/** Menu items: caption and the top-level function each one calls. */
const MENU_ITEMS = [
  { caption: 'Pair next round', functionName: 'menuPairNextRound' },
  { caption: 'Undo last round', functionName: 'menuUndoLastRound' },
  { caption: 'Update standings', functionName: 'menuUpdateStandings' },
  { caption: 'Write round-robin schedule', functionName: 'menuWriteSchedule' },
  'separator',
  { caption: 'Export TRF', functionName: 'menuExportTrf' },
  { caption: 'Import TRF from the TRF sheet', functionName: 'menuImportTrf' },
  'separator',
  { caption: 'Rebuild sheets from the record', functionName: 'menuRebuildSheets' },
  'separator',
  { caption: 'Open sidebar', functionName: 'showSidebar' },
] as const;

/**
 * Builds the add-on's menu (Extensions ▸ Sheetmate in an installed add-on),
 * with `addMore`'s items (submenus) at its end. Runs from onOpen and onInstall,
 * also without authorisation (AuthMode.NONE), so it touches nothing else.
 */
export function buildMenu(services: AppsScriptServices, addMore?: (menu: MenuApi) => void): void {
  const menu = services.SpreadsheetApp.getUi().createAddonMenu();
  for (const item of MENU_ITEMS) {
    if (item === 'separator') menu.addSeparator();
    else menu.addItem(item.caption, item.functionName);
  }
  addMore?.(menu);
  menu.addToUi();
}

/** The actions, as the menu and the sidebar run them. */
export const actions = {
  pair: (services: AppsScriptServices, request: PairRequest = {}) => runAction(services, { needs: 'everything' }, (read) => pairAction(read, request)).result,
  undo: (services: AppsScriptServices, request: UndoRequest = {}) => runAction(services, { needs: 'everything' }, (read) => undoAction(read, request)).result,
  refresh: (services: AppsScriptServices, waitMs?: number, edited?: string) =>
    runAction(services, { needs: 'event and views', ...(edited === undefined ? {} : { viewsOf: edited }) }, (read) => refreshAction(read, edited), waitMs).result,
  exportTrf: (services: AppsScriptServices, request: { readonly section?: string } = {}) =>
    runAction(services, { needs: 'event and Do not pair', also: (sections) => sections.map((section) => sectionSheet(TRF_SHEET, section)) }, (read) => exportTrfAction(read, { ...request, pairingController: PROGRAM_NAME })).result,
  schedule: (services: AppsScriptServices, request: { readonly section?: string } = {}) =>
    runAction(services, { needs: 'event and Do not pair', also: (sections) => sections.map((section) => sectionSheet(SCHEDULE_SHEET, section)) }, (read) => scheduleAction(read, request)).result,
  importTrf: (services: AppsScriptServices, text?: string) => runAction(services, { needs: 'everything', also: () => [TRF_SHEET] }, (read) => importTrfAction(read, text)).result,
  repair: (services: AppsScriptServices) => runAction(services, { needs: 'everything' }, repairAction).result,
  status: (services: AppsScriptServices): Status => statusAction(readWorkbookValues(services, { needs: 'event' })).result.status,
};

/** Undo from the menu: asks in a dialog before deleting typed results. */
export function undoFromMenu(services: AppsScriptServices): void {
  const ui = services.SpreadsheetApp.getUi();
  runFromMenu(services, () => {
    const first = actions.undo(services);
    if (first.needsConfirmation === undefined) return first;
    const answer = ui.alert('Undo last round?', first.needsConfirmation, ui.ButtonSet.YES_NO);
    // The lock is let go while the dialog waits: the confirmed undo names the round (and section) it was asked about.
    const asked = first.undo === undefined ? { expectedRound: first.status.round } : { expectedRound: first.undo.round, section: first.undo.section };
    return answer === ui.Button.YES ? actions.undo(services, { confirmed: true, ...asked }) : first;
  });
}

/**
 * The simple onEdit trigger: a result typed into Pairings refreshes the
 * standings at once, so parents following the sheet see them move. It never
 * waits long for the lock and never interrupts typing with a dialog.
 */
export function onPairingsEdited(services: AppsScriptServices, event: unknown): void {
  const sheetName = (event as { range?: { getSheet?: () => { getName?: () => string } } } | undefined)?.range?.getSheet?.()?.getName?.();
  const section = sheetName === undefined ? null : sectionOfSheet(PAIRINGS_SHEET, sheetName);
  if (section === null) return;
  try {
    // The trigger's mark that it ran (the installation check reports it); a courtesy, never worth an error.
    saveLastEdit(services.PropertiesService, new Date().toISOString());
  } catch {
    // An add-on not yet authorised may not write properties: the refresh below says what it can.
  }
  try {
    // With sections, a result typed in Pairings U10 changes the U10's views (and Teams, Live, By name) only.
    actions.refresh(services, 2_000, section === '' ? undefined : section);
  } catch (error) {
    services.SpreadsheetApp.getActiveSpreadsheet().toast(messageOf(error), 'Sheetmate: standings not updated', 10);
  }
}

export function showSidebar(services: AppsScriptServices): void {
  const output = services.HtmlService.createHtmlOutputFromFile('Sidebar').setTitle(MENU_TITLE);
  services.SpreadsheetApp.getUi().showSidebar(output);
}

/**
 * Runs a menu action. Errors are shown in a dialog; so is the outcome when
 * `announce` is set (exports and schedules: nothing on the current sheet shows them).
 */
export function runFromMenu(services: AppsScriptServices, action: () => ActionResult, announce = false): void {
  const ui = services.SpreadsheetApp.getUi();
  try {
    const result = action();
    // An event with sections gets its report section by section, where it can be read whole.
    if (announce || result.sections !== undefined) ui.alert(result.message);
  } catch (error) {
    ui.alert(messageOf(error));
  }
}

/** The words shown to the organiser for an error: "Nothing was changed" only when that is true. */
function messageOf(error: unknown): string {
  if (error instanceof WriteInterruptedError) return error.message;
  if (error instanceof InputError || error instanceof InputErrors || error instanceof PairingRefusedError) return `Nothing was changed. ${capitalise(error.message)}`;
  if (error instanceof NoValidPairingError) {
    return `Nothing was changed. ${error.message} The FIDE rules leave this round to the arbiter: pair it by hand in Pairings, or check the players' status and byes.`;
  }
  const words = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return `Sheetmate hit an unexpected problem and changed nothing: ${typeof words === 'string' ? words : String(error)}`;
}

/**
 * For `google.script.run`: errors must reach the sidebar's failure handler as
 * an Error whose message is already in plain words.
 */
export function forSidebar<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    throw new Error(messageOf(error));
  }
}

/**
 * Checks what `google.script.run` passed: anything can arrive from a page, so
 * every argument's type is checked here, at the boundary, in words.
 */
function optionsOf(value: unknown, fn: string, known: readonly string[]): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(`the options of this request must be an object, such as ${fn}({ expectedRound: 3 }).`);
  }
  const options = value as Record<string, unknown>;
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new InputError(`"${key}" is not an option of ${fn} (its options: ${known.join(', ')}).`);
  }
  return options;
}

/** Each section's round, for pairing every section at once: `{ "U10": 3, "Open": 4 }`. */
function expectedRoundsOf(value: unknown): Record<string, number> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError('expectedRounds must give each section its round, such as { "U10": 3, "Open": 4 }.');
  }
  const rounds: Record<string, number> = {};
  for (const [section, round] of Object.entries(value as Record<string, unknown>)) {
    if (typeof round !== 'number' || !Number.isInteger(round) || round < 1) {
      throw new InputError(`the round of ${section} in expectedRounds must be a round number such as 1, not ${JSON.stringify(round)}.`);
    }
    rounds[section] = round;
  }
  return rounds;
}

/** The round a request acts on: required, so that a repeated request is refused rather than done twice. */
function expectedRoundOf(options: Record<string, unknown>, fn: string, what: string): number {
  const value = options.expectedRound;
  if (value === undefined) {
    throw new InputError(`this request needs the round it ${what}: ${fn}({ expectedRound: 3 }), so that a repeated request cannot act twice.`);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    const shown = typeof value === 'string' ? `the text "${value}"` : JSON.stringify(value) ?? String(value);
    throw new InputError(`the round (expectedRound) must be a round number such as 1, not ${shown}.`);
  }
  return value;
}

/** The section an option names, checked to be text. */
function sectionOptionOf(options: Record<string, unknown>): { section?: string } {
  const section = options.section;
  if (section === undefined) return {};
  if (typeof section !== 'string' || section.trim() === '') {
    throw new InputError(`the section must be named as Players names it, such as "U10", not ${JSON.stringify(section)}.`);
  }
  return { section };
}

/** The sections Players names (one read of Players), to check a section a request names. */
function sectionsOnPlayers(services: AppsScriptServices): string[] {
  const players = readSheet(services.SpreadsheetApp.getActiveSpreadsheet(), PLAYERS_SHEET);
  return players === null ? [] : sectionNames(players.values);
}

/** Saves settings under the lock: the record (and a copy in the properties), then the views when the spreadsheet has them. */
function saveSettings(services: AppsScriptServices, patch: unknown, sections: readonly string[]): Settings {
  let saved: Settings | undefined;
  runAction(services, { needs: 'event and views' }, (read) => {
    const planned = saveSettingsAction(read, patch, sections);
    saved = planned.saved;
    return planned.plan;
  });
  return saved!;
}

export function serverApi(services: AppsScriptServices) {
  return {
    getSettings: (section?: unknown): Settings =>
      forSidebar(() => {
        const name = section === undefined || section === null ? undefined : sectionOptionOf({ section }).section;
        return settingsAction(readWorkbookValues(services, { needs: 'settings' }), name, name === undefined ? [] : sectionsOnPlayers(services));
      }),
    saveSettings: (patch: unknown): Settings =>
      forSidebar(() => {
        // Players is read to check a section only when the patch names one.
        const named = patch !== null && typeof patch === 'object' && (patch as { section?: unknown }).section !== undefined;
        return saveSettings(services, patch, named ? sectionsOnPlayers(services) : []);
      }),
    getStatus: (): Status => forSidebar(() => actions.status(services)),
    pairNextRound: (options?: unknown): ActionResult =>
      forSidebar(() => {
        const given = optionsOf(options, 'pairNextRound', ['expectedRound', 'section', 'expectedRounds']);
        const section = sectionOptionOf(given);
        if (section.section === undefined && given.expectedRounds !== undefined) return actions.pair(services, { expectedRounds: expectedRoundsOf(given.expectedRounds) });
        return actions.pair(services, { ...section, expectedRound: expectedRoundOf(given, 'pairNextRound', 'is to pair') });
      }),
    undoLastRound: (options?: unknown): ActionResult =>
      forSidebar(() => {
        const given = optionsOf(options, 'undoLastRound', ['confirmed', 'expectedRound', 'section']);
        if (given.confirmed !== undefined && typeof given.confirmed !== 'boolean') {
          throw new InputError(`the option confirmed must be true or false, not ${JSON.stringify(given.confirmed)}.`);
        }
        const expectedRound = expectedRoundOf(given, 'undoLastRound', 'is to undo (the newest round)');
        return actions.undo(services, { confirmed: given.confirmed === true, expectedRound, ...sectionOptionOf(given) });
      }),
    updateStandings: (): ActionResult => forSidebar(() => actions.refresh(services)),
    exportTrf: (options?: unknown): ActionResult => forSidebar(() => actions.exportTrf(services, sectionOptionOf(optionsOf(options, 'exportTrf', ['section'])))),
    importTrf: (text: unknown): ActionResult =>
      forSidebar(() => {
        if (typeof text !== 'string' || text.trim() === '') throw new InputError('the TRF file is empty.');
        return actions.importTrf(services, text);
      }),
    writeSchedule: (options?: unknown): ActionResult => forSidebar(() => actions.schedule(services, sectionOptionOf(optionsOf(options, 'writeSchedule', ['section'])))),
    rebuildSheets: (): ActionResult => forSidebar(() => actions.repair(services)),
    explainRound: (options?: unknown): WhyAnswer => forSidebar(() => explainRoundAction(readWorkbookValues(services, { needs: 'event and Do not pair' }), options)),
    whyNot: (options?: unknown): WhyNotAnswer => forSidebar(() => whyNotAction(readWorkbookValues(services, { needs: 'event and Do not pair' }), options)),
    quickSwissFromText: (text: unknown): ActionResult =>
      forSidebar(() => {
        if (typeof text !== 'string') throw new InputError('the quick Swiss field must be text: one player a line, as Name | score | previous opponents.');
        const plan = quickSwissTextAction(readWorkbookValues(services, { needs: 'event' }), text);
        commitPlan(services, plan);
        return plan.result;
      }),
  };
}
