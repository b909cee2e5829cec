/**
 * A sheet made to be read, on a phone as much as on a screen: its cells and
 * how to lay them out. The views (By name, Live) return one; the spreadsheet
 * adapter writes the values in one call and applies the hints with a number
 * of calls that does not grow with the field (one per kind of row).
 *
 * Meaning is carried by words, never by a colour alone: a title or a header
 * may be bold, but what a cell says is in its text.
 */

/**
 * - `title`: the sheet's first line (the event's name), large;
 * - `subtitle`: a line under it ("Round 3 of 7 · paired Sat 14:05");
 * - `section`: the heading of a part of the sheet, bold;
 * - `header`: the column names of the table below, bold;
 * - `row`: a line of a table;
 * - `note`: a line that explains something (what "ff" means), small;
 * - `blank`: space between two parts.
 *
 * Title, subtitle, section and note rows hold their text in the first cell,
 * meant to span every column (merged, wrapped).
 */
export type DisplayRowKind = 'title' | 'subtitle' | 'section' | 'header' | 'row' | 'note' | 'blank';

export interface DisplayRow {
  readonly kind: DisplayRowKind;
  /** Exactly `width` cells. */
  readonly cells: readonly (string | number)[];
}

export interface DisplayColumn {
  /** What the column holds in its widest use, for people reading the hints. */
  readonly label: string;
  /** Width in pixels. */
  readonly width: number;
  /** Long text breaks onto a second line instead of running into the next cell. */
  readonly wrap: boolean;
  readonly align: 'left' | 'center' | 'right';
}

export interface DisplaySheet {
  readonly rows: readonly DisplayRow[];
  readonly columns: readonly DisplayColumn[];
  /** Rows that stay on screen while the rest scrolls. */
  readonly frozenRows: number;
  /**
   * The 0-based column that says who a row of the sheet's last table is (a
   * name): when the table is reordered (standings, a name fixed), its rows
   * move with the player instead of being written again. Absent: written as they differ.
   */
  readonly rankingKey?: number;
}

/** Kinds whose single text spans the whole width. */
export const SPANNING_KINDS: ReadonlySet<DisplayRowKind> = new Set(['title', 'subtitle', 'section', 'note']);

/** Builds rows of a fixed width: a spanning line, or table cells padded with blanks. */
export class DisplayRows {
  private readonly rows: DisplayRow[] = [];

  constructor(private readonly width: number) {}

  line(kind: 'title' | 'subtitle' | 'section' | 'note', text: string): this {
    this.rows.push({ kind, cells: [text, ...Array.from({ length: this.width - 1 }, () => '')] });
    return this;
  }

  blank(): this {
    this.rows.push({ kind: 'blank', cells: Array.from({ length: this.width }, () => '') });
    return this;
  }

  cells(kind: 'header' | 'row', cells: readonly (string | number)[]): this {
    if (cells.length > this.width) throw new RangeError(`a row of ${cells.length} cells in a sheet ${this.width} wide`);
    this.rows.push({ kind, cells: [...cells, ...Array.from({ length: this.width - cells.length }, () => '')] });
    return this;
  }

  build(): DisplayRow[] {
    return this.rows.slice();
  }
}

/** The values to write, row by row (what `setValues` takes). */
export function displayValues(sheet: DisplaySheet): (string | number)[][] {
  return sheet.rows.map((row) => row.cells.slice());
}

/** The 1-based sheet rows of each kind, for formatting them in one call per run. */
export function rowsOfKind(sheet: DisplaySheet, kind: DisplayRowKind): number[] {
  return sheet.rows.flatMap((row, index) => (row.kind === kind ? [index + 1] : []));
}

/** Pixels a character takes, about, at the sheet's default 10 pt and at the title's 14 pt. */
const CHARACTER_WIDTH = 7;
const TITLE_CHARACTER_WIDTH = 10;
const LINE_HEIGHT = 21;
const TITLE_LINE_HEIGHT = 28;
/** The title's font size, in points. */
export const TITLE_FONT_SIZE = 14;

/**
 * The height of every spanning line (1-based row, pixels): merged cells do
 * not grow with their text, so each gets the lines it needs. Every one is set,
 * long or short, so the calls do not depend on the length of a text (a count
 * of players in a heading).
 */
export function spanningHeights(display: DisplaySheet): [number, number][] {
  const tall: [number, number][] = [];
  display.rows.forEach((row, index) => {
    if (SPANNING_KINDS.has(row.kind)) tall.push([index + 1, spanningHeight(display, row.kind, row.cells[0])]);
  });
  return tall;
}

/** The height a spanning line of this kind needs for its text, across the sheet's width. */
function spanningHeight(display: DisplaySheet, kind: DisplayRowKind, text: unknown): number {
  const totalWidth = display.columns.reduce((sum, column) => sum + column.width, 0);
  const title = kind === 'title';
  return estimatedLines(String(text ?? ''), totalWidth, title ? TITLE_CHARACTER_WIDTH : CHARACTER_WIDTH) * (title ? TITLE_LINE_HEIGHT : LINE_HEIGHT);
}

/**
 * The spanning lines whose height changes when the sheet holding `held` (in
 * the same layout) is given the texts of `display`: a heading that grew
 * onto a second line. 1-based rows and their new heights.
 */
export function changedHeights(held: readonly (readonly unknown[])[], display: DisplaySheet): [number, number][] {
  return spanningHeights(display).filter(([row, height]) => spanningHeight(display, display.rows[row - 1]!.kind, held[row - 1]?.[0]) !== height);
}

/**
 * The signature of everything the writer formats but the heights of the
 * spanning lines (row kinds in order, columns, frozen rows), as a
 * non-negative 32-bit number: two sheets with the same signature differ only
 * in their values and in the heights `changedHeights` finds.
 */
export function displayLayout(display: DisplaySheet): number {
  const shape = JSON.stringify([display.rows.map((row) => row.kind), display.columns, display.frozenRows]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < shape.length; index++) {
    hash ^= shape.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** How many lines a text takes in a width, breaking at spaces as a spreadsheet does. */
export function estimatedLines(text: string, widthPixels: number, characterWidth: number): number {
  const perLine = Math.max(1, Math.floor(widthPixels / characterWidth));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const length = word.length;
    if (used === 0) used = length;
    else if (used + 1 + length <= perLine) used += 1 + length;
    else {
      lines += 1;
      used = length;
    }
    while (used > perLine) {
      lines += 1;
      used -= perLine;
    }
  }
  return lines;
}

