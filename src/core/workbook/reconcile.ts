/**
 * Pairings against the record. Pairings is where the organiser types results
 * (and, when the rules leave a round to the arbiter, a whole round); the
 * record is what the add-on paired. Reconciling them gives the rounds the
 * event stands on, the results typed so far, the name cells a rename left
 * behind, and, when they disagree, a refusal that says where, in words.
 */
import { InputError } from '../errors';
import { nameKey } from '../ids';
import { byeLabel, PAIRINGS_SHEET, type PairingsTable, type RecordedBoard, type RecordedBye, type RecordedRound } from './pairings-table';
import type { RecordState, RoundRecord, SectionRecord } from '../record/record';

/** A White or Black cell of Pairings to rewrite with the player's current name. */
export interface NameCell {
  readonly row: number;
  readonly field: 'white' | 'black';
  readonly name: string;
}

export interface ReconciledPairings {
  /** The event's rounds in order, named by the players' current names, with the results typed in Pairings. */
  readonly rounds: readonly RecordedRound[];
  /** Rounds in Pairings beyond the record, seen for the first time (typed by hand, or from before the record). */
  readonly newlyTyped: readonly number[];
  /** Cells showing a name the player no longer has on Players. */
  readonly renames: readonly NameCell[];
}

/** The players as Players names them now, and as the record last named them. */
export interface PlayerNames {
  /** Sheetmate ID → the current name on Players. */
  readonly current: ReadonlyMap<number, string>;
  /** Sheetmate ID → the name the record holds (last written). */
  readonly recorded: ReadonlyMap<number, string>;
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
 * @throws SheetsDisagreeError listing every difference.
 */
export function reconcilePairings(
  table: PairingsTable | null,
  section: SectionRecord,
  names: PlayerNames,
  recordState: RecordState,
  sheet: string = PAIRINGS_SHEET,
): ReconciledPairings {
  const interrupted = recordState.kind === 'writing' ? recordState.action : null;
  const recordedRounds = section.rounds;
  const sheetRounds = new Map((table?.rounds ?? []).map((round) => [round.round, round]));
  const differences: string[] = [];
  const renames: NameCell[] = [];

  const nameOf = (id: number) => names.current.get(id) ?? names.recorded.get(id) ?? `Sheetmate ID ${id}`;
  const shows = (cell: string, id: number) => {
    const key = nameKey(cell);
    return key === nameKey(nameOf(id)) || key === nameKey(names.recorded.get(id) ?? '');
  };
  // A name typed by hand: the player's current name, or a recorded one (renamed since).
  const idByCurrent = new Map([...names.current].map(([id, name]) => [nameKey(name), id]));
  const idByRecorded = new Map([...names.recorded].map(([id, name]) => [nameKey(name), id]));
  const resolve = (cell: string): string => {
    const id = idByCurrent.get(nameKey(cell)) ?? idByRecorded.get(nameKey(cell));
    return id === undefined ? cell : nameOf(id);
  };
  const noteRename = (row: number, field: 'white' | 'black', cell: string, name: string) => {
    if (cell !== name) renames.push({ row, field, name });
  };

  if (recordedRounds.length > 0) {
    const locked = recordedRounds.map((round) => round.round);
    if (table === null) {
      throw new SheetsDisagreeError(
        [`there is no sheet called ${sheet}, and the record holds ${roundList(locked)} (if you renamed it, give it the name ${sheet} again)`],
        interrupted,
        sheet,
      );
    }
    const missing = recordedRounds.filter((round) => !sheetRounds.has(round.round)).map((round) => round.round);
    if (missing.length === recordedRounds.length) {
      throw new SheetsDisagreeError([`${sheet} holds none of ${roundList(locked)} (was it cleared?)`], interrupted, sheet);
    }
    if (missing.length > 0) differences.push(`${roundList(missing)} ${missing.length === 1 ? 'is' : 'are'} not in ${sheet}`);
  }

  const rounds: RecordedRound[] = [];
  for (const recorded of recordedRounds) {
    const onSheet = sheetRounds.get(recorded.round);
    if (onSheet === undefined) continue;
    if (!recorded.locked) {
      rounds.push(typedRound(onSheet, resolve, noteRename));
      continue;
    }
    rounds.push(lockedRound(recorded, onSheet, nameOf, shows, differences, noteRename, sheet));
  }

  const lastRecorded = recordedRounds[recordedRounds.length - 1]?.round;
  const firstRecorded = recordedRounds[0]?.round;
  const newlyTyped: number[] = [];
  for (const typed of table?.rounds ?? []) {
    if (firstRecorded !== undefined && typed.round < firstRecorded) {
      differences.push(`round ${typed.round} is in ${sheet} but not in the record, which starts at round ${firstRecorded}`);
      continue;
    }
    if (lastRecorded !== undefined && typed.round <= lastRecorded) continue;
    if (interrupted !== null) {
      differences.push(`round ${typed.round} is in ${sheet} but no longer in the record`);
      continue;
    }
    const expected = newlyTyped.length > 0 ? newlyTyped[newlyTyped.length - 1]! + 1 : lastRecorded !== undefined ? lastRecorded + 1 : typed.round;
    if (typed.round !== expected) {
      throw new InputError(`round ${expected} is missing while round ${typed.round} is there. Rounds must follow each other without gaps.`, {
        source: sheet,
      });
    }
    newlyTyped.push(typed.round);
    rounds.push(typedRound(typed, resolve, noteRename));
  }
  if (differences.length > 0) throw new SheetsDisagreeError(differences, interrupted, sheet);
  return { rounds, newlyTyped, renames };
}

/** A round typed by hand, with each name that is a player's (current or recorded) written as their current name. */
function typedRound(
  sheet: RecordedRound,
  resolve: (cell: string) => string,
  noteRename: (row: number, field: 'white' | 'black', cell: string, name: string) => void,
): RecordedRound {
  const boards = sheet.boards.map((board) => {
    const white = resolve(board.white);
    const black = resolve(board.black);
    noteRename(board.row, 'white', board.white, white);
    noteRename(board.row, 'black', board.black, black);
    return { ...board, white, black };
  });
  const byes = sheet.byes.map((bye) => {
    const player = resolve(bye.player);
    noteRename(bye.row, 'white', bye.player, player);
    return { ...bye, player };
  });
  return { round: sheet.round, boards, byes };
}

function lockedRound(
  recorded: RoundRecord,
  sheet: RecordedRound,
  nameOf: (id: number) => string,
  shows: (cell: string, id: number) => boolean,
  differences: string[],
  noteRename: (row: number, field: 'white' | 'black', cell: string, name: string) => void,
  sheetName: string,
): RecordedRound {
  const r = recorded.round;
  const rowsByBoard = new Map<number, RecordedBoard[]>();
  for (const board of sheet.boards) rowsByBoard.set(board.board, [...(rowsByBoard.get(board.board) ?? []), board]);
  const boards: RecordedBoard[] = [];
  for (const board of recorded.boards) {
    const pairedAs = `${nameOf(board.white)} – ${nameOf(board.black)}`;
    const rows = rowsByBoard.get(board.board) ?? [];
    rowsByBoard.delete(board.board);
    if (rows.length === 0) {
      differences.push(`round ${r}, board ${board.board} (${pairedAs}) is not in ${sheetName}`);
      continue;
    }
    if (rows.length > 1) {
      differences.push(`round ${r}, board ${board.board} is on ${rows.length} rows (${rows.map((row) => row.row).join(', ')})`);
      continue;
    }
    const row = rows[0]!;
    if (!shows(row.white, board.white) || !shows(row.black, board.black)) {
      differences.push(`round ${r}, board ${board.board}: Sheetmate paired ${pairedAs} (White first), but row ${row.row} shows ${row.white} – ${row.black}`);
      continue;
    }
    noteRename(row.row, 'white', row.white, nameOf(board.white));
    noteRename(row.row, 'black', row.black, nameOf(board.black));
    boards.push({ round: r, board: board.board, white: nameOf(board.white), black: nameOf(board.black), result: row.result, row: row.row });
  }
  for (const rows of rowsByBoard.values()) {
    for (const row of rows) differences.push(`row ${row.row} has a board ${row.board} in round ${r} (${row.white} – ${row.black}) that Sheetmate did not pair`);
  }

  const byeRows = sheet.byes.slice();
  const byes: RecordedBye[] = [];
  for (const bye of recorded.byes) {
    const index = byeRows.findIndex((row) => shows(row.player, bye.player));
    if (index < 0) {
      differences.push(`round ${r}: the ${byeLabel(bye.kind)} of ${nameOf(bye.player)} is not in ${sheetName}`);
      continue;
    }
    const row = byeRows.splice(index, 1)[0]!;
    if (row.kind !== bye.kind) {
      differences.push(`round ${r}: row ${row.row} shows ${row.player} with "${byeLabel(row.kind)}", but Sheetmate recorded "${byeLabel(bye.kind)}"`);
      continue;
    }
    noteRename(row.row, 'white', row.player, nameOf(bye.player));
    byes.push({ round: r, player: nameOf(bye.player), kind: bye.kind, row: row.row });
  }
  for (const row of byeRows) differences.push(`row ${row.row} gives ${row.player} a ${byeLabel(row.kind)} in round ${r} that Sheetmate did not record`);
  return { round: r, boards: boards.sort((a, b) => a.board - b.board), byes };
}
