/**
 * "Can these teams all be paired?": the one question C.04.6 keeps asking, for
 * the PAB (art. 3.4.1), for a bracket and for everyone left after it ([C3],
 * art. 2.2.1). A perfect matching of the teams under [C1] (and the event's
 * forbidden pairs) answers it, by Edmonds' algorithm.
 */

import { maximumMatching } from '../../matching/maximum-matching';

/** Whether two teams may meet this round: [C1] and the forbidden pairs. */
export type MayMeet = (a: number, b: number) => boolean;

/** Whether the teams (by number) can all be paired with each other. An empty list can. */
export function canPairAll(teams: readonly number[], mayMeet: MayMeet): boolean {
  if (teams.length % 2 === 1) return false;
  if (teams.length === 0) return true;
  const mate = maximumMatching(teams.length, (a, b) => mayMeet(teams[a]!, teams[b]!));
  return mate.every((partner) => partner !== -1);
}
