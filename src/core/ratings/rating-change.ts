/**
 * The rating change of a rated player (FIDE Rating Regulations B.02 art. 8.3):
 * for each game against a rated opponent, ΔR = score − PD (art. 8.3.2 b); the
 * change is K × ΣΔR (art. 8.3.2 d), "rounded to the nearest whole number. 0.5
 * is rounded away from zero" (art. 8.3.4).
 *
 * Everything is kept in integers: scores in half points, PD and ΔR in
 * hundredths, the change in hundredths of a rating point, so that a change of
 * −2.50 is exactly −250 and rounds to −3 as FIDE publishes it.
 */
import { expectedScoreAgainst, type FourHundredPointRule } from './expected-score';

/** One game against a rated opponent: the opponent's rating and the player's score in half points (0, 1, 2). */
export interface RatedGame {
  readonly opponentRating: number;
  readonly halves: number;
}

export interface RatingChange {
  readonly games: number;
  /** The score in half points. */
  readonly halves: number;
  /** ΣPD, in hundredths of a point. */
  readonly expected: number;
  readonly k: number;
  /** K × (score − ΣPD), in hundredths of a rating point, before rounding. */
  readonly change: number;
  /** The change rounded as art. 8.3.4 says. */
  readonly rounded: number;
}

/**
 * @example
 * // FIDE's published calculation of a player rated 2813 (rating period December 2025):
 * ratingChange(2813, [1787, 2025, 2310, 2400, 2505].map((r, i) => ({ opponentRating: r, halves: i < 4 ? 2 : 1 })), 10);
 * // { games: 5, halves: 9, expected: 475, k: 10, change: -250, rounded: -3 }
 */
export function ratingChange(rating: number, games: readonly RatedGame[], k: number, rule: FourHundredPointRule = 'below-2650'): RatingChange {
  const expected = games.reduce((sum, game) => sum + expectedScoreAgainst(rating, game.opponentRating, rule), 0);
  const halves = games.reduce((sum, game) => sum + game.halves, 0);
  const change = k * (halves * 50 - expected);
  return { games: games.length, halves, expected, k, change, rounded: roundRatingChange(change) };
}

/**
 * A change in hundredths rounded to whole rating points, 0.5 away from zero (art. 8.3.4).
 *
 * @example
 * roundRatingChange(-250); // -3
 * roundRatingChange(9248); // 92
 */
export function roundRatingChange(hundredths: number): number {
  const magnitude = Math.floor((Math.abs(hundredths) + 50) / 100);
  return hundredths < 0 && magnitude > 0 ? -magnitude : magnitude;
}
