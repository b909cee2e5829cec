/**
 * How large a sheet the playground accepts, from a person typing or from an
 * imported file: far beyond any tournament, small enough that a bad request or
 * a huge file is refused in a moment instead of filling the server's memory.
 * Each check runs before anything is built from the input.
 */

/** Rows and columns a person may type into, and an import may fill. */
export const MAX_ROWS = 20_000;
export const MAX_COLUMNS = 200;
/** Cells one import may fill (a 5,000-player Players sheet is about 100,000). */
const MAX_IMPORT_CELLS = 500_000;
/** What an .xlsx may unpack to: its XML, which the reader holds in memory several times over. */
const MAX_XLSX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** An import larger than the limits; the server answers it with 413. */
export class ImportTooLargeError extends Error {
  readonly status = 413;
}

const limitsText = `at most ${MAX_ROWS.toLocaleString('en')} rows, ${MAX_COLUMNS} columns and ${MAX_IMPORT_CELLS.toLocaleString('en')} cells`;

/**
 * Counts the rows, the widest row and the cells of CSV text without building
 * them (quotes respected, `,` or `;` as the reader chooses), and throws an
 * `ImportTooLargeError` as soon as a limit is passed.
 *
 * @example
 * checkCsvSize('Name,Rating\nAnn,1500\n'); // { rows: 2, columns: 2, cells: 4 }
 */
export function checkCsvSize(text: string): { rows: number; columns: number; cells: number } {
  const separator = separatorOf(text);
  let rows = 0;
  let columns = 0;
  let cells = 0;
  let fields = 1;
  let quoted = false;
  let rowHasText = false;
  const endRow = (): void => {
    rows++;
    cells += fields;
    columns = Math.max(columns, fields);
    if (rows > MAX_ROWS || columns > MAX_COLUMNS || cells > MAX_IMPORT_CELLS) {
      throw new ImportTooLargeError(`The file is larger than the playground takes (${limitsText}): it has more than ${describe(rows, columns, cells)}.`);
    }
    fields = 1;
    rowHasText = false;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (quoted) {
      if (char === 34 /* " */) quoted = text.charCodeAt(i + 1) === 34 ? (i++, true) : false;
      continue;
    }
    if (char === 34) quoted = true;
    else if (char === separator.charCodeAt(0)) fields++;
    else if (char === 10 || char === 13) {
      if (char === 13 && text.charCodeAt(i + 1) === 10) i++;
      endRow();
      continue;
    }
    rowHasText = true;
  }
  if (rowHasText || fields > 1) endRow();
  return { rows, columns, cells };
}

/** The separator `parseCsv` will choose: `;` when the first line has more of them than commas. */
function separatorOf(text: string): ',' | ';' {
  const firstLine = /^[^\r\n]*/.exec(text.slice(0, 64 * 1024))![0];
  const count = (char: string): number => firstLine.split('"').filter((_, index) => index % 2 === 0).join('').split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function describe(rows: number, columns: number, cells: number): string {
  if (rows > MAX_ROWS) return `${MAX_ROWS.toLocaleString('en')} rows`;
  if (columns > MAX_COLUMNS) return `${MAX_COLUMNS} columns in a row`;
  return `${MAX_IMPORT_CELLS.toLocaleString('en')} cells (${cells.toLocaleString('en')} by row ${rows.toLocaleString('en')})`;
}

/** Checks a sheet read from an .xlsx, before it goes into the workbook. */
export function checkSheetSize(name: string, rows: number, columns: number): void {
  if (rows > MAX_ROWS || columns > MAX_COLUMNS || rows * columns > MAX_IMPORT_CELLS) {
    throw new ImportTooLargeError(`Sheet "${name}" has ${rows.toLocaleString('en')} rows and ${columns} columns; the playground takes ${limitsText}.`);
  }
}

/**
 * Reads the sizes that an .xlsx (a zip file) says its parts unpack to, from
 * the zip's central directory, without unpacking anything, and refuses a file
 * that would unpack to more than `MAX_XLSX_UNPACKED_BYTES` (a zip bomb or a
 * sheet of millions of cells). A file that is not a zip is left to the reader,
 * which says so.
 */
export function checkXlsxSize(data: Uint8Array): void {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // The end-of-central-directory record: signature 0x06054b50, within the last 64 KB + 22 bytes.
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let unpacked = 0;
  for (let entry = 0; entry < entries && at + 46 <= data.length; entry++) {
    if (view.getUint32(at, true) !== 0x02014b50) return;
    const size = view.getUint32(at + 24, true);
    // 0xffffffff means the size is in a zip64 field: too large for us either way.
    unpacked += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    if (unpacked > MAX_XLSX_UNPACKED_BYTES) {
      throw new ImportTooLargeError(
        `The .xlsx file unpacks to more than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB, more than the playground takes (${limitsText}).`,
      );
    }
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
}
