/**
 * What a sheet holds against what it should hold: the cells that differ, as
 * a few rectangles to write. The sheets are read before every action, so an
 * action writes only what changed: a typed result moves a few standings rows
 * and a count in a title, and those are the cells written.
 *
 * The rectangles are at most `maxRanges` (each is one call), chosen to cover
 * the changed cells with as few unchanged ones as it takes: first each
 * column's runs of changed rows, then equal runs of neighbouring columns
 * joined, then the two rectangles whose union adds the fewest cells joined,
 * until few enough are left.
 */
import type { Cell, CellRange, SheetValues } from '../actions/plan';

/** A rectangle of the block, 0-based and inclusive. */
interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Whether a cell holds what it should: the same text, the same number; blank is blank whatever the empty value. */
function holds(held: unknown, wanted: Cell): boolean {
  if (wanted === '') return held === '' || held === null || held === undefined;
  return typeof held === typeof wanted && held === wanted;
}

export interface BlockOptions {
  /** The block's width: the add-on's columns (what it wrote last time, or more). */
  readonly width: number;
  /** The block starts at this 1-based column (default 1). */
  readonly left?: number;
  /** The block starts at this 1-based row (default 1). */
  readonly top?: number;
  /** At most this many rectangles (calls); default 4. */
  readonly maxRanges?: number;
}

/**
 * The ranges to write so that the block of `held` (the sheet's values as
 * read, header first) holds `wanted` (rows from the block's top, missing cells
 * blank); rows the block held beyond `wanted` are blanked.
 *
 * @example
 * changedRanges([['Rank', 'Name'], ['1', 'Ana']], [['Rank', 'Name'], ['1', 'Bob']], { width: 2 });
 * // [{ row: 2, column: 2, values: [['Bob']] }]
 */
export function changedRanges(sheet: SheetValues, wanted: readonly (readonly Cell[])[], options: BlockOptions): CellRange[] {
  const top = (options.top ?? 1) - 1;
  const left = (options.left ?? 1) - 1;
  const width = options.width;
  const held = left === 0 ? sheet : sheet.map((row) => row.slice(left, left + width));
  const heldRows = Math.max(0, lastFilledRow(held, width) + 1 - top);
  const height = Math.max(wanted.length, heldRows);
  const cell = (r: number, c: number): Cell => wanted[r]?.[c] ?? '';
  const boxes: Box[] = [];
  for (let c = 0; c < width; c++) {
    let run: Box | null = null;
    for (let r = 0; r < height; r++) {
      if (holds(held[top + r]?.[c], cell(r, c))) continue;
      // A gap of one or two unchanged rows is written over: cheaper than another call.
      if (run !== null && r - run.bottom <= 3) run.bottom = r;
      else {
        run = { top: r, bottom: r, left: c, right: c };
        boxes.push(run);
      }
    }
  }
  const joined = joinColumns(boxes);
  const few = fewest(joined, options.maxRanges ?? 4);
  return few
    .sort((a, b) => a.top - b.top || a.left - b.left)
    .map((box) => ({
      row: top + box.top + 1,
      column: left + box.left + 1,
      values: Array.from({ length: box.bottom - box.top + 1 }, (_, r) => Array.from({ length: box.right - box.left + 1 }, (_, c) => cell(box.top + r, box.left + c))),
    }));
}

/** The last row (0-based) with anything in the block's columns, −1 for none. */
function lastFilledRow(held: SheetValues, width: number): number {
  for (let r = held.length - 1; r >= 0; r--) {
    const row = held[r]!;
    for (let c = 0; c < width && c < row.length; c++) if (!holds(row[c], '')) return r;
  }
  return -1;
}

/** Neighbouring columns with the same run of rows become one rectangle. */
function joinColumns(boxes: readonly Box[]): Box[] {
  const out: Box[] = [];
  for (const box of boxes) {
    const left = out.find((other) => other.right === box.left - 1 && other.top === box.top && other.bottom === box.bottom);
    if (left !== undefined) left.right = box.right;
    else out.push({ ...box });
  }
  return out;
}

function area(box: Box): number {
  return (box.bottom - box.top + 1) * (box.right - box.left + 1);
}

function union(a: Box, b: Box): Box {
  return { top: Math.min(a.top, b.top), bottom: Math.max(a.bottom, b.bottom), left: Math.min(a.left, b.left), right: Math.max(a.right, b.right) };
}

/** Joins the two rectangles whose union costs the fewest extra cells, until at most `limit` are left. */
function fewest(boxes: Box[], limit: number): Box[] {
  let list = boxes.slice();
  // Many scattered changes: one rectangle a column first, so the joining below stays small.
  if (list.length > 64) {
    const byColumn = new Map<number, Box>();
    for (const box of list) byColumn.set(box.left, byColumn.has(box.left) ? union(byColumn.get(box.left)!, box) : { ...box });
    list = joinColumns([...byColumn.values()]);
  }
  while (list.length > limit) {
    let best: { i: number; j: number; cost: number } | null = null;
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const cost = area(union(list[i]!, list[j]!)) - area(list[i]!) - area(list[j]!);
        if (best === null || cost < best.cost) best = { i, j, cost };
      }
    }
    const merged = union(list[best!.i]!, list[best!.j]!);
    list = [...list.filter((_, index) => index !== best!.i && index !== best!.j), merged];
  }
  return list;
}

/** Shifts that move the rows of a sorted table, and the sheet's values as they leave it. */
export interface MovedRows {
  /** In order: each moved row taken out (bottom first), then put in at its place (top first). */
  readonly shifts: readonly { readonly row: number; readonly how: 'insert' | 'delete' }[];
  /** The sheet's values after the shifts: what the rows are then compared with. */
  readonly held: SheetValues;
}

export interface SortedTable {
  /** The 1-based sheet row of the table's first data row. */
  readonly top: number;
  /** The columns that move with a row (1-based first, and how many): a rank column, which stays with its place, is left out. */
  readonly left: number;
  readonly width: number;
  /** The 0-based column of a row's own key (a start number, a name), in `held` and `wanted` rows alike. */
  readonly key: number;
  /** More moved rows than this: no shifts (the rows are written as they differ). */
  readonly maxMoves: number;
  /** Keys the sheet still holds under an old name (a name fixed in Players), with the new: such a row moves as itself. */
  readonly renamed?: ReadonlyMap<string, string>;
}

/**
 * The rows of a sorted table (standings: a typed result moves a player up or
 * down) that moved, found by their keys: the longest run of rows that kept
 * their order stays, every other row is taken out and put in at its new
 * place, so the rows between are shifted, not written. Null when the table's
 * rows are not the same ones (a player added or gone), or too many moved.
 *
 * @param wanted the table's data rows as they should be, the first at `top`.
 */
export function movedRows(held: SheetValues, wanted: readonly (readonly Cell[])[], table: SortedTable): MovedRows | null {
  const keyOf = (row: readonly unknown[] | undefined) => String(row?.[table.key] ?? '');
  const before = held.slice(table.top - 1, table.top - 1 + wanted.length).map((row) => {
    const key = keyOf(row);
    return table.renamed?.get(key) ?? key;
  });
  const positions = new Map(before.map((key, index) => [key, index]));
  if (before.length !== wanted.length || positions.size !== wanted.length || positions.has('')) return null;
  const order = wanted.map((row) => positions.get(keyOf(row)));
  if (order.some((position) => position === undefined)) return null;
  const kept = longestIncreasing(order as number[]);
  const moved = order.flatMap((position, index) => (kept.has(index) ? [] : [{ from: position!, to: index }]));
  if (moved.length > table.maxMoves) return null;
  const shifts = [
    ...moved.map((entry) => entry.from).sort((a, b) => b - a).map((from) => ({ row: table.top + from, how: 'delete' as const })),
    ...moved.map((entry) => entry.to).sort((a, b) => a - b).map((to) => ({ row: table.top + to, how: 'insert' as const })),
  ];
  const after = held.map((row) => row.slice());
  for (const shift of shifts) shiftColumns(after, shift.row, table.left, table.width, shift.how);
  return { shifts, held: after };
}

/** The indices of one longest strictly increasing run (not necessarily contiguous) of `values`. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails[tails.length - 1] ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return kept;
}

/** What a shift does to the values: the columns' cells from `row` down move one row down (insert) or up (delete). */
function shiftColumns(rows: unknown[][], row: number, left: number, width: number, how: 'insert' | 'delete'): void {
  const height = Math.max(rows.length, row);
  for (let c = left - 1; c < left - 1 + width; c++) {
    const cells = Array.from({ length: height - row + 1 }, (_, offset) => rows[row - 1 + offset]?.[c] ?? '');
    const shifted = how === 'insert' ? ['', ...cells] : [...cells.slice(1), ''];
    shifted.forEach((value, offset) => {
      const line = (rows[row - 1 + offset] ??= []);
      while (line.length < c) line.push('');
      line[c] = value;
    });
  }
}
