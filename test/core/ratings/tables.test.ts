/**
 * Tables 8.1.1 and 8.1.2 of the FIDE Rating Regulations (Handbook B.02, the
 * edition applied from 1 March 2024, https://handbook.fide.com/chapter/B022024),
 * typed here as the Handbook prints them: 8.1.1 as p → dp in columns from 1.0
 * down to .00, 8.1.2 as ranges of D with PD for the higher (H) and the lower
 * (L) rated player. Every entry of both tables is checked.
 */
import { describe, expect, it } from 'vitest';
import { expectedScoreAgainst, ratingDifference } from '../../../src/core/ratings';
import { expectedScore, ratingDifferenceFor } from '../../../src/core/tiebreaks';

/** Table 8.1.1, the six column pairs of the page read top to bottom, left to right: p = 1.00, .99, … .00. */
const TABLE_8_1_1_DP = [
  800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284,
  273, 262, 251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125,
  117, 110, 102, 95, 87, 80, 72, 65, 57, 50, 43, 36, 29, 21, 14, 7, 0,
  -7, -14, -21, -29, -36, -43, -50, -57, -65, -72, -80, -87, -95, -102, -110, -117,
  -125, -133, -141, -149, -158, -166, -175, -184, -193, -202, -211, -220, -230, -240, -251,
  -262, -273, -284, -296, -309, -322, -336, -351, -366, -383, -401, -422, -444, -470, -501,
  -538, -589, -677, -800,
];

/** Table 8.1.2: [lowest D, highest D, PD H] (PD L = 1 − PD H), the last row "> 735". */
const TABLE_8_1_2: readonly (readonly [number, number, number])[] = [
  [0, 3, 50], [4, 10, 51], [11, 17, 52], [18, 25, 53], [26, 32, 54], [33, 39, 55], [40, 46, 56], [47, 53, 57],
  [54, 61, 58], [62, 68, 59], [69, 76, 60], [77, 83, 61], [84, 91, 62], [92, 98, 63], [99, 106, 64],
  [107, 113, 65], [114, 121, 66], [122, 129, 67], [130, 137, 68], [138, 145, 69], [146, 153, 70],
  [154, 162, 71], [163, 170, 72], [171, 179, 73], [180, 188, 74], [189, 197, 75], [198, 206, 76],
  [207, 215, 77], [216, 225, 78], [226, 235, 79], [236, 245, 80], [246, 256, 81], [257, 267, 82],
  [268, 278, 83], [279, 290, 84], [291, 302, 85], [303, 315, 86], [316, 328, 87], [329, 344, 88],
  [345, 357, 89], [358, 374, 90], [375, 391, 91], [392, 411, 92], [412, 432, 93], [433, 456, 94],
  [457, 484, 95], [485, 517, 96], [518, 559, 97], [560, 619, 98], [620, 735, 99], [736, 1200, 100],
];

describe('table 8.1.1: fractional score p into rating difference dp', () => {
  it('has the 101 entries of the Handbook, and the code gives each', () => {
    expect(TABLE_8_1_1_DP).toHaveLength(101);
    TABLE_8_1_1_DP.forEach((dp, index) => expect(ratingDifferenceFor(100 - index), `p = ${(100 - index) / 100}`).toBe(dp));
  });
});

describe('table 8.1.2: rating difference D into scoring probability PD', () => {
  it('gives PD H for every D of every row, and PD L = 1 − H for −D', () => {
    TABLE_8_1_2.forEach(([low, high, higher], index) => {
      if (index > 0) expect(low, 'rows are contiguous').toBe(TABLE_8_1_2[index - 1]![1] + 1);
      for (let d = low; d <= high; d++) {
        expect(expectedScore(d), `D = ${d}`).toBe(higher);
        expect(expectedScore(-d), `D = −${d}`).toBe(100 - higher);
      }
    });
  });

  it('is the mirror image of table 8.1.1, as art. 8.1 says: the dp of p falls in the row of PD = p', () => {
    for (let p = 51; p <= 99; p++) expect(expectedScore(ratingDifferenceFor(p)), `p = ${p / 100}`).toBe(p);
  });
});

describe('the 400-point rule (art. 8.3.1, from 1 October 2025)', () => {
  it('counts a difference over 400 as 400 for a player rated below 2650, on either side', () => {
    expect(ratingDifference(2649, 2149)).toBe(400);
    expect(ratingDifference(1500, 2000)).toBe(-400);
    expect(expectedScoreAgainst(1500, 2000)).toBe(8);
    expect(expectedScoreAgainst(2200, 1000)).toBe(92);
  });

  it('uses the real difference for a player rated 2650 or more, but not for their opponent', () => {
    expect(ratingDifference(2650, 2150)).toBe(500);
    expect(expectedScoreAgainst(2700, 1964)).toBe(100);
    expect(expectedScoreAgainst(2200, 2700)).toBe(8);
  });

  it('caps everyone under the rule of 1 March 2024 to 30 September 2025', () => {
    expect(ratingDifference(2700, 2200, 'every-player')).toBe(400);
    expect(expectedScoreAgainst(2700, 1900, 'every-player')).toBe(92);
  });
});
