/**
 * Bad input, through the built bundle: each case names where the problem is
 * and says how to fix it, and not one cell is written.
 */
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { harness } from '../support/addon-harness';

const PAIRINGS_HEADER = ['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black'];
const FOUR = [
  ['Name', 'Rating'],
  ['Ann', 1900],
  ['Bob', 1800],
  ['Cid', 1700],
  ['Dan', 1600],
];

const CASES: { name: string; sheets: Record<string, CellValue[][]>; settings?: Record<string, unknown>; message: RegExp }[] = [
  { name: 'a missing Players sheet', sheets: { Entries: [['Name', 'Rating']] }, message: /no sheet called "Players"/ },
  {
    name: 'a blank name',
    sheets: { Players: [['Name', 'Rating'], ['Ann', 1500], ['', 1400], ['Bob', 1300]] },
    message: /Players, row 3, column Name: this row has data but no name/,
  },
  {
    name: 'a rating that is not a number',
    sheets: { Players: [['Name', 'Elo'], ['Ann', 'fifteen'], ['Bob', 1400]] },
    message: /Players, row 2, column Rating: "fifteen" is not a rating/,
  },
  { name: 'a negative rating', sheets: { Players: [['Player', 'Rating'], ['Ann', 1500], ['Bob', -1200]] }, message: /Players, row 3, column Rating: "-1200" is not a rating/ },
  {
    name: 'duplicate names',
    sheets: { Players: [...FOUR, ['ann', 1500]] },
    message: /Players, row 6, column Name: "ann" is listed twice \(rows 2 and 6\)/,
  },
  {
    name: 'an unknown opponent in the hand-typed history',
    sheets: { Players: [['Name', 'Rating', 'Score', 'Opponents'], ['Ann', 1900, 1, 'Zed'], ['Bob', 1800, 0, '']] },
    message: /Players, row 2, column Opponents: opponent "Zed" \(round 1\) is not on the Players sheet/,
  },
  {
    name: 'a name in Pairings that is not on Players',
    sheets: { Players: FOUR, Pairings: [PAIRINGS_HEADER, [1, 1, 'Ann', 0, '1-0', 0, 'Cid'], [1, 2, 'Bobby', 0, '0-1', 0, 'Dan']] },
    message: /Pairings, row 3, column White: "Bobby" is not on the Players sheet/,
  },
  {
    name: 'histories that disagree',
    sheets: { Players: [['Name', 'Rating', 'Score', 'Opponents'], ['Ann', 1900, 1, 'Bob'], ['Bob', 1800, 0, ''], ['Cid', 1700, 0, '']] },
    message: /Ann lists Bob in round 1, but Bob \(row 3\) lists no game there/,
  },
  {
    name: 'an unreadable result',
    sheets: { Players: FOUR, Pairings: [PAIRINGS_HEADER, [1, 1, 'Ann', 0, 'won', 0, 'Cid'], [1, 2, 'Dan', 0, '0-1', 0, 'Bob']] },
    message: /Pairings, row 2, column Result: "won" is not a result \(round 1, board 1\)\. Type 1-0, 0-1/,
  },
  {
    name: 'a missing result',
    sheets: { Players: FOUR, Pairings: [PAIRINGS_HEADER, [1, 1, 'Ann', 0, '', 0, 'Cid'], [1, 2, 'Dan', 0, '0-1', 0, 'Bob']] },
    message: /round 1 is not finished: the result is missing on board 1 \(row 2\)/,
  },
  {
    name: 'more rounds than the event has',
    sheets: { Players: FOUR, Pairings: [PAIRINGS_HEADER, [1, 1, 'Ann', 0, '1-0', 0, 'Cid'], [1, 2, 'Dan', 0, '0-1', 0, 'Bob']] },
    settings: { rounds: 1 },
    message: /The event is finished: all 1 rounds are paired/,
  },
  {
    name: 'a player twice in one round',
    sheets: { Players: FOUR, Pairings: [PAIRINGS_HEADER, [1, 1, 'Ann', 0, '1-0', 0, 'Cid'], [1, 2, 'Ann', 0, '0-1', 0, 'Bob']] },
    message: /Ann appears twice in round 1 \(rows 2 and 3\)/,
  },
  {
    name: 'fewer than two players',
    sheets: { Players: [['Name', 'Rating'], ['Ann', 1900]] },
    message: /only 1 player is listed; at least 2 are needed/,
  },
];

describe('bad input', () => {
  for (const { name, sheets, settings, message } of CASES) {
    it(`refuses ${name}, names the place, and writes nothing`, () => {
      const h = harness(sheets);
      if (settings !== undefined) h.call('saveSettings', settings);
      const before = JSON.stringify(h.workbook.toJSON());
      h.workbook.resetCounts();
      h.call('menuPairNextRound');
      expect(h.services.ui.alerts).toHaveLength(1);
      expect(h.services.ui.alerts[0]).toMatch(/^Nothing was changed\. /);
      expect(h.services.ui.alerts[0]).toMatch(message);
      expect(h.workbook.calls.writes).toBe(0);
      expect(JSON.stringify(h.workbook.toJSON())).toBe(before);
    });
  }
});

describe('a round the Dutch system cannot pair', () => {
  it('says so and leaves the round to the arbiter, writing nothing', () => {
    // Three players who have all met and all had the pairing-allocated bye: no legal round 4.
    const h = harness({
      Players: [['Name', 'Rating'], ['Ann', 1900], ['Bob', 1800], ['Cid', 1700]],
      Pairings: [
        PAIRINGS_HEADER,
        [3, 1, 'Bob', 0, '½-½', 1, 'Cid'],
        [3, '', 'Ann', 2, '', '', 'BYE'],
        [2, 1, 'Ann', 1, '1-0', 1, 'Cid'],
        [2, '', 'Bob', 0, '', '', 'BYE'],
        [1, 1, 'Ann', 0, '1-0', 0, 'Bob'],
        [1, '', 'Cid', 0, '', '', 'BYE'],
      ],
    });
    h.call('saveSettings', { rounds: 5 });
    h.workbook.resetCounts();
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts.pop()).toMatch(/^Nothing was changed\. Round 4: .* The FIDE rules leave this round to the arbiter/);
    expect(h.workbook.calls.writes).toBe(0);
  });
});
