/**
 * The expected score of one rated game (FIDE Rating Regulations B.02, the
 * edition applied from 1 March 2024 as amended from 1 October 2025): the
 * rating difference D, capped by the 400-point rule (art. 8.3.1), turned into
 * the scoring probability PD by table 8.1.2.
 */
import { expectedScore } from '../tiebreaks';

/**
 * Which players the 400-point rule caps (art. 8.3.1):
 * - `below-2650`: from 1 October 2025, "a difference in rating of more than 400
 *   points shall be counted … as though it were a difference of 400 points for
 *   players rated below 2650. For players rated 2650 and above, the difference
 *   between ratings shall be used in all cases";
 * - `every-player`: the rule as it stood from 1 March 2024 to 30 September 2025,
 *   a cap for everyone (and what FIDE's online calculator still applies).
 */
export type FourHundredPointRule = 'below-2650' | 'every-player';

/** The rating from which the 400-point rule no longer applies (art. 8.3.1, from 1 October 2025). */
const UNCAPPED_FROM = 2650;
const CAP = 400;

/**
 * The rating difference D that counts for the player rated `rating` against an
 * opponent rated `opponentRating` (positive when the player is higher rated).
 *
 * @example
 * ratingDifference(2200, 1500);        // 400 (the 400-point rule)
 * ratingDifference(2700, 2200);        // 500 (2650 and above: the real difference)
 * ratingDifference(2700, 2200, 'every-player'); // 400
 */
export function ratingDifference(rating: number, opponentRating: number, rule: FourHundredPointRule = 'below-2650'): number {
  const difference = rating - opponentRating;
  if (rule === 'below-2650' && rating >= UNCAPPED_FROM) return difference;
  return Math.max(-CAP, Math.min(CAP, difference));
}

/**
 * PD of table 8.1.2 for one game, in hundredths of a point: the H column when
 * the player is the higher rated (D ≥ 0), the L column otherwise.
 *
 * @example
 * expectedScoreAgainst(2092, 2000); // 63
 * expectedScoreAgainst(1500, 2000); // 8 (D counted as −400)
 */
export function expectedScoreAgainst(rating: number, opponentRating: number, rule: FourHundredPointRule = 'below-2650'): number {
  return expectedScore(ratingDifference(rating, opponentRating, rule));
}
