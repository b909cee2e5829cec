/**
 * Team events through the built bundle on the local services, against the
 * organiser's edits: each scenario is compared with the same league played
 * without the disruption (every round's matches and boards, and the final
 * standings, must come out the same), and where the add-on refuses, it says
 * why in words and writes nothing. Then a team round robin and a
 * Scheveningen match, round by round against their tables.
 */
import { describe, expect, it } from 'vitest';
import { scheveningenRound, teamRoundRobinRound } from '../../src/core/team-swiss';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { harness, type Harness } from '../support/addon-harness';
import { columns, leaguePlayers, leagueResult, playLeague, sheetMatches, teamRow, typeInPairings, typeTeamResults, type PlayedLeague } from '../support/team-league';

const ROUNDS = 4;

type Played = PlayedLeague;

interface Script {
  /** Runs before round `round` is paired (the round before has its results). */
  readonly before?: (h: Harness, round: number, alias: Map<string, string>) => void;
}

function play(script: Script = {}, players: CellValue[][] = leaguePlayers(6)): Played {
  const played = playLeague({ Players: players }, ROUNDS, script.before);
  expect(played.alerts).toEqual([]);
  return played;
}

const baseline = play();

function expectSameEvent(played: Played): void {
  expect(played.rounds).toEqual(baseline.rounds);
  expect(played.standings).toEqual(baseline.standings);
}

/** Runs an action that must be refused: the words match, and not one cell or property changes. */
function expectRefused(h: Harness, run: () => void, words: RegExp): void {
  const before = JSON.stringify({ workbook: h.workbook.toJSON(), properties: h.services.documentProperties });
  h.workbook.resetCounts();
  run();
  const alert = h.services.ui.alerts.pop();
  expect(alert).toMatch(/^Nothing was changed\. /);
  expect(alert).toMatch(words);
  expect(h.workbook.calls.writes).toBe(0);
  expect(JSON.stringify({ workbook: h.workbook.toJSON(), properties: h.services.documentProperties })).toBe(before);
}

const players = (h: Harness) => h.workbook.sheet('Players')!;
const rowOfPlayer = (h: Harness, name: string) => players(h).values().findIndex((row) => row[0] === name) + 1;

describe('the baseline league', () => {
  it('is a real league: four rounds of three matches of four boards, every player with an ID, the record hidden', () => {
    expect(baseline.rounds.every((round) => round.filter((row) => row[1] === '').length === 3 && round.filter((row) => row[1] !== '').length === 12)).toBe(true);
    expect(players(baseline.h).values()[0]).toEqual(['Name', 'Rating', 'School', 'Sheetmate ID']);
    expect(baseline.h.workbook.sheet('Sheetmate record')!.hidden).toBe(true);
    expect(baseline.standings).toHaveLength(6);
  });
});

describe('Players edited mid-league', () => {
  it('a player renamed: every sheet shows the new name, the league goes on the same', () => {
    const played = play({
      before: (h, round, alias) => {
        if (round !== 3) return;
        players(h).type(rowOfPlayer(h, 'Maya Chen'), 1, 'Maya Chen-Ito');
        alias.set('Maya Chen-Ito', 'Maya Chen');
      },
    });
    expectSameEvent(played);
    const text = JSON.stringify(['Pairings', 'Live', 'By name'].map((name) => played.h.workbook.sheet(name)!.values()));
    expect(text).toContain('Maya Chen-Ito');
    expect(text).not.toMatch(/Maya Chen"/);
  });

  it('a school renamed on every row: the same league, under the new name', () => {
    const played = play({
      before: (h, round, alias) => {
        if (round !== 2) return;
        players(h).values().forEach((row, index) => {
          if (row[2] === 'Lakeside') players(h).type(index + 1, 3, 'Lakeside Academy');
        });
        alias.set('Lakeside Academy', 'Lakeside');
      },
    });
    expectSameEvent(played);
    expect(sheetMatches(played.h, 1).flat()).toContain('Lakeside Academy');
  });

  it('Players sorted by name (whole rows), rows inserted and an empty one deleted: the same league', () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          if (round === 2) {
            const values = players(h).values();
            const sorted = [values[0]!, ...values.slice(1).sort((a, b) => String(a[0]).localeCompare(String(b[0])))];
            h.workbook.setSheetRows('Players', sorted.map((row) => row.map((value, column) => (column < 3 ? `'${value}` : value))));
          }
          if (round === 3) {
            players(h).insertRowsBefore(5, 2);
            players(h).deleteRows(5, 1);
          }
        },
      }),
    );
  });

  it('a player moved to another school after playing is refused, and nothing is written', () => {
    const h = play({}).h;
    players(h).type(rowOfPlayer(h, 'Dev Patel'), 3, 'Hillcrest');
    expectRefused(h, () => h.call('menuUpdateStandings'), /the players of Riverside now name 2 teams/);
  });
});

describe('Pairings edited mid-league', () => {
  it('cleared: Pair next round refuses and writes nothing; Rebuild sheets from the record puts it back, and the league goes on the same', () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          if (round !== 3) return;
          h.workbook.sheet('Pairings')!.clear();
          expectRefused(h, () => h.call('menuPairNextRound'), /Pairings holds none of the recorded rounds \(was it cleared\?\)/);
          h.call('menuRebuildSheets');
          expect(h.services.ui.alerts.pop()).toMatch(/^Pairings rebuilt from Sheetmate's record: rounds 1–2\. 24 results were no longer in Pairings/);
        },
      }),
    );
  });

  it('a result typed wrongly: refused with its row and column, nothing written; typed again, the same league', () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          if (round !== 2) return;
          const row = teamRow(h, 1, 2, 3);
          const right = h.workbook.sheet('Pairings')!.values()[row - 1]![columns(h).result];
          h.workbook.sheet('Pairings')!.type(row, columns(h).result + 1, '2-0');
          expectRefused(h, () => h.call('menuPairNextRound'), new RegExp(`Pairings, row ${row}, column Result: cell F${row}: "2-0" is not a result \\(round 1, match 2, board 3\\)`));
          typeInPairings(h, row, 'result', right as CellValue);
        },
      }),
    );
  });

  it('Pair next round pressed twice: the second press is refused, nothing written', () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          if (round !== 3) return;
          h.call('pairNextRound', { expectedRound: 3 });
          expect(() => h.call('pairNextRound', { expectedRound: 3 })).toThrow(/Round 3 was asked for, but the sheet now stands before round 4/);
          h.call('undoLastRound', { expectedRound: 3 });
        },
      }),
    );
  });

  it('a round undone and paired again: the same league', () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          if (round !== 4) return;
          h.call('menuPairNextRound');
          h.call('menuUndoLastRound');
          expect(h.services.ui.alerts).toEqual([]);
        },
      }),
    );
  });
});

describe('team round robins and Scheveningen through the bundle', () => {
  it('a team round robin of 5 schools: every round the Berger table, a school resting; standings after 5 rounds', () => {
    const h = harness({ Players: leaguePlayers(5) });
    h.call('onOpen');
    h.call('saveSettings', { system: 'team-round-robin', rounds: 0 });
    const names = ['Riverside', 'Hillcrest', 'Oakwood', 'Lakeside', 'Northgate']; // by strength (the first four ratings): the team numbers
    for (let round = 1; round <= 5; round++) {
      h.call('menuPairNextRound');
      expect(h.services.ui.alerts).toEqual([]);
      expect(sheetMatches(h, round)).toEqual(teamRoundRobinRound(5, round).matches.map((match) => [names[match.white - 1], names[match.black - 1]]));
      typeTeamResults(h, leagueResult, 'once');
    }
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts.pop()).toMatch(/The event is finished: all 5 rounds are paired/);
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/^Standings after round 5 of 5 · Team round robin \(Berger tables\) · ranked by match points, ties broken by game points, Direct encounter/);
    // Each school played four matches and rested once.
    expect(h.workbook.sheet('Standings')!.values().slice(2).map((row) => row[row.length - 1])).toEqual([4, 4, 4, 4, 4]);
  });

  it('a Scheveningen match of two schools on four boards: each player meets every player of the other school', () => {
    const h = harness({ Players: leaguePlayers(2) });
    h.call('onOpen');
    h.call('saveSettings', { system: 'scheveningen', team: { boards: 4, primaryScore: 'game' } });
    const name = (team: 'A' | 'B', player: number) => (team === 'A' ? ['Ana Costa', 'Ben Okoro', 'Cara Lind', 'Dev Patel'] : ['Finn Hale', 'Gia Rossi', 'Hugo Marsh', 'Isla Grant'])[player - 1];
    const met = new Set<string>();
    for (let round = 1; round <= 4; round++) {
      h.call('menuPairNextRound');
      expect(h.services.ui.alerts).toEqual([]);
      const c = columns(h);
      const boards = h.workbook.sheet('Pairings')!.values().filter((row) => row[c.round] === round && row[c.board] !== '');
      expect(boards.map((row) => [row[c.white], row[c.black]])).toEqual(scheveningenRound(4, round).map((game) => [name(game.white.team, game.white.player), name(game.black.team, game.black.player)]));
      for (const row of boards) met.add([row[c.white], row[c.black]].sort().join('|'));
      typeTeamResults(h, leagueResult, 'once');
    }
    expect(met.size).toBe(16);
    const standings = h.workbook.sheet('Standings')!.values();
    expect(String(standings[0]![0])).toMatch(/^Standings after round 4 of 4 · Scheveningen \(published tables\) · ranked by game points/);
    expect(Number(standings[2]![4]) + Number(standings[3]![4])).toBe(16);
  });
});
