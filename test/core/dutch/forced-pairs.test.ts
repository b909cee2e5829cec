/**
 * `forcedPairs`: a pair that must meet, everyone else paired by the rules (the
 * explanations' "why not" re-pairs rounds with it). The reference rounds hold it
 * to its properties in fixtures-forced-pairs.test.ts.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { playerStates } from '../../../src/core/dutch/player-state';
import { absoluteColourClash } from '../../../src/core/dutch/colour';
import { NoValidPairingError } from '../../../src/core/errors';
import type { Tournament } from '../../../src/core/model';
import { absent, dutchTournament, game, opponents, pab, pabOf, pairs } from '../../support/dutch-builders';
import { cutBefore, FIXTURES, initialColourFromRoundOne, loadTournament } from './fixture-support';

const force = (t: Tournament, round: number, forcedPairs: [number, number][]) => pairDutch(t, round, { selfCheck: true, forcedPairs });

/** Each of the two kept from every other player: the forced pair expressed as forbidden pairs. */
function keptFromOthers(t: Tournament, a: number, b: number): Tournament {
  const others = t.players.map((p) => p.startNumber).filter((n) => n !== a && n !== b);
  return { ...t, forbiddenPairs: [...(t.forbiddenPairs ?? []), ...others.flatMap((n) => [[a, n] as const, [b, n] as const])] };
}

describe('pairDutch with forcedPairs', () => {
  it('makes the forced pair and pairs the others by the rules', () => {
    const t = dutchTournament(6, [], { initialColour: 'white' });
    expect(pairs(pairDutch(t, 1))).toEqual(['1-4', '3-6', '5-2']);
    const forced = force(t, 1, [[1, 2]]);
    expect(opponents(forced)).toContain('1-2');
    expect(opponents(forced)).toEqual(opponents(pairDutch(keptFromOthers(t, 1, 2), 1)));
  });

  it('floats a forced player down to the other, as a downfloater', () => {
    // After round 1: 1, 2 and 3 won (1 point), 4, 5, 6 lost. Forcing 1 with 6: 1 must leave the 1-point group.
    const t = dutchTournament(6, [[game(1, 4, '1-0'), game(5, 2, '0-1'), game(3, 6, '1-0')]], { totalRounds: 5 });
    expect(opponents(pairDutch(t, 2))).toEqual(['1-2', '3-4', '5-6']);
    // 1 floats down to 5; 2 and 3 stay in their group; 4 and 6 meet.
    expect(opponents(force(t, 2, [[1, 5]]))).toEqual(['1-5', '2-3', '4-6']);
  });

  it('gives the bye to someone else when the player who would have it is forced', () => {
    const t = dutchTournament(5, [[game(1, 3, '1-0'), game(4, 2, '0-1'), pab(5)]], { totalRounds: 5 });
    expect(pabOf(pairDutch(t, 2))).toBe(4);
    const forced = force(t, 2, [[4, 5]]);
    expect(opponents(forced)).toContain('4-5');
    expect(pabOf(forced)).not.toBe(4);
    expect(pabOf(forced)).not.toBe(5);
  });

  it('cannot make a rematch, an absolute colour clash, or a round the others cannot complete', () => {
    const t = dutchTournament(6, [[game(1, 4, '1-0'), game(5, 2, '0-1'), game(3, 6, '1-0')]], { totalRounds: 5 });
    expect(() => force(t, 2, [[1, 4]])).toThrow(NoValidPairingError);
    const u = dutchTournament(
      8,
      [
        [game(1, 5, '1-0'), game(3, 6, '1-0'), game(7, 2, '0-1'), game(8, 4, '0-1')],
        [game(1, 6, '1-0'), game(3, 5, '1-0'), game(2, 8, '1-0'), game(4, 7, '1-0')],
      ],
      { totalRounds: 5 },
    );
    const states = playerStates(u, 3);
    expect(absoluteColourClash(states.get(1)!, states.get(3)!)).toBe(true);
    expect(() => force(u, 3, [[1, 3]])).toThrow(NoValidPairingError);
    // A reference round where, with 2 and 7 paired, the other five (one taking the bye) cannot all be paired.
    const full = loadTournament(join(FIXTURES, 'tournaments', 't-n007-r05-s1239825718.trf'));
    const v = cutBefore(full, 5, initialColourFromRoundOne(full));
    expect(() => pairDutch(v, 5, { selfCheck: true })).not.toThrow();
    expect(() => force(v, 5, [[2, 7]])).toThrow(NoValidPairingError);
  });

  it('refuses a malformed request', () => {
    const t = dutchTournament(6, [[game(1, 4, '1-0'), game(5, 2, '0-1'), game(3, 6, '1-0')]], { totalRounds: 5, nextRound: [absent(6, 'H')] });
    expect(() => force(t, 2, [[2, 2]])).toThrow(RangeError);
    expect(() => force(t, 2, [[1, 2], [2, 3]])).toThrow(RangeError);
    expect(() => force(t, 2, [[1, 6]])).toThrow(/not being paired/);
    expect(() => force(t, 2, [[1, 9]])).toThrow(RangeError);
  });
});
