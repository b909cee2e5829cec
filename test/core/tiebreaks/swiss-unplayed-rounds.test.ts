import { describe, expect, it } from 'vitest';
import { buchholzRounds, createTiebreakContext } from '../../../src/core/tiebreaks';
import { column, standingsByName, tiebreakTable, tournament } from '../../support/tiebreak-builders';

/**
 * A four-round Swiss with every kind of unplayed round, computed by hand.
 *
 *        R1            R2          R3             R4
 *   A    B 1-0 (w)     C 0-1 (w)   D ½ (w)        E 1-0 (b)    2½
 *   B    A 0-1 (b)     U (PAB)     F 1-0 (w)      D ½ (b)      2½
 *   C    D ½ (w)       A 1-0 (b)   E double forf. F (bye)      2½
 *   D    C ½ (b)       E 1-0 (w)   A ½ (b)        B ½ (w)      2½
 *   E    F forf. win   D 0-1 (b)   C double forf. A 0-1 (w)    1
 *   F    E forf. loss  H (½ bye)   B 0-1 (b)      Z (absent)   ½
 *
 * Scores as the opponents see them (art. 16.3): F's Z comes after F's last
 * played round, so it counts as a draw: F is worth 1 to opponents, the rest
 * their real score. The cap for a round without opponent is 50 % of 4 = 2.
 */
function everyKindOfBye() {
  return tournament('A', 'B', 'C', 'D', 'E', 'F')
    .round('A - B 1-0', 'C - D ½-½', 'E - F +/-')
    .round('A - C 0-1', 'D - E 1-0', 'B: U', 'F: H')
    .round('C - E -/-', 'A - D ½-½', 'B - F 1-0')
    .round('E - A 0-1', 'D - B ½-½', 'C: F', 'F: Z');
}

describe('Swiss tie-breaks with every kind of unplayed round (C.07 art. 16, 2026)', () => {
  const event = everyKindOfBye();

  it('counts a trailing absence as a draw in the score opponents see (art. 16.3)', () => {
    const context = createTiebreakContext(event.build(), { system: 'swiss' });
    const seen = Object.fromEntries(
      [...context.players.values()].map((view) => [event.nameOf(view.startNumber), view.adjustedScore / 10]),
    );
    expect(seen).toEqual({ A: 2.5, B: 2.5, C: 2.5, D: 2.5, E: 1, F: 1 });
  });

  it('values each unplayed round by the 2026 caps (art. 16.4)', () => {
    const context = createTiebreakContext(event.build(), { system: 'swiss' });
    const perRound = (name: string) => buchholzRounds(context, event.no(name)).map((round) => round.value / 10);
    // B's PAB: min(own 2½, 50 % of 4 = 2).
    expect(perRound('B')).toEqual([2.5, 2, 1, 2.5]);
    // C's double forfeit against E: min(own 2½, E's 1); C's full-point bye: min(2½, 2).
    expect(perRound('C')).toEqual([2.5, 2.5, 1, 2]);
    // E's forfeit win over F: min(own 1, F's 1); E's double forfeit: min(1, C's 2½).
    expect(perRound('E')).toEqual([1, 2.5, 1, 2.5]);
    // F: forfeit loss min(½, E's 1), H min(½, 2), a game against B, Z min(½, 2).
    expect(perRound('F')).toEqual([0.5, 0.5, 2.5, 0.5]);
  });

  it('computes Buchholz and its modifiers, cutting voluntarily unplayed rounds first', () => {
    expect(tiebreakTable(event, 'swiss', ['BH', 'BH/C1', 'BH/C2', 'BH/M1'])).toEqual({
      A: { BH: 8.5, 'BH/C1': 7.5, 'BH/C2': 5, 'BH/M1': 5 },
      B: { BH: 8, 'BH/C1': 7, 'BH/C2': 5, 'BH/M1': 4.5 },
      C: { BH: 8, 'BH/C1': 7, 'BH/C2': 5, 'BH/M1': 4.5 },
      D: { BH: 8.5, 'BH/C1': 7.5, 'BH/C2': 5, 'BH/M1': 5 },
      E: { BH: 7, 'BH/C1': 6, 'BH/C2': 5, 'BH/M1': 3.5 },
      F: { BH: 4, 'BH/C1': 3.5, 'BH/C2': 3, 'BH/M1': 1 },
    });
  });

  it('computes Sonneborn-Berger with the same round values times the result', () => {
    // A: B 2½×1 + C 2½×0 + D 2½×½ + E 1×1; B: PAB 2×1 + F 1×1 + D 2½×½;
    // C: D 2½×½ + A 2½×1 + forfeit 0 + full-point bye 2×1; F: only the H, ½×½.
    expect(column(event, 'swiss', 'SB')).toEqual({ A: 4.75, B: 4.25, C: 5.75, D: 4.75, E: 1, F: 0.25 });
  });

  it('counts rounds won, games won, Black games and rounds elected to play', () => {
    const table = tiebreakTable(event, 'swiss', ['WIN', 'WON', 'BPG', 'BWG', 'REP']);
    expect(table).toEqual({
      // B's PAB, C's full-point bye and E's forfeit win are wins (art. 7.1) but not games won.
      A: { WIN: 2, WON: 2, BPG: 1, BWG: 1, REP: 4 },
      B: { WIN: 2, WON: 1, BPG: 2, BWG: 0, REP: 4 },
      C: { WIN: 2, WON: 1, BPG: 1, BWG: 1, REP: 3 },
      D: { WIN: 1, WON: 1, BPG: 2, BWG: 0, REP: 4 },
      E: { WIN: 1, WON: 0, BPG: 1, BWG: 0, REP: 3 },
      // F's forfeit loss with Black is not a game with Black.
      F: { WIN: 0, WON: 0, BPG: 1, BWG: 0, REP: 1 },
    });
  });

  it('adds running scores for the progressive score, dropping round 1 for Cut-1', () => {
    expect(tiebreakTable(event, 'swiss', ['PS', 'PS/C1'])).toEqual({
      A: { PS: 6, 'PS/C1': 5 },
      B: { PS: 5.5, 'PS/C1': 5.5 },
      C: { PS: 6, 'PS/C1': 5.5 },
      D: { PS: 6.5, 'PS/C1': 6 },
      E: { PS: 4, 'PS/C1': 3 },
      F: { PS: 1.5, 'PS/C1': 1.5 },
    });
  });

  it('counts Koya against opponents on at least 50 %, forfeits included', () => {
    // The bar is 2 of 4 points: A, B, C, D. C's forfeit against E does not count, E is below.
    expect(column(event, 'swiss', 'KS')).toEqual({ A: 1.5, B: 0.5, C: 1.5, D: 1.5, E: 0, F: 0 });
  });

  it('averages the ratings of opponents met over the board only, half up', () => {
    // Ratings A 2000, B 1990, C 1980, D 1970, E 1960, F 1950. D: (1980+1960+2000+1990)/4 = 1982.5 → 1983.
    expect(tiebreakTable(event, 'swiss', ['ARO', 'ARO/C1'])).toEqual({
      A: { ARO: 1975, 'ARO/C1': 1980 },
      B: { ARO: 1973, 'ARO/C1': 1985 },
      C: { ARO: 1985, 'ARO/C1': 2000 },
      D: { ARO: 1983, 'ARO/C1': 1990 },
      E: { ARO: 1985, 'ARO/C1': 2000 },
      F: { ARO: 1990, 'ARO/C1': null },
    });
  });

  it('computes Fore Buchholz as if every game of the last round were drawn', () => {
    // After turning E–A and D–B into draws: A 2, E 1½, the others unchanged.
    // A: B 2½ + C 2½ + D 2½ + E 1½ = 9.
    expect(column(event, 'swiss', 'FB').A).toBe(9);
  });

  it("averages the opponents' Buchholz to two decimals", () => {
    // A met B 8, C 8, D 8½, E 7: 31½ / 4 = 7.875 → 7.88.
    expect(column(event, 'swiss', 'AOB').A).toBe(7.88);
  });

  it('ranks the four players on 2½ by the default list, the last code breaking the last tie', () => {
    // A and D: BH/C1 7½, BH 8½, SB 4¾ all equal, they drew (DE 0), A has more wins.
    // C and B: equal on both Buchholz, C has the better Sonneborn-Berger.
    expect(standingsByName(event, { system: 'swiss' })).toEqual(['1 A', '2 D', '3 C', '4 B', '5 E', '6 F']);
  });

  it('applies the caps with the rounds played so far in intermediate standings', () => {
    // After round 2 the cap is 50 % of 2 = 1: B's PAB is worth min(1, 1) = 1.
    // B: A (1 after two rounds) + PAB 1 = 2.
    expect(column(event, 'swiss', 'BH', 2).B).toBe(2);
  });
});

describe('Cut-1 and voluntarily unplayed rounds', () => {
  // P: beats Q (who ends on ½), beats R, then is absent (Z) in the last round.
  const event = tournament('P', 'Q', 'R', 'S')
    .round('P - Q 1-0', 'R - S ½-½')
    .round('P - R 1-0', 'Q - S ½-½')
    .round('Q - R 0-1', 'S: U', 'P: Z');

  it('cuts the VUR from Buchholz even when a played round is lower (art. 16.5)', () => {
    // Rounds: Q ½, R 1½, Z min(2, 1½) = 1½. Cut-1 removes the Z, not Q's ½.
    expect(tiebreakTable(event, 'swiss', ['BH', 'BH/C1']).P).toEqual({ BH: 3.5, 'BH/C1': 2 });
  });

  it('cuts from Sonneborn-Berger the larger product of the lowest round and the lowest VUR (as the calculator)', () => {
    // Products: Q ½×1 = ½, R 1½×1 = 1½, Z 1½×0 = 0. The calculator cuts Q's ½ (the larger
    // of ½ and 0); cutting the VUR first would leave 2.
    expect(tiebreakTable(event, 'swiss', ['SB', 'SB/C1']).P).toEqual({ SB: 2, 'SB/C1': 1.5 });
  });
});

describe('other point systems', () => {
  it('scores a PAB worth a draw as neither a win nor a round elected to play', () => {
    const event = tournament('A', 'B', 'C')
      .scoring({ pairingAllocatedBye: 5 })
      .round('A - B 1-0', 'C: U');
    expect(tiebreakTable(event, 'swiss', ['WIN', 'REP', 'STD']).C).toEqual({ WIN: 0, REP: 0, STD: 0.5 });
  });

  it('reads every result on the 1 / ½ / 0 scale for Standard points, and multiplies by the points scored for SB, under 3-1-0', () => {
    const event = tournament('A', 'B', 'C', 'D')
      .scoring({ win: 30, draw: 10, forfeitWin: 30, pairingAllocatedBye: 30, fullPointBye: 30, halfPointBye: 10 })
      .round('A - B 1-0', 'C - D ½-½')
      .round('A - C ½-½', 'B - D 1-0');
    // A: 3 + 1 = 4 points, 1½ standard points. SB (FIDE's calculator): B's 3 × 3 for the win + C's 2 × 1 for the draw = 11.
    expect(tiebreakTable(event, 'swiss', ['PTS', 'STD', 'SB']).A).toEqual({ PTS: 4, STD: 1.5, SB: 11 });
  });

  it('counts a loss worth a point under 3-2-1: the beaten player adds the winner\'s score once', () => {
    const event = tournament('A', 'B', 'C', 'D')
      .scoring({ win: 30, draw: 20, loss: 10, forfeitWin: 30, pairingAllocatedBye: 30, fullPointBye: 30, halfPointBye: 20 })
      .round('A - B 1-0', 'C - D 1-0')
      .round('C - A 1-0', 'B - D ½-½');
    // Scores: A 3 + 1 = 4, B 1 + 2 = 3, C 3 + 3 = 6, D 1 + 2 = 3.
    // A: B's 3 × 3 (win) + C's 6 × 1 (loss) = 15; on the 1 / ½ / 0 scale it would be 3.
    // B: A's 4 × 1 (loss) + D's 3 × 2 (draw) = 10. SB/C1 cuts the lowest-score opponent, D: 4.
    const table = tiebreakTable(event, 'swiss', ['PTS', 'SB', 'SB/C1', 'STD']);
    expect(table.A).toEqual({ PTS: 4, SB: 15, 'SB/C1': 6, STD: 1 });
    expect(table.B).toEqual({ PTS: 3, SB: 10, 'SB/C1': 4, STD: 0.5 });
  });

  it('multiplies a half-point bye and a forfeit win by their points under 2-1-0', () => {
    const event = tournament('A', 'B', 'C', 'D', 'E')
      .scoring({ win: 20, draw: 10, forfeitWin: 20, pairingAllocatedBye: 20, fullPointBye: 20, halfPointBye: 10 })
      .round('A - B 1-0', 'C - D ½-½', 'E: H')
      .round('A - E +/-', 'B - C 1-0', 'D: U');
    // A: 4 points. Round 1: B (2) × 2 = 4. Round 2, a forfeit win over E: min(A's 4, E's art. 16.3 score 1) = 1, × 2 = 2.
    // E: 1 point. Round 1 H: min(1, draw × 2 rounds = 2) = 1, × 1 = 1; round 2 forfeit loss scores 0.
    const table = tiebreakTable(event, 'swiss', ['SB']);
    expect(table.A).toEqual({ SB: 6 });
    expect(table.E).toEqual({ SB: 1 });
  });
});
