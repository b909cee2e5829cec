/**
 * A round of the FIDE Dutch system explained for the Why view: the round as
 * the engine saw it when it paired it (the pairs kept apart, Baku
 * acceleration's virtual points, the colour drawn before round 1), handed to
 * the explanation core (src/core/explain), and its boards given back in
 * Pairings' numbering. A round typed by hand (or imported) is explained as it
 * stands, with how far it is from the rules' own pairing.
 */
import { accelerationMap, bakuGroupsFor } from '../../event/acceleration';
import type { EventRound } from '../../event/event-state';
import { absoluteColourClash } from '../../dutch/colour';
import { dutchRound, explainDutchRound, whyNot, type BoardExplanation, type DutchRound, type PlayerFacts, type RoundExplanation, type Sentence } from '../../explain';
import { dueClause } from '../../explain/dutch/colour-rule';
import { colourName, paragraph, sentence } from '../../explain/words';
import { NoValidPairingError } from '../../errors';
import { formatPoints, type Colour, type Tournament } from '../../model';
import { resolveInitialColour } from '../../record/settings';
import type { BoardReasons, ExplainedRound, RoundReasons, WhyNotReasons, RoundToExplain } from './reasons';
import { compared, factsInWords, floatsBefore, notPairedWords } from './why-words';

const DUTCH_METHOD = {
  words:
    'Paired by the FIDE Dutch system: players meet someone with the same points wherever they can, never the same opponent twice, and each gets the colour they are due where possible.',
  basis: 'FIDE C.04.3 (the Dutch system), C.04.1 (basic rules of Swiss systems)',
};

/** The same for a round Sheetmate did not pair (typed by hand, imported): the event's system, not a claim about this round. */
const DUTCH_EVENT = {
  words:
    'This event is paired by the FIDE Dutch system: players meet someone with the same points wherever they can, never the same opponent twice, and each gets the colour they are due where possible.',
  basis: DUTCH_METHOD.basis,
};

/** The tournament as the engine paired the round: its rounds, the pairs kept apart, the virtual points and the colour drawn. */
function engineTournament(input: RoundToExplain): Tournament {
  const { state, settings, keptApart } = input;
  const tournament = state.tournament;
  const groups = bakuGroupsFor(state, settings);
  return {
    ...tournament,
    ...(keptApart.length > 0 ? { forbiddenPairs: keptApart } : {}),
    ...(groups !== null ? { acceleration: accelerationMap(state, groups) } : {}),
    initialColour: tournament.initialColour ?? resolveInitialColour(settings.initialColour, settings.seed),
    // An open event (no number of rounds) has no final round, as when it was paired.
    totalRounds: tournament.totalRounds ?? 0,
  };
}

/** The Dutch round explained lazily: the engine's pairing is made once, for the reasons and every why-not. */
export function explainedDutchRound(input: RoundToExplain, round: EventRound): ExplainedRound {
  let prepared: DutchRound | undefined;
  const ready = () => (prepared ??= dutchRound(engineTournament(input), round.round));
  return {
    round: round.round,
    reasons: () => dutchReasons(input, round, ready(), explainDutchRound(ready())),
    whyNot: (a, b) => dutchWhyNot(ready(), a, b),
  };
}

function dutchReasons(input: RoundToExplain, round: EventRound, prepared: DutchRound, explanation: RoundExplanation): RoundReasons {
  const key = (white: number, black: number) => `${white}-${black}`;
  const explained = new Map(explanation.boards.map((board) => [key(board.white, board.black), board]));
  const broken = brokenRules(prepared);
  const boards = round.boards.map((board): BoardReasons => {
    const found = explained.get(key(board.white, board.black));
    const sentences = found === undefined ? [] : boardSentences(prepared, found, broken);
    const history = floatsBefore([explanation.players.get(board.white)!, explanation.players.get(board.black)!], prepared.tournament, round.round);
    return { board: board.board, white: board.white, black: board.black, words: paragraph(sentences), basis: sentences.map((s) => s.basis), floatsBefore: history };
  });
  const bye = explanation.bye;
  return {
    round: round.round,
    making: input.origin === 'paired' ? 'dutch' : input.origin,
    method: input.origin === 'paired' ? DUTCH_METHOD : DUTCH_EVENT,
    notes: [...dutchNotes(input, round, explanation), ...brokenNotes(broken)],
    boards,
    bye: bye === null ? null : { player: bye.player, words: bye.sentences.map((s) => s.words).join(' '), basis: bye.sentences.map((s) => s.basis) },
    notPaired: notPairedWords(input.state, round),
    glossary: explanation.glossary,
    facts: new Map([...explanation.players].map(([no, facts]) => [no, factsInWords(facts)])),
  };
}

/** A round typed by hand, or paired otherwise, set against what a system gives, and the rules it breaks. */
function dutchNotes(input: RoundToExplain, round: EventRound, explanation: RoundExplanation): string[] {
  if (explanation.asDutch) return input.origin === 'paired' ? [] : ['The Dutch rules would have paired it the same way.'];
  const rules = explanation.dutchPairing;
  if (rules === null || rules === undefined) return ['The Dutch rules find no valid pairing for this round, so it had to be paired by hand.'];
  const { words } = compared(round, rules, 'the Dutch rules');
  if (input.origin !== 'paired') return [words];
  return [`The Dutch rules, applied to the sheets as they are now, pair this round otherwise (a player's status or the Do not pair sheet may have changed since it was paired). ${words}`];
}

/** What a pairing typed by hand breaks of the rules that are never broken, board by board (keyed `white-black`). */
interface BrokenRules {
  /** Two players the rules never pair: a rematch, a pair kept apart, two who both had to have the same colour. */
  readonly pairs: ReadonlyMap<string, Sentence>;
  /** A player given the colour they could not have: a third game running with the same colour, or a colour difference beyond two. */
  readonly colours: ReadonlyMap<string, Sentence>;
}

/** The board's two sentences: the rules' own, or, where the board breaks a rule that is never broken, which rule, plainly; no reason is made up for it. */
function boardSentences(prepared: DutchRound, board: BoardExplanation, broken: BrokenRules): readonly Sentence[] {
  if (broken.pairs.size === 0 && broken.colours.size === 0) return board.sentences;
  const key = `${board.white}-${board.black}`;
  const pair = broken.pairs.get(key);
  // Why a player floats is weighed against the pairings the rules allow, so with a pair the rules never make on the board, no float is explained.
  const first = pair ?? (broken.pairs.size === 0 ? board.sentences[0]! : plainFirst(prepared, board));
  return [first, broken.colours.get(key) ?? board.sentences[1]!];
}

function brokenNotes(broken: BrokenRules): string[] {
  const boards = new Set([...broken.pairs.keys(), ...broken.colours.keys()]).size;
  if (boards === 0) return [];
  const count = `${boards} board${boards === 1 ? '' : 's'}`;
  const words = `This round breaks a rule that Sheetmate's pairings never break, on ${count}: the words of ${boards === 1 ? 'that board say' : 'those boards say'} which.`;
  return broken.pairs.size === 0 ? [words] : [`${words} So why a player floats is not worked out for this round.`];
}

/**
 * The boards of a pairing (typed by hand: the rules' own never does) that break
 * an absolute rule, each with a sentence saying which: a rematch, a pair kept
 * apart, two players who both had to have the same colour (C1, C3); a player
 * given the colour they could not have (C.04.1: never the same colour three
 * times running, never two more games with one colour than the other; the
 * final round's topscorers aside).
 */
function brokenRules(prepared: DutchRound): BrokenRules {
  const pairs = new Map<string, Sentence>();
  const colours = new Map<string, Sentence>();
  const kept = prepared.tournament.forbiddenPairs ?? [];
  for (const board of prepared.pairing.boards) {
    const [a, b] = [prepared.facts.get(board.white)!, prepared.facts.get(board.black)!];
    const both = `${a.name} and ${b.name}`;
    const key = `${board.white}-${board.black}`;
    if (a.opponents.includes(b.no)) {
      const rounds = a.gameRounds.filter((r) => prepared.tournament.players[a.no - 1]?.rounds[r - 1]?.opponent === b.no);
      pairs.set(key, sentence(`${both} meet again (they played each other in round ${rounds.join(' and ')}), which the rules never allow: this board was typed by hand`, 'C.04.3 C1 (no rematch): not kept by this pairing'));
    } else if (kept.some(([x, y]) => (x === a.no && y === b.no) || (x === b.no && y === a.no))) {
      pairs.set(key, sentence(`${both} are on the Do not pair sheet, to be kept apart, and meet here: this board was typed by hand`, 'C.04.3 C1 (forbidden pairs): not kept by this pairing'));
    } else if (absoluteColourClash(prepared.states.get(a.no)!, prepared.states.get(b.no)!)) {
      pairs.set(key, sentence(`${both} both had to have ${colourName(a.preference.colour!)} this round, which the rules never allow in one game: this board was typed by hand`, 'C.04.3 C3 (same absolute colour preference): not kept by this pairing'));
    }
    const colour = mustNotHave(a, 'white', b, 'black', pairs.has(key));
    if (colour !== null) colours.set(key, colour);
  }
  return { pairs, colours };
}

/** A player (not a final-round topscorer) who had to have one colour and has the other: the sentence that says so, or null. */
function mustNotHave(white: PlayerFacts, whiteColour: Colour, black: PlayerFacts, blackColour: Colour, saidTyped: boolean): Sentence | null {
  const denied = (p: PlayerFacts, given: Colour) => !p.topscorer && p.preference.strength === 'absolute' && p.preference.colour !== given;
  const players = [
    ...(denied(white, whiteColour) ? [{ p: white, given: whiteColour }] : []),
    ...(denied(black, blackColour) ? [{ p: black, given: blackColour }] : []),
  ];
  if (players.length === 0) return null;
  const typedHere = saidTyped ? '' : ': this board was typed by hand';
  const basis = 'C.04.1 (never the same colour three times running, never more than two games more with one colour than the other): not kept by this pairing';
  if (players.length === 2) {
    return sentence(`${dueClause(white)} and ${dueClause(black)}, so each had to have the other colour from the one they have here, which the rules never allow${typedHere}`, basis);
  }
  const { p, given } = players[0]!;
  return sentence(`${dueClause(p)}, so ${p.name} had to have ${colourName(p.preference.colour!)}, but has ${colourName(given)} here, which the rules never allow${typedHere}`, basis);
}

/** The first sentence of a board of a pairing that breaks the rules elsewhere: the scores alone, without the reasons of a float. */
function plainFirst(prepared: DutchRound, board: BoardExplanation): Sentence {
  if (board.float === null) return board.sentences[0]!;
  const [white, black] = [prepared.facts.get(board.white)!, prepared.facts.get(board.black)!];
  const [higher, lower] = white.pairingPoints >= black.pairingPoints ? [white, black] : [black, white];
  return sentence(`${higher.name} (${formatPoints(higher.points)}) plays ${lower.name} (${formatPoints(lower.points)}), from another score group`, 'C.04.3 Art. 1.4 (floats)');
}

function dutchWhyNot(prepared: DutchRound, a: number, b: number): WhyNotReasons {
  try {
    const answer = whyNot(prepared, a, b);
    return { players: [a, b], possible: answer.possible, words: answer.words, basis: answer.sentence.basis };
  } catch (error) {
    if (!(error instanceof NoValidPairingError)) throw error;
    return { players: [a, b], possible: false, words: 'The Dutch rules find no valid pairing for this round, so what pairing these two would cost cannot be worked out.', basis: 'C.04.3 C4 (completion)' };
  }
}
