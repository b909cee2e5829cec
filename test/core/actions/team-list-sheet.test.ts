/**
 * A team event whose teams are typed on the Teams sheet, one row a team (its
 * name, then its players in board order, reserves after), as plans from sheet
 * values: it pairs and plays as the same teams on Players do, against the
 * organiser's edits there (rows sorted, a player and a team renamed, two
 * boards swapped, a reserve added), with Players beside it for ratings and
 * Status, and what is refused, by cell.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import { refreshAction } from '../../../src/core/actions/refresh';
import { exportTrfAction } from '../../../src/core/actions/exports';
import type { Cell, SheetValues, WorkbookRead } from '../../../src/core/actions/plan';
import { checkTeamEvent, readTeamTrf } from '../../../src/core/team-swiss';
import { applyPlan, workbook } from '../../support/sheet-values';
import { lines, matchesOf, schools, teamsSheet, teamWorkbook, typeBoards } from '../../support/team-sheet-values';

const pair = (read: WorkbookRead) => applyPlan(read, pairAction(read));
const refresh = (read: WorkbookRead) => applyPlan(read, refreshAction(read));
const SETTINGS = { system: 'team-swiss', rounds: 5 };

/** The same players on Players, without a Team column: ratings (and Status) by name. */
function ratings(count: number, size: number): Cell[][] {
  return [['Name', 'Rating'], ...schools(count, size).slice(1).map(([name, rating]) => [name!, rating!])];
}

const result = (match: number, board: number) => (['1-0', '½-½', '0-1', '1-0'] as const)[(match + board) % 4]!;

/** Plays `rounds` rounds from `read`, every board typed by `result`; `edit` runs on the workbook before each pairing. */
function play(read: WorkbookRead, rounds: number, edit: (read: WorkbookRead, round: number) => WorkbookRead = (same) => same): WorkbookRead {
  let next = read;
  for (let round = 1; round <= rounds; round++) next = refresh(typeBoards(pair(edit(next, round)), result));
  return next;
}

function withTeams(read: WorkbookRead, teams: SheetValues): WorkbookRead {
  return { ...read, sheets: new Map([...read.sheets, ['Teams', teams]]) };
}

function players(read: WorkbookRead): string[] {
  return (read.sheets.get('Pairings') ?? []).filter((row) => row[2] !== '').flatMap((row) => [String(row[3]), String(row[7])]);
}

describe('teams typed on the Teams sheet, a row a team', () => {
  it('pair and play as the same teams on Players do: the same matches, boards and standings round by round', () => {
    const onPlayers = play(teamWorkbook(schools(6, 5)), 4);
    const onTeams = play(workbook({ Players: ratings(6, 5), Teams: teamsSheet(6, 5) }, { settings: SETTINGS }), 4);
    expect(lines(onTeams.sheets.get('Pairings'))).toEqual(lines(onPlayers.sheets.get('Pairings')));
    expect(lines(onTeams.sheets.get('Standings'))).toEqual(lines(onPlayers.sheets.get('Standings')));
    expect(lines(onTeams.sheets.get('By name'))).toEqual(lines(onPlayers.sheets.get('By name')));
    // Nothing is written into the organiser's Teams or Players: the players are known by name there.
    expect(onTeams.sheets.get('Teams')).toEqual(teamsSheet(6, 5));
    expect(onTeams.players).toEqual(ratings(6, 5));
  });

  it('without a Players sheet: the teams in the order typed, unrated; the file Export TRF writes re-pairs alike', () => {
    const read = play(workbook({ Teams: teamsSheet(4, 5) }, { settings: SETTINGS }), 3);
    expect(matchesOf(read, 1)).toEqual(['Riverside–Oakwood', 'Northgate–Hillcrest']);
    const file = readTeamTrf(exportTrfAction(read).result.download!.text);
    expect([...file.names.values()]).toEqual(['Riverside', 'Hillcrest', 'Oakwood', 'Northgate']);
    expect(file.event.teams.map((team) => team.players.length)).toEqual([5, 5, 5, 5]);
    expect(checkTeamEvent(file.event).differences).toEqual([]);
  });

  it('against the organiser\'s edits: rows sorted, a player and a team renamed, two boards swapped, a reserve added', () => {
    const undisturbed = play(workbook({ Players: ratings(6, 5), Teams: teamsSheet(6, 5) }, { settings: SETTINGS }), 4);
    const edited = play(workbook({ Players: ratings(6, 5), Teams: teamsSheet(6, 5) }, { settings: SETTINGS }), 4, (read, round) => {
      const teams = read.sheets.get('Teams')!.map((row) => row.slice());
      if (round === 2) {
        // Sorted by team name (whole rows): nothing changes.
        const [header, ...rows] = teams;
        return withTeams(read, [header!, ...rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])))]);
      }
      if (round === 3) {
        // A player renamed on Teams and on Players alike; a team renamed.
        const rename = (cells: readonly unknown[]) => cells.map((cell) => (cell === 'Cara Oakwood' ? 'Cara Oak-Wood' : cell === 'Hillcrest' ? 'Hillcrest Academy' : cell));
        return { ...withTeams(read, teams.map(rename)), players: read.players!.map(rename) };
      }
      return read;
    });
    const named = (text: string[]) => text.map((line) => line.replace('Cara Oak-Wood', 'Cara Oakwood').replace('Hillcrest Academy', 'Hillcrest'));
    expect(named(lines(edited.sheets.get('Pairings')))).toEqual(lines(undisturbed.sheets.get('Pairings')));
    expect(players(edited)).toContain('Cara Oak-Wood');
    expect(lines(edited.sheets.get('Standings')).some((line) => line.includes('Hillcrest Academy'))).toBe(true);
    expect(named(lines(edited.sheets.get('Standings'), 2))).toEqual(lines(undisturbed.sheets.get('Standings'), 2));
  });

  it('a player’s name respelt on Teams alone (no Players sheet) is the same player: found by team and board', () => {
    let read = play(workbook({ Teams: teamsSheet(4, 5) }, { settings: SETTINGS }), 1);
    read = withTeams(read, read.sheets.get('Teams')!.map((row) => row.map((cell) => (cell === 'Ben Riverside' ? 'Ben Riversyde' : cell))));
    read = pair(read);
    expect(players(read).filter((name) => name.startsWith('Ben '))).toContain('Ben Riversyde');
    expect(lines(read.sheets.get('By name')).find((line) => line.startsWith('Ben Riversyde'))).toMatch(/^Ben Riversyde \| 2\.\d/);
  });

  it('the order on the row is the board order at every round: two boards swapped, a reserve added at the end', () => {
    let read = play(workbook({ Teams: teamsSheet(4, 4) }, { settings: SETTINGS }), 1);
    const teams = read.sheets.get('Teams')!.map((row) => row.slice());
    const riverside = teams.find((row) => row[0] === 'Riverside')!;
    [riverside[1], riverside[2]] = [riverside[2]!, riverside[1]!];
    riverside.push('Zoe Riverside');
    read = pair(withTeams(read, teams));
    const board = (name: string) => lines(read.sheets.get('By name')).find((line) => line.startsWith(name))!.split(' | ')[1];
    expect(board('Ben Riverside')).toMatch(/\.1$/);
    expect(board('Ana Riverside')).toMatch(/\.2$/);
    expect(lines(read.sheets.get('By name')).find((line) => line.startsWith('Zoe Riverside'))).toMatch(/reserve/);
  });

  it('Status on Players keeps a player out: the reserve moves up', () => {
    const roster = ratings(4, 5).map((row, index) => [...row, index === 0 ? 'Status' : row[0] === 'Ana Riverside' ? 'absent' : '']);
    const read = pair(workbook({ Players: roster, Teams: teamsSheet(4, 5) }, { settings: SETTINGS }));
    const riverside = (read.sheets.get('Pairings') ?? []).filter((row) => row[1] === 1 && row[2] !== '').map((row) => [row[3], row[7]].find((name) => String(name).endsWith('Riverside')));
    expect(riverside).toEqual(['Ben Riverside', 'Cara Riverside', 'Dev Riverside', 'Ella Riverside']);
  });

  it('refuses, naming the cell: the teams typed twice, a team or player listed twice, players without a team, a name on one sheet only', () => {
    const refusal = (read: WorkbookRead) => {
      try {
        pairAction(read);
        return 'paired';
      } catch (error) {
        return String(error);
      }
    };
    expect(refusal(workbook({ Players: schools(4, 4), Teams: teamsSheet(4, 4) }, { settings: SETTINGS }))).toMatch(/the teams are typed twice: on the Teams sheet \(a row a team\) and in Players' Team column/);
    const twice = teamsSheet(4, 4);
    twice[3]![2] = 'Ana Riverside';
    expect(refusal(workbook({ Teams: twice }, { settings: SETTINGS }))).toMatch(/Teams, row 4, column Board 2: Ana Riverside is listed twice: also at row 2, Board 1/);
    const noName = teamsSheet(4, 4);
    noName[2]![0] = '';
    expect(refusal(workbook({ Teams: noName }, { settings: SETTINGS }))).toMatch(/Teams, row 3, column Team: these players have no team/);
    const sameTeam = teamsSheet(4, 4);
    sameTeam[4]![0] = 'riverside';
    expect(refusal(workbook({ Teams: sameTeam }, { settings: SETTINGS }))).toMatch(/Teams, row 5, column Team: riverside is also on row 2/);
    const extra = [...ratings(4, 4), ['Zed Nobody', 1500]];
    expect(refusal(workbook({ Players: extra, Teams: teamsSheet(4, 4) }, { settings: SETTINGS }))).toMatch(/Players, row 18, column Name: Zed Nobody is on Players but on no team of the Teams sheet/);
    const misspelt = teamsSheet(4, 4).map((row) => row.map((cell) => (cell === 'Dev Oakwood' ? 'Dev Okwood' : cell)));
    expect(refusal(workbook({ Players: ratings(4, 4), Teams: misspelt }, { settings: SETTINGS }))).toMatch(/Dev Oakwood is on Players but on no team[\s\S]*Dev Okwood \(Oakwood\) is not on Players|Dev Okwood \(Oakwood\) is not on Players/);
  });

  it('the Teams sheet an individual event writes (headed Rank) is not a team list', () => {
    const view = [['Teams after round 1'], ['Rank', 'Team', 'Points'], [1, 'Riverside', 3]];
    expect(() => pairAction(workbook({ Players: ratings(4, 4), Teams: view }, { settings: SETTINGS }))).toThrow(/a team event reads each player's team from a Team column .* or from the Teams sheet/);
  });
});
