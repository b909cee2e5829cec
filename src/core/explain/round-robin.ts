/**
 * A round robin explained: each board is a row of the FIDE Berger table
 * (C.05 Annex 1) for the field's size, the second cycle of a double round robin
 * with the colours reversed, and the last two rounds of its first cycle played in
 * swapped order (as the Annex recommends).
 */
import { bergerTable, roundRobinRound, type RoundRobinGame, type RoundRobinOptions } from '../systems/round-robin';
import { paragraph, sentence, type Sentence } from './words';

export interface RoundRobinBoard {
  readonly board: number;
  /** Pairing numbers (1-based places in the Berger table). */
  readonly white: number;
  readonly black: number;
  readonly sentences: readonly Sentence[];
  readonly words: string;
}

export interface RoundRobinExplanation {
  readonly round: number;
  /** Players in the table: the field, plus one for the rest when it is odd. */
  readonly tableSize: number;
  /** The round of the Berger table this round is (first cycle order, the swap applied). */
  readonly tableRound: number;
  readonly secondCycle: boolean;
  /** The table's row for that round, the rest "player" included. */
  readonly row: readonly RoundRobinGame[];
  readonly boards: readonly RoundRobinBoard[];
  /** Pairing number of the player who rests (odd fields), or null. */
  readonly rest: number | null;
  readonly restSentence: Sentence | null;
}

/** `names(k)`: the name of pairing number k. */
export function explainRoundRobin(players: number, round: number, options: RoundRobinOptions, names: (pairingNumber: number) => string): RoundRobinExplanation {
  const played = roundRobinRound(players, round, options);
  const table = bergerTable(players);
  const cycle = table.length;
  const secondCycle = round > cycle;
  // Which table round this is: the one whose games (colours reversed in the second cycle) are the round's.
  const key = (games: readonly RoundRobinGame[]) => games.map((g) => `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`).sort().join(' ');
  const wanted = key(played.games);
  const tableRound = table.findIndex((row) => key(row.filter((g) => g.white <= players && g.black <= players)) === wanted) + 1;
  const size = players % 2 === 0 ? players : players + 1;
  const swapped = options.double && (options.swapLastTwoRoundsOfFirstCycle ?? true) && cycle >= 2 && tableRound !== (secondCycle ? round - cycle : round);
  const where = `round ${tableRound} of the FIDE Berger table for ${size} players`;
  const notes = [
    ...(secondCycle ? ['the second cycle plays it with the colours reversed'] : []),
    ...(swapped ? ['the last two rounds of the first cycle are played in swapped order'] : []),
  ];
  const basis = `FIDE C.05 Annex 1 (Berger tables), table ${size}, round ${tableRound}${secondCycle ? ', colours reversed' : ''}${swapped ? ', last two rounds swapped' : ''}`;
  const boards = played.games.map((game, index): RoundRobinBoard => {
    const sentences = [
      sentence(
        `${names(game.white)} (number ${game.white}) has White against ${names(game.black)} (number ${game.black}): ${where} pairs these numbers${notes.length > 0 ? `, and ${notes.join(', and ')}` : ''}`,
        basis,
      ),
    ];
    return { board: index + 1, white: game.white, black: game.black, sentences, words: paragraph(sentences) };
  });
  const restSentence =
    played.bye === null
      ? null
      : sentence(`${names(played.bye)} (number ${played.bye}) rests this round: with an odd field, the table's number ${size} is the rest, and ${where} pairs it with number ${played.bye}`, basis);
  return { round, tableSize: size, tableRound, secondCycle, row: table[tableRound - 1]!, boards, rest: played.bye, restSentence };
}
