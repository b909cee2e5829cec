/**
 * Every board of a Dutch round explained: the players' facts, one sentence on
 * their scores (and, when they come from different scoregroups, why), one on
 * their colours, the bye, and whether the pairing explained is the one the
 * rules give.
 */
import type { ByeKind, RoundPairing, Tenths } from '../../model';
import { explainBye, type ByeExplanation } from './bye';
import { colourSentence, decideColours, type ColourDecision } from './colour-rule';
import type { DutchRound } from './dutch-round';
import { boardFloats, bracketFloats, type BoardFloat, type BracketFloats } from './floats';
import type { PlayerFacts } from './player-facts';
import { colourName, groupInWords, paragraph, pointsInWords, sentence, type Sentence } from '../words';

export interface BoardExplanation {
  readonly board: number;
  readonly white: number;
  readonly black: number;
  /** The colours as Art. 5.2 gives them, and the rule that decided. */
  readonly colours: ColourDecision;
  /** The pairing explained has the colours the other way round from the rules (a round typed by hand). */
  readonly coloursReversed: boolean;
  /** Set when the two come from different scoregroups. */
  readonly float: BoardFloat | null;
  /** One or two sentences: the scores (and the float), then the colours. */
  readonly sentences: readonly Sentence[];
  readonly words: string;
}

export interface ScoreGroup {
  /** The pairing score (points plus any virtual points of acceleration). */
  readonly score: Tenths;
  /** Start numbers in rank order. */
  readonly players: readonly number[];
}

export interface RoundExplanation {
  readonly system: 'dutch';
  readonly round: number;
  readonly source: DutchRound['source'];
  /** The pairing explained is the one the Dutch rules give (always, when paired now). */
  readonly asDutch: boolean;
  /** When it is not: the rules' own pairing (null when they find no valid pairing). */
  readonly dutchPairing?: RoundPairing | null;
  /** Facts before the round of every player of the tournament, by start number. */
  readonly players: ReadonlyMap<number, PlayerFacts>;
  /** The scoregroups of the players paired, highest first. */
  readonly groups: readonly ScoreGroup[];
  readonly boards: readonly BoardExplanation[];
  readonly floats: readonly BracketFloats[];
  readonly bye: ByeExplanation | null;
  /** Players not paired this round: a bye they asked for, an absence, a withdrawal. */
  readonly notPaired: readonly { readonly player: number; readonly kind: ByeKind }[];
  /** Lines that say what the words mean. */
  readonly glossary: readonly string[];
}

export const GLOSSARY: readonly string[] = [
  'Score group: the players with the same points; each group is paired among itself first, from the top.',
  'Float: playing someone from another score group. Floating down is playing someone with fewer points, floating up someone with more.',
  'Bye: a round without an opponent; the bye given by the pairing is worth a win.',
];

export function explainDutchRound(round: DutchRound): RoundExplanation {
  const { facts, pairing } = round;
  const floats = bracketFloats(round);
  const boardFloat = boardFloats(round, floats);
  const boards = pairing.boards.map((board) => {
    const colours = decideColours(facts.get(board.white)!, facts.get(board.black)!, round.initialColour);
    const coloursReversed = colours.white !== board.white;
    const float = boardFloat.get(board.board) ?? null;
    const sentences = [float?.sentence ?? sameGroupSentence(facts.get(board.white)!, facts.get(board.black)!), coloursOf(round, colours, coloursReversed)];
    return { board: board.board, white: board.white, black: board.black, colours, coloursReversed, float, sentences, words: paragraph(sentences) };
  });
  const same = round.dutchPairing !== null && sameGames(pairing, round.dutchPairing);
  return {
    system: 'dutch',
    round: round.round,
    source: round.source,
    asDutch: same,
    ...(same ? {} : { dutchPairing: round.dutchPairing }),
    players: facts,
    groups: round.brackets.map((b) => ({ score: b.score, players: b.residents })),
    boards,
    floats,
    bye: explainBye(round),
    notPaired: pairing.byes.filter((b) => b.kind !== 'pairing-allocated').map((b) => ({ player: b.player, kind: b.kind })),
    glossary: GLOSSARY,
  };
}

function sameGroupSentence(a: PlayerFacts, b: PlayerFacts): Sentence {
  const words =
    a.points === b.points
      ? `${a.name} and ${b.name} both have ${pointsInWords(a.points)}`
      : `${a.name} and ${b.name} are in the same score group (${groupInWords(a.pairingPoints)}, with the points an accelerated round adds)`;
  return sentence(words, 'C.04.3 Art. 1.3 (scoregroups)');
}

function coloursOf(round: DutchRound, decision: ColourDecision, reversed: boolean): Sentence {
  const rule = colourSentence(decision, round.facts, round.initialColour);
  if (!reversed) return rule;
  const white = round.facts.get(decision.white)!;
  const black = round.facts.get(decision.black)!;
  return sentence(
    `${black.name} has White and ${white.name} Black here, the other way round from the rules, which give ${white.name} ${colourName('white')}`,
    `${rule.basis} (the rules' colours reversed in this pairing)`,
  );
}

function sameGames(a: RoundPairing, b: RoundPairing): boolean {
  const key = (p: RoundPairing) =>
    [...p.boards.map((x) => `${x.white}-${x.black}`), ...p.byes.filter((x) => x.kind === 'pairing-allocated').map((x) => `bye ${x.player}`)].sort().join(' ');
  return key(a) === key(b);
}
