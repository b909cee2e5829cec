import { describe, expect, it } from 'vitest';
import { computeStandings, createTiebreakContext, directEncounter } from '../../../src/core/tiebreaks';
import { column, standingsByName, tiebreakTable, tournament } from '../../support/tiebreak-builders';

/**
 * A four-player round robin (Berger table) with one forfeit:
 *
 *   R1  W - Z 1-0   X - Y ½-½
 *   R2  Z - Y +/-   W - X 0-1     (Y does not turn up against Z)
 *   R3  X - Z 0-1   Y - W 1-0
 *
 * Scores: W 1, X 1½, Y 1½, Z 2.
 */
function roundRobinWithForfeit() {
  return tournament('W', 'X', 'Y', 'Z')
    .round('W - Z 1-0', 'X - Y ½-½')
    .round('Z - Y +/-', 'W - X 0-1')
    .round('X - Z 0-1', 'Y - W 1-0');
}

describe('round robin tie-breaks (pre-determined pairings)', () => {
  const event = roundRobinWithForfeit();

  it('counts a forfeit as a game against the scheduled opponent in Buchholz and Sonneborn-Berger', () => {
    // Y's forfeit loss to Z is worth Z's full 2 points in Buchholz (a Swiss would cap it at Y's 1½).
    expect(tiebreakTable(event, 'round-robin', ['BH', 'SB'])).toEqual({
      W: { BH: 5, SB: 2 },
      X: { BH: 4.5, SB: 1.75 },
      Y: { BH: 4.5, SB: 1.75 },
      Z: { BH: 4, SB: 3 },
    });
    expect(column(event, 'swiss', 'BH').Y).toBe(4);
  });

  it('counts Koya against opponents on at least half of the 3 games, forfeits included', () => {
    // Z's forfeit win over Y counts: Z scores 1 against Y and 1 against X.
    expect(column(event, 'round-robin', 'KS')).toEqual({ W: 1, X: 0.5, Y: 0.5, Z: 2 });
  });

  it('counts a forfeit as a direct encounter in a round robin, not in a Swiss', () => {
    const pair = [event.no('Y'), event.no('Z')];
    const roundRobin = directEncounter(createTiebreakContext(event.build(), { system: 'round-robin' }), pair);
    const swiss = directEncounter(createTiebreakContext(event.build(), { system: 'swiss' }), pair);
    expect(Object.fromEntries(roundRobin)).toEqual({ [event.no('Z')]: 1, [event.no('Y')]: 2 });
    expect(Object.fromEntries(swiss)).toEqual({ [event.no('Z')]: 0, [event.no('Y')]: 0 });
  });

  it('leaves a tie that no tie-break of the default list breaks: X and Y share 2nd–3rd', () => {
    // They drew (DE 0), won one round each, SB 1¾ each, Koya ½ each.
    const rows = computeStandings(event.build(), { system: 'round-robin' });
    expect(rows.map((row) => [row.rankLabel, event.nameOf(row.startNumber), row.tiebreaks])).toEqual([
      ['1', 'Z', { DE: 0, WIN: 2, SB: 3, KS: 2 }],
      ['2–3', 'X', { DE: 0, WIN: 1, SB: 1.75, KS: 0.5 }],
      ['2–3', 'Y', { DE: 0, WIN: 1, SB: 1.75, KS: 0.5 }],
      ['4', 'W', { DE: 0, WIN: 1, SB: 2, KS: 1 }],
    ]);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 2, 4]);
  });

  it('breaks the same tie with drawing of lots when LOT closes the list, the same way for the same seed', () => {
    const options = { system: 'round-robin', tiebreaks: ['DE', 'WIN', 'SB', 'KS', 'LOT'], seed: 7 } as const;
    const ranking = standingsByName(event, options);
    expect(ranking[0]).toBe('1 Z');
    expect(ranking[3]).toBe('4 W');
    expect(ranking.slice(1, 3).map((line) => line.split(' ')[0])).toEqual(['2', '3']);
    expect(ranking.slice(1, 3).map((line) => line.split(' ')[1]).sort()).toEqual(['X', 'Y']);
    expect(standingsByName(event, options)).toEqual(ranking);
    const winners = new Set(
      Array.from({ length: 20 }, (_, seed) => standingsByName(event, { ...options, seed })[1]),
    );
    expect(winners).toEqual(new Set(['2 X', '2 Y']));
  });

  it('adds nothing for the bye of an odd round robin', () => {
    // Three players, one sits out each round and scores nothing.
    const odd = tournament('A', 'B', 'C')
      .scoring({ pairingAllocatedBye: 0 })
      .round('A - C 1-0', 'B: U')
      .round('B - A ½-½', 'C: U')
      .round('C - B 0-1', 'A: U');
    // A: C 0 + B 1½ = 1½ (the U adds nothing); Koya's bar is half of 2 games.
    expect(tiebreakTable(odd, 'round-robin', ['BH', 'SB', 'KS']).A).toEqual({ BH: 1.5, SB: 0.75, KS: 0.5 });
  });
});
