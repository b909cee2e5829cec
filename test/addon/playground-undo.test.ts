/**
 * The messages that advise Edit ▸ Undo are true in the playground too, which
 * has Edit ▸ Undo (the organiser's cell edits taken back one by one): each
 * slip they name is put right by it, and the step refused goes through after.
 * File ▸ Version history is Google Sheets' alone: the messages that advise it
 * say so, since the playground's File menu has none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlaygroundSession } from '../../src/local/playground/session';
import { DIST } from '../support/addon-harness';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function sample(): PlaygroundSession {
  const directory = mkdtempSync(join(tmpdir(), 'sheetmate-undo-'));
  directories.push(directory);
  return PlaygroundSession.open({ distDirectory: DIST, file: join(directory, 'workbook.json') }).session;
}

/** The message of a menu item's dialog. */
const said = (outcome: ReturnType<PlaygroundSession['menu']>) => outcome.alerts.map((alert) => alert.prompt).join('\n');

describe('Edit ▸ Undo, where a message advises it', () => {
  it('puts back a played player whose name was cleared ("Put the row back (Edit ▸ Undo, …)")', () => {
    const session = sample();
    session.menu('menuPairNextRound');
    const players = session.workbook.sheet('Players')!;
    const row = players.values()[1]!.slice();
    const name = String(row[0]);
    // The playground deletes no rows: the row is cleared, cell by cell, as it would go with a row deleted.
    row.forEach((value, column) => {
      if (value !== '') session.edit({ sheet: 'Players', row: 2, column: column + 1, value: '' });
    });
    const refused = said(session.menu('menuPairNextRound'));
    expect(refused).toContain(`${name} (Sheetmate ID`);
    expect(refused).toContain('Put the row back (Edit ▸ Undo');
    for (const value of row) if (value !== '') session.undo();
    expect(players.values()[1]).toEqual(row);
    // Round 1 still waits for its results: the refusal now is that, not the missing player.
    expect(said(session.menu('menuPairNextRound'))).toMatch(/round 1 is not finished/);
  });

  it('puts back a pairing changed by hand ("If the change was a slip, undo it (Edit ▸ Undo)")', () => {
    const session = sample();
    session.menu('menuPairNextRound');
    const pairings = session.workbook.sheet('Pairings')!;
    const white = String(pairings.values()[1]![2]);
    const other = String(pairings.values()[2]![2]);
    session.edit({ sheet: 'Pairings', row: 2, column: 3, value: other });
    session.edit({ sheet: 'Pairings', row: 3, column: 3, value: white });
    expect(said(session.menu('menuPairNextRound'))).toContain('If the change was a slip, undo it (Edit ▸ Undo)');
    session.undo();
    session.undo();
    expect(pairings.values()[1]![2]).toBe(white);
    expect(said(session.menu('menuPairNextRound'))).toMatch(/round 1 is not finished/);
  });
});

describe('File ▸ Version history, which the playground does not have', () => {
  /** Every menu path a message names, with what follows it. */
  const paths = (text: string) => [...text.matchAll(/File ▸ Version history( in Google Sheets)?/g)].map((match) => match[0]);

  it('is advised as Google Sheets\' own: for a record edited by hand, and for a record deleted', () => {
    const session = sample();
    session.menu('menuPairNextRound');
    const record = session.workbook.sheet('Sheetmate record')!;
    const chunk = String(record.values()[1]![0]);
    const damaged = record.values()[1]![0];
    record.type(2, 1, `'${chunk.slice(0, -2)}x${chunk.slice(-1)}`);
    const refusedDamaged = said(session.menu('menuPairNextRound'));
    expect(refusedDamaged).toContain('is damaged');
    record.type(2, 1, damaged as string);
    session.workbook.removeSheet('Sheetmate record');
    const refusedMissing = said(session.menu('menuPairNextRound'));
    expect(refusedMissing).toContain('is missing');
    for (const refused of [refusedDamaged, refusedMissing]) expect(paths(refused)).toEqual(['File ▸ Version history in Google Sheets']);
  });
});
