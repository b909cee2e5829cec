/**
 * A Players CSV with a Section column (U8, U10, Open), as the sheet reads
 * one: each section is its own event, paired on its own exactly as its
 * players alone would be. `--section NAME` chooses one (case and spacing
 * aside, as in the sheet).
 */
import { InputError, InputErrors, NoValidPairingError } from '../core/errors';
import { nameKey } from '../core/ids';
import { splitPlayersBySection } from '../core/workbook/sections';
import { PLAYERS_SHEET } from '../core/workbook/layout';
import { bareMessage, withSource } from './messages';

export interface CsvSection {
  /** The section's name as first typed; null for a list without a Section column in use. */
  readonly name: string | null;
  /** The CSV's rows with every other section's rows blanked: row numbers stay the file's. */
  readonly rows: readonly (readonly unknown[])[];
}

/**
 * The sections of a Players CSV, or the one asked for.
 *
 * @throws InputError(s) naming the file's rows: a player without a section
 *   while others have one, a section name that cannot name a sheet; a
 *   `--section` the file does not have.
 */
export function csvSections(rows: readonly (readonly unknown[])[], path: string, asked: string | undefined): CsvSection[] {
  let split;
  try {
    split = splitPlayersBySection(rows, null);
  } catch (error) {
    throw withSource(error, PLAYERS_SHEET, path);
  }
  if (!split.sectioned) {
    if (asked !== undefined) {
      throw new InputError(`${path} has no Section column in use, so there is no section "${asked}" to choose: leave out --section to pair every player together.`);
    }
    return [{ name: null, rows }];
  }
  const sections = split.sections.map((section) => ({ name: section.name, rows: section.players }));
  if (asked === undefined) return sections;
  const chosen = sections.find((section) => nameKey(section.name) === nameKey(asked));
  if (chosen === undefined) {
    throw new InputError(`${path} has no section "${asked}": its sections are ${listWords(sections.map((section) => section.name))}.`);
  }
  return [chosen];
}

/**
 * An error met pairing one section, saying which: a problem on a row names
 * its player already; any other (too few players, no valid pairing) gets the
 * section's name.
 */
export function inSectionError(error: unknown, section: string): unknown {
  const named = (problem: InputError) => {
    if (problem.location.row !== undefined) return problem;
    const { source, column } = problem.location;
    const where = [source, `section ${section}`, column === undefined ? undefined : `column ${column}`].filter((part) => part !== undefined).join(', ');
    return new InputError(`${where}: ${bareMessage(problem)}`);
  };
  if (error instanceof InputError) return named(error);
  if (error instanceof InputErrors) return new InputErrors(error.problems.map(named), error.moreNotKept);
  if (error instanceof NoValidPairingError) return new NoValidPairingError(`Section ${section}: ${error.message}`);
  return error;
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
