/**
 * What the add-on remembers about an event beyond the sheets, in document
 * properties: the start-number order fixed when the event began, and the
 * history carried in from paper (Score / Opponents / Colours typed by hand
 * before the add-on's first round), which the Players columns no longer show
 * once the add-on writes them.
 */
import type { CarriedHistory } from '../core/event/entrant';
import type { PropertiesApi, PropertiesServiceApi } from '../sheets/apps-script';

const ORDER_KEY = 'sheetmate.startOrder';
const CARRIED_KEY = 'sheetmate.carried';

export interface EventMemory {
  /** Names in start-number order, as fixed by the first round paired. */
  readonly startOrder: readonly string[];
  /** Hand-typed history by name, as it stood before the add-on's first round. */
  readonly carried: Readonly<Record<string, CarriedHistory>>;
}

function properties(service: PropertiesServiceApi): PropertiesApi {
  const found = service.getDocumentProperties();
  if (found === null) throw new Error('Sheetmate must be opened from a spreadsheet (no document properties).');
  return found;
}

function readJson<T>(props: PropertiesApi, key: string, fallback: T): T {
  const text = props.getProperty(key);
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function loadEventMemory(service: PropertiesServiceApi): EventMemory {
  const props = properties(service);
  return { startOrder: readJson<string[]>(props, ORDER_KEY, []), carried: readJson<Record<string, CarriedHistory>>(props, CARRIED_KEY, {}) };
}

export function saveEventMemory(service: PropertiesServiceApi, memory: EventMemory): void {
  const props = properties(service);
  props.setProperty(ORDER_KEY, JSON.stringify(memory.startOrder));
  props.setProperty(CARRIED_KEY, JSON.stringify(memory.carried));
}

/** Forgets the event (after undoing its first round): the sheets are the whole truth again. */
export function clearEventMemory(service: PropertiesServiceApi): void {
  const props = properties(service);
  props.deleteProperty(ORDER_KEY);
  props.deleteProperty(CARRIED_KEY);
}

const WIDTHS_KEY = 'sheetmate.tableWidths';

/** How many columns the add-on last wrote in each of its own tables (kept across undo). */
export function loadTableWidths(service: PropertiesServiceApi): Record<string, number> {
  return readJson<Record<string, number>>(properties(service), WIDTHS_KEY, {});
}

export function saveTableWidths(service: PropertiesServiceApi, widths: Readonly<Record<string, number>>): void {
  properties(service).setProperty(WIDTHS_KEY, JSON.stringify(widths));
}
