/**
 * A reference engine's complete tournament (a TRF it paired round by round)
 * replayed in the sheet: the players to type into Players, and for each
 * round the boards the reference paired and the results it recorded, so a
 * bundle test can pair each round through the menu, compare, and type the
 * results as an organiser would.
 */
import type { Tournament } from '../../src/core/model';
import type { CellValue } from '../../src/local/apps-script/workbook';

export interface ReferenceGame {
  readonly white: string;
  readonly black: string;
  /** The result as typed in the sheet: `1-0`, `0-1`, `½-½`, `+/-`, `-/+`, `-/-`. */
  readonly result: string;
}

export interface ReferenceRound {
  readonly games: readonly ReferenceGame[];
  /** Players with the pairing-allocated bye. */
  readonly byes: readonly string[];
}

const NOTATION: Record<string, string> = { '1': '1-0', '0': '0-1', '=': '½-½', '+': '+/-', '-': '-/+' };

/** Round `round` (1-based) of the tournament as the reference paired it, games White first. */
export function referenceRound(tournament: Tournament, round: number): ReferenceRound {
  const nameOf = new Map(tournament.players.map((player) => [player.startNumber, player.name]));
  const games: ReferenceGame[] = [];
  const byes: string[] = [];
  for (const player of tournament.players) {
    const entry = player.rounds[round - 1];
    if (entry === undefined) continue;
    if (entry.opponent === null) {
      if (entry.result === 'U') byes.push(player.name);
      continue;
    }
    if (entry.colour !== 'white') continue;
    const opponent = tournament.players.find((other) => other.startNumber === entry.opponent)!;
    const theirs = opponent.rounds[round - 1]!.result;
    const result = entry.result === '-' && theirs === '-' ? '-/-' : NOTATION[entry.result]!;
    games.push({ white: player.name, black: nameOf.get(entry.opponent)!, result });
  }
  return { games, byes };
}

/** The Players sheet of the tournament, in start-number order: Name, Rating (and the start numbers in No., when asked). */
export function referencePlayers(tournament: Tournament, withNumbers = false): CellValue[][] {
  const players = [...tournament.players].sort((a, b) => a.startNumber - b.startNumber);
  return [
    [...(withNumbers ? ['No.'] : []), 'Name', 'Rating'],
    ...players.map((player) => [...(withNumbers ? [player.startNumber] : []), `'${player.name}`, player.rating]),
  ];
}

/** A round as a Pairings sheet shows it: its games (White, Black, as typed so far) and its pairing-allocated byes. */
export function sheetRound(values: readonly (readonly CellValue[])[], round: number): ReferenceRound {
  const header = (values[0] ?? []).map(String);
  const at = (name: string) => header.indexOf(name);
  const black = header.lastIndexOf('Black');
  const games: ReferenceGame[] = [];
  const byes: string[] = [];
  for (const row of values.slice(1)) {
    if (Number(row[at('Round')]) !== round) continue;
    if (row[at('Board')] === '') {
      if (String(row[black]) === 'BYE') byes.push(String(row[at('White')]));
      continue;
    }
    games.push({ white: String(row[at('White')]), black: String(row[black]), result: String(row[at('Result')]) });
  }
  return { games, byes };
}

/** A round's games as `White - Black` lines, sorted, to compare pairings whatever the board order. */
export function gameLines(games: readonly { readonly white: string; readonly black: string }[]): string[] {
  return games.map((game) => `${game.white} - ${game.black}`).sort();
}
