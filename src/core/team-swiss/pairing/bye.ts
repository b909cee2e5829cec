/**
 * The pairing-allocated bye, assigned first (C.04.6 art. 3.3.2, 3.4):
 * "The pairing-allocated-bye is assigned to the team that:
 *  3.4.1 leaves a legal pairing for all teams
 *  3.4.2 has the lowest score
 *  3.4.3 has played the highest number of matches
 *  3.4.4 has the largest TPN",
 * among the teams [C2] allows (no PAB, forfeit win or full-point bye before).
 */

import { canPairAll, type MayMeet } from './pairability';
import type { TeamState } from './team-state';

/**
 * The team that gets the PAB, or `null` when no team can have it and leave
 * the others pairable (the round cannot be paired: art. 3.3.3).
 */
export function pairingAllocatedBye(teams: readonly TeamState[], mayMeet: MayMeet): number | null {
  const candidates = teams
    .filter((team) => !team.byeBarred)
    .sort((a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.number - a.number);
  for (const candidate of candidates) {
    const rest = teams.filter((team) => team.number !== candidate.number).map((team) => team.number);
    if (canPairAll(rest, mayMeet)) return candidate.number;
  }
  return null;
}
