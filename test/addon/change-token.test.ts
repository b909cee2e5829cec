/**
 * The change token the open sidebar asks for every few seconds, through the
 * built bundle: it moves with every change (a round paired from the menu, a
 * typed result, a setting, an undo, a cell typed that Sheetmate could not
 * take) and not with a read; every status carries the token it was read
 * with; and asking for it costs a few calls whatever the field, where the
 * whole status reads every sheet.
 */
import { describe, expect, it } from 'vitest';
import type { Status } from '../../src/addon/api-types';
import { clickMenu, field, harness, playersSheet, typeResults, type Harness } from '../support/addon-harness';

const token = (h: Harness) => h.call('getChangeToken') as string;

function typeBoard(h: Harness, board: number, result: string): void {
  const sheet = h.workbook.sheet('Pairings')!;
  const row = sheet.values().findIndex((cells, index) => index > 0 && cells[1] === board) + 1;
  sheet.type(row, 5, result);
  h.call('onEdit', { range: { getSheet: () => sheet, getRow: () => row, getColumn: () => 5 } });
}

describe('the change token', () => {
  it('moves with every change, not with a read, and each status carries the token it was read with', () => {
    const h = harness({ Players: playersSheet(field(8)) });
    h.call('onOpen');
    const seen = new Set<string>([token(h)]);
    const moved = (what: string) => {
      const now = token(h);
      expect(seen.has(now), `${what} moves the token`).toBe(false);
      seen.add(now);
      expect((h.call('getStatus') as Status).changeToken, `the status after ${what}`).toBe(now);
      expect(token(h), 'reading moves nothing').toBe(now);
    };
    h.call('saveSettings', { rounds: 5 });
    moved('a setting saved');
    clickMenu(h, 'Pair next round');
    moved('a round paired from the menu');
    typeBoard(h, 1, '1-0');
    moved('a typed result');
    typeBoard(h, 2, '2-0');
    moved('a mistyped result (its cell marked)');
    typeBoard(h, 2, '0-1');
    moved('the mistyped result fixed');
    // A cell typed that Sheetmate could not take in (Players broken): nothing written, but the panel must look again.
    h.workbook.sheet('Players')!.type(3, 1, h.workbook.sheet('Players')!.values()[1]![0] as string);
    typeBoard(h, 3, '1-0');
    moved('a typed result the add-on could not take in');
    h.workbook.sheet('Players')!.type(3, 1, 'Player 0002');
    typeResults(h, () => '1-0');
    h.call('onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings') } });
    moved('the rest of the round');
    const paired = h.call('pairNextRound', { expectedRound: 2 }) as { status: Status };
    expect(paired.status.changeToken).toBe(token(h));
    seen.add(token(h));
    h.services.ui.answers.push('yes');
    clickMenu(h, 'Undo last round');
    moved('an undo from the menu');
  });

  it('costs a few calls and two cells at 1,000 players, where the whole status reads every sheet', () => {
    const h = harness({ Players: playersSheet(field(1000)) });
    h.call('saveSettings', { rounds: 5 });
    h.call('menuPairNextRound');
    typeResults(h, (_white, _black, board) => (board % 2 === 0 ? '0-1' : '1-0'));
    h.call('menuPairNextRound');
    const cost = (name: string) => {
      h.workbook.resetCounts();
      h.call(name);
      const calls = Object.values(h.workbook.calls.byMethod).reduce((sum, count) => sum + count, 0);
      return { calls, reads: h.workbook.calls.reads, seconds: h.services.clock.last(name)!.seconds };
    };
    const poll = cost('getChangeToken');
    const status = cost('getStatus');
    console.log(
      `at 1000 players: getChangeToken ${poll.calls} calls (${poll.reads} read), ${poll.seconds.toFixed(2)} s simulated; ` +
        `getStatus ${status.calls} calls (${status.reads} reads), ${status.seconds.toFixed(2)} s simulated`,
    );
    expect(poll.calls).toBeLessThanOrEqual(3);
    expect(poll.reads).toBe(1);
    expect(poll.seconds).toBeLessThan(0.3);
    expect(poll.seconds * 5).toBeLessThan(status.seconds);
  });
});
