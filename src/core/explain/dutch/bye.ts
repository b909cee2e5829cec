/**
 * The pairing-allocated bye: who has it and why this player. With an odd number
 * to pair one player sits out (C.04.1); not one who already had the bye or a
 * win's points without playing (C2); a player of the lowest score possible
 * (C5); of those, one who has missed the fewest games (C9); then the
 * lowest-ranked, as the order of Art. 4 leaves them over first. When the
 * receiver is not that player, the round is re-paired with the bye given to that
 * player (by keeping them from every pair), and the first criterion that gets
 * worse says why not.
 */
import { formatPoints, type Tenths } from '../../model';
import type { DutchRound } from './dutch-round';
import { alternativeClause, costOf, type FloatChoice } from './floats';
import { listInWords, pointsInWords, sentence, type Sentence } from '../words';

export interface ByeExplanation {
  readonly player: number;
  /** What it is worth, in tenths. */
  readonly points: Tenths;
  /** The lowest score among the players who may have it (C2). */
  readonly lowestEligibleScore: Tenths;
  /** Players with fewer points than the receiver who may not have it (C2). */
  readonly notAllowedBelow: readonly number[];
  /** The player the rules would give it to if nothing else decided (lowest eligible score, fewest games missed, lowest-ranked). */
  readonly first: number;
  /** Why the receiver rather than `first` (null when it is `first`). */
  readonly choice: FloatChoice | null;
  readonly sentences: readonly Sentence[];
}

export function explainBye(round: DutchRound): ByeExplanation | null {
  const bye = round.pairing.byes.find((b) => b.kind === 'pairing-allocated');
  if (bye === undefined) return null;
  const { states, facts } = round;
  const ranked = round.brackets.flatMap((b) => b.residents).map((n) => states.get(n)!);
  const receiver = states.get(bye.player)!;
  const eligible = ranked.filter((s) => s.canReceivePairingAllocatedBye);
  const lowest = eligible.length === 0 ? receiver.score : Math.min(...eligible.map((s) => s.score));
  const atLowest = eligible.filter((s) => s.score === lowest);
  const fewest = Math.min(...atLowest.map((s) => s.unplayedRounds));
  const candidates = atLowest.filter((s) => s.unplayedRounds === fewest);
  const first = candidates[candidates.length - 1]?.startNumber ?? bye.player;
  const notAllowedBelow = ranked.filter((s) => s.score < receiver.score && !s.canReceivePairingAllocatedBye).map((s) => s.startNumber);
  const R = facts.get(bye.player)!;
  if (!receiver.canReceivePairingAllocatedBye || round.dutchPairing === null) {
    // A pairing the rules would not make (typed by hand): say what is so, weigh nothing.
    const allowed = receiver.canReceivePairingAllocatedBye ? '' : `, though ${R.name} already had a bye or a win without playing, which the rules do not allow`;
    const s = sentence(`${R.name} has the bye (${pointsInWords(bye.points)} without a game)${allowed}`, receiver.canReceivePairingAllocatedBye ? 'C.04.1' : 'C.04.3 C2');
    return { player: bye.player, points: bye.points, lowestEligibleScore: lowest, notAllowedBelow, first, choice: null, sentences: [s] };
  }
  const name = (n: number) => facts.get(n)!.name;
  const worth = `${pointsInWords(bye.points)} without a game`;
  let words = `${R.name} has the bye (${worth}): with an odd number of players one must sit out, and it goes to a player with the lowest score among those who have not yet had a bye or a win without playing (${pointsInWords(lowest)})`;
  const bases = ['C.04.1 (an odd number: one player unpaired)', 'C.04.3 C2 and C5'];
  let choice: FloatChoice | null = null;
  if (bye.player === first) {
    if (atLowest.length > candidates.length) {
      words += `; of them ${R.name} has missed the fewest games`;
      bases.push('C.04.3 C9');
    }
    if (candidates.length > 1) {
      words += `${atLowest.length > candidates.length ? ', and is the lowest-ranked of those' : `, and ${R.name} is the lowest-ranked of them`}`;
      bases.push('C.04.3 Art. 3 and 4 (the lowest-ranked player is left over first)');
    }
  } else {
    choice = costOfFirst(round, first);
    const F = name(first);
    if (choice.kind !== 'lowest-ranked') {
      const clause = alternativeClause(choice, {
        instead: `had ${F} had it instead`,
        impossible: `; giving it to ${F} (${formatPoints(facts.get(first)!.points)}) instead would have left other players unpaired`,
        rulesWould: `the rules would have given it to ${F}`,
      });
      words += clause.words;
      bases.push(clause.basis);
    }
  }
  const sentences: Sentence[] = [sentence(words, bases.join('; '))];
  if (notAllowedBelow.length > 0) {
    const who = notAllowedBelow.length <= 3 ? listInWords(notAllowedBelow.map(name)) : `${notAllowedBelow.length} players`;
    sentences.push(sentence(`${who}, with fewer points, already had a bye or a win without playing`, 'C.04.3 C2'));
  }
  return { player: bye.player, points: bye.points, lowestEligibleScore: lowest, notAllowedBelow, first, choice, sentences };
}

/** The round with the bye given to `first` (kept from every pair): what it would have cost. */
function costOfFirst(round: DutchRound, first: number): FloatChoice {
  const everyone = [...round.states.keys()].filter((n) => n !== first).map((n) => [first, n] as const);
  return costOf(round, { keptApart: everyone });
}
