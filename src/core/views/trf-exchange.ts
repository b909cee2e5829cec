/**
 * TRF in and out of the sheet: the event's history as a FIDE Tournament
 * Report File (for rating reports, bbpPairings or Swiss-Manager), and a TRF
 * turned into the Players and Pairings tables so an event begun in another
 * program continues in the sheet.
 */
import { InputError, throwIfAny } from '../errors';
import { composedName, nameKey } from '../ids';
import { byeKindOf, scoreOf, type Player, type RoundEntry, type Tournament } from '../model';
import type { StandingRow } from '../tiebreaks';
import { readTrf, tournamentToTrf, TRF_NAME_WIDTH, trfColumns, writeTrf, type TrfBye } from '../trf';
import { accelerationMap, accelerationRanges, bakuGroupASize, bakuGroupsFor, bakuVirtualPoints } from '../event/acceleration';
import type { EventState } from '../event/event-state';
import { DO_NOT_PAIR_COLUMNS, IMPORTED_PLAYER_FIELDS, PAIRINGS_HEADER, playersHeader, TRF_SHEET } from '../workbook/layout';
import { byeLabel, notationOf } from '../workbook/results';
import { isRoundRobin, type Settings, type SettingsPatch } from '../record/settings';

/** What the export adds beyond the event's rounds. */
export interface TrfExportExtras {
  /** Pairs listed on the Do not pair sheet, as start numbers: written as `XXP` forbidden pairs. */
  readonly forbiddenPairs?: readonly (readonly [number, number])[];
  /** The program that paired the event, written as TRF-2026's `182` (pairing controller identifier). */
  readonly pairingController?: string;
}

/**
 * The event as a TRF-16 file with the TRF-2026 header lines for the total
 * rounds (`XXR`/`142`), the initial colour (`XXC`/`152`), the point system
 * (`XXS`/`162`) and the byes (`240`), the pairs kept apart (`XXP`) and Baku
 * acceleration (`250`). Ranks come from the standings.
 */
export function eventToTrf(
  state: EventState,
  settings: Settings,
  standings: readonly StandingRow[],
  eventName: string,
  totalRounds: number,
  extras: TrfExportExtras = {},
): string {
  const groups = bakuGroupsFor(state, { ...settings, rounds: totalRounds });
  const forbiddenPairs = extras.forbiddenPairs ?? [];
  const tournament: Tournament = {
    ...state.tournament,
    // Accents composed, so that a name takes the columns it shows.
    players: state.tournament.players.map((player) => ({ ...player, name: composedName(player.name) })),
    name: eventName,
    ...(totalRounds > 0 ? { totalRounds } : {}),
    ...(forbiddenPairs.length > 0 ? { forbiddenPairs } : {}),
    ...(groups !== null ? { acceleration: accelerationMap(state, groups) } : {}),
  };
  const byes: TrfBye[] = [];
  for (let round = 1; round <= state.roundsPlayed; round++) {
    for (const kind of ['F', 'H', 'Z'] as const) {
      const players = tournament.players.filter((player) => player.rounds[round - 1]?.result === kind).map((player) => player.startNumber);
      if (players.length > 0) byes.push({ kind, round, players });
    }
  }
  const file = tournamentToTrf(tournament, {
    header: {
      name: eventName,
      playerCount: String(tournament.players.length),
      ratedPlayerCount: String(tournament.players.filter((player) => player.rating > 0).length),
      tournamentType: isRoundRobin(settings.system) ? 'Round robin (Berger)' : settings.system === 'dutch' ? 'FIDE Dutch system' : 'Swiss (quick)',
      roundsTag: 'both',
      initialColourTag: 'both',
      pointsTag: 'both',
      byes,
      ...(extras.pairingController !== undefined ? { pairingController: extras.pairingController } : {}),
      // Baku's virtual points as `250` records, so the file re-pairs as the sheet did whatever a reader's default for `192`.
      ...(groups !== null ? { accelerationRanges: accelerationRanges(groups) } : {}),
    },
    ranks: new Map(standings.map((row) => [row.startNumber, row.rank])),
  });
  return writeTrf(file);
}

/**
 * Refuses names a TRF could not tell apart: a `001` line holds 33
 * characters of a name (columns 15–47), so two players whose names agree
 * that far would be one name in the file (and a reader would take them for
 * one player). Names are compared as written (accents composed), by the one
 * name rule.
 *
 * @throws InputError(s) naming both rows and a shorter spelling that works.
 */
export function refuseCollidingNames(state: EventState, source: string): void {
  const seen = new Map<string, EventState['players'][number]>();
  const problems: InputError[] = [];
  for (const player of state.players) {
    const name = composedName(player.entrant.name);
    const kept = trfColumns(name, 1, TRF_NAME_WIDTH);
    const key = nameKey(kept);
    const other = seen.get(key);
    if (other === undefined) {
      seen.set(key, player);
      continue;
    }
    const shorter = shorterName(name, [...seen.keys()]);
    problems.push(
      new InputError(
        `"${other.entrant.name}" (row ${other.entrant.row}) and "${player.entrant.name}" (row ${player.entrant.row}) are the same in their first ${TRF_NAME_WIDTH} characters ("${kept.trimEnd()}"), ` +
          `which is all of a name a TRF holds, so the file could not tell the two players apart. Shorten one of the names in ${source}${shorter === null ? ` to ${TRF_NAME_WIDTH} characters or fewer` : ` (such as "${shorter}")`}, then export again.`,
        { source, row: player.entrant.row, column: playersHeader('name') },
      ),
    );
  }
  throwIfAny(problems);
}

/** The name with its first word as an initial ("A. Konstantinopoulou-Papadimitriou"), when that fits a TRF and is no other name there; else null. */
function shorterName(name: string, taken: readonly string[]): string | null {
  const words = name.split(' ');
  if (words.length < 2) return null;
  const shorter = [`${Array.from(words[0]!)[0]}.`, ...words.slice(1)].join(' ');
  if (Array.from(shorter).length > TRF_NAME_WIDTH || taken.includes(nameKey(shorter))) return null;
  return shorter;
}

/**
 * Refuses a file that names two players alike (by the one name rule): the
 * sheets know players by name, so the import would stop at its Players check,
 * on a sheet that does not exist yet. Said of the file, before anything is written.
 */
function refuseSameNames(players: readonly Player[], source: string): void {
  const seen = new Map<string, Player>();
  const problems: InputError[] = [];
  for (const player of [...players].sort((a, b) => a.startNumber - b.startNumber)) {
    const other = seen.get(nameKey(player.name));
    if (other === undefined) seen.set(nameKey(player.name), player);
    else {
      problems.push(
        new InputError(
          `players ${other.startNumber} and ${player.startNumber} have the same name, "${player.name}" (a TRF holds ${TRF_NAME_WIDTH} characters of a name, and longer names may have been cut to it). ` +
            'Sheetmate tells players apart by name: correct one of them in the file (their 001 lines), then import again.',
          { source },
        ),
      );
    }
  }
  throwIfAny(problems);
}

/** What importing a TRF puts in the sheets. */
export interface ImportedEvent {
  readonly players: (string | number)[][];
  readonly pairings: (string | number)[][];
  readonly settings: SettingsPatch;
  readonly rounds: number;
  /** The file's forbidden pairs (`XXP`, `260`) as the rows of a Do not pair sheet, header first; null when it has none. */
  readonly doNotPair: (string | number)[][] | null;
  /** What the organiser should know about the import, in words (acceleration the sheet does not carry on). */
  readonly notes: readonly string[];
}


/**
 * Turns a TRF into the rows of the Players sheet (with the TRF's start
 * numbers in `No.`, so every later pairing uses the same numbers) and of the
 * Pairings sheet (newest round first, boards in FIDE order), plus the settings
 * the file implies.
 */
export function trfToEvent(text: string, source: string = TRF_SHEET): ImportedEvent {
  const file = readTrf(text, source);
  const tournament = file.tournament;
  const played = file.roundsPlayed;
  if (tournament.players.length < 2) throw new InputError('the file lists fewer than two players.', { source });
  refuseSameNames(tournament.players, source);
  const players: (string | number)[][] = [IMPORTED_PLAYER_FIELDS.map(playersHeader)];
  for (const player of [...tournament.players].sort((a, b) => a.startNumber - b.startNumber)) {
    const next = player.rounds[played];
    const requested = player.rounds.flatMap((entry, index) => (index >= played && entry.result === 'H' ? [index + 1] : []));
    players.push([
      player.startNumber,
      player.name,
      player.rating > 0 ? player.rating : '',
      player.title ?? '',
      player.federation ?? '',
      player.fideId ?? '',
      next !== undefined && next.opponent === null && next.result === 'Z' ? 'absent' : '',
      requested.join(','),
    ]);
  }
  const nameOf = (startNumber: number) => tournament.players.find((p) => p.startNumber === startNumber)!.name;
  const pairings: (string | number)[][] = [PAIRINGS_HEADER.slice()];
  for (let round = played; round >= 1; round--) pairings.push(...roundRows(tournament, round, nameOf));
  const points = tournament.points;
  const forbidden = tournament.forbiddenPairs ?? [];
  const baku = acceleratedAsBaku(tournament);
  const notes =
    tournament.acceleration !== undefined && !baku
      ? [
          'The file gives accelerated pairings that are not Baku acceleration as FIDE C.04.7 sizes it; Sheetmate pairs on without them. ' +
            'Choose Baku acceleration in the sidebar if the event uses it.',
        ]
      : [];
  return {
    players,
    pairings,
    rounds: played,
    doNotPair: forbidden.length === 0 ? null : [DO_NOT_PAIR_COLUMNS.map((column) => column.header), ...forbidden.map(([a, b]) => [nameOf(a), nameOf(b)])],
    notes,
    settings: {
      ...(baku ? { system: 'dutch' as const, acceleration: 'baku' as const } : {}),
      ...(tournament.totalRounds !== undefined ? { rounds: tournament.totalRounds } : {}),
      ...(tournament.initialColour !== undefined ? { initialColour: tournament.initialColour } : {}),
      points: {
        win: points.win / 10,
        draw: points.draw / 10,
        loss: points.loss / 10,
        pairingAllocatedBye: points.pairingAllocatedBye / 10,
        requestedBye: points.halfPointBye / 10,
      },
    },
  };
}

/**
 * Whether a file's accelerated pairings are Baku acceleration as the setting
 * applies it (group A the first 2⌈N/4⌉ players, C.04.7): then the import
 * chooses it. A `192 FIDE_DUTCH_2025_BAKU` file agrees when N is a multiple of
 * 4 or one less (group A is ⌈N/2⌉ there).
 */
function acceleratedAsBaku(tournament: Tournament): boolean {
  const acceleration = tournament.acceleration;
  const total = tournament.totalRounds;
  if (acceleration === undefined || total === undefined) return false;
  if (tournament.points.win !== 10 || tournament.points.draw !== 5 || tournament.points.loss !== 0) return false;
  const numbers = tournament.players.map((player) => player.startNumber).sort((a, b) => a - b);
  const groupA = new Set(numbers.slice(0, bakuGroupASize(numbers.length)));
  const values = bakuVirtualPoints(total);
  const same = (given: readonly number[] | undefined, wanted: readonly number[]) =>
    Math.max(given?.length ?? 0, wanted.length) === 0 ||
    Array.from({ length: Math.max(given?.length ?? 0, wanted.length) }, (_, index) => (given?.[index] ?? 0) === (wanted[index] ?? 0)).every(Boolean);
  return numbers.every((number) => same(acceleration.get(number), groupA.has(number) ? values : []));
}

function roundRows(tournament: Tournament, round: number, nameOf: (n: number) => string): (string | number)[][] {
  const scoreBefore = (player: Player) => scoreOf(player, tournament.points, round - 1);
  const byNumber = new Map(tournament.players.map((player) => [player.startNumber, player]));
  // FIDE board order (C.04.2): higher score of the pair, then the sum, then the higher-ranked player.
  const ranking = [...tournament.players].sort((a, b) => scoreBefore(b) - scoreBefore(a) || a.startNumber - b.startNumber);
  const rankOf = new Map(ranking.map((player, index) => [player.startNumber, index]));
  const games: { white: Player; black: Player; entry: RoundEntry; opponentEntry: RoundEntry }[] = [];
  const byes: (string | number)[][] = [];
  for (const player of tournament.players) {
    const entry = player.rounds[round - 1];
    if (entry === undefined) continue;
    if (entry.opponent === null) {
      byes.push([round, '', player.name, scoreBefore(player) / 10, '', '', byeLabel(byeKindOf(entry.result) ?? 'zero-point')]);
      continue;
    }
    const opponent = byNumber.get(entry.opponent)!;
    const isWhite = entry.colour === 'white' || (entry.colour === null && player.startNumber < opponent.startNumber);
    if (!isWhite) continue;
    games.push({ white: player, black: opponent, entry, opponentEntry: opponent.rounds[round - 1]! });
  }
  games.sort((x, y) => {
    const high = (g: typeof x) => Math.max(scoreBefore(g.white), scoreBefore(g.black));
    const sum = (g: typeof x) => scoreBefore(g.white) + scoreBefore(g.black);
    const rank = (g: typeof x) => Math.min(rankOf.get(g.white.startNumber)!, rankOf.get(g.black.startNumber)!);
    return high(y) - high(x) || sum(y) - sum(x) || rank(x) - rank(y);
  });
  const rows = games.map((game, index) => [
    round,
    index + 1,
    game.white.name,
    scoreBefore(game.white) / 10,
    notationOf({ white: game.entry.result, black: game.opponentEntry.result }) ?? '',
    scoreBefore(game.black) / 10,
    nameOf(game.black.startNumber),
  ]);
  return [...rows, ...byes];
}
