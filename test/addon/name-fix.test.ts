/**
 * A name fixed in Players reaches every view at once (the onEdit trigger),
 * through the built bundle: Pairings, Standings, Crosstable, Live and By
 * name show the new spelling with no Sheetmate step in between, only the
 * cells that changed are written, and at 1,000 players the trigger stays far
 * inside the 30 seconds Apps Script gives it.
 */
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { clickMenu, field, harness, playersSheet, typeResults, type Harness } from '../support/addon-harness';

const values = (h: Harness, sheet: string) => h.workbook.sheet(sheet)!.values();
const mentions = (h: Harness, sheet: string, name: string) => values(h, sheet).flat().filter((cell) => String(cell).includes(name)).length;

/** Types into a Players cell, then the onEdit trigger as Sheets runs it. */
function typePlayers(h: Harness, row: number, column: number, value: CellValue): void {
  const sheet = h.workbook.sheet('Players')!;
  sheet.type(row, column, value);
  h.call('onEdit', { range: { getSheet: () => sheet, getRow: () => row, getColumn: () => column } });
}

describe('a name fixed in Players', () => {
  it('shows in Pairings, Standings, Crosstable, Live and By name at once', () => {
    const h = harness({ Players: playersSheet(field(10)) });
    h.call('saveSettings', { rounds: 3 });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    typeResults(h, () => '1-0');
    clickMenu(h, 'Pair next round');
    const old = String(values(h, 'Players')[4]![0]);
    for (const sheet of ['Pairings', 'Standings', 'Crosstable', 'Live', 'By name']) expect(mentions(h, sheet, old), sheet).toBeGreaterThan(0);
    // A spelling fix (two letters swapped): a name beyond one is asked about, never taken silently.
    const fixed = old.replace('Player', 'Palyer');
    typePlayers(h, 5, 1, fixed);
    for (const sheet of ['Pairings', 'Standings', 'Crosstable', 'Live', 'By name']) {
      expect(mentions(h, sheet, old), `${sheet} still shows the old name`).toBe(0);
      expect(mentions(h, sheet, fixed), `${sheet} shows the new name`).toBeGreaterThan(0);
    }
    // Quiet: no dialog, no toast while the organiser types.
    expect(h.services.ui.alerts).toEqual([]);
    expect(h.workbook.toasts.filter((toast) => /standings not updated/.test(toast.title))).toEqual([]);
    // By name keeps its alphabetical order with the new name.
    const names = values(h, 'By name').slice(2).map((row) => String(row[0])).filter((name) => /^(Player|Palyer)/.test(name));
    expect(names[0]).toBe(fixed);
  });

  it('before round 1 writes nothing; a row half typed is passed over quietly', () => {
    const h = harness({ Players: playersSheet(field(6)) });
    typePlayers(h, 3, 1, 'Ana Silva');
    expect(h.workbook.sheetNames()).toEqual(['Players']);
    h.call('menuPairNextRound');
    h.workbook.toasts.length = 0;
    // A row half typed (a name, no rating yet): nothing refreshed, nothing said.
    typePlayers(h, 8, 1, 'New Player');
    expect(h.workbook.toasts).toEqual([]);
    // A rating that is no number is answered once, in a toast naming its cell (never a dialog while typing).
    typePlayers(h, 8, 2, 'fifteen');
    expect(h.services.ui.alerts).toEqual([]);
    expect(h.workbook.toasts.map((toast) => toast.message)).toEqual([expect.stringMatching(/^Players, row 8, column Rating: "fifteen" is not a rating/)]);
  });

  it('at 1,000 players writes only the cells that changed, well inside the trigger’s 30 seconds', () => {
    const h = harness({ Players: playersSheet(field(1000)) });
    h.call('saveSettings', { rounds: 5 });
    h.call('menuPairNextRound');
    typeResults(h, (_white, _black, board) => (board % 3 === 0 ? '½-½' : board % 2 === 0 ? '0-1' : '1-0'));
    h.call('menuPairNextRound');
    typeResults(h, (_white, _black, board) => (board % 2 === 0 ? '0-1' : '1-0'));
    h.call('menuPairNextRound');
    h.workbook.resetCounts();
    // Player 0500, renamed: a spelling fix (two letters swapped) that moves them in By name's alphabetical order too.
    typePlayers(h, 501, 1, 'Palyer 0500');
    const report = h.services.clock.last('onEdit')!;
    const cells = h.workbook.calls.cellsWritten;
    console.log(
      `a name fixed at 1000 players, round 3: ${report.seconds.toFixed(2)} s simulated (limit ${report.limitSeconds} s), ${report.calls} calls, ` +
        `${cells} cells written (${Object.entries(h.workbook.calls.cellsWrittenBySheet).map(([sheet, count]) => `${sheet} ${count}`).join(', ')})`,
    );
    expect(report.limitSeconds).toBe(30);
    expect(report.seconds).toBeLessThan(10);
    for (const sheet of ['Pairings', 'Standings', 'Crosstable', 'Live', 'By name']) expect(mentions(h, sheet, 'Player 0500'), sheet).toBe(0);
    expect(mentions(h, 'By name', 'Palyer 0500')).toBeGreaterThan(0);
    expect(cells).toBeLessThan(4000);
  });
});
