/**
 * The event by start number: who plays (each player's start number and
 * entry), the rounds the add-on holds, and the core's tournament model built
 * from them. Nothing here looks a player up by name: the rounds arrive keyed
 * by start number (workbook/reconcile.ts turns Pairings and the record into
 * them), and a round just paired is added as the pairing system returned it.
 */
import { InputError, knownRow, throwIfAny } from '../errors';
import { startNumber as asStartNumber, type StartNumber } from '../ids';
import {
  byeCode,
  scoreOf,
  type BoardResult,
  type Colour,
  type Player,
  type PointSystem,
  type RoundByeKind,
  type RoundEntry,
  type RoundPairing,
  type Tenths,
  type Tournament,
} from '../model';
import { PAIRINGS_SHEET, PLAYERS_SHEET } from '../workbook/layout';
import type { Entrant, EventPlayer } from './entrant';
import { checkListedOpponents, rebuildCarriedRounds } from './paper-rounds';

/** One board of a round of the event. */
export interface EventBoard {
  readonly board: number;
  readonly white: StartNumber;
  readonly black: StartNumber;
  /** Null while the result is not typed. */
  readonly result: BoardResult | null;
  /** The Pairings row that shows it (1-based), for messages and for deleting it; absent for a round not written yet. */
  readonly row?: number;
  /** A result cleared in a round later rounds were paired on: the one Sheetmate last saw there. */
  readonly lastSeen?: string;
}

export interface EventBye {
  readonly player: StartNumber;
  readonly kind: RoundByeKind;
  readonly row?: number;
}

/** One round of the event, by start number. */
export interface EventRound {
  readonly round: number;
  readonly boards: readonly EventBoard[];
  readonly byes: readonly EventBye[];
}

export interface EventState {
  /** Players by start number (index 0 is start number 1). */
  readonly players: readonly EventPlayer[];
  /** The add-on's rounds (after any played on paper). */
  readonly rounds: readonly EventRound[];
  /** Rounds played on paper before the add-on's first round, rebuilt from the paper history. */
  readonly carriedRounds: number;
  /** Every round of the model: carried plus the add-on's. The next round is `roundsPlayed + 1`. */
  readonly roundsPlayed: number;
  /** The model of rounds 1..n; blank results count as not played yet. */
  readonly tournament: Tournament;
  /** The colour board 1's higher seed had in round 1, once round 1 exists. */
  readonly initialColour: Colour | undefined;
  /** The sheet the rounds are typed in (`Pairings`, or `Pairings U10` in a section), for messages. */
  readonly pairingsSheet: string;
  /** The same event with other rounds (one more, one fewer), built the same way. */
  withRounds(rounds: readonly EventRound[]): EventState;
}

/** FIDE titles in the order C.04.2 ranks equal ratings. */
const TITLE_ORDER = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'];

function titleRank(title: string | undefined): number {
  const index = TITLE_ORDER.indexOf((title ?? '').trim().toUpperCase());
  return index < 0 ? TITLE_ORDER.length : index;
}

/**
 * The initial ranking: rating high to low, then FIDE title (C.04.2), then the
 * order the organiser entered the players (the row order breaks the remaining
 * ties, so the organiser settles them by moving rows).
 */
function initialRanking(entrants: readonly Entrant[]): Entrant[] {
  return entrants.slice().sort((a, b) => b.rating - a.rating || titleRank(a.title) - titleRank(b.title) || a.entryIndex - b.entryIndex);
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
export function assignStartNumbers(entrants: readonly Entrant[], knownOrder: readonly number[] = []): { startNumber: StartNumber; entrant: Entrant }[] {
  const numbered = (ordered: readonly Entrant[]) => ordered.map((entrant, index) => ({ startNumber: asStartNumber(index + 1), entrant }));
  if (hasExplicitNumbers(entrants)) return numbered(entrants.slice().sort((a, b) => a.number! - b.number!));
  // Players numbered in an earlier round keep their order (C.04.3 Art. 5.2.5 depends on
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
  return numbered([...kept, ...initialRanking(entrants.filter((entrant) => !keptSet.has(entrant)))]);
}

export interface EventStateOptions {
  /** Where the entrants came from, for messages: the Players sheet (the default) or a file's name. */
  readonly playersSource?: string;
  /** The planned number of rounds (the final-round rules need it). */
  readonly totalRounds?: number;
  /**
   * Rebuild the rounds played on paper from the paper history (the Dutch
   * system needs each round). Otherwise the quick Swiss uses the totals as
   * they are.
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
 * Builds the event state from players in start-number order and the rounds
 * by start number. A player twice in one round is refused with the rows.
 */
export function buildEventState(
  players: readonly EventPlayer[],
  rounds: readonly EventRound[],
  points: PointSystem,
  options: EventStateOptions = {},
): EventState {
  const pairingsSheet = options.pairingsSheet ?? PAIRINGS_SHEET;
  const playersSource = options.playersSource ?? PLAYERS_SHEET;
  // Before the first round the paper Opponents are checked whichever way they are used;
  // afterwards the record holds them as they were when the event began.
  if (!options.rebuildCarried && rounds.length === 0) checkListedOpponents(players, playersSource);
  const carried = options.rebuildCarried ? rebuildCarriedRounds(players, points, playersSource) : { rounds: 0, entries: players.map(() => []) };
  checkFirstRound(rounds, carried.rounds, pairingsSheet);
  const entries = roundEntries(players, rounds, pairingsSheet);
  const roundsPlayed = carried.rounds + rounds.length;
  const lateEntry = options.lateEntryResult ?? 'Z';
  const modelPlayers: Player[] = players.map((player, index) => {
    const own = entries[index]!;
    // Rounds before a player's first board or bye (a late entry) score as configured;
    // any other round without one (a withdrawal) scores nothing.
    let first = carried.rounds;
    while (first < roundsPlayed && own[first] === undefined) first++;
    const joinedLate = first > carried.rounds;
    const filled: RoundEntry[] = Array.from(
      { length: roundsPlayed },
      (_, r) =>
        (r < carried.rounds ? carried.entries[index]![r]! : own[r]) ??
        entry(null, null, joinedLate && r < first && player.entrant.status !== 'withdrawn' ? lateEntry : 'Z'),
    );
    return modelPlayer(player, filled);
  });
  const initialColour = initialColourOf(modelPlayers, rounds, carried.rounds);
  const tournament: Tournament = {
    players: modelPlayers,
    points,
    ...(options.totalRounds !== undefined && options.totalRounds > 0 ? { totalRounds: options.totalRounds } : {}),
    ...(initialColour !== undefined ? { initialColour } : {}),
  };
  return {
    players,
    rounds,
    carriedRounds: carried.rounds,
    roundsPlayed,
    tournament,
    initialColour,
    pairingsSheet,
    withRounds: (other) => buildEventState(players, other, points, options),
  };
}

/** The add-on's first round follows the rounds played on paper. */
function checkFirstRound(rounds: readonly EventRound[], carriedRounds: number, pairingsSheet: string): void {
  const firstRecorded = rounds[0]?.round;
  if (firstRecorded === undefined || firstRecorded === carriedRounds + 1) return;
  throw new InputError(
    carriedRounds === 0
      ? `${pairingsSheet} starts at round ${firstRecorded}; the add-on's rounds start at 1. For an event begun on paper, type each player's Score, Opponents and Colours on the Players sheet.`
      : `the Players sheet holds ${carriedRounds === 1 ? '1 round' : `${carriedRounds} rounds`} played on paper (its Score and Opponents columns), so ${pairingsSheet} must start at round ${carriedRounds + 1}, not ${firstRecorded}. ` +
          `If ${pairingsSheet} holds every round, clear the Score, Opponents and Colours cells of Players, keeping the headers.`,
    { source: pairingsSheet },
  );
}

/** Each player's entry of each round (index: start number − 1, then round − 1); a player twice in a round is refused. */
function roundEntries(players: readonly EventPlayer[], rounds: readonly EventRound[], pairingsSheet: string): RoundEntry[][] {
  const problems: InputError[] = [];
  const entries: RoundEntry[][] = players.map(() => []);
  for (const round of rounds) {
    const seen = new Map<number, number | undefined>();
    const place = (player: StartNumber, row: number | undefined, column: string): boolean => {
      if (player < 1 || player > players.length) throw new RangeError(`start number ${player} is not in the event`);
      if (seen.has(player)) {
        const rows = [seen.get(player), row].filter(knownRow);
        problems.push(
          new InputError(`${players[player - 1]!.entrant.name} appears twice in round ${round.round}${rows.length === 2 ? ` (rows ${rows.join(' and ')})` : ''}.`, {
            source: pairingsSheet,
            ...(knownRow(row) ? { row } : {}),
            column,
          }),
        );
        return false;
      }
      seen.set(player, row);
      return true;
    };
    for (const board of round.boards) {
      const white = place(board.white, board.row, 'White');
      const black = place(board.black, board.row, 'Black');
      if (!white || !black) continue;
      entries[board.white - 1]![round.round - 1] = entry(board.black, 'white', board.result?.white ?? ' ');
      entries[board.black - 1]![round.round - 1] = entry(board.white, 'black', board.result?.black ?? ' ');
    }
    for (const bye of round.byes) {
      if (place(bye.player, bye.row, 'White')) entries[bye.player - 1]![round.round - 1] = entry(null, null, byeCode(bye.kind));
    }
  }
  throwIfAny(problems);
  return entries;
}

function modelPlayer(player: EventPlayer, rounds: RoundEntry[]): Player {
  const entrant = player.entrant;
  return {
    startNumber: player.startNumber,
    name: entrant.name,
    rating: entrant.rating,
    rounds,
    ...(entrant.title !== undefined ? { title: entrant.title } : {}),
    ...(entrant.federation !== undefined ? { federation: entrant.federation } : {}),
    ...(entrant.fideId !== undefined ? { fideId: entrant.fideId } : {}),
    ...(entrant.sex !== undefined ? { sex: entrant.sex } : {}),
    ...(entrant.status === 'withdrawn' ? { withdrawn: true } : {}),
  };
}

/** The colour the higher seed of round 1's top board had: the colour drawn (C.04.3 Art. 5.2.5). */
function initialColourOf(players: readonly Player[], rounds: readonly EventRound[], carriedRounds: number): Colour | undefined {
  if (carriedRounds > 0) {
    // Round 1 was played on paper: its top board tells the colour drawn.
    const top = players.find((player) => player.rounds[0]?.colour !== null && player.rounds[0]?.colour !== undefined);
    const first = top?.rounds[0];
    if (top === undefined || first?.opponent === null || first?.opponent === undefined) return undefined;
    const colourOfTop = first.colour!;
    return Math.min(top.startNumber, first.opponent) === top.startNumber ? colourOfTop : colourOfTop === 'white' ? 'black' : 'white';
  }
  const board = rounds[0]?.boards[0];
  if (board === undefined) return undefined;
  return board.white < board.black ? 'white' : 'black';
}

function entry(opponent: number | null, colour: Colour | null, result: RoundEntry['result']): RoundEntry {
  return { opponent, colour, result };
}

/** A round just paired, as the event records it: by start number, results blank, not on the sheet yet. */
export function pairedRound(pairing: RoundPairing): EventRound {
  return {
    round: pairing.round,
    boards: pairing.boards.map((board) => ({ board: board.board, white: asStartNumber(board.white), black: asStartNumber(board.black), result: null })),
    byes: pairing.byes.flatMap((bye) => (bye.kind === 'withdrawn' ? [] : [{ player: asStartNumber(bye.player), kind: bye.kind }])),
  };
}

/**
 * Points a player brought from paper that the model does not hold: the quick
 * Swiss takes the typed Score as it is; when the Dutch system rebuilt the
 * paper rounds, they are in the model already.
 */
function carriedPointsOf(state: EventState, startNumber: number): Tenths {
  if (state.carriedRounds > 0) return 0;
  return state.players[startNumber - 1]!.paper?.score ?? 0;
}

/** Every player's carried points that are not 0, by start number. */
export function carriedPoints(state: EventState): Map<number, Tenths> {
  const points = new Map<number, Tenths>();
  for (const player of state.players) {
    const carried = carriedPointsOf(state, player.startNumber);
    if (carried !== 0) points.set(player.startNumber, carried);
  }
  return points;
}

/** A player's points: the rounds of the model plus any carried in as a total. */
export function pointsOf(state: EventState, startNumber: number, throughRound?: number): Tenths {
  const player = state.tournament.players[startNumber - 1]!;
  return scoreOf(player, state.tournament.points, throughRound) + carriedPointsOf(state, startNumber);
}

/** The state without a trailing round whose results are not all in: what the Players' Score column counts. */
export function lastCompleteState(state: EventState): EventState {
  const last = state.rounds[state.rounds.length - 1];
  if (last === undefined || last.boards.every((board) => board.result !== null)) return state;
  return state.withRounds(state.rounds.slice(0, -1));
}
