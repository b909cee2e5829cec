/**
 * What an action is in Sheetmate: a pure plan. The add-on reads the sheets
 * the core asks for (`WorkbookRead`), calls the action, and commits the plan
 * it returns (`ActionPlan`): the next record, the writes in order, and what to
 * tell the organiser. Nothing here touches a spreadsheet, so every decision of
 * every action is tested with sheet values alone.
 */
import type { AwardsSummary } from '../views/awards-view';
import type { RememberedMark } from '../views/cell-marks';
import type { DisplaySheet } from '../views/display-sheet';
import type { EventRecord } from '../record/record';
import type { PairingSystemId } from '../record/settings';

/** A sheet's values as `getValues` returns them (header first). */
export type SheetValues = readonly (readonly unknown[])[];

/** What a cell is given: text (kept as text, never run as a formula), a number, or a truth value. */
export type Cell = string | number | boolean;

/** The settings as document properties keep them (the event's, and each section's own choices). */
export interface StoredSettings {
  /** The event's settings as saved, JSON; null when none were. */
  readonly event: string | null;
  /** Each section's own choices, JSON, by the section's name. */
  readonly sections: Readonly<Record<string, string>>;
}

/**
 * What the add-on keeps about the views it wrote, in document properties: a
 * cache, never the event. Lost, the next action formats the phone views afresh
 * and clears only the width it writes.
 */
export interface ViewCache {
  /** Columns the add-on last wrote in each of its own sheets, by sheet name. */
  readonly widths: Readonly<Record<string, number>>;
  /** The layout signature last given to each display sheet (Live, By name), by sheet name. */
  readonly layouts: Readonly<Record<string, number>>;
  /**
   * The cells the add-on marked as not a result (a note and a background), by
   * sheet: [row, column, what the cell held]. Cleared when the cell is fixed.
   */
  readonly marks?: Readonly<Record<string, readonly RememberedMark[]>>;
}

export const EMPTY_VIEW_CACHE: ViewCache = { widths: {}, layouts: {} };

/** Everything an action reads, as plain values. */
export interface WorkbookRead {
  /** Players' values, or null when there is no Players sheet. */
  readonly players: SheetValues | null;
  /** The hidden record sheet's values, or null when there is none. */
  readonly record: SheetValues | null;
  /** Every other sheet read (each section's Pairings, Do not pair, the views), by name; a sheet not there is absent. */
  readonly sheets: ReadonlyMap<string, SheetValues>;
  readonly settings: StoredSettings;
  readonly cache: ViewCache;
  /** The spreadsheet's name (the event's), time zone and locale (File ▸ Settings). */
  readonly spreadsheet: { readonly name: string; readonly timeZone: string; readonly locale: string };
  /** The time of the action (ISO 8601). */
  readonly now: string;
  /** The last action's message, as the sidebar shows it. */
  readonly lastAction: string | null;
  /** The version of Sheetmate taking the action (package.json's, `0.3.0`): the record notes it beside each round paired. */
  readonly sheetmateVersion: string;
}

/** A range of a sheet and the values it is given. */
export interface CellRange {
  readonly row: number;
  readonly column: number;
  readonly values: readonly (readonly Cell[])[];
}

/**
 * One write of a plan, in the order given. Strings are written as text
 * (`text: 'always'` marks every one, as the record needs; otherwise only those
 * a spreadsheet would read as something else).
 */
export type SheetWrite =
  | { readonly kind: 'values'; readonly sheet: string; readonly ranges: readonly CellRange[]; readonly text?: 'always' }
  | { readonly kind: 'create'; readonly sheet: string; readonly hidden?: { readonly protection: string }; /** Protected with a warning, this description. */ readonly protection?: string }
  | { readonly kind: 'insertRows'; readonly sheet: string; readonly before: number; readonly count: number }
  | { readonly kind: 'deleteRows'; readonly sheet: string; readonly row: number; readonly count: number }
  /**
   * One row's cells of some columns shifted: `delete` takes them out (the
   * cells below in those columns move up), `insert` makes room (they move
   * down). A standings row moving up or down the table, without the rows
   * between written again; other columns do not move.
   */
  | { readonly kind: 'shiftCells'; readonly sheet: string; readonly row: number; readonly column: number; readonly width: number; readonly how: 'insert' | 'delete' }
  /** Row `row` made bold (its first `width` columns, or only `columns`, 1-based), and the rows to it frozen. */
  | { readonly kind: 'header'; readonly sheet: string; readonly row: number; readonly width: number; readonly frozenRows: number; readonly columns?: readonly number[] }
  /** Rows given a height (1-based row, pixels): a display sheet's spanning lines whose text grew or shrank. */
  | { readonly kind: 'rowHeights'; readonly sheet: string; readonly heights: readonly (readonly [number, number])[] }
  /**
   * Cells marked as needing attention (a note saying what is wrong, a pale red
   * background), and cells whose mark is taken off (the note and the background cleared).
   */
  | {
      readonly kind: 'marks';
      readonly sheet: string;
      readonly mark: readonly { readonly row: number; readonly column: number; readonly note: string }[];
      readonly unmark: readonly { readonly row: number; readonly column: number }[];
    }
  /** Result cells: plain text (Sheets would read `+/-` as a formula) and, on `dropdown` rows, the result drop-down. */
  | { readonly kind: 'resultCells'; readonly sheet: string; readonly row: number; readonly column: number; readonly count: number; readonly dropdown: number }
  /**
   * A display sheet (Live, By name) laid out afresh, created when missing:
   * its old formats and merges cleared, then `changes` (the cells that differ
   * from what it holds; every value for a new sheet), then its formats.
   */
  | { readonly kind: 'display'; readonly sheet: string; readonly display: DisplaySheet; readonly changes?: readonly CellRange[] };

/** How an action changes the record: written first and marked complete after the sheets, or written last when only its copies changed. */
export interface RecordWrite {
  readonly record: EventRecord;
  readonly when: 'first' | 'last';
  /** In words, for the record's state while it is written and for an error part-way: "pairing round 4". */
  readonly action: string;
  /** The record sheet's writes (its changed cells); the state cell is marked complete after the other writes when `when` is 'first'. */
  readonly writes: readonly SheetWrite[];
  /** The generation the record's header is given (one more than the record read). */
  readonly generation: number;
}

/** What the action did in one section. */
export interface SectionOutcome {
  readonly section: string;
  readonly outcome: 'paired' | 'undone' | 'waits' | 'finished' | 'not paired';
  /** In words: "round 3 paired: 6 boards", "waits for the results of boards 2 and 5 of round 2". */
  readonly message: string;
}

/** A new name confirmed for a player: the Sheetmate ID and the name the row shows now. */
export interface ConfirmedName {
  readonly id: number;
  readonly name: string;
}

/** Every action answers with what happened, in words, and the new status. */
export interface ActionResult {
  readonly message: string;
  readonly status: Status;
  /** Set when the action needs the organiser's confirmation before going on. */
  readonly needsConfirmation?: string;
  /** Text for the sidebar to offer for copy or download (quick Swiss table, TRF). */
  readonly download?: { readonly fileName: string; readonly text: string };
  /** What the typed-lines quick Swiss assumed, one line each (`line 2: score "abc" unreadable, counted as 0`), shown under the table. */
  readonly warnings?: readonly string[];
  /** An event with sections: what the action did in each. */
  readonly sections?: readonly SectionOutcome[];
  /** The round an undo asks to confirm, and its section: the confirmed request names both. */
  readonly undo?: { readonly section: string; readonly round: number };
  /** The new names Confirm changed names asks about, by Sheetmate ID: the confirmed request names them. */
  readonly names?: readonly ConfirmedName[];
}

export interface ActionPlan {
  readonly result: ActionResult;
  /** The record, when the action changes it. */
  readonly record: RecordWrite | null;
  /** The sheets' writes, in order, between the record's first write and its mark complete. */
  readonly writes: readonly SheetWrite[];
  /** In words, for an error during the writes: "updating the standings". */
  readonly action: string;
  /** The view cache after the writes, to keep. */
  readonly cache?: ViewCache;
  /** Settings to keep in document properties. */
  readonly settings?: StoredSettings;
  /** The message the sidebar shows as the last action. */
  readonly lastAction?: string;
  /** A toast for the organiser, its title ('Sheetmate' when absent), and how long it shows. */
  readonly toast?: { readonly message: string; readonly seconds: number; readonly title?: string };
  /** The sheet to show after the writes. */
  readonly show?: string;
}

/** A plan that writes nothing: its answer only. */
export function answerOnly(result: ActionResult, action = 'answering'): ActionPlan {
  return { result, record: null, writes: [], action };
}

export interface MissingResult {
  /** The section the board is in (events with a Section column). */
  readonly section?: string;
  readonly round: number;
  readonly board: number;
  readonly white: string;
  readonly black: string;
  /** What the result cell holds when it is not a result (`2-0`): the board needs a result all the same. */
  readonly typed?: string;
}

/** Where an event, or one of its sections, stands. */
interface Standing {
  /** The newest round paired, 0 before round 1. */
  readonly round: number;
  /** The planned number of rounds (0 when not known yet). */
  readonly totalRounds: number;
  readonly players: number;
  /** How many of `players` have withdrawn (Status `withdrawn`); absent when not known (read from the record alone). */
  readonly withdrawn?: number;
  /** The boards of the newest round without a result, a result cell holding something else (`2-0`) included. */
  readonly missingResults: readonly MissingResult[];
  readonly finished: boolean;
  readonly system: PairingSystemId;
  /** A problem in the workbook that stops the next action (missing sheet, bad row), in words, or null. */
  readonly problem: string | null;
  /** Who made each round, in words: "Rounds 1–2 paired by an earlier Sheetmate (before 0.3.0); round 3 paired by Sheetmate 0.3.0." Absent before round 1. */
  readonly pairedBy?: string;
}

export interface Status extends Standing {
  /** The outcome of the last action, in words, or null. */
  readonly lastAction: string | null;
  /**
   * What the spreadsheet's change token was when this status was read (the
   * add-on sets it): the open sidebar asks for the token every few seconds,
   * and for the whole status only when it differs.
   */
  readonly changeToken?: string;
  /**
   * An event with a Section column: each section's own status, in Players'
   * order. The fields above then sum them up: the highest round, every
   * player, every missing result.
   */
  readonly sections?: readonly SectionStatus[];
  /** What the Awards sheet says (with a Prizes sheet): final or provisional, what was paid out, the first awards. */
  readonly awards?: AwardsSummary;
}

/** Where one section stands; `problem` is what stops this section. */
export interface SectionStatus extends Standing {
  readonly section: string;
  /** What Pair next round would do for it now: pair it, wait for results, nothing (finished), or stop at the problem. */
  readonly next: 'pair' | 'wait' | 'finished' | 'problem';
}

/** The view cache as the document properties hold it (JSON, perhaps damaged or older): anything not a cache's is dropped. */
export function viewCacheOf(stored: unknown): ViewCache {
  const cache = stored as Partial<ViewCache> | undefined | null;
  const numbers = (value: unknown): Record<string, number> =>
    value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([, entry]) => typeof entry === 'number')) : {};
  if (cache === undefined || cache === null || typeof cache !== 'object') return EMPTY_VIEW_CACHE;
  const marks = marksOf(cache.marks);
  return { widths: numbers(cache.widths), layouts: numbers(cache.layouts), ...(Object.keys(marks).length > 0 ? { marks } : {}) };
}

/** The cells marked, by sheet, as [row, column, text]: anything else in the property is dropped. */
function marksOf(value: unknown): Record<string, RememberedMark[]> {
  if (value === null || typeof value !== 'object') return {};
  const marks: Record<string, RememberedMark[]> = {};
  for (const [sheet, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    const valid = list.filter(
      (mark): mark is RememberedMark =>
        Array.isArray(mark) && mark.length === 3 && Number.isInteger(mark[0]) && mark[0] > 0 && Number.isInteger(mark[1]) && mark[1] > 0 && typeof mark[2] === 'string',
    );
    if (valid.length > 0) marks[sheet] = valid;
  }
  return marks;
}
