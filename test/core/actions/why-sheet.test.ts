/**
 * The Why paired sheet as the actions plan it, from sheet values: written by
 * the actions that change the round (pair, undo, rebuild, a round typed by
 * hand), never by a typed result; each board in the words of the explanation
 * core, names as Players spells them now; one sheet per section.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { readWorkbook } from '../../../src/core/actions/read';
import { refreshAction } from '../../../src/core/actions/refresh';
import { repairAction } from '../../../src/core/actions/repair';
import { undoAction } from '../../../src/core/actions/undo';
import { dutchRound, explainDutchRound } from '../../../src/core/explain';
import { applyPlan, board, cellsWritten, field, pairings, players, round, typed, workbook } from '../../support/sheet-values';

const WHY = 'Why paired';

/** Every board of the newest round given a result (white wins on odd boards, draws on the others). */
function played(read: WorkbookRead, sheet = 'Pairings'): WorkbookRead {
  const rows = read.sheets.get(sheet)!;
  const newest = rows[1]![0];
  let after = read;
  for (const row of rows.slice(1)) if (row[0] === newest && row[1] !== '') after = typed(after, sheet, Number(row[1]), Number(row[1]) % 2 === 1 ? '1-0' : '½-½');
  return applyPlan(after, refreshAction(after));
}

function paired(read: WorkbookRead, request = {}): WorkbookRead {
  return applyPlan(read, pairAction(read, request));
}

/** The board rows of a Why sheet: [board, the players' line, the words, the floats before ('' without)]. */
function boardRows(sheet: readonly (readonly unknown[])[]): [unknown, string, string, string][] {
  const header = sheet.findIndex((row) => row[0] === 'Board' && row[1] === 'Why');
  const rows: [unknown, string, string, string][] = [];
  for (const row of sheet.slice(header + 1)) {
    if (row[0] === '' && row[1] === '') break;
    const [who, ...lines] = String(row[1]).split('\n');
    const floats = lines.filter((line) => line.startsWith('Floats before: '));
    rows.push([row[0], who!, lines.filter((line) => !floats.includes(line)).join('\n'), floats.join('\n')]);
  }
  return rows;
}

/** No article, criterion or rule number in words meant for parents. */
const CODES = /\bC\d{1,2}\b|\bArt\.|\b\d\.\d(\.\d)?\b|C\.04/;

describe('the Why sheet of a Dutch event', () => {
  it('round 1 by the rating split: the method in a sentence, each board by its places on the list, the bye, a glossary line for float', () => {
    const after = paired(workbook({ Players: field(7) }));
    const why = after.sheets.get(WHY)!;
    expect(why[0]![0]).toBe('Round 1: why these pairings');
    expect(String(why[1]![0])).toMatch(/^Round 1 is paired from the list of players by rating.*the top half meets the bottom half/);
    // No one has floated before round 1.
    expect(boardRows(why).map((row) => row[3])).toEqual(['', '', '', '']);
    expect(boardRows(why).map((row) => row.slice(0, 3))).toEqual([
      [1, 'Player 01 (0) – Player 04 (0)', 'Player 01 (1st on the list) plays Player 04 (4th): the top half of the list meets the bottom half in order. Player 01 has White: colours alternate down the boards, and on odd-numbered boards the higher-placed player has White.'],
      [2, 'Player 05 (0) – Player 02 (0)', 'Player 02 (2nd on the list) plays Player 05 (5th): the top half of the list meets the bottom half in order. Player 05 has White: colours alternate down the boards, and on even-numbered boards the lower-placed player has White.'],
      [3, 'Player 03 (0) – Player 06 (0)', expect.stringMatching(/^Player 03 \(3rd on the list\) plays Player 06 \(6th\)/) as unknown as string],
      ['Bye', 'Player 07 (0)', 'Player 07 (7th on the list) has the bye, worth 1 point: with an odd number of players the last on the list sits out.'],
    ]);
    const notes = why.filter((row) => typeof row[0] === 'string' && row[0].startsWith('Float:'));
    expect(notes).toHaveLength(1);
    for (const [, , words] of boardRows(why)) expect(words).not.toMatch(CODES);
  });

  it('later rounds: each board in the explanation core’s words, one or two sentences, names and points before the round', () => {
    let read = paired(workbook({ Players: field(12) }, { settings: { rounds: 5 } }));
    for (let r = 2; r <= 4; r++) {
      read = paired(played(read));
      const why = read.sheets.get(WHY)!;
      expect(why[0]![0]).toBe(`Round ${r}: why these pairings`);
      expect(String(why[1]![0])).toMatch(/^Paired by the FIDE Dutch system/);
      // The explanation core on the same event, as an independent reading of the round.
      const state = readWorkbook(read).sections[0]!.event.state;
      const explained = explainDutchRound(dutchRound(state.tournament, r));
      const rows = boardRows(why);
      expect(rows.map(([number, , words]) => [number, words])).toEqual(explained.boards.map((b) => [b.board, b.words]));
      for (const [, who, words] of rows) {
        expect(who).toMatch(/^Player \d\d \(\d*½?\) – Player \d\d \(\d*½?\)$/);
        expect(words.split(/(?<=\.) (?=[A-Z])/).length).toBeLessThanOrEqual(2 + (words.match(/\(.*?\. .*?\)/g)?.length ?? 0));
        expect(words).not.toMatch(CODES);
      }
    }
  });

  it('each board says who of its players floated in the two rounds before, as Pairings shows it (points before each round, the bye)', () => {
    /** From Pairings alone: who played someone with fewer points (down) or more (up), or had the bye (down), in a round. */
    const floatsIn = (rows: readonly (readonly unknown[])[], r: number) => {
      const floats = new Map<string, 'up' | 'down'>();
      for (const [n, boardNo, white, whitePts, , blackPts, black] of rows.slice(1)) {
        if (n !== r) continue;
        if (boardNo === '') {
          if (black === 'BYE') floats.set(String(white), 'down');
          continue;
        }
        const [w, b] = [Number(String(whitePts).replace('½', '.5')), Number(String(blackPts).replace('½', '.5'))];
        if (w !== b) floats.set(String(white), w > b ? 'down' : 'up').set(String(black), w > b ? 'up' : 'down');
      }
      return floats;
    };
    /** "Floats before: A down in round 3; B up in round 2, down in round 3." as [name, direction, round] claims. */
    const claims = (line: string) =>
      line === ''
        ? []
        : line
            .replace(/^Floats before: /, '')
            .replace(/ \([^)]*as floating down\)/g, '')
            .replace(/\.$/, '')
            .split('; ')
            .flatMap((part) => {
              const [, name, rest] = /^(.*?) ((?:up|down) in .*)$/.exec(part)!;
              return rest!.split(', ').flatMap((said) => {
                const [, direction, rounds] = /^(up|down) in rounds? (.*)$/.exec(said)!;
                return rounds!.split(' and ').map((n) => `${name} ${direction} ${n}`);
              });
            });
    let read = paired(workbook({ Players: field(11) }, { settings: { rounds: 6 } }));
    let said = 0;
    for (let r = 2; r <= 5; r++) {
      read = paired(played(read));
      const pairingsRows = read.sheets.get('Pairings')!;
      const before = [floatsIn(pairingsRows, r - 2), floatsIn(pairingsRows, r - 1)];
      for (const [, who, , floats] of boardRows(read.sheets.get(WHY)!).filter(([number]) => number !== 'Bye')) {
        const names = who.split(' – ').map((part) => part.replace(/ \(.*\)$/, ''));
        const expected = names.flatMap((name) => before.flatMap((map, back) => (map.has(name) ? [`${name} ${map.get(name)} ${r - 2 + back}`] : [])));
        expect(claims(floats).sort(), `round ${r}: ${who}`).toEqual(expected.sort());
        said += expected.length;
      }
    }
    expect(said).toBeGreaterThan(5);
  });

  it('a typed result, and Update standings, write nothing to it; undo writes the round before again', () => {
    let read = paired(workbook({ Players: field(10) }));
    const afterRound1 = read.sheets.get(WHY);
    read = played(read);
    read = paired(read);
    const round2 = read.sheets.get(WHY);
    const typedOne = typed(read, 'Pairings', 1, '1-0');
    const plan = refreshAction(typedOne);
    expect(cellsWritten(plan)[WHY]).toBeUndefined();
    expect(plan.writes.filter((write) => write.sheet === WHY)).toEqual([]);
    const again = applyPlan(typedOne, plan);
    expect(refreshAction(again).writes.filter((write) => write.sheet === WHY)).toEqual([]);
    expect(again.sheets.get(WHY)).toEqual(round2);
    const undone = applyPlan(again, undoAction(again, { expectedRound: 2, confirmed: true }));
    expect(undone.sheets.get(WHY)).toEqual(afterRound1);
  });

  it('a player renamed in Players: the next action that rewrites the views names them anew in Why, then writes nothing more', () => {
    let read = played(paired(workbook({ Players: field(8) })));
    read = paired(read);
    const old = 'Player 03';
    expect(JSON.stringify(read.sheets.get(WHY))).toContain(old);
    const renamedPlayers = read.players!.map((row) => row.map((cell) => (cell === old ? 'Palyer 03' : cell)));
    const renamed = typed({ ...read, players: renamedPlayers }, 'Pairings', 1, '1-0');
    const plan = refreshAction(renamed);
    const after = applyPlan(renamed, plan);
    const text = JSON.stringify(after.sheets.get(WHY));
    expect(text).toContain('Palyer 03');
    expect(text).not.toContain(old);
    expect(refreshAction(after).writes.filter((write) => write.sheet === WHY)).toEqual([]);
  });

  it('the repair writes it again when it was deleted', () => {
    const read = paired(played(paired(workbook({ Players: field(8) }))));
    const wanted = read.sheets.get(WHY);
    const deleted = { ...read, sheets: new Map([...read.sheets].filter(([name]) => name !== WHY)) };
    expect(applyPlan(deleted, repairAction(deleted)).sheets.get(WHY)).toEqual(wanted);
  });

  it('the players not paired say why: a bye they asked for, an absence', () => {
    const read = played(paired(workbook({ Players: players({ header: ['Name', 'Rating', 'Status', 'Byes'] }, ['Ann', 2000, '', ''], ['Bea', 1900, '', '2'], ['Cal', 1800, 'absent', ''], ['Dom', 1700, '', ''], ['Eve', 1600, '', ''], ['Fay', 1500, '', '']) })));
    // Cal is absent from the start (round 1 had five players); Bea asked for a bye in round 2.
    const after = paired(read);
    const rows = after.sheets.get(WHY)!.filter((row) => row[0] === '' && String(row[1]) !== '').map((row) => String(row[1]));
    expect(rows).toEqual(['Bea asked for a bye this round (½ point), so is not paired.', 'Cal is absent this round, so is not paired.']);
  });

  it('a round typed by hand says so, and what the Dutch rules would have paired', () => {
    const read = played(paired(workbook({ Players: players(['Ann', 2000], ['Bea', 1900], ['Cal', 1800], ['Dom', 1700]) })));
    const rows = read.sheets.get('Pairings')!;
    const byHand = { ...read, sheets: new Map([...read.sheets, ['Pairings', [...pairings(round(2, board(1, 'Ann', 'Bea'), board(2, 'Cal', 'Dom'))), ...rows.slice(1)]]]) };
    const after = applyPlan(byHand, refreshAction(byHand));
    const why = after.sheets.get(WHY)!;
    expect(why[0]![0]).toBe('Round 2: why these pairings');
    const notes = why.filter((row) => row[0] !== '' && row[1] === '').map((row) => String(row[0]));
    expect(notes).toContain('This round was typed by hand in Pairings, not paired by Sheetmate.');
    // Ann–Bea and Cal–Dom are the rules' games; but Ann had White in round 1 and Bea Black, so the rules give Bea White.
    expect(notes).toContain('The Dutch rules would have paired the same games, with the colours the other way round on 1 board.');
    expect(boardRows(why)[0]![2]).toMatch(/Ann has White and Bea Black here, the other way round from the rules, which give Bea White/);
    expect(boardRows(why).map(([number, who]) => [number, who])).toEqual([
      [1, 'Ann (1) – Bea (½)'],
      [2, 'Cal (0) – Dom (½)'],
    ]);
  });
});

describe('a round typed by hand that breaks a rule the pairing never breaks', () => {
  /** The Why sheet after Update standings reads a Pairings sheet typed by hand. */
  const whyOf = (sheets: Record<string, unknown[][]>) => {
    const read = workbook(sheets);
    return applyPlan(read, refreshAction(read)).sheets.get(WHY)!;
  };
  const notesOf = (why: readonly (readonly unknown[])[]) => why.filter((row) => row[0] !== '' && row[1] === '').map((row) => String(row[0]));
  const sentencesOf = (words: string) => words.split(/(?<=\.) (?=[A-Z])/);
  const four = () => players(['Ann', 2000], ['Bea', 1900], ['Cal', 1800], ['Dom', 1700]);

  it('a rematch: the board says plainly that they meet again and that it was typed by hand, and no reason is made up for it', () => {
    const why = whyOf({
      Players: players(['Ann', 2000], ['Bea', 1900], ['Cal', 1800], ['Dom', 1700], ['Eve', 1600], ['Fay', 1500]),
      Pairings: pairings(
        round(2, board(1, 'Ann', 'Dom'), board(2, 'Bea', 'Cal'), board(3, 'Fay', 'Eve')),
        round(1, board(1, 'Ann', 'Dom', '1-0'), board(2, 'Eve', 'Bea', '0-1'), board(3, 'Cal', 'Fay', '½-½')),
      ),
    });
    expect(String(why[1]![0])).toMatch(/^This event is paired by the FIDE Dutch system/);
    const notes = notesOf(why);
    expect(notes).toContain('This round was typed by hand in Pairings, not paired by Sheetmate.');
    expect(notes).toContain("This round breaks a rule that Sheetmate's pairings never break, on 1 board: the words of that board say which. So why a player floats is not worked out for this round.");
    const rows = boardRows(why);
    expect(rows.map(([number, who]) => [number, who])).toEqual([
      [1, 'Ann (1) – Dom (0)'],
      [2, 'Bea (1) – Cal (½)'],
      [3, 'Fay (½) – Eve (0)'],
    ]);
    const [first, second, ...more] = sentencesOf(rows[0]![2]);
    expect(first).toBe('Ann and Dom meet again (they played each other in round 1), which the rules never allow: this board was typed by hand.');
    expect(second).toMatch(/^Ann has White and Dom Black here, the other way round from the rules/);
    expect(more).toEqual([]);
    // The other boards join players of different points: said as a fact, with no reason the rules would give for a pairing they did not make.
    expect(sentencesOf(rows[1]![2])[0]).toBe('Bea (1) plays Cal (½), from another score group.');
    expect(sentencesOf(rows[2]![2])[0]).toBe('Fay (½) plays Eve (0), from another score group.');
    for (const [, , words] of rows) {
      expect(words).not.toMatch(CODES);
      expect(words).not.toMatch(/odd number|had to float|instead/);
    }
  });

  it('two who both had to have the same colour, and players given the colour they could not have: which rule, in words', () => {
    const why = whyOf({
      Players: players(['Ann', 2000], ['Bea', 1900], ['Cal', 1800], ['Dom', 1700], ['Eve', 1600], ['Fay', 1500]),
      Pairings: pairings(
        round(3, board(1, 'Ann', 'Bea'), board(2, 'Dom', 'Eve'), board(3, 'Cal', 'Fay')),
        round(2, board(1, 'Ann', 'Cal', '1-0'), board(2, 'Bea', 'Dom', '1-0'), board(3, 'Fay', 'Eve', '0-1')),
        round(1, board(1, 'Ann', 'Dom', '1-0'), board(2, 'Bea', 'Eve', '1-0'), board(3, 'Cal', 'Fay', '½-½')),
      ),
    });
    expect(notesOf(why)).toContain("This round breaks a rule that Sheetmate's pairings never break, on 3 boards: the words of those boards say which. So why a player floats is not worked out for this round.");
    const words = boardRows(why).map(([, , text]) => sentencesOf(text));
    // Ann and Bea had White in both rounds; Dom and Eve Black in both.
    expect(words[0]).toEqual([
      'Ann and Bea both had to have Black this round, which the rules never allow in one game: this board was typed by hand.',
      'Ann had played White two more times than Black, so Ann had to have Black, but has White here, which the rules never allow.',
    ]);
    expect(words[1]).toEqual([
      'Dom and Eve both had to have White this round, which the rules never allow in one game: this board was typed by hand.',
      'Eve had played Black two more times than White, so Eve had to have White, but has Black here, which the rules never allow.',
    ]);
    expect(words[2]![0]).toBe('Cal and Fay meet again (they played each other in round 1), which the rules never allow: this board was typed by hand.');
    for (const sentences of words) expect(sentences.join(' ')).not.toMatch(CODES);
  });

  it('only a colour broken: the pairs keep their reasons (floats too), the colour says which rule it breaks', () => {
    const sheets = {
      Players: four(),
      Pairings: pairings(
        round(3, board(1, 'Ann', 'Bea'), board(2, 'Cal', 'Dom')),
        round(2, board(1, 'Ann', 'Dom', '1-0'), board(2, 'Bea', 'Cal', '½-½')),
        round(1, board(1, 'Ann', 'Cal', '1-0'), board(2, 'Dom', 'Bea', '½-½')),
      ),
    };
    const why = whyOf(sheets);
    expect(notesOf(why)).toContain("This round breaks a rule that Sheetmate's pairings never break, on 1 board: the words of that board say which.");
    const rows = boardRows(why);
    // The explanation core on the same round, as typed: the first sentence (Ann, 2 points, floats down to Bea) is its own.
    const state = readWorkbook(workbook(sheets)).sections[0]!.event.state;
    const core = explainDutchRound(dutchRound(state.tournament, 3)).boards;
    const [first, second] = sentencesOf(rows[0]![2]);
    expect(first).toBe(core[0]!.sentences[0]!.words);
    expect(first).toMatch(/Ann/);
    expect(second).toBe('Ann had played White two more times than Black, so Ann had to have Black, but has White here, which the rules never allow: this board was typed by hand.');
    expect(rows[1]![2]).toBe(core[1]!.words);
  });
});

describe('the Why sheet of the other systems', () => {
  it('the quick Swiss: the greedy step that chose each opponent', () => {
    let read = paired(workbook({ Players: field(6) }, { settings: { system: 'quick' } }));
    read = paired(played(read));
    const rows = boardRows(read.sheets.get(WHY)!);
    expect(String(read.sheets.get(WHY)![1]![0])).toMatch(/^Paired by the quick Swiss/);
    expect(rows).toHaveLength(3);
    for (const [, , words] of rows) expect(words).toMatch(/highest-placed player/);
  });

  it('a round robin: the row of the Berger table', () => {
    const read = paired(played(paired(workbook({ Players: field(5) }, { settings: { system: 'round-robin' } }))));
    const why = read.sheets.get(WHY)!;
    expect(String(why[1]![0])).toMatch(/^A round robin/);
    for (const [, , words] of boardRows(why).filter(([number]) => number !== 'Bye')) expect(words).toMatch(/round \d of the FIDE Berger table for 6 players pairs these numbers/);
    expect(boardRows(why).find(([number]) => number === 'Bye')?.[2]).toMatch(/rests this round/);
  });
});

describe('sections', () => {
  const school = () =>
    workbook({
      Players: players(
        { header: ['Name', 'Rating', 'Section'] },
        ...Array.from({ length: 6 }, (_, i) => [`U8 kid ${i + 1}`, 1200 - i * 10, 'U8']),
        ...Array.from({ length: 5 }, (_, i) => [`Open ${i + 1}`, 1900 - i * 10, 'Open']),
      ),
    });

  it('one Why sheet per section, each written only when its own round changes', () => {
    const read = paired(school());
    expect(read.sheets.get('Why paired U8')![0]![0]).toBe('U8 · Round 1: why these pairings');
    expect(read.sheets.get('Why paired Open')![0]![0]).toBe('Open · Round 1: why these pairings');
    const u8Played = played(read, 'Pairings U8');
    const plan = pairAction(u8Played, { section: 'U8' });
    const written = new Set(plan.writes.map((write) => write.sheet));
    expect(written.has('Why paired U8')).toBe(true);
    expect(written.has('Why paired Open')).toBe(false);
    expect(applyPlan(u8Played, plan).sheets.get('Why paired U8')![0]![0]).toBe('U8 · Round 2: why these pairings');
  });
});
