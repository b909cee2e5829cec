import { beforeAll, describe, expect, it } from 'vitest';
import { compareWithLiteral, type LiteralComparison } from '../../support/team-swiss-random-events';

/**
 * The engine against a literal reading of C.04.6 (test/support/team-swiss-literal.ts:
 * every candidate set of upfloaters and every pairing of a bracket listed and
 * sorted as the articles say, the first that complies taken) on random small
 * events played round by round. A bounded run; `scripts/team-swiss-literal-compare.ts`
 * plays thousands (docs/team-swiss.md gives its figures).
 */
describe('the engine against the literal reading of C.04.6', () => {
  let comparison: LiteralComparison;
  beforeAll(() => {
    comparison = compareWithLiteral(70, 2026);
  });

  it('pairs every round of 70 random events as the text does', () => {
    expect(comparison.rounds).toBeGreaterThan(300);
    expect(comparison.disagreements.map((d) => `${d.event} round ${d.round}: engine ${d.engine}; text ${d.literal}`)).toEqual([]);
    expect(comparison.agree + comparison.neitherPairs).toBe(comparison.rounds);
  });

  it('exercised every accident and every step of the text', () => {
    for (const accident of ['PAB', 'odd number of teams', 'game points primary', 'board forfeited', 'match forfeited', 'arbiter forfeit', 'absent bye', 'half-point bye', 'full-point bye', 'withdrawal']) {
      expect(comparison.exercised[accident], accident).toBeGreaterThan(0);
    }
    for (const [step, count] of Object.entries(comparison.decided)) expect(count, step).toBeGreaterThan(0);
  });
});
