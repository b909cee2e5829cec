import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDutchPairings } from '../../../src/core/dutch/checker';
import type { Tournament } from '../../../src/core/model';
import { FIXTURES, loadTournament } from './fixture-support';

const file = join(FIXTURES, 'tournaments', 't-n016-r07-s382140581.trf');

/** The same tournament with the colours of one recorded game of `round` swapped. */
function withSwappedColours(tournament: Tournament, round: number, a: number, b: number): Tournament {
  return {
    ...tournament,
    players: tournament.players.map((p) => {
      if (p.startNumber !== a && p.startNumber !== b) return p;
      const rounds = p.rounds.map((entry, k) =>
        k === round - 1 && entry.colour !== null ? { ...entry, colour: entry.colour === 'white' ? ('black' as const) : ('white' as const) } : entry,
      );
      return { ...p, rounds };
    }),
  };
}

describe('checkDutchPairings', () => {
  it('finds nothing to report in a tournament paired by the reference engine', () => {
    const report = checkDutchPairings(loadTournament(file), { selfCheck: true });
    expect(report.roundsChecked).toBe(7);
    expect(report.discrepancies).toEqual([]);
  });

  it('reports the round, the expected and the recorded games when colours were swapped', () => {
    const tournament = loadTournament(file);
    const entry = tournament.players[0]!.rounds[4]!; // player 1, round 5
    const opponent = entry.opponent!;
    const report = checkDutchPairings(withSwappedColours(tournament, 5, 1, opponent), { rounds: [5] });
    expect(report.roundsChecked).toBe(1);
    const white = entry.colour === 'white' ? 1 : opponent;
    const black = entry.colour === 'white' ? opponent : 1;
    expect(report.discrepancies).toEqual([
      {
        round: 5,
        expectedGames: [[white, black]],
        recordedGames: [[black, white]],
        expectedPairingAllocatedBye: null,
        recordedPairingAllocatedBye: null,
      },
    ]);
  });
});
