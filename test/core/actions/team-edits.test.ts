/**
 * A team event against the organiser's edits, as plans: Players sorted,
 * a player or a team renamed, rows inserted and deleted, a player moved to
 * another team, Pairings cleared and rebuilt, settings changed mid-event,
 * teams absent; and the team round robin and Scheveningen schedules.
 */
import { describe, expect, it } from 'vitest';
import { exportTrfAction, scheduleAction } from '../../../src/core/actions/exports';
import { importTrfAction } from '../../../src/core/actions/import-trf';
import { pairAction } from '../../../src/core/actions/pair';
import { refreshAction } from '../../../src/core/actions/refresh';
import { repairAction } from '../../../src/core/actions/repair';
import { saveSettingsAction } from '../../../src/core/actions/settings';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { mergeSettings, DEFAULT_SETTINGS } from '../../../src/core/record/settings';
import { checkTeamEvent, readTeamTrf, scheveningenRound, teamRoundRobinRound } from '../../../src/core/team-swiss';
import { applyPlan, workbook } from '../../support/sheet-values';
import { cellOf, lines, matchesOf, rowOf, schools, setCell, teamWorkbook, typeBoards } from '../../support/team-sheet-values';

const pair = (read: WorkbookRead) => applyPlan(read, pairAction(read));
const refresh = (read: WorkbookRead) => applyPlan(read, refreshAction(read));
/** White wins on odd boards, Black on even ones, a draw on board 2 of every other match. */
const pattern = (match: number, board: number) => (board === 2 && match % 2 === 0 ? '½-½' : board % 2 === 1 ? '1-0' : '0-1');

/** `rounds` rounds played, each typed by the pattern. */
function played(read: WorkbookRead, rounds: number): WorkbookRead {
  let after = read;
  for (let round = 0; round < rounds; round++) after = refresh(typeBoards(pair(after), pattern));
  return after;
}

function withPlayers(read: WorkbookRead, rows: readonly (readonly unknown[])[]): WorkbookRead {
  return { ...read, players: rows.map((row) => row.slice()) };
}

describe('the organiser edits Players', () => {
  it('sorted by name (whole rows): the next round is paired as it would have been, and the board order kept', () => {
    const read = played(teamWorkbook(schools(6, 5)), 2);
    const [header, ...rows] = read.players!;
    const sorted = withPlayers(read, [header!, ...[...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])))]);
    const as = pair(read);
    const bs = pair(sorted);
    expect(matchesOf(bs, 3)).toEqual(matchesOf(as, 3));
    expect(lines(bs.sheets.get('Pairings'), 0, 12)).toEqual(lines(as.sheets.get('Pairings'), 0, 12));
  });

  it('a player’s name respelt (a spelling fix): Pairings, Live and By name show the new name, the pairings are unchanged', () => {
    let read = pair(teamWorkbook(schools(4, 5)));
    const row = read.players!.findIndex((cells) => cells[0] === 'Ana Oakwood') + 1;
    read = refresh(setCell(read, 'Players', row, 'Name', 'Ana Oak-Wood'));
    expect(cellOf(read, 'Pairings', rowOf(read, 1, 1, 1), 'Black')).toBe('Ana Oak-Wood');
    expect(lines(read.sheets.get('Live'))).toContain('1 | Ana Riverside |  | Ana Oak-Wood');
  });

  it('a team renamed on every row: the match rows and Standings take the new name', () => {
    let read = pair(teamWorkbook(schools(4, 4)));
    const players = read.players!.map((cells) => (cells[2] === 'Oakwood' ? [cells[0], cells[1], 'Oakwood Academy', ...cells.slice(3)] : cells.slice()));
    read = refresh(withPlayers(read, players));
    expect(cellOf(read, 'Pairings', rowOf(read, 1, 1), 'Black')).toBe('Oakwood Academy');
    expect(lines(read.sheets.get('Standings')).some((line) => line.includes('| Oakwood Academy |'))).toBe(true);
    expect(matchesOf(pair(typeBoards(read, pattern)), 2).join(' ')).toMatch(/Oakwood Academy/);
  });

  it('a player moved to another team once the event has begun is refused, naming the rows', () => {
    const read = pair(teamWorkbook(schools(4, 4)));
    const row = read.players!.findIndex((cells) => cells[0] === 'Dev Oakwood') + 1;
    expect(() => refreshAction(setCell(read, 'Players', row, 'School', 'Riverside'))).toThrow(
      /the players of Oakwood now name 2 teams \(Riverside: row 5; Oakwood: rows 10, 11, 12\)|the players of Oakwood now name 2 teams \(Oakwood: rows 10, 11, 12; Riverside: row \d+\)/,
    );
  });

  it('a reserve added (a row inserted) plays from the next round on; a played player\'s row deleted is refused', () => {
    let read = played(teamWorkbook(schools(4, 4)), 1);
    const [header, ...rows] = read.players!;
    read = withPlayers(read, [header!, ...rows.slice(0, 2), ['Zoe Riverside', 1000, 'Riverside', ''], ...rows.slice(2)]);
    read = pair(read);
    expect(cellOf(read, 'Players', 4, 'Sheetmate ID')).toBe(17);
    expect(lines(read.sheets.get('By name'))).toContain('Zoe Riverside |  |  | reserve (Riverside plays match 1)');
    const deleted = withPlayers(read, read.players!.filter((cells) => cells[0] !== 'Ben Hillcrest'));
    expect(() => refreshAction(deleted)).toThrow(/Ben Hillcrest \(Sheetmate ID \d+\) is no longer on the Players sheet/);
  });

  it('a player without a team, and two players on one board number, are refused by row and column', () => {
    const read = teamWorkbook(schools(4, 4));
    expect(() => pairAction(setCell(read, 'Players', 3, 'School', ''))).toThrow('Players, row 3, column Team: in a team event every player plays for a team');
    const numbered = [[...read.players![0]!, 'Board'], ...read.players!.slice(1).map((cells, index) => [...cells, (index % 4) + 1])];
    const twice = withPlayers(read, numbered.map((cells, index) => (index === 2 ? [...cells.slice(0, 3), 1] : cells)));
    expect(() => pairAction(twice)).toThrow('Players, row 3, column Board: Riverside has two players on board 1: Ana Riverside (row 2) and Ben Riverside. Give each their own number.');
  });

  it('a Board column sets the board order', () => {
    const read = teamWorkbook(schools(4, 4));
    const numbered = [[...read.players![0]!, 'Board'], ...read.players!.slice(1).map((cells, index) => [...cells, 4 - (index % 4)])];
    const after = pair(withPlayers(read, numbered));
    expect(cellOf(after, 'Pairings', rowOf(after, 1, 1, 1), 'White')).toBe('Dev Riverside');
  });
});

describe('the organiser edits Pairings', () => {
  it('cleared: refused, and Rebuild sheets from the record writes it again with the results it last saw', () => {
    let read = refresh(typeBoards(pair(teamWorkbook(schools(4, 4))), pattern));
    const before = read.sheets.get('Pairings')!;
    const cleared: WorkbookRead = { ...read, sheets: new Map([...read.sheets, ['Pairings', [before[0]!.slice()]]]) };
    expect(() => refreshAction(cleared)).toThrow(/Pairings holds none of the recorded rounds \(was it cleared\?\)/);
    const plan = repairAction(cleared);
    expect(plan.result.message).toMatch(/^Pairings rebuilt from Sheetmate's record: rounds 1–1\. 8 results were no longer in Pairings and came from the record as last seen/);
    read = applyPlan(cleared, plan);
    expect(lines(read.sheets.get('Pairings'))).toEqual(lines(before));
  });
});

describe('settings of a team event', () => {
  it('are checked: boards, scores, colour preferences, match points, team tie-breaks', () => {
    const base = mergeSettings(DEFAULT_SETTINGS, { system: 'team-swiss' });
    expect(base.tiebreaks).toEqual(['GP', 'BH', 'SB', 'DE']);
    expect(mergeSettings(base, { team: { boards: 6, primaryScore: 'game', colourPreferences: 'B', matchPoints: { win: 3 } } }).team).toEqual({
      boards: 6,
      primaryScore: 'game',
      colourPreferences: 'B',
      matchPoints: { win: 3, draw: 1, loss: 0 },
      boardColours: 'WB',
    });
    expect(mergeSettings(base, { team: { boardColours: 'bw' } }).team.boardColours).toBe('BW');
    expect(() => mergeSettings(base, { team: { boardColours: 'white' } })).toThrow(/the board colours are the team named first's colour on each board, in W and B/);
    expect(() => mergeSettings(base, { team: { boards: 0 } })).toThrow(/the boards of a match must be a whole number from 1 to 20/);
    expect(() => mergeSettings(base, { team: { matchPoints: { draw: 2 } } })).toThrow(/a won match must be worth more than a drawn one/);
    expect(() => mergeSettings(base, { team: { colourPreferences: 'C' } })).toThrow(/type A or B|"A" or "B"/);
    expect(mergeSettings(base, { tiebreaks: ['mp', 'bh:gp/c1', 'de'] }).tiebreaks).toEqual(['MP', 'BH:GP/C1', 'DE']);
    expect(() => mergeSettings(base, { system: 'scheveningen', team: { boards: 5 } })).toThrow(/2, 3, 4, 8 boards, not 5/);
    // Back to an individual system, the team's tie-breaks give way to the Swiss defaults.
    expect(mergeSettings(base, { system: 'dutch' }).tiebreaks).toEqual(['BH/C1', 'BH', 'SB', 'DE', 'WIN']);
  });

  it('cannot change the system or the boards once round 1 is paired; the tie-breaks can, and Standings follow', () => {
    const read = pair(teamWorkbook(schools(4, 4)));
    expect(() => saveSettingsAction(read, { system: 'dutch' }, [])).toThrow(/this team event has 1 round paired, so its system cannot change now/);
    expect(() => saveSettingsAction(read, { team: { boards: 6 } }, [])).toThrow(/the boards of a match are fixed once round 1 is paired/);
    const { plan } = saveSettingsAction(read, { tiebreaks: ['BH:GP', 'SB'] }, []);
    expect(lines(applyPlan(read, plan).sheets.get('Standings'), 1, 2)[0]).toBe('Rank | No. | Team | Match points | Game points | BH:GP Buchholz (game points) | SB Sonneborn-Berger (match points) | Matches');
  });
});

describe('teams away', () => {
  it('a team whose players are all absent is not paired: absent in Pairings and Live; its players are reserves elsewhere', () => {
    let read = teamWorkbook(schools(5, 4), {});
    const players = [[...read.players![0]!, 'Status'], ...read.players!.slice(1).map((cells) => [...cells, cells[2] === 'Hillcrest' ? 'absent' : ''])];
    read = pair(withPlayers(read, players));
    expect(lines(read.sheets.get('Pairings')).filter((line) => /BYE|absent/.test(line))).toEqual(['1 |  |  | Hillcrest | 0 |  |  | absent']);
    expect(lines(read.sheets.get('Live'))).toContain(' | Hillcrest |  | absent');
    expect(lines(read.sheets.get('By name'))).toContain('Ana Hillcrest |  |  | team: absent');
  });

  it('a player marked absent: the next one in board order plays, and a team short of players loses the empty board', () => {
    let read = teamWorkbook(schools(4, 4));
    const players = [[...read.players![0]!, 'Status'], ...read.players!.slice(1).map((cells) => [...cells, cells[0] === 'Ben Oakwood' ? 'absent' : ''])];
    const plan = pairAction(withPlayers(read, players));
    expect(plan.result.message).toBe('Round 1 paired: 2 matches. Oakwood has 3 players available for 4 boards: an empty board is lost by forfeit unless a player is typed there.');
    read = applyPlan(withPlayers(read, players), plan);
    expect(lines(read.sheets.get('Pairings'), 2, 6)).toEqual(['1 | 1 | 1 | Ana Riverside |  |  |  | Ana Oakwood', '1 | 1 | 2 | Cara Oakwood |  |  |  | Ben Riverside', '1 | 1 | 3 | Cara Riverside |  |  |  | Dev Oakwood', '1 | 1 | 4 |  |  |  |  | Dev Riverside']);
  });
});

describe('team round robins and Scheveningen', () => {
  it('a team round robin of 5 teams follows the Berger tables, a team resting each round; its schedule lists every match', () => {
    let read = teamWorkbook(schools(5, 4), { system: 'team-round-robin', rounds: 0 });
    for (let round = 1; round <= 5; round++) {
      read = pair(read);
      const table = teamRoundRobinRound(5, round);
      const name = (team: number) => ['Riverside', 'Hillcrest', 'Oakwood', 'Northgate', 'Lakeside'][team - 1];
      expect(matchesOf(read, round)).toEqual(table.matches.map((match) => `${name(match.white)}–${name(match.black)}`));
      expect(lines(read.sheets.get('Pairings')).filter((line) => line.startsWith(`${round} |`) && line.endsWith('| rest'))).toHaveLength(1);
      read = refresh(typeBoards(read, pattern));
    }
    expect(() => pairAction(read)).toThrow(/the event is finished: all 5 rounds are paired/);
    const schedule = applyPlan(read, scheduleAction(read)).sheets.get('Schedule')!;
    expect(schedule[0]).toEqual(['Round', 'Match', 'White', 'Black']);
    expect(schedule).toHaveLength(1 + 5 * 3);
  });

  it('a Scheveningen match of two teams of 4: each player meets every player of the other team, as the published table pairs them', () => {
    let read = teamWorkbook(schools(2, 4), { system: 'scheveningen', team: { boards: 4, primaryScore: 'game' } });
    const name = (team: 'A' | 'B', player: number) => `${['Ana', 'Ben', 'Cara', 'Dev'][player - 1]} ${team === 'A' ? 'Riverside' : 'Hillcrest'}`;
    const met = new Set<string>();
    for (let round = 1; round <= 4; round++) {
      read = pair(read);
      const boards = [1, 2, 3, 4].map((board) => `${cellOf(read, 'Pairings', rowOf(read, round, 1, board), 'White')}–${cellOf(read, 'Pairings', rowOf(read, round, 1, board), 'Black')}`);
      expect(boards).toEqual(scheveningenRound(4, round).map((game) => `${name(game.white.team, game.white.player)}–${name(game.black.team, game.black.player)}`));
      for (const game of boards) met.add(game.split('–').sort().join('|'));
      read = refresh(typeBoards(read, pattern));
    }
    expect(met.size).toBe(16);
    expect(() => pairAction(read)).toThrow(/the event is finished: all 4 rounds are paired/);
  });
});

describe('board colours the event sets', () => {
  it('BW: the team named first has Black on the odd boards; the pairing\'s White team (White on board 1) is named second, and the file says so', () => {
    const usual = pair(teamWorkbook(schools(4, 5)));
    const read = pair(teamWorkbook(schools(4, 5), { team: { boardColours: 'BW' } }));
    // The same matches, each named the other way round, with the same player on White on every board.
    expect(matchesOf(read, 1)).toEqual(matchesOf(usual, 1).map((match) => match.split('–').reverse().join('–')));
    expect(lines(read.sheets.get('Pairings'), 1, 4)).toEqual([
      '1 | 1 |  | Oakwood | 0 |  | 0 | Riverside',
      '1 | 1 | 1 | Ana Riverside |  |  |  | Ana Oakwood',
      '1 | 1 | 2 | Ben Oakwood |  |  |  | Ben Riverside',
    ]);
    // Round 2 is paired on the colours played: the same as with the usual pattern.
    const next = (from: WorkbookRead) => matchesOf(pair(refresh(typeBoards(from, (_match, board) => (board % 2 === 1 ? '1-0' : '½-½')))), 2);
    expect(next(read)).toEqual(next(usual).map((match) => match.split('–').reverse().join('–')));
    const text = exportTrfAction(read).result.download!.text;
    expect(text).toMatch(/^352 BWBW$/m);
    expect(checkTeamEvent(readTeamTrf(text).event).differences).toEqual([]);
  });
});

describe('Baku acceleration for teams (C.04.7)', () => {
  it('group A (the first half of the teams, rounded up to even) pairs on virtual match points in the first half of the rounds; the file carries them, and re-pairs alike', () => {
    const settings = { rounds: 6, acceleration: 'baku' };
    const usual = pair(teamWorkbook(schools(8, 4), { rounds: 6 }));
    const read = pair(teamWorkbook(schools(8, 4), settings));
    // Round 1: without acceleration the top half meets the bottom half; with it, group A (teams 1-4) meets itself.
    expect(matchesOf(usual, 1)).toEqual(['Riverside–Lakeside', 'Elm Park–Hillcrest', 'Oakwood–Kingsbridge', "St Mary's–Northgate"]);
    expect(matchesOf(read, 1)).toEqual(['Riverside–Oakwood', 'Northgate–Hillcrest', 'Lakeside–Kingsbridge', "St Mary's–Elm Park"]);
    // Virtual points never show: every team 0 before the round.
    expect(lines(read.sheets.get('Standings'), 2).every((line) => /^1–8 \| \d \| [^|]+ \| 0 \| 0 \|/.test(line))).toBe(true);
    let played = read;
    for (let round = 2; round <= 4; round++) played = pair(refresh(typeBoards(played, (match, board) => (['1-0', '½-½', '0-1'] as const)[(round + match + board) % 3]!)));
    const text = exportTrfAction(played).result.download!.text;
    expect(text).toMatch(/^250 /m);
    expect(checkTeamEvent(readTeamTrf(text).event).differences).toEqual([]);
    expect(() => mergeSettings(mergeSettings(DEFAULT_SETTINGS, { system: 'team-swiss' }), { acceleration: 'baku', team: { primaryScore: 'game' } })).toThrow(/cannot be used with game points/);
  });
});

describe('TRF team files', () => {
  it('Export TRF writes the team file: another program re-pairs every round as the sheet did', () => {
    const read = played(teamWorkbook(schools(6, 5)), 3);
    const plan = exportTrfAction(read);
    const text = plan.result.download!.text;
    const file = readTeamTrf(text);
    expect(file.roundsPlayed).toBe(3);
    expect([...file.names.values()]).toEqual(['Riverside', 'Hillcrest', 'Oakwood', 'Northgate', 'Lakeside', 'Elm Park']);
    expect(checkTeamEvent(file.event).differences).toEqual([]);
    expect(applyPlan(read, plan).sheets.get('TRF')![0]).toEqual(['012 Test event']);
  });

  it('Import TRF reads a team file into Players and Pairings, and the next round pairs as the file does', () => {
    const read = played(teamWorkbook(schools(6, 5)), 2);
    const text = exportTrfAction(read).result.download!.text;
    const empty = workbook({});
    const plan = importTrfAction(empty, text);
    expect(plan.result.message).toBe('Imported 6 teams, 30 players and 2 rounds from the TRF.');
    const imported = applyPlan(empty, plan);
    expect(imported.players![0]).toEqual(['Name', 'Rating', 'Title', 'Federation', 'FIDE ID', 'Team', 'Board', 'Sheetmate ID']);
    expect(lines(imported.sheets.get('Pairings'))).toEqual(lines(read.sheets.get('Pairings')));
    expect(matchesOf(pair(imported), 3)).toEqual(matchesOf(pair(read), 3));
  });
});
