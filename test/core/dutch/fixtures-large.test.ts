import { describe } from 'vitest';
import { fixtureTournamentTests } from './fixture-rounds';

describe('pairDutch on the reference tournaments (large fields)', () => {
  fixtureTournamentTests((players) => players >= 300);
});
