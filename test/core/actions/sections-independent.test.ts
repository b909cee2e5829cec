/**
 * Sections are independent: the ready ones pair; a blocked one (a single
 * player, a problem in its rows) is named with the reason, and does not stop
 * the others, their typed results, or its own part of Live.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { refreshAction } from '../../../src/core/actions/refresh';
import { statusAction } from '../../../src/core/actions/status';
import { applyPlan, edited, players, typedAll, workbook } from '../../support/sheet-values';

const U10 = [['Ana Silva', 1500, 'U10'], ['Bob Lee', 1400, 'U10'], ['Cid Moss', 1300, 'U10'], ['Dee Park', 1200, 'U10']] as const;
const OPEN = [['Eve Ng', 2000, 'Open'], ['Finn Roe', 1900, 'Open'], ['Gus Tam', 1800, 'Open'], ['Hal Udo', 1700, 'Open']] as const;
const sheet = (...rows: readonly (readonly (string | number)[])[]) => players({ header: ['Name', 'Rating', 'Section'] }, ...rows.map((row) => [...row]));
const newestBoards = (read: WorkbookRead, name: string) => read.sheets.get(name)!.filter((row) => row[0] === read.sheets.get(name)![1]![0]).map((row) => `${row[1]} ${row[2]} ${row[6]}`);

describe('a section of one player', () => {
  const read = workbook({ Players: sheet(...U10, ['Zed Solo', 1000, 'U8'], ...OPEN) });

  it('is named with its reason; U10 and Open are paired as they would be without it', () => {
    const plan = pairAction(read);
    expect(plan.result.message).toBe(
      'U10: Round 1 paired: 2 boards.\n' +
        'U8: not paired. Players, row 6, column Section: section U8 has one player, Zed Solo, and at least 2 are needed to pair it. Add players to U8 (in the Section column), or give Zed Solo another section.\n' +
        'Open: Round 1 paired: 2 boards.',
    );
    const control = workbook({ Players: sheet(...U10, ...OPEN) });
    const after = applyPlan(read, plan);
    const without = applyPlan(control, pairAction(control));
    for (const name of ['Pairings U10', 'Pairings Open']) expect(after.sheets.get(name)).toEqual(without.sheets.get(name));
    expect(after.sheets.has('Pairings U8')).toBe(false);
  });

  it('the status names it beside the others', () => {
    const status = statusAction(read).result.status;
    expect(status.sections!.map((section) => [section.section, section.next])).toEqual([['U10', 'pair'], ['U8', 'problem'], ['Open', 'pair']]);
  });
});

describe('a problem in one section’s rows mid-event', () => {
  let read = workbook({ Players: sheet(...U10, ...OPEN) });
  read = applyPlan(read, pairAction(read));
  read = typedAll(typedAll(read, 'Pairings U10'), 'Pairings Open');
  const broken = edited(read, 'Players', 3, 'Rating', 1400.5);

  it('Open is paired, U10 waits with its reason; Live still shows U10 as recorded', () => {
    const plan = pairAction(broken);
    expect(plan.result.message).toMatch(/^U10: not paired\. Players, row 3, column Rating: 1400\.5 is not a rating.*\nOpen: Round 2 paired: 2 boards\.$/);
    const after = applyPlan(broken, plan);
    expect(after.sheets.get('Pairings U10')).toEqual(broken.sheets.get('Pairings U10'));
    expect(newestBoards(after, 'Pairings Open')).toHaveLength(2);
    expect(JSON.stringify(after.sheets.get('Live'))).toContain('Ana Silva');
    expect(JSON.stringify(after.sheets.get('By name'))).toContain('Dee Park');
  });

  it('a result typed in Open updates Open; the refresh names U10 and its reason', () => {
    const paired = applyPlan(broken, pairAction(broken));
    const typed = typedAll(paired, 'Pairings Open');
    const plan = refreshAction(typed, { section: 'Open' });
    expect(plan.result.message).toMatch(/^Updated .*Open: standings after round 2 of 5\. U10: not updated\. Players, row 3, column Rating: 1400\.5 is not a rating/);
    expect(() => refreshAction(typed, { section: 'U10' })).toThrow(/1400\.5 is not a rating/);
  });
});
