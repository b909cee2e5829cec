/**
 * A prize list as the organiser types it, one row a prize (a *Prizes* sheet,
 * or PRIZES.csv): `Prize` (its name), `Amount` (money, or words such as
 * `Trophy` for a prize that is not money), `Category` (who may win it), and
 * optionally `Order` (1 = the most valuable) and `Extra` (`yes`: a prize won
 * in addition to another, such as a trophy on top of the money).
 *
 * Rows are numbered as a spreadsheet numbers them: the header is row
 * `firstRow` (1 in a sheet or a CSV file), so the first prize is row 2.
 */
import { InputError, throwIfAny } from '../errors';
import { normaliseHeader } from '../workbook/headers';
import { PRIZES_COLUMNS, PRIZES_SHEET, prizesHeader, type PrizesField } from '../workbook/layout';
import { needsEventYear, readCategory, type CategoryOptions, type Eligibility } from './category';
import { readAmount, type Cents } from './money';

export type Cell = string | number | boolean | null | undefined;

export interface Prize {
  /** The prize's row, as the sheet or file numbers it (the header is row 1). */
  readonly row: number;
  /** The Prize cell; when blank, what the Amount says. */
  readonly name: string;
  /** Money in cents; `null` for a prize that is not money (it is never split). */
  readonly money: Cents | null;
  /** What a prize that is not money is ("Trophy"): the Amount's words, or the name. */
  readonly item: string | null;
  readonly eligibility: Eligibility;
  /** Won in addition to another prize: it does not count towards a player's prizes. */
  readonly extra: boolean;
  /** The Order cell, when given. */
  readonly order: number | null;
}

export interface PrizeListOptions extends CategoryOptions {
  /** Named in messages: `Prizes` (the sheet) or the file's name. */
  readonly source?: string;
  /** The row number of the header (1 unless the table starts lower down). */
  readonly firstRow?: number;
}

/** The columns of a prize list itself; a Prizes sheet's Section column is the sheet's reader's (workbook/prizes). */
type Column = Exclude<PrizesField, 'section'>;

const SPECS = PRIZES_COLUMNS.filter((spec): spec is (typeof PRIZES_COLUMNS)[number] & { field: Column } => spec.field !== 'section');

/** The column a header names (case, spacing and punctuation aside), or undefined. */
function columnOf(cell: Cell): Column | undefined {
  const key = normaliseHeader(cell);
  return key === '' ? undefined : SPECS.find((spec) => [spec.header, ...spec.synonyms].some((text) => normaliseHeader(text) === key))?.field;
}

function headerKey(cell: Cell): string {
  return String(cell ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

function text(cell: Cell): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

/** More prizes than any event gives is a file that is not a prize list; a longer category is not one either. */
const MOST_PRIZES = 1000;
const LONGEST_CATEGORY = 200;

const YES = new Set(['yes', 'y', 'true', 'x', '✓', '✔', '1', 'extra', 'also']);
const NO = new Set(['', 'no', 'n', 'false', '0', '-']);

/**
 * Reads the prize table: `rows[0]` is the header row. Blank rows are skipped;
 * other columns are the organiser's and are ignored. Every problem is an
 * `InputError` naming the row and column (several at once as `InputErrors`).
 *
 * @example
 * readPrizeList([['Prize', 'Amount', 'Category'], ['1st', 100, 'overall'], ['Best U1600', '€40', 'rating<1600']]);
 * // [{ row: 2, name: '1st', money: 10000, … }, { row: 3, name: 'Best U1600', money: 4000, … }]
 */
export function readPrizeList(rows: readonly (readonly Cell[])[], options: PrizeListOptions = {}): Prize[] {
  const source = options.source ?? PRIZES_SHEET;
  const firstRow = options.firstRow ?? 1;
  const header = rows[0] ?? [];
  const columns = new Map<Column, number>();
  header.forEach((cell, index) => {
    const column = columnOf(cell);
    if (column === undefined) return;
    if (columns.has(column)) {
      throw new InputError(`two columns mean ${prizesHeader(column)} ("${text(header[columns.get(column)!])}" and "${text(cell)}"): keep one.`, { source, row: firstRow, column: text(cell) });
    }
    columns.set(column, index);
  });
  if (!columns.has('prize') && !columns.has('amount')) {
    throw new InputError('the header row needs a Prize column (the prize\'s name) or an Amount column, and usually Category: Prize, Amount, Category.', { source, row: firstRow });
  }
  const cellOf = (row: readonly Cell[], column: Column): Cell => (columns.has(column) ? row[columns.get(column)!] : undefined);
  const problems: InputError[] = [];
  const prizes: Prize[] = [];
  rows.slice(1).forEach((row, index) => {
    const rowNumber = firstRow + 1 + index;
    if (row.every((cell) => text(cell) === '')) return;
    const fail = (column: Column, message: string) => problems.push(new InputError(message, { source, row: rowNumber, column: prizesHeader(column) }));
    const name = text(cellOf(row, 'prize'));
    const amount = readAmount(cellOf(row, 'amount'));
    const categoryText = text(cellOf(row, 'category'));
    const category =
      categoryText.length > LONGEST_CATEGORY
        ? ({ ok: false, problem: `the category is ${categoryText.length} characters long; a category is at most ${LONGEST_CATEGORY} (such as rating<1600 and born>=2014)` } as const)
        : readCategory(categoryText, options);
    const extra = headerKey(cellOf(row, 'extra'));
    const orderCell = text(cellOf(row, 'order'));
    let failed = false;
    if (amount.kind === 'invalid') {
      fail('amount', `${amount.problem}.`);
      failed = true;
    }
    if (!category.ok) {
      fail('category', `${category.problem}.`);
      failed = true;
    }
    if (!YES.has(extra) && !NO.has(extra)) {
      fail('extra', `"${text(cellOf(row, 'extra'))}" is not yes or no: write yes for a prize won in addition to another (such as a trophy on top of money), or leave it blank.`);
      failed = true;
    }
    if (orderCell !== '' && !/^\d{1,6}$/.test(orderCell)) {
      fail('order', `"${orderCell}" is not a place in the order of value: write 1 for the most valuable prize, 2 for the next, ….`);
      failed = true;
    }
    if (name === '' && (amount.kind === 'none' || amount.kind === 'invalid')) {
      fail(columns.has('prize') ? 'prize' : 'amount', 'the prize has neither a name nor an amount: give it one, or clear the row.');
      failed = true;
    }
    if (failed || !category.ok || amount.kind === 'invalid') return;
    const money = amount.kind === 'money' ? amount.cents : null;
    const item = amount.kind === 'item' ? amount.item : money === null ? name : null;
    prizes.push({
      row: rowNumber,
      name: name !== '' ? name : amount.kind === 'item' ? amount.item : text(cellOf(row, 'amount')),
      money,
      item,
      eligibility: category.eligibility,
      extra: YES.has(extra),
      order: orderCell === '' ? null : Number(orderCell),
    });
  });
  throwIfAny(problems);
  if (prizes.length > MOST_PRIZES) {
    throw new InputError(`${prizes.length} prizes: a prize list has at most ${MOST_PRIZES}. Is this the prize list?`, { source, row: firstRow + rows.length - 1 });
  }
  return prizes;
}

/**
 * The prizes from the most valuable down, the order they are given in. With
 * an Order column, by Order (rows without one after, in list order). Otherwise
 * money by amount, equal amounts in list order (so that a place prize listed
 * before a class prize of the same amount counts as the more valuable, as US
 * Chess rule 32B4 has it); a prize that is not money counts as worth as much as
 * the least of the money prizes above it in the list, and comes after them:
 * everything listed above a trophy is worth more (at the top of the list, it
 * is the most valuable).
 *
 * @example
 * valueOrder(prizes).map((prize) => prize.name); // ['1st', 'Best U1600', '2nd'] when Best U1600 is worth more than 2nd
 */
export function valueOrder(prizes: readonly Prize[]): Prize[] {
  const byOrderColumn = prizes.some((prize) => prize.order !== null);
  // Finite stand-ins for "above everything" and "after everything", so that differences never give NaN.
  const top = Number.MAX_SAFE_INTEGER;
  let above = top;
  const keyed = prizes.map((prize, position) => {
    if (prize.money !== null) above = Math.min(above, prize.money);
    const value = byOrderColumn ? -(prize.order ?? top) : prize.money ?? above;
    return { prize, position, value };
  });
  keyed.sort((a, b) => b.value - a.value || a.position - b.position);
  return keyed.map((entry) => entry.prize);
}

/** The prizes whose category names an age (`u12`): they need the event's year. */
export function prizesNeedingEventYear(prizes: readonly Prize[]): Prize[] {
  return prizes.filter((prize) => needsEventYear(prize.eligibility));
}
