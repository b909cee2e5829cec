/**
 * The live event through the built bundle, as parents and players follow it:
 * Standings, Live and By name move with every typed result (the onEdit
 * trigger), after every pairing, undo and settings change; unrated players
 * are paired; the sidebar's status and undo survive a mistyped result; a
 * stale sidebar is told where the event stands.
 */
import { describe, expect, it } from 'vitest';
import type { Status } from '../../src/addon/api-types';
import { readRecordRows } from '../../src/core/record/sheet-rows';
import { formatPairedAt } from '../../src/core/views/live-sheets';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { errorText, staleNotice, staleRoundAskedFor } from '../../sidebar/labels';
import { clickMenu, harness, playersSheet, typeResults, type Harness } from '../support/addon-harness';

const values = (h: Harness, sheet: string) => h.workbook.sheet(sheet)!.values();
const firstCells = (h: Harness, sheet: string) => values(h, sheet).map((row) => String(row[0]));

/** Types one result into a board of a round, as an organiser would, and runs the onEdit trigger as Sheets does. */
function typeOne(h: Harness, round: number, board: number, result: string): void {
  const sheet = h.workbook.sheet('Pairings')!;
  const rows = sheet.values();
  const header = rows[0]!.map(String);
  const index = rows.findIndex((row) => row[header.indexOf('Round')] === round && row[header.indexOf('Board')] === board);
  if (index < 0) throw new Error(`no board ${board} in round ${round}`);
  sheet.type(index + 1, header.indexOf('Result') + 1, result);
  h.call('onEdit', { range: { getSheet: () => sheet, getRow: () => index + 1, getColumn: () => header.indexOf('Result') + 1 } });
}

/** The boards of a round in Pairings as `White - Black`. */
function boards(h: Harness, round: number): string[] {
  return values(h, 'Pairings')
    .filter((row) => row[0] === round && row[1] !== '')
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((row) => `${row[2]} - ${row[6]}`);
}

/** What the sidebar's failure handler receives: an Error with the server's words (the bundle runs in another realm). */
function refusal(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return new Error((error as { message: string }).message);
  }
  throw new Error('the action was not refused');
}

/** The time the record holds for a round, as the Live sheet should show it in the spreadsheet's zone. */
function pairedAtShown(h: Harness, round: number): string {
  const stored = readRecordRows(h.workbook.sheet('Sheetmate record')!.values())!;
  const recorded = stored.record.sections[0]!.rounds.find((entry) => entry.round === round)!;
  return formatPairedAt(recorded.pairedAt, h.workbook.timeZone, h.workbook.locale)!;
}

const SIX: [string, number][] = [
  ['Ana Silva', 2100],
  ['Ben Okafor', 2000],
  ['Chloe Dubois', 1900],
  ['Dev Patel', 1800],
  ['Emma Larsen', 1700],
  ['Femi Adeyemi', 1600],
];

describe('Standings after each typed result', () => {
  it('count every result as it is typed, the title saying how many are in', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('saveSettings', { rounds: 5 });
    h.call('menuPairNextRound');
    expect(firstCells(h, 'Standings')[0]).toMatch(/^Standings before round 1 \(round 1 paired, 0 of 3 results in\) · Swiss, FIDE Dutch system/);
    const round1 = boards(h, 1);
    const points = new Map<string, number>();
    for (let board = 1; board <= 3; board++) {
      typeOne(h, 1, board, board === 2 ? '½-½' : '1-0');
      const [white, black] = round1[board - 1]!.split(' - ') as [string, string];
      points.set(white, board === 2 ? 0.5 : 1);
      points.set(black, board === 2 ? 0.5 : 0);
      const standings = values(h, 'Standings');
      expect(String(standings[0]![0])).toMatch(
        board < 3
          ? new RegExp(`^Standings during round 1 of 5 \\(${board} of 3 results in; tie-breaks once round 1 is complete\\) · `)
          : /^Standings after round 1 of 5 · Swiss, FIDE Dutch system · ties broken by/,
      );
      // Every player's points are the results typed so far, the table in points order.
      const shown = new Map(standings.slice(2).map((row) => [String(row[2]), Number(row[4])]));
      for (const [name] of SIX) expect(shown.get(name), `${name} after ${board} results`).toBe(points.get(name) ?? 0);
      const column = standings.slice(2).map((row) => Number(row[4]));
      expect(column).toEqual(column.slice().sort((a, b) => b - a));
      // Live says the same.
      const live = firstCells(h, 'Live');
      expect(live).toContain(board < 3 ? `Round 1: ${board} of 3 results in` : 'Round 1: all results in');
    }
    // Round 2: the first result moves the points, the tie-breaks stay as after round 1.
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    expect(firstCells(h, 'Standings')[0]).toMatch(/^Standings after round 1 of 5 \(round 2 paired, 0 of 3 results in\) · /);
    typeOne(h, 2, 1, '0-1');
    expect(firstCells(h, 'Standings')[0]).toMatch(/^Standings during round 2 of 5 \(1 of 3 results in; tie-breaks as after round 1\) · /);
    const black = boards(h, 2)[0]!.split(' - ')[1]!;
    const row = values(h, 'Standings').find((cells) => cells[2] === black)!;
    expect(Number(row[4])).toBe((points.get(black) ?? 0) + 1);
  });
});

describe('By name', () => {
  it('lists every player once, alphabetically, with board, colour, opponent and points; a bye and an absence in words', () => {
    const players: CellValue[][] = [
      ['Name', 'Rating', 'Status'],
      ['Zoe Adams', 2000, ''],
      ['amir Khan', 1950, ''],
      ['Élodie Brun', 1900, ''],
      ['Bo Chen', 1850, 'absent'],
      ['Carla Diaz', 1800, ''],
      ['Dan Evans', 1750, ''],
      ['Eva Fox', 1700, ''],
      ['Finn Gray', 1650, ''],
    ];
    const h = harness({ Players: players.map((row, r) => (r === 0 ? row : [`'${row[0]}`, ...row.slice(1)])) });
    h.call('saveSettings', { rounds: 5 });
    h.call('menuPairNextRound');
    const sheet = values(h, 'By name');
    expect(sheet[0]![0]).toBe('Round 1 by name');
    expect(sheet[1]).toEqual(['Name', 'Board', 'Colour', 'Opponent', 'Pts']);
    const rows = sheet.slice(2, 10);
    // Alphabetical whatever the case and accents; everyone once.
    expect(rows.map((row) => row[0])).toEqual(['amir Khan', 'Bo Chen', 'Carla Diaz', 'Dan Evans', 'Élodie Brun', 'Eva Fox', 'Finn Gray', 'Zoe Adams']);
    const byName = new Map(rows.map((row) => [String(row[0]), row.slice(1)]));
    expect(byName.get('Bo Chen')).toEqual(['', '', 'absent', '0']);
    // Seven play: the lowest-ranked sits out with the pairing-allocated bye.
    expect(byName.get('Finn Gray')).toEqual(['', '', 'bye (1 point)', '0']);
    // Each game appears from both sides: same board, opposite colours, each other's names.
    for (const pairing of boards(h, 1)) {
      const [white, black] = pairing.split(' - ') as [string, string];
      const whiteRow = byName.get(white)!;
      const blackRow = byName.get(black)!;
      expect(whiteRow[0]).toBe(blackRow[0]);
      expect([whiteRow[1], whiteRow[2], blackRow[1], blackRow[2]]).toEqual(['W', black, 'B', white]);
    }
    expect(sheet[sheet.length - 1]![0]).toBe('Colour: W = White, B = Black. Pts: points before this round.');
    expect(h.workbook.sheet('By name')!.frozenRows).toBe(2);

    // The next round: points before it, and the absence over.
    typeResults(h, () => '1-0');
    h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings') } });
    h.workbook.sheet('Players')!.type(5, 3, '');
    h.call('menuPairNextRound');
    const round2 = new Map(values(h, 'By name').slice(2, 10).map((row) => [String(row[0]), row.slice(1)]));
    expect(values(h, 'By name')[0]![0]).toBe('Round 2 by name');
    expect(round2.get('Finn Gray')![3]).toBe('1');
    expect(round2.get('Bo Chen')![0]).not.toBe('');
  });
});

describe('Live', () => {
  it('after pairing: the event, the round and when it was paired (in the spreadsheet time zone), the boards with points, the standings', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.workbook.timeZone = 'America/New_York';
    h.workbook.locale = 'en_US';
    h.call('saveSettings', { rounds: 5 });
    h.call('menuPairNextRound');
    const live = values(h, 'Live');
    expect(live[0]).toEqual(['Test event', '', '', '']);
    expect(live[1]![0]).toBe(`Round 1 of 5 · paired ${pairedAtShown(h, 1)}`);
    expect(pairedAtShown(h, 1)).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);
    const header = live.findIndex((row) => row[0] === 'Board');
    expect(live[header]).toEqual(['Board', 'White', 'Result', 'Black']);
    const games = boards(h, 1).map((pairing, index) => {
      const [white, black] = pairing.split(' - ');
      return [index + 1, `${white} (0)`, '', `${black} (0)`];
    });
    expect(live.slice(header + 1, header + 4)).toEqual(games);
    const standings = live.findIndex((row) => row[0] === 'Rank');
    expect(live[standings - 1]![0]).toBe('Standings before round 1 (round 1 paired, 0 of 3 results in)');
    expect(live[standings]).toEqual(['Rank', 'Name', 'Pts', 'BH/C1']);
    expect(live.slice(standings + 1, standings + 7).map((row) => row[2])).toEqual(['0', '0', '0', '0', '0', '0']);
    // Laid out for a phone: four columns, frozen title, merged headings, names that wrap.
    const sheet = h.workbook.sheet('Live')!;
    expect(sheet.frozenRows).toBe(2);
    expect([...sheet.columnWidths.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(350);
    expect(sheet.cell(1, 1)).toMatchObject({ mergeAcross: 4, bold: true, fontSize: 14 });
    expect(sheet.cell(header + 2, 2)).toMatchObject({ wrap: true });
  });

  it('after a result: the board shows it, the round counts it, the standings rank by it', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('saveSettings', { rounds: 5 });
    clickMenuPair(h);
    const [white, black] = boards(h, 1)[1]!.split(' - ') as [string, string];
    typeOne(h, 1, 2, '0-1');
    const live = values(h, 'Live');
    expect(firstCells(h, 'Live')).toContain('Round 1: 1 of 3 results in');
    expect(live.find((row) => row[0] === 2)).toEqual([2, `${white} (0)`, '0-1', `${black} (0)`]);
    const standings = live.findIndex((row) => row[0] === 'Rank');
    expect(live[standings - 1]![0]).toBe('Standings during round 1 of 5 (1 of 3 results in)');
    expect(live[standings + 1]).toEqual(['1', black, '1', '']);
    // A forfeit is said in words under the boards.
    typeOne(h, 1, 3, '+/-');
    expect(values(h, 'Live').find((row) => row[0] === 3)![2]).toBe('1-0 ff');
    expect(firstCells(h, 'Live')).toContain('ff: forfeit, the game was not played.');
    // Undo takes the round off Live too.
    h.services.ui.answers.push('yes');
    h.call('menuUndoLastRound');
    expect(values(h, 'Live')[1]![0]).toBe('Round 1 of 5 is not paired yet');
    expect(firstCells(h, 'By name')[0]).toBe('Players by name: round 1 is not paired yet');
  });

  it('gives no pairing time for a round typed by hand (Sheetmate did not pair it)', () => {
    const h = harness({
      Players: playersSheet(SIX.slice(0, 4)),
      Pairings: [
        ['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black'],
        [1, 1, 'Ana Silva', 0, '1-0', 0, 'Chloe Dubois'],
        [1, 2, 'Dev Patel', 0, '', 0, 'Ben Okafor'],
      ],
    });
    h.call('menuUpdateStandings');
    expect(values(h, 'Live')[1]![0]).toBe('Round 1 of 5');
    expect(firstCells(h, 'Live')).toContain('Round 1: 1 of 2 results in');
  });

  it('is rebuilt, formats included, by Rebuild sheets from the record', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('menuPairNextRound');
    const before = values(h, 'Live');
    const sheet = h.workbook.sheet('Live')!;
    sheet.getRange(1, 1, 3, 4).breakApart().clear();
    h.call('rebuildSheets');
    expect(values(h, 'Live')).toEqual(before);
    expect(h.workbook.sheet('Live')!.cell(1, 1)).toMatchObject({ mergeAcross: 4, fontSize: 14 });
  });
});

function clickMenuPair(h: Harness): void {
  h.call('onOpen');
  clickMenu(h, 'Pair next round');
  expect(h.services.ui.alerts).toEqual([]);
}

describe('changing the settings', () => {
  it('rewrites Standings and Live: tie-breaks, rounds and points', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('saveSettings', { rounds: 5 });
    h.call('menuPairNextRound');
    typeResults(h, (_white, _black, board) => (board === 2 ? '½-½' : '1-0'));
    h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings') } });

    h.call('saveSettings', { tiebreaks: ['SB', 'BH'] });
    expect(values(h, 'Standings')[1]!.slice(5, 7)).toEqual(['SB Sonneborn-Berger', 'BH Buchholz']);
    expect(firstCells(h, 'Standings')[0]).toMatch(/ties broken by Sonneborn-Berger, Buchholz$/);
    expect(values(h, 'Live').find((row) => row[0] === 'Rank')).toEqual(['Rank', 'Name', 'Pts', 'SB']);

    h.call('saveSettings', { rounds: 7 });
    expect(values(h, 'Live')[1]![0]).toMatch(/^Round 1 of 7 · paired /);
    expect(firstCells(h, 'Standings')[0]).toMatch(/^Standings after round 1 of 7 · /);

    h.call('saveSettings', { points: { win: 3, draw: 1, loss: 0 } });
    const winners = values(h, 'Standings').slice(2).filter((row) => Number(row[4]) === 3);
    expect(winners).toHaveLength(2);
    expect(values(h, 'Live').filter((row) => row[2] === '3')).toHaveLength(2);
  });

  it('writes no sheet in a spreadsheet that has none of the views yet', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('saveSettings', { rounds: 7, tiebreaks: ['SB'] });
    expect(h.workbook.sheetNames()).toEqual(['Players']);
  });

  it('are saved even when a mistyped result stops the views; the status names it', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('menuPairNextRound');
    typeOne(h, 1, 1, '2-0');
    const before = values(h, 'Standings');
    const saved = h.call('saveSettings', { rounds: 9 }) as { rounds: number };
    expect(saved.rounds).toBe(9);
    expect(values(h, 'Standings')).toEqual(before);
    expect((h.call('getStatus') as Status).problem).toMatch(/"2-0" is not a result/);
  });
});

describe('unrated players', () => {
  const mixed: CellValue[][] = [
    ['Name', 'Rating'],
    ['Ann', 1500],
    ['Kid', ''],
    ['Bob', 1400],
    ['Zoe', 0],
    ['Cid', 1300],
    ['Ray', ''],
  ];

  it('are paired by the FIDE Dutch system, ranked after the rated players in entry order, in round 1 and later rounds', () => {
    const h = harness({ Players: mixed });
    h.call('saveSettings', { rounds: 3 });
    const answer = h.call('pairNextRound', { expectedRound: 1 }) as { message: string };
    expect(answer.message).toMatch(/^Round 1 paired: 3 boards\. 3 unrated players rank after the rated ones, in the order entered\.$/);
    // Ranking: Ann, Bob, Cid (rated), then Kid, Zoe, Ray (unrated, entry order); the split pairs 1–4, 5–2, 3–6.
    expect(boards(h, 1)).toEqual(['Ann - Kid', 'Zoe - Bob', 'Cid - Ray']);
    const idColumn = values(h, 'Players')[0]!.indexOf('Sheetmate ID');
    const ids = new Map(values(h, 'Players').slice(1).map((row) => [row[0], row[idColumn]]));
    expect(ids).toEqual(new Map([['Ann', 1], ['Kid', 4], ['Bob', 2], ['Zoe', 5], ['Cid', 3], ['Ray', 6]]));
    for (let round = 2; round <= 3; round++) {
      typeResults(h, (_white, _black, board) => (board === 1 ? '0-1' : '1-0'));
      h.call('menuPairNextRound');
      expect(h.services.ui.alerts).toEqual([]);
      expect(boards(h, round)).toHaveLength(3);
    }
    // Unrated players show no rating in Standings, and everyone is ranked.
    const standings = values(h, 'Standings').slice(2);
    expect(standings).toHaveLength(6);
    expect(standings.filter((row) => row[3] === '').map((row) => row[2]).sort()).toEqual(['Kid', 'Ray', 'Zoe']);
  });

  it('are paired in a round robin and a quick Swiss, and a Players sheet without ratings is all unrated, in entry order', () => {
    for (const system of ['round-robin', 'quick'] as const) {
      const h = harness({ Players: mixed });
      h.call('saveSettings', { system });
      h.call('menuPairNextRound');
      expect(h.services.ui.alerts).toEqual([]);
      typeResults(h, () => '½-½');
      h.call('menuPairNextRound');
      expect(h.services.ui.alerts, system).toEqual([]);
      expect(boards(h, 2)).toHaveLength(3);
    }
    const h = harness({ Players: [['Name'], ['Uma'], ['Vic'], ['Wes'], ['Xia']] });
    const answer = h.call('pairNextRound', { expectedRound: 1 }) as { message: string };
    expect(answer.message).toMatch(/There is no Rating column: every player is unrated, ranked in the order entered\./);
    expect(boards(h, 1)).toEqual(['Uma - Wes', 'Xia - Vic']);
  });
});

describe('a mistyped result', () => {
  function mistyped() {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('saveSettings', { rounds: 5 });
    h.call('menuPairNextRound');
    typeOne(h, 1, 1, '1-0');
    typeOne(h, 1, 2, '2-0');
    return h;
  }

  it('leaves the status with the real round, players and missing boards (the mistyped one among them), and names the problem beside them', () => {
    const h = mistyped();
    const status = h.call('getStatus') as Status;
    const second = boards(h, 1)[1]!.split(' - ');
    const third = boards(h, 1)[2]!.split(' - ');
    expect(status).toMatchObject({
      round: 1,
      totalRounds: 5,
      players: 6,
      missingResults: [
        { round: 1, board: 2, white: second[0], black: second[1], typed: '2-0' },
        { round: 1, board: 3, white: third[0], black: third[1] },
      ],
      finished: false,
    });
    expect(status.problem).toMatch(/^Pairings, row \d+, column Result: "2-0" is not a result \(round 1, board 2\)\. Type 1-0/);
    // The typed result that broke nothing was counted, and the toast said what was wrong with the cell.
    expect(h.workbook.toasts.at(-1)).toMatchObject({ title: 'Sheetmate: not a result' });
    expect(h.workbook.toasts.at(-1)!.message).toMatch(/"2-0" is not a result/);
  });

  it('in the last round keeps the event from reading as finished', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('saveSettings', { rounds: 1 });
    h.call('menuPairNextRound');
    typeOne(h, 1, 1, '1-0');
    typeOne(h, 1, 2, '0-1');
    typeOne(h, 1, 3, '1:0:0');
    expect(h.call('getStatus')).toMatchObject({ round: 1, totalRounds: 1, missingResults: [{ board: 3, typed: '1:0:0' }], finished: false, problem: expect.stringMatching(/"1:0:0" is not a result/) });
    typeOne(h, 1, 3, '1-0');
    expect(h.call('getStatus')).toMatchObject({ finished: true, problem: null });
  });

  it('does not stop the undo of its round: that round is the one removed, after a question that names it', () => {
    const h = mistyped();
    h.services.ui.answers.push('yes');
    h.call('menuUndoLastRound');
    expect(h.services.ui.dialogs[0]).toMatchObject({ title: 'Undo last round?', buttons: 'YES_NO', answer: 'yes' });
    expect(h.services.ui.dialogs[0]!.prompt).toMatch(/^Round 1 already has 2 results typed: board 1 \(.+ 1-0\), board 2 \(.+ "2-0"\)\. Undoing the round deletes them\. Undo anyway\?$/);
    expect(h.services.ui.alerts.slice(1)).toEqual([]);
    expect(values(h, 'Pairings').slice(1).filter((row) => row.some((cell) => cell !== ''))).toEqual([]);
    expect(h.call('getStatus')).toMatchObject({ round: 0, problem: null, players: 6 });
  });

  it('in an earlier round stops the undo, which would not remove it', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    h.call('menuPairNextRound');
    typeOne(h, 1, 3, '2-0');
    expect(() => h.call('undoLastRound', { expectedRound: 2, confirmed: true })).toThrow(/^Nothing was changed\. Pairings, row \d+, column Result: "2-0" is not a result \(round 1, board 3\)/);
    // Round 1's board 3 holds no result now, and rounds were paired after it: it is listed first, with what it holds.
    expect(h.call('getStatus')).toMatchObject({
      round: 2,
      players: 6,
      missingResults: [{ round: 1, board: 3, typed: '2-0' }, { round: 2, board: 1 }, { round: 2, board: 2 }, { round: 2, board: 3 }],
    });
  });
});

describe('a stale sidebar', () => {
  it('after a round paired from the menu, its button is refused once, in words the sidebar turns into where the event stands', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('saveSettings', { rounds: 5 });
    const seen = h.call('getStatus') as Status;
    expect(seen.round).toBe(0);
    h.call('onOpen');
    clickMenu(h, 'Pair next round');

    const message = errorText(refusal(() => h.call('pairNextRound', { expectedRound: seen.round + 1 })));
    expect(message).toBe('Nothing was changed. Round 1 was asked for, but the sheet now stands before round 2: look at Pairings first.');
    expect(message.match(/Nothing was changed/g)).toHaveLength(1);
    expect(staleRoundAskedFor(message)).toBe(1);
    expect(boards(h, 2)).toEqual([]);
    const now = h.call('getStatus') as Status;
    expect(staleNotice(now)).toBe(
      'Nothing was changed: the event had moved on (a step from the menu, or another organiser) and is at round 1 of 5 now, as shown here. ' +
        'Look at Pairings first; if this panel still looks out of date, press Refresh.',
    );
  });

  it('after an undo from the menu, its undo is refused the same way and removes nothing more', () => {
    const h = harness({ Players: playersSheet(SIX) });
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    h.call('menuPairNextRound');
    h.call('menuUndoLastRound');
    expect(boards(h, 2)).toEqual([]);
    const message = errorText(refusal(() => h.call('undoLastRound', { expectedRound: 2, confirmed: true })));
    expect(message).toBe('Nothing was changed. Round 2 was asked for (to be undone), but the newest round is now round 1 (round 2 is not paired: it was undone already, or never paired).');
    expect(staleRoundAskedFor(message)).toBe(2);
    expect(boards(h, 1)).toHaveLength(3);
  });
});

describe('the field after a withdrawal', () => {
  it('is counted as who plays: the status says 5 players of whom 1 withdrawn, the sidebar "5 playing, 1 withdrawn"', async () => {
    const { fieldLine } = await import('../../sidebar/labels');
    const h = harness({ Players: [['Name', 'Rating', 'Status'], ...SIX.map(([name, rating]) => [name, rating, ''])] });
    h.call('menuPairNextRound');
    typeResults(h, () => '1-0');
    h.workbook.sheet('Players')!.type(3, 3, 'withdrawn');
    const status = h.call('getStatus') as Status;
    expect(status).toMatchObject({ players: 6, withdrawn: 1 });
    expect(fieldLine(status)).toBe('5 playing, 1 withdrawn · Dutch Swiss (FIDE)');
  });
});
