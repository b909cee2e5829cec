/**
 * Errors as the terminal prints them: each problem once and whole. The same
 * problem on several rows (four unrated players for the rating split) is one
 * line naming every row; a message is cut only when it is far longer than any
 * message Sheetmate writes (a CSV with an unclosed quote, quoted whole), and
 * then at a space.
 */
import { InputError, InputErrors, type InputLocation } from '../core/errors';

/** Lines of an error message printed in full; beyond them it is cut, saying so. */
const MESSAGE_LINES = 40;
/** Characters a line may have; the longest message Sheetmate writes has about 500. */
export const LINE_CHARACTERS = 1000;
/** How many problems the terminal lists before it counts the rest (as InputErrors does). */
const PROBLEMS_SHOWN = 20;
/** Rows named in one line before the rest are counted. */
const ROWS_NAMED = 12;

/** The message of an error the command line refuses with, bounded for a terminal. */
export function errorText(error: Error): string {
  const text = error instanceof InputErrors ? mergedProblems(error) : error.message;
  return bounded(text);
}

/** The words of a problem without its location (`file, row 3, column Rating: `). */
export function bareMessage(problem: InputError): string {
  const prefix = new InputError('', problem.location).message;
  return problem.message.startsWith(prefix) ? problem.message.slice(prefix.length) : problem.message;
}

/** The same error, naming `to` where it named the sheet `from` (a CSV is read as the Players sheet). */
export function withSource(error: unknown, from: string, to: string): unknown {
  const moved = (problem: InputError) =>
    problem.location.source === from ? new InputError(bareMessage(problem), { ...problem.location, source: to }) : problem;
  if (error instanceof InputError) return moved(error);
  if (error instanceof InputErrors) return new InputErrors(error.problems.map(moved), error.moreNotKept);
  return error;
}

/** Problems of the same words at the same column merged into one line naming each row, first seen first. */
function mergedProblems(error: InputErrors): string {
  const groups = new Map<string, { location: InputLocation; words: string; rows: number[]; first: InputError }>();
  for (const problem of error.problems) {
    const { row, ...place } = problem.location;
    const words = bareMessage(problem);
    const key = row === undefined ? `single\u0000${groups.size}` : JSON.stringify([place.source, place.rowLabel, place.column, words]);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { location: place, words, rows: row === undefined ? [] : [row], first: problem });
    else group.rows.push(row!);
  }
  const all = [...groups.values()];
  const shown = all.slice(0, PROBLEMS_SHOWN);
  const lines = shown.map((group) => (group.rows.length <= 1 ? group.first.message : rowsLine(group.location, group.rows, group.words)));
  const rest = all.slice(PROBLEMS_SHOWN).reduce((sum, group) => sum + Math.max(1, group.rows.length), 0) + error.moreNotKept;
  if (rest > 0) {
    const total = error.problems.length + error.moreNotKept;
    lines.push(`… and ${rest} more problem${rest === 1 ? '' : 's'} (${total} in all); fix these first.`);
  }
  return lines.join('\n');
}

/** `players.csv, rows 3, 4, 6 and 7, column Rating: the rating is blank, …` */
function rowsLine(location: InputLocation, rows: readonly number[], words: string): string {
  const label = `${location.rowLabel ?? 'row'}s`;
  const named = rows.slice(0, ROWS_NAMED);
  const list =
    rows.length > ROWS_NAMED
      ? `${named.join(', ')} and ${rows.length - ROWS_NAMED} more`
      : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  const parts = [location.source, `${label} ${list}`, location.column === undefined ? undefined : `column ${location.column}`];
  return `${parts.filter((part) => part !== undefined).join(', ')}: ${words}`;
}

/** At most MESSAGE_LINES lines of at most LINE_CHARACTERS characters, a long line cut at a space. */
function bounded(message: string): string {
  const lines = message.split('\n').map(cutLine);
  if (lines.length <= MESSAGE_LINES) return lines.join('\n');
  return [...lines.slice(0, MESSAGE_LINES), `… (${lines.length - MESSAGE_LINES} more lines)`].join('\n');
}

function cutLine(line: string): string {
  if (line.length <= LINE_CHARACTERS) return line;
  const space = line.lastIndexOf(' ', LINE_CHARACTERS - 1);
  const end = space > LINE_CHARACTERS / 2 ? space : LINE_CHARACTERS - 1;
  return `${line.slice(0, end)}…`;
}
