/** FIDE (Dutch) System, C.04.3 (2026): pairing engine, self-check and pairings checker. */
export { inferInitialColour } from './colour';
export { pairDutch, type DutchOptions } from './pair-dutch';
export { verifyAbsoluteCriteria, PairingSelfCheckError } from './verify';
export { checkDutchPairings, tournamentBeforeRound, type CheckOptions, type CheckReport, type Game, type RoundDiscrepancy } from './checker';
export { playerStates, type PlayerState } from './player-state';
