/**
 * Team competitions: the FIDE Swiss Team Pairing System (C.04.6, 2026), team
 * round robins and Scheveningen, line-ups and board results, team standings.
 * See docs/team-swiss.md.
 *
 * @example
 * import { readTeamTrf, pairTeamEvent } from './team-swiss';
 * const { event } = readTeamTrf(text, 'league.trf');
 * pairTeamEvent(event); // { round: 4, matches: [{ white: 3, black: 1 }, …], bye: 5 }
 */

export { pairTeamSwissRound } from './pairing/pair-round';
export { pairTeamEvent, checkTeamEvent, type TeamCheckReport, type TeamRoundDifference } from './next-round';
export { readTeamTrf, type TeamTrf } from './from-trf';
export { writeTeamTrf, type TeamTrfOptions } from './to-trf';
export { teamHistories, matchOutcome, matchBoards, lineUp, homeColourOnBoard, pairingAllocatedByePoints, type MatchOutcome } from './matches';
export { bakuGroupASize, bakuVirtualPoints } from './acceleration';
export { colourPreference, type ColourPreference } from './pairing/colour-preference';
export type { EventMatch, EventRound, EventTeam, EventTeamBye, MatchBoard, TeamEvent, TeamEventSettings, TeamPointAdjustment } from './event';
export * from './types';
export { teamRoundRobinRound, teamRoundRobinRounds } from './round-robin';
export { scheveningenRound, SCHEVENINGEN_SIZES, type ScheveningenGame } from './scheveningen';
export { computeTeamStandings, parseTeamTiebreakList, teamTiebreakName, DEFAULT_TEAM_TIEBREAKS, type ScoredTiebreakCode, type TeamStandingRow, type TeamTiebreakCode } from './standings';
