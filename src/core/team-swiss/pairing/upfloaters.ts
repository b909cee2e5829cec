/**
 * The set of upfloaters joined to the top-scoregroup to make a bracket
 * (C.04.6 art. 3.5):
 *
 *  3.5.1 every team with a lower score than the residents may float up;
 *  3.5.2 consider the sets that comply with [C4] (fewest upfloaters) and [C5]
 *        (their scores, taken in ascending order, as high as possible);
 *  3.5.3 in each set the teams are sorted by descending score, then ascending TPN;
 *  3.5.4 the sets are sorted by the lexicographic order of those TPNs;
 *  3.5.5 choose the first set that, with the top-scoregroup, "produces a legal
 *        pairing that also complies with criteria [C6] and [C7]".
 *
 * "Legal" here includes [C3]: the bracket can be paired, and so can every team
 * left outside it. [C4] and [C5] are read among the sets that are legal (a
 * count or a score that no legal set reaches cannot be what 3.5.2 means, as
 * [C3] is a completion criterion and outranks both). [C6] and [C7] are
 * minimisation criteria: "complies" is read as "does as well as any set of
 * 3.5.2 can", [C6] first; the lexicographic order decides among equals.
 *
 * [C6] (art. 2.3.3) is read as its words say: unless the following scoregroup
 * is now empty, the teams left in it can be paired, after this bracket, with
 * the fewest upfloaters a scoregroup of that size can need (none when even,
 * one when odd), the rest still pairable.
 */

import { maxWeightMatchingNumeric } from '../../matching/max-weight-matching-numeric';
import type { Tenths } from '../../model';
import { canPairAll, type MayMeet } from './pairability';
import type { TeamState } from './team-state';

export interface UpfloaterContext {
  readonly mayMeet: MayMeet;
  /** [C7] and [C10] do not apply in the last two rounds. */
  readonly floatCriteriaApply: boolean;
}

/**
 * The fewest upfloaters any legal bracket needs: residents paired outside the
 * top-scoregroup in a perfect matching of all teams still to pair that keeps as
 * many resident–resident pairs as it can. `null` when those teams cannot all
 * be paired at all.
 */
function fewestUpfloaters(residents: readonly number[], lower: readonly number[], mayMeet: MayMeet): number | null {
  const all = [...residents, ...lower];
  const us: number[] = [];
  const vs: number[] = [];
  const ws: number[] = [];
  for (let a = 0; a < all.length; a++) {
    for (let b = a + 1; b < all.length; b++) {
      if (!mayMeet(all[a]!, all[b]!)) continue;
      us.push(a);
      vs.push(b);
      // Resident pairs weigh 2, every other pair 1: among perfect matchings the heaviest keeps most resident pairs.
      ws.push(a < residents.length && b < residents.length ? 2 : 1);
    }
  }
  const { mate } = maxWeightMatchingNumeric(all.length, Int32Array.from(us), Int32Array.from(vs), Float64Array.from(ws), { maxCardinality: true });
  if (mate.some((partner) => partner === -1)) return null;
  let outside = 0;
  for (let r = 0; r < residents.length; r++) if (mate[r]! >= residents.length) outside++;
  return outside;
}

interface ScoreLevel {
  readonly score: Tenths;
  /** Teams of this score, ascending TPN. */
  readonly teams: readonly TeamState[];
}

/** Count vectors (how many upfloaters from each level) of `k` upfloaters, best [C5] first. */
function profiles(levels: readonly ScoreLevel[], k: number): number[][] {
  const result: number[][] = [];
  const counts = new Array<number>(levels.length).fill(0);
  const walk = (level: number, left: number): void => {
    if (level === levels.length) {
      if (left === 0) result.push([...counts]);
      return;
    }
    for (let c = Math.min(left, levels[level]!.teams.length); c >= 0; c--) {
      counts[level] = c;
      walk(level + 1, left - c);
    }
    counts[level] = 0;
  };
  walk(0, k);
  // Ascending scores of each profile; the larger sequence (compared from its lowest score up) is better.
  const ascending = (profile: readonly number[]): Tenths[] => {
    const scores: Tenths[] = [];
    for (let level = levels.length - 1; level >= 0; level--) for (let c = 0; c < profile[level]!; c++) scores.push(levels[level]!.score);
    return scores;
  };
  return result
    .map((profile) => ({ profile, scores: ascending(profile) }))
    .sort((a, b) => {
      for (let i = 0; i < a.scores.length; i++) if (a.scores[i] !== b.scores[i]) return b.scores[i]! - a.scores[i]!;
      return 0;
    })
    .map((entry) => entry.profile);
}

/** Every way of choosing `count` of the teams, in lexicographic order of their (ascending) TPNs. */
function* combinations(teams: readonly TeamState[], count: number, from = 0): Generator<TeamState[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= teams.length - count; i++) {
    for (const rest of combinations(teams, count - 1, i + 1)) yield [teams[i]!, ...rest];
  }
}

/** The sets of one profile in the order of art. 3.5.3–3.5.4 (levels by descending score, then TPNs). */
function* setsOf(levels: readonly ScoreLevel[], profile: readonly number[], level = 0): Generator<TeamState[]> {
  if (level === levels.length) {
    yield [];
    return;
  }
  for (const chosen of combinations(levels[level]!.teams, profile[level]!)) {
    for (const rest of setsOf(levels, profile, level + 1)) yield [...chosen, ...rest];
  }
}

/**
 * [C6]: after this set floats up, can what is left of the following
 * scoregroup be paired with the fewest upfloaters its size needs?
 */
function followingScoregroupPairable(following: readonly TeamState[], others: readonly TeamState[], mayMeet: MayMeet): boolean {
  if (following.length === 0) return true;
  const group = following.map((team) => team.number);
  const rest = others.map((team) => team.number);
  if (group.length % 2 === 0) return canPairAll(group, mayMeet) && canPairAll(rest, mayMeet);
  return rest.some((extra) => canPairAll([...group, extra], mayMeet) && canPairAll(rest.filter((team) => team !== extra), mayMeet));
}

/**
 * Chooses the upfloaters for the top-scoregroup `residents` from the `lower`
 * teams (all still to be paired), sorted as art. 3.5.3 sorts a set.
 * Throws when the teams still to pair cannot all be paired.
 */
export function chooseUpfloaters(residents: readonly TeamState[], lower: readonly TeamState[], context: UpfloaterContext): TeamState[] {
  const { mayMeet } = context;
  const residentNumbers = residents.map((team) => team.number);
  const k = fewestUpfloaters(
    residentNumbers,
    lower.map((team) => team.number),
    mayMeet,
  );
  if (k === null) throw new Error('the teams still to pair cannot all be paired');
  if (k === 0) return [];

  const levels: ScoreLevel[] = [];
  for (const team of [...lower].sort((a, b) => b.score - a.score || a.number - b.number)) {
    const last = levels[levels.length - 1];
    if (last !== undefined && last.score === team.score) (last.teams as TeamState[]).push(team);
    else levels.push({ score: team.score, teams: [team] });
  }
  const followingScore = levels[0]!.score;
  const floatCount = (set: readonly TeamState[]) => (context.floatCriteriaApply ? set.filter((team) => team.floatedLastRound).length : 0);

  for (const profile of profiles(levels, k)) {
    // The fewest [C7] floaters a set of this profile can have: nothing can do better, so such a set ends the search.
    const leastFloaters = context.floatCriteriaApply
      ? profile.reduce((sum, count, level) => sum + Math.max(0, count - levels[level]!.teams.filter((team) => !team.floatedLastRound).length), 0)
      : 0;
    let best: { set: TeamState[]; c6: number; c7: number } | null = null;
    for (const set of setsOf(levels, profile)) {
      const chosen = new Set(set.map((team) => team.number));
      const outside = lower.filter((team) => !chosen.has(team.number));
      if (!canPairAll([...residentNumbers, ...chosen], mayMeet) || !canPairAll(outside.map((team) => team.number), mayMeet)) continue;
      const c7 = floatCount(set);
      if (best !== null && best.c6 === 0 && best.c7 <= c7) continue;
      const following = outside.filter((team) => team.score === followingScore);
      const others = outside.filter((team) => team.score !== followingScore);
      const c6 = followingScoregroupPairable(following, others, mayMeet) ? 0 : 1;
      if (best === null || c6 < best.c6 || (c6 === best.c6 && c7 < best.c7)) best = { set, c6, c7 };
      if (best.c6 === 0 && best.c7 === leastFloaters) break;
    }
    if (best !== null) return best.set;
  }
  throw new Error(`no legal set of ${k} upfloaters`);
}
