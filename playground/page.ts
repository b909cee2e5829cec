/**
 * The playground page: the workbook's sheets as editable grids (./grid.ts),
 * the menus the add-on registered (./menus.ts), its dialogs and toasts
 * (./dialogs.ts), and its sidebar in a 300-px panel. Everything the add-on
 * does happens on the server (./server-client.ts: the built bundle on the
 * local services); this module wires the parts together and holds the File
 * menu's imports and exports.
 */
import type { Outcome, WorkbookView } from '../src/local/playground/api-types';
import { ask, showDialog, showToast, tell } from './dialogs';
import { byId } from './dom';
import { Grid } from './grid';
import { closeMenus, download, renderMenus, type Menu, type MenuEntry } from './menus';
import { api, ServerClient } from './server-client';
import type { PlaygroundHost } from './sidebar-shim';

const client = new ServerClient({ render: showWorkbook, openSidebar });
const grid = new Grid({
  view: () => client.view,
  edit: (sheet, row, column, value) => client.act('/api/edit', { sheet, row, column, value }),
  sheetChanged: drawMenus,
});

function showWorkbook(view: WorkbookView): void {
  grid.chooseSheet(view);
  byId('doc-name').textContent = view.name;
  document.title = `${view.name} · Sheetmate playground`;
  const file = byId('file-line');
  file.textContent = `Saved to ${view.file.split(/[\\/]/).pop() ?? view.file}`;
  file.title = view.file;
  drawMenus();
  grid.render();
}

function drawMenus(): void {
  const menus: Menu[] = [{ title: 'File', entries: fileMenu() }];
  for (const menu of client.view?.menus ?? []) {
    menus.push({
      title: menu.title,
      entries: menu.items.map((item) => (item === null ? null : { caption: item.caption, run: () => void client.act(`/api/menu/${encodeURIComponent(item.functionName)}`) })),
    });
  }
  renderMenus(menus);
}

// ---- The File menu ----------------------------------------------------------

function fileMenu(): MenuEntry[] {
  const current = grid.current;
  return [
    { caption: 'Import .xlsx (replaces the workbook)…', run: () => chooseImport('xlsx') },
    { caption: `Import .csv into “${current}”…`, run: () => chooseImport('csv') },
    null,
    { caption: 'Download as Excel (.xlsx)', run: () => download('/api/export.xlsx') },
    { caption: `Download “${current}” as .csv`, run: () => download(`/api/export.csv?sheet=${encodeURIComponent(current)}`) },
    null,
    { caption: 'Start over with the sample event…', run: () => void startOver() },
  ];
}

let importKind: 'xlsx' | 'csv' = 'xlsx';

function chooseImport(kind: 'xlsx' | 'csv'): void {
  importKind = kind;
  const input = byId<HTMLInputElement>('import-file');
  input.accept = kind === 'xlsx' ? '.xlsx' : '.csv,.txt';
  input.value = '';
  input.click();
}

async function importFile(file: File): Promise<void> {
  const kind = importKind;
  const sheet = grid.current;
  const prompt =
    kind === 'xlsx'
      ? `Replace the whole workbook with ${file.name}? The workbook file as it is now is kept beside it as a .bak file.`
      : `Replace the values of “${sheet}” with ${file.name}? The sheet keeps its formats.`;
  if ((await showDialog({ title: 'Import', prompt }, [['Import', 'yes'], ['Cancel', 'no']] as const)) !== 'yes') return;
  const query = kind === 'xlsx' ? `kind=xlsx&name=${encodeURIComponent(file.name)}` : `kind=csv&sheet=${encodeURIComponent(sheet)}`;
  try {
    const outcome = await api<Outcome>(`/api/import?${query}`, undefined, { data: file });
    await client.settle(outcome);
    showToast({ title: 'Imported', message: file.name });
    if (kind === 'xlsx') openSidebar(true);
  } catch (error) {
    await tell('Import', error instanceof Error ? error.message : String(error));
  }
}

async function startOver(): Promise<void> {
  const prompt = 'Start over with the sample event? Every round and result in this workbook is replaced; the file as it is now is kept as a .bak file.';
  if ((await showDialog({ title: 'Start over', prompt }, [['Start over', 'yes'], ['Cancel', 'no']] as const)) !== 'yes') return;
  await client.act('/api/reset');
  grid.current = 'Players';
  openSidebar(true);
  drawMenus();
  grid.render();
}

// ---- The sidebar ------------------------------------------------------------

function openSidebar(reload: boolean): void {
  const panel = byId('sidebar-panel');
  const frame = byId<HTMLIFrameElement>('sidebar-frame');
  panel.hidden = false;
  if (reload || frame.getAttribute('src') === null) frame.src = `/sidebar?opened=${Date.now()}`;
}

function closeSidebar(): void {
  byId('sidebar-panel').hidden = true;
}

// ---- Start ------------------------------------------------------------------

function wire(): void {
  grid.wire();
  byId('sidebar-close').addEventListener('click', closeSidebar);
  byId<HTMLInputElement>('import-file').addEventListener('change', (event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (file !== undefined) void importFile(file);
  });
  document.addEventListener('click', (event) => {
    if (!(event.target as HTMLElement).closest('.menu')) closeMenus();
  });
}

const host: PlaygroundHost = { ask, settle: (outcome) => client.settle(outcome), closeSidebar };
(window as unknown as { sheetmatePlayground: PlaygroundHost }).sheetmatePlayground = host;

wire();
/** On a phone the sidebar would cover the sheet: it opens from the menu there. */
const PHONE = window.matchMedia('(max-width: 600px)');
if (PHONE.matches) closeSidebar();

void client.refresh().then(() => {
  if (!PHONE.matches) openSidebar(false);
  grid.focus();
});
