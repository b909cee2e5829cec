/**
 * Which Sheetmate made each round, in words an arbiter reads: "Rounds 1–2
 * paired by an earlier Sheetmate (before 0.3.0); round 3 paired by Sheetmate
 * 0.3.0." And the note an action gives, once, when the record it finds was
 * last written by another version of Sheetmate: the event carries on.
 */
import type { EventRecord, RoundOrigin } from './record';

/** The first version that noted itself in the record (`writtenBy`, each round's `pairedBy`). */
const FIRST_NOTED_VERSION = '0.3.0';

/**
 * Orders two versions as semantic versioning does (`0.10.0` after `0.9.0`; a
 * pre-release such as `0.3.0-beta` before its release): negative when `a` is
 * the older.
 */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core = '', pre] = version.split('-', 2);
    return { numbers: core.split('.').map((part) => Number(part) || 0), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.numbers.length, y.numbers.length); i++) {
    const difference = (x.numbers[i] ?? 0) - (y.numbers[i] ?? 0);
    if (difference !== 0) return difference;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** How one round came to be, as far as the words go. */
export interface RoundMaker {
  readonly round: number;
  readonly origin: RoundOrigin;
  readonly pairedBy?: string;
}

function makerWords(maker: RoundMaker): string {
  if (maker.origin === 'typed') return 'typed by hand';
  if (maker.origin === 'imported') return 'imported from a TRF';
  return maker.pairedBy === undefined ? `paired by an earlier Sheetmate (before ${FIRST_NOTED_VERSION})` : `paired by Sheetmate ${maker.pairedBy}`;
}

/**
 * The rounds in words, runs of rounds made the same way together: "Rounds 1–2
 * paired by an earlier Sheetmate (before 0.3.0); round 3 paired by Sheetmate
 * 0.3.0." Empty for no round.
 */
export function roundMakersWords(rounds: readonly RoundMaker[]): string {
  const runs: { first: number; last: number; words: string }[] = [];
  for (const round of rounds) {
    const words = makerWords(round);
    const run = runs[runs.length - 1];
    if (run !== undefined && run.words === words && run.last === round.round - 1) run.last = round.round;
    else runs.push({ first: round.round, last: round.round, words });
  }
  const parts = runs.map((run) => `${run.first === run.last ? `round ${run.first}` : `rounds ${run.first}–${run.last}`} ${run.words}`);
  if (parts.length === 0) return '';
  const text = parts.join('; ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** Which Sheetmate last wrote the record, in words: "Sheetmate 0.3.0", or an earlier one that did not say. */
export function writerWords(record: EventRecord): string {
  return record.writtenBy === undefined ? `an earlier Sheetmate (before ${FIRST_NOTED_VERSION})` : `Sheetmate ${record.writtenBy}`;
}

/**
 * What an action says, once, when the record it found was last written by
 * another version of Sheetmate (the record it writes names this one, so the
 * next action says nothing); null when it is this version's, or there is no
 * record yet.
 */
export function otherVersionNote(record: EventRecord | null, version: string): string | null {
  if (record === null) return null;
  const writer = record.writtenBy;
  if (writer === undefined) {
    return `This event was begun with an earlier Sheetmate (before ${FIRST_NOTED_VERSION}, which notes the version that pairs each round); Sheetmate ${version} carries on with it, and its rounds so far stay as they were paired.`;
  }
  const order = compareVersions(writer, version);
  if (order < 0) return `This event was last written by Sheetmate ${writer}; Sheetmate ${version} carries on with it.`;
  if (order > 0) {
    return `This event was last written by Sheetmate ${writer}, newer than this one (${version}): it carries on, but paste the newer release into Extensions ▸ Apps Script to keep what ${writer} added.`;
  }
  return null;
}
