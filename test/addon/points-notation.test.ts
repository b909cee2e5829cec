/**
 * One way to write points on each kind of sheet, through the built add-on:
 * the sheets people read (Live, By name, Crosstable) write halves as ½, the
 * sheets a spreadsheet calculates with (Standings, Pairings, Byes, Teams,
 * Players) write numbers; never "1½" beside "1.5" in one sheet. A result
 * ("½-½") is a result, not points, and is left out of the count.
 */
import { describe, expect, it } from 'vitest';
import { clickMenu, harness, typeAndTrigger, visibleSheets } from '../support/addon-harness';

type Notation = 'half sign' | 'decimal';

/** The notations a sheet's cells use for a fraction of a point: "2½", "7b½", "half" words aside; 1.5, "1.5". */
function notations(rows: readonly (readonly unknown[])[]): Set<Notation> {
  const found = new Set<Notation>();
  for (const row of rows) {
    for (const cell of row) {
      if (typeof cell === 'number' && !Number.isInteger(cell)) found.add('decimal');
      if (typeof cell !== 'string' || /^[10½]-[10½]$/.test(cell)) continue;
      if (cell.includes('½')) found.add('half sign');
      if (/\d\.\d/.test(cell)) found.add('decimal');
    }
  }
  return found;
}

describe('points on every sheet', () => {
  it('are written one way on each: ½ where people read, numbers where a spreadsheet adds them up', () => {
    const names = ['Asha', 'Ben', 'Cy', 'Dia', 'Eve', 'Fin', 'Gus', 'Hal', 'Ivy'];
    const h = harness({ Players: [['Name', 'Rating', 'School', 'Byes'], ...names.map((name, i) => [name, 1900 - i * 50, i % 2 === 0 ? 'Hill' : 'Oak', i === 0 ? '2' : ''])] });
    h.call('onOpen');
    for (let round = 1; round <= 3; round++) {
      clickMenu(h, 'Pair next round');
      typeAndTrigger(h, (_white, _black, board) => (board % 3 === 0 ? '½-½' : board % 2 === 1 ? '1-0' : '0-1'));
    }
    const sheets = visibleSheets(h);
    const expected: Record<string, Notation> = {
      Live: 'half sign',
      'By name': 'half sign',
      Crosstable: 'half sign',
      Standings: 'decimal',
      Pairings: 'decimal',
      Byes: 'decimal',
      Teams: 'decimal',
      Players: 'decimal',
    };
    for (const [sheet, notation] of Object.entries(expected)) {
      expect(sheets[sheet], sheet).toBeDefined();
      expect([...notations(sheets[sheet]!)], sheet).toEqual([notation]);
    }
  });
});
