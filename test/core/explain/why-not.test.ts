/**
 * "Why not": every claim checked by re-pairing the round with the pair forced
 * (the engine's `forcedPairs`, called here directly) and counting the named
 * criterion at the named scoregroup independently (claim-check.ts). One test per
 * class of answer: each quality criterion C5–C21 (on the criterion cases, each a
 * round in which that criterion decides, confirmed with the reference engine),
 * the order of Art. 4, and the impossible pairs (C1 rematch, C1 kept apart, C3,
 * C4), a player not paired, a pair already paired, and a pairing explained that
 * is not the rules' own.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteColourClash } from '../../../src/core/dutch/colour';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { playerStates } from '../../../src/core/dutch/player-state';
import { NoValidPairingError } from '../../../src/core/errors';
import { dutchRound, whyNot, type WhyNot } from '../../../src/core/explain';
import type { RoundPairing, Tournament } from '../../../src/core/model';
import { CRITERION_CASES } from '../dutch/criterion-cases';
import { cutBefore, FIXTURES, initialColourFromRoundOne, loadTournament } from '../dutch/fixture-support';
import { criterionAt, earlierDiffering, QUALITY_ORDER, sameAbove } from './claim-check';

/** The round as it stood before `round`, from a reference tournament. */
function referenceRound(file: string, round: number): Tournament {
  const full = loadTournament(join(FIXTURES, 'tournaments', file));
  return cutBefore(full, round, initialColourFromRoundOne(full));
}

/**
 * Re-pairs with the pair forced, then checks the answer's figures: the scoregroups
 * above the one named are paired alike, the criterion's value there as paired and
 * forced is what the answer says, and forced it is worse (or, for `order`, every
 * criterion is equal there).
 */
function expectClaimHolds(t: Tournament, round: number, made: RoundPairing, answer: WhyNot): void {
  const forced = pairDutch(t, round, { selfCheck: true, forcedPairs: [[answer.players[0], answer.players[1]]] });
  expect(forced.boards.some((b) => [b.white, b.black].sort().join() === [...answer.players].sort().join())).toBe(true);
  expect(answer.forcedPairing!.boards).toEqual(forced.boards);
  const group = answer.group!;
  expect(QUALITY_ORDER.length).toBe(17);
  expect(sameAbove(t, round, made, forced, group)).toBe(true);
  // The criterion named is the first that differs there (all of them equal, for the order of Art. 4).
  expect(earlierDiffering(t, round, made, forced, answer.reason === 'order' ? null : answer.worse, group)).toEqual([]);
  if (answer.reason === 'order') return;
  const rule = answer.worse!;
  const actual = criterionAt(t, round, made, rule, group);
  const then = criterionAt(t, round, forced, rule, group);
  expect(actual).toEqual(answer.actual);
  expect(then).toEqual(answer.forced);
  expect(worse(then, actual), `${rule} is worse with the pair forced`).toBe(true);
}

/** A larger count, or a list larger at its first difference (or longer), is worse. */
function worse(a: number | number[], b: number | number[]): boolean {
  if (typeof a === 'number') return a > (b as number);
  const y = b as number[];
  for (let k = 0; k < Math.max(a.length, y.length); k++) {
    if (k >= a.length) return false;
    if (k >= y.length) return true;
    if (a[k] !== y[k]) return a[k]! > y[k]!;
  }
  return false;
}

describe('why not: each quality criterion, on the case where it decides', () => {
  for (const c of CRITERION_CASES) {
    it(`${c.rule}: ${c.name}`, () => {
      const t = c.tournament();
      const round = dutchRound(t, c.round, { engine: { selfCheck: true } });
      const made = round.pairing;
      // Pairs the rules would make without the criterion: forcing one of them must cost that criterion.
      const without = pairDutch(t, c.round, { withoutCriteria: [c.rule] });
      const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
      const madePairs = new Set(made.boards.map((b) => key(b.white, b.black)));
      const candidates = without.boards.filter((b) => !madePairs.has(key(b.white, b.black)));
      const answers = candidates.map((b) => whyNot(round, b.white, b.black));
      expect(answers.length).toBeGreaterThan(0);
      for (const answer of answers) {
        expect(answer.possible).toBe(true);
        expect(['worse', 'order']).toContain(answer.reason);
        expectClaimHolds(t, c.round, made, answer);
      }
      expect(answers.map((a) => a.worse)).toContain(c.rule);
    });
  }
});

describe('why not: the other classes', () => {
  it('no criterion worse: the order of Art. 4 (round 2, the 1-point group)', () => {
    const t = referenceRound('t-n007-r05-s1126716457.trf', 2);
    const round = dutchRound(t, 2);
    const answer = whyNot(round, 1, 3);
    expect([answer.possible, answer.reason, answer.worse]).toEqual([true, 'order', null]);
    expectClaimHolds(t, 2, round.pairing, answer);
    expect(answer.words).toMatch(/fixed order/);
  });

  it('C1: they have met', () => {
    const t = referenceRound('t-n007-r05-s1126716457.trf', 2);
    const answer = whyNot(dutchRound(t, 2), 1, 4);
    expect([answer.possible, answer.reason, answer.worse]).toEqual([false, 'met', 'C1']);
    expect(playerStates(t, 2).get(1)!.opponents.has(4)).toBe(true);
    expect(() => pairDutch(t, 2, { forcedPairs: [[1, 4]] })).toThrow(NoValidPairingError);
    expect(answer.words).toContain('round 1');
  });

  it('C1: a pair kept apart (Do not pair)', () => {
    const plain = referenceRound('t-n007-r05-s1126716457.trf', 3);
    const made = pairDutch(plain, 3);
    const [a, b] = [made.boards[0]!.white, made.boards[0]!.black];
    const t: Tournament = { ...plain, forbiddenPairs: [[a, b]] };
    const answer = whyNot(dutchRound(t, 3), a, b);
    expect([answer.possible, answer.reason, answer.worse]).toEqual([false, 'kept-apart', 'C1']);
    expect(() => pairDutch(t, 3, { forcedPairs: [[a, b]] })).toThrow(NoValidPairingError);
  });

  it('C3: both must have the same colour', () => {
    const t = referenceRound('t-n007-r05-s195770390.trf', 4);
    const answer = whyNot(dutchRound(t, 4), 4, 6);
    expect([answer.possible, answer.reason, answer.worse]).toEqual([false, 'colour', 'C3']);
    const states = playerStates(t, 4);
    expect(absoluteColourClash(states.get(4)!, states.get(6)!)).toBe(true);
    expect(() => pairDutch(t, 4, { forcedPairs: [[4, 6]] })).toThrow(NoValidPairingError);
    expect(answer.words).toContain('both must have Black');
  });

  it('C4: with them paired the others cannot all be paired', () => {
    const t = referenceRound('t-n007-r05-s1239825718.trf', 5);
    const answer = whyNot(dutchRound(t, 5), 2, 7);
    expect([answer.possible, answer.reason, answer.worse]).toEqual([false, 'completion', 'C4']);
    const states = playerStates(t, 5);
    expect(states.get(2)!.opponents.has(7) || absoluteColourClash(states.get(2)!, states.get(7)!)).toBe(false);
    expect(() => pairDutch(t, 5, { forcedPairs: [[2, 7]] })).toThrow(NoValidPairingError);
  });

  it('a player not paired this round, and a pair that is paired', () => {
    const full = loadTournament(join(FIXTURES, 'tournaments', 't-n007-r05-s970457390.trf'));
    const round = dutchRound(full, 2);
    const answer = whyNot(round, 1, 2);
    expect([answer.possible, answer.reason, answer.worse]).toEqual([false, 'not-playing', null]);
    expect(answer.words).toContain('half-point bye');
    const board = round.pairing.boards[0]!;
    const paired = whyNot(round, board.black, board.white);
    expect([paired.possible, paired.reason, paired.worse]).toEqual([true, 'paired', null]);
    expect(paired.words).toContain('board 1');
    expect(() => whyNot(round, 3, 3)).toThrow(RangeError);
  });

  it('a recorded pairing that is not the rules’ own: pairing the rules’ pair is better', () => {
    const t = referenceRound('t-n007-r05-s1126716457.trf', 2);
    const rules = pairDutch(t, 2);
    // Swap the black players of the first two boards, as an organiser might type it.
    const [x, y] = rules.boards;
    const typed: RoundPairing = {
      round: 2,
      boards: [{ board: 1, white: x!.white, black: y!.black }, { board: 2, white: y!.white, black: x!.black }, ...rules.boards.slice(2)],
      byes: rules.byes,
    };
    const round = dutchRound(t, 2, { pairing: typed });
    const answer = whyNot(round, x!.white, x!.black);
    expect([answer.possible, answer.reason, answer.worse]).toEqual([true, 'better', null]);
  });
});
