/**
 * Sections and the organiser: settings per section, and the edits of a live
 * sheet (renames, sorting, a player moved between sections before and after
 * playing, the Section column itself), each compared with the event without
 * the edit, through the built add-on.
 */
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { clickMenu, harness, visibleSheets, type Harness } from '../support/addon-harness';
import { version } from '../../package.json';

const PLAYERS: CellValue[][] = [
  ['Name', 'Rating', 'Section'],
  ['Ann', 2000, 'Open'],
  ['Kit', 900, 'U8'],
  ['Bea', 1900, 'Open'],
  ['Lou', 880, 'U8'],
  ['Cal', 1800, 'Open'],
  ['Max', 860, 'U8'],
  ['Dom', 1700, 'Open'],
  ['Ned', 840, 'U8'],
  ['Eve', 1600, 'Open'],
  ['Fin', 1500, 'Open'],
];

function event(players: CellValue[][] = PLAYERS): Harness {
  const h = harness({ Players: players.map((row) => row.slice()) });
  h.call('onOpen');
  h.call('saveSettings', { rounds: 4 });
  return h;
}

/** White wins on odd boards, Black on even ones, in the newest round of a Pairings sheet. */
function typeRound(h: Harness, sheetName: string): void {
  const sheet = h.workbook.sheet(sheetName)!;
  const values = sheet.values();
  const newest = Number(values[1]![0]);
  values.forEach((row, index) => {
    if (index === 0 || Number(row[0]) !== newest || row[1] === '' || row[4] !== '') return;
    sheet.type(index + 1, 5, Number(row[1]) % 2 === 1 ? '1-0' : '0-1');
  });
  h.call('onEdit', { range: { getSheet: () => sheet } });
}

const pairings = (h: Harness, section: string) => h.workbook.sheet(`Pairings ${section}`)!.values();

describe('settings per section', () => {
  it('a section’s own choices override the event’s; the event’s reach every section that has not chosen otherwise', () => {
    const h = event();
    const u8 = h.call('saveSettings', { section: 'U8', system: 'round-robin' }) as { system: string; rounds: number; tiebreaks: string[] };
    expect(u8.system).toBe('round-robin');
    // A round robin brings its own tie-breaks; the rounds are still the event's.
    expect(u8.tiebreaks).toEqual(['DE', 'WIN', 'SB', 'KS']);
    expect(u8.rounds).toBe(4);
    expect((h.call('getSettings', 'u8') as { system: string }).system).toBe('round-robin');
    expect((h.call('getSettings', 'Open') as { system: string }).system).toBe('dutch');
    expect((h.call('getSettings') as { system: string }).system).toBe('dutch');
    // The event's points change: both sections follow; the U8's system stays its own.
    h.call('saveSettings', { points: { requestedBye: 0 } });
    expect((h.call('getSettings', 'U8') as { system: string; points: { requestedBye: number } })).toMatchObject({ system: 'round-robin', points: { requestedBye: 0 } });
    expect((h.call('getSettings', 'Open') as { points: { requestedBye: number } }).points.requestedBye).toBe(0);
    // Each section pairs by its own: the U8 by the Berger table (4 players: 1–4, 2–3), the Open by the Dutch split.
    clickMenu(h, 'Pair next round');
    expect(pairings(h, 'U8').slice(1).map((row) => `${row[2]}-${row[6]}`)).toEqual(['Kit-Ned', 'Lou-Max']);
    expect(pairings(h, 'Open').slice(1).map((row) => `${row[2]}-${row[6]}`)).toEqual(['Ann-Dom', 'Eve-Bea', 'Cal-Fin']);
    expect(h.workbook.sheet('Standings U8')!.values()[0]![0]).toContain('Round robin');
  });

  it('refuses a section Players does not name, a team setting for one section, and an event change a section’s own choice cannot go with', () => {
    const h = event();
    expect(() => h.call('saveSettings', { section: 'U9', rounds: 3 })).toThrow('There is no section "U9" in Players. Its sections: Open, U8.');
    expect(() => h.call('saveSettings', { section: 'U8', teamScoresCounted: 3 })).toThrow(/the same for every section: save it without a section/);
    h.call('saveSettings', { section: 'Open', acceleration: 'baku' });
    expect(() => h.call('saveSettings', { points: { win: 3, draw: 1 } })).toThrow(
      /Section Open has settings of its own that do not go with this change: Baku acceleration \(FIDE C\.04\.7\) applies to events scored 1 for a win/,
    );
    expect((h.call('getSettings') as { points: { win: number } }).points.win).toBe(1);
  });

  it('an event without sections is the one section named \'\': the record\'s one section, the plain sheet names', () => {
    const h = harness({ Players: [['Name', 'Rating'], ['Ann', 2000], ['Bea', 1900], ['Cal', 1800], ['Dom', 1700]] });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    const rows = h.workbook.sheet('Sheetmate record')!.values();
    const json = JSON.parse(rows.slice(1, 1 + Number(rows[0]![4])).map((row) => String(row[0])).join('')) as { version: number; sections: { name: string }[] };
    // Format 3 for every event since versions are noted (docs/record.md); 0.2.0 wrote this one as format 1.
    expect(json.version).toBe(3);
    expect(json.sections.map((section) => section.name)).toEqual(['']);
    expect(h.workbook.sheetNames().sort()).toEqual(['By name', 'Byes', 'Crosstable', 'Live', 'Pairings', 'Players', 'Sheetmate record', 'Standings', 'Why paired'].sort());
  });

  it('an event without sections refuses a section', () => {
    const h = harness({ Players: [['Name', 'Rating'], ['Ann', 2000], ['Bea', 1900]] });
    expect(() => h.call('saveSettings', { section: 'U8', rounds: 3 })).toThrow(/There is no section "U8": Players has no Section column in use/);
    expect(() => h.call('pairNextRound', { section: 'U8', expectedRound: 1 })).toThrow(/This event has no sections/);
  });
});

describe('the organiser’s edits in an event with sections', () => {
  /** The event played to round 3, with `edit` done to Players after round 2's results. */
  function playedWith(edit?: (h: Harness) => void): Harness {
    const h = event();
    for (let round = 1; round <= 3; round++) {
      clickMenu(h, 'Pair next round');
      expect(h.services.ui.alerts.pop()).toMatch(/^Open: Round \d paired/);
      typeRound(h, 'Pairings Open');
      typeRound(h, 'Pairings U8');
      if (round === 2) edit?.(h);
    }
    return h;
  }

  it('a spelling fixed in Players, and Players sorted by section and name: the same pairings as without the edits, the new name everywhere', () => {
    const plain = playedWith();
    const edited = playedWith((h) => {
      const players = h.workbook.sheet('Players')!;
      const values = players.values();
      const header = values[0]!;
      // An accent added is a spelling fix (a letter more in a name of three, Cal / Carl, is another name, asked about).
      const sorted = values.slice(1).map((row) => (row[0] === 'Cal' ? ['Cál', ...row.slice(1)] : row));
      sorted.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || String(a[0]).localeCompare(String(b[0])));
      h.workbook.setSheetRows('Players', [header, ...sorted]);
    });
    expect(edited.services.ui.alerts).toEqual([]);
    const rename = (rows: CellValue[][]) => rows.map((row) => row.map((cell) => (cell === 'Cal' ? 'Cál' : cell)));
    expect(pairings(edited, 'Open')).toEqual(rename(pairings(plain, 'Open')));
    expect(pairings(edited, 'U8')).toEqual(pairings(plain, 'U8'));
    expect(edited.workbook.sheet('Standings Open')!.values()).toEqual(rename(plain.workbook.sheet('Standings Open')!.values()));
  });

  it('a player moved to another section before playing in either joins it as a new player', () => {
    const h = event([...PLAYERS, ['Ola', 1000, 'Open']]);
    // The sidebar pairs the U8 alone; Ola, not paired yet, moves from the Open to the U8.
    h.call('pairNextRound', { section: 'U8', expectedRound: 1 });
    h.call('undoLastRound', { section: 'U8', expectedRound: 1 });
    h.workbook.sheet('Players')!.type(12, 3, 'U8');
    const result = h.call('pairNextRound', { section: 'U8', expectedRound: 1 }) as { message: string };
    expect(result.message).toBe('U8: Round 1 paired: 2 boards; bye: Ned (1 pt).');
    expect(pairings(h, 'U8').slice(1).map((row) => row[2])).toContain('Ola');
  });

  it('a player who has played in the Open cannot move to the U8: refused with the row, nothing written', () => {
    const h = playedWith();
    h.workbook.sheet('Players')!.type(3 + 1, 3, 'U8'); // Bea, row 4
    const before = visibleSheets(h);
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts.pop()).toBe(
      'Nothing was changed. Players, row 4, column Section: Bea is in section Open in Sheetmate\'s record and has played there (rounds 1, 2, 3), so cannot move to U8. ' +
        'Put back "Open": a player can change section only before playing in it (or undo those rounds of Open).',
    );
    expect(visibleSheets(h)).toEqual(before);
  });

  it('a player left without a section, a section name too long for a sheet name, and the Section column cleared after round 1 are refused', () => {
    const blank = event([...PLAYERS, ['Ola', 1000, '']]);
    clickMenu(blank, 'Pair next round');
    expect(blank.services.ui.alerts.pop()).toBe(
      'Nothing was changed. Players, row 12, column Section: Ola has no section. Type the section (Open, U8) in the Section column: every player plays in one.',
    );
    const long = event([...PLAYERS, ['Ola', 1000, 'Under eight, Saturday morning only']]);
    clickMenu(long, 'Pair next round');
    expect(long.services.ui.alerts.pop()).toMatch(/^Nothing was changed\. Players, row 12, column Section: "Under eight, Saturday morning only" cannot name a section/);
    const cleared = playedWith();
    const players = cleared.workbook.sheet('Players')!;
    for (let row = 2; row <= 11; row++) players.type(row, 3, '');
    clickMenu(cleared, 'Pair next round');
    expect(cleared.services.ui.alerts.pop()).toMatch(/^Nothing was changed\. Players, row 1: Sheetmate's record has this event in sections \(Open, U8\), but Players has no Section column in use/);
  });

  it('a sort that left the Sheetmate ID column behind is told apart from a move: refused as IDs moved', () => {
    const h = playedWith();
    const players = h.workbook.sheet('Players')!;
    const values = players.values();
    const idColumn = values[0]!.indexOf('Sheetmate ID');
    // The names (and sections) sorted by name, the IDs left where they were.
    const sorted = values.slice(1).map((row) => row.slice(0, idColumn)).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    h.workbook.setSheetRows('Players', [values[0]!, ...sorted.map((row, index) => [...row, values[index + 1]![idColumn]!])]);
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts.pop()).toMatch(/^Nothing was changed\. Players, row 3, column Sheetmate ID: this row has Sheetmate ID \d+, which is Kit's \(section U8\), but the name Bea is Sheetmate ID \d+'s\. An ID must stay beside its player/);
  });

  it('the Section column cleared once every round of every section is undone: one event again, with the plain sheet names', () => {
    const h = event();
    clickMenu(h, 'Pair next round');
    h.call('undoLastRound', { section: 'Open', expectedRound: 1, confirmed: true });
    h.call('undoLastRound', { section: 'U8', expectedRound: 1, confirmed: true });
    const players = h.workbook.sheet('Players')!;
    for (let row = 2; row <= 11; row++) players.type(row, 3, '');
    h.services.ui.alerts.length = 0;
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts).toEqual([]);
    expect(h.workbook.sheet('Pairings')!.values().slice(1)).toHaveLength(5);
  });

  it('a mistyped result in one section: the status keeps that section’s round and names the problem; undoing that round works', () => {
    const h = event();
    clickMenu(h, 'Pair next round');
    h.services.ui.alerts.length = 0;
    h.workbook.sheet('Pairings U8')!.type(2, 5, '2-0');
    const status = h.call('getStatus') as { problem: string; sections: { section: string; round: number; next: string; problem: string | null }[] };
    expect(status.sections.map((s) => [s.section, s.round, s.next])).toEqual([
      ['Open', 1, 'wait'],
      ['U8', 1, 'problem'],
    ]);
    expect(status.sections[1]!.problem).toMatch(/^Pairings U8, row 2, column Result: "2-0" is not a result/);
    expect(status.problem).toMatch(/^U8: Pairings U8, row 2/);
    // The mistyped board still needs its result, listed with what it holds (as in an event without sections); board 2 waits too.
    const missing = status as unknown as { sections: { missingResults: { section: string; board: number; typed?: string }[] }[] };
    expect(missing.sections[1]!.missingResults.map((result) => [result.section, result.board, result.typed])).toEqual([
      ['U8', 1, '2-0'],
      ['U8', 2, undefined],
    ]);
    const asked = h.call('undoLastRound', { section: 'U8', expectedRound: 1 }) as { needsConfirmation: string };
    expect(asked.needsConfirmation).toMatch(/^Undo round 1 of U8\? It already has 1 result typed: board 1 \(Kit–Max "2-0"\)/);
    const done = h.call('undoLastRound', { section: 'U8', expectedRound: 1, confirmed: true }) as {
      message: string;
      status: { problem: string | null; sections: { section: string; round: number; next: string; problem: string | null }[] };
    };
    expect(pairings(h, 'U8')).toHaveLength(1);
    // The round that held the mistyped result is gone, and so is the problem.
    expect(done.message).toBe('U8: Round 1 removed with its 1 typed result.');
    expect(done.status.sections.map((s) => [s.section, s.round, s.next, s.problem])).toEqual([
      ['Open', 1, 'wait', null],
      ['U8', 0, 'pair', null],
    ]);
    expect(done.status.problem).toBeNull();
    // A retry names the section's round as an event without sections names its own.
    expect(() => h.call('undoLastRound', { section: 'Open', expectedRound: 2 })).toThrow(
      'Nothing was changed. Round 2 of Open was asked for (to be undone), but the newest round of Open is now round 1 (round 2 is not paired: it was undone already, or never paired).',
    );
  });

  it('a section whose Pairings cannot be read keeps its place in the status, read from the record with its boards still to play', () => {
    const h = event();
    clickMenu(h, 'Pair next round');
    typeRound(h, 'Pairings U8');
    h.workbook.removeSheet('Pairings Open');
    type Missing = { section: string; board: number; white: string; black: string };
    const status = h.call('getStatus') as { problem: string; sections: { section: string; round: number; next: string; problem: string | null; missingResults: Missing[] }[] };
    expect(status.sections.map((s) => [s.section, s.round, s.next])).toEqual([
      ['Open', 1, 'problem'],
      ['U8', 1, 'pair'],
    ]);
    expect(status.sections[0]!.problem).toMatch(/^Pairings Open does not match Sheetmate's record/);
    expect(status.sections[0]!.missingResults.map((result) => `${result.section} ${result.board}: ${result.white}–${result.black}`)).toEqual([
      'Open 1: Ann–Dom',
      'Open 2: Eve–Bea',
      'Open 3: Cal–Fin',
    ]);
  });

  it('a Pairings sheet of one section cleared: refused in words naming it, then rebuilt from the record with the other sections', () => {
    const h = playedWith();
    const before = pairings(h, 'U8');
    h.workbook.removeSheet('Pairings U8');
    clickMenu(h, 'Pair next round');
    // Each section is tried on its own: U8 waits with its reason, whatever the Open's own answer.
    expect(h.services.ui.alerts.pop()).toMatch(/^Nothing was changed\. No section was paired\.\nOpen: not paired\. .*\nU8: not paired\. Pairings U8 does not match Sheetmate's record of the event: there is no sheet called Pairings U8, and the record holds rounds 1–3/);
    clickMenu(h, 'Rebuild sheets from the record');
    // Each section's Pairings is named, with the same detail as an event without sections: the boards whose results came from the record.
    expect(h.services.ui.alerts.pop()).toBe(
      `Pairings Open rebuilt from Sheetmate's record: rounds 1–3. Rounds 1–3 paired by Sheetmate ${version}.\n` +
        `Pairings U8 rebuilt from Sheetmate's record: rounds 1–3. Rounds 1–3 paired by Sheetmate ${version}. ` +
        "6 results were no longer in Pairings U8 and came from the record as last seen " +
        '(round 1 board 1, round 1 board 2, round 2 board 1, round 2 board 2, round 3 board 1, round 3 board 2): check them.',
    );
    expect(pairings(h, 'U8')).toEqual(before);
  });

  it('a Do not pair row is honoured in its section and harmless across sections; a round-robin section refuses one it holds', () => {
    const h = event();
    h.workbook.setSheetRows('Do not pair', [['Player 1', 'Player 2'], ['Ann', 'Dom'], ['Ann', 'Kit']]);
    clickMenu(h, 'Pair next round');
    expect(pairings(h, 'Open').slice(1).map((row) => `${row[2]}-${row[6]}`)).not.toContain('Ann-Dom');
    h.call('undoLastRound', { section: 'Open', expectedRound: 1, confirmed: true });
    h.call('undoLastRound', { section: 'U8', expectedRound: 1, confirmed: true });
    h.workbook.setSheetRows('Do not pair', [['Player 1', 'Player 2'], ['Kit', 'Lou']]);
    h.call('saveSettings', { section: 'U8', system: 'round-robin' });
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts.pop()).toBe(
      'Open: Round 1 paired: 3 boards.\nU8: not paired. Do not pair, row 2: Kit and Lou are both in this round robin, where everybody meets everybody, so they cannot be kept apart as this row asks. Delete the row, or give the two players different sections.',
    );
  });
});
