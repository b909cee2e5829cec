/**
 * Import TRF: starts the sheet from a TRF (from the sidebar's file picker, or
 * pasted into column A of the TRF sheet): Players and Pairings, a Do not pair
 * sheet for the file's forbidden pairs, the settings the file implies, and
 * the record, whose rounds are the file's (locked, as if paired here).
 * Refuses when the event already has players or rounds, so nothing typed is
 * ever overwritten.
 */
import { InputError } from '../errors';
import { settingsForProperties, withPatch } from '../record/event-settings';
import { storedRecordOf } from '../record/sheet-rows';
import { trfToEvent } from '../views/trf-exchange';
import { DO_NOT_PAIR_SHEET, PAIRINGS_SHEET, PLAYERS_SHEET, TRF_SHEET } from '../workbook/layout';
import type { ActionPlan, Cell, SheetValues, SheetWrite, WorkbookRead } from './plan';
import { eventSettingsOf, readWorkbook } from './read';
import { statusOf } from './status';
import { changeOf, planEventWrites, recordWrite, tableWrites } from './writes';
import { isTeamTrf, teamImportTrfAction } from './team/team-exchange';

export function importTrfAction(read: WorkbookRead, text?: string): ActionPlan {
  let trf = text;
  if (trf === undefined) {
    const pasted = read.sheets.get(TRF_SHEET);
    if (pasted === undefined) throw new InputError(`paste the TRF file into column A of a sheet named "${TRF_SHEET}", or choose the file in the sidebar.`);
    trf = pasted.map((row) => String(row[0] ?? '')).join('\n');
  }
  // A team file (TRF-2026 `310` team lines) starts a team event.
  if (isTeamTrf(trf)) return teamImportTrfAction(read, trf, text === undefined ? TRF_SHEET : 'TRF file');
  const imported = trfToEvent(trf, text === undefined ? TRF_SHEET : 'TRF file');
  for (const [name, values] of [
    [PLAYERS_SHEET, read.players],
    [PAIRINGS_SHEET, read.sheets.get(PAIRINGS_SHEET) ?? null],
  ] as const) {
    if (values !== null && values.some((row) => row.some((value) => String(value ?? '').trim() !== ''))) {
      throw new InputError(`the ${name} sheet is not empty. Import into a new spreadsheet, or rename ${name} (and Pairings) first so nothing typed is lost.`);
    }
  }
  const existing = storedRecordOf(read.record);
  if (existing !== null && existing.record.sections.some((section) => section.rounds.length > 0)) {
    throw new InputError('Sheetmate already holds rounds of an event in this spreadsheet (in its record). Import into a new spreadsheet.');
  }
  const widths = { ...read.cache.widths };
  const tables: { name: string; rows: (string | number)[][]; held: SheetValues | null }[] = [
    { name: PLAYERS_SHEET, rows: imported.players, held: read.players },
    { name: PAIRINGS_SHEET, rows: imported.pairings, held: read.sheets.get(PAIRINGS_SHEET) ?? null },
    ...(imported.doNotPair !== null && !read.sheets.has(DO_NOT_PAIR_SHEET) ? [{ name: DO_NOT_PAIR_SHEET, rows: imported.doNotPair, held: null }] : []),
  ];
  const sheetWrites: SheetWrite[] = tables.flatMap((table) => tableWrites(table.held, { name: table.name, rows: table.rows, headerRows: 1 }, undefined, widths));
  if (imported.pairings.length > 1) sheetWrites.push({ kind: 'resultCells', sheet: PAIRINGS_SHEET, row: 2, column: 5, count: imported.pairings.length - 1, dropdown: 0 });

  // The event as the sheets will hold it: the record takes its rounds as imported.
  const settings = withPatch(eventSettingsOf(read, existing?.record ?? null), imported.settings, []).settings;
  const written: WorkbookRead = {
    ...read,
    players: imported.players as Cell[][],
    sheets: new Map([...read.sheets, ...tables.map((table) => [table.name, table.rows] as const)]),
  };
  const workbook = readWorkbook(written, { settings });
  const changes = workbook.sections.map((section) => changeOf(section, section.event.state, { idsFor: 'field', lockAll: true, originOfOthers: 'imported' }));
  const action = 'importing the TRF';
  const writes = planEventWrites(workbook, changes, { settings });
  const carried = [
    ...(imported.doNotPair === null ? [] : [`Its ${imported.doNotPair.length - 1} forbidden pair${imported.doNotPair.length === 2 ? ' is' : 's are'} on the ${DO_NOT_PAIR_SHEET} sheet.`]),
    ...(imported.settings.acceleration === 'baku' ? ['Its rounds are accelerated: Baku acceleration is chosen.'] : []),
    ...imported.notes,
  ];
  const message = [`Imported ${imported.players.length - 1} players and ${imported.rounds} rounds from the TRF.`, ...carried].join(' ');
  return {
    result: { message, status: statusOf(workbook, message, undefined, writes.awards) },
    record: recordWrite(workbook, writes.record, 'first', action),
    writes: [...sheetWrites, ...writes.views],
    action,
    cache: { ...writes.cache, widths: { ...writes.cache.widths, ...widths } },
    settings: settingsForProperties(settings),
    lastAction: message,
  };
}
