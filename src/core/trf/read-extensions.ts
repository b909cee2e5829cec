/**
 * The TRF reader's records about pairing rather than results: prohibited
 * pairings (`XXP`, `260`), acceleration (`XXA`, `250`, and Baku acceleration
 * declared by `192`), announced byes (`240`) and absences (`XXZ`).
 *
 * Every count is bounded by what the file contains: a range of players ends at
 * a player of the file, a range of rounds within the total rounds, and a group
 * lists each player once, so a short hostile line cannot make the reader build
 * millions of entries.
 */

import type { Tenths } from '../model';
import { columns, parseTenths, parseWhole } from './fields';
import { normaliseAcceleration } from './acceleration';
import { MAX_ROUNDS, wholeNumbers, wordsOf, type Problems, type Word } from './read-context';
import type { TrfAccelerationRange, TrfBye, TrfForbiddenGroup, TrfHeader } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** What the rest of the file tells the extension records: its players and its rounds. */
export interface FileFacts {
  /** Start numbers of the file's players, ascending. */
  readonly startNumbers: readonly number[];
  /** `XXR` / `142`, when given, with its line. */
  readonly totalRounds: { readonly value: number; readonly line: number } | undefined;
  /** `192`, when given, with its line. */
  readonly encodedTournamentType: { readonly value: string; readonly line: number } | undefined;
}

/**
 * `192` values that declare Baku acceleration (C.04.7), as the reference
 * engine accepts them; it refuses other `…_BAKU` spellings.
 */
const BAKU_TYPES = ['FIDE_DUTCH_2025_BAKU', 'FIDE_DUTCH_BAKU'];

/** Reads the extension records of a file, one line at a time. */
export class ExtensionsReader {
  private readonly forbidden: (TrfForbiddenGroup & { line: number })[] = [];
  private readonly acceleration = new Map<number, { values: Tenths[]; line: number }>();
  private readonly accelerationRanges: (TrfAccelerationRange & { line: number })[] = [];
  private readonly byes: (TrfBye & { line: number })[] = [];
  private readonly absences: { player: number; line: number; column: number }[] = [];

  constructor(private readonly problems: Problems) {}

  /** Reads the line if its tag (upper case) is an extension record; `false` when it is not one. */
  read(tag: string, line: string, number: number): boolean {
    switch (tag) {
      case 'XXP':
        this.readForbiddenXxp(line, number);
        return true;
      case '260':
        this.readForbidden260(line, number);
        return true;
      case 'XXA':
        this.readAccelerationXxa(line, number);
        return true;
      case '250':
        this.readAcceleration250(line, number);
        return true;
      case '240':
        this.readBye(line, number);
        return true;
      case 'XXZ':
        this.readAbsences(line, number);
        return true;
      default:
        return false;
    }
  }

  private readForbiddenXxp(line: string, number: number): void {
    const players = this.distinctPlayers(wordsOf(line, 3), number, 'XXP');
    if (players === null) return;
    if (players.length < 2) {
      this.problems.fail('XXP must list at least two start numbers (players who must not meet)', number, 5);
      return;
    }
    this.forbidden.push({ tag: 'XXP', players, line: number });
  }

  private readForbidden260(line: string, number: number): void {
    const words = wordsOf(line, 3);
    const rounds = wholeNumbers(this.problems, words.slice(0, 2), number, 'round or start number');
    if (rounds === null) return;
    const players = this.distinctPlayers(words.slice(2), number, '260');
    if (players === null) return;
    if (rounds.length < 2 || players.length < 2) {
      this.problems.fail('260 must give a first round, a last round and at least two start numbers', number, 5);
      return;
    }
    const [firstRound, lastRound] = rounds as [number, number];
    if (firstRound < 1 || lastRound < firstRound) {
      this.problems.fail(`260 round range ${firstRound}-${lastRound} is empty; the last round must not come before the first`, number, 5);
      return;
    }
    if (lastRound > MAX_ROUNDS) {
      this.problems.fail(`260 round range ${firstRound}-${lastRound} goes past round ${MAX_ROUNDS}, the most a tournament has`, number, 5);
      return;
    }
    this.forbidden.push({ tag: '260', players, firstRound, lastRound, line: number });
  }

  /** Start numbers, each listed once: a repeated one is reported (a group of N players is N numbers). */
  private distinctPlayers(words: readonly Word[], number: number, tag: string): number[] | null {
    const players = wholeNumbers(this.problems, words, number);
    if (players === null) return null;
    const seen = new Set<number>();
    for (let index = 0; index < players.length; index++) {
      if (seen.has(players[index]!)) {
        this.problems.fail(`${tag} lists player ${players[index]} twice; list each player once`, number, words[index]!.column);
        return null;
      }
      seen.add(players[index]!);
    }
    return players;
  }

  private readAccelerationXxa(line: string, number: number): void {
    const words = wordsOf(line, 3);
    const player = words.length > 0 ? parseWhole(words[0]!.word) : null;
    if (player === null || player < 1) {
      this.problems.fail(`XXA must start with a start number (columns 5-8), not '${words[0]?.word ?? ''}'`, number, 5);
      return;
    }
    // Fixed columns first (round r at column 10 + 5(r-1), blanks allowed); lines
    // that were re-spaced by hand fall back to one value per word.
    const values = fixedAccelerationValues(line) ?? this.wordAccelerationValues(words.slice(1), number);
    if (values === null) return;
    if (values.length > MAX_ROUNDS) {
      this.problems.fail(`XXA gives points for ${values.length} rounds; a tournament has at most ${MAX_ROUNDS}`, number, 10);
      return;
    }
    if (this.acceleration.has(player)) {
      this.problems.fail(`a second XXA line for player ${player} (first on line ${this.acceleration.get(player)!.line})`, number, 5);
      return;
    }
    this.acceleration.set(player, { values, line: number });
  }

  private wordAccelerationValues(words: readonly Word[], number: number): Tenths[] | null {
    const values: Tenths[] = [];
    for (const { word, column } of words) {
      const tenths = parseTenths(word);
      if (tenths === null) {
        this.problems.fail(`XXA points '${word}' are not a number of points like 1.0 or 0.5`, number, column);
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
      this.problems.fail(
        '250 must give [match points,] game points, first and last round, first and last start number (e.g. 250      1.0 001 002 0001 0020)',
        number,
        5,
      );
      return;
    }
    const points = words.slice(0, withMatchPoints ? 2 : 1).map(({ word, column }) => {
      const tenths = parseTenths(word);
      if (tenths === null) this.problems.fail(`250 points '${word}' are not a number of points like 1.0`, number, column);
      return tenths;
    });
    const ids = wholeNumbers(this.problems, words.slice(withMatchPoints ? 2 : 1), number, 'round or start number');
    if (points.includes(null) || ids === null) return;
    const [firstRound, lastRound, firstPlayer, lastPlayer] = ids as [number, number, number, number];
    if (firstRound < 1 || lastRound < firstRound || firstPlayer < 1 || lastPlayer < firstPlayer) {
      this.problems.fail('250 ranges must run from low to high (first round ≤ last round, first player ≤ last player)', number, 5);
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
      this.problems.fail(`240 bye type '${line.charAt(4)}' must be F (full point), H (half point) or Z (zero point)`, number, 5);
      return;
    }
    const numbers = wholeNumbers(this.problems, wordsOf(line, 5), number, 'round or start number');
    if (numbers === null) return;
    if (numbers.length < 2 || numbers[0]! < 1 || numbers[0]! > MAX_ROUNDS) {
      this.problems.fail(`240 must give a round number (1 to ${MAX_ROUNDS}) and at least one start number`, number, 7);
      return;
    }
    const [round, ...players] = numbers as [number, ...number[]];
    this.byes.push({ kind, round, players, line: number });
  }

  private readAbsences(line: string, number: number): void {
    const words = wordsOf(line, 3);
    const players = wholeNumbers(this.problems, words, number);
    players?.forEach((player, index) => this.absences.push({ player, line: number, column: words[index]!.column }));
  }

  /** `XXZ` absences, for the reader to turn into `Z` entries of the next round. */
  announcedAbsences(): readonly { readonly player: number; readonly line: number; readonly column: number }[] {
    return this.absences;
  }

  /** `240` byes with their lines, for the warnings. */
  announcedByes(): readonly (TrfBye & { readonly line: number })[] {
    return this.byes;
  }

  /**
   * Checks every start number and range against the file's players and rounds,
   * so that nothing after this builds more than the file holds.
   */
  checkAgainst(facts: FileFacts): void {
    const players = new Set(facts.startNumbers);
    const missing = (player: number, line: number, what: string): void => {
      if (!players.has(player)) this.problems.fail(`${what} ${player} is not the start number of any player (001 line)`, line);
    };
    for (const group of this.forbidden) for (const player of group.players) missing(player, group.line, `${group.tag}: player`);
    for (const [player, { line }] of this.acceleration) missing(player, line, 'XXA: player');
    for (const bye of this.byes) for (const player of bye.players) missing(player, bye.line, '240: player');
    const lastPlayer = facts.startNumbers[facts.startNumbers.length - 1] ?? 0;
    const lastRound = facts.totalRounds?.value ?? MAX_ROUNDS;
    for (const range of this.accelerationRanges) {
      if (range.lastPlayer > lastPlayer) {
        this.problems.fail(`250 player range ${range.firstPlayer}-${range.lastPlayer} goes past the last start number of the file (${lastPlayer})`, range.line, 5);
      }
      if (range.lastRound > lastRound) {
        const total = facts.totalRounds === undefined ? `${MAX_ROUNDS}, the most a tournament has` : `the ${lastRound} rounds given on line ${facts.totalRounds.line}`;
        this.problems.fail(`250 round range ${range.firstRound}-${range.lastRound} goes past ${total}`, range.line, 5);
      }
    }
    const type = facts.encodedTournamentType;
    if (type !== undefined && declaresBaku(type.value) && facts.totalRounds === undefined) {
      this.problems.fail(`192 ${type.value} declares Baku acceleration, which needs the total number of rounds (XXR or 142)`, type.line, 5);
    }
  }

  /**
   * XXP pairs hold in every round; a 260 pair only over its rounds, and the model
   * has one list for the round being paired, so only 260 records that cover the
   * next round count.
   */
  forbiddenPairs(nextRound: number): (readonly [number, number])[] {
    const pairs = new Map<string, readonly [number, number]>();
    for (const group of this.forbidden) {
      if (group.tag === '260' && (nextRound < group.firstRound! || nextRound > group.lastRound!)) continue;
      for (let i = 0; i < group.players.length; i++) {
        for (let j = i + 1; j < group.players.length; j++) {
          const a = Math.min(group.players[i]!, group.players[j]!);
          const b = Math.max(group.players[i]!, group.players[j]!);
          pairs.set(`${a}-${b}`, [a, b]);
        }
      }
    }
    return [...pairs.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  }

  /**
   * The virtual points of each player by round. XXA and 250 both give them, and
   * a player in both gets their sum. Without either, a `192` Baku declaration
   * gives them as C.04.7 says (see {@link bakuAcceleration}); like the reference
   * engine, an explicit record switches the declared method off, so a file
   * that writes its virtual points out reads back the same.
   */
  accelerationMap(facts: FileFacts): Map<number, readonly Tenths[]> {
    if (this.acceleration.size === 0 && this.accelerationRanges.length === 0) {
      const type = facts.encodedTournamentType;
      if (type !== undefined && declaresBaku(type.value) && facts.totalRounds !== undefined) {
        return bakuAcceleration(facts.startNumbers, facts.totalRounds.value);
      }
    }
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

  /** Puts the records that the model does not carry into the header, in file order. */
  finishHeader(header: Mutable<TrfHeader>): void {
    if (this.forbidden.length > 0) header.forbidden = this.forbidden.map(({ line: _line, ...group }) => group);
    if (this.accelerationRanges.length > 0) header.accelerationRanges = this.accelerationRanges.map(({ line: _line, ...range }) => range);
    if (this.byes.length > 0) header.byes = this.byes.map(({ line: _line, ...bye }) => bye);
  }
}

/** Whether a `192` value declares Baku acceleration. */
function declaresBaku(encodedTournamentType: string): boolean {
  return BAKU_TYPES.includes(encodedTournamentType.trim().toUpperCase());
}

/**
 * Baku acceleration (C.04.7) as the reference engine applies a `192 …_BAKU`
 * declaration: group A is the first ⌈N/2⌉ pairing numbers; the accelerated
 * rounds are the first ⌈R/2⌉; group A has one virtual point in the first half
 * of them (rounded up) and ½ in the rest. (The Handbook rounds group A up to
 * an even number; the reference engine, whose pairings the fixtures record,
 * does not.)
 *
 * @example
 * bakuAcceleration([1, 2, 3, 4], 7); // Map { 1 => [10, 10, 5, 5], 2 => [10, 10, 5, 5] }
 */
export function bakuAcceleration(startNumbers: readonly number[], totalRounds: number): Map<number, readonly Tenths[]> {
  const acceleratedRounds = Math.ceil(totalRounds / 2);
  const fullPointRounds = Math.ceil(acceleratedRounds / 2);
  const values = Array.from({ length: acceleratedRounds }, (_, index) => (index < fullPointRounds ? 10 : 5));
  const groupA = [...startNumbers].sort((a, b) => a - b).slice(0, Math.ceil(startNumbers.length / 2));
  return new Map(groupA.map((player) => [player, values]));
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
