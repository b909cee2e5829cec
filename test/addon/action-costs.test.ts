/**
 * What each action writes, in cells and calls, at 20 and at 1,000 players
 * (docs/architecture.md gives the figures before and after the event model
 * was keyed by ID).
 */
import { describe, expect, it } from 'vitest';
import { costTable, eveningCosts } from '../support/action-costs';

describe('cells and calls per action', () => {
  it('at 20 and at 1000 players', () => {
    const small = eveningCosts(20);
    const large = eveningCosts(1000);
    console.log(costTable(20, small, 1000, large));
    expect(large.status.cells).toBe(0);
  });
});
