/**
 * A school's prize-giving through the built add-on, as an organiser runs it:
 * a Prizes sheet typed before the event (places, two age groups, the best
 * girl, the best school, a trophy on top of the money), a six-player round
 * robin whose first two tie, the Awards sheet under each way of sharing the
 * tied money, and the organiser's edits: the Prizes sheet sorted, a prize row
 * inserted, a category mistyped, a player renamed in Players, a result
 * changed after the awards were written.
 */
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { harness, type Harness } from '../support/addon-harness';
import { SCHOOL_PLAYERS, SCHOOL_PRIZES, schoolResult } from '../support/school-prizes';

/** The school's Saturday: Players and Prizes typed, a round robin chosen, `rounds` rounds played with every result typed. */
function school(rounds = 5, prizes: readonly (readonly CellValue[])[] = SCHOOL_PRIZES): Harness {
  const h = harness({ Players: SCHOOL_PLAYERS.map((row) => row.map((cell) => (typeof cell === 'string' ? `'${cell}` : cell))), Prizes: prizes.map((row) => row.slice()) });
  h.call('onOpen');
  h.call('saveSettings', { system: 'round-robin', rounds: 0 });
  for (let round = 1; round <= rounds; round++) {
    h.call('menuPairNextRound');
    typeRound(h);
  }
  expect(h.services.ui.alerts).toEqual([]);
  return h;
}

/** Types every missing result of the newest round, then runs onEdit as Sheets does. */
function typeRound(h: Harness): void {
  const sheet = h.workbook.sheet('Pairings')!;
  const values = sheet.values();
  const newest = values[1]![0];
  values.forEach((row, index) => {
    if (index > 0 && row[0] === newest && row[1] !== '' && row[4] === '') sheet.type(index + 1, 5, schoolResult(String(row[2]), String(row[6])));
  });
  edited(h, 'Pairings');
}

/** The onEdit trigger for a cell typed in `sheet`. */
function edited(h: Harness, sheet: string): void {
  const typedIn = h.workbook.sheet(sheet)!;
  h.call('onEdit', { range: { getSheet: () => typedIn } });
}

/** The award rows (Prize, Winner, Amount), the Why column apart. */
function awards(h: Harness): string[][] {
  const rows = h.workbook.sheet('Awards')!.values().map((row) => row.map(String));
  return rows.slice(rows.findIndex((row) => row[0] === 'Prize') + 1).filter((row) => row[1] !== '').map((row) => row.slice(0, 3));
}

const lines = (h: Harness) => h.workbook.sheet('Awards')!.values().slice(0, 3).map((row) => String(row[0]));

/** Replaces the Prizes sheet's values, as a paste or a sort does, and runs onEdit. */
function setPrizes(h: Harness, rows: readonly (readonly CellValue[])[]): void {
  const sheet = h.workbook.sheet('Prizes')!;
  sheet.clear();
  rows.forEach((row, r) => row.forEach((cell, c) => sheet.type(r + 1, c + 1, typeof cell === 'string' ? `'${cell}` : cell)));
  edited(h, 'Prizes');
}

describe('a school prize list through the built add-on', () => {
  it('writes the Awards sheet, by tie-break: places, the trophy on top, age groups, the best girl and school, and what nobody takes', () => {
    const h = school();
    expect(lines(h)).toEqual([
      'Awards · Test event',
      'Final: standings after round 5 of 5',
      "10 prizes: 8 awarded, 2 not · 70.00 paid out · one prize a player · tied players' money by tie-break · amounts to the cent",
    ]);
    expect(awards(h)).toEqual([
      ["Champion's trophy", 'Ana Silva', 'Trophy'],
      ['1st', 'Ana Silva', '30.00'],
      ['2nd', 'Ben Okafor', '20.00'],
      ['3rd', 'Cy Dubois', '10.00'],
      ['Best under-11', 'Dana Lee', 'Medal'],
      ['Best under-13', 'Eli Novak', '10.00'],
      ['Best girl', 'Fay Moreau', 'Medal'],
      ['Best school', 'Hill', 'Shield'],
      ['Best under-1300', 'not awarded', ''],
      ['Best under-1000', 'not awarded', ''],
    ]);
    // Laid out for a phone: four columns of 340 px in all, the title kept in view.
    const sheet = h.workbook.sheet('Awards')!;
    expect([1, 2, 3, 4].reduce((sum, column) => sum + (sheet.columnWidths.get(column) ?? 100), 0)).toBe(340);
    expect(sheet.frozenRows).toBe(1);
    // The sidebar's status says what the sheet says.
    const status = h.call('getStatus') as { awards?: { lines: string[]; awards: unknown[]; more: number } };
    expect(status.awards?.lines[0]).toBe('Final: standings after round 5 of 5');
    expect(status.awards?.more).toBe(2);
  });

  it('shares the tied money as the settings say: equally, by the Hort system, or not', () => {
    const h = school();
    h.call('saveSettings', { prizes: { sharing: 'equal' } });
    expect(awards(h).slice(1, 3)).toEqual([
      ['1st', 'Ana Silva', '25.00'],
      ['2nd', 'Ben Okafor', '25.00'],
    ]);
    h.call('saveSettings', { prizes: { sharing: 'hort' } });
    expect(awards(h).slice(0, 3)).toEqual([
      ["Champion's trophy", 'Ana Silva', 'Trophy'],
      ['1st', 'Ana Silva', '27.50'],
      ['2nd', 'Ben Okafor', '22.50'],
    ]);
    expect(lines(h)[2]).toBe("10 prizes: 8 awarded, 2 not · 70.00 paid out · one prize a player · tied players' money by the Hort system (half shared equally, half by tie-break) · amounts to the cent");
    h.call('saveSettings', { prizes: { sharing: 'tiebreak' } });
    expect(awards(h).slice(1, 3)).toEqual([
      ['1st', 'Ana Silva', '30.00'],
      ['2nd', 'Ben Okafor', '20.00'],
    ]);
  });

  it('follows the organiser’s edits: a category mistyped and corrected, a row inserted, the sheet sorted with an Order column', () => {
    const h = school(3);
    const mistyped = SCHOOL_PRIZES.map((row, index) => (index === 7 ? [row[0]!, row[1]!, 'gilrs', row[3]!] : row));
    setPrizes(h, mistyped);
    expect(lines(h)[1]).toBe('Not updated: the Prizes sheet needs a correction');
    expect(lines(h)[2]).toMatch(/^Prizes, row 8, column Category: "gilrs" in "gilrs" is not a category Sheetmate knows/);
    // The event goes on: the mistake is the Awards sheet's, not the pairing's.
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    typeRound(h);
    setPrizes(h, SCHOOL_PRIZES);
    expect(lines(h)[1]).toBe('Provisional, if the event ended now: standings after round 4 of 5');
    const inserted = [...SCHOOL_PRIZES.slice(0, 4), ['Best under-1500', 15, 'u1500', ''], ...SCHOOL_PRIZES.slice(4)];
    setPrizes(h, inserted);
    expect(awards(h).map((row) => row[0])).toEqual(["Champion's trophy", '1st', '2nd', 'Best under-1500', '3rd', 'Best under-11', 'Best under-13', 'Best girl', 'Best school', 'Best under-1300', 'Best under-1000']);
    h.call('menuPairNextRound');
    typeRound(h);
    // Worth more than 3rd, the under-1500 prize goes to Cy (1400, 2½ points), and 3rd to Dana.
    expect(awards(h).slice(3, 5)).toEqual([
      ['Best under-1500', 'Cy Dubois', '15.00'],
      ['3rd', 'Dana Lee', '10.00'],
    ]);
    const before = awards(h);
    const ordered = inserted.map((row, index) => [...row, index === 0 ? 'Order' : index]);
    setPrizes(h, [ordered[0]!, ...ordered.slice(1).sort((a, b) => String(a[0]).localeCompare(String(b[0])))]);
    const byPrize = (rows: string[][]) => Object.fromEntries(rows.map((row) => [row[0], row.slice(1)]));
    expect(byPrize(awards(h))).toEqual(byPrize(before));
  });

  it('follows a rename in Players and a result changed after the awards were written', () => {
    const h = school();
    const players = h.workbook.sheet('Players')!;
    const row = players.values().findIndex((cells) => cells[0] === 'Ana Silva') + 1;
    players.type(row, 1, 'Ana Silva-Reis');
    h.call('menuUpdateStandings');
    expect(awards(h)[1]).toEqual(['1st', 'Ana Silva-Reis', '30.00']);
    // Ana–Fay, a draw in the sheet, changed into a win for Fay: Ben is first alone, Ana second.
    const pairings = h.workbook.sheet('Pairings')!;
    const board = pairings.values().findIndex((cells) => [cells[2], cells[6]].includes('Fay Moreau') && [cells[2], cells[6]].includes('Ana Silva-Reis')) + 1;
    pairings.type(board, 5, pairings.values()[board - 1]![2] === 'Fay Moreau' ? '1-0' : '0-1');
    edited(h, 'Pairings');
    expect(awards(h).slice(1, 3)).toEqual([
      ['1st', 'Ben Okafor', '30.00'],
      ['2nd', 'Ana Silva-Reis', '20.00'],
    ]);
    expect(h.services.ui.alerts).toEqual([]);
  });
});
