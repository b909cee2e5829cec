/**
 * The small pieces every explanation is written with: points as people say them,
 * the pronouns a player's entry allows, counts and lists in words. The sentences
 * are for parents and players, so they never name an article or a criterion;
 * those go with each sentence separately (`Sentence.basis`).
 */
import { formatPoints, type Colour, type Tenths } from '../model';

/** One sentence of an explanation and, apart from it, the FIDE article or criterion behind it. */
export interface Sentence {
  /** Plain words, no article or criterion codes. */
  readonly words: string;
  /** For the arbiter: the rule behind the sentence, e.g. `C.04.3 Art. 5.2.2`, `C.04.3 C6`. */
  readonly basis: string;
}

/** Points as read aloud: `1 point`, `½ point`, `2½ points`, `0 points`. */
export function pointsInWords(tenths: Tenths): string {
  return `${formatPoints(tenths)} point${tenths === 10 || tenths === 5 ? '' : 's'}`;
}

/** A score group by its points: `the 2½-point group`. */
export function groupInWords(tenths: Tenths): string {
  return `the ${formatPoints(tenths)}-point group`;
}

/** Several score groups: `the 3-point group`, `the 3-point and 2½-point groups`, or with `or`: `the 3-point or 2½-point group`. */
export function groupsInWords(scores: readonly Tenths[], conjunction: 'and' | 'or' = 'and'): string {
  if (scores.length === 1) return groupInWords(scores[0]!);
  const list = listInWords(scores.map((s) => `${formatPoints(s)}-point`), conjunction);
  return conjunction === 'and' ? `the ${list} groups` : `the ${list} group`;
}

export function colourName(colour: Colour): string {
  return colour === 'white' ? 'White' : 'Black';
}

export interface Pronouns {
  /** he / she / they */
  readonly subject: string;
  /** his / her / their */
  readonly possessive: string;
  /** him / her / them */
  readonly object: string;
}

const THEY: Pronouns = { subject: 'they', possessive: 'their', object: 'them' };

/** The pronouns a TRF or sheet `Sex` entry allows (`m`, `w`/`f`); "they" when it says nothing. */
export function pronounsFor(sex: string | undefined): Pronouns {
  const s = (sex ?? '').trim().toLowerCase();
  if (s === 'm') return { subject: 'he', possessive: 'his', object: 'him' };
  if (s === 'w' || s === 'f') return { subject: 'she', possessive: 'her', object: 'her' };
  return THEY;
}

/** `one`, `two`, … `ten`, then digits. */
export function countInWords(n: number): string {
  const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return n >= 0 && n < words.length ? words[n]! : String(n);
}

/** `one more player`, `two more players`. */
export function morePlayers(n: number): string {
  return `${countInWords(n)} more player${n === 1 ? '' : 's'}`;
}

/** `Ana`, `Ana and Bo`, `Ana, Bo and Cy` (or `… or Cy`). */
export function listInWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The sentences' words as one paragraph. */
export function paragraph(sentences: readonly Sentence[]): string {
  return sentences.map((s) => s.words).join(' ');
}

/** A sentence from its parts: the first letter capitalised and a full stop at the end. */
export function sentence(words: string, basis: string): Sentence {
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return { words: /[.!?]$/.test(text) ? text : `${text}.`, basis };
}
