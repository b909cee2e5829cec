/**
 * Why this pairing: every board of a round explained in words a parent reads,
 * with the facts and the FIDE article or criterion behind each sentence for the
 * arbiter; "why not these two?" computed by re-pairing the round with the pair
 * forced. See docs/explain.md.
 *
 * @example
 * const round = dutchRound(tournament, 5);          // the round as recorded, or paired now
 * const explanation = explainDutchRound(round);     // boards, floats, bye, facts
 * const answer = whyNot(round, 3, 8);               // { possible, worse: 'C6', words: '…' }
 */
export { dutchRound, type DutchRound, type DutchRoundOptions } from './dutch/dutch-round';
export { explainDutchRound, GLOSSARY, type BoardExplanation, type RoundExplanation, type ScoreGroup } from './dutch/explain-dutch';
export { whyNot, type WhyNot, type WhyNotReason } from './dutch/why-not';
export { playerFacts, type PlayerFacts, type FloatDirection, type PreferenceCause } from './dutch/player-facts';
export { decideColours, type ColourDecision, type ColourRule } from './dutch/colour-rule';
export type { BoardFloat, BracketFloats, FloatCause, FloatChoice, PassedThrough } from './dutch/floats';
export type { ByeExplanation } from './dutch/bye';
export type { Sentence } from './words';
export { explainQuickSwiss, type QuickSwissStep } from './quick-swiss';
export { explainRoundRobin, type RoundRobinExplanation, type RoundRobinBoard } from './round-robin';
export { dutchJson, jsonPlayer, quickSwissJson, roundRobinJson, type JsonPlayer } from './json';
export { dutchText, quickSwissText, roundRobinText } from './text';
