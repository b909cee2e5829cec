/**
 * What each action of a team event costs in the spreadsheet, at 8 and at 40
 * teams of 6 players (4 boards): its reads (one getValues a sheet, the same
 * sheets whatever the size), its writes (a bounded number), the cells it
 * gives values to (a typed result writes what it changes), and its
 * simulated Apps Script time, within the limits. docs/team-sheet.md gives
 * the figures.
 */
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { harness, largestCell, propertySizes, type Harness } from '../support/addon-harness';
import { leagueResult, teamRow, typeInPairings, typeTeamResults } from '../support/team-league';

interface Cost {
  readonly reads: number;
  readonly writes: number;
  readonly calls: number;
  readonly cells: number;
  readonly seconds: number;
}

const ACTIONS = ['round1', 'firstResult', 'nextResult', 'lineUp', 'restOfRound', 'updateStandings', 'settings', 'round2', 'status', 'exportTrf', 'rebuild', 'undo'] as const;

function players(teams: number): CellValue[][] {
  const rows: CellValue[][] = [['Name', 'Rating', 'School']];
  for (let team = 1; team <= teams; team++) for (let board = 1; board <= 6; board++) rows.push([`'Player ${team}-${board}`, 2000 - team * 7 - board * 40, `'School ${String(team).padStart(2, '0')}`]);
  return rows;
}

function cost(h: Harness, run: () => void): Cost {
  h.workbook.resetCounts();
  run();
  if (h.services.ui.alerts.length > 0) throw new Error(h.services.ui.alerts.join('\n'));
  const calls = h.workbook.calls;
  return { reads: calls.reads, writes: calls.writes, calls: Object.values(calls.byMethod).reduce((sum, count) => sum + count, 0), cells: calls.cellsWritten, seconds: h.services.clock.last()!.seconds };
}

function evening(teams: number): Record<(typeof ACTIONS)[number], Cost> {
  const h = harness({ Players: players(teams) });
  h.call('saveSettings', { system: 'team-swiss', rounds: 5 });
  const round1 = cost(h, () => h.call('menuPairNextRound'));
  const firstResult = cost(h, () => typeInPairings(h, teamRow(h, 1, 1, 1), 'result', '1-0'));
  const nextResult = cost(h, () => typeInPairings(h, teamRow(h, 1, 2, 2), 'result', '½-½'));
  // The reserve plays board 3 of the last match, for its team named first (White on board 3).
  const last = teams / 2;
  const lineUp = cost(h, () => typeInPairings(h, teamRow(h, 1, last, 3), 'white', String(h.workbook.sheet('Pairings')!.values()[teamRow(h, 1, last, 3) - 1]![3]).replace(/-3$/, '-6')));
  typeTeamResults(h, leagueResult, 'none');
  const restOfRound = cost(h, () => h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings') } }));
  const updateStandings = cost(h, () => h.call('menuUpdateStandings'));
  const settings = cost(h, () => h.call('saveSettings', { tiebreaks: ['GP', 'SB', 'BH'] }));
  const round2 = cost(h, () => h.call('menuPairNextRound'));
  const status = cost(h, () => h.call('getStatus'));
  const exportTrf = cost(h, () => h.call('exportTrf'));
  const rebuild = cost(h, () => h.call('rebuildSheets'));
  const undo = cost(h, () => h.call('menuUndoLastRound'));
  return { round1, firstResult, nextResult, lineUp, restOfRound, updateStandings, settings, round2, status, exportTrf, rebuild, undo };
}

describe('a team event: calls, cells and time per action', () => {
  it('at 8 and at 40 teams: the same reads, a bounded number of writes, a typed result writes what it changes', () => {
    const small = evening(8);
    const large = evening(40);
    console.log(
      [
        '| action | calls, 8 teams | cells, 8 teams | simulated s, 8 teams | calls, 40 teams | cells, 40 teams | simulated s, 40 teams |',
        '|---|---|---|---|---|---|---|',
        ...ACTIONS.map((name) => `| ${name} | ${small[name].calls} (${small[name].reads} r, ${small[name].writes} w) | ${small[name].cells} | ${small[name].seconds.toFixed(1)} | ${large[name].calls} (${large[name].reads} r, ${large[name].writes} w) | ${large[name].cells} | ${large[name].seconds.toFixed(1)} |`),
      ].join('\n'),
    );
    for (const name of ACTIONS) {
      expect(large[name].reads, name).toBe(small[name].reads);
      // What changed differs with the field (a standings row moving further), so the ranges may; their number does not grow with it.
      expect(Math.abs(large[name].writes - small[name].writes), name).toBeLessThanOrEqual(2 * 4 * 2 + 8);
      expect(large[name].seconds, name).toBeLessThan(30);
    }
    // One getValues a sheet: Players, the record, Pairings, and the views a result changes (Standings, Live, By name).
    for (const name of ['firstResult', 'nextResult', 'lineUp', 'updateStandings'] as const) expect(small[name].reads, name).toBe(6);
    expect(small.round1.reads).toBe(1);
    expect(small.status.writes).toBe(0);
    // Nothing changed since the last trigger: nothing written.
    expect(large.updateStandings.cells).toBe(0);
    // A typed result writes its board's match score, the standings rows that moved, Live's lines: a few dozen cells at 240 players.
    for (const name of ['firstResult', 'nextResult'] as const) expect(large[name].cells, name).toBeLessThan(200);
    // The rest of the round typed at once: its match scores, Standings, Live and By name, within the trigger's 30 seconds.
    expect(large.restOfRound.cells).toBeGreaterThan(0);
    expect(large.rebuild.cells).toBeLessThan(20);
  });
});

describe('a team event of 40 teams played to the end, within Apps Script\'s limits', () => {
  it('9 rounds of 20 matches (240 players): the record within one cell, the properties within 9 KB a value and 500 KB a store, every action in time', () => {
    const h = harness({ Players: players(40) });
    h.call('saveSettings', { system: 'team-swiss', rounds: 9 });
    for (let round = 1; round <= 9; round++) {
      h.call('menuPairNextRound');
      typeTeamResults(h, leagueResult, 'once');
      expect(h.services.ui.alerts).toEqual([]);
    }
    h.call('exportTrf');
    const record = h.workbook.sheet('Sheetmate record')!.values();
    const recordCharacters = record.flat().reduce((sum: number, cell) => sum + String(cell).length, 0);
    const sizes = propertySizes(h);
    const cell = largestCell(h);
    const slowest = Math.max(...h.services.clock.reports.map((report) => report.seconds));
    console.log(`40 teams, 9 rounds: record ${recordCharacters} characters in ${record.length} rows; largest cell ${cell.characters} characters (${cell.sheet}); properties: largest ${sizes.largest} bytes, store ${sizes.store} bytes; slowest action ${slowest.toFixed(1)} s simulated`);
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/^Standings after round 9 of 9/);
    expect(cell.characters).toBeLessThan(50_000);
    expect(sizes.largest).toBeLessThan(9 * 1024);
    expect(sizes.store).toBeLessThan(500 * 1024);
    for (const report of h.services.clock.reports) expect(report.seconds).toBeLessThan(report.limitSeconds);
  });
});
