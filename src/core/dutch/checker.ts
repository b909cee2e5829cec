/**
 * Pairings checker: re-pairs every round of a tournament with the Dutch engine
 * and reports where the recorded pairing differs, in the manner of the FIDE
 * "Free Pairings Checker" that endorsed programs ship.
 */

import type { RoundPairing, Tournament } from '../model';
import { inferInitialColour } from './colour';
import { pairDutch, type DutchOptions } from './pair-dutch';

/** A game as `[white, black]` start numbers. */
export type Game = readonly [number, number];

export interface RoundDiscrepancy {
  readonly round: number;
  /** Games of the Dutch pairing that the record lacks (colours included). */
  readonly expectedGames: readonly Game[];
  /** Recorded games the Dutch pairing does not have. */
  readonly recordedGames: readonly Game[];
  /** PAB receiver per the engine / per the record (null: none). */
  readonly expectedPairingAllocatedBye: number | null;
  readonly recordedPairingAllocatedBye: number | null;
  /** Set when the engine could not pair the round at all. */
  readonly error?: string;
}

export interface CheckReport {
  readonly roundsChecked: number;
  readonly discrepancies: readonly RoundDiscrepancy[];
}

export interface CheckOptions extends DutchOptions {
  /** Rounds to check (default: every round with at least one entry). */
  readonly rounds?: readonly number[];
}

/**
 * Checks every recorded round: round r is re-paired from rounds 1..r−1 plus the
 * absences announced for r (`H`, `Z`, `F` without opponent), and compared with
 * the record, games as sets with colours, and the pairing-allocated bye.
 *
 * When `tournament.initialColour` is not set it is read off round 1: the colour
 * of the top player who played then.
 *
 * @example
 * const report = checkDutchPairings(tournament);
 * report.discrepancies; // [] when every round is the Dutch pairing
 */
export function checkDutchPairings(tournament: Tournament, options: CheckOptions = {}): CheckReport {
  const lastRound = Math.max(0, ...tournament.players.map((p) => p.rounds.length));
  const rounds = options.rounds ?? Array.from({ length: lastRound }, (_, k) => k + 1);
  const settled = withRoundFacts(tournament);
  const discrepancies: RoundDiscrepancy[] = [];
  for (const round of rounds) {
    const recorded = recordedRound(tournament, round);
    const cut = tournamentBeforeRound(settled, round);
    let pairing: RoundPairing;
    try {
      pairing = pairDutch(cut, round, options);
    } catch (error) {
      discrepancies.push({
        round,
        expectedGames: [],
        recordedGames: recorded.games,
        expectedPairingAllocatedBye: null,
        recordedPairingAllocatedBye: recorded.bye,
        error: (error as Error).message,
      });
      continue;
    }
    const expectedGames: Game[] = pairing.boards.map((b) => [b.white, b.black] as const);
    const expectedBye = pairing.byes.find((b) => b.kind === 'pairing-allocated')?.player ?? null;
    const key = (g: Game): string => `${g[0]}-${g[1]}`;
    const recordedKeys = new Set(recorded.games.map(key));
    const expectedKeys = new Set(expectedGames.map(key));
    const missing = expectedGames.filter((g) => !recordedKeys.has(key(g)));
    const extra = recorded.games.filter((g) => !expectedKeys.has(key(g)));
    if (missing.length > 0 || extra.length > 0 || expectedBye !== recorded.bye) {
      discrepancies.push({
        round,
        expectedGames: missing,
        recordedGames: extra,
        expectedPairingAllocatedBye: expectedBye,
        recordedPairingAllocatedBye: recorded.bye,
      });
    }
  }
  return { roundsChecked: rounds.length, discrepancies };
}

/**
 * The tournament as it stood when `round` was paired: rounds 1..round−1 of every
 * player plus the absences announced for `round` (`H`, `Z`, `F` without an
 * opponent), with the initial colour and the number of rounds set as the checker
 * reads them (off the first round with a colour, and the rounds in the file,
 * when the file does not say).
 *
 * @example
 * pairDutch(tournamentBeforeRound(complete, 4), 4); // round 4 as the rules pair it
 */
export function tournamentBeforeRound(tournament: Tournament, round: number): Tournament {
  const settled = withRoundFacts(tournament);
  return {
    ...settled,
    players: settled.players.map((p) => {
      const entries = p.rounds.slice(0, round - 1);
      const entry = p.rounds[round - 1];
      if (entry !== undefined && entry.opponent === null && (entry.result === 'H' || entry.result === 'Z' || entry.result === 'F')) {
        entries.push(entry);
      }
      return { ...p, rounds: entries };
    }),
  };
}

/** The initial colour and the number of rounds, read off the tournament when it does not state them. */
function withRoundFacts(tournament: Tournament): Tournament {
  if (tournament.initialColour !== undefined && tournament.totalRounds !== undefined) return tournament;
  const lastRound = Math.max(0, ...tournament.players.map((p) => p.rounds.length));
  return { ...tournament, initialColour: tournament.initialColour ?? inferInitialColour(tournament), totalRounds: tournament.totalRounds ?? lastRound };
}

function recordedRound(tournament: Tournament, round: number): { games: Game[]; bye: number | null } {
  const games: Game[] = [];
  let bye: number | null = null;
  for (const p of tournament.players) {
    const entry = p.rounds[round - 1];
    if (entry === undefined) continue;
    if (entry.opponent !== null && entry.colour === 'white') games.push([p.startNumber, entry.opponent]);
    if (entry.opponent === null && entry.result === 'U') bye = p.startNumber;
  }
  return { games, bye };
}

