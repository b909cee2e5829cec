/**
 * Local implementations of the Apps Script services Sheetmate uses (Ui,
 * HtmlService, LockService, PropertiesService) around a LocalWorkbook. The
 * tests hand them to the bundled add-on as globals; the playground serves them.
 * They enforce Apps Script's limits (limits.ts): property sizes here, cell
 * sizes in the workbook, and the time of each execution on `clock`.
 */
import type {
  SpreadsheetAppApi,
  AppsScriptServices,
  HtmlOutputApi,
  LockApi,
  MenuApi,
  PropertiesApi,
  UiApi,
} from '../../sheets/apps-script';
import { APPS_SCRIPT_LIMITS, ExecutionClock, utf8Bytes } from './limits';
import { LocalDataValidationBuilder } from './data-validation';
import { LocalWorkbook } from './workbook';

export interface MenuItem {
  readonly caption: string;
  readonly functionName: string;
}

/** A submenu (`addSubMenu` of a menu made with `createMenu(caption)`). */
export interface SubMenu {
  readonly caption: string;
  readonly items: readonly (MenuItem | 'separator')[];
}

export type LocalMenuEntry = MenuItem | SubMenu | 'separator';

export interface LocalMenu {
  readonly title: string;
  readonly items: readonly LocalMenuEntry[];
  /** Built with `createAddonMenu()`: Sheets shows it under Extensions, titled with the add-on's name. */
  readonly addon?: boolean;
}

/**
 * A menu's items with its submenus' items in their place, each captioned with
 * its path as the organiser reads it (`Help ▸ Instructions`).
 */
export function menuEntries(menu: LocalMenu): (MenuItem | 'separator')[] {
  return menu.items.flatMap((item) =>
    item === 'separator' || 'functionName' in item
      ? [item]
      : item.items.map((inner) => (inner === 'separator' ? inner : { caption: `${item.caption} ▸ ${inner.caption}`, functionName: inner.functionName })),
  );
}

/** What the add-on showed the organiser, for tests and the playground to read. */
export interface UiRecord {
  readonly menus: LocalMenu[];
  readonly alerts: string[];
  /** Answers the organiser gives to yes/no questions, in order; an empty queue answers "no". */
  readonly answers: ('yes' | 'no')[];
  readonly sidebars: { title: string; content: string }[];
  /** Pages shown with `Ui.showModalDialog`, in order, with the title given and the size set. */
  readonly htmlDialogs: HtmlDialogRecord[];
  /**
   * Every dialog in order, with its title and buttons kept apart (the
   * playground shows them; `alerts` keeps the joined text the tests read).
   */
  readonly dialogs: DialogRecord[];
}

/** One `Ui.showModalDialog`. */
export interface HtmlDialogRecord {
  readonly title: string;
  readonly content: string;
  readonly width: number | null;
  readonly height: number | null;
}

/** One `Ui.alert` as the organiser would see it. */
export interface DialogRecord {
  /** Empty for `alert(prompt)`. */
  readonly title: string;
  readonly prompt: string;
  readonly buttons: 'OK' | 'YES_NO';
  /** For YES_NO: the answer taken from `answers`, or null when the queue was empty (answered "no"). */
  readonly answer: 'yes' | 'no' | null;
}

export interface LocalServicesOptions {
  readonly workbook?: LocalWorkbook;
  /** File name (without `.html`) → content, for HtmlService.createHtmlOutputFromFile. */
  readonly htmlFiles?: Readonly<Record<string, string>>;
  readonly documentProperties?: Record<string, string>;
  /** The add-on's name, the title `createAddonMenu()` menus get (default Sheetmate). */
  readonly addonName?: string;
  /** Times executions against Apps Script's limits (a new clock by default). */
  readonly clock?: ExecutionClock;
}

export interface LocalServices extends AppsScriptServices {
  readonly workbook: LocalWorkbook;
  readonly ui: UiRecord;
  readonly lock: LocalLock;
  readonly documentProperties: Record<string, string>;
  /** Each top-level call of the add-on runs on it (see run-bundle.ts). */
  readonly clock: ExecutionClock;
}

export class LocalLock implements LockApi {
  /** Whether some execution holds the document lock. */
  held = false;

  tryLock(): boolean {
    if (this.held) return false;
    this.held = true;
    return true;
  }

  releaseLock(): void {
    this.held = false;
  }
}

class LocalMenuBuilder implements MenuApi {
  private readonly items: LocalMenuEntry[] = [];

  constructor(
    private readonly title: string,
    private readonly record: UiRecord,
    readonly addon = false,
  ) {}

  addItem(caption: string, functionName: string): MenuApi {
    this.items.push({ caption, functionName });
    return this;
  }

  addSeparator(): MenuApi {
    this.items.push('separator');
    return this;
  }

  addSubMenu(menu: MenuApi): MenuApi {
    if (!(menu instanceof LocalMenuBuilder) || menu.addon) throw new Error('A submenu must be made with Ui.createMenu(caption).');
    const items = menu.items.filter((item): item is MenuItem | 'separator' => item === 'separator' || 'functionName' in item);
    if (items.length !== menu.items.length) throw new Error('A submenu cannot hold another submenu.');
    this.items.push({ caption: menu.title, items });
    return this;
  }

  addToUi(): void {
    const existing = this.record.menus.findIndex((menu) => menu.title === this.title);
    const menu: LocalMenu = { title: this.title, items: this.items.slice(), ...(this.addon ? { addon: true } : {}) };
    if (existing >= 0) this.record.menus[existing] = menu;
    else this.record.menus.push(menu);
  }
}

class LocalHtmlOutput implements HtmlOutputApi {
  title = '';
  width: number | null = null;
  height: number | null = null;
  constructor(private readonly content: string) {}

  setTitle(title: string): HtmlOutputApi {
    this.title = title;
    return this;
  }

  setWidth(width: number): HtmlOutputApi {
    this.width = width;
    return this;
  }

  setHeight(height: number): HtmlOutputApi {
    this.height = height;
    return this;
  }

  getContent(): string {
    return this.content;
  }
}

/** The local Ui: menus, alerts (answered from `record.answers`), sidebars and dialogs, each recorded. */
function localUi(record: UiRecord, addonName: string): UiApi {
  // The enums as the local Ui exposes them: distinct values, compared by identity like the real ones.
  const Button = { YES: 'YES', NO: 'NO', OK: 'OK' } as unknown as UiApi['Button'];
  const ButtonSet = { YES_NO: 'YES_NO', OK: 'OK' } as unknown as UiApi['ButtonSet'];
  function alert(prompt: string): GoogleAppsScript.Base.Button;
  function alert(title: string, prompt: string, buttons: GoogleAppsScript.Base.ButtonSet): GoogleAppsScript.Base.Button;
  function alert(first: string, prompt?: string, buttons?: GoogleAppsScript.Base.ButtonSet): GoogleAppsScript.Base.Button {
    record.alerts.push(prompt === undefined ? first : `${first}\n${prompt}`);
    const title = prompt === undefined ? '' : first;
    const text = prompt === undefined ? first : prompt;
    if (buttons === ButtonSet.YES_NO) {
      const answer = record.answers.shift() ?? null;
      record.dialogs.push({ title, prompt: text, buttons: 'YES_NO', answer });
      return answer === 'yes' ? Button.YES : Button.NO;
    }
    record.dialogs.push({ title, prompt: text, buttons: 'OK', answer: null });
    return Button.OK;
  }
  const ui: UiApi = {
    Button,
    ButtonSet,
    createAddonMenu: () => new LocalMenuBuilder(addonName, record, true),
    createMenu: (caption: string) => new LocalMenuBuilder(caption, record),
    alert,
    showSidebar: (output: HtmlOutputApi) => {
      record.sidebars.push({ title: (output as LocalHtmlOutput).title, content: output.getContent() });
    },
    showModalDialog: (output: HtmlOutputApi, title: string) => {
      const { width, height } = output as LocalHtmlOutput;
      record.htmlDialogs.push({ title, content: output.getContent(), width, height });
    },
  };
  return ui;
}

/** Document properties over a plain object, with Apps Script's limits on a value and on the store. */
function localProperties(documentProperties: Record<string, string>): PropertiesApi {
  const storeBytes = (without: string) =>
    Object.entries(documentProperties).reduce((sum, [key, value]) => (key === without ? sum : sum + utf8Bytes(key) + utf8Bytes(value)), 0);
  const properties: PropertiesApi = {
    getProperty: (key) => (Object.prototype.hasOwnProperty.call(documentProperties, key) ? documentProperties[key]! : null),
    getProperties: () => ({ ...documentProperties }),
    setProperty: (key, value) => {
      const text = String(value);
      // Apps Script's own messages for a value over 9 KB and a store over 500 KB.
      if (utf8Bytes(text) > APPS_SCRIPT_LIMITS.propertyValueBytes) throw new Error('Argument too large: value');
      if (storeBytes(key) + utf8Bytes(key) + utf8Bytes(text) > APPS_SCRIPT_LIMITS.propertyStoreBytes) {
        throw new Error('You have exceeded the property storage quota. Please remove some properties and try again.');
      }
      documentProperties[key] = text;
      return properties;
    },
    deleteProperty: (key) => {
      delete documentProperties[key];
      return properties;
    },
  };
  return properties;
}

export function createLocalServices(options: LocalServicesOptions = {}): LocalServices {
  const workbook = options.workbook ?? new LocalWorkbook();
  const record: UiRecord = { menus: [], alerts: [], answers: [], sidebars: [], htmlDialogs: [], dialogs: [] };
  const lock = new LocalLock();
  const documentProperties = options.documentProperties ?? {};
  const htmlFiles = options.htmlFiles ?? {};
  const clock = options.clock ?? new ExecutionClock();
  workbook.attachClock(clock);
  const ui = localUi(record, options.addonName ?? 'Sheetmate');
  const properties = localProperties(documentProperties);

  return {
    workbook,
    ui: record,
    lock,
    documentProperties,
    clock,
    SpreadsheetApp: {
      Dimension: { ROWS: 'ROWS' } as unknown as SpreadsheetAppApi['Dimension'],
      ProtectionType: { SHEET: 'SHEET' } as unknown as SpreadsheetAppApi['ProtectionType'],
      getActiveSpreadsheet: () => workbook,
      getUi: () => ui,
      newDataValidation: () => new LocalDataValidationBuilder(),
    },
    HtmlService: {
      createHtmlOutputFromFile: (filename: string) => {
        const content = htmlFiles[filename];
        if (content === undefined) throw new Error(`No HTML file named ${filename} was found.`);
        return new LocalHtmlOutput(content);
      },
      createHtmlOutput: (html: string) => new LocalHtmlOutput(html),
    },
    LockService: { getDocumentLock: () => lock },
    PropertiesService: { getDocumentProperties: () => properties },
  };
}
