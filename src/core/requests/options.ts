/**
 * The arguments of a request from the sidebar (`google.script.run`), checked
 * at the boundary: anything can arrive from a page, so every argument's type
 * is checked, and refused in words.
 */
import { InputError } from '../errors';

/**
 * Checks what `google.script.run` passed: anything can arrive from a page, so
 * every argument's type is checked here, at the boundary, in words.
 */
export function optionsOf(value: unknown, fn: string, known: readonly string[]): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(`the options of this request must be an object, such as ${fn}({ expectedRound: 3 }).`);
  }
  const options = value as Record<string, unknown>;
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new InputError(`"${key}" is not an option of ${fn} (its options: ${known.join(', ')}).`);
  }
  return options;
}

/** Each section's round, for pairing every section at once: `{ "U10": 3, "Open": 4 }`. */
export function expectedRoundsOf(value: unknown): Record<string, number> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError('expectedRounds must give each section its round, such as { "U10": 3, "Open": 4 }.');
  }
  const rounds: Record<string, number> = {};
  for (const [section, round] of Object.entries(value as Record<string, unknown>)) {
    if (typeof round !== 'number' || !Number.isInteger(round) || round < 1) {
      throw new InputError(`the round of ${section} in expectedRounds must be a round number such as 1, not ${JSON.stringify(round)}.`);
    }
    rounds[section] = round;
  }
  return rounds;
}

/** The round a request acts on: required, so that a repeated request is refused rather than done twice. */
export function expectedRoundOf(options: Record<string, unknown>, fn: string, what: string): number {
  const value = options.expectedRound;
  if (value === undefined) {
    throw new InputError(`this request needs the round it ${what}: ${fn}({ expectedRound: 3 }), so that a repeated request cannot act twice.`);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    const shown = typeof value === 'string' ? `the text "${value}"` : JSON.stringify(value) ?? String(value);
    throw new InputError(`the round (expectedRound) must be a round number such as 1, not ${shown}.`);
  }
  return value;
}

/** The section an option names, checked to be text. */
export function sectionOptionOf(options: Record<string, unknown>): { section?: string } {
  const section = options.section;
  if (section === undefined) return {};
  if (typeof section !== 'string' || section.trim() === '') {
    throw new InputError(`the section must be named as Players names it, such as "U10", not ${JSON.stringify(section)}.`);
  }
  return { section };
}
