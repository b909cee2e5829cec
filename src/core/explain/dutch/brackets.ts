/**
 * A round's pairing seen bracket by bracket, as C.04.3 pairs it: the scoregroups
 * from the top, each bracket its residents plus the players moved down from
 * above (MDPs), its pairs, and its downfloaters (the players it leaves for the
 * next bracket: those who play someone lower, and the PAB receiver). For each
 * bracket, the quality criteria C5–C21 as Art. 2 words them, so that two
 * pairings of the same round can be compared the way the rules compare
 * candidates: bracket by bracket from the top, criterion by criterion.
 */
import { colourOutcome } from '../../dutch/colour';
import type { PlayerState } from '../../dutch/player-state';
import type { Colour, RoundPairing, Tenths } from '../../model';

/** One point in tenths: a player floating on out of a bracket is taken to meet a score one point below it. */
const ONE_POINT = 10;

export interface BracketOfPairing {
  /** The scoregroup's (pairing) score. */
  readonly score: Tenths;
  /** Start numbers, in rank order (score, then start number). */
  readonly residents: readonly number[];
  readonly mdps: readonly number[];
  /** Pairs made in this bracket, the higher-ranked player first. */
  readonly pairs: readonly (readonly [number, number])[];
  /** Players left unpaired here: they play in a lower bracket, or take the PAB. */
  readonly downfloaters: readonly number[];
}

export type QualityCriterion = 'C5' | 'C6' | 'C7' | 'C8' | 'C9' | 'C10' | 'C11' | 'C12' | 'C13' | 'C14' | 'C15' | 'C16' | 'C17' | 'C18' | 'C19' | 'C20' | 'C21';

/** A criterion's value for a bracket, to be minimised: a count, or a list compared from its first element. */
export interface CriterionValue {
  readonly rule: QualityCriterion;
  readonly value: number | readonly number[];
}

/** The brackets of a pairing, top-down. `states`: every player's state before the round. */
export function bracketsOfPairing(states: ReadonlyMap<number, PlayerState>, pairing: RoundPairing): BracketOfPairing[] {
  const opponent = new Map<number, number>();
  for (const board of pairing.boards) opponent.set(board.white, board.black).set(board.black, board.white);
  const pab = pabOf(pairing);
  const players = [...opponent.keys(), ...(pab === null ? [] : [pab])].map((n) => states.get(n)!);
  players.sort((a, b) => b.score - a.score || a.startNumber - b.startNumber);
  const brackets: BracketOfPairing[] = [];
  let limbo: number[] = [];
  let k = 0;
  while (k < players.length) {
    const score = players[k]!.score;
    const residents: number[] = [];
    while (k < players.length && players[k]!.score === score) residents.push(players[k++]!.startNumber);
    const members = new Set([...limbo, ...residents]);
    const pairs: [number, number][] = [];
    const downfloaters: number[] = [];
    for (const x of [...limbo, ...residents]) {
      const y = opponent.get(x);
      if (y !== undefined && members.has(y)) {
        if (rankedBefore(states, x, y)) pairs.push([x, y]);
      } else downfloaters.push(x);
    }
    brackets.push({ score, residents, mdps: limbo, pairs, downfloaters });
    limbo = downfloaters;
  }
  return brackets;
}

export function pabOf(pairing: RoundPairing): number | null {
  return pairing.byes.find((bye) => bye.kind === 'pairing-allocated')?.player ?? null;
}

/** `x` ranks before `y`: the higher score, then the lower start number. */
function rankedBefore(states: ReadonlyMap<number, PlayerState>, x: number, y: number): boolean {
  const a = states.get(x)!;
  const b = states.get(y)!;
  return a.score !== b.score ? a.score > b.score : a.startNumber < b.startNumber;
}

/**
 * C5–C21 for bracket `g` of a pairing, in the order of Art. 2. C5 is the PAB
 * receiver's score, the same for every bracket of a pairing (the rules keep it
 * the lowest possible while pairing each bracket); C8 is what the next bracket
 * made of this bracket's downfloaters (its number of downfloaters and their
 * scores); C9 counts only when the bracket drops exactly one player, who takes
 * the PAB.
 */
export function criteriaOfBracket(
  brackets: readonly BracketOfPairing[],
  g: number,
  states: ReadonlyMap<number, PlayerState>,
  pab: number | null,
  initialColour: Colour,
): CriterionValue[] {
  const bracket = brackets[g]!;
  const state = (n: number): PlayerState => states.get(n)!;
  const next = brackets[g + 1];
  const scores = (list: readonly number[]): number[] => descending(list.map((n) => state(n).score));
  const mdps = new Set(bracket.mdps);
  const lowest = Math.min(...[...bracket.mdps, ...bracket.residents].map((n) => state(n).score));
  let c10 = 0;
  let c11 = 0;
  let c12 = 0;
  let c13 = 0;
  const upAgain = [0, 0];
  const downDifferences: number[][] = [[], []];
  const upDifferences: number[][] = [[], []];
  for (const [x, y] of bracket.pairs) {
    const outcome = colourOutcome(state(x), state(y), initialColour);
    c10 += outcome.topscorerColourImbalance;
    c11 += outcome.topscorerColourStreak;
    c12 += outcome.preferenceNotGranted;
    c13 += outcome.strongPreferenceNotGranted;
    const difference = state(x).score - state(y).score;
    if (difference === 0 || !mdps.has(x)) continue;
    for (const back of [0, 1] as const) {
      if (state(y).floats[back] === 'up') {
        upAgain[back]!++;
        upDifferences[back]!.push(difference);
      }
      if (state(x).floats[back] === 'down') downDifferences[back]!.push(difference);
    }
  }
  const residentsDown = [0, 0];
  for (const x of bracket.downfloaters) {
    for (const back of [0, 1] as const) {
      if (state(x).floats[back] !== 'down') continue;
      if (mdps.has(x)) downDifferences[back]!.push(state(x).score - (lowest - ONE_POINT));
      else residentsDown[back]!++;
    }
  }
  const takesPab = pab !== null && bracket.downfloaters.length === 1 && bracket.downfloaters[0] === pab;
  return [
    { rule: 'C5', value: pab === null ? 0 : state(pab).score },
    { rule: 'C6', value: bracket.downfloaters.length },
    { rule: 'C7', value: scores(bracket.downfloaters) },
    { rule: 'C8', value: next === undefined ? [] : [next.downfloaters.length, ...scores(next.downfloaters)] },
    { rule: 'C9', value: takesPab ? state(pab).unplayedRounds : 0 },
    { rule: 'C10', value: c10 },
    { rule: 'C11', value: c11 },
    { rule: 'C12', value: c12 },
    { rule: 'C13', value: c13 },
    { rule: 'C14', value: residentsDown[0]! },
    { rule: 'C15', value: upAgain[0]! },
    { rule: 'C16', value: residentsDown[1]! },
    { rule: 'C17', value: upAgain[1]! },
    { rule: 'C18', value: descending(downDifferences[0]!) },
    { rule: 'C19', value: descending(upDifferences[0]!) },
    { rule: 'C20', value: descending(downDifferences[1]!) },
    { rule: 'C21', value: descending(upDifferences[1]!) },
  ];
}

function descending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => b - a);
}

/**
 * Lexicographic comparison of two criterion values: negative when `a` is better
 * (smaller). Lists are compared element by element; a list that runs out first
 * is the better one (fewer players affected).
 */
export function compareValues(a: number | readonly number[], b: number | readonly number[]): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = a as readonly number[];
  const y = b as readonly number[];
  for (let k = 0; k < Math.max(x.length, y.length); k++) {
    if (k >= x.length) return -1;
    if (k >= y.length) return 1;
    if (x[k] !== y[k]) return x[k]! - y[k]!;
  }
  return 0;
}
