/**
 * The pairing systems an event can use beyond round 1, in one registry shared
 * by the add-on and the command line.
 */
import { pairDutch } from '../dutch/pair-dutch';
import { roundRobinPairing, roundRobinRoundCount } from './round-robin';
import type { PairingSystems } from '../event/next-round';

export const PAIRING_SYSTEMS: PairingSystems = {
  dutch: (tournament, round) => pairDutch(tournament, round),
  roundRobin: (tournament, round, settings) =>
    roundRobinPairing(
      tournament.players.map((player) => player.startNumber),
      round,
      // A round-robin bye is the table's rest round: everybody has one, so it scores nothing.
      { double: settings.system === 'double-round-robin', byePoints: 0 },
    ),
  roundRobinRounds: (players, double) => roundRobinRoundCount(players, { double }),
};
