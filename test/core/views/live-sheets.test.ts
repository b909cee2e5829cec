/**
 * From the event state an action leaves behind to the phone views: the
 * newest round as paired, the time in the spreadsheet's zone, the alphabet
 * of its locale.
 */
import { describe, expect, it } from 'vitest';
import type { Entrant } from '../../../src/core/event/entrant';
import { eventFromTables } from '../../../src/core/workbook/read-event';
import { nameIndex } from '../../../src/core/workbook/reconcile';
import { eventInProgress } from '../../../src/core/event/progress';
import { formatPairedAt, languageTag, liveSheets } from '../../../src/core/views/live-sheets';
import type { PairingsRound } from '../../../src/core/workbook/pairings-table';
import { parseResult } from '../../../src/core/workbook/results';
import { DEFAULT_SETTINGS } from '../../../src/core/record/settings';
import { STANDARD_POINTS } from '../../../src/core/model';

function entrant(name: string, rating: number, row: number, extra: Partial<Entrant> = {}): Entrant {
  return { row, entryIndex: row - 2, name, rating, status: 'active', requestedByes: [], ...extra };
}

const players = [entrant('Ann', 1800, 2), entrant('Bob', 1700, 3), entrant('Cy', 1600, 4), entrant('Dee', 0, 5), entrant('Eve', 1500, 6, { status: 'absent' })];

function round(n: number, boards: [string, string, string][], byes: [string, PairingsRound['byes'][number]['kind']][]): PairingsRound {
  return {
    round: n,
    boards: boards.map(([white, black, result], index) => ({ round: n, board: index + 1, white, black, result: parseResult(result) ?? null, row: 0 })),
    byes: byes.map(([player, kind]) => ({ round: n, player, kind, row: 0 })),
  };
}

const state = eventFromTables(
  players,
  [
    round(1, [['Ann', 'Cy', '1-0'], ['Dee', 'Bob', '½-½']], [['Eve', 'pairing-allocated']]),
    round(2, [['Bob', 'Ann', '0-1'], ['Cy', 'Dee', '']], [['Eve', 'zero-point']]),
  ],
  STANDARD_POINTS,
);

describe('eventInProgress', () => {
  it('gives the newest round as paired, by start number, with the byes and their points', () => {
    const event = eventInProgress(state);
    const number = (name: string) => nameIndex(state)(name)!;
    expect(event.current).toEqual({
      round: 2,
      boards: [
        { board: 1, white: number('Bob'), black: number('Ann') },
        { board: 2, white: number('Cy'), black: number('Dee') },
      ],
      byes: [{ player: number('Eve'), kind: 'zero-point', points: 0 }],
    });
    // The unfinished game is blank in the model; the rest as typed.
    expect(event.tournament.players[number('Cy') - 1]!.rounds[1]).toEqual({ opponent: number('Dee'), colour: 'white', result: ' ' });
    expect(event.carriedPoints).toBeUndefined();
  });

  it('is empty before the first round', () => {
    expect(eventInProgress(eventFromTables(players, [], STANDARD_POINTS)).current).toBeNull();
  });

  it('carries the points a quick Swiss brought from paper', () => {
    const paper = eventFromTables([entrant('Ann', 0, 2, { carried: { score: 25, opponents: [], colours: '' } }), entrant('Bob', 0, 3)], [], STANDARD_POINTS);
    expect(eventInProgress(paper).carriedPoints).toEqual(new Map([[1, 25]]));
  });
});

describe('liveSheets', () => {
  it('writes Live and By name for the newest round, with the time it was paired', () => {
    const [live, byName] = liveSheets({ eventName: 'Club night', locale: 'en_GB', sections: [{ section: '', state, settings: DEFAULT_SETTINGS, totalRounds: 5, pairedAt: 'Tue 3 Mar, 19:30' }] });
    expect(live!.name).toBe('Live');
    expect(live!.display.rows.slice(0, 2).map((row) => row.cells[0])).toEqual(['Club night', 'Round 2 of 5 · paired Tue 3 Mar, 19:30']);
    expect(byName!.name).toBe('By name');
    const rows = byName!.display.rows.filter((row) => row.kind === 'row').map((row) => row.cells);
    expect(rows).toEqual([
      ['Ann', 1, 'B', 'Bob', '1'],
      ['Bob', 1, 'W', 'Ann', '½'],
      ['Cy', 2, 'W', 'Dee', '0'],
      ['Dee', 2, 'B', 'Cy', '½'],
      ['Eve', '', '', 'absent', '1'],
    ]);
  });

  it('before the first round here, names the round to come after the rounds played on paper', () => {
    const [live] = liveSheets({ eventName: '', sections: [{ section: '', state: eventFromTables(players, [], STANDARD_POINTS), settings: DEFAULT_SETTINGS, totalRounds: 5 }] });
    expect(live!.display.rows[1]!.cells[0]).toBe('Round 1 of 5 is not paired yet');
  });

  it('with sections, one Live and one By name cover them all, each section under its own heading as it would read alone', () => {
    const alone = liveSheets({ eventName: 'School Saturday', sections: [{ section: '', state, settings: DEFAULT_SETTINGS, totalRounds: 5 }] });
    const before = eventFromTables(players, [], STANDARD_POINTS);
    const [live, byName] = liveSheets({
      eventName: 'School Saturday',
      sections: [
        { section: 'U10', state, settings: DEFAULT_SETTINGS, totalRounds: 5 },
        { section: 'U8', state: before, settings: DEFAULT_SETTINGS, totalRounds: 3 },
      ],
    });
    expect([live!.name, byName!.name]).toEqual(['Live', 'By name']);
    const lines = (sheet: typeof live, kind: string) => sheet!.display.rows.filter((row) => row.kind === kind).map((row) => row.cells[0]);
    expect(lines(live, 'title')).toEqual(['School Saturday']);
    expect(lines(live, 'subtitle')).toEqual(['U10 · Round 2 of 5', 'U8 · Round 1 of 3 is not paired yet']);
    expect(lines(byName, 'section')).toEqual(['U10 · Round 2 by name', 'U8 · Players by name: round 1 is not paired yet']);
    // The U10's part is its own By name: the same rows as the event alone.
    const rowsOf = (sheet: typeof live) => sheet!.display.rows.filter((row) => row.kind === 'row').map((row) => row.cells);
    expect(rowsOf(byName).slice(0, 5)).toEqual(rowsOf(alone[1]!));
    expect(live!.display.columns).toEqual(alone[0]!.display.columns);
  });
});

describe('languageTag and formatPairedAt', () => {
  it('turns a spreadsheet locale into a language tag', () => {
    expect(languageTag('en_GB')).toBe('en-GB');
    expect(languageTag('sv_SE')).toBe('sv-SE');
    expect(languageTag(undefined)).toBe('en');
    expect(languageTag('  ')).toBe('en');
  });

  it("writes the time in the spreadsheet's zone, English, with the locale's clock", () => {
    expect(formatPairedAt('2026-03-14T14:05:00Z', 'Europe/London', 'en_GB')).toBe('Sat 14 Mar, 14:05');
    expect(formatPairedAt('2026-07-14T14:05:00Z', 'Europe/London', 'en_GB')).toBe('Tue 14 Jul, 15:05');
    expect(formatPairedAt('2026-03-14T14:05:00Z', 'America/New_York', 'en_US')).toBe('Sat, Mar 14, 10:05 AM');
    // Another language's spreadsheet still reads in English, the sheet's language.
    expect(formatPairedAt('2026-03-14T14:05:00Z', 'Europe/Stockholm', 'sv_SE')).toBe('Sat 14 Mar, 15:05');
  });

  it('says UTC for an unknown zone, and nothing for an unreadable time', () => {
    expect(formatPairedAt('2026-03-14T14:05:00Z', 'Mars/Olympus', 'en_GB')).toBe('Sat 14 Mar, 14:05 UTC');
    expect(formatPairedAt('2026-03-14T14:05:00Z', 'Europe/Paris', 'x_!!')).toBe('Sat 14 Mar, 15:05');
    expect(formatPairedAt('not a time', 'Europe/London')).toBeUndefined();
  });
});
