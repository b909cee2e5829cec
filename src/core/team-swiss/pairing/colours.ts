/**
 * Colour allocation (C.04.6 art. 4), once every pair of the round is made.
 * "Colour" is the colour of board 1 (art. 1.6.1); the other boards follow the
 * event's board pattern.
 */

import type { Colour } from '../../model';
import type { ColourPreference } from './colour-preference';
import type { TeamState } from './team-state';
import type { ColourPreferenceType } from '../types';

export interface ColourContext {
  readonly type: ColourPreferenceType;
  /** The colour drawn by lot before round 1 (art. 4.1). */
  readonly initialColour: Colour;
  /** Whether the secondary score decides the first-team (art. 4.2.2). */
  readonly secondaryForColour: boolean;
  readonly preferences: ReadonlyMap<number, ColourPreference | null>;
}

const opposite = (colour: Colour): Colour => (colour === 'white' ? 'black' : 'white');

/**
 * The first-team of a pair (art. 4.2, first that applies): the higher primary
 * score; the higher secondary score (unless the rules say not to use it); the smaller TPN.
 */
function firstTeam(a: TeamState, b: TeamState, secondaryForColour: boolean): [TeamState, TeamState] {
  if (a.primary !== b.primary) return a.primary > b.primary ? [a, b] : [b, a];
  if (secondaryForColour && a.secondary !== b.secondary) return a.secondary > b.secondary ? [a, b] : [b, a];
  return a.number < b.number ? [a, b] : [b, a];
}

/** The colour the first-team gets, by the first rule of art. 4.3 that decides. */
function firstTeamColour(first: TeamState, other: TeamState, context: ColourContext): Colour {
  // 4.3.1 Both teams have yet to play a match: an odd-TPN first-team gets the initial-colour.
  if (first.colours.length === 0 && other.colours.length === 0) {
    return first.number % 2 === 1 ? context.initialColour : opposite(context.initialColour);
  }
  const pf = context.preferences.get(first.number) ?? null;
  const po = context.preferences.get(other.number) ?? null;
  // 4.3.2 Only one team has a colour preference: grant it.
  if (pf !== null && po === null) return pf.colour;
  if (pf === null && po !== null) return opposite(po.colour);
  // 4.3.3 Opposite preferences: grant both.
  if (pf !== null && po !== null && pf.colour !== po.colour) return pf.colour;
  // 4.3.4 (type B) Only one strong preference: grant it.
  if (context.type === 'B' && pf !== null && po !== null) {
    if (pf.strength === 'strong' && po.strength !== 'strong') return pf.colour;
    if (po.strength === 'strong' && pf.strength !== 'strong') return opposite(po.colour);
  }
  // 4.3.5 White to the lower colour difference.
  if (first.colourDifference !== other.colourDifference) return first.colourDifference < other.colourDifference ? 'white' : 'black';
  // 4.3.6 Alternate to the most recent time one had White and the other Black
  // (played matches only, the latest of each aligned: C.04.2 art. 3.4).
  for (let back = 1; back <= Math.min(first.colours.length, other.colours.length); back++) {
    const mine = first.colours[first.colours.length - back]!;
    const theirs = other.colours[other.colours.length - back]!;
    if (mine !== theirs) return opposite(mine);
  }
  // 4.3.7 The first-team's preference.
  if (pf !== null) return pf.colour;
  // 4.3.8 Alternate the first-team's colour from its last played round.
  if (first.colours.length > 0) return opposite(first.colours[first.colours.length - 1]!);
  // 4.3.9 Alternate the other team's colour from its last played round.
  return other.colours[other.colours.length - 1]!;
}

/** The pair as [White on board 1, Black on board 1]. */
export function allocateColours(a: TeamState, b: TeamState, context: ColourContext): [number, number] {
  const [first, other] = firstTeam(a, b, context.secondaryForColour);
  return firstTeamColour(first, other, context) === 'white' ? [first.number, other.number] : [other.number, first.number];
}
