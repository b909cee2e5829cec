/**
 * Reads a FIDE Tournament Report File (TRF16 with JaVaFo's `XX?` extensions, and
 * the TRF-2026 records) into the shared tournament model.
 *
 * Lenient where real files vary: any line ending, short lines, missing trailing
 * round blocks, a blank rating. Strict where a mistake would corrupt a
 * tournament: every problem is an `InputError` naming the line and column and
 * saying what is wrong, and the rounds of opponents must mirror each other.
 * Bounded: nothing the reader builds is larger than what the file holds.
 *
 * One module per record family: ./read-header.ts (header lines),
 * ./read-players.ts (`001`), ./read-extensions.ts (prohibited pairings,
 * acceleration, byes, absences), ./read-checks.ts (checks across lines).
 */

import { InputError } from '../errors';
import type { Player, Tournament } from '../model';
import { Problems } from './read-context';
import { ExtensionsReader, type FileFacts } from './read-extensions';
import { HeaderReader } from './read-header';
import { readPlayerLine, type ParsedPlayer } from './read-players';
import { applyAbsences, checkedRoundsPlayed, checkOpponents, checkTotalRounds, padToRoundsPlayed, playersByNumber, readWarnings } from './read-checks';
import type { TrfFile, TrfStanding } from './types';

export { countRoundsPlayed, roundColumn } from './rounds';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Reads the text of a TRF into a `TrfFile`.
 *
 * Throws an `InputError` (or `InputErrors`, when there are several) whose message
 * starts with the place: `club.trf, line 14, column 99: result 'x' is not a TRF
 * result code (1 = 0 + - W D L H F U Z)`; `location.row` is the line number.
 *
 * Each player's `rounds` runs through `roundsPlayed` (rounds missing from a short
 * line are blank entries: no opponent, no result), plus any later entries the
 * line has, such as an absence announced for the next round.
 *
 * @example
 * const file = readTrf(text, 'club.trf');
 * file.tournament.players[0].rounds[0]; // { opponent: 4, colour: 'white', result: '0' }
 * file.roundsPlayed; // 5
 */
export function readTrf(text: string, source?: string): TrfFile {
  const problems = new Problems(source);
  const header = new HeaderReader(problems);
  const extensions = new ExtensionsReader(problems);
  const parsedLines: ParsedPlayer[] = [];
  let encodedTypeLine = 0;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const number = index + 1;
    const tag = line.slice(0, 3).toUpperCase();
    if (tag === '001') {
      const parsed = readPlayerLine(problems, line, number);
      if (parsed !== null) parsedLines.push(parsed);
      return;
    }
    if (tag === '192' && header.header.encodedTournamentType === undefined) encodedTypeLine = number;
    if (!header.read(tag, line, number) && !extensions.read(tag, line, number)) header.keepUnknown(line);
  });

  const points = header.pointSystem();
  problems.throwIfAny();
  if (parsedLines.length === 0) {
    throw new InputError('the file has no player lines (001); is it a Tournament Report File?', problems.location());
  }
  const byNumber = playersByNumber(problems, parsedLines);
  problems.throwIfAny();
  const parsedPlayers = [...byNumber.values()].sort((a, b) => a.player.startNumber - b.player.startNumber);

  const encoded = header.header.encodedTournamentType;
  const facts: FileFacts = {
    startNumbers: parsedPlayers.map((parsed) => parsed.player.startNumber),
    totalRounds: header.totalRounds,
    encodedTournamentType: encoded === undefined ? undefined : { value: encoded, line: encodedTypeLine },
  };
  // Every count is checked against the file before anything is built from it.
  extensions.checkAgainst(facts);
  const roundsPlayed = checkedRoundsPlayed(problems, parsedPlayers, header.totalRounds);
  problems.throwIfAny();

  padToRoundsPlayed(parsedPlayers, roundsPlayed!);
  applyAbsences(problems, extensions.announcedAbsences(), byNumber, roundsPlayed!);
  checkTotalRounds(problems, parsedPlayers, header.totalRounds);
  checkOpponents(problems, parsedPlayers, byNumber);
  problems.throwIfAny();

  const players: Player[] = parsedPlayers.map((parsed) => ({ ...parsed.player, rounds: parsed.rounds }));
  const tournament: Mutable<Tournament> = { players, points };
  const head = header.finish();
  if (head.name !== undefined) tournament.name = head.name;
  if (header.totalRounds !== undefined) tournament.totalRounds = header.totalRounds.value;
  if (header.initialColour !== undefined) tournament.initialColour = header.initialColour.value;
  const forbiddenPairs = extensions.forbiddenPairs(roundsPlayed! + 1);
  if (forbiddenPairs.length > 0) tournament.forbiddenPairs = forbiddenPairs;
  const acceleration = extensions.accelerationMap(facts);
  if (acceleration.size > 0) tournament.acceleration = acceleration;
  extensions.finishHeader(head);

  const standings = new Map<number, TrfStanding>(parsedPlayers.map((parsed) => [parsed.player.startNumber, parsed.standing]));
  return {
    tournament,
    header: head,
    unknownLines: header.unknownLines,
    roundsPlayed: roundsPlayed!,
    standings,
    warnings: readWarnings(source, parsedPlayers, players, points, roundsPlayed!, extensions.announcedByes()),
  };
}
