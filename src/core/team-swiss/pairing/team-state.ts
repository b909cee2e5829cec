/**
 * What the C.04.6 rules ask of a team when a round is paired, worked out once
 * from its history: scores, the matches it played and whom against, its
 * colours (art. 1.6), whether it floated last round (art. 1.5) and whether it
 * may still receive the pairing-allocated bye ([C2]).
 */

import type { Colour, Tenths } from '../../model';
import type { PairingTeam, TeamRoundRecord, TeamSwissRoundInput } from '../types';

export interface TeamState {
  readonly number: number;
  /** The primary score (art. 1.2) plus any virtual points of acceleration: what scoregroups are made of. */
  readonly score: Tenths;
  /** The primary score without virtual points (art. 4.2.1). */
  readonly primary: Tenths;
  readonly secondary: Tenths;
  /** Teams this team has played (C.04.1 art. 2; a match not played does not count, C.04.2 art. 3.5). */
  readonly played: ReadonlySet<number>;
  /** Matches actually played (art. 3.4.3). */
  readonly matchesPlayed: number;
  /**
   * The team's colours in the matches it played, oldest first: unplayed rounds
   * are left out, as C.04.2 art. 3.4 says ("only played games or matches count").
   */
  readonly colours: readonly Colour[];
  /** White matches minus Black matches (art. 1.6.2). */
  readonly colourDifference: number;
  /** Played against an opponent with a different score in the previous round (art. 1.5). */
  readonly floatedLastRound: boolean;
  /** Already had a PAB, a forfeit win or a full-point bye: no PAB now ([C2], art. 2.1.2). */
  readonly byeBarred: boolean;
}

function pointsThrough(history: readonly TeamRoundRecord[], rounds: number, key: 'matchPoints' | 'gamePoints'): Tenths {
  let total = 0;
  for (let r = 0; r < rounds && r < history.length; r++) total += history[r]![key];
  return total;
}

/**
 * The pairing score of a team before round `round`: its primary points so far,
 * plus the virtual points it had for that round (only known for the round now
 * paired; earlier rounds' virtual points come from `virtualBefore`).
 */
function scoreBefore(team: PairingTeam, round: number, primaryKey: 'matchPoints' | 'gamePoints', virtual: Tenths): Tenths {
  return pointsThrough(team.history, round - 1, primaryKey) + virtual;
}

/**
 * The states of every team for the round to pair, by team number.
 *
 * `virtualBefore(team, round)` gives the virtual points a team had when an
 * earlier round was paired, so that "floater" is judged on the scores that
 * round was paired with.
 */
export function teamStates(input: TeamSwissRoundInput, virtualBefore: (team: number, round: number) => Tenths = () => 0): Map<number, TeamState> {
  const primaryKey = input.settings.primaryScore === 'match' ? 'matchPoints' : 'gamePoints';
  const secondaryKey = primaryKey === 'matchPoints' ? 'gamePoints' : 'matchPoints';
  const byNumber = new Map(input.teams.map((team) => [team.number, team]));
  const previous = input.round - 1;
  const states = new Map<number, TeamState>();
  for (const team of input.teams) {
    const history = team.history.slice(0, input.round - 1);
    const played = new Set<number>();
    const colours: Colour[] = [];
    let byeBarred = false;
    for (const record of history) {
      if (record.kind === 'played' && record.opponent !== null) {
        played.add(record.opponent);
        if (record.colour !== null) colours.push(record.colour);
      }
      if (record.kind === 'pairing-allocated-bye' || record.kind === 'forfeit-win' || record.kind === 'full-point-bye') byeBarred = true;
    }
    let floatedLastRound = false;
    const last = previous >= 1 ? history[previous - 1] : undefined;
    if (last !== undefined && last.kind === 'played' && last.opponent !== null) {
      const opponent = byNumber.get(last.opponent);
      if (opponent !== undefined) {
        const own = scoreBefore(team, previous, primaryKey, virtualBefore(team.number, previous));
        const theirs = scoreBefore(opponent, previous, primaryKey, virtualBefore(opponent.number, previous));
        floatedLastRound = own !== theirs;
      }
    }
    const white = colours.filter((colour) => colour === 'white').length;
    states.set(team.number, {
      number: team.number,
      score: pointsThrough(history, history.length, primaryKey) + (input.virtualPoints?.get(team.number) ?? 0),
      primary: pointsThrough(history, history.length, primaryKey),
      secondary: pointsThrough(history, history.length, secondaryKey),
      played,
      matchesPlayed: played.size === 0 ? 0 : history.filter((record) => record.kind === 'played').length,
      colours,
      colourDifference: white - (colours.length - white),
      floatedLastRound,
      byeBarred,
    });
  }
  return states;
}
