/**
 * Settings kept in the document's properties, so every organiser of the
 * sheet sees the same event configuration.
 */
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '../core/event/settings';
import { isTiebreakCode } from '../core/tiebreaks';
import type { PropertiesApi, PropertiesServiceApi } from '../sheets/apps-script';

const SETTINGS_KEY = 'sheetmate.settings';

export function documentProperties(service: PropertiesServiceApi): PropertiesApi {
  const properties = service.getDocumentProperties();
  if (properties === null) throw new Error('Sheetmate must be opened from a spreadsheet (no document properties).');
  return properties;
}

/** The stored settings merged over the defaults (a missing or damaged value falls back to defaults). */
export function loadSettings(service: PropertiesServiceApi): Settings {
  const stored = documentProperties(service).getProperty(SETTINGS_KEY);
  if (stored === null) return DEFAULT_SETTINGS;
  try {
    return mergeSettings(DEFAULT_SETTINGS, JSON.parse(stored), isTiebreakCode);
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettingsPatch(service: PropertiesServiceApi, patch: unknown): Settings {
  const next = mergeSettings(loadSettings(service), patch, isTiebreakCode);
  documentProperties(service).setProperty(SETTINGS_KEY, JSON.stringify(next));
  return next;
}

const LAST_ACTION_KEY = 'sheetmate.lastAction';

export function loadLastAction(service: PropertiesServiceApi): string | null {
  return documentProperties(service).getProperty(LAST_ACTION_KEY);
}

/** The sidebar shows it; kept short, as properties should be (a value may hold 9 KB). */
const LAST_ACTION_CHARACTERS = 1000;

export function saveLastAction(service: PropertiesServiceApi, message: string): void {
  const text = message.length > LAST_ACTION_CHARACTERS ? `${message.slice(0, LAST_ACTION_CHARACTERS - 1)}…` : message;
  documentProperties(service).setProperty(LAST_ACTION_KEY, text);
}
