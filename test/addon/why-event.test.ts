/**
 * Why paired through the built add-on: a whole event on the local services,
 * the Why sheet after each round, untouched by typed results, back to the
 * round before on undo, a rename shown, one sheet per section; the sidebar's
 * explainRound and whyNot; and what explaining costs at 20 and 1,000 players
 * (simulated Apps Script time, cells, calls).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WhyAnswer, WhyNotAnswer } from '../../src/addon/api-types';
import { dutchRound, explainDutchRound, whyNot } from '../../src/core/explain';
import { readTrf, roundColumn } from '../../src/core/trf';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { typeBoard } from '../support/action-costs';
import { field, harness, playersSheet, typeAndTrigger, type Harness } from '../support/addon-harness';

const WHY = 'Why paired';

const decide = (round: number) => (_white: string, _black: string, board: number) => ((board + round) % 3 === 0 ? '½-½' : (board + round) % 2 === 0 ? '0-1' : '1-0');

/** The newest round's boards in Pairings: [board, White, Black]. */
function newestBoards(h: Harness, sheet = 'Pairings'): [number, string, string][] {
  const values = h.workbook.sheet(sheet)!.values();
  const newest = values[1]![0];
  return values.slice(1).flatMap((row) => (row[0] === newest && row[1] !== '' ? [[Number(row[1]), String(row[2]), String(row[6])] as [number, string, string]] : []));
}

/** The Why sheet's board rows: [board, the players' line, the words] (the line of floats before apart, see `floatLines`). */
function whyBoards(h: Harness, sheet = WHY): [number, string, string][] {
  const values = h.workbook.sheet(sheet)!.values();
  return values.flatMap((row) => {
    if (typeof row[0] !== 'number') return [];
    const [who, ...words] = String(row[1]).split('\n');
    return [[row[0], who!, words.filter((line) => !line.startsWith('Floats before: ')).join('\n')] as [number, string, string]];
  });
}

/** The Why sheet's lines of floats before, by board ('' for a board without one). */
function floatLines(h: Harness): Map<number, string> {
  const values = h.workbook.sheet(WHY)!.values();
  return new Map(values.flatMap((row) => (typeof row[0] === 'number' ? [[row[0], String(row[1]).split('\n').find((line) => line.startsWith('Floats before: ')) ?? '']] : [])));
}

describe('Why paired through a whole event', () => {
  it('after each round: every board of Pairings, White – Black, in the words the sidebar gives; typed results leave it alone', () => {
    const h = harness({ Players: playersSheet(field(11)) });
    h.call('saveSettings', { rounds: 5 });
    const seen: CellValue[][][] = [];
    for (let round = 1; round <= 5; round++) {
      h.call('menuPairNextRound');
      expect(h.services.ui.alerts).toEqual([]);
      const why = h.workbook.sheet(WHY)!.values();
      seen.push(why);
      expect(why[0]![0]).toBe(`Round ${round}: why these pairings`);
      const answer = h.call('explainRound') as WhyAnswer;
      expect(answer.round).toBe(round);
      const boards = whyBoards(h);
      expect(boards.map(([board]) => board)).toEqual(newestBoards(h).map(([board]) => board));
      boards.forEach(([board, who, words], index) => {
        const [, white, black] = newestBoards(h)[index]!;
        expect(who).toMatch(new RegExp(`^${white} \\(\\d*½?\\) – ${black} \\(\\d*½?\\)$`));
        expect(words).toBe(answer.boards.find((entry) => entry.board === board)!.words);
        expect(words.length).toBeGreaterThan(40);
      });
      // One bye in an odd field, explained on its own row.
      expect(why.filter((row) => row[0] === 'Bye')).toHaveLength(1);
      // The results of the round: the trigger rewrites Standings and Live, never Why.
      h.workbook.resetCounts();
      typeBoard(h, 1, '1-0');
      expect(h.workbook.calls.cellsWrittenBySheet[WHY]).toBeUndefined();
      typeAndTrigger(h, decide(round));
      h.workbook.resetCounts();
      h.call('menuUpdateStandings');
      expect(h.workbook.calls.cellsWrittenBySheet[WHY]).toBeUndefined();
      expect(h.workbook.sheet(WHY)!.values()).toEqual(why);
    }
    // Undo round 5: the Why of round 4 again, as it was.
    h.services.ui.answers.push('yes');
    h.call('menuUndoLastRound');
    expect(h.workbook.sheet(WHY)!.values()).toEqual(seen[3]);
  });

  it('a rename in Players shows in Why at the next Update standings, as in Live', () => {
    const h = harness({ Players: playersSheet(field(8)) });
    h.call('menuPairNextRound');
    typeAndTrigger(h, decide(1));
    h.call('menuPairNextRound');
    const old = 'Player 0002';
    expect(JSON.stringify(h.workbook.sheet(WHY)!.values())).toContain(old);
    const players = h.workbook.sheet('Players')!;
    const row = players.values().findIndex((cells) => cells[0] === old) + 1;
    // A spelling fix (two letters swapped): a new name would be asked about first.
    players.type(row, 1, 'Palyer 0002');
    h.call('menuUpdateStandings');
    const text = JSON.stringify(h.workbook.sheet(WHY)!.values());
    expect(text).toContain('Palyer 0002');
    expect(text).not.toContain(old);
    expect(JSON.stringify(h.workbook.sheet('Live')!.values())).toContain('Palyer 0002');
    expect((h.call('explainRound') as WhyAnswer).players.map((player) => player.name)).toContain('Palyer 0002');
    // Once written, the next refresh writes nothing there.
    h.workbook.resetCounts();
    h.call('menuUpdateStandings');
    expect(h.workbook.calls.cellsWrittenBySheet[WHY]).toBeUndefined();
  });

  it('Players sorted by name and Pairings sorted by board: Why stays as it was, then the next round is explained from the event, not the rows', () => {
    const h = harness({ Players: playersSheet(field(9)) });
    h.call('saveSettings', { rounds: 5 });
    for (let round = 1; round <= 2; round++) {
      h.call('menuPairNextRound');
      typeAndTrigger(h, decide(round));
    }
    h.call('menuPairNextRound');
    const before = h.workbook.sheet(WHY)!.values();
    const asText = (values: readonly (readonly CellValue[])[]) => values.map((row) => row.map((value) => (typeof value === 'string' ? `'${value}` : value)));
    const players = h.workbook.sheet('Players')!.values();
    h.workbook.setSheetRows('Players', asText([players[0]!, ...players.slice(1).sort((a, b) => String(b[0]).localeCompare(String(a[0])))]));
    const [header, ...rows] = h.workbook.sheet('Pairings')!.values();
    // Newest round first still (results are typed there), boards the other way up, the bye last.
    rows.sort((a, b) => Number(b[0]) - Number(a[0]) || Number(b[1] || 0) - Number(a[1] || 0));
    h.workbook.setSheetRows('Pairings', asText([header!, ...rows]));
    h.workbook.resetCounts();
    h.call('menuUpdateStandings');
    expect(h.services.ui.alerts).toEqual([]);
    expect(h.workbook.calls.cellsWrittenBySheet[WHY]).toBeUndefined();
    expect(h.workbook.sheet(WHY)!.values()).toEqual(before);
    // The sidebar answers the same round, in the sheet's words, whatever the order of the rows.
    const answer = h.call('explainRound') as WhyAnswer;
    expect(whyBoards(h).map(([board, , words]) => [board, words])).toEqual(answer.boards.map((board) => [board.board, board.words]));
    typeAndTrigger(h, decide(3));
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    const next = h.call('explainRound') as WhyAnswer;
    expect(next.round).toBe(4);
    const boards = whyBoards(h);
    expect(boards.map(([board, , words]) => [board, words])).toEqual(next.boards.map((board) => [board.board, board.words]));
    const named = new Map(next.players.map((player) => [player.no, player.name]));
    expect(boards.map(([, who]) => who.replace(/ \(\d*½?\)/g, ''))).toEqual(next.boards.map((board) => `${named.get(board.white)} – ${named.get(board.black)}`));
  });

  it('with sections: a Why sheet each, and pairing one section writes its own only', () => {
    const rows = [
      ['Name', 'Rating', 'Section'],
      ...Array.from({ length: 6 }, (_, i) => [`'U8 player ${i + 1}`, 1000 - i, 'U8']),
      ...Array.from({ length: 7 }, (_, i) => [`'Open player ${i + 1}`, 2000 - i, 'Open']),
    ];
    const h = harness({ Players: rows });
    h.call('menuPairNextRound');
    h.services.ui.alerts.length = 0;
    expect(h.workbook.sheet('Why paired U8')!.values()[0]![0]).toBe('U8 · Round 1: why these pairings');
    expect(h.workbook.sheet('Why paired Open')!.values()[0]![0]).toBe('Open · Round 1: why these pairings');
    expect(h.workbook.sheet(WHY)).toBeUndefined();
    const sheet = h.workbook.sheet('Pairings U8')!;
    sheet.values().forEach((cells, index) => {
      if (index > 0 && cells[1] !== '') sheet.type(index + 1, 5, '1-0');
    });
    h.call('onEdit', { range: { getSheet: () => sheet } });
    h.workbook.resetCounts();
    h.call('pairNextRound', { section: 'U8', expectedRound: 2 });
    expect(h.workbook.calls.cellsWrittenBySheet['Why paired U8']).toBeGreaterThan(0);
    expect(h.workbook.calls.cellsWrittenBySheet['Why paired Open']).toBeUndefined();
    expect(h.workbook.sheet('Why paired U8')!.values()[0]![0]).toBe('U8 · Round 2: why these pairings');
    const answer = h.call('explainRound', { section: 'U8' }) as WhyAnswer;
    expect(answer).toMatchObject({ section: 'U8', round: 2 });
    const [a, b] = [answer.boards[0]!.white, answer.boards[1]!.white];
    const why = h.call('whyNot', { section: 'U8', round: 2, players: [a, b] }) as WhyNotAnswer;
    expect(why.section).toBe('U8');
    expect(why.words).toMatch(/^U8 player \d and U8 player \d (could have been paired|cannot meet)/);
  });
});

/** A reference tournament's TRF with its rounds after `rounds` cut off: the file as it stood when round `rounds` was the newest. */
function cutAfter(text: string, rounds: number): string {
  return text
    .split('\n')
    .map((line) => (line.startsWith('001') ? line.slice(0, roundColumn(rounds + 1) - 1).trimEnd() : line))
    .join('\n');
}

describe('the explanations of a reference round, in the sheet and the sidebar', () => {
  const TOURNAMENTS = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/dutch/tournaments');
  const FIXTURE = join(TOURNAMENTS, 't-n031-r08-s1391750521.trf');

  it('docs/explain.md’s three explanations, as the Why sheet and the sidebar give them', () => {
    const colour = harness();
    colour.call('importTrf', cutAfter(readFileSync(join(TOURNAMENTS, 't-n007-r05-s970457390.trf'), 'utf8'), 4));
    expect(whyBoards(colour).find(([board]) => board === 2)).toEqual([
      2,
      'Test0003 Player0003 (1½) – Test0005 Player0005 (1½)',
      "Test0003 Player0003 and Test0005 Player0005 both have 1½ points. Both were due White, and Test0003 Player0003's claim was the stronger (Test0003 Player0003 had Black in their last two games; Test0005 Player0005 had Black last time), so Test0003 Player0003 has White.",
    ]);
    expect((colour.call('explainRound') as WhyAnswer).boards.find((board) => board.board === 2)!.basis).toEqual(['C.04.3 Art. 1.3 (scoregroups)', 'C.04.3 Art. 5.2.2 (absolute against mild)']);
    const float = harness();
    float.call('importTrf', cutAfter(readFileSync(FIXTURE, 'utf8'), 5));
    expect(whyBoards(float).find(([board]) => board === 5)![2]).toBe(
      'Test0010 Player0010 (3) plays Test0014 Player0014 (2½), from the next group down: the 3-point group had an odd number of players (7), so one had to float down; ' +
        'had its lowest-ranked player, Test0016 Player0016, floated down instead, one more player would float down from the 3-point group a second round running. ' +
        'Test0010 Player0010 has White and Test0014 Player0014 Black, the colours each was due: Test0010 Player0010 had Black last time, and Test0014 Player0014 had played White two more times than Black (so Black was a must).',
    );
    expect(float.call('whyNot', { round: 5, players: [3, 5] })).toMatchObject({
      possible: true,
      words: 'Test0003 Player0003 and Test0005 Player0005 could have been paired, but then two more players in the 3-point group would not get the colour they were due.',
      basis: 'C.04.3 C12 (the 3-point group: 3 that way, against 1 as paired)',
    });
  });

  it('a tournament imported from its TRF: the Why sheet and the sidebar give the command line’s words for its last round, and its why-nots', () => {
    const text = readFileSync(FIXTURE, 'utf8');
    const h = harness();
    h.call('importTrf', text);
    const file = readTrf(text);
    const prepared = dutchRound(file.tournament, 8);
    const explained = explainDutchRound(prepared);
    const why = h.workbook.sheet(WHY)!.values();
    expect(why[0]![0]).toBe('Round 8: why these pairings');
    expect(why.some((row) => row[0] === 'This round comes from the TRF file imported into this spreadsheet (paired by another program).')).toBe(true);
    expect(whyBoards(h).map(([board, , words]) => [board, words])).toEqual(explained.boards.map((board) => [board.board, board.words]));
    const answer = h.call('explainRound') as WhyAnswer;
    expect(answer.boards.map((board) => board.basis)).toEqual(explained.boards.map((board) => board.sentences.map((s) => s.basis)));
    // Who floated in rounds 6 and 7, as the reference engine's checklist of round 8 has it (C14: the round before, C16: two before).
    const checklist = gunzipSync(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../fixtures/bbp-checklists/tournaments/t-n031-r08-s1391750521.checklist.gz'))).toString('utf8');
    const floats = new Map<number, { last: string; before: string }>();
    for (const line of checklist.slice(checklist.indexOf('Round #8')).split('\n').slice(1)) {
      if (line.startsWith('Round #') || line === '') break;
      const cells = line.split('\t');
      floats.set(Number(cells[0]), { last: cells[5]!, before: cells[6]! });
    }
    const way = (letter: string) => (letter === 'D' ? 'down' : 'up');
    const expected = (no: number) => {
      const { last, before } = floats.get(no)!;
      const name = `Test${String(no).padStart(4, '0')} Player${String(no).padStart(4, '0')}`;
      if (last === '' && before === '') return [];
      if (last === before) return [`${name} ${way(last)} in rounds 6 and 7`];
      return [`${name} ${[...(before === '' ? [] : [`${way(before)} in round 6`]), ...(last === '' ? [] : [`${way(last)} in round 7`])].join(', ')}`];
    };
    const lines = floatLines(h);
    let floated = 0;
    for (const board of answer.boards) {
      const said = [...expected(board.white), ...expected(board.black)];
      floated += said.length;
      // Points without a game (a bye, a forfeit win) count as floating down; the line says so (Test0019 had the bye in round 7, Test0029 in round 6).
      expect(lines.get(board.board)!.replace(/ \([^)]*as floating down\)/g, ''), `board ${board.board}`).toBe(said.length === 0 ? '' : `Floats before: ${said.join('; ')}.`);
    }
    expect(floated).toBeGreaterThan(5);
    expect([...lines.values()].filter((line) => line.includes('as floating down'))).toEqual([
      expect.stringContaining('Test0019 Player0019 down in round 7 (the bye counts as floating down)'),
      expect.stringContaining('Test0029 Player0029 down in round 6 (the bye counts as floating down)'),
    ]);
    for (const [a, b] of [[3, 5], [1, 2], [10, 16]] as const) {
      const reply = h.call('whyNot', { round: 8, players: [a, b] }) as WhyNotAnswer;
      expect(reply.words).toBe(whyNot(prepared, a, b).words);
    }
  });
});

interface Cost {
  readonly seconds: number;
  readonly calls: number;
  readonly whyCells: number;
  readonly cells: number;
}

function measured(h: Harness, name: string, ...args: unknown[]): Cost {
  h.workbook.resetCounts();
  h.call(name, ...args);
  expect(h.services.ui.alerts).toEqual([]);
  const report = h.services.clock.last(name)!;
  expect(report.seconds).toBeLessThan(report.limitSeconds);
  return { seconds: report.seconds, calls: report.calls, whyCells: h.workbook.calls.cellsWrittenBySheet[WHY] ?? 0, cells: h.workbook.calls.cellsWritten };
}

describe('what explaining costs', () => {
  it('at 20 and 1000 players: pairing a round writes its Why within the limits; the sidebar’s answers are read-only', () => {
    const lines: string[] = [];
    for (const size of [20, 1000]) {
      const h = harness({ Players: playersSheet(field(size)) });
      h.call('saveSettings', { rounds: 5 });
      for (let round = 1; round <= 2; round++) {
        h.call('menuPairNextRound');
        typeAndTrigger(h, decide(round));
      }
      const pair = measured(h, 'menuPairNextRound');
      const explain = measured(h, 'explainRound');
      const answer = h.call('explainRound') as WhyAnswer;
      const whyNot = measured(h, 'whyNot', { round: 3, players: [answer.boards[0]!.white, answer.boards[1]!.black] });
      const typed = (() => {
        h.workbook.resetCounts();
        typeBoard(h, 1, '1-0');
        return h.workbook.calls.cellsWrittenBySheet[WHY] ?? 0;
      })();
      expect(typed).toBe(0);
      // A round's Why: a cell a board (its words), the bye's, and a few lines around them; only the cells that changed.
      expect(pair.whyCells).toBeLessThanOrEqual(2 * (size / 2 + 12));
      expect(explain.cells + whyNot.cells).toBe(0);
      lines.push(
        `| ${size} | ${pair.seconds.toFixed(1)} s, ${pair.calls} calls, ${pair.cells} cells (Why ${pair.whyCells}) | ${explain.seconds.toFixed(1)} s, ${explain.calls} calls | ${whyNot.seconds.toFixed(1)} s, ${whyNot.calls} calls |`,
      );
    }
    console.log(['| players | Pair next round 3 (simulated) | explainRound | whyNot |', '|---|---|---|---|', ...lines].join('\n'));
  });
});
