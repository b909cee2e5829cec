/**
 * What `sheetmate pair` prints: a round as text, JSON or the pairs format of
 * pairing engines, and with sections each section's round under its name.
 *
 * Text: `Section U8`, then the round as without sections, a blank line between
 * sections. JSON: `{ "sections": [{ "section": "U8", "round": 1, "boards": …,
 * "byes": … }, …] }`; one section chosen with `--section` is that section's
 * object alone, with its `section`. The pairs format holds one field's round:
 * with several sections it is refused before anything is paired.
 */
import { formatPoints, type RoundPairing } from '../core/model';
import { formatQuickSwissTable } from '../core/systems/quick-swiss-text';
import type { QuickSwissRow } from '../core/systems/quick-swiss';
import { writePairs } from '../core/trf';

export interface Printable {
  readonly pairing: RoundPairing;
  readonly names: (startNumber: number) => string;
  readonly scores?: (startNumber: number) => number;
  readonly checks?: ReadonlyMap<number, string>;
  readonly quickRows?: readonly QuickSwissRow[];
  /** Lines whose score was missing (typed lines), to tell the organiser. */
  readonly missingScores?: number;
  /** What was assumed reading typed lines (`line 2: score "abc" unreadable, counted as 0`). */
  readonly warnings?: readonly string[];
}

/** A section's round; `section` null for a field without sections. */
export interface PairedSection {
  readonly section: string | null;
  readonly printed: Printable;
}

export type PairFormat = 'text' | 'json' | 'pairs';

/**
 * The output of the rounds paired: one field as it always was; sections each under its name.
 * `listed`: the sections come as a list (every section of a list with a Section column), not one chosen.
 */
export function renderPaired(paired: readonly PairedSection[], format: PairFormat, listed: boolean): string {
  if (format === 'pairs') return paired.map(({ printed }) => writePairs(printed.pairing)).join('');
  if (format === 'json') {
    const objects = paired.map(({ section, printed }) => ({ ...(section === null ? {} : { section }), ...jsonOf(printed) }));
    return JSON.stringify(listed ? { sections: objects } : objects[0], null, 2) + '\n';
  }
  return paired.map(({ section, printed }) => (section === null ? '' : `Section ${section}\n`) + textOf(printed)).join('\n');
}

/** The quick Swiss's Check column (`No prior match`, `Rematch unavoidable`) by board. */
export function quickSwissChecks(pairing: RoundPairing, rows: readonly QuickSwissRow[], names: (n: number) => string): Map<number, string> {
  const byPair = new Map(rows.map((row) => [`${row.playerA}\u0000${row.playerB ?? ''}`, row.check]));
  const checks = new Map<number, string>();
  for (const board of pairing.boards) {
    const check = byPair.get(`${names(board.white)}\u0000${names(board.black)}`) ?? byPair.get(`${names(board.black)}\u0000${names(board.white)}`);
    if (check !== undefined) checks.set(board.board, check);
  }
  return checks;
}

function jsonOf(result: Printable): object {
  const { pairing, names } = result;
  return {
    round: pairing.round,
    boards: pairing.boards.map((board) => ({
      board: board.board,
      white: names(board.white),
      black: names(board.black),
      ...(result.checks?.has(board.board) ? { check: result.checks.get(board.board) } : {}),
    })),
    byes: pairing.byes.map((bye) => ({ player: names(bye.player), kind: bye.kind, points: bye.points / 10 })),
    ...(result.missingScores !== undefined ? { missingScores: result.missingScores } : {}),
    ...(result.warnings !== undefined ? { warnings: result.warnings } : {}),
  };
}

function textOf(result: Printable): string {
  const { pairing, names } = result;
  if (result.quickRows !== undefined) {
    const note = result.missingScores ? `(${result.missingScores} line${result.missingScores === 1 ? '' : 's'} had no score and counted as 0)\n` : '';
    return `Round ${pairing.round}\n${formatQuickSwissTable(result.quickRows)}${note}`;
  }
  const score = (n: number) => (result.scores ? ` (${formatPoints(Math.round(result.scores(n) * 10))})` : '');
  const cells = pairing.boards.map((board) => [String(board.board), names(board.white) + score(board.white), names(board.black) + score(board.black)]);
  const widths = [5, ...[1, 2].map((c) => Math.max(5, ...cells.map((row) => row[c]!.length)))];
  const line = (row: string[]) => `${row[0]!.padStart(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`.trimEnd();
  const out = [`Round ${pairing.round}`, line(['Board', 'White', 'Black']), ...cells.map(line)];
  for (const bye of pairing.byes) {
    out.push(`Bye: ${names(bye.player)} (${bye.kind.replace(/-/g, ' ')}, ${formatPoints(bye.points)} point${bye.points === 10 ? '' : 's'})`);
  }
  return out.join('\n') + '\n';
}
