/**
 * What the Dutch rules need to know about each player before a round is paired:
 * pairing score, colour history of played games, colour preference, floats,
 * opponents met, and PAB eligibility. Built from rounds 1..round−1 only.
 */

import { isPlayedGame, pointsFor, type Colour, type Player, type Tenths, type Tournament } from '../model';
import { colourNumbers, colourPreferenceOf, type ColourHistory } from './colour';

export type Float = 'down' | 'up' | null;

export interface PlayerState extends ColourHistory {
  /** Score used for pairing: real points plus acceleration (Baku) for this round. */
  readonly score: Tenths;
  /** Real points scored so far. */
  readonly realScore: Tenths;
  /** Start numbers of opponents actually played (forfeits excluded). */
  readonly opponents: ReadonlySet<number>;
  /** Float received one round before (index 0) and two rounds before (index 1). */
  readonly floats: readonly [Float, Float];
  /** C2: false once the player had a PAB or scored a win's points without playing. */
  readonly canReceivePairingAllocatedBye: boolean;
  /** Rounds so far without a played game (C9). */
  readonly unplayedRounds: number;
}

/** Pairing score of a player before `round` (1-based), acceleration included. */
function pairingScoreBefore(tournament: Tournament, player: Player, round: number): Tenths {
  let total = 0;
  for (let r = 0; r < round - 1 && r < player.rounds.length; r++) total += pointsFor(player.rounds[r]!.result, tournament.points);
  const extra = tournament.acceleration?.get(player.startNumber)?.[round - 1] ?? 0;
  return total + extra;
}

/**
 * Computes every player's state before `round`.
 * Floats follow the reference engine: a played game against a lower (higher)
 * pairing score is a downfloat (upfloat); an unplayed round scoring more than a
 * loss (PAB, forfeit win, half- or full-point bye) is a downfloat.
 */
export function playerStates(tournament: Tournament, round: number): Map<number, PlayerState> {
  const byNumber = new Map<number, Player>();
  for (const player of tournament.players) byNumber.set(player.startNumber, player);
  // Pairing scores before each earlier round, for the float history.
  const scoreBefore = (player: Player, r: number): Tenths => pairingScoreBefore(tournament, player, r);
  const isFinalRound = tournament.totalRounds !== undefined && round === tournament.totalRounds;
  const points = tournament.points;
  const numbers = colourNumbers(tournament, round);
  const states = new Map<number, PlayerState>();
  for (const player of tournament.players) {
    const colours: Colour[] = [];
    const opponents = new Set<number>();
    let eligible = true;
    let unplayed = 0;
    for (let r = 0; r < round - 1; r++) {
      const entry = player.rounds[r];
      if (entry === undefined) {
        unplayed++;
        continue;
      }
      if (isPlayedGame(entry)) {
        colours.push(entry.colour!);
        opponents.add(entry.opponent!);
      } else {
        unplayed++;
        if (entry.result === 'U') eligible = false;
        else if (entry.result !== ' ' && pointsFor(entry.result, points) >= points.win && points.win > points.loss) eligible = false;
      }
    }
    const floats: [Float, Float] = [null, null];
    for (let back = 1; back <= 2; back++) {
      const r = round - back; // 1-based round
      if (r < 1) continue;
      const entry = player.rounds[r - 1];
      if (entry === undefined) continue;
      if (isPlayedGame(entry)) {
        const opponent = byNumber.get(entry.opponent!);
        if (opponent === undefined) continue;
        const mine = scoreBefore(player, r);
        const theirs = scoreBefore(opponent, r);
        floats[back - 1] = mine > theirs ? 'down' : mine < theirs ? 'up' : null;
      } else if (entry.result !== ' ' && pointsFor(entry.result, points) > points.loss) {
        floats[back - 1] = 'down';
      }
    }
    const realScore = scoreBefore(player, round) - (tournament.acceleration?.get(player.startNumber)?.[round - 1] ?? 0);
    states.set(player.startNumber, {
      startNumber: player.startNumber,
      score: scoreBefore(player, round),
      realScore,
      colours,
      ...colourPreferenceOf(colours),
      opponents,
      floats,
      canReceivePairingAllocatedBye: eligible,
      unplayedRounds: unplayed,
      topscorer: isFinalRound && realScore * 2 > (round - 1) * points.win,
      // Absent players who were never paired have no 5.2.5 number; they are not paired either.
      pairingNumber: numbers.get(player.startNumber) ?? player.startNumber,
    });
  }
  return states;
}
