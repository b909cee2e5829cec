/**
 * The playground's workbook file: the local workbook and its document
 * properties as one JSON file, written after every change. Also opens the
 * other formats an organiser may start from (.xlsx, .csv).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname } from 'node:path';
import { LocalWorkbook, type Cell } from '../apps-script/workbook';
import { workbookFromCsv } from './csv';
import { xlsxToWorkbook, type WorkbookWithProperties } from './xlsx';

/** Marks the file as ours, so a stray JSON file is refused rather than overwritten. */
const WORKBOOK_FILE_FORMAT = 'sheetmate-playground-workbook';

interface WorkbookFileData {
  readonly format: typeof WORKBOOK_FILE_FORMAT;
  readonly version: 1;
  readonly workbook: { name?: string; sheets: { name: string; cells: Cell[][]; frozenRows?: number }[] };
  readonly documentProperties: Record<string, string>;
}

/**
 * Writes the workbook file atomically (a temporary file, then a rename), so a
 * crash or Ctrl-C mid-write never leaves a half-written tournament.
 */
export function saveWorkbookFile(path: string, { workbook, documentProperties }: WorkbookWithProperties): void {
  const data: WorkbookFileData = {
    format: WORKBOOK_FILE_FORMAT,
    version: 1,
    workbook: workbook.toJSON(),
    documentProperties: { ...documentProperties },
  };
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(data)}\n`);
  renameSync(temporary, path);
}

/** Reads a workbook file written by saveWorkbookFile; throws a plain-words error for anything else. */
export function loadWorkbookFile(path: string): WorkbookWithProperties {
  let data: Partial<WorkbookFileData>;
  try {
    data = JSON.parse(readFileSync(path, 'utf8')) as Partial<WorkbookFileData>;
  } catch (error) {
    throw new Error(`${path} is not a playground workbook file: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (data.format !== WORKBOOK_FILE_FORMAT || !Array.isArray(data.workbook?.sheets)) {
    throw new Error(`${path} is not a playground workbook file (no "format": "${WORKBOOK_FILE_FORMAT}").`);
  }
  const documentProperties: Record<string, string> = {};
  for (const [key, value] of Object.entries(data.documentProperties ?? {})) documentProperties[key] = String(value);
  return { workbook: LocalWorkbook.fromJSON(data.workbook), documentProperties };
}

/** The kinds of file the playground opens. */
export type WorkbookFileKind = 'json' | 'xlsx' | 'csv';

/** The kind of a file by its extension; null when the playground cannot open it. */
export function workbookFileKind(path: string): WorkbookFileKind | null {
  const extension = extname(path).toLowerCase();
  if (extension === '.json') return 'json';
  if (extension === '.xlsx') return 'xlsx';
  if (extension === '.csv' || extension === '.txt') return 'csv';
  return null;
}

/**
 * Reads an .xlsx or .csv file into a workbook (a CSV becomes the Players
 * sheet); the workbook is named after the file.
 */
export async function importWorkbook(kind: 'xlsx' | 'csv', data: Uint8Array, fileName: string): Promise<WorkbookWithProperties> {
  const name = basename(fileName, extname(fileName));
  if (kind === 'xlsx') return xlsxToWorkbook(data, name);
  return { workbook: workbookFromCsv(Buffer.from(data).toString('utf8'), name), documentProperties: {} };
}
