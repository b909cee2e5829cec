/**
 * The bundle's entry: exposes the add-on's functions as globals. Apps Script
 * only calls top-level functions, so the build generates a stub
 * `function onOpen() {}` for each `global.onOpen = …` below (gas-entry-generator),
 * and this file replaces the stubs with the real functions when the bundle loads.
 * Keep every entry a one-line call.
 */
import { actions, buildMenu, confirmNamesFromMenu, onSheetEdited, runFromMenu, serverApi, showSidebar as openSidebar, undoFromMenu } from './server';
import { getShareInfo } from './share';
import { addHelpMenu, showAbout, showDiagnostic, showInstructions } from './help';
import { checkInstallation } from './self-check';
import type { AppsScriptServices } from '../sheets/apps-script';

declare const global: Record<string, unknown>;

/** The real Apps Script services, looked up when an entry point runs. */
function services(): AppsScriptServices {
  return { SpreadsheetApp, HtmlService, LockService, PropertiesService } as unknown as AppsScriptServices;
}

const onOpen = (_event?: unknown) => buildMenu(services(), (menu) => addHelpMenu(services(), menu));
const onInstall = (event?: unknown) => onOpen(event);
const showSidebar = () => openSidebar(services());
const onEdit = (event?: unknown) => onSheetEdited(services(), event);
const menuPairNextRound = () => runFromMenu(services(), () => actions.pair(services()));
const menuUndoLastRound = () => undoFromMenu(services());
const menuUpdateStandings = () => runFromMenu(services(), () => actions.refresh(services()));
const menuWriteSchedule = () => runFromMenu(services(), () => actions.schedule(services()), true);
const menuExportTrf = () => runFromMenu(services(), () => actions.exportTrf(services()), true);
const menuImportTrf = () => runFromMenu(services(), () => actions.importTrf(services()), true);
const menuHelpAbout = () => showAbout(services());
const menuHelpInstructions = () => showInstructions(services());
const menuHelpDiagnostic = () => showDiagnostic(services());
const menuHelpCheckInstallation = () => checkInstallation(services());
const menuRebuildSheets = () => runFromMenu(services(), () => actions.repair(services()), true);
const menuConfirmNames = () => confirmNamesFromMenu(services());
const getSettings = (section?: unknown) => serverApi(services()).getSettings(section);
const saveSettings = (patch: unknown) => serverApi(services()).saveSettings(patch);
const getStatus = () => serverApi(services()).getStatus();
const getChangeToken = () => serverApi(services()).getChangeToken();
const pairNextRound = (options?: unknown) => serverApi(services()).pairNextRound(options);
const undoLastRound = (options?: unknown) => serverApi(services()).undoLastRound(options);
const updateStandings = () => serverApi(services()).updateStandings();
const exportTrf = (options?: unknown) => serverApi(services()).exportTrf(options);
const importTrf = (text: unknown) => serverApi(services()).importTrf(text);
const writeSchedule = (options?: unknown) => serverApi(services()).writeSchedule(options);
const rebuildSheets = () => serverApi(services()).rebuildSheets();
const quickSwissFromText = (text: unknown) => serverApi(services()).quickSwissFromText(text);
const explainRound = (options?: unknown) => serverApi(services()).explainRound(options);
const whyNot = (options?: unknown) => serverApi(services()).whyNot(options);

global.onOpen = onOpen;
global.onInstall = onInstall;
global.showSidebar = showSidebar;
global.onEdit = onEdit;
global.menuPairNextRound = menuPairNextRound;
global.menuUndoLastRound = menuUndoLastRound;
global.menuUpdateStandings = menuUpdateStandings;
global.menuWriteSchedule = menuWriteSchedule;
global.menuExportTrf = menuExportTrf;
global.menuImportTrf = menuImportTrf;
global.menuRebuildSheets = menuRebuildSheets;
global.menuConfirmNames = menuConfirmNames;
global.menuHelpAbout = menuHelpAbout;
global.menuHelpInstructions = menuHelpInstructions;
global.menuHelpDiagnostic = menuHelpDiagnostic;
global.menuHelpCheckInstallation = menuHelpCheckInstallation;
global.getSettings = getSettings;
global.saveSettings = saveSettings;
global.getStatus = getStatus;
global.getChangeToken = getChangeToken;
global.pairNextRound = pairNextRound;
global.undoLastRound = undoLastRound;
global.updateStandings = updateStandings;
global.exportTrf = exportTrf;
global.importTrf = importTrf;
global.writeSchedule = writeSchedule;
global.rebuildSheets = rebuildSheets;
global.quickSwissFromText = quickSwissFromText;
global.explainRound = explainRound;
global.whyNot = whyNot;
global.getShareInfo = () => getShareInfo(services());
