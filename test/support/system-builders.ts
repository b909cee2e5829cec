/**
 * Tiny builders for the pairing-system tests: a field typed as a list of
 * `[name, rating]`, start numbers and sheet rows given in entry order, and
 * readers that turn a pairing back into names so tests read like the seeds.
 */
import type { Board, RoundPairing } from '../../src/core/model';
import type { Entrant } from '../../src/core/systems/initial-order';
import type { QuickSwissPlayer, QuickSwissRow } from '../../src/core/systems/quick-swiss';

/**
 * Entrants in the order typed: start number = position + 1, sheet row =
 * position + 2 (row 1 is the header of *Players*).
 */
export function field(...typed: readonly (readonly [string, number])[]): Entrant[] {
  return typed.map(([name, rating], index) => ({
    startNumber: index + 1,
    name,
    rating,
    location: { source: 'Players', row: index + 2 },
  }));
}

/** `n` entrants named `P1..Pn`, rated 2000, 1990, … so that seed k is `Pk`. */
export function seededField(n: number): Entrant[] {
  return field(...Array.from({ length: n }, (_, i) => [`P${i + 1}`, 2000 - 10 * i] as const));
}

/** A reader from start numbers back to names for one field. */
export function namesOf(entrants: readonly Entrant[]): (startNumber: number) => string {
  const byNumber = new Map(entrants.map((entrant) => [entrant.startNumber, entrant.name]));
  return (startNumber) => {
    const name = byNumber.get(startNumber);
    if (name === undefined) throw new Error(`no entrant with start number ${startNumber}`);
    return name;
  };
}

/** A board written as names: `'White - Black'`. */
export function boardByNames(board: Board, nameOf: (startNumber: number) => string): string {
  return `${nameOf(board.white)} - ${nameOf(board.black)}`;
}

/** Every board of a round as `'White - Black'`, in board order. */
export function boardsByNames(pairing: RoundPairing, nameOf: (startNumber: number) => string): string[] {
  return pairing.boards.map((board) => boardByNames(board, nameOf));
}

/** Each player's opponent in a round by name (`undefined` for the one who sits out). */
export function opponentsByName(
  pairing: RoundPairing,
  nameOf: (startNumber: number) => string,
): Map<string, string | undefined> {
  const opponents = new Map<string, string | undefined>();
  for (const { white, black } of pairing.boards) {
    opponents.set(nameOf(white), nameOf(black));
    opponents.set(nameOf(black), nameOf(white));
  }
  for (const bye of pairing.byes) opponents.set(nameOf(bye.player), undefined);
  return opponents;
}

/** A quick-Swiss player: `swissPlayer('Asha', 30, 'Ben', 'Dia')` (score in tenths). */
export function swissPlayer(name: string, score: number, ...opponents: string[]): QuickSwissPlayer {
  return { name, score, opponents };
}

/** Quick-Swiss rows in short form: `'Asha-Cole No prior match'`, `'Ben BYE'`. */
export function swissRows(rows: readonly QuickSwissRow[]): string[] {
  return rows.map((row) => (row.playerB === null ? `${row.playerA} ${row.check}` : `${row.playerA}-${row.playerB} ${row.check}`));
}
