/**
 * Colour preferences of C.04.6 art. 1.7. A team's colour is its board-1
 * player's in a match actually played (art. 1.6.1); CD is the colour
 * difference, White matches minus Black matches (art. 1.6.2). None is ever
 * absolute: "the colour will never be a factor so decisive as to prevent two
 * teams from playing against each other" (preface).
 */

import type { Colour } from '../../model';
import type { ColourPreferenceType } from '../types';

export interface ColourPreference {
  readonly colour: Colour;
  /** `simple` for type A; `strong` or `mild` for type B. */
  readonly strength: 'simple' | 'strong' | 'mild';
}

function lastTwoAre(colours: readonly Colour[], colour: Colour): boolean {
  return colours.length >= 2 && colours[colours.length - 1] === colour && colours[colours.length - 2] === colour;
}

/**
 * The strong (type B) or simple (type A) preference: art. 1.7.1 and the first
 * two sentences of art. 1.7.2 say the same words.
 * "… for White if its CD is less than −1, or, being its CD 0 or −1, the team
 * had Black in the last two played matches" (and the mirror for Black).
 */
function firstLevel(colours: readonly Colour[], cd: number): Colour | null {
  if (cd < -1 || ((cd === 0 || cd === -1) && lastTwoAre(colours, 'black'))) return 'white';
  if (cd > 1 || ((cd === 0 || cd === 1) && lastTwoAre(colours, 'white'))) return 'black';
  return null;
}

/**
 * A team's colour preference, or `null` for none.
 *
 * Type B, art. 1.7.2: mild for White "if its CD is −1, or, if it is zero and it
 * is not the last round, the team had Black in the last played match"; none
 * "when it has yet to play a match, or when its CD is zero when pairing for the
 * last round". Where both a strong and a mild clause fit (CD −1 after two
 * Blacks) the preference is the strong one. The "no preference" sentence is
 * read as written, for every clause: a team with CD 0 has no type B
 * preference in the last round, even after two matches with the same colour
 * (the mild clauses say "not the last round" again; the sentence would say
 * nothing if it only closed them).
 *
 * @example
 * colourPreference('A', ['white', 'white'], 2, false); // { colour: 'black', strength: 'simple' }
 * colourPreference('B', ['black'], -1, false); // { colour: 'white', strength: 'mild' }
 */
export function colourPreference(type: ColourPreferenceType, colours: readonly Colour[], cd: number, lastRound: boolean): ColourPreference | null {
  if (type === 'none' || colours.length === 0) return null;
  if (type === 'B' && cd === 0 && lastRound) return null;
  const first = firstLevel(colours, cd);
  if (first !== null) return { colour: first, strength: type === 'A' ? 'simple' : 'strong' };
  if (type === 'A') return null;
  const last = colours[colours.length - 1];
  if (cd === -1 || (cd === 0 && !lastRound && last === 'black')) return { colour: 'white', strength: 'mild' };
  if (cd === 1 || (cd === 0 && !lastRound && last === 'white')) return { colour: 'black', strength: 'mild' };
  return null;
}
