/**
 * The sidebar's Why this pairing panel as pure actions, from sheet values:
 * the newest round explained (the words of the Why sheet, with the rule
 * behind each sentence), each player's card, and "why not" for two players,
 * computed by the explanation core; requests checked in words.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { readWorkbook } from '../../../src/core/actions/read';
import { refreshAction } from '../../../src/core/actions/refresh';
import { explainRoundAction, whyNotAction } from '../../../src/core/actions/why/why-answers';
import { dutchRound, whyNot } from '../../../src/core/explain';
import { applyPlan, field, players, typed, workbook } from '../../support/sheet-values';

function played(read: WorkbookRead, sheet = 'Pairings'): WorkbookRead {
  const rows = read.sheets.get(sheet)!;
  let after = read;
  for (const row of rows.slice(1)) if (row[0] === rows[1]![0] && row[1] !== '') after = typed(after, sheet, Number(row[1]), Number(row[1]) % 3 === 0 ? '½-½' : '1-0');
  return applyPlan(after, refreshAction(after));
}

function rounds(read: WorkbookRead, count: number): WorkbookRead {
  let after = read;
  for (let r = 1; r <= count; r++) after = applyPlan(r === 1 ? after : played(after), pairAction(r === 1 ? after : played(after)));
  return after;
}

describe('explainRound', () => {
  it('gives every board with its words (those of the Why sheet) and, apart, the rule behind each sentence; every player with their card', () => {
    const read = rounds(workbook({ Players: field(9) }, { settings: { rounds: 5 } }), 3);
    const answer = explainRoundAction(read, undefined);
    expect(answer.round).toBe(3);
    expect(answer.section).toBe('');
    const sheet = read.sheets.get('Why paired')!;
    for (const board of answer.boards) {
      const row = sheet.find((cells) => cells[0] === board.board)!;
      expect(String(row[1]).split('\n')[1]).toBe(board.words);
      expect(board.basis.length).toBeGreaterThanOrEqual(1);
      for (const basis of board.basis) expect(basis).toMatch(/C\.04\.3/);
    }
    expect(answer.bye).not.toBeNull();
    expect(answer.bye!.basis.join(' ')).toMatch(/C\.04\.3/);
    expect(answer.players.map((player) => player.name)).toEqual([...answer.players.map((player) => player.name)].sort());
    expect(answer.players).toHaveLength(9);
    for (const player of answer.players) {
      expect(player.facts).toMatch(/^\d*½? points? before the round; colours so far [WB]( [WB])*/);
      expect(player.board === 'bye' || typeof player.board === 'number').toBe(true);
    }
    expect(answer.glossary.some((line) => line.startsWith('Float:'))).toBe(true);
  });

  it('before round 1: no round, and says so', () => {
    const answer = explainRoundAction(workbook({ Players: field(4) }), {});
    expect(answer).toMatchObject({ round: 0, boards: [], bye: null, method: { words: 'Round 1 is not paired yet: its reasons appear here when it is.' } });
    expect(answer.players.map((player) => player.board)).toEqual([null, null, null, null]);
  });

  it('a section asked for by name; an unknown option or section refused in words', () => {
    const read = rounds(
      workbook({ Players: players({ header: ['Name', 'Rating', 'Section'] }, ['Ann', 1500, 'U8'], ['Bea', 1400, 'U8'], ['Cal', 1900, 'Open'], ['Dom', 1800, 'Open'], ['Eve', 1700, 'Open']) }),
      1,
    );
    const open = explainRoundAction(read, { section: 'open' });
    expect(open).toMatchObject({ section: 'Open', sections: ['U8', 'Open'], round: 1 });
    expect(open.players.map((player) => player.name)).toEqual(['Cal', 'Dom', 'Eve']);
    expect(() => explainRoundAction(read, { section: 'U12' })).toThrow(/there is no section "U12" in Players/);
    expect(() => explainRoundAction(read, { round: 1 })).toThrow(/"round" is not an option of explainRound/);
    expect(() => explainRoundAction(read, 'U8')).toThrow(/the options of explainRound must be an object/);
  });
});

describe('whyNot', () => {
  it('answers with what the explanation core computes: the round re-paired with the pair forced', () => {
    const read = rounds(workbook({ Players: field(12) }, { settings: { rounds: 6 } }), 4);
    const state = readWorkbook(read).sections[0]!.event.state;
    const prepared = dutchRound(state.tournament, 4);
    const paired = new Set(prepared.pairing.boards.flatMap((board) => [`${board.white}-${board.black}`, `${board.black}-${board.white}`]));
    const asked: [number, number][] = [];
    for (let a = 1; a <= 12 && asked.length < 6; a++) for (let b = a + 1; b <= 12 && asked.length < 6; b++) if (!paired.has(`${a}-${b}`)) asked.push([a, b]);
    for (const [a, b] of asked) {
      const answer = whyNotAction(read, { round: 4, players: [a, b] });
      const core = whyNot(prepared, a, b);
      expect(answer).toEqual({ section: '', round: 4, players: [state.players[a - 1]!.entrant.name, state.players[b - 1]!.entrant.name], possible: core.possible, words: core.words, basis: core.sentence.basis });
      expect(answer.words).not.toMatch(/\bC\d{1,2}\b|Art\./);
    }
  });

  it('two players paired together, or who have met: said in words', () => {
    const read = rounds(workbook({ Players: field(6) }), 2);
    const answer = explainRoundAction(read, {});
    const board = answer.boards[0]!;
    expect(whyNotAction(read, { round: 2, players: [board.white, board.black] }).words).toBe(
      `${answer.players.find((p) => p.no === board.white)!.name} and ${answer.players.find((p) => p.no === board.black)!.name} are paired, on board ${board.board}.`,
    );
    // Round 1: 1 met 4 (6 players: 1–4, 5–2, 3–6).
    expect(whyNotAction(read, { round: 2, players: [1, 4] })).toMatchObject({ possible: false, words: 'Player 01 and Player 04 cannot meet: they have already played each other (round 1).' });
  });

  it('a pair on the Do not pair sheet cannot meet, and says so', () => {
    const base = workbook({ Players: field(6), 'Do not pair': [['Player 1', 'Player 2'], ['Player 01', 'Player 02']] });
    const read = rounds(base, 2);
    expect(whyNotAction(read, { round: 2, players: [1, 2] }).words).toBe('Player 01 and Player 02 cannot meet: they are listed as a pair never to be paired.');
    // The reasons are those of the pairing made with the pair kept apart: it is the rules' own.
    expect(explainRoundAction(read, {}).notes).toEqual([]);
  });

  it('refuses a stale round, one player twice, and players who are not numbers of the section', () => {
    const read = rounds(workbook({ Players: field(6) }), 2);
    expect(() => whyNotAction(read, { round: 1, players: [1, 2] })).toThrow(/round 1 was asked about, but the newest round is now round 2\. Choose the two players again\./);
    expect(() => whyNotAction(read, { round: 2, players: [3, 3] })).toThrow(/choose two different players/);
    expect(() => whyNotAction(read, { round: 2, players: [1, 7] })).toThrow(/two players of the round, by their numbers/);
    expect(() => whyNotAction(read, { round: 2, players: ['Player 01', 'Player 02'] })).toThrow(/by their numbers/);
    expect(() => whyNotAction(workbook({ Players: field(4) }), { round: 1, players: [1, 2] })).toThrow(/there is no round to ask about yet/);
  });

  it('the quick Swiss and the round robin answer in their own terms', () => {
    const quick = rounds(workbook({ Players: field(6) }, { settings: { system: 'quick' } }), 2);
    const answer = explainRoundAction(quick, {});
    const [first, second] = [answer.boards[0]!, answer.boards[1]!];
    expect(whyNotAction(quick, { round: 2, players: [first.white, second.white] }).words).toMatch(/were not paired because the greedy order reached one of them first: .* was the highest-placed player still unpaired/);
    const robin = rounds(workbook({ Players: field(4) }, { settings: { system: 'round-robin' } }), 1);
    const table = explainRoundAction(robin, {});
    const other = table.boards[0]!;
    expect(whyNotAction(robin, { round: 1, players: [other.white, table.boards[1]!.white] }).words).toMatch(/^In a round robin everyone meets everyone: .* meet in round [23], as the Berger table fixes it\.$/);
  });
});
