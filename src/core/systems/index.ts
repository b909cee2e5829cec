/**
 * Every pairing system an event can use, behind one interface (types.ts),
 * in one registry shared by the add-on and the command line: the FIDE Dutch
 * system with its round-1 methods (dutch.ts), the quick Swiss
 * (quick-swiss.ts) and the single and double round robins by the Berger
 * tables (round-robin.ts). A new system is one more file and one more line
 * here.
 */
import type { IndividualSystemId } from '../record/settings';
import { DUTCH_SYSTEM } from './dutch';
import { drawAsPairing, quickSwissDraw } from './quick-swiss';
import { roundRobinPairing, roundRobinRoundCount } from './round-robin';
import type { PairedRound, PairingSystem, RoundToPair } from './types';
import { verifyPairing } from './verify';

export type { FieldPlayer, PairedRound, PairingSystem, RoundToPair } from './types';

const QUICK_SWISS: PairingSystem = {
  id: 'quick',
  name: 'Quick Swiss (score order, no rematches)',
  standings: 'swiss',
  pairs: 'field',
  keepsPairsApart: true,
  plannedRounds: (_players, settings) => settings.rounds,
  pairRound(input): PairedRound {
    const byNumber = new Map(input.field.map((player) => [player.startNumber, player]));
    const draw = quickSwissDraw(
      input.field.map((player) => ({ key: player.startNumber, name: player.name, score: player.score, met: player.met })),
      { keptApart: input.keptApart },
    );
    const pairing = drawAsPairing(draw, input.round, input.tournament.points);
    const checks = new Map(pairing.boards.map((board, index) => [board.board, draw.filter((row) => row.b !== null)[index]!.check]));
    const table = draw.map((row) => {
      const a = byNumber.get(row.a)!;
      const b = row.b === null ? null : byNumber.get(row.b)!;
      return { playerA: a.name, scoreA: a.score, playerB: b?.name ?? null, scoreB: b?.score ?? null, check: row.check };
    });
    return { pairing: { ...pairing, byes: [...pairing.byes, ...input.absences] }, checks, table };
  },
};

function roundRobin(id: 'round-robin' | 'double-round-robin', name: string): PairingSystem {
  const double = id === 'double-round-robin';
  return {
    id,
    name,
    standings: 'round-robin',
    pairs: 'everyone',
    keepsPairsApart: false,
    plannedRounds: (players) => roundRobinRoundCount(players, { double }),
    // A round-robin bye is the table's rest round: everybody has one, so it scores nothing.
    pairRound: (input) => ({ pairing: roundRobinPairing(input.tournament.players.map((player) => player.startNumber), input.round, { double, byePoints: 0 }) }),
  };
}

export const PAIRING_SYSTEMS: Readonly<Record<IndividualSystemId, PairingSystem>> = {
  dutch: DUTCH_SYSTEM,
  quick: QUICK_SWISS,
  'round-robin': roundRobin('round-robin', 'Round robin (Berger tables)'),
  'double-round-robin': roundRobin('double-round-robin', 'Double round robin (Berger tables)'),
};

/** Pairs the round with the system, then checks it (verify.ts): a pairing that breaks an absolute criterion is never returned. */
export function pairAndVerify(system: PairingSystem, input: RoundToPair): PairedRound {
  const paired = system.pairRound(input);
  verifyPairing(system, input, paired.pairing);
  return paired;
}
