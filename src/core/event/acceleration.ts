/**
 * Baku acceleration (FIDE Handbook C.04.7, 2026; C.04.5.1 before), as the
 * `acceleration: 'baku'` setting applies it to an event in the sheet:
 *
 * - Group A is fixed before round 1: the first half of the players to be
 *   paired, in pairing-number order, rounded up to the nearest even number
 *   (2⌈N/4⌉: 82 of 161). Its last player stays its last player: a late entry
 *   numbered above them joins group A, one numbered below joins group B.
 * - The accelerated rounds are the first half of the rounds, rounded up
 *   (5 of 9). Before the first half of those, rounded up (3 of 5), every
 *   player of group A gets one virtual point; before the rest, ½.
 * - Virtual points count for pairing only: the Dutch system pairs by the
 *   pairing score (points plus virtual points). Standings, Pairings' points
 *   and tie-breaks never show them.
 *
 * The reference engine reads a TRF's `192 FIDE_DUTCH_2025_BAKU` declaration
 * with group A as the first ⌈N/2⌉ (src/core/trf/read-extensions.ts, which
 * follows it). The two agree when N is a multiple of 4 or one less (44, 47);
 * otherwise the Handbook's group A is one player larger (23 or 24 of 46). The
 * add-on follows the Handbook, and its TRF export writes the virtual points
 * as `250` records, so the file re-pairs identically whatever a reader's
 * default.
 */
import type { Tenths } from '../model';
import type { TrfAccelerationRange } from '../trf/types';
import type { EventState } from './event-state';
import type { Settings } from '../record/settings';

/** Group A's size for N players to be paired: half, rounded up to the nearest even number. */
export function bakuGroupASize(players: number): number {
  return Math.min(players, 2 * Math.ceil(players / 4));
}

/**
 * Virtual points for each round (index 0 is round 1) of an event of
 * `totalRounds`: 1 point in the first half of the accelerated rounds, ½ in the
 * rest, nothing after.
 *
 * @example
 * bakuVirtualPoints(9); // [10, 10, 10, 5, 5]
 * bakuVirtualPoints(7); // [10, 10, 5, 5]
 */
export function bakuVirtualPoints(totalRounds: number): Tenths[] {
  const accelerated = Math.ceil(totalRounds / 2);
  const fullPoint = Math.ceil(accelerated / 2);
  return Array.from({ length: accelerated }, (_, index) => (index < fullPoint ? 10 : 5));
}

export interface BakuGroups {
  /** The last player of group A, by start number; group A is every player numbered up to them. */
  readonly lastOfGroupA: number;
  /** How many players were to be paired when group A was formed (before round 1). */
  readonly fieldAtStart: number;
  /** Virtual points of group A by round (index 0 is round 1). */
  readonly virtualPoints: readonly Tenths[];
}

/**
 * Group A of an event: formed from the players of round 1 (who played, had a
 * bye or were absent in it), or, before round 1 is paired, from every player
 * not withdrawn. Null when the event has too few players for two groups.
 */
export function bakuGroups(state: EventState, totalRounds: number): BakuGroups | null {
  const field = roundOneField(state);
  if (field.length < 2 || totalRounds < 1) return null;
  const size = bakuGroupASize(field.length);
  return { lastOfGroupA: field[size - 1]!, fieldAtStart: field.length, virtualPoints: bakuVirtualPoints(totalRounds) };
}

/** Start numbers, in order, of the players to be paired in round 1 (or who were). */
function roundOneField(state: EventState): number[] {
  const numbers = new Set<number>();
  if (state.carriedRounds > 0) {
    // Round 1 was played on paper: everyone who brought a history was in it.
    for (const player of state.players) if (player.paper !== undefined) numbers.add(player.startNumber);
  } else if (state.rounds.length > 0) {
    const first = state.rounds[0]!;
    for (const board of first.boards) numbers.add(board.white).add(board.black);
    for (const bye of first.byes) numbers.add(bye.player);
  } else {
    for (const player of state.players) if (player.entrant.status !== 'withdrawn') numbers.add(player.startNumber);
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The model's acceleration (TRF `XXA`): group A's virtual points by start number. */
export function accelerationMap(state: EventState, groups: BakuGroups): Map<number, readonly Tenths[]> {
  const map = new Map<number, readonly Tenths[]>();
  for (const player of state.players) {
    if (player.startNumber <= groups.lastOfGroupA) map.set(player.startNumber, groups.virtualPoints);
  }
  return map;
}

/** The same as TRF-2026 `250` records: one for the rounds with a point, one for those with ½. */
export function accelerationRanges(groups: BakuGroups): TrfAccelerationRange[] {
  const ranges: TrfAccelerationRange[] = [];
  groups.virtualPoints.forEach((points, index) => {
    const last = ranges[ranges.length - 1];
    if (last !== undefined && last.gamePoints === points && last.lastRound === index) {
      ranges[ranges.length - 1] = { ...last, lastRound: index + 1 };
    } else {
      ranges.push({ matchPoints: null, gamePoints: points, firstRound: index + 1, lastRound: index + 1, firstPlayer: 1, lastPlayer: groups.lastOfGroupA });
    }
  });
  return ranges;
}

/** Group A and its virtual points when the settings ask for Baku acceleration (FIDE Dutch only), else null. */
export function bakuGroupsFor(state: EventState, settings: Settings): BakuGroups | null {
  return settings.system === 'dutch' && settings.acceleration === 'baku' ? bakuGroups(state, settings.rounds) : null;
}

/**
 * What the organiser is told when an accelerated round is paired (`state` is
 * the event before it): "Baku acceleration: group A (players 1–22) paired with
 * 1 virtual point." Null when the round is not accelerated.
 */
export function accelerationNote(state: EventState, settings: Settings, round: number): string | null {
  const groups = bakuGroupsFor(state, settings);
  const points = groups?.virtualPoints[round - 1];
  if (groups === null || points === undefined) return null;
  return `Baku acceleration: group A (players 1–${groups.lastOfGroupA}) paired with ${points === 10 ? '1 virtual point' : '½ virtual point'}.`;
}
