/**
 * Tie-breaks that count rounds or add up the player's own results (C.07 art. 7):
 * rounds won, games won, games with Black, rounds elected to play, progressive
 * score, standard points.
 */
import type { Tenths } from '../model';
import { viewOfPlayer, type TiebreakContext } from './context';

/**
 * WIN (art. 7.1): rounds in which the player scored as much as a win, with or
 * without playing — forfeit wins and a pairing-allocated bye worth a win count.
 *
 * @example
 * roundsWon(context, 1); // 4
 */
export function roundsWon(context: TiebreakContext, startNumber: number): number {
  return viewOfPlayer(context, startNumber).rounds.filter((view) => view.points >= context.points.win).length;
}

/** WON (art. 7.2): games won over the board. */
export function gamesWon(context: TiebreakContext, startNumber: number): number {
  return viewOfPlayer(context, startNumber).rounds.filter(
    (view) => view.kind === 'played' && view.standardHalves === 2,
  ).length;
}

/** BPG (art. 7.3): games played over the board with Black; forfeits do not count. */
export function gamesWithBlack(context: TiebreakContext, startNumber: number): number {
  return viewOfPlayer(context, startNumber).rounds.filter((view) => view.kind === 'played' && view.colour === 'black')
    .length;
}

/** BWG (art. 7.4): games won over the board with Black. */
export function gamesWonWithBlack(context: TiebreakContext, startNumber: number): number {
  return viewOfPlayer(context, startNumber).rounds.filter(
    (view) => view.kind === 'played' && view.colour === 'black' && view.standardHalves === 2,
  ).length;
}

/**
 * REP (art. 7.5): rounds the player elected to play — games played, plus
 * unplayed rounds that scored a win (a forfeit win, a bye worth a win): the
 * player was there and ready.
 */
export function roundsElectedToPlay(context: TiebreakContext, startNumber: number): number {
  return viewOfPlayer(context, startNumber).rounds.filter(
    (view) => view.kind === 'played' || view.points >= context.points.win,
  ).length;
}

/**
 * PS (art. 7.6), in tenths: the sum of the running score after each round.
 * `cut` drops that many of the first rounds' running totals (PS/C1).
 *
 * @example
 * progressiveScore(context, 1); // 180 for 1, 1, ½, 1, ½, 1
 */
export function progressiveScore(context: TiebreakContext, startNumber: number, cut = 0): Tenths {
  let running = 0;
  let total = 0;
  for (const view of viewOfPlayer(context, startNumber).rounds) {
    running += view.points;
    if (view.round > cut) total += running;
  }
  return total;
}

/**
 * STD (2026 edition): standard points, each round scored 1 / ½ / 0 by comparing
 * its points with a draw, so events with other point systems compare like
 * classical ones. In halves of a point.
 */
export function standardPoints(context: TiebreakContext, startNumber: number): number {
  return viewOfPlayer(context, startNumber).rounds.reduce((sum, view) => sum + view.standardHalves, 0);
}
