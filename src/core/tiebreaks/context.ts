/**
 * What every tie-break reads: each player's rounds classified the way C.07
 * art. 16 needs them (played game, forfeit, round without opponent), final
 * scores, and the score "as the opponents see it" (art. 16.3).
 *
 * All points are tenths (model.ts); products (Sonneborn-Berger) are kept in
 * hundredths so that nothing is ever a float until the API boundary.
 */
import { InputError } from '../errors';
import {
  pointsFor,
  type Colour,
  type Player,
  type PointSystem,
  type ResultCode,
  type Tenths,
  type Tournament,
} from '../model';
import type { TournamentSystem } from './codes';

/**
 * - `played`: a game over the board (`1 = 0 W D L` with an opponent);
 * - `forfeit`: an opponent was scheduled, the game was not played (`+ -`, double forfeits included);
 * - `unplayed`: no opponent at all (`U H F Z`, blank, or no entry for the round).
 */
export type RoundKind = 'played' | 'forfeit' | 'unplayed';

export interface RoundView {
  /** 1-based round number. */
  readonly round: number;
  readonly opponent: number | null;
  readonly colour: Colour | null;
  readonly result: ResultCode;
  readonly points: Tenths;
  readonly kind: RoundKind;
  /**
   * A voluntarily unplayed round (VUR, art. 16.5 of the 2026 rules): an unplayed
   * round that the player chose or caused and that did not score a win — `H`,
   * `Z`, a forfeit loss (double forfeits too), an absence. A pairing-allocated
   * bye, a full-point bye and a forfeit win are not VURs. In a round robin a
   * forfeit is treated as a game against the scheduled opponent, so it is not
   * a VUR either (as FIDE's calculator does).
   */
  readonly voluntary: boolean;
  /**
   * The round's result on the 1 / ½ / 0 scale in halves (2, 1, 0), by comparing
   * its points with a draw, whatever the point system: what Standard Points
   * (STD) adds up and games won and performance ratings count. (Sonneborn-Berger
   * multiplies by `points` instead, as FIDE's calculator does.)
   */
  readonly standardHalves: 0 | 1 | 2;
}

export interface PlayerView {
  readonly player: Player;
  readonly startNumber: number;
  /** Exactly `rounds` entries, round 1 first. */
  readonly rounds: readonly RoundView[];
  /** Final score over the rounds considered. */
  readonly score: Tenths;
  /**
   * The score the player's opponents use for their Buchholz (art. 16.3): real
   * points, except that an absence without opponent (`H`, `Z`, blank) after the
   * player's last active round counts as a draw. Active rounds are played games,
   * forfeit wins, and `U` / `F` byes.
   */
  readonly adjustedScore: Tenths;
}

export interface TiebreakContext {
  readonly tournament: Tournament;
  readonly system: TournamentSystem;
  readonly points: PointSystem;
  /** Number of rounds considered (`throughRound`, at most the rounds recorded). */
  readonly rounds: number;
  readonly players: ReadonlyMap<number, PlayerView>;
  /** Start numbers in ascending order. */
  readonly startNumbers: readonly number[];
}

export interface ContextOptions {
  readonly system: TournamentSystem;
  /** Consider rounds 1..throughRound only (intermediate standings). Default and maximum: every round recorded. */
  readonly throughRound?: number;
}

/**
 * Classifies every round of every player once, for all the tie-breaks.
 *
 * @example
 * const context = createTiebreakContext(tournament, { system: 'swiss' });
 * context.players.get(1)?.adjustedScore; // tenths
 */
export function createTiebreakContext(tournament: Tournament, options: ContextOptions): TiebreakContext {
  const recorded = Math.max(0, ...tournament.players.map((player) => player.rounds.length));
  // Rounds nobody has an entry for have not happened yet: they must not count as absences.
  const rounds =
    options.throughRound === undefined ? recorded : Math.max(0, Math.min(recorded, Math.floor(options.throughRound)));
  const points = tournament.points;
  const known = new Set(tournament.players.map((player) => player.startNumber));
  const players = new Map<number, PlayerView>();
  for (const player of tournament.players) {
    const views: RoundView[] = [];
    for (let index = 0; index < rounds; index++) {
      views.push(viewOf(player, index, points, known, options.system));
    }
    const score = views.reduce((sum, view) => sum + view.points, 0);
    players.set(player.startNumber, {
      player,
      startNumber: player.startNumber,
      rounds: views,
      score,
      adjustedScore: adjustedScore(views, points),
    });
  }
  const startNumbers = [...players.keys()].sort((a, b) => a - b);
  return { tournament, system: options.system, points, rounds, players, startNumbers };
}

/** A round's view, with the points the entry gives when they are not its result's (RoundEntry.points). */
function viewOf(
  player: Player,
  index: number,
  points: PointSystem,
  known: ReadonlySet<number>,
  system: TournamentSystem,
): RoundView {
  const view = classify(player, index, points, known, system);
  const scored = player.rounds[index]?.points;
  return scored === undefined ? view : { ...view, points: scored, standardHalves: halvesOf(scored, points) };
}

function classify(
  player: Player,
  index: number,
  points: PointSystem,
  known: ReadonlySet<number>,
  system: TournamentSystem,
): RoundView {
  const entry = player.rounds[index];
  const round = index + 1;
  if (entry === undefined) {
    // No entry: the player was not in the round (withdrawn or not yet entered).
    return unplayedView(round, ' ', points);
  }
  if (entry.opponent !== null && !known.has(entry.opponent)) {
    throw new InputError(
      `Player ${player.startNumber} (${player.name}) has opponent ${entry.opponent} in round ${round}, ` +
        'who is not in the tournament.',
      { row: player.startNumber, column: `round ${round}` },
    );
  }
  if (entry.opponent !== null && '1=0WDL'.includes(entry.result)) {
    return makeView(round, entry.opponent, entry.colour, entry.result, 'played', false, points);
  }
  if (entry.opponent !== null && (entry.result === '+' || entry.result === '-')) {
    // In a round robin a forfeit is treated as a game against the scheduled opponent, not as an unplayed round.
    const voluntary = system === 'swiss' && entry.result === '-';
    return makeView(round, entry.opponent, entry.colour, entry.result, 'forfeit', voluntary, points);
  }
  // A round with no opponent, or a scheduled game without a result: nothing was played.
  return unplayedView(round, entry.opponent === null ? entry.result : ' ', points);
}

function unplayedView(round: number, result: ResultCode, points: PointSystem): RoundView {
  // Only U (allocated by the pairing) and F (a full point) are not the player's own choice.
  const voluntary = !(result === 'U' || result === 'F' || result === '+' || result === '1' || result === 'W');
  return makeView(round, null, null, result, 'unplayed', voluntary, points);
}

function makeView(
  round: number,
  opponent: number | null,
  colour: Colour | null,
  result: ResultCode,
  kind: RoundKind,
  voluntary: boolean,
  points: PointSystem,
): RoundView {
  const scored = pointsFor(result, points);
  return { round, opponent, colour, result, points: scored, kind, voluntary, standardHalves: halvesOf(scored, points) };
}

function halvesOf(scored: Tenths, points: PointSystem): 0 | 1 | 2 {
  return scored > points.draw ? 2 : scored === points.draw ? 1 : 0;
}

/** Art. 16.3: trailing absences count as draws for the opponents' Buchholz. */
function adjustedScore(views: readonly RoundView[], points: PointSystem): Tenths {
  let lastActive = 0;
  for (const view of views) {
    const active =
      view.kind === 'played' ||
      (view.kind === 'forfeit' && view.result === '+') ||
      (view.kind === 'unplayed' && !view.voluntary);
    if (active) lastActive = view.round;
  }
  let total = 0;
  for (const view of views) {
    const trailingAbsence = view.kind === 'unplayed' && view.voluntary && view.round > lastActive;
    total += trailingAbsence ? points.draw : view.points;
  }
  return total;
}

/** The view of a start number that must exist (an opponent already checked). */
export function viewOfPlayer(context: TiebreakContext, startNumber: number): PlayerView {
  const view = context.players.get(startNumber);
  if (view === undefined) throw new RangeError(`No player with start number ${startNumber}`);
  return view;
}

/** Rounds with an opponent that count as encounters: played games, and in a round robin forfeits too. */
export function countsAsEncounter(context: TiebreakContext, view: RoundView): boolean {
  return view.kind === 'played' || (context.system === 'round-robin' && view.kind === 'forfeit');
}
