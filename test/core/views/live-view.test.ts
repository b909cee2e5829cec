import { describe, expect, it } from 'vitest';
import { displayValues, rowsOfKind, SPANNING_KINDS } from '../../../src/core/views/display-sheet';
import { LIVE_COLUMNS, liveSheet, type LiveViewInput } from '../../../src/core/views/live-view';
import { liveEvent } from '../../support/live-builders';

function spring(current: readonly string[]) {
  return liveEvent('Ana Silva', 'Bob Jones', 'Carl Ek', 'Dee Moss', 'Eve Li', 'Fay Wu', 'Gus Orr')
    .round('Ana Silva - Bob Jones 1-0', 'Carl Ek - Dee Moss ½-½', 'Eve Li - Fay Wu 0-1', 'Gus Orr: U')
    .current(...current)
    .build();
}

const input = (event: LiveViewInput['event'], extra: Partial<LiveViewInput> = {}): LiveViewInput => ({
  eventName: 'Spring Open',
  event,
  totalRounds: 5,
  pairedAt: 'Sat 14:05',
  standings: { system: 'swiss', tiebreaks: ['BH', 'SB'] },
  ...extra,
});

describe('Live', () => {
  it('shows the event, the round by board with points in the names, and the standings, four columns wide', () => {
    const event = spring(['Fay Wu - Ana Silva', 'Gus Orr - Carl Ek 1-0', 'Dee Moss - Eve Li -/+', 'Bob Jones: H']);
    const sheet = liveSheet(input(event));
    expect(displayValues(sheet)).toEqual([
      ['Spring Open', '', '', ''],
      ['Round 2 of 5 · paired Sat 14:05', '', '', ''],
      ['', '', '', ''],
      ['Round 2: 2 of 3 results in', '', '', ''],
      ['Board', 'White', 'Result', 'Black'],
      [1, 'Fay Wu (1)', '', 'Ana Silva (1)'],
      [2, 'Gus Orr (1)', '1-0', 'Carl Ek (½)'],
      [3, 'Dee Moss (½)', '0-1 ff', 'Eve Li (0)'],
      ['', 'Bob Jones (0)', '', 'requested bye (½ point)'],
      ['ff: forfeit, the game was not played.', '', '', ''],
      ['', '', '', ''],
      ['Standings during round 2 of 5 (2 of 3 results in, bye counted)', '', '', ''],
      ['Rank', 'Name', 'Pts', 'BH'],
      // Points count round 2's typed results; Buchholz is as after round 1 (Eve's opponent had 1, Ana's 0), written as the points are (½, not 0.5).
      ['1', 'Gus Orr', '2', '½'],
      ['2', 'Eve Li', '1', '1'],
      ['3–4', 'Ana Silva', '1', '0'],
      ['3–4', 'Fay Wu', '1', '0'],
      ['5', 'Bob Jones', '½', '1'],
      ['6–7', 'Carl Ek', '½', '½'],
      ['6–7', 'Dee Moss', '½', '½'],
      ['BH: Buchholz; tie-breaks as after round 1.', '', '', ''],
    ]);
    expect(sheet.frozenRows).toBe(2);
    expect(rowsOfKind(sheet, 'header')).toEqual([5, 13]);
    expect(rowsOfKind(sheet, 'section')).toEqual([4, 12]);
  });

  it('fits a phone held upright: at most five columns, about 340 px, long names wrap', () => {
    const event = spring(['Fay Wu - Ana Silva', 'Gus Orr - Carl Ek', 'Dee Moss - Eve Li', 'Bob Jones: U']);
    const sheet = liveSheet(input(event));
    expect(sheet.columns.length).toBeLessThanOrEqual(5);
    expect(sheet.rows.every((row) => row.cells.length === sheet.columns.length)).toBe(true);
    expect(LIVE_COLUMNS.reduce((sum, column) => sum + column.width, 0)).toBeLessThanOrEqual(350);
    expect(LIVE_COLUMNS.filter((column) => column.wrap).map((column) => column.label)).toEqual(['White · Name', 'Black · tie-break']);
    // Text meant to span the width sits in the first cell alone.
    for (const row of sheet.rows.filter((row) => SPANNING_KINDS.has(row.kind))) expect(row.cells.slice(1).every((cell) => cell === '')).toBe(true);
  });

  it('says everything in words: results, byes, absences; no tie-break values before a round is complete', () => {
    const event = liveEvent('Ann', 'Bob', 'Cy', 'Dan', 'Eva')
      .current('Ann - Bob ½-½', 'Cy - Dan', 'Eva: U')
      .build();
    const values = displayValues(liveSheet(input(event, { pairedAt: undefined, totalRounds: 0, standings: { system: 'swiss', tiebreaks: ['BH/C1'] } })));
    expect(values[1]![0]).toBe('Round 1');
    expect(values.slice(4, 8)).toEqual([
      ['Board', 'White', 'Result', 'Black'],
      [1, 'Ann (0)', '½-½', 'Bob (0)'],
      [2, 'Cy (0)', '', 'Dan (0)'],
      ['', 'Eva (0)', '', 'bye (1 point)'],
    ]);
    const standings = values.slice(values.findIndex((row) => row[0] === 'Rank'));
    expect(standings.slice(0, 6)).toEqual([
      ['Rank', 'Name', 'Pts', 'BH/C1'],
      ['1', 'Eva', '1', ''],
      ['2–3', 'Ann', '½', ''],
      ['2–3', 'Bob', '½', ''],
      ['4–5', 'Cy', '0', ''],
      ['4–5', 'Dan', '0', ''],
    ]);
    expect(standings.at(-1)![0]).toBe('BH/C1: Buchholz Cut-1; tie-breaks once round 1 is complete.');
  });

  it('leaves withdrawn players out of the round and marks them in the standings', () => {
    const event = liveEvent('Ann', 'Bob', 'Cy')
      .round('Ann - Bob 1-0', 'Cy: U')
      .current('Cy - Ann 0-1', 'Bob: withdrawn')
      .withdraw('Bob')
      .build();
    const values = displayValues(liveSheet(input(event)));
    const round = values.slice(0, values.findIndex((row) => row[0] === 'Rank'));
    expect(round.some((row) => row.some((cell) => String(cell).startsWith('Bob')) || row[3] === 'withdrawn')).toBe(false);
    expect(values).toContainEqual(['3', 'Bob (withdrawn)', '0', '2']);
    expect(values[3]![0]).toBe('Round 2: all results in');
  });

  it('lists the players entered before round 1', () => {
    const values = displayValues(liveSheet(input(liveEvent('Zoe', 'adam', 'Mia').build(), { eventName: '  ' })));
    expect(values).toEqual([
      ['Live results', '', '', ''],
      ['Round 1 of 5 is not paired yet', '', '', ''],
      ['', '', '', ''],
      ['Players entered: 3', '', '', ''],
      ['', 'adam', '', ''],
      ['', 'Mia', '', ''],
      ['', 'Zoe', '', ''],
    ]);
  });

  it('counts who plays before round 1, a withdrawn player said apart: "15 playing, 1 withdrawn"', () => {
    const event = liveEvent('Zoe', 'adam', 'Mia').build();
    const withdrawn = { ...event, tournament: { ...event.tournament, players: event.tournament.players.map((player) => (player.name === 'Mia' ? { ...player, withdrawn: true } : player)) } };
    const values = displayValues(liveSheet(input(withdrawn)));
    expect(values.slice(3)).toEqual([
      ['Players entered: 2 playing, 1 withdrawn', '', '', ''],
      ['', 'adam', '', ''],
      ['', 'Mia (withdrawn)', '', ''],
      ['', 'Zoe', '', ''],
    ]);
  });
});
