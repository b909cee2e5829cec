import { describe, expect, it } from 'vitest';
import { expectedScore, ratingDifferenceFor } from '../../../src/core/tiebreaks';
import { tiebreakTable, tournament } from '../../support/tiebreak-builders';

describe('FIDE rating tables (B.02 8.1.1 and 8.1.2)', () => {
  it('maps a score fraction to its rating difference, symmetric around 50 %', () => {
    expect(ratingDifferenceFor(50)).toBe(0);
    expect(ratingDifferenceFor(63)).toBe(95);
    expect(ratingDifferenceFor(80)).toBe(240);
    expect(ratingDifferenceFor(100)).toBe(800);
    expect(ratingDifferenceFor(37)).toBe(-95);
    expect(ratingDifferenceFor(0)).toBe(-800);
  });

  it('maps a rating difference to an expected score in hundredths', () => {
    expect(expectedScore(0)).toBe(50);
    expect(expectedScore(3)).toBe(50);
    expect(expectedScore(4)).toBe(51);
    expect(expectedScore(-4)).toBe(49);
    expect(expectedScore(735)).toBe(99);
    expect(expectedScore(736)).toBe(100);
    expect(expectedScore(-1000)).toBe(0);
  });
});

describe('rating-based tie-breaks (C.07 art. 10)', () => {
  // A (2000) plays B (1800), C (1600), D (1400): 1, ½, 0. E (1200) only has byes.
  const event = tournament(['A', 2000], ['B', 1800], ['C', 1600], ['D', 1400], ['E', 1200])
    .round('A - B 1-0', 'C - D ½-½', 'E: U')
    .round('C - A ½-½', 'B - D 1-0', 'E: H')
    .round('A - D 0-1', 'B - C 1-0', 'E: Z');

  it('averages the opponents met and performs from that average', () => {
    const a = tiebreakTable(event, 'swiss', ['ARO', 'ARO/C1', 'TPR', 'PTP']).A;
    // ARO (1800+1600+1400)/3 = 1600; Cut-1 drops the 1400: 1700.
    // TPR: 1½ / 3 = 50 % → 1600 + 0.
    // PTP: the lowest R with E(R−1800)+E(R−1600)+E(R−1400) ≥ 1.50.
    expect(a).toMatchObject({ ARO: 1600, 'ARO/C1': 1700, TPR: 1600 });
    const ptp = a?.PTP as number;
    const sum = (rating: number) =>
      expectedScore(rating - 1800) + expectedScore(rating - 1600) + expectedScore(rating - 1400);
    expect(sum(ptp)).toBeGreaterThanOrEqual(150);
    expect(sum(ptp - 1)).toBeLessThan(150);
  });

  it("averages the opponents' performance ratings (APRO) and perfect performances (APPO)", () => {
    const table = tiebreakTable(event, 'swiss', ['TPR', 'PTP', 'APRO', 'APPO']);
    // A met B, C and D over the board: APRO is the mean of their TPRs, rounded half up.
    const mean = (values: number[]) => Math.floor((2 * values.reduce((a, b) => a + b, 0) + values.length) / (2 * values.length));
    expect(table.A?.APRO).toBe(mean([table.B!.TPR as number, table.C!.TPR as number, table.D!.TPR as number]));
    expect(table.A?.APPO).toBe(mean([table.B!.PTP as number, table.C!.PTP as number, table.D!.PTP as number]));
    // By hand: B scored 2 of 3 against A (2000), C (1600), D (1400): ARO 1667, 67 % → +125: TPR 1792.
    expect(table.B?.TPR).toBe(1792);
    expect(table.E).toMatchObject({ APRO: null, APPO: null });
  });

  it('is undefined without a game over the board', () => {
    expect(tiebreakTable(event, 'swiss', ['ARO', 'TPR', 'PTP']).E).toEqual({ ARO: null, TPR: null, PTP: null });
  });

  it('puts a perfect score 736 above the best opponent and a zero 800 below the weakest', () => {
    const sweep = tournament(['A', 2000], ['B', 1800], ['C', 1600])
      .round('A - B 1-0', 'C: U')
      .round('C - A 0-1', 'B: U');
    const table = tiebreakTable(sweep, 'swiss', ['TPR', 'PTP']);
    expect(table.A).toEqual({ TPR: 1700 + 800, PTP: 1800 + 736 });
    expect(table.C).toEqual({ TPR: 2000 - 800, PTP: 2000 - 800 });
  });

  it('leaves unrated opponents out', () => {
    const unrated = tournament(['A', 2000], ['B', 0], ['C', 1800], ['D', 1700])
      .round('A - B 1-0', 'C - D 1-0')
      .round('A - C 1-0', 'B - D 0-1');
    expect(tiebreakTable(unrated, 'swiss', ['ARO']).A).toEqual({ ARO: 1800 });
  });
});
