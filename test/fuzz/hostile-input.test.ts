/**
 * Hostile and broken input gets a bounded, clear answer. A few thousand inputs
 * mutated from real files with a fixed seed (so a failure is reproducible)
 * go through the TRF reader, the CSV and quick-Swiss text readers and every
 * command of the command line; so do the named bombs (deep nesting, huge numbers, long lines). Each must
 * end in a result or a clear error (an InputError a person can read, or no
 * valid pairing), within a time and memory bound: never another exception.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliOutput } from '../../src/cli/main';
import { LINE_CHARACTERS } from '../../src/cli/messages';
import { parseCsv } from '../../src/core/workbook/csv';
import { readPlayersTable } from '../../src/core/workbook/players-table';
import { InputError, InputErrors, NoValidPairingError } from '../../src/core/errors';
import { seededRandom, type Random } from '../../src/core/random';
import { parseQuickSwissText } from '../../src/core/systems/quick-swiss-text';
import { readTrf } from '../../src/core/trf/read';
import { gapTrf } from '../cli/gap-trf';

const FIXTURES = join(__dirname, '..', 'fixtures');
const SEED = 20_260_215;
/** Per input; far above what any input takes, far below a hang. */
const TIME_LIMIT_MS = 10_000;
const HEAP_LIMIT_BYTES = 512 * 1024 * 1024;

const TRF_SOURCES = ['trf/t-n007-r06-s494403710.trf', 'trf/t-n015-r05-s1378262895.trf', 'trf/case-009-xxc.trf', 'trf/rr-n06-double.trf'].map((path) =>
  readFileSync(join(FIXTURES, path), 'utf8'),
);
const CSV_SOURCES = [
  readFileSync(join(__dirname, '..', '..', 'examples', 'players.csv'), 'utf8'),
  'Name,Rating,Title,Federation,Status\n"Smith, Ann",1500,,ENG,\nBo Chen,1400,CM,,withdrawn\nCy;Diaz,0,,,\n',
];
const TEXT_SOURCES = ['Asha | 3 | Ben,Dia\nBen | 2 | Asha\nCole | 2\nDia | 1 | Asha\nEve\n', 'Ann Lee | 2.5 | Bo Chan, Cy Diaz\nBo Chan | 1\nCy Diaz | 0.5 | Ann Lee\n'];

/** Characters that break parsers: separators, quotes, tags, huge numbers, control characters. */
const NASTY = ['|', ',', ';', '"', '\n', '\r', '\t', '\u0000', '=', '+', '-', '@', ' ', '0', '9', '½', 'w', 'b', '1', 'U', 'Z', '99999999', '001', 'XXP', 'XXR', '250', '192 FIDE_DUTCH_BAKU', '\uFEFF', '\u202E'];

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;
const at = (text: string, random: Random) => Math.floor(random() * (text.length + 1));

/** One to three random edits of the text: characters, ranges, lines, digits. */
function mutate(text: string, random: Random): string {
  let result = text;
  const edits = 1 + Math.floor(random() * 3);
  for (let edit = 0; edit < edits; edit++) {
    const kind = Math.floor(random() * 9);
    const i = at(result, random);
    const j = Math.min(result.length, i + Math.floor(random() * 40));
    switch (kind) {
      case 0: // replace a character
        result = result.slice(0, i) + pick(NASTY, random) + result.slice(i + 1);
        break;
      case 1: // insert
        result = result.slice(0, i) + pick(NASTY, random) + result.slice(i);
        break;
      case 2: // delete a range
        result = result.slice(0, i) + result.slice(j);
        break;
      case 3: // duplicate a range
        result = result.slice(0, j) + result.slice(i, j) + result.slice(j);
        break;
      case 4: {
        // swap or duplicate a line
        const lines = result.split('\n');
        const a = Math.floor(random() * lines.length);
        const b = Math.floor(random() * lines.length);
        if (random() < 0.5) [lines[a], lines[b]] = [lines[b]!, lines[a]!];
        else lines.splice(a, 0, lines[b]!);
        result = lines.join('\n');
        break;
      }
      case 5: // a digit to another digit (start numbers, opponents, ratings, results)
        result = result.replace(/\d/g, (digit, offset: number) => (offset >= i && offset < j ? String(Math.floor(random() * 10)) : digit));
        break;
      case 6: // truncate
        result = result.slice(0, i);
        break;
      case 7: // shift a column: one space in or out
        result = random() < 0.5 ? result.slice(0, i) + ' ' + result.slice(i) : result.slice(0, i) + result.slice(i + 1);
        break;
      default: // a line repeated many times (floods)
        result += `\n${result.split('\n')[Math.floor(random() * 3)] ?? ''}`.repeat(1 + Math.floor(random() * 200));
    }
  }
  return result;
}

interface Tally {
  inputs: number;
  results: number;
  clearErrors: number;
  slowest: number;
}

function isClearError(error: unknown): error is Error {
  return error instanceof InputError || error instanceof InputErrors || error instanceof NoValidPairingError;
}

/** The message of a clear error: words, not internals, and short enough to read. */
function expectReadable(message: string, context: string): void {
  expect(message.trim(), context).not.toBe('');
  expect(message, context).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]|TypeError|RangeError|at .*\.ts:\d+/);
}

/** What the command line prints: also short enough to read (40 lines of at most 300 characters, and a note). */
function expectPrintable(stderr: string, context: string): void {
  expectReadable(stderr, context);
  const lines = stderr.trimEnd().split('\n');
  expect(lines.length, context).toBeLessThanOrEqual(41);
  for (const line of lines) expect(line.length, context).toBeLessThanOrEqual(LINE_CHARACTERS);
}

/** Runs one input through `run`, which must return or throw a clear error, in bounded time and memory. */
function bounded(tally: Tally, context: string, run: () => void | CliOutput): void {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  tally.inputs++;
  try {
    const out = run();
    // A command that refused its input (exit status 2) gave a clear error too.
    if (out !== undefined && out.exitCode === 2) tally.clearErrors++;
    else tally.results++;
  } catch (error) {
    if (!isClearError(error)) throw new Error(`${context}: ${error instanceof Error ? error.stack : String(error)}`);
    expectReadable(error.message, context);
    tally.clearErrors++;
  }
  const elapsed = performance.now() - started;
  tally.slowest = Math.max(tally.slowest, elapsed);
  expect(elapsed, `${context} took ${Math.round(elapsed)} ms`).toBeLessThan(TIME_LIMIT_MS);
  expect(process.memoryUsage().heapUsed - heapBefore, context).toBeLessThan(HEAP_LIMIT_BYTES);
}

/** A command line run: exit 0 or 1 with output, or 2 with a readable message. runCli rethrows anything unexpected. */
function cli(args: string[], name: string, text: string): CliOutput {
  const out = runCli([...args.slice(0, 1), name, ...args.slice(1)], { readFile: (path) => (path === name ? text : (() => { throw new Error('ENOENT'); })()) });
  expect([0, 1, 2]).toContain(out.exitCode);
  if (out.exitCode === 2) expectPrintable(out.stderr, `${args.join(' ')} ${name}`);
  else expect(out.stdout).not.toBe('');
  return out;
}

const TRF_COMMANDS = [['check'], ['standings'], ['standings', '--format', 'csv'], ['pair'], ['pair', '--format', 'json'], ['pair', '--format', 'pairs'], ['pair', '--system', 'quick']];

function summary(what: string, tally: Tally): string {
  return `${what}: ${tally.inputs} inputs, ${tally.results} results, ${tally.clearErrors} clear errors, 0 other exceptions; slowest ${Math.round(tally.slowest)} ms`;
}

describe('fuzzing with a fixed seed', () => {
  it('the TRF reader and every command on 2,400 mutated TRF files', () => {
    const random = seededRandom(SEED);
    const reader: Tally = { inputs: 0, results: 0, clearErrors: 0, slowest: 0 };
    const commands: Tally = { inputs: 0, results: 0, clearErrors: 0, slowest: 0 };
    for (let n = 0; n < 2400; n++) {
      const text = mutate(pick(TRF_SOURCES, random), random);
      bounded(reader, `TRF mutation ${n}`, () => void readTrf(text, 'fuzz.trf'));
      // Every input through one command (in turn), a quarter through all of them.
      const runs = n % 4 === 0 ? TRF_COMMANDS : [TRF_COMMANDS[n % TRF_COMMANDS.length]!];
      for (const args of runs) bounded(commands, `TRF mutation ${n}: ${args.join(' ')}`, () => cli(args, 'fuzz.trf', text));
    }
    console.log(summary('TRF reader', reader));
    console.log(summary('CLI on TRF', commands));
    expect(reader.inputs).toBe(2400);
    expect(reader.results).toBeGreaterThan(100);
    expect(reader.clearErrors).toBeGreaterThan(100);
  });

  it('the Players CSV reader and pair on 1,000 mutated CSV files', () => {
    const random = seededRandom(SEED + 1);
    const tally: Tally = { inputs: 0, results: 0, clearErrors: 0, slowest: 0 };
    for (let n = 0; n < 1000; n++) {
      const text = mutate(pick(CSV_SOURCES, random), random);
      bounded(tally, `CSV mutation ${n}`, () => void readPlayersTable(parseCsv(text), 'fuzz.csv', { requireRatings: n % 2 === 0 }));
      const system = pick(['split', 'fold', 'slide', 'adjacent', 'random', 'quick', 'round-robin', 'dutch'], random);
      bounded(tally, `CSV mutation ${n}: pair --system ${system}`, () => cli(['pair', '--system', system, '--format', n % 2 === 0 ? 'json' : 'text'], 'fuzz.csv', text));
    }
    console.log(summary('CSV reader and pair', tally));
    expect(tally.inputs).toBe(2000);
  });

  it('the quick-Swiss text reader and pair on 1,000 mutated text files', () => {
    const random = seededRandom(SEED + 2);
    const tally: Tally = { inputs: 0, results: 0, clearErrors: 0, slowest: 0 };
    for (let n = 0; n < 1000; n++) {
      const text = mutate(pick(TEXT_SOURCES, random), random);
      bounded(tally, `text mutation ${n}`, () => void parseQuickSwissText(text, 'fuzz.txt'));
      bounded(tally, `text mutation ${n}: pair`, () => cli(['pair', '--format', n % 2 === 0 ? 'json' : 'text'], 'fuzz.txt', text));
    }
    console.log(summary('quick-Swiss text reader and pair', tally));
    expect(tally.inputs).toBe(2000);
  });

  it('loose command-line arguments', () => {
    const random = seededRandom(SEED + 3);
    const tally: Tally = { inputs: 0, results: 0, clearErrors: 0, slowest: 0 };
    const words = ['pair', 'check', 'standings', '--round', '0', '-1', '99999', '1e3', '--format', 'xml', '--system', 'dutch', 'fold', '--seed', 'x', '--tiebreaks', 'BH,,XX', '--help', '-h', '--', '--round=', 'a.trf', 'a.csv', 'a.txt', 'a.xlsx'];
    const files: Record<string, string> = { 'a.trf': TRF_SOURCES[0]!, 'a.csv': CSV_SOURCES[0]!, 'a.txt': TEXT_SOURCES[0]!, 'a.xlsx': 'PK\u0003\u0004' };
    for (let n = 0; n < 500; n++) {
      const argv = Array.from({ length: Math.floor(random() * 6) }, () => pick(words, random));
      bounded(tally, `argv ${JSON.stringify(argv)}`, () => {
        const out = runCli(argv, { readFile: (path) => files[path] ?? (() => { throw new Error('ENOENT'); })() });
        expect([0, 1, 2]).toContain(out.exitCode);
        if (out.exitCode === 2) expectPrintable(out.stderr, JSON.stringify(argv));
        return out;
      });
    }
    console.log(summary('CLI arguments', tally));
  });
});

describe('the named bombs, through the reader and the command line', () => {
  const players = (count: number) =>
    Array.from({ length: count }, (_, i) => `001 ${String(i + 1).padStart(4)}      ${`Player ${i + 1}`.padEnd(33)} ${String(2000 - i).padStart(4)}`).join('\n');
  const bombs: Record<string, string> = {
    'a 250 range to player 99999999': `012 Bomb\nXXR 5\n250      1.0 001 005 0001 99999999\n${players(6)}\n`,
    'an XXP line repeating 100,000 numbers': `012 Bomb\nXXR 5\nXXP ${Array.from({ length: 100_000 }, (_, i) => String((i % 6) + 1).padStart(4)).join(' ')}\n${players(6)}\n`,
    'a game in round 200,000': `012 Bomb\n${`001    1      A${' '.repeat(77)}${'          '.repeat(199_999)}   2 w 1`}\n${`001    2      B${' '.repeat(77)}${'          '.repeat(199_999)}   1 b 0`}\n`,
    'start numbers 1-6 and 20': gapTrf(),
    'an error on every one of 60,000 lines': `012 Flood\n${'001 xxxx      Nobody\n'.repeat(60_000)}`,
  };

  it.each(Object.entries(bombs))('%s', (name, text) => {
    const tally: Tally = { inputs: 0, results: 0, clearErrors: 0, slowest: 0 };
    bounded(tally, `${name}: readTrf`, () => void readTrf(text, 'bomb.trf'));
    for (const args of TRF_COMMANDS) bounded(tally, `${name}: ${args.join(' ')}`, () => cli(args, 'bomb.trf', text));
    expect(tally.inputs).toBe(1 + TRF_COMMANDS.length);
  });
});
