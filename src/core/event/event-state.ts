/**
 * The state of an event as the sheet records it: the entrants from Players
 * and the rounds from Pairings, checked against each other and turned into the
 * core's tournament model (start numbers, per-round entries, points).
 */
import { InputError, throwIfAny } from '../errors';
import type { Colour, Player, PointSystem, ResultCode, RoundEntry, Tenths, Tournament } from '../model';
import { scoreOf } from '../model';
import { initialOrder } from '../systems/initial-order';
import { nameKey } from '../systems/quick-swiss';
import type { Entrant } from './entrant';
import { PAIRINGS_SHEET, type RecordedRound } from './pairings-table';

export interface EventPlayer {
  readonly startNumber: number;
  readonly entrant: Entrant;
}

export interface EventState {
  /** Players by start number (index 0 is start number 1). */
  readonly players: readonly EventPlayer[];
  readonly rounds: readonly RecordedRound[];
  /** The model of rounds 1..n as recorded; blank results count as not played yet. */
  readonly tournament: Tournament;
  /** Start number by name key. */
  readonly startNumberOf: (name: string) => number | undefined;
  /** The colour board 1's higher seed had in round 1, once round 1 exists. */
  readonly initialColour: Colour | undefined;
}

/**
 * Start numbers: the organiser's `No.` column when filled, else the initial
 * ranking (rating high to low, entry order on ties).
 */
export function assignStartNumbers(entrants: readonly Entrant[], knownOrder: readonly string[] = []): EventPlayer[] {
  if (entrants.length > 0 && entrants.every((entrant) => entrant.number !== undefined)) {
    const ordered = entrants.slice().sort((a, b) => a.number! - b.number!);
    return ordered.map((entrant, index) => ({ startNumber: index + 1, entrant }));
  }
  // Players numbered in an earlier round keep their numbers (C.04.3 5.2.5 depends on
  // them); players who joined since follow, in initial-ranking order.
  const byKey = new Map(entrants.map((entrant) => [nameKey(entrant.name), entrant]));
  const kept: Entrant[] = [];
  for (const name of knownOrder) {
    const entrant = byKey.get(nameKey(name));
    if (entrant !== undefined) {
      kept.push(entrant);
      byKey.delete(nameKey(name));
    }
  }
  const joined = initialOrder(entrants.filter((entrant) => byKey.has(nameKey(entrant.name))));
  return [...kept, ...joined].map((entrant, index) => ({ startNumber: index + 1, entrant }));
}

/**
 * Builds the event state and checks that the Pairings sheet agrees with the
 * Players sheet: every name known, nobody twice in a round.
 */
export function buildEventState(
  entrants: readonly Entrant[],
  rounds: readonly RecordedRound[],
  points: PointSystem,
  totalRounds?: number,
  knownOrder: readonly string[] = [],
): EventState {
  const players = assignStartNumbers(entrants, knownOrder);
  const byKey = new Map(players.map((player) => [nameKey(player.entrant.name), player.startNumber]));
  const startNumberOf = (name: string) => byKey.get(nameKey(name));
  const problems: InputError[] = [];
  const entries: RoundEntry[][] = players.map(() => []);

  for (const round of rounds) {
    const seen = new Map<number, number>();
    const place = (name: string, row: number, column: string): number | undefined => {
      const startNumber = startNumberOf(name);
      if (startNumber === undefined) {
        problems.push(
          new InputError(`"${name}" is not on the Players sheet. Correct the spelling, or add the player to Players.`, {
            source: PAIRINGS_SHEET,
            row,
            column,
          }),
        );
        return undefined;
      }
      const earlier = seen.get(startNumber);
      if (earlier !== undefined) {
        problems.push(
          new InputError(`${name} appears twice in round ${round.round} (rows ${earlier} and ${row}).`, {
            source: PAIRINGS_SHEET,
            row,
            column,
          }),
        );
        return undefined;
      }
      seen.set(startNumber, row);
      return startNumber;
    };
    for (const board of round.boards) {
      const white = place(board.white, board.row, 'White');
      const black = place(board.black, board.row, 'Black');
      if (white === undefined || black === undefined) continue;
      const result = board.result;
      entries[white - 1]![round.round - 1] = entry(black, 'white', result?.white ?? ' ');
      entries[black - 1]![round.round - 1] = entry(white, 'black', result?.black ?? ' ');
    }
    for (const bye of round.byes) {
      const player = place(bye.player, bye.row, 'White');
      if (player === undefined) continue;
      entries[player - 1]![round.round - 1] = entry(null, null, BYE_CODES[bye.kind]);
    }
  }
  throwIfAny(problems);

  // A player missing from a recorded round (a late entry, a withdrawal) scored nothing in it.
  const modelPlayers: Player[] = players.map((player, index) => {
    const own = entries[index]!;
    const filled: RoundEntry[] = rounds.map((_, r) => own[r] ?? entry(null, null, 'Z'));
    const entrant = player.entrant;
    return {
      startNumber: player.startNumber,
      name: entrant.name,
      rating: entrant.rating,
      rounds: filled,
      ...(entrant.title !== undefined ? { title: entrant.title } : {}),
      ...(entrant.federation !== undefined ? { federation: entrant.federation } : {}),
      ...(entrant.fideId !== undefined ? { fideId: entrant.fideId } : {}),
      ...(entrant.sex !== undefined ? { sex: entrant.sex } : {}),
      ...(entrant.status === 'withdrawn' ? { withdrawn: true } : {}),
    };
  });

  const firstRound = rounds[0];
  let initialColour: Colour | undefined;
  if (firstRound !== undefined && firstRound.boards.length > 0) {
    // Board 1's higher seed had the initial colour (seed 000, C.04.3 Art. 5.2.5).
    const board = firstRound.boards[0]!;
    const white = startNumberOf(board.white)!;
    const black = startNumberOf(board.black)!;
    initialColour = white < black ? 'white' : 'black';
  }

  const tournament: Tournament = {
    players: modelPlayers,
    points,
    ...(totalRounds !== undefined && totalRounds > 0 ? { totalRounds } : {}),
    ...(initialColour !== undefined ? { initialColour } : {}),
  };
  return { players, rounds, tournament, startNumberOf, initialColour };
}

const BYE_CODES: Record<RecordedRound['byes'][number]['kind'], ResultCode> = {
  'pairing-allocated': 'U',
  'half-point': 'H',
  'full-point': 'F',
  'zero-point': 'Z',
};

function entry(opponent: number | null, colour: Colour | null, result: ResultCode): RoundEntry {
  return { opponent, colour, result };
}

/** Points of each player (by start number − 1) after the given number of rounds. */
export function pointsAfter(state: EventState, round: number): Tenths[] {
  return state.tournament.players.map((player) => scoreOf(player, state.tournament.points, round));
}
