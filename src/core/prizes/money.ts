/**
 * Money in whole cents (an integer of the currency's hundredths), so that
 * shares add up exactly: 35.00 split three ways is 11.67 + 11.67 + 11.66.
 */

/** An amount in hundredths of the currency unit. */
export type Cents = number;

/** What an Amount cell holds: money, a non-money prize described in words ("Trophy"), nothing, or something unreadable. */
export type AmountCell =
  | { readonly kind: 'money'; readonly cents: Cents }
  | { readonly kind: 'item'; readonly item: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid'; readonly problem: string };

/** Currency signs and codes an organiser may type around an amount. */
const CURRENCY = /^(?:[€$£¥₹₽₩₺]|EUR|USD|GBP|CHF|INR|AUD|CAD|NZD|ZAR|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|TRY|RUB|JPY|CNY|Rs\.?|kr\.?|zł|Kč|Ft|lei|R)\s*|\s*(?:[€$£¥₹₽₩₺]|EUR|USD|GBP|CHF|INR|AUD|CAD|NZD|ZAR|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|TRY|RUB|JPY|CNY|Rs\.?|kr\.?|zł|Kč|Ft|lei|,-|\.-)$/i;

/**
 * Reads an Amount cell: a number (`100`, `12.50`), with a currency sign or code
 * (`€100`, `100 EUR`, `$1,000`), thousands separators and a decimal comma
 * (`1.000,50`); words without digits are a non-money prize (`Trophy`).
 *
 * @example
 * readAmount('€1,250.50'); // { kind: 'money', cents: 125050 }
 * readAmount('Trophy');    // { kind: 'item', item: 'Trophy' }
 */
export function readAmount(cell: string | number | boolean | null | undefined): AmountCell {
  if (cell === null || cell === undefined || cell === '') return { kind: 'none' };
  if (typeof cell === 'boolean') return { kind: 'invalid', problem: `"${cell}" is not an amount` };
  if (typeof cell === 'number') return fromNumber(cell, String(cell));
  const text = cell.trim().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'none' };
  if (!/\d/.test(text)) return { kind: 'item', item: text };
  let bare = text;
  for (let i = 0; i < 2; i++) bare = bare.replace(CURRENCY, '').trim();
  if (bare.startsWith('-')) return { kind: 'invalid', problem: `"${text}" is negative: a prize is 0 or more` };
  const decimal = decimalNumber(bare);
  if (decimal === null) {
    return { kind: 'invalid', problem: `"${text}" is not an amount: write a number such as 100 or 12.50 (or words without digits, such as Trophy, for a prize that is not money)` };
  }
  return fromNumber(decimal, text);
}

function fromNumber(value: number, text: string): AmountCell {
  if (!Number.isFinite(value) || value < 0) return { kind: 'invalid', problem: `"${text}" is not an amount of 0 or more` };
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6) return { kind: 'invalid', problem: `"${text}" has more than two decimals` };
  if (cents > 1e13) return { kind: 'invalid', problem: `"${text}" is too large an amount` };
  return { kind: 'money', cents };
}

/**
 * A number written with `.` or `,` as the decimal separator and either (or a
 * space or an apostrophe) between thousands. A single separator followed by
 * exactly three digits is a thousands separator (`1,000`, `1.000`).
 */
function decimalNumber(text: string): number | null {
  const compact = text.replace(/[\s'’]/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  const last = Math.max(lastDot, lastComma);
  if (last < 0) return Number(compact);
  const separator = compact[last]!;
  const other = separator === '.' ? ',' : '.';
  const decimals = compact.slice(last + 1);
  const bothKinds = compact.includes(other);
  const once = compact.indexOf(separator) === last;
  const isDecimal = bothKinds || (once && decimals.length !== 3);
  if (!isDecimal) return groupedInteger(compact);
  if (decimals.length === 0 || decimals.length > 2) return null;
  const whole = groupedInteger(compact.slice(0, last));
  return whole === null ? null : whole + Number(decimals) / 10 ** decimals.length;
}

/** An integer whose thousands may be separated by `.` or `,` (in groups of three). */
function groupedInteger(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  if (!/^\d{1,3}([.,]\d{3})+$/.test(text)) return null;
  return Number(text.replace(/[.,]/g, ''));
}

/**
 * Cents as the organiser reads them: `42.50`, `1,250.00`; `whole` drops the cents of whole amounts (`42`).
 *
 * @example
 * formatMoney(125050); // '1,250.50'
 * formatMoney(4200, 'whole'); // '42'
 */
export function formatMoney(cents: Cents, style: 'cent' | 'whole' = 'cent'): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (style === 'whole' && rest === 0) return grouped;
  return `${grouped}.${String(rest).padStart(2, '0')}`;
}

/**
 * Splits cents equally among `count` recipients, in order: the first ones get
 * the cents that do not divide (one each), so the shares add up to the total.
 *
 * @example
 * splitEqually(3500, 3); // [1167, 1167, 1166]
 */
export function splitEqually(cents: Cents, count: number): Cents[] {
  const base = Math.floor(cents / count);
  const rest = cents - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}
