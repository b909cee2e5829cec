/**
 * *Live* and *By name* of an event with sections: one sheet each, covering
 * every section, so the link on the wall serves the whole school. Each
 * section's part is what its own Live or By name would show alone, under a
 * heading that names the section; the layout (columns, widths, wrapping) is
 * the same as an event without sections, made for a phone.
 */
import type { DisplayRow, DisplaySheet } from './display-sheet';
import { liveSheets, type LiveSheetsInput, type NamedDisplaySheet } from './live-sheets';

/** One section, as the live views read it. */
export interface SectionLiveInput extends Omit<LiveSheetsInput, 'eventName'> {
  readonly section: string;
}

function spanning(kind: DisplayRow['kind'], text: string, width: number): DisplayRow {
  return { kind, cells: [text, ...Array.from({ length: width - 1 }, () => '')] };
}

function blank(width: number): DisplayRow {
  return { kind: 'blank', cells: Array.from({ length: width }, () => '') };
}

/**
 * The Live and By name sheets of every section, in the sections' order.
 *
 * @example
 * sectionedLiveSheets('School Saturday', [{ section: 'U8', state, settings, totalRounds: 5 }, …]).map((sheet) => sheet.name);
 * // ['Live', 'By name']
 */
export function sectionedLiveSheets(eventName: string, sections: readonly SectionLiveInput[]): NamedDisplaySheet[] {
  const alone = sections.map(({ section, ...input }) => ({ section, sheets: liveSheets({ ...input, eventName }) }));
  const live = alone.map(({ section, sheets }) => ({ section, display: sheets[0]!.display }));
  const byName = alone.map(({ section, sheets }) => ({ section, display: sheets[1]!.display }));
  return [
    { name: sheetName(alone, 0, 'Live'), display: mergedLive(eventName, live) },
    { name: sheetName(alone, 1, 'By name'), display: mergedByName(byName) },
  ];
}

function sheetName(alone: readonly { sheets: readonly NamedDisplaySheet[] }[], index: number, fallback: string): string {
  return alone[0]?.sheets[index]?.name ?? fallback;
}

/**
 * The event's name once, then each section: its round line as a heading
 * ("U10 · Round 3 of 7 · paired Sat 14:05"), its boards and its standings.
 * The event's name stays in view while the sections scroll.
 */
function mergedLive(eventName: string, parts: readonly { section: string; display: DisplaySheet }[]): DisplaySheet {
  const first = parts[0]?.display;
  if (first === undefined) return { rows: [], columns: [], frozenRows: 0 };
  const width = first.columns.length;
  const rows: DisplayRow[] = [spanning('title', eventName.trim() === '' ? 'Live results' : eventName.trim(), width)];
  for (const { section, display } of parts) {
    const [, subtitle, ...rest] = display.rows;
    rows.push(blank(width));
    rows.push(spanning('subtitle', `${section} · ${String(subtitle?.cells[0] ?? '')}`, width));
    // Each section's own parts start with a blank line: the heading above it is enough.
    rows.push(...(rest[0]?.kind === 'blank' ? rest.slice(1) : rest));
  }
  return { rows, columns: first.columns, frozenRows: 1 };
}

/**
 * Each section's players, alphabetical within it, under a heading
 * ("U10 · Round 3 by name"), with the columns' header repeated, and the note
 * on how to read it once at the end.
 */
function mergedByName(parts: readonly { section: string; display: DisplaySheet }[]): DisplaySheet {
  const first = parts[0]?.display;
  if (first === undefined) return { rows: [], columns: [], frozenRows: 0 };
  const width = first.columns.length;
  const rows: DisplayRow[] = [spanning('title', 'Players by name, section by section', width)];
  let note: DisplayRow | undefined;
  for (const { section, display } of parts) {
    const [title, ...rest] = display.rows;
    const notes = rest.filter((row) => row.kind === 'note');
    note ??= notes[0];
    const body = rest.filter((row) => row.kind !== 'note' && row.kind !== 'blank');
    rows.push(blank(width));
    rows.push(spanning('section', `${section} · ${String(title?.cells[0] ?? '')}`, width));
    rows.push(...body);
  }
  if (note !== undefined) rows.push(blank(width), note);
  return { rows, columns: first.columns, frozenRows: 1 };
}
