/**
 * The school's Saturday (./school-prizes.ts) in a playground session, as the
 * phone tests open it: Players and Prizes typed, the settings saved, the
 * round robin played to its end through the menu and typed results.
 */
import { join } from 'node:path';
import { LocalWorkbook } from '../../src/local/apps-script/workbook';
import { PlaygroundSession } from '../../src/local/playground/session';
import { SCHOOL_PLAYERS, SCHOOL_PRIZES, schoolResult } from './school-prizes';

/** Text typed with a leading apostrophe, as Sheets keeps text that looks like something else. */
const typedRows = (rows: readonly (readonly (string | number)[])[]) => rows.map((row) => row.map((cell) => (typeof cell === 'string' ? `'${cell}` : cell)));

export function schoolSession(options: { readonly distDirectory: string; readonly directory: string; readonly settings: Record<string, unknown> }): PlaygroundSession {
  const workbook = new LocalWorkbook('Hill School Saturday');
  workbook.setSheetRows('Players', typedRows(SCHOOL_PLAYERS));
  workbook.setSheetRows('Prizes', typedRows(SCHOOL_PRIZES));
  const session = PlaygroundSession.create({ distDirectory: options.distDirectory, file: join(options.directory, 'workbook.json') }, { workbook, documentProperties: {} });
  session.run('saveSettings', [{ system: 'round-robin', rounds: 0, ...options.settings }]);
  for (let round = 1; round <= 5; round++) {
    session.menu('menuPairNextRound');
    const values = session.workbook.sheet('Pairings')!.values();
    values.forEach((row, index) => {
      if (index > 0 && row[0] === round && row[1] !== '') session.edit({ sheet: 'Pairings', row: index + 1, column: 5, value: schoolResult(String(row[2]), String(row[6])) });
    });
  }
  return session;
}
