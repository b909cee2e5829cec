/**
 * Scheveningen: two teams, each player meeting every player of the other
 * team, one board each a round. The schedules are the "Standard Scheveningen
 * Tables" as published on Wikipedia's "Scheveningen system" page (2, 3 and 4
 * boards) and Rimassoft's "Scheveningen tables" page (8 boards), typed in as
 * they are written there: `A1-B1` is A's first player with White against B's
 * first player; `B2-A1` has B's second player with White.
 */

import { InputError } from '../errors';

/** One game of a Scheveningen round: team and player (1-based) with White, then with Black. */
export interface ScheveningenGame {
  readonly white: { readonly team: 'A' | 'B'; readonly player: number };
  readonly black: { readonly team: 'A' | 'B'; readonly player: number };
}

const TABLES: Readonly<Record<number, readonly string[]>> = {
  2: ['A1-B1 A2-B2', 'B2-A1 B1-A2'],
  3: ['A1-B1 A2-B2 B3-A3', 'B2-A1 A2-B3 B1-A3', 'A1-B3 B1-A2 A3-B2'],
  4: ['A1-B1 A2-B2 B3-A3 B4-A4', 'B2-A1 B1-A2 A3-B4 A4-B3', 'A1-B3 A2-B4 B1-A3 B2-A4', 'B4-A1 B3-A2 A3-B2 A4-B1'],
  8: [
    'A1-B1 A2-B2 A3-B3 A4-B4 B5-A5 B6-A6 B7-A7 B8-A8',
    'B2-A1 B3-A2 B4-A3 B1-A4 A5-B6 A6-B7 A7-B8 A8-B5',
    'A1-B3 A2-B4 A3-B1 A4-B2 B7-A5 B8-A6 B5-A7 B6-A8',
    'B4-A1 B1-A2 B2-A3 B3-A4 A5-B8 A6-B5 A7-B6 A8-B7',
    'A1-B5 A2-B6 A3-B7 A4-B8 B1-A5 B2-A6 B3-A7 B4-A8',
    'B6-A1 B7-A2 B8-A3 B5-A4 A5-B2 A6-B3 A7-B4 A8-B1',
    'A1-B7 A2-B8 A3-B5 A4-B6 B3-A5 B4-A6 B1-A7 B2-A8',
    'B8-A1 B5-A2 B6-A3 B7-A4 A5-B4 A6-B1 A7-B2 A8-B3',
  ],
};

/** Team sizes with a published table here. */
export const SCHEVENINGEN_SIZES: readonly number[] = Object.keys(TABLES).map(Number);

function side(text: string): { team: 'A' | 'B'; player: number } {
  return { team: text[0] as 'A' | 'B', player: Number(text.slice(1)) };
}

/**
 * The games of round `round` (1 … `players`) of a Scheveningen match of two
 * teams of `players` players, board by board.
 *
 * @example
 * scheveningenRound(2, 2); // [{ white: B2, black: A1 }, { white: B1, black: A2 }]
 */
export function scheveningenRound(players: number, round: number): ScheveningenGame[] {
  const table = TABLES[players];
  if (table === undefined) {
    throw new InputError(`a Scheveningen match needs a published table; Sheetmate has them for teams of ${SCHEVENINGEN_SIZES.join(', ')} players, not ${players}`);
  }
  if (!Number.isInteger(round) || round < 1 || round > players) throw new InputError(`a Scheveningen match of ${players} players a team has rounds 1 to ${players}, not ${round}`);
  return table[round - 1]!.split(' ').map((game) => {
    const [white, black] = game.split('-') as [string, string];
    return { white: side(white), black: side(black) };
  });
}
