/**
 * Direct encounter (C.07 art. 6). Its value only makes sense inside a group of
 * players still tied on everything ranked before it, so it is computed per group:
 * the value is the player's place inside the group (1, 2, 3…, shared places
 * repeated: 1, 1, 3), and 0 for everyone when the encounters separate nobody.
 */
import type { Tenths } from '../model';
import { countsAsEncounter, viewOfPlayer, type TiebreakContext } from './context';

interface EncounterScore {
  readonly points: Tenths;
  /** Members of the group this player has not met. */
  readonly unmet: number;
}

function encounterScores(context: TiebreakContext, group: readonly number[]): Map<number, EncounterScore> {
  const members = new Set(group);
  const scores = new Map<number, EncounterScore>();
  for (const startNumber of group) {
    let points = 0;
    const met = new Set<number>();
    for (const view of viewOfPlayer(context, startNumber).rounds) {
      if (view.opponent === null || !members.has(view.opponent) || !countsAsEncounter(context, view)) continue;
      points += view.points;
      met.add(view.opponent);
    }
    scores.set(startNumber, { points, unmet: group.length - 1 - met.size });
  }
  return scores;
}

/**
 * Places inside a tied group by direct encounter.
 *
 * - When everyone in the group has met everyone else (art. 6.1), the points
 *   scored in those games rank the group. Players still level are ranked again
 *   by their encounters among themselves only; when that separates nobody they
 *   share the place.
 * - When some have not met (possible in a Swiss, art. 6.2), a player is placed
 *   first only if the points scored in the encounters exceed what any other
 *   member could still have reached had all their missing encounters been won;
 *   the rest of the group is then considered again without him. When nobody can
 *   be placed so, the remaining players share the next place.
 *
 * In a Swiss only games played over the board are encounters; in a round robin
 * forfeits count too (pairings were pre-determined).
 *
 * @example
 * directEncounter(context, [3, 4, 5, 6]); // Map { 3 => 1, 6 => 2, 4 => 3, 5 => 4 }
 */
export function directEncounter(context: TiebreakContext, group: readonly number[]): Map<number, number> {
  const places = new Map<number, number>();
  placeGroup(context, group, 1, places);
  // Nobody separated: the tie-break says nothing about this group.
  if (group.every((startNumber) => places.get(startNumber) === 1)) {
    for (const startNumber of group) places.set(startNumber, 0);
  }
  return places;
}

function placeGroup(
  context: TiebreakContext,
  group: readonly number[],
  first: number,
  places: Map<number, number>,
): void {
  if (group.length === 1) {
    places.set(group[0]!, first);
    return;
  }
  const scores = encounterScores(context, group);
  const points = (startNumber: number): Tenths => scores.get(startNumber)!.points;
  if ([...scores.values()].every((score) => score.unmet === 0)) {
    const sorted = group.slice().sort((a, b) => points(b) - points(a) || a - b);
    const levels: number[][] = [];
    for (const startNumber of sorted) {
      const last = levels[levels.length - 1];
      if (last !== undefined && points(last[0]!) === points(startNumber)) last.push(startNumber);
      else levels.push([startNumber]);
    }
    if (levels.length === 1) {
      for (const startNumber of group) places.set(startNumber, first);
      return;
    }
    let place = first;
    for (const level of levels) {
      placeGroup(context, level, place, places);
      place += level.length;
    }
    return;
  }
  const reachable = (startNumber: number): Tenths =>
    points(startNumber) + scores.get(startNumber)!.unmet * context.points.win;
  const leader = group.find((candidate) =>
    group.every((other) => other === candidate || points(candidate) > reachable(other)),
  );
  if (leader === undefined) {
    for (const startNumber of group) places.set(startNumber, first);
    return;
  }
  places.set(leader, first);
  placeGroup(
    context,
    group.filter((startNumber) => startNumber !== leader),
    first + 1,
    places,
  );
}
