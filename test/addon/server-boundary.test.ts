/**
 * What `google.script.run` hands the server functions comes from a page: each
 * argument's type is checked at the boundary, refused in words, and nothing
 * is stored or written.
 */
import { describe, expect, it } from 'vitest';
import { field, harness, playersSheet } from '../support/addon-harness';

function unchanged(h: ReturnType<typeof harness>, action: () => void): void {
  const before = JSON.stringify({ workbook: h.workbook.toJSON(), properties: h.services.documentProperties });
  action();
  expect(JSON.stringify({ workbook: h.workbook.toJSON(), properties: h.services.documentProperties })).toBe(before);
}

describe('server functions check their arguments', () => {
  it('pairNextRound: the round must be a number, and is required', () => {
    const h = harness({ Players: playersSheet(field(6)) });
    unchanged(h, () => {
      expect(() => h.call('pairNextRound', { expectedRound: '1' })).toThrow(/^Nothing was changed\. The round \(expectedRound\) must be a round number such as 1, not the text "1"\.$/);
      expect(() => h.call('pairNextRound', { expectedRound: 1.5 })).toThrow(/not 1\.5\./);
      expect(() => h.call('pairNextRound')).toThrow(/needs the round it is to pair: pairNextRound\(\{ expectedRound: 3 \}\)/);
      expect(() => h.call('pairNextRound', 1)).toThrow(/options of this request must be an object/);
      expect(() => h.call('pairNextRound', { expectedRound: 1, round: 1 })).toThrow(/"round" is not an option of pairNextRound/);
    });
    expect((h.call('pairNextRound', { expectedRound: 1 }) as { message: string }).message).toMatch(/^Round 1 paired/);
  });

  it('undoLastRound: the round and the confirmation must be what they say', () => {
    const h = harness({ Players: playersSheet(field(6)) });
    h.call('pairNextRound', { expectedRound: 1 });
    unchanged(h, () => {
      expect(() => h.call('undoLastRound', { expectedRound: '1' })).toThrow(/not the text "1"/);
      expect(() => h.call('undoLastRound', { expectedRound: 1, confirmed: 'yes' })).toThrow(/The option confirmed must be true or false, not "yes"/);
      expect(() => h.call('undoLastRound', { expectedRound: 2 })).toThrow(/Round 2 was asked for \(to be undone\), but the newest round is now round 1 \(round 2 is not paired/);
    });
  });

  it('saveSettings: only the point kinds themselves, never what every object has', () => {
    const h = harness({ Players: playersSheet(field(6)) });
    unchanged(h, () => {
      expect(() => h.call('saveSettings', { points: { toString: 1, constructor: 1 } })).toThrow(/"toString" is not a kind of points/);
      expect(() => h.call('saveSettings', { points: { hasOwnProperty: 1 } })).toThrow(/"hasOwnProperty" is not a kind of points/);
      expect(() => h.call('saveSettings', { rounds: '7' })).toThrow(/number of rounds must be a whole number/);
      expect(() => h.call('saveSettings', 'rounds=7')).toThrow(/Settings must be given as an object/);
    });
  });

  it('quickSwissFromText: the field must be text', () => {
    const h = harness({ Players: playersSheet(field(6)) });
    unchanged(h, () => {
      expect(() => h.call('quickSwissFromText', 42)).toThrow(/^Nothing was changed\. The quick Swiss field must be text/);
      expect(() => h.call('quickSwissFromText', ['Asha | 3'])).toThrow(/must be text/);
    });
  });
});
