/**
 * Document properties an add-on from before the event record wrote: the start
 * order and the paper history, by name, and the widths of its tables. They are
 * read only while the workbook has no record, so such an event carries on, and
 * deleted once the record is written.
 */
import type { CarriedHistory } from '../core/event/entrant';
import type { LegacyMemory } from '../core/workbook/read-event';
import type { PropertiesApi } from '../sheets/apps-script';

const ORDER_KEY = 'sheetmate.startOrder';
const CARRIED_KEY = 'sheetmate.carried';
const WIDTHS_KEY = 'sheetmate.tableWidths';

function readJson(props: PropertiesApi, key: string): unknown {
  const text = props.getProperty(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The older add-on's memory, or null when there is none (or it cannot be read). */
export function loadLegacyMemory(props: PropertiesApi): LegacyMemory | null {
  const order = readJson(props, ORDER_KEY);
  if (!Array.isArray(order) || order.length === 0 || order.some((name) => typeof name !== 'string')) return null;
  const carried = readJson(props, CARRIED_KEY);
  return {
    startOrder: order as string[],
    carried: carried !== null && typeof carried === 'object' && !Array.isArray(carried) ? (carried as Record<string, CarriedHistory>) : {},
  };
}

/** Forgets it: the record holds the event now. */
export function clearLegacyMemory(props: PropertiesApi): void {
  for (const key of [ORDER_KEY, CARRIED_KEY, WIDTHS_KEY]) {
    if (props.getProperty(key) !== null) props.deleteProperty(key);
  }
}
