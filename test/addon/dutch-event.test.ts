/**
 * A 17-player, 7-round Dutch Swiss run through the built bundle, menu item by
 * menu item with results typed between rounds; then TRF out and back in.
 */
import { describe, expect, it } from 'vitest';
import { eventFromTables } from '../../src/core/workbook/read-event';
import { readPairingsTable } from '../../src/core/workbook/pairings-table';
import { readPlayersTable } from '../../src/core/workbook/players-table';
import { pointSystemOf, DEFAULT_SETTINGS } from '../../src/core/record/settings';
import { pairDutch } from '../../src/core/dutch/pair-dutch';
import { verifyAbsoluteCriteria } from '../../src/core/dutch/verify';
import { checkDutchPairings } from '../../src/core/dutch/checker';
import { pairingOfRound, readTrf } from '../../src/core/trf';
import { clickMenu, harness, playersSheet, resultCells, typeResults, type Harness } from '../support/addon-harness';

const NAMES = [
  'Aarav Shah', 'Bea Lindqvist', 'Chidi Okafor', 'Dana Novak', 'Emil Brandt', 'Farah Haddad', 'Goran Petrov', 'Hana Sato',
  'Ivo Marsh', 'Jia Wen', 'Kofi Mensah', 'Lena Vogel', 'Mateo Ruiz', 'Nadia Iqbal', 'Oskar Berg', 'Priya Nair', 'Quinn Doyle',
];
const FIELD: [string, number][] = NAMES.map((name, index) => [name, 2150 - index * 37 - (index % 3) * 5]);

/** Results decided by the names, so they vary but are reproducible: some upsets, some draws, one forfeit. */
function decide(round: number) {
  return (white: string, black: string, board: number) => {
    const h = (white.charCodeAt(0) * 7 + black.charCodeAt(1) * 3 + round * 11 + board) % 10;
    if (round === 3 && board === 2) return '+/-';
    return h < 4 ? '1-0' : h < 7 ? '0-1' : '½-½';
  };
}

/** What the core pairs for the newest round, given the sheet's history before it. */
function expectedFromCore(h: Harness) {
  const players = readPlayersTable(h.workbook.sheet('Players')!.values());
  const table = readPairingsTable(h.workbook.sheet('Pairings')!.values());
  const before = table.rounds.slice(0, -1);
  const state = eventFromTables(players.entrants, before, pointSystemOf(DEFAULT_SETTINGS.points), {
    totalRounds: 7,
    knownOrder: players.entrants.map((e) => e.id!).sort((a, b) => a - b),
  });
  const round = before.length + 1;
  const ordered = eventFromTables(players.entrants, table.rounds, pointSystemOf(DEFAULT_SETTINGS.points), { totalRounds: 7 });
  const initialColour = ordered.initialColour ?? 'white';
  const tournament = { ...state.tournament, initialColour };
  const pairing = pairDutch(tournament, round);
  verifyAbsoluteCriteria(tournament, round, pairing);
  const name = (n: number) => state.players[n - 1]!.entrant.name;
  return {
    boards: pairing.boards.map((b) => [b.board, name(b.white), name(b.black)]),
    byes: pairing.byes.map((b) => name(b.player)),
    recorded: table.rounds[table.rounds.length - 1]!,
  };
}

describe('a 7-round Dutch Swiss of 17 players through the menu', () => {
  it('pairs every round as the core does, keeps every typed result, and ends with a winner', () => {
    const h = harness({ Players: playersSheet(FIELD) });
    h.call('saveSettings', { rounds: 7 });
    h.call('onOpen');
    const typed = new Map<string, string>();
    const pabs = new Set<string>();
    for (let round = 1; round <= 7; round++) {
      clickMenu(h, 'Pair next round');
      expect(h.services.ui.alerts).toEqual([]);
      if (round > 1) {
        const expected = expectedFromCore(h);
        expect(expected.recorded.boards.map((b) => [b.board, b.white, b.black])).toEqual(expected.boards);
        expect(expected.recorded.byes.map((b) => b.player)).toEqual(expected.byes);
      }
      const bye = h.workbook.sheet('Pairings')!.values().find((row) => row[0] === round && row[6] === 'BYE');
      expect(bye).toBeDefined();
      expect(pabs.has(String(bye![2]))).toBe(false); // nobody gets the pairing-allocated bye twice
      pabs.add(String(bye![2]));
      typeResults(h, decide(round));
      for (const [key, value] of resultCells(h)) if (value !== '') typed.set(key, value);
    }
    clickMenu(h, 'Update standings');
    for (const [key, value] of typed) expect(resultCells(h).get(key)).toBe(value);
    expect(typed.size).toBe(7 * 8);
    const standings = h.workbook.sheet('Standings')!.values();
    expect(String(standings[0]![0])).toBe(
      'Standings after round 7 of 7 · Swiss, FIDE Dutch system · ties broken by Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter, Rounds won',
    );
    const points = standings.slice(2).map((row) => Number(row[4]));
    expect(points).toEqual(points.slice().sort((a, b) => b - a));
    expect(points.reduce((a, b) => a + b, 0)).toBe(7 * 8 + 7); // eight games and a one-point bye a round
    expect(standings[2]![0]).toBe('1');
    // The Players sheet's Score and Opponents are current.
    const players = h.workbook.sheet('Players')!.values();
    const scoreOf = new Map(standings.slice(2).map((row) => [row[2], row[4]]));
    for (const row of players.slice(1)) {
      expect(row[2]).toBe(scoreOf.get(row[0]));
      expect(String(row[3]).split(', ')).toHaveLength(7 - countByes(h, String(row[0])));
    }
    // A crosstable is on its own sheet.
    const crosstable = h.workbook.sheet('Crosstable')!.values();
    expect(crosstable[0]).toEqual(['Rank', 'No.', 'Name', 'Rating', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'Points']);
    expect(crosstable).toHaveLength(18);

    // Export TRF, then import it into a new spreadsheet: same pairings, results and standings.
    const exported = h.call('exportTrf') as { download: { fileName: string; text: string } };
    expect(exported.download.fileName).toBe('Test-event.trf');
    const trf = readTrf(exported.download.text);
    expect(trf.tournament.totalRounds).toBe(7);
    expect(trf.tournament.initialColour).toBe('white');
    expect(exported.download.text).toMatch(/^XXR 7$/m);
    expect(exported.download.text).toMatch(/^142 7$/m);
    expect(trf.roundsPlayed).toBe(7);
    expect(trf.warnings).toEqual([]);
    for (let round = 1; round <= 7; round++) expect(pairingOfRound(trf.tournament, round).byes).toHaveLength(1);
    // The file says enough for a Dutch engine to re-pair every round exactly as the sheet did.
    expect(checkDutchPairings(trf.tournament).discrepancies).toEqual([]);
    expect(h.workbook.sheet('TRF')!.values()[0]![0]).toMatch(/^012 Test event/);

    const copy = harness({});
    copy.call('importTrf', exported.download.text);
    expect(copy.workbook.sheet('Pairings')!.values()).toEqual(h.workbook.sheet('Pairings')!.values().map((row) => row.slice(0, 7)));
    expect(copy.workbook.sheet('Standings')!.values()).toEqual(standings);
    expect(copy.call('getSettings')).toMatchObject({ rounds: 7, initialColour: 'white' });
    // The imported rounds are in the record, locked as if paired here; the IDs are the file's start numbers.
    const record = JSON.parse(copy.workbook.sheet('Sheetmate record')!.values().slice(1).map((row) => String(row[0])).join('')) as {
      sections: { rounds: { origin: string; locked: boolean }[] }[];
    };
    expect(record.sections[0]!.rounds.map((round) => [round.origin, round.locked])).toEqual(Array.from({ length: 7 }, () => ['imported', true]));
    const imported = copy.workbook.sheet('Players')!.values();
    expect(imported.slice(1).map((row) => row[imported[0]!.indexOf('Sheetmate ID')])).toEqual(imported.slice(1).map((row) => row[0]));
  });
});

function countByes(h: Harness, name: string): number {
  return h.workbook.sheet('Pairings')!.values().filter((row) => row[2] === name && row[1] === '').length;
}

describe('TRF import refuses to overwrite', () => {
  it('refuses when Players already has players, and writes nothing', () => {
    const h = harness({ Players: playersSheet(FIELD.slice(0, 4)) });
    const before = JSON.stringify(h.workbook.toJSON());
    expect(() => h.call('importTrf', '012 X\n001    1      Ann                               1500\n001    2      Bob                               1400\n')).toThrow(
      /The Players sheet is not empty/,
    );
    expect(JSON.stringify(h.workbook.toJSON())).toBe(before);
  });
});

describe('round-robin schedule', () => {
  it('writes every round at once to the Schedule sheet', () => {
    const h = harness({ Players: playersSheet(FIELD.slice(0, 5)) });
    h.call('saveSettings', { system: 'round-robin' });
    h.call('onOpen');
    clickMenu(h, 'Write round-robin schedule');
    expect(h.services.ui.alerts.pop()).toBe('The 5-round schedule is on the Schedule sheet.');
    const rows = h.workbook.sheet('Schedule')!.values();
    expect(rows[0]).toEqual(['Round', 'Board', 'White', 'Black']);
    expect(rows.slice(1).filter((row) => row[1] !== '')).toHaveLength(10); // every pair of five once
    expect(rows.slice(1).filter((row) => row[3] === 'rests (bye)')).toHaveLength(5);
  });

  it('refuses in a Swiss event', () => {
    const h = harness({ Players: playersSheet(FIELD.slice(0, 5)) });
    h.call('menuWriteSchedule');
    expect(h.services.ui.alerts.pop()).toMatch(/only for round robins/);
  });
});
