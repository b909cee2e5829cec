import { describe, expect, it } from 'vitest';
import { colourOfFirst, inferInitialColour } from '../../../src/core/dutch/colour';
import { playerStates } from '../../../src/core/dutch/player-state';
import { absent, dutchTournament, game, pab } from '../../support/dutch-builders';

/** States before round 3 after two rounds of the given games among 8 players. */
function statesAfter(round1: ReturnType<typeof game>[], round2: ReturnType<typeof game>[]) {
  return playerStates(dutchTournament(8, [round1, round2], { totalRounds: 5 }), 3);
}

describe('player states', () => {
  it('derives colour preferences of every strength from played games only', () => {
    const s = playerStates(
      dutchTournament(6, [[game(1, 2, '1-0'), game(3, 4, '+-'), pab(5)], [game(1, 3, '1-0'), game(4, 2, '='), game(5, 6, '0-1')]]),
      3,
    );
    expect([s.get(1)!.preferenceStrength, s.get(1)!.colourPreference]).toEqual(['absolute', 'black']); // WW
    expect([s.get(2)!.preferenceStrength, s.get(2)!.colourPreference]).toEqual(['absolute', 'white']); // BB
    expect([s.get(3)!.preferenceStrength, s.get(3)!.colourPreference]).toEqual(['strong', 'white']); // forfeit, then B
    expect([s.get(4)!.preferenceStrength, s.get(4)!.colourPreference]).toEqual(['strong', 'black']); // forfeit, then W
    expect(s.get(3)!.canReceivePairingAllocatedBye).toBe(false); // a forfeit win (C2)
    expect(s.get(5)!.canReceivePairingAllocatedBye).toBe(false); // had the PAB
    // Round 1 PAB (an unplayed win) and round 2 against 6, who had less: two downfloats.
    expect(s.get(5)!.floats).toEqual(['down', 'down']);
    expect(s.get(6)!.floats).toEqual(['up', null]);
  });
});

describe('colourOfFirst (Art. 5.2)', () => {
  it('5.2.1 grants both preferences when they differ', () => {
    const s = statesAfter([game(1, 5, '1-0'), game(6, 2, '0-1')], [game(7, 1, '0-1'), game(2, 8, '1-0')]);
    // 1: W B (wants W), 2: B W (wants B)
    expect(colourOfFirst(s.get(1)!, s.get(2)!, 'white')).toBe('white');
  });

  it('5.2.2 grants the stronger preference; between absolute ones the wider colour difference', () => {
    const s = statesAfter([game(1, 5, '1-0'), game(2, 6, '1-0')], [game(1, 7, '1-0'), game(8, 2, '0-1')]);
    // 1: W W (absolute black, CD +2); 2: W B (mild black)
    expect(colourOfFirst(s.get(2)!, s.get(1)!, 'white')).toBe('white');
  });

  it('5.2.3 alternates from the latest game in which the two had different colours', () => {
    const s = playerStates(
      dutchTournament(10, [
        [game(3, 1, '='), game(2, 4, '=')],
        [game(1, 5, '='), game(6, 2, '=')],
        [game(1, 7, '='), game(2, 8, '=')],
        [game(9, 1, '='), game(10, 2, '=')],
      ]),
      5,
    );
    // 1: B W W B and 2: W B W B both mildly want White; they last differed in round 2,
    // where 1 had White: 1 now gets Black.
    expect([s.get(1)!.colourPreference, s.get(2)!.colourPreference]).toEqual(['white', 'white']);
    expect(colourOfFirst(s.get(1)!, s.get(2)!, 'white')).toBe('black');
  });

  it('5.2.4 then 5.2.5: the higher-ranked preference, else the initial colour by pairing number', () => {
    const s = statesAfter([game(1, 5, '1-0'), game(2, 6, '1-0')], [game(7, 1, '0-1'), game(8, 2, '0-1')]);
    // 1 and 2: W B, same score, same history: 5.2.3 finds no difference; 1 ranks higher and wants white.
    expect(colourOfFirst(s.get(1)!, s.get(2)!, 'black')).toBe('white');
    const fresh = playerStates(dutchTournament(4, []), 1);
    expect(colourOfFirst(fresh.get(1)!, fresh.get(3)!, 'black')).toBe('black'); // odd number: the initial colour
    expect(colourOfFirst(fresh.get(2)!, fresh.get(4)!, 'black')).toBe('white'); // even: the other one
  });
});

describe('inferInitialColour', () => {
  it('reads the initial colour off round 1: the top player with a game had it if their number is odd', () => {
    expect(inferInitialColour(dutchTournament(4, [[game(1, 3, '1-0'), game(4, 2, '=')]]))).toBe('white');
    expect(inferInitialColour(dutchTournament(4, [[game(3, 1, '1-0'), game(2, 4, '=')]]))).toBe('black');
  });

  it('takes it from the first round in which anyone had a colour when nobody played round 1', () => {
    const everyoneAbsent = [absent(1, 'H'), absent(2, 'H'), absent(3, 'H'), absent(4, 'H')];
    expect(inferInitialColour(dutchTournament(4, [everyoneAbsent, [game(1, 3, '1-0'), game(4, 2, '=')]]))).toBe('white');
    expect(inferInitialColour(dutchTournament(4, [everyoneAbsent, [game(3, 1, '1-0'), game(2, 4, '=')]]))).toBe('black');
    // Player 1 is absent in round 2 and was never paired: not numbered, so 2 (number 1) had the initial colour.
    const oneAbsent = [absent(1, 'H'), absent(2, 'H'), absent(3, 'H'), absent(4, 'H'), absent(5, 'H')];
    expect(inferInitialColour(dutchTournament(5, [oneAbsent, [absent(1, 'Z'), game(4, 2, '1-0'), game(3, 5, '=')]]))).toBe('black');
  });
});
