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
