/**
 * The record as the hidden sheet holds it: a header row (the format tag, a
 * generation, whether the last action finished writing, the time, and the
 * chunk count, length and checksum of the JSON), then the JSON cut into
 * chunks of at most 45,000 characters, one a row in column A.
 */
import { InputError } from '../errors';
import { RECORD_SHEET } from '../workbook/layout';
import { RecordDamagedError, type EventRecord } from './record';
import { RECORD_FORMAT, recordFromJson, recordToJson } from './json';

/** Characters of JSON per cell: Apps Script allows 50,000, and a margin costs nothing. */
const RECORD_CHUNK_CHARACTERS = 45_000;

/** Whether the last action that wrote the record also finished writing the sheets. */
export type RecordState = { readonly kind: 'complete' } | { readonly kind: 'writing'; readonly action: string };

export interface RecordHeader {
  readonly generation: number;
  readonly state: RecordState;
  /** When the record was last written (ISO 8601). */
  readonly writtenAt: string;
}

export interface StoredRecord {
  readonly record: EventRecord;
  readonly header: RecordHeader;
}

export const RECORD_HEADER_WIDTH = 8;
const NOTE =
  "Sheetmate keeps this event's history here (players by ID, every round, results as last seen). " +
  'Do not edit or sort it: use the Sheetmate menu. See "Rebuild sheets from the record" in the README.';

/** The header row's values. */
function recordHeaderRow(header: RecordHeader, chunks: number, length: number, checksum: string): (string | number)[] {
  const state = header.state.kind === 'complete' ? 'complete' : `writing: ${header.state.action}`;
  return [RECORD_FORMAT, header.generation, state, header.writtenAt, chunks, length, checksum, NOTE];
}

/**
 * The sheet's rows for a record: the header, then the chunks (each in column
 * A, the other columns blank). Every row is `RECORD_HEADER_WIDTH` wide.
 */
export function recordSheetRows(record: EventRecord, header: RecordHeader): (string | number)[][] {
  const json = recordToJson(record);
  const chunks = splitIntoChunks(json, RECORD_CHUNK_CHARACTERS);
  const blank = Array.from({ length: RECORD_HEADER_WIDTH - 1 }, () => '');
  return [recordHeaderRow(header, chunks.length, json.length, checksumOf(json)), ...chunks.map((chunk) => [chunk, ...blank])];
}

/** The generation a record sheet's first row holds (0 for a sheet without a record): it goes up with every write of the record. */
export function recordGenerationOf(firstRow: readonly unknown[] | undefined): number {
  const generation = String(firstRow?.[0] ?? '') === RECORD_FORMAT ? Number(firstRow?.[1]) : 0;
  return Number.isInteger(generation) ? generation : 0;
}

/**
 * Reads the sheet's values back. Null when the sheet holds nothing; throws
 * RecordDamagedError when it holds something that is not a whole record.
 */
export function readRecordRows(values: readonly (readonly unknown[])[]): StoredRecord | null {
  const blank = values.every((row) => row.every((value) => String(value ?? '') === ''));
  if (blank) return null;
  const first = values[0] ?? [];
  if (String(first[0] ?? '') !== RECORD_FORMAT) throw new RecordDamagedError('its first cell is not the record\'s header');
  const generation = Number(first[1]);
  const stateText = String(first[2] ?? '');
  const chunkCount = Number(first[4]);
  const length = Number(first[5]);
  const checksum = String(first[6] ?? '');
  if (!Number.isInteger(chunkCount) || chunkCount < 1 || !Number.isInteger(length)) throw new RecordDamagedError('its header row was changed');
  const chunks: string[] = [];
  for (let row = 1; row <= chunkCount; row++) chunks.push(String(values[row]?.[0] ?? ''));
  const json = chunks.join('');
  if (json.length !== length || checksumOf(json) !== checksum) {
    throw new RecordDamagedError('its text does not match its checksum (a cell was edited, cleared or moved)');
  }
  const state: RecordState =
    stateText === 'complete' ? { kind: 'complete' } : { kind: 'writing', action: stateText.replace(/^writing:\s*/, '') };
  return {
    record: recordFromJson(json),
    header: { generation: Number.isInteger(generation) ? generation : 0, state, writtenAt: String(first[3] ?? '') },
  };
}

/**
 * Cuts text into pieces of at most `size` characters. A cut never splits a
 * surrogate pair (a character outside the Basic Multilingual Plane, such as an
 * emoji in a name) and never falls next to whitespace, which a spreadsheet
 * might trim.
 */
export function splitIntoChunks(text: string, size: number): string[] {
  if (size < 4) throw new RangeError('chunks must hold at least 4 characters');
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      while (end > start + 1 && !safeCut(text, end)) end--;
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks.length > 0 ? chunks : [''];
}

function safeCut(text: string, at: number): boolean {
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at);
  const isHighSurrogate = before >= 0xd800 && before <= 0xdbff;
  return !isHighSurrogate && !/\s/.test(text[at - 1]!) && !/\s/.test(text[at]!) && !Number.isNaN(after);
}

/** FNV-1a, 32 bits, as 8 hex digits: enough to notice an edited or truncated cell. */
export function checksumOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The record the hidden sheet holds (null for no sheet, or an empty one). A
 * damaged one is refused in words: Sheetmate does not guess an event's history.
 *
 * @throws InputError naming the sheet and how to restore it.
 */
export function storedRecordOf(values: readonly (readonly unknown[])[] | null): StoredRecord | null {
  if (values === null) return null;
  try {
    return readRecordRows(values);
  } catch (error) {
    if (!(error instanceof RecordDamagedError)) throw error;
    throw new InputError(
      `Sheetmate's record of the event (the hidden sheet "${RECORD_SHEET}") is damaged: ${error.message}. ` +
        'Sheetmate will not guess the history of the event. Restore the sheet with File ▸ Version history in Google Sheets (a version from before the damage). ' +
        `To carry on from Pairings as it stands instead, delete the sheet "${RECORD_SHEET}", and clear the Sheetmate ID column of Players and its Score, Opponents and Colours cells where Sheetmate wrote them from Pairings, keeping the headers.`,
      { source: RECORD_SHEET },
    );
  }
}
