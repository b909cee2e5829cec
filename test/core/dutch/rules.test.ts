import { describe, expect, it } from 'vitest';
import { NoValidPairingError } from '../../../src/core/errors';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { PairingSelfCheckError, verifyAbsoluteCriteria } from '../../../src/core/dutch/verify';
import { STANDARD_POINTS } from '../../../src/core/model';
import { absent, dutchTournament, game, opponents, pab, pabOf, pairs } from '../../support/dutch-builders';

const pair = (t: Parameters<typeof pairDutch>[0], round: number) => pairDutch(t, round, { selfCheck: true });

describe('pairDutch', () => {
  it('pairs round 1 seed i against seed i + n/2, colours alternating down the boards', () => {
    expect(pairs(pair(dutchTournament(6, []), 1))).toEqual(['1-4', '3-6', '5-2']);
    expect(pairs(pair(dutchTournament(6, [], { initialColour: 'black' }), 1))).toEqual(['2-5', '4-1', '6-3']);
  });

  it('5.2.5 skips, in its numbering, a player absent now who has never been paired (as the reference engine does)', () => {
    // Player 1 was absent in round 1 and is absent again; 2 and 3 took half-point byes and meet
    // (forbidden pairs force it). Neither has a colour history, so 5.2.5 decides: 2 counts as number 1.
    const forbidTwo = (n: number) => Array.from({ length: n - 3 }, (_, k): [number, number] => [2, k + 4]);
    const t = dutchTournament(7, [[absent(1, 'Z'), absent(2, 'H'), absent(3, 'H'), game(4, 6, '='), game(5, 7, '=')]], {
      initialColour: 'white',
      forbiddenPairs: forbidTwo(7),
      nextRound: [absent(1, 'Z')],
    });
    expect(pairs(pair(t, 2))).toContain('2-3');
    // Once player 1 has been paired in some round, they keep their number while absent: 2 is even.
    const played = dutchTournament(
      8,
      [[game(1, 8, '='), absent(2, 'H'), absent(3, 'H'), game(4, 6, '='), game(5, 7, '=')]],
      { initialColour: 'white', forbiddenPairs: forbidTwo(8), nextRound: [absent(1, 'Z')] },
    );
    expect(pairs(pair(played, 2))).toContain('3-2');
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

  it('counts the PAB as a float on out of the last bracket (C20): the MDP who downfloated two rounds before plays', () => {
    // 1 and 2 (1½) float down to 6 (1); one of them plays 6, the other takes the PAB. 1 downfloated in
    // round 2: paired with 6 it floats half a point, given the PAB it floats one point below the bracket.
    const t = dutchTournament(
      6,
      [
        [game(1, 4, '='), game(3, 6, '1-0'), game(5, 2, '1-0')],
        [game(2, 1, '='), game(4, 6, '1-0'), game(5, 3, '0-1')],
        [game(1, 5, '='), game(2, 4, '1-0'), absent(3, 'H'), pab(6)],
      ],
      { totalRounds: 5, initialColour: 'white', nextRound: [absent(3, 'Z')] },
    );
    expect(pairs(pair(t, 4))).toEqual(['4-5', '6-1']);
    expect(pabOf(pair(t, 4))).toBe(2);
    expect(pairs(pairDutch(t, 4, { searchBudget: 0 }))).toEqual(['4-5', '6-1']);
  });

  it('respects forbidden pairs like rematches', () => {
    const t = dutchTournament(4, [], { forbiddenPairs: [[1, 3]] });
    expect(opponents(pair(t, 1))).toEqual(['1-4', '2-3']);
  });

  it('throws NoValidPairingError when nobody may take the bye', () => {
    const t = dutchTournament(3, [[game(1, 2, '1-0'), pab(3)], [game(3, 1, '1-0'), pab(2)], [game(2, 3, '1-0'), pab(1)]]);
    expect(() => pair(t, 4)).toThrow(NoValidPairingError);
  });

  it('pairs accelerated players by their pairing score (Baku)', () => {
    const acceleration = new Map([1, 2, 3, 4].map((n) => [n, [10, 10]] as const));
    const t = dutchTournament(8, [], { acceleration });
    // Two groups of four: 1-4 with a virtual point, 5-8 without.
    expect(opponents(pair(t, 1))).toEqual(['1-3', '2-4', '5-7', '6-8']);
  });

  it('uses the configured point system, the PAB included', () => {
    const points = { ...STANDARD_POINTS, win: 30, draw: 10, forfeitWin: 30, pairingAllocatedBye: 10 };
    const t = dutchTournament(3, [[game(1, 2, '='), pab(3)]], { points, totalRounds: 3 });
    // 3 has 1 (the PAB) like 1 and 2 (draws): one scoregroup; 3 already had the PAB, so 2 takes it.
    const pairing = pair(t, 2);
    expect(pairing.byes).toEqual([{ player: 2, kind: 'pairing-allocated', points: 10 }]);
    expect(opponents(pairing)).toEqual(['1-3']);
  });
});

describe('verifyAbsoluteCriteria', () => {
  const t = dutchTournament(4, [[game(1, 3, '1-0'), game(2, 4, '1-0')]], { totalRounds: 3 });

  it('accepts a pairing that meets C1-C3', () => {
    expect(() => verifyAbsoluteCriteria(t, 2, pairDutch(t, 2))).not.toThrow();
  });

  it('rejects a rematch, a missing player and a second PAB', () => {
    const rematch = { round: 2, boards: [{ board: 1, white: 3, black: 1 }, { board: 2, white: 4, black: 2 }], byes: [] };
    expect(() => verifyAbsoluteCriteria(t, 2, rematch)).toThrow(PairingSelfCheckError);
    const missing = { round: 2, boards: [{ board: 1, white: 1, black: 2 }], byes: [] };
    expect(() => verifyAbsoluteCriteria(t, 2, missing)).toThrow(/neither paired nor given a bye/);
    const twoByes = {
      round: 2,
      boards: [],
      byes: [1, 2, 3, 4].map((player) => ({ player, kind: 'pairing-allocated' as const, points: 10 })),
    };
    expect(() => verifyAbsoluteCriteria(t, 2, twoByes)).toThrow(/more than one pairing-allocated bye/);
  });
});
