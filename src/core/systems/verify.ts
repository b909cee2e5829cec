/**
 * The rules every pairing keeps, whatever the system, checked before the
 * event takes a round: each player to be paired is on one board or has one
 * bye, nobody else is (an absent player has their announced bye, a withdrawn
 * one nothing), at most one pairing-allocated bye, and no pair of the Do not
 * pair sheet on a board. Then the system's own absolute criteria (the FIDE
 * Dutch system's C1–C3). A failure is a PairingRefusedError: the action stops
 * and writes nothing.
 */
import { PairingRefusedError } from '../errors';
import type { RoundPairing } from '../model';
import type { PairingSystem, RoundToPair } from './types';

/** @throws PairingRefusedError naming the first rule the pairing breaks. */
export function verifyPairing(system: PairingSystem, input: RoundToPair, pairing: RoundPairing): void {
  const refuse = (rule: string, detail: string): never => {
    throw new PairingRefusedError(input.round, rule, detail);
  };
  const expected = new Set(system.pairs === 'everyone' ? input.tournament.players.map((player) => player.startNumber) : input.field.map((player) => player.startNumber));
  const absent = new Map(input.absences.map((bye) => [bye.player, bye.kind]));
  const seen = new Map<number, string>();
  const place = (player: number, where: string) => {
    if (seen.has(player)) refuse('the rule that each player plays once a round', `player ${player} is on ${seen.get(player)} and on ${where}`);
    seen.set(player, where);
  };
  const apart = new Set(input.keptApart.map(([a, b]) => `${Math.min(a, b)}:${Math.max(a, b)}`));
  for (const board of pairing.boards) {
    const where = `board ${board.board}`;
    place(board.white, where);
    place(board.black, where);
    for (const player of [board.white, board.black]) {
      if (!expected.has(player)) refuse('the rule that only the players to be paired are on a board', `player ${player} is on ${where}`);
    }
    if (apart.has(`${Math.min(board.white, board.black)}:${Math.max(board.white, board.black)}`)) {
      refuse('the Do not pair sheet', `${where} pairs ${board.white} and ${board.black}, who must be kept apart`);
    }
  }
  let allocated = 0;
  for (const bye of pairing.byes) {
    place(bye.player, `a ${bye.kind} bye`);
    if (bye.kind === 'pairing-allocated') allocated++;
    else if (absent.get(bye.player) !== bye.kind) refuse('the byes announced for the round', `player ${bye.player} has a ${bye.kind} bye nobody asked for`);
  }
  if (allocated > 1) refuse('the rule of one pairing-allocated bye a round', `${allocated} players have one`);
  for (const player of expected) if (!seen.has(player)) refuse('the rule that every player to be paired is paired', `player ${player} is neither paired nor given a bye`);
  for (const [player, kind] of absent) {
    if (system.pairs === 'field' && seen.get(player) !== `a ${kind} bye`) refuse('the byes announced for the round', `player ${player} should have a ${kind} bye`);
  }
  system.verify?.(input, pairing);
}
