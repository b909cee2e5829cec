import { describe } from 'vitest';
import { fixtureTournamentTests } from './fixture-rounds';

describe('pairDutch on the reference tournaments (medium fields)', () => {
  fixtureTournamentTests((players) => players >= 100 && players < 300);
});
