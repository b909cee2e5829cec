/**
 * The explanation of a round on small cases built by hand: each rule of
 * Art. 5.2 and its sentence, the floats (an odd group, a rematch), the bye,
 * pronouns, the JSON, and the quick Swiss and round robin explanations.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import {
  decideColours,
  dutchJson,
  dutchRound,
  explainDutchRound,
  explainQuickSwiss,
  explainRoundRobin,
  playerFacts,
  whyNot,
  type ColourRule,
} from '../../../src/core/explain';
import { NoValidPairingError } from '../../../src/core/errors';
import type { Tournament } from '../../../src/core/model';
import { dutchTournament, game, pab } from '../../support/dutch-builders';
import { FIXTURES, loadTournament } from '../dutch/fixture-support';

function colourRuleOf(t: Tournament, round: number, a: number, b: number): { rule: ColourRule; white: number; words: string } {
  const explanation = explainDutchRound(dutchRound(t, round, { engine: { selfCheck: true, forcedPairs: [[a, b]] } }));
  const board = explanation.boards.find((x) => [x.white, x.black].sort().join() === [a, b].sort().join())!;
  // The rule's colour is the engine's.
  const engine = pairDutch(t, round, { forcedPairs: [[a, b]] }).boards.find((x) => x.white === a || x.black === a)!;
  expect(board.white).toBe(engine.white);
  expect(board.colours.white).toBe(engine.white);
  return { rule: board.colours.rule, white: board.white, words: board.sentences[1]!.words };
}

describe('colours: the rule of Art. 5.2 that decided, in words', () => {
  it('5.2.5 in round 1: the drawn colour to the higher-ranked player with an odd number', () => {
    const t = dutchTournament(4, [], { initialColour: 'black', totalRounds: 3 });
    const { rule, white, words } = colourRuleOf(t, 1, 1, 3);
    expect(rule).toBe('5.2.5');
    expect(white).toBe(3);
    expect(words).toBe('Neither has played a game yet, so the colours follow the draw made before round 1: P1, ranked higher, has Black and P3 White.');
  });

  it('5.2.1: both get the colour they were due', () => {
    const t = dutchTournament(4, [[game(1, 3, '='), game(4, 2, '=')]], { totalRounds: 3 });
    const { rule, white, words } = colourRuleOf(t, 2, 1, 2);
    expect([rule, white]).toEqual(['5.2.1', 2]);
    expect(words).toBe('P2 has White and P1 Black, the colours each was due: P2 had played Black once more than White, and P1 had played White once more than Black.');
  });

  it('5.2.2: the stronger preference wins (absolute against mild)', () => {
    // 1 had Black twice (absolute White); 4 played White then Black (mild White).
    const t = dutchTournament(
      4,
      [
        [game(3, 1, '='), game(4, 2, '=')],
        [game(2, 1, '='), game(3, 4, '=')],
      ],
      { totalRounds: 4 },
    );
    const { rule, white, words } = colourRuleOf(t, 3, 1, 4);
    expect([rule, white]).toEqual(['5.2.2', 1]);
    expect(words).toBe(
      "Both were due White, and P1's claim was the stronger (P1 had played Black two more times than White; P4 had Black last time), so P1 has White.",
    );
  });

  it('5.2.3 and 5.2.4: equal claims; the colours swap from the latest game in which they differed, else the higher-ranked has theirs', () => {
    // 1 and 3 both played White, Black, White (strong Black), game for game: 5.2.4.
    const t = dutchTournament(
      6,
      [
        [game(1, 4, '='), game(5, 2, '='), game(3, 6, '=')],
        [game(5, 1, '='), game(2, 6, '='), game(4, 3, '=')],
        [game(1, 2, '='), game(6, 4, '='), game(3, 5, '=')],
      ],
      { totalRounds: 5 },
    );
    const same = colourRuleOf(t, 4, 1, 3);
    expect([same.rule, same.white]).toEqual(['5.2.4', 3]);
    expect(same.words).toBe('Both were due Black just as strongly and their colours match game for game, so P1, ranked higher, has it and P3 has White.');
    // A reference round: 2 and 7 both due Black, their latest games differing in 2's round 2 and 7's round 3.
    const full = loadTournament(join(FIXTURES, 'tournaments', 't-n007-r06-s1036268383.trf'));
    const board = explainDutchRound(dutchRound(full, 6)).boards.find((b) => b.colours.rule === '5.2.3')!;
    expect([board.white, board.black]).toEqual([7, 2]);
    expect(board.colours.differedIn).toEqual({ higherRound: 2, lowerRound: 3, higherColour: 'white' });
    expect(board.sentences[1]!.words).toBe(
      'Both were due Black just as strongly, so the colours swap from the last game in which theirs differed (Test0002 Player0002 in round 2, Test0007 Player0007 in round 3: Test0002 Player0002 had White): Test0002 Player0002 has Black and Test0007 Player0007 White.',
    );
  });

  it('gives every colour the engine gives, on every board of a small event', () => {
    const t = dutchTournament(8, [[game(1, 5, '1-0'), game(6, 2, '='), game(3, 7, '0-1'), game(8, 4, '=')]], { totalRounds: 5 });
    const round = dutchRound(t, 2);
    for (const board of round.pairing.boards) {
      const decision = decideColours(round.facts.get(board.white)!, round.facts.get(board.black)!, round.initialColour);
      expect([decision.white, decision.black]).toEqual([board.white, board.black]);
    }
  });

  it('uses her or his when the player\'s entry says, and they otherwise', () => {
    const t = dutchTournament(
      6,
      [
        [game(1, 4, '='), game(2, 5, '='), game(3, 6, '=')],
        [game(5, 1, '='), game(6, 2, '='), game(4, 3, '=')],
        [game(6, 1, '='), game(3, 2, '='), game(4, 5, '=')],
      ],
      { totalRounds: 5 },
    );
    const named: Tournament = { ...t, players: t.players.map((p) => (p.startNumber === 1 ? { ...p, name: 'Ana', sex: 'w' } : p)) };
    const { rule, words } = colourRuleOf(named, 4, 1, 3);
    expect(rule).toBe('5.2.1');
    expect(words).toBe('Ana has White and P3 Black, the colours each was due: Ana had Black in her last two games (so White was a must), and P3 had played White once more than Black.');
    const they = colourRuleOf(t, 4, 1, 3).words;
    expect(they).toContain('P1 had Black in their last two games');
  });
});

describe('floats and the bye', () => {
  it('an odd group floats its lowest-ranked player, said so', () => {
    const t = dutchTournament(6, [[game(1, 4, '1-0'), game(5, 2, '0-1'), game(3, 6, '1-0')]], { totalRounds: 5 });
    const explanation = explainDutchRound(dutchRound(t, 2));
    const board = explanation.boards.find((b) => b.float !== null)!;
    expect(board.float!.down).toBe(3);
    expect(board.float!.causes).toEqual([{ cause: 'odd', players: 1 }]);
    expect(board.float!.choice).toEqual({ kind: 'lowest-ranked' });
    expect(board.sentences[0]!.words).toBe(
      'P3 (1) plays P4 (0), from the next group down: the 1-point group had an odd number of players (3), so one had to float down, and P3 is its lowest-ranked player.',
    );
    expect(board.sentences[0]!.basis).toContain('C6');
  });

  it('a group whose players have all met sends them down: a rematch would otherwise be needed', () => {
    // 1 and 2 drew twice… no: 1 and 2 met in round 1 and both won round 2: on 1½ they cannot meet.
    const t = dutchTournament(
      6,
      [
        [game(1, 2, '='), game(3, 4, '='), game(5, 6, '=')],
        [game(1, 3, '1-0'), game(2, 5, '1-0'), game(4, 6, '=')],
      ],
      { totalRounds: 5 },
    );
    const explanation = explainDutchRound(dutchRound(t, 3));
    const top = explanation.floats.find((f) => f.score === 15)!;
    expect(top.causes).toEqual([{ cause: 'rematch', players: 2 }]);
    const board = explanation.boards.find((b) => b.float?.down === 1)!;
    expect(board.words).toContain('the 1½-point group could not all be paired among themselves without a rematch');
  });

  it('the bye: who and why, and who with fewer points may not have it', () => {
    const t = dutchTournament(5, [[game(1, 3, '1-0'), game(2, 4, '1-0'), pab(5)]], { totalRounds: 5 });
    const bye = explainDutchRound(dutchRound(t, 2)).bye!;
    expect(bye.player).toBe(4);
    expect(bye.choice).toBeNull();
    expect(bye.sentences.map((s) => s.words).join(' ')).toBe(
      'P4 has the bye (1 point without a game): with an odd number of players one must sit out, and it goes to a player with the lowest score among those who have not yet had a bye or a win without playing (0 points), and P4 is the lowest-ranked of them.',
    );
  });
});

describe('the JSON', () => {
  it('has the fields the format specifies, meaning what they say', () => {
    const t = dutchTournament(5, [[game(1, 3, '1-0'), game(2, 4, '='), pab(5)]], { totalRounds: 5 });
    const json = dutchJson(explainDutchRound(dutchRound(t, 2)), null) as {
      round: number;
      boards: { board: number; white: Record<string, unknown>; black: Record<string, unknown>; colourRule: string; words: string }[];
      bye: { player: number; words: string } | null;
      whyNot: null;
    };
    expect(json.round).toBe(2);
    expect(json.whyNot).toBeNull();
    const facts = playerFacts(t, 2);
    for (const board of json.boards) {
      expect(board.colourRule).toMatch(/^5\.2\.[1-5]$/);
      for (const p of [board.white, board.black]) {
        const f = facts.get(p.no as number)!;
        expect(p).toMatchObject({
          points: f.points / 10,
          preference: { colour: f.preference.colour, strength: f.preference.strength },
          floats: { lastRound: f.floats.lastRound, twoRoundsAgo: f.floats.twoRoundsAgo },
        });
      }
    }
    expect(json.boards.find((b) => b.white.no === 5 || b.black.no === 5)).toMatchObject({});
    const five = json.boards.flatMap((b) => [b.white, b.black]).find((p) => p.no === 5)!;
    expect(five).toMatchObject({ points: 1, floats: { lastRound: 'down', twoRoundsAgo: null } });
    expect(json.bye).toMatchObject({ player: expect.any(Number), words: expect.stringContaining('has the bye') });
  });
});

describe('quick Swiss: the greedy step behind each opponent', () => {
  it('says who chose, who was passed over and why, and flags a rematch', () => {
    const { steps } = explainQuickSwiss([
      { name: 'Asha', score: 30, opponents: ['Ben', 'Dia'] },
      { name: 'Ben', score: 20, opponents: ['Asha'] },
      { name: 'Cy', score: 20, opponents: [] },
      { name: 'Dia', score: 10, opponents: ['Asha'] },
      { name: 'Eve', score: 0, opponents: [] },
    ]);
    expect(steps.map((s) => [s.chooser, s.opponent, s.check])).toEqual([
      ['Asha', 'Cy', 'No prior match'],
      ['Ben', 'Dia', 'No prior match'],
      ['Eve', null, 'BYE'],
    ]);
    expect(steps[0]!.passedOver).toEqual([{ name: 'Ben', why: 'met' }]);
    expect(steps[0]!.words).toBe(
      'Asha (3) was the highest-placed player still unpaired, and Cy (2) is the highest-placed player left whom Asha has not played (passed over: Ben, already played). Asha, placed higher, has White.',
    );
    expect(steps[2]!.words).toBe('Eve (0) was the one player left over, so has the bye.');
    const rematch = explainQuickSwiss([
      { name: 'Ann', score: 10, opponents: ['Bob'] },
      { name: 'Bob', score: 10, opponents: ['Ann'] },
    ]).steps[0]!;
    expect(rematch.check).toBe('Rematch unavoidable');
    expect(rematch.words).toContain('had played everyone left, so meets the highest-placed of them, Bob (1), again');
  });
});

describe('round robin: the Berger table row', () => {
  const names = (k: number) => `No${k}`;
  it('names the table round and the numbers it pairs', () => {
    const e = explainRoundRobin(6, 2, { double: false }, names);
    expect(e.tableSize).toBe(6);
    expect(e.tableRound).toBe(2);
    expect(e.row).toEqual([
      { white: 6, black: 4 },
      { white: 5, black: 3 },
      { white: 1, black: 2 },
    ]);
    expect(e.boards[0]!.words).toBe('No6 (number 6) has White against No4 (number 4): round 2 of the FIDE Berger table for 6 players pairs these numbers.');
  });

  it('reverses the colours in the second cycle, and names the rest of an odd field', () => {
    const second = explainRoundRobin(4, 4, { double: true }, names);
    expect(second.secondCycle).toBe(true);
    expect(second.boards[0]!.words).toContain('the second cycle plays it with the colours reversed');
    const odd = explainRoundRobin(5, 1, { double: false }, names);
    expect(odd.rest).toBe(1);
    expect(odd.restSentence!.words).toBe('No1 (number 1) rests this round: with an odd field, the table\'s number 6 is the rest, and round 1 of the FIDE Berger table for 6 players pairs it with number 1.');
  });
});

describe('a pairing typed by hand', () => {
  it('is explained when the rules find no valid pairing, and says so; why-not cannot be weighed', () => {
    const t = dutchTournament(2, [[game(1, 2, '=')]], { totalRounds: 3 });
    expect(() => pairDutch(t, 2)).toThrow(NoValidPairingError);
    const typed = { round: 2, boards: [{ board: 1, white: 2, black: 1 }], byes: [] };
    const round = dutchRound(t, 2, { pairing: typed });
    const explanation = explainDutchRound(round);
    expect(explanation).toMatchObject({ asDutch: false, dutchPairing: null, source: 'recorded' });
    expect(explanation.boards[0]!.words).toContain('P2 has White and P1 Black');
    expect(() => dutchRound(t, 2, { pairing: { ...typed, boards: [{ board: 1, white: 2, black: 9 }] } })).toThrow(/player 9, who is not in the tournament/);
    // Six players left with two triangles of possible games: a fourth round only by hand (3–4 a rematch).
    const six = dutchTournament(
      6,
      [
        [game(1, 4, '='), game(2, 5, '='), game(3, 6, '=')],
        [game(5, 1, '='), game(6, 2, '='), game(4, 3, '=')],
        [game(1, 6, '='), game(2, 4, '='), game(3, 5, '=')],
      ],
      { totalRounds: 5 },
    );
    expect(() => pairDutch(six, 4)).toThrow(NoValidPairingError);
    const typedSix = { round: 4, boards: [{ board: 1, white: 1, black: 2 }, { board: 2, white: 3, black: 4 }, { board: 3, white: 5, black: 6 }], byes: [] };
    const again = dutchRound(six, 4, { pairing: typedSix });
    expect(whyNot(again, 1, 2).reason).toBe('paired');
    expect(whyNot(again, 1, 4).reason).toBe('met');
    expect(() => whyNot(again, 1, 3)).toThrow(NoValidPairingError);
  });
});
