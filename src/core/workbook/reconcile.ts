/**
 * Pairings against the record. Pairings is where the organiser types results
 * (and, when the rules leave a round to the arbiter, a whole round); the
 * record is what the add-on paired. Reconciling them gives the event's rounds
 * by start number (the record's by ID, a round typed by hand by its names),
 * the results typed so far, the name cells a rename left behind, and, when
 * they disagree, a refusal that says where, in words.
 */
import { InputError, throwIfAny } from '../errors';
import { nameKey, type PlayerId, type StartNumber } from '../ids';
import type { EventBoard, EventBye, EventRound } from '../event/event-state';
import type { RecordedPlayer, RoundRecord, SectionRecord } from '../record/record';
import type { RecordState } from '../record/sheet-rows';
import { PAIRINGS_SHEET } from './layout';
import type { PairingsBoardRow, PairingsRound, PairingsTable } from './pairings-table';
import { byeLabel } from './results';

/** A White or Black cell of Pairings to rewrite with the player's current name. */
export interface NameCell {
  readonly row: number;
  readonly field: 'white' | 'black';
  readonly name: string;
}

/** A result of a round that later rounds were paired on, no longer the one Sheetmate last saw. */
export interface PastResultChange {
  readonly round: number;
  readonly board: number;
  /** Its Pairings row. */
  readonly row: number;
  readonly white: StartNumber;
  readonly black: StartNumber;
  /** The result Sheetmate last saw, and the cell's now ('' when it was cleared). */
  readonly from: string;
  readonly to: string;
}

export interface ReconciledPairings {
  /** The event's rounds in order, by start number, with the results typed in Pairings. */
  readonly rounds: readonly EventRound[];
  /** Results of rounds that later rounds were paired on, changed in Pairings (a cleared one is also a board without a result). */
  readonly pastResults: readonly PastResultChange[];
  /** Rounds in Pairings beyond the record, seen for the first time (typed by hand, or from before the record). */
  readonly newlyTyped: readonly number[];
  /** Cells showing a name the player no longer has on Players. */
  readonly renames: readonly NameCell[];
}

/** Who sits where in a section: start numbers by ID, and the names the sheets may show. */
export interface Seating {
  /** The start number of each player with a Sheetmate ID. */
  readonly byId: ReadonlyMap<number, StartNumber>;
  /** The current name (on Players) of a start number. */
  readonly nameOf: (startNumber: StartNumber) => string;
  /** The name the record last wrote for an ID. */
  readonly recordedName: (id: PlayerId) => string | undefined;
  /** A name typed in a sheet, as a start number: a player's current name, or the recorded name of one renamed since. */
  readonly startNumberOfName: (typed: string) => StartNumber | undefined;
}

/** The seating of players given in start-number order, against the section's recorded players. */
export function seatingOf(players: readonly { readonly startNumber: StartNumber; readonly entrant: { readonly name: string; readonly id?: PlayerId } }[], recorded: readonly RecordedPlayer[]): Seating {
  const byId = new Map<number, StartNumber>();
  const byName = new Map<string, StartNumber>();
  for (const { startNumber, entrant } of players) {
    if (entrant.id !== undefined) byId.set(entrant.id, startNumber);
    byName.set(nameKey(entrant.name), startNumber);
  }
  const recordedNames = new Map<number, string>();
  const formerly = new Map<string, StartNumber>();
  for (const player of recorded) {
    recordedNames.set(player.id, player.name);
    const seat = byId.get(player.id);
    if (seat !== undefined) formerly.set(nameKey(player.name), seat);
  }
  return {
    byId,
    nameOf: (startNumber) => players[startNumber - 1]!.entrant.name,
    recordedName: (id) => recordedNames.get(id),
    startNumberOfName: (typed) => byName.get(nameKey(typed)) ?? formerly.get(nameKey(typed)),
  };
}

/** Start numbers by name in an event (current names, by the one name rule): for the command line and for tests. */
export function nameIndex(state: { readonly players: readonly { readonly startNumber: StartNumber; readonly entrant: { readonly name: string } }[] }): (name: string) => StartNumber | undefined {
  const byName = new Map(state.players.map((player) => [nameKey(player.entrant.name), player.startNumber]));
  return (name) => byName.get(nameKey(name));
}

export const REPAIR_ITEM = 'Sheetmate ▸ Rebuild sheets from the record';

/**
 * Pairings disagrees with the record (or the record says an action stopped
 * part-way). The message lists the differences and the repair.
 */
export class SheetsDisagreeError extends InputError {
  constructor(
    readonly differences: readonly string[],
    readonly interrupted: string | null,
    readonly sheet: string = PAIRINGS_SHEET,
  ) {
    super(describeDisagreement(differences, interrupted, sheet));
  }
}

const LISTED = 8;

function describeDisagreement(differences: readonly string[], interrupted: string | null, sheet: string): string {
  const shown = differences.slice(0, LISTED);
  const more = differences.length - shown.length;
  const list = shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
  if (interrupted !== null) {
    return (
      `the last Sheetmate action (${interrupted}) stopped before it finished writing the sheets: ${sheet} does not match Sheetmate's record of the event: ${list}. ` +
      `Choose ${REPAIR_ITEM} to finish it: ${sheet} is written again as recorded, keeping the results typed in it.`
    );
  }
  return (
    `${sheet} does not match Sheetmate's record of the event: ${list}. ` +
    `Sheetmate pairs only from what it recorded. If the change was a slip, undo it (Edit ▸ Undo); otherwise choose ${REPAIR_ITEM}, ` +
    `which writes ${sheet} again as recorded and keeps the results typed in it. To pair a round differently, undo it in Sheetmate and type it by hand.`
  );
}

function roundList(rounds: readonly number[]): string {
  if (rounds.length === 1) return `round ${rounds[0]}`;
  const contiguous = rounds.every((round, index) => index === 0 || round === rounds[index - 1]! + 1);
  return contiguous ? `rounds ${rounds[0]}–${rounds[rounds.length - 1]}` : `rounds ${rounds.join(', ')}`;
}

/** What reconciling collects as it goes: the differences, the cells to rename, the names that are no player's. */
class Findings {
  readonly differences: string[] = [];
  readonly renames: NameCell[] = [];
  readonly pastResults: PastResultChange[] = [];
  readonly unknown: InputError[] = [];

  constructor(
    readonly seating: Seating,
    readonly sheet: string,
  ) {}

  /** The name a recorded ID goes by now (its current name), for messages. */
  nameOfId(id: PlayerId): string {
    const seat = this.seating.byId.get(id);
    return seat !== undefined ? this.seating.nameOf(seat) : (this.seating.recordedName(id) ?? `Sheetmate ID ${id}`);
  }

  /** Whether a cell shows a recorded player: their current or their recorded name. */
  shows(cell: string, id: PlayerId): boolean {
    const key = nameKey(cell);
    return key === nameKey(this.nameOfId(id)) || key === nameKey(this.seating.recordedName(id) ?? '');
  }

  seatOfId(id: PlayerId): StartNumber {
    const seat = this.seating.byId.get(id);
    if (seat === undefined) throw new RangeError(`Sheetmate ID ${id} is in the record but not among the players`);
    return seat;
  }

  /** A cell that must show the player of `seat`: noted for rewriting when it shows another spelling. */
  noteName(row: number, field: 'white' | 'black', cell: string, seat: StartNumber): void {
    const name = this.seating.nameOf(seat);
    if (cell !== name) this.renames.push({ row, field, name });
  }

  /** A name typed by hand, as a start number; a name that is no player's is refused with its cell. */
  seatOfName(cell: string, row: number, column: 'White' | 'Black'): StartNumber | undefined {
    const seat = this.seating.startNumberOfName(cell);
    if (seat === undefined) {
      this.unknown.push(new InputError(`"${cell}" is not on the Players sheet. Correct the spelling, or add the player to Players.`, { source: this.sheet, row, column }));
    }
    return seat;
  }
}

/**
 * Reconciles Pairings (null: there is no sheet of that name) with the
 * section's recorded rounds.
 *
 * - A locked round must be in Pairings board by board: the same players with
 *   the same colours, the same byes. A name cell may show the player's current
 *   or recorded name. The result is the sheet's.
 * - An unlocked round (typed by hand) is read as it is typed.
 * - A round in Pairings after the record's last is typed by hand, unless the
 *   record says an action stopped part-way (then it is what an undo left).
 *
 * @throws SheetsDisagreeError listing every difference; InputError(s) for a
 *   name typed by hand that is no player's.
 */
export function reconcilePairings(
  table: Pick<PairingsTable, 'rounds'> | null,
  section: SectionRecord,
  seating: Seating,
  recordState: RecordState,
  sheet: string = PAIRINGS_SHEET,
): ReconciledPairings {
  const interrupted = recordState.kind === 'writing' ? recordState.action : null;
  const findings = new Findings(seating, sheet);
  const sheetRounds = new Map((table?.rounds ?? []).map((round) => [round.round, round]));
  checkRecordedRoundsPresent(table, section, sheetRounds, findings, interrupted);

  const rounds: EventRound[] = [];
  // Rounds before the newest were paired on: their results are guarded.
  const newest = Math.max(0, ...section.rounds.map((round) => round.round), ...(table?.rounds ?? []).map((round) => round.round));
  for (const recorded of section.rounds) {
    const onSheet = sheetRounds.get(recorded.round);
    if (onSheet === undefined) continue;
    rounds.push(recorded.locked ? lockedRound(recorded, onSheet, findings, recorded.round < newest) : typedRound(onSheet, findings));
  }
  const newlyTyped = typedAfterRecord(table, section, interrupted, findings);
  for (const round of newlyTyped) rounds.push(typedRound(sheetRounds.get(round)!, findings));
  if (findings.differences.length > 0) throw new SheetsDisagreeError(findings.differences, interrupted, sheet);
  throwIfAny(findings.unknown);
  return { rounds, newlyTyped, renames: findings.renames, pastResults: findings.pastResults };
}

/** Every recorded round must be in Pairings (a missing sheet, or one cleared, is refused at once). */
function checkRecordedRoundsPresent(
  table: Pick<PairingsTable, 'rounds'> | null,
  section: SectionRecord,
  sheetRounds: ReadonlyMap<number, PairingsRound>,
  findings: Findings,
  interrupted: string | null,
): void {
  if (section.rounds.length === 0) return;
  const sheet = findings.sheet;
  const locked = section.rounds.map((round) => round.round);
  if (table === null) {
    throw new SheetsDisagreeError(
      [`there is no sheet called ${sheet}, and the record holds ${roundList(locked)} (if you renamed it, give it the name ${sheet} again)`],
      interrupted,
      sheet,
    );
  }
  const missing = section.rounds.filter((round) => !sheetRounds.has(round.round)).map((round) => round.round);
  if (missing.length === section.rounds.length) throw new SheetsDisagreeError([`${sheet} holds none of ${roundList(locked)} (was it cleared?)`], interrupted, sheet);
  if (missing.length > 0) findings.differences.push(`${roundList(missing)} ${missing.length === 1 ? 'is' : 'are'} not in ${sheet}`);
}

/** The rounds in Pairings after the record's last: typed by hand, in order without gaps. */
function typedAfterRecord(table: Pick<PairingsTable, 'rounds'> | null, section: SectionRecord, interrupted: string | null, findings: Findings): number[] {
  const lastRecorded = section.rounds[section.rounds.length - 1]?.round;
  const firstRecorded = section.rounds[0]?.round;
  const newlyTyped: number[] = [];
  for (const typed of table?.rounds ?? []) {
    if (firstRecorded !== undefined && typed.round < firstRecorded) {
      findings.differences.push(`round ${typed.round} is in ${findings.sheet} but not in the record, which starts at round ${firstRecorded}`);
      continue;
    }
    if (lastRecorded !== undefined && typed.round <= lastRecorded) continue;
    if (interrupted !== null) {
      findings.differences.push(`round ${typed.round} is in ${findings.sheet} but no longer in the record`);
      continue;
    }
    const expected = newlyTyped.length > 0 ? newlyTyped[newlyTyped.length - 1]! + 1 : lastRecorded !== undefined ? lastRecorded + 1 : typed.round;
    if (typed.round !== expected) {
      throw new InputError(`round ${expected} is missing while round ${typed.round} is there. Rounds must follow each other without gaps.`, { source: findings.sheet });
    }
    newlyTyped.push(typed.round);
  }
  return newlyTyped;
}

/** A round typed by hand, its names as start numbers (a player's current name, or a recorded one renamed since). */
function typedRound(sheet: PairingsRound, findings: Findings): EventRound {
  const boards: EventBoard[] = [];
  for (const board of sheet.boards) {
    const white = findings.seatOfName(board.white, board.row, 'White');
    const black = findings.seatOfName(board.black, board.row, 'Black');
    if (white === undefined || black === undefined) continue;
    findings.noteName(board.row, 'white', board.white, white);
    findings.noteName(board.row, 'black', board.black, black);
    boards.push({ board: board.board, white, black, result: board.result, row: board.row });
  }
  const byes: EventBye[] = [];
  for (const bye of sheet.byes) {
    const player = findings.seatOfName(bye.player, bye.row, 'White');
    if (player === undefined) continue;
    findings.noteName(bye.row, 'white', bye.player, player);
    byes.push({ player, kind: bye.kind, row: bye.row });
  }
  return { round: sheet.round, boards, byes };
}

/**
 * A locked round: Pairings must show it board by board as recorded; the
 * results are Pairings'. In a round later rounds were paired on (`past`), a
 * result that is not the one Sheetmate last saw is noted: a cleared one keeps
 * what was seen, for the message that asks for it again.
 */
function lockedRound(recorded: RoundRecord, sheet: PairingsRound, findings: Findings, past: boolean): EventRound {
  const r = recorded.round;
  const rowsByBoard = new Map<number, PairingsBoardRow[]>();
  for (const board of sheet.boards) rowsByBoard.set(board.board, [...(rowsByBoard.get(board.board) ?? []), board]);
  const boards: EventBoard[] = [];
  for (const board of recorded.boards) {
    const pairedAs = `${findings.nameOfId(board.white)} – ${findings.nameOfId(board.black)}`;
    const rows = rowsByBoard.get(board.board) ?? [];
    rowsByBoard.delete(board.board);
    if (rows.length !== 1) {
      findings.differences.push(
        rows.length === 0
          ? `round ${r}, board ${board.board} (${pairedAs}) is not in ${findings.sheet}`
          : `round ${r}, board ${board.board} is on ${rows.length} rows (${rows.map((row) => row.row).join(', ')})`,
      );
      continue;
    }
    const row = rows[0]!;
    if (!findings.shows(row.white, board.white) || !findings.shows(row.black, board.black)) {
      findings.differences.push(`round ${r}, board ${board.board}: Sheetmate paired ${pairedAs} (White first), but row ${row.row} shows ${row.white} – ${row.black}`);
      continue;
    }
    const white = findings.seatOfId(board.white);
    const black = findings.seatOfId(board.black);
    findings.noteName(row.row, 'white', row.white, white);
    findings.noteName(row.row, 'black', row.black, black);
    const now = row.result === null ? '' : row.result.notation;
    const changed = past && board.result !== '' && now !== board.result;
    if (changed) findings.pastResults.push({ round: r, board: board.board, row: row.row, white, black, from: board.result, to: now });
    boards.push({ board: board.board, white, black, result: row.result, row: row.row, ...(changed && now === '' ? { lastSeen: board.result } : {}) });
  }
  for (const rows of rowsByBoard.values()) {
    for (const row of rows) findings.differences.push(`row ${row.row} has a board ${row.board} in round ${r} (${row.white} – ${row.black}) that Sheetmate did not pair`);
  }
  return { round: r, boards: boards.sort((a, b) => a.board - b.board), byes: lockedByes(recorded, sheet, findings) };
}

function lockedByes(recorded: RoundRecord, sheet: PairingsRound, findings: Findings): EventBye[] {
  const r = recorded.round;
  const byeRows = sheet.byes.slice();
  const byes: EventBye[] = [];
  for (const bye of recorded.byes) {
    const index = byeRows.findIndex((row) => findings.shows(row.player, bye.player));
    if (index < 0) {
      findings.differences.push(`round ${r}: the ${byeLabel(bye.kind)} of ${findings.nameOfId(bye.player)} is not in ${findings.sheet}`);
      continue;
    }
    const row = byeRows.splice(index, 1)[0]!;
    if (row.kind !== bye.kind) {
      findings.differences.push(`round ${r}: row ${row.row} shows ${row.player} with "${byeLabel(row.kind)}", but Sheetmate recorded "${byeLabel(bye.kind)}"`);
      continue;
    }
    const player = findings.seatOfId(bye.player);
    findings.noteName(row.row, 'white', row.player, player);
    byes.push({ player, kind: bye.kind, row: row.row });
  }
  for (const row of byeRows) findings.differences.push(`row ${row.row} gives ${row.player} a ${byeLabel(row.kind)} in round ${r} that Sheetmate did not record`);
  return byes;
}
