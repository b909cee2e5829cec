import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS } from '../../../src/core/model';
import {
  colourPreference,
  homeColourOnBoard,
  lineUp,
  matchBoards,
  matchOutcome,
  pairTeamSwissRound,
  DEFAULT_MATCH_POINTS,
  type PairingTeam,
  type TeamRoundRecord,
  type TeamSwissSettings,
} from '../../../src/core/team-swiss';
import { pairBracket } from '../../../src/core/team-swiss/pairing/bracket';
import { teamStates } from '../../../src/core/team-swiss/pairing/team-state';
import { chooseUpfloaters } from '../../../src/core/team-swiss/pairing/upfloaters';

const settings: TeamSwissSettings = { primaryScore: 'match', secondaryForColour: true, colourPreferences: 'A', totalRounds: 9, initialColour: 'white' };

function played(opponent: number, colour: 'white' | 'black', matchPoints: number, gamePoints = matchPoints): TeamRoundRecord {
  return { kind: 'played', opponent, colour, matchPoints, gamePoints };
}

describe('colour preferences (C.04.6 art. 1.7)', () => {
  it('type A: CD below −1, or CD 0/−1 after two Blacks, wants White; otherwise none', () => {
    expect(colourPreference('A', ['black', 'black'], -2, false)).toEqual({ colour: 'white', strength: 'simple' });
    expect(colourPreference('A', ['white', 'black', 'black'], -1, false)).toEqual({ colour: 'white', strength: 'simple' });
    expect(colourPreference('A', ['white', 'black'], 0, false)).toBeNull();
    // CD +1 after two Blacks: neither clause fits.
    expect(colourPreference('A', ['white', 'white', 'white', 'black', 'black'], 1, false)).toBeNull();
  });
  it('type B: strong as type A, mild for CD ±1 or CD 0 after one colour (not in the last round)', () => {
    expect(colourPreference('B', ['white', 'white'], 2, false)).toEqual({ colour: 'black', strength: 'strong' });
    expect(colourPreference('B', ['black'], -1, false)).toEqual({ colour: 'white', strength: 'mild' });
    expect(colourPreference('B', ['white', 'black'], 0, false)).toEqual({ colour: 'white', strength: 'mild' });
    expect(colourPreference('B', ['white', 'black'], 0, true)).toBeNull();
    // "no (Type B) colour preference … when its CD is zero when pairing for the last round"
    expect(colourPreference('B', ['black', 'black', 'white', 'white'], 0, true)).toBeNull();
    expect(colourPreference('B', ['black', 'black', 'white', 'white'], 0, false)).toEqual({ colour: 'black', strength: 'strong' });
  });
  it('none, and a team yet to play, have no preference', () => {
    expect(colourPreference('none', ['white', 'white'], 2, false)).toBeNull();
    expect(colourPreference('B', [], 0, false)).toBeNull();
  });
});

describe('pairing a bracket (art. 3.6)', () => {
  const fresh = (numbers: number[]) => teamStates({ round: 1, settings, teams: numbers.map((number) => ({ number, history: [] })) });
  it('takes the first identifier: top half against bottom half by TPN', () => {
    const states = fresh([1, 2, 3, 4, 5, 6, 7, 8]);
    const pairs = pairBracket([...states.values()], 0, { mayMeet: () => true, preferences: new Map(), floatCriteriaApply: true });
    expect(pairs).toEqual([[1, 5], [2, 6], [3, 7], [4, 8]]);
  });
  it('takes the next identifier when [C1] forbids the first (1 has met 5: 1-6, 2-5, …)', () => {
    const states = fresh([1, 2, 3, 4, 5, 6, 7, 8]);
    const mayMeet = (a: number, b: number) => !((a === 1 && b === 5) || (a === 5 && b === 1));
    const pairs = pairBracket([...states.values()], 0, { mayMeet, preferences: new Map(), floatCriteriaApply: true });
    expect(pairs).toEqual([[1, 6], [2, 5], [3, 7], [4, 8]]);
  });
  it('prefers a later identifier that fulfils more colour preferences ([C8])', () => {
    const states = fresh([1, 2, 3, 4]);
    const preferences = new Map([
      [1, { colour: 'white' as const, strength: 'simple' as const }],
      [3, { colour: 'white' as const, strength: 'simple' as const }],
    ]);
    const pairs = pairBracket([...states.values()], 0, { mayMeet: () => true, preferences, floatCriteriaApply: true });
    expect(pairs).toEqual([[1, 4], [2, 3]]);
  });
});

describe('upfloaters (art. 3.5)', () => {
  it('sorts sets as the Handbook example does: {2,6,1} first of 2,6,8 (3 points) and 1,3,5 (2.5 points)', () => {
    // Residents 10, 11, 12 (4 points) have all met each other, so each needs an upfloater;
    // they have all met 8 too, so {2,6,8} cannot be paired and [C5] asks two 3-point and one 2.5-point team.
    const history = (opponents: number[], points: number): TeamRoundRecord[] => [
      ...opponents.map((o, i) => played(o, i % 2 === 0 ? 'white' : 'black', 0)),
      { kind: 'half-point-bye', opponent: null, colour: null, matchPoints: points, gamePoints: points },
    ];
    const teams: PairingTeam[] = [
      { number: 10, history: history([11, 12, 8], 40) },
      { number: 11, history: history([10, 12, 8], 40) },
      { number: 12, history: history([10, 11, 8], 40) },
      ...[2, 6].map((number) => ({ number, history: history([], 30) })),
      { number: 8, history: history([10, 11, 12], 30) },
      ...[1, 3, 5].map((number) => ({ number, history: history([], 25) })),
      { number: 4, history: history([], 0) },
      { number: 7, history: history([], 0) },
      { number: 9, history: history([], 0) },
    ];
    const states = teamStates({ round: 10, settings, teams });
    const all = [...states.values()];
    const set = chooseUpfloaters(all.filter((t) => t.score === 40), all.filter((t) => t.score < 40), {
      mayMeet: (a, b) => !states.get(a)!.played.has(b),
      floatCriteriaApply: true,
    });
    expect(set.map((t) => t.number)).toEqual([2, 6, 1]);
  });
});

describe('a round (art. 3.3)', () => {
  it('pairs the top-scoregroup bracket by bracket: the leader meets the best upfloater ([C5]), not a lower one', () => {
    // After round 1: 1 beat 2, 3 beat 4, 5 had the PAB. A 320-like PAB worth a drawn match.
    const teams: PairingTeam[] = [
      { number: 1, history: [played(2, 'white', 20, 20)] },
      { number: 2, history: [played(1, 'black', 0, 0)] },
      { number: 3, history: [played(4, 'white', 20, 20)] },
      { number: 4, history: [played(3, 'black', 0, 0)] },
      { number: 5, history: [{ kind: 'pairing-allocated-bye', opponent: null, colour: null, matchPoints: 10, gamePoints: 10 }] },
    ];
    const pairing = pairTeamSwissRound({ round: 2, teams, settings: { ...settings, totalRounds: 3 } });
    // PAB: lowest score, most matches played, largest TPN among 2 and 4 → 4. Then {1, 3} pair; 5 (1 MP) and 2 (0).
    expect(pairing.bye).toBe(4);
    expect(pairing.matches.map((m) => [m.white, m.black].sort((a, b) => a - b))).toEqual([[1, 3], [2, 5]]);
  });
  it('round 1: 1–(n/2+1), colours by the initial-colour and the first-team’s TPN (art. 4.3.1)', () => {
    const teams = [1, 2, 3, 4].map((number) => ({ number, history: [] }));
    const pairing = pairTeamSwissRound({ round: 1, teams, settings });
    expect(pairing.matches).toEqual([{ white: 1, black: 3 }, { white: 4, black: 2 }]);
  });
});

describe('line-ups, boards and match results', () => {
  it('the team named first has White on odd boards, or follows the 352 pattern', () => {
    expect([1, 2, 3, 4].map((b) => homeColourOnBoard(b))).toEqual(['white', 'black', 'white', 'black']);
    expect([1, 2, 3, 4].map((b) => homeColourOnBoard(b, 'WBBW'))).toEqual(['white', 'black', 'black', 'white']);
  });
  it('a line-up is the first N players unless one is given; a reserve may come in, a stranger may not', () => {
    const team = { number: 1, players: [11, 12, 13, 14, 15] };
    expect(lineUp(team, 4)).toEqual([11, 12, 13, 14]);
    expect(lineUp(team, 4, [11, 15, 13, 14])).toEqual([11, 15, 13, 14]);
    expect(() => lineUp(team, 4, [11, 99])).toThrow(/not one of its players/);
    expect(() => lineUp(team, 4, [11, 11])).toThrow(/two boards/);
  });
  it('board results give the match result; an empty board is a forfeit; match points 2/1/0 or as set', () => {
    const boards = matchBoards([1, 2, 3, 4], [5, 6, 7, null]).map((board, index) =>
      index === 3 ? board : { ...board, homeResult: (['1', '=', '0'] as const)[index]!, awayResult: (['0', '=', '1'] as const)[index]! },
    );
    expect(boards[3]).toMatchObject({ homeResult: '+', awayResult: '-' });
    const outcome = matchOutcome({ home: 1, away: 2, boards }, { gamePoints: STANDARD_POINTS, matchPoints: DEFAULT_MATCH_POINTS });
    expect(outcome).toMatchObject({ played: true, complete: true, homeGamePoints: 25, awayGamePoints: 15, homeMatchPoints: 20, awayMatchPoints: 0 });
    const threeOne = matchOutcome({ home: 1, away: 2, boards }, { gamePoints: STANDARD_POINTS, matchPoints: { win: 30, draw: 10, loss: 0 } });
    expect(threeOne.homeMatchPoints).toBe(30);
  });
  it('a match where neither team came on any board (a double forfeit) is lost by both, not drawn', () => {
    const boards = matchBoards([1, 2], [3, 4]).map((board) => ({ ...board, homeResult: '-' as const, awayResult: '-' as const }));
    const outcome = matchOutcome({ home: 1, away: 2, boards }, { gamePoints: STANDARD_POINTS, matchPoints: DEFAULT_MATCH_POINTS });
    expect(outcome).toMatchObject({ played: false, homeMatchPoints: 0, awayMatchPoints: 0 });
    // One board forfeited each way is a drawn match (1–1), played by nobody.
    const split = boards.map((board, index) => ({ ...board, homeResult: index === 0 ? ('+' as const) : ('-' as const), awayResult: index === 0 ? ('-' as const) : ('+' as const) }));
    expect(matchOutcome({ home: 1, away: 2, boards: split }, { gamePoints: STANDARD_POINTS, matchPoints: DEFAULT_MATCH_POINTS })).toMatchObject({ played: false, homeMatchPoints: 10, awayMatchPoints: 10 });
  });
  it('a match forfeited by the arbiter’s decision (330) gives the team that came a forfeit win on every board', () => {
    const outcome = matchOutcome({ home: 1, away: 2, boards: [], forfeit: 'away' }, { gamePoints: STANDARD_POINTS, matchPoints: DEFAULT_MATCH_POINTS, boards: 4 });
    expect(outcome).toMatchObject({ played: false, homeGamePoints: 0, awayGamePoints: 40, homeMatchPoints: 0, awayMatchPoints: 20 });
  });
});
