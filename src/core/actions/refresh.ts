/**
 * Update standings, and a result typed into Pairings (the onEdit trigger):
 * every section's views (Byes, Standings, Crosstable), the Teams sheet, Live,
 * By name, the add-on's Players columns and the record's copy of the results,
 * each only where it changed. A result typed in one section's Pairings
 * (`edited`) plans that section's views only (besides Teams, Live and By
 * name): the others cannot have changed.
 *
 * A result cell that is not a result (`2-0`) does not stop them: it is read
 * as blank (the board still needs its result), every other result counts,
 * the cell is marked in the sheet (a note and a background) until it is
 * fixed, and the record keeps the result it had for that board.
 */
import { nameKey } from '../ids';
import type { EventSettings } from '../record/event-settings';
import type { RecordChange } from '../record/record';
import { notAResultNote } from '../views/cell-marks';
import { standingsHeading } from '../views/standings';
import type { UnreadableResult } from '../workbook/pairings-table';
import { RECORD_SHEET } from '../workbook/layout';
import { capitalise, listWords, withOtherVersionNote } from './messages';
import type { ActionPlan, SheetWrite, WorkbookRead } from './plan';
import { readWorkbook, type Section, type Workbook } from './read';
import { statusAction, statusOf } from './status';
import { changeOf, markWrites, planEventWrites, recordWrite, type EventWrites } from './writes';
import { teamRefreshAction } from './team/team-pair';
import { isTeamEvent } from './team/team-workbook';

/** The cell an organiser just edited (the onEdit trigger): its section ('' without sections) and, when known, its row and column. */
export interface EditedCell {
  readonly section: string;
  readonly row?: number;
  readonly column?: number;
}

export function refreshAction(read: WorkbookRead, edited?: EditedCell): ActionPlan {
  if (isTeamEvent(read)) return teamRefreshAction(read);
  // A section that cannot be read does not stop the others' standings; a result typed in it is answered with its problem.
  const workbook = readWorkbook(read, { tolerant: true, lenientResults: true });
  const blocked = edited === undefined ? undefined : workbook.problems.find((problem) => nameKey(problem.name) === nameKey(edited.section));
  if (blocked !== undefined) throw blocked.error;
  return refreshPlan(workbook, edited);
}

/**
 * The Prizes sheet edited: once the event has begun (its record exists), the
 * views as a refresh writes them, which is the Awards sheet alone (nothing
 * else changed); before round 1, nothing: the first pairing writes Awards.
 */
export function prizesEditedAction(read: WorkbookRead): ActionPlan {
  return read.record === null ? statusAction(read) : refreshAction(read);
}

/**
 * The views of the workbook as read (and the record last, when a copy it
 * holds changed), with `settings` when they were just changed and `history`
 * for the record to keep (new names confirmed).
 */
export function refreshPlan(workbook: Workbook, edited?: EditedCell, settings?: EventSettings, history?: readonly RecordChange[]): ActionPlan {
  const only = edited === undefined ? undefined : workbook.sections.find((section) => nameKey(section.name) === nameKey(edited.section))?.name;
  const changes = workbook.sections.map((section) => changeOf(section, section.event.state, { idsFor: 'rounds', keepResults: mistypedOf(section) }));
  const action = 'updating the standings';
  const writes = planEventWrites(workbook, changes, {
    ...(only === undefined ? {} : { viewsOf: only }),
    ...(settings === undefined ? {} : { settings }),
    ...(history === undefined ? {} : { history }),
  });
  let cache = writes.cache;
  const marks: SheetWrite[] = [];
  for (const section of workbook.sections) {
    const wanted = mistypedOf(section).map((cell) => ({ row: cell.row, column: section.event.pairings.columns.result + 1, text: cell.text, note: notAResultNote(cell.text) }));
    const marked = markWrites(cache, section.pairingsSheet, wanted);
    marks.push(...marked.writes);
    cache = marked.cache;
  }
  const viewWrites = [...writes.names, ...writes.views];
  const toFix = stillToFix(workbook);
  const waiting = workbook.problems.map((problem) => `${problem.name}: not updated. ${capitalise(problem.error.message)}`);
  const message = [updatedWords(workbook, writes, viewWrites), ...(toFix === null ? [] : [toFix]), ...workbook.sections.flatMap((section) => section.event.notes), ...waiting].join(' ');
  // A result changed or cleared in a round later rounds were paired on is said at once, where the result was typed.
  const pastResults = workbook.sections.some((section) => section.event.reconciled.pastResults.length > 0);
  const toast = pastResults ? { message, seconds: 15 } : edited === undefined ? undefined : editToast(workbook, edited);
  return withOtherVersionNote(workbook, {
    result: { message, status: statusOf(workbook, workbook.read.lastAction, undefined, writes.awards) },
    record: recordWrite(workbook, writes.record, 'last', action),
    writes: [...viewWrites, ...marks],
    action,
    cache,
    ...(toast === undefined ? {} : { toast }),
    ...(pastResults ? { lastAction: message } : {}),
  });
}

/** A section's result cells that are not results (read as blank). */
function mistypedOf(section: Section): readonly UnreadableResult[] {
  return section.event.pairings.unreadableResults ?? [];
}

/** The sheets a plan's writes touch, the record's aside, in the order written. */
function sheetsWritten(writes: readonly SheetWrite[]): string[] {
  return [...new Set(writes.map((write) => write.sheet))].filter((sheet) => sheet !== RECORD_SHEET);
}

/**
 * What was updated, and how far each section's standings count: "Updated
 * Standings, Crosstable and Live. Standings during round 2 of 5 (3 of 8
 * results in)." When every sheet already showed it, says so.
 */
function updatedWords(workbook: Workbook, writes: EventWrites, viewWrites: readonly SheetWrite[]): string {
  const where = workbook.sections.map((section) => {
    const standings = writes.standings.get(section.name);
    const heading = standings === undefined ? `Round ${section.event.state.roundsPlayed}` : standingsHeading(standings.progress, section.totalRounds);
    return workbook.sectioned ? `${section.name}: ${heading.charAt(0).toLowerCase()}${heading.slice(1)}` : heading;
  });
  const sheets = sheetsWritten(viewWrites);
  const done = sheets.length === 0 ? 'Nothing to update: every sheet already counts the results typed.' : `Updated ${listWords(sheets)}.`;
  return `${done} ${where.join('; ')}.`;
}

/** The cells still to fix, in words ("Board 2 of round 1 still needs a result: "2-0" (Pairings, row 3) is not one."); null when none. */
function stillToFix(workbook: Workbook): string | null {
  const cells = workbook.sections.flatMap((section) => mistypedOf(section).map((cell) => ({ section, cell })));
  if (cells.length === 0) return null;
  if (cells.length === 1) {
    const { section, cell } = cells[0]!;
    return `Board ${cell.board} of round ${cell.round}${section.name === '' ? '' : ` of ${section.name}`} still needs a result: "${cell.text}" (${section.pairingsSheet}, row ${cell.row}) is not one.`;
  }
  const sheets = [...new Set(cells.map(({ section }) => section.pairingsSheet))];
  const rows = sheets.map((sheet) => `${sheet}, row${cells.filter(({ section }) => section.pairingsSheet === sheet).length === 1 ? '' : 's'} ${listWords(cells.filter(({ section }) => section.pairingsSheet === sheet).map(({ cell }) => cell.row))}`);
  return `${cells.length} result cells still hold something that is not a result (${rows.join('; ')}): those boards still need their results.`;
}

/**
 * The toast after a cell is typed: the cell's own problem when it is not a
 * result (said once, with its row and column), a short reminder when another
 * cell still is, nothing otherwise (typing stays quiet).
 */
function editToast(workbook: Workbook, edited: EditedCell): ActionPlan['toast'] {
  const section = workbook.sections.find((candidate) => nameKey(candidate.name) === nameKey(edited.section));
  const own = section === undefined ? undefined : mistypedOf(section).find((cell) => cell.row === edited.row && section.event.pairings.columns.result + 1 === edited.column);
  if (own !== undefined) {
    return { title: 'Sheetmate: not a result', message: `${capitalise(own.problem.message)} The other results still count.`, seconds: 10 };
  }
  const toFix = stillToFix(workbook);
  return toFix === null ? undefined : { message: `Counted. ${toFix}`, seconds: 5 };
}
