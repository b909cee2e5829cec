/**
 * The state of an event as the sheet records it: the entrants from Players
 * and the rounds from Pairings, checked against each other and turned into the
 * core's tournament model (start numbers, per-round entries, points).
 */
import { InputError, throwIfAny } from '../errors';
import type { Colour, Player, PointSystem, ResultCode, RoundEntry, Tenths, Tournament } from '../model';
import { scoreOf } from '../model';

/** FIDE titles in the order C.04.2 ranks equal ratings. */
const TITLE_ORDER = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'];

function titleRank(title: string | undefined): number {
  const index = TITLE_ORDER.indexOf((title ?? '').trim().toUpperCase());
  return index < 0 ? TITLE_ORDER.length : index;
}

/**
 * The initial ranking: rating high to low, then FIDE title (C.04.2), then the
 * order the organiser entered the players (seed 000: the row order breaks
 * the remaining ties, so the organiser settles them by moving rows).
 */
function initialRanking(entrants: readonly Entrant[]): Entrant[] {
  return entrants
    .slice()
    .sort((a, b) => b.rating - a.rating || titleRank(a.title) - titleRank(b.title) || a.entryIndex - b.entryIndex);
}
import { nameKey } from '../ids';
import type { Entrant } from './entrant';
import { checkListedOpponents, rebuildCarriedRounds } from './paper-rounds';
import { PAIRINGS_SHEET, type RecordedRound } from '../workbook/pairings-table';

export interface EventPlayer {
  readonly startNumber: number;
  readonly entrant: Entrant;
}

export interface EventState {
  /** Players by start number (index 0 is start number 1). */
  readonly players: readonly EventPlayer[];
  /** The rounds recorded in Pairings (the add-on's rounds). */
  readonly rounds: readonly RecordedRound[];
  /** Rounds played on paper before the add-on's first round, rebuilt from the Players sheet. */
  readonly carriedRounds: number;
  /** Every round of the model: carried plus recorded. The next round is `roundsPlayed + 1`. */
  readonly roundsPlayed: number;
  /** The model of rounds 1..n as recorded; blank results count as not played yet. */
  readonly tournament: Tournament;
  /** Start number by name key. */
  readonly startNumberOf: (name: string) => number | undefined;
  /** The colour board 1's higher seed had in round 1, once round 1 exists. */
  readonly initialColour: Colour | undefined;
  /** The sheet the rounds are typed in (`Pairings`, or `Pairings U10` in a section), for messages. */
  readonly pairingsSheet: string;
}

/** Whether the organiser numbered every player in a `No.` column (the pairing numbers, round 1 included). */
function hasExplicitNumbers(entrants: readonly Entrant[]): boolean {
  return entrants.length > 0 && entrants.every((entrant) => entrant.number !== undefined);
}

/**
 * Start numbers: the organiser's `No.` column when filled, else the order
 * fixed when the players were first paired (`knownOrder`, by Sheetmate ID),
 * then players who joined since, in initial-ranking order (rating high to
 * low, title, entry order).
 */
export function assignStartNumbers(entrants: readonly Entrant[], knownOrder: readonly number[] = []): EventPlayer[] {
  if (hasExplicitNumbers(entrants)) {
    const ordered = entrants.slice().sort((a, b) => a.number! - b.number!);
    return ordered.map((entrant, index) => ({ startNumber: index + 1, entrant }));
  }
  // Players numbered in an earlier round keep their order (C.04.3 5.2.5 depends on
  // it); players who joined since follow, in initial-ranking order.
  const byId = new Map<number, Entrant>();
  for (const entrant of entrants) if (entrant.id !== undefined) byId.set(entrant.id, entrant);
  const kept: Entrant[] = [];
  for (const id of knownOrder) {
    const entrant = byId.get(id);
    if (entrant !== undefined) {
      kept.push(entrant);
      byId.delete(id);
    }
  }
  const keptSet = new Set(kept);
  const joined = initialRanking(entrants.filter((entrant) => !keptSet.has(entrant)));
  return [...kept, ...joined].map((entrant, index) => ({ startNumber: index + 1, entrant }));
}

export interface EventStateOptions {
  /** Where the entrants came from, for messages: the Players sheet (the default) or a file's name. */
  readonly playersSource?: string;
  /** The planned number of rounds (the final-round rules need it). */
  readonly totalRounds?: number;
  /** Sheetmate IDs in the start-number order fixed when the players were first paired. */
  readonly knownOrder?: readonly number[];
  /**
   * Rebuild the rounds played on paper from the Players' Score, Opponents and
   * Colours (the Dutch system needs each round). Otherwise the quick Swiss
   * uses those totals as they are.
   */
  readonly rebuildCarried?: boolean;
  /**
   * What a late entry scores for each round before their first: `Z` (nothing,
   * the default), `H` (a half-point bye) or `F` (a full-point bye).
   */
  readonly lateEntryResult?: 'Z' | 'H' | 'F';
  /** The sheet the rounds come from, for messages (default `Pairings`). */
  readonly pairingsSheet?: string;
}

/**
 * Builds the event state and checks that the Pairings sheet agrees with the
 * Players sheet: every name known, nobody twice in a round.
 */
export function buildEventState(
  entrants: readonly Entrant[],
  rounds: readonly RecordedRound[],
  points: PointSystem,
  options: EventStateOptions = {},
): EventState {
  const { totalRounds, knownOrder = [], pairingsSheet = PAIRINGS_SHEET } = options;
  const players = assignStartNumbers(entrants, knownOrder);
  // Before the first round the typed Opponents are checked whichever way they are used;
  // afterwards the record holds them as they were when the event began.
  const playersSource = options.playersSource ?? 'Players';
  if (!options.rebuildCarried && rounds.length === 0) checkListedOpponents(players.map((player) => player.entrant), playersSource);
  const carried = options.rebuildCarried
    ? rebuildCarriedRounds(players.map((player) => player.entrant), points, playersSource)
    : { rounds: 0, entries: players.map(() => []) };
  const firstRecorded = rounds[0]?.round;
  if (firstRecorded !== undefined && firstRecorded !== carried.rounds + 1) {
    throw new InputError(
      carried.rounds === 0
        ? `${pairingsSheet} starts at round ${firstRecorded}; the add-on's rounds start at 1. For an event begun on paper, type each player's Score, Opponents and Colours on the Players sheet.`
        : `the Players sheet holds ${carried.rounds} rounds played on paper, so ${pairingsSheet} must start at round ${carried.rounds + 1}, not ${firstRecorded}.`,
      { source: pairingsSheet },
    );
  }
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
            source: pairingsSheet,
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
            source: pairingsSheet,
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
  const roundsPlayed = carried.rounds + rounds.length;
  const lateEntry = options.lateEntryResult ?? 'Z';
  const modelPlayers: Player[] = players.map((player, index) => {
    const own = entries[index]!;
    // Rounds before a player's first row in Pairings (a late entry) score as configured;
    // any other round without a row (a withdrawal) scores nothing.
    let first = carried.rounds;
    while (first < roundsPlayed && own[first] === undefined) first++;
    const joinedLate = first > carried.rounds;
    const filled: RoundEntry[] = Array.from(
      { length: roundsPlayed },
      (_, r) =>
        (r < carried.rounds ? carried.entries[index]![r]! : own[r]) ??
        entry(null, null, joinedLate && r < first && player.entrant.status !== 'withdrawn' ? lateEntry : 'Z'),
    );
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
  if (carried.rounds > 0) {
    // Round 1 was played on paper: its top board tells the colour drawn (Art. 5.2.5).
    const top = modelPlayers.find((player) => player.rounds[0]?.colour !== null && player.rounds[0]?.colour !== undefined);
    const entry1 = top?.rounds[0];
    if (top !== undefined && entry1?.opponent !== null && entry1?.opponent !== undefined) {
      const higher = Math.min(top.startNumber, entry1.opponent);
      const colourOfTop = entry1.colour!;
      initialColour = higher === top.startNumber ? colourOfTop : colourOfTop === 'white' ? 'black' : 'white';
    }
  } else if (firstRound !== undefined && firstRound.boards.length > 0) {
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
  return { players, rounds, carriedRounds: carried.rounds, roundsPlayed, tournament, startNumberOf, initialColour, pairingsSheet };
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

/**
 * Points a player brought from paper that the model does not hold: the quick
 * Swiss takes the typed Score as it is (seed 004); when the Dutch system
 * rebuilt the paper rounds, they are in the model already.
 */
export function carriedPointsOf(state: EventState, startNumber: number): Tenths {
  if (state.carriedRounds > 0) return 0;
  return state.players[startNumber - 1]!.entrant.carried?.score ?? 0;
}

/** A player's points: the rounds of the model plus any carried in as a total. */
export function pointsOf(state: EventState, startNumber: number, throughRound?: number): Tenths {
  const player = state.tournament.players[startNumber - 1]!;
  return scoreOf(player, state.tournament.points, throughRound) + carriedPointsOf(state, startNumber);
}
