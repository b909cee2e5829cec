import { describe } from 'vitest';
import { fixtureTournamentTests } from './fixture-rounds';

describe('pairDutch on the reference tournaments (300 players)', () => {
  fixtureTournamentTests((players) => players >= 300);
});
