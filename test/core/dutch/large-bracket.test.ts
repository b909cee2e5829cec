import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { NoValidPairingError } from '../../../src/core/errors';
import type { RoundPairing } from '../../../src/core/model';
import { checkDutchPairings } from '../../../src/core/dutch/checker';
import { QUALITY_RULES } from '../../../src/core/dutch/criteria';
import { readTrf } from '../../../src/core/trf/read';
import { CRITERION_CASES } from './criterion-cases';
import { FIXTURES, pairingKeys, readPairsFile } from './fixture-support';
import { forcedLargeBracketRoute } from './large-bracket-route';
import { pairingKey, simulateDutchEvents } from '../../support/simulated-dutch-events';

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
    const forced = forcedLargeBracketRoute();
    const rounds = simulateDutchEvents(
      {
        seed: 15,
        events: 70,
        players: (event, random) => 6 + Math.floor(random() * (event % 5 === 0 ? 60 : 36)),
        rounds: (random) => 4 + Math.floor(random() * 6),
        forbiddenPairsChance: 0.2,
        accelerationChance: 0.2,
        absenceChance: 0.04,
        withdrawalChance: 0.1,
        // Draw-heavy events alternate with decisive ones; 3 % of games are forfeited.
        result: (x, event) => {
          const drawRate = event % 2 === 0 ? 0.45 : 0.08;
          return x < 0.03 ? ['+', '-'] : x < drawRate ? ['=', '='] : x < (1 + drawRate) / 2 ? ['1', '0'] : ['0', '1'];
        },
      },
      (t, r) => {
        let pairing: RoundPairing;
        try {
          pairing = pairDutch(t, r, { ...forced.options, selfCheck: true });
        } catch (error) {
          expect(error).toBeInstanceOf(NoValidPairingError);
          expect(() => pairDutch(t, r, { searchBudget: 0 })).toThrow(NoValidPairingError);
          return null;
        }
        expect(pairingKey(pairing)).toBe(pairingKey(pairDutch(t, r, { searchBudget: 0 })));
        return pairing;
      },
    );
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
