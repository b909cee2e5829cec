/**
 * `sheetmate standings FILE.trf --ratings`: each player's expected score,
 * rating change and performance (FIDE Rating Regulations B.02), added to the
 * standings as JSON fields, CSV columns and text columns.
 */
import { eventRatings, type PlayerRating } from '../core/ratings';
import type { TrfFile } from '../core/trf';
import { eventDate } from './event-date';

/** The day art. 8.3.1's exemption for players rated 2650 and above took effect. */
const EXEMPTION_FROM = '2025-10-01';

export interface RatingColumns {
  /** `expected`, `ratingChange`, `performance` (and `kFactor`, `initialRating`) of a player, for JSON. */
  json(startNumber: number): Record<string, number | null>;
  readonly headers: readonly string[];
  /** The columns as numbers (CSV): blank where there is no figure. */
  values(startNumber: number): (number | string)[];
  /** The columns as text. */
  text(startNumber: number): string[];
  /** What the figures are and where they come from. */
  readonly notes: readonly string[];
}

function signed(change: number | null): string {
  return change === null ? '' : change > 0 ? `+${change}` : String(change);
}

export function ratingColumns(file: TrfFile, k: number | undefined): RatingColumns {
  const date = eventDate(file);
  const before = date?.day !== undefined && date.day < EXEMPTION_FROM;
  const rows = new Map<number, PlayerRating>(
    eventRatings(file.tournament, {
      throughRound: file.roundsPlayed,
      fourHundredPointRule: before ? 'every-player' : 'below-2650',
      ...(date === undefined ? {} : { eventYear: date.year }),
      ...(k === undefined ? {} : { k }),
    }).map((row) => [row.startNumber, row]),
  );
  const of = (startNumber: number) => rows.get(startNumber);
  const expected = (row: PlayerRating | undefined) => (row?.expected === null || row === undefined ? null : row.expected / 100);
  const kSource =
    k !== undefined
      ? `K = ${k} for every player (--k), at most 700 ÷ the games rated`
      : `K from art. 8.3.3: 10 once rated 2400, 40 for a junior under 2300${date === undefined ? ' (not applied: the file gives no start date)' : ` (born ${date.year - 18} or later)`}, otherwise 20; a player with fewer than 30 rated games has 40 (give it with --k); at most 700 ÷ the games rated`;
  return {
    json: (startNumber) => {
      const row = of(startNumber);
      return {
        expected: expected(row),
        ratingChange: row?.ratingChange ?? null,
        performance: row?.performance ?? null,
        kFactor: row?.kFactor?.k ?? null,
        initialRating: row?.initialRating ?? null,
      };
    },
    headers: ['Rtg', 'Exp', 'K', 'Chg', 'Perf'],
    values: (startNumber) => {
      const row = of(startNumber);
      return [row?.rating || '', expected(row) ?? '', row?.kFactor?.k ?? '', row?.ratingChange ?? '', row?.performance ?? ''];
    },
    text: (startNumber) => {
      const row = of(startNumber);
      return [row?.rating ? String(row.rating) : '-', expected(row)?.toFixed(2) ?? '', String(row?.kFactor?.k ?? ''), signed(row?.ratingChange ?? null), String(row?.performance ?? '')];
    },
    notes: [
      'Rtg = rating; Exp = expected score; Chg = rating change, rounded as FIDE rounds (0.5 away from zero); Perf = performance rating.',
      'By the FIDE Rating Regulations (B.02) applied to this file: games played over the board against rated opponents only (forfeits, byes and unrated opponents are left out);',
      `the 400-point rule ${before ? 'for every player (the rule before 1 October 2025)' : 'for players rated below 2650 (art. 8.3.1 from 1 October 2025)'}; ${kSource}.`,
      'FIDE computes the official figures, from its own rating list: these are an estimate.',
    ],
  };
}
