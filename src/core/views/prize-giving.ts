/**
 * The prize-giving of the workbook: the *Prizes* sheet's list, every
 * section's standings (counting the results typed so far) and the team
 * standings in; who wins what, and why, out (the prize core,
 * src/core/prizes), for the *Awards* sheet (awards-view.ts).
 *
 * Team prizes go down the team standings given as `TeamStandingsForPrizes`:
 * the school totals of an individual event (views/teams.ts) today; a team
 * event gives its own team standings through the same small interface.
 */
import { InputError, InputErrors } from '../errors';
import type { EventState } from '../event/event-state';
import { awardPrizes, type Prize, type PrizeCandidate, type PrizeOutcome, type TeamCandidate } from '../prizes';
import type { PrizeSettings } from '../record/settings';
import { readPrizesSheet } from '../workbook/prizes/prizes-sheet';
import type { StandingsSoFar } from './standings';
import type { TeamStanding } from './teams';

/** The teams a team prize goes down, best first: `{ team, points (tenths), rankLabel }`. */
export type TeamStandingsForPrizes = readonly TeamCandidate[];

/**
 * The school (club) totals of an individual event as the team standings of
 * the prize-giving: each team's total of its best scores, in the Teams
 * sheet's order.
 */
export function schoolTotalsForPrizes(standings: readonly TeamStanding[]): TeamCandidate[] {
  return standings.map((standing) => ({ team: standing.team, points: standing.total, rankLabel: standing.rankLabel }));
}

/** One section as the prize-giving reads it ('' for an event without sections). */
export interface PrizeSection {
  readonly section: string;
  readonly state: EventState;
  /** Its standings, computed once for every view. */
  readonly standings: StandingsSoFar;
  /** The planned number of rounds; 0 when open. */
  readonly totalRounds: number;
}

export interface PrizeGivingInput {
  /** The Prizes sheet's values, header first. */
  readonly prizes: readonly (readonly unknown[])[];
  /** Every section, in Players' order. */
  readonly sections: readonly PrizeSection[];
  readonly sectioned: boolean;
  readonly settings: PrizeSettings;
  /** The event's year: age categories (`u12`) count from 1 January of it. */
  readonly eventYear: number;
  /** The team standings, when players have teams. */
  readonly teams?: TeamStandingsForPrizes;
}

/**
 * What the Awards sheet shows: the problems that stop it (each naming the
 * Prizes sheet's row and column); the prize list as read, before any result
 * is in; or the awards, provisional until every section has finished.
 */
export type PrizeGiving =
  | { readonly kind: 'problems'; readonly problems: readonly string[]; readonly count: number }
  | { readonly kind: 'list'; readonly prizes: readonly Prize[] }
  | { readonly kind: 'awards'; readonly prizes: readonly Prize[]; readonly outcome: PrizeOutcome; readonly final: boolean };

/** The players of a section in its standings' order, with what categories ask about them. */
function candidates(section: PrizeSection, sectioned: boolean): PrizeCandidate[] {
  return section.standings.rows.map((row) => {
    const entrant = section.state.players[row.startNumber - 1]!.entrant;
    return {
      startNumber: row.startNumber,
      name: entrant.name,
      points: row.points,
      rankLabel: row.rankLabel,
      rating: entrant.rating,
      born: entrant.born,
      sex: entrant.sex,
      ageGroup: entrant.ageGroup,
      category: entrant.category,
      team: entrant.team,
      federation: entrant.federation,
      section: sectioned ? section.section : undefined,
      // A Status of withdrawn: the player did not finish, and takes no prize (the prize core's rule).
      ...(entrant.status === 'withdrawn' ? { withdrawn: true } : {}),
    };
  });
}

/** Whether a section has a result in yet: before one, every player is on 0 and the prizes would follow the starting order. */
function hasResults(section: PrizeSection): boolean {
  const progress = section.standings.progress;
  return progress.resultsIn > 0 || progress.round > 1 || section.standings.rows.some((row) => row.points > 0);
}

/** Every planned round paired and every result in. */
function finished(section: PrizeSection): boolean {
  return section.totalRounds > 0 && section.state.roundsPlayed >= section.totalRounds && section.standings.progress.complete;
}

/** Every problem kept, each naming its row and column, and how many were found in all (the reader stops keeping them after a while). */
function problemsOf(error: unknown): { kind: 'problems'; problems: string[]; count: number } {
  if (error instanceof InputErrors) return { kind: 'problems', problems: error.problems.map((problem) => problem.message), count: error.problems.length + error.moreNotKept };
  if (error instanceof InputError) return { kind: 'problems', problems: [error.message], count: 1 };
  throw error;
}

/**
 * @example
 * givePrizes({ prizes: [['Prize', 'Amount'], ['1st', 20]], sections: [{ section: '', state, standings, totalRounds: 5 }],
 *   sectioned: false, settings: DEFAULT_SETTINGS.prizes, eventYear: 2026 });
 * // { kind: 'awards', prizes: [...], outcome: { awards: [{ prize: 1st, winner: Ana, amount: 2000, … }], leftover: 0 }, final: false }
 */
export function givePrizes(input: PrizeGivingInput): PrizeGiving {
  let prizes: Prize[];
  try {
    prizes = readPrizesSheet(input.prizes, { sections: input.sectioned ? input.sections.map((section) => section.section) : [], unratedInBands: input.settings.unratedInBands });
  } catch (error) {
    return problemsOf(error);
  }
  if (!input.sections.some(hasResults)) return { kind: 'list', prizes };
  const { sharing, rounding, perPlayer } = input.settings;
  try {
    const outcome = awardPrizes({
      prizes,
      players: input.sections.flatMap((section) => candidates(section, input.sectioned)),
      ...(input.teams === undefined ? {} : { teams: input.teams }),
      share: sharing,
      rounding,
      prizesPerPlayer: perPlayer === 'any' ? Number.POSITIVE_INFINITY : perPlayer,
      eventYear: input.eventYear,
    });
    return { kind: 'awards', prizes, outcome, final: input.sections.every(finished) };
  } catch (error) {
    return problemsOf(error);
  }
}
