/**
 * Two pairings of one round compared as the rules compare candidates: the
 * brackets from the top; at the first bracket the two pair differently (its
 * players are the same in both, since every bracket above it is), the first
 * criterion of C5–C21 on which they differ. When none differs there, the
 * pairing made came first in the fixed order in which Art. 4 tries candidates.
 */
import type { PlayerState } from '../../dutch/player-state';
import type { Colour, RoundPairing, Tenths } from '../../model';
import { bracketsOfPairing, compareValues, criteriaOfBracket, pabOf, type BracketOfPairing, type CriterionValue, type QualityCriterion } from './brackets';

export interface PairingDifference {
  /** Index of the first bracket paired differently (0: the top one). */
  readonly bracket: number;
  /** That bracket's scoregroup score. */
  readonly score: Tenths;
  /** The first criterion that differs there, or null when only the order of Art. 4 tells them apart. */
  readonly rule: QualityCriterion | null;
  /** Its value in the first pairing and in the second (lists: compared from the first element). */
  readonly first: number | readonly number[] | null;
  readonly second: number | readonly number[] | null;
  /** Negative: the first pairing is better on that criterion; positive: the second. */
  readonly sign: number;
  /** The brackets of each pairing, for the words (the next bracket, the players who float). */
  readonly brackets: readonly [readonly BracketOfPairing[], readonly BracketOfPairing[]];
}

/** Null when the two pairings make the same pairs (colours aside). */
export function firstDifference(
  states: ReadonlyMap<number, PlayerState>,
  initialColour: Colour,
  first: RoundPairing,
  second: RoundPairing,
): PairingDifference | null {
  const a = bracketsOfPairing(states, first);
  const b = bracketsOfPairing(states, second);
  for (let g = 0; g < Math.min(a.length, b.length); g++) {
    if (samePairs(a[g]!, b[g]!)) continue;
    const x = criteriaOfBracket(a, g, states, pabOf(first), initialColour);
    const y = criteriaOfBracket(b, g, states, pabOf(second), initialColour);
    const differs = x.findIndex((value, k) => compareValues(value.value, y[k]!.value) !== 0);
    if (differs === -1) return { bracket: g, score: a[g]!.score, rule: null, first: null, second: null, sign: 0, brackets: [a, b] };
    const value = (list: CriterionValue[]) => list[differs]!.value;
    return {
      bracket: g,
      score: a[g]!.score,
      rule: x[differs]!.rule,
      first: value(x),
      second: value(y),
      sign: Math.sign(compareValues(value(x), value(y))),
      brackets: [a, b],
    };
  }
  return null;
}

function samePairs(a: BracketOfPairing, b: BracketOfPairing): boolean {
  const key = (pairs: BracketOfPairing['pairs']) => pairs.map(([x, y]) => `${x}-${y}`).sort().join(' ');
  return key(a.pairs) === key(b.pairs) && [...a.downfloaters].sort().join() === [...b.downfloaters].sort().join();
}
