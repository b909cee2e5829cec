/**
 * The organiser's slips, one describe per class, each tried as an organiser
 * would on the built bundle in the local services with Apps Script's limits
 * on (every call runs on the execution clock; cells and properties refuse
 * what Apps Script refuses), each beside the same event without the slip.
 * Every class has two different examples, and where the add-on gives advice
 * the advice is followed literally: the defences are for the class, not for
 * one example of it.
 */
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { harness, typeAndTrigger, type Harness } from '../support/addon-harness';

const NAMES = ['Ana Silva', 'Bea Lindqvist', 'Chidi Okafor', 'Dana Novak', 'Emil Brandt', 'Farah Haddad', 'Goran Petrov', 'Hana Sato'];

function playersRows(names: readonly string[] = NAMES, header: readonly string[] = ['Name', 'Rating']): CellValue[][] {
  return [header.slice(), ...names.map((name, index) => [name, 2000 - index * 50])];
}

/** Results from the board: the organiser's typing, the same in the event and its control. */
function decide(_white: string, _black: string, board: number): string {
  return board % 3 === 0 ? '½-½' : board % 2 === 1 ? '1-0' : '0-1';
}

/** A new event on the bundle, its settings saved, the menu installed. */
function start(sheets: Record<string, CellValue[][]> = { Players: playersRows() }, settings: Record<string, unknown> = { rounds: 5 }): Harness {
  const h = harness(sheets);
  h.call('onOpen');
  h.call('saveSettings', settings);
  return h;
}

/** Everything the organiser was told since the last look: dialogs and toasts. */
function said(h: Harness): string[] {
  return [...h.services.ui.alerts.splice(0), ...h.workbook.toasts.splice(0).map((toast) => toast.message)];
}

/** Pairs a round from the menu and returns its dialogs (none when it simply paired: the toast that says so is dropped). */
function pair(h: Harness): string[] {
  h.call('menuPairNextRound');
  h.workbook.toasts.splice(0);
  return h.services.ui.alerts.splice(0);
}

/** Pairs a round from the menu and returns every word said: dialogs and toasts. */
function pairSaying(h: Harness): string[] {
  h.call('menuPairNextRound');
  return said(h);
}

/** `rounds` rounds paired from the menu, each round's results typed (onEdit run) before the next. */
function played(h: Harness, rounds: number, typeLast = true): Harness {
  for (let round = 1; round <= rounds; round++) {
    expect(pair(h)).toEqual([]);
    if (round < rounds || typeLast) typeAndTrigger(h, decide);
    expect(said(h)).toEqual([]);
  }
  return h;
}

const values = (h: Harness, sheet: string) => h.workbook.sheet(sheet)!.values();
const pairings = (h: Harness, sheet = 'Pairings') => values(h, sheet).map((row) => row.slice());
const columnOf = (h: Harness, sheet: string, header: string) => values(h, sheet)[0]!.map(String).indexOf(header) + 1;
const rowOf = (h: Harness, sheet: string, name: string) => values(h, sheet).findIndex((row) => row.includes(name)) + 1;
const type = (h: Harness, sheet: string, row: number, header: string, value: CellValue) => h.workbook.sheet(sheet)!.type(row, columnOf(h, sheet, header), value);
/** The newest round's boards as "White – Black", by name. */
const newestRound = (h: Harness, sheet = 'Pairings') => {
  const rows = values(h, sheet);
  return rows.filter((row) => row[0] === rows[1]![0]).map((row) => `${row[2]} – ${row[6]}`);
};
/** A cell typed, and Sheets' onEdit trigger run on it. */
function edit(h: Harness, sheet: string, row: number, column: number, value: CellValue): void {
  const target = h.workbook.sheet(sheet)!;
  target.type(row, column, value);
  h.call('onEdit', { range: { getSheet: () => target, getRow: () => row, getColumn: () => column }, value });
}

describe('class 1: a person’s history cannot pass to someone else', () => {
  it('a late entry typed over the last player’s row, the old player retyped below: refused naming both names; the advice followed pairs as the control', () => {
    const control = played(start(), 2);
    type(control, 'Players', 10, 'Name', 'Ivo Marsh');
    type(control, 'Players', 10, 'Rating', 1600);
    expect(pair(control)).toEqual([]);

    const h = played(start(), 2);
    const before = pairings(h);
    type(h, 'Players', 9, 'Name', 'Ivo Marsh');
    type(h, 'Players', 9, 'Rating', 1600);
    type(h, 'Players', 10, 'Name', 'Hana Sato');
    type(h, 'Players', 10, 'Rating', 1650);
    const [refusal] = pair(h);
    expect(refusal).toMatch(/^Nothing was changed\. Players, row 9, column Name: this row has Sheetmate ID 8, which Sheetmate recorded as Hana Sato's, but its name is now Ivo Marsh: more than a spelling fix/);
    expect(refusal).toContain("If Ivo Marsh is a new player and Hana Sato is the one on row 10, clear this row's Sheetmate ID");
    expect(pairings(h)).toEqual(before);
    // The advice, followed literally.
    type(h, 'Players', 9, 'Sheetmate ID', '');
    expect(pair(h)).toEqual([]);
    expect(newestRound(h).sort()).toEqual(newestRound(control).sort());
    // Hana Sato keeps her games and points; Ivo Marsh starts with none.
    const standing = (x: Harness, name: string) => values(x, 'Standings').find((row) => row[2] === name)!.slice(2);
    expect(standing(h, 'Hana Sato')).toEqual(standing(control, 'Hana Sato'));
    expect(standing(h, 'Ivo Marsh')).toEqual(standing(control, 'Ivo Marsh'));
  });

  it('a list fed by a formula that shifts (a new name on top) is refused as names moved against their IDs; nothing is written', () => {
    const h = played(start(), 2);
    const before = pairings(h);
    const names = values(h, 'Players').slice(1).map((row) => String(row[0]));
    ['Ivo Marsh', ...names].forEach((name, index) => type(h, 'Players', index + 2, 'Name', name));
    const [refusal] = pair(h);
    expect(refusal).toMatch(/^Nothing was changed\. Players: 8 rows show another name beside their Sheetmate ID than the one Sheetmate recorded \(rows 2–9\), 7 of them the name of another row's player: the names have moved against the IDs/);
    expect(refusal).toContain('Paste special ▸ Values only');
    expect(pairings(h)).toEqual(before);
  });

  it('the Name column re-sorted alone, two names then retyped: each row names the ID’s player and the name’s own ID', () => {
    const h = played(start(), 2);
    type(h, 'Players', 3, 'Name', 'Chidi Okafor');
    type(h, 'Players', 4, 'Name', 'Bea Lindqvist');
    const [refusal] = pair(h);
    expect(refusal).toContain("Players, row 3, column Sheetmate ID: this row has Sheetmate ID 2, which is Bea Lindqvist's, but the name Chidi Okafor is Sheetmate ID 3's.");
    expect(refusal).toContain('if names were typed over, put them back');
  });

  it('a spelling fix is taken without a word; a new surname is asked about, and Confirm changed names makes it the player’s', () => {
    const control = played(start(), 2);
    expect(pair(control)).toEqual([]);
    const fixed = played(start(), 2);
    type(fixed, 'Players', 6, 'Name', 'Emil Brandt-Jensen');
    expect(pair(fixed)).toEqual([]);
    expect(newestRound(fixed)).toEqual(newestRound(control).map((board) => board.replace('Emil Brandt', 'Emil Brandt-Jensen')));

    const renamed = played(start(), 2);
    type(renamed, 'Players', 5, 'Name', 'Dana Smith');
    expect(pair(renamed)[0]).toContain('If Dana Smith is Dana Novak under a new name, choose Sheetmate ▸ Confirm changed names.');
    renamed.services.ui.answers.push('yes');
    renamed.call('menuConfirmNames');
    said(renamed);
    expect(pair(renamed)).toEqual([]);
    expect(newestRound(renamed)).toEqual(newestRound(control).map((board) => board.replace('Dana Novak', 'Dana Smith')));
  });
});

describe('class 2: a past result changed after later rounds were paired', () => {
  const resultRow = (h: Harness, round: number, board: number) => values(h, 'Pairings').findIndex((row) => row[0] === round && row[1] === board) + 1;

  it('a round-1 result deleted after round 3 was paired: listed missing, round 4 refused naming the board, until it is typed again', () => {
    const h = played(start(), 3);
    const row = resultRow(h, 1, 2);
    const kept = values(h, 'Pairings')[row - 1]![4];
    edit(h, 'Pairings', row, columnOf(h, 'Pairings', 'Result'), '');
    said(h);
    const status = h.call('getStatus') as { missingResults: { round: number; board: number }[] };
    expect(status.missingResults.map((result) => `${result.round}/${result.board}`)).toContain('1/2');
    const [refusal] = pair(h);
    expect(refusal).toMatch(new RegExp(`^Nothing was changed\\..*round 1, board 2 \\(.* – .*, row ${row}`));
    edit(h, 'Pairings', row, columnOf(h, 'Pairings', 'Result'), kept!);
    said(h);
    const control = played(start(), 3);
    expect(pair(h)).toEqual([]);
    expect(pair(control)).toEqual([]);
    expect(newestRound(h)).toEqual(newestRound(control));
  });

  it('a round-1 result changed after round 3: counted, said in words at once, rounds already paired stay', () => {
    const h = played(start(), 3);
    const row = resultRow(h, 1, 1);
    edit(h, 'Pairings', row, columnOf(h, 'Pairings', 'Result'), '0-1');
    const [words] = said(h);
    expect(words).toMatch(/Round 1, board 1 \(Ana Silva – .*, row \d+\).*1-0.*0-1/);
    expect(words).toMatch(/rounds 2–3.*stay/);
    const before = pairings(h).filter((r) => r[0] !== 1);
    expect(pair(h)).toEqual([]);
    expect(pairings(h).filter((r) => r[0] === 2 || r[0] === 3)).toEqual(before.filter((r) => r[0] === 2 || r[0] === 3));
  });
});

describe('class 3: two columns that could be one field', () => {
  it('Name | FIDE rating | Rating is refused naming both; the rename it advises pairs on the rating kept, as the control', () => {
    const rows = playersRows(NAMES, ['Name', 'FIDE rating', 'Rating']).map((row, index) => (index === 0 ? row : [row[0]!, index % 3 === 0 ? 1900 : '', row[1]!]));
    const h = start({ Players: rows });
    const [refusal] = pair(h);
    expect(refusal).toBe(
      'Nothing was changed. Players, row 1: two columns could be the rating: "FIDE rating" (column B) and "Rating" (column C). Sheetmate reads one rating (FIDE and national ratings are both common: the one kept pairs the event and goes into the TRF), and will not guess which: keep its header on the column to read, and rename the other so that Sheetmate leaves it alone (such as "FIDE rating (not read)").',
    );
    expect(h.workbook.sheet('Pairings')).toBeUndefined();
    h.workbook.sheet('Players')!.type(1, 2, 'FIDE rating (not read)');
    expect(pair(h)).toEqual([]);
    const control = start();
    expect(pair(control)).toEqual([]);
    expect(newestRound(h)).toEqual(newestRound(control));
  });

  it('another pair of synonyms (School and Team) is refused the same way; First name + Last name pair as one Name column', () => {
    const teams = start({ Players: playersRows(NAMES, ['Name', 'Rating']).map((row, index) => [...row, index === 0 ? 'School' : 'North', index === 0 ? 'Team' : 'South']) });
    expect(pair(teams)[0]).toMatch(/^Nothing was changed\. Players, row 1: two columns could be the team: "School" \(column C\) and "Team" \(column D\)/);
    const split = [['First name', 'Last name', 'Rating'], ...NAMES.map((name, index) => [...name.split(' '), 2000 - index * 50])];
    const h = start({ Players: split });
    expect(pair(h)).toEqual([]);
    const control = start();
    expect(pair(control)).toEqual([]);
    expect(newestRound(h)).toEqual(newestRound(control));
  });
});

describe('class 4: settings travel with the spreadsheet', () => {
  /** The same spreadsheet opened with its document properties lost (a copy, an .xlsx round trip). */
  const withoutProperties = (h: Harness) => {
    const copy = harness({}, {}, { workbook: h.workbook });
    copy.call('onOpen');
    return copy;
  };

  it('a 3/1/0 quick Swiss of 7 rounds stays one, mid-event, with no document properties', () => {
    const settings = { system: 'quick', rounds: 7, points: { win: 3, draw: 1 } };
    const control = played(start(undefined, settings), 2);
    const copy = withoutProperties(played(start(undefined, settings), 2));
    expect(copy.call('getSettings')).toMatchObject({ system: 'quick', rounds: 7, points: { win: 3, draw: 1, loss: 0 } });
    expect(pair(copy)).toEqual([]);
    expect(pair(control)).toEqual([]);
    expect(pairings(copy)).toEqual(pairings(control));
    expect(String(values(copy, 'Standings')[0]![0])).toMatch(/of 7/);
  });

  it('a round robin with 2/1/0 points stays one too', () => {
    const settings = { system: 'round-robin', points: { win: 2, draw: 1 } };
    const control = played(start(undefined, settings), 2);
    const copy = withoutProperties(played(start(undefined, settings), 2));
    expect(copy.call('getSettings')).toMatchObject({ system: 'round-robin', points: { win: 2, draw: 1 } });
    expect(pair(copy)).toEqual([]);
    expect(pair(control)).toEqual([]);
    expect(pairings(copy)).toEqual(pairings(control));
  });
});

describe('class 5: changes that cannot be honoured', () => {
  it('a Swiss switched to a round robin after round 2 is refused with the reason, nothing saved', () => {
    const h = played(start(), 2);
    expect(() => h.call('saveSettings', { system: 'round-robin' })).toThrow(/Rounds 1–2 are paired by Swiss, FIDE Dutch system, and a round robin cannot continue from them: .*round 3 would repeat games/);
    expect(h.call('getSettings')).toMatchObject({ system: 'dutch', rounds: 5 });
    const control = played(start(), 2);
    expect(pair(h)).toEqual([]);
    expect(pair(control)).toEqual([]);
    expect(pairings(h)).toEqual(pairings(control));
  });

  it('rounds below the current round are refused, saying which counts work', () => {
    const h = played(start(), 3);
    expect(() => h.call('saveSettings', { rounds: 2 })).toThrow(/Rounds 1–3 are already paired, so the event cannot have 2 rounds: choose 3 or more \(3 ends the event with round 3\), or undo the rounds after round 2 first\./);
    expect(h.call('getSettings')).toMatchObject({ rounds: 5 });
    const control = played(start(), 3);
    expect(pair(h)).toEqual([]);
    expect(pair(control)).toEqual([]);
    expect(pairings(h)).toEqual(pairings(control));
  });
});

describe('class 6: late requests', () => {
  it('a bye typed for a round already paired says it was not given, and how to give it', () => {
    const h = played(start({ Players: playersRows(NAMES, ['Name', 'Rating', 'Byes']) }), 2, false);
    type(h, 'Players', 4, 'Byes', '2');
    typeAndTrigger(h, decide);
    const words = [...said(h), ...pairSaying(h)].join('\n');
    expect(words).toContain('Players, row 4: Chidi Okafor asks for a bye in round 2, but round 2 was paired before the request was typed');
    expect(words).toContain('To give it, undo round 2 and every round after it (Undo last round 2 times) and pair again; otherwise take 2 out of the Byes cell.');
    // The advice followed: two undos, and round 2 paired again gives the bye.
    for (let undo = 0; undo < 2; undo++) {
      h.services.ui.answers.push('yes');
      h.call('menuUndoLastRound');
      said(h);
    }
    expect(pair(h)).toEqual([]);
    const byes = values(h, 'Pairings').filter((row) => row[0] === 2 && row[1] === '');
    expect(byes.map((row) => row[2])).toContain('Chidi Okafor');
    // The control: the bye typed in time, before round 2 was paired.
    const control = played(start({ Players: playersRows(NAMES, ['Name', 'Rating', 'Byes']) }), 1);
    type(control, 'Players', 4, 'Byes', '2');
    expect(pair(control)).toEqual([]);
    expect(pairings(h)).toEqual(pairings(control));
  });

  it('a withdrawal typed while the round is played says it takes effect from the next round', () => {
    const h = played(start({ Players: playersRows(NAMES, ['Name', 'Rating', 'Status']) }), 2, false);
    edit(h, 'Players', 3, columnOf(h, 'Players', 'Status'), 'withdrawn');
    const words = said(h).join('\n');
    expect(words).toMatch(/Players, row 3: Bea Lindqvist is marked withdrawn, but is paired on board \d of round 2, which is being played: it takes effect from round 3/);
  });
});

describe('class 7: typing into the add-on’s own sheets', () => {
  it('a result typed in Live is answered at once with the Pairings row of that board; the sheet is protected with a warning', () => {
    const h = played(start(), 2, false);
    expect(h.workbook.sheet('Live')!.protection).toMatchObject({ warningOnly: true });
    const liveRow = values(h, 'Live').findIndex((row) => row[0] === 1) + 1;
    edit(h, 'Live', liveRow, 3, '1-0');
    const [answer] = said(h);
    expect(answer).toMatch(new RegExp(`^Live is Sheetmate's own sheet, written again at every Sheetmate step: "1-0", typed in C${liveRow}, will not stay\\. To record 1-0 for round 2, board 1 \\((.*) – (.*)\\), type it in Pairings, row (\\d+), column Result\\.$`));
    // The advice followed: typed there, the result is taken.
    const [, white, black, row] = /board 1 \((.*) – (.*)\), type it in Pairings, row (\d+)/.exec(answer!)!;
    expect(values(h, 'Pairings')[Number(row) - 1]!.slice(1, 7)).toEqual([1, white, expect.anything(), '', expect.anything(), black]);
    edit(h, 'Pairings', Number(row), columnOf(h, 'Pairings', 'Result'), '1-0');
    expect(said(h)).toEqual([]);
    expect(JSON.stringify(values(h, 'Live'))).toContain('1-0');
    // The control: the same result typed in Pairings in the first place.
    const control = played(start(), 2, false);
    edit(control, 'Pairings', Number(row), columnOf(control, 'Pairings', 'Result'), '1-0');
    expect(values(h, 'Standings')).toEqual(values(control, 'Standings'));
    expect(values(h, 'Live')).toEqual(values(control, 'Live'));
  });

  it('a score typed in Standings, and one in the Score column Sheetmate writes in Players, are answered the same way', () => {
    const h = played(start(), 2);
    const row = rowOf(h, 'Standings', 'Dana Novak');
    edit(h, 'Standings', row, 5, 9);
    expect(said(h)[0]).toMatch(/^Standings is Sheetmate's own sheet.*\(Dana Novak is on Players, row 5;/);
    pair(h);
    edit(h, 'Players', 5, columnOf(h, 'Players', 'Score'), 5);
    expect(said(h)[0]).toMatch(/^Players' Score column is Sheetmate's: .* will not stay\. It comes from the results typed in Pairings\.$/);
  });
});

describe('class 8: values the export cannot carry', () => {
  it('ratings of 1850.5, 25000 and 1.85 are refused with row and column; whole ratings export', () => {
    const rows = playersRows();
    rows[2]![1] = 1850.5;
    rows[4]![1] = 25000;
    rows[6]![1] = 1.85;
    const h = start({ Players: rows });
    const [refusal] = pair(h);
    expect(refusal).toContain('Players, row 3, column Rating: 1850.5 is not a rating');
    expect(refusal).toContain('Players, row 5, column Rating: 25000');
    expect(refusal).toMatch(/Players, row 7, column Rating: 1\.85 .*thousands/);
    const control = start();
    expect(pair(control)).toEqual([]);
    const text = (control.call('exportTrf') as { download: { text: string } }).download.text;
    expect(text.split('\n').filter((line) => line.startsWith('001')).map((line) => line.slice(48, 52))).toEqual(NAMES.map((_, index) => String(2000 - index * 50)));
  });

  it('two names alike in their first 33 characters are refused at export; an emoji in a name shifts no TRF column; a file naming two players alike is refused whole at import', () => {
    const long = ['Alexandra Konstantinopoulou-Papadimitriou', 'Alexandra Konstantinopoulou-Papadopoulou', ...NAMES.slice(2)];
    const h = start({ Players: playersRows(long) });
    pair(h);
    expect(() => h.call('exportTrf')).toThrow(/"Alexandra Konstantinopoulou-Papadimitriou" \(row 2\) and "Alexandra Konstantinopoulou-Papadopoulou" \(row 3\) are the same in their first 33 characters/);
    const emoji = start({ Players: playersRows(['Ana Silva 🦄', ...NAMES.slice(1)]) });
    pair(emoji);
    const control = start();
    pair(control);
    const lines = (x: Harness) => (x.call('exportTrf') as { download: { text: string } }).download.text.split('\n').filter((line) => line.startsWith('001'));
    const [withEmoji, plain] = [lines(emoji), lines(control)];
    expect(Array.from(withEmoji[0]!).length).toBe(Array.from(plain[0]!).length);
    expect(Array.from(withEmoji[0]!).slice(47).join('')).toBe(Array.from(plain[0]!).slice(47).join(''));
    // A file naming two players alike is refused at import before anything is written: no half-written Players.
    const twice = (control.call('exportTrf') as { download: { text: string } }).download.text.replace('Bea Lindqvist', 'Ana Silva    ');
    const fresh = harness({});
    expect(() => fresh.call('importTrf', twice)).toThrow(/TRF file: players 1 and 2 have the same name, "Ana Silva"/);
    expect(fresh.workbook.sheetNames().filter((name) => name !== 'Sheet1')).toEqual([]);
  });
});

describe('class 9: "Last, First" names where lists are comma-separated', () => {
  const fide = ['Carlsen, Magnus', 'Caruana, Fabiano', 'Ding Liren', 'Nepo, Ian'];
  const paper = (opponents: readonly string[]) => [['Name', 'Rating', 'Score', 'Opponents'], ...fide.map((name, index) => [name, 2800 - index * 10, index % 2 === 0 ? 1 : 0, opponents[index]!])];

  it('an Opponents column of such names is read whole against Players: round 2 has no rematch; an unknown one is refused naming the separator', () => {
    const h = start({ Players: paper(['Caruana, Fabiano', 'Carlsen, Magnus', 'Nepo, Ian', 'Ding Liren']) });
    expect(pair(h)).toEqual([]);
    const round2 = newestRound(h).map((board) => board.split(' – ').sort().join(' v '));
    expect(round2).toHaveLength(2);
    expect(round2).not.toContain('Carlsen, Magnus v Caruana, Fabiano');
    // The control: the same lists typed with ";" between names, the form the refusal advises.
    const control = start({ Players: paper(['Caruana, Fabiano;', 'Carlsen, Magnus;', 'Nepo, Ian;', 'Ding Liren']) });
    expect(pair(control)).toEqual([]);
    expect(pairings(h)).toEqual(pairings(control));
    const unknown = start({ Players: paper(['Caruana, Fabio', 'Carlsen, Magnus', 'Nepo, Ian', 'Ding Liren']) });
    expect(pair(unknown)[0]).toContain('The names are separated by commas here, so a name with a comma in it (such as "Carlsen, Magnus") is read whole only when it is spelled as it is listed; or separate the names with ";" instead');
  });

  it('a quick-Swiss text line reads them whole: the rematch is not marked "No prior match"', () => {
    const h = harness({});
    const result = h.call('quickSwissFromText', 'Carlsen, Magnus | 1 | Caruana, Fabiano\nCaruana, Fabiano | 1 | Carlsen, Magnus\nDing Liren | 0 | Nepo, Ian\nNepo, Ian | 0 | Ding Liren') as { download: { text: string } };
    expect(result.download.text).not.toMatch(/Carlsen, Magnus .*\| Caruana, Fabiano/);
    expect(result.download.text).toContain('No prior match');
  });
});

describe('class 10: one section does not stop every section', () => {
  const sections = (extra: CellValue[][] = []) => [['Name', 'Rating', 'Section'], ...NAMES.map((name, index) => [name, 2000 - index * 50, index < 4 ? 'Open' : 'U12']), ...extra];

  it('a section of one player is named with the reason; the others pair as without it', () => {
    const h = start({ Players: sections([['Zed Solo', 1000, 'U8']]) }, {});
    expect(pair(h)).toEqual([
      'Open: Round 1 paired: 2 boards.\nU12: Round 1 paired: 2 boards.\nU8: not paired. Players, row 10, column Section: section U8 has one player, Zed Solo, and at least 2 are needed to pair it. Add players to U8 (in the Section column), or give Zed Solo another section.',
    ]);
    const control = start({ Players: sections() }, {});
    pair(control);
    expect(pairings(h, 'Pairings Open')).toEqual(pairings(control, 'Pairings Open'));
    expect(pairings(h, 'Pairings U12')).toEqual(pairings(control, 'Pairings U12'));
  });

  it('a bad cell in one section’s rows mid-event: that section waits with its reason, the other pairs and updates', () => {
    const round1 = () => {
      const x = start({ Players: sections() }, {});
      pair(x);
      for (const sheet of ['Pairings Open', 'Pairings U12']) {
        const rows = values(x, sheet);
        rows.forEach((row, index) => index > 0 && x.workbook.sheet(sheet)!.type(index + 1, 5, decide('', '', Number(row[1]))));
      }
      return x;
    };
    const h = round1();
    type(h, 'Players', 7, 'Rating', 1700.5);
    const [answer] = pair(h);
    expect(answer).toMatch(/^Open: Round 2 paired: 2 boards\.\nU12: not paired\. Players, row 7, column Rating: 1700\.5 is not a rating/);
    expect(values(h, 'Pairings U12').filter((row) => row[0] === 2)).toEqual([]);
    expect(JSON.stringify(values(h, 'Live'))).toContain('Farah Haddad');
    const control = round1();
    pair(control);
    expect(pairings(h, 'Pairings Open')).toEqual(pairings(control, 'Pairings Open'));
    // The cell put right, U12 pairs its round 2 as the control did.
    type(h, 'Players', 7, 'Rating', 1750);
    expect(pair(h).join('\n')).toMatch(/U12: Round 2 paired: 2 boards\./);
    expect(pairings(h, 'Pairings U12')).toEqual(pairings(control, 'Pairings U12'));
  });
});

describe('class 11: messages that mislead', () => {
  it('a round no pairing can satisfy names its players by name as well as number, and says what the rules leave to do', () => {
    const h = played(start({ Players: playersRows(NAMES.slice(0, 4)) }), 3);
    const [refusal] = pair(h);
    expect(refusal).toMatch(/^Nothing was changed\. Round 4: no pairing satisfies the absolute criteria .*; players \d \((Ana Silva|Bea Lindqvist|Chidi Okafor|Dana Novak)\)(, \d \((Ana Silva|Bea Lindqvist|Chidi Okafor|Dana Novak)\))* cannot be paired\. The FIDE rules leave this round to the arbiter: pair it by hand in Pairings/);
  });

  it('the record sheet deleted: the advice, followed literally, leads to a working event paired as the control', () => {
    const control = played(start(), 2);
    const h = played(start(), 2);
    h.workbook.removeSheet('Sheetmate record');
    const [refusal] = pair(h);
    expect(refusal).toBe(
      `Nothing was changed. Players, row 2, column Sheetmate ID: the Players sheet has Sheetmate IDs, but Sheetmate's record of the event (the hidden sheet "Sheetmate record") is missing. Restore it with File ▸ Version history in Google Sheets (a version from before it was deleted). ` +
        'To carry on from Pairings as it stands instead, clear the cells of the Sheetmate ID column and of the "Score" and "Opponents" columns of Players, keeping the headers (Sheetmate wrote them from Pairings: read with it, they would count its rounds twice).',
    );
    for (const header of ['Sheetmate ID', 'Score', 'Opponents']) for (let row = 2; row <= 9; row++) type(h, 'Players', row, header, '');
    expect(pair(h)).toEqual([]);
    expect(pair(control)).toEqual([]);
    expect(newestRound(h)).toEqual(newestRound(control));
  });

  it('the record damaged: the advice, followed literally, works too', () => {
    const control = played(start(), 2);
    const h = played(start(), 2);
    const record = h.workbook.sheet('Sheetmate record')!;
    const cell = record.values().findIndex((row) => String(row[0]).startsWith('{')) + 1;
    record.type(Math.max(cell, 2), 1, '{"damaged":');
    const [refusal] = pair(h);
    expect(refusal).toMatch(/is damaged: .*To carry on from Pairings as it stands instead, delete the sheet "Sheetmate record", and clear the Sheetmate ID column of Players and its Score, Opponents and Colours cells where Sheetmate wrote them from Pairings, keeping the headers\.$/);
    h.workbook.removeSheet('Sheetmate record');
    for (const header of ['Sheetmate ID', 'Score', 'Opponents']) for (let row = 2; row <= 9; row++) type(h, 'Players', row, header, '');
    expect(pair(h)).toEqual([]);
    expect(pair(control)).toEqual([]);
    expect(newestRound(h)).toEqual(newestRound(control));
  });

  it('a name typed over a row (no sort) is not blamed on a sort; a board changed by hand in Pairings names its real row, never "row 0", and its advice (Rebuild) works', () => {
    const h = played(start(), 2);
    type(h, 'Players', 3, 'Name', 'Zoe Quinn');
    const [retyped] = pair(h);
    expect(retyped).toMatch(/^Nothing was changed\. Players, row 3, column Name: this row has Sheetmate ID 2, which Sheetmate recorded as Bea Lindqvist's, but its name is now Zoe Quinn/);
    expect(retyped).not.toMatch(/sort/);
    type(h, 'Players', 3, 'Name', 'Bea Lindqvist');
    const rows = values(h, 'Pairings');
    const row = rows.findIndex((r) => r[0] === 2 && r[1] === 2) + 1;
    const other = String(rows.find((r) => r[0] === 2 && r[1] === 1)![2]);
    type(h, 'Pairings', row, 'White', other);
    const words = pair(h).join('\n');
    expect(words).toMatch(new RegExp(`^Nothing was changed\\. Pairings does not match Sheetmate's record of the event: round 2, board 2: Sheetmate paired .* but row ${row} shows ${other} – `));
    expect(words).not.toMatch(/\brows? 0\b/);
    // Its advice, followed: Rebuild, then the round pairs as the control's.
    h.call('menuRebuildSheets');
    said(h);
    const control = played(start(), 2);
    expect(pair(h)).toEqual([]);
    expect(pair(control)).toEqual([]);
    expect(newestRound(h)).toEqual(newestRound(control));
  });
});
