/**
 * One round paired by the Dutch system, made ready to explain: the tournament
 * as it stood before the round, every player's state and facts, the pairing
 * explained (the one recorded for the round, or the engine's own), the engine's
 * own pairing to compare it with, and that pairing's brackets.
 */
import { tournamentBeforeRound } from '../../dutch/checker';
import { pairDutch, type DutchOptions } from '../../dutch/pair-dutch';
import { playerStates, type PlayerState } from '../../dutch/player-state';
import { NoValidPairingError } from '../../errors';
import type { Board, Bye, Colour, RoundPairing, Tournament } from '../../model';
import { pairingOfRound } from '../../trf/pairs';
import { bracketsOfPairing, type BracketOfPairing } from './brackets';
import { factsFromStates, type PlayerFacts } from './player-facts';

export interface DutchRound {
  /** Rounds 1..round−1 and the absences announced for the round; initial colour and number of rounds set. */
  readonly tournament: Tournament;
  readonly round: number;
  /** The pairing explained, boards in the order of C.04.2 (higher score, then sum of scores, then rank). */
  readonly pairing: RoundPairing;
  /** Where it came from: recorded in the tournament for this round, or paired now by the engine. */
  readonly source: 'recorded' | 'paired';
  /** The engine's pairing of the round (the same as `pairing` when paired now); null when no valid pairing exists. */
  readonly dutchPairing: RoundPairing | null;
  readonly states: ReadonlyMap<number, PlayerState>;
  readonly facts: ReadonlyMap<number, PlayerFacts>;
  readonly initialColour: Colour;
  readonly brackets: readonly BracketOfPairing[];
  /** Re-pairs the round with other settings (forced pairs, more pairs kept apart): the counterfactuals of the explanations. */
  readonly repair: (change: { forcedPairs?: readonly (readonly [number, number])[]; keptApart?: readonly (readonly [number, number])[] }) => RoundPairing;
}

export interface DutchRoundOptions {
  /** The pairing to explain; by default the one the tournament records for the round, else the engine's. */
  readonly pairing?: RoundPairing;
  /** Engine options for every pairing made (tests: `selfCheck`). */
  readonly engine?: DutchOptions;
}

/**
 * @throws NoValidPairingError when the round must be paired now and cannot be.
 */
export function dutchRound(tournament: Tournament, round: number, options: DutchRoundOptions = {}): DutchRound {
  const before = tournamentBeforeRound(tournament, round);
  const engine = options.engine ?? {};
  const recorded = options.pairing ?? recordedPairing(tournament, round);
  const dutchPairing = recorded === null ? pairDutch(before, round, engine) : pairedIfPossible(before, round, engine);
  const states = playerStates(before, round);
  if (recorded !== null) checkPairing(recorded, states, round);
  const pairing = recorded === null ? dutchPairing! : inBoardOrder(recorded, states, dutchPairing);
  const repair: DutchRound['repair'] = (change) => {
    const keptApart = change.keptApart ?? [];
    const changed = keptApart.length === 0 ? before : { ...before, forbiddenPairs: [...(before.forbiddenPairs ?? []), ...keptApart] };
    return pairDutch(changed, round, { ...engine, ...(change.forcedPairs !== undefined ? { forcedPairs: change.forcedPairs } : {}) });
  };
  return {
    tournament: before,
    round,
    pairing,
    source: recorded === null ? 'paired' : 'recorded',
    dutchPairing,
    states,
    facts: factsFromStates(before, round, states),
    initialColour: before.initialColour ?? 'white',
    brackets: bracketsOfPairing(states, pairing),
    repair,
  };
}

/** A pairing to explain names players of the tournament, each once: a caller's mistake otherwise (`RangeError`). */
function checkPairing(pairing: RoundPairing, states: ReadonlyMap<number, PlayerState>, round: number): void {
  const seen = new Set<number>();
  for (const n of [...pairing.boards.flatMap((b) => [b.white, b.black]), ...pairing.byes.map((b) => b.player)]) {
    if (!states.has(n)) throw new RangeError(`round ${round}: the pairing names player ${n}, who is not in the tournament`);
    if (seen.has(n)) throw new RangeError(`round ${round}: the pairing names player ${n} twice`);
    seen.add(n);
  }
}

function pairedIfPossible(tournament: Tournament, round: number, options: DutchOptions): RoundPairing | null {
  try {
    return pairDutch(tournament, round, options);
  } catch (error) {
    if (error instanceof NoValidPairingError) return null;
    throw error;
  }
}

/** The pairing a tournament records for `round`, or null when it records none (no game and no PAB in it). */
function recordedPairing(tournament: Tournament, round: number): RoundPairing | null {
  const recorded = tournament.players.some((p) => {
    const entry = p.rounds[round - 1];
    return entry !== undefined && (entry.opponent !== null || entry.result === 'U');
  });
  return recorded ? pairingOfRound(tournament, round) : null;
}

/**
 * A recorded pairing with its boards numbered as the rules number them: the
 * engine's numbers when it made the same games, else by C.04.2 (the higher
 * score of the pair, then the sum of the scores, then the rank of the
 * higher-ranked player). The byes stay as recorded.
 */
function inBoardOrder(pairing: RoundPairing, states: ReadonlyMap<number, PlayerState>, dutch: RoundPairing | null): RoundPairing {
  const key = (b: Board) => `${b.white}-${b.black}`;
  if (dutch !== null) {
    const dutchKeys = new Set(dutch.boards.map(key));
    if (pairing.boards.length === dutch.boards.length && pairing.boards.every((b) => dutchKeys.has(key(b)))) {
      return { round: pairing.round, boards: dutch.boards, byes: pairing.byes };
    }
  }
  const ranked = [...states.values()].sort((a, b) => b.score - a.score || a.startNumber - b.startNumber);
  const rank = new Map(ranked.map((s, k) => [s.startNumber, k]));
  const real = (n: number) => states.get(n)?.realScore ?? 0;
  const boards = [...pairing.boards].sort(
    (x, y) =>
      Math.max(real(y.white), real(y.black)) - Math.max(real(x.white), real(x.black)) ||
      real(y.white) + real(y.black) - (real(x.white) + real(x.black)) ||
      Math.min(rank.get(x.white)!, rank.get(x.black)!) - Math.min(rank.get(y.white)!, rank.get(y.black)!),
  );
  const byes: Bye[] = [...pairing.byes];
  return { round: pairing.round, boards: boards.map((b, k) => ({ board: k + 1, white: b.white, black: b.black })), byes };
}
