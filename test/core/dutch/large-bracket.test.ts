import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { NoValidPairingError } from '../../../src/core/errors';
import { STANDARD_POINTS, type Player, type RoundEntry, type RoundPairing, type Tournament } from '../../../src/core/model';
import { checkDutchPairings } from '../../../src/core/dutch/checker';
import { QUALITY_RULES } from '../../../src/core/dutch/criteria';
import { readTrf } from '../../../src/core/trf/read';
import { CRITERION_CASES } from './criterion-cases';
import { FIXTURES, pairingKeys, readPairsFile } from './fixture-support';
import { forcedLargeBracketRoute } from './large-bracket-route';

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
 * forced on (`large-bracket-route.ts`) and every round is compared with the
 * matching-only route (`searchBudget: 0`) on simulated events (draw-heavy and
 * decisive results, forfeits, byes and absences, withdrawals, forbidden pairs,
 * acceleration) and on the criterion cases with each criterion left out in turn,
 * and with the reference engine on the generated cases. The reference corpus
 * with the route forced on is `fixtures-large-bracket-route.test.ts`.
 */
describe('the large-bracket route', () => {
  it('pairs every simulated round as the matching-only route does', () => {
    const random = lcg(15);
    const forced = forcedLargeBracketRoute();
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
          pairing = pairDutch(t, r, { ...forced.options, selfCheck: true });
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
    expect(forced.solved()).toBeGreaterThan(400);
  });

  it('pairs the criterion cases as the matching-only route does, with every criterion and with each left out', () => {
    for (const c of CRITERION_CASES) {
      const t = c.tournament();
      const forced = forcedLargeBracketRoute();
      expect(pairingKeys(pairDutch(t, c.round, { ...forced.options, selfCheck: true })), c.name).toEqual([...c.expected].sort());
      for (const rule of QUALITY_RULES) {
        const withoutCriteria = [rule];
        expect(pairingKeys(pairDutch(t, c.round, { ...forced.options, withoutCriteria })), `${c.name} without ${rule}`).toEqual(
          pairingKeys(pairDutch(t, c.round, { searchBudget: 0, withoutCriteria })),
        );
      }
    }
  });

  it('pairs the generated cases as the reference engine did and finds the generated tournaments to be Dutch pairings', () => {
    const forced = forcedLargeBracketRoute();
    const dir = join(FIXTURES, 'generated');
    const files = readdirSync(dir).sort();
    const read = (name: string) => readTrf(readFileSync(join(dir, name), 'utf8'), name);
    let checked = 0;
    for (const name of files.filter((f) => f.endsWith('.trf'))) {
      const file = read(name);
      const pairs = name.replace(/\.trf$/, '.pairs');
      if (files.includes(pairs)) {
        const expected = readPairsFile(readFileSync(join(dir, pairs), 'utf8'));
        expect(pairingKeys(pairDutch(file.tournament, file.roundsPlayed + 1, { ...forced.options, selfCheck: true })), name).toEqual(expected);
      } else {
        const rounds = Array.from({ length: file.roundsPlayed }, (_, r) => r + 1);
        expect(checkDutchPairings(file.tournament, { ...forced.options, rounds }).discrepancies, name).toEqual([]);
      }
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(13);
    expect(forced.solved()).toBeGreaterThan(20);
  });
});
