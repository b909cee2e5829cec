/**
 * Spreadsheet calls are what Apps Script charges time for: every action must
 * make the same number whatever the size of the field.
 */
import { describe, expect, it } from 'vitest';
import { field, harness, playersSheet, typeResults, type Harness } from '../support/addon-harness';

function counted(h: Harness, action: () => void): { reads: number; writes: number } {
  h.workbook.resetCounts();
  action();
  expect(h.services.ui.alerts).toEqual([]);
  return { reads: h.workbook.calls.reads, writes: h.workbook.calls.writes };
}

function eventOf(size: number) {
  const h = harness({ Players: playersSheet(field(size)) });
  h.call('saveSettings', { rounds: 5 });
  const round1 = counted(h, () => h.call('menuPairNextRound'));
  typeResults(h, (_white, _black, board) => (board % 4 === 0 ? '½-½' : board % 2 === 0 ? '0-1' : '1-0'));
  const standings = counted(h, () => h.call('menuUpdateStandings'));
  const round2 = counted(h, () => h.call('menuPairNextRound'));
  const undo = counted(h, () => h.call('menuUndoLastRound'));
  return { round1, standings, round2, undo };
}

describe('spreadsheet calls per action', () => {
  it('are the same for 20 and for 1000 players (Dutch Swiss)', () => {
    const small = eventOf(20);
    const large = eventOf(1000);
    expect(large).toEqual(small);
    // One getValues per sheet read: Players and Pairings.
    expect(small.round2.reads).toBe(2);
    expect(small.standings.reads).toBe(2);
    console.log(`spreadsheet calls (reads/writes), 20 and 1000 players alike: ${JSON.stringify(small)}`);
  });
});
