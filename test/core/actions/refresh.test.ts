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
    expect(again.result.message).toBe('Nothing to update: every sheet already counts the results typed. Standings during round 1 of 5 (1 of 6 results in).');
  });
});

describe('a result cell that is not a result', () => {
  it('is read as blank: the other results count, the cell is marked once, and unmarked when fixed', () => {
    let read = typed(typed(refreshOf(paired(12)), 'Pairings', 1, '1-0'), 'Pairings', 2, '2-0');
    const plan = refreshAction(read, { section: '', row: 3, column: 5 });
    expect(plan.writes.filter((write) => write.kind === 'marks')).toEqual([
      { kind: 'marks', sheet: 'Pairings', mark: [{ row: 3, column: 5, note: expect.stringMatching(/^Sheetmate: "2-0" is not a result\./) }], unmark: [] },
    ]);
    expect(plan.cache?.marks).toEqual({ Pairings: [[3, 5, '2-0']] });
    expect(plan.toast).toMatchObject({ title: 'Sheetmate: not a result', message: expect.stringMatching(/^Pairings, row 3, column Result: "2-0" is not a result/) });
    read = applyPlan(read, plan);
    expect(String(read.sheets.get('Standings')![0]![0])).toMatch(/^Standings during round 1 of 5 \(1 of 6 results in;/);
    // Another result typed: counted; the mark is already there, so nothing is marked again.
    read = typed(read, 'Pairings', 3, '0-1');
    const next = refreshAction(read, { section: '', row: 4, column: 5 });
    expect(next.writes.filter((write) => write.kind === 'marks')).toEqual([]);
    expect(next.toast?.message).toBe('Counted. Board 2 of round 1 still needs a result: "2-0" (Pairings, row 3) is not one.');
    read = applyPlan(read, next);
    expect(String(read.sheets.get('Standings')![0]![0])).toMatch(/^Standings during round 1 of 5 \(2 of 6 results in;/);
    // Fixed: the mark comes off, and the cache forgets it.
    read = typed(read, 'Pairings', 2, '½-½');
    const fixed = refreshAction(read, { section: '', row: 3, column: 5 });
    expect(fixed.writes.filter((write) => write.kind === 'marks')).toEqual([{ kind: 'marks', sheet: 'Pairings', mark: [], unmark: [{ row: 3, column: 5 }] }]);
    expect(fixed.cache?.marks).toEqual({});
    expect(fixed.toast).toBeUndefined();
  });

  it('keeps the result the record had for that board', () => {
    const read = typed(refreshOf(typed(refreshOf(paired(12)), 'Pairings', 2, '1-0')), 'Pairings', 2, '2-0');
    const plan = refreshAction(read);
    // The views no longer count board 2, but the record, unchanged, still has its 1-0: nothing to write there.
    expect(plan.record).toBeNull();
    expect(String(applyPlan(read, plan).sheets.get('Standings')![0]![0])).toMatch(/\(0 of 6 results in\)|round 1 paired, 0 of 6/);
  });
});

/** The workbook after Update standings, so every view is as a refresh writes it. */
function refreshOf(read: ReturnType<typeof workbook>) {
  return applyPlan(read, refreshAction(read));
}
