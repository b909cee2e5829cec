/**
 * The *Ratings* sheet (when the organiser asks for it in the settings): each
 * player's FIDE rating figures for this event, by the FIDE Rating
 * Regulations (B.02) applied to the games typed so far (src/core/ratings):
 * K, the games rated, the score in them, the expected score, the rating
 * change rounded as FIDE rounds, the performance, and an unrated player's
 * first rating from these games alone. One row a player, by start number, so
 * a typed result changes the rows of its two players only. It says plainly
 * that FIDE computes the official figures.
 */
import type { EventState } from '../event/event-state';
import { eventRatings, type FourHundredPointRule } from '../ratings';
import { PLAYERS_SHEET, RATINGS_HEADER } from '../workbook/layout';

/** The day the 400-point rule stopped applying to players rated 2650 and above (art. 8.3.1 as amended). */
const EXEMPTION_FROM = '2025-10-01';

export interface RatingsTableInput {
  readonly state: EventState;
  /** The section ('' without sections), named in the title. */
  readonly section: string;
  /** When the event began (ISO 8601): its year for the junior K, its day for the 400-point rule. */
  readonly eventStart: string;
}

/** The rows above the players: the title (an estimate, not FIDE's figures), what it is computed from, the header. */
export const RATINGS_HEADER_ROWS = 3;

/**
 * The Ratings sheet: two title rows, the header, one row a player, then what
 * the figures are.
 *
 * @example
 * ratingsTable({ state, section: '', eventStart: '2026-03-14T14:05:00Z' })[3];
 * // [1, 'Ana Silva', 18, 2012, 1850, 20, 3, 2.5, 1.62, '']
 */
export function ratingsTable(input: RatingsTableInput): (string | number)[][] {
  const { state } = input;
  const year = Number(input.eventStart.slice(0, 4));
  const rule: FourHundredPointRule = input.eventStart.slice(0, 10) < EXEMPTION_FROM ? 'every-player' : 'below-2650';
  const entrants = state.players.map((player) => player.entrant);
  // The Players sheet's years of birth, for the junior K: the event's file (and its TRF export) does not carry them.
  const tournament = {
    ...state.tournament,
    players: state.tournament.players.map((player, index) => {
      const born = entrants[index]?.born;
      return born === undefined ? player : { ...player, birthDate: String(born) };
    }),
  };
  const kFactors = new Map(state.players.flatMap((player) => (player.entrant.kFactor === undefined ? [] : [[player.startNumber as number, player.entrant.kFactor] as const])));
  const figures = eventRatings(tournament, { eventYear: year, kFactors, fourHundredPointRule: rule });
  const rows: (string | number)[][] = [
    // Short enough for a phone's first screen: what the sheet is not (the official figures) before what it is.
    [`Estimates: FIDE computes the official ratings${input.section === '' ? '' : ` · ${input.section}`}`],
    [`By the FIDE Rating Regulations (B.02) from this event's games typed so far and the ratings in ${PLAYERS_SHEET}; FIDE starts from its own rating list`],
    RATINGS_HEADER.slice(),
  ];
  for (const row of figures) {
    const name = entrants[row.startNumber - 1]?.name ?? '';
    rows.push([
      row.startNumber,
      name,
      row.ratingChange ?? '',
      row.performance ?? '',
      row.rating > 0 ? row.rating : '',
      row.kFactor?.k ?? '',
      row.games,
      row.halves / 2,
      row.expected === null ? '' : row.expected / 100,
      row.initialRating ?? '',
    ]);
  }
  rows.push(
    [''],
    [
      'Games: played over the board against rated opponents (forfeits, byes and games against unrated players are not rated). Expected: the score the ratings predict (table 8.1.2; ' +
        `a difference over 400 counts as 400${rule === 'below-2650' ? ' for players rated below 2650' : ''}). Change: K × (score − expected), rounded as FIDE rounds (0.5 away from zero). ` +
        "Performance: the opponents' average rating and the difference for the score (table 8.1.1). Initial rating: an unrated player's first rating from these games alone (art. 8.2); FIDE publishes one after 5 rated games.",
    ],
    [
      `K: the K column of Players where given; else 10 once rated 2400, 40 for a junior under 2300 (born in ${year - 18} or later, from the Born column), otherwise 20; ` +
        'at most 700 ÷ the games rated (art. 8.3.3). A player with fewer than 30 rated games has K 40: give it in the K column.',
    ],
  );
  return rows;
}
