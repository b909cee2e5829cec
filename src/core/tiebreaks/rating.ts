/**
 * Rating-based tie-breaks (C.07 art. 10): average rating of opponents,
 * tournament performance rating, perfect tournament performance. They look at
 * games played over the board only (art. 15.2: forfeits and byes have no
 * opponent's rating), and leave unrated opponents (rating 0) out.
 */
import { viewOfPlayer, type RoundView, type TiebreakContext } from './context';

/**
 * FIDE rating table 8.1.1 (Handbook B.02): the rating difference `dp` for a
 * fractional score `p` of 0.50, 0.51, … 1.00 (index = hundredths − 50). Lower
 * scores use the same values negated.
 */
const DP_TABLE: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193,
  202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589,
  677, 800,
];

/**
 * FIDE rating table 8.1.2: the highest rating difference for which the higher
 * rated player's expected score is 0.50, 0.51, … 0.99 (index = hundredths − 50);
 * beyond the last bound the expected score is 1.
 */
const EXPECTED_SCORE_BOUNDS: readonly number[] = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
  206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619,
  735,
];

/** The dp of table 8.1.1 for a score fraction given in hundredths (0–100). */
export function ratingDifferenceFor(hundredths: number): number {
  const p = Math.max(0, Math.min(100, Math.round(hundredths)));
  return p >= 50 ? DP_TABLE[p - 50]! : -DP_TABLE[50 - p]!;
}

/** The expected score in hundredths (table 8.1.2) of a player `difference` points above the opponent. */
export function expectedScore(difference: number): number {
  const magnitude = Math.abs(difference);
  let hundredths = 100;
  for (let index = 0; index < EXPECTED_SCORE_BOUNDS.length; index++) {
    if (magnitude <= EXPECTED_SCORE_BOUNDS[index]!) {
      hundredths = 50 + index;
      break;
    }
  }
  return difference >= 0 ? hundredths : 100 - hundredths;
}

function ratedGames(context: TiebreakContext, startNumber: number): { view: RoundView; rating: number }[] {
  const games: { view: RoundView; rating: number }[] = [];
  for (const view of viewOfPlayer(context, startNumber).rounds) {
    if (view.kind !== 'played' || view.opponent === null) continue;
    const rating = viewOfPlayer(context, view.opponent).player.rating;
    if (rating > 0) games.push({ view, rating });
  }
  return games;
}

function roundedMean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  // Half up, in integers (art. 10.1 rounds the mean to a whole rating).
  return Math.floor((2 * sum + values.length) / (2 * values.length));
}

/**
 * ARO (art. 10.1): the mean rating of the opponents met over the board, rounded
 * half up; `cut` drops that many of the lowest-rated (ARO/C1). `null` with no game.
 *
 * @example
 * averageRatingOfOpponents(context, 1); // 2450
 */
export function averageRatingOfOpponents(context: TiebreakContext, startNumber: number, cut = 0): number | null {
  const ratings = ratedGames(context, startNumber)
    .map((game) => game.rating)
    .sort((a, b) => a - b)
    .slice(cut);
  return roundedMean(ratings);
}

/**
 * TPR (art. 10.2): ARO plus the dp of table 8.1.1 for the fraction scored in
 * the games played (rounded to hundredths). `null` with no game.
 */
export function tournamentPerformanceRating(context: TiebreakContext, startNumber: number): number | null {
  const games = ratedGames(context, startNumber);
  const average = roundedMean(games.map((game) => game.rating));
  if (average === null) return null;
  const halves = games.reduce((sum, game) => sum + game.view.standardHalves, 0);
  // p in hundredths = halves / 2 / games * 100, rounded half up.
  const hundredths = Math.floor((halves * 100 + games.length) / (2 * games.length));
  return average + ratingDifferenceFor(hundredths);
}

/**
 * PTP (art. 10.3): the lowest rating whose expected score (table 8.1.2) against
 * the opponents met is at least the score made against them. With no point
 * scored every rating would do, so it is the lowest opponent's rating − 800;
 * with every point it is the first rating 736 above the highest opponent, where
 * the table's expected score becomes 1 (FIDE's calculator gives the same).
 * `null` with no game.
 */
export function perfectTournamentPerformance(context: TiebreakContext, startNumber: number): number | null {
  const games = ratedGames(context, startNumber);
  if (games.length === 0) return null;
  const ratings = games.map((game) => game.rating);
  const halves = games.reduce((sum, game) => sum + game.view.standardHalves, 0);
  const lowest = Math.min(...ratings);
  const highest = Math.max(...ratings);
  if (halves === 0) return lowest - 800;
  const target = halves * 50; // score in hundredths
  const ceiling = highest + EXPECTED_SCORE_BOUNDS[EXPECTED_SCORE_BOUNDS.length - 1]! + 1;
  // The expected score grows with the rating, so the first rating that reaches the target is the answer.
  for (let rating = lowest - 800; rating < ceiling; rating++) {
    const expected = ratings.reduce((sum, opponent) => sum + expectedScore(rating - opponent), 0);
    if (expected >= target) return rating;
  }
  return ceiling;
}

/**
 * APRO (art. 10.4): the mean of the tournament performance ratings of the
 * opponents met over the board, rounded half up; `null` with no such opponent
 * (or none with a defined TPR).
 *
 * @example
 * averagePerformanceOfOpponents(context, 1); // 2391
 */
export function averagePerformanceOfOpponents(context: TiebreakContext, startNumber: number): number | null {
  return meanOverOpponents(context, startNumber, tournamentPerformanceRating);
}

/** APPO (art. 10.5): the same mean over the opponents' perfect tournament performances. */
export function averagePerfectPerformanceOfOpponents(context: TiebreakContext, startNumber: number): number | null {
  return meanOverOpponents(context, startNumber, perfectTournamentPerformance);
}

function meanOverOpponents(
  context: TiebreakContext,
  startNumber: number,
  valueOf: (context: TiebreakContext, startNumber: number) => number | null,
): number | null {
  const values: number[] = [];
  for (const view of viewOfPlayer(context, startNumber).rounds) {
    if (view.kind !== 'played' || view.opponent === null) continue;
    const value = valueOf(context, view.opponent);
    if (value !== null) values.push(value);
  }
  return roundedMean(values);
}
