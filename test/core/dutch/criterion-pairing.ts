/** Pairs a criterion case by both routes, with some criteria left out of the table if asked. */
import { expect } from 'vitest';
import type { QualityRule } from '../../../src/core/dutch/criteria';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import type { RoundPairing } from '../../../src/core/model';
import type { CriterionCase } from './criterion-cases';

/** Games as `white-black` and the PAB as `bye:n`, sorted. */
export function pairingKeys(pairing: RoundPairing): string[] {
  const keys = pairing.boards.map((b) => `${b.white}-${b.black}`);
  for (const bye of pairing.byes) if (bye.kind === 'pairing-allocated') keys.push(`bye:${bye.player}`);
  return keys.sort();
}

/** The pairing of each route: the ordered search first, then the weighted matching alone. */
export function pairByBothRoutes(c: CriterionCase, withoutCriteria: readonly QualityRule[] = []): [string[], string[]] {
  const t = c.tournament();
  return [
    pairingKeys(pairDutch(t, c.round, { selfCheck: true, withoutCriteria })),
    pairingKeys(pairDutch(t, c.round, { selfCheck: true, withoutCriteria, searchBudget: 0 })),
  ];
}

/** The pairing of a case; both routes must give it. */
export function pairCase(c: CriterionCase, withoutCriteria: readonly QualityRule[] = []): string[] {
  const [search, matching] = pairByBothRoutes(c, withoutCriteria);
  expect(matching, 'the weighted matching alone pairs as the ordered search does').toEqual(search);
  return search;
}
