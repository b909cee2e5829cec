/**
 * The add-on's entry points as plain functions of the Apps Script services.
 * `entry.ts` binds them to the real globals; tests and the playground call
 * the bundle's top-level functions with local services installed as globals.
 * Each reads, plans (src/core/actions) and commits through run.ts; what comes
 * from a page is checked here, at the boundary, in words.
 */
import { exportTrfAction, scheduleAction } from '../core/actions/exports';
import { importTrfAction } from '../core/actions/import-trf';
import { confirmNamesAction, type ConfirmNamesRequest } from '../core/actions/edits/confirm-names';
import { sheetEditAnswer } from '../core/actions/edits/sheet-edits';
import { errorWords } from '../core/actions/messages';
import { pairAction, type PairRequest } from '../core/actions/pair';
import type { ActionResult, Status } from '../core/actions/plan';
import { quickSwissTextAction } from '../core/actions/quick-swiss-text';
import { prizesEditedAction, refreshAction, type EditedCell } from '../core/actions/refresh';
import { repairAction } from '../core/actions/repair';
import { saveSettingsAction, settingsAction } from '../core/actions/settings';
import { statusAction } from '../core/actions/status';
import { undoAction, type UndoRequest } from '../core/actions/undo';
import { explainRoundAction, whyNotAction, type WhyAnswer, type WhyNotAnswer } from '../core/actions/why/why-answers';
import { InputError } from '../core/errors';
import type { Settings } from '../core/record/settings';
import { PAIRINGS_SHEET, PLAYERS_SHEET, PRIZES_SHEET, RECORD_SHEET, sectionOfSheet, SCHEDULE_SHEET, sectionSheet, TRF_SHEET } from '../core/workbook/layout';
import { sectionNames } from '../core/workbook/sections';
import type { AppsScriptServices, MenuApi } from '../sheets/apps-script';
import { readSheet } from '../sheets/sheet-io';
import { expectedRoundOf, expectedRoundsOf, optionsOf, sectionOptionOf } from '../core/requests/options';
import { PROGRAM_NAME } from './version';
import { commitPlan, WriteInterruptedError } from './commit';
import { readChangeToken, readWorkbookValues, runAction } from './run';
import { changeToken, loadChangeCount, noteChange, saveLastEdit } from './settings-store';
import { recordGenerationOf } from '../core/record/sheet-rows';

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
  { caption: 'Confirm changed names', functionName: 'menuConfirmNames' },
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
  refresh: (services: AppsScriptServices, waitMs?: number, edited?: EditedCell) =>
    runAction(services, { needs: 'event and views', ...(edited === undefined || edited.section === '' ? {} : { viewsOf: edited.section }) }, (read) => refreshAction(read, edited), waitMs).result,
  exportTrf: (services: AppsScriptServices, request: { readonly section?: string } = {}) =>
    runAction(services, { needs: 'event and Do not pair', also: (sections) => sections.map((section) => sectionSheet(TRF_SHEET, section)) }, (read) => exportTrfAction(read, { ...request, pairingController: PROGRAM_NAME })).result,
  schedule: (services: AppsScriptServices, request: { readonly section?: string } = {}) =>
    runAction(services, { needs: 'event and Do not pair', also: (sections) => sections.map((section) => sectionSheet(SCHEDULE_SHEET, section)) }, (read) => scheduleAction(read, request)).result,
  importTrf: (services: AppsScriptServices, text?: string) => runAction(services, { needs: 'everything', also: () => [TRF_SHEET] }, (read) => importTrfAction(read, text)).result,
  repair: (services: AppsScriptServices) => runAction(services, { needs: 'everything' }, repairAction).result,
  prizesEdited: (services: AppsScriptServices) => runAction(services, { needs: 'event and views' }, prizesEditedAction, 2_000).result,
  confirmNames: (services: AppsScriptServices, request: ConfirmNamesRequest = {}) => runAction(services, { needs: 'event and views' }, (read) => confirmNamesAction(read, request)).result,
  status: (services: AppsScriptServices): Status => {
    // The count first: a change made while the sheets are read leaves the token older than the status, never newer.
    const count = loadChangeCount(services.PropertiesService);
    const read = readWorkbookValues(services, { needs: 'event' });
    return { ...statusAction(read).result.status, changeToken: changeToken(recordGenerationOf(read.record?.[0]), count) };
  },
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

/** Confirm changed names from the menu: asks in a dialog, naming each row; Yes records the names it asked about. */
export function confirmNamesFromMenu(services: AppsScriptServices): void {
  const ui = services.SpreadsheetApp.getUi();
  runFromMenu(services, () => {
    const first = actions.confirmNames(services);
    if (first.needsConfirmation === undefined || first.names === undefined) return first;
    const answer = ui.alert('Confirm changed names?', first.needsConfirmation, ui.ButtonSet.YES_NO);
    return answer === ui.Button.YES ? actions.confirmNames(services, { confirmed: first.names }) : first;
  }, true);
}

/** What Sheets' onEdit event says of the cell edited: its sheet, row, column and the value typed (undefined when cleared). */
interface EditEvent {
  readonly range?: { getSheet?: () => { getName?: () => string }; getRow?: () => number; getColumn?: () => number };
  readonly value?: unknown;
}

/**
 * The simple onEdit trigger: a result typed into Pairings refreshes the
 * standings at once, so parents following the sheet see them move; a name
 * fixed in Players reaches Pairings, Live and By name at once; a Prizes cell
 * typed updates the Awards sheet; an edit in Sheetmate's own sheets, in a
 * Players column it writes, or one it cannot take as it is, is answered at
 * once with where it belongs (a toast). It never waits long for the lock and
 * never interrupts typing with a dialog.
 */
export function onSheetEdited(services: AppsScriptServices, event: unknown): void {
  const edit = (event ?? {}) as EditEvent;
  const sheetName = edit.range?.getSheet?.()?.getName?.();
  if (sheetName === undefined) return;
  if (sheetName === PLAYERS_SHEET) {
    answerEdit(services, sheetName, edit);
    return onPlayersEdited(services);
  }
  const section = sectionOfSheet(PAIRINGS_SHEET, sheetName);
  if (section === null && sheetName !== PRIZES_SHEET) {
    answerEdit(services, sheetName, edit);
    return;
  }
  if (section !== null) {
    try {
      // The trigger's mark that it ran on Pairings (the installation check reports it); a courtesy, never worth an error.
      saveLastEdit(services.PropertiesService, new Date().toISOString());
    } catch {
      // An add-on not yet authorised may not write properties: the refresh below says what it can.
    }
  }
  try {
    // With sections, a result typed in Pairings U10 changes the U10's views (and Teams, Live, By name, Awards) only.
    if (section === null) actions.prizesEdited(services);
    else actions.refresh(services, 2_000, { section, ...editedCell(edit.range) });
  } catch (error) {
    // Nothing written, but the cell changed: the open sidebar reads the status again (and shows the problem).
    noteChange(services.PropertiesService);
    services.SpreadsheetApp.getActiveSpreadsheet().toast(messageOf(error), 'Sheetmate: standings not updated', 10);
  }
}

/** An edit outside Pairings answered (read only, no lock): where what was typed belongs. */
function answerEdit(services: AppsScriptServices, sheet: string, edit: EditEvent): void {
  const row = edit.range?.getRow?.();
  const column = edit.range?.getColumn?.();
  if (row === undefined || column === undefined) return;
  try {
    const read = readWorkbookValues(services, { needs: 'event', also: () => [sheet] });
    const answer = sheetEditAnswer(read, { sheet, row, column, ...(typeof edit.value === 'string' || typeof edit.value === 'number' ? { value: String(edit.value) } : {}) });
    if (answer !== null) services.SpreadsheetApp.getActiveSpreadsheet().toast(answer, 'Sheetmate', 15);
  } catch {
    // An answer is a courtesy: the next step says what it must.
  }
}

/**
 * Players edited: once the event has begun, the views are refreshed, which
 * writes only the cells that changed (a name fixed: its cells in Pairings,
 * Standings, Crosstable, Live and By name). Quiet: the organiser may be in
 * the middle of typing a row, and the sidebar shows any problem.
 */
function onPlayersEdited(services: AppsScriptServices): void {
  try {
    if (services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(RECORD_SHEET) !== null) actions.refresh(services, 2_000);
  } catch {
    // Players cannot be read as it stands (a row half typed): the next step, or the sidebar, says why.
  }
  noteChange(services.PropertiesService);
}

/** The edited cell's row and column, when the event says. */
function editedCell(range: EditEvent['range']): { row?: number; column?: number } {
  const row = typeof range?.getRow === 'function' ? range.getRow() : undefined;
  const column = typeof range?.getColumn === 'function' ? range.getColumn() : undefined;
  return { ...(typeof row === 'number' ? { row } : {}), ...(typeof column === 'number' ? { column } : {}) };
}

export function showSidebar(services: AppsScriptServices): void {
  const output = services.HtmlService.createHtmlOutputFromFile('Sidebar').setTitle(MENU_TITLE);
  services.SpreadsheetApp.getUi().showSidebar(output);
}

/**
 * Runs a menu action and says what it did, once: in a dialog when `announce`
 * is set (exports and schedules: nothing on the current sheet shows them) or
 * the event has sections (its report, section by section, read whole), else
 * in a toast. Errors are shown in a dialog.
 */
export function runFromMenu(services: AppsScriptServices, action: () => ActionResult, announce = false): void {
  const ui = services.SpreadsheetApp.getUi();
  try {
    const result = action();
    if (announce || result.sections !== undefined) ui.alert(result.message);
    else if (result.message !== '') services.SpreadsheetApp.getActiveSpreadsheet().toast(result.message, MENU_TITLE, 6);
  } catch (error) {
    ui.alert(messageOf(error));
  }
}

/** The words shown to the organiser for an error: "Nothing was changed" only when that is true. */
function messageOf(error: unknown): string {
  return error instanceof WriteInterruptedError ? error.message : errorWords(error);
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
    getChangeToken: (): string => forSidebar(() => readChangeToken(services)),
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
