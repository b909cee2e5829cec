import { describe, expect, it } from 'vitest';
import { NoValidPairingError } from '../../../src/core/errors';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { absent, dutchTournament, game, opponents, pab, pabOf, pairs } from '../../support/dutch-builders';

const pair = (t: Parameters<typeof pairDutch>[0], round: number) => pairDutch(t, round, { selfCheck: true });

describe('pairDutch', () => {
  it('pairs round 1 seed i against seed i + n/2, colours alternating down the boards', () => {
    expect(pairs(pair(dutchTournament(6, []), 1))).toEqual(['1-4', '3-6', '5-2']);
    expect(pairs(pair(dutchTournament(6, [], { initialColour: 'black' }), 1))).toEqual(['2-5', '4-1', '6-3']);
  });

  it('orders boards by the higher score of the pair, then by rank', () => {
    const t = dutchTournament(6, [[game(1, 4, '0-1'), game(5, 2, '0-1'), game(3, 6, '1-0')]]);
    const boards = pair(t, 2).boards.map((b) => [b.white, b.black].sort((x, y) => x - y).join('-'));
    // 2, 3, 4 won: 2-3 in their bracket, 4 floats down to 5; 1-6 last.
    expect(boards).toEqual(['2-3', '4-5', '1-6']);
  });

  it('pairs a bracket with an MDP: the odd player floats down to the top of the next scoregroup', () => {
    const t = dutchTournament(6, [[game(1, 4, '1-0'), game(5, 2, '0-1'), game(3, 6, '1-0')]], { totalRounds: 5 });
    expect(pairs(pair(t, 2))).toEqual(['2-1', '4-3', '6-5']);
  });

  it('downfloats the player that completion forces down, not the last one', () => {
    // Scoregroup 1.0 = {1, 2, 3, 5} under MDP 4; 5 has met 6, so 1 (who met 2 and 3) must float.
    const t = dutchTournament(
      6,
      [
        [game(1, 2, '='), game(3, 5, '='), game(4, 6, '1-0')],
        [game(3, 1, '='), game(2, 4, '='), game(6, 5, '=')],
      ],
      { totalRounds: 5 },
    );
    expect(opponents(pair(t, 3))).toEqual(['1-6', '2-5', '3-4']);
  });

  it('gives the bye to the lowest score among the players still eligible (C2, C5)', () => {
    const t = dutchTournament(5, [[game(1, 3, '1-0'), game(4, 2, '0-1'), pab(5)]], { totalRounds: 5 });
    expect(pabOf(pair(t, 2))).toBe(4);
    // 2 and 3 already had the PAB: it goes up to 1.
    const u = dutchTournament(3, [[game(1, 2, '1-0'), pab(3)], [game(3, 1, '1-0'), pab(2)]], { totalRounds: 4 });
    const pairing = pair(u, 3);
    expect(pabOf(pairing)).toBe(1);
    expect(pairs(pairing)).toEqual(['2-3']);
  });

  it('never pairs two players with the same absolute colour preference (C3)', () => {
    // 1 and 3 both had White twice: the first candidate 1-3 is out.
    const t = dutchTournament(
      8,
      [
        [game(1, 5, '1-0'), game(3, 6, '1-0'), game(7, 2, '0-1'), game(8, 4, '0-1')],
        [game(1, 6, '1-0'), game(3, 5, '1-0'), game(2, 8, '1-0'), game(4, 7, '1-0')],
      ],
      { totalRounds: 5 },
    );
    expect(pairs(pair(t, 3))).toEqual(['2-3', '4-1', '5-7', '6-8']);
  });

  it('lets topscorers with the same absolute preference meet in the final round only', () => {
    const history = [
      [game(1, 3, '1-0'), game(2, 4, '1-0'), game(5, 6, '=')],
      [game(1, 4, '1-0'), game(2, 3, '1-0'), game(6, 5, '=')],
    ];
    expect(pairs(pair(dutchTournament(6, history, { totalRounds: 3 }), 3))).toEqual(['2-1', '3-5', '4-6']);
    expect(() => pair(dutchTournament(6, history, { totalRounds: 5 }), 3)).toThrow(NoValidPairingError);
  });

  it('reports announced absences as byes and leaves withdrawn players out', () => {
    const t = dutchTournament(5, [[game(1, 3, '1-0'), game(4, 2, '0-1'), pab(5)]], {
      totalRounds: 3,
      nextRound: [absent(2, 'H')],
      withdrawn: [5],
    });
    const pairing = pair(t, 2);
    // 1 has met 3, so 1-4 and 3 takes the PAB; 2 is absent, 5 withdrawn.
    expect(opponents(pairing)).toEqual(['1-4']);
    expect(pairing.byes).toEqual([
      { player: 3, kind: 'pairing-allocated', points: 10 },
      { player: 2, kind: 'half-point', points: 5 },
    ]);
  });

  it('respects forbidden pairs like rematches', () => {
    const t = dutchTournament(4, [], { forbiddenPairs: [[1, 3]] });
    expect(opponents(pair(t, 1))).toEqual(['1-4', '2-3']);
  });

  it('throws NoValidPairingError when nobody may take the bye', () => {
    const t = dutchTournament(3, [[game(1, 2, '1-0'), pab(3)], [game(3, 1, '1-0'), pab(2)], [game(2, 3, '1-0'), pab(1)]]);
    expect(() => pair(t, 4)).toThrow(NoValidPairingError);
  });
});
