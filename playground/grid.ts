/**
 * The playground's grid: the tabs of the workbook's sheets (./tabs.ts), the current sheet
 * as an editable table that fills the window as a spreadsheet's does, the
 * selection, the cell editor, drop-down lists, and the keys a spreadsheet
 * person expects. What is typed goes to the server through `edit`.
 *
 * Cell text is set with textContent, never as HTML.
 */
import type { GridCell, GridSheet, WorkbookView } from '../src/local/playground/api-types';
import { dialogOpen } from './dialogs';
import { byId, element } from './dom';
import { closeMenus } from './menus';
import { SheetTabs } from './tabs';

const ROW_HEIGHT = 25;
const MIN_COLUMNS = 8;
const SPARE_ROWS = 5;
/** An empty column's width, and the narrowest filler worth drawing at the window's edge. */
const DEFAULT_COLUMN = 100;
const NARROWEST_FILLER = 24;
/**
 * A sheet the add-on laid out for a phone held upright (Live, By name): a
 * width set for every column with data, all of them within a phone's screen.
 * On a wider window its columns widen together, up to PHONE_SHEET_MOST times,
 * so a name stays on one line and "Board" is not cut to "Boa…" by the wider
 * cell padding of a desktop, while a row can still be followed across.
 */
const PHONE_SHEET_WIDTH = 420;
const PHONE_SHEET_MOST = 2.5;
/** Pixels of the grid's type per point of a cell's font size (Sheets' 10 pt is the grid's 13 px). */
const PIXELS_PER_POINT = 1.3;

/** The row numbers' column: narrower on a phone (page.css sets it). */
function rowHeadWidth(): number {
  const width = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--row-head'));
  return Number.isFinite(width) && width > 0 ? width : 46;
}

interface Editing {
  readonly td: HTMLTableCellElement;
  readonly input: HTMLInputElement;
  readonly row: number;
  readonly column: number;
  readonly original: string;
}

/** What the grid needs from the page. */
export interface GridHooks {
  /** The workbook as last fetched. */
  view(): WorkbookView | null;
  /** Sends what was typed into a cell. */
  edit(sheet: string, row: number, column: number, value: string): Promise<unknown>;
  /** Another sheet was chosen (the File menu names it). */
  sheetChanged(): void;
}

/** The letters of a column: 1 → A, 27 → AA. */
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

/**
 * Text laid out with spaces to be read in columns, shown in a fixed-width
 * font: every line of a TRF sheet (`TRF`, `TRF U10`), and a TRF record
 * pasted anywhere (`001    1      Ann Lee …`, `XXR 7`).
 */
function fixedWidth(sheetName: string, text: string): boolean {
  return /^TRF( |$)/.test(sheetName) || (/^(\d{3}|XX[A-Z]) /.test(text) && / {2}|^XX[A-Z] \S+$/.test(text));
}

let measure: CanvasRenderingContext2D | null = null;

/** The text's width in the grid's font, measured on a canvas (no layout needed). */
function textWidth(text: string, bold: boolean): number {
  if (measure === null) measure = document.createElement('canvas').getContext('2d');
  if (measure === null) return text.length * 7.5;
  const family = getComputedStyle(document.body).fontFamily;
  measure.font = `${bold ? 600 : 400} 13px ${family}`;
  return measure.measureText(text).width;
}

/**
 * A column's width: the one the add-on set (Sheet.setColumnWidth), else one
 * that fits its text, ignoring long titles that spill into empty cells anyway
 * and lines merged across several columns.
 */
function columnWidth(sheet: GridSheet | undefined, column: number): number {
  const set = sheet?.widths?.[String(column)];
  if (set !== undefined) return set;
  let widest = 0;
  for (const row of sheet?.rows ?? []) {
    const cell = row[column - 1];
    const text = shown(cell);
    if (text === '' || cell?.span !== undefined || (shown(row[column]) === '' && text.length > 24)) continue;
    widest = Math.max(widest, textWidth(text, cell?.bold === true) + (cell?.list !== undefined ? 18 : 0));
  }
  if (widest === 0) return DEFAULT_COLUMN;
  return Math.min(320, Math.max(64, Math.ceil(widest) + 16));
}

/**
 * The columns drawn: every column with data, then empty ones that fill the
 * window as a spreadsheet's grid does (at least MIN_COLUMNS where there is
 * room). The last empty column is cut at the window's edge, so a sheet that
 * fits the window (a phone view) never scrolls sideways.
 */
function columnWidths(sheet: GridSheet | undefined, available: number): number[] {
  const dataWidth = Math.max(0, ...(sheet?.rows ?? []).map((row) => row.length));
  const widths = phoneWidths(sheet, dataWidth, available) ?? Array.from({ length: dataWidth }, (_, index) => columnWidth(sheet, index + 1));
  let used = widths.reduce((a, b) => a + b, 0);
  while (used < available || (widths.length < MIN_COLUMNS && used + DEFAULT_COLUMN <= available)) {
    const room = available - used;
    const next = Math.min(columnWidth(sheet, widths.length + 1), room);
    if (next < NARROWEST_FILLER) break;
    widths.push(next);
    used += next;
  }
  return widths;
}

/** A phone sheet's columns widened together to the room there is (see PHONE_SHEET_WIDTH), or null for any other sheet. */
function phoneWidths(sheet: GridSheet | undefined, dataWidth: number, available: number): number[] | null {
  const set = Array.from({ length: dataWidth }, (_, index) => sheet?.widths?.[String(index + 1)]);
  if (dataWidth === 0 || set.some((width) => width === undefined)) return null;
  const total = (set as number[]).reduce((a, b) => a + b, 0);
  if (total > PHONE_SHEET_WIDTH) return null;
  const scale = Math.min(PHONE_SHEET_MOST, Math.max(1, available / total));
  return (set as number[]).map((width) => Math.floor(width * scale));
}

/**
 * Frozen rows stay under the column letters while the rest scrolls: each one
 * sticks below the header and the frozen rows above it, whatever their heights.
 */
function stickFrozenRows(table: HTMLTableElement, frozen: number): void {
  let top = table.tHead?.getBoundingClientRect().height ?? ROW_HEIGHT;
  const rows = table.tBodies[0]?.rows;
  for (let r = 0; r < frozen && rows !== undefined && r < rows.length; r++) {
    const tr = rows[r]!;
    tr.style.setProperty('--sticky-top', `${top}px`);
    top += tr.getBoundingClientRect().height;
  }
}

function tdAt(row: number, column: number): HTMLTableCellElement | null {
  return byId('grid').querySelector<HTMLTableCellElement>(`td[data-row="${row}"][data-col="${column}"]`);
}

export class Grid {
  /** The name of the sheet shown. */
  current = '';
  private selection = { row: 1, column: 1 };
  private editing: Editing | null = null;
  /** Set while the grid is rebuilt, so moving the open editor to the new cell does not count as leaving it. */
  private rerendering = false;
  private readonly spareRows = new Map<string, number>();
  private readonly tabs = new SheetTabs({ open: (name) => this.openSheet(name) });

  constructor(private readonly hooks: GridHooks) {}

  private sheet(): GridSheet | undefined {
    return this.hooks.view()?.sheets.find((sheet) => sheet.name === this.current);
  }

  /** The add-on's last showing of a sheet, once followed (a tab the organiser chooses afterwards stays chosen). */
  private followedShowing = 0;

  /**
   * Shows the sheet the add-on has just shown (as Sheets does after Pair next
   * round), else keeps the sheet shown if it still exists, else shows Players
   * (or the first sheet).
   */
  chooseSheet(view: WorkbookView): void {
    if (view.active !== undefined && view.active.showing !== this.followedShowing) {
      this.followedShowing = view.active.showing;
      this.current = view.active.sheet;
    }
    if (this.sheet() === undefined) this.current = view.sheets.find((sheet) => sheet.name === 'Players')?.name ?? view.sheets[0]?.name ?? '';
  }

  /** Shows the tabs and the current sheet. */
  render(): void {
    this.renderTabs();
    this.renderGrid();
  }

  /** Gives the keyboard to the selected cell. */
  focus(): void {
    byId('key-catcher').focus({ preventScroll: true });
  }

  private renderTabs(): void {
    this.tabs.render((this.hooks.view()?.sheets ?? []).map((sheet) => sheet.name), this.current);
  }

  /** Shows another sheet (its tab, or the All sheets list), the selection back at A1. */
  openSheet(name: string): void {
    if (this.editing !== null) void this.commit(this.editing.input.value, 0, 0);
    this.current = name;
    this.selection = { row: 1, column: 1 };
    byId('grid-scroll').scrollTo(0, 0);
    this.closeChooser();
    this.render();
    this.hooks.sheetChanged();
    this.focus();
  }

  private renderGrid(): void {
    const sheet = this.sheet();
    const table = byId<HTMLTableElement>('grid');
    const scroll = byId('grid-scroll');
    const keep = { top: scroll.scrollTop, left: scroll.scrollLeft };
    const active = this.editing;
    const caret = active?.input.selectionStart ?? null;
    this.rerendering = true;
    table.replaceChildren();
    const rows = sheet?.rows ?? [];
    const rowHead = rowHeadWidth();
    const widths = columnWidths(sheet, scroll.clientWidth - rowHead);
    const width = widths.length;
    const fill = Math.ceil(scroll.clientHeight / ROW_HEIGHT) - 3;
    const height = Math.max(rows.length + (this.spareRows.get(this.current) ?? SPARE_ROWS), fill);
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
    for (let c = 1; c <= width; c++) headRow.append(element('th', c === this.selection.column ? 'col-head current' : 'col-head', columnName(c)));
    head.append(headRow);

    const body = element('tbody');
    for (let r = 1; r <= height; r++) body.append(this.rowElement(sheet, r, width, frozen));
    table.append(columns, head, body);
    // An exact width, so the fixed layout takes the columns' widths and spilled text cannot stretch them.
    table.style.width = `${rowHead + widths.reduce((a, b) => a + b, 0)}px`;
    stickFrozenRows(table, frozen);
    scroll.scrollTop = keep.top;
    scroll.scrollLeft = keep.left;
    // A cell being typed into stays open across the refresh an earlier edit brought.
    const td = active === null ? null : tdAt(active.row, active.column);
    if (active !== null && td !== null) {
      td.classList.add('editing');
      td.append(active.input);
      this.editing = { ...active, td };
      active.input.focus();
      if (caret !== null) active.input.setSelectionRange(caret, caret);
    } else this.editing = null;
    this.rerendering = false;
    this.showSelection();
  }

  private rowElement(sheet: GridSheet | undefined, r: number, width: number, frozen: number): HTMLTableRowElement {
    const tr = element('tr');
    tr.append(element('th', r === this.selection.row ? 'row-head current' : 'row-head', String(r)));
    if (r <= frozen) tr.className = r === frozen ? 'frozen frozen-last' : 'frozen';
    const rowHeight = sheet?.heights?.[String(r)];
    if (rowHeight !== undefined) tr.style.setProperty('--set-height', `${rowHeight}px`);
    for (let c = 1; c <= width; c++) {
      const cell = cellAt(sheet, r, c);
      // A cell hidden under a merged one is not drawn: the merged cell spans it.
      if (cell?.merged === true) continue;
      const td = element('td');
      td.dataset.row = String(r);
      td.dataset.col = String(c);
      const span = Math.min(cell?.span ?? 1, width - c + 1);
      if (span > 1) td.colSpan = span;
      const text = shown(cell);
      const classes: string[] = [];
      if (typeof cell?.v === 'number' && cell.align === undefined) classes.push('num');
      if (typeof cell?.v === 'boolean' && cell.align === undefined) classes.push('bool');
      if (cell?.bold === true) classes.push('bold');
      if (cell?.italic === true) classes.push('italic');
      if (cell?.wrap === true) classes.push('wrap');
      if (cell?.align !== undefined) classes.push(`align-${cell.align}`);
      if (cell?.valign !== undefined) classes.push(`valign-${cell.valign}`);
      if (rowHeight !== undefined) classes.push('set-height');
      if (cell?.list !== undefined) classes.push('list');
      if (cell?.f !== undefined) classes.push('error');
      if (typeof cell?.v === 'string' && fixedWidth(sheet?.name ?? '', cell.v)) classes.push('mono');
      if (r === this.selection.row && c === this.selection.column) classes.push('selected');
      const spills = cell?.wrap !== true && span === 1 && shown(cellAt(sheet, r, c + 1)) === '' && cellAt(sheet, r, c + 1)?.merged !== true;
      if (text !== '' && typeof cell?.v === 'string' && spills && text.length > 12) classes.push('spill');
      if (cell?.bg !== undefined) td.style.setProperty('--cell-bg', cell.bg);
      if (cell?.size !== undefined) td.style.fontSize = `${Math.round(cell.size * PIXELS_PER_POINT)}px`;
      // A note shows as Sheets shows one: a mark in the corner, the text when the pointer is on the cell.
      if (cell?.note !== undefined) classes.push('note');
      td.className = classes.join(' ');
      if (cell?.note !== undefined) td.title = cell.note;
      else if (cell?.help !== undefined) td.title = cell.help;
      td.append(element('span', 'cell-text', text));
      tr.append(td);
      c += span - 1;
    }
    return tr;
  }

  private showSelection(): void {
    byId('cell-address').textContent = `${columnName(this.selection.column)}${this.selection.row}`;
    byId('cell-content').textContent = editText(cellAt(this.sheet(), this.selection.row, this.selection.column));
  }

  private select(row: number, column: number, scrollIntoView = true): void {
    const table = byId('grid');
    const maxRow = table.querySelectorAll('tbody tr').length;
    const maxColumn = table.querySelectorAll('thead th.col-head').length;
    const next = { row: Math.min(Math.max(1, row), maxRow), column: Math.min(Math.max(1, column), maxColumn) };
    tdAt(this.selection.row, this.selection.column)?.classList.remove('selected');
    table.querySelector('.row-head.current')?.classList.remove('current');
    table.querySelector('.col-head.current')?.classList.remove('current');
    this.selection = next;
    const td = tdAt(next.row, next.column);
    td?.classList.add('selected');
    table.querySelectorAll('.row-head')[next.row - 1]?.classList.add('current');
    table.querySelectorAll('.col-head')[next.column - 1]?.classList.add('current');
    if (scrollIntoView) td?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    this.showSelection();
  }

  private startEdit(initial: string | null): void {
    const sheet = this.sheet();
    const td = tdAt(this.selection.row, this.selection.column);
    if (td === null || sheet === undefined) return;
    this.closeChooser();
    const cell = cellAt(sheet, this.selection.row, this.selection.column);
    const original = editText(cell);
    const input = element('input', 'cell-editor');
    input.type = 'text';
    input.value = initial ?? original;
    input.setAttribute('aria-label', `${columnName(this.selection.column)}${this.selection.row}`);
    input.spellcheck = false;
    if (cell?.list !== undefined) {
      const options = byId('list-values');
      options.replaceChildren(...cell.list.map((value) => Object.assign(element('option'), { value })));
      input.setAttribute('list', 'list-values');
    }
    td.classList.add('editing');
    td.append(input);
    this.editing = { td, input, row: this.selection.row, column: this.selection.column, original };
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    input.addEventListener('blur', () => {
      if (this.editing?.input === input && !this.rerendering) void this.commit(input.value, 0, 0);
    });
  }

  private cancelEdit(): void {
    if (this.editing === null) return;
    const { td, input } = this.editing;
    this.editing = null;
    const hadFocus = document.activeElement === input;
    input.remove();
    td.classList.remove('editing');
    // Back to the grid, unless the person left the cell for somewhere else (a menu, the sidebar).
    if (hadFocus) this.focus();
  }

  /** Sends what was typed (only when it changed), then moves the selection. */
  private async commit(value: string, down: number, right: number): Promise<void> {
    if (this.editing === null) return;
    const { td, row, column, original } = this.editing;
    this.cancelEdit();
    this.select(row + down, column + right);
    if (value === original) return;
    // Shown at once; the server's answer (with onEdit's refresh) replaces it.
    const text = td.querySelector('.cell-text');
    if (text !== null) text.textContent = value;
    await this.hooks.edit(this.current, row, column, value);
  }

  private openChooser(td: HTMLTableCellElement): void {
    const cell = cellAt(this.sheet(), Number(td.dataset.row), Number(td.dataset.col));
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

  private closeChooser(): void {
    byId('chooser').hidden = true;
  }

  /** Listens to the grid, the tabs, the list chooser and the keyboard (delegated). */
  wire(): void {
    const grid = byId('grid');
    // The empty columns fill the window: a resized window (a phone turned) gets them again.
    let resizing = 0;
    window.addEventListener('resize', () => {
      window.clearTimeout(resizing);
      resizing = window.setTimeout(() => {
        if (this.editing === null) this.renderGrid();
      }, 100);
    });
    grid.addEventListener('mousedown', (event) => {
      const td = (event.target as HTMLElement).closest('td');
      if (td === null || td.classList.contains('editing')) return;
      const row = Number(td.dataset.row);
      const column = Number(td.dataset.col);
      const wasSelected = row === this.selection.row && column === this.selection.column;
      if (this.editing !== null) void this.commit(this.editing.input.value, 0, 0);
      this.select(row, column, false);
      event.preventDefault();
      this.focus();
      // The drop-down arrow at the right of a list cell, or a second click on it, opens the list.
      const onArrow = event.clientX > td.getBoundingClientRect().right - 22;
      if (td.classList.contains('list') && (onArrow || wasSelected)) this.openChooser(td);
      else this.closeChooser();
    });
    grid.addEventListener('dblclick', (event) => {
      const td = (event.target as HTMLElement).closest('td');
      if (td !== null && !td.classList.contains('editing') && !td.classList.contains('list')) this.startEdit(null);
    });
    byId('chooser').addEventListener('click', (event) => {
      const option = (event.target as HTMLElement).closest<HTMLElement>('.choice');
      if (option === null) return;
      this.closeChooser();
      this.startEdit(null);
      void this.commit(option.dataset.value ?? '', 0, 0);
    });
    this.tabs.wire();
    byId('add-rows').addEventListener('click', () => {
      const rowsShown = byId('grid').querySelectorAll('tbody tr').length;
      this.spareRows.set(this.current, rowsShown - (this.sheet()?.rows.length ?? 0) + 10);
      this.renderGrid();
    });
    document.addEventListener('click', (event) => {
      if (!(event.target as HTMLElement).closest('#chooser, #grid')) this.closeChooser();
    });
    document.addEventListener('keydown', (event) => this.onKey(event));
    // Text that arrives without a key press of its own (input methods, dead keys, pasted characters).
    const catcher = byId<HTMLTextAreaElement>('key-catcher');
    catcher.addEventListener('input', () => {
      const text = catcher.value;
      catcher.value = '';
      if (text !== '' && this.editing === null && !dialogOpen()) this.startEdit(text);
    });
  }

  private onKey(event: KeyboardEvent): void {
    if (dialogOpen()) return;
    const editing = this.editing;
    if (editing !== null) {
      if (event.target !== editing.input) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        void this.commit(editing.input.value, 1, 0);
      } else if (event.key === 'Tab') {
        event.preventDefault();
        void this.commit(editing.input.value, 0, event.shiftKey ? -1 : 1);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        this.cancelEdit();
        this.focus();
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
      this.closeChooser();
      return;
    }
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], Tab: [0, 1] };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      if (event.key === 'ArrowDown' && event.altKey) {
        const td = tdAt(this.selection.row, this.selection.column);
        if (td !== null) this.openChooser(td);
        return;
      }
      this.closeChooser();
      this.select(this.selection.row + move[0], this.selection.column + (event.key === 'Tab' && event.shiftKey ? -1 : move[1]));
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      this.startEdit(null);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      this.startEdit('');
      void this.commit('', 0, 0);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing) {
      // Typing over a selected cell replaces it, as in Sheets.
      event.preventDefault();
      this.startEdit(event.key);
    }
  }
}
