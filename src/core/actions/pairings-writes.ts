/**
 * What an action writes in a Pairings sheet: a new round on top (below the
 * header), so the current round is what a phone shows first and no typed
 * result is rewritten; a round undone, its rows deleted; every round again
 * from the record (the repair), each of the add-on's columns where the sheet
 * has it, so an organiser's own column is never written over.
 */
import type { EventRound } from '../event/event-state';
import { changedRanges } from '../workbook/changes';
import { CHECK_HEADER, defaultPairingsColumns, PAIRINGS_COLUMNS, PAIRINGS_HEADER, type PairingsField } from '../workbook/layout';
import type { PairingsTable } from '../workbook/pairings-table';
import { pairingsRowValues, type PairingsRow } from '../views/pairings-rows';
import type { Cell, SheetValues, SheetWrite } from './plan';

/** A new round written on top of Pairings: the header (first round only), inserted rows, their values, the Result cells as text with the drop-down. */
export function newRoundWrites(sheet: string, held: SheetValues | null, table: PairingsTable, rows: readonly PairingsRow[]): SheetWrite[] {
  const writes: SheetWrite[] = [];
  if (held === null) writes.push({ kind: 'create', sheet });
  if (!table.hasHeader) {
    writes.push({ kind: 'values', sheet, ranges: [{ row: 1, column: 1, values: [PAIRINGS_HEADER.slice()] }] });
    writes.push({ kind: 'header', sheet, row: 1, width: PAIRINGS_HEADER.length, frozenRows: 1 });
  }
  if (rows.length === 0) return writes;
  let width = Math.max(table.width, PAIRINGS_HEADER.length);
  let columns = table.columns;
  if (rows.some((row) => row.check !== undefined) && columns.check < 0) {
    // The quick Swiss adds its Check column once, after the organiser's last column.
    columns = { ...columns, check: width };
    writes.push({ kind: 'values', sheet, ranges: [{ row: 1, column: width + 1, values: [[CHECK_HEADER]] }] });
    width += 1;
  }
  writes.push({ kind: 'insertRows', sheet, before: 2, count: rows.length });
  writes.push({ kind: 'values', sheet, ranges: [{ row: 2, column: 1, values: pairingsRowValues(rows, columns, width) }] });
  writes.push({ kind: 'resultCells', sheet, row: 2, column: table.columns.result + 1, count: rows.length, dropdown: rows.filter((row) => row.board !== '').length });
  return writes;
}

/** A round's rows deleted: one call per run of adjacent rows (one run when the sheet is as the add-on wrote it), bottom run first. */
export function roundDeletion(sheet: string, round: EventRound): SheetWrite[] {
  const rows = [...round.boards.map((board) => board.row), ...round.byes.map((bye) => bye.row)].filter((row): row is number => row !== undefined && row > 0).sort((a, b) => b - a);
  const writes: SheetWrite[] = [];
  let index = 0;
  while (index < rows.length) {
    let start = rows[index]!;
    let count = 1;
    while (index + count < rows.length && rows[index + count] === start - 1) {
      start -= 1;
      count += 1;
    }
    writes.push({ kind: 'deleteRows', sheet, row: start, count });
    index += count;
  }
  return writes;
}

/**
 * Pairings written anew (the repair): every round, newest first. Each of the
 * add-on's columns is written where the sheet has it, only its cells that
 * differ; the organiser's own columns are not touched. A new sheet gets the
 * add-on's layout.
 */
export function pairingsRewrite(sheet: string, held: SheetValues | null, table: PairingsTable | null, rows: readonly PairingsRow[]): SheetWrite[] {
  const columns: Record<PairingsField, number> = table !== null && table.hasHeader ? { ...table.columns } : defaultPairingsColumns();
  const withCheck = rows.some((row) => row.check !== undefined);
  if (withCheck && columns.check < 0) columns.check = Math.max(PAIRINGS_HEADER.length, held?.[0]?.length ?? 0);
  const headers: Record<PairingsField, string> = { ...(Object.fromEntries(PAIRINGS_COLUMNS.map((column) => [column.field, column.header])) as Record<PairingsField, string>), check: CHECK_HEADER };
  const width = Math.max(...Object.values(columns)) + 1;
  const values = pairingsRowValues(rows, columns, width);
  const writes: SheetWrite[] = held === null ? [{ kind: 'create', sheet }] : [];
  const written: number[] = [];
  for (const field of [...PAIRINGS_COLUMNS.map((column) => column.field), ...(columns.check >= 0 ? (['check'] as const) : [])]) {
    const column = columns[field];
    if (column < 0) continue;
    const wanted: Cell[][] = [[headers[field]], ...values.map((row) => [row[column] ?? ''])];
    const ranges = changedRanges(held ?? [], wanted, { width: 1, left: column + 1 });
    if (ranges.length > 0) writes.push({ kind: 'values', sheet, ranges });
    written.push(column + 1);
  }
  writes.push({ kind: 'header', sheet, row: 1, width, frozenRows: 1, columns: written });
  if (rows.length > 0) writes.push({ kind: 'resultCells', sheet, row: 2, column: columns.result + 1, count: rows.length, dropdown: rows.length });
  return writes;
}
