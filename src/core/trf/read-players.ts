/**
 * The TRF reader's player records (`001`): the fixed columns of a player and
 * one `OOOO C R` block per round, each checked on its own. Whether opponents
 * mirror each other is checked once every line is read (./read-checks.ts).
 */

import type { Colour, Player, ResultCode, RoundEntry } from '../model';
import { characterAt, columns, columnWidth, parseTenths, parseWhole } from './fields';
import type { Problems } from './read-context';
import { roundColumn } from './rounds';
import type { TrfStanding } from './types';

/** The result codes of TRF16, as the error message lists them. */
const RESULT_CODES = '1=0+-WDLHFUZ';
const RESULT_LIST = '1 = 0 + - W D L H F U Z';
/** Results of a game over the board: they need an opponent and a colour. */
const GAME_RESULTS = '1=0WDL';
/** Results of a round without an opponent. */
const BYE_RESULTS = 'UHFZ';

/** Where a round entry came from, for messages about it. */
export interface EntryPlace {
  readonly line: number;
  readonly column: number;
}

/** A `001` line as read: the player, their round entries and where each came from. */
export interface ParsedPlayer {
  readonly player: Omit<Player, 'rounds'>;
  readonly rounds: RoundEntry[];
  readonly places: EntryPlace[];
  readonly line: number;
  readonly standing: TrfStanding;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Columns that TRF keeps blank between the fields of a `001` line. */
const SEPARATOR_COLUMNS = [9, 14, 48, 53, 57, 69, 80, 85, 90, 91];

/**
 * Reads one `001` line; `null` after reporting its problems.
 *
 * @example
 * readPlayerLine(problems, '001    1      Able …  1500 …   4 w 1', 3)?.rounds[0]; // { opponent: 4, colour: 'white', result: '1' }
 */
export function readPlayerLine(problems: Problems, line: string, number: number): ParsedPlayer | null {
  const problemsBefore = problems.count;
  const startText = columns(line, 5, 8);
  const startNumber = parseWhole(startText);
  if (startNumber === null || startNumber < 1) {
    problems.fail(`start number '${startText.trim()}' (columns 5-8) is not a whole number from 1 to 9999`, number, 5);
  }
  const ratingText = columns(line, 49, 52);
  const rating = ratingText.trim() === '' ? 0 : parseWhole(ratingText);
  if (rating === null) problems.fail(`rating '${ratingText.trim()}' (columns 49-52) is not a whole number`, number, 49);
  const pointsText = columns(line, 81, 84);
  const points = pointsText.trim() === '' ? null : parseTenths(pointsText);
  if (points === null && pointsText.trim() !== '') {
    problems.fail(`points '${pointsText.trim()}' (columns 81-84) are not a number of points like 2.5`, number, 81);
  }
  const rankText = columns(line, 86, 89);
  const rank = rankText.trim() === '' ? null : parseWhole(rankText);
  if (rank === null && rankText.trim() !== '') problems.fail(`rank '${rankText.trim()}' (columns 86-89) is not a whole number`, number, 86);
  for (const column of SEPARATOR_COLUMNS) {
    const char = characterAt(line, column);
    if (char !== '' && char !== ' ') {
      problems.fail(
        `'${char}' where TRF keeps a space between fields: the line is out of its columns (name 15-47, rating 49-52, points 81-84, rank 86-89, round 1 from 92)`,
        number,
        column,
      );
      break;
    }
  }
  const rounds: RoundEntry[] = [];
  const places: EntryPlace[] = [];
  for (let round = 1, width = columnWidth(line); roundColumn(round) <= width; round++) {
    const entry = readRoundBlock(problems, line, number, round, startNumber);
    // Once a block is out of its columns, so are the ones after it: one message is enough.
    if (entry === 'misaligned') break;
    if (entry === null) continue;
    rounds.push(entry);
    places.push({ line: number, column: roundColumn(round) });
  }
  if (problems.count > problemsBefore) return null;
  const text = (first: number, last: number): string | undefined => {
    const value = columns(line, first, last).trim();
    return value === '' ? undefined : value;
  };
  const player: Mutable<Omit<Player, 'rounds'>> = { startNumber: startNumber!, name: columns(line, 15, 47).trim(), rating: rating! };
  const optional = { sex: text(10, 10), title: text(11, 13), federation: text(54, 56), fideId: text(58, 68), birthDate: text(70, 79) };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (player as Record<string, unknown>)[key] = value;
  }
  return { player, rounds, places, line: number, standing: { points, rank } };
}

/** One `OOOO C R` block, checked on its own; `null` or `'misaligned'` after reporting a problem. */
function readRoundBlock(problems: Problems, line: string, number: number, round: number, self: number | null): RoundEntry | null | 'misaligned' {
  const start = roundColumn(round);
  for (const column of [start + 4, start + 6, start - 2, start - 1]) {
    const char = characterAt(line, column);
    if ((round > 1 || column > start) && char !== '' && char !== ' ') {
      problems.fail(`'${char}' where TRF keeps a space: round ${round} must be 'OOOO C R' in columns ${start}-${start + 7} (opponent, colour, result)`, number, column);
      return 'misaligned';
    }
  }
  const opponentText = columns(line, start, start + 3);
  const colourText = columns(line, start + 5, start + 5);
  const resultText = columns(line, start + 7, start + 7);
  let opponent: number | null = null;
  if (opponentText.trim() !== '') {
    const value = parseWhole(opponentText);
    if (value === null) {
      problems.fail(`opponent '${opponentText.trim()}' in round ${round} is not a start number (0000 for none)`, number, start);
      return null;
    }
    opponent = value === 0 ? null : value;
  }
  const colour = colourOf(colourText);
  if (colour === undefined) {
    problems.fail(`colour '${colourText}' in round ${round} is not w, b or - (no game)`, number, start + 5);
    return null;
  }
  const result = (resultText === '' ? ' ' : resultText.toUpperCase()) as ResultCode;
  if (result !== ' ' && !RESULT_CODES.includes(result)) {
    problems.fail(`result '${resultText}' is not a TRF result code (${RESULT_LIST})`, number, start + 7);
    return null;
  }
  if (opponent === null) {
    if (colour !== null) {
      problems.fail(`colour '${colourText}' in round ${round} without an opponent (0000); use - for a round without a game`, number, start + 5);
      return null;
    }
    if (GAME_RESULTS.includes(result)) {
      problems.fail(
        `result '${resultText}' in round ${round} is a game result but there is no opponent (0000); a round without a game is U, H, F, Z or blank`,
        number,
        start + 7,
      );
      return null;
    }
  } else {
    if (opponent === self) {
      problems.fail(`player ${self} is paired against themselves in round ${round}`, number, start);
      return null;
    }
    if (BYE_RESULTS.includes(result)) {
      problems.fail(`result '${resultText}' in round ${round} is a bye but an opponent (${opponent}) is given; a bye has opponent 0000`, number, start + 7);
      return null;
    }
    if (colour === null && GAME_RESULTS.includes(result)) {
      problems.fail(`a game played in round ${round} needs colour w or b, not '${colourText}'`, number, start + 5);
      return null;
    }
  }
  return { opponent, colour, result };
}

/** The colour letter of a round block: `null` for no game, `undefined` when it is not a colour. */
function colourOf(text: string): Colour | null | undefined {
  switch (text.toLowerCase()) {
    case 'w':
      return 'white';
    case 'b':
      return 'black';
    case '-':
    case ' ':
    case '':
      return null;
    default:
      return undefined;
  }
}

/** A round entry that says nothing: no opponent, no colour, no result. */
export function isBlank(entry: RoundEntry): boolean {
  return entry.opponent === null && entry.colour === null && entry.result === ' ';
}
