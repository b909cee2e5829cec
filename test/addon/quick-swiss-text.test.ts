/**
 * The sidebar's quick Swiss from typed lines (`quickSwissFromText`) through the
 * built bundle: what it assumes instead of refusing, the warnings it returns
 * for the sidebar to show under the table, and the Players sheet keeping its
 * strict checks.
 */
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/addon/api-types';
import { field, harness, playersSheet } from '../support/addon-harness';

function pairLines(text: string): ActionResult {
  const h = harness({ Players: playersSheet(field(4)) });
  h.workbook.resetCounts();
  const result = h.call('quickSwissFromText', text) as ActionResult;
  expect(h.workbook.calls.writes).toBe(0);
  return result;
}

/** The table's rows after the header and the rule. */
function tableRows(result: ActionResult): string[] {
  return result.download!.text.split('\n').slice(2, -1);
}

describe('quickSwissFromText, the quick Swiss from typed lines', () => {
  it('counts an unreadable score as 0 and returns a warning naming the line', () => {
    const result = pairLines('Asha | 3 | Cole\nBen | abc\nCole | 2 | Asha\nDia | 1');
    expect(result.message).toBe('Paired 4 players: 2 boards. 1 warning under the table.');
    expect(result.warnings).toEqual(['line 2: score "abc" unreadable, counted as 0']);
    expect(tableRows(result)).toEqual([
      'Asha     | 3     | Dia      | 1     | No prior match',
      'Cole     | 2     | Ben      | 0     | No prior match',
    ]);
    expect(result.download!.fileName).toBe('swiss-pairing-engine.txt');
  });

  it("uses a one-sided history as typed: Asha's own list makes Asha–Ben a flagged rematch", () => {
    const result = pairLines('Asha | 3 | Ben\nBen | 3 |');
    expect(result.warnings).toEqual(['line 1: Asha lists Ben, Ben does not list Asha (line 2); each list is used as typed']);
    expect(tableRows(result)).toEqual(['Asha     | 3     | Ben      | 3     | Rematch unavoidable']);
  });

  it('returns every warning in line order, with the missing-score count in the message', () => {
    const result = pairLines('Eve | 1½ | Zed\nAsha | 3x | Ben\nBen |  | Asha\nCole | 2 | Dia\nDia | 1 | cole, Dia');
    expect(result.message).toBe('Paired 5 players: 2 boards and a BYE. 1 line had no score and counts as 0. 3 warnings under the table.');
    expect(result.warnings).toEqual([
      'line 1: Eve lists "Zed", who has no line; left out of the history',
      'line 2: score "3x" unreadable, counted as 0',
      'line 5: Dia lists themselves; left out of the history',
    ]);
    expect(tableRows(result)).toEqual([
      'Cole     | 2     | Eve      | 1.5   | No prior match',
      'Dia      | 1     | Asha     | 0     | No prior match',
      'Ben      | 0     | BYE      |       | BYE',
    ]);
  });

  it('has no warnings for a clean field, and still refuses lines no assumption can fix', () => {
    const result = pairLines('Asha | 3 | Ben,Dia\nBen | 2 | Asha\nDia | 2 | Asha\nCole | 1 |');
    expect(result.warnings).toBeUndefined();
    expect(result.message).toBe('Paired 4 players: 2 boards.');
    const h = harness();
    expect(() => h.call('quickSwissFromText', 'Asha | 3 | Ben | Dia')).toThrow(/Quick Swiss text, line 1, column Name: Expected "Name \| score \| previous opponents"/);
  });
});

describe('the Players sheet keeps its strict checks', () => {
  it('refuses an unreadable Score there and writes nothing', () => {
    const h = harness({ Players: [['Name', 'Score', 'Opponents'], ['Asha', 3, 'Ben'], ['Ben', 'abc', 'Asha'], ['Cole', 2, ''], ['Dia', 1, '']] });
    h.call('saveSettings', { system: 'quick' });
    h.workbook.resetCounts();
    expect(() => h.call('pairNextRound', { expectedRound: 1 })).toThrow(/Players, row 3, column Score: "abc" is not a score/);
    expect(h.workbook.sheet('Pairings')).toBeUndefined();
    expect(h.workbook.calls.writes).toBe(0);
  });

  it.each([
    ['a one-sided history', [['Asha', 3, 'Ben'], ['Ben', 3, ''], ['Cole', 2, ''], ['Dia', 1, '']], /Players, row 2, column Opponents: Asha lists Ben, but Ben \(row 3\) does not list Asha/],
    ['an opponent who is not a player', [['Asha', 3, 'Bern'], ['Ben', 3, ''], ['Cole', 2, ''], ['Dia', 1, '']], /Players, row 2, column Opponents: opponent "Bern" is not on the Players sheet/],
    ['a player listed as their own opponent', [['Asha', 3, 'Asha'], ['Ben', 3, ''], ['Cole', 2, ''], ['Dia', 1, '']], /Players, row 2, column Opponents: Asha is listed as their own opponent/],
  ])('refuses %s there, naming the row, and writes nothing', (_name, rows, message) => {
    const h = harness({ Players: [['Name', 'Score', 'Opponents'], ...rows] });
    h.call('saveSettings', { system: 'quick' });
    h.workbook.resetCounts();
    expect(() => h.call('pairNextRound', { expectedRound: 1 })).toThrow(message);
    expect(h.workbook.sheet('Pairings')).toBeUndefined();
    expect(h.workbook.calls.writes).toBe(0);
  });

  it('pairs the same field once both rows list the game', () => {
    const h = harness({ Players: [['Name', 'Score', 'Opponents'], ['Asha', 3, 'Ben'], ['Ben', 3, 'Asha'], ['Cole', 2, ''], ['Dia', 1, '']] });
    h.call('saveSettings', { system: 'quick' });
    h.call('pairNextRound', { expectedRound: 1 });
    expect(h.workbook.sheet('Pairings')!.values().length).toBeGreaterThan(1);
  });
});
