/**
 * What a team event's action writes in Pairings: a new round on top (below
 * the header), so the current round is what a phone shows first and no typed
 * result is rewritten; a round undone, its rows deleted; every round again
 * from the record (the repair), each of the add-on's columns where the sheet
 * has it.
 */
import { changedRanges } from '../../workbook/changes';
import { PAIRINGS_SHEET, TEAM_PAIRINGS_COLUMNS, TEAM_PAIRINGS_HEADER, type TeamPairingsField } from '../../workbook/layout';
import type { TeamPairingsTable } from '../../workbook/team/team-pairings-table';
import type { SheetRound } from '../../workbook/team/team-reconcile';
import { teamRowValues, type TeamPairingsRow } from '../../views/team/team-pairings-rows';
import type { Cell, SheetValues, SheetWrite } from '../plan';

/** Result cells as text, with the drop-down on the first `dropdown` rows (a round's matches and boards: its teams without a match come last). */
function resultCells(table: Pick<TeamPairingsTable, 'columns'>, rows: readonly TeamPairingsRow[], top: number, dropdown: number): SheetWrite {
  return { kind: 'resultCells', sheet: PAIRINGS_SHEET, row: top, column: table.columns.result + 1, count: rows.length, dropdown };
}

/** A new round on top of Pairings: the header (first round only), inserted rows, their values, the Result cells. */
export function newTeamRoundWrites(held: SheetValues | null, table: TeamPairingsTable, rows: readonly TeamPairingsRow[]): SheetWrite[] {
  const writes: SheetWrite[] = [];
  if (held === null) writes.push({ kind: 'create', sheet: PAIRINGS_SHEET });
  if (!table.hasHeader) {
    writes.push({ kind: 'values', sheet: PAIRINGS_SHEET, ranges: [{ row: 1, column: 1, values: [TEAM_PAIRINGS_HEADER.slice()] }] });
    writes.push({ kind: 'header', sheet: PAIRINGS_SHEET, row: 1, width: TEAM_PAIRINGS_HEADER.length, frozenRows: 1 });
  }
  if (rows.length === 0) return writes;
  const width = Math.max(table.width, TEAM_PAIRINGS_HEADER.length);
  writes.push({ kind: 'insertRows', sheet: PAIRINGS_SHEET, before: 2, count: rows.length });
  writes.push({ kind: 'values', sheet: PAIRINGS_SHEET, ranges: [{ row: 2, column: 1, values: teamRowValues(rows, table.columns, width) }] });
  writes.push(resultCells(table, rows, 2, rows.filter((row) => row.match !== '').length));
  return writes;
}

/** A round's rows deleted: one call per run of adjacent rows, the lowest run first. */
export function teamRoundDeletion(round: SheetRound): SheetWrite[] {
  const rows = [
    ...round.matches.flatMap((match) => [match.row ?? 0, ...match.boards.map((board) => board.row ?? 0)]),
    ...round.byes.map((bye) => bye.row ?? 0),
  ]
    .filter((row) => row > 0)
    .sort((a, b) => b - a);
  const writes: SheetWrite[] = [];
  let index = 0;
  while (index < rows.length) {
    let start = rows[index]!;
    let count = 1;
    while (index + count < rows.length && rows[index + count] === start - 1) {
      start -= 1;
      count += 1;
    }
    writes.push({ kind: 'deleteRows', sheet: PAIRINGS_SHEET, row: start, count });
    index += count;
  }
  return writes;
}

/** Pairings written anew (the repair): every add-on column where the sheet has it, only the cells that differ; the organiser's own columns untouched. */
export function teamPairingsRewrite(held: SheetValues | null, table: TeamPairingsTable | null, rows: readonly TeamPairingsRow[]): SheetWrite[] {
  const columns: Record<TeamPairingsField, number> =
    table !== null && table.hasHeader ? { ...table.columns } : (Object.fromEntries(TEAM_PAIRINGS_COLUMNS.map((column, index) => [column.field, index])) as Record<TeamPairingsField, number>);
  const width = Math.max(...Object.values(columns)) + 1;
  const values = teamRowValues(rows, columns, width);
  const writes: SheetWrite[] = held === null ? [{ kind: 'create', sheet: PAIRINGS_SHEET }] : [];
  const written: number[] = [];
  for (const { field, header } of TEAM_PAIRINGS_COLUMNS) {
    const column = columns[field];
    if (column < 0) continue;
    const wanted: Cell[][] = [[header], ...values.map((row) => [row[column] ?? ''])];
    const ranges = changedRanges(held ?? [], wanted, { width: 1, left: column + 1 });
    if (ranges.length > 0) writes.push({ kind: 'values', sheet: PAIRINGS_SHEET, ranges });
    written.push(column + 1);
  }
  writes.push({ kind: 'header', sheet: PAIRINGS_SHEET, row: 1, width, frozenRows: 1, columns: written });
  if (rows.length > 0) writes.push(resultCells({ columns }, rows, 2, rows.length));
  return writes;
}
