/**
 * What the sidebar's browser tests script the server to answer: a Dutch
 * event's settings and its status in round 2 of 5, each test overriding what
 * it is about.
 */
import type { Settings, Status } from '../../src/addon/api-types';

export const SAMPLE_SETTINGS: Settings = {
  system: 'dutch',
  rounds: 5,
  initialColour: 'white',
  round1Method: 'split',
  seed: 1,
  points: { win: 1, draw: 0.5, loss: 0, pairingAllocatedBye: 1, requestedBye: 0.5, lateEntry: 0 },
  tiebreaks: ['BH/C1', 'BH', 'SB', 'DE', 'WIN'],
  acceleration: 'none',
  teamScoresCounted: 4,
  prizes: { sharing: 'tiebreak', rounding: 'cent', perPlayer: 1, unratedInBands: false },
  ratingsSheet: false,
  team: { boards: 4, primaryScore: 'match', colourPreferences: 'A', matchPoints: { win: 2, draw: 1, loss: 0 }, boardColours: 'WB' },
};

/** Round 2 of 5 paired, 12 players, no result missing, nothing done yet in this session. */
export function sampleStatus(overrides: Partial<Status> = {}): Status {
  return {
    round: 2,
    totalRounds: 5,
    players: 12,
    missingResults: [],
    finished: false,
    system: 'dutch',
    lastAction: null,
    problem: null,
    ...overrides,
  };
}
