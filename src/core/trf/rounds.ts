/** Facts about round blocks that the reader, the writer and `.pairs` share. */

import type { Player } from '../model';

/**
 * First column (1-based) of round `round`'s `OOOO C R` block in a `001` line:
 * 92 for round 1, then every 10 columns.
 *
 * @example
 * roundColumn(3); // 112
 */
export function roundColumn(round: number): number {
  return 92 + 10 * (round - 1);
}

/**
 * The last round in which any player has an opponent (a game played, forfeited
 * or paired and not yet played) or the pairing-allocated bye, or in which nobody
 * played because every player has a bye or an absence (`H`, `Z`, `F`) for it.
 * Other entries after it, such as absences announced for the next round by some
 * of the players, do not make a round played.
 *
 * @example
 * countRoundsPlayed(tournament.players); // 5
 */
export function countRoundsPlayed(players: readonly Pick<Player, 'rounds'>[]): number {
  let played = 0;
  for (const player of players) {
    for (let index = player.rounds.length - 1; index >= played; index--) {
      const entry = player.rounds[index]!;
      if (entry.opponent !== null || entry.result === 'U') {
        played = index + 1;
        break;
      }
    }
  }
  // Rounds in which nobody played, but everyone has an entry, are over too (the
  // reference engine pairs the round after them).
  while (players.length > 0 && players.every((player) => (player.rounds[played]?.result ?? ' ') !== ' ')) played++;
  return played;
}
