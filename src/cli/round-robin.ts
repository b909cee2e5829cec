/** Round N of a single or double round robin by the FIDE Berger tables, from a CSV's or a TRF's players. */
import { InputError } from '../core/errors';
import type { Tournament } from '../core/model';
import { individualSystem, type Settings } from '../core/record/settings';
import { PAIRING_SYSTEMS } from '../core/systems';
import { roundRobinRoundCount } from '../core/systems/round-robin';
import type { Printable } from './pair-output';

export function roundRobinRound(tournament: Tournament, round: number, settings: Settings): Printable {
  const total = roundRobinRoundCount(tournament.players.length, { double: settings.system === 'double-round-robin' });
  if (round < 1 || round > total) throw new InputError(`a ${settings.system} of ${tournament.players.length} players has rounds 1 to ${total}; --round ${round} is not one of them.`);
  const system = PAIRING_SYSTEMS[individualSystem(settings.system)];
  const pairing = system.pairRound({ round, tournament, field: [], absences: [], keptApart: [], acceleration: null, settings }).pairing;
  const byNumber = new Map(tournament.players.map((player) => [player.startNumber, player.name]));
  return { pairing, names: (n) => byNumber.get(n) ?? `#${n}` };
}
