/**
 * A school league through the built bundle: eight schools of four boards and
 * one or two reserves each, with the helpers to type into a team event's
 * Pairings as an organiser would (a result, a reserve's name, a cleared
 * cell), each edit followed by the onEdit trigger as Sheets runs it.
 */
import type { CellValue } from '../../src/local/apps-script/workbook';
import { harness, type Harness } from './addon-harness';

export const LEAGUE_SCHOOLS: readonly (readonly [string, readonly string[], readonly (number | '')[]])[] = [
  ['Riverside', ['Ana Costa', 'Ben Okoro', 'Cara Lind', 'Dev Patel', 'Ella Moss'], [1612, 1540, 1488, 1402, 1300]],
  ['Hillcrest', ['Finn Hale', 'Gia Rossi', 'Hugo Marsh', 'Isla Grant', 'Jay Wu', 'Kira Stone'], [1590, 1533, 1470, 1390, '', '']],
  ['Oakwood', ['Liam Duarte', 'Maya Chen', 'Noor Aziz', 'Omar Said', 'Pia Berg'], [1575, 1520, 1455, 1380, 1210]],
  ['Northgate', ['Quinn Ray', 'Rosa Vidal', 'Sami Haddad', 'Tara Boyd', 'Uma Nair'], [1560, 1500, 1430, '', '']],
  ['Lakeside', ['Vik Rao', 'Wren Alder', 'Xena Poole', 'Yusuf Kaya', 'Zara Quinn', 'Abe Frost'], [1545, 1495, 1420, 1350, 1280, '']],
  ['Elm Park', ['Bo Hansen', 'Cleo Ward', 'Dara Flynn', 'Eli Brooks', 'Faye Lam'], [1530, 1480, 1410, 1340, '']],
  ['Kingsbridge', ['Gus Mayer', 'Hana Sato', 'Ivan Petrov', 'Jo Kim', 'Kai Lund'], ['', '', '', '', '']],
  ["St Mary's", ['Lea Roux', 'Max Weber', 'Nina Cruz', 'Otto Brandt', 'Paz Ortiz', 'Ravi Menon'], [1500, 1460, 1400, 1330, 1250, 1100]],
];

/** The league's Teams sheet: a row a school. */
export function leagueTeams(): CellValue[][] {
  return [['Team', 'Board 1', 'Board 2', 'Board 3', 'Board 4', 'Reserve', 'Reserve'], ...LEAGUE_SCHOOLS.slice(0, 6).map(([school, names]) => [`'${school}`, ...names.map((name) => `'${name}`)])];
}

/** The league's Players sheet: Name, Rating, School; each school's players in board order, reserves last. */
export function leaguePlayers(count = LEAGUE_SCHOOLS.length): CellValue[][] {
  return [['Name', 'Rating', 'School'], ...LEAGUE_SCHOOLS.slice(0, count).flatMap(([school, names, ratings]) => names.map((name, index) => [`'${name}`, ratings[index] ?? '', `'${school}`]))];
}

export function columns(h: Harness): Record<'round' | 'match' | 'board' | 'white' | 'result' | 'black', number> {
  const header = h.workbook.sheet('Pairings')!.values()[0]!.map(String);
  return {
    round: header.indexOf('Round'),
    match: header.indexOf('Match'),
    board: header.indexOf('Board'),
    white: header.indexOf('White'),
    result: header.indexOf('Result'),
    black: header.lastIndexOf('Black'),
  };
}

/** The Pairings row (1-based) of a match (`board` '') or a board. */
export function teamRow(h: Harness, round: number, match: number, board: number | '' = ''): number {
  const c = columns(h);
  return h.workbook.sheet('Pairings')!.values().findIndex((row) => row[c.round] === round && row[c.match] === match && row[c.board] === board) + 1;
}

/** Types into Pairings as an organiser would, then runs onEdit as Sheets does. */
export function typeInPairings(h: Harness, row: number, field: 'white' | 'result' | 'black', value: CellValue): void {
  const sheet = h.workbook.sheet('Pairings')!;
  sheet.type(row, columns(h)[field] + 1, value);
  h.call('onEdit', { range: { getSheet: () => sheet } });
}

/**
 * Types a result into every board of the newest round that has none and two
 * players (`decide(round, match, board)`), with onEdit after each, once after
 * the last, or not at all; returns how many.
 */
export function typeTeamResults(h: Harness, decide: (round: number, match: number, board: number) => string, trigger: 'each' | 'once' | 'none' = 'each'): number {
  const c = columns(h);
  const sheet = h.workbook.sheet('Pairings')!;
  const values = sheet.values();
  const round = Number(values[1]![c.round]);
  let typed = 0;
  values.forEach((row, index) => {
    if (index === 0 || row[c.round] !== round || row[c.board] === '' || row[c.match] === '' || String(row[c.result]) !== '' || row[c.white] === '' || row[c.black] === '') return;
    sheet.type(index + 1, c.result + 1, decide(round, Number(row[c.match]), Number(row[c.board])));
    typed += 1;
    if (trigger === 'each') h.call('onEdit', { range: { getSheet: () => sheet } });
  });
  if (trigger === 'once') h.call('onEdit', { range: { getSheet: () => sheet } });
  return typed;
}

/** A round's matches as [team named first, other team], from Pairings. */
export function sheetMatches(h: Harness, round: number): [string, string][] {
  const c = columns(h);
  return h.workbook
    .sheet('Pairings')!
    .values()
    .filter((row) => row[c.round] === round && row[c.match] !== '' && row[c.board] === '')
    .map((row) => [String(row[c.white]), String(row[c.black])]);
}

/** Results by a fixed pattern of round, match and board: wins both ways and draws. */
export function leagueResult(round: number, match: number, board: number): string {
  const hash = (round * 7 + match * 5 + board * 3) % 9;
  return hash < 4 ? '1-0' : hash < 7 ? '0-1' : '½-½';
}

/** A league played through the bundle: each round's rows by original names, the final standings. */
export interface PlayedLeague {
  readonly h: Harness;
  /** Each round's rows: [match, board, White, Black] by original names (a match's row: its teams). */
  readonly rounds: string[][][];
  /** Final standings: [rank, team, match points, game points]. */
  readonly standings: (string | number)[][];
  /** Every alert the add-on showed (none, for a league that plays through). */
  readonly alerts: string[];
}

/**
 * Plays a team Swiss of `rounds` rounds from `sheets`, the results by
 * `leagueResult`; `before(h, round, alias)` edits the workbook before each
 * round is paired and names what it renamed (new name → original).
 */
export function playLeague(sheets: Record<string, CellValue[][]>, rounds: number, before: (h: Harness, round: number, alias: Map<string, string>) => void = () => undefined): PlayedLeague {
  const h = harness(sheets);
  h.call('onOpen');
  h.call('saveSettings', { system: 'team-swiss', rounds });
  const alias = new Map<string, string>();
  const original = (name: unknown) => alias.get(String(name)) ?? String(name);
  const played: string[][][] = [];
  const alerts: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    before(h, round, alias);
    h.call('menuPairNextRound');
    alerts.push(...h.services.ui.alerts.splice(0));
    const c = columns(h);
    const rows = h.workbook.sheet('Pairings')!.values().filter((row) => row[c.round] === round);
    played.push(rows.map((row) => [String(row[c.match]), String(row[c.board]), original(row[c.white]), original(row[c.black])]));
    typeTeamResults(h, leagueResult, 'once');
    alerts.push(...h.services.ui.alerts.splice(0));
  }
  h.call('menuUpdateStandings');
  const standings = h.workbook
    .sheet('Standings')!
    .values()
    .slice(2)
    .map((row) => [String(row[0]), original(row[2]), Number(row[3]), Number(row[4])]);
  return { h, rounds: played, standings, alerts };
}
