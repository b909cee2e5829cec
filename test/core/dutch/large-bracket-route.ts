/**
 * The large-bracket route forced on: `large-bracket.ts` tries every bracket of two
 * players or more, and the ordered search may take one straight walk but no
 * backtracking (`searchBudget: 1`), so that most brackets whose natural pairing
 * is not the best reach the route. What the route reports is counted, so a test
 * can show that it really decided brackets.
 */
import type { DutchOptions } from '../../../src/core/dutch/pair-dutch';

export interface ForcedRoute {
  readonly options: DutchOptions;
  /** How often the route reported each outcome ("solved", or why it declined). */
  readonly outcomes: ReadonlyMap<string, number>;
  readonly solved: () => number;
}

export function forcedLargeBracketRoute(): ForcedRoute {
  const outcomes = new Map<string, number>();
  const report = (outcome: string): void => void outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  return { options: { searchBudget: 1, largeBracket: { minimumSize: 2, report } }, outcomes, solved: () => outcomes.get('solved') ?? 0 };
}
