/**
 * Ranking: points first, then each tie-break of the list in order (C.07 art.
 * 4.2), players equal on everything sharing the rank.
 */
import { seededRandom, shuffled } from '../random';
import type { Tenths, Tournament } from '../model';
import {
  averageOfOpponentsBuchholz,
  buchholz,
  foreBuchholzContext,
  simpleBuchholz,
  type BuchholzCode,
} from './buchholz';
import { defaultTiebreaks, higherIsBetter, parseTiebreakList, type TiebreakCode, type TournamentSystem } from './codes';
import { createTiebreakContext, viewOfPlayer, type TiebreakContext } from './context';
import {
  gamesWithBlack,
  gamesWon,
  gamesWonWithBlack,
  progressiveScore,
  roundsElectedToPlay,
  roundsWon,
  standardPoints,
} from './counts';
import { directEncounter } from './direct-encounter';
import {
  averagePerfectPerformanceOfOpponents,
  averagePerformanceOfOpponents,
  averageRatingOfOpponents,
  perfectTournamentPerformance,
  tournamentPerformanceRating,
} from './rating';
import { koya, simpleSonnebornBerger, sonnebornBerger, sonnebornBergerCut1 } from './sonneborn-berger';

export interface StandingsOptions {
  readonly system: TournamentSystem;
  /** Codes in order, e.g. `['BH/C1', 'BH', 'SB', 'DE', 'WIN']`. Default: the system's default list. */
  readonly tiebreaks?: readonly string[];
  /** Standings after this round. Default: every round recorded. */
  readonly throughRound?: number;
  /** Seed for drawing of lots (`LOT`). Default 1. */
  readonly seed?: number;
  /**
   * Points scored before the recorded rounds (a quick Swiss continued from
   * paper): added to each player's points and ranking; the
   * tie-breaks see the recorded rounds only, since nothing else is known.
   */
  readonly carriedPoints?: ReadonlyMap<number, Tenths>;
}

export interface StandingRow {
  /** 1-based; players equal on everything share the rank (1, 2, 2, 4). */
  readonly rank: number;
  /** `'3'`, or `'2–3'` (en dash) when shared. */
  readonly rankLabel: string;
  readonly startNumber: number;
  /** Points in tenths. */
  readonly points: Tenths;
  /** Each code of the list, in points (`16.5`), counts or ratings; `null` when undefined. */
  readonly tiebreaks: Readonly<Partial<Record<TiebreakCode, number | null>>>;
  /** Games played over the board. */
  readonly gamesPlayed: number;
  readonly withdrawn: boolean;
}

/**
 * The value of a code that does not depend on the ranking (everything but DE),
 * as shown to people: points as numbers (`16.5`), counts, ratings; `null` when
 * undefined (a rating tie-break without a game).
 *
 * @example
 * const context = createTiebreakContext(tournament, { system: 'swiss' });
 * tiebreakValue(context, 'BH/C1', 1); // 15
 */
function tiebreakValue(
  context: TiebreakContext,
  code: Exclude<TiebreakCode, 'DE' | 'LOT'>,
  startNumber: number,
): number | null {
  switch (code) {
    case 'PTS':
      return viewOfPlayer(context, startNumber).score / 10;
    case 'BH':
    case 'BH/C1':
    case 'BH/C2':
    case 'BH/M1':
    case 'BH/M2':
      return buchholz(context, startNumber, code as BuchholzCode) / 10;
    case 'SB':
      return sonnebornBerger(context, startNumber) / 100;
    case 'SB/C1':
      return sonnebornBergerCut1(context, startNumber) / 100;
    case 'WIN':
      return roundsWon(context, startNumber);
    case 'WON':
      return gamesWon(context, startNumber);
    case 'BPG':
      return gamesWithBlack(context, startNumber);
    case 'BWG':
      return gamesWonWithBlack(context, startNumber);
    case 'REP':
      return roundsElectedToPlay(context, startNumber);
    case 'PS':
      return progressiveScore(context, startNumber) / 10;
    case 'PS/C1':
      return progressiveScore(context, startNumber, 1) / 10;
    case 'ARO':
      return averageRatingOfOpponents(context, startNumber);
    case 'ARO/C1':
      return averageRatingOfOpponents(context, startNumber, 1);
    case 'TPR':
      return tournamentPerformanceRating(context, startNumber);
    case 'PTP':
      return perfectTournamentPerformance(context, startNumber);
    case 'APRO':
      return averagePerformanceOfOpponents(context, startNumber);
    case 'APPO':
      return averagePerfectPerformanceOfOpponents(context, startNumber);
    case 'KS':
      return koya(context, startNumber) / 10;
    case 'AOB':
      return averageOfOpponentsBuchholz(context, startNumber);
    case 'FB':
      return buchholz(foreContext(context), startNumber) / 10;
    case 'STD':
      return standardPoints(context, startNumber) / 2;
    case 'BH-SIMPLE':
      return simpleBuchholz(context, startNumber) / 10;
    case 'SB-SIMPLE':
      return simpleSonnebornBerger(context, startNumber) / 20;
  }
}

const foreContexts = new WeakMap<TiebreakContext, TiebreakContext>();

function foreContext(context: TiebreakContext): TiebreakContext {
  let fore = foreContexts.get(context);
  if (fore === undefined) {
    fore = foreBuchholzContext(context);
    foreContexts.set(context, fore);
  }
  return fore;
}

/**
 * Final (or intermediate) standings: points, then each tie-break in order.
 * Direct encounter is evaluated inside each group still tied on points and on
 * every code before it, so its value is a place in that group (see
 * `directEncounter`). Drawing of lots (`LOT`, last in the list) gives every
 * player a lot number from the seed; without it, players equal on everything
 * share the rank.
 *
 * @example
 * computeStandings(tournament, { system: 'swiss', tiebreaks: ['BH/C1', 'BH', 'SB', 'DE', 'WIN'] });
 * // [{ rank: 1, rankLabel: '1', startNumber: 1, points: 50,
 * //    tiebreaks: { 'BH/C1': 15, BH: 16.5, … }, gamesPlayed: 5, withdrawn: false }, …]
 */
export function computeStandings(tournament: Tournament, options: StandingsOptions): StandingRow[] {
  const codes = parseTiebreakList(options.tiebreaks ?? defaultTiebreaks(options.system));
  const context = createTiebreakContext(tournament, {
    system: options.system,
    ...(options.throughRound === undefined ? {} : { throughRound: options.throughRound }),
  });
  const numbers = context.startNumbers;
  const values = new Map<number, Partial<Record<TiebreakCode, number | null>>>(numbers.map((n) => [n, {}]));
  const lots = new Map<number, number>();
  if (codes.includes('LOT')) {
    // Art. 4.2: lots decide only what the list leaves tied; a seed makes the draw reproducible.
    const drawn = shuffled(numbers, seededRandom(options.seed ?? 1));
    drawn.forEach((startNumber, index) => lots.set(startNumber, index + 1));
  }
  for (const code of codes) {
    for (const startNumber of numbers) {
      // DE is filled in per tied group below; the placeholder keeps the codes in list order.
      values.get(startNumber)![code] =
        code === 'DE' ? 0 : code === 'LOT' ? lots.get(startNumber)! : tiebreakValue(context, code, startNumber);
    }
  }

  const carried = (startNumber: number): Tenths => options.carriedPoints?.get(startNumber) ?? 0;
  const score = (startNumber: number): Tenths => viewOfPlayer(context, startNumber).score + carried(startNumber);
  let groups = splitBy(
    numbers.slice().sort((a, b) => score(b) - score(a) || a - b),
    (startNumber) => score(startNumber),
  );
  for (const code of codes) {
    const next: number[][] = [];
    for (const group of groups) {
      if (code === 'DE') {
        const places = group.length > 1 ? directEncounter(context, group) : new Map([[group[0]!, 0]]);
        for (const startNumber of group) values.get(startNumber)!.DE = places.get(startNumber)!;
      }
      if (group.length === 1) {
        next.push(group);
        continue;
      }
      const key = (startNumber: number): number | null => values.get(startNumber)![code] ?? null;
      const better = higherIsBetter(code);
      const sorted = group.slice().sort((a, b) => compareValues(key(a), key(b), better) || a - b);
      next.push(...splitBy(sorted, key));
    }
    groups = next;
  }

  const rows: StandingRow[] = [];
  let rank = 1;
  for (const group of groups) {
    const label = group.length === 1 ? String(rank) : `${rank}–${rank + group.length - 1}`;
    for (const startNumber of group) {
      const view = viewOfPlayer(context, startNumber);
      rows.push({
        rank,
        rankLabel: label,
        startNumber,
        points: view.score + carried(startNumber),
        tiebreaks: values.get(startNumber)!,
        gamesPlayed: view.rounds.filter((round) => round.kind === 'played').length,
        withdrawn: view.player.withdrawn ?? false,
      });
    }
    rank += group.length;
  }
  return rows;
}

/** Better first; `null` (undefined value) after every number. */
function compareValues(a: number | null, b: number | null, higherBetter: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return higherBetter ? b - a : a - b;
}

/** Consecutive runs of equal keys (the groups still tied after a sort). */
export function splitBy<T, K>(sorted: readonly T[], key: (item: T) => K): T[][] {
  const groups: T[][] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last !== undefined && key(last[0]!) === key(item)) last.push(item);
    else groups.push([item]);
  }
  return groups;
}
