/**
 * The Do not pair sheet, read for an action that pairs (or exports the
 * forbidden pairs): one `getValues` when the sheet exists, none when it does
 * not. Its rows are checked against every player of every section and the
 * names the record knows them by (src/core/event/do-not-pair.ts).
 */
import { DO_NOT_PAIR_SHEET, playerNameResolver, readDoNotPair, type ListedPair } from '../core/workbook/do-not-pair';
import { readSheet } from '../sheets/sheet-io';
import type { LoadedWorkbook } from './workbook';

/** Every listed pair, its names resolved to the players' current names. */
export function listedPairsOf(workbook: LoadedWorkbook): ListedPair[] {
  const sheet = readSheet(workbook.spreadsheet, DO_NOT_PAIR_SHEET);
  if (sheet === null) return [];
  const players = workbook.sections.flatMap((section) => section.event.entrants);
  const recorded = workbook.previous.sections.flatMap((section) => section.players);
  return readDoNotPair(sheet.values, playerNameResolver(players, recorded));
}
