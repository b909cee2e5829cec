/**
 * What the commands share: the I/O they are given, the output they return,
 * and reading the single FILE argument (with a plain-words answer for a file
 * that is none of the kinds the command line reads).
 */
import { InputError } from '../core/errors';
import type { ParsedArgs } from './args';
import { USAGE_SUMMARY } from './usage';

export interface CliIo {
  readFile(path: string): string;
}

export interface CliOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

export type InputKind = 'csv' | 'txt' | 'trf';

export interface InputFile {
  readonly path: string;
  readonly text: string;
  readonly kind: InputKind;
}

/** Reads the single FILE argument and tells its kind, by extension or else by its first lines. */
export function readInputFile(args: ParsedArgs, io: CliIo): InputFile {
  const path = args.positional[0];
  if (path === undefined || args.positional.length > 1) throw new InputError(`"${args.command}" takes exactly one FILE.\n${USAGE_SUMMARY}`);
  let text: string;
  try {
    text = io.readFile(path);
  } catch {
    throw new InputError(`cannot read ${path}: check the path.`);
  }
  const lower = path.toLowerCase();
  refuseOtherKinds(path, lower, text);
  const kind = lower.endsWith('.trf') ? 'trf' : lower.endsWith('.txt') ? 'txt' : lower.endsWith('.csv') ? 'csv' : sniff(text);
  return { path, text, kind };
}

/**
 * Why a command that reads a TRF refuses another file: a Players CSV (with
 * or without sections) holds no rounds; the sheet writes each section's TRF.
 */
export function notTrf(path: string, kind: InputKind, what: string): string {
  const instead =
    kind === 'csv'
      ? ' is a Players CSV, which holds no rounds. In the sheet, Sheetmate ▸ Export TRF writes the event (one TRF a section, with sections); give that file.'
      : ' is quick-Swiss text (Name | score | opponents), which holds no rounds; give a TRF.';
  return `${what}; ${path}${instead}`;
}

/** Spreadsheet files and tab-separated text are common mistakes: say what the file is and what to do. */
function refuseOtherKinds(path: string, lower: string, text: string): void {
  if (/\.(xlsx|xlsm|xls|ods|numbers)$/.test(lower) || text.startsWith('PK\u0003\u0004') || text.startsWith('\u00d0\u00cf\u0011\u00e0')) {
    throw new InputError(
      `${path} is a spreadsheet workbook (.xlsx or similar), not text. Open it and save the Players sheet as CSV (comma-separated values), then give that file.`,
    );
  }
  if (text.includes('\u0000')) throw new InputError(`${path} is a binary file, not text: give a Players CSV, a quick-Swiss .txt or a FIDE .trf file.`);
  if (lower.endsWith('.tsv') || looksTabSeparated(text)) {
    throw new InputError(
      `${path} is tab-separated (TSV). Sheetmate reads comma- or semicolon-separated CSV: save the sheet as CSV (comma-separated values), then give that file.`,
    );
  }
}

function looksTabSeparated(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (/^(012|001|XX.) /.test(first)) return false;
  return first.includes('\t') && !/[,;|]/.test(first);
}

function sniff(text: string): InputKind {
  if (/^(012|001) /m.test(text)) return 'trf';
  if (/\|/.test(text.split(/\r?\n/, 1)[0] ?? '')) return 'txt';
  return 'csv';
}
