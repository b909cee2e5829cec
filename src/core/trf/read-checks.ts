/**
 * The TRF reader's checks across lines, once every line is read: one line per
 * start number, rounds that follow one another within the total, opponents
 * that mirror each other, and the warnings about columns that disagree.
 */

import { scoreOf, type Colour, type Player, type PointSystem } from '../model';
import { formatTenths } from './fields';
import type { Problems } from './read-context';
import { isBlank, type ParsedPlayer } from './read-players';
import { countRoundsPlayed, roundColumn } from './rounds';
import type { TrfBye } from './types';

/** What the opponent's entry must say for each result (`-` against `-` is a double forfeit). */
const MIRRORED: Readonly<Record<string, readonly string[]>> = {
  '1': ['0'],
  '=': ['='],
  '0': ['1'],
  '+': ['-'],
  '-': ['+', '-'],
  W: ['L'],
  D: ['D'],
  L: ['W'],
  ' ': [' '],
};

/** The players by start number; a second line with the same number is reported. */
export function playersByNumber(problems: Problems, players: readonly ParsedPlayer[]): Map<number, ParsedPlayer> {
  const byNumber = new Map<number, ParsedPlayer>();
  for (const parsed of players) {
    const previous = byNumber.get(parsed.player.startNumber);
    if (previous !== undefined) problems.fail(`start number ${parsed.player.startNumber} is already used on line ${previous.line}`, parsed.line, 5);
    else byNumber.set(parsed.player.startNumber, parsed);
  }
  return byNumber;
}

/**
 * The rounds played, checked before any player is padded to them: within the
 * total rounds when the file gives them, and with no round that every player
 * left blank (a game in round 200,000 of a one-round file is a mistake, and
 * would otherwise give every player 200,000 rounds). `null` after reporting.
 */
export function checkedRoundsPlayed(
  problems: Problems,
  players: readonly ParsedPlayer[],
  totalRounds: { readonly value: number; readonly line: number } | undefined,
): number | null {
  const roundsPlayed = countRoundsPlayed(players);
  const lastPlace = (): { line: number; column: number } => {
    for (const parsed of players) {
      const entry = parsed.rounds[roundsPlayed - 1];
      if (entry !== undefined && (entry.opponent !== null || entry.result === 'U')) return parsed.places[roundsPlayed - 1]!;
    }
    return { line: players[0]?.line ?? 1, column: roundColumn(roundsPlayed) };
  };
  if (totalRounds !== undefined && roundsPlayed > totalRounds.value) {
    checkTotalRounds(problems, players, totalRounds);
    return null;
  }
  const used = new Set<number>();
  for (const parsed of players) {
    parsed.rounds.forEach((entry, index) => {
      if (index < roundsPlayed && !isBlank(entry)) used.add(index + 1);
    });
  }
  if (used.size < roundsPlayed) {
    let empty = 1;
    while (used.has(empty)) empty++;
    const place = lastPlace();
    problems.fail(
      `a game or bye in round ${roundsPlayed}, but round ${empty} is blank on every 001 line (${roundsPlayed - used.size} blank round${roundsPlayed - used.size === 1 ? '' : 's'}); rounds follow one another from round 1`,
      place.line,
      place.column,
    );
    return null;
  }
  return roundsPlayed;
}

/**
 * Short lines are blank rounds up to the last round played; after it, only
 * entries that say something (an announced absence) are kept.
 */
export function padToRoundsPlayed(players: readonly ParsedPlayer[], roundsPlayed: number): void {
  for (const parsed of players) {
    while (parsed.rounds.length < roundsPlayed) {
      parsed.rounds.push({ opponent: null, colour: null, result: ' ' });
      parsed.places.push({ line: parsed.line, column: roundColumn(parsed.rounds.length) });
    }
    while (parsed.rounds.length > roundsPlayed && isBlank(parsed.rounds[parsed.rounds.length - 1]!)) {
      parsed.rounds.pop();
      parsed.places.pop();
    }
  }
}

/**
 * JaVaFo's `XXZ` lists players who miss the round about to be paired. The model
 * says the same with a `Z` entry in that round, which is also how TRF16 writes
 * it, so the reader turns one into the other (and the writer writes the entry).
 */
export function applyAbsences(
  problems: Problems,
  absences: readonly { readonly player: number; readonly line: number; readonly column: number }[],
  byNumber: ReadonlyMap<number, ParsedPlayer>,
  roundsPlayed: number,
): void {
  for (const { player, line, column } of absences) {
    const parsed = byNumber.get(player);
    if (parsed === undefined) {
      problems.fail(`XXZ: player ${player} is not the start number of any player (001 line)`, line, column);
    } else if (parsed.rounds.length === roundsPlayed) {
      parsed.rounds.push({ opponent: null, colour: null, result: 'Z' });
      parsed.places.push({ line, column });
    }
  }
}

/** Entries after the total rounds (a game, or an absence announced for a round that does not exist). */
export function checkTotalRounds(problems: Problems, players: readonly ParsedPlayer[], totalRounds: { readonly value: number; readonly line: number } | undefined): void {
  if (totalRounds === undefined) return;
  const total = totalRounds.value;
  for (const parsed of players) {
    if (parsed.rounds.slice(total).some((entry) => !isBlank(entry))) {
      const place = parsed.places[total]!;
      problems.fail(`round ${total + 1} is beyond the ${total} rounds given on line ${totalRounds.line}`, place.line, place.column);
    }
  }
}

/** Both sides of every game name each other, with opposite colours and mirrored results. */
export function checkOpponents(problems: Problems, players: readonly ParsedPlayer[], byNumber: ReadonlyMap<number, ParsedPlayer>): void {
  for (const parsed of players) {
    const self = parsed.player.startNumber;
    parsed.rounds.forEach((entry, index) => {
      if (entry.opponent === null) return;
      const round = index + 1;
      const place = parsed.places[index]!;
      const other = byNumber.get(entry.opponent);
      if (other === undefined) {
        problems.fail(`opponent ${entry.opponent} in round ${round} is not the start number of any player (001 line)`, place.line, place.column);
        return;
      }
      const back = other.rounds[index];
      if (back === undefined || back.opponent !== self) {
        const says = back === undefined || back.opponent === null ? 'has no opponent in that round' : `lists ${back.opponent} in that round`;
        problems.fail(`player ${self} meets ${entry.opponent} in round ${round}, but player ${entry.opponent} (line ${other.line}) ${says}`, place.line, place.column);
        return;
      }
      // Both sides agree on the pairing: compare once, from the lower start number.
      if (self > entry.opponent) return;
      const colourOk = (entry.colour === null && back.colour === null) || (entry.colour !== null && back.colour !== null && entry.colour !== back.colour);
      if (!colourOk) {
        problems.fail(
          `round ${round}: colours do not mirror: player ${self} has ${colourWord(entry.colour)}, player ${entry.opponent} (line ${other.line}) has ${colourWord(back.colour)}`,
          place.line,
          place.column + 5,
        );
      }
      if (!(MIRRORED[entry.result] ?? []).includes(back.result)) {
        problems.fail(
          `round ${round}: results do not mirror: player ${self} has '${entry.result}', player ${entry.opponent} (line ${other.line}) has '${back.result}'`,
          place.line,
          place.column + 7,
        );
      }
    });
  }
}

/**
 * Things that look wrong but do not stop the file from being used: points
 * columns that disagree with the results, `240` byes that disagree with the
 * round blocks. Each names its line.
 */
export function readWarnings(
  source: string | undefined,
  parsed: readonly ParsedPlayer[],
  players: readonly Player[],
  points: PointSystem,
  roundsPlayed: number,
  byes: readonly (TrfBye & { readonly line: number })[],
): string[] {
  const warnings: string[] = [];
  const where = (line: number, column?: number): string => `${source !== undefined ? `${source}, ` : ''}line ${line}${column !== undefined ? `, column ${column}` : ''}: `;
  parsed.forEach((entry, index) => {
    const declared = entry.standing.points;
    if (declared === null) return;
    // Announced absences after the last round played are not scored yet.
    const computed = scoreOf(players[index]!, points, roundsPlayed);
    if (computed !== declared) {
      warnings.push(`${where(entry.line, 81)}points ${formatTenths(declared)} differ from ${formatTenths(computed)}, the total of the results under the file's point system`);
    }
  });
  const byNumber = new Map(players.map((player) => [player.startNumber, player]));
  for (const bye of byes) {
    for (const number of bye.players) {
      const entry = byNumber.get(number)?.rounds[bye.round - 1];
      if (entry !== undefined && (entry.opponent !== null || (entry.result !== bye.kind && !(bye.kind === 'Z' && entry.result === ' ')))) {
        warnings.push(`${where(bye.line)}240 gives player ${number} bye ${bye.kind} in round ${bye.round}, but the 001 line has '${entry.result}'`);
      }
    }
  }
  return warnings;
}

function colourWord(colour: Colour | null): string {
  return colour === null ? "'-'" : `'${colour === 'white' ? 'w' : 'b'}'`;
}
