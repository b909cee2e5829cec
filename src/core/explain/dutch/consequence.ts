/**
 * What the first difference between a pairing and another way to pair the
 * round means, in words: "one more player would float down from the 3-point
 * group". The other pairing is the one the clause speaks of ("would").
 */
import { formatPoints } from '../../model';
import type { QualityCriterion } from './brackets';
import type { PairingDifference } from './compare';
import { groupInWords, morePlayers, pointsInWords } from '../words';

export interface Consequence {
  /** A clause without a capital or a full stop: `one more player would float down from the 3-point group`. */
  readonly words: string;
  /** `C.04.3 C6`, with the figures: `(the 3-point group: 1 downfloater against 0)`. */
  readonly basis: string;
}

const ORDER_WORDS = 'no rule would be better met, and the rules try the possible pairings in a fixed order, by ranking, reaching the one made first';

/** The clause for `difference`, where `second` is the other pairing. */
export function consequenceOf(difference: PairingDifference): Consequence {
  const { rule, first, second } = difference;
  if (rule === null) return { words: ORDER_WORDS, basis: `C.04.3 Art. 4 (${groupInWords(difference.score)}: every criterion equal)` };
  const group = groupInWords(difference.score);
  const what = rule === 'C8' ? `${group}'s downfloaters, then the next group's downfloaters and their scores` : group;
  const figures = `${what}: ${show(rule, second)} that way, against ${show(rule, first)} as paired`;
  return { words: clause(rule, difference, group), basis: `C.04.3 ${rule} (${figures})` };
}

/** A criterion's value for the arbiter: counts as numbers, scores as points. */
function show(rule: QualityCriterion, value: number | readonly number[] | null): string {
  if (value === null) return '–';
  if (typeof value === 'number') return rule === 'C5' ? formatPoints(value) : String(value);
  const items = value.map((v, k) => (rule === 'C8' && k === 0 ? String(v) : formatPoints(v)));
  return items.length === 0 ? 'none' : `[${items.join(', ')}]`;
}

/** The first place two lists differ: the other pairing's entry and this one's (undefined past the end). */
function firstDiffering(first: readonly number[], second: readonly number[]): { mine: number | undefined; theirs: number | undefined } {
  for (let k = 0; k < Math.max(first.length, second.length); k++) {
    if (first[k] !== second[k]) return { mine: first[k], theirs: second[k] };
  }
  return { mine: undefined, theirs: undefined };
}

function clause(rule: QualityCriterion, d: PairingDifference, group: string): string {
  const first = d.first!;
  const second = d.second!;
  const more = (): string => morePlayers((second as number) - (first as number));
  switch (rule) {
    case 'C5':
      return `the bye would go to a player with ${pointsInWords(second as number)} instead of ${pointsInWords(first as number)}`;
    case 'C6':
      return `${more()} would float down from ${group}`;
    case 'C7': {
      const { mine, theirs } = firstDiffering(first as number[], second as number[]);
      return `a player with ${pointsInWords(theirs ?? 0)} would float down from ${group} instead of one with ${pointsInWords(mine ?? 0)}`;
    }
    case 'C8': {
      const next = d.brackets[1][d.bracket + 1];
      const nextGroup = next === undefined ? 'the next group' : groupInWords(next.score);
      const [mineCount, ...mineScores] = first as number[];
      const [theirCount, ...theirScores] = second as number[];
      if (mineCount !== theirCount) return `${morePlayers(theirCount! - mineCount!)} would have to float down from ${nextGroup}`;
      const { mine, theirs } = firstDiffering(mineScores, theirScores);
      return `a player with ${pointsInWords(theirs ?? 0)} would float down from ${nextGroup} instead of one with ${pointsInWords(mine ?? 0)}`;
    }
    case 'C9':
      return `the bye would go to a player who has been without a game ${times(second as number)}, instead of one who has been so ${times(first as number)}`;
    case 'C10':
      return `${more()} among the leaders and their opponents would end with three or more games of one colour beyond the other`;
    case 'C11':
      return `${more()} among the leaders and their opponents would get the same colour three times running`;
    case 'C12':
      return `${more()} in ${group} would not get the colour they were due`;
    case 'C13':
      return `${more()} in ${group} would not get a colour they were strongly due`;
    case 'C14':
      return `${more()} would float down from ${group} a second round running`;
    case 'C15':
      return `${more()} would play up in ${group} a second round running`;
    case 'C16':
      return `${more()} would float down from ${group} after floating down two rounds ago`;
    case 'C17':
      return `${more()} would play up in ${group} after playing up two rounds ago`;
    default:
      return repeatedFloat(rule, first as number[], second as number[], group);
  }
}

/** C18–C21: the score gaps of repeated floats, compared from the largest. */
function repeatedFloat(rule: 'C18' | 'C19' | 'C20' | 'C21', first: number[], second: number[], group: string): string {
  const when = rule === 'C18' || rule === 'C19' ? 'last round' : 'two rounds ago';
  const what = rule === 'C18' || rule === 'C20' ? `floated down ${when} would float down again from ${group}` : `played up ${when} would play up again in ${group}`;
  const { mine, theirs } = firstDiffering(first, second);
  if (mine === undefined) return `one more player who ${what}, across a gap of ${pointsInWords(theirs ?? 0)}`;
  return `a player who ${what} across a gap of ${pointsInWords(theirs ?? 0)} instead of ${pointsInWords(mine)}`;
}

function times(n: number): string {
  return n === 0 ? 'never' : n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}
