/**
 * Words the views made for people write: a name with its points, a round
 * without a game with what it scores.
 */
import { byePoints, formatPoints, type ByeKind, type PointSystem, type Tenths } from '../model';

/** A name with points, as the live views write it: "Ana Silva (2½)". */
export function nameWithPoints(name: string, points: Tenths): string {
  return `${name} (${formatPoints(points)})`;
}

/** Points in words: "1 point", "½ point", "2 points". */
function pointsInWords(points: Tenths): string {
  return `${formatPoints(points)} ${points === 10 || points === 5 ? 'point' : 'points'}`;
}

/**
 * A round without a game, in words, with what it scores: "bye (1 point)",
 * "requested bye (½ point)", "absent", "withdrawn".
 */
export function byeInWords(kind: ByeKind, points: PointSystem): string {
  switch (kind) {
    case 'pairing-allocated':
      return `bye (${pointsInWords(byePoints(kind, points))})`;
    case 'half-point':
      return `requested bye (${pointsInWords(byePoints(kind, points))})`;
    case 'full-point':
      return `full-point bye (${pointsInWords(byePoints(kind, points))})`;
    case 'zero-point':
      return 'absent';
    case 'withdrawn':
      return 'withdrawn';
  }
}
