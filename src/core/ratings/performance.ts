/**
 * Performance ratings from table 8.1.1 of the FIDE Rating Regulations (B.02):
 * the rating difference dp that a fractional score p stands for, added to the
 * opponents' average.
 */
import { ratingDifferenceFor } from '../tiebreaks';

/** A mean of whole numbers, rounded half up ("the fraction 0.5 is rounded upward", B.01 art. 1.4.7). */
function roundedMean(sum: number, count: number): number {
  return Math.floor((2 * sum + count) / (2 * count));
}

/** A fraction `numerator / denominator` in hundredths, rounded half up (table 8.1.1 is in steps of 0.01). */
function hundredths(numerator: number, denominator: number): number {
  return Math.floor((200 * numerator + denominator) / (2 * denominator));
}

/**
 * The performance rating Rp = Ra + dp: Ra the mean rating of the rated
 * opponents met over the board (rounded half up), dp from table 8.1.1 for the
 * fraction scored against them (a zero or full score counts as ∓800, as the
 * table shows it notionally). The same figure as the tie-break TPR (C.07 art. 10.2).
 * `null` without a game.
 *
 * @example
 * performanceRating([1787, 2025, 2310, 2400, 2505], 9); // 2571: Ra 2205, p 0.90, dp 366
 */
export function performanceRating(opponentRatings: readonly number[], halves: number): number | null {
  if (opponentRatings.length === 0) return null;
  const sum = opponentRatings.reduce((total, rating) => total + rating, 0);
  return roundedMean(sum, opponentRatings.length) + ratingDifferenceFor(hundredths(halves, 2 * opponentRatings.length));
}

/** The most an initial rating can be (art. 8.2.3). */
const MAXIMUM_INITIAL_RATING = 2200;
/** The two hypothetical opponents of art. 8.2.2, each drawn. */
const HYPOTHETICAL_RATING = 1800;

/**
 * The initial rating Ru of a player new to the list (art. 8.2): Ra is the
 * average rating of the rated opponents "plus two hypothetical opponents rated
 * 1800", against whom the player scores two draws; Ru = Ra + dp, rounded to
 * the nearest whole number, at most 2200. A player who scores nothing is
 * disregarded (art. 8.2.1): `null`, as without a game. A rating is published
 * only once it rests on 5 games against rated opponents (art. 7.1.4): this is
 * the figure from these games alone.
 *
 * @example
 * initialRating([1902, 1877, 1884, 2012, 1832], 6); // 1922: Ra 1872.43, p 4/7 = 0.57, dp 50
 */
export function initialRating(opponentRatings: readonly number[], halves: number): number | null {
  if (opponentRatings.length === 0 || halves === 0) return null;
  const count = opponentRatings.length + 2;
  const sum = opponentRatings.reduce((total, rating) => total + rating, 0) + 2 * HYPOTHETICAL_RATING;
  const dp = ratingDifferenceFor(hundredths(halves + 2, 2 * count));
  // Ru = sum / count + dp, rounded half up, without rounding Ra first.
  return Math.min(MAXIMUM_INITIAL_RATING, roundedMean(sum + dp * count, count));
}
