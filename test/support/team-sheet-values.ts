/**
 * Sheet values for team events, for testing their actions as pure plans
 * (sheet-values.ts applies the plans):
 *
 * ```ts
 * let read = teamWorkbook(schools(4, 5));                  // 4 schools of 5 players, team Swiss of 5 rounds
 * read = applyPlan(read, pairAction(read));
 * read = typeBoards(read, (match, board) => '1-0');       // every board of the newest round
 * read = setCell(read, 'Pairings', rowOf(read, 1, 1, 3), 'Black', 'Ella Oak');   // a reserve on board 3 of match 1
 * ```
 */
import type { Cell, SheetValues, WorkbookRead } from '../../src/core/actions/plan';
import { workbook } from './sheet-values';

export const SCHOOLS = ['Riverside', 'Hillcrest', 'Oakwood', 'Northgate', 'Lakeside', 'Elm Park', 'Kingsbridge', "St Mary's"];
const FIRST_NAMES = ['Ana', 'Ben', 'Cara', 'Dev', 'Ella', 'Finn', 'Gia'];

/** Players: `count` schools of `size` players each (board order as listed), rated from 1800 down, with a School column. */
export function schools(count: number, size: number, header: readonly string[] = ['Name', 'Rating', 'School']): Cell[][] {
  const rows: Cell[][] = [header.slice()];
  SCHOOLS.slice(0, count).forEach((school, index) => {
    for (let board = 0; board < size; board++) rows.push([`${FIRST_NAMES[board]} ${school.split(/[ ']/)[0]}`, 1800 - index * 20 - board * 3, school]);
  });
  return rows;
}

/** The schools of `schools(count, size)` as the Teams sheet lists them: a row a school, its players in board order. */
export function teamsSheet(count: number, size: number): Cell[][] {
  const players = schools(count, size).slice(1);
  const rows: Cell[][] = [['Team', ...Array.from({ length: size }, (_, index) => (index < 4 ? `Board ${index + 1}` : 'Reserve'))]];
  for (const [name, , school] of players) {
    const row = rows.find((cells) => cells[0] === school) ?? (rows.push([school!]), rows[rows.length - 1]!);
    row.push(name!);
  }
  return rows;
}

/** A team event's workbook: team Swiss of 5 rounds on 4 boards unless `settings` say otherwise. */
export function teamWorkbook(players: SheetValues, settings: Record<string, unknown> = {}): WorkbookRead {
  return workbook({ Players: players }, { settings: { system: 'team-swiss', rounds: 5, ...settings } });
}

/** The Pairings row (1-based) of a round's match (its row when `board` is '') or board. */
export function rowOf(read: WorkbookRead, round: number, match: number | '', board: number | '' = ''): number {
  const values = read.sheets.get('Pairings')!;
  const header = values[0]!.map(String);
  const [r, m, b] = ['Round', 'Match', 'Board'].map((name) => header.indexOf(name));
  const index = values.findIndex((row, i) => i > 0 && row[r!] === round && row[m!] === match && row[b!] === board);
  if (index < 0) throw new Error(`no row for round ${round}, match ${match}, board ${board}`);
  return index + 1;
}

/** A sheet's cell under `header` of row `row` (1-based), as read. */
export function cellOf(read: WorkbookRead, sheet: string, row: number, header: string): unknown {
  const values = sheet === 'Players' ? read.players! : read.sheets.get(sheet)!;
  return values[row - 1]![values[0]!.map(String).indexOf(header)];
}

/** The workbook with one cell typed (the first column under `header`, as an organiser would). */
export function setCell(read: WorkbookRead, sheet: string, row: number, header: string, value: Cell): WorkbookRead {
  const source = sheet === 'Players' ? read.players! : read.sheets.get(sheet)!;
  const values = source.map((line) => line.slice());
  const column = values[0]!.map(String).indexOf(header);
  if (column < 0) throw new Error(`${sheet} has no column ${header}`);
  while (values[row - 1]!.length <= column) values[row - 1]!.push('');
  values[row - 1]![column] = value;
  return sheet === 'Players' ? { ...read, players: values } : { ...read, sheets: new Map([...read.sheets, [sheet, values]]) };
}

/** Types a result into every board of the newest round that has none: `decide(match, board)` gives the notation. */
export function typeBoards(read: WorkbookRead, decide: (match: number, board: number) => string): WorkbookRead {
  const values = read.sheets.get('Pairings')!.map((line) => line.slice());
  const header = values[0]!.map(String);
  const [r, m, b, result] = ['Round', 'Match', 'Board', 'Result'].map((name) => header.indexOf(name)) as [number, number, number, number];
  const newest = values[1]![r];
  for (const row of values.slice(1)) {
    if (row[r] !== newest || row[b] === '' || row[m] === '' || String(row[result]) !== '') continue;
    row[result] = decide(Number(row[m]), Number(row[b]));
  }
  return { ...read, sheets: new Map([...read.sheets, ['Pairings', values]]) };
}

/** The matches of a round as `home–away` by team name, in order. */
export function matchesOf(read: WorkbookRead, round: number): string[] {
  const values = read.sheets.get('Pairings')!;
  const header = values[0]!.map(String);
  const [r, m, b, white, black] = ['Round', 'Match', 'Board', 'White', 'Black'].map((name) => header.indexOf(name)) as [number, number, number, number, number];
  return values.filter((row) => row[r] === round && row[m] !== '' && row[b] === '').map((row) => `${row[white]}–${row[black]}`);
}

/** A sheet's rows as text, `a | b | c`, for readable expectations. */
export function lines(values: SheetValues | undefined, from = 0, to?: number): string[] {
  return (values ?? []).slice(from, to).map((row) => row.map((cell) => String(cell)).join(' | ').replace(/( \| )+$/, ''));
}
