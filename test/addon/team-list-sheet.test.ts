/**
 * A league whose schools are typed on the Teams sheet, a row a school (its
 * name, then its players in board order, reserves after), through the built
 * bundle on the local services: it plays as the same league typed on Players
 * with a School column (every round's matches and boards, the standings),
 * against the organiser's edits on Teams (rows sorted, a player and a school
 * renamed, rows inserted), with an undo; and with no Players sheet at all,
 * its TRF re-paired by the command line.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import type { CellValue } from '../../src/local/apps-script/workbook';
import type { Harness } from '../support/addon-harness';
import { leaguePlayers, leagueTeams, playLeague, type PlayedLeague } from '../support/team-league';

const ROUNDS = 4;

/** The league's ratings, on Players without a School column. */
function leagueRatings(): CellValue[][] {
  return leaguePlayers(6).map((row) => row.slice(0, 2));
}

function play(sheets: Record<string, CellValue[][]>, before?: (h: Harness, round: number, alias: Map<string, string>) => void): PlayedLeague {
  const played = playLeague(sheets, ROUNDS, before);
  expect(played.alerts).toEqual([]);
  return played;
}

const onPlayers = play({ Players: leaguePlayers(6) });
const teams = (h: Harness) => h.workbook.sheet('Teams')!;

describe('a league typed on the Teams sheet, through the built bundle', () => {
  it('plays as the same league typed on Players: every round, every board, the standings; Teams and Players left as typed', () => {
    const played = play({ Players: leagueRatings(), Teams: leagueTeams() });
    expect(played.rounds).toEqual(onPlayers.rounds);
    expect(played.standings).toEqual(onPlayers.standings);
    const trimmed = (rows: readonly (readonly CellValue[])[]) =>
      rows.map((row) => {
        const cells = row.map((cell) => String(cell).replace(/^'/, ''));
        while (cells.at(-1) === '') cells.pop();
        return cells;
      });
    expect(trimmed(teams(played.h).values())).toEqual(trimmed(leagueTeams()));
    expect(played.h.workbook.sheet('Players')!.values()[0]).toEqual(['Name', 'Rating']);
  });

  it('against the organiser\'s edits on Teams: rows sorted, a player and a school renamed, rows inserted; the same league', () => {
    const played = play({ Players: leagueRatings(), Teams: leagueTeams() }, (h, round, alias) => {
      if (round === 2) {
        const values = teams(h).values();
        h.workbook.setSheetRows('Teams', [values[0]!, ...values.slice(1).sort((a, b) => String(b[0]).localeCompare(String(a[0])))].map((row) => row.map((cell) => `'${String(cell)}`)));
      }
      if (round === 3) {
        // Maya Chen renamed on both sheets; Lakeside renamed on its row.
        const at = teams(h).values().findIndex((row) => row.includes('Maya Chen'));
        teams(h).type(at + 1, teams(h).values()[at]!.indexOf('Maya Chen') + 1, 'Maya Chen-Ito');
        const onPlayers = h.workbook.sheet('Players')!.values().findIndex((row) => row[0] === 'Maya Chen');
        h.workbook.sheet('Players')!.type(onPlayers + 1, 1, 'Maya Chen-Ito');
        teams(h).type(teams(h).values().findIndex((row) => row[0] === 'Lakeside') + 1, 1, 'Lakeside Academy');
        alias.set('Maya Chen-Ito', 'Maya Chen').set('Lakeside Academy', 'Lakeside');
      }
      if (round === 4) teams(h).insertRowsBefore(3, 2);
    });
    expect(played.rounds).toEqual(onPlayers.rounds);
    expect(played.standings).toEqual(onPlayers.standings);
    const text = JSON.stringify(['Pairings', 'Standings', 'Live', 'By name'].map((name) => played.h.workbook.sheet(name)!.values()));
    expect(text).toContain('Maya Chen-Ito');
    expect(text).toContain('Lakeside Academy');
  });

  it('a round undone and paired again: the same league', () => {
    const played = play({ Players: leagueRatings(), Teams: leagueTeams() }, (h, round) => {
      if (round !== 3) return;
      h.call('menuPairNextRound');
      h.services.ui.answers.push('yes');
      h.call('menuUndoLastRound');
      h.services.ui.alerts.length = 0;
    });
    expect(played.rounds).toEqual(onPlayers.rounds);
    expect(played.standings).toEqual(onPlayers.standings);
  });

  it('with no Players sheet: a player’s name respelt on Teams alone stays the same player; the TRF it exports re-pairs alike on the command line', () => {
    const played = play({ Teams: leagueTeams() }, (h, round, alias) => {
      if (round !== 2) return;
      const at = teams(h).values().findIndex((row) => row.includes('Ben Okoro'));
      teams(h).type(at + 1, teams(h).values()[at]!.indexOf('Ben Okoro') + 1, 'Ben Okorro');
      alias.set('Ben Okorro', 'Ben Okoro');
    });
    expect(played.h.workbook.sheet('Players')).toBeUndefined();
    expect(played.rounds.flat().flat()).toContain('Ben Okoro');
    expect(JSON.stringify(played.h.workbook.sheet('By name')!.values())).toContain('Ben Okorro');
    played.h.call('exportTrf');
    const trf = `${played.h.workbook
      .sheet('TRF')!
      .values()
      .map((row) => String(row[0]))
      .join('\n')}\n`;
    const out = runCli(['check', 'teams.trf', '--system', 'team-swiss'], { readFile: () => trf });
    expect(out.stdout).toMatch(/4 rounds checked with the FIDE Swiss Team Pairing System \(C\.04\.6, 2026\)\.\nEvery round agrees with the team pairing\./);
  });
});
