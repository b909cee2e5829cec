/**
 * Tiny builders for the prize tests: a prize list typed as CSV-like rows, and
 * players in the standings' order as `[name, points, rating, facts]`.
 */
import { awardPrizes, readPrizeList, type AwardOptions, type Cell, type PrizeCandidate, type TeamCandidate } from '../../../src/core/prizes';

export function prizeList(...rows: readonly (readonly Cell[])[]) {
  return readPrizeList([['Prize', 'Amount', 'Category'], ...rows]);
}

type Facts = Partial<Omit<PrizeCandidate, 'startNumber' | 'name' | 'points' | 'rating'>>;

/** Players in standings order; start numbers 1, 2, … in the order given. */
export function standings(...rows: readonly (readonly [string, number, number?, Facts?])[]): PrizeCandidate[] {
  return rows.map(([name, points, rating, facts], index) => ({ startNumber: index + 1, name, points: Math.round(points * 10), rating: rating ?? 1500, ...facts }));
}

/** Each award as `[prize name, winner's name or null, amount in units or null]`, in the list's order. */
export function awarded(prizes: ReturnType<typeof prizeList>, players: readonly PrizeCandidate[], options: AwardOptions & { teams?: readonly TeamCandidate[] } = {}) {
  return awardPrizes({ prizes, players, ...options }).awards.map((award) => [
    award.prize.name,
    award.winner === null ? null : award.winner.kind === 'player' ? award.winner.name : award.winner.team,
    award.amount === null ? null : award.amount / 100,
  ]);
}
