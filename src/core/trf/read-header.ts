/**
 * The TRF reader's header records: the `0x2`/`1x2`/`2x2` text lines, round
 * dates (`132`), total rounds (`XXR` / `142`), the initial colour (`XXC` /
 * `152`) and the point system (`XXS` / `162`). Lines it does not understand
 * are kept verbatim, so that writing the file does not lose them.
 */

import { STANDARD_POINTS, type Colour, type PointSystem } from '../model';
import { columns, formatTenths, parseTenths, parseWhole } from './fields';
import { PointSystemBuilder, splitAssignments } from './point-systems';
import { MAX_ROUNDS, textAfterTag, wordsOf, type Problems } from './read-context';
import { roundColumn } from './rounds';
import type { TrfHeader, TrfTagStyle } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Style = 'trf16' | 'trf2026';

/** Header fields that are one line of free text, by tag. */
const TEXT_FIELDS = {
  '012': 'name',
  '022': 'city',
  '032': 'federation',
  '042': 'startDate',
  '052': 'endDate',
  '062': 'playerCount',
  '072': 'ratedPlayerCount',
  '082': 'teamCount',
  '092': 'tournamentType',
  '102': 'chiefArbiter',
  '122': 'timeControl',
  '182': 'pairingController',
  '192': 'encodedTournamentType',
  '202': 'tieBreaks',
  '212': 'standingsTieBreaks',
  '222': 'encodedTimeControl',
} as const satisfies Record<string, keyof TrfHeader>;

type TextField = (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS];

/** Reads the header records of a file, one line at a time. */
export class HeaderReader {
  readonly header: Mutable<TrfHeader> = {};
  readonly unknownLines: string[] = [];
  totalRounds: { readonly value: number; readonly line: number } | undefined;
  initialColour: { readonly value: Colour; readonly line: number } | undefined;
  private readonly roundsTags = new Set<Style>();
  private readonly colourTags = new Set<Style>();
  private readonly pointsTags = new Set<Style>();
  private readonly pointLines: { tag: 'XXS' | '162'; line: string; number: number }[] = [];
  private readonly seenTextFields = new Set<TextField>();

  constructor(private readonly problems: Problems) {}

  /** Reads the line if its tag (upper case) is a header record; `false` when it is not one. */
  read(tag: string, line: string, number: number): boolean {
    if (tag in TEXT_FIELDS) {
      this.readText(line, TEXT_FIELDS[tag as keyof typeof TEXT_FIELDS]);
      return true;
    }
    switch (tag) {
      case '112':
        this.header.deputyArbiters = [...(this.header.deputyArbiters ?? []), textAfterTag(line)];
        return true;
      case '132':
        this.readRoundDates(line, number);
        return true;
      case 'XXR':
        this.readTotalRounds(line, number, 'trf16');
        return true;
      case '142':
        this.readTotalRounds(line, number, 'trf2026');
        return true;
      case 'XXC':
        this.readConfiguration(line, number);
        return true;
      case '152':
        this.readInitialColour2026(line, number);
        return true;
      case 'XXS':
      case '162':
        this.pointsTags.add(tag === 'XXS' ? 'trf16' : 'trf2026');
        this.pointLines.push({ tag, line, number });
        return true;
      default:
        return false;
    }
  }

  /** Keeps a line nobody here understands (comments, NRS and team records, other programs' extensions). */
  keepUnknown(line: string): void {
    this.unknownLines.push(line);
  }

  private readText(line: string, field: TextField): void {
    // A second line with the same tag cannot be a field of its own; keeping it
    // verbatim loses nothing and lets writing reproduce it.
    if (this.seenTextFields.has(field)) {
      this.unknownLines.push(line);
      return;
    }
    this.seenTextFields.add(field);
    this.header[field] = textAfterTag(line);
  }

  private readRoundDates(line: string, number: number): void {
    if (this.header.roundDates !== undefined) {
      this.problems.fail('a second 132 line (round dates); give all round dates on one line', number, 1);
      return;
    }
    const dates: string[] = [];
    for (let round = 1; roundColumn(round) <= line.length; round++) {
      dates.push(columns(line, roundColumn(round), roundColumn(round) + 7).trim());
    }
    while (dates.length > 0 && dates[dates.length - 1] === '') dates.pop();
    this.header.roundDates = dates;
  }

  private readTotalRounds(line: string, number: number, style: Style): void {
    const tag = line.slice(0, 3);
    const value = parseWhole(line.slice(3));
    if (value === null || value < 1 || value > MAX_ROUNDS) {
      this.problems.fail(`${tag} must give the total number of rounds as a whole number from 1 to ${MAX_ROUNDS}, not '${line.slice(3).trim()}'`, number, 5);
      return;
    }
    if (this.totalRounds !== undefined && this.totalRounds.value !== value) {
      this.problems.fail(`${tag} says ${value} rounds but line ${this.totalRounds.line} says ${this.totalRounds.value}; give one number of rounds`, number, 5);
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
      this.problems.fail(`152 must give the initial colour as W or B, not '${line.slice(3).trim()}'`, number, 5);
      return;
    }
    this.setInitialColour(colour, number, 5, 'trf2026');
  }

  private setInitialColour(colour: Colour, number: number, column: number, style: Style): void {
    if (this.initialColour !== undefined && this.initialColour.value !== colour) {
      this.problems.fail(
        `the initial colour is ${colour} here but ${this.initialColour.value} on line ${this.initialColour.line}; give one initial colour`,
        number,
        column,
      );
      return;
    }
    this.initialColour = { value: colour, line: number };
    this.colourTags.add(style);
  }

  /** The point system of `XXS` and `162` lines (the standard one when there are none). */
  pointSystem(): PointSystem {
    if (this.pointLines.length === 0) return STANDARD_POINTS;
    const builder = new PointSystemBuilder(STANDARD_POINTS);
    const parsed = this.pointLines.map(({ tag, line, number }) => {
      const { assignments, junkColumn } = splitAssignments(line);
      if (junkColumn !== null) {
        this.problems.fail(`${tag}: expected a result code at '${line.slice(junkColumn - 1).trim()}'`, number, junkColumn);
      }
      return { tag, number, assignments };
    });
    const given162 = new Set(parsed.filter((p) => p.tag === '162').flatMap((p) => p.assignments.map((a) => a.code)));
    for (const { tag, number, assignments } of parsed) {
      for (const { code, text, column, valueColumn } of assignments) {
        const known = tag === 'XXS' ? PointSystemBuilder.isXxsCode(code) : PointSystemBuilder.is162Code(code);
        if (!known) {
          const list = tag === 'XXS' ? 'WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D' : 'W D L A P X';
          this.problems.fail(`${tag} code '${code}' is not one of ${list}`, number, column);
          continue;
        }
        const tenths = parseTenths(text);
        if (tenths === null) {
          this.problems.fail(`${tag} ${code}: '${text}' is not a number of points like 1, 0.5 or 3.0`, number, valueColumn);
          continue;
        }
        if (tag === 'XXS') builder.applyXxs(code, tenths, number, column);
        else builder.apply162(code, tenths, number, column, given162.has('P'), given162.has('X'));
      }
    }
    const mismatch = builder.colourMismatch();
    if (mismatch !== null) {
      this.problems.fail(
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

  /** Records how the file spelled the settings that TRF16 extensions and TRF-2026 both define. */
  finish(): Mutable<TrfHeader> {
    const style = (tags: ReadonlySet<Style>): TrfTagStyle | undefined =>
      tags.size === 2 ? 'both' : tags.has('trf16') ? 'trf16' : tags.has('trf2026') ? 'trf2026' : undefined;
    const rounds = style(this.roundsTags);
    if (rounds !== undefined) this.header.roundsTag = rounds;
    const colour = style(this.colourTags);
    if (colour !== undefined) this.header.initialColourTag = colour;
    const points = style(this.pointsTags);
    if (points !== undefined) this.header.pointsTag = points;
    return this.header;
  }
}
