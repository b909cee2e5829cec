/**
 * Seeded Swiss events for the benchmarks: a field of players with ratings, paired
 * round by round by the engine itself, with random results.
 *
 * - ratings `uniform`: every player rated uniformly in 1000–2800; `open`: 30 %
 *   unrated, 10 % at exactly 1000 (so many equal ratings, ordered by name), the
 *   rest uniform in 1000–2600;
 * - results `draw-heavy`: by rating (Elo expectation; unrated players get a
 *   hidden strength), about 40 % draws; `decisive`: a coin toss, 5 % draws —
 *   the harder case, since upsets mix every colour history;
 * - in every case 2 % of games are forfeited, 1.5 % of players announce a
 *   half-point bye and 0.5 % a zero-point absence before each round, and 0.3 %
 *   withdraw after each round.
 *
 * Everything comes from one seeded generator, so a spec always yields the same event.
 */

import { STANDARD_POINTS, type Player, type RoundEntry, type RoundPairing, type Tournament } from '../src/core/model';
import { seededRandom } from '../src/core/random';

export type RatingStyle = 'uniform' | 'open';
export type ResultStyle = 'draw-heavy' | 'decisive';

export interface FieldSpec {
  readonly players: number;
  readonly rounds: number;
  readonly ratings: RatingStyle;
  readonly results: ResultStyle;
  readonly seed: number;
}

interface Entrant {
  readonly name: string;
  readonly rating: number;
  /** Playing strength for the results (the rating, or a hidden one for the unrated). */
  readonly strength: number;
}

/** One simulated event: ask for the tournament before each round, then record the pairing. */
export class SimulatedEvent {
  private readonly random: () => number;
  private readonly entrants: Entrant[];
  private readonly history: RoundEntry[][];
  private readonly withdrawn = new Set<number>();
  private announced = 0;

  constructor(readonly spec: FieldSpec) {
    this.random = seededRandom(spec.seed);
    const drawn: Entrant[] = [];
    for (let k = 0; k < spec.players; k++) {
      const name = `${syllables(this.random)} ${syllables(this.random)}`;
      let rating: number;
      let strength: number;
      if (spec.ratings === 'uniform') {
        rating = 1000 + Math.floor(this.random() * 1801);
        strength = rating;
      } else {
        const x = this.random();
        if (x < 0.3) {
          rating = 0;
          strength = 1000 + Math.floor(this.random() * 1200);
        } else if (x < 0.4) {
          rating = 1000;
          strength = 900 + Math.floor(this.random() * 300);
        } else {
          rating = 1000 + Math.floor(this.random() * 1601);
          strength = rating;
        }
      }
      drawn.push({ name, rating, strength });
    }
    // Start numbers by rating, then name (equal and missing ratings are common in an open).
    drawn.sort((a, b) => b.rating - a.rating || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    this.entrants = drawn;
    this.history = drawn.map(() => []);
  }

  /**
   * The tournament to pair `round` from: rounds 1..round−1, this round's announced
   * byes and absences, withdrawn players flagged. Call once per round, in order.
   */
  tournamentFor(round: number): Tournament {
    if (round !== this.announced + 1) throw new Error(`rounds are simulated in order (asked for ${round})`);
    this.announced = round;
    for (let k = 0; k < this.entrants.length; k++) {
      if (this.withdrawn.has(k + 1)) continue;
      const x = this.random();
      if (x < 0.015) this.history[k]![round - 1] = { opponent: null, colour: null, result: 'H' };
      else if (x < 0.02) this.history[k]![round - 1] = { opponent: null, colour: null, result: 'Z' };
    }
    return this.snapshot(round);
  }

  /** Plays the paired round: results for every board, the PAB, absences for everyone else. */
  record(round: number, pairing: RoundPairing): void {
    const drawRate = this.spec.results === 'draw-heavy' ? 0.4 : 0.05;
    for (const board of pairing.boards) {
      const x = this.random();
      let white: RoundEntry['result'];
      let black: RoundEntry['result'];
      if (x < 0.02) {
        [white, black] = this.random() < 0.5 ? ['+', '-'] : ['-', '+'];
      } else {
        const y = this.random();
        const expected =
          this.spec.results === 'decisive'
            ? 0.5
            : 1 / (1 + 10 ** ((this.entrants[board.black - 1]!.strength - this.entrants[board.white - 1]!.strength) / 400));
        // Draws are likelier between equal players; the rest is decided by the expectation.
        const draw = drawRate * (1 - Math.abs(2 * expected - 1) * 0.6);
        if (y < draw) [white, black] = ['=', '='];
        else if ((y - draw) / (1 - draw) < expected) [white, black] = ['1', '0'];
        else [white, black] = ['0', '1'];
      }
      this.history[board.white - 1]![round - 1] = { opponent: board.black, colour: 'white', result: white };
      this.history[board.black - 1]![round - 1] = { opponent: board.white, colour: 'black', result: black };
    }
    for (const bye of pairing.byes) {
      if (bye.kind === 'pairing-allocated') this.history[bye.player - 1]![round - 1] = { opponent: null, colour: null, result: 'U' };
    }
    for (const entries of this.history) if (entries[round - 1] === undefined) entries[round - 1] = { opponent: null, colour: null, result: 'Z' };
    for (let k = 0; k < this.entrants.length; k++) if (!this.withdrawn.has(k + 1) && this.random() < 0.003) this.withdrawn.add(k + 1);
  }

  private snapshot(round: number): Tournament {
    const players: Player[] = this.entrants.map((entrant, k) => ({
      startNumber: k + 1,
      name: entrant.name,
      rating: entrant.rating,
      rounds: this.history[k]!.slice(0, round),
      ...(this.withdrawn.has(k + 1) && this.history[k]![round - 1] === undefined ? { withdrawn: true } : {}),
    }));
    return { players, points: STANDARD_POINTS, totalRounds: this.spec.rounds, initialColour: 'white' };
  }
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sa', 'to', 'vi', 'an', 'be', 'dor', 'el', 'fi', 'gu', 'ha', 'jo', 'ne'];

function syllables(random: () => number): string {
  const count = 2 + Math.floor(random() * 2);
  let word = '';
  for (let i = 0; i < count; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)]!;
  return word[0]!.toUpperCase() + word.slice(1);
}
