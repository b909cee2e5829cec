import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, pointSystemOf, resolveInitialColour } from '../../../src/core/record/settings';
import { parseCsv, toCsv } from '../../../src/core/workbook/csv';

describe('mergeSettings', () => {
  it('merges a partial patch, points included', () => {
    const next = mergeSettings(DEFAULT_SETTINGS, { rounds: 7, points: { pairingAllocatedBye: 0.5 } });
    expect(next.rounds).toBe(7);
    expect(next.points).toEqual({ ...DEFAULT_SETTINGS.points, pairingAllocatedBye: 0.5 });
    expect(pointSystemOf(next.points).pairingAllocatedBye).toBe(5);
  });

  it('switches to the round-robin tie-breaks with the system, unless the organiser chose their own', () => {
    expect(mergeSettings(DEFAULT_SETTINGS, { system: 'round-robin' }).tiebreaks).toEqual(['DE', 'WIN', 'SB', 'KS']);
    const custom = mergeSettings(DEFAULT_SETTINGS, { tiebreaks: ['SB'] });
    expect(mergeSettings(custom, { system: 'round-robin' }).tiebreaks).toEqual(['SB']);
  });

  it.each([
    [{ system: 'swiss' }, /"swiss" is not a pairing system/],
    [{ rounds: 2.5 }, /whole number/],
    [{ initialColour: 'red' }, /initial colour/],
    [{ round1Method: 'zigzag' }, /round-1 method/],
    [{ points: { win: 'lots' } }, /points for a win/],
    [{ points: { win: 0.5, draw: 0.5 } }, /a win must be worth more than a draw/],
    [{ tiebreaks: ['BH', 'BH'] }, /only once/],
    [{ colour: 'white' }, /"colour" is not a setting/],
    ['rounds=7', /settings must be given as an object/],
  ])('rejects %j', (patch, message) => {
    expect(() => mergeSettings(DEFAULT_SETTINGS, patch)).toThrow(message);
  });

  it('draws the initial colour by lot reproducibly from the seed', () => {
    const colours = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => resolveInitialColour('lot', seed));
    expect(colours).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => resolveInitialColour('lot', seed)));
    expect(new Set(colours)).toEqual(new Set(['white', 'black']));
    expect(resolveInitialColour('black', 1)).toBe('black');
  });
});

describe('csv', () => {
  it('reads quoted fields, doubled quotes, CRLF and a byte order mark, and writes them back', () => {
    const rows = parseCsv('\uFEFFName,Rating\r\n"Smith, Ann",1500\r\n"He said ""hi""",1400\r\n');
    expect(rows).toEqual([
      ['Name', 'Rating'],
      ['Smith, Ann', '1500'],
      ['He said "hi"', '1400'],
    ]);
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('reads semicolon-separated files as European Excel writes them', () => {
    expect(parseCsv('Name;Rating\nAsha;1500\n')).toEqual([
      ['Name', 'Rating'],
      ['Asha', '1500'],
    ]);
  });
});
