/**
 * The words of the sidebar's Why this pairing panel, without a browser: how
 * boards and players are listed in its pickers, and what it shows for a
 * board, a player with a game, the bye and a player not paired; from what the
 * real action answers for an event.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../src/core/actions/pair';
import { explainRoundAction } from '../../src/core/actions/why/why-answers';
import { boardOptions, playerOptions, shownForBoard, shownForPlayer, whyRoundLine } from '../../sidebar/why-labels';
import { refreshAction } from '../../src/core/actions/refresh';
import { applyPlan, field, players, typed, workbook } from '../support/sheet-values';

/** Round 1 of the players given (one of them absent), as the real action explains it. */
function answerFor(names: readonly [string, number, string][]) {
  const read = workbook({ Players: players({ header: ['Name', 'Rating', 'Status'] }, ...names) });
  return explainRoundAction(applyPlan(read, pairAction(read)), {});
}

describe('the Why panel’s words', () => {
  const answer = answerFor([
    ['Ana', 1900, ''],
    ['Bo', 1800, ''],
    ['Cy', 1700, 'absent'],
    ['Di', 1600, ''],
    ['Ed', 1500, ''],
    ['Flo', 1400, ''],
  ]);

  it('lists the boards and the bye, then the players alphabetically with where they play', () => {
    expect(whyRoundLine(answer)).toBe('Round 1: why these pairings');
    expect(boardOptions(answer)).toEqual([
      { value: 'board:1', text: 'Board 1: Ana – Di' },
      { value: 'board:2', text: 'Board 2: Ed – Bo' },
      { value: 'bye', text: 'Bye: Flo' },
    ]);
    expect(playerOptions(answer).map((option) => option.text)).toEqual(['Ana (board 1)', 'Bo (board 2)', 'Cy (not paired)', 'Di (board 1)', 'Ed (board 2)', 'Flo (bye)']);
  });

  it('shows a board, the bye, a player (their board), and a player not paired (why)', () => {
    expect(shownForBoard(answer, 'board:2')).toEqual({ heading: 'Board 2: Ed (0) – Bo (0)', facts: '', words: answer.boards[1]!.words, basis: answer.boards[1]!.basis });
    expect(shownForBoard(answer, 'bye')!.heading).toBe('Bye: Flo (0)');
    expect(shownForBoard(answer, 'board:9')).toBeNull();
    const ana = answer.players.find((player) => player.name === 'Ana')!;
    expect(shownForPlayer(answer, ana.no)!.heading).toBe('Board 1: Ana (0) – Di (0)');
    const cy = answer.players.find((player) => player.name === 'Cy')!;
    expect(shownForPlayer(answer, cy.no)).toEqual({ heading: 'Cy (0)', facts: '', words: 'Cy is absent this round, so is not paired.', basis: [] });
    expect(shownForPlayer(answer, 99)).toBeNull();
  });

  it('a board of a later round: who of the two floated in the two rounds before, as on the Why sheet', () => {
    let read = workbook({ Players: field(9) }, { settings: { rounds: 5 } });
    for (let r = 1; r <= 3; r++) {
      read = applyPlan(read, pairAction(read));
      if (r === 3) break;
      for (const row of read.sheets.get('Pairings')!.slice(1)) if (row[0] === r && row[1] !== '') read = typed(read, 'Pairings', Number(row[1]), '1-0');
      read = applyPlan(read, refreshAction(read));
    }
    const later = explainRoundAction(read, {});
    const floated = later.boards.filter((board) => (board.floatsBefore ?? '') !== '');
    expect(floated.length).toBeGreaterThan(0);
    const cells = read.sheets.get('Why paired')!.map((row) => String(row[1]));
    for (const board of floated) {
      expect(board.floatsBefore).toMatch(/^Floats before: .* (up|down) in rounds? [12]/);
      expect(shownForBoard(later, `board:${board.board}`)!.facts).toBe(board.floatsBefore);
      expect(cells.some((cell) => cell.endsWith(`\n${board.floatsBefore!}`))).toBe(true);
    }
  });

  it('before round 1 and in a section, the round line says so', () => {
    expect(whyRoundLine({ ...answer, round: 0 })).toBe('No round paired yet');
    expect(whyRoundLine({ ...answer, section: 'U10' })).toBe('U10 · Round 1: why these pairings');
  });
});
