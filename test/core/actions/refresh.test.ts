/**
 * A typed result and Update standings as pure plans: only what changed is
 * written, the record last and only when a copy it holds changed.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import { refreshAction } from '../../../src/core/actions/refresh';
import { applyPlan, cellsChanged, cellsWritten, field, typed, workbook } from '../../support/sheet-values';

function paired(size: number) {
  const read = workbook({ Players: field(size) });
  return applyPlan(read, pairAction(read));
}

describe('a typed result', () => {
  it('writes the cells it changes: Standings, Crosstable and Live, never By name nor Players', () => {
    const before = refreshOf(paired(40));
    const read = typed(before, 'Pairings', 3, '0-1');
    const plan = refreshAction(read);
    const cells = cellsWritten(plan);
    expect(Object.keys(cells).sort()).toEqual(['Crosstable', 'Live', 'Sheetmate record', 'Standings']);
    const after = applyPlan(read, plan);
    for (const name of ['Standings', 'Crosstable', 'Live']) {
      const changed = cellsChanged(read.sheets.get(name), after.sheets.get(name));
      expect(changed).toBeGreaterThan(0);
      expect(cells[name]!).toBeLessThanOrEqual(changed * 1.25 + 10);
    }
    // The record keeps a copy of the results: written last, once.
    expect(plan.record?.when).toBe('last');
    expect(plan.record?.writes).toHaveLength(1);
    expect(String(after.record![0]![2])).toBe('complete');
  });

  it('shows a shared rank once in the crosstable, so a result in round 1 rewrites a few rank cells, not the whole field', () => {
    const before = refreshOf(paired(40));
    const ranks = (read: ReturnType<typeof workbook>) => read.sheets.get('Crosstable')!.slice(1).map((row) => row[0]);
    expect(ranks(before)).toEqual(['1–40', ...Array<string>(39).fill('')]);
    const read = typed(before, 'Pairings', 1, '1-0');
    const after = applyPlan(read, refreshAction(read));
    // The winner alone, the 39 others sharing second place: the label on the first of them (in Standings on every row).
    expect(ranks(after)).toEqual(['1', '2–40', ...Array<string>(38).fill('')]);
    expect(after.sheets.get('Standings')!.slice(2).map((row) => row[0])).toEqual(['1', ...Array<string>(39).fill('2–40')]);
  });

  it('keeps the Live layout through a round: each result writes values, and the height of a heading whose text grew, never a fresh layout', () => {
    let read = refreshOf(paired(30));
    for (const board of [1, 2, 15]) {
      read = typed(read, 'Pairings', board, '1-0');
      const plan = refreshAction(read);
      expect(plan.writes.filter((write) => write.kind === 'display')).toEqual([]);
      for (const write of plan.writes.filter((write) => write.kind === 'rowHeights')) {
        expect(write.sheet).toBe('Live');
        expect(write.heights.length).toBeLessThanOrEqual(3);
      }
      read = applyPlan(read, plan);
    }
  });

  it('leaves nothing to write for Update standings just after', () => {
    const read = typed(refreshOf(paired(12)), 'Pairings', 1, '1-0');
    const after = applyPlan(read, refreshAction(read));
    const again = refreshAction(after);
    expect(again.writes).toEqual([]);
    expect(again.record).toBeNull();
    expect(again.result.message).toBe('Standings updated after round 0.');
  });
});

/** The workbook after Update standings, so every view is as a refresh writes it. */
function refreshOf(read: ReturnType<typeof workbook>) {
  return applyPlan(read, refreshAction(read));
}
