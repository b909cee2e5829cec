/**
 * Builders for TRF lines in tests: a `001` line from its fields, in TRF16's
 * columns, so tests read like the tournament they describe.
 */

/** One round block, `OOOO C R`: `block(3, 'w', '1')`, `block(0, '-', 'U')`. */
export function block(opponent: number, colour: 'w' | 'b' | '-' | ' ', result: string): string {
  return `${opponent === 0 ? '0000' : String(opponent).padStart(4)} ${colour} ${result}`;
}

export interface PlayerFields {
  readonly start: number;
  readonly name: string;
  readonly rating?: number | string;
  readonly sex?: string;
  readonly title?: string;
  readonly federation?: string;
  readonly fideId?: string;
  readonly birthDate?: string;
  readonly points?: string;
  readonly rank?: string;
  readonly rounds?: readonly string[];
}

/** A `001` line with every field in its columns. */
export function player(fields: PlayerFields): string {
  const rating = fields.rating === undefined ? '' : String(fields.rating);
  const head =
    `001 ${String(fields.start).padStart(4)} ${(fields.sex ?? ' ').padEnd(1)}${(fields.title ?? '').padStart(3)} ` +
    `${fields.name.padEnd(33)} ${rating.padStart(4)} ${(fields.federation ?? '').padEnd(3)} ` +
    `${(fields.fideId ?? '').padStart(11)} ${(fields.birthDate ?? '').padEnd(10)} ` +
    `${(fields.points ?? '').padStart(4)} ${(fields.rank ?? '').padStart(4)}`;
  return (fields.rounds ?? []).reduce((line, round) => `${line}  ${round}`, head).trimEnd();
}

/**
 * Four players, two rounds, one round to go:
 * round 1: 1-3 1-0, 4-2 ½-½; round 2: 2-1 ½-½, 3-4 1-0.
 * Line 1 `012`, line 2 `XXR 3`, players on lines 3-6.
 */
export function smallTournament(): string[] {
  return [
    '012 Small Club Cup',
    'XXR 3',
    player({ start: 1, name: 'Able, Ann', rating: 2000, points: '1.5', rank: '1', rounds: [block(3, 'w', '1'), block(2, 'b', '=')] }),
    player({ start: 2, name: 'Baker, Bob', rating: 1900, points: '1.0', rank: '2', rounds: [block(4, 'b', '='), block(1, 'w', '=')] }),
    player({ start: 3, name: 'Clark, Cy', rating: 1800, points: '1.0', rank: '3', rounds: [block(1, 'b', '0'), block(4, 'w', '1')] }),
    player({ start: 4, name: 'Dunn, Di', rating: 1700, points: '0.5', rank: '4', rounds: [block(2, 'w', '='), block(3, 'b', '0')] }),
  ];
}

/** Replaces the characters of `line` from 1-based `column` on with `text`. */
export function patch(line: string, column: number, text: string): string {
  return line.padEnd(column - 1 + text.length).slice(0, column - 1) + text + line.slice(column - 1 + text.length);
}
