/**
 * The skeleton end to end, on the built bundle: the menu, Pair next round for
 * round 1, and what lands in Pairings, Byes, Standings and Players.
 */
import { describe, expect, it } from 'vitest';
import { clickMenu, field, harness, playersSheet } from '../support/addon-harness';
import { menuEntries } from '../../src/local/apps-script/services';

const SEVEN = playersSheet([
  ['Player 1', 2100],
  ['Player 2', 1950],
  ['Player 3', 1800],
  ['Player 4', 1650],
  ['Player 5', 1650],
  ['Player 6', 1400],
  ['Player 7', 1400],
]);

function pairingsRows(h: ReturnType<typeof harness>) {
  const values = h.workbook.sheet('Pairings')!.values();
  return { header: values[0], rows: values.slice(1) };
}

describe('onOpen', () => {
  it('builds the Sheetmate menu whose items name top-level functions of the bundle', () => {
    const h = harness({ Players: SEVEN });
    h.call('onOpen', { authMode: 'NONE' });
    const menu = h.services.ui.menus.find((m) => m.title === 'Sheetmate');
    // An add-on menu (createAddonMenu): Extensions ▸ Sheetmate once installed.
    expect(menu?.addon).toBe(true);
    expect(menu?.items.map((item) => (item === 'separator' ? '-' : item.caption))).toEqual(
      expect.arrayContaining(['Pair next round', 'Open sidebar', 'Rebuild sheets from the record']),
    );
    for (const item of menuEntries(menu!)) {
      if (item !== 'separator') expect(typeof h.bundle[item.functionName]).toBe('function');
    }
    // onOpen only builds the menu: it reads and writes nothing.
    expect(h.workbook.calls.reads).toBe(0);
    expect(h.workbook.calls.writes).toBe(0);
  });

  it('onInstall builds the same menu', () => {
    const h = harness({ Players: SEVEN });
    h.call('onInstall', {});
    expect(h.services.ui.menus.map((m) => m.title)).toEqual(['Sheetmate']);
  });

  it('Open sidebar shows the built Sidebar.html', () => {
    const h = harness({ Players: SEVEN });
    h.call('onOpen');
    clickMenu(h, 'Open sidebar');
    expect(h.services.ui.sidebars).toHaveLength(1);
    expect(h.services.ui.sidebars[0]!.content).toContain('<script>');
  });
});

describe('Pair next round, round 1', () => {
  it("writes the rating split's worked example: Player 7 sits out, 1–4, 2–5, 3–6, colours alternating", () => {
    const h = harness({ Players: SEVEN });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts).toEqual([]);
    const { header, rows } = pairingsRows(h);
    expect(header).toEqual(['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black']);
    expect(rows.map((row) => [row[0], row[1], row[2], row[4], row[6]])).toEqual([
      [1, 1, 'Player 1', '', 'Player 4'],
      [1, 2, 'Player 5', '', 'Player 2'],
      [1, 3, 'Player 3', '', 'Player 6'],
      [1, '', 'Player 7', '', 'BYE'],
    ]);
    expect(h.workbook.sheet('Byes')!.values()).toEqual([
      ['Round', 'Player', 'Kind', 'Points'],
      [1, 'Player 7', 'bye (no opponent this round)', 1],
    ]);
    const standings = h.workbook.sheet('Standings')!.values();
    // The bye's point counts at once, and the title says so.
    expect(String(standings[0]![0])).toMatch(/^Standings during round 1 of 5 \(0 of 3 results in, bye counted; tie-breaks once round 1 is complete\) · /);
    expect(standings[1]!.slice(0, 5)).toEqual(['Rank', 'No.', 'Name', 'Rating', 'Points']);
    expect(standings).toHaveLength(2 + 7);
  });

  it('with the names typed in reverse, Player 6 sits out and Player 1 meets Player 5', () => {
    const reversed = [SEVEN[0]!, ...SEVEN.slice(1).reverse()];
    const h = harness({ Players: reversed });
    h.call('menuPairNextRound');
    const { rows } = pairingsRows(h);
    expect(rows[0]!.slice(1, 7)).toEqual([1, 'Player 1', 0, '', 0, 'Player 5']);
    expect(rows.find((row) => row[6] === 'BYE')![2]).toBe('Player 6');
  });

  it('shows Pairings once the round is written, not the last sheet it created', () => {
    const h = harness({ Players: SEVEN });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    // Sheets shows each sheet as it is inserted; By name and Live come last.
    expect(h.workbook.sheetNames().indexOf('By name')).toBeGreaterThan(h.workbook.sheetNames().indexOf('Pairings'));
    expect(h.workbook.activeSheetName).toBe('Pairings');
  });

  it('formats the Result column as plain text with the results drop-down', () => {
    const h = harness({ Players: SEVEN });
    h.call('menuPairNextRound');
    const sheet = h.workbook.sheet('Pairings')!;
    for (let row = 2; row <= 4; row++) {
      expect(sheet.cell(row, 5)!.numberFormat).toBe('@');
      expect(sheet.cell(row, 5)!.validation!.values).toEqual(['1-0', '0-1', '½-½', '+/-', '-/+', '-/-']);
    }
    // A typed "+/-" stays a result, not a broken formula.
    sheet.type(2, 5, '+/-');
    expect(sheet.cell(2, 5)!.value).toBe('+/-');
    expect(sheet.cell(2, 5)!.formula).toBeUndefined();
    expect(sheet.frozenRows).toBe(1);
  });

  it('writes names that look like formulas or numbers as text', () => {
    const h = harness({ Players: playersSheet([['=SUM(A1)', 1500], ['+44', 1400], ['-5', 1300], ['@home', 1200]]) });
    h.call('menuPairNextRound');
    const pairings = h.workbook.sheet('Pairings')!;
    const names = pairings.values().slice(1).flatMap((row) => [row[2], row[6]]);
    expect(names.sort()).toEqual(['+44', '-5', '=SUM(A1)', '@home'].sort());
    for (let row = 1; row <= 3; row++) {
      for (let column = 1; column <= 7; column++) expect(pairings.cell(row, column)?.formula).toBeUndefined();
    }
    const standingsNames = h.workbook.sheet('Standings')!.values().slice(2).map((row) => row[2]);
    expect(standingsNames.sort()).toEqual(['+44', '-5', '=SUM(A1)', '@home'].sort());
  });

  it("adds the Players' Score, Opponents and Sheetmate ID columns and leaves the organiser's own columns alone", () => {
    const h = harness({ Players: [['Name', 'Club', 'Rating'], ["'Ben", 'South', 1400], ["'Asha", 'North', 1500]] });
    h.call('menuPairNextRound');
    // IDs are given in start-number order: Asha, rated higher, is 1.
    expect(h.workbook.sheet('Players')!.values()).toEqual([
      ['Name', 'Club', 'Rating', 'Score', 'Opponents', 'Sheetmate ID'],
      ['Ben', 'South', 1400, 0, '', 2],
      ['Asha', 'North', 1500, 0, '', 1],
    ]);
  });

  it('makes the same number of spreadsheet calls for 10 and for 1000 players', () => {
    const counts = [10, 1000].map((n) => {
      const h = harness({ Players: playersSheet(field(n)) });
      h.workbook.resetCounts();
      h.call('menuPairNextRound');
      expect(h.services.ui.alerts).toEqual([]);
      expect(h.workbook.sheet('Pairings')!.values()).toHaveLength(1 + n / 2);
      return { reads: h.workbook.calls.reads, writes: h.workbook.calls.writes };
    });
    expect(counts[0]).toEqual(counts[1]);
    expect(counts[0]!.reads).toBe(1); // Players, one getValues (Pairings does not exist yet)
  });
});
