/**
 * The development coefficient K (FIDE Rating Regulations B.02 art. 8.3.3).
 *
 * The article lists four cases without an order; they are applied here in the
 * order that agrees with the K values FIDE publishes: once 2400, always 10; a
 * junior below 2300, 40; a player with fewer than 30 rated games, 40;
 * otherwise 20. Then the cap of the same article: "If the number of games (n)
 * for a player on any list for a rating period multiplied by K … exceeds 700,
 * then K shall be the largest whole number such that K x n does not exceed 700."
 */

export interface KFactorFacts {
  /** The rating the event is rated on. */
  readonly rating: number;
  readonly birthYear?: number;
  /** The year the event is played in (for the junior rule). */
  readonly eventYear?: number;
  /** Rated games completed before this event; unknown is taken as 30 or more. */
  readonly ratedGamesBefore?: number;
  /** Whether a published rating ever reached 2400; unknown is taken from `rating`. */
  readonly reached2400?: boolean;
  /** Rated games in the rating period (this event's, unless told otherwise), for the 700 cap. */
  readonly gamesInPeriod: number;
  /** A K the organiser gives (a `K` column): used instead of the four cases, still capped at 700 / n. */
  readonly given?: number;
}

export interface KFactor {
  readonly k: number;
  /** Which case of art. 8.3.3 gave it, in words. */
  readonly reason: string;
}

const K_CAP = 700;

/**
 * @example
 * kFactor({ rating: 2054, gamesInPeriod: 39 }); // { k: 17, reason: '20 (rated under 2400), capped at 17: 39 games × K may not exceed 700' }
 * kFactor({ rating: 1500, birthYear: 2012, eventYear: 2026, gamesInPeriod: 7 }).k; // 40
 */
export function kFactor(facts: KFactorFacts): KFactor {
  const base = baseKFactor(facts);
  const games = facts.gamesInPeriod;
  if (games > 0 && base.k * games > K_CAP) {
    const k = Math.floor(K_CAP / games);
    return { k, reason: `${base.reason}, capped at ${k}: ${games} games × K may not exceed ${K_CAP}` };
  }
  return base;
}

function baseKFactor(facts: KFactorFacts): KFactor {
  if (facts.given !== undefined) return { k: facts.given, reason: `${facts.given} (given)` };
  if (facts.reached2400 ?? facts.rating >= 2400) return { k: 10, reason: '10 (a rating of 2400 reached)' };
  const age = facts.birthYear !== undefined && facts.eventYear !== undefined ? facts.eventYear - facts.birthYear : undefined;
  if (age !== undefined && age <= 18 && facts.rating < 2300) return { k: 40, reason: '40 (junior under 2300: until the end of the year of the 18th birthday)' };
  if (facts.ratedGamesBefore !== undefined && facts.ratedGamesBefore < 30) return { k: 40, reason: '40 (fewer than 30 rated games)' };
  return { k: 20, reason: '20 (rated under 2400)' };
}
