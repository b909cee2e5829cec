/**
 * Reads a FIDE Tournament Report File (TRF16 with JaVaFo's `XX?` extensions, and
 * the TRF-2026 records) into the shared tournament model.
 *
 * Lenient where real files vary: any line ending, short lines, missing trailing
 * round blocks, a blank rating. Strict where a mistake would corrupt a
 * tournament: every problem is an `InputError` naming the line and column and
 * saying what is wrong, and the rounds of opponents must mirror each other.
 */

import { InputError, throwIfAny } from '../errors';
import {
  STANDARD_POINTS,
  scoreOf,
  type Colour,
  type Player,
  type PointSystem,
  type ResultCode,
  type RoundEntry,
  type Tenths,
  type Tournament,
} from '../model';
import { columns, formatTenths, parseTenths, parseWhole, TrfInputError } from './fields';
import { PointSystemBuilder, splitAssignments } from './point-systems';
import { normaliseAcceleration } from './acceleration';
import { countRoundsPlayed, roundColumn } from './rounds';
import type {
  TrfAccelerationRange,
  TrfBye,
  TrfFile,
  TrfForbiddenGroup,
  TrfHeader,
  TrfStanding,
  TrfTagStyle,
} from './types';

export { countRoundsPlayed, roundColumn } from './rounds';
export type { TrfAccelerationRange, TrfBye, TrfFile, TrfForbiddenGroup, TrfHeader, TrfStanding, TrfTagStyle } from './types';

/** The result codes of TRF16, as the error message lists them. */
const RESULT_CODES = '1=0+-WDLHFUZ';
const RESULT_LIST = '1 = 0 + - W D L H F U Z';
/** Results of a game over the board: they need an opponent and a colour. */
const GAME_RESULTS = '1=0WDL';
/** Results of a round without an opponent. */
const BYE_RESULTS = 'UHFZ';
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

/** Where a round entry came from, for messages about it. */
interface EntryPlace {
  readonly line: number;
  readonly column: number;
}

interface ParsedPlayer {
  readonly player: Omit<Player, 'rounds'>;
  readonly rounds: RoundEntry[];
  readonly places: EntryPlace[];
  readonly line: number;
  readonly standing: TrfStanding;
}

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
  const reader = new TrfReader(source);
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((line, index) => reader.readLine(line, index + 1));
  return reader.finish();
}

class TrfReader {
  private readonly problems: InputError[] = [];
  private readonly header: Mutable<TrfHeader> = {};
  private readonly unknownLines: string[] = [];
  private readonly players: ParsedPlayer[] = [];
  private totalRounds: { value: number; line: number } | undefined;
  private initialColour: { value: Colour; line: number } | undefined;
  private readonly roundsTags = new Set<'trf16' | 'trf2026'>();
  private readonly colourTags = new Set<'trf16' | 'trf2026'>();
  private readonly pointsTags = new Set<'trf16' | 'trf2026'>();
  private readonly pointLines: { tag: 'XXS' | '162'; line: string; number: number }[] = [];
  private readonly forbidden: (TrfForbiddenGroup & { line: number })[] = [];
  private readonly acceleration = new Map<number, { values: Tenths[]; line: number }>();
  private readonly accelerationRanges: (TrfAccelerationRange & { line: number })[] = [];
  private readonly byes: (TrfBye & { line: number })[] = [];
  private readonly absences: { player: number; line: number; column: number }[] = [];
  private readonly seenTextTags = new Set<string>();

  constructor(private readonly source: string | undefined) {}

  private fail(message: string, line?: number, column?: number): void {
    this.problems.push(
      new TrfInputError(message, {
        ...(this.source !== undefined ? { source: this.source } : {}),
        ...(line !== undefined ? { row: line } : {}),
        ...(column !== undefined ? { column } : {}),
      }),
    );
  }

  readLine(line: string, number: number): void {
    if (line.trim() === '') return;
    const tag = line.slice(0, 3);
    switch (tag.toUpperCase()) {
      case '001':
        return this.readPlayer(line, number);
      case '012':
        return this.readText(line, 'name');
      case '022':
        return this.readText(line, 'city');
      case '032':
        return this.readText(line, 'federation');
      case '042':
        return this.readText(line, 'startDate');
      case '052':
        return this.readText(line, 'endDate');
      case '062':
        return this.readText(line, 'playerCount');
      case '072':
        return this.readText(line, 'ratedPlayerCount');
      case '082':
        return this.readText(line, 'teamCount');
      case '092':
        return this.readText(line, 'tournamentType');
      case '102':
        return this.readText(line, 'chiefArbiter');
      case '112':
        this.header.deputyArbiters = [...(this.header.deputyArbiters ?? []), textAfterTag(line)];
        return;
      case '122':
        return this.readText(line, 'timeControl');
      case '132':
        return this.readRoundDates(line, number);
      case '182':
        return this.readText(line, 'pairingController');
      case '192':
        return this.readText(line, 'encodedTournamentType');
      case '202':
        return this.readText(line, 'tieBreaks');
      case '212':
        return this.readText(line, 'standingsTieBreaks');
      case '222':
        return this.readText(line, 'encodedTimeControl');
      case 'XXR':
        return this.readTotalRounds(line, number, 'trf16');
      case '142':
        return this.readTotalRounds(line, number, 'trf2026');
      case 'XXC':
        return this.readConfiguration(line, number);
      case '152':
        return this.readInitialColour2026(line, number);
      case 'XXS':
        this.pointsTags.add('trf16');
        this.pointLines.push({ tag: 'XXS', line, number });
        return;
      case '162':
        this.pointsTags.add('trf2026');
        this.pointLines.push({ tag: '162', line, number });
        return;
      case 'XXP':
        return this.readForbiddenXxp(line, number);
      case '260':
        return this.readForbidden260(line, number);
      case 'XXA':
        return this.readAccelerationXxa(line, number);
      case '250':
        return this.readAcceleration250(line, number);
      case '240':
        return this.readBye(line, number);
      case 'XXZ':
        return this.readAbsences(line, number);
      default:
        // Comments (`###`), NRS records, team records, other programs' extensions:
        // kept verbatim so that writing the file does not lose them.
        this.unknownLines.push(line);
    }
  }

  private readText(
    line: string,
    field:
      | 'name'
      | 'city'
      | 'federation'
      | 'startDate'
      | 'endDate'
      | 'playerCount'
      | 'ratedPlayerCount'
      | 'teamCount'
      | 'tournamentType'
      | 'chiefArbiter'
      | 'timeControl'
      | 'pairingController'
      | 'encodedTournamentType'
      | 'tieBreaks'
      | 'standingsTieBreaks'
      | 'encodedTimeControl',
  ): void {
    // A second line with the same tag cannot be a field of its own; keeping it
    // verbatim loses nothing and lets writing reproduce it.
    if (this.seenTextTags.has(field)) {
      this.unknownLines.push(line);
      return;
    }
    this.seenTextTags.add(field);
    this.header[field] = textAfterTag(line);
  }

  private readRoundDates(line: string, number: number): void {
    if (this.header.roundDates !== undefined) {
      this.fail('a second 132 line (round dates); give all round dates on one line', number, 1);
      return;
    }
    const dates: string[] = [];
    for (let round = 1; roundColumn(round) <= line.length; round++) {
      dates.push(columns(line, roundColumn(round), roundColumn(round) + 7).trim());
    }
    while (dates.length > 0 && dates[dates.length - 1] === '') dates.pop();
    this.header.roundDates = dates;
  }

  private readTotalRounds(line: string, number: number, style: 'trf16' | 'trf2026'): void {
    const tag = line.slice(0, 3);
    const value = parseWhole(line.slice(3));
    if (value === null || value < 1) {
      this.fail(`${tag} must give the total number of rounds as a whole number, not '${line.slice(3).trim()}'`, number, 5);
      return;
    }
    if (this.totalRounds !== undefined && this.totalRounds.value !== value) {
      this.fail(
        `${tag} says ${value} rounds but line ${this.totalRounds.line} says ${this.totalRounds.value}; give one number of rounds`,
        number,
        5,
      );
      return;
    }
    this.totalRounds = { value, line: number };
    this.roundsTags.add(style);
  }

  private readConfiguration(line: string, number: number): void {
    const words = this.header.configuration ? [...this.header.configuration] : [];
    for (const { word, column } of wordsOf(line, 3)) {
      const lower = word.toLowerCase();
      if (lower === 'white1' || lower === 'black1') {
        this.setInitialColour(lower === 'white1' ? 'white' : 'black', number, column, 'trf16');
      } else {
        words.push(word);
      }
    }
    if (words.length > 0) this.header.configuration = words;
  }

  private readInitialColour2026(line: string, number: number): void {
    const word = line.slice(3).trim().toLowerCase();
    const colour: Colour | null = word === 'w' || word === 'white' ? 'white' : word === 'b' || word === 'black' ? 'black' : null;
    if (colour === null) {
      this.fail(`152 must give the initial colour as W or B, not '${line.slice(3).trim()}'`, number, 5);
      return;
    }
    this.setInitialColour(colour, number, 5, 'trf2026');
  }

  private setInitialColour(colour: Colour, number: number, column: number, style: 'trf16' | 'trf2026'): void {
    if (this.initialColour !== undefined && this.initialColour.value !== colour) {
      this.fail(
        `the initial colour is ${colour} here but ${this.initialColour.value} on line ${this.initialColour.line}; give one initial colour`,
        number,
        column,
      );
      return;
    }
    this.initialColour = { value: colour, line: number };
    this.colourTags.add(style);
  }

  private readForbiddenXxp(line: string, number: number): void {
    const players = this.startNumbers(wordsOf(line, 3), number);
    if (players === null) return;
    if (players.length < 2) {
      this.fail('XXP must list at least two start numbers (players who must not meet)', number, 5);
      return;
    }
    this.forbidden.push({ tag: 'XXP', players, line: number });
  }

  private readForbidden260(line: string, number: number): void {
    const words = wordsOf(line, 3);
    const numbers = this.startNumbers(words, number, 'round or start number');
    if (numbers === null) return;
    if (numbers.length < 4) {
      this.fail('260 must give a first round, a last round and at least two start numbers', number, 5);
      return;
    }
    const [firstRound, lastRound, ...players] = numbers as [number, number, ...number[]];
    if (firstRound < 1 || lastRound < firstRound) {
      this.fail(`260 round range ${firstRound}-${lastRound} is empty; the last round must not come before the first`, number, 5);
      return;
    }
    this.forbidden.push({ tag: '260', players, firstRound, lastRound, line: number });
  }

  private readAccelerationXxa(line: string, number: number): void {
    const words = wordsOf(line, 3);
    const player = words.length > 0 ? parseWhole(words[0]!.word) : null;
    if (player === null || player < 1) {
      this.fail(`XXA must start with a start number (columns 5-8), not '${words[0]?.word ?? ''}'`, number, 5);
      return;
    }
    // Fixed columns first (round r at column 10 + 5(r-1), blanks allowed); lines
    // that were re-spaced by hand fall back to one value per word.
    const values = fixedAccelerationValues(line) ?? this.wordAccelerationValues(words.slice(1), number);
    if (values === null) return;
    if (this.acceleration.has(player)) {
      this.fail(`a second XXA line for player ${player} (first on line ${this.acceleration.get(player)!.line})`, number, 5);
      return;
    }
    this.acceleration.set(player, { values, line: number });
  }

  private wordAccelerationValues(words: { word: string; column: number }[], number: number): Tenths[] | null {
    const values: Tenths[] = [];
    for (const { word, column } of words) {
      const tenths = parseTenths(word);
      if (tenths === null) {
        this.fail(`XXA points '${word}' are not a number of points like 1.0 or 0.5`, number, column);
        return null;
      }
      values.push(tenths);
    }
    return values;
  }

  private readAcceleration250(line: string, number: number): void {
    const words = wordsOf(line, 3);
    // Match points (columns 5-8) are blank in individual competitions.
    const withMatchPoints = words.length === 6;
    if (words.length !== 5 && words.length !== 6) {
      this.fail(
        '250 must give [match points,] game points, first and last round, first and last start number (e.g. 250      1.0 001 002 0001 0020)',
        number,
        5,
      );
      return;
    }
    const points = words.slice(0, withMatchPoints ? 2 : 1).map(({ word, column }) => {
      const tenths = parseTenths(word);
      if (tenths === null) this.fail(`250 points '${word}' are not a number of points like 1.0`, number, column);
      return tenths;
    });
    const ids = this.startNumbers(words.slice(withMatchPoints ? 2 : 1), number, 'round or start number');
    if (points.includes(null) || ids === null) return;
    const [firstRound, lastRound, firstPlayer, lastPlayer] = ids as [number, number, number, number];
    if (firstRound < 1 || lastRound < firstRound || firstPlayer < 1 || lastPlayer < firstPlayer) {
      this.fail('250 ranges must run from low to high (first round ≤ last round, first player ≤ last player)', number, 5);
      return;
    }
    this.accelerationRanges.push({
      matchPoints: withMatchPoints ? points[0]! : null,
      gamePoints: points[withMatchPoints ? 1 : 0]!,
      firstRound,
      lastRound,
      firstPlayer,
      lastPlayer,
      line: number,
    });
  }

  private readBye(line: string, number: number): void {
    const kind = line.charAt(4).toUpperCase();
    if (kind !== 'F' && kind !== 'H' && kind !== 'Z') {
      this.fail(`240 bye type '${line.charAt(4)}' must be F (full point), H (half point) or Z (zero point)`, number, 5);
      return;
    }
    const numbers = this.startNumbers(wordsOf(line, 5), number, 'round or start number');
    if (numbers === null) return;
    if (numbers.length < 2 || numbers[0]! < 1) {
      this.fail('240 must give a round number and at least one start number', number, 7);
      return;
    }
    const [round, ...players] = numbers as [number, ...number[]];
    this.byes.push({ kind, round, players, line: number });
  }

  private readAbsences(line: string, number: number): void {
    const words = wordsOf(line, 3);
    const players = this.startNumbers(words, number);
    players?.forEach((player, index) => this.absences.push({ player, line: number, column: words[index]!.column }));
  }

  /** Whole numbers from words, or `null` after reporting the first that is not one. */
  private startNumbers(words: { word: string; column: number }[], number: number, what = 'start number'): number[] | null {
    const values: number[] = [];
    for (const { word, column } of words) {
      const value = parseWhole(word);
      if (value === null) {
        this.fail(`'${word}' is not a ${what}`, number, column);
        return null;
      }
      values.push(value);
    }
    return values;
  }

  private readPlayer(line: string, number: number): void {
    const problemsBefore = this.problems.length;
    const startText = columns(line, 5, 8);
    const startNumber = parseWhole(startText);
    if (startNumber === null || startNumber < 1) {
      this.fail(`start number '${startText.trim()}' (columns 5-8) is not a whole number from 1 to 9999`, number, 5);
    }
    const ratingText = columns(line, 49, 52);
    const rating = ratingText.trim() === '' ? 0 : parseWhole(ratingText);
    if (rating === null) this.fail(`rating '${ratingText.trim()}' (columns 49-52) is not a whole number`, number, 49);
    const pointsText = columns(line, 81, 84);
    const points = pointsText.trim() === '' ? null : parseTenths(pointsText);
    if (points === null && pointsText.trim() !== '') {
      this.fail(`points '${pointsText.trim()}' (columns 81-84) are not a number of points like 2.5`, number, 81);
    }
    const rankText = columns(line, 86, 89);
    const rank = rankText.trim() === '' ? null : parseWhole(rankText);
    if (rank === null && rankText.trim() !== '') this.fail(`rank '${rankText.trim()}' (columns 86-89) is not a whole number`, number, 86);
    for (const column of [9, 14, 48, 53, 57, 69, 80, 85, 90, 91]) {
      const char = line.charAt(column - 1);
      if (char !== '' && char !== ' ') {
        this.fail(
          `'${char}' where TRF keeps a space between fields: the line is out of its columns (name 15-47, rating 49-52, points 81-84, rank 86-89, round 1 from 92)`,
          number,
          column,
        );
        break;
      }
    }
    const rounds: RoundEntry[] = [];
    const places: EntryPlace[] = [];
    for (let round = 1; roundColumn(round) <= line.length; round++) {
      const entry = this.readRoundBlock(line, number, round, startNumber);
      // Once a block is out of its columns, so are the ones after it: one message is enough.
      if (entry === 'misaligned') break;
      if (entry === null) continue;
      rounds.push(entry);
      places.push({ line: number, column: roundColumn(round) });
    }
    if (this.problems.length > problemsBefore) return;
    const text = (first: number, last: number): string | undefined => {
      const value = columns(line, first, last).trim();
      return value === '' ? undefined : value;
    };
    const player: Mutable<Omit<Player, 'rounds'>> = { startNumber: startNumber!, name: columns(line, 15, 47).trim(), rating: rating! };
    const optional = { sex: text(10, 10), title: text(11, 13), federation: text(54, 56), fideId: text(58, 68), birthDate: text(70, 79) };
    for (const [key, value] of Object.entries(optional)) {
      if (value !== undefined) (player as Record<string, unknown>)[key] = value;
    }
    this.players.push({ player, rounds, places, line: number, standing: { points, rank } });
  }

  /** One `OOOO C R` block, checked on its own; `null` or `'misaligned'` after reporting a problem. */
  private readRoundBlock(line: string, number: number, round: number, self: number | null): RoundEntry | null | 'misaligned' {
    const start = roundColumn(round);
    for (const column of [start + 4, start + 6, start - 2, start - 1]) {
      const char = line.charAt(column - 1);
      if (round > 1 || column > start) {
        if (char !== '' && char !== ' ') {
          this.fail(
            `'${char}' where TRF keeps a space: round ${round} must be 'OOOO C R' in columns ${start}-${start + 7} (opponent, colour, result)`,
            number,
            column,
          );
          return 'misaligned';
        }
      }
    }
    const opponentText = columns(line, start, start + 3);
    const colourText = columns(line, start + 5, start + 5);
    const resultText = columns(line, start + 7, start + 7);
    let opponent: number | null = null;
    if (opponentText.trim() !== '') {
      const value = parseWhole(opponentText);
      if (value === null) {
        this.fail(`opponent '${opponentText.trim()}' in round ${round} is not a start number (0000 for none)`, number, start);
        return null;
      }
      opponent = value === 0 ? null : value;
    }
    let colour: Colour | null;
    switch (colourText.toLowerCase()) {
      case 'w':
        colour = 'white';
        break;
      case 'b':
        colour = 'black';
        break;
      case '-':
      case ' ':
      case '':
        colour = null;
        break;
      default:
        this.fail(`colour '${colourText}' in round ${round} is not w, b or - (no game)`, number, start + 5);
        return null;
    }
    const result = (resultText === '' ? ' ' : resultText.toUpperCase()) as ResultCode;
    if (result !== ' ' && !RESULT_CODES.includes(result)) {
      this.fail(`result '${resultText}' is not a TRF result code (${RESULT_LIST})`, number, start + 7);
      return null;
    }
    if (opponent === null) {
      if (colour !== null) {
        this.fail(`colour '${colourText}' in round ${round} without an opponent (0000); use - for a round without a game`, number, start + 5);
        return null;
      }
      if (GAME_RESULTS.includes(result)) {
        this.fail(
          `result '${resultText}' in round ${round} is a game result but there is no opponent (0000); a round without a game is U, H, F, Z or blank`,
          number,
          start + 7,
        );
        return null;
      }
    } else {
      if (opponent === self) {
        this.fail(`player ${self} is paired against themselves in round ${round}`, number, start);
        return null;
      }
      if (BYE_RESULTS.includes(result)) {
        this.fail(
          `result '${resultText}' in round ${round} is a bye but an opponent (${opponent}) is given; a bye has opponent 0000`,
          number,
          start + 7,
        );
        return null;
      }
      if (colour === null && GAME_RESULTS.includes(result)) {
        this.fail(`a game played in round ${round} needs colour w or b, not '${colourText}'`, number, start + 5);
        return null;
      }
    }
    return { opponent, colour, result };
  }

  finish(): TrfFile {
    const points = this.readPointSystem();
    throwIfAny(this.problems);
    if (this.players.length === 0) {
      throw new InputError('the file has no player lines (001); is it a Tournament Report File?', this.sourceLocation());
    }

    const byNumber = new Map<number, ParsedPlayer>();
    for (const parsed of this.players) {
      const previous = byNumber.get(parsed.player.startNumber);
      if (previous !== undefined) {
        this.fail(`start number ${parsed.player.startNumber} is already used on line ${previous.line}`, parsed.line, 5);
      } else {
        byNumber.set(parsed.player.startNumber, parsed);
      }
    }
    throwIfAny(this.problems);
    const parsedPlayers = [...byNumber.values()].sort((a, b) => a.player.startNumber - b.player.startNumber);

    const roundsPlayed = countRoundsPlayed(parsedPlayers);
    // Short lines are blank rounds up to the last round played; after it, only
    // entries that say something (an announced absence) are kept.
    for (const parsed of parsedPlayers) {
      while (parsed.rounds.length < roundsPlayed) {
        parsed.rounds.push({ opponent: null, colour: null, result: ' ' });
        parsed.places.push({ line: parsed.line, column: roundColumn(parsed.rounds.length) });
      }
      while (parsed.rounds.length > roundsPlayed && isBlank(parsed.rounds[parsed.rounds.length - 1]!)) {
        parsed.rounds.pop();
        parsed.places.pop();
      }
    }

    this.applyAbsences(byNumber, roundsPlayed);
    this.checkTotalRounds(parsedPlayers);
    this.checkOpponents(parsedPlayers, byNumber);
    this.checkReferences(byNumber);
    throwIfAny(this.problems);

    const players: Player[] = parsedPlayers.map((parsed) => ({ ...parsed.player, rounds: parsed.rounds }));
    const tournament: Mutable<Tournament> = { players, points };
    if (this.header.name !== undefined) tournament.name = this.header.name;
    if (this.totalRounds !== undefined) tournament.totalRounds = this.totalRounds.value;
    if (this.initialColour !== undefined) tournament.initialColour = this.initialColour.value;
    const forbiddenPairs = this.forbiddenPairs(roundsPlayed + 1);
    if (forbiddenPairs.length > 0) tournament.forbiddenPairs = forbiddenPairs;
    const acceleration = this.accelerationMap();
    if (acceleration.size > 0) tournament.acceleration = acceleration;

    this.finishHeader();
    const standings = new Map<number, TrfStanding>(parsedPlayers.map((parsed) => [parsed.player.startNumber, parsed.standing]));
    return {
      tournament,
      header: this.header,
      unknownLines: this.unknownLines,
      roundsPlayed,
      standings,
      warnings: this.warnings(parsedPlayers, players, points, roundsPlayed),
    };
  }

  private sourceLocation(): { source?: string } {
    return this.source !== undefined ? { source: this.source } : {};
  }

  private readPointSystem(): PointSystem {
    if (this.pointLines.length === 0) return STANDARD_POINTS;
    const builder = new PointSystemBuilder(STANDARD_POINTS);
    const parsed = this.pointLines.map(({ tag, line, number }) => {
      const { assignments, junkColumn } = splitAssignments(line);
      if (junkColumn !== null) {
        this.fail(`${tag}: expected a result code at '${line.slice(junkColumn - 1).trim()}'`, number, junkColumn);
      }
      return { tag, number, assignments };
    });
    const given162 = new Set(parsed.filter((p) => p.tag === '162').flatMap((p) => p.assignments.map((a) => a.code)));
    for (const { tag, number, assignments } of parsed) {
      for (const { code, text, column, valueColumn } of assignments) {
        const known = tag === 'XXS' ? PointSystemBuilder.isXxsCode(code) : PointSystemBuilder.is162Code(code);
        if (!known) {
          const list = tag === 'XXS' ? 'WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D' : 'W D L A P X';
          this.fail(`${tag} code '${code}' is not one of ${list}`, number, column);
          continue;
        }
        const tenths = parseTenths(text);
        if (tenths === null) {
          this.fail(`${tag} ${code}: '${text}' is not a number of points like 1, 0.5 or 3.0`, number, valueColumn);
          continue;
        }
        if (tag === 'XXS') builder.applyXxs(code, tenths, number, column);
        else builder.apply162(code, tenths, number, column, given162.has('P'), given162.has('X'));
      }
    }
    const mismatch = builder.colourMismatch();
    if (mismatch !== null) {
      this.fail(
        `${mismatch.white}=${formatTenths(mismatch.whiteTenths)} and ${mismatch.black}=${formatTenths(mismatch.blackTenths)} differ; ` +
          'Sheetmate scores a result the same for White and Black',
        mismatch.line,
        mismatch.column,
      );
    }
    const unknown = builder.unknownResult();
    if (unknown !== undefined && given162.size > 0) this.header.unknownResultPoints = unknown;
    return builder.result();
  }

  /**
   * JaVaFo's `XXZ` lists players who miss the round about to be paired. The model
   * says the same with a `Z` entry in that round, which is also how TRF16 writes
   * it, so the reader turns one into the other (and the writer writes the entry).
   */
  private applyAbsences(byNumber: ReadonlyMap<number, ParsedPlayer>, roundsPlayed: number): void {
    for (const { player, line, column } of this.absences) {
      const parsed = byNumber.get(player);
      if (parsed === undefined) {
        this.fail(`XXZ: player ${player} is not the start number of any player (001 line)`, line, column);
      } else if (parsed.rounds.length === roundsPlayed) {
        parsed.rounds.push({ opponent: null, colour: null, result: 'Z' });
        parsed.places.push({ line, column });
      }
    }
  }

  private checkTotalRounds(players: readonly ParsedPlayer[]): void {
    if (this.totalRounds === undefined) return;
    const total = this.totalRounds.value;
    for (const parsed of players) {
      if (parsed.rounds.length > total) {
        const place = parsed.places[total]!;
        this.fail(
          `round ${total + 1} is beyond the ${total} rounds given on line ${this.totalRounds.line}`,
          place.line,
          place.column,
        );
      }
    }
  }

  private checkOpponents(players: readonly ParsedPlayer[], byNumber: ReadonlyMap<number, ParsedPlayer>): void {
    for (const parsed of players) {
      const self = parsed.player.startNumber;
      parsed.rounds.forEach((entry, index) => {
        if (entry.opponent === null) return;
        const round = index + 1;
        const place = parsed.places[index]!;
        const other = byNumber.get(entry.opponent);
        if (other === undefined) {
          this.fail(`opponent ${entry.opponent} in round ${round} is not the start number of any player (001 line)`, place.line, place.column);
          return;
        }
        const back = other.rounds[index];
        if (back === undefined || back.opponent !== self) {
          const says =
            back === undefined || back.opponent === null ? 'has no opponent in that round' : `lists ${back.opponent} in that round`;
          this.fail(
            `player ${self} meets ${entry.opponent} in round ${round}, but player ${entry.opponent} (line ${other.line}) ${says}`,
            place.line,
            place.column,
          );
          return;
        }
        // Both sides agree on the pairing: compare once, from the lower start number.
        if (self > entry.opponent) return;
        const colourOk =
          (entry.colour === null && back.colour === null) ||
          (entry.colour !== null && back.colour !== null && entry.colour !== back.colour);
        if (!colourOk) {
          this.fail(
            `round ${round}: colours do not mirror: player ${self} has ${colourWord(entry.colour)}, player ${entry.opponent} (line ${other.line}) has ${colourWord(back.colour)}`,
            place.line,
            place.column + 5,
          );
        }
        if (!(MIRRORED[entry.result] ?? []).includes(back.result)) {
          this.fail(
            `round ${round}: results do not mirror: player ${self} has '${entry.result}', player ${entry.opponent} (line ${other.line}) has '${back.result}'`,
            place.line,
            place.column + 7,
          );
        }
      });
    }
  }

  /** Start numbers in XXP, 260, XXA, 250 and 240 records must be players of the file. */
  private checkReferences(byNumber: ReadonlyMap<number, ParsedPlayer>): void {
    const missing = (player: number, line: number, what: string): void => {
      if (!byNumber.has(player)) this.fail(`${what} ${player} is not the start number of any player (001 line)`, line);
    };
    for (const group of this.forbidden) for (const player of group.players) missing(player, group.line, `${group.tag}: player`);
    for (const [player, { line }] of this.acceleration) missing(player, line, 'XXA: player');
    for (const bye of this.byes) for (const player of bye.players) missing(player, bye.line, '240: player');
  }

  /**
   * XXP pairs hold in every round; a 260 pair only over its rounds, and the model
   * has one list for the round being paired, so only 260 records that cover the
   * next round count.
   */
  private forbiddenPairs(nextRound: number): (readonly [number, number])[] {
    const pairs = new Map<string, readonly [number, number]>();
    for (const group of this.forbidden) {
      if (group.tag === '260' && (nextRound < group.firstRound! || nextRound > group.lastRound!)) continue;
      for (let i = 0; i < group.players.length; i++) {
        for (let j = i + 1; j < group.players.length; j++) {
          const a = Math.min(group.players[i]!, group.players[j]!);
          const b = Math.max(group.players[i]!, group.players[j]!);
          if (a !== b) pairs.set(`${a}-${b}`, [a, b]);
        }
      }
    }
    return [...pairs.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  }

  /** XXA and 250 both give fictitious points; a player in both gets their sum. */
  private accelerationMap(): Map<number, readonly Tenths[]> {
    const totals = new Map<number, Tenths[]>();
    const add = (player: number, round: number, tenths: Tenths): void => {
      const values = totals.get(player) ?? [];
      while (values.length < round) values.push(0);
      values[round - 1]! += tenths;
      totals.set(player, values);
    };
    for (const [player, { values }] of this.acceleration) values.forEach((tenths, index) => add(player, index + 1, tenths));
    for (const range of this.accelerationRanges) {
      for (let player = range.firstPlayer; player <= range.lastPlayer; player++) {
        for (let round = range.firstRound; round <= range.lastRound; round++) add(player, round, range.gamePoints);
      }
    }
    return normaliseAcceleration(totals);
  }

  private finishHeader(): void {
    const style = (tags: ReadonlySet<'trf16' | 'trf2026'>): TrfTagStyle | undefined =>
      tags.size === 2 ? 'both' : tags.has('trf16') ? 'trf16' : tags.has('trf2026') ? 'trf2026' : undefined;
    const rounds = style(this.roundsTags);
    if (rounds !== undefined) this.header.roundsTag = rounds;
    const colour = style(this.colourTags);
    if (colour !== undefined) this.header.initialColourTag = colour;
    const points = style(this.pointsTags);
    if (points !== undefined) this.header.pointsTag = points;
    if (this.forbidden.length > 0) this.header.forbidden = this.forbidden.map(({ line: _line, ...group }) => group);
    if (this.accelerationRanges.length > 0) {
      this.header.accelerationRanges = this.accelerationRanges.map(({ line: _line, ...range }) => range);
    }
    if (this.byes.length > 0) this.header.byes = this.byes.map(({ line: _line, ...bye }) => bye);
  }

  private warnings(parsed: readonly ParsedPlayer[], players: readonly Player[], points: PointSystem, roundsPlayed: number): string[] {
    const warnings: string[] = [];
    const where = (line: number, column?: number): string =>
      `${this.source !== undefined ? `${this.source}, ` : ''}line ${line}${column !== undefined ? `, column ${column}` : ''}: `;
    parsed.forEach((entry, index) => {
      const declared = entry.standing.points;
      if (declared === null) return;
      // Announced absences after the last round played are not scored yet.
      const computed = scoreOf(players[index]!, points, roundsPlayed);
      if (computed !== declared) {
        warnings.push(
          `${where(entry.line, 81)}points ${formatTenths(declared)} differ from ${formatTenths(computed)}, the total of the results under the file's point system`,
        );
      }
    });
    const byNumber = new Map(players.map((player) => [player.startNumber, player]));
    for (const bye of this.byes) {
      for (const number of bye.players) {
        const entry = byNumber.get(number)?.rounds[bye.round - 1];
        if (entry !== undefined && (entry.opponent !== null || (entry.result !== bye.kind && !(bye.kind === 'Z' && entry.result === ' ')))) {
          warnings.push(`${where(bye.line)}240 gives player ${number} bye ${bye.kind} in round ${bye.round}, but the 001 line has '${entry.result}'`);
        }
      }
    }
    return warnings;
  }
}

/** The text of a header line after its tag. */
function textAfterTag(line: string): string {
  return line.slice(3).trim();
}

/** Words of a line after `from` characters, with their 1-based columns. */
function wordsOf(line: string, from: number): { word: string; column: number }[] {
  const words: { word: string; column: number }[] = [];
  const pattern = /\S+/g;
  pattern.lastIndex = from;
  for (let match = pattern.exec(line); match !== null; match = pattern.exec(line)) {
    words.push({ word: match[0], column: match.index + 1 });
  }
  return words;
}

/** XXA values in their fixed columns (round r at 10 + 5(r-1)), or `null` if the line does not keep them. */
function fixedAccelerationValues(line: string): Tenths[] | null {
  if (line.charAt(8) !== ' ' && line.length > 8) return null;
  const values: Tenths[] = [];
  for (let start = 10; start <= line.length; start += 5) {
    const text = columns(line, start, start + 3);
    const separator = line.charAt(start + 3);
    if (separator !== '' && separator !== ' ') return null;
    if (text.trim() === '') {
      values.push(0);
      continue;
    }
    const tenths = parseTenths(text);
    if (tenths === null) return null;
    values.push(tenths);
  }
  return values;
}

function isBlank(entry: RoundEntry): boolean {
  return entry.opponent === null && entry.colour === null && entry.result === ' ';
}

function colourWord(colour: Colour | null): string {
  return colour === null ? "'-'" : `'${colour === 'white' ? 'w' : 'b'}'`;
}
