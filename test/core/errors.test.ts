/**
 * Where an input problem is: a message names only rows a person can go to.
 */
import { describe, expect, it } from 'vitest';
import { InputError, InputErrors, knownRow } from '../../src/core/errors';

describe('InputError', () => {
  it('names the sheet, row and column before the words', () => {
    expect(new InputError('1850.5 is not a rating.', { source: 'Players', row: 3, column: 'Rating' }).message).toBe('Players, row 3, column Rating: 1850.5 is not a rating.');
    expect(new InputError('bad line.', { source: 'event.trf', row: 7, rowLabel: 'line', column: 5 }).message).toBe('event.trf, line 7, column 5: bad line.');
  });

  it('never names row 0 (nor a negative or fractional row): a row Sheetmate does not know is left out, the sheet and column kept', () => {
    for (const row of [0, -1, 2.5, Number.NaN]) {
      expect(knownRow(row)).toBe(false);
      expect(new InputError('Ana Silva appears twice in round 2.', { source: 'Pairings', row, column: 'White' }).message).toBe('Pairings, column White: Ana Silva appears twice in round 2.');
    }
    expect(knownRow(1)).toBe(true);
    expect(new InputErrors([new InputError('a.', { source: 'Pairings', row: 0 }), new InputError('b.', { source: 'Pairings', row: 0 })]).message).not.toMatch(/row 0/);
  });
});
