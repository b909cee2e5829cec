/**
 * Colour allocation (C.04.3 Art. 5.2) and the colour facts the quality
 * criteria C10–C13 need about a candidate pair.
 */

import type { Colour } from '../model';
import { other, type PlayerState, type PreferenceStrength } from './player-state';

const STRENGTH_ORDER: Record<PreferenceStrength, number> = { none: 0, mild: 1, strong: 2, absolute: 3 };

/** True when `a` ranks above `b`: higher pairing score, then lower pairing number. */
export function ranksAbove(a: PlayerState, b: PlayerState): boolean {
  return a.score !== b.score ? a.score > b.score : a.startNumber < b.startNumber;
}

/**
 * The colour the first player gets under Art. 5.2.1–5.2.5.
 *
 * @param a, b the two players, in any order.
 * @param initialColour the colour drawn by lot (5.1), given to odd pairing numbers by 5.2.5.
 */
export function colourOfFirst(a: PlayerState, b: PlayerState, initialColour: Colour): Colour {
  const aHigher = ranksAbove(a, b);
  const high = aHigher ? a : b;
  const low = aHigher ? b : a;
  const colourOfHigh = allocateForHigher(high, low, initialColour);
  return aHigher ? colourOfHigh : other(colourOfHigh);
}

function allocateForHigher(high: PlayerState, low: PlayerState, initialColour: Colour): Colour {
  const hp = high.colourPreference;
  const lp = low.colourPreference;
  // 5.2.1: grant both preferences (a player without one accepts either colour).
  if (hp !== null && lp !== null && hp !== lp) return hp;
  if (hp !== null && lp === null) return hp;
  if (hp === null && lp !== null) return other(lp);
  if (hp !== null && lp !== null) {
    // 5.2.2: grant the stronger preference; between two absolute ones, the wider colour difference.
    const hs = STRENGTH_ORDER[high.preferenceStrength];
    const ls = STRENGTH_ORDER[low.preferenceStrength];
    if (hs !== ls) return hs > ls ? hp : other(lp);
    if (high.preferenceStrength === 'absolute') {
      const hd = Math.abs(high.colourDifference);
      const ld = Math.abs(low.colourDifference);
      if (hd !== ld) return hd > ld ? hp : other(lp);
    }
  }
  // 5.2.3: alternate from the most recent game in which the two had different colours.
  const hc = high.colours;
  const lc = low.colours;
  for (let k = 1; k <= hc.length && k <= lc.length; k++) {
    const h = hc[hc.length - k]!;
    const l = lc[lc.length - k]!;
    if (h !== l) return other(h);
  }
  // 5.2.4: grant the higher-ranked player's preference.
  if (hp !== null) return hp;
  // 5.2.5: the initial colour to an odd pairing number, the other to an even one.
  return high.pairingNumber % 2 === 1 ? initialColour : other(initialColour);
}

/** What a pair's colour allocation does to the colour criteria. */
export interface ColourOutcome {
  /** C10: topscorers (or their opponents) ending with |colour difference| > 2. */
  readonly topscorerColourImbalance: number;
  /** C11: topscorers (or their opponents) getting the same colour three times running. */
  readonly topscorerColourStreak: number;
  /** C12: players who do not get their colour preference. */
  readonly preferenceNotGranted: number;
  /** C13: players who do not get a strong (or absolute) colour preference. */
  readonly strongPreferenceNotGranted: number;
}

export function colourOutcome(a: PlayerState, b: PlayerState, initialColour: Colour): ColourOutcome {
  const colourA = colourOfFirst(a, b, initialColour);
  const colourB = other(colourA);
  let imbalance = 0;
  let streak = 0;
  let notGranted = 0;
  let strongNotGranted = 0;
  const topscorerPair = a.topscorer || b.topscorer;
  for (const [p, c] of [
    [a, colourA],
    [b, colourB],
  ] as const) {
    if (p.colourPreference !== null && p.colourPreference !== c) {
      notGranted++;
      if (p.preferenceStrength === 'strong' || p.preferenceStrength === 'absolute') strongNotGranted++;
    }
    if (topscorerPair) {
      const cd = p.colourDifference + (c === 'white' ? 1 : -1);
      if (cd > 2 || cd < -2) imbalance++;
      const n = p.colours.length;
      if (n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c) streak++;
    }
  }
  return {
    topscorerColourImbalance: imbalance,
    topscorerColourStreak: streak,
    preferenceNotGranted: notGranted,
    strongPreferenceNotGranted: strongNotGranted,
  };
}

/** C3: two non-topscorers with the same absolute colour preference may not meet. */
export function absoluteColourClash(a: PlayerState, b: PlayerState): boolean {
  return (
    a.preferenceStrength === 'absolute' &&
    b.preferenceStrength === 'absolute' &&
    a.colourPreference === b.colourPreference &&
    !a.topscorer &&
    !b.topscorer
  );
}
