/**
 * Pairing the next round of an event: the checks that come before any
 * pairing (previous round complete, rounds left, enough players), the
 * announced byes and absences, the round handed to the event's pairing system
 * by start number, and the pairing checked before it is returned.
 */
import { InputError, NoValidPairingError } from '../errors';
import { byePoints, type Bye, type Tenths, type Tournament } from '../model';
import { individualSystem, type IndividualSystemId, type Settings } from '../record/settings';
import { PAIRING_SYSTEMS, pairAndVerify, type FieldPlayer, type PairedRound, type PairingSystem, type RoundToPair } from '../systems';
import { accelerationMap, bakuGroupsFor } from './acceleration';
import { pointsOf, type EventBoard, type EventState } from './event-state';
import { DO_NOT_PAIR_SHEET, PLAYERS_SHEET, pairingsHeader } from '../workbook/layout';

/** A pair of the Do not pair sheet whose two players are both in this event, by start number. */
export interface KeptApartPair {
  /** Its row of the Do not pair sheet, for messages. */
  readonly row: number;
  readonly players: readonly [number, number];
}

/** "Asha Rao and Ben Rao (Do not pair, row 2)". */
function describeListedPair(pair: KeptApartPair, nameOf: (startNumber: number) => string): string {
  return `${nameOf(pair.players[0])} and ${nameOf(pair.players[1])} (${DO_NOT_PAIR_SHEET}, row ${pair.row})`;
}

/**
 * A round robin pairs everybody with everybody: it cannot keep a listed pair
 * apart, so a field that holds one is refused before anything is paired.
 *
 * @throws InputError naming the first such row of the Do not pair sheet.
 */
export function refuseListedPairInRoundRobin(keptApart: readonly KeptApartPair[], nameOf: (startNumber: number) => string): void {
  const listed = keptApart[0];
  if (listed === undefined) return;
  const more = keptApart.length - 1;
  throw new InputError(
    `${nameOf(listed.players[0])} and ${nameOf(listed.players[1])} are both in this round robin, where everybody meets everybody, ` +
      `so they cannot be kept apart as this row asks${more > 0 ? ` (nor can ${more} more listed pair${more === 1 ? '' : 's'})` : ''}. ` +
      'Delete the row, or give the two players different sections.',
    { source: DO_NOT_PAIR_SHEET, row: listed.row },
  );
}

/** A board without a result: of the newest round, or of a round later rounds were paired on (its result cleared since). */
export interface MissingBoard {
  readonly round: number;
  readonly board: EventBoard;
}

/** Every board without a result, oldest round first: the newest round's, and any cleared in a round paired on since. */
export function missingBoards(state: EventState): MissingBoard[] {
  return state.rounds.flatMap((round) => round.boards.filter((board) => board.result === null).map((board) => ({ round: round.round, board })));
}

/**
 * Refuses to pair while a result is missing: in the newest round, naming the
 * boards; in a round later rounds were paired on (a result cleared since),
 * naming the board, its row and the result Sheetmate last saw there.
 */
function requireCompleteRound(state: EventState): void {
  const missing = missingBoards(state);
  if (missing.length === 0) return;
  const newest = state.rounds[state.rounds.length - 1]!.round;
  const past = missing.filter((entry) => entry.round < newest);
  if (past.length > 0) {
    const nameOf = (startNumber: number) => state.players[startNumber - 1]?.entrant.name ?? `No. ${startNumber}`;
    const described = past.map(({ round, board }) => {
      const seen = board.lastSeen === undefined ? '' : `; Sheetmate last saw ${board.lastSeen} there`;
      return `round ${round}, board ${board.board} (${nameOf(board.white)} – ${nameOf(board.black)}${board.row === undefined ? '' : `, row ${board.row}`}${seen})`;
    });
    throw new InputError(
      `a result is missing in a round that later rounds were paired on: ${listWords(described)}. ` +
        `Type ${past.length === 1 ? 'it' : 'them'} again in the Result column, then pair round ${state.roundsPlayed + 1}: the standings it is paired on need every earlier result.`,
      { source: state.pairingsSheet, column: pairingsHeader('result') },
    );
  }
  const boards = missing.map((entry) => entry.board.board);
  const rows = missing.flatMap((entry) => (entry.board.row === undefined ? [] : [entry.board.row]));
  throw new InputError(
    `round ${newest} is not finished: the result is missing on board${boards.length > 1 ? 's' : ''} ${listWords(boards)}` +
      `${rows.length > 0 ? ` (row${rows.length > 1 ? 's' : ''} ${listWords(rows)})` : ''}. Type the results in the Result column, then pair again.`,
    { source: state.pairingsSheet, column: pairingsHeader('result') },
  );
}

/** The event's pairing system. */
export function systemOf(settings: Pick<Settings, 'system'>): PairingSystem {
  return PAIRING_SYSTEMS[individualSystem(settings.system)];
}

/** The planned number of rounds: the setting, or what a round robin of this field needs. */
export function plannedRounds(state: EventState, settings: Settings): number {
  return systemOf(settings).plannedRounds(state.players.length, settings);
}

export interface NextRoundOptions {
  /** Pairs of this field listed on the Do not pair sheet: never paired, by any system. */
  readonly keptApart?: readonly KeptApartPair[];
}

/** The pairing systems by their setting (the registry, src/core/systems; a test may hand in others). */
export type PairingSystems = Readonly<Record<IndividualSystemId, PairingSystem>>;

/**
 * Pairs round `state.roundsPlayed + 1` (after any rounds played on paper),
 * and verifies the pairing (src/core/systems/verify.ts).
 *
 * @throws InputError when a result is missing, the event is finished, too few
 *   players remain, or a round robin holds a pair listed to be kept apart;
 *   NoValidPairingError when no pairing satisfies the rules (naming the listed
 *   pairs when they are the reason); PairingRefusedError when the system's
 *   pairing breaks an absolute criterion.
 */
export function pairNextRound(state: EventState, settings: Settings, systems: PairingSystems = PAIRING_SYSTEMS, options: NextRoundOptions = {}): PairedRound {
  requireCompleteRound(state);
  const system = systems[individualSystem(settings.system)];
  const round = state.roundsPlayed + 1;
  const total = system.plannedRounds(state.players.length, settings);
  if (total > 0 && round > total) {
    throw new InputError(`the event is finished: all ${total} rounds are paired. To add a round, raise the number of rounds in the sidebar.`);
  }
  const absences = announcedAbsences(state, round);
  const absent = new Set(absences.map((bye) => bye.player));
  const playing = state.players.filter((player) => player.entrant.status !== 'withdrawn' && !absent.has(player.startNumber));
  if (system.pairs === 'field' && playing.length < 2) {
    throw new InputError(`only ${playing.length} player${playing.length === 1 ? ' is' : 's are'} available for round ${round}; at least 2 are needed.`, { source: PLAYERS_SHEET });
  }
  const keptApart = options.keptApart ?? [];
  const nameOf = (startNumber: number) => state.players[startNumber - 1]!.entrant.name;
  if (!system.keepsPairsApart) refuseListedPairInRoundRobin(keptApart, nameOf);
  const input = (pairs: readonly KeptApartPair[]): RoundToPair => ({
    round,
    tournament: withAbsences(state.tournament, absences, round),
    field: playing.map((player) => fieldPlayer(state, player.startNumber)),
    absences,
    keptApart: pairs.map((pair) => pair.players),
    acceleration: accelerationOf(state, settings),
    settings,
  });
  return keepingApart(system.keepsPairsApart ? keptApart : [], round, nameOf, (pairs) => pairAndVerify(system, input(pairs)));
}

/** A player as the systems see them: points and opponents so far, paper ones included. */
function fieldPlayer(state: EventState, startNumber: number): FieldPlayer {
  const player = state.players[startNumber - 1]!;
  const model = state.tournament.players[startNumber - 1]!;
  const paper = state.carriedRounds > 0 ? [] : (player.paper?.opponents ?? []).flatMap((opponent) => (opponent === null ? [] : [opponent]));
  return {
    startNumber,
    name: player.entrant.name,
    rating: player.entrant.rating,
    score: pointsOf(state, startNumber),
    met: [...paper, ...model.rounds.flatMap((entry) => (entry.opponent === null ? [] : [entry.opponent]))],
    row: player.entrant.row,
  };
}

/** The refusal with the unpaired players by name as well as number: an organiser knows the names ("5 (Eve Ng), 4 (Dom Li)"). */
function named(error: NoValidPairingError, nameOf: (startNumber: number) => string): NoValidPairingError {
  if (error.unpaired.length === 0) return error;
  const numbers = `players ${error.unpaired.join(', ')} cannot`;
  if (!error.message.includes(numbers)) return error;
  const names = error.unpaired.map((startNumber) => `${startNumber} (${nameOf(startNumber)})`).join(', ');
  return new NoValidPairingError(error.message.replace(numbers, `players ${names} cannot`), error.unpaired);
}

/**
 * Pairs with the listed pairs kept apart. When that cannot be done, finds the
 * pairs to blame (those without which the round pairs) and says so, naming them.
 */
function keepingApart<T>(listed: readonly KeptApartPair[], round: number, nameOf: (startNumber: number) => string, pair: (pairs: readonly KeptApartPair[]) => T): T {
  try {
    return pair(listed);
  } catch (error) {
    if (!(error instanceof NoValidPairingError)) throw error;
    if (listed.length === 0) throw named(error, nameOf);
    const pairs = (subset: readonly KeptApartPair[]) => {
      try {
        pair(subset);
        return true;
      } catch (again) {
        if (again instanceof NoValidPairingError) return false;
        throw again;
      }
    };
    if (!pairs([])) throw named(error, nameOf); // not the list's doing
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

/**
 * Baku acceleration's virtual points for the Dutch system, null without it.
 * Kept after the accelerated rounds too: the floats of those rounds were
 * decided by the pairing scores, virtual points included.
 */
function accelerationOf(state: EventState, settings: Settings): Map<number, readonly Tenths[]> | null {
  const groups = bakuGroupsFor(state, settings);
  return groups === null ? null : accelerationMap(state, groups);
}

/** Byes announced before pairing: requested half-point byes (the Byes column) and players marked absent. */
function announcedAbsences(state: EventState, round: number): Bye[] {
  const points = state.tournament.points;
  const byes: Bye[] = [];
  for (const player of state.players) {
    const entrant = player.entrant;
    if (entrant.status === 'withdrawn') continue;
    if (entrant.status === 'absent') byes.push({ player: player.startNumber, kind: 'zero-point', points: byePoints('zero-point', points) });
    else if (entrant.requestedByes.includes(round)) byes.push({ player: player.startNumber, kind: 'half-point', points: byePoints('half-point', points) });
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

function listWords(items: readonly (number | string)[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
