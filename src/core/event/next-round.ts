/**
 * Pairing the next round of an event: the checks that come before any pairing
 * (previous round complete, rounds left, enough players), the announced byes
 * and absences, and the call into the chosen pairing system.
 */
import { InputError, NoValidPairingError } from '../errors';
import type { Bye, RoundPairing, Tenths, Tournament } from '../model';
import { pairFirstRound } from '../systems/group-methods';
import { pairQuickSwiss, quickSwissRoundPairing, type QuickSwissRow } from '../systems/quick-swiss';
import { accelerationMap, bakuGroupsFor } from './acceleration';
import { describeListedPair, refuseListedPairInRoundRobin, type KeptApartPair } from '../workbook/do-not-pair';
import { pointsOf, type EventState } from './event-state';
import { isRoundRobin, pointSystemOf, resolveInitialColour, type Settings } from '../record/settings';

export interface NextRound {
  readonly pairing: RoundPairing;
  /** Quick Swiss only: the seed-004 table (Player A, Score, Player B, Score, Check). */
  readonly quickSwissRows?: readonly QuickSwissRow[];
}

/** Pairs a round of a round robin or a Dutch Swiss; provided by those systems. */
export type RoundPairer = (tournament: Tournament, round: number, settings: Settings) => RoundPairing;

export interface PairingSystems {
  readonly dutch?: RoundPairer;
  readonly roundRobin?: RoundPairer;
  /** The number of rounds a round robin of this field needs. */
  readonly roundRobinRounds?: (players: number, double: boolean) => number;
}

/** Refuses to pair while results of the newest round are missing, naming the boards. */
export function requireCompleteRound(state: EventState): void {
  const last = state.rounds[state.rounds.length - 1];
  if (last === undefined) return;
  const missing = last.boards.filter((board) => board.result === null);
  if (missing.length === 0) return;
  const boards = missing.map((board) => board.board);
  throw new InputError(
    `round ${last.round} is not finished: the result is missing on board${boards.length > 1 ? 's' : ''} ${listWords(boards)} ` +
      `(row${missing.length > 1 ? 's' : ''} ${listWords(missing.map((board) => board.row))}). Type the results in the Result column, then pair again.`,
    { source: state.pairingsSheet, column: 'Result' },
  );
}

/** The planned number of rounds: the setting, or what a round robin of this field needs. */
export function plannedRounds(state: EventState, settings: Settings, systems: PairingSystems): number {
  if (isRoundRobin(settings.system) && systems.roundRobinRounds !== undefined) {
    return systems.roundRobinRounds(state.players.length, settings.system === 'double-round-robin');
  }
  return settings.rounds;
}

export interface NextRoundOptions {
  /** Pairs of this field listed on the Do not pair sheet: never paired, by any system. */
  readonly keptApart?: readonly KeptApartPair[];
}

/**
 * Pairs round `state.roundsPlayed + 1` (after any rounds played on paper).
 *
 * @throws InputError when a result is missing, the event is finished, too few
 *   players remain, or a round robin holds a pair listed to be kept apart;
 *   NoValidPairingError when no pairing satisfies the rules (naming the listed
 *   pairs when they are the reason).
 */
export function pairNextRound(state: EventState, settings: Settings, systems: PairingSystems = {}, options: NextRoundOptions = {}): NextRound {
  requireCompleteRound(state);
  const round = state.roundsPlayed + 1;
  const total = plannedRounds(state, settings, systems);
  if (total > 0 && round > total) {
    throw new InputError(
      `the event is finished: all ${total} rounds are paired. To add a round, raise the number of rounds in the sidebar.`,
    );
  }
  const points = pointSystemOf(settings.points);
  const absences = announcedAbsences(state, round, points.halfPointBye);
  const absent = new Set(absences.map((bye) => bye.player));
  const playing = state.players.filter(
    (player) => player.entrant.status !== 'withdrawn' && !absent.has(player.startNumber),
  );
  if (!isRoundRobin(settings.system) && playing.length < 2) {
    throw new InputError(
      `only ${playing.length} player${playing.length === 1 ? ' is' : 's are'} available for round ${round}; at least 2 are needed.`,
      { source: 'Players' },
    );
  }

  const keptApart = options.keptApart ?? [];
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  if (isRoundRobin(settings.system)) {
    refuseListedPairInRoundRobin(keptApart, nameOf);
    if (systems.roundRobin === undefined) throw new Error('The round-robin system is not available in this build.');
    return { pairing: systems.roundRobin(withAbsences(state.tournament, absences, round), round, settings) };
  }
  return keepingApart(keptApart, round, nameOf, (pairs) => pairSwissRound(state, settings, systems, round, playing, absences, pairs));
}

/**
 * Pairs with the listed pairs kept apart. When that cannot be done, finds the
 * pairs to blame (those without which the round pairs) and says so, naming them.
 */
function keepingApart<T>(
  listed: readonly KeptApartPair[],
  round: number,
  nameOf: (startNumber: number) => string,
  pair: (pairs: readonly KeptApartPair[]) => T,
): T {
  try {
    return pair(listed);
  } catch (error) {
    if (!(error instanceof NoValidPairingError) || listed.length === 0) throw error;
    const pairs = (subset: readonly KeptApartPair[]) => {
      try {
        pair(subset);
        return true;
      } catch (again) {
        if (again instanceof NoValidPairingError) return false;
        throw again;
      }
    };
    if (!pairs([])) throw error; // not the list's doing
    const culprits = listed.filter((suspect) => pairs(listed.filter((other) => other !== suspect)));
    const blamed = culprits.length > 0 ? culprits : listed;
    const described = blamed.map((pair) => describeListedPair(pair, nameOf));
    throw new NoValidPairingError(
      culprits.length === 1
        ? `Round ${round} has no valid pairing that keeps ${described[0]} apart.`
        : `Round ${round} has no valid pairing that keeps every listed pair apart: ${described.join('; ')}${culprits.length > 0 ? ' (one of these pairs would have to meet)' : ''}.`,
    );
  }
}

/** A Swiss round (the FIDE Dutch or the quick Swiss; round 1 by the chosen method). */
function pairSwissRound(
  state: EventState,
  settings: Settings,
  systems: PairingSystems,
  round: number,
  playing: EventState['players'],
  absences: readonly Bye[],
  keptApart: readonly KeptApartPair[],
): NextRound {
  const points = pointSystemOf(settings.points);
  const forbiddenPairs = keptApart.map((pair) => pair.players);
  const acceleration = accelerationOf(state, settings);
  // Round 1 is the Dutch system's own when it has more to do than split the field by rating:
  // keep a listed pair apart, or pair the accelerated score groups.
  const dutchRoundOne = settings.system === 'dutch' && ((settings.round1Method === 'split' && forbiddenPairs.length > 0) || acceleration !== null);
  if (round === 1 && settings.system !== 'quick' && !dutchRoundOne) {
    // Start numbers are the initial ranking (FIDE: round 1 is paired by pairing number): the
    // organiser's No. column, or rating, title and entry order, unrated players after the rated ones.
    const pairing = pairFirstRound(
      playing.map((player) => ({
        startNumber: player.startNumber,
        name: player.entrant.name,
        rating: player.entrant.rating,
        entryIndex: player.startNumber,
        location: { source: 'Players', row: player.entrant.row, column: 'Rating' },
      })),
      {
        method: settings.round1Method,
        initialColour: resolveInitialColour(settings.initialColour, settings.seed),
        seed: settings.seed,
        points,
        ranked: true,
        keptApart: forbiddenPairs,
      },
    );
    return { pairing: { ...pairing, round, byes: [...pairing.byes, ...absences] } };
  }

  if (settings.system === 'quick') {
    const tournament = state.tournament;
    const rows = pairQuickSwiss(
      playing.map((player) => {
        const model = tournament.players[player.startNumber - 1]!;
        return {
          name: player.entrant.name,
          score: pointsOf(state, player.startNumber),
          opponents: [
            ...(player.entrant.carried?.opponents ?? []),
            ...model.rounds.flatMap((entry) =>
              entry.opponent === null ? [] : [tournament.players[entry.opponent - 1]!.name],
            ),
          ],
        };
      }),
      { keptApart: keptApart.map((pair) => [state.players[pair.players[0] - 1]!.entrant.name, state.players[pair.players[1] - 1]!.entrant.name] as const) },
    );
    const startNumbers = new Map(state.players.map((player) => [player.entrant.name, player.startNumber]));
    const pairing = quickSwissRoundPairing(rows, { round, startNumbers, points });
    return { pairing: { ...pairing, byes: [...pairing.byes, ...absences] }, quickSwissRows: rows };
  }

  if (systems.dutch === undefined) throw new Error('The Dutch system is not available in this build.');
  const tournament: Tournament = {
    ...withAbsences(state.tournament, absences, round),
    ...(forbiddenPairs.length > 0 ? { forbiddenPairs } : {}),
    ...(acceleration !== null ? { acceleration } : {}),
    // Round 1 by the Dutch system itself (a listed pair to keep apart): the colour drawn is the setting's.
    ...(round === 1 ? { initialColour: resolveInitialColour(settings.initialColour, settings.seed) } : {}),
  };
  return { pairing: systems.dutch(tournament, round, settings) };
}

/**
 * Baku acceleration's virtual points for the Dutch system, null without it.
 * Kept after the accelerated rounds too: the floats of those rounds were
 * decided by the pairing scores, virtual points included.
 */
function accelerationOf(state: EventState, settings: Settings): Map<number, readonly Tenths[]> | null {
  const groups = bakuGroupsFor(state, settings);
  return groups === null ? null : accelerationMap(state, groups);
}

/**
 * Byes announced before pairing: requested half-point byes (the Byes column)
 * and players marked absent.
 */
function announcedAbsences(state: EventState, round: number, halfPointBye: Tenths): Bye[] {
  const byes: Bye[] = [];
  for (const player of state.players) {
    const entrant = player.entrant;
    if (entrant.status === 'withdrawn') continue;
    if (entrant.status === 'absent') byes.push({ player: player.startNumber, kind: 'zero-point', points: 0 });
    else if (entrant.requestedByes.includes(round)) {
      byes.push({ player: player.startNumber, kind: 'half-point', points: halfPointBye });
    }
  }
  return byes;
}

/** The tournament with round `round`'s announced absences written in, as TRF does (`H`/`Z`). */
function withAbsences(tournament: Tournament, absences: readonly Bye[], round: number): Tournament {
  const byPlayer = new Map(absences.map((bye) => [bye.player, bye]));
  return {
    ...tournament,
    players: tournament.players.map((player) => {
      const bye = byPlayer.get(player.startNumber);
      if (bye === undefined) return player;
      const rounds = player.rounds.slice(0, round - 1);
      rounds[round - 1] = { opponent: null, colour: null, result: bye.kind === 'half-point' ? 'H' : 'Z' };
      return { ...player, rounds };
    }),
  };
}

function listWords(items: readonly number[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
