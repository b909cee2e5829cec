/**
 * A team event's next Swiss round, and the pairings checker: what a sheet or
 * the command line calls. Both read the event (./event.ts) and hand the
 * pairing system the teams' histories.
 */

import type { Tenths } from '../model';
import type { EventMatch, TeamEvent } from './event';
import { teamHistories } from './matches';
import { pairTeamSwissRound } from './pairing/pair-round';
import type { PairingTeam, TeamPairingMatch, TeamRoundPairing } from './types';

/** The team with White on board 1 of a recorded match, then the other. */
function whiteOnBoardOne(match: EventMatch): TeamPairingMatch {
  const board1 = match.boards.find((board) => board.board === 1);
  if (board1 === undefined || board1.homeColour === 'white') return { white: match.home, black: match.away };
  return { white: match.away, black: match.home };
}

function virtualPoints(event: TeamEvent, team: number, round: number): Tenths {
  return event.acceleration?.get(team)?.[round - 1] ?? 0;
}

/**
 * The teams as round `round` sees them: histories of the rounds before it;
 * withdrawn teams, teams announced absent and (when re-checking a recorded
 * round) teams that had no match and no PAB in it are not paired.
 */
function pairingTeams(event: TeamEvent, round: number): PairingTeam[] {
  const histories = teamHistories(event);
  const recorded = event.rounds[round - 1];
  const absent = new Set(event.absences?.get(round) ?? []);
  if (recorded !== undefined) {
    for (const bye of recorded.byes) if (bye.kind !== 'pairing-allocated') absent.add(bye.team);
  }
  return event.teams.map((team) => ({
    number: team.number,
    history: (histories.get(team.number) ?? []).slice(0, round - 1),
    ...(team.withdrawn === true || absent.has(team.number) ? { unavailable: true } : {}),
  }));
}

/**
 * Pairs round `round` (by default the next one) of a team Swiss by C.04.6.
 * Throws `NoValidPairingError` when the rules leave it to the Chief Arbiter.
 */
export function pairTeamEvent(event: TeamEvent, round = event.rounds.length + 1): TeamRoundPairing {
  const teams = pairingTeams(event, round);
  const virtual = new Map<number, Tenths>();
  for (const team of event.teams) {
    const value = virtualPoints(event, team.number, round);
    if (value !== 0) virtual.set(team.number, value);
  }
  return pairTeamSwissRound(
    {
      round,
      teams,
      settings: event.settings,
      ...(event.forbiddenPairs !== undefined ? { forbiddenPairs: event.forbiddenPairs } : {}),
      ...(virtual.size > 0 ? { virtualPoints: virtual } : {}),
    },
    { virtualPointsOf: (team, earlier) => virtualPoints(event, team, earlier) },
  );
}

/** A recorded round that the rules pair otherwise. */
export interface TeamRoundDifference {
  readonly round: number;
  readonly expected: TeamRoundPairing | null;
  /** Why the round could not be paired, when it could not. */
  readonly error?: string;
  readonly recorded: TeamRoundPairing;
}

export interface TeamCheckReport {
  readonly roundsChecked: number;
  readonly differences: readonly TeamRoundDifference[];
}

/** The pairing a recorded round shows: matches with White on board 1 first, and the PAB. */
function recordedPairing(event: TeamEvent, round: number): TeamRoundPairing {
  const recorded = event.rounds[round - 1]!;
  const bye = recorded.byes.find((entry) => entry.kind === 'pairing-allocated')?.team ?? null;
  return { round, matches: recorded.matches.map(whiteOnBoardOne), bye };
}

function samePairing(a: TeamRoundPairing, b: TeamRoundPairing): boolean {
  const key = (pairing: TeamRoundPairing) =>
    [...pairing.matches.map((match) => `${match.white}-${match.black}`)].sort().join(',') + `|${pairing.bye ?? ''}`;
  return key(a) === key(b);
}

/**
 * The free pairings checker for team events: re-pairs every recorded round
 * from the rounds before it (colours included) and lists those that differ.
 */
export function checkTeamEvent(event: TeamEvent, rounds: readonly number[] = event.rounds.map((round) => round.round)): TeamCheckReport {
  const differences: TeamRoundDifference[] = [];
  for (const round of rounds) {
    const recorded = recordedPairing(event, round);
    try {
      const expected = pairTeamEvent(event, round);
      if (!samePairing(expected, recorded)) differences.push({ round, expected, recorded });
    } catch (error) {
      differences.push({ round, expected: null, error: error instanceof Error ? error.message : String(error), recorded });
    }
  }
  return { roundsChecked: rounds.length, differences };
}
