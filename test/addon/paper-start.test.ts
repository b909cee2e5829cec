/**
 * An event that began on paper: Score, Opponents and Colours typed by hand on
 * the Players sheet, continued by the add-on without double counting.
 */
import { describe, expect, it } from 'vitest';
import { harness, typeResults } from '../support/addon-harness';

const PAPER = [
  ['Name', 'Rating', 'Score', 'Opponents', 'Colours'],
  ['Ann', 1900, 2, 'Dan, Bob', 'WB'],
  ['Bob', 1850, 0.5, 'Eve, Ann', 'BW'],
  ['Cid', 1800, 1, 'Fay, Eve', 'WB'],
  ['Dan', 1750, 1, 'Ann, Fay', 'BW'],
  ['Eve', 1700, 1.5, 'Bob, Cid', 'WW'],
  ['Fay', 1650, 0, 'Cid, Dan', 'BB'],
];

describe('continuing an event begun on paper', () => {
  it('Dutch: pairs round 3 from the typed history, without rematches, and adds the new results to the typed scores', () => {
    const h = harness({ Players: PAPER });
    h.call('saveSettings', { rounds: 5 });
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    const rows = h.workbook.sheet('Pairings')!.values().slice(1);
    expect(rows.every((row) => row[0] === 3)).toBe(true);
    const met = new Set(PAPER.slice(1).flatMap((row) => String(row[3]).split(', ').map((o) => [row[0], o].sort().join('|'))));
    for (const row of rows) expect(met.has([row[2], row[6]].sort().join('|'))).toBe(false);
    // Points before the round are the typed scores; the leader plays on board 1.
    expect(rows[0]![2] === 'Ann' || rows[0]![6] === 'Ann').toBe(true);
    expect(rows.find((row) => row[2] === 'Ann' || row[6] === 'Ann')![rows[0]![2] === 'Ann' ? 3 : 5]).toBe(2);
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/^Standings after round 2 of 5/);

    typeResults(h, () => '1-0');
    h.call('menuUpdateStandings');
    const standings = h.workbook.sheet('Standings')!.values();
    const total = standings.slice(2).reduce((sum, row) => sum + Number(row[4]), 0);
    expect(total).toBe(6 + 3); // two paper rounds of three games, one new round of three
    const crosstable = h.workbook.sheet('Crosstable')!.values();
    expect(crosstable[0]!.slice(4, 7)).toEqual(['R1', 'R2', 'R3']);
    // The organiser's paper columns are theirs: Sheetmate reads them, never writes them.
    const players = h.workbook.sheet('Players')!.values();
    expect(players[0]).toEqual(['Name', 'Rating', 'Score', 'Opponents', 'Colours', 'Sheetmate ID']);
    expect(players.slice(1).map((row) => row.slice(0, 5))).toEqual(PAPER.slice(1));

    // Undo round 3 (confirmed): the event stands after the paper rounds again.
    h.call('undoLastRound', { confirmed: true, expectedRound: 3 });
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/^Standings after round 2 of 5/);
    expect(h.workbook.sheet('Players')!.values().slice(1).map((row) => row.slice(0, 5))).toEqual(PAPER.slice(1));
  });

  it('refuses histories that disagree, naming the rows, and writes nothing', () => {
    const broken = PAPER.map((row) => row.slice());
    broken[2]![3] = 'Fay, Ann'; // Bob now claims Fay in round 1; Eve still lists Bob
    const h = harness({ Players: broken });
    h.workbook.resetCounts();
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts.pop()).toMatch(/Players, row 3, column Opponents: Bob lists Fay in round 1, but Fay \(row 7\) lists Cid there/);
    expect(h.workbook.calls.writes).toBe(0);
  });

  it('quick Swiss: uses the typed scores and opponents as a quick Swiss tool does', () => {
    const h = harness({ Players: PAPER });
    h.call('saveSettings', { system: 'quick' });
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    const rows = h.workbook.sheet('Pairings')!.values().slice(1);
    expect(rows.map((row) => [row[2], row[6], row[7]])).toEqual([
      ['Ann', 'Eve', 'No prior match'],
      ['Cid', 'Dan', 'No prior match'],
      ['Bob', 'Fay', 'No prior match'],
    ]);
  });
});
