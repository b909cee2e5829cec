import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors';
import {
  DEFAULT_ROUND_ROBIN_TIEBREAKS,
  DEFAULT_SWISS_TIEBREAKS,
  TIEBREAK_CODES,
  computeStandings,
  describeTiebreaks,
  parseTiebreak,
  parseTiebreakList,
  tiebreakName,
} from '../../../src/core/tiebreaks';
import { tournament } from '../../support/tiebreak-builders';

describe('tie-break codes', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_SWISS_TIEBREAKS).toEqual(['BH/C1', 'BH', 'SB', 'DE', 'WIN']);
    expect(DEFAULT_ROUND_ROBIN_TIEBREAKS).toEqual(['DE', 'WIN', 'SB', 'KS']);
  });

  it('knows every code by its FIDE name', () => {
    expect(TIEBREAK_CODES).toEqual([
      'PTS', 'BH', 'BH/C1', 'BH/C2', 'BH/M1', 'BH/M2', 'SB', 'SB/C1', 'DE', 'WIN', 'WON', 'BPG', 'BWG', 'REP',
      'PS', 'PS/C1', 'ARO', 'ARO/C1', 'TPR', 'PTP', 'APRO', 'APPO', 'KS', 'AOB', 'FB', 'STD', 'BH-SIMPLE', 'SB-SIMPLE', 'LOT',
    ]);
  });

  it('names codes for a standings header', () => {
    expect(tiebreakName('BH/C1')).toBe('Buchholz Cut-1');
    expect(tiebreakName('BH/M2')).toBe('Buchholz Median-2');
    expect(tiebreakName('SB')).toBe('Sonneborn-Berger');
    expect(tiebreakName('DE')).toBe('Direct encounter');
    expect(tiebreakName('KS')).toBe('Koya');
    expect(tiebreakName('LOT')).toBe('Drawing of lots');
    expect(describeTiebreaks(DEFAULT_SWISS_TIEBREAKS)).toBe(
      'Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter, Rounds won',
    );
  });

  it('reads codes whatever the case and spacing, and the long modifier names', () => {
    expect(parseTiebreak(' bh / c1 ')).toBe('BH/C1');
    expect(parseTiebreak('BH/Cut1')).toBe('BH/C1');
    expect(parseTiebreak('bh/median-2')).toBe('BH/M2');
    expect(parseTiebreak('sb-simple')).toBe('SB-SIMPLE');
    expect(parseTiebreakList('BH/C1, BH, SB, DE, WIN')).toEqual(['BH/C1', 'BH', 'SB', 'DE', 'WIN']);
  });

  it('rejects an unknown code, naming it and listing the valid ones', () => {
    expect(() => parseTiebreak('BH/C3')).toThrow(InputError);
    expect(() => parseTiebreak('BH/C3')).toThrow(
      /Unknown tie-break code "BH\/C3"\. Valid codes: PTS, BH, BH\/C1, .*LOT\./,
    );
    expect(() => parseTiebreakList(['BH', 'Bucholz'])).toThrow(/"Bucholz"/);
  });

  it('rejects a code listed twice and lots anywhere but last', () => {
    expect(() => parseTiebreakList(['BH', 'SB', 'bh'])).toThrow(/BH \(Buchholz\) is listed twice/);
    expect(() => parseTiebreakList(['LOT', 'BH'])).toThrow(/only be the last/);
    expect(parseTiebreakList(['BH', 'LOT'])).toEqual(['BH', 'LOT']);
  });

  it('validates the list before computing standings', () => {
    const event = tournament('A', 'B').round('A - B 1-0');
    expect(() => computeStandings(event.build(), { system: 'swiss', tiebreaks: ['XYZ'] })).toThrow(/"XYZ"/);
  });
});
