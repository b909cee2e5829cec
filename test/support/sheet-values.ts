/**
 * Tiny builders of sheet values, for testing the actions as pure plans
 * without building dist/ or a spreadsheet:
 *
 * ```ts
 * const read = workbook({ Players: players(['Ana', 1800], ['Bob', 1700]) });
 * const plan = pairAction(read);
 * const after = applyPlan(read, plan);          // the sheets as the plan leaves them
 * typed(after, 'Pairings', 1, '1-0');           // a result typed on board 1
 * ```
 *
 * `pairings(round(1, board(1, 'Ana', 'Bob', '1-0'), bye('Cid')))` builds a
 * Pairings sheet by hand, newest round first, as an arbiter would type it.
 */
import type { ActionPlan, Cell, SheetValues, WorkbookRead } from '../../src/core/actions/plan';
import { applyPlan, withCells } from '../../src/core/self-check/memory';
import { EMPTY_VIEW_CACHE } from '../../src/core/actions/plan';
import { PAIRINGS_HEADER, RECORD_SHEET } from '../../src/core/workbook/layout';
import { version as SHEETMATE_TEST_VERSION } from '../../package.json';

/** A Players sheet: `players(['Ana', 1800], ['Bob', 1700])`; another header with `{ header }` first. */
export function players(...rows: readonly (readonly Cell[])[]): Cell[][];
export function players(options: { readonly header: readonly string[] }, ...rows: readonly (readonly Cell[])[]): Cell[][];
export function players(...args: readonly unknown[]): Cell[][] {
  const first = args[0];
  const header = first !== undefined && !Array.isArray(first) ? (first as { header: readonly string[] }).header : ['Name', 'Rating'];
  const rows = (first !== undefined && !Array.isArray(first) ? args.slice(1) : args) as readonly (readonly Cell[])[];
  return [header.slice(), ...rows.map((row) => row.slice())];
}

/** n players, `Player 01`…, rated 2000, 1990, … */
export function field(n: number): Cell[][] {
  return players(...Array.from({ length: n }, (_, i) => [`Player ${String(i + 1).padStart(2, '0')}`, 2000 - 10 * i]));
}

type PairingsLine = readonly Cell[];

/** A board of a round typed by hand: White, Black and the result (blank while the game is on). */
export function board(number: number, white: string, black: string, result = ''): (round: number) => PairingsLine {
  return (round) => [round, number, white, '', result, '', black];
}

/** A bye row of a round typed by hand: the player under White, the kind under Black (`BYE` by default). */
export function bye(player: string, kind = 'BYE'): (round: number) => PairingsLine {
  return (round) => [round, '', player, '', '', '', kind];
}

/** A round of rows. */
export function round(number: number, ...lines: readonly ((round: number) => PairingsLine)[]): PairingsLine[] {
  return lines.map((line) => line(number));
}

/** A Pairings sheet: the header, then the rounds given (newest first, as Sheetmate writes them). */
export function pairings(...rounds: readonly PairingsLine[][]): Cell[][] {
  return [PAIRINGS_HEADER.slice(), ...rounds.flat().map((row) => row.slice())];
}

/** What an action reads, from sheets by name (`Players` and the record apart), with document properties' settings if any. */
export function workbook(
  sheets: Readonly<Record<string, SheetValues>>,
  options: {
    readonly settings?: Record<string, unknown>;
    readonly sections?: Record<string, Record<string, unknown>>;
    readonly now?: string;
    /** The version of Sheetmate taking the actions (package.json's by default). */
    readonly version?: string;
  } = {},
): WorkbookRead {
  const { Players, [RECORD_SHEET]: record, ...rest } = sheets;
  return {
    players: Players ?? null,
    record: record ?? null,
    sheets: new Map(Object.entries(rest)),
    settings: {
      event: options.settings === undefined ? null : JSON.stringify(options.settings),
      sections: Object.fromEntries(Object.entries(options.sections ?? {}).map(([name, choices]) => [name, JSON.stringify(choices)])),
    },
    cache: EMPTY_VIEW_CACHE,
    spreadsheet: { name: 'Test event', timeZone: 'Europe/London', locale: 'en_GB' },
    now: options.now ?? '2026-03-14T14:05:00.000Z',
    lastAction: null,
    sheetmateVersion: options.version ?? SHEETMATE_TEST_VERSION,
  };
}

/** The workbook as a plan leaves it (the core's in-memory workbook, which the installation check keeps too). */
export { applyPlan };

/** The workbook with a result typed in a Pairings sheet, on the row of board `boardNumber` of the newest round. */
export function typed(read: WorkbookRead, sheet: string, boardNumber: number, result: string): WorkbookRead {
  const values = read.sheets.get(sheet)!;
  const header = values[0]!.map(String);
  const newest = values[1]![header.indexOf('Round')];
  const row = values.findIndex((line, index) => index > 0 && line[header.indexOf('Round')] === newest && line[header.indexOf('Board')] === boardNumber);
  return withCells(read, sheet, [{ row: row + 1, column: header.indexOf('Result') + 1, value: result }]);
}

/** Every cell a plan writes, by sheet: what it costs beyond its calls. */
export function cellsWritten(plan: ActionPlan): Record<string, number> {
  const cells: Record<string, number> = {};
  for (const write of [...(plan.record?.writes ?? []), ...plan.writes]) {
    const ranges = write.kind === 'values' ? write.ranges : write.kind === 'display' ? (write.changes ?? [{ row: 1, column: 1, values: write.display.rows.map((row) => row.cells) }]) : [];
    for (const range of ranges) cells[write.sheet] = (cells[write.sheet] ?? 0) + range.values.length * (range.values[0]?.length ?? 0);
  }
  return cells;
}

/** How many cells of a sheet differ between two readings (blank is blank), for comparing with what a plan writes. */
export function cellsChanged(before: SheetValues | undefined, after: SheetValues | undefined): number {
  const a = before ?? [];
  const b = after ?? [];
  let changed = 0;
  for (let r = 0; r < Math.max(a.length, b.length); r++) {
    for (let c = 0; c < Math.max(a[r]?.length ?? 0, b[r]?.length ?? 0); c++) if ((a[r]?.[c] ?? '') !== (b[r]?.[c] ?? '')) changed++;
  }
  return changed;
}
