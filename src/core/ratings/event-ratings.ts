/**
 * Each player's rating figures for one event, from the tournament as played:
 * expected score, K, rating change (rated players), performance rating, and
 * for a player without a rating the initial rating these games alone give.
 *
 * Games that count (B.02): games played over the board, TRF results `1`, `=`,
 * `0` (art. 5.1: unplayed games, forfeits included, "are not counted"; TRF's
 * `W` `D` `L`, games with less than one move, are not rated either), and only
 * against rated opponents (art. 8.3.1: "for each game played against a rated
 * player"; an opponent with rating 0 is left out).
 *
 * These are the figures as the regulations compute them from the event's
 * file; FIDE computes the official ones, from its own list (a base rating can
 * differ from the file's, a player can have other events in the period).
 */
import type { Player, Tournament } from '../model';
import { type FourHundredPointRule } from './expected-score';
import { kFactor, type KFactor } from './k-factor';
import { initialRating, performanceRating } from './performance';
import { ratingChange, type RatedGame } from './rating-change';

export interface EventRatingOptions {
  /** The event's year, for the junior K (art. 8.3.3). */
  readonly eventYear?: number;
  /** One K for every rated player, instead of the rules' (still capped at 700 / n). */
  readonly k?: number;
  /** A K per player by start number (a `K` column), before `k` and the rules. */
  readonly kFactors?: ReadonlyMap<number, number>;
  /** Default `below-2650`, the rule from 1 October 2025. */
  readonly fourHundredPointRule?: FourHundredPointRule;
  /** Count rounds 1..throughRound only. Default: every round recorded. */
  readonly throughRound?: number;
}

export interface PlayerRating {
  readonly startNumber: number;
  /** The rating the event is rated on; 0 when unrated. */
  readonly rating: number;
  /** Games counted: over the board, against rated opponents. */
  readonly games: number;
  /** The score in those games, in half points. */
  readonly halves: number;
  /** ΣPD in hundredths of a point; `null` for an unrated player. */
  readonly expected: number | null;
  /** `null` for an unrated player. */
  readonly kFactor: KFactor | null;
  /** K × (score − ΣPD) in hundredths of a rating point, before rounding; `null` for an unrated player. */
  readonly change: number | null;
  /** The change rounded to whole points as FIDE rounds it (0.5 away from zero); `null` for an unrated player. */
  readonly ratingChange: number | null;
  /** Ra + dp over the games counted; `null` without one. */
  readonly performance: number | null;
  /** An unrated player's initial rating from these games (art. 8.2); `null` for a rated player, or with no point scored. */
  readonly initialRating: number | null;
}

const HALVES: Readonly<Record<string, number>> = { '1': 2, '=': 1, '0': 0 };

/** The games of a player that FIDE rates, with the opponents' ratings. */
function ratedGames(player: Player, ratings: ReadonlyMap<number, number>, throughRound: number): RatedGame[] {
  const games: RatedGame[] = [];
  player.rounds.slice(0, throughRound).forEach((entry) => {
    const halves = HALVES[entry.result];
    if (entry.opponent === null || halves === undefined) return;
    const opponentRating = ratings.get(entry.opponent) ?? 0;
    if (opponentRating > 0) games.push({ opponentRating, halves });
  });
  return games;
}

/** The year of a TRF birth date (`2012/05/17`, `2012`), or undefined. */
function yearOf(date: string | undefined): number | undefined {
  const match = /^\s*(\d{4})/.exec(date ?? '');
  return match === null ? undefined : Number(match[1]);
}

/**
 * @example
 * eventRatings(tournament, { eventYear: 2025 }).find((row) => row.startNumber === 1);
 * // { startNumber: 1, rating: 2813, games: 5, halves: 9, expected: 475, kFactor: { k: 10, … }, change: -250, ratingChange: -3, performance: 2571, initialRating: null }
 */
export function eventRatings(tournament: Tournament, options: EventRatingOptions = {}): PlayerRating[] {
  const ratings = new Map(tournament.players.map((player) => [player.startNumber, player.rating]));
  const rule = options.fourHundredPointRule ?? 'below-2650';
  return tournament.players.map((player) => {
    const games = ratedGames(player, ratings, options.throughRound ?? player.rounds.length);
    const halves = games.reduce((sum, game) => sum + game.halves, 0);
    const opponents = games.map((game) => game.opponentRating);
    const performance = performanceRating(opponents, halves);
    if (player.rating <= 0) {
      return { startNumber: player.startNumber, rating: 0, games: games.length, halves, expected: null, kFactor: null, change: null, ratingChange: null, performance, initialRating: initialRating(opponents, halves) };
    }
    const k = kFactor({
      rating: player.rating,
      birthYear: yearOf(player.birthDate),
      eventYear: options.eventYear,
      gamesInPeriod: games.length,
      given: options.kFactors?.get(player.startNumber) ?? options.k,
    });
    const change = ratingChange(player.rating, games, k.k, rule);
    return {
      startNumber: player.startNumber,
      rating: player.rating,
      games: games.length,
      halves,
      expected: change.expected,
      kFactor: k,
      change: change.change,
      ratingChange: change.rounded,
      performance,
      initialRating: null,
    };
  });
}
