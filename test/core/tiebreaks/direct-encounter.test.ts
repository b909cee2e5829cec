import { describe, expect, it } from 'vitest';
import { createTiebreakContext, directEncounter, type TournamentSystem } from '../../../src/core/tiebreaks';
import { tiebreakTable, tournament, type TournamentBuilder } from '../../support/tiebreak-builders';

function places(event: TournamentBuilder, system: TournamentSystem, names: readonly string[]): Record<string, number> {
  const context = createTiebreakContext(event.build(), { system });
  const result = directEncounter(context, names.map((name) => event.no(name)));
  return Object.fromEntries([...result].map(([startNumber, place]) => [event.nameOf(startNumber), place]));
}

describe('direct encounter (C.07 art. 6)', () => {
  it('ranks a group that has all met by the points scored among them, shared places repeated', () => {
    // A and C beat B and D; A–C and B–D drawn: A and C score 2½ among the four, B and D ½.
    const event = tournament('A', 'B', 'C', 'D')
      .round('A - B 1-0', 'C - D 1-0')
      .round('A - C ½-½', 'B - D ½-½')
      .round('A - D 1-0', 'C - B 1-0');
    // A and C: their own game was drawn, so they share 1st; B and D share 3rd.
    expect(places(event, 'round-robin', ['A', 'B', 'C', 'D'])).toEqual({ A: 1, C: 1, B: 3, D: 3 });
  });

  it('ranks players level in the group again by their games among themselves', () => {
    // Encounter points: A 2 (beat B, D), C 2 (beat A, D), B 1 (beat C), D 1 (beat B).
    // Among A and C, C won; among B and D, D won.
    const event = tournament('A', 'B', 'C', 'D')
      .round('A - B 1-0', 'C - D 1-0')
      .round('C - A 1-0', 'D - B 1-0')
      .round('A - D 1-0', 'B - C 1-0');
    expect(places(event, 'round-robin', ['A', 'B', 'C', 'D'])).toEqual({ C: 1, A: 2, D: 3, B: 4 });
  });

  it('gives 0 to everyone when the encounters separate nobody', () => {
    const event = tournament('A', 'B', 'C')
      .round('A - B 1-0', 'C: U')
      .round('B - C 1-0', 'A: U')
      .round('C - A 1-0', 'B: U');
    expect(places(event, 'round-robin', ['A', 'B', 'C'])).toEqual({ A: 0, B: 0, C: 0 });
    // A group of one is not separated by anything either.
    expect(places(event, 'round-robin', ['A'])).toEqual({ A: 0 });
  });

  it('in a Swiss, places first a player whose score no other could still reach (art. 6.2)', () => {
    // P beat Q and R; Q and R never met: P has 2, Q and R could reach at most 1.
    const event = tournament('P', 'Q', 'R', 'S', 'T', 'U')
      .round('P - Q 1-0', 'R - S 1-0', 'T - U ½-½')
      .round('R - P 0-1', 'Q - T 1-0', 'S - U ½-½');
    expect(places(event, 'swiss', ['P', 'Q', 'R'])).toEqual({ P: 1, Q: 2, R: 2 });
  });

  it('in a Swiss, separates nobody while another player could still catch up', () => {
    // P beat Q; R met neither and could reach 2.
    const event = tournament('P', 'Q', 'R', 'S')
      .round('P - Q 1-0', 'R - S 1-0');
    expect(places(event, 'swiss', ['P', 'Q', 'R'])).toEqual({ P: 0, Q: 0, R: 0 });
  });

  it('does not count a forfeit in a Swiss', () => {
    const event = tournament('P', 'Q').round('P - Q +/-');
    expect(places(event, 'swiss', ['P', 'Q'])).toEqual({ P: 0, Q: 0 });
  });

  it('is evaluated inside the group still tied on the earlier tie-breaks', () => {
    // All four end on 1½, and among the four each scored 1½: after points alone DE says nothing.
    // With BPG first, A and D (two Black games) form one group and drew; B and C (one Black
    // game) form another, where B beat C.
    const event = tournament('A', 'B', 'C', 'D')
      .round('A - B 1-0', 'C - D ½-½')
      .round('B - C 1-0', 'D - A ½-½')
      .round('C - A 1-0', 'B - D ½-½');
    expect(tiebreakTable(event, 'round-robin', ['DE'])).toEqual({
      A: { DE: 0 },
      B: { DE: 0 },
      C: { DE: 0 },
      D: { DE: 0 },
    });
    expect(tiebreakTable(event, 'round-robin', ['BPG', 'DE'])).toEqual({
      A: { BPG: 2, DE: 0 },
      D: { BPG: 2, DE: 0 },
      B: { BPG: 1, DE: 1 },
      C: { BPG: 1, DE: 2 },
    });
  });
});
