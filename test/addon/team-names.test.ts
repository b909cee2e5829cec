/**
 * A league's player renamed beyond a spelling fix, through the built bundle
 * on the local services: on the Teams list (no Players sheet) and on Players
 * with a School column. Pair next round refuses, naming the cell, and writes
 * nothing; its advice followed literally (Sheetmate ▸ Confirm changed names,
 * Yes) makes the new name the player's, and the league plays on as the same
 * league unrenamed: every round, every board, the standings.
 */
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import type { Harness } from '../support/addon-harness';
import { leaguePlayers, leagueTeams, playLeague } from '../support/team-league';

const ROUNDS = 4;

/** Everything the organiser was told since the last look: dialogs and toasts. */
function said(h: Harness): string[] {
  return [...h.services.ui.alerts.splice(0), ...h.workbook.toasts.splice(0).map((toast) => toast.message)];
}

/**
 * Before round 3: `rename` types the new name; Pair next round is refused
 * (its words returned by `told`) with Pairings as it was; then Confirm
 * changed names, answered Yes.
 */
function renamedBeforeRound3(sheets: Record<string, CellValue[][]>, rename: (h: Harness) => void, told: string[][]) {
  return playLeague(sheets, ROUNDS, (h, round, alias) => {
    if (round !== 3) return;
    said(h);
    rename(h);
    const pairings = h.workbook.sheet('Pairings')!.values();
    h.call('menuPairNextRound');
    told.push(said(h));
    expect(h.workbook.sheet('Pairings')!.values()).toEqual(pairings);
    h.services.ui.answers.push('yes');
    h.call('menuConfirmNames');
    told.push(said(h));
    alias.set('Benjamin Okoro', 'Ben Okoro');
  });
}

describe('a league player renamed beyond a spelling fix, through the built bundle', () => {
  it('on the Teams list: refused by team and board, in the Teams cell; confirmed, the same league', () => {
    const control = playLeague({ Teams: leagueTeams() }, ROUNDS);
    const told: string[][] = [];
    const played = renamedBeforeRound3(
      { Teams: leagueTeams() },
      (h) => {
        const teams = h.workbook.sheet('Teams')!;
        const row = teams.values().findIndex((cells) => cells.includes('Ben Okoro')) + 1;
        teams.type(row, teams.values()[row - 1]!.indexOf('Ben Okoro') + 1, 'Benjamin Okoro');
      },
      told,
    );
    const [refusal, confirmation] = told;
    expect(refusal!.join('\n')).toContain(
      'Teams, row 2, column Board 2: the Teams sheet names Benjamin Okoro on board 2 of Riverside, where Sheetmate recorded Ben Okoro: more than a spelling fix, and Sheetmate does not pass Ben Okoro\'s games and points to another name unasked.',
    );
    expect(refusal!.join('\n')).toContain('If Benjamin Okoro is Ben Okoro under a new name, choose Sheetmate ▸ Confirm changed names.');
    expect(refusal!.join('\n')).not.toMatch(/Sheetmate ID|column Name/);
    expect(confirmation!.join('\n')).toContain('Teams, row 2, column Board 2: is Benjamin Okoro the player who was Ben Okoro (board 2 of Riverside)?');
    expect(confirmation!.join('\n')).toContain('Confirmed: Benjamin Okoro is the player who was Ben Okoro (board 2 of Riverside). Every sheet shows the new name.');
    expect(played.alerts).toEqual([]);
    expect(played.rounds).toEqual(control.rounds);
    expect(played.standings).toEqual(control.standings);
    const shown = JSON.stringify(['Pairings', 'Live', 'By name'].map((name) => played.h.workbook.sheet(name)!.values()));
    expect(shown).toContain('Benjamin Okoro');
    expect(shown).not.toContain('Ben Okoro');
  });

  it('on Players with a School column: refused beside the Sheetmate ID; confirmed, the same league', () => {
    const control = playLeague({ Players: leaguePlayers(6) }, ROUNDS);
    const told: string[][] = [];
    let id: CellValue = '';
    const played = renamedBeforeRound3(
      { Players: leaguePlayers(6) },
      (h) => {
        const players = h.workbook.sheet('Players')!;
        const values = players.values();
        id = values[2]![values[0]!.indexOf('Sheetmate ID')]!;
        expect(values[2]![0]).toBe('Ben Okoro');
        players.type(3, 1, 'Benjamin Okoro');
      },
      told,
    );
    const [refusal, confirmation] = told;
    expect(refusal!.join('\n')).toContain(
      `Players, row 3, column Name: this row has Sheetmate ID ${id}, which Sheetmate recorded as Ben Okoro's, but its name is now Benjamin Okoro: more than a spelling fix`,
    );
    expect(confirmation!.join('\n')).toContain(`Row 3: is Benjamin Okoro the player who was Ben Okoro (Sheetmate ID ${id})?`);
    expect(played.alerts).toEqual([]);
    expect(played.rounds).toEqual(control.rounds);
    expect(played.standings).toEqual(control.standings);
    expect(JSON.stringify(played.h.workbook.sheet('By name')!.values())).toContain('Benjamin Okoro');
  });
});
