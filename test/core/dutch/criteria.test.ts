/**
 * One test per quality criterion (C5–C21): the round of `criterion-cases.ts` in
 * which that criterion decides, paired by both routes (the ordered search and
 * the weighted matching alone), which must agree with each other and with the rules.
 */
import { describe, expect, it } from 'vitest';
import { QUALITY_RULES } from '../../../src/core/dutch/criteria';
import { CRITERION_CASES, RULE_TEXT } from './criterion-cases';
import { pairCase } from './criterion-pairing';

describe('the quality criteria of C.04.3 Art. 2.4, one case each', () => {
  it('has a case for every criterion from C5 to C21', () => {
    expect(new Set(CRITERION_CASES.map((c) => c.rule))).toEqual(new Set(QUALITY_RULES));
  });

  for (const rule of QUALITY_RULES) {
    describe(`${rule}: ${RULE_TEXT[rule]}`, () => {
      for (const c of CRITERION_CASES.filter((x) => x.rule === rule)) {
        it(c.name, () => {
          expect(pairCase(c)).toEqual([...c.expected].sort());
        });
      }
    });
  }
});
