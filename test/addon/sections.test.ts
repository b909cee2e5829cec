/**
 * Sections through the built add-on: a school Saturday with a FIDE Dutch Open
 * (Baku-accelerated), a quick-Swiss U10 and a round-robin U8 in one spreadsheet. Each section is
 * paired exactly as the same players alone (same pairings, same start
 * numbers, same standings), the settings are per section, the sidebar can
 * pair one section on its own, and the organiser's edits (renames, sorting,
 * players moved between sections) behave as docs/record.md says.
 */
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { clickMenu, harness, type Harness } from '../support/addon-harness';

interface Section {
  readonly name: string;
  readonly settings: Record<string, unknown>;
  readonly players: readonly (readonly [string, number, string])[];
}

const OPEN: Section = {
  name: 'Open',
  // Accelerated, as a large open would be: the section's own choice.
  settings: { system: 'dutch', rounds: 5, acceleration: 'baku' },
  players: Array.from({ length: 11 }, (_, i) => [`Olu ${String.fromCharCode(65 + i)}`, 2150 - 37 * i, i % 2 === 0 ? 'Hill' : 'Oak'] as const),
};
const U10: Section = {
  name: 'U10',
  settings: { system: 'quick', rounds: 4 },
  players: Array.from({ length: 8 }, (_, i) => [`Tia ${String.fromCharCode(65 + i)}`, 1400 - 23 * i, i % 3 === 0 ? 'Elm' : 'Hill'] as const),
};
const U8: Section = {
  name: 'U8',
  settings: { system: 'round-robin', rounds: 0 },
  players: Array.from({ length: 5 }, (_, i) => [`Kit ${String.fromCharCode(65 + i)}`, 800 - 11 * i, 'Oak'] as const),
};
const SECTIONS = [OPEN, U10, U8];

/** Players of the school event: sections interleaved as a registration desk would type them. */
function schoolPlayers(): CellValue[][] {
  const rows: CellValue[][] = [['Name', 'Rating', 'Section', 'School']];
  const longest = Math.max(...SECTIONS.map((section) => section.players.length));
  for (let i = 0; i < longest; i++) {
    for (const section of SECTIONS) {
      const player = section.players[i];
      if (player !== undefined) rows.push([player[0], player[1], section.name, player[2]]);
    }
  }
  return rows;
}

function schoolEvent(): Harness {
  const h = harness({ Players: schoolPlayers() });
  h.call('onOpen');
  h.call('saveSettings', { rounds: 5 });
  h.call('saveSettings', { section: 'Open', acceleration: 'baku' });
  h.call('saveSettings', { section: 'U10', ...U10.settings });
  h.call('saveSettings', { section: 'U8', ...U8.settings });
  return h;
}

/** The same players alone, in the same order, with the section's settings. */
function alone(section: Section): Harness {
  const h = harness({ Players: [['Name', 'Rating', 'School'], ...section.players.map(([name, rating, school]) => [name, rating, school])] });
  h.call('onOpen');
  h.call('saveSettings', section.settings);
  return h;
}

/** A result for every board still without one, decided by the names (the same in both workbooks). */
function typeAll(h: Harness, sheetName: string): void {
  const sheet = h.workbook.sheet(sheetName)!;
  const values = sheet.values();
  const header = values[0]!.map(String);
  const at = (name: string) => header.indexOf(name);
  const newest = Number(values[1]?.[at('Round')] ?? 0);
  for (let r = 1; r < values.length; r++) {
    const row = values[r]!;
    if (Number(row[at('Round')]) !== newest || row[at('Board')] === '' || String(row[at('Result')]) !== '') continue;
    const white = String(row[at('White')]);
    const black = String(row[header.lastIndexOf('Black')]);
    const code = (white.charCodeAt(4) * 7 + black.charCodeAt(4) * 3 + newest) % 5;
    sheet.type(r + 1, at('Result') + 1, code === 0 ? '½-½' : code < 3 ? '1-0' : '0-1');
  }
  h.call('onEdit', { range: { getSheet: () => sheet } });
}

const sheet = (h: Harness, name: string) => h.workbook.sheet(name)?.values();

describe('a school event in three sections', () => {
  it('pairs every section exactly as the same players alone: same Pairings, Byes, Standings (start numbers included) and Crosstable, round after round', () => {
    const school = schoolEvent();
    const alones = new Map(SECTIONS.map((section) => [section.name, alone(section)]));
    let rounds = 0;
    for (;;) {
      const status = school.call('getStatus') as { sections: { section: string; next: string }[] };
      const ready = status.sections.filter((section) => section.next === 'pair').map((section) => section.section);
      if (ready.length === 0) break;
      clickMenu(school, 'Pair next round');
      rounds++;
      expect(school.services.ui.alerts.pop()).toMatch(new RegExp(ready.map((name) => `${name}: Round \\d+ paired`).join('[^]*')));
      for (const name of ready) clickMenu(alones.get(name)!, 'Pair next round');
      for (const section of SECTIONS) {
        const one = alones.get(section.name)!;
        expect(one.services.ui.alerts).toEqual([]);
        for (const base of ['Pairings', 'Byes', 'Standings', 'Crosstable']) {
          expect(sheet(school, `${base} ${section.name}`), `${base} ${section.name} after click ${rounds}`).toEqual(sheet(one, base));
        }
        typeAll(school, `Pairings ${section.name}`);
        typeAll(one, 'Pairings');
      }
    }
    // Open 5 rounds, U10 4, U8 (5 players) 5: five clicks paired everything.
    expect(rounds).toBe(5);
    for (const section of SECTIONS) {
      for (const base of ['Pairings', 'Standings', 'Crosstable']) expect(sheet(school, `${base} ${section.name}`)).toEqual(sheet(alones.get(section.name)!, base));
    }
    const finalStatus = school.call('getStatus') as { finished: boolean; sections: { next: string }[] };
    expect(finalStatus.sections.map((section) => section.next)).toEqual(['finished', 'finished', 'finished']);
    expect(finalStatus.finished).toBe(true);
    expect(school.workbook.sheet('Pairings')).toBeUndefined();
  });

  it('shows the first paired section\'s Pairings after pairing every section', () => {
    const school = schoolEvent();
    clickMenu(school, 'Pair next round');
    expect(school.workbook.activeSheetName).toBe(`Pairings ${SECTIONS[0]!.name}`);
    typeAll(school, `Pairings ${SECTIONS[0]!.name}`);
    // Only the first section is ready now: its Pairings is shown again, even after another sheet was.
    school.workbook.showSheet('Players');
    school.call('pairNextRound', { section: SECTIONS[0]!.name, expectedRound: 2 });
    expect(school.workbook.activeSheetName).toBe(`Pairings ${SECTIONS[0]!.name}`);
  });

  it('reports section by section: a section waiting for results is left alone while the others are paired', () => {
    const school = schoolEvent();
    clickMenu(school, 'Pair next round');
    school.services.ui.alerts.length = 0;
    typeAll(school, 'Pairings Open');
    typeAll(school, 'Pairings U8');
    clickMenu(school, 'Pair next round');
    const report = school.services.ui.alerts.pop()!;
    expect(report).toMatch(/^Open: Round 2 paired: 5 boards; bye: .*\nU10: waits for results: round 1, boards 1, 2, 3 and 4\.\nU8: Round 2 paired: 2 boards; bye: .*$/);
    expect(sheet(school, 'Pairings U10')!.filter((row) => row[0] === 2)).toEqual([]);
    // Nothing ready: nothing written, and each section says why.
    clickMenu(school, 'Pair next round');
    expect(school.services.ui.alerts.pop()).toMatch(/^Nothing was changed\. No section was paired\.\nOpen: waits for results: round 2, boards 1, 2, 3, 4 and 5\.\nU10: waits/);
  });

  it('the sidebar pairs one section on its own, guarded by its round, and shows every section’s status', () => {
    const school = schoolEvent();
    const result = school.call('pairNextRound', { section: 'u10', expectedRound: 1 }) as { message: string; status: { sections: { section: string; round: number; next: string }[] } };
    expect(result.message).toBe('U10: Round 1 paired: 4 boards.');
    expect(result.status.sections.map((s) => [s.section, s.round, s.next])).toEqual([
      ['Open', 0, 'pair'],
      ['U10', 1, 'wait'],
      ['U8', 0, 'pair'],
    ]);
    expect(() => school.call('pairNextRound', { section: 'U10', expectedRound: 1 })).toThrow(/Round 1 was asked for, but U10 now stands before round 2/);
    expect(school.workbook.sheet('Pairings Open')).toBeUndefined();
    // Every ready section at once, each guarded by the round the sidebar saw.
    const both = school.call('pairNextRound', { expectedRounds: { Open: 1, U8: 1, U10: 2 } }) as { sections: { section: string; outcome: string }[] };
    expect(both.sections.map((s) => [s.section, s.outcome])).toEqual([
      ['Open', 'paired'],
      ['U10', 'waits'],
      ['U8', 'paired'],
    ]);
    // Only the sections named are paired: the U10, ready once its results are in, waits for a click that names it.
    typeAll(school, 'Pairings U10');
    expect(() => school.call('pairNextRound', { expectedRounds: { Open: 2 } })).toThrow(/No section was paired\.\nOpen: waits for results: round 1/);
    expect(sheet(school, 'Pairings U10')!.filter((row) => row[0] === 2)).toEqual([]);
  });

  it('Undo asks which round of which section it removes (the one paired last), and the confirmed request removes that one only', () => {
    const school = schoolEvent();
    school.call('pairNextRound', { section: 'Open', expectedRound: 1 });
    school.call('pairNextRound', { section: 'U8', expectedRound: 1 });
    const asked = school.call('undoLastRound', { expectedRound: 1 }) as { needsConfirmation: string; undo: { section: string; round: number } };
    expect(asked.needsConfirmation).toBe('Undo round 1 of U8?');
    expect(asked.undo).toEqual({ section: 'U8', round: 1 });
    school.services.ui.answers.push('yes');
    clickMenu(school, 'Undo last round');
    expect(school.workbook.sheet('Pairings U8')!.values().length).toBe(1);
    expect(school.workbook.sheet('Pairings Open')!.values().length).toBeGreaterThan(1);
    // A retry of the same confirmed request does not remove Open's round.
    expect(() => school.call('undoLastRound', { section: 'U8', expectedRound: 1, confirmed: true })).toThrow(/There is no round to undo in U8/);
  });

  it('exports each section as its own TRF, the same file as the section alone apart from its name', () => {
    const school = schoolEvent();
    const open = alone(OPEN);
    clickMenu(school, 'Pair next round');
    clickMenu(open, 'Pair next round');
    typeAll(school, 'Pairings Open');
    typeAll(open, 'Pairings');
    const withoutName = (text: string) => text.split('\n').filter((line) => !line.startsWith('012')).join('\n');
    const sectionTrf = (school.call('exportTrf', { section: 'Open' }) as { download: { text: string } }).download.text;
    const aloneTrf = (open.call('exportTrf') as { download: { text: string } }).download.text;
    expect(withoutName(sectionTrf)).toBe(withoutName(aloneTrf));
    expect(sectionTrf).toMatch(/^012 Test event Open$/m);
    clickMenu(school, 'Export TRF');
    expect(school.workbook.sheetNames().filter((name) => name.startsWith('TRF'))).toEqual(['TRF Open', 'TRF U10', 'TRF U8']);
  });
});

describe('one action for an event with or without sections', () => {
  it('a section paired answers as the same players alone: the same message after the section’s name, the same quick Swiss table to download', () => {
    const school = schoolEvent();
    const u10 = alone(U10);
    const inSection = school.call('pairNextRound', { section: 'U10', expectedRound: 1 }) as { message: string; download?: { fileName: string; text: string } };
    const byItself = u10.call('pairNextRound', { expectedRound: 1 }) as { message: string; download?: { fileName: string; text: string } };
    expect(inSection.message).toBe(`U10: ${byItself.message}`);
    expect(byItself.download).toBeDefined();
    expect(inSection.download).toEqual(byItself.download);
  });

  it('unrated players in a section: round 1 says how they are ranked, as it does for the same players alone', () => {
    const players: CellValue[][] = [
      ['Name', 'Rating', 'Section'],
      ['Ann', 1500, 'Open'],
      ['Ben', '', 'Open'],
      ['Cat', 1400, 'Open'],
      ['Dan', '', 'Open'],
      ['Kit', 900, 'U8'],
      ['Lou', 880, 'U8'],
    ];
    const school = harness({ Players: players });
    const open = harness({ Players: [['Name', 'Rating'], ...players.slice(1, 5).map((row) => row.slice(0, 2))] });
    const inSection = school.call('pairNextRound', { section: 'Open', expectedRound: 1 }) as { message: string };
    const byItself = open.call('pairNextRound', { expectedRound: 1 }) as { message: string };
    expect(byItself.message).toBe('Round 1 paired: 2 boards. 2 unrated players rank after the rated ones, in the order entered.');
    expect(inSection.message).toBe(`Open: ${byItself.message}`);
    expect(sheet(school, 'Pairings Open')).toEqual(sheet(open, 'Pairings'));
  });
});

describe('the Teams sheet across sections', () => {
  /**
   * Two Dutch sections of four. Round 1 (rating split, White first on odd boards):
   * A: Ann–Cal 1-0, Dom–Bea ½-½; B: Eli–Gus 0-1, Hal–Fay 0-1.
   * Points: Ann 1, Bea ½, Cal 0, Dom ½, Eli 0, Fay 1, Gus 1, Hal 0.
   * Hill = Ann 1 + Fay 1 + Cal 0 = 2 (3 players); Oak = Gus 1 + Bea ½ + Dom ½ + Eli 0 = 2 (4 players); Elm = Hal 0.
   * Best 4: Hill and Oak both 2, neither has a fifth score (next best 0): Oak's 4 players rank it first.
   * Best 2: Hill 2 (Ann, Fay), next best 0 (Cal); Oak 1½ (Gus, Bea), next best ½ (Dom).
   */
  function twoSections(): Harness {
    const h = harness({
      Players: [
        ['Name', 'Rating', 'Section', 'Team'],
        ['Ann', 2000, 'A', 'Hill'],
        ['Bea', 1900, 'A', 'Oak'],
        ['Cal', 1800, 'A', 'Hill'],
        ['Dom', 1700, 'A', 'Oak'],
        ['Eli', 1500, 'B', 'Oak'],
        ['Fay', 1400, 'B', 'Hill'],
        ['Gus', 1300, 'B', 'Oak'],
        ['Hal', 1200, 'B', 'Elm'],
      ],
    });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    const results: Record<string, string> = { 'Ann|Cal': '1-0', 'Dom|Bea': '½-½', 'Eli|Gus': '0-1', 'Hal|Fay': '0-1' };
    for (const name of ['Pairings A', 'Pairings B']) {
      const pairings = h.workbook.sheet(name)!;
      pairings.values().forEach((row, index) => {
        const result = results[`${String(row[2])}|${String(row[6])}`];
        if (result !== undefined) pairings.type(index + 1, 5, result);
      });
      h.call('onEdit', { range: { getSheet: () => pairings } });
    }
    return h;
  }

  it('adds each team’s best four scores across both sections; a tie on points and next best goes to the team with more players', () => {
    const h = twoSections();
    expect(h.workbook.sheet('Teams')!.values().slice(1)).toEqual([
      ['Rank', 'Team', 'Points', 'Next best', 'Players', 'Counting (best 4)'],
      ['1', 'Oak', 2, '', 4, 'Gus 1 (B); Bea 0.5 (A); Dom 0.5 (A); Eli 0 (B)'],
      ['2', 'Hill', 2, '', 3, 'Ann 1 (A); Fay 1 (B); Cal 0 (A)'],
      ['3', 'Elm', 0, '', 1, 'Hal 0 (B)'],
    ]);
  });

  it('counts the best two when asked: Hill 2, Oak 1½', () => {
    const h = twoSections();
    h.call('saveSettings', { teamScoresCounted: 2 });
    clickMenu(h, 'Update standings');
    expect(h.workbook.sheet('Teams')!.values().slice(2)).toEqual([
      ['1', 'Hill', 2, 0, 3, 'Ann 1 (A); Fay 1 (B)'],
      ['2', 'Oak', 1.5, 0.5, 4, 'Gus 1 (B); Bea 0.5 (A)'],
      ['3', 'Elm', 0, '', 1, 'Hal 0 (B)'],
    ]);
  });
});

describe('Live and By name cover every section', () => {
  /** The rows of one section's part of a merged sheet: after its heading, up to the blank line before the next heading. */
  function part(values: CellValue[][], heading: RegExp): CellValue[][] {
    const start = values.findIndex((row) => heading.test(String(row[0])));
    expect(start, `heading ${heading}`).toBeGreaterThan(0);
    const rest = values.slice(start + 1);
    const next = rest.findIndex((row, index) => row.every((cell) => cell === '') && / · /.test(String(rest[index + 1]?.[0] ?? '')));
    return next < 0 ? rest : rest.slice(0, next);
  }

  it('each section’s part of Live and By name is what the section alone shows, under a heading naming it', () => {
    const school = schoolEvent();
    clickMenu(school, 'Pair next round');
    typeAll(school, 'Pairings U10');
    for (const section of SECTIONS) {
      const one = alone(section);
      clickMenu(one, 'Pair next round');
      if (section === U10) typeAll(one, 'Pairings');
      const live = school.workbook.sheet('Live')!.values();
      const oneLive = one.workbook.sheet('Live')!.values();
      expect(live[0]![0]).toBe('Test event');
      // Alone: title, "Round 1 of 5 · paired …", a blank line, then the round and the standings.
      expect(part(live, new RegExp(`^${section.name} · Round 1`))).toEqual(oneLive.slice(3));
      const byName = school.workbook.sheet('By name')!.values();
      const oneByName = one.workbook.sheet('By name')!.values();
      // Alone: its title, the header, a row a player, a blank line and the note.
      expect(part(byName, new RegExp(`^${section.name} · Round 1 by name$`))).toEqual(oneByName.slice(1, -2).concat(section === U8 ? [oneByName.at(-2)!, oneByName.at(-1)!] : []));
    }
  });
});
