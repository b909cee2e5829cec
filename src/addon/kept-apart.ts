/**
 * The Do not pair sheet, read for an action that pairs: one `getValues` when
 * the sheet exists, none when it does not. Its rows are checked against the
 * players (src/core/event/do-not-pair.ts).
 */
import { DO_NOT_PAIR_SHEET, keptApartIn, playerNameResolver, readDoNotPair, type KeptApartPair } from '../core/event/do-not-pair';
import type { EventRead } from '../core/event/workbook-event';
import type { SpreadsheetApi } from '../sheets/apps-script';
import { readSheet } from '../sheets/sheet-io';

/** The listed pairs whose two players are both in the event's field, by start number. */
export function keptApartFor(spreadsheet: SpreadsheetApi, event: EventRead): KeptApartPair[] {
  const sheet = readSheet(spreadsheet, DO_NOT_PAIR_SHEET);
  if (sheet === null) return [];
  const recorded = event.record.sections.flatMap((section) => section.players);
  const listed = readDoNotPair(sheet.values, playerNameResolver(event.entrants, recorded));
  return keptApartIn(listed, event.state.startNumberOf);
}
