/**
 * "Why not these two?": computed, not guessed. Two players who did not meet are
 * paired by force (the engine's `forcedPairs`: each may meet only the other, and
 * everyone else is paired by the rules as usual), and the round as re-paired is
 * compared with the pairing made, bracket by bracket from the top: the first
 * criterion of C.04.3 Art. 2 that gets worse is the answer, with its figures.
 * Or the pair was impossible: they have met or are kept apart (C1), both must
 * have the same colour (C3), or the others could then not all be paired (C4).
 */
import { absoluteColourClash } from '../../dutch/colour';
import { NoValidPairingError } from '../../errors';
import type { RoundPairing, Tenths } from '../../model';
import type { QualityCriterion } from './brackets';
import { firstDifference } from './compare';
import { consequenceOf } from './consequence';
import type { DutchRound } from './dutch-round';
import { dueClause } from './colour-rule';
import { colourName, sentence, type Sentence } from '../words';

export type WhyNotReason =
  /** They are paired with each other. */
  | 'paired'
  /** One of them is not paired this round (an absence, a bye they asked for, withdrawn). */
  | 'not-playing'
  /** C1: they have played each other. */
  | 'met'
  /** C1: the organiser keeps them apart (Do not pair, TRF `XXP`). */
  | 'kept-apart'
  /** C3: both must have the same colour. */
  | 'colour'
  /** C4: with them paired, the others cannot all be paired. */
  | 'completion'
  /** Possible, and the first criterion that gets worse is `worse`. */
  | 'worse'
  /** Possible and no criterion gets worse: the order of Art. 4 chose the pairing made. */
  | 'order'
  /** Possible and better by the rules than the pairing explained (which is then not the Dutch pairing). */
  | 'better';

export interface WhyNot {
  /** The two start numbers, as asked. */
  readonly players: readonly [number, number];
  readonly possible: boolean;
  /**
   * Possible: the first criterion (C5–C21) that gets worse with them paired, or null
   * when none does. Impossible: the absolute criterion that forbids it (C1, C3, C4), or
   * null when one of them is not paired this round.
   */
  readonly worse: 'C1' | 'C3' | 'C4' | QualityCriterion | null;
  readonly reason: WhyNotReason;
  /** One plain sentence. */
  readonly words: string;
  /** The sentence with the article or criterion behind it, for the arbiter. */
  readonly sentence: Sentence;
  /** Where pairing them first changes the round: that scoregroup's score, and the criterion's value as paired and with them paired. */
  readonly group?: Tenths;
  readonly actual?: number | readonly number[];
  readonly forced?: number | readonly number[];
  /** The round as re-paired with them forced to meet. */
  readonly forcedPairing?: RoundPairing;
}

/** Why `a` and `b` were not paired (or that they were). Start numbers. */
export function whyNot(round: DutchRound, a: number, b: number): WhyNot {
  if (a === b) throw new RangeError(`why-not needs two different players, not ${a} twice`);
  const facts = round.facts;
  for (const n of [a, b]) if (!facts.has(n)) throw new RangeError(`no player ${n} in this tournament`);
  const A = facts.get(a)!;
  const B = facts.get(b)!;
  const both = `${A.name} and ${B.name}`;
  const answer = (possible: boolean, worse: WhyNot['worse'], reason: WhyNotReason, s: Sentence, extra: Partial<WhyNot> = {}): WhyNot => ({
    players: [a, b],
    possible,
    worse,
    reason,
    words: s.words,
    sentence: s,
    ...extra,
  });
  const board = round.pairing.boards.find((x) => (x.white === a && x.black === b) || (x.white === b && x.black === a));
  if (board !== undefined) return answer(true, null, 'paired', sentence(`${both} are paired, on board ${board.board}`, 'C.04.3'));
  const playing = new Set(round.pairing.boards.flatMap((x) => [x.white, x.black]));
  const pab = round.pairing.byes.find((x) => x.kind === 'pairing-allocated')?.player;
  if (pab !== undefined) playing.add(pab);
  const absent = [a, b].find((n) => !playing.has(n));
  if (absent !== undefined) {
    const bye = round.pairing.byes.find((x) => x.player === absent);
    const why = bye === undefined ? 'withdrawn' : bye.kind === 'half-point' ? 'a half-point bye' : bye.kind === 'full-point' ? 'a full-point bye' : 'absent';
    return answer(false, null, 'not-playing', sentence(`${facts.get(absent)!.name} is not paired this round (${why})`, 'C.04.2 (players not paired in the round)'));
  }
  if (A.opponents.includes(b)) {
    const player = round.tournament.players.find((p) => p.startNumber === a)!;
    const rounds = A.gameRounds.filter((r) => player.rounds[r - 1]!.opponent === b);
    return answer(false, 'C1', 'met', sentence(`${both} cannot meet: they have already played each other (round ${rounds.join(' and ')})`, 'C.04.3 C1 (no rematch)'));
  }
  const keptApart = (round.tournament.forbiddenPairs ?? []).some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  if (keptApart) return answer(false, 'C1', 'kept-apart', sentence(`${both} cannot meet: they are listed as a pair never to be paired`, 'C.04.3 C1 (forbidden pairs)'));
  if (absoluteColourClash(round.states.get(a)!, round.states.get(b)!)) {
    const colour = colourName(A.preference.colour!);
    return answer(
      false,
      'C3',
      'colour',
      sentence(`${both} cannot meet: both must have ${colour} this round (${dueClause(A)}; ${dueClause(B)})`, 'C.04.3 C3 (same absolute colour preference)'),
    );
  }
  if (round.dutchPairing === null) {
    throw new NoValidPairingError(`Round ${round.round}: the rules find no valid pairing of this round, so what pairing ${A.name} and ${B.name} would cost cannot be computed.`);
  }
  let forcedPairing: RoundPairing;
  try {
    forcedPairing = round.repair({ forcedPairs: [[a, b]] });
  } catch (error) {
    if (!(error instanceof NoValidPairingError)) throw error;
    return answer(false, 'C4', 'completion', sentence(`${both} cannot meet: with them paired, the other players could not all be given an opponent`, 'C.04.3 C4 (completion)'));
  }
  const difference = firstDifference(round.states, round.initialColour, round.pairing, forcedPairing);
  if (difference === null) throw new Error(`round ${round.round}: the pairing with ${a}–${b} forced is the pairing made, which does not pair them`);
  const figures = { group: difference.score, ...(difference.first !== null ? { actual: difference.first, forced: difference.second! } : {}), forcedPairing };
  if (difference.sign > 0) {
    const reverse = consequenceOf({ ...difference, first: difference.second, second: difference.first, brackets: [difference.brackets[1], difference.brackets[0]] });
    return answer(
      true,
      null,
      'better',
      sentence(`${both} could have been paired, and the rules would have preferred it to the pairing made, which is not the one the rules give`, `${reverse.basis}: better with them paired`),
      figures,
    );
  }
  const consequence = consequenceOf(difference);
  if (difference.rule === null) {
    return answer(true, null, 'order', sentence(`${both} could have been paired: ${consequence.words}`, consequence.basis), figures);
  }
  return answer(true, difference.rule, 'worse', sentence(`${both} could have been paired, but then ${consequence.words}`, consequence.basis), figures);
}
