/**
 * Colours in the Dutch system: colour preferences (Art. 1.6), the allocation of
 * colours to a pair (Art. 5.2), the pairing numbers that rule 5.2.5 reads, and
 * the colour facts the quality criteria C10–C13 need about a candidate pair.
 */

import type { Colour, Player, Tenths, Tournament } from '../model';

export type PreferenceStrength = 'none' | 'mild' | 'strong' | 'absolute';

/** What the colour rules read about a player before a round. */
export interface ColourHistory {
  readonly startNumber: number;
  /** Pairing score (ranks the two players of a pair). */
  readonly score: Tenths;
  /** Colours of the played games, oldest first (unplayed rounds left out). */
  readonly colours: readonly Colour[];
  /** Colour difference: games with White − games with Black. */
  readonly colourDifference: number;
  readonly colourPreference: Colour | null;
  readonly preferenceStrength: PreferenceStrength;
  /** Final round only: more than half of the maximum possible score. */
  readonly topscorer: boolean;
  /** The pairing number rule 5.2.5 reads (see `colourNumbers`). */
  readonly pairingNumber: number;
}

function other(colour: Colour): Colour {
  return colour === 'white' ? 'black' : 'white';
}

/**
 * Art. 1.6: the colour difference and preference of a player who played these
 * colours (oldest first). Absolute when |CD| > 1 or the last two games had the
 * same colour; strong when CD = ±1; mild when CD = 0; none before the first game.
 */
export function colourPreferenceOf(colours: readonly Colour[]): Pick<ColourHistory, 'colourDifference' | 'colourPreference' | 'preferenceStrength'> {
  let whites = 0;
  for (const colour of colours) if (colour === 'white') whites++;
  const colourDifference = whites - (colours.length - whites);
  if (colours.length === 0) return { colourDifference, colourPreference: null, preferenceStrength: 'none' };
  const last = colours[colours.length - 1]!;
  const sameLastTwo = colours.length >= 2 && colours[colours.length - 2] === last;
  if (colourDifference > 1 || colourDifference < -1 || sameLastTwo) {
    const colourPreference = colourDifference > 1 ? 'black' : colourDifference < -1 ? 'white' : other(last);
    return { colourDifference, colourPreference, preferenceStrength: 'absolute' };
  }
  if (colourDifference !== 0) return { colourDifference, colourPreference: colourDifference > 0 ? 'black' : 'white', preferenceStrength: 'strong' };
  return { colourDifference, colourPreference: other(last), preferenceStrength: 'mild' };
}

const STRENGTH_ORDER: Record<PreferenceStrength, number> = { none: 0, mild: 1, strong: 2, absolute: 3 };

/** True when `a` ranks above `b`: higher pairing score, then lower pairing number. */
function ranksAbove(a: ColourHistory, b: ColourHistory): boolean {
  return a.score !== b.score ? a.score > b.score : a.startNumber < b.startNumber;
}

/**
 * The colour the first player gets under Art. 5.2.1–5.2.5.
 *
 * @param a, b the two players, in any order.
 * @param initialColour the colour drawn by lot (5.1), given to odd pairing numbers by 5.2.5.
 */
export function colourOfFirst(a: ColourHistory, b: ColourHistory, initialColour: Colour): Colour {
  const aHigher = ranksAbove(a, b);
  const high = aHigher ? a : b;
  const low = aHigher ? b : a;
  const colourOfHigh = allocateForHigher(high, low, initialColour);
  return aHigher ? colourOfHigh : other(colourOfHigh);
}

function allocateForHigher(high: ColourHistory, low: ColourHistory, initialColour: Colour): Colour {
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

export function colourOutcome(a: ColourHistory, b: ColourHistory, initialColour: Colour): ColourOutcome {
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
      if (hasStrongPreference(p)) strongNotGranted++;
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

/** A strong or absolute preference (the ones C13 protects). */
export function hasStrongPreference(p: ColourHistory): boolean {
  return p.preferenceStrength === 'strong' || p.preferenceStrength === 'absolute';
}

/** C3: two non-topscorers with the same absolute colour preference may not meet. */
export function absoluteColourClash(a: ColourHistory, b: ColourHistory): boolean {
  return (
    a.preferenceStrength === 'absolute' &&
    b.preferenceStrength === 'absolute' &&
    a.colourPreference === b.colourPreference &&
    !a.topscorer &&
    !b.topscorer
  );
}

/**
 * The pairing numbers rule 5.2.5 reads before `round` (odd: the initial colour),
 * start number → number. Pairing numbers do not move when a player is absent,
 * with one exception that the reference engine makes and its fixtures show (64
 * of 64 boards where two players without colour history meet; bbpPairings issue
 * #30 for round 1): a player absent from the round being paired who has never
 * yet taken part in a pairing (no game, forfeit or pairing-allocated bye in any
 * earlier round) is not counted, and the players below move up. In round 1 this
 * numbers the players present consecutively, so colours alternate down the boards.
 */
export function colourNumbers(tournament: Tournament, round: number): ReadonlyMap<number, number> {
  const ordered = [...tournament.players].sort((a, b) => a.startNumber - b.startNumber);
  const numbers = new Map<number, number>();
  let number = 0;
  for (const player of ordered) {
    if (countsForColourNumbers(player, round)) numbers.set(player.startNumber, ++number);
  }
  return numbers;
}

function countsForColourNumbers(player: Player, round: number): boolean {
  const entry = player.rounds[round - 1];
  const absentNow = (entry !== undefined && entry.opponent === null && entry.result !== 'U') || player.withdrawn === true;
  if (!absentNow) return true;
  return player.rounds.slice(0, round - 1).some((earlier) => earlier.opponent !== null || earlier.result === 'U');
}

/**
 * The initial colour (Art. 5.1) of a tournament whose file does not state it,
 * read off the first round in which anyone had a colour (round 1, unless nobody
 * played then), as the reference engine reads it: the top-numbered player with
 * a colour in that round had the initial colour if their 5.2.5 number was odd,
 * the other colour if it was even. White when no round has a colour yet.
 */
export function inferInitialColour(tournament: Tournament): Colour {
  const rounds = Math.max(0, ...tournament.players.map((player) => player.rounds.length));
  const ordered = [...tournament.players].sort((a, b) => a.startNumber - b.startNumber);
  for (let round = 1; round <= rounds; round++) {
    const first = ordered.find((player) => player.rounds[round - 1]?.opponent != null && player.rounds[round - 1]?.colour != null);
    if (first === undefined) continue;
    const colour = first.rounds[round - 1]!.colour!;
    const number = colourNumbers(tournament, round).get(first.startNumber) ?? first.startNumber;
    return number % 2 === 1 ? colour : other(colour);
  }
  return 'white';
}
