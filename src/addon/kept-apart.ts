/**
 * The Do not pair sheet, read for an action that pairs: one `getValues` when
 * the sheet exists, none when it does not. Its rows are checked against the
 * players (src/core/event/do-not-pair.ts).
 */
import { DO_NOT_PAIR_SHEET, keptApartIn, playerNameResolver, readDoNotPair, type KeptApartPair, type ListedPair } from '../core/event/do-not-pair';
import type { Entrant } from '../core/event/entrant';
import type { RecordedPlayer } from '../core/event/record';
import type { EventRead } from '../core/event/workbook-event';
import type { SpreadsheetApi } from '../sheets/apps-script';
import { readSheet } from '../sheets/sheet-io';

/** Every listed pair, checked against all the players (of every section) and the names the record knows them by. */
export function listedPairs(spreadsheet: SpreadsheetApi, players: readonly Entrant[], recorded: readonly RecordedPlayer[]): ListedPair[] {
  const sheet = readSheet(spreadsheet, DO_NOT_PAIR_SHEET);
  if (sheet === null) return [];
  return readDoNotPair(sheet.values, playerNameResolver(players, recorded));
}

/** The listed pairs whose two players are both in the event's field, by start number. */
export function keptApartFor(spreadsheet: SpreadsheetApi, event: EventRead): KeptApartPair[] {
  const recorded = event.record.sections.flatMap((section) => section.players);
  return keptApartIn(listedPairs(spreadsheet, event.entrants, recorded), event.state.startNumberOf);
}
