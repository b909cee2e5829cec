import { describe, expect, it } from 'vitest';
import { EMPTY_RECORD } from '../../../src/core/record/record';
import { compareVersions, otherVersionNote, roundMakersWords, writerWords } from '../../../src/core/record/versions';

describe('versions of Sheetmate', () => {
  it('are ordered as semantic versioning orders them', () => {
    expect(compareVersions('0.2.0', '0.3.0')).toBeLessThan(0);
    expect(compareVersions('0.10.0', '0.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '0.99.99')).toBeGreaterThan(0);
    expect(compareVersions('0.3.0', '0.3.0')).toBe(0);
    expect(compareVersions('0.3.0-beta', '0.3.0')).toBeLessThan(0);
    expect(compareVersions('0.3.0', '0.3.0-beta')).toBeGreaterThan(0);
  });

  it('say who made each round, runs of rounds together', () => {
    expect(roundMakersWords([])).toBe('');
    expect(roundMakersWords([{ round: 1, origin: 'paired', pairedBy: '0.3.0' }])).toBe('Round 1 paired by Sheetmate 0.3.0.');
    expect(
      roundMakersWords([
        { round: 1, origin: 'typed' },
        { round: 2, origin: 'paired' },
        { round: 3, origin: 'paired' },
        { round: 4, origin: 'paired', pairedBy: '0.3.0' },
        { round: 5, origin: 'paired', pairedBy: '0.4.1' },
        { round: 6, origin: 'imported' },
      ]),
    ).toBe(
      'Round 1 typed by hand; rounds 2–3 paired by an earlier Sheetmate (before 0.3.0); round 4 paired by Sheetmate 0.3.0; round 5 paired by Sheetmate 0.4.1; round 6 imported from a TRF.',
    );
  });

  it('note, once, a record another version wrote: older, unstamped or newer; nothing for this one or none', () => {
    expect(otherVersionNote(null, '0.3.0')).toBeNull();
    expect(otherVersionNote({ ...EMPTY_RECORD, writtenBy: '0.3.0' }, '0.3.0')).toBeNull();
    expect(otherVersionNote(EMPTY_RECORD, '0.3.0')).toMatch(/^This event was begun with an earlier Sheetmate \(before 0\.3\.0, .*\); Sheetmate 0\.3\.0 carries on with it/);
    expect(otherVersionNote({ ...EMPTY_RECORD, writtenBy: '0.3.0' }, '0.4.0')).toBe('This event was last written by Sheetmate 0.3.0; Sheetmate 0.4.0 carries on with it.');
    expect(otherVersionNote({ ...EMPTY_RECORD, writtenBy: '0.5.0' }, '0.4.0')).toMatch(/^This event was last written by Sheetmate 0\.5\.0, newer than this one \(0\.4\.0\): it carries on, but paste the newer release/);
    expect(writerWords(EMPTY_RECORD)).toBe('an earlier Sheetmate (before 0.3.0)');
    expect(writerWords({ ...EMPTY_RECORD, writtenBy: '0.3.0' })).toBe('Sheetmate 0.3.0');
  });
});
