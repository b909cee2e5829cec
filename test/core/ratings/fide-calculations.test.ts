/**
 * Worked examples from FIDE's own pages, as recorded on 2026-10-09 in the
 * public repository zugzwang-foundation/Chess-ELO-Rating
 * (tests/fixtures/fide_calculator/, cases F-Cnn, F-Pnn, F-N01; each case there
 * carries the FIDE URL and the time of the request):
 *
 * - FIDE's online rating-change calculator (https://ratings.fide.com/calc.phtml,
 *   answers from /a_calc_rtd.php): one game, own rating, opponent's rating,
 *   score and K → the unrounded change;
 * - FIDE's published per-player calculations (https://ratings.fide.com/calculations.phtml,
 *   answers from /a_indv_calculation.php): each tournament's games with the
 *   opponent's rating FIDE used, K and the change K × (W − We), and the
 *   published rating that follows;
 * - the same page for a player new to the list (the first published rating).
 *
 * Players are named here by their rating only.
 */
import { describe, expect, it } from 'vitest';
import { initialRating, kFactor, performanceRating, ratingChange, roundRatingChange } from '../../../src/core/ratings';

/** [case, own rating, opponent's rating, score, K, the calculator's change]. */
const CALCULATOR: readonly (readonly [string, number, number, number, number, number])[] = [
  ['F-C01', 2000, 2000, 1, 10, 5.0],
  ['F-C02', 2003, 2000, 1, 10, 5.0],
  ['F-C03', 2004, 2000, 1, 10, 4.9],
  ['F-C04', 2010, 2000, 1, 10, 4.9],
  ['F-C05', 2011, 2000, 1, 10, 4.8],
  ['F-C06', 2206, 2000, 1, 10, 2.4],
  ['F-C07', 2207, 2000, 1, 10, 2.3],
  ['F-C08', 2391, 2000, 1, 10, 0.9],
  ['F-C09', 2392, 2000, 1, 10, 0.8],
  ['F-C10', 2000, 2003, 0, 10, -5.0],
  ['F-C11', 2000, 2004, 0, 10, -4.9],
  ['F-C12', 1656, 2000, 0, 10, -1.2],
  ['F-C13', 1655, 2000, 0, 10, -1.1],
  ['F-C14', 2600, 2100, 1, 10, 0.8],
  ['F-C15', 2649, 2149, 1, 10, 0.8],
  ['F-C18', 2200, 2700, 0, 20, -1.6],
  ['F-C19', 2100, 2600, 0, 20, -1.6],
  ['F-C22', 1500, 2000, 0.5, 20, 8.4],
  ['F-C23', 2092, 2000, 1, 15, 5.55],
  ['F-C24', 2000, 2092, 0.5, 30, 3.9],
];

/**
 * Cases of a player rated 2650 or more, more than 400 points above or below:
 * the calculator still caps the difference at 400 (the rule before 1 October
 * 2025), where art. 8.3.1 as amended uses the real difference.
 * [case, own, opponent, score, K, calculator, as art. 8.3.1 now reads].
 */
const CALCULATOR_BEFORE_THE_AMENDMENT: readonly (readonly [string, number, number, number, number, number, number])[] = [
  ['F-C16', 2650, 2150, 1, 10, 0.8, 0.4],
  ['F-C17', 2700, 2200, 1, 10, 0.8, 0.4],
  ['F-C20', 2700, 1964, 1, 10, 0.8, 0.0],
  ['F-C21', 2700, 1900, 0, 10, -9.2, -10.0],
];

function oneGame(own: number, opponent: number, score: number, k: number, rule?: 'every-player') {
  return ratingChange(own, [{ opponentRating: opponent, halves: score * 2 }], k, rule).change / 100;
}

describe("FIDE's online rating-change calculator, one game", () => {
  it.each(CALCULATOR)('%s: %i against %i, score %s, K %i → %s', (_, own, opponent, score, k, calculator) => {
    expect(oneGame(own, opponent, score, k)).toBeCloseTo(calculator, 10);
  });

  it.each(CALCULATOR_BEFORE_THE_AMENDMENT)('%s: %i against %i, score %s, K %i (2650 or more): the calculator %s, the amended art. 8.3.1 %s', (_, own, opponent, score, k, calculator, amended) => {
    expect(oneGame(own, opponent, score, k, 'every-player')).toBeCloseTo(calculator, 10);
    expect(oneGame(own, opponent, score, k)).toBeCloseTo(amended, 10);
  });
});

/** A tournament of a published calculation: own rating, K, the games (opponent's rating used, score), FIDE's K × change. */
interface Published {
  readonly own: number;
  readonly k: number;
  readonly games: readonly (readonly [number, number])[];
  readonly change: number;
}

function changeOf(event: Published): number {
  return ratingChange(event.own, event.games.map(([opponentRating, score]) => ({ opponentRating, halves: score * 2 })), event.k).change;
}

describe("FIDE's published calculations (rated players)", () => {
  it('F-P01, rating period 2025-12: a player rated 2813 uses the real differences; −2.50 is published as −3 (2813 → 2810)', () => {
    const event = { own: 2813, k: 10, games: [[1787, 1], [2025, 1], [2310, 1], [2400, 1], [2505, 0.5]], change: -250 } as const;
    const result = ratingChange(event.own, event.games.map(([opponentRating, score]) => ({ opponentRating, halves: score * 2 })), event.k);
    expect(result.expected).toBe(475); // 1.00 + 1.00 + .96 + .93 + .86
    expect(result.change).toBe(event.change);
    expect(result.rounded).toBe(-3);
    expect(event.own + result.rounded).toBe(2810);
    // Rc, the average rating of the opponents FIDE prints, is 2205; Rp = Rc + dp(4.5 / 5 = .90) = 2205 + 366.
    expect(performanceRating(event.games.map(([rating]) => rating), 9)).toBe(2571);
  });

  it('F-P02, rating period 2025-12: a player rated 2395 then 2400, three events, every gap over 400 capped (the 2813 opponent shown as 2800)', () => {
    const events: Published[] = [
      { own: 2395, k: 10, games: [[1995, 1], [2205, 0.5], [2325, 0], [1995, 1], [1995, 1]], change: -610 },
      { own: 2400, k: 10, games: [[2000, 1], [2000, 1], [2121, 1], [2800, 0], [2084, 1]], change: 370 },
      { own: 2400, k: 10, games: [[2000, 1], [2000, 1], [2230, 1], [2505, 1], [2155, 0.5]], change: 780 },
    ];
    expect(events.map(changeOf)).toEqual(events.map((event) => event.change));
    // The list went from 2400 (November) to 2406 (December): each event's change rounded, −6 + 4 + 8.
    expect(2400 + events.map(changeOf).map(roundRatingChange).reduce((a, b) => a + b, 0)).toBe(2406);
  });

  it('F-P03, rating period 2025-12: a player rated 2499 then 2505, three events', () => {
    const events: Published[] = [
      { own: 2499, k: 10, games: [[2099, 1], [2322, 1], [2422, 1], [2325, 0.5], [2255, 0.5]], change: 210 },
      { own: 2505, k: 10, games: [[2105, 1], [2105, 1], [2237, 0.5], [2134, 1], [2813, 0.5]], change: 290 },
      { own: 2505, k: 10, games: [[2105, 1], [2105, 1], [2105, 1], [2400, 0], [2118, 1]], change: -310 },
    ];
    expect(events.map(changeOf)).toEqual(events.map((event) => event.change));
    const period = events.map(changeOf).reduce((a, b) => a + b, 0);
    expect(period).toBe(190); // "1.90", the total FIDE shows
    expect(2505 + roundRatingChange(period)).toBe(2507);
  });

  it('F-P04, rating period 2025-12: K 20, a change of −0.20', () => {
    const event: Published = { own: 2053, k: 20, games: [[1675, 1], [2310, 0], [1653, 1], [1884, 1], [2218, 0]], change: -20 };
    expect(changeOf(event)).toBe(event.change);
    expect(roundRatingChange(changeOf(event))).toBe(0);
  });

  it('F-P05, rating period 2026-10: 39 games, so K = 17 (K × n ≤ 700); five events, 92.48 rounded to 92 (2054 → 2146)', () => {
    expect(kFactor({ rating: 2054, birthYear: 2003, eventYear: 2026, gamesInPeriod: 39 }).k).toBe(17);
    const events: Published[] = [
      { own: 2054, k: 17, games: [[2406, 0], [1908, 1], [2220, 1], [2216, 0], [2204, 0.5], [2189, 1], [2223, 0], [2221, 0.5]], change: 2448 },
      { own: 2054, k: 17, games: [[2350, 0], [1928, 0], [2085, 1], [1993, 1], [1931, 1], [2055, 0.5], [2454, 0.5], [1861, 1]], change: 1938 },
      { own: 2054, k: 17, games: [[2217, 1], [1743, 1], [1947, 1], [2266, 0.5], [2189, 0.5], [2186, 1]], change: 3978 },
      { own: 2054, k: 17, games: [[1654, 1], [2283, 0], [1822, 1], [2251, 0], [1884, 1], [2215, 0.5], [2210, 0.5], [1872, 1]], change: 1343 },
      { own: 2054, k: 17, games: [[1654, 1], [2247, 1], [2308, 0], [2168, 0], [1810, 0], [1747, 1], [1852, 1], [1875, 0.5], [1654, 1]], change: -459 },
    ];
    expect(events.map(changeOf)).toEqual(events.map((event) => event.change));
    const period = events.map(changeOf).reduce((a, b) => a + b, 0);
    expect(period).toBe(9248);
    expect(2054 + roundRatingChange(period)).toBe(2146);
  });
});

describe("FIDE's published calculation (a player new to the list)", () => {
  it('F-N01, rating period 2025-12: 3 points from 5 games gives a first rating of 1922 (art. 8.2, two hypothetical 1800 draws)', () => {
    expect(initialRating([1902, 1877, 1884, 2012, 1832], 6)).toBe(1922);
  });
});

describe('rounding (art. 8.3.4: 0.5 away from zero)', () => {
  it('rounds halves away from zero on both sides', () => {
    expect([249, 250, 251, -249, -250, -251, 0, -49, -50].map(roundRatingChange)).toEqual([2, 3, 3, -2, -3, -3, 0, 0, -1]);
  });
});
