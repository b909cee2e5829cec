/**
 * Sections within Apps Script's limits: spreadsheet calls bounded per sheet
 * (one read of Players, of the record and of each section's Pairings; a fixed
 * number of writes per sheet), whatever the size of the sections, and a
 * 1,000-player school event in four sections within every limit.
 */
import { describe, expect, it } from 'vitest';
import { APPS_SCRIPT_LIMITS } from '../../src/local/apps-script/limits';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { harness, largestCell, propertySizes, type Harness, countCalls } from '../support/addon-harness';

const SECTIONS = ['Open', 'U12', 'U10', 'U8'];

function players(perSection: readonly number[]): CellValue[][] {
  const rows: CellValue[][] = [['Name', 'Rating', 'Section', 'School']];
  perSection.forEach((count, s) => {
    for (let i = 0; i < count; i++) rows.push([`'${SECTIONS[s]} player ${String(i + 1).padStart(4, '0')} Abcdefghij`, 2400 - 300 * s - (i % 250), SECTIONS[s]!, `School ${i % 9}`]);
  });
  return rows;
}

/** Results for every board still without one, in every section's newest round, then the onEdit trigger once. */
function typeEverywhere(h: Harness, round: number): void {
  for (const name of h.workbook.sheetNames().filter((sheet) => sheet.startsWith('Pairings '))) {
    const sheet = h.workbook.sheet(name)!;
    sheet.values().forEach((row, index) => {
      if (index === 0 || Number(row[0]) !== round || row[1] === '' || row[4] !== '') return;
      const hash = (String(row[2]).length * 7 + Number(row[1]) * 3 + round) % 10;
      sheet.type(index + 1, 5, hash < 4 ? '1-0' : hash < 7 ? '0-1' : '½-½');
    });
  }
}

const counted = countCalls;

function eventOf(perSection: readonly number[]) {
  const h = harness({ Players: players(perSection) });
  h.call('saveSettings', { rounds: 4 });
  h.call('saveSettings', { section: 'U10', system: 'quick' });
  h.call('saveSettings', { section: 'U8', system: 'round-robin' });
  const round1 = counted(h, () => h.call('pairNextRound', { expectedRounds: { Open: 1, U12: 1, U10: 1, U8: 1 } }));
  typeEverywhere(h, 1);
  const typedResult = counted(h, () => h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings U12') } }));
  const round2 = counted(h, () => h.call('pairNextRound', { expectedRounds: { Open: 2, U12: 2, U10: 2, U8: 2 } }));
  const oneSection = counted(h, () => {
    typeEverywhere(h, 2);
    h.call('pairNextRound', { section: 'U12', expectedRound: 3 });
  });
  const status = counted(h, () => h.call('getStatus'));
  const exportTrf = counted(h, () => h.call('exportTrf', { section: 'Open' }));
  const undo = counted(h, () => h.call('undoLastRound', { section: 'U12', expectedRound: 3, confirmed: true }));
  const rebuild = counted(h, () => h.call('rebuildSheets'));
  return { round1, typedResult, round2, oneSection, status, exportTrf, undo, rebuild };
}

describe('an event in four sections', () => {
  it('reads the same sheets for 6 players a section as for 250, and writes a bounded number of ranges', () => {
    const small = eventOf([6, 6, 6, 6]);
    const large = eventOf([250, 250, 250, 250]);
    for (const name of Object.keys(small) as (keyof typeof small)[]) {
      expect(large[name].reads).toBe(small[name].reads);
      // Four moved rows at most (two calls each) in each section's Standings and Crosstable and in Live, the rest in at most four ranges a sheet.
      expect(Math.abs(large[name].writes - small[name].writes)).toBeLessThanOrEqual((4 * 2 + 1) * 2 * 4 + 16);
    }
    // Players, the record and the four Pairings sheets, one getValues each; and the views an action writes, to compare with:
    // each section's Byes, Standings and Crosstable, Teams, Live and By name, and each section's Why sheet (a pairing and an undo change its round).
    for (const action of [small.status, small.exportTrf]) expect(action.reads).toBe(6);
    for (const action of [small.round2, small.oneSection, small.undo]) expect(action.reads).toBe(6 + 4 * 3 + 3 + 4);
    expect(small.status.writes).toBe(0);
    console.log(`spreadsheet calls per action, four sections of 6 players: ${JSON.stringify(small)}; of 250: ${JSON.stringify(large)}`);
  });

  it('runs 1,000 players in four sections (Dutch, Dutch, quick Swiss, and a 250-player Dutch in place of a round robin) within every limit', () => {
    const h = harness({ Players: players([250, 250, 250, 250]) });
    h.call('saveSettings', { rounds: 5 });
    h.call('saveSettings', { section: 'U10', system: 'quick' });
    const seconds: number[] = [];
    for (let round = 1; round <= 5; round++) {
      h.call('pairNextRound', { expectedRounds: Object.fromEntries(SECTIONS.map((section) => [section, round])) });
      seconds.push(h.services.clock.last('pairNextRound')!.seconds);
      typeEverywhere(h, round);
      h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings Open') } });
      const edit = h.services.clock.last('onEdit')!;
      expect(edit.seconds).toBeLessThan(APPS_SCRIPT_LIMITS.simpleTriggerSeconds);
    }
    expect(Math.max(...seconds)).toBeLessThan(APPS_SCRIPT_LIMITS.executionSeconds);
    expect(propertySizes(h).largest).toBeLessThanOrEqual(APPS_SCRIPT_LIMITS.propertyValueBytes);
    expect(largestCell(h).characters).toBeLessThanOrEqual(APPS_SCRIPT_LIMITS.cellCharacters);
    const teams = h.workbook.sheet('Teams')!.values();
    expect(teams).toHaveLength(2 + 9);
    console.log(
      `1,000 players in four sections, 5 rounds: pairing every section ${seconds.map((s) => s.toFixed(1)).join(', ')} s of simulated Apps Script time; ` +
        `a typed result ${h.services.clock.last('onEdit')!.seconds.toFixed(1)} s; largest cell ${JSON.stringify(largestCell(h))}; largest property ${propertySizes(h).largest} bytes`,
    );
  });
});
