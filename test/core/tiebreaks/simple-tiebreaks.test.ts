import { describe, expect, it } from 'vitest';
import { tiebreakName } from '../../../src/core/tiebreaks';
import { column, tiebreakTable, tournament } from '../../support/tiebreak-builders';

describe("the simpler club tie-breaks", () => {
  it('names them apart from the FIDE ones', () => {
    expect(tiebreakName('BH-SIMPLE')).toBe('Buchholz without byes');
    expect(tiebreakName('SB-SIMPLE')).toBe('Sonneborn-Berger without byes');
  });

  // A double round robin of three (one sits out each round):
  // Bob beats Mary once and loses once, beats John twice; Mary draws John once and loses once.
  // Scores: Bob 3, Mary 1½, John 1½.
  const threePlayers = tournament('Bob', 'Mary', 'John')
    .scoring({ pairingAllocatedBye: 0 })
    .round('Bob - Mary 1-0', 'John: U')
    .round('John - Bob 0-1', 'Mary: U')
    .round('Mary - John ½-½', 'Bob: U')
    .round('Mary - Bob 1-0', 'John: U')
    .round('Bob - John 1-0', 'Mary: U')
    .round('John - Mary 1-0', 'Bob: U');

  it('adds the scores of beaten opponents and half those of drawn ones (SB-SIMPLE)', () => {
    // Bob: Mary 1½ + John 1½ × 2 = 4½. Mary: Bob 3 + ½ × John 1½ = 3¾. John: Mary 1½ + ½ × 1½ = 2¼.
    expect(column(threePlayers, 'round-robin', 'SB-SIMPLE')).toEqual({ Bob: 4.5, Mary: 3.75, John: 2.25 });
  });

  it('agrees with FIDE Sonneborn-Berger when nothing is unplayed in a round robin', () => {
    expect(column(threePlayers, 'round-robin', 'SB')).toEqual({ Bob: 4.5, Mary: 3.75, John: 2.25 });
  });

  it('adds the scores of all opponents and nothing for byes (BH-SIMPLE)', () => {
    // Bob met Mary twice and John twice: 1½ × 4 = 6. Mary: 3 + 3 + 1½ + 1½ = 9. John the same.
    expect(column(threePlayers, 'round-robin', 'BH-SIMPLE')).toEqual({ Bob: 6, Mary: 9, John: 9 });
  });

  it('differs from FIDE Buchholz in a Swiss with a bye and a withdrawal', () => {
    // C takes the PAB in round 1; D loses round 1 and is absent afterwards.
    const swiss = tournament('A', 'B', 'C', 'D', 'E')
      .round('A - B 1-0', 'D - E 0-1', 'C: U')
      .round('C - A 0-1', 'E - B ½-½', 'D: Z')
      .round('A - E 1-0', 'B - C 1-0', 'D: Z');
    // Final scores: A 3, B 1½, C 1, D 0, E 1½.
    // Seed: C met A and B: 3 + 1½ = 4½; the bye adds nothing.
    // FIDE: the PAB is worth min(own 1, 50 % of 3) = 1 → 5½.
    expect(tiebreakTable(swiss, 'swiss', ['BH-SIMPLE', 'BH']).C).toEqual({ 'BH-SIMPLE': 4.5, BH: 5.5 });
    // Seed: E met D (0), B, A: 0 + 1½ + 3 = 4½. FIDE: D's two trailing absences count as
    // draws for his opponents (art. 16.3), D is worth 1 → 5½.
    expect(tiebreakTable(swiss, 'swiss', ['BH-SIMPLE', 'BH']).E).toEqual({ 'BH-SIMPLE': 4.5, BH: 5.5 });
    // Seed SB: A beat B, C, E: 1½ + 1 + 1½ = 4; E beat D (0) and drew B (¾).
    expect(tiebreakTable(swiss, 'swiss', ['SB-SIMPLE']).A).toEqual({ 'SB-SIMPLE': 4 });
    expect(tiebreakTable(swiss, 'swiss', ['SB-SIMPLE']).E).toEqual({ 'SB-SIMPLE': 0.75 });
  });
});
