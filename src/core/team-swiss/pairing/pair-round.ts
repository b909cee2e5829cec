/**
 * One round of the FIDE Swiss Team Pairing System (C.04.6, 2026), art. 3.3.2:
 * "The first step in the pairing process is the assignment of the
 * pairing-allocated-bye (if needed) by applying Article 3.4. Then, the
 * top-scoregroup is combined, when needed, with a set of upfloaters (selected
 * according to Article 3.5), to form a bracket that is paired according to
 * Article 3.6. The previous step-2 is then repeated until the round-pairing is
 * complete. Colours are then assigned according to Article 4."
 */

import { NoValidPairingError } from '../../errors';
import type { Tenths } from '../../model';
import { pairBracket } from './bracket';
import { pairingAllocatedBye } from './bye';
import { colourPreference, type ColourPreference } from './colour-preference';
import { allocateColours } from './colours';
import { canPairAll, type MayMeet } from './pairability';
import { teamStates, type TeamState } from './team-state';
import type { TeamPairingMatch, TeamRoundPairing, TeamSwissRoundInput } from '../types';
import { chooseUpfloaters } from './upfloaters';

export interface TeamSwissOptions {
  /** Virtual points a team had when an earlier round was paired (acceleration), for art. 1.5 floats. */
  readonly virtualPointsOf?: (team: number, round: number) => Tenths;
}

/**
 * Pairs round `input.round`. Throws `NoValidPairingError` when no pairing
 * complies with the absolute criteria: then "the Chief Arbiter shall decide
 * what to do" (art. 3.3.3).
 *
 * @example
 * pairTeamSwissRound({ round: 1, teams: [1, 2, 3, 4].map((number) => ({ number, history: [] })), settings })
 * // { round: 1, matches: [{ white: 1, black: 3 }, { white: 4, black: 2 }], bye: null }
 */
export function pairTeamSwissRound(input: TeamSwissRoundInput, options: TeamSwissOptions = {}): TeamRoundPairing {
  const { round, settings } = input;
  const states = teamStates(input, options.virtualPointsOf);
  const available = input.teams.filter((team) => !team.unavailable).map((team) => states.get(team.number)!);
  const forbidden = new Set((input.forbiddenPairs ?? []).map(([a, b]) => pairKey(a, b)));
  const mayMeet: MayMeet = (a, b) => !states.get(a)!.played.has(b) && !forbidden.has(pairKey(a, b));

  let bye: number | null = null;
  let toPair = available;
  if (available.length % 2 === 1) {
    bye = pairingAllocatedBye(available, mayMeet);
    if (bye === null) throw new NoValidPairingError(`round ${round}: no team can receive the pairing-allocated bye and leave the others pairable (C.04.6 art. 3.4)`);
    toPair = available.filter((team) => team.number !== bye);
  }
  if (!canPairAll(toPair.map((team) => team.number), mayMeet)) {
    throw new NoValidPairingError(`round ${round}: the teams cannot all be paired without a rematch (C.04.6 art. 3.3.3: the Chief Arbiter decides)`);
  }

  const lastRound = round >= settings.totalRounds;
  const floatCriteriaApply = round < settings.totalRounds - 1;
  const preferences = new Map<number, ColourPreference | null>(
    toPair.map((team) => [team.number, colourPreference(settings.colourPreferences, team.colours, team.colourDifference, lastRound)]),
  );

  const pairs: [TeamState, TeamState][] = [];
  let unpaired = [...toPair];
  while (unpaired.length > 0) {
    const topScore = Math.max(...unpaired.map((team) => team.score));
    const residents = unpaired.filter((team) => team.score === topScore);
    const lower = unpaired.filter((team) => team.score < topScore);
    const upfloaters = chooseUpfloaters(residents, lower, { mayMeet, floatCriteriaApply });
    const bracket = [...residents, ...upfloaters];
    for (const [top, bottom] of pairBracket(bracket, topScore, { mayMeet, preferences, floatCriteriaApply })) {
      pairs.push([states.get(top)!, states.get(bottom)!]);
    }
    const inBracket = new Set(bracket.map((team) => team.number));
    unpaired = unpaired.filter((team) => !inBracket.has(team.number));
  }

  const colourContext = {
    type: settings.colourPreferences,
    initialColour: settings.initialColour,
    secondaryForColour: settings.secondaryForColour,
    preferences,
  };
  const matches = pairs.map(([a, b]) => {
    const [white, black] = allocateColours(a, b, colourContext);
    return { white, black };
  });
  return { round, matches: publishedOrder(matches, states), bye };
}

function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/**
 * The order pairings are published in (C.04.2 art. 3.6): by the score of the
 * higher-ranked team, then the sum of both scores, then the smaller TPN of the higher-ranked team.
 */
function publishedOrder(matches: readonly TeamPairingMatch[], states: ReadonlyMap<number, TeamState>): TeamPairingMatch[] {
  const higher = (match: TeamPairingMatch): TeamState => {
    const a = states.get(match.white)!;
    const b = states.get(match.black)!;
    return a.score > b.score || (a.score === b.score && a.number < b.number) ? a : b;
  };
  const sum = (match: TeamPairingMatch) => states.get(match.white)!.score + states.get(match.black)!.score;
  return [...matches].sort((x, y) => higher(y).score - higher(x).score || sum(y) - sum(x) || higher(x).number - higher(y).number);
}
