/**
 * Who can win prizes: the players in the standings' order, and the teams in
 * the team standings' order, as plain data the sheet or a TRF provides.
 */
import type { Tenths, Tournament } from '../model';
import type { StandingRow } from '../tiebreaks';
import { sexOf, valueKey, type Condition, type Eligibility } from './category';

/** A player, as the standings and the Players sheet know them. Give them in the standings' order (tie-breaks included). */
export interface PrizeCandidate {
  readonly startNumber: number;
  readonly name: string;
  /** Points in tenths (players on equal points, in one section, are tied for prize money). */
  readonly points: Tenths;
  /** The rank as the standings show it: `'3'`, `'2–3'`. */
  readonly rankLabel?: string;
  /** The rating the event pairs on; 0 when unrated. */
  readonly rating: number;
  /** Year of birth (a `Born` column, or a TRF birth date). */
  readonly born?: number;
  /** As typed: `F`, `W` (TRF's woman), `female`, `girl`, `M`, … */
  readonly sex?: string;
  /** Players of different sections are never tied with each other. */
  readonly section?: string;
  readonly ageGroup?: string;
  readonly category?: string;
  readonly team?: string;
  readonly federation?: string;
  /**
   * Withdrew before the end: takes no prize, as US Chess rule 32C1 ("Unless
   * the director decides otherwise, players who fail to complete the
   * tournament are not entitled to prizes") and the CFC's handbook (1605)
   * have it. The prizes they would have won go down the standings, and say why.
   */
  readonly withdrawn?: boolean;
}

/** A team, as the team standings rank it. Give them in that order. */
export interface TeamCandidate {
  readonly team: string;
  readonly points: Tenths;
  readonly rankLabel?: string;
}

function yearOf(date: string | undefined): number | undefined {
  const match = /^\s*(\d{4})/.exec(date ?? '');
  return match === null ? undefined : Number(match[1]);
}

/**
 * The players of a tournament (a TRF) in the order of its standings: rating,
 * sex (`w` for a woman), year of birth and federation from the player records.
 *
 * @example
 * candidatesFromStandings(file.tournament, computeStandings(file.tournament, { system: 'swiss' }))[0];
 * // { startNumber: 4, name: 'Ana Silva', points: 45, rankLabel: '1', rating: 1580, born: 2013, sex: 'w', federation: 'POR' }
 */
export function candidatesFromStandings(tournament: Tournament, standings: readonly StandingRow[]): PrizeCandidate[] {
  const players = new Map(tournament.players.map((player) => [player.startNumber, player]));
  return standings.map((row) => {
    const player = players.get(row.startNumber);
    const candidate: PrizeCandidate = { startNumber: row.startNumber, name: player?.name ?? `#${row.startNumber}`, points: row.points, rankLabel: row.rankLabel, rating: player?.rating ?? 0 };
    const born = yearOf(player?.birthDate);
    return {
      ...candidate,
      ...(born === undefined ? {} : { born }),
      ...(player?.sex === undefined ? {} : { sex: player.sex }),
      ...(player?.federation === undefined ? {} : { federation: player.federation }),
    };
  });
}

function meets(condition: Condition, player: PrizeCandidate, eventYear: number | undefined): boolean {
  switch (condition.kind) {
    case 'rating':
      if (player.rating <= 0) return condition.unrated;
      return (condition.min === undefined || player.rating >= condition.min) && (condition.max === undefined || player.rating <= condition.max);
    case 'unrated':
      return player.rating <= 0;
    case 'rated':
      return player.rating > 0;
    case 'born':
      return player.born !== undefined && (condition.min === undefined || player.born >= condition.min) && (condition.max === undefined || player.born <= condition.max);
    case 'age':
      if (player.born === undefined || eventYear === undefined) return false;
      // Under N on 1 January: born in year − N or later. N or older during the year: born in year − N or earlier.
      return condition.under !== undefined ? player.born >= eventYear - condition.under : player.born <= eventYear - condition.atLeast!;
    case 'sex':
      return sexOf(player.sex) === condition.sex;
    case 'value': {
      const value = player[condition.field];
      return value !== undefined && valueKey(condition.field, value) === valueKey(condition.field, condition.value);
    }
  }
}

/** Whether a player may win a prize of this category (never a team prize). */
export function playerQualifies(eligibility: Eligibility, player: PrizeCandidate, eventYear?: number): boolean {
  return !eligibility.teamPrize && eligibility.conditions.every((condition) => meets(condition, player, eventYear));
}
