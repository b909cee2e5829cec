/**
 * Baku acceleration for teams (C.04.7, 2026), which "is applicable to any
 * Swiss Pairing System" unless said otherwise. Its team example: "In an
 * 11-round team competition with matchpoints as the primary score (2 MP for
 * win, 1 MP for draw), the teams in GA are assigned two virtual matchpoints in
 * the first three rounds and one virtual matchpoint in the next three rounds";
 * "if gamepoints were the primary score, the Baku Acceleration could not be used".
 *
 * - Group A: the first half of the teams by TPN, rounded up to an even number;
 * - the accelerated rounds are the first half of the rounds, rounded up; in the
 *   first half of those (rounded up) group A has a won match's points, then a drawn one's.
 */

import type { Tenths } from '../model';
import type { MatchPointSystem } from './types';

/** Group A's size for N teams: half, rounded up to the nearest even number. */
export function bakuGroupASize(teams: number): number {
  return Math.min(teams, 2 * Math.ceil(teams / 4));
}

/**
 * Group A's virtual match points for each round (index 0 is round 1).
 *
 * @example
 * bakuVirtualPoints(11, { win: 20, draw: 10, loss: 0 }); // [20, 20, 20, 10, 10, 10]
 */
export function bakuVirtualPoints(totalRounds: number, matchPoints: MatchPointSystem): Tenths[] {
  const accelerated = Math.ceil(totalRounds / 2);
  const full = Math.ceil(accelerated / 2);
  return Array.from({ length: accelerated }, (_, index) => (index < full ? matchPoints.win : matchPoints.draw));
}
