/**
 * The quick Swiss without a sheet: a field typed one player a line as
 * `Name | score | previous opponents` (the sidebar's *Quick Swiss from typed
 * lines*, `sheetmate pair field.txt`), read as forgivingly as a casual event
 * needs, and the table of the draw to copy or download.
 */
import { InputError, throwIfAny, type InputLocation } from '../errors';
import { nameKey, tidyName } from '../ids';
import { parseScore, type Tenths } from '../model';
import { QUICK_SWISS_TABLE_HEADER } from '../workbook/layout';
import { knownNames, splitNameList } from '../workbook/names/name-lists';
import type { QuickSwissPlayer, QuickSwissRow } from './quick-swiss';

/**
 * A line the typed-lines tool read with an assumption instead of refusing it,
 * shown under the table so the assumption is seen.
 */
export interface QuickSwissWarning {
  /** 1-based line number, counting blank lines. */
  readonly line: number;
  /** What was found and what was assumed, e.g. `score "abc" unreadable, counted as 0`. */
  readonly message: string;
}

/**
 * A warning as one line of text, e.g. `line 2: score "abc" unreadable, counted as 0`.
 */
export function quickSwissWarningText(warning: QuickSwissWarning): string {
  return `line ${warning.line}: ${warning.message}`;
}

/** What {@link parseQuickSwissText} read. */
export interface QuickSwissField {
  /**
   * Players in the order of their lines; each one's opponents as typed on their
   * own line (names that match no line, and the player's own name, left out),
   * spelled as the opponents' own lines spell them.
   */
  readonly players: readonly QuickSwissPlayer[];
  /**
   * Line numbers (1-based) of players whose score was missing and so counted as
   * 0; the caller says how many, so a forgotten score is seen.
   */
  readonly missingScoreLines: readonly number[];
  /** Lines read with an assumption, in line order (see {@link parseQuickSwissText}). */
  readonly warnings: readonly QuickSwissWarning[];
}


/**
 * Reads `Name | score | previous opponents` lines, one player a line,
 * opponents comma-separated, as forgivingly as a casual event needs: a typo on
 * one line does not stop the draw, but every assumption made is reported.
 *
 * - Blank lines are ignored; line numbers count every line.
 * - A missing score (`Asha`, `Asha | | Ben`) is 0 and listed in `missingScoreLines`.
 * - Scores read: `3`, `2.5`, `2,5` (decimal comma), `2½`, `½`. Anything else
 *   (`abc`, `3x`, `-1`, `2.25`, finer than a tenth) counts as 0, with a warning.
 * - A missing or empty third field means no history.
 * - Names are matched by {@link nameKey} (case and spacing ignored).
 * - A history is used as typed: each player's own list decides whom they have
 *   met (pair with `history: 'own-list'`). A one-sided history (Asha lists Ben,
 *   Ben does not list Asha) is kept and warned on the lister's line; an opponent
 *   with no line of their own, or a player listing themselves, is left out and
 *   warned.
 *
 * Refused (`InputError`, or `InputErrors` for several, each naming the line and
 * field), because no assumption would make sense: an empty name, more than
 * three fields, and a name used twice.
 *
 * @example
 * ```ts
 * parseQuickSwissText('Asha | 3 | Ben,Dia\nBen | abc | Asha\nDia | 1½', 'Standings');
 * // { players: [{ name: 'Asha', score: 30, opponents: ['Ben', 'Dia'] },
 * //             { name: 'Ben', score: 0, opponents: ['Asha'] },
 * //             { name: 'Dia', score: 15, opponents: [] }],
 * //   missingScoreLines: [],
 * //   warnings: [{ line: 1, message: 'Asha lists Dia, Dia does not list Asha (line 3); each list is used as typed' },
 * //              { line: 2, message: 'score "abc" unreadable, counted as 0' }] }
 * ```
 */
export function parseQuickSwissText(text: string, source?: string): QuickSwissField {
  const problems: InputError[] = [];
  const warnings: QuickSwissWarning[] = [];
  const at = (row: number, column: string): InputLocation =>
    source === undefined ? { row, column, rowLabel: 'line' } : { source, row, column, rowLabel: 'line' };
  const lines: TypedLine[] = [];
  const missingScoreLines: number[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = readLine(raw, index + 1, at, problems, warnings, missingScoreLines);
    if (line !== null) lines.push(line);
  });
  const byKey = new Map<string, TypedLine>();
  for (const line of lines) {
    const first = byKey.get(nameKey(line.name));
    if (first !== undefined) {
      problems.push(new InputError(`${line.name} is listed twice (also on line ${first.row}); give each player one line and a distinct name.`, at(line.row, 'Name')));
    } else {
      byKey.set(nameKey(line.name), line);
    }
  }
  throwIfAny(problems);
  // "Carlsen, Magnus" in a list is one opponent when a line has that name.
  const known = knownNames(lines.map((line) => line.name));
  const listed = lines.map((line) => {
    const list = splitNameList(line.opponentsText, known);
    return { ...line, opponents: list.names, byCommas: list.byCommas };
  });
  const byName = new Map(listed.map((line) => [nameKey(line.name), line]));
  const players: QuickSwissPlayer[] = listed.map((line) => ({ name: line.name, score: line.score, opponents: historyOf(line, byName, warnings) }));
  // Stable: a line's warnings keep the order they were found in (score first, then history).
  warnings.sort((a, b) => a.line - b.line);
  return { players, missingScoreLines, warnings };
}

/** One line as typed: its row, the name, the score (0 when missing or unreadable), the opponents' names. */
interface TypedLine {
  readonly row: number;
  readonly name: string;
  readonly score: Tenths;
  /** The opponents as typed, read against the lines' names once every line is read. */
  readonly opponentsText: string;
  readonly opponents: readonly string[];
  readonly byCommas: boolean;
}

/** A line read, or null for a blank line or one refused (the problem collected). */
function readLine(
  raw: string,
  row: number,
  at: (row: number, column: string) => InputLocation,
  problems: InputError[],
  warnings: QuickSwissWarning[],
  missingScoreLines: number[],
): TypedLine | null {
  if (raw.trim() === '') return null;
  const fields = raw.split('|').map((field) => field.trim());
  if (fields.length > 3) {
    problems.push(new InputError(`Expected "Name | score | previous opponents" but found ${fields.length} fields; names cannot contain "|".`, at(row, 'Name')));
    return null;
  }
  const name = tidyName(fields[0]!);
  if (name === '') {
    problems.push(new InputError('The name is missing; write "Name | score | previous opponents".', at(row, 'Name')));
    return null;
  }
  const scoreText = fields[1] ?? '';
  let score: Tenths = 0;
  if (scoreText === '') missingScoreLines.push(row);
  else {
    const parsed = parseScore(scoreText);
    if (parsed === null) warnings.push({ line: row, message: `score "${scoreText}" unreadable, counted as 0` });
    else score = parsed;
  }
  const opponentsText = fields[2] ?? '';
  const list = splitNameList(opponentsText, () => false);
  return { row, name, score, opponentsText, opponents: list.names, byCommas: list.byCommas };
}

/** A line's opponents as the players' own lines spell them; what is left out, or one-sided, is warned. */
function historyOf(line: TypedLine, byKey: ReadonlyMap<string, TypedLine>, warnings: QuickSwissWarning[]): string[] {
  const opponents: string[] = [];
  for (const opponent of line.opponents) {
    const other = byKey.get(nameKey(opponent));
    if (other === undefined) {
      const advice = line.byCommas ? '; a name with a comma in it is read whole only when spelled as its own line spells it (or separate the names with ";")' : '';
      warnings.push({ line: line.row, message: `${line.name} lists "${opponent}", who has no line; left out of the history${advice}` });
    } else if (other === line) {
      warnings.push({ line: line.row, message: `${line.name} lists themselves; left out of the history` });
    } else {
      const listedBack = other.opponents.some((back) => nameKey(back) === nameKey(line.name));
      // Warned once, even when the opponent is listed twice (two games, say).
      if (!listedBack && !opponents.includes(other.name)) {
        warnings.push({ line: line.row, message: `${line.name} lists ${other.name}, ${other.name} does not list ${line.name} (line ${other.row}); each list is used as typed` });
      }
      // Spell the opponent as their own line does, so the history reads the same everywhere.
      opponents.push(other.name);
    }
  }
  return opponents;
}

/**
 * The table the sidebar copies, or downloads as `swiss-pairing-engine.txt`: the
 * header `Player A | Score | Player B | Score | Check`, a rule, then one row a
 * pairing, columns padded to line up in a monospaced font, lines ending in `\n`.
 * Scores are written as decimals (`2.5`), so the file stays plain ASCII apart
 * from the names; the BYE row has `BYE` as Player B and an empty score.
 *
 * @example
 * ```ts
 * formatQuickSwissTable([{ playerA: 'Asha', scoreA: 30, playerB: 'Ben', scoreB: 25, check: 'No prior match' }]);
 * // 'Player A | Score | Player B | Score | Check\n' +
 * // '---------+-------+----------+-------+---------------\n' +
 * // 'Asha     | 3     | Ben      | 2.5   | No prior match\n'
 * ```
 */
export function formatQuickSwissTable(rows: readonly QuickSwissRow[]): string {
  const cells: string[][] = [
    QUICK_SWISS_TABLE_HEADER.slice(),
    ...rows.map((row) => [
      row.playerA,
      decimalPoints(row.scoreA),
      row.playerB ?? 'BYE',
      row.scoreB === null ? '' : decimalPoints(row.scoreB),
      row.check,
    ]),
  ];
  // Width in code points, so a name with accents or ½ is not counted twice.
  const width = (cell: string) => [...cell].length;
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => width(line[column]!))));
  const render = (line: readonly string[]) =>
    line
      .map((cell, column) => cell + ' '.repeat(widths[column]! - width(cell)))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w, column) => '-'.repeat(column === 0 || column === widths.length - 1 ? w + 1 : w + 2)).join('+');
  return [render(cells[0]!), rule, ...cells.slice(1).map(render)].join('\n') + '\n';
}

function decimalPoints(tenths: Tenths): string {
  return String(tenths / 10);
}

