/**
 * Spreadsheet calls are what Apps Script charges time for: every action must
 * make as many whatever the size of the field: one read per sheet it reads,
 * and writes bounded by the sheets it writes (only the cells that changed, in
 * at most four ranges a sheet), never growing with the field.
 */
import { describe, expect, it } from 'vitest';
import { field, harness, playersSheet, typeResults, type Harness, countCalls, type CallCounts } from '../support/addon-harness';

function counted(h: Harness, action: () => void): CallCounts {
  const counts = countCalls(h, action);
  expect(h.services.ui.alerts).toEqual([]);
  return counts;
}

/** Types the result of one board of the newest round and runs onEdit, as Sheets does. */
function typeBoard(h: Harness, board: number, result: string): void {
  const sheet = h.workbook.sheet('Pairings')!;
  const row = sheet.values().findIndex((cells) => cells[1] === board) + 1;
  sheet.type(row, 5, result);
  h.call('onEdit', { range: { getSheet: () => sheet } });
}

function eventOf(size: number) {
  const h = harness({ Players: playersSheet(field(size)) });
  h.call('saveSettings', { rounds: 5 });
  const round1 = counted(h, () => h.call('menuPairNextRound'));
  // The first result of a round changes the phone views' layout (a count appears); the next ones only their values.
  const firstResult = counted(h, () => typeBoard(h, 1, '1-0'));
  const nextResult = counted(h, () => typeBoard(h, 2, '0-1'));
  typeResults(h, (_white, _black, board) => (board % 4 === 0 ? '½-½' : board % 2 === 0 ? '0-1' : '1-0'));
  const typedResult = counted(h, () => h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings') } }));
  const standings = counted(h, () => h.call('menuUpdateStandings'));
  const settings = counted(h, () => h.call('saveSettings', { tiebreaks: ['SB', 'BH'] }));
  const round2 = counted(h, () => h.call('menuPairNextRound'));
  const status = counted(h, () => h.call('getStatus'));
  const exportTrf = counted(h, () => h.call('exportTrf'));
  const rebuild = counted(h, () => h.call('rebuildSheets'));
  const undo = counted(h, () => h.call('menuUndoLastRound'));
  // Every view holds the whole field.
  expect(h.workbook.sheet('By name')!.values().length).toBeGreaterThan(size);
  expect(h.workbook.sheet('Live')!.values().length).toBeGreaterThan(size);
  return { round1, firstResult, nextResult, typedResult, standings, settings, round2, status, exportTrf, rebuild, undo };
}

describe('spreadsheet calls per action', () => {
  it('read the same sheets for 20 and for 1000 players, and write a bounded number of ranges (Dutch Swiss)', () => {
    const small = eventOf(20);
    const large = eventOf(1000);
    for (const name of Object.keys(small) as (keyof typeof small)[]) {
      expect(large[name].reads).toBe(small[name].reads);
      // What changed differs with the field (a standings row moving further), so the ranges may; their number does not grow with it.
      // At most four standings rows moved by shifting cells (two calls each) in each of the three ranked views, the rest in at most four ranges a sheet.
      expect(Math.abs(large[name].writes - small[name].writes)).toBeLessThanOrEqual(3 * 2 * 4 + 8);
    }
    // One getValues per sheet read: Players, Pairings and the record; and the views an action writes, to compare with (Byes, Standings, Crosstable, Live, By name),
    // and the Why sheet, which an action that changes the round writes, and a refresh only when a name in it changed (a typed result reads it, and writes nothing there).
    for (const action of [small.status, small.exportTrf]) expect(action.reads).toBe(3);
    expect(small.standings.reads).toBe(9);
    for (const action of [small.round2, small.rebuild, small.undo]) expect(action.reads).toBe(9);
    // Round 1: Players only (no Pairings, no record yet).
    expect(small.round1.reads).toBe(1);
    // Status only reads.
    expect(small.status.writes).toBe(0);
    // A result typed into a round whose views are laid out already: values only, no formatting: a few ranges in each sheet it changes.
    expect(small.nextResult.writes).toBeLessThanOrEqual(4 * 3 + 1);
    // Update standings just after the trigger wrote them: nothing has changed, nothing is written.
    expect(small.standings.writes).toBe(0);
    // Saving the settings rewrites the views as Update standings does.
    expect(small.settings.reads).toBe(9);
    console.log(`spreadsheet calls per action (reads / writes / all calls), 20 players: ${JSON.stringify(small)}; 1000 players: ${JSON.stringify(large)}`);
  });
});
