/**
 * A long prize list at 1,000 players through the built add-on, against Apps
 * Script's limits: 196 prizes (test/support/action-costs.ts `longPrizeList`),
 * tied money shared equally (hundreds tie after round 1), the Ratings sheet
 * on. A typed result stays within the cell bound and the 30 seconds of a
 * simple trigger, the Awards sheet at most five rows a prize, no cell near
 * 50,000 characters, the document's properties far from 9 KB a value and
 * 500 KB in all, and the sidebar's summary short.
 */
import { describe, expect, it } from 'vitest';
import { cost, longPrizeList, prizeEvent, typeBoard } from '../support/action-costs';
import { harness, largestCell, propertySizes, typeResults } from '../support/addon-harness';

/** The bound of test/addon/action-costs.test.ts: one typed result at 1,000 players. */
const TYPED_RESULT_CELLS = 3000;

describe('a long prize list (196 prizes) at 1000 players', () => {
  it('keeps a typed result within the bounds, the Awards sheet at most five rows a prize, every cell and property small', () => {
    const prizes = longPrizeList();
    expect(prizes.length - 1).toBe(196);
    const h = harness({ Players: prizeEvent(1000).players, Prizes: prizes });
    h.call('saveSettings', { rounds: 5, ratingsSheet: true, prizes: { sharing: 'equal' } });
    const round1 = cost(h, () => h.call('menuPairNextRound'));
    const firstResult = cost(h, () => typeBoard(h, 1, '1-0'));
    const nextResult = cost(h, () => typeBoard(h, 2, '0-1'));
    typeResults(h, (_white, _black, board) => (board % 4 === 0 ? '½-½' : board % 2 === 0 ? '0-1' : '1-0'));
    const restOfRound = cost(h, () => h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings') } }));
    const round2 = cost(h, () => h.call('menuPairNextRound'));
    const laterResult = cost(h, () => typeBoard(h, 3, '½-½'));
    const costs = { round1, firstResult, nextResult, restOfRound, round2, laterResult };
    console.log(
      `196 prizes at 1000 players: ${Object.entries(costs)
        .map(([action, c]) => `${action} ${c.cells} cells (Awards ${c.cellsBySheet.Awards ?? 0}), ${c.calls} calls, ${c.seconds.toFixed(1)} s`)
        .join('; ')}`,
    );
    for (const typed of [firstResult, nextResult, laterResult]) {
      expect(typed.cells).toBeLessThanOrEqual(TYPED_RESULT_CELLS);
      expect(typed.seconds).toBeLessThan(30);
    }
    for (const action of [round1, restOfRound, round2]) expect(action.seconds).toBeLessThan(6 * 60);
    const awards = h.workbook.sheet('Awards')!.values();
    const rows = awards.filter((row) => row[1] !== '' && row[0] !== 'Prize').length;
    expect(rows).toBeGreaterThanOrEqual(196);
    expect(rows).toBeLessThanOrEqual(5 * 196);
    expect(String(awards[1]![0])).toBe('Provisional, if the event ended now: standings during round 2 of 5 (1 of 500 results in)');
    const longest = largestCell(h);
    console.log(`longest cell: ${longest.characters} characters (${longest.sheet}); Awards: ${rows} award rows`);
    expect(longest.characters).toBeLessThan(50_000);
    const longestAward = Math.max(...awards.flat().map((cell) => String(cell).length));
    expect(longestAward).toBeLessThan(1000);
    const properties = propertySizes(h);
    console.log(`document properties: largest value ${properties.largest} bytes, store ${properties.store} bytes`);
    expect(properties.largest).toBeLessThan(9 * 1024);
    expect(properties.store).toBeLessThan(500 * 1024);
    const status = h.call('getStatus') as { awards?: { awards: readonly unknown[]; more: number } };
    expect(status.awards?.awards.length).toBe(8);
    expect(status.awards!.more).toBe(rows - 8);
  });
});
