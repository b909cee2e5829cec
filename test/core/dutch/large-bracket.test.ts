import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { NoValidPairingError } from '../../../src/core/errors';
import { STANDARD_POINTS, type Player, type RoundEntry, type RoundPairing, type Tournament } from '../../../src/core/model';
import { cutBefore, initialColourFromRoundOne, loadTournament, pairingKeys, recordedKeys, tournamentFiles } from './fixture-support';

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const key = (p: RoundPairing): string => JSON.stringify([p.boards.map((b) => `${b.white}-${b.black}`).sort(), p.byes]);

/**
 * `large-bracket.ts` must give exactly what the weighted matching gives. Here it is
 * switched on for every bracket (`largeBracketMinimum: 2`) with the ordered search
 * kept short (`searchBudget: 1`), so that most brackets whose natural pairing is not
 * the best reach it, and every round is compared with the matching-only route
 * (`searchBudget: 0`) on simulated events: draw-heavy and decisive results,
 * forfeits, byes and absences, withdrawals, forbidden pairs, acceleration.
 */
describe('the large-bracket route', () => {
  it('pairs every simulated round as the matching-only route does', () => {
    const random = lcg(15);
    const outcomes = new Map<string, number>();
    const report = (outcome: string): void => void outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    let rounds = 0;
    for (let event = 0; event < 70; event++) {
      const n = 6 + Math.floor(random() * (event % 5 === 0 ? 60 : 36));
      const total = 4 + Math.floor(random() * 6);
      const drawRate = event % 2 === 0 ? 0.45 : 0.08;
      const history: RoundEntry[][] = Array.from({ length: n }, () => []);
      const forbiddenPairs: [number, number][] = random() < 0.2 ? [[1, 2], [3, n]] : [];
      const acceleration = random() < 0.2 ? new Map(Array.from({ length: Math.floor(n / 2) }, (_, k) => [k + 1, [10, 10, 5]] as const)) : undefined;
      const withdrawn = new Set<number>();
      for (let r = 1; r <= total; r++) {
        for (let p = 0; p < n; p++) {
          if (!withdrawn.has(p + 1) && random() < 0.04) history[p]![r - 1] = { opponent: null, colour: null, result: random() < 0.5 ? 'H' : 'Z' };
        }
        if (random() < 0.1) withdrawn.add(1 + Math.floor(random() * n));
        const players: Player[] = history.map((entries, k) => ({
          startNumber: k + 1,
          name: `P${k + 1}`,
          rating: 2000 - k,
          rounds: entries.slice(0, r),
          ...(withdrawn.has(k + 1) && entries[r - 1] === undefined ? { withdrawn: true } : {}),
        }));
        const t: Tournament = {
          players,
          points: STANDARD_POINTS,
          totalRounds: total,
          initialColour: random() < 0.5 ? 'white' : 'black',
          ...(forbiddenPairs.length > 0 ? { forbiddenPairs } : {}),
          ...(acceleration !== undefined ? { acceleration } : {}),
        };
        let pairing: RoundPairing;
        try {
          pairing = pairDutch(t, r, { searchBudget: 1, largeBracketMinimum: 2, largeBracketReport: report, selfCheck: true });
        } catch (error) {
          expect(error).toBeInstanceOf(NoValidPairingError);
          expect(() => pairDutch(t, r, { searchBudget: 0 })).toThrow(NoValidPairingError);
          break;
        }
        expect(key(pairing)).toBe(key(pairDutch(t, r, { searchBudget: 0 })));
        rounds++;
        for (const b of pairing.boards) {
          const x = random();
          const [w, bl] =
            x < 0.03 ? (['+', '-'] as const) : x < drawRate ? (['=', '='] as const) : x < (1 + drawRate) / 2 ? (['1', '0'] as const) : (['0', '1'] as const);
          history[b.white - 1]![r - 1] = { opponent: b.black, colour: 'white', result: w };
          history[b.black - 1]![r - 1] = { opponent: b.white, colour: 'black', result: bl };
        }
        for (const bye of pairing.byes) if (bye.kind === 'pairing-allocated') history[bye.player - 1]![r - 1] = { opponent: null, colour: null, result: 'U' };
        for (const entries of history) if (entries[r - 1] === undefined) entries[r - 1] = { opponent: null, colour: null, result: 'Z' };
      }
    }
    expect(rounds).toBeGreaterThan(350);
    // The route really decided many brackets (and handed the others back).
    expect(outcomes.get('solved') ?? 0).toBeGreaterThan(400);
  });

  it('agrees with the reference engine on every fixture round when it decides every bracket it can', () => {
    const outcomes = new Map<string, number>();
    const report = (outcome: string): void => void outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    let rounds = 0;
    for (const file of tournamentFiles()) {
      const tournament = loadTournament(file);
      const colour = initialColourFromRoundOne(tournament);
      const total = Math.max(...tournament.players.map((p) => p.rounds.length));
      for (let round = 1; round <= total; round++) {
        const pairing = pairDutch(cutBefore(tournament, round, colour), round, { searchBudget: 1, largeBracketMinimum: 2, largeBracketReport: report });
        expect(pairingKeys(pairing), `${file} round ${round}`).toEqual(recordedKeys(tournament, round));
        rounds++;
      }
    }
    expect(rounds).toBe(1538);
    expect(outcomes.get('solved') ?? 0).toBeGreaterThan(2000);
  });
});
