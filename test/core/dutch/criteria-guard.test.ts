/**
 * Every quality criterion is guarded: with its block left out of the criteria
 * table (`withoutCriteria`), the case that names it pairs differently, by each
 * route, so `criteria.test.ts` fails. A criterion that nothing depends on
 * would show up here.
 */
import { describe, expect, it } from 'vitest';
import { QUALITY_RULES } from '../../../src/core/dutch/criteria';
import { CRITERION_CASES } from './criterion-cases';
import { pairByBothRoutes } from './criterion-pairing';

describe('each criterion decides its own case', () => {
  for (const rule of QUALITY_RULES) {
    it(`without ${rule}, its case pairs differently by both routes`, () => {
      const cases = CRITERION_CASES.filter((c) => c.rule === rule);
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases) {
        const expected = [...c.expected].sort();
        const [search, matching] = pairByBothRoutes(c, [rule]);
        expect(search).not.toEqual(expected);
        expect(matching).not.toEqual(expected);
      }
    });
  }
});
