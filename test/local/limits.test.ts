/** The playground's import limits, counted without building the sheet. */
import { describe, expect, it } from 'vitest';
import { checkCsvSize, checkSheetSize, ImportTooLargeError, MAX_ROWS } from '../../src/local/playground/limits';

describe('checkCsvSize', () => {
  it('counts rows, the widest row and cells, with quotes, CRLF and ; separators', () => {
    expect(checkCsvSize('Name,Rating\r\n"Smith, Ann",1500\r\nBo,1400')).toEqual({ rows: 3, columns: 2, cells: 6 });
    expect(checkCsvSize('Name;Rating;Club\n"a\nb";1;x\n')).toEqual({ rows: 2, columns: 3, cells: 6 });
    expect(checkCsvSize('')).toEqual({ rows: 0, columns: 0, cells: 0 });
  });

  it('refuses more rows than a person may type into', () => {
    expect(() => checkCsvSize('x\n'.repeat(MAX_ROWS + 1))).toThrow(ImportTooLargeError);
    expect(checkCsvSize('x\n'.repeat(MAX_ROWS)).rows).toBe(MAX_ROWS);
  });
});

describe('checkSheetSize', () => {
  it('refuses a sheet past the limits, naming it', () => {
    expect(() => checkSheetSize('Players', 10, 201)).toThrow(/Sheet "Players" has 10 rows and 201 columns/);
    expect(() => checkSheetSize('Players', 5000, 20)).not.toThrow();
  });
});
