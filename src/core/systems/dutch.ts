/**
 * The FIDE Dutch system (C.04.3) as an event's pairing system: round 1 by the
 * round-1 method the organiser chose (the rating split by default), unless
 * the round needs the Dutch system's own round 1 (a listed pair to keep
 * apart from a rating split, or accelerated score groups); every later round
 * by the engine in src/core/dutch. Every pairing is checked against the
 * system's absolute criteria (C1–C3) before it is returned to the event.
 */
import { pairDutch, PairingSelfCheckError, verifyAbsoluteCriteria } from '../dutch';
import { PairingRefusedError } from '../errors';
import type { RoundPairing, Tournament } from '../model';
import { resolveInitialColour } from '../record/settings';
import { pairFirstRound } from './group-methods';
import type { PairedRound, PairingSystem, RoundToPair } from './types';
import { PLAYERS_SHEET, playersHeader } from '../workbook/layout';

/**
 * Whether round 1 is the Dutch system's own rather than the round-1 method's:
 * a rating split with pairs to keep apart, or accelerated score groups.
 */
export function dutchPairsRoundOne(input: Pick<RoundToPair, 'settings' | 'keptApart' | 'acceleration'>): boolean {
  return (input.settings.round1Method === 'split' && input.keptApart.length > 0) || input.acceleration !== null;
}

/** The tournament the engine pairs: the absences written in, the pairs kept apart, the virtual points. */
function engineTournament(input: RoundToPair): Tournament {
  const { settings } = input;
  return {
    ...input.tournament,
    ...(input.keptApart.length > 0 ? { forbiddenPairs: input.keptApart } : {}),
    ...(input.acceleration !== null ? { acceleration: input.acceleration } : {}),
    // Round 1 by the Dutch system itself: the colour drawn is the setting's.
    ...(input.round === 1 ? { initialColour: resolveInitialColour(settings.initialColour, settings.seed) } : {}),
  };
}

/** Round 1 by the organiser's method, the field in start-number order (the initial ranking: FIDE pairs round 1 by pairing number). */
function roundOneByMethod(input: RoundToPair): RoundPairing {
  const { settings } = input;
  const pairing = pairFirstRound(
    input.field.map((player) => ({
      startNumber: player.startNumber,
      name: player.name,
      rating: player.rating,
      entryIndex: player.startNumber,
      location: { source: PLAYERS_SHEET, row: player.row, column: playersHeader('rating') },
    })),
    {
      method: settings.round1Method,
      initialColour: resolveInitialColour(settings.initialColour, settings.seed),
      seed: settings.seed,
      points: input.tournament.points,
      ranked: true,
      keptApart: input.keptApart,
    },
  );
  return { ...pairing, round: input.round, byes: [...pairing.byes, ...input.absences] };
}

export const DUTCH_SYSTEM: PairingSystem = {
  id: 'dutch',
  name: 'Swiss, FIDE Dutch system',
  standings: 'swiss',
  pairs: 'field',
  keepsPairsApart: true,
  plannedRounds: (_players, settings) => settings.rounds,
  pairRound(input): PairedRound {
    if (input.round === 1 && !dutchPairsRoundOne(input)) return { pairing: roundOneByMethod(input) };
    return { pairing: pairDutch(engineTournament(input), input.round) };
  },
  verify(input, pairing) {
    try {
      verifyAbsoluteCriteria(engineTournament(input), input.round, pairing);
    } catch (error) {
      if (error instanceof PairingSelfCheckError) throw new PairingRefusedError(input.round, 'an absolute criterion of the FIDE Dutch system', error.message);
      throw error;
    }
  },
};

/**
 * A round of a tournament read from a TRF, paired by the engine as the file
 * stands (its absences, forbidden pairs and virtual points) and verified
 * against the absolute criteria before it is returned (the command line's
 * `pair FILE.trf`).
 */
export function pairTournamentRound(tournament: Tournament, round: number): RoundPairing {
  const pairing = pairDutch(tournament, round);
  try {
    verifyAbsoluteCriteria(tournament, round, pairing);
  } catch (error) {
    if (error instanceof PairingSelfCheckError) throw new PairingRefusedError(round, 'an absolute criterion of the FIDE Dutch system', error.message);
    throw error;
  }
  return pairing;
}
