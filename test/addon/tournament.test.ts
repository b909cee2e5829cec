/**
 * Whole events through the built bundle: menu item by menu item, results
 * typed into Pairings between rounds, as an organiser runs an evening.
 */
import { describe, expect, it } from 'vitest';
import { clickMenu, field, harness, playersSheet, resultCells, typeResults, type Harness } from '../support/addon-harness';

function ratingOf(h: Harness, name: string): number {
  const row = h.workbook.sheet('Players')!.values().find((r) => r[0] === name);
  return Number(row![1]);
}

/** The higher-rated player wins, except that every third board is drawn. */
function byRating(h: Harness) {
  return (white: string, black: string, board: number) =>
    board % 3 === 0 ? '½-½' : ratingOf(h, white) >= ratingOf(h, black) ? '1-0' : '0-1';
}

function settings(h: Harness, patch: Record<string, unknown>) {
  h.call('saveSettings', patch);
}

function standings(h: Harness) {
  return h.workbook.sheet('Standings')!.values();
}

describe('a quick Swiss event from start to finish', () => {
  it('pairs five rounds with no rematch while one is avoidable, keeps every typed result, and crowns a winner', () => {
    const h = harness({ Players: playersSheet(field(9)) });
    settings(h, { system: 'quick', rounds: 5 });
    h.call('onOpen');
    const typedSoFar = new Map<string, string>();
    for (let round = 1; round <= 5; round++) {
      clickMenu(h, 'Pair next round');
      expect(h.services.ui.alerts).toEqual([]);
      typeResults(h, byRating(h));
      for (const [key, value] of resultCells(h)) if (value !== '') typedSoFar.set(key, value);
    }
    // Every typed result is still there.
    for (const [key, value] of typedSoFar) expect(resultCells(h).get(key)).toBe(value);
    const pairings = h.workbook.sheet('Pairings')!.values();
    expect(pairings[0]).toEqual(['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black', 'Check']);
    const games = pairings.slice(1).filter((row) => row[1] !== '');
    expect(games).toHaveLength(5 * 4);
    const meetings = new Set<string>();
    for (const row of games) {
      const key = [row[2], row[6]].sort().join('|');
      expect(row[7]).toBe(meetings.has(key) ? 'Rematch unavoidable' : 'No prior match');
      meetings.add(key);
    }
    // Nobody has the bye twice in five rounds of nine players.
    const byes = pairings.slice(1).filter((row) => row[6] === 'BYE').map((row) => row[2]);
    expect(byes).toHaveLength(5);
    // After the last round, Pair next round says the event is finished and changes nothing.
    clickMenu(h, 'Update standings');
    const table = standings(h);
    expect(String(table[0]![0])).toMatch(/^Standings after round 5 of 5 · Quick Swiss/);
    const points = table.slice(2).map((row) => Number(row[4]));
    expect(points).toEqual(points.slice().sort((a, b) => b - a));
    expect(points.reduce((a, b) => a + b, 0)).toBe(5 * 4 + 5); // four games a round, plus a one-point bye
    const writes = h.workbook.calls.writes;
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts.pop()).toMatch(/The event is finished: all 5 rounds are paired/);
    expect(h.workbook.calls.writes).toBe(writes);
  });
});

describe('a 6-player double round robin', () => {
  it('follows the Berger tables, reverses colours in the second cycle, and ranks by the round-robin tie-breaks', () => {
    const h = harness({ Players: playersSheet(field(6)) });
    settings(h, { system: 'double-round-robin' });
    for (let round = 1; round <= 10; round++) {
      h.call('menuPairNextRound');
      expect(h.services.ui.alerts).toEqual([]);
      typeResults(h, byRating(h));
    }
    const games = h.workbook.sheet('Pairings')!.values().slice(1);
    expect(games).toHaveLength(30);
    const colours = new Map<string, string[]>();
    for (const row of games) {
      const pair = [row[2], row[6]].sort().join('|');
      colours.set(pair, [...(colours.get(pair) ?? []), String(row[2])]);
    }
    expect(colours.size).toBe(15);
    for (const whites of colours.values()) {
      expect(whites).toHaveLength(2);
      expect(whites[0]).not.toBe(whites[1]); // each pair once with each colour
    }
    h.call('menuUpdateStandings');
    const table = standings(h);
    expect(table[1]).toEqual(['Rank', 'No.', 'Name', 'Rating', 'Points', 'DE Direct encounter', 'WIN Rounds won', 'SB Sonneborn-Berger', 'KS Koya', 'Games']);
    expect(table[2]![2]).toBe('Player 0001');
    expect(table.slice(2).every((row) => row[9] === 10)).toBe(true);
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts.pop()).toMatch(/all 10 rounds are paired/);
  });
});

describe('refusals, undo and players in and out', () => {
  it('refuses to pair while results are missing, naming the boards, and writes nothing', () => {
    const h = harness({ Players: playersSheet(field(8)) });
    settings(h, { system: 'quick' });
    h.call('menuPairNextRound');
    const sheet = h.workbook.sheet('Pairings')!;
    sheet.type(2, 5, '1-0');
    sheet.type(4, 5, '0-1');
    const before = JSON.stringify(h.workbook.toJSON());
    h.workbook.resetCounts();
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts.pop()).toMatch(/round 1 is not finished: the result is missing on boards 2 and 4 \(rows 3 and 5\)/);
    expect(h.workbook.calls.writes).toBe(0);
    expect(JSON.stringify(h.workbook.toJSON())).toBe(before);
  });

  it('names the cell of an unreadable result', () => {
    const h = harness({ Players: playersSheet(field(4)) });
    h.call('menuPairNextRound');
    h.workbook.sheet('Pairings')!.type(3, 5, '1:1');
    h.workbook.resetCounts();
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts.pop()).toMatch(/Pairings, row 3, column Result: "1:1" is not a result \(round 1, board 2\)/);
    expect(h.workbook.calls.writes).toBe(0);
  });

  it('undoes a round without results at once, and asks first when results are typed', () => {
    const h = harness({ Players: playersSheet(field(6)) });
    settings(h, { system: 'quick' });
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    h.call('menuPairNextRound');
    expect(h.workbook.sheet('Pairings')!.values()).toHaveLength(1 + 6);
    // Round 2 has no results: it goes at once.
    h.call('menuUndoLastRound');
    expect(h.services.ui.alerts).toEqual([]);
    expect(h.workbook.sheet('Pairings')!.values()).toHaveLength(1 + 3);
    // Round 1 has results: the organiser is asked, says no, and nothing changes.
    const before = JSON.stringify(h.workbook.toJSON());
    h.services.ui.answers.push('no');
    h.call('menuUndoLastRound');
    expect(h.services.ui.alerts.pop()).toMatch(/Undo last round\?\nRound 1 already has 3 results typed: board 1 \(Player 0001–Player 0002 1-0\), board 2/);
    expect(JSON.stringify(h.workbook.toJSON())).toBe(before);
    // Through the sidebar API: the first call asks, the confirmed call removes.
    const asked = h.call('undoLastRound', { expectedRound: 1 }) as { needsConfirmation?: string };
    expect(asked.needsConfirmation).toMatch(/Undo anyway\?/);
    const done = h.call('undoLastRound', { confirmed: true, expectedRound: 1 }) as { message: string; status: { round: number } };
    expect(done.message).toBe('Round 1 removed with its 3 typed results.');
    expect(done.status.round).toBe(0);
    expect(h.workbook.sheet('Pairings')!.values()).toEqual([['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black', 'Check']]);
  });

  it('does not pair a withdrawn player, keeps their history and lists them in the standings, marked', () => {
    const h = harness({ Players: [['Name', 'Rating', 'Status', 'Byes'], ...field(6).map(([n, r]) => [n, r, '', ''])] });
    settings(h, { system: 'quick' });
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    const players = h.workbook.sheet('Players')!;
    players.type(7, 3, 'withdrawn'); // Player 0006
    players.type(2, 4, '2'); // Player 0001 asks for a half-point bye in round 2
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    const round2 = h.workbook.sheet('Pairings')!.values().slice(1).filter((row) => row[0] === 2);
    const names = round2.flatMap((row) => [row[2], row[6]]);
    expect(names).not.toContain('Player 0006');
    expect(round2.find((row) => row[2] === 'Player 0001')![6]).toBe('half-point bye');
    const byes = h.workbook.sheet('Byes')!.values();
    expect(byes).toContainEqual([2, 'Player 0001', 'requested half-point bye', 0.5]);
    expect(byes).toContainEqual([2, 'Player 0006', 'withdrawn', 0]);
    typeResults(h, () => '½-½');
    h.call('menuUpdateStandings');
    const table = h.workbook.sheet('Standings')!.values().slice(2);
    expect(table.map((row) => row[2])).toContain('Player 0006 (withdrawn)');
    expect(table.find((row) => row[2] === 'Player 0001')![4]).toBe(1.5);
  });

  it('lets a late entry join from the next round, keeping everyone else\'s number', () => {
    const h = harness({ Players: playersSheet(field(4)) });
    settings(h, { system: 'quick' });
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    const players = h.workbook.sheet('Players')!;
    players.type(6, 1, 'Late Larry');
    players.type(6, 2, 2900);
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    typeResults(h, () => '0-1');
    h.call('menuUpdateStandings');
    const table = h.workbook.sheet('Standings')!.values().slice(2);
    const larry = table.find((row) => row[2] === 'Late Larry')!;
    expect(larry[1]).toBe(5); // joined last: numbers 1–4 stay
    expect(table.find((row) => row[2] === 'Player 0001')![1]).toBe(1);
  });

  it('gives a late entry the configured points for each round missed', () => {
    const h = harness({ Players: playersSheet(field(4)) });
    h.call('saveSettings', { system: 'quick', points: { lateEntry: 0.5 } });
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    const players = h.workbook.sheet('Players')!;
    players.type(6, 1, 'Late Lena');
    players.type(6, 2, 1000);
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    // Two rounds missed at ½ each: she starts round 3 on 1 point, and the Byes sheet says why.
    const row = h.workbook.sheet('Pairings')!.values().find((r) => r[0] === 3 && (r[2] === 'Late Lena' || r[6] === 'Late Lena'))!;
    expect(row[2] === 'Late Lena' ? row[3] : row[5]).toBe(1);
    const byes = h.workbook.sheet('Byes')!.values();
    expect(byes).toContainEqual([1, 'Late Lena', 'late entry (round missed)', 0.5]);
    expect(byes).toContainEqual([2, 'Late Lena', 'late entry (round missed)', 0.5]);
    expect(() => h.call('saveSettings', { points: { lateEntry: 0.3 } })).toThrow(/a late entry missed must be 0, a requested bye's \(0.5\) or a win's \(1\)/);
  });

  it('refuses a second Pair next round while the first holds the lock', () => {
    const h = harness({ Players: playersSheet(field(4)) });
    h.services.lock.held = true; // another execution is pairing
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts.pop()).toMatch(/Another Sheetmate action is still running/);
    expect(h.workbook.sheet('Pairings')).toBeUndefined();
    h.services.lock.held = false;
    h.call('menuPairNextRound');
    expect(h.workbook.sheet('Pairings')!.values()).toHaveLength(3);
    // A retry of the same request after a time-out does not pair a second round.
    expect(() => h.call('pairNextRound', { expectedRound: 1 })).toThrow(/Round 1 was asked for, but the sheet now stands before round 2/);
  });

  it('refreshes the standings when a result is typed (onEdit)', () => {
    const h = harness({ Players: playersSheet(field(4)) });
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    const sheet = h.workbook.sheet('Pairings')!;
    h.call('onEdit', { range: { getSheet: () => sheet } });
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/Standings after round 1/);
  });
});

describe('the sidebar API', () => {
  it('gets, validates and saves settings in document properties', () => {
    const h = harness({ Players: playersSheet(field(4)) });
    expect(h.call('getSettings')).toMatchObject({ system: 'dutch', round1Method: 'split', initialColour: 'white' });
    const saved = h.call('saveSettings', { rounds: 7, points: { pairingAllocatedBye: 0.5 } }) as { rounds: number };
    expect(saved.rounds).toBe(7);
    expect(JSON.parse(h.services.documentProperties['sheetmate.settings']!).points.pairingAllocatedBye).toBe(0.5);
    expect(() => h.call('saveSettings', { system: 'swiss' })).toThrow(/Nothing was changed\. "swiss" is not a pairing system/);
    expect(() => h.call('saveSettings', { tiebreaks: ['XYZ'] })).toThrow(/"XYZ" is not a tie-break code/);
  });

  it('reports where the event stands', () => {
    const h = harness({ Players: playersSheet(field(5)) });
    h.call('saveSettings', { rounds: 4 });
    h.call('pairNextRound', { expectedRound: 1 });
    h.workbook.sheet('Pairings')!.type(2, 5, '1-0');
    expect(h.call('getStatus')).toMatchObject({
      round: 1,
      totalRounds: 4,
      players: 5,
      finished: false,
      missingResults: [{ round: 1, board: 2, white: "Player 0004", black: "Player 0002" }],
      lastAction: 'Round 1 paired: 2 boards; bye: Player 0005 (1 pt).',
    });
  });
});

describe("the quick Swiss tool in the sidebar", () => {
  it('pairs typed lines, counts the lines without a score, and writes nothing', () => {
    const h = harness({ Players: playersSheet(field(4)) });
    h.workbook.resetCounts();
    const result = h.call('quickSwissFromText', 'Asha | 3 | Ben,Dia\nBen | 2 | Asha\nCole | 2\nDia | 1 | Asha\nEve\n') as {
      message: string;
      download: { fileName: string; text: string };
    };
    expect(result.message).toBe('Paired 5 players: 2 boards and a BYE. 1 line had no score and counts as 0.');
    expect(result.download.fileName).toBe('swiss-pairing-engine.txt');
    expect(result.download.text.split('\n')[2]).toMatch(/^Asha\s+\| 3\s+\| Cole\s+\| 2\s+\| No prior match$/);
    expect(h.workbook.calls.writes).toBe(0);
    expect(() => h.call('quickSwissFromText', 'Asha | 3\nasha | 1')).toThrow(/line 2, column Name: asha is listed twice/);
  });

  it('says how many players on the sheet had no score when a quick Swiss starts', () => {
    const h = harness({ Players: [['Name', 'Rating', 'Score'], ['Asha', 1500, 1], ['Ben', 1400, ''], ['Cole', 1300, '']] });
    h.call('saveSettings', { system: 'quick' });
    const result = h.call('pairNextRound', { expectedRound: 1 }) as { message: string };
    expect(result.message).toMatch(/2 players had no score and count as 0\.$/);
  });
});

describe('quick Swiss from a sheet of names, scores and opponents', () => {
  it('pairs from Name, Score and Opponents alone, with no Rating column', () => {
    const h = harness({
      Players: [['Name', 'Score', 'Opponents'], ['Asha', 3, 'Ben, Dia'], ['Ben', 2, 'Asha'], ['Cole', 2, ''], ['Dia', 1, 'Asha']],
    });
    h.call('saveSettings', { system: 'quick' });
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    const rows = h.workbook.sheet('Pairings')!.values().slice(1);
    expect(rows.map((row) => [row[2], row[3], row[5], row[6], row[7]])).toEqual([
      ['Asha', 3, 2, 'Cole', 'No prior match'],
      ['Ben', 2, 1, 'Dia', 'No prior match'],
    ]);
  });
});

describe('a round robin with a withdrawal', () => {
  it("keeps the table and writes the withdrawn player's games as forfeits", () => {
    const h = harness({ Players: [['Name', 'Rating', 'Status'], ...field(4).map(([n, r]) => [n, r, ''])] });
    h.call('saveSettings', { system: 'round-robin' });
    h.call('menuPairNextRound');
    typeResults(h, () => '½-½');
    h.workbook.sheet('Players')!.type(5, 3, 'withdrawn'); // Player 0004
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    const round2 = h.workbook.sheet('Pairings')!.values().slice(1).filter((row) => row[0] === 2);
    expect(round2).toHaveLength(2);
    const withdrawnGame = round2.find((row) => row[2] === 'Player 0004' || row[6] === 'Player 0004')!;
    expect(withdrawnGame[4]).toBe(withdrawnGame[2] === 'Player 0004' ? '-/+' : '+/-');
    const other = round2.find((row) => row !== withdrawnGame)!;
    expect(other[4]).toBe('');
  });
});

describe("the add-on's own tables", () => {
  it('drop a column that is no longer wanted and keep the organiser\'s column beyond them', () => {
    const h = harness({ Players: playersSheet(field(6)) });
    h.call('saveSettings', { system: 'quick' });
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    h.call('menuPairNextRound');
    typeResults(h, () => '0-1');
    h.call('menuUpdateStandings');
    const crosstable = h.workbook.sheet('Crosstable')!;
    expect(crosstable.values()[0]).toEqual(['Rank', 'No.', 'Name', 'Rating', 'R1', 'R2', 'Points']);
    crosstable.type(1, 9, 'Prize'); // the organiser's own column, one beyond the table
    h.call('undoLastRound', { confirmed: true, expectedRound: 2 });
    const header = crosstable.values()[0]!;
    expect(header.slice(0, 7)).toEqual(['Rank', 'No.', 'Name', 'Rating', 'R1', 'Points', '']);
    expect(header[8]).toBe('Prize');
    // Fewer tie-breaks: the dropped columns are cleared.
    h.call('saveSettings', { tiebreaks: ['BH'] });
    h.call('menuUpdateStandings');
    const standings = h.workbook.sheet('Standings')!.values();
    // Nothing is left to the right of the narrower table: the sheet now ends at Games.
    expect(standings[1]).toEqual(['Rank', 'No.', 'Name', 'Rating', 'Points', 'BH Buchholz', 'Games']);
  });
});
