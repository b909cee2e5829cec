/**
 * The quick Swiss's table (`swiss-pairing-engine.txt`: `Player A | Score |
 * Player B | Score | Check`, a rule, a row a board) read back into cells, so
 * the panel can show it as a table that fits its 300 px instead of a text box
 * cut at "Scor". Pure: the tests read it without a browser.
 */

export interface QuickSwissTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const HEADER = ['Player A', 'Score', 'Player B', 'Score', 'Check'];

/** The table's cells, or null for any other file (a TRF), or a row that does not split into five cells. */
export function quickSwissTableOf(text: string): QuickSwissTable | null {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const cells = (line: string) => line.split('|').map((cell) => cell.trim());
  if (lines.length === 0 || cells(lines[0]!).join('|') !== HEADER.join('|')) return null;
  const rows = lines.slice(1).filter((line) => !/^[-+]+$/.test(line.trim())).map(cells);
  // A name holding a `|` (possible from a Players sheet) would shift the cells: the text box alone then.
  if (rows.some((row) => row.length !== HEADER.length)) return null;
  return { header: HEADER, rows };
}
