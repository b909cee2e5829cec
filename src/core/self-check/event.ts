/**
 * The event Sheetmate ▸ Help ▸ Check this installation plays in its scratch
 * sheets: six invented players ("Check player 1" to "Check player 6", rated
 * 1600 to 1100), a Dutch Swiss of three rounds, and the steps, each the real
 * action (a pure plan) on what the scratch sheets hold, or results typed as
 * an organiser types them. What each step should have done is checked here
 * too, from its plan and the values the core says the sheets now hold.
 */
import { pairAction } from '../actions/pair';
import { exportTrfAction } from '../actions/exports';
import { refreshAction } from '../actions/refresh';
import { undoAction } from '../actions/undo';
import type { ActionPlan, Cell, StoredSettings, WorkbookRead } from '../actions/plan';
import type { Needs } from '../actions/read';
import { settingsForProperties } from '../record/event-settings';
import { DEFAULT_SETTINGS, mergeSettings } from '../record/settings';
import { PAIRINGS_SHEET, pairingsHeader, playersHeader, STANDINGS_SHEET, TRF_SHEET } from '../workbook/layout';
import { RESULT_CHOICES } from '../workbook/results';
import type { TypedCell } from './memory';

/** The check's rounds, and its boards in each (six players, none absent). */
const CHECK_ROUNDS = 3;
const CHECK_BOARDS = 3;

/** The six invented players, as the check writes them into its Players (the only sheet it writes itself). */
export function checkPlayersRows(): Cell[][] {
  return [[playersHeader('name'), playersHeader('rating')], ...Array.from({ length: 6 }, (_, i): Cell[] => [`Check player ${i + 1}`, 1600 - 100 * i])];
}

/** The check's settings, kept in its own (in-memory) document properties, never the organiser's. */
export const CHECK_SETTINGS: StoredSettings = settingsForProperties({
  event: mergeSettings(DEFAULT_SETTINGS, { system: 'dutch', rounds: CHECK_ROUNDS }),
  sections: [],
});

const [WHITE_WINS, BLACK_WINS, DRAW, WHITE_WINS_BY_FORFEIT] = RESULT_CHOICES;

/**
 * The results typed, round by round, board by board: a win each way, a draw
 * and a forfeit, each of which a spreadsheet could take for something else
 * (a date, a number, a formula) if the Result cells were not kept as text.
 */
const RESULTS: readonly (readonly string[])[] = [
  [WHITE_WINS, DRAW, BLACK_WINS],
  [WHITE_WINS_BY_FORFEIT, WHITE_WINS, DRAW],
  [BLACK_WINS, DRAW, WHITE_WINS],
];

/** What a step reads: as the action it runs reads (the add-on's ReadRequest). */
export interface CheckRead {
  readonly needs: Needs;
  readonly also?: (sections: readonly string[]) => readonly string[];
}

/** One step of the check: the action it runs, the cells typed before it, and what it should have done. */
export interface CheckStep {
  /** As the report names it: "Round 1", "Undo round 2". */
  readonly name: string;
  readonly read: CheckRead;
  /** Cells typed into `sheet` first (the results), from the sheets as read; the action then reads again. */
  readonly typed?: { readonly sheet: string; readonly cells: (read: WorkbookRead) => readonly TypedCell[] };
  readonly plan: (read: WorkbookRead) => ActionPlan;
  /**
   * The step's outcome in words, from its plan and the values the core says
   * the sheets hold after it.
   *
   * @throws Error saying what went otherwise.
   */
  readonly outcome: (plan: ActionPlan, after: WorkbookRead) => string;
}

/** Throws when the action's message does not begin as it should. */
function expectMessage(plan: ActionPlan, start: string): string {
  if (!plan.result.message.startsWith(start)) throw new Error(`expected "${start}…", the action said "${plan.result.message}"`);
  return plan.result.message.split('\n')[0]!;
}

function pairStep(name: string, round: number): CheckStep {
  return {
    name,
    read: { needs: 'everything' },
    plan: (read) => pairAction(read, { expectedRound: round }),
    outcome: (plan) => {
      expectMessage(plan, `Round ${round} paired: ${CHECK_BOARDS} boards`);
      return `paired (${CHECK_BOARDS} boards)`;
    },
  };
}

/** The Result cells of the newest round's boards, with the round's results, from Pairings as read. */
function resultCells(read: WorkbookRead, round: number): TypedCell[] {
  const values = read.sheets.get(PAIRINGS_SHEET);
  if (values === undefined) throw new Error(`the scratch ${PAIRINGS_SHEET} sheet is missing`);
  const header = (values[0] ?? []).map(String);
  const [roundColumn, boardColumn, resultColumn] = (['round', 'board', 'result'] as const).map((field) => header.indexOf(pairingsHeader(field)));
  const cells: TypedCell[] = [];
  values.forEach((row, index) => {
    const board = Number(row[boardColumn!]);
    if (index === 0 || Number(row[roundColumn!]) !== round || !(board >= 1 && board <= CHECK_BOARDS)) return;
    cells.push({ row: index + 1, column: resultColumn! + 1, value: RESULTS[round - 1]![board - 1]! });
  });
  if (cells.length !== CHECK_BOARDS) throw new Error(`${PAIRINGS_SHEET} shows ${cells.length} boards of round ${round}, not ${CHECK_BOARDS}`);
  return cells;
}

/** The round's results typed into Pairings, then counted as the onEdit trigger counts them. */
function resultsStep(round: number): CheckStep {
  return {
    name: `Round ${round} results`,
    read: { needs: 'event and views' },
    typed: { sheet: PAIRINGS_SHEET, cells: (read) => resultCells(read, round) },
    plan: (read) => refreshAction(read),
    outcome: (plan, after) => {
      // "Updated Standings, Crosstable and Live. Standings after round 1 of 3.": what was written, then what it counts.
      const said = expectMessage(plan, 'Updated ');
      if (!said.includes(`Standings after round ${round}`)) throw new Error(`expected "… Standings after round ${round} …", the action said "${said}"`);
      const title = String(after.sheets.get(STANDINGS_SHEET)?.[0]?.[0] ?? '');
      if (!title.includes(`after round ${round}`)) throw new Error(`${STANDINGS_SHEET} says "${title}"`);
      return `${CHECK_BOARDS} typed and counted`;
    },
  };
}

/**
 * The steps, in order: round 1 and its results; round 2, undone and paired
 * again; its results; round 3 and its results; the TRF, naming `program`
 * (`Sheetmate 0.3.0`) as its pairing controller.
 */
export function checkSteps(program: string): CheckStep[] {
  return [
    pairStep('Round 1', 1),
    resultsStep(1),
    pairStep('Round 2', 2),
    {
      name: 'Undo round 2',
      // As the menu's undo reads: everything, the Why sheet it rewrites included.
      read: { needs: 'everything' },
      plan: (read) => undoAction(read, { confirmed: true, expectedRound: 2 }),
      outcome: (plan) => {
        expectMessage(plan, 'Round 2 removed');
        return 'removed';
      },
    },
    pairStep('Round 2 again', 2),
    resultsStep(2),
    pairStep('Round 3', 3),
    resultsStep(3),
    {
      name: 'TRF export',
      read: { needs: 'event and Do not pair', also: () => [TRF_SHEET] },
      plan: (read) => exportTrfAction(read, { pairingController: program }),
      outcome: (_plan, after) => {
        const line = `182 ${program}`;
        if (!(after.sheets.get(TRF_SHEET) ?? []).some((row) => row[0] === line)) throw new Error(`the ${TRF_SHEET} sheet has no line "${line}"`);
        return `written (${line})`;
      },
    },
  ];
}
