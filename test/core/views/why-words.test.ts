/**
 * The line of floats before on a Why board: who floated in the two rounds
 * before and which way, the round without a game said where it happens.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerFacts } from '../../../src/core/explain';
import type { Player, RoundEntry, Tournament } from '../../../src/core/model';
import { floatsBefore } from '../../../src/core/views/why/why-words';

const game = (opponent: number): RoundEntry => ({ opponent, colour: 'white', result: '1' });
const bye: RoundEntry = { opponent: null, colour: null, result: 'U' };
const forfeitWin: RoundEntry = { opponent: 9, colour: null, result: '+' };

/** A player's facts with only what the line reads: the name and the floats of the two rounds before. */
function facts(no: number, name: string, twoRoundsAgo: 'up' | 'down' | null, lastRound: 'up' | 'down' | null): PlayerFacts {
  return { no, name, floats: { lastRound, twoRoundsAgo } } as PlayerFacts;
}

function tournament(...rounds: readonly (readonly RoundEntry[])[]): Tournament {
  return { players: rounds.map((entries, i) => ({ startNumber: i + 1, name: `P${i + 1}`, rating: 0, rounds: entries }) as unknown as Player), points: {} as Tournament['points'] };
}

describe('floats before', () => {
  const t = tournament([game(2), game(3)], [bye, game(1)], [game(4), forfeitWin], [forfeitWin, bye]);

  it('is empty when neither floated', () => {
    expect(floatsBefore([facts(1, 'Ana', null, null), facts(2, 'Bo', null, null)], t, 3)).toBe('');
  });

  it('names each player who floated, one round or two, the same way or not', () => {
    expect(floatsBefore([facts(1, 'Ana', 'up', 'up'), facts(2, 'Bo', null, null)], t, 3)).toBe('Floats before: Ana up in rounds 1 and 2.');
    expect(floatsBefore([facts(1, 'Ana', null, 'down'), facts(3, 'Cy', 'up', null)], t, 3)).toBe('Floats before: Ana down in round 2; Cy up in round 1.');
  });

  it('says by the round without a game that its bye (or its points) counted as floating down', () => {
    expect(floatsBefore([facts(2, 'Bo', 'down', 'up')], t, 3)).toBe('Floats before: Bo down in round 1 (the bye counts as floating down), up in round 2.');
    expect(floatsBefore([facts(3, 'Cy', null, 'down')], t, 3)).toBe('Floats before: Cy down in round 2 (points without a game count as floating down).');
    expect(floatsBefore([facts(4, 'Di', 'down', 'down')], t, 3)).toBe(
      'Floats before: Di down in rounds 1 and 2 (points without a game in round 1 count as floating down, the bye in round 2 counts as floating down).',
    );
  });
});
