import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../../src/core/model';
import { eventRatings } from '../../../src/core/ratings';
import { tournament } from '../../support/tiebreak-builders';

/** FIDE's published calculation F-P01 (see fide-calculations.test.ts) played out as a six-player round robin. */
function publishedEvent() {
  return tournament(['Top', 2813], ['B', 1787], ['C', 2025], ['D', 2310], ['E', 2400], ['F', 2505])
    .round('Top - B 1-0', 'C - F ½-½', 'D - E ½-½')
    .round('C - Top 0-1', 'B - D 0-1', 'E - F ½-½')
    .round('Top - D 1-0', 'B - F 0-1', 'C - E ½-½')
    .round('E - Top 0-1', 'B - C 0-1', 'D - F ½-½')
    .round('Top - F ½-½', 'B - E 0-1', 'C - D ½-½');
}

function withBirthYears(event: Tournament, years: Readonly<Record<number, string>>): Tournament {
  return { ...event, players: event.players.map((player) => (years[player.startNumber] === undefined ? player : { ...player, birthDate: years[player.startNumber] })) };
}

describe('eventRatings', () => {
  it('gives the expected score, K, change and performance of FIDE’s published example', () => {
    const event = publishedEvent();
    const top = eventRatings(event.build()).find((row) => row.startNumber === event.no('Top'))!;
    expect(top).toMatchObject({ rating: 2813, games: 5, halves: 9, expected: 475, change: -250, ratingChange: -3, performance: 2571, initialRating: null });
    expect(top.kFactor?.k).toBe(10);
  });

  it('applies the 400-point rule to the opponents of a player rated 2650 or more (they are below 2650)', () => {
    const event = publishedEvent();
    const b = eventRatings(event.build()).find((row) => row.startNumber === event.no('B'))!;
    // B (1787) lost to 2813 (capped: PD .08), D 2310 (−400: .08), F 2505 (.08), E 2400 (.08), lost to C 2025 (−238: .20).
    expect(b.expected).toBe(8 + 20 + 8 + 8 + 8);
    expect(b.change).toBe(20 * (0 - 52));
    expect(b.ratingChange).toBe(-10);
  });

  it('leaves out games against unrated opponents, forfeits, byes and games of less than one move', () => {
    const event = tournament(['Ann', 1800], ['Unrated', 0], ['Cy', 1800], ['Dan', 1800], ['Eve', 1800])
      .round('Ann - Unrated 1-0', 'Cy - Dan 1-0', 'Eve: U')
      .round('Ann - Cy +/-', 'Dan - Eve 1-0', 'Unrated: H')
      .round('Dan - Ann ½-½', 'Eve - Unrated 0-1', 'Cy: U')
      .build();
    const rows = eventRatings(event);
    const ann = rows.find((row) => row.startNumber === 1)!;
    expect(ann).toMatchObject({ games: 1, halves: 1, expected: 50, change: 0, ratingChange: 0, performance: 1800 });
    const unrated = rows.find((row) => row.startNumber === 2)!;
    // Two games against rated players (a loss to Ann, a win over Eve): no change, a performance, an initial rating.
    expect(unrated).toMatchObject({ rating: 0, games: 2, halves: 2, expected: null, kFactor: null, ratingChange: null, performance: 1800 });
    // Ra = (1800 + 1800 + 2 × 1800) / 4 = 1800, p = (1 + 1) / 4 = .50: 1800.
    expect(unrated.initialRating).toBe(1800);
  });

  it('gives K 40 to a junior under 2300 in the year of the 18th birthday, 20 the year after', () => {
    const event = withBirthYears(tournament(['Young', 1900], ['Old', 1900]).round('Young - Old 1-0').build(), { 1: '2008/06/30', 2: '2007' });
    const rows = eventRatings(event, { eventYear: 2026 });
    expect(rows.map((row) => row.kFactor?.k)).toEqual([40, 20]);
    expect(rows.map((row) => row.ratingChange)).toEqual([20, -10]);
    expect(eventRatings(event).map((row) => row.kFactor?.k)).toEqual([20, 20]); // without the event's year the junior rule cannot apply
  });

  it('takes a K given for every player or per player, capped so that K × games stays within 700', () => {
    const event = tournament(['Ann', 1800], ['Bob', 1800]).round('Ann - Bob 1-0').build();
    expect(eventRatings(event, { k: 30 }).map((row) => row.ratingChange)).toEqual([15, -15]);
    expect(eventRatings(event, { k: 30, kFactors: new Map([[2, 10]]) }).map((row) => row.ratingChange)).toEqual([15, -5]);
    expect(eventRatings(event, { k: 800 }).map((row) => row.kFactor?.k)).toEqual([700, 700]);
  });

  it('counts the rounds up to throughRound only', () => {
    const event = publishedEvent();
    const top = eventRatings(event.build(), { throughRound: 2 }).find((row) => row.startNumber === 1)!;
    expect(top).toMatchObject({ games: 2, halves: 4, expected: 200 });
  });

  it('caps everyone under the rule of 1 March 2024 when asked', () => {
    const event = publishedEvent();
    const top = eventRatings(event.build(), { fourHundredPointRule: 'every-player' }).find((row) => row.startNumber === 1)!;
    // 2813 against 1787, 2025, 2310 and 2400 capped at 400 (.92 each), 2505 (D 308: .86).
    expect(top.expected).toBe(92 * 4 + 86);
  });
});
