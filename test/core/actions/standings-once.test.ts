/**
 * Each action computes the standings once per section, and gives them to
 * every view that shows them (Standings, Crosstable, Live, the TRF's ranks);
 * reading the status computes none.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as standings from '../../../src/core/tiebreaks/standings';
import { exportTrfAction } from '../../../src/core/actions/exports';
import { pairAction } from '../../../src/core/actions/pair';
import { refreshAction } from '../../../src/core/actions/refresh';
import { repairAction } from '../../../src/core/actions/repair';
import { saveSettingsAction } from '../../../src/core/actions/settings';
import { statusAction } from '../../../src/core/actions/status';
import { undoAction } from '../../../src/core/actions/undo';
import type { ActionPlan, WorkbookRead } from '../../../src/core/actions/plan';
import { applyPlan, field, players, typed, workbook } from '../../support/sheet-values';

vi.mock('../../../src/core/tiebreaks/standings', async (importOriginal) => {
  const real = await importOriginal<typeof standings>();
  return { ...real, computeStandings: vi.fn(real.computeStandings) };
});

const computed = vi.mocked(standings.computeStandings);

/** How many times the standings were computed while planning. */
function counted(plan: () => ActionPlan): { plan: ActionPlan; times: number } {
  computed.mockClear();
  const result = plan();
  return { plan: result, times: computed.mock.calls.length };
}

beforeEach(() => {
  computed.mockClear();
});

describe('the standings', () => {
  it('are computed once an action, in an event without sections', () => {
    let read: WorkbookRead = workbook({ Players: field(10) });
    const steps: [string, (read: WorkbookRead) => ActionPlan][] = [
      ['round 1', (r) => pairAction(r)],
      ['a typed result', (r) => refreshAction(typed(r, 'Pairings', 1, '1-0'))],
      ['Update standings', (r) => refreshAction(r)],
      ['a setting saved', (r) => saveSettingsAction(r, { tiebreaks: ['SB', 'BH'] }, []).plan],
      ['Export TRF', (r) => exportTrfAction(r)],
      ['Rebuild', (r) => repairAction(r)],
      ['Undo', (r) => undoAction(r, { confirmed: true })],
    ];
    for (const [name, step] of steps) {
      const input = name === 'a typed result' ? typed(read, 'Pairings', 1, '1-0') : read;
      const { plan, times } = counted(() => step(read));
      expect([name, times]).toEqual([name, 1]);
      read = applyPlan(input, plan);
    }
    expect(counted(() => statusAction(read)).times).toBe(0);
  });

  it('are computed once a section and action, with sections', () => {
    const rows = players({ header: ['Name', 'Rating', 'Section'] }, ...field(12).slice(1).map((row, index) => [...row, index < 6 ? 'U10' : 'Open']));
    const read = workbook({ Players: rows });
    expect(counted(() => pairAction(read)).times).toBe(2);
    const after = applyPlan(read, pairAction(read));
    expect(counted(() => refreshAction(after)).times).toBe(2);
  });
});
