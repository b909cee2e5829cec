import { describe } from 'vitest';
import { fixtureTournamentTests } from './fixture-rounds';

// Most brackets are settled by the ordered search for a provably best candidate;
// this file sends every bracket of the smaller tournaments through the weighted
// matching instead, so that route stays identical to the reference engine too.
describe('pairDutch on the reference tournaments, weighted-matching route only', () => {
  fixtureTournamentTests((players) => players <= 40, [0, 1], { searchBudget: 0 });
});
