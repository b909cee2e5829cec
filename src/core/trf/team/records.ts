/**
 * The team records of TRF-2026, in and out: `310` teams (TPN, name, scores,
 * players in board order; `013`, the older team line, is read too), `320` the
 * points of a pairing-allocated bye and who had it, `330` forfeited matches,
 * `352` the board colours, `362` match points, and the team types of `192`
 * (`FIDE_TEAM_TYPEA_MP_GP` …). `readTrf` keeps these lines as lines it does not
 * understand; this module reads them from the same text, with line numbers for
 * its messages, and writes them back.
 *
 * Columns (1-based, as TRF-2026 gives them):
 * - `310`: TPN 5-7, name 9-40, nickname 42-46, strength 48-53, match points
 *   55-60, game points 62-67, rank 69-71, players 74-77, 79-82, … (`0000` for none);
 * - `013`: name 5-36, players 37-40, 42-45, …;
 * - `320`: PAB match points 5-8, game points 10-13, then the team of each round in 15-17, 19-21, …;
 * - `330`: `+-` / `-+` / `--` in 5-6, round 8-10, White team 12-14, Black team 16-18;
 * - `362`: `TW` `TD` `TL` at 5-6, 14-15, 23-24, each value in the 4 columns after a space;
 * - `299` (abnormal assignment points): the kind of round in 5 (`W` `D` `L` `F` `H` `Z` `+` `-`, or blank
 *   for a bonus or penalty), match points 8-11, game points 14-17, round 20-22 (`000` or blank: every round),
 *   then teams in 24-27, 29-32, … (none: every team);
 * - `300` (out-of-order line-ups): round 5-7, team 9-11, scheduled opponent 13-15, then the player of
 *   each board in 17-20, 22-25, … (`0000`: an empty board).
 */

import type { Tenths } from '../../model';
import { columns, columnWidth, formatTenths, left, parseTenths, parseWhole, right } from '../fields';
import { MAX_ROUNDS, Problems, wholeNumbers, wordsOf } from '../read-context';

/** A `310` (or `013`) line. */
export interface TrfTeam {
  /** Team pairing number (the `013` line has none: its place in the file). */
  readonly number: number;
  readonly name: string;
  readonly nickname?: string;
  readonly strength?: string;
  readonly matchPoints: Tenths | null;
  readonly gamePoints: Tenths | null;
  readonly rank: number | null;
  /** Start numbers of the team's players (`001` lines), in board order. */
  readonly players: readonly number[];
}

/** A `330` record: a match not played. */
export interface TrfTeamForfeit {
  /** `+-` White's team wins, `-+` Black's, `--` neither. */
  readonly kind: '+-' | '-+' | '--';
  readonly round: number;
  readonly white: number;
  readonly black: number;
}

/** A `250` record of a team file: virtual points for a range of teams over a range of rounds. */
export interface TrfTeamAcceleration {
  readonly matchPoints: Tenths;
  readonly gamePoints: Tenths;
  readonly firstRound: number;
  readonly lastRound: number;
  readonly firstTeam: number;
  readonly lastTeam: number;
}

/** A `299` record: points given otherwise than the point systems say. */
export interface TrfAbnormalPoints {
  /** The kind of round it scores (`W` `D` `L` a played match, `F` `H` `Z` a bye, `+` `-` a forfeit), `' '` a bonus or penalty. */
  readonly kind: 'W' | 'D' | 'L' | 'F' | 'H' | 'Z' | '+' | '-' | ' ';
  readonly matchPoints: Tenths | null;
  readonly gamePoints: Tenths | null;
  /** `null`: every round. */
  readonly round: number | null;
  /** Empty: every team. */
  readonly teams: readonly number[];
}

/** A `300` record: the players a team fielded board by board in a round, when not its `310` order. */
export interface TrfLineUp {
  readonly round: number;
  readonly team: number;
  readonly opponent: number;
  /** Start numbers board by board; `null` for an empty board. */
  readonly players: readonly (number | null)[];
}

/** A `240` record read as teams (in a team file it lists team numbers). */
export interface TrfTeamBye {
  readonly kind: 'F' | 'H' | 'Z';
  readonly round: number;
  readonly teams: readonly number[];
}

/** The `192` team types (TRF-2026 Tournament-Type Code Table). */
export interface TeamTournamentType {
  readonly code: string;
  readonly colourPreferences: 'A' | 'B' | 'none';
  readonly primaryScore: 'match' | 'game';
  /** `_MP_GP` and `_GP_MP`: the other score decides colours (C.04.6 art. 4.2.2); `_MP` and `_GP`: it does not. */
  readonly secondaryForColour: boolean;
  /** `…_BAKU`: Baku acceleration (C.04.7). */
  readonly baku: boolean;
}

export interface TrfTeamRecords {
  readonly teams: readonly TrfTeam[];
  /** `362`, when given (tenths). */
  readonly matchPoints?: { readonly win: Tenths; readonly draw: Tenths; readonly loss: Tenths };
  /** `320`: the points of a pairing-allocated bye, and its team in each round (`null` where none). */
  readonly pairingAllocatedBye?: { readonly matchPoints: Tenths; readonly gamePoints: Tenths; readonly teams: readonly (number | null)[] };
  readonly forfeits: readonly TrfTeamForfeit[];
  readonly byes: readonly TrfTeamBye[];
  /** `250` read by its TRF-2026 columns, team ranges: match points 5-8, game points 10-13, rounds 15-17 and 19-21, teams 23-26 and 28-31. */
  readonly acceleration: readonly TrfTeamAcceleration[];
  /** `299`, in file order. */
  readonly abnormalPoints?: readonly TrfAbnormalPoints[];
  /** `300`. */
  readonly lineUps?: readonly TrfLineUp[];
  /** `352`: the colours of the first-named team, board by board (`WBWB`). */
  readonly boardColours?: string;
  /** `192`, when it is a team type. */
  readonly type?: TeamTournamentType;
}

/**
 * Reads a `192` value as a team type, or `null` when it is not one.
 *
 * @example
 * teamTournamentType('FIDE_TEAM_TYPEB_GP_MP'); // { colourPreferences: 'B', primaryScore: 'game', secondaryForColour: true, baku: false, … }
 * teamTournamentType('FIDE_TEAM'); // type A, match points, game points for colours
 */
export function teamTournamentType(code: string): TeamTournamentType | null {
  const match = /^FIDE_TEAM(?:_(TYPEA|TYPEB))?(?:_(MP|GP)(?:_(MP|GP))?)?(_BAKU)?$/.exec(code.trim().toUpperCase());
  if (match === null) return null;
  const [, type, primary, secondary, baku] = match;
  if (primary !== undefined && secondary === primary) return null;
  // `FIDE_TEAM` alone is `FIDE_TEAM_TYPEA_MP_GP`; a code naming scores but no type has no colour preferences.
  const bare = type === undefined && primary === undefined;
  return {
    code: code.trim(),
    colourPreferences: type === 'TYPEB' ? 'B' : type === 'TYPEA' || bare ? 'A' : 'none',
    primaryScore: primary === 'GP' ? 'game' : 'match',
    secondaryForColour: bare || secondary !== undefined,
    baku: baku !== undefined,
  };
}

/**
 * Reads the team records of a TRF. Problems are `InputError`s naming the line
 * and column; start numbers are checked against `startNumbers` (the file's `001` players).
 */
export function readTeamRecords(text: string, source: string | undefined, startNumbers: ReadonlySet<number>): TrfTeamRecords {
  const problems = new Problems(source);
  const teams: TrfTeam[] = [];
  const forfeits: TrfTeamForfeit[] = [];
  const byes: TrfTeamBye[] = [];
  const acceleration: TrfTeamAcceleration[] = [];
  const abnormalPoints: TrfAbnormalPoints[] = [];
  const lineUps: TrfLineUp[] = [];
  const owner = new Map<number, { team: number; line: number }>();
  const records: { -readonly [K in keyof TrfTeamRecords]: TrfTeamRecords[K] } = { teams, forfeits, byes, acceleration };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((line, index) => {
    const number = index + 1;
    const tag = line.slice(0, 3);
    if (tag === '310' || tag === '013') {
      const team = tag === '310' ? read310(problems, line, number) : read013(problems, line, number, teams.length + 1);
      if (team === null) return;
      for (const player of team.players) {
        if (!startNumbers.has(player)) problems.fail(`team ${team.number} lists player ${player}, who has no 001 line`, number, 74);
        const before = owner.get(player);
        if (before !== undefined) problems.fail(`player ${player} is in team ${team.number} and in team ${before.team} (line ${before.line})`, number, 74);
        owner.set(player, { team: team.number, line: number });
      }
      teams.push(team);
    } else if (tag === '362') {
      records.matchPoints = read362(problems, line, number);
    } else if (tag === '320') {
      records.pairingAllocatedBye = read320(problems, line, number);
    } else if (tag === '330') {
      const forfeit = read330(problems, line, number);
      if (forfeit !== null) forfeits.push(forfeit);
    } else if (tag === '250') {
      const range = read250(problems, line, number);
      if (range !== null) acceleration.push(range);
    } else if (tag === '299') {
      const record = read299(problems, line, number);
      if (record !== null) abnormalPoints.push(record);
    } else if (tag === '300') {
      const record = read300(problems, line, number, startNumbers);
      if (record !== null) lineUps.push(record);
    } else if (tag === '352') {
      const pattern = line.slice(3).trim().toUpperCase();
      if (!/^[WB]+$/.test(pattern)) problems.fail(`352 must give the board colours as W and B letters (WBWB), not '${pattern}'`, number, 5);
      else records.boardColours = pattern;
    } else if (tag === '192') {
      const type = teamTournamentType(line.slice(3));
      if (type !== null) records.type = type;
    } else if (tag === '240') {
      const kind = line.charAt(4).toUpperCase();
      const numbers = wholeNumbers(problems, wordsOf(line, 5), number, 'round or team number');
      if ((kind === 'F' || kind === 'H' || kind === 'Z') && numbers !== null && numbers.length >= 2) {
        byes.push({ kind, round: numbers[0]!, teams: numbers.slice(1) });
      }
    }
  });
  const seen = new Set<number>();
  for (const team of teams) {
    if (seen.has(team.number)) problems.fail(`two teams have pairing number ${team.number}`);
    seen.add(team.number);
  }
  problems.throwIfAny();
  if (abnormalPoints.length > 0) records.abnormalPoints = abnormalPoints;
  if (lineUps.length > 0) records.lineUps = lineUps;
  return records;
}

function read310(problems: Problems, line: string, number: number): TrfTeam | null {
  const tpn = parseWhole(columns(line, 5, 7));
  if (tpn === null || tpn < 1) {
    problems.fail(`310 team pairing number '${columns(line, 5, 7).trim()}' (columns 5-7) is not a whole number from 1`, number, 5);
    return null;
  }
  const players = playersFrom(problems, line, number, 74);
  if (players === null) return null;
  const points = (first: number, last: number, what: string): Tenths | null | undefined => {
    const textValue = columns(line, first, last).trim();
    if (textValue === '') return null;
    const value = parseTenths(textValue);
    if (value === null) problems.fail(`310 ${what} '${textValue}' (columns ${first}-${last}) are not a number of points`, number, first);
    return value ?? undefined;
  };
  const matchPoints = points(55, 60, 'match points');
  const gamePoints = points(62, 67, 'game points');
  if (matchPoints === undefined || gamePoints === undefined) return null;
  const text = (first: number, last: number): string | undefined => columns(line, first, last).trim() || undefined;
  const rankText = columns(line, 69, 71).trim();
  return {
    number: tpn,
    name: columns(line, 9, 40).trim(),
    ...(text(42, 46) !== undefined ? { nickname: text(42, 46)! } : {}),
    ...(text(48, 53) !== undefined ? { strength: text(48, 53)! } : {}),
    matchPoints,
    gamePoints,
    rank: rankText === '' ? null : parseWhole(rankText),
    players,
  };
}

function read013(problems: Problems, line: string, number: number, place: number): TrfTeam | null {
  const players = playersFrom(problems, line, number, 37);
  if (players === null) return null;
  return { number: place, name: columns(line, 5, 36).trim(), matchPoints: null, gamePoints: null, rank: null, players };
}

/** Start numbers in 4-column fields from `first`, one space apart; `0000` and blanks are empty boards. */
function playersFrom(problems: Problems, line: string, number: number, first: number): number[] | null {
  const players: number[] = [];
  for (let column = first; column <= columnWidth(line); column += 5) {
    const field = columns(line, column, column + 3);
    if (field.trim() === '') continue;
    const player = parseWhole(field);
    if (player === null) {
      problems.fail(`'${field.trim()}' (columns ${column}-${column + 3}) is not a player's start number`, number, column);
      return null;
    }
    if (player > 0) players.push(player);
  }
  return players;
}

function read362(problems: Problems, line: string, number: number): { win: Tenths; draw: Tenths; loss: Tenths } {
  const result = { win: 20, draw: 10, loss: 0 };
  for (const match of line.slice(3).matchAll(/(T[WDL])\s*([-+0-9.]+)/gi)) {
    const value = parseTenths(match[2]!);
    if (value === null) {
      problems.fail(`362 ${match[1]}: '${match[2]}' is not a number of points`, number, (match.index ?? 0) + 4);
      continue;
    }
    const code = match[1]!.toUpperCase();
    if (code === 'TW') result.win = value;
    else if (code === 'TD') result.draw = value;
    else result.loss = value;
  }
  return result;
}

function read320(problems: Problems, line: string, number: number): { matchPoints: Tenths; gamePoints: Tenths; teams: (number | null)[] } | undefined {
  const matchPoints = parseTenths(columns(line, 5, 8));
  const gamePoints = parseTenths(columns(line, 10, 13));
  if (matchPoints === null || gamePoints === null) {
    problems.fail('320 must give the match points (columns 5-8) and game points (10-13) of a pairing-allocated bye', number, 5);
    return undefined;
  }
  const teams: (number | null)[] = [];
  for (let column = 15; column <= columnWidth(line) && teams.length < MAX_ROUNDS; column += 4) {
    const field = columns(line, column, column + 2).trim();
    const team = field === '' ? 0 : parseWhole(field);
    if (team === null) {
      problems.fail(`320: '${field}' (columns ${column}-${column + 2}) is not a team number`, number, column);
      return undefined;
    }
    teams.push(team === 0 ? null : team);
  }
  while (teams.length > 0 && teams[teams.length - 1] === null) teams.pop();
  return { matchPoints, gamePoints, teams };
}

function read250(problems: Problems, line: string, number: number): TrfTeamAcceleration | null {
  const points = (first: number, last: number): Tenths | null => (columns(line, first, last).trim() === '' ? 0 : parseTenths(columns(line, first, last)));
  const matchPoints = points(5, 8);
  const gamePoints = points(10, 13);
  const [firstRound, lastRound, firstTeam, lastTeam] = [columns(line, 15, 17), columns(line, 19, 21), columns(line, 23, 26), columns(line, 28, 31)].map(parseWhole);
  if (matchPoints === null || gamePoints === null || !firstRound || !lastRound || !firstTeam || !lastTeam || lastRound < firstRound || lastTeam < firstTeam) {
    problems.fail('250 must give match points (columns 5-8), game points (10-13), first and last round (15-17, 19-21), first and last team (23-26, 28-31)', number, 5);
    return null;
  }
  return { matchPoints, gamePoints, firstRound, lastRound: Math.min(lastRound, MAX_ROUNDS), firstTeam, lastTeam };
}

function read299(problems: Problems, line: string, number: number): TrfAbnormalPoints | null {
  const kind = line.charAt(4) === '' ? ' ' : line.charAt(4).toUpperCase();
  if (!'WDLFHZ+- '.includes(kind)) {
    problems.fail(`299: '${kind}' (column 5) is not a kind of round: W, D, L, F, H, Z, +, - or blank for a bonus or penalty`, number, 5);
    return null;
  }
  const points = (first: number, last: number, what: string): Tenths | null | undefined => {
    const field = columns(line, first, last).trim();
    if (field === '') return null;
    const value = parseTenths(field);
    if (value === null) problems.fail(`299: the ${what} '${field}' (columns ${first}-${last}) are not a number of points`, number, first);
    return value ?? undefined;
  };
  const matchPoints = points(8, 11, 'match points');
  const gamePoints = points(14, 17, 'game points');
  const roundField = columns(line, 20, 22).trim();
  const round = roundField === '' ? 0 : parseWhole(roundField);
  if (matchPoints === undefined || gamePoints === undefined) return null;
  if (round === null) {
    problems.fail(`299: the round '${roundField}' (columns 20-22) is not a round number`, number, 20);
    return null;
  }
  const teams: number[] = [];
  for (let column = 24; column <= columnWidth(line); column += 5) {
    const field = columns(line, column, column + 3).trim();
    if (field === '') continue;
    const team = parseWhole(field);
    if (team === null) {
      problems.fail(`299: '${field}' (columns ${column}-${column + 3}) is not a team number`, number, column);
      return null;
    }
    if (team > 0) teams.push(team);
  }
  return { kind: kind as TrfAbnormalPoints['kind'], matchPoints, gamePoints, round: round === 0 ? null : round, teams };
}

function read300(problems: Problems, line: string, number: number, startNumbers: ReadonlySet<number>): TrfLineUp | null {
  const [round, team, opponent] = [columns(line, 5, 7), columns(line, 9, 11), columns(line, 13, 15)].map((field) => parseWhole(field.trim()));
  if (!round || !team || !opponent) {
    problems.fail('300 must give a round (columns 5-7), the team (9-11) and its scheduled opponent (13-15), then the player of each board from column 17', number, 5);
    return null;
  }
  const players: (number | null)[] = [];
  for (let column = 17; column <= columnWidth(line); column += 5) {
    const field = columns(line, column, column + 3).trim();
    const player = field === '' ? 0 : parseWhole(field);
    if (player === null || (player > 0 && !startNumbers.has(player))) {
      problems.fail(`300: '${field}' (columns ${column}-${column + 3}) is not the start number of a player with a 001 line`, number, column);
      return null;
    }
    players.push(player === 0 ? null : player);
  }
  while (players.length > 0 && players[players.length - 1] === null) players.pop();
  return { round, team, opponent, players };
}

function read330(problems: Problems, line: string, number: number): TrfTeamForfeit | null {
  const kind = columns(line, 5, 6);
  const round = parseWhole(columns(line, 8, 10));
  const white = parseWhole(columns(line, 12, 14));
  const black = parseWhole(columns(line, 16, 18));
  if ((kind !== '+-' && kind !== '-+' && kind !== '--') || round === null || white === null || black === null || round < 1) {
    problems.fail("330 must be '+-', '-+' or '--' (columns 5-6), a round (8-10), the White team (12-14) and the Black team (16-18)", number, 5);
    return null;
  }
  return { kind, round, white, black };
}

/** The team record lines of a file, in the order TRF-2026 lists them. */
export function writeTeamRecords(records: TrfTeamRecords): string[] {
  const lines: string[] = [];
  if (records.boardColours !== undefined) lines.push(`352 ${records.boardColours}`);
  const mp = records.matchPoints;
  if (mp !== undefined) lines.push(`362 TW${right(formatTenths(mp.win), 4)}   TD${right(formatTenths(mp.draw), 4)}   TL${right(formatTenths(mp.loss), 4)}`);
  const pab = records.pairingAllocatedBye;
  if (pab !== undefined) {
    const rounds = pab.teams.map((team) => String(team ?? 0).padStart(3, '0')).join(' ');
    lines.push(`320 ${right(formatTenths(pab.matchPoints), 4)} ${right(formatTenths(pab.gamePoints), 4)} ${rounds}`.trimEnd());
  }
  for (const forfeit of records.forfeits) {
    lines.push(`330 ${forfeit.kind} ${right(forfeit.round, 3)} ${right(forfeit.white, 3)} ${right(forfeit.black, 3)}`);
  }
  for (const record of records.abnormalPoints ?? []) {
    const points = (value: Tenths | null) => right(value === null ? '' : formatTenths(value), 4);
    const teams = record.teams.map((team) => right(team, 4)).join(' ');
    lines.push(`299 ${record.kind}  ${points(record.matchPoints)}  ${points(record.gamePoints)}  ${right(record.round ?? '', 3)} ${teams}`.trimEnd());
  }
  for (const lineUp of records.lineUps ?? []) {
    const players = lineUp.players.map((player) => (player === null ? '0000' : right(player, 4))).join(' ');
    lines.push(`300 ${right(lineUp.round, 3)} ${right(lineUp.team, 3)} ${right(lineUp.opponent, 3)} ${players}`);
  }
  for (const team of records.teams) {
    const head =
      `310 ${left(String(team.number), 3)} ${left(team.name, 32)} ${left(team.nickname ?? '', 5)} ${right(team.strength ?? '', 6)} ` +
      `${right(team.matchPoints === null ? '' : formatTenths(team.matchPoints), 6)} ${right(team.gamePoints === null ? '' : formatTenths(team.gamePoints), 6)} ` +
      `${right(team.rank ?? '', 3)}  `;
    lines.push(`${head}${team.players.map((player) => right(player, 4)).join(' ')}`.trimEnd());
  }
  return lines;
}
