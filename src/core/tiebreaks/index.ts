/**
 * FIDE tie-breaks (Handbook C.07, the regulations applied from 1 March 2026)
 * and the ranking of standings. See docs/tiebreaks.md.
 */
export {
  DEFAULT_ROUND_ROBIN_TIEBREAKS,
  DEFAULT_SWISS_TIEBREAKS,
  TIEBREAK_CODES,
  defaultTiebreaks,
  describeTiebreaks,
  higherIsBetter,
  isTiebreakCode,
  parseTiebreak,
  parseTiebreakList,
  tiebreakName,
  type TiebreakCode,
  type TournamentSystem,
} from './codes';
export {
  createTiebreakContext,
  type ContextOptions,
  type PlayerView,
  type RoundKind,
  type RoundView,
  type TiebreakContext,
} from './context';
export { buchholz, buchholzRounds, type BuchholzCode, type BuchholzRound } from './buchholz';
export { directEncounter } from './direct-encounter';
export { expectedScore, ratingDifferenceFor } from './rating';
export { computeStandings, type StandingRow, type StandingsOptions } from './standings';
