/**
 * Baku acceleration declared by `192 FIDE_DUTCH_2025_BAKU` / `192 FIDE_DUTCH_BAKU`:
 * read as the reference engine reads it, checked and paired against its own
 * pairings (test/fixtures/dutch/generated/baku-cuts/README.md says how they were made).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/main';
import { readTrf } from '../../../src/core/trf/read';
import { bakuAcceleration } from '../../../src/core/trf/read-extensions';
import { writeTrf } from '../../../src/core/trf/write';

const GENERATED = join(__dirname, '..', '..', 'fixtures', 'dutch', 'generated');
const CUTS = join(GENERATED, 'baku-cuts');
const COMPLETE = ['baku-n044-r07.trf', 'baku-n052-r09.trf'];

function run(args: string[], path: string) {
  return runCli(args, { readFile: (file) => (file === path ? readFileSync(path, 'utf8') : (() => { throw new Error('ENOENT'); })()) });
}

const withType = (text: string, type: string) => text.replace(/^192 .*$/m, `192 ${type}`);

describe('the 192 Baku declaration', () => {
  const text = readFileSync(join(GENERATED, 'baku-n044-r07.trf'), 'utf8');

  it('gives group A (the first ⌈N/2⌉ of 44: players 1-22) 1, 1, ½, ½ in the first ⌈7/2⌉ = 4 rounds', () => {
    const acceleration = readTrf(text).tournament.acceleration!;
    expect([...acceleration.keys()]).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (const values of acceleration.values()) expect(values).toEqual([10, 10, 5, 5]);
  });

  it('in nine rounds, five are accelerated: three with a point and two with ½ (the Handbook’s example)', () => {
    expect(bakuAcceleration([1, 2, 3, 4, 5], 9)).toEqual(
      new Map([1, 2, 3].map((player) => [player, [10, 10, 10, 5, 5]])),
    );
  });

  it('counts pairing numbers, not start-number values, when numbers have gaps', () => {
    expect([...bakuAcceleration([1, 2, 5, 9, 20], 4).keys()]).toEqual([1, 2, 5]);
  });

  it('reads FIDE_DUTCH_BAKU the same, and FIDE_DUTCH_2025 as no acceleration', () => {
    expect(readTrf(withType(text, 'FIDE_DUTCH_BAKU')).tournament.acceleration).toEqual(readTrf(text).tournament.acceleration);
    expect(readTrf(withType(text, 'FIDE_DUTCH_2025')).tournament.acceleration).toBeUndefined();
  });

  it('gives way to explicit XXA records, as the reference does, so a written file reads back the same', () => {
    const explicit = readTrf(`${text}XXA   40  0.0  1.0\n`).tournament.acceleration!;
    expect([...explicit.entries()]).toEqual([[40, [0, 10]]]);
    const file = readTrf(text);
    const again = readTrf(writeTrf(file));
    expect(again.tournament.acceleration).toEqual(file.tournament.acceleration);
  });

  it('needs the total number of rounds, and says so naming the 192 line', () => {
    expect(() => readTrf(text.replace(/^XXR .*\n/m, ''), 'b.trf')).toThrow(/b\.trf, line 2, column 5: 192 FIDE_DUTCH_2025_BAKU declares Baku acceleration, which needs the total number of rounds/);
  });
});

describe('sheetmate on the reference engine’s Baku tournaments', () => {
  it.each(COMPLETE)('check accepts every round of %s', (name) => {
    const path = join(GENERATED, name);
    const out = run(['check', path], path);
    expect(out.stdout).toContain('Every round agrees with the Dutch pairing.');
    expect(out.exitCode).toBe(0);
  });

  it.each(COMPLETE)('check finds rounds that differ when %s is read without acceleration', (name) => {
    const file = readTrf(withType(readFileSync(join(GENERATED, name), 'utf8'), 'FIDE_DUTCH_2025'));
    expect(file.tournament.acceleration).toBeUndefined();
    const path = join(GENERATED, name);
    const out = runCli(['check', 'plain.trf'], { readFile: () => withType(readFileSync(path, 'utf8'), 'FIDE_DUTCH_2025') });
    expect(out.exitCode).toBe(1);
  });

  const cuts = readdirSync(CUTS).filter((name) => name.endsWith('.trf')).sort();

  it('has a cut before every round of both events', () => {
    expect(cuts).toHaveLength(7 + 9);
  });

  it.each(cuts)('pair on %s gives the reference’s pairing, colours and bye included', (name) => {
    const path = join(CUTS, name);
    const out = run(['pair', path, '--format', 'pairs'], path);
    expect(out.exitCode).toBe(0);
    const lines = (pairs: string) => pairs.trim().split('\n');
    const expected = lines(readFileSync(path.replace(/\.trf$/, '.pairs'), 'utf8'));
    expect(lines(out.stdout)[0]).toBe(expected[0]);
    expect(new Set(lines(out.stdout).slice(1))).toEqual(new Set(expected.slice(1)));
  });
});
