/** Fictitious points of accelerated pairings (`XXA` / `250`), as the model keeps them. */

import type { Tenths } from '../model';

/**
 * The canonical form of an acceleration map: players in start-number order,
 * trailing zero rounds dropped (they say nothing), players left with none
 * dropped. Reading and writing both use it, so a round trip compares equal.
 *
 * @example
 * normaliseAcceleration(new Map([[2, [10, 0]], [1, [0, 0]]])); // Map { 2 => [10] }
 */
export function normaliseAcceleration(map: ReadonlyMap<number, readonly Tenths[]>): Map<number, readonly Tenths[]> {
  const result = new Map<number, readonly Tenths[]>();
  for (const player of [...map.keys()].sort((a, b) => a - b)) {
    const values = [...map.get(player)!];
    while (values.length > 0 && values[values.length - 1] === 0) values.pop();
    if (values.length > 0) result.set(player, values);
  }
  return result;
}
