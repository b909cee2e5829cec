/**
 * Pairs listed on the Do not pair sheet in the methods that have no rule of
 * their own for them: the round-1 methods and the quick Swiss.
 */
import { describe, expect, it } from 'vitest';
import { NoValidPairingError } from '../../../src/core/errors';
import { STANDARD_POINTS, type RoundPairing } from '../../../src/core/model';
import { seededRandom } from '../../../src/core/random';
import { pairFirstRound, type FirstRoundMethod } from '../../../src/core/systems/group-methods';
import { canPairAll, keepApart, keptApartBy } from '../../../src/core/systems/keep-apart';
import { pairQuickSwiss } from '../../../src/core/systems/quick-swiss';
import { boardsByNames, namesOf, seededField } from '../../support/system-builders';

function pair(method: FirstRoundMethod, n: number, keptApart: [number, number][], seed = 7): RoundPairing {
  return pairFirstRound(seededField(n), { method, initialColour: 'white', points: STANDARD_POINTS, seed, keptApart });
}

function meets(pairing: RoundPairing, a: number, b: number): boolean {
  return pairing.boards.some((board) => (board.white === a && board.black === b) || (board.white === b && board.black === a));
}

/** Every player once, on a board or as the one bye of an odd field. */
function everyoneOnce(pairing: RoundPairing, n: number): void {
  const seen = [...pairing.boards.flatMap((board) => [board.white, board.black]), ...pairing.byes.map((bye) => bye.player)];
  expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
}

describe('canPairAll', () => {
  it('knows two siblings alone cannot be paired, and four players with one listed pair can', () => {
    expect(canPairAll([1, 2], keptApartBy([[1, 2]]), false)).toBe(false);
    expect(canPairAll([1, 2, 3, 4], keptApartBy([[1, 2]]), false)).toBe(true);
  });

  it('lets one of an odd field sit out, and finds when a player may meet nobody', () => {
    expect(canPairAll([1, 2, 3], keptApartBy([[1, 2], [1, 3]]))).toBe(true); // 2–3, 1 sits out
    expect(canPairAll([1, 2, 3, 4], keptApartBy([[1, 2], [1, 3], [1, 4]]), false)).toBe(false);
    expect(canPairAll([1, 2, 3, 4, 5], keptApartBy([[1, 2], [1, 3], [1, 4], [5, 2], [5, 3], [5, 4]]))).toBe(true); // 1–5
    expect(canPairAll([1, 2, 3, 4, 5], keptApartBy([[1, 2], [1, 3], [1, 4], [1, 5], [5, 2], [5, 3], [5, 4]]))).toBe(false);
  });
});

describe('the round-1 methods keep listed pairs apart', () => {
  it('split: siblings seeded 1 and 5 of 8 exchange opponents with the next board (1–6, 2–5)', () => {
    const pairing = pair('split', 8, [[1, 5]]);
    expect(boardsByNames(pairing, namesOf(seededField(8)))).toEqual(['P1 - P6', 'P5 - P2', 'P3 - P7', 'P8 - P4']);
  });

  it('changes nothing when no listed pair would meet', () => {
    const plain = pairFirstRound(seededField(8), { method: 'split', initialColour: 'white', points: STANDARD_POINTS });
    expect(pair('split', 8, [[1, 2]])).toEqual(plain);
  });

  it('fold: the bottom board exchanges with the board above it (3–5, 4–6)', () => {
    const pairing = pair('fold', 8, [[4, 5]]);
    expect(meets(pairing, 4, 5)).toBe(false);
    expect(boardsByNames(pairing, namesOf(seededField(8)))).toEqual(['P1 - P8', 'P7 - P2', 'P3 - P5', 'P6 - P4']);
  });

  it('adjacent: 1–2 listed gives 1–4 and 2–3 on the first boards', () => {
    const pairing = pair('adjacent', 6, [[1, 2]]);
    expect(boardsByNames(pairing, namesOf(seededField(6)))).toEqual(['P1 - P4', 'P3 - P2', 'P5 - P6']);
  });

  it('brings in the player who sits out when no board can exchange (three players, two listed pairs)', () => {
    // Split of 3: 1–2, 3 sits out. 1–2 listed: 1 may meet 3 only.
    const pairing = pair('split', 3, [[1, 2]]);
    expect(meets(pairing, 1, 3)).toBe(true);
    expect(pairing.byes.map((bye) => bye.player)).toEqual([2]);
  });

  it('pairs around a player listed with most of the field (triplets and a cousin)', () => {
    const pairing = pair('split', 6, [[1, 2], [1, 3], [1, 4], [1, 5]]);
    everyoneOnce(pairing, 6);
    expect(meets(pairing, 1, 6)).toBe(true);
  });

  it.each(['split', 'fold', 'slide', 'adjacent', 'random'] as const)(
    '%s: over 200 random fields and lists, no listed pair meets and everyone is paired once',
    (method) => {
      const random = seededRandom(13);
      for (let trial = 0; trial < 200; trial++) {
        const n = 4 + Math.floor(random() * 30);
        const listed: [number, number][] = [];
        for (let k = 0; k < 1 + Math.floor(random() * 4); k++) {
          const a = 1 + Math.floor(random() * n);
          const b = 1 + Math.floor(random() * n);
          if (a !== b) listed.push([a, b]);
        }
        const pairing = pair(method, n, listed, trial);
        everyoneOnce(pairing, n);
        for (const [a, b] of listed) expect(meets(pairing, a, b)).toBe(false);
      }
    },
  );

  it('refuses two siblings who are the whole field', () => {
    expect(() => pair('split', 2, [[1, 2]])).toThrow(NoValidPairingError);
  });

  it('keepApart exchanges the lower players with the nearest board below first', () => {
    const group = { pairs: [[1, 4], [2, 5], [3, 6]] as [number, number][], unpaired: undefined };
    expect(keepApart(group, [1, 2, 3, 4, 5, 6], keptApartBy([[2, 5]])).pairs).toEqual([
      [1, 4],
      [2, 6],
      [3, 5],
    ]);
  });
});

describe('the quick Swiss keeps listed pairs apart', () => {
  const field = [
    { name: 'Asha', score: 20, opponents: [] },
    { name: 'Ben', score: 20, opponents: [] },
    { name: 'Cy', score: 10, opponents: [] },
    { name: 'Dia', score: 10, opponents: [] },
  ];

  it('gives the top player the next one they may meet', () => {
    const rows = pairQuickSwiss(field, { keptApart: [['Asha', 'Ben']] });
    expect(rows.map((row) => [row.playerA, row.playerB])).toEqual([
      ['Asha', 'Cy'],
      ['Ben', 'Dia'],
    ]);
  });

  it('looks ahead: Asha does not take Cy when that would leave Ben and Dia, who are listed, to meet', () => {
    const rows = pairQuickSwiss(field, { keptApart: [['Asha', 'Ben'], ['Ben', 'Dia']] });
    expect(rows.map((row) => [row.playerA, row.playerB])).toEqual([
      ['Asha', 'Dia'],
      ['Ben', 'Cy'],
    ]);
  });

  it('on an odd count, a top player who may meet nobody left is the one with the BYE', () => {
    const three = field.slice(0, 3);
    const rows = pairQuickSwiss(three, { keptApart: [['Asha', 'Ben'], ['Asha', 'Cy']] });
    expect(rows.map((row) => [row.playerA, row.playerB, row.check])).toEqual([
      ['Ben', 'Cy', 'No prior match'],
      ['Asha', null, 'BYE'],
    ]);
  });

  it('is unchanged without a list, and refuses a field that cannot be paired with one', () => {
    expect(pairQuickSwiss(field, { keptApart: [] })).toEqual(pairQuickSwiss(field));
    expect(() => pairQuickSwiss(field.slice(0, 2), { keptApart: [['Asha', 'Ben']] })).toThrow(NoValidPairingError);
  });
});
