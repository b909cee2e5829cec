/**
 * The one name rule: names that differ only by spacing, case or Unicode form
 * are one player, wherever names are compared.
 */
import { describe, expect, it } from 'vitest';
import { nameKey, playerId, sameName, startNumber, tidyName } from '../../src/core/ids';
import { readPlayersTable } from '../../src/core/workbook/players-table';

describe('nameKey', () => {
  it.each([
    ['Ana Silva', 'Ana  Silva', 'two spaces'],
    ['Ana Silva', 'Ana\u00a0Silva', 'a non-breaking space'],
    ['Ana Silva', 'Ana\u2009Silva', 'a thin space'],
    ['Ana Silva', 'Ana\tSilva', 'a tab'],
    ['Ana Silva', ' Ana Silva\u200b', 'a zero-width space at the end'],
    ['Ana Silva', 'ANA SILVA', 'capitals'],
    ['José Silva', 'Jose\u0301 Silva', 'a decomposed accent'],
    ['Jürgen Strauß', 'JÜRGEN STRAUSS', 'the sharp s'],
  ])('%j and %j are one name (%s)', (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
    expect(sameName(a, b)).toBe(true);
  });

  it.each([
    ['Ana Silva', 'Ana Silvá'],
    ['Kılıç', 'Kiliç'],
    ['Ana Silva', 'AnaSilva'],
  ])('%j and %j are two names', (a, b) => {
    expect(sameName(a, b)).toBe(false);
  });

  it('tidies a name for display without changing its letters', () => {
    expect(tidyName('  Ana \u00a0 Silva ')).toBe('Ana Silva');
  });
});

describe('the brands', () => {
  it('take whole numbers from 1 only', () => {
    expect(playerId(3)).toBe(3);
    expect(startNumber(1)).toBe(1);
    expect(() => playerId(0)).toThrow(RangeError);
    expect(() => startNumber(1.5)).toThrow(RangeError);
  });
});

describe('Players', () => {
  it.each([
    ['Ana  Silva', 'two spaces'],
    ['Ana\u00a0Silva', 'a non-breaking space'],
    ['ana silva', 'lower case'],
  ])('refuses %j beside "Ana Silva" as the same name (%s), with the real rows', (twin) => {
    expect(() => readPlayersTable([['Name', 'Rating'], ['Bob Jones', 1500], ['Ana Silva', 1400], ['Carl Ek', 1300], [twin, 1200]])).toThrow(
      /Players, row 5, column Name: "[^"]+" is listed twice \(rows 3 and 5/,
    );
  });
});
