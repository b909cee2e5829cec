/**
 * Team round robins: the FIDE Berger tables (C.05 Annex 1) with teams as the
 * players, by the core's round-robin module. The team listed White in the
 * table is named first and has White on board 1 (and on the odd boards, by
 * default).
 */

import { roundRobinRound, roundRobinRoundCount } from '../systems/round-robin';
import type { TeamRoundPairing } from './types';

/** Rounds of a team round robin of `teams` teams (single or double). */
export function teamRoundRobinRounds(teams: number, double = false): number {
  return roundRobinRoundCount(teams, { double });
}

/**
 * Round `round` of a round robin between teams 1 … `teams` (their pairing
 * numbers are the Berger table's numbers); with an odd number the team the
 * table pairs with the "bye" number has no match (`bye`, worth nothing by itself).
 *
 * @example
 * teamRoundRobinRound(4, 1); // { round: 1, matches: [{ white: 1, black: 4 }, { white: 2, black: 3 }], bye: null }
 */
export function teamRoundRobinRound(teams: number, round: number, double = false): TeamRoundPairing {
  const table = roundRobinRound(teams, round, { double });
  return { round, matches: table.games.map((game) => ({ white: game.white, black: game.black })), bye: table.bye };
}
