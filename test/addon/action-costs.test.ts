/**
 * What each action writes, in cells and calls, at 20 and at 1,000 players
 * (docs/architecture.md gives the figures before and after the event model
 * was keyed by ID), and the bounds they keep: a typed result writes what it
 * changes and no more, whatever the field.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS, costTable, eveningCosts, typeBoard, type ActionCost } from '../support/action-costs';
import { field, harness, playersSheet, typeResults } from '../support/addon-harness';

/** At 1,000 players one typed result writes at most this many cells. */
const TYPED_RESULT_CELLS = 3000;

const untouched = (cost: ActionCost, ...sheets: string[]) => sheets.filter((sheet) => (cost.cellsBySheet[sheet] ?? 0) > 0);

describe('cells and calls per action', () => {
  it('at 20 and at 1000 players: a typed result writes what it changes, the calls do not grow with the field', () => {
    const small = eveningCosts(20);
    const large = eveningCosts(1000);
    console.log(costTable(20, small, 1000, large));
    console.log(`simulated Apps Script seconds at 1000 players: ${ACTIONS.map((action) => `${action} ${large[action].seconds.toFixed(1)}`).join(', ')}`);
    for (const typed of [large.firstResult, large.nextResult]) {
      expect(typed.cells).toBeLessThanOrEqual(TYPED_RESULT_CELLS);
      // A result changes no name, board or opponent: Pairings, Players and By name are not written; nor the reasons of the round (Why paired).
      expect(untouched(typed, 'Pairings', 'Players', 'By name', 'Byes', 'Why paired')).toEqual([]);
    }
    // The same calls at 20 and at 1,000 players.
    for (const action of ['firstResult', 'nextResult', 'updateStandings', 'settings', 'status', 'exportTrf', 'rebuild'] as const) {
      expect(large[action].calls, action).toBe(small[action].calls);
    }
    // Nothing changed since the last result: nothing written; the same for reading the status.
    expect(large.updateStandings.cells).toBe(0);
    expect(large.status.cells).toBe(0);
    // Rebuild from the record on sheets that already hold it: only the record's marks.
    expect(large.rebuild.cells).toBeLessThan(20);
  });

  it('at 1000 players, every typed result of later rounds stays under the bound too', () => {
    const h = harness({ Players: playersSheet(field(1000)) });
    h.call('saveSettings', { rounds: 4 });
    const worst: number[] = [];
    for (let round = 1; round <= 4; round++) {
      h.call('menuPairNextRound');
      let most = 0;
      for (const [board, result] of [[1, '1-0'], [250, '½-½'], [500, '0-1']] as const) {
        h.workbook.resetCounts();
        typeBoard(h, board, result);
        most = Math.max(most, h.workbook.calls.cellsWritten);
      }
      worst.push(most);
      typeResults(h, (_white, _black, board) => (board % 3 === 0 ? '½-½' : board % 2 === 0 ? '0-1' : '1-0'));
    }
    console.log(`most cells written by one typed result, rounds 1–4 at 1000 players: ${worst.join(', ')}`);
    for (const cells of worst) expect(cells).toBeLessThanOrEqual(TYPED_RESULT_CELLS);
  });

  it('at 1000 players with the prize-giving (20 prizes shared equally, Born, Sex and School, the Ratings sheet): the same bound, calls that do not grow with the field', () => {
    const small = eveningCosts(20, true);
    const large = eveningCosts(1000, true);
    console.log(costTable(20, small, 1000, large));
    console.log(`simulated Apps Script seconds at 1000 players with prizes: ${ACTIONS.map((action) => `${action} ${large[action].seconds.toFixed(1)}`).join(', ')}`);
    for (const typed of [large.firstResult, large.nextResult]) {
      expect(typed.cells).toBeLessThanOrEqual(TYPED_RESULT_CELLS);
      expect(untouched(typed, 'Pairings', 'Players', 'By name', 'Byes')).toEqual([]);
      // A typed result: the Awards sheet's few changed cells, the Ratings rows of its two players.
      expect(typed.cellsBySheet.Awards ?? 0).toBeLessThanOrEqual(200);
      expect(typed.cellsBySheet.Ratings ?? 0).toBeLessThanOrEqual(2 * 10);
      // Within the 30 seconds of a simple trigger.
      expect(typed.seconds).toBeLessThan(30);
    }
    // The calls: those at 20 players, and a fresh layout of the Awards sheet when its rows change (a tie appears), at most.
    for (const action of ['firstResult', 'nextResult', 'updateStandings', 'settings', 'status', 'exportTrf', 'rebuild'] as const) {
      expect(large[action].calls, action).toBeLessThanOrEqual(small[action].calls + 30);
    }
    expect(large.updateStandings.cells).toBe(0);
  });
});
