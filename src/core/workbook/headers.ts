/**
 * Finding columns by their header text. Headers are compared with case,
 * spacing and punctuation ignored ("ELO" = "Elo", "Fide-ID" = "FIDE ID"), and
 * each field accepts its documented synonyms ("Player" for "Name") and nothing
 * else: a column whose header is merely similar ("State", "Points") is the
 * organiser's and is neither read nor written.
 */

/** Lower-case, with everything but letters, digits and `#` removed: `FIDE ID` → `fideid`. */
export function normaliseHeader(text: unknown): string {
  return String(text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9#]/g, '');
}

export interface ColumnSpec<Field extends string> {
  readonly field: Field;
  /** The header the add-on writes and names in messages. */
  readonly header: string;
  /** Other headers accepted for the same field (compared normalised). */
  readonly synonyms: readonly string[];
  readonly required?: boolean;
}

/** Field → 0-based column index, for the fields whose header was found. */
export type ColumnMap<Field extends string> = Partial<Record<Field, number>>;

/**
 * Maps each known field to the column whose header matches it. Columns with
 * headers no spec knows are left alone (the add-on never touches them).
 *
 * @example
 * findColumns(['Player', 'ELO', 'Club'], PLAYER_COLUMNS) // { name: 0, rating: 1 }
 */
export function findColumns<Field extends string>(
  headerRow: readonly unknown[],
  specs: readonly ColumnSpec<Field>[],
): ColumnMap<Field> {
  const map: ColumnMap<Field> = {};
  const lookup = new Map<string, Field>();
  for (const spec of specs) {
    for (const text of [spec.header, ...spec.synonyms]) lookup.set(normaliseHeader(text), spec.field);
  }
  headerRow.forEach((text, index) => {
    const field = lookup.get(normaliseHeader(text));
    if (field !== undefined && map[field] === undefined) map[field] = index;
  });
  return map;
}

/**
 * The fields two or more columns could be (`FIDE rating` and `Rating`, `Name`
 * twice), each with every such column: {@link findColumns} takes the first,
 * so a reader refuses these rather than guess.
 *
 * @example
 * ambiguousColumns(['Name', 'FIDE rating', 'Rating'], PLAYER_COLUMNS) // [{ field: 'rating', columns: [1, 2] }]
 */
export function ambiguousColumns<Field extends string>(headerRow: readonly unknown[], specs: readonly ColumnSpec<Field>[]): { field: Field; columns: number[] }[] {
  const lookup = new Map<string, Field>();
  for (const spec of specs) for (const text of [spec.header, ...spec.synonyms]) lookup.set(normaliseHeader(text), spec.field);
  const columns = new Map<Field, number[]>();
  headerRow.forEach((text, index) => {
    const field = lookup.get(normaliseHeader(text));
    if (field !== undefined) columns.set(field, [...(columns.get(field) ?? []), index]);
  });
  return [...columns].filter(([, found]) => found.length > 1).map(([field, found]) => ({ field, columns: found }));
}

/** Spreadsheet column letters for a 0-based index: 0 → `A`, 27 → `AB`. */
export function columnLetter(index: number): string {
  let letters = '';
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
