/**
 * One small case per quality criterion (C.04.3 Art. 2.4, C5–C21): a round in
 * which that criterion decides the pairing. `criteria.test.ts` checks each
 * pairing; `criteria-guard.test.ts` checks that each one changes when its
 * criterion is left out of the table, so no criterion goes unguarded.
 *
 * Every expected pairing was confirmed with the reference engine (bbpPairings
 * v6, the FIDE-endorsed engine for the 2026 rules) on the same tournament
 * written as a TRF; the tests do not need it.
 */
import type { QualityRule } from '../../../src/core/dutch/criteria';
import type { Tournament } from '../../../src/core/model';
import { absent, dutchTournament, game, pab } from '../../support/dutch-builders';

export interface CriterionCase {
  readonly rule: QualityRule;
  /** What the case shows, as the test's name. */
  readonly name: string;
  readonly tournament: () => Tournament;
  readonly round: number;
  /** The pairing the rules give: games as `white-black`, the PAB as `bye:n`. */
  readonly expected: readonly string[];
}

/** The criteria as C.04.3 words them. */
export const RULE_TEXT: Record<QualityRule, string> = {
  C5: 'minimise the score of the player who receives the pairing-allocated bye',
  C6: 'minimise the number of downfloaters (maximise the number of pairs)',
  C7: 'minimise the scores of the downfloaters, taken in descending order',
  C8: 'choose the downfloaters so that the next bracket can meet C1 to C7',
  C9: 'minimise the unplayed games of the PAB assignee, when the bracket drops exactly one player who takes it',
  C10: 'minimise the topscorers or their opponents who get a colour difference beyond ±2',
  C11: 'minimise the topscorers or their opponents who get the same colour three times in a row',
  C12: 'minimise the players who do not get their colour preference',
  C13: 'minimise the players who do not get their strong colour preference',
  C14: 'minimise the resident downfloaters who received a downfloat the previous round',
  C15: 'minimise the MDP opponents who received an upfloat the previous round',
  C16: 'minimise the resident downfloaters who received a downfloat two rounds before',
  C17: 'minimise the MDP opponents who received an upfloat two rounds before',
  C18: 'minimise the score differences of MDPs who received a downfloat the previous round',
  C19: 'minimise the score differences of MDP opponents who received an upfloat the previous round',
  C20: 'minimise the score differences of MDPs who received a downfloat two rounds before',
  C21: 'minimise the score differences of MDP opponents who received an upfloat two rounds before',
};

/** Six players after two rounds: 1 on 2 points, 2, 3, 4 and 6 on 1, 5 on 0 (C7 and C12). */
const sixAfterTwo = (): Tournament =>
  dutchTournament(
    6,
    [
      [game(1, 4, '1-0'), game(3, 6, '1-0'), game(5, 2, '0-1')],
      [game(2, 1, '0-1'), game(4, 3, '1-0'), game(6, 5, '1-0')],
    ],
    { totalRounds: 3, initialColour: 'white' },
  );

export const CRITERION_CASES: readonly CriterionCase[] = [
  {
    rule: 'C5',
    name: 'gives the PAB to the player on 0, though both players on 1 point must then float down to the players on ½',
    tournament: () => dutchTournament(5, [[game(1, 3, '1-0'), game(4, 2, '='), pab(5)]], { totalRounds: 5, initialColour: 'white' }),
    round: 2,
    expected: ['2-1', '5-4', 'bye:3'],
  },
  {
    rule: 'C6',
    name: 'pairs the two winners together, though each then loses a strong colour preference, rather than float both down',
    tournament: () => dutchTournament(4, [[game(1, 3, '0-1'), game(4, 2, '0-1')]], { totalRounds: 2, initialColour: 'white' }),
    round: 2,
    expected: ['2-3', '4-1'],
  },
  { rule: 'C7', name: 'floats a resident on 1 point rather than the MDP on 2 points', tournament: sixAfterTwo, round: 3, expected: ['1-6', '3-2', '5-4'] },
  {
    rule: 'C8',
    name: 'floats the player the next bracket can pair (2, who has not met 1), not the one it cannot (4 has met both players on ½)',
    tournament: () =>
      dutchTournament(
        6,
        [
          [game(1, 4, '='), game(3, 6, '0-1'), game(5, 2, '=')],
          [game(2, 3, '1-0'), game(4, 5, '1-0'), game(6, 1, '1-0')],
        ],
        { totalRounds: 3, initialColour: 'white' },
      ),
    round: 3,
    expected: ['1-2', '4-6', '5-3'],
  },
  {
    rule: 'C9',
    name: 'gives the PAB to a player who played round 1, not to the one who was absent',
    tournament: () => dutchTournament(5, [[game(1, 4, '0-1'), game(5, 2, '1-0')]], { totalRounds: 2, initialColour: 'white' }),
    round: 2,
    expected: ['3-1', '4-5', 'bye:2'],
  },
  {
    rule: 'C10',
    name: 'in the final round keeps apart two topscorers on colour difference +2, so that neither reaches +3',
    tournament: () =>
      dutchTournament(
        12,
        [
          [game(1, 5, '1-0'), game(2, 8, '1-0'), game(3, 10, '1-0'), game(4, 6, '1-0'), game(7, 9, '='), game(11, 12, '=')],
          [game(1, 6, '1-0'), game(3, 11, '1-0'), absent(2, 'H'), absent(4, 'H'), game(5, 7, '='), game(8, 9, '='), game(10, 12, '=')],
          [game(2, 1, '='), game(4, 3, '='), game(5, 6, '='), game(7, 10, '='), game(8, 11, '='), game(9, 12, '=')],
          [game(1, 7, '='), game(9, 2, '0-1'), game(3, 12, '='), game(5, 4, '0-1'), game(6, 8, '='), game(10, 11, '=')],
        ],
        { totalRounds: 5, initialColour: 'white' },
      ),
    round: 5,
    expected: ['11-5', '12-7', '2-3', '4-1', '6-9', '8-10'],
  },
  {
    rule: 'C11',
    name: 'in the final round gives the topscorer 6 an opponent who does not then get White a third time in a row',
    tournament: () =>
      dutchTournament(
        10,
        [
          [game(1, 6, '0-1'), game(3, 8, '1-0'), game(5, 10, '1-0'), game(7, 2, '='), game(9, 4, '0-1')],
          [game(2, 1, '1-0'), game(4, 5, '0-1'), game(6, 3, '1-0'), game(8, 7, '0-1'), game(10, 9, '0-1')],
          [game(1, 10, '='), game(3, 2, '0-1'), game(5, 6, '0-1'), game(7, 4, '='), game(9, 8, '1-0')],
          [game(3, 5, '1-0'), game(4, 1, '0-1'), game(6, 2, '='), game(9, 7, '1-0'), game(10, 8, '1-0')],
          [game(2, 5, '0-1'), game(6, 9, '1-0'), game(7, 3, '0-1'), game(8, 1, '1-0'), game(10, 4, '=')],
        ],
        { totalRounds: 6, initialColour: 'white' },
      ),
    round: 6,
    expected: ['2-9', '3-10', '4-8', '5-1', '7-6'],
  },
  { rule: 'C12', name: 'pairs the MDP with the player who wants Black (6), not with the one who also wants White (3)', tournament: sixAfterTwo, round: 3, expected: ['1-6', '3-2', '5-4'] },
  {
    rule: 'C13',
    name: 'lets a mild preference (1) give way rather than one of two strong preferences for White (3 and 5)',
    tournament: () =>
      dutchTournament(
        5,
        [
          [game(1, 3, '0-1'), game(4, 2, '0-1'), pab(5)],
          [game(2, 5, '1-0'), game(4, 1, '0-1')],
        ],
        { totalRounds: 4, initialColour: 'white' },
      ),
    round: 3,
    expected: ['3-2', '5-1', 'bye:4'],
  },
  {
    rule: 'C14',
    name: 'keeps in the bracket the player who had the PAB last round (a downfloat) and floats another',
    tournament: () => dutchTournament(5, [[game(1, 3, '0-1'), game(4, 2, '1-0'), pab(5)]], { totalRounds: 4, initialColour: 'white' }),
    round: 2,
    expected: ['1-4', '3-5', 'bye:2'],
  },
  {
    rule: 'C15',
    name: 'gives the two MDPs opponents of whom only one upfloated last round, not two',
    tournament: () =>
      dutchTournament(
        6,
        [
          [game(1, 4, '0-1'), game(3, 6, '0-1'), game(5, 2, '0-1')],
          [game(2, 4, '='), game(5, 3, '1-0'), game(6, 1, '0-1')],
          [game(1, 3, '0-1'), game(4, 5, '1-0'), game(6, 2, '0-1')],
        ],
        { totalRounds: 5, initialColour: 'white' },
      ),
    round: 4,
    expected: ['2-1', '3-4', '5-6'],
  },
  {
    rule: 'C16',
    name: 'keeps in the bracket the player who had the PAB two rounds before and floats another',
    tournament: () =>
      dutchTournament(
        7,
        [
          [game(1, 4, '1-0'), game(3, 6, '0-1'), game(5, 2, '0-1'), pab(7)],
          [game(2, 7, '1-0'), game(4, 3, '='), pab(5), game(6, 1, '1-0')],
        ],
        { totalRounds: 5, initialColour: 'white' },
      ),
    round: 3,
    expected: ['1-3', '6-2', '7-5', 'bye:4'],
  },
  {
    rule: 'C17',
    name: 'does not give the MDP 4 the opponent 7, who upfloated two rounds before',
    tournament: () =>
      dutchTournament(
        10,
        [
          [game(1, 6, '0-1'), game(3, 8, '+-'), game(5, 10, '1-0'), game(7, 2, '0-1'), game(9, 4, '0-1')],
          [game(2, 5, '='), game(4, 3, '1-0'), game(6, 7, '0-1'), game(8, 9, '0-1'), game(10, 1, '=')],
          [game(1, 8, '0-1'), game(3, 2, '1-0'), game(5, 4, '1-0'), game(7, 10, '='), game(9, 6, '1-0')],
        ],
        { totalRounds: 7, initialColour: 'white' },
      ),
    round: 4,
    expected: ['1-7', '10-8', '2-9', '3-5', '4-6'],
  },
  {
    rule: 'C18',
    name: 'pairs the MDP who downfloated last round (4) half a point down, rather than let it float on to the PAB',
    tournament: () =>
      dutchTournament(
        5,
        [
          [game(1, 3, '0-1'), game(4, 2, '='), pab(5)],
          [pab(1), game(2, 5, '='), game(3, 4, '0-1')],
          [game(3, 2, '1-0'), game(4, 1, '=')],
        ],
        { totalRounds: 4, initialColour: 'white' },
      ),
    round: 4,
    expected: ['2-1', '5-4', 'bye:3'],
  },
  {
    rule: 'C19',
    name: 'gives the players who upfloated last round the MDPs closest to their score',
    tournament: () =>
      dutchTournament(
        6,
        [
          [game(1, 4, '1-0'), game(3, 6, '1-0'), game(5, 2, '0-1')],
          [game(2, 1, '='), game(4, 3, '1-0'), game(6, 5, '0-1')],
          [game(1, 5, '='), game(3, 2, '0-1'), game(6, 4, '1-0')],
        ],
        { totalRounds: 4, initialColour: 'white' },
      ),
    round: 4,
    expected: ['1-6', '2-4', '5-3'],
  },
  {
    rule: 'C20',
    name: 'pairs the MDP who downfloated two rounds before (10) and floats the other MDP on',
    tournament: () =>
      dutchTournament(
        10,
        [
          [game(1, 6, '1-0'), game(3, 8, '0-1'), game(5, 10, '0-1'), game(7, 2, '0-1'), game(9, 4, '0-1')],
          [game(2, 8, '1-0'), game(4, 1, '0-1'), game(6, 9, '0-1'), game(7, 5, '0-1'), game(10, 3, '0-1')],
          [game(1, 2, '1-0'), game(3, 9, '1-0'), game(5, 4, '1-0'), game(6, 7, '='), game(8, 10, '=')],
        ],
        { totalRounds: 4, initialColour: 'white' },
      ),
    round: 4,
    expected: ['10-4', '2-3', '5-1', '8-6', '9-7'],
  },
  {
    rule: 'C21',
    name: 'gives the player who upfloated two rounds before (2) the MDP half a point above it, not the one a point above',
    tournament: () =>
      dutchTournament(
        7,
        [
          [game(1, 4, '='), game(3, 6, '1-0'), game(5, 2, '1-0'), pab(7)],
          [game(2, 1, '='), game(4, 5, '1-0'), pab(6), game(7, 3, '1-0')],
          [pab(2), game(3, 5, '='), game(4, 7, '='), game(6, 1, '=')],
        ],
        { totalRounds: 4, initialColour: 'white' },
      ),
    round: 4,
    expected: ['1-3', '2-4', '7-6', 'bye:5'],
  },
];
