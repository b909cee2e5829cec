/**
 * Self-check of a returned pairing against the absolute criteria, in the
 * spirit of van Rantwijk's matching self-check: cheap, independent of how the
 * pairing was found, and switched on in tests.
 */

import type { RoundPairing, Tournament } from '../model';
import { absoluteColourClash } from './colour';
import { playerStates } from './player-state';

/** A pairing that breaks an absolute criterion: a bug in the engine, never an input error. */
export class PairingSelfCheckError extends Error {
  override readonly name = 'PairingSelfCheckError';
}

/**
 * Verifies C1 (no rematch, no forbidden pair), C2 (PAB at most once, not after a
 * win's points without playing), C3 (no absolute colour clash between
 * non-topscorers), that every present player appears exactly once, and that
 * absent and withdrawn players are not paired.
 *
 * @throws PairingSelfCheckError naming the first violation found.
 */
export function verifyAbsoluteCriteria(tournament: Tournament, round: number, pairing: RoundPairing): void {
  const states = playerStates(tournament, round);
  const seen = new Map<number, string>();
  const fail = (message: string): never => {
    throw new PairingSelfCheckError(`round ${round}: ${message}`);
  };
  const note = (player: number, where: string): void => {
    if (!states.has(player)) fail(`unknown player ${player} on ${where}`);
    if (seen.has(player)) fail(`player ${player} appears on ${seen.get(player)} and ${where}`);
    seen.set(player, where);
  };
  const forbidden = new Set((tournament.forbiddenPairs ?? []).map(([a, b]) => `${Math.min(a, b)}:${Math.max(a, b)}`));
  for (const board of pairing.boards) {
    const where = `board ${board.board}`;
    note(board.white, where);
    note(board.black, where);
    const white = states.get(board.white)!;
    const black = states.get(board.black)!;
    if (white.opponents.has(board.black)) fail(`${where}: ${board.white} and ${board.black} have already played (C1)`);
    if (forbidden.has(`${Math.min(board.white, board.black)}:${Math.max(board.white, board.black)}`)) {
      fail(`${where}: ${board.white} and ${board.black} are a forbidden pair (C1)`);
    }
    if (absoluteColourClash(white, black)) fail(`${where}: ${board.white} and ${board.black} have the same absolute colour preference (C3)`);
  }
  let pabs = 0;
  for (const bye of pairing.byes) {
    note(bye.player, `a ${bye.kind} bye`);
    if (bye.kind === 'pairing-allocated') {
      pabs++;
      if (!states.get(bye.player)!.canReceivePairingAllocatedBye) fail(`player ${bye.player} may not receive the pairing-allocated bye (C2)`);
    }
  }
  if (pabs > 1) fail('more than one pairing-allocated bye');
  for (const player of tournament.players) {
    const entry = player.rounds[round - 1];
    const absent = entry !== undefined && entry.opponent === null && 'HZF'.includes(entry.result) && entry.result !== ' ';
    const where = seen.get(player.startNumber);
    if (absent && where !== undefined && !where.includes('point bye')) fail(`absent player ${player.startNumber} is paired`);
    if (!absent && !player.withdrawn && where === undefined) fail(`player ${player.startNumber} is neither paired nor given a bye`);
    if (player.withdrawn && !absent && where !== undefined) fail(`withdrawn player ${player.startNumber} is paired`);
  }
}
