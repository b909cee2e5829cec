/**
 * One open playground workbook: the built add-on (dist/Code.js) running on
 * the local Apps Script services over that workbook, and the workbook file it
 * is saved to after every change. The HTTP server only translates requests
 * into the methods here.
 */
import { copyFileSync, existsSync } from 'node:fs';
import { createLocalServices, menuEntries, type LocalServices } from '../apps-script/services';
import { LocalWorkbook, type Cell, type CellValue } from '../apps-script/workbook';
import { loadBundle, sidebarFiles, type BundleFunctions } from '../run-bundle';
import type { DialogView, EditRequest, GridCell, MenuView, Outcome, WorkbookView } from './api-types';
import { importCsvIntoSheet } from './csv';
import { checkCsvSize, MAX_COLUMNS, MAX_ROWS } from './limits';
import { createSampleWorkbook, SAMPLE_SETTINGS } from './sample-event';
import { loadWorkbookFile, saveWorkbookFile } from './workbook-file';
import type { WorkbookWithProperties } from './xlsx';

/** Edits Edit ▸ Undo remembers (Sheets keeps about as many). */
const UNDO_LIMIT = 100;

/** A cell edit the organiser made, with what the cell held before it, for Edit ▸ Undo. */
interface CellEdit {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
  readonly before: { readonly value: CellValue; readonly formula?: string };
}

/** The longest event name the playground takes (Sheets takes more; a title this long is already a typing accident). */
const NAME_CHARACTERS = 200;

/** The globals loadBundle installs: present in the context, but not the add-on's functions. */
const INJECTED_GLOBALS = new Set(['SpreadsheetApp', 'HtmlService', 'LockService', 'PropertiesService', 'console', 'global']);


/** A request the playground refuses (bad name, bad cell); the server answers it with a 4xx status. */
export class PlaygroundRequestError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
  }
}

export interface PlaygroundSessionOptions {
  /** The directory holding the built add-on: Code.js and Sidebar.html. */
  readonly distDirectory: string;
  /** The workbook file (JSON) every change is saved to. */
  readonly file: string;
}

export class PlaygroundSession {
  private services!: LocalServices;
  private bundle!: BundleFunctions;
  private lastSidebar: { title: string; content: string } | null = null;
  /** The organiser's own cell edits, newest last: what Edit ▸ Undo takes back, one at a time. */
  private readonly edits: CellEdit[] = [];
  /** The pages shown with Ui.showModalDialog, by index (the latest few), for the server to serve. */
  private readonly pages = new Map<number, string>();
  private pageCount = 0;
  /** Goes up with every change of the workbook or its properties. */
  version = 1;

  private constructor(
    private readonly options: PlaygroundSessionOptions,
    data: WorkbookWithProperties,
  ) {
    this.install(data);
  }

  /**
   * Opens the workbook file, or creates the sample event in it when it does
   * not exist yet (with the sample's settings saved through the add-on's own
   * saveSettings, as the sidebar would).
   */
  static open(options: PlaygroundSessionOptions): { session: PlaygroundSession; created: boolean } {
    if (existsSync(options.file)) return { session: new PlaygroundSession(options, loadWorkbookFile(options.file)), created: false };
    const session = PlaygroundSession.sample(options);
    return { session, created: true };
  }

  /** A session on the given workbook, saved to the file at once (an import). */
  static create(options: PlaygroundSessionOptions, data: WorkbookWithProperties): PlaygroundSession {
    const session = new PlaygroundSession(options, data);
    session.save();
    return session;
  }

  private static sample(options: PlaygroundSessionOptions): PlaygroundSession {
    const session = new PlaygroundSession(options, { workbook: createSampleWorkbook(), documentProperties: {} });
    session.callFunction('saveSettings', [SAMPLE_SETTINGS]);
    session.save();
    return session;
  }

  get file(): string {
    return this.options.file;
  }

  get workbook(): LocalWorkbook {
    return this.services.workbook;
  }

  get documentProperties(): Record<string, string> {
    return this.services.documentProperties;
  }

  /**
   * The add-on's top-level functions, as Apps Script lists them for menus and
   * `google.script.run`: every function the bundle defines at the top level,
   * except private ones (a name ending in `_`, Apps Script's rule).
   */
  functionNames(): string[] {
    return Object.keys(this.bundle)
      .filter((name) => !INJECTED_GLOBALS.has(name) && typeof this.bundle[name] === 'function' && !name.endsWith('_'))
      .sort();
  }

  /** The menus the add-on registered when the workbook was opened (onOpen). */
  menus(): MenuView[] {
    return this.services.ui.menus.map((menu) => ({
      title: menu.title,
      // A submenu's items follow in its place, captioned with their path (Help ▸ Instructions).
      items: menuEntries(menu).map((item) => (item === 'separator' ? null : { caption: item.caption, functionName: item.functionName })),
    }));
  }

  /** `google.script.run`: calls a top-level function with the sidebar's arguments. */
  run(name: string, args: readonly unknown[] = [], answers: readonly ('yes' | 'no')[] = []): Outcome {
    this.requireFunction(name);
    return this.perform(answers, () => this.callFunction(name, args));
  }

  /** A menu item clicked: only functions some registered menu names can be called this way. */
  menu(functionName: string, answers: readonly ('yes' | 'no')[] = []): Outcome {
    const listed = this.services.ui.menus.some((menu) => menuEntries(menu).some((item) => item !== 'separator' && item.functionName === functionName));
    if (!listed) throw new PlaygroundRequestError(`No menu item calls "${functionName}".`, 404);
    this.requireFunction(functionName);
    return this.perform(answers, () => this.callFunction(functionName, []));
  }

  /**
   * A person typing into a cell, then the simple onEdit trigger, as Sheets
   * runs it after every edit (the add-on refreshes Standings on a result).
   */
  edit(request: EditRequest, answers: readonly ('yes' | 'no')[] = []): Outcome {
    const sheet = this.workbook.sheet(String(request.sheet));
    if (sheet === undefined) throw new PlaygroundRequestError(`There is no sheet called "${request.sheet}".`, 404);
    const { row, column } = request;
    if (!Number.isInteger(row) || !Number.isInteger(column) || row < 1 || column < 1 || row > MAX_ROWS || column > MAX_COLUMNS) {
      throw new PlaygroundRequestError(`Row ${row}, column ${column} is outside the sheet.`);
    }
    if (typeof request.value !== 'string') throw new PlaygroundRequestError('The value typed must be text.');
    const previous = sheet.cell(row, column);
    const edit: CellEdit = {
      sheet: sheet.getName(),
      row,
      column,
      before: { value: previous?.value ?? '', ...(previous?.formula !== undefined ? { formula: previous.formula } : {}) },
    };
    const outcome = this.perform(answers, () => {
      const edited = this.workbook.sheet(edit.sheet)!;
      const oldValue = edited.cell(row, column)?.value ?? '';
      edited.type(row, column, request.value);
      this.runOnEdit(edit.sheet, row, column, oldValue);
    });
    if (outcome.question === undefined) {
      this.edits.push(edit);
      if (this.edits.length > UNDO_LIMIT) this.edits.shift();
    }
    return outcome;
  }

  /**
   * Edit ▸ Undo: the organiser's last cell edit taken back (the cell as it was,
   * formula included), then the onEdit trigger, as after any edit. The add-on's
   * own steps are not undone here: Undo last round does that.
   */
  undo(answers: readonly ('yes' | 'no')[] = []): Outcome {
    const edit = this.edits[this.edits.length - 1];
    if (edit === undefined) return { alerts: [], toasts: [{ title: 'Undo', message: 'Nothing to undo: no cell was typed into since the workbook was opened.' }], sidebar: false, version: this.version };
    if (this.workbook.sheet(edit.sheet) === undefined) {
      this.edits.length = 0;
      return { alerts: [], toasts: [{ title: 'Undo', message: `The sheet "${edit.sheet}" is gone: nothing to undo.` }], sidebar: false, version: this.version };
    }
    const outcome = this.perform(answers, () => {
      const sheet = this.workbook.sheet(edit.sheet)!;
      const cell = sheet.cellAt(edit.row, edit.column, true)!;
      const oldValue = cell.value;
      cell.value = edit.before.value;
      if (edit.before.formula === undefined) delete cell.formula;
      else cell.formula = edit.before.formula;
      this.runOnEdit(edit.sheet, edit.row, edit.column, oldValue);
    });
    if (outcome.question === undefined) this.edits.pop();
    return outcome;
  }

  /** What Edit ▸ Undo would take back (`typing in Pairings E5`), or null. */
  undoable(): string | null {
    const edit = this.edits[this.edits.length - 1];
    return edit === undefined ? null : `typing in ${edit.sheet} ${columnLetters(edit.column)}${edit.row}`;
  }

  /**
   * File ▸ Rename: the spreadsheet's name, which the add-on shows as the
   * event's (Live's title, the TRF, the page for the wall). Live and By name
   * are rewritten at once (Update standings), as they would be at the next step.
   */
  rename(name: unknown): Outcome {
    const text = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : '';
    if (text === '') throw new PlaygroundRequestError('Give the event a name.');
    if (text.length > NAME_CHARACTERS) throw new PlaygroundRequestError(`An event name has at most ${NAME_CHARACTERS} characters; this one has ${text.length}.`);
    return this.perform([], () => {
      this.workbook.rename(text);
      if (this.workbook.sheet('Live') === undefined) return 'renamed';
      try {
        this.callFunction('updateStandings', []);
        return 'renamed, Live rewritten';
      } catch (error) {
        // A sheet the add-on cannot read (a mistyped result): the name still changes, and Live takes it at the next step.
        return `renamed; Live takes the new name at the next Sheetmate step: ${error instanceof Error ? error.message : String(error)}`;
      }
    });
  }

  /** The simple onEdit trigger, as Sheets runs it after every edit (the add-on refreshes Standings on a result). */
  private runOnEdit(sheetName: string, row: number, column: number, oldValue: CellValue): void {
    const sheet = this.workbook.sheet(sheetName)!;
    const value: CellValue = sheet.cell(row, column)?.value ?? '';
    const range = { getSheet: () => sheet, getRow: () => row, getColumn: () => column, getValue: () => value };
    const onEdit = this.bundle.onEdit;
    if (typeof onEdit === 'function') onEdit({ range, value, oldValue, source: this.workbook, authMode: 'LIMITED' });
  }

  /** CSV text into one sheet (its values replaced, its formats kept). */
  importCsv(sheetName: string, text: string): Outcome {
    if (sheetName.trim() === '') throw new PlaygroundRequestError('Name the sheet to import into.');
    // A file past the limits is refused (413) before anything is built or the workbook touched.
    checkCsvSize(text);
    // The import replaced the sheet's values: the edits before it are not the organiser's last any more.
    this.edits.length = 0;
    return this.perform([], () => {
      importCsvIntoSheet(this.workbook, sheetName, text);
    });
  }

  /**
   * Replaces the whole workbook (an imported .xlsx, or the sample again). The
   * file as it was is kept beside it as `<file>.bak`, because this cannot be undone.
   */
  replace(data: WorkbookWithProperties, { sample = false } = {}): Outcome {
    if (existsSync(this.file)) copyFileSync(this.file, `${this.file}.bak`);
    this.install(data);
    if (sample) this.callFunction('saveSettings', [SAMPLE_SETTINGS]);
    this.lastSidebar = null;
    this.edits.length = 0;
    this.version++;
    this.save();
    return { alerts: [], toasts: [], sidebar: false, version: this.version };
  }

  /** Starts over with the sample event (the current file kept as `.bak`). */
  resetToSample(): Outcome {
    return this.replace({ workbook: createSampleWorkbook(), documentProperties: {} }, { sample: true });
  }

  /**
   * The sidebar the add-on showed last, or the one it shows from
   * showSidebar when it has shown none yet (the playground opens with it).
   */
  sidebar(): { title: string; content: string } {
    if (this.lastSidebar === null) this.perform([], () => this.callFunction('showSidebar', []));
    if (this.lastSidebar === null) throw new Error('The add-on did not show a sidebar from showSidebar.');
    return this.lastSidebar;
  }

  /** A page the add-on showed in a dialog, by the index its Outcome gave, or null when it is no longer kept. */
  page(index: number): string | null {
    return this.pages.get(index) ?? null;
  }

  private keepPage(content: string): number {
    const index = ++this.pageCount;
    this.pages.set(index, content);
    this.pages.delete(index - 20);
    return index;
  }

  /** Everything the page shows. */
  view(): WorkbookView {
    return {
      version: this.version,
      name: this.workbook.getName(),
      file: this.file,
      undo: this.undoable(),
      ...(this.workbook.activeSheetName !== null && this.workbook.sheet(this.workbook.activeSheetName)?.hidden === false
        ? { active: { sheet: this.workbook.activeSheetName, showing: this.workbook.activations } }
        : {}),
      // A hidden sheet (the add-on's record) has no tab, as in Google Sheets.
      sheets: this.workbook.sheetNames().filter((name) => !this.workbook.sheet(name)!.hidden).map((name) => {
        const sheet = this.workbook.sheet(name)!;
        const height = sheet.values().length;
        const rows = sheet
          .cellGrid()
          .slice(0, height)
          .map((row) => trimRow(row.map(gridCell)));
        // Formats reach past the values (a merged title's hidden cells): rows are kept as long as the grid has them.
        return {
          name,
          frozenRows: sheet.frozenRows,
          rows,
          ...(sheet.columnWidths.size > 0 ? { widths: Object.fromEntries(sheet.columnWidths) } : {}),
          ...(sheet.rowHeights.size > 0 ? { heights: Object.fromEntries(sheet.rowHeights) } : {}),
        };
      }),
      menus: this.menus(),
    };
  }

  /** Writes the workbook file (atomically). */
  save(): void {
    saveWorkbookFile(this.file, { workbook: this.workbook, documentProperties: this.documentProperties });
  }

  /** Fresh local services over the data, the bundle loaded on them, and onOpen run, as Sheets does when a file opens. */
  private install(data: WorkbookWithProperties): void {
    this.services = createLocalServices({
      workbook: data.workbook,
      htmlFiles: sidebarFiles(this.options.distDirectory),
      documentProperties: { ...data.documentProperties },
    });
    this.bundle = loadBundle(this.services, this.options.distDirectory);
    const onOpen = this.bundle.onOpen;
    if (typeof onOpen === 'function') onOpen({ authMode: 'LIMITED', source: this.workbook });
    this.clearRecords();
  }

  private requireFunction(name: string): void {
    if (!/^[A-Za-z_$][\w$]*$/.test(name) || !this.functionNames().includes(name)) {
      throw new PlaygroundRequestError(`Script function not found: ${name}`, 404);
    }
  }

  private callFunction(name: string, args: readonly unknown[]): unknown {
    // Arguments cross a JSON boundary in Apps Script too: the function never shares objects with the caller.
    const copied = JSON.parse(JSON.stringify(args)) as unknown[];
    const result = this.bundle[name]!(...copied);
    return result === undefined ? undefined : JSON.parse(JSON.stringify(result));
  }

  /**
   * Runs an action with the person's answers to yes/no questions queued.
   * When the action asks a question no answer was given for, everything it
   * did is dropped (the workbook and properties as they were before) and the
   * question goes back to the page, which asks and sends the request again.
   */
  private perform(answers: readonly ('yes' | 'no')[], action: () => unknown): Outcome {
    const before = this.serialise();
    const ui = this.services.ui;
    ui.answers.splice(0, ui.answers.length, ...answers.map((answer) => (answer === 'yes' ? ('yes' as const) : ('no' as const))));
    let value: unknown;
    let error: { message: string } | undefined;
    try {
      value = action();
    } catch (thrown) {
      error = { message: thrown instanceof Error ? thrown.message : String(thrown) };
    }
    const dialogs = ui.dialogs.slice();
    const pages = ui.htmlDialogs.map((page) => ({ title: page.title, src: `/page/${this.keepPage(page.content)}`, width: page.width, height: page.height }));
    const toasts = this.workbook.toasts.map((toast) => ({ title: toast.title, message: toast.message }));
    const shown = ui.sidebars[ui.sidebars.length - 1];
    this.clearRecords();

    const pending = dialogs.find((dialog) => dialog.buttons === 'YES_NO' && dialog.answer === null);
    if (pending !== undefined) {
      const saved = JSON.parse(before) as { workbook: Parameters<typeof LocalWorkbook.fromJSON>[0]; documentProperties: Record<string, string> };
      this.install({ workbook: LocalWorkbook.fromJSON(saved.workbook), documentProperties: saved.documentProperties });
      const question: DialogView = { title: pending.title, prompt: pending.prompt };
      return { question, alerts: [], toasts: [], sidebar: false, version: this.version };
    }
    if (shown !== undefined) this.lastSidebar = shown;
    if (this.serialise() !== before) {
      this.version++;
      this.save();
    }
    return {
      ...(value !== undefined ? { value } : {}),
      ...(error !== undefined ? { error } : {}),
      alerts: dialogs.filter((dialog) => dialog.buttons === 'OK').map((dialog) => ({ title: dialog.title, prompt: dialog.prompt })),
      ...(pages.length > 0 ? { pages } : {}),
      toasts,
      sidebar: shown !== undefined,
      version: this.version,
    };
  }

  private serialise(): string {
    return JSON.stringify({ workbook: this.workbook.toJSON(), documentProperties: this.documentProperties });
  }

  /** The records are read once per action; clearing them keeps a long session from growing. */
  private clearRecords(): void {
    const ui = this.services.ui;
    ui.alerts.length = 0;
    ui.dialogs.length = 0;
    ui.htmlDialogs.length = 0;
    ui.answers.length = 0;
    ui.sidebars.length = 0;
    this.workbook.toasts.length = 0;
  }
}

/** The letters of a column: 1 → A, 27 → AA. */
function columnLetters(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function gridCell(cell: Cell): GridCell {
  return {
    v: cell.value ?? '',
    ...(cell.formula !== undefined ? { f: cell.formula } : {}),
    ...(cell.bold === true ? { bold: true as const } : {}),
    ...(typeof cell.background === 'string' && /^#[0-9a-f]{6}$/i.test(cell.background) ? { bg: cell.background } : {}),
    ...(cell.validation !== undefined ? { list: cell.validation.values.slice() } : {}),
    ...(cell.validation?.helpText !== undefined ? { help: cell.validation.helpText } : {}),
    ...(cell.italic === true ? { italic: true as const } : {}),
    ...(cell.fontSize !== undefined ? { size: cell.fontSize } : {}),
    ...(cell.wrap === true ? { wrap: true as const } : {}),
    ...(cell.horizontalAlignment !== undefined && cell.horizontalAlignment !== 'normal' ? { align: cell.horizontalAlignment } : {}),
    ...(cell.verticalAlignment !== undefined ? { valign: cell.verticalAlignment } : {}),
    ...(cell.mergeAcross !== undefined ? { span: cell.mergeAcross } : {}),
    ...(cell.merged === true ? { merged: true as const } : {}),
    ...(cell.note !== undefined && cell.note !== '' ? { note: cell.note } : {}),
  };
}

/** Drops the empty, unformatted cells at the end of a row: most of a sheet is blank. */
function trimRow(cells: GridCell[]): GridCell[] {
  let end = cells.length;
  while (end > 0 && isPlain(cells[end - 1]!)) end--;
  return cells.slice(0, end);
}

/** A blank cell with nothing that shows: a cell under a merge or with a format shows (the merge, the wrap). */
function isPlain(cell: GridCell): boolean {
  return cell.v === '' && cell.f === undefined && cell.bold === undefined && cell.bg === undefined && cell.list === undefined && cell.span === undefined && cell.merged === undefined && cell.note === undefined;
}
