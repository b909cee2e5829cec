/**
 * Standings that move with every typed result. While a round is being
 * played, each player's points count the results typed so far (and the
 * round's byes, decided when it was paired); the header says how far the
 * round has got: "Standings during round 3 of 7 (5 of 8 results in)".
 *
 * The tie-breaks count the complete rounds only, and take in the current
 * round when its last result is typed. A Buchholz or a Sonneborn-Berger over
 * half a round would move players up and down with the order in which the
 * boards finish; points first, then the tie-breaks as they stood after the
 * last complete round, rank a partial round the way an arbiter reads it.
 */
import { isPlayedGame, pointsFor, type Tenths, type Tournament } from '../model';
import {
  computeStandings,
  defaultTiebreaks,
  describeTiebreaks,
  parseTiebreakList,
  tiebreakName,
  type StandingRow,
  type TiebreakCode,
  type TournamentSystem,
} from '../tiebreaks';
import { carriedPoints, type EventState } from '../event/event-state';
import { systemOf } from '../event/next-round';
import { isPending, roundProgress, type RoundProgress } from '../event/progress';
import type { Settings } from '../record/settings';
import { STANDINGS_HEADER } from '../workbook/layout';

export interface StandingsSoFarOptions {
  readonly system: TournamentSystem;
  /** Codes in order, e.g. `['BH/C1', 'BH', 'SB', 'DE', 'WIN']`; the system's defaults when absent. */
  readonly tiebreaks?: readonly string[];
  /** Seed for the drawing of lots (`LOT`). */
  readonly seed?: number;
  /** Points brought in as totals (a quick Swiss continued from paper), by start number. */
  readonly carriedPoints?: ReadonlyMap<number, Tenths>;
}

export interface StandingsSoFar {
  /** Ranked: points (typed results included), then the tie-breaks. */
  readonly rows: readonly StandingRow[];
  readonly progress: RoundProgress;
  /** The rounds the tie-breaks count: all of them once the round is complete, else those before it. */
  readonly tiebreaksThroughRound: number;
  readonly codes: readonly TiebreakCode[];
}

/**
 * The standings now: points count every result typed so far.
 *
 * @example
 * standingsSoFar(tournament, { system: 'swiss', tiebreaks: ['BH/C1', 'SB'] });
 * // { rows: [...], progress: { round: 3, games: 8, resultsIn: 5, complete: false, byes: 0 }, tiebreaksThroughRound: 2, ... }
 */
export function standingsSoFar(tournament: Tournament, options: StandingsSoFarOptions): StandingsSoFar {
  const progress = roundProgress(tournament);
  const codes = parseTiebreakList(options.tiebreaks ?? defaultTiebreaks(options.system));
  const base = {
    system: options.system,
    tiebreaks: codes,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  };
  if (progress.complete) {
    const rows = computeStandings(tournament, {
      ...base,
      ...(options.carriedPoints === undefined ? {} : { carriedPoints: options.carriedPoints }),
    });
    return { rows, progress, tiebreaksThroughRound: progress.round, codes };
  }

  // The current round's decided points ride on top of the complete rounds, as carried points do.
  const round = progress.round;
  const points = tournament.points;
  const soFar = new Map<number, Tenths>();
  const playedNow = new Set<number>();
  for (const player of tournament.players) {
    const entry = player.rounds[round - 1];
    const decided = entry === undefined || isPending(entry) ? 0 : pointsFor(entry.result, points);
    soFar.set(player.startNumber, (options.carriedPoints?.get(player.startNumber) ?? 0) + decided);
    if (entry !== undefined && isPlayedGame(entry)) playedNow.add(player.startNumber);
  }
  const rows = computeStandings(tournament, { ...base, throughRound: round - 1, carriedPoints: soFar }).map((row) =>
    playedNow.has(row.startNumber) ? { ...row, gamesPlayed: row.gamesPlayed + 1 } : row,
  );
  return { rows, progress, tiebreaksThroughRound: round - 1, codes };
}

/**
 * What the standings count, as their title: "Standings before round 1",
 * "Standings after round 3 of 7" once round 3 is complete, and while round 3
 * is played "Standings during round 3 of 7 (5 of 8 results in)": the rounds
 * before it and the results of round 3 typed so far, with the round's byes
 * (decided when it was paired) counted too, and said ("5 of 8 results in,
 * bye counted"). Before anything of round 3 counts, the standings are those
 * of round 2, and the title says so: "Standings after round 2 of 7 (round 3
 * paired, 0 of 8 results in)". `totalRounds` 0 leaves the total out.
 */
export function standingsHeading(progress: RoundProgress, totalRounds: number): string {
  const of = totalRounds > 0 ? ` of ${totalRounds}` : '';
  if (progress.round === 0) return 'Standings before round 1';
  if (progress.complete) return `Standings after round ${progress.round}${of}`;
  if (nothingCounted(progress)) {
    const before = progress.round === 1 ? 'Standings before round 1' : `Standings after round ${progress.round - 1}${of}`;
    return `${before} (round ${progress.round} paired, 0 of ${progress.games} results in)`;
  }
  const byes = progress.byes === 0 ? '' : progress.byes === 1 ? ', bye counted' : `, ${progress.byes} byes counted`;
  return `Standings during round ${progress.round}${of} (${progress.resultsIn} of ${progress.games} results in${byes})`;
}

/** Nothing of the current round counts yet: no result typed, no bye that scores. */
function nothingCounted(progress: RoundProgress): boolean {
  return progress.resultsIn === 0 && progress.byes === 0;
}

/** While a round is played, when its tie-breaks count: "tie-breaks as after round 2". */
export function tiebreakTiming(standings: StandingsSoFar): string | null {
  // With nothing of the round counted, the heading already names the round the standings are after.
  if (standings.progress.complete || nothingCounted(standings.progress) || standings.codes.length === 0) return null;
  return standings.tiebreaksThroughRound === 0
    ? `tie-breaks once round ${standings.progress.round} is complete`
    : `tie-breaks as after round ${standings.tiebreaksThroughRound}`;
}

/** The Standings sheet: a title row, a header row and a row per player (the shape the add-on writes). */
export interface StandingsTable {
  readonly title: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  readonly standings: readonly StandingRow[];
}

export interface StandingsTableOptions extends StandingsSoFarOptions {
  /** The planned number of rounds; 0 when open. */
  readonly totalRounds: number;
  /** The pairing system in words, for the title ("Swiss, FIDE Dutch system"). */
  readonly systemName?: string;
}

/**
 * The Standings sheet with the typed results of the current round counted:
 * Rank, No., Name, Rating, Points, each tie-break, Games. While the round is
 * played the title says how many results are in and when the tie-breaks count;
 * before the first round is complete, the tie-break cells stay empty.
 *
 * @example
 * standingsSoFarTable(tournament, { system: 'swiss', totalRounds: 7, systemName: 'Swiss, FIDE Dutch system' }).title;
 * // 'Standings during round 3 of 7 (5 of 8 results in; tie-breaks as after round 2) · Swiss, FIDE Dutch system · ties broken by …'
 */
export function standingsSoFarTable(tournament: Tournament, options: StandingsTableOptions): StandingsTable {
  return standingsTable(tournament, standingsSoFar(tournament, options), options);
}

/** The Standings sheet from standings already computed (an action computes them once and gives them to every view). */
export function standingsTable(
  tournament: Tournament,
  standings: StandingsSoFar,
  options: Pick<StandingsTableOptions, 'totalRounds' | 'systemName'>,
): StandingsTable {
  const codes = standings.codes;
  const timing = tiebreakTiming(standings);
  const heading = standingsHeading(standings.progress, options.totalRounds);
  const title = [
    timing === null ? heading : heading.replace(/\)$/, `; ${timing})`),
    ...(options.systemName === undefined ? [] : [options.systemName]),
    codes.length > 0 ? `ties broken by ${describeTiebreaks(codes)}` : 'no tie-breaks',
  ].join(' · ');
  const header = [...STANDINGS_HEADER.before, ...codes.map((code) => `${code} ${tiebreakName(code)}`), ...STANDINGS_HEADER.after];
  const byNumber = new Map(tournament.players.map((player) => [player.startNumber, player]));
  const noTiebreaksYet = standings.tiebreaksThroughRound === 0;
  const rows = standings.rows.map((row) => {
    const player = byNumber.get(row.startNumber)!;
    return [
      row.rankLabel,
      row.startNumber,
      player.name + (row.withdrawn ? ' (withdrawn)' : ''),
      player.rating > 0 ? player.rating : '',
      row.points / 10,
      ...codes.map((code) => (noTiebreaksYet && code !== 'LOT' ? '' : (row.tiebreaks[code] ?? ''))),
      row.gamesPlayed,
    ];
  });
  return { title, header, rows, standings: standings.rows };
}

/**
 * The standings of an event as it stands, counting every result typed so
 * far: computed once per action and section, and given to every view that
 * shows them (Standings, Crosstable, Live, the TRF export's ranks).
 */
export function eventStandings(state: EventState, settings: Pick<Settings, 'system' | 'tiebreaks' | 'seed'>): StandingsSoFar {
  const carried = carriedPoints(state);
  return standingsSoFar(state.tournament, {
    system: systemOf(settings).standings,
    tiebreaks: settings.tiebreaks,
    seed: settings.seed,
    ...(carried.size > 0 ? { carriedPoints: carried } : {}),
  });
}
