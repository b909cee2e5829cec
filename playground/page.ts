/**
 * The playground page: the workbook's sheets as editable grids, the menus the
 * add-on registered, its dialogs and toasts, and its sidebar in a 300-px
 * panel. Everything the add-on does happens on the server (the built bundle
 * on the local services); this page shows it and sends what the person does.
 *
 * Cell text and every name is set with textContent, never as HTML.
 */
import type { DialogView, GridCell, GridSheet, Outcome, ToastView, WorkbookView } from '../src/local/playground/api-types';
import type { PlaygroundHost } from './sidebar-shim';

const ROW_HEIGHT = 25;
const MIN_COLUMNS = 8;
const SPARE_ROWS = 5;

interface Editing {
  readonly td: HTMLTableCellElement;
  readonly input: HTMLInputElement;
  readonly row: number;
  readonly column: number;
  readonly original: string;
}

let view: WorkbookView | null = null;
let current = '';
let selection = { row: 1, column: 1 };
let editing: Editing | null = null;
let pending = 0;
/** Set while the grid is rebuilt, so moving the open editor to the new cell does not count as leaving it. */
let rerendering = false;
const spareRows = new Map<string, number>();

function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`#${id} is missing from the page`);
  return element as T;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className !== undefined) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// ---- Server calls ---------------------------------------------------------

async function api<T>(path: string, body?: unknown, raw?: { data: Blob }): Promise<T> {
  pending++;
  byId('busy').hidden = false;
  try {
    const init: RequestInit =
      raw !== undefined
        ? { method: 'POST', headers: { 'Content-Type': 'application/octet-stream', 'X-Sheetmate': '1' }, body: raw.data }
        : body !== undefined
          ? { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Sheetmate': '1' }, body: JSON.stringify(body) }
          : {};
    const response = await fetch(path, init);
    const value = (await response.json()) as T & { error?: { message: string } };
    if (!response.ok) throw new Error(value.error?.message ?? `The server answered ${response.status}.`);
    return value;
  } finally {
    pending--;
    byId('busy').hidden = pending === 0;
  }
}

/**
 * Sends an action; when the add-on asks a yes/no question, asks the person
 * and sends it again with the answers so far (the server kept nothing of the
 * run that asked).
 */
function act(path: string, body: Record<string, unknown> = {}): Promise<Outcome | null> {
  // One at a time, in the order the person did them: two quick edits of a cell must arrive in order.
  const run = actionQueue.then(() => actNow(path, body));
  actionQueue = run.catch(() => undefined);
  return run;
}

let actionQueue: Promise<unknown> = Promise.resolve();

async function actNow(path: string, body: Record<string, unknown>): Promise<Outcome | null> {
  try {
    const answers: ('yes' | 'no')[] = [];
    let version: number | undefined;
    for (;;) {
      const outcome = await api<Outcome>(path, { ...body, answers, version });
      if (outcome.question === undefined) {
        await settle(outcome);
        return outcome;
      }
      // The server answered the earlier questions from our list, or, when the workbook changed meanwhile, asked afresh.
      if (version !== undefined && outcome.version !== version) answers.length = 0;
      version = outcome.version;
      answers.push(await ask(outcome.question));
    }
  } catch (error) {
    await refresh();
    await showDialog({ title: 'Playground', prompt: error instanceof Error ? error.message : String(error) }, [['OK', 'ok']]);
    return null;
  }
}

/** Shows what an action did: the new workbook, its toasts, its dialogs one after another, the sidebar. */
async function settle(outcome: Outcome): Promise<void> {
  if (view === null || outcome.version !== view.version) await refresh();
  outcome.toasts.forEach(showToast);
  if (outcome.sidebar) openSidebar(true);
  for (const alert of outcome.alerts) await showDialog(alert, [['OK', 'ok']]);
}

async function refresh(): Promise<void> {
  view = await api<WorkbookView>('/api/workbook');
  render();
}

// ---- Dialogs and toasts ---------------------------------------------------

let dialogQueue: Promise<unknown> = Promise.resolve();

/** Shows a modal dialog after any already open; resolves with the value of the button pressed. */
function showDialog<T extends string>(dialog: DialogView, buttons: readonly (readonly [label: string, value: T])[]): Promise<T> {
  const shown = dialogQueue.then(
    () =>
      new Promise<T>((resolve) => {
        const backdrop = byId('dialog-backdrop');
        byId('dialog-title').textContent = dialog.title || 'Sheetmate';
        byId('dialog-text').textContent = dialog.prompt;
        const row = byId('dialog-buttons');
        row.replaceChildren();
        const close = (value: T) => {
          backdrop.hidden = true;
          document.removeEventListener('keydown', onKey, true);
          resolve(value);
        };
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close(buttons[buttons.length - 1]![1]);
          }
        };
        buttons.forEach(([label, value], index) => {
          const button = element('button', index === 0 ? 'primary' : 'secondary', label);
          button.type = 'button';
          button.addEventListener('click', () => close(value));
          row.append(button);
        });
        backdrop.hidden = false;
        document.addEventListener('keydown', onKey, true);
        (row.firstElementChild as HTMLButtonElement | null)?.focus();
      }),
  );
  dialogQueue = shown.catch(() => undefined);
  return shown;
}

function ask(question: DialogView): Promise<'yes' | 'no'> {
  return showDialog(question, [
    ['Yes', 'yes'],
    ['No', 'no'],
  ]);
}

/** Shows a toast in place of the one before, as Sheets does. */
function showToast(toast: ToastView): void {
  byId('toasts').replaceChildren();
  const box = element('div', 'toast');
  box.setAttribute('role', 'status');
  const text = element('div', 'toast-text');
  text.append(element('strong', undefined, toast.title), element('span', undefined, toast.message));
  const close = element('button', 'icon-button', '×');
  close.type = 'button';
  close.setAttribute('aria-label', 'Dismiss');
  close.addEventListener('click', () => box.remove());
  box.append(text, close);
  byId('toasts').append(box);
  window.setTimeout(() => box.remove(), 6000);
}

// ---- Menus ----------------------------------------------------------------

type MenuEntry = { caption: string; run: () => void } | null;

function fileMenu(): MenuEntry[] {
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

function renderMenus(): void {
  const bar = byId('menubar');
  bar.replaceChildren();
  const menus: { title: string; entries: MenuEntry[] }[] = [{ title: 'File', entries: fileMenu() }];
  for (const menu of view?.menus ?? []) {
    menus.push({
      title: menu.title,
      entries: menu.items.map((item) => (item === null ? null : { caption: item.caption, run: () => void act(`/api/menu/${encodeURIComponent(item.functionName)}`) })),
    });
  }
  for (const menu of menus) {
    const wrapper = element('div', 'menu');
    const button = element('button', 'menu-button', menu.title);
    button.type = 'button';
    button.setAttribute('aria-haspopup', 'menu');
    button.setAttribute('aria-expanded', 'false');
    const list = element('div', 'menu-list');
    list.setAttribute('role', 'menu');
    list.hidden = true;
    for (const entry of menu.entries) {
      if (entry === null) {
        list.append(element('div', 'menu-separator'));
        continue;
      }
      const item = element('button', 'menu-item', entry.caption);
      item.type = 'button';
      item.setAttribute('role', 'menuitem');
      item.addEventListener('click', () => {
        closeMenus();
        entry.run();
      });
      list.append(item);
    }
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      const open = list.hidden;
      closeMenus();
      list.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
      if (open) (list.querySelector('.menu-item') as HTMLButtonElement | null)?.focus();
    });
    wrapper.append(button, list);
    bar.append(wrapper);
  }
}

function closeMenus(): void {
  document.querySelectorAll<HTMLElement>('.menu-list').forEach((list) => {
    list.hidden = true;
  });
  document.querySelectorAll('.menu-button').forEach((button) => button.setAttribute('aria-expanded', 'false'));
}

function download(url: string): void {
  const link = element('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
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
  const sheet = current;
  const prompt =
    kind === 'xlsx'
      ? `Replace the whole workbook with ${file.name}? The workbook file as it is now is kept beside it as a .bak file.`
      : `Replace the values of “${sheet}” with ${file.name}? The sheet keeps its formats.`;
  if ((await showDialog({ title: 'Import', prompt }, [['Import', 'yes'], ['Cancel', 'no']] as const)) !== 'yes') return;
  const query = kind === 'xlsx' ? `kind=xlsx&name=${encodeURIComponent(file.name)}` : `kind=csv&sheet=${encodeURIComponent(sheet)}`;
  try {
    const outcome = await api<Outcome>(`/api/import?${query}`, undefined, { data: file });
    await settle(outcome);
    showToast({ title: 'Imported', message: file.name });
    if (kind === 'xlsx') openSidebar(true);
  } catch (error) {
    await showDialog({ title: 'Import', prompt: error instanceof Error ? error.message : String(error) }, [['OK', 'ok']]);
  }
}

async function startOver(): Promise<void> {
  const prompt = 'Start over with the sample event? Every round and result in this workbook is replaced; the file as it is now is kept as a .bak file.';
  if ((await showDialog({ title: 'Start over', prompt }, [['Start over', 'yes'], ['Cancel', 'no']] as const)) !== 'yes') return;
  await act('/api/reset');
  current = 'Players';
  openSidebar(true);
  render();
}

// ---- Sidebar ----------------------------------------------------------------

function openSidebar(reload: boolean): void {
  const panel = byId('sidebar-panel');
  const frame = byId<HTMLIFrameElement>('sidebar-frame');
  panel.hidden = false;
  if (reload || frame.getAttribute('src') === null) frame.src = `/sidebar?opened=${Date.now()}`;
}

function closeSidebar(): void {
  byId('sidebar-panel').hidden = true;
}

// ---- The grid -------------------------------------------------------------

function currentSheet(): GridSheet | undefined {
  return view?.sheets.find((sheet) => sheet.name === current);
}

function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function shown(cell: GridCell | undefined): string {
  if (cell === undefined) return '';
  if (typeof cell.v === 'boolean') return cell.v ? 'TRUE' : 'FALSE';
  return String(cell.v);
}

/** What the editor starts with: the formula, or the value as typed. */
function editText(cell: GridCell | undefined): string {
  return cell?.f ?? shown(cell);
}

function cellAt(sheet: GridSheet | undefined, row: number, column: number): GridCell | undefined {
  return sheet?.rows[row - 1]?.[column - 1];
}

function render(): void {
  if (view === null) return;
  if (currentSheet() === undefined) current = view.sheets.find((sheet) => sheet.name === 'Players')?.name ?? view.sheets[0]?.name ?? '';
  byId('doc-name').textContent = view.name;
  document.title = `${view.name} · Sheetmate playground`;
  const file = byId('file-line');
  file.textContent = `Saved to ${view.file.split(/[\\/]/).pop() ?? view.file}`;
  file.title = view.file;
  renderMenus();
  renderTabs();
  renderGrid();
}

function renderTabs(): void {
  const tabs = byId('tabs');
  tabs.replaceChildren();
  for (const sheet of view?.sheets ?? []) {
    const tab = element('button', sheet.name === current ? 'tab active' : 'tab', sheet.name);
    tab.type = 'button';
    tab.dataset.sheet = sheet.name;
    tab.setAttribute('aria-pressed', String(sheet.name === current));
    tabs.append(tab);
  }
}

function renderGrid(): void {
  const sheet = currentSheet();
  const table = byId<HTMLTableElement>('grid');
  const scroll = byId('grid-scroll');
  const keep = { top: scroll.scrollTop, left: scroll.scrollLeft };
  const active = editing;
  const caret = active?.input.selectionStart ?? null;
  rerendering = true;
  table.replaceChildren();
  const rows = sheet?.rows ?? [];
  const dataWidth = Math.max(0, ...rows.map((row) => row.length));
  // Empty columns and rows fill the window, as a spreadsheet's grid does.
  const widths: number[] = [];
  for (let c = 1; c <= dataWidth + 1 || widths.length < MIN_COLUMNS || 46 + widths.reduce((a, b) => a + b, 0) < scroll.clientWidth; c++) {
    widths.push(columnWidth(rows, c));
  }
  const width = widths.length;
  const fill = Math.ceil(scroll.clientHeight / ROW_HEIGHT) - 3;
  const height = Math.max(rows.length + (spareRows.get(current) ?? SPARE_ROWS), fill);
  const frozen = sheet?.frozenRows ?? 0;

  const columns = element('colgroup');
  columns.append(element('col', 'row-head-col'));
  for (let c = 1; c <= width; c++) {
    const col = element('col');
    col.style.width = `${widths[c - 1]}px`;
    columns.append(col);
  }
  const head = element('thead');
  const headRow = element('tr');
  headRow.append(element('th', 'corner'));
  for (let c = 1; c <= width; c++) headRow.append(element('th', c === selection.column ? 'col-head current' : 'col-head', columnName(c)));
  head.append(headRow);

  const body = element('tbody');
  for (let r = 1; r <= height; r++) {
    const tr = element('tr');
    const rowHead = element('th', r === selection.row ? 'row-head current' : 'row-head', String(r));
    tr.append(rowHead);
    const isFrozen = r <= frozen;
    if (isFrozen) {
      tr.className = r === frozen ? 'frozen frozen-last' : 'frozen';
      tr.style.setProperty('--sticky-top', `${ROW_HEIGHT * r}px`);
    }
    for (let c = 1; c <= width; c++) {
      const cell = cellAt(sheet, r, c);
      const td = element('td');
      td.dataset.row = String(r);
      td.dataset.col = String(c);
      const text = shown(cell);
      const classes: string[] = [];
      if (typeof cell?.v === 'number') classes.push('num');
      if (typeof cell?.v === 'boolean') classes.push('bool');
      if (cell?.bold === true) classes.push('bold');
      if (cell?.list !== undefined) classes.push('list');
      if (cell?.f !== undefined) classes.push('error');
      if (r === selection.row && c === selection.column) classes.push('selected');
      if (text !== '' && typeof cell?.v === 'string' && shown(cellAt(sheet, r, c + 1)) === '' && text.length > 12) classes.push('spill');
      td.className = classes.join(' ');
      if (cell?.bg !== undefined) td.style.setProperty('--cell-bg', cell.bg);
      if (cell?.help !== undefined) td.title = cell.help;
      const content = element('span', 'cell-text', text);
      td.append(content);
      tr.append(td);
    }
    body.append(tr);
  }
  table.append(columns, head, body);
  // An exact width, so the fixed layout takes the columns' widths and spilled text cannot stretch them.
  table.style.width = `${46 + widths.reduce((a, b) => a + b, 0)}px`;
  scroll.scrollTop = keep.top;
  scroll.scrollLeft = keep.left;
  // A cell being typed into stays open across the refresh an earlier edit brought.
  const td = active === null ? null : tdAt(active.row, active.column);
  if (active !== null && td !== null) {
    td.classList.add('editing');
    td.append(active.input);
    editing = { ...active, td };
    active.input.focus();
    if (caret !== null) active.input.setSelectionRange(caret, caret);
  } else editing = null;
  rerendering = false;
  showSelection();
}

/** A width that fits the column's text, ignoring long titles that spill into empty cells anyway. */
function columnWidth(rows: readonly (readonly GridCell[])[], column: number): number {
  let widest = 0;
  for (const row of rows) {
    const cell = row[column - 1];
    const text = shown(cell);
    if (text === '' || (shown(row[column]) === '' && text.length > 24)) continue;
    widest = Math.max(widest, textWidth(text, cell?.bold === true) + (cell?.list !== undefined ? 18 : 0));
  }
  if (widest === 0) return 100;
  return Math.min(320, Math.max(64, Math.ceil(widest) + 16));
}

let measure: CanvasRenderingContext2D | null = null;

/** The text's width in the grid's font, measured once per text on a canvas (no layout needed). */
function textWidth(text: string, bold: boolean): number {
  if (measure === null) measure = document.createElement('canvas').getContext('2d');
  if (measure === null) return text.length * 7.5;
  const family = getComputedStyle(document.body).fontFamily;
  measure.font = `${bold ? 600 : 400} 13px ${family}`;
  return measure.measureText(text).width;
}

function tdAt(row: number, column: number): HTMLTableCellElement | null {
  return byId('grid').querySelector<HTMLTableCellElement>(`td[data-row="${row}"][data-col="${column}"]`);
}

function showSelection(): void {
  const sheet = currentSheet();
  byId('cell-address').textContent = `${columnName(selection.column)}${selection.row}`;
  byId('cell-content').textContent = editText(cellAt(sheet, selection.row, selection.column));
}

function select(row: number, column: number, scrollIntoView = true): void {
  const table = byId('grid');
  const maxRow = table.querySelectorAll('tbody tr').length;
  const maxColumn = table.querySelectorAll('thead th.col-head').length;
  const next = { row: Math.min(Math.max(1, row), maxRow), column: Math.min(Math.max(1, column), maxColumn) };
  tdAt(selection.row, selection.column)?.classList.remove('selected');
  table.querySelector('.row-head.current')?.classList.remove('current');
  table.querySelector('.col-head.current')?.classList.remove('current');
  selection = next;
  const td = tdAt(next.row, next.column);
  td?.classList.add('selected');
  table.querySelectorAll('.row-head')[next.row - 1]?.classList.add('current');
  table.querySelectorAll('.col-head')[next.column - 1]?.classList.add('current');
  if (scrollIntoView) td?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  showSelection();
}

/** Gives the keyboard to the selected cell. */
function focusGrid(): void {
  byId('key-catcher').focus({ preventScroll: true });
}

function startEdit(initial: string | null): void {
  const sheet = currentSheet();
  const td = tdAt(selection.row, selection.column);
  if (td === null || sheet === undefined) return;
  closeChooser();
  const cell = cellAt(sheet, selection.row, selection.column);
  const original = editText(cell);
  const input = element('input', 'cell-editor');
  input.type = 'text';
  input.value = initial ?? original;
  input.setAttribute('aria-label', `${columnName(selection.column)}${selection.row}`);
  input.spellcheck = false;
  if (cell?.list !== undefined) {
    const options = byId('list-values');
    options.replaceChildren(...cell.list.map((value) => Object.assign(element('option'), { value })));
    input.setAttribute('list', 'list-values');
  }
  td.classList.add('editing');
  td.append(input);
  editing = { td, input, row: selection.row, column: selection.column, original };
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  input.addEventListener('blur', () => {
    if (editing?.input === input && !rerendering) void commit(input.value, 0, 0);
  });
}

function cancelEdit(): void {
  if (editing === null) return;
  const { td, input } = editing;
  editing = null;
  const hadFocus = document.activeElement === input;
  input.remove();
  td.classList.remove('editing');
  // Back to the grid, unless the person left the cell for somewhere else (a menu, the sidebar).
  if (hadFocus) focusGrid();
}

/** Sends what was typed (only when it changed), then moves the selection. */
async function commit(value: string, down: number, right: number): Promise<void> {
  if (editing === null) return;
  const { td, row, column, original } = editing;
  cancelEdit();
  select(row + down, column + right);
  if (value === original) return;
  // Shown at once; the server's answer (with onEdit's refresh) replaces it.
  const text = td.querySelector('.cell-text');
  if (text !== null) text.textContent = value;
  await act('/api/edit', { sheet: current, row, column, value });
}

function openChooser(td: HTMLTableCellElement): void {
  const cell = cellAt(currentSheet(), Number(td.dataset.row), Number(td.dataset.col));
  if (cell?.list === undefined) return;
  const chooser = byId('chooser');
  chooser.replaceChildren();
  for (const value of [...cell.list, '']) {
    const option = element('button', value === '' ? 'choice clear' : 'choice', value === '' ? 'Clear' : value);
    option.type = 'button';
    option.setAttribute('role', 'option');
    option.dataset.value = value;
    chooser.append(option);
  }
  const box = td.getBoundingClientRect();
  chooser.style.left = `${Math.round(box.left)}px`;
  chooser.style.top = `${Math.round(box.bottom + 2)}px`;
  chooser.style.minWidth = `${Math.round(box.width)}px`;
  chooser.hidden = false;
}

function closeChooser(): void {
  byId('chooser').hidden = true;
}

// ---- Events (delegated) -----------------------------------------------------

function wire(): void {
  const grid = byId('grid');
  grid.addEventListener('mousedown', (event) => {
    const td = (event.target as HTMLElement).closest('td');
    if (td === null || td.classList.contains('editing')) return;
    const row = Number(td.dataset.row);
    const column = Number(td.dataset.col);
    const wasSelected = row === selection.row && column === selection.column;
    if (editing !== null) void commit(editing.input.value, 0, 0);
    select(row, column, false);
    event.preventDefault();
    focusGrid();
    // The drop-down arrow at the right of a list cell, or a second click on it, opens the list.
    const onArrow = event.clientX > td.getBoundingClientRect().right - 22;
    if (td.classList.contains('list') && (onArrow || wasSelected)) openChooser(td);
    else closeChooser();
  });
  grid.addEventListener('dblclick', (event) => {
    const td = (event.target as HTMLElement).closest('td');
    if (td !== null && !td.classList.contains('editing') && !td.classList.contains('list')) startEdit(null);
  });
  byId('chooser').addEventListener('click', (event) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>('.choice');
    if (option === null) return;
    closeChooser();
    startEdit(null);
    void commit(option.dataset.value ?? '', 0, 0);
  });
  byId('tabs').addEventListener('click', (event) => {
    const tab = (event.target as HTMLElement).closest<HTMLElement>('.tab');
    if (tab?.dataset.sheet === undefined) return;
    if (editing !== null) void commit(editing.input.value, 0, 0);
    current = tab.dataset.sheet;
    selection = { row: 1, column: 1 };
    byId('grid-scroll').scrollTo(0, 0);
    closeChooser();
    renderTabs();
    renderGrid();
    renderMenus();
    focusGrid();
  });
  byId('add-rows').addEventListener('click', () => {
    const rowsShown = byId('grid').querySelectorAll('tbody tr').length;
    spareRows.set(current, rowsShown - (currentSheet()?.rows.length ?? 0) + 10);
    renderGrid();
  });
  byId('sidebar-close').addEventListener('click', closeSidebar);
  byId<HTMLInputElement>('import-file').addEventListener('change', (event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (file !== undefined) void importFile(file);
  });
  document.addEventListener('click', (event) => {
    if (!(event.target as HTMLElement).closest('.menu')) closeMenus();
    if (!(event.target as HTMLElement).closest('#chooser, #grid')) closeChooser();
  });
  document.addEventListener('keydown', onKey);
  // Text that arrives without a key press of its own (input methods, dead keys, pasted characters).
  const catcher = byId<HTMLTextAreaElement>('key-catcher');
  catcher.addEventListener('input', () => {
    const text = catcher.value;
    catcher.value = '';
    if (text !== '' && editing === null && byId('dialog-backdrop').hidden) startEdit(text);
  });
}

function onKey(event: KeyboardEvent): void {
  if (!byId('dialog-backdrop').hidden) return;
  if (editing !== null) {
    if (event.target !== editing.input) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit(editing.input.value, 1, 0);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      void commit(editing.input.value, 0, event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelEdit();
      focusGrid();
    }
    return;
  }
  // Keys belong to the grid only while it has the focus; a focused button or menu keeps its own keys.
  const target = event.target as HTMLElement;
  if (target.id !== 'key-catcher' && target !== document.body) {
    if (event.key === 'Escape') closeMenus();
    return;
  }
  if (event.key === 'Escape') {
    closeMenus();
    closeChooser();
    return;
  }
  const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], Tab: [0, 1] };
  const move = moves[event.key];
  if (move !== undefined) {
    event.preventDefault();
    if (event.key === 'ArrowDown' && event.altKey) {
      const td = tdAt(selection.row, selection.column);
      if (td !== null) openChooser(td);
      return;
    }
    closeChooser();
    select(selection.row + move[0], selection.column + (event.key === 'Tab' && event.shiftKey ? -1 : move[1]));
  } else if (event.key === 'Enter' || event.key === 'F2') {
    event.preventDefault();
    startEdit(null);
  } else if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault();
    startEdit('');
    void commit('', 0, 0);
  } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing) {
    // Typing over a selected cell replaces it, as in Sheets.
    event.preventDefault();
    startEdit(event.key);
  }
}

const host: PlaygroundHost = { ask, settle, closeSidebar };
(window as unknown as { sheetmatePlayground: PlaygroundHost }).sheetmatePlayground = host;

wire();
void refresh().then(() => {
  openSidebar(false);
  focusGrid();
});
