import { describe } from 'vitest';
import { fixtureTournamentTests } from './fixture-rounds';

describe('pairDutch on the reference tournaments (small fields)', () => {
  fixtureTournamentTests((players) => players < 100);
});
