import { describe, expect, it } from 'vitest';
import { BY_NAME_COLUMNS, byNameEntries, byNameSheet, nameOrder } from '../../../src/core/views/by-name-view';
import { BY_NAME_SHEET } from '../../../src/core/workbook/layout';
import { displayValues, rowsOfKind } from '../../../src/core/views/display-sheet';
import { liveEvent } from '../../support/live-builders';

/** Round 2 of seven players: a bye, a requested bye, an absence and a withdrawal. */
function roundTwo() {
  return liveEvent('Ana Silva', 'bob Jones', 'Émile Zola', 'Carl Ek', 'Dee Moss', 'eve Li', 'Fay Wu', 'Gus Orr')
    .round('Ana Silva - bob Jones 1-0', 'Émile Zola - Carl Ek ½-½', 'Dee Moss - eve Li 0-1', 'Fay Wu - Gus Orr 1-0')
    .current('eve Li - Ana Silva', 'Carl Ek - Fay Wu 1-0', 'bob Jones: U', 'Émile Zola: H', 'Dee Moss: Z', 'Gus Orr: withdrawn')
    .withdraw('Gus Orr')
    .build();
}

describe('By name', () => {
  it('lists every player once, alphabetically whatever the case and accents, with board, colour, opponent and points', () => {
    const entries = byNameEntries(roundTwo());
    expect(entries.map((entry) => entry.name)).toEqual(['Ana Silva', 'bob Jones', 'Carl Ek', 'Dee Moss', 'Émile Zola', 'eve Li', 'Fay Wu', 'Gus Orr']);
    expect(entries.map((entry) => [entry.name, entry.board, entry.colour, entry.opponent ?? entry.noGame, entry.pointsBefore])).toEqual([
      ['Ana Silva', 1, 'B', 'eve Li', 10],
      ['bob Jones', null, null, 'bye (1 point)', 0],
      ['Carl Ek', 2, 'W', 'Fay Wu', 5],
      ['Dee Moss', null, null, 'absent', 0],
      ['Émile Zola', null, null, 'requested bye (½ point)', 5],
      ['eve Li', 1, 'W', 'Ana Silva', 10],
      ['Fay Wu', 2, 'B', 'Carl Ek', 10],
      ['Gus Orr', null, null, 'withdrawn', 0],
    ]);
  });

  it('writes the sheet: a title, five columns, a row per player, and a note on how to read it', () => {
    const sheet = byNameSheet(roundTwo());
    const values = displayValues(sheet);
    expect(BY_NAME_SHEET).toBe('By name');
    expect(values[0]).toEqual(['Round 2 by name', '', '', '', '']);
    expect(values[1]).toEqual(['Name', 'Board', 'Colour', 'Opponent', 'Pts']);
    expect(values.slice(2, 10)).toEqual([
      ['Ana Silva', 1, 'B', 'eve Li', '1'],
      ['bob Jones', '', '', 'bye (1 point)', '0'],
      ['Carl Ek', 2, 'W', 'Fay Wu', '½'],
      ['Dee Moss', '', '', 'absent', '0'],
      ['Émile Zola', '', '', 'requested bye (½ point)', '½'],
      ['eve Li', 1, 'W', 'Ana Silva', '1'],
      ['Fay Wu', 2, 'B', 'Carl Ek', '1'],
      ['Gus Orr', '', '', 'withdrawn', '0'],
    ]);
    expect(values.at(-1)![0]).toBe('Colour: W = White, B = Black. Pts: points before this round.');
    expect(values.every((row) => row.length === 5)).toBe(true);
    expect(rowsOfKind(sheet, 'header')).toEqual([2]);
    expect(sheet.frozenRows).toBe(2);
    // Narrow enough for a phone held upright.
    expect(BY_NAME_COLUMNS.reduce((sum, column) => sum + column.width, 0)).toBeLessThanOrEqual(350);
  });

  it('says "not paired this round" for a player entered after the round was paired', () => {
    const event = liveEvent('Ann', 'Bob', 'Cy').current('Ann - Bob').build();
    expect(byNameEntries(event).map((entry) => [entry.name, entry.noGame])).toEqual([
      ['Ann', null],
      ['Bob', null],
      ['Cy', 'not paired this round'],
    ]);
  });

  it('lists the players before round 1 without boards', () => {
    const sheet = byNameSheet(liveEvent('Zoe', 'adam', 'Mia').build());
    expect(displayValues(sheet).slice(0, 5)).toEqual([
      ['Players by name: round 1 is not paired yet', '', '', '', ''],
      ['Name', 'Board', 'Colour', 'Opponent', 'Pts'],
      ['adam', '', '', '', '0'],
      ['Mia', '', '', '', '0'],
      ['Zoe', '', '', '', '0'],
    ]);
  });

  it("orders names by the spreadsheet's alphabet, and the same way whatever the order of entry", () => {
    // Swedish puts Ö after Z; English files it with O.
    expect(['Zelda', 'Östen', 'Olle'].sort(nameOrder('sv'))).toEqual(['Olle', 'Zelda', 'Östen']);
    expect(['Zelda', 'Östen', 'Olle'].sort(nameOrder('en'))).toEqual(['Olle', 'Östen', 'Zelda']);
    // Numbers in names sort as numbers; a tag Intl does not know falls back to English.
    expect(['Team 10', 'Team 9'].sort(nameOrder('not a locale!'))).toEqual(['Team 9', 'Team 10']);
    const forwards = byNameEntries(liveEvent('ann', 'Ann', 'ANN', 'Åsa').current('ann - Ann', 'ANN - Åsa').build());
    const backwards = byNameEntries(liveEvent('Åsa', 'ANN', 'Ann', 'ann').current('ann - Ann', 'ANN - Åsa').build());
    expect(forwards.map((entry) => entry.name)).toEqual(backwards.map((entry) => entry.name));
  });
});
