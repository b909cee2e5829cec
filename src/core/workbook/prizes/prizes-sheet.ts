/**
 * The *Prizes* sheet the organiser fills: one row a prize, read by the prize
 * core's reader (Prize, Amount, Category, Order, Extra: src/core/prizes), and
 * the sheet's own column, `Section`.
 *
 * Sections: players of different sections are never ranked against each
 * other, so in an event with sections every prize for players is a section's
 * prize: its Section cell names the section (or its Category says
 * `section=U10`), and the section is one Players has. A team prize (`team`,
 * `school`) is the whole event's: the team standings count every section.
 * Without sections, a Section cell is refused (Players has none to name).
 *
 * Every problem names the sheet, its row and its column, all at once.
 */
import { InputError, InputErrors, throwIfAny } from '../../errors';
import { nameKey, tidyName } from '../../ids';
import { inSection, readPrizeList, sectionOfEligibility, valueKey, type Cell, type Prize } from '../../prizes';
import { findColumns } from '../headers';
import { PRIZES_COLUMNS, PRIZES_SHEET, prizesHeader } from '../layout';

export interface PrizesSheetOptions {
  /** The sections of Players, as it spells them: none without a Section column in use. */
  readonly sections: readonly string[];
  /** Unrated players count in the rating bands with an upper bound (a setting). */
  readonly unratedInBands?: boolean;
}

/** A cell as the prize reader takes it: a date cell (Sheets gives a Date) as its text. */
function cellOf(value: unknown): Cell {
  return value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/**
 * The prizes of the sheet's values (`values[0]` is its header row), each a
 * section's where it names one.
 *
 * @throws InputError / InputErrors naming `Prizes`, the row and the column.
 * @example
 * readPrizesSheet([['Prize', 'Amount', 'Category', 'Section'], ['1st', 20, '', 'U10']], { sections: ['U8', 'U10'] })[0].eligibility.conditions;
 * // [{ kind: 'value', field: 'section', value: 'U10' }]
 */
export function readPrizesSheet(values: readonly (readonly unknown[])[], options: PrizesSheetOptions): Prize[] {
  const rows = values.map((row) => row.map(cellOf));
  const problems: InputError[] = [];
  let prizes: Prize[] = [];
  try {
    prizes = readPrizeList(rows, { source: PRIZES_SHEET, ...(options.unratedInBands === true ? { unratedInBands: true } : {}) });
  } catch (error) {
    if (error instanceof InputErrors) problems.push(...error.problems);
    else if (error instanceof InputError) problems.push(error);
    else throw error;
  }
  const sectionColumn = findColumns(rows[0] ?? [], PRIZES_COLUMNS).section;
  const sectionOfRow = (row: number): string => (sectionColumn === undefined ? '' : tidyName(String(rows[row - 1]?.[sectionColumn] ?? '')));
  const at = (row: number, column: string) => ({ source: PRIZES_SHEET, row, column });
  const known = (name: string) => options.sections.find((section) => nameKey(section) === nameKey(name));
  const sectionsInWords = options.sections.join(', ');
  for (let row = 2; row <= rows.length; row++) {
    const typed = sectionOfRow(row);
    if (typed === '' || known(typed) !== undefined) continue;
    problems.push(
      new InputError(
        options.sections.length === 0
          ? `"${typed}": Players has no Section column in use, so a prize has no section to be for. Clear the cell, or give the players their sections in Players.`
          : `there is no section "${typed}" in Players (its sections: ${sectionsInWords}). Correct the spelling, or clear the cell.`,
        at(row, prizesHeader('section')),
      ),
    );
  }
  const given = prizes.map((prize) => {
    const section = known(sectionOfRow(prize.row));
    if (section === undefined) return prize;
    const reading = inSection(prize.eligibility, section);
    if (reading.ok) return { ...prize, eligibility: reading.eligibility };
    problems.push(new InputError(`${reading.problem}.`, at(prize.row, prizesHeader('section'))));
    return prize;
  });
  if (options.sections.length > 0) {
    // A row whose Section names no section is reported once, above.
    const unreported = given.filter((prize) => sectionOfRow(prize.row) === '' || known(sectionOfRow(prize.row)) !== undefined);
    problems.push(...sectionProblems(unreported, options.sections, sectionColumn === undefined ? prizesHeader('category') : prizesHeader('section')));
  }
  throwIfAny(problems.sort((a, b) => (a.location.row ?? 0) - (b.location.row ?? 0)));
  return given;
}

/** In an event with sections: a player prize without a section, or naming one Players does not have. */
function sectionProblems(prizes: readonly Prize[], sections: readonly string[], column: string): InputError[] {
  const list = sections.join(', ');
  return prizes.flatMap((prize) => {
    if (prize.eligibility.teamPrize) return [];
    const named = sectionOfEligibility(prize.eligibility);
    if (named === undefined) {
      return [
        new InputError(
          `this event has sections (${list}) and their players are not ranked against each other: give the prize's section ` +
            `(a Section column, or section=${sections[0]} in Category). A team prize (Category: team) is the whole event's.`,
          { source: PRIZES_SHEET, row: prize.row, column },
        ),
      ];
    }
    if (sections.some((section) => valueKey('section', section) === valueKey('section', named))) return [];
    return [new InputError(`"section=${named}": there is no section "${named}" in Players (its sections: ${list}).`, { source: PRIZES_SHEET, row: prize.row, column: prizesHeader('category') })];
  });
}
