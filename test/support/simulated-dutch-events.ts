/**
 * Simulated Dutch events for the route tests: a seeded field paired round by
 * round by the engine itself, with random results, announced absences,
 * withdrawals, forbidden pairs and acceleration. Each test says how its events
 * are drawn; the simulation hands it every tournament to pair and plays the
 * pairing it returns.
 *
 * Random draws are taken in a fixed order, and a draw whose chance is not given
 * is not taken at all, so a test's seed always gives the same events.
 */
import { STANDARD_POINTS, type Player, type ResultCode, type RoundEntry, type RoundPairing, type Tournament } from '../../src/core/model';

/** The generator the route tests have always used (a linear congruential one). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface SimulationSpec {
  readonly seed: number;
  readonly events: number;
  /** Field size of event `event`, from the generator. */
  readonly players: (event: number, random: () => number) => number;
  /** Planned rounds, from the generator. */
  readonly rounds: (random: () => number) => number;
  /** Chance that an event forbids the pairs 1–2 and 3–N. */
  readonly forbiddenPairsChance?: number;
  /** Chance that an event accelerates its top half (1, 1, ½ virtual points in rounds 1–3). */
  readonly accelerationChance?: number;
  /** Chance, per player and round, of an announced half-point bye or zero-point absence (even odds). */
  readonly absenceChance: number;
  /** Chance, before each round, that one player withdraws. */
  readonly withdrawalChance?: number;
  /** White's and Black's results of a game, from a uniform draw `x` in event `event`. */
  readonly result: (x: number, event: number) => readonly [ResultCode, ResultCode];
}

/**
 * Pairs every round of every event with `pair`, which returns the pairing to
 * play, or null to end the event there (no valid pairing). Returns how many
 * rounds were paired.
 */
export function simulateDutchEvents(spec: SimulationSpec, pair: (tournament: Tournament, round: number, event: number) => RoundPairing | null): number {
  const random = lcg(spec.seed);
  let paired = 0;
  for (let event = 0; event < spec.events; event++) {
    const n = spec.players(event, random);
    const total = spec.rounds(random);
    const history: RoundEntry[][] = Array.from({ length: n }, () => []);
    const forbiddenPairs: [number, number][] = spec.forbiddenPairsChance !== undefined && random() < spec.forbiddenPairsChance ? [[1, 2], [3, n]] : [];
    const acceleration =
      spec.accelerationChance !== undefined && random() < spec.accelerationChance
        ? new Map(Array.from({ length: Math.floor(n / 2) }, (_, k) => [k + 1, [10, 10, 5]] as const))
        : undefined;
    const withdrawn = new Set<number>();
    for (let r = 1; r <= total; r++) {
      for (let p = 0; p < n; p++) {
        if (!withdrawn.has(p + 1) && random() < spec.absenceChance) history[p]![r - 1] = { opponent: null, colour: null, result: random() < 0.5 ? 'H' : 'Z' };
      }
      if (spec.withdrawalChance !== undefined && random() < spec.withdrawalChance) withdrawn.add(1 + Math.floor(random() * n));
      const players: Player[] = history.map((entries, k) => ({
        startNumber: k + 1,
        name: `P${k + 1}`,
        rating: 2000 - k,
        rounds: entries.slice(0, r),
        ...(withdrawn.has(k + 1) && entries[r - 1] === undefined ? { withdrawn: true } : {}),
      }));
      const tournament: Tournament = {
        players,
        points: STANDARD_POINTS,
        totalRounds: total,
        initialColour: random() < 0.5 ? 'white' : 'black',
        ...(forbiddenPairs.length > 0 ? { forbiddenPairs } : {}),
        ...(acceleration !== undefined ? { acceleration } : {}),
      };
      const pairing = pair(tournament, r, event);
      if (pairing === null) break;
      paired++;
      for (const board of pairing.boards) {
        const [white, black] = spec.result(random(), event);
        history[board.white - 1]![r - 1] = { opponent: board.black, colour: 'white', result: white };
        history[board.black - 1]![r - 1] = { opponent: board.white, colour: 'black', result: black };
      }
      for (const bye of pairing.byes) if (bye.kind === 'pairing-allocated') history[bye.player - 1]![r - 1] = { opponent: null, colour: null, result: 'U' };
      for (const entries of history) if (entries[r - 1] === undefined) entries[r - 1] = { opponent: null, colour: null, result: 'Z' };
    }
  }
  return paired;
}

/** 5 % forfeits, then 35 % wins for White, 30 % draws, 30 % wins for Black. */
export function mixedResults(x: number): readonly [ResultCode, ResultCode] {
  return x < 0.05 ? ['+', '-'] : x < 0.4 ? ['1', '0'] : x < 0.7 ? ['=', '='] : ['0', '1'];
}

/** A stable key of a pairing: its games (unordered) and its byes. */
export function pairingKey(pairing: RoundPairing): string {
  return JSON.stringify([pairing.boards.map((board) => `${board.white}-${board.black}`).sort(), pairing.byes]);
}
