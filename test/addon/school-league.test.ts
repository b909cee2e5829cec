/**
 * A school league through the built bundle on the local services (Apps
 * Script's limits enforced): eight schools of four boards and their
 * reserves, five rounds of the FIDE Swiss Team Pairing System, with a late
 * line-up change, a forfeited board, a match not played and an undo. The
 * file Export TRF writes is then checked by the command line (`check
 * --system team-swiss`), every round compared with `pairTeamEvent` on the
 * rounds before it, and Standings with `standings --system team`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { pairTeamEvent, readTeamTrf } from '../../src/core/team-swiss';
import { clickMenu, countCalls, harness, largestCell, propertySizes, type Harness } from '../support/addon-harness';
import { LocalWorkbook, type CellValue } from '../../src/local/apps-script/workbook';
import { leaguePlayers, leagueResult, sheetMatches, teamRow, typeInPairings } from '../support/team-league';

interface Cost {
  readonly action: string;
  readonly calls: number;
  readonly cells: number;
  readonly seconds: number;
}

function measured(h: Harness, action: string, run: () => void, costs: Cost[], asks = false): void {
  h.workbook.resetCounts();
  const counts = countCalls(h, run);
  // The undo asks first, in a dialog; nothing else may say anything.
  if (asks) expect(h.services.ui.alerts.pop()).toMatch(/^Undo last round\?/);
  expect(h.services.ui.alerts).toEqual([]);
  const seconds = h.services.clock.last()!.seconds;
  costs.push({ action, calls: counts.calls, cells: h.workbook.calls.cellsWritten, seconds });
}

function league(): { h: Harness; costs: Cost[]; exported: string; afterRound3: string; before: string[] } {
  const h = harness({ Players: leaguePlayers() }, {}, { workbook: new LocalWorkbook('Interschool league') });
  h.call('onOpen');
  h.call('saveSettings', { system: 'team-swiss', rounds: 5, team: { boards: 4 } });
  const costs: Cost[] = [];
  let afterRound3 = '';
  // The file Export TRF writes just before each round is paired: what the command line pairs that round from.
  const before: string[] = [];
  for (let round = 1; round <= 5; round++) {
    if (round > 1) {
      h.call('exportTrf');
      before[round] = tfrText(h);
    }
    measured(h, `pair round ${round}`, () => clickMenu(h, 'Pair next round'), costs);
    if (round === 2) {
      // A late line-up change: Oakwood's reserve Pia Berg plays for Noor Aziz on board 3 of Oakwood's match.
      const [match, board] = boardOf(h, round, 'Noor Aziz');
      measured(h, 'line-up change', () => typeInPairings(h, teamRow(h, round, match, board), sideOf(h, round, match, board, 'Noor Aziz'), 'Pia Berg'), costs);
    }
    if (round === 3) {
      // A forfeited board: Kingsbridge's board 4 did not come; the cell is cleared, the board lost by forfeit.
      const [match, board] = boardOf(h, round, 'Jo Kim');
      measured(h, 'forfeited board', () => typeInPairings(h, teamRow(h, round, match, board), sideOf(h, round, match, board, 'Jo Kim'), ''), costs);
    }
    if (round === 4) {
      // A round paired too early, with one result typed: undone (the organiser confirms), then paired again.
      typeInPairings(h, teamRow(h, 4, 1, 1), 'result', '1-0');
      h.services.ui.answers.push('yes');
      measured(h, 'undo round 4', () => clickMenu(h, 'Undo last round'), costs, true);
      expect(h.services.ui.dialogs.at(-1)!.prompt).toMatch(/^Round 4 already has 1 result typed: match 1 board 1/);
      measured(h, 'pair round 4 again', () => clickMenu(h, 'Pair next round'), costs);
    }
    if (round === 5) {
      // A match not played: Kingsbridge did not come; the match row's Result says so.
      const match = sheetMatches(h, 5).findIndex((pair) => pair.includes('Kingsbridge')) + 1;
      const kingsbridgeFirst = sheetMatches(h, 5)[match - 1]![0] === 'Kingsbridge';
      measured(h, 'match not played', () => typeInPairings(h, teamRow(h, 5, match), 'result', kingsbridgeFirst ? '-/+' : '+/-'), costs);
    }
    // Each result typed and its onEdit, as Sheets runs it: the most any one of them cost.
    const each: Cost[] = [];
    for (let next = nextBoard(h); next !== null; next = nextBoard(h)) {
      const { row, match, board } = next;
      measured(h, 'typed result', () => typeInPairings(h, row, 'result', leagueResult(round, match, board)), each);
    }
    costs.push({
      action: `round ${round}: ${each.length} results typed, the most one cost`,
      calls: Math.max(...each.map((cost) => cost.calls)),
      cells: Math.max(...each.map((cost) => cost.cells)),
      seconds: Math.max(...each.map((cost) => cost.seconds)),
    });
    expect(h.services.ui.alerts).toEqual([]);
    if (round === 3) {
      h.call('menuExportTrf');
      afterRound3 = tfrText(h);
      h.services.ui.alerts.length = 0;
    }
  }
  measured(h, 'export TRF', () => h.call('exportTrf'), costs);
  return { h, costs, exported: tfrText(h), afterRound3, before };
}

function tfrText(h: Harness): string {
  return `${h.workbook
    .sheet('TRF')!
    .values()
    .map((row) => String(row[0]))
    .join('\n')}\n`;
}

/** The newest round's first board with two players and no result (in a match that is played), or null. */
function nextBoard(h: Harness): { row: number; match: number; board: number } | null {
  const values = h.workbook.sheet('Pairings')!.values();
  const header = values[0]!.map(String);
  const at = (name: string) => header.indexOf(name);
  const round = values[1]![at('Round')];
  const inRound = (row: CellValue[]) => row[at('Round')] === round && row[at('Match')] !== '';
  // A match not played (its row says +/-) has no board to type.
  const forfeited = new Set(values.filter((row) => inRound(row) && row[at('Board')] === '' && /^[-+]\/[-+]$/.test(String(row[at('Result')]))).map((row) => row[at('Match')]));
  const index = values.findIndex(
    (row, i) =>
      i > 0 && inRound(row) && row[at('Board')] !== '' && !forfeited.has(row[at('Match')]) && String(row[at('Result')]) === '' && row[at('White')] !== '' && row[header.lastIndexOf('Black')] !== '',
  );
  return index < 0 ? null : { row: index + 1, match: Number(values[index]![at('Match')]), board: Number(values[index]![at('Board')]) };
}

/** The match and board a player plays in a round. */
function boardOf(h: Harness, round: number, name: string): [number, number] {
  const values = h.workbook.sheet('Pairings')!.values();
  const header = values[0]!.map(String);
  const row = values.find((cells) => cells[0] === round && cells[header.indexOf('Board')] !== '' && (cells[header.indexOf('White')] === name || cells[header.lastIndexOf('Black')] === name))!;
  return [Number(row[header.indexOf('Match')]), Number(row[header.indexOf('Board')])];
}

function sideOf(h: Harness, round: number, match: number, board: number, name: string): 'white' | 'black' {
  const values = h.workbook.sheet('Pairings')!.values();
  const header = values[0]!.map(String);
  return values[teamRow(h, round, match, board) - 1]![header.indexOf('White')] === name ? 'white' : 'black';
}

const played = league();

describe('a school league of 8 schools through the built bundle', () => {
  it('plays five rounds of team Swiss: a line-up change, a forfeited board, a match not played, an undo', () => {
    const { h } = played;
    const pairings = h.workbook.sheet('Pairings')!.values();
    expect(pairings.filter((row) => row[1] !== '' && row[2] === '')).toHaveLength(5 * 4);
    expect(pairings.some((row) => row[0] === 2 && (row[3] === 'Pia Berg' || row[7] === 'Pia Berg'))).toBe(true);
    expect(h.workbook.sheet('By name')!.values().some((row) => row[0] === 'Noor Aziz')).toBe(true);
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/^Standings after round 5 of 5 · Team Swiss, FIDE C\.04\.6 · ranked by match points/);
    // Every limit kept: the record's part of a property, the largest cell, each action within its time.
    expect(propertySizes(h).largest).toBeLessThan(9 * 1024);
    console.log(`properties: largest ${propertySizes(h).largest} bytes, store ${propertySizes(h).store} bytes; largest cell ${largestCell(h).characters} characters (${largestCell(h).sheet})`);
    expect(largestCell(h).characters).toBeLessThan(50_000);
    for (const report of h.services.clock.reports) expect(report.seconds).toBeLessThan(report.limitSeconds);
    console.log(['| action | calls | cells | simulated s |', '|---|---|---|---|', ...played.costs.map((cost) => `| ${cost.action} | ${cost.calls} | ${cost.cells} | ${cost.seconds.toFixed(2)} |`)].join('\n'));
  });

  it('the exported TRF: the command line re-pairs every round as the sheet paired it', () => {
    const out = runCli(['check', 'league.trf', '--system', 'team-swiss'], { readFile: () => played.exported });
    expect(out.stdout).toMatch(/5 rounds checked with the FIDE Swiss Team Pairing System \(C\.04\.6, 2026\)\.\nEvery round agrees with the team pairing\./);
    expect(out.exitCode).toBe(0);
    const finished = runCli(['pair', 'league.trf', '--system', 'team-swiss', '--format', 'pairs'], { readFile: () => played.exported });
    expect(finished.exitCode).toBe(2);
    expect(finished.stderr).toMatch(/league\.trf is finished: all 5 rounds of the event \(142 5\) are paired/);
  });

  it('round by round, the command line pairs from the file exported before it the matches the sheet shows (A: White on board 1), and its bye', () => {
    const { names } = readTeamTrf(played.exported);
    const number = new Map([...names].map(([team, name]) => [name, team]));
    for (let round = 2; round <= 5; round++) {
      const out = runCli(['pair', 'league.trf', '--system', 'team-swiss', '--format', 'pairs'], { readFile: () => played.before[round]! });
      expect(out.exitCode, out.stderr).toBe(0);
      const matches = sheetMatches(played.h, round).map(([first, second]) => `${number.get(first)} ${number.get(second)}`);
      const byes = played.h.workbook
        .sheet('Pairings')!
        .values()
        .filter((row) => row[0] === round && row[1] === '' && row[7] === 'BYE')
        .map((row) => `${number.get(String(row[3]))} 0`);
      expect(out.stdout).toBe([String(matches.length + byes.length), ...matches, ...byes, ''].join('\n'));
    }
  });

  it('round by round, pairTeamEvent on the rounds before it pairs the matches the sheet shows', () => {
    const { event, names } = readTeamTrf(played.exported);
    for (let round = 1; round <= 5; round++) {
      const pairing = pairTeamEvent({ ...event, rounds: event.rounds.slice(0, round - 1) }, round);
      expect(pairing.matches.map((match) => [names.get(match.white), names.get(match.black)])).toEqual(sheetMatches(played.h, round));
    }
  });

  it('Standings rank the schools as standings --system team ranks the file', () => {
    const json = JSON.parse(runCli(['standings', 'league.trf', '--system', 'team', '--tiebreaks', 'GP,BH,SB,DE', '--format', 'json'], { readFile: () => played.exported }).stdout) as {
      standings: { rank: number; name: string; matchPoints: number; gamePoints: number }[];
    };
    const sheet = played.h.workbook.sheet('Standings')!.values().slice(2);
    expect(sheet.map((row) => [String(row[2]), Number(row[3]), Number(row[4])])).toEqual(json.standings.map((row) => [row.name, row.matchPoints, row.gamePoints]));
    expect(sheet.map((row) => Number(String(row[0]).split('–')[0]))).toEqual(json.standings.map((row) => row.rank));
  });

  it('examples/league.trf is the league exported after round 3 (the 182 line aside)', () => {
    const example = readFileSync(join(__dirname, '..', '..', 'examples', 'league.trf'), 'utf8');
    const withoutVersion = (text: string) => text.replace(/^182 .*\n/m, '');
    expect(withoutVersion(example)).toBe(withoutVersion(played.afterRound3));
  });
});
