/**
 * Writes a `TrfFile` as a FIDE Tournament Report File, and builds one from a
 * tournament for export from the sheet.
 *
 * The `001` lines follow TRF16's fixed columns exactly as bbpPairings writes
 * them, so a file the reference engine wrote comes back byte for byte (apart
 * from line endings and trailing spaces). Header settings are written with the
 * tags the file was read with (`XXR` or `142`, `XXC` or `152`, `XXS` or `162`).
 */

import { STANDARD_POINTS, scoreOf, type Colour, type Player, type RoundEntry, type Tenths, type Tournament } from '../model';
import { formatTenths, left, padToColumns, right } from './fields';
import { fitsIn162, format162, formatXxs, samePoints } from './point-systems';
import { normaliseAcceleration } from './acceleration';
import { countRoundsPlayed, roundColumn } from './rounds';
import type { TrfAccelerationRange, TrfFile, TrfForbiddenGroup, TrfHeader, TrfStanding } from './types';

export type { TrfFile, TrfHeader, TrfStanding } from './types';

/** What `tournamentToTrf` can take besides the tournament. */
export interface TrfExtras {
  /** Header lines (city, arbiters, dates, …) and tag styles to write. */
  readonly header: TrfHeader;
  /** Lines to carry through verbatim. */
  readonly unknownLines: readonly string[];
  /** Ranks by start number (e.g. after tie-breaks); by default points, then start number. */
  readonly ranks: ReadonlyMap<number, number>;
}

/**
 * Writes a TRF: header lines, the lines the reader did not understand, then one
 * `001` line per player in start-number order. LF line endings, no trailing spaces.
 *
 * @example
 * writeTrf(readTrf(text)); // text again, give or take line endings and header order
 * writeTrf(tournamentToTrf(tournament)); // a report for FIDE or a pairing engine
 */
export function writeTrf(file: TrfFile): string {
  const { tournament, header } = file;
  const lines: string[] = [];
  const text = (tag: string, value: string | undefined): void => {
    if (value !== undefined) lines.push(`${tag} ${value}`);
  };
  text('012', tournament.name ?? header.name);
  text('022', header.city);
  text('032', header.federation);
  text('042', header.startDate);
  text('052', header.endDate);
  text('062', header.playerCount);
  text('072', header.ratedPlayerCount);
  text('082', header.teamCount);
  text('092', header.tournamentType);
  text('102', header.chiefArbiter);
  for (const deputy of header.deputyArbiters ?? []) text('112', deputy);
  text('122', header.timeControl);
  if (header.roundDates !== undefined && header.roundDates.length > 0) lines.push(roundDatesLine(header.roundDates));
  text('182', header.pairingController);
  text('192', header.encodedTournamentType);
  text('202', header.tieBreaks);
  text('212', header.standingsTieBreaks);
  text('222', header.encodedTimeControl);

  if (tournament.totalRounds !== undefined) {
    const style = header.roundsTag ?? 'trf16';
    if (style !== 'trf2026') text('XXR', String(tournament.totalRounds));
    if (style !== 'trf16') text('142', String(tournament.totalRounds));
  }
  lines.push(...configurationLines(tournament.initialColour, header));
  lines.push(...pointLines(tournament, header));
  lines.push(...accelerationLines(tournament.acceleration, header.accelerationRanges ?? []));
  lines.push(...forbiddenLines(tournament.forbiddenPairs ?? [], header.forbidden ?? [], file.roundsPlayed + 1));
  for (const bye of header.byes ?? []) {
    lines.push(`240 ${bye.kind} ${String(bye.round).padStart(3, '0')} ${bye.players.map((p) => right(p, 4)).join(' ')}`);
  }
  lines.push(...file.unknownLines);

  const players = [...tournament.players].sort((a, b) => a.startNumber - b.startNumber);
  for (const player of players) lines.push(playerLine(player, file.standings.get(player.startNumber)));
  return lines.map((line) => line.trimEnd()).join('\n') + '\n';
}

/**
 * Builds the `TrfFile` of a tournament, for export: the points column is each
 * player's score through the last round played, under the tournament's point
 * system; the rank column is `extra.ranks` when given, else by points (high to
 * low) and then start number.
 *
 * @example
 * const trf = writeTrf(tournamentToTrf(tournament, { header: { city: 'Ghent' } }));
 * tournamentToTrf(tournament, { ranks: new Map([[3, 1], [1, 2], [2, 3]]) });
 */
export function tournamentToTrf(tournament: Tournament, extra: Partial<TrfExtras> = {}): TrfFile {
  const roundsPlayed = countRoundsPlayed(tournament.players);
  const scores = new Map<number, Tenths>(
    tournament.players.map((player) => [player.startNumber, scoreOf(player, tournament.points, roundsPlayed)]),
  );
  const ranks = extra.ranks ?? rankByPoints(tournament.players, scores);
  const standings = new Map<number, TrfStanding>(
    tournament.players.map((player) => [
      player.startNumber,
      { points: scores.get(player.startNumber)!, rank: ranks.get(player.startNumber) ?? null },
    ]),
  );
  return {
    tournament,
    header: defaultTags(tournament, extra.header ?? {}),
    unknownLines: extra.unknownLines ?? [],
    roundsPlayed,
    standings,
    warnings: [],
  };
}

function rankByPoints(players: readonly Player[], scores: ReadonlyMap<number, Tenths>): Map<number, number> {
  const order = [...players].sort(
    (a, b) => scores.get(b.startNumber)! - scores.get(a.startNumber)! || a.startNumber - b.startNumber,
  );
  return new Map(order.map((player, index) => [player.startNumber, index + 1]));
}

/**
 * The header as reading the written file back would give it: the tags the
 * writer picks by default are recorded, so export, write and read agree.
 */
function defaultTags(tournament: Tournament, header: TrfHeader): TrfHeader {
  const result: { -readonly [K in keyof TrfHeader]: TrfHeader[K] } = { ...header };
  if (tournament.name !== undefined) result.name = tournament.name;
  if (tournament.totalRounds !== undefined) result.roundsTag ??= 'trf16';
  if (tournament.initialColour !== undefined) result.initialColourTag ??= 'trf16';
  if (!samePoints(tournament.points, STANDARD_POINTS)) result.pointsTag ??= 'trf16';
  if (result.forbidden === undefined && tournament.forbiddenPairs !== undefined && tournament.forbiddenPairs.length > 0) {
    result.forbidden = tournament.forbiddenPairs.map(([a, b]) => ({ tag: 'XXP' as const, players: [a, b] }));
  }
  return result;
}

/** A `001` line in TRF16's columns. */
/** The columns of a player's name on a `001` line (15–47): what a TRF holds of a name. */
export const TRF_NAME_WIDTH = 33;

function playerLine(player: Player, standing: TrfStanding | undefined): string {
  const points = standing?.points;
  const rank = standing?.rank;
  let line =
    `001 ${right(player.startNumber, 4)} ${left(player.sex ?? '', 1)}${right(player.title ?? '', 3)} ` +
    `${left(player.name, TRF_NAME_WIDTH)} ${right(player.rating > 0 ? player.rating : '', 4)} ` +
    `${left(player.federation ?? '', 3)} ${right(player.fideId ?? '', 11)} ${left(player.birthDate ?? '', 10)} ` +
    `${right(points === null || points === undefined ? '' : formatTenths(points), 4)} ` +
    `${right(rank === null || rank === undefined ? '' : rank, 4)}`;
  player.rounds.forEach((entry, index) => {
    line = padToColumns(line, roundColumn(index + 1) - 1) + roundBlock(entry);
  });
  return line;
}

/** `OOOO C R`: opponent (`0000` for none), colour (`-` for none), result. */
function roundBlock(entry: RoundEntry): string {
  return `${entry.opponent === null ? '0000' : right(entry.opponent, 4)} ${colourLetter(entry.colour)} ${entry.result}`;
}

function colourLetter(colour: Colour | null): string {
  return colour === 'white' ? 'w' : colour === 'black' ? 'b' : '-';
}

function roundDatesLine(dates: readonly string[]): string {
  let line = '132';
  dates.forEach((date, index) => {
    line = line.padEnd(roundColumn(index + 1) - 1, ' ') + left(date, 8);
  });
  return line;
}

function configurationLines(colour: Colour | undefined, header: TrfHeader): string[] {
  const style = header.initialColourTag ?? 'trf16';
  const words = [...(colour !== undefined && style !== 'trf2026' ? [colour === 'white' ? 'white1' : 'black1'] : []), ...(header.configuration ?? [])];
  const lines = words.length > 0 ? [`XXC ${words.join(' ')}`] : [];
  if (colour !== undefined && style !== 'trf16') lines.push(`152 ${colour === 'white' ? 'W' : 'B'}`);
  return lines;
}

function pointLines(tournament: Tournament, header: TrfHeader): string[] {
  const style = header.pointsTag;
  if (style === undefined && samePoints(tournament.points, STANDARD_POINTS)) return [];
  const lines: string[] = [];
  if (style === 'trf2026' || style === 'both') lines.push(format162(tournament.points, header.unknownResultPoints));
  // 162 cannot give a bye or a forfeit other points than the game results; XXS
  // can say everything, and coming after the 162 line it overrides it.
  if (style === undefined || style !== 'trf2026' || !fitsIn162(tournament.points)) lines.push(formatXxs(tournament.points));
  return lines;
}

/**
 * `250` records as the header has them, then an `XXA` line per player for what
 * they do not cover. When the model gives less than a `250` record would, the
 * records no longer hold and everything is written as `XXA`.
 */
function accelerationLines(
  acceleration: ReadonlyMap<number, readonly Tenths[]> | undefined,
  ranges: readonly TrfAccelerationRange[],
): string[] {
  const wanted = normaliseAcceleration(acceleration ?? new Map());
  const residual = new Map<number, Tenths[]>([...wanted].map(([player, values]) => [player, [...values]]));
  let rangesHold = true;
  for (const range of ranges) {
    for (let player = range.firstPlayer; player <= range.lastPlayer; player++) {
      const values = residual.get(player) ?? [];
      for (let round = range.firstRound; round <= range.lastRound; round++) {
        while (values.length < round) values.push(0);
        values[round - 1]! -= range.gamePoints;
        if (values[round - 1]! < 0) rangesHold = false;
      }
      residual.set(player, values);
    }
  }
  const lines: string[] = [];
  if (rangesHold) {
    for (const range of ranges) {
      const matchPoints = range.matchPoints === null ? '    ' : right(formatTenths(range.matchPoints), 4);
      lines.push(
        `250 ${matchPoints} ${right(formatTenths(range.gamePoints), 4)} ${String(range.firstRound).padStart(3, '0')} ` +
          `${String(range.lastRound).padStart(3, '0')} ${String(range.firstPlayer).padStart(4, '0')} ${String(range.lastPlayer).padStart(4, '0')}`,
      );
    }
  }
  for (const [player, values] of normaliseAcceleration(rangesHold ? residual : wanted)) {
    lines.push(`XXA ${right(player, 4)} ${values.map((tenths) => right(formatTenths(tenths), 4)).join(' ')}`);
  }
  return lines;
}

/**
 * The header's `XXP` / `260` records that the model still holds, then an `XXP`
 * line for each forbidden pair no record gives. A `260` record outside the next
 * round does not reach the model and is kept as it is.
 */
function forbiddenLines(pairs: readonly (readonly [number, number])[], groups: readonly TrfForbiddenGroup[], nextRound: number): string[] {
  const key = (a: number, b: number): string => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const wanted = new Set(pairs.map(([a, b]) => key(a, b)));
  const covered = new Set<string>();
  const lines: string[] = [];
  for (const group of groups) {
    const reachesModel = group.tag === 'XXP' || (nextRound >= group.firstRound! && nextRound <= group.lastRound!);
    const groupPairs: string[] = [];
    for (let i = 0; i < group.players.length; i++) {
      for (let j = i + 1; j < group.players.length; j++) groupPairs.push(key(group.players[i]!, group.players[j]!));
    }
    if (reachesModel && !groupPairs.every((pair) => wanted.has(pair))) continue;
    if (reachesModel) groupPairs.forEach((pair) => covered.add(pair));
    lines.push(
      group.tag === 'XXP'
        ? `XXP ${group.players.join(' ')}`
        : `260 ${String(group.firstRound).padStart(3, '0')} ${String(group.lastRound).padStart(3, '0')} ${group.players.map((p) => right(p, 4)).join(' ')}`,
    );
  }
  for (const [a, b] of pairs) {
    if (!covered.has(key(a, b))) {
      lines.push(`XXP ${Math.min(a, b)} ${Math.max(a, b)}`);
      covered.add(key(a, b));
    }
  }
  return lines;
}
