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
