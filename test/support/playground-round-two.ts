/**
 * The playground's sample event as the browser tests show it to a parent:
 * round 1 played, round 2 under way with three of its eight results typed
 * (one a draw), the times in UTC so the title does not depend on the machine.
 */
import { join } from 'node:path';
import { PlaygroundSession } from '../../src/local/playground/session';

/** Types a result into a board of the newest round through the playground, as the grid would. */
function type(session: PlaygroundSession, board: number, result: string): void {
  const values = session.workbook.sheet('Pairings')!.values();
  const row = values.findIndex((cells, index) => index > 0 && cells[1] === board) + 1;
  session.edit({ sheet: 'Pairings', row, column: 5, value: result });
}

/** The sample event in round 2 (3 of 8 results in), its workbook file in `directory`. */
export function sampleInRoundTwo(distDirectory: string, directory: string): PlaygroundSession {
  const { session } = PlaygroundSession.open({ distDirectory, file: join(directory, 'workbook.json') });
  session.workbook.timeZone = 'UTC';
  session.menu('menuPairNextRound');
  for (let board = 1; board <= 8; board++) type(session, board, board % 3 === 0 ? '½-½' : board % 2 === 0 ? '0-1' : '1-0');
  session.menu('menuPairNextRound');
  type(session, 1, '1-0');
  type(session, 2, '½-½');
  type(session, 4, '0-1');
  return session;
}
