/**
 * What Sheetmate keeps in the document's properties: the settings (where they
 * live before the record exists, and a copy after), the last action's
 * message for the sidebar, and the views' cache (the widths and layouts last
 * written). None of it is the event: the record is.
 */
import type { StoredSettings, ViewCache } from '../core/actions/plan';
import { viewCacheOf } from '../core/actions/plan';
import { nameKey } from '../core/ids';
import type { PropertiesApi, PropertiesServiceApi } from '../sheets/apps-script';

const SETTINGS_KEY = 'sheetmate.settings';
const SECTION_SETTINGS_PREFIX = 'sheetmate.settings.section:';
/** The sections that have settings of their own (a property store cannot be listed from every service). */
const SECTIONS_WITH_CHOICES = 'sheetmate.settings.sections';
const LAST_ACTION_KEY = 'sheetmate.lastAction';
const VIEW_CACHE_KEY = 'sheetmate.views';
/** Goes up with every change Sheetmate makes or sees (an action written, a cell typed): half of the change token. */
const CHANGES_KEY = 'sheetmate.changes';
/** When the onEdit trigger last ran on a Pairings sheet: how Help ▸ Check this installation knows the trigger fires. */
const LAST_EDIT_KEY = 'sheetmate.lastEdit';
/** The sidebar shows it; kept short, as properties should be (a value may hold 9 KB). */
const LAST_ACTION_CHARACTERS = 1000;

function documentProperties(service: PropertiesServiceApi): PropertiesApi {
  const properties = service.getDocumentProperties();
  if (properties === null) throw new Error('Sheetmate must be opened from a spreadsheet (no document properties).');
  return properties;
}

function readJson(properties: PropertiesApi, key: string): unknown {
  const text = properties.getProperty(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function loadStoredSettings(service: PropertiesServiceApi): StoredSettings {
  const properties = documentProperties(service);
  const listed = readJson(properties, SECTIONS_WITH_CHOICES);
  const sections: Record<string, string> = {};
  for (const name of Array.isArray(listed) ? listed.filter((entry): entry is string => typeof entry === 'string') : []) {
    const text = properties.getProperty(SECTION_SETTINGS_PREFIX + nameKey(name));
    if (text !== null) sections[name] = text;
  }
  return { event: properties.getProperty(SETTINGS_KEY), sections };
}

export function saveStoredSettings(service: PropertiesServiceApi, settings: StoredSettings): void {
  const properties = documentProperties(service);
  if (settings.event !== null) properties.setProperty(SETTINGS_KEY, settings.event);
  const names = Object.keys(settings.sections);
  for (const name of names) properties.setProperty(SECTION_SETTINGS_PREFIX + nameKey(name), settings.sections[name]!);
  if (names.length > 0) properties.setProperty(SECTIONS_WITH_CHOICES, JSON.stringify(names));
}

export function loadLastAction(service: PropertiesServiceApi): string | null {
  return documentProperties(service).getProperty(LAST_ACTION_KEY);
}

export function saveLastAction(service: PropertiesServiceApi, message: string): void {
  const text = message.length > LAST_ACTION_CHARACTERS ? `${message.slice(0, LAST_ACTION_CHARACTERS - 1)}…` : message;
  documentProperties(service).setProperty(LAST_ACTION_KEY, text);
}

export function loadViewCache(service: PropertiesServiceApi): ViewCache {
  return viewCacheOf(readJson(documentProperties(service), VIEW_CACHE_KEY));
}

export function saveViewCache(service: PropertiesServiceApi, cache: ViewCache): void {
  documentProperties(service).setProperty(VIEW_CACHE_KEY, JSON.stringify(cache));
}

/** How many changes Sheetmate has made or seen in this spreadsheet. */
export function loadChangeCount(service: PropertiesServiceApi): number {
  const count = Number(documentProperties(service).getProperty(CHANGES_KEY));
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/** Counts one more change; returns the new count. */
export function noteChange(service: PropertiesServiceApi): number {
  const count = loadChangeCount(service) + 1;
  documentProperties(service).setProperty(CHANGES_KEY, String(count));
  return count;
}

/**
 * The change token: the record's generation (which a restored version of the
 * spreadsheet changes too) and the count of changes Sheetmate made or saw.
 */
export function changeToken(generation: number, count: number): string {
  return `${generation}.${count}`;
}

/** Notes that the onEdit trigger ran now (ISO 8601). */
export function saveLastEdit(service: PropertiesServiceApi, at: string): void {
  documentProperties(service).setProperty(LAST_EDIT_KEY, at);
}

export function loadLastEdit(service: PropertiesServiceApi): string | null {
  return documentProperties(service).getProperty(LAST_EDIT_KEY);
}
