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
import { dutchRound, explainDutchRound, whyNot, type DutchRound, type RoundExplanation } from '../../explain';
import { NoValidPairingError } from '../../errors';
import type { Tournament } from '../../model';
import { resolveInitialColour } from '../../record/settings';
import type { BoardReasons, ExplainedRound, RoundReasons, WhyNotReasons, RoundToExplain } from './reasons';
import { compared, factsInWords, notPairedWords } from './why-words';

const DUTCH_METHOD = {
  words:
    'Paired by the FIDE Dutch system: players meet someone with the same points wherever they can, never the same opponent twice, and each gets the colour they are due where possible.',
  basis: 'FIDE C.04.3 (the Dutch system), C.04.1 (basic rules of Swiss systems)',
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
    reasons: () => dutchReasons(input, round, explainDutchRound(ready())),
    whyNot: (a, b) => dutchWhyNot(ready(), a, b),
  };
}

function dutchReasons(input: RoundToExplain, round: EventRound, explanation: RoundExplanation): RoundReasons {
  const key = (white: number, black: number) => `${white}-${black}`;
  const explained = new Map(explanation.boards.map((board) => [key(board.white, board.black), board]));
  const boards = round.boards.map((board): BoardReasons => {
    const found = explained.get(key(board.white, board.black));
    return { board: board.board, white: board.white, black: board.black, words: found?.words ?? '', basis: found?.sentences.map((s) => s.basis) ?? [] };
  });
  const bye = explanation.bye;
  return {
    round: round.round,
    making: input.origin === 'paired' ? 'dutch' : input.origin,
    method: DUTCH_METHOD,
    notes: dutchNotes(input, round, explanation),
    boards,
    bye: bye === null ? null : { player: bye.player, words: bye.sentences.map((s) => s.words).join(' '), basis: bye.sentences.map((s) => s.basis) },
    notPaired: notPairedWords(input.state, round),
    glossary: explanation.glossary,
    facts: new Map([...explanation.players].map(([no, facts]) => [no, factsInWords(facts)])),
  };
}

/** A round not the rules' own: typed by hand, imported, or paired before something changed (the Do not pair sheet, a status). */
function dutchNotes(input: RoundToExplain, round: EventRound, explanation: RoundExplanation): string[] {
  if (explanation.asDutch) return input.origin === 'paired' ? [] : ['The Dutch rules would have paired it the same way.'];
  const rules = explanation.dutchPairing;
  if (rules === null || rules === undefined) return ['The Dutch rules find no valid pairing for this round, so it had to be paired by hand.'];
  const { words } = compared(round, rules, 'the Dutch rules');
  if (input.origin !== 'paired') return [words];
  return [`The Dutch rules, applied to the sheets as they are now, pair this round otherwise (a player's status or the Do not pair sheet may have changed since it was paired). ${words}`];
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
