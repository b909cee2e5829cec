/**
 * Tiny builders for the tie-break tests: a tournament typed as a cross table,
 * one round at a time, with players by name.
 *
 * ```ts
 * const event = tournament(['Ann', 2000], ['Bob', 1900], ['Cy', 1800])
 *   .round('Ann - Bob 1-0', 'Cy: U')
 *   .round('Cy - Ann ½-½', 'Bob: H');
 * event.build(); // a model Tournament; start numbers in the order typed
 * event.no('Cy'); // 3
 * ```
 *
 * Boards are `'White - Black result'` with result `1-0`, `0-1`, `½-½` (or `=`),
 * `+/-`, `-/+` (forfeit win for White / Black) or `-/-` (double forfeit).
 * Rounds without opponent are `'Name: U'` (pairing-allocated bye), `H`, `F` or
 * `Z`. A player not mentioned in a round gets `Z` (absent).
 */
import type { Tournament } from '../../src/core/model';
import { computeStandings, type TiebreakCode, type TournamentSystem } from '../../src/core/tiebreaks';
import { TypedEvent, type TypedPlayer } from './typed-rounds';

export class TournamentBuilder extends TypedEvent {
  private totalRounds: number | undefined;

  /** One round: boards and byes, as described in the file header. */
  round(...items: readonly string[]): this {
    this.typeRound(items, false);
    return this;
  }

  planned(rounds: number): this {
    this.totalRounds = rounds;
    return this;
  }

  build(): Tournament {
    return { players: this.players(), points: this.points, totalRounds: this.totalRounds ?? this.roundsTyped };
  }
}

/** A tournament typed by names (rated 2000, 1990, … unless given `[name, rating]`). */
export function tournament(...players: readonly TypedPlayer[]): TournamentBuilder {
  return new TournamentBuilder(players);
}

/**
 * Every player's values for the given codes, by name, as `computeStandings`
 * reports them (DE in the context of the list).
 */
export function tiebreakTable(
  event: TournamentBuilder,
  system: TournamentSystem,
  codes: readonly string[],
  throughRound?: number,
): Record<string, Partial<Record<TiebreakCode, number | null>>> {
  const rows = computeStandings(event.build(), {
    system,
    tiebreaks: codes,
    ...(throughRound === undefined ? {} : { throughRound }),
  });
  return Object.fromEntries(rows.map((row) => [event.nameOf(row.startNumber), row.tiebreaks]));
}

/** One code's value for every player, by name. */
export function column(
  event: TournamentBuilder,
  system: TournamentSystem,
  code: string,
  throughRound?: number,
): Record<string, number | null> {
  const table = tiebreakTable(event, system, [code], throughRound);
  const canonical = Object.keys(Object.values(table)[0] ?? {})[0] as TiebreakCode;
  return Object.fromEntries(Object.entries(table).map(([name, values]) => [name, values[canonical] ?? null]));
}

/** The standings as `'rankLabel name'` lines, best first. */
export function standingsByName(
  event: TournamentBuilder,
  options: Parameters<typeof computeStandings>[1],
): string[] {
  return computeStandings(event.build(), options).map((row) => `${row.rankLabel} ${event.nameOf(row.startNumber)}`);
}
