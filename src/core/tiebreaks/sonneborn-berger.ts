/**
 * Sonneborn-Berger (C.07 art. 9.1) with its Cut-1, Koya (art. 9.2) and seed
 * 002's simpler Sonneborn-Berger. FIDE's Sonneborn-Berger values are
 * hundredths of a point: a Buchholz value in tenths times the points scored in
 * the round, in tenths, whatever the point system (3 / 1 / 0, 3 / 2 / 1, …).
 * The club version's are twentieths: a final score in tenths times a result in halves.
 */
import type { Tenths } from '../model';
import { buchholzRounds, type BuchholzRound } from './buchholz';
import { viewOfPlayer, type TiebreakContext } from './context';

/** Hundredths of a point (a Buchholz value in tenths times the round's points in tenths). */
export type Hundredths = number;

/** Twentieths of a point (a final score in tenths times a result in halves). */
export type Twentieths = number;

/**
 * A round's Sonneborn-Berger product: the opponent's value times the points
 * the player scored in that round, in the event's own point system. Under
 * 3 / 1 / 0 a win over a 9-point opponent gives 27, a draw 9; under 3 / 2 / 1
 * a loss still scores 1 and so adds the opponent's value once. This is what
 * FIDE's tie-break calculator computes; with 1 / ½ / 0 it is the textbook
 * "beaten opponents' scores plus half the drawn ones'".
 */
function product(round: BuchholzRound): Hundredths {
  return round.value * round.view.points;
}

/**
 * Sonneborn-Berger, in hundredths: for each round, its Buchholz value (art. 16
 * for unplayed rounds) times the points scored in that round.
 *
 * @example
 * sonnebornBerger(context, 1) / 100; // 13
 */
export function sonnebornBerger(context: TiebreakContext, startNumber: number): Hundredths {
  return buchholzRounds(context, startNumber).reduce((sum, round) => sum + product(round), 0);
}

/**
 * Sonneborn-Berger Cut-1, in hundredths. Art. 14.1 cuts the round of the
 * opponent with the lowest score (of two such rounds, the smaller product).
 * With a voluntarily unplayed round, art. 16.5 wants the VUR cut first; FIDE's
 * calculator compares the lowest-score round with the lowest VUR round and cuts
 * whichever product is larger (the VUR when equal). We follow the calculator
 * (docs/tiebreaks.md).
 */
export function sonnebornBergerCut1(context: TiebreakContext, startNumber: number): Hundredths {
  const rounds = buchholzRounds(context, startNumber);
  const total = rounds.reduce((sum, round) => sum + product(round), 0);
  const lowest = lowestByScore(rounds);
  if (lowest === undefined) return total;
  const lowestVoluntary = lowestByScore(rounds.filter((round) => round.view.voluntary));
  const cut = lowestVoluntary !== undefined && product(lowestVoluntary) >= product(lowest) ? lowestVoluntary : lowest;
  return total - product(cut);
}

function lowestByScore(rounds: readonly BuchholzRound[]): BuchholzRound | undefined {
  let best: BuchholzRound | undefined;
  for (const round of rounds) {
    if (
      best === undefined ||
      round.value < best.value ||
      (round.value === best.value && product(round) < product(best))
    ) {
      best = round;
    }
  }
  return best;
}

/**
 * Koya (art. 9.2), in tenths: the points scored against opponents whose final
 * score is at least half the maximum. Forfeit results count, as in FIDE's
 * calculator. The maximum is a win in every round in a Swiss; in a round robin
 * a win in every game a player is scheduled to play against someone who played
 * at all (so the bye of an odd field and a no-show do not raise the bar).
 *
 * @example
 * koya(context, 1); // 20 (2 points)
 */
export function koya(context: TiebreakContext, startNumber: number): Tenths {
  const twiceLimit = context.points.win * koyaGames(context);
  let total = 0;
  for (const view of viewOfPlayer(context, startNumber).rounds) {
    if (view.opponent === null || view.kind === 'unplayed') continue;
    if (2 * viewOfPlayer(context, view.opponent).score >= twiceLimit) total += view.points;
  }
  return total;
}

const koyaGamesCache = new WeakMap<TiebreakContext, number>();

function koyaGames(context: TiebreakContext): number {
  if (context.system === 'swiss') return context.rounds;
  const cached = koyaGamesCache.get(context);
  if (cached !== undefined) return cached;
  const playedAtAll = new Set<number>();
  for (const [startNumber, view] of context.players) {
    if (view.rounds.some((round) => round.kind === 'played')) playedAtAll.add(startNumber);
  }
  let games = 0;
  for (const view of context.players.values()) {
    const scheduled = view.rounds.filter(
      (round) => round.opponent !== null && round.kind !== 'unplayed' && playedAtAll.has(round.opponent),
    ).length;
    games = Math.max(games, scheduled);
  }
  koyaGamesCache.set(context, games);
  return games;
}

/**
 * The club Sonneborn-Berger, in twentieths: the final scores of the opponents
 * the player beat plus half the scores of those drawn (forfeits count as the
 * result they gave; byes count nothing).
 */
export function simpleSonnebornBerger(context: TiebreakContext, startNumber: number): Twentieths {
  let total = 0;
  for (const view of viewOfPlayer(context, startNumber).rounds) {
    if (view.opponent === null || view.kind === 'unplayed') continue;
    total += viewOfPlayer(context, view.opponent).score * view.standardHalves;
  }
  return total;
}
