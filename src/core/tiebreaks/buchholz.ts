/**
 * The Buchholz family (C.07 art. 8): Buchholz and its Cut / Median modifiers
 * (art. 14), Fore Buchholz, Average of Opponents' Buchholz, and the simpler
 * club Buchholz without byes. Unplayed rounds follow art. 16 of the 2026 regulations.
 */
import type { ResultCode, Tenths, Tournament } from '../model';
import { createTiebreakContext, viewOfPlayer, type RoundView, type TiebreakContext } from './context';

/** One round's part of a player's Buchholz, in tenths. */
export interface BuchholzRound {
  readonly round: number;
  readonly value: Tenths;
  readonly view: RoundView;
}

/**
 * Each round's value for the player's Buchholz (and, multiplied by the result,
 * for Sonneborn-Berger).
 *
 * Swiss (art. 16.3–16.4, 2026 edition):
 * - a played game: the opponent's score as opponents see it (art. 16.3);
 * - a forfeit: the smaller of the player's own score and that opponent's score (art. 16.4);
 * - a round without opponent: the smaller of the player's own score and 50 % of
 *   the maximum, a draw in every round (art. 16.4).
 *
 * Round robin: pairings are pre-determined, so a forfeit still counts against the
 * scheduled opponent, and a round without opponent (the bye of an odd field) adds nothing.
 *
 * @example
 * buchholzRounds(context, 1).map((round) => round.value); // [25, 30, 40, 25, 30, 15]
 */
export function buchholzRounds(context: TiebreakContext, startNumber: number): BuchholzRound[] {
  const own = viewOfPlayer(context, startNumber);
  const byeValue = Math.min(own.score, context.points.draw * context.rounds);
  const result: BuchholzRound[] = [];
  for (const view of own.rounds) {
    if (view.opponent !== null && view.kind !== 'unplayed') {
      const opponentScore = viewOfPlayer(context, view.opponent).adjustedScore;
      const value =
        view.kind === 'played' || context.system === 'round-robin' ? opponentScore : Math.min(own.score, opponentScore);
      result.push({ round: view.round, value, view });
    } else if (context.system === 'swiss') {
      result.push({ round: view.round, value: byeValue, view });
    }
  }
  return result;
}

/**
 * Removes `lowest` values from the bottom and `highest` from the top and sums
 * the rest. Art. 16.5 (2026): while the player has a voluntarily unplayed round
 * left, the lowest cut takes the lowest such round, even if a played round is
 * lower; the top cut has no such exception.
 */
function sumAfterCuts(rounds: readonly BuchholzRound[], lowest: number, highest: number): Tenths {
  const remaining = rounds.slice();
  for (let cut = 0; cut < lowest && remaining.length > 0; cut++) {
    const voluntary = remaining.filter((round) => round.view.voluntary);
    const pool = voluntary.length > 0 ? voluntary : remaining;
    const victim = pool.reduce((low, round) => (round.value < low.value ? round : low));
    remaining.splice(remaining.indexOf(victim), 1);
  }
  for (let cut = 0; cut < highest && remaining.length > 0; cut++) {
    const victim = remaining.reduce((high, round) => (round.value > high.value ? round : high));
    remaining.splice(remaining.indexOf(victim), 1);
  }
  return remaining.reduce((sum, round) => sum + round.value, 0);
}

/** Buchholz variants by the number of values cut at the bottom and at the top. */
const BUCHHOLZ_CUTS = {
  BH: [0, 0],
  'BH/C1': [1, 0],
  'BH/C2': [2, 0],
  'BH/M1': [1, 1],
  'BH/M2': [2, 2],
} as const;

export type BuchholzCode = keyof typeof BUCHHOLZ_CUTS;

/**
 * Buchholz with a modifier, in tenths.
 *
 * @example
 * buchholz(context, 1, 'BH/C1'); // 150 (15 points)
 */
export function buchholz(context: TiebreakContext, startNumber: number, code: BuchholzCode = 'BH'): Tenths {
  const [lowest, highest] = BUCHHOLZ_CUTS[code];
  return sumAfterCuts(buchholzRounds(context, startNumber), lowest, highest);
}

/**
 * The context Fore Buchholz is computed in (art. 8.2): every game of the last
 * round, played or forfeited, counts as a draw for both players, as if the last
 * round had not been played yet. Rounds without opponent keep their result.
 */
export function foreBuchholzContext(context: TiebreakContext): TiebreakContext {
  const last = context.rounds - 1;
  const draw: ResultCode = '=';
  const tournament: Tournament = {
    ...context.tournament,
    players: context.tournament.players.map((player) => {
      const entry = player.rounds[last];
      if (last < 0 || entry === undefined || entry.opponent === null || entry.result === ' ') return player;
      const rounds = player.rounds.slice(0, context.rounds);
      rounds[last] = { ...entry, result: draw };
      return { ...player, rounds };
    }),
  };
  return createTiebreakContext(tournament, { system: context.system, throughRound: context.rounds });
}

/**
 * Average of Opponents' Buchholz (art. 8.3): the mean Buchholz of the opponents
 * met over the board, rounded to two decimals; `null` without a played game.
 */
export function averageOfOpponentsBuchholz(context: TiebreakContext, startNumber: number): number | null {
  const opponents = viewOfPlayer(context, startNumber)
    .rounds.filter((view) => view.kind === 'played' && view.opponent !== null)
    .map((view) => view.opponent!);
  if (opponents.length === 0) return null;
  const total = opponents.reduce((sum, opponent) => sum + buchholz(context, opponent), 0);
  // total is in tenths: hundredths of the mean = total * 10 / count, rounded half up.
  return Math.floor((total * 10 * 2 + opponents.length) / (2 * opponents.length)) / 100;
}

/**
 * The club Buchholz: the sum of the final scores of everyone the player was
 * paired with; byes contribute nothing and nothing is adjusted or cut.
 */
export function simpleBuchholz(context: TiebreakContext, startNumber: number): Tenths {
  let total = 0;
  for (const view of viewOfPlayer(context, startNumber).rounds) {
    if (view.opponent !== null && view.kind !== 'unplayed') total += viewOfPlayer(context, view.opponent).score;
  }
  return total;
}
