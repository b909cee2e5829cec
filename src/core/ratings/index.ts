/**
 * FIDE Rating Regulations (Handbook B.02, applied from 1 March 2024, art. 8.3.1
 * as amended from 1 October 2025): expected scores, K, rating changes,
 * performance and initial ratings. FIDE computes the official figures; these
 * are the regulations applied to the event's own file. See docs/ratings.md.
 */
export { expectedScoreAgainst, ratingDifference, type FourHundredPointRule } from './expected-score';
export { kFactor, type KFactor, type KFactorFacts } from './k-factor';
export { ratingChange, roundRatingChange, type RatedGame, type RatingChange } from './rating-change';
export { initialRating, performanceRating } from './performance';
export { eventRatings, type EventRatingOptions, type PlayerRating } from './event-ratings';
