/**
 * A small RFC 4180 CSV reader and writer, for Players sheets exported from
 * Google Sheets or Excel (quoted fields, doubled quotes, CRLF/LF/CR, a byte
 * order mark, and `;` separators as European Excel writes them).
 */

/**
 * Parses CSV text into rows of strings.
 *
 * @example
 * parseCsv('Name,Rating\n"Smith, Ann",1500\n') // [['Name', 'Rating'], ['Smith, Ann', '1500']]
 */
export function parseCsv(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const firstLine = input.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const separator = countOutsideQuotes(firstLine, ';') > countOutsideQuotes(firstLine, ',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count++;
  }
  return count;
}

/**
 * Writes rows as CSV, quoting fields that need it. A text cell that a
 * spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return) gets a leading `'`, as OWASP and the spreadsheet makers
 * advise: Excel and Sheets then show it as text, and {@link unescapeCsvCell}
 * reads it back as it was. Numbers (`-1.5`) are written as they are.
 *
 * @example
 * toCsv([['Name', 'Points'], ['=HYPERLINK("x")', 4.5]]); // 'Name,Points\n"\'=HYPERLINK(""x"")",4.5\n'
 */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows
    .map((row) =>
      row
        .map((value) => {
          const raw = value === null || value === undefined ? '' : String(value);
          const text = typeof value === 'string' && FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${raw}` : raw;
          return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(','),
    )
    .join('\n')
    .concat('\n');
}

/** The first characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number such as `-1.5` or `+3`: a spreadsheet reads it as that number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A field of a CSV that {@link toCsv} (or another careful program) wrote, as
 * the text it stands for: the `'` before a formula character is dropped.
 *
 * @example
 * unescapeCsvCell("'=SUM(A1)"); // '=SUM(A1)'
 * unescapeCsvCell("'t Hooft");  // "'t Hooft"
 */
export function unescapeCsvCell(field: string): string {
  return field.startsWith("'") && FORMULA_START.test(field.slice(1)) ? field.slice(1) : field;
}
