/**
 * The playground page: the workbook's sheets as editable grids (./grid.ts),
 * the menus the add-on registered (./menus.ts), its dialogs and toasts
 * (./dialogs.ts), and its sidebar in a 300-px panel. Everything the add-on
 * does happens on the server (./server-client.ts: the built bundle on the
 * local services); this module wires the parts together and holds the File
 * menu (rename, imports and exports) and the Edit menu (undo of a cell edit).
 */
import type { Outcome, WorkbookView } from '../src/local/playground/api-types';
import { ask, dialogOpen, showDialog, showToast, tell } from './dialogs';
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
  showName(view.name);
  document.title = `${view.name} · Sheetmate playground`;
  const file = byId('file-line');
  file.textContent = `Saved to ${view.file.split(/[\\/]/).pop() ?? view.file}`;
  file.title = view.file;
  drawMenus();
  grid.render();
}

function drawMenus(): void {
  const menus: Menu[] = [
    { title: 'File', entries: fileMenu() },
    { title: 'Edit', entries: editMenu() },
  ];
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
    { caption: 'Rename…', run: startRename },
    null,
    { caption: 'Import .xlsx (replaces the workbook)…', run: () => chooseImport('xlsx') },
    { caption: `Import .csv into “${current}”…`, run: () => chooseImport('csv') },
    null,
    { caption: 'Download as Excel (.xlsx)', run: () => download('/api/export.xlsx') },
    { caption: `Download “${current}” as .csv`, run: () => download(`/api/export.csv?sheet=${encodeURIComponent(current)}`) },
    null,
    { caption: 'Start over with the sample event…', run: () => void startOver() },
  ];
}

// ---- The event's name: the spreadsheet's title, edited in place ------------

function showName(name: string): void {
  const input = byId<HTMLInputElement>('doc-name');
  if (document.activeElement !== input) input.value = name;
  fitName();
}

/** The title box as wide as its text (at most the room there is), as Sheets' title is. */
function fitName(): void {
  const input = byId<HTMLInputElement>('doc-name');
  input.style.setProperty('--name-width', `${Math.max(8, input.value.length + 2)}ch`);
}

function startRename(): void {
  const input = byId<HTMLInputElement>('doc-name');
  input.focus();
  input.select();
}

/** Sends the new name (when it changed); Live is rewritten with it. */
async function rename(): Promise<void> {
  const input = byId<HTMLInputElement>('doc-name');
  const name = input.value.trim();
  const current = client.view?.name ?? '';
  if (name === '' || name === current) {
    input.value = current;
    fitName();
    return;
  }
  const outcome = await client.act('/api/rename', { name });
  if (outcome !== null && typeof outcome.value === 'string') showToast({ title: 'Renamed', message: renameWords(outcome.value) });
}

function renameWords(what: string): string {
  if (what === 'renamed') return 'The event has its new name; Live will show it from round 1.';
  if (what === 'renamed, Live rewritten') return 'The event has its new name, and Live shows it.';
  return `The event has its new name. ${what.replace(/^renamed; /, '').replace(/^./, (letter) => letter.toUpperCase())}`;
}

function wireName(): void {
  const input = byId<HTMLInputElement>('doc-name');
  input.addEventListener('input', fitName);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      input.blur();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      input.value = client.view?.name ?? input.value;
      input.blur();
    }
  });
  input.addEventListener('blur', () => {
    void rename().then(() => grid.focus());
  });
}

// ---- The Edit menu: undo the organiser's last cell edit ---------------------

function editMenu(): MenuEntry[] {
  const what = client.view?.undo ?? null;
  return [{ caption: what === null ? 'Undo' : `Undo ${what}`, run: () => void undo(), disabled: what === null, shortcut: 'Ctrl+Z' }];
}

async function undo(): Promise<void> {
  await client.act('/api/undo');
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
  wireName();
  // Ctrl+Z (⌘Z) undoes the last cell edit, unless a box being typed into has its own undo.
  document.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (dialogOpen() || (target.id !== 'key-catcher' && target !== document.body)) return;
    event.preventDefault();
    void undo();
  });
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
