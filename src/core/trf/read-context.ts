/**
 * What every part of the TRF reader shares: the list of problems found so far
 * (each naming its line and column), the words of a line, and the limits that
 * keep a hostile file from making the reader build more than it contains.
 */

import { InputError, throwIfAny } from '../errors';
import { parseWhole, TrfInputError } from './fields';

/**
 * The most rounds a file may declare or use. TRF-2026 writes round numbers in
 * three digits (`250`, `260`); no real event comes near.
 */
export const MAX_ROUNDS = 999;

/**
 * Problems stop being collected after this many: the message shows the first
 * few anyway (see `InputErrors`), and a file that is not a TRF at all must not
 * build a million of them.
 */
const MAX_PROBLEMS = 1000;

/** The problems found in a file, in the order found. */
export class Problems {
  readonly list: InputError[] = [];
  /** Problems found beyond `MAX_PROBLEMS`, counted but not kept. */
  private dropped = 0;

  constructor(readonly source: string | undefined) {}

  /** Records a problem at a line (and column) of the file. */
  fail(message: string, line?: number, column?: number): void {
    if (this.list.length >= MAX_PROBLEMS) {
      this.dropped++;
      return;
    }
    this.list.push(
      new TrfInputError(message, {
        ...(this.source !== undefined ? { source: this.source } : {}),
        ...(line !== undefined ? { row: line } : {}),
        ...(column !== undefined ? { column } : {}),
      }),
    );
  }

  /** Throws what was found (see `throwIfAny`), or nothing. */
  throwIfAny(): void {
    throwIfAny(this.list, this.dropped);
  }

  /** How many problems were found, those not kept included. */
  get count(): number {
    return this.list.length + this.dropped;
  }

  /** `{ source }` for an error about the whole file. */
  location(): { source?: string } {
    return this.source !== undefined ? { source: this.source } : {};
  }
}

/** A word of a line and its 1-based column. */
export interface Word {
  readonly word: string;
  readonly column: number;
}

/** Words of a line after `from` characters, with their 1-based columns. */
export function wordsOf(line: string, from: number): Word[] {
  const words: Word[] = [];
  const pattern = /\S+/g;
  pattern.lastIndex = from;
  for (let match = pattern.exec(line); match !== null; match = pattern.exec(line)) {
    words.push({ word: match[0], column: match.index + 1 });
  }
  return words;
}

/** Whole numbers from words, or `null` after reporting the first that is not one. */
export function wholeNumbers(problems: Problems, words: readonly Word[], line: number, what = 'start number'): number[] | null {
  const values: number[] = [];
  for (const { word, column } of words) {
    const value = parseWhole(word);
    if (value === null) {
      problems.fail(`'${word}' is not a ${what}`, line, column);
      return null;
    }
    values.push(value);
  }
  return values;
}

/** The text of a header line after its tag. */
export function textAfterTag(line: string): string {
  return line.slice(3).trim();
}
