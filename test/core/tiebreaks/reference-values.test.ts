/**
 * Every value FIDE's tie-break calculator (TieBreakServer tiebreakchecker.py
 * 1.9.57, 2026 rules) gives for 30 Swiss tournaments and 4 round robins scored
 * 1 / ½ / 0, and for 12 Swiss tournaments and 12 round robins scored 3 / 1 / 0,
 * 2 / 1 / 0 and 3 / 2 / 1, and its ranking order. See
 * test/fixtures/tiebreaks/README.md for how they were made. The `values_2024_rules` blocks (the older edition) are not checked:
 * Sheetmate implements the 2026 edition only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../../src/core/model';
import {
  computeStandings,
  createTiebreakContext,
  type TiebreakCode,
  type TournamentSystem,
} from '../../../src/core/tiebreaks';
import { readTrf } from '../../../src/core/trf/read';

const FIXTURES = fileURLToPath(new URL('../../fixtures/tiebreaks/', import.meta.url));

type Values = Record<string, number | null>;

interface ReferenceFile {
  readonly source: string;
  readonly mode: string;
  readonly rules: string;
  readonly values: { readonly codes: readonly string[]; readonly by_start_number: Record<string, Values> };
  readonly ranking: {
    readonly codes: readonly string[];
    readonly order: readonly number[];
    readonly by_start_number: Record<string, { readonly rank: number; readonly values: readonly (number | null)[] }>;
  };
}

interface Case {
  readonly name: string;
  readonly reference: ReferenceFile;
  readonly tournament: Tournament;
  readonly system: TournamentSystem;
}

function loadCases(): Case[] {
  const swiss = readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, json: `${FIXTURES}${file}`, trfDirectory: `${FIXTURES}tournaments/` }));
  const roundRobins = readdirSync(`${FIXTURES}rr/`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file: `rr/${file}`, json: `${FIXTURES}rr/${file}`, trfDirectory: `${FIXTURES}rr/` }));
  const pointSystems = readdirSync(`${FIXTURES}point-systems/`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file: `point-systems/${file}`, json: `${FIXTURES}point-systems/${file}`, trfDirectory: `${FIXTURES}point-systems/` }));
  return [...swiss, ...roundRobins, ...pointSystems].map(({ file, json, trfDirectory }) => {
    const reference = JSON.parse(readFileSync(json, 'utf8')) as ReferenceFile;
    const trfName = reference.source.split('/').pop()!;
    const tournament = readTrf(readFileSync(`${trfDirectory}${trfName}`, 'utf8'), trfName).tournament;
    const system: TournamentSystem = reference.mode === 'swiss' ? 'swiss' : 'round-robin';
    return { name: file, reference, tournament, system };
  });
}

const cases = loadCases();

/** `ABH` is the calculator's helper for art. 16.3, not a code: compare it with the context's adjusted score. */
const HELPER = 'ABH';

function mismatches(testCase: Case): { compared: number; wrong: string[] } {
  const { reference, tournament, system } = testCase;
  const codes = reference.values.codes.filter((code) => code !== HELPER);
  const rows = computeStandings(tournament, { system, tiebreaks: codes });
  const context = createTiebreakContext(tournament, { system });
  const wrong: string[] = [];
  let compared = 0;
  for (const row of rows) {
    const expected = reference.values.by_start_number[String(row.startNumber)]!;
    for (const code of reference.values.codes) {
      const actual =
        code === HELPER
          ? context.players.get(row.startNumber)!.adjustedScore / 10
          : row.tiebreaks[code as TiebreakCode];
      compared += 1;
      if (actual !== expected[code]) wrong.push(`player ${row.startNumber} ${code}: ${actual} ≠ ${expected[code]}`);
    }
  }
  return { compared, wrong };
}

describe("FIDE's tie-break calculator, 2026 rules", () => {
  it('covers 30 Swiss tournaments and 4 round robins scored 1 / ½ / 0, and 12 of each under 3 / 1 / 0, 2 / 1 / 0 and 3 / 2 / 1, all under the 2026 rules', () => {
    const scored = (prefix: string, system: TournamentSystem) =>
      cases.filter((testCase) => testCase.name.startsWith(prefix) && testCase.system === system).length;
    expect(scored('t-', 'swiss')).toBe(30);
    expect(scored('rr/', 'round-robin')).toBe(4);
    for (const pointSystem of ['310', '210', '321']) {
      expect(scored(`point-systems/ps${pointSystem}-n`, 'swiss')).toBe(4);
      expect(scored(`point-systems/ps${pointSystem}-rr`, 'round-robin')).toBe(4);
    }
    // The point system is the file's own (its 162 line), not 1 / ½ / 0.
    const wins = (prefix: string) => new Set(cases.filter((testCase) => testCase.name.startsWith(prefix)).map((testCase) => testCase.tournament.points.win));
    expect([...wins('point-systems/ps310'), ...wins('point-systems/ps210'), ...wins('point-systems/ps321')]).toEqual([30, 20, 30]);
    expect(new Set(cases.map((testCase) => testCase.tournament.points.loss))).toEqual(new Set([0, 10]));
    expect(new Set(cases.map((testCase) => testCase.reference.rules))).toEqual(new Set(['2026-03-01']));
  });

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))(
    '%s: every value of every code for every player',
    (_name, testCase) => {
      const { compared, wrong } = mismatches(testCase);
      expect(wrong).toEqual([]);
      expect(compared).toBe(
        Object.keys(testCase.reference.values.by_start_number).length * testCase.reference.values.codes.length,
      );
    },
  );

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))(
    '%s: the ranking order, shared ranks and the DE column',
    (_name, testCase) => {
      const { reference, tournament, system } = testCase;
      const codes = reference.ranking.codes.filter((code) => code !== 'PTS');
      const rows = computeStandings(tournament, { system, tiebreaks: codes });
      expect(rows.map((row) => row.startNumber)).toEqual(reference.ranking.order);
      for (const row of rows) {
        const expected = reference.ranking.by_start_number[String(row.startNumber)]!;
        const values = [row.points / 10, ...codes.map((code) => row.tiebreaks[code as TiebreakCode])];
        expect({ player: row.startNumber, rank: row.rank, values }).toEqual({
          player: row.startNumber,
          rank: expected.rank,
          values: expected.values,
        });
      }
    },
  );

  it('agrees on all 66,700 values: 55,600 scored 1 / ½ / 0 and 11,100 under other point systems', () => {
    const compared = (onlyPointSystems: boolean) =>
      cases
        .filter((testCase) => testCase.name.startsWith('point-systems/') === onlyPointSystems)
        .reduce((sum, testCase) => sum + mismatches(testCase).compared, 0);
    expect(compared(false)).toBe(55_600);
    expect(compared(true)).toBe(11_100);
  });
});

describe("the calculator's own hand checks (fixtures README, t-n007-r06-s494403710)", () => {
  const testCase = cases.find((candidate) => candidate.name === 't-n007-r06-s494403710.json')!;
  const rows = computeStandings(testCase.tournament, { system: 'swiss', tiebreaks: ['BH', 'BH/C1', 'SB'] });
  const player = (startNumber: number) => rows.find((row) => row.startNumber === startNumber)!.tiebreaks;

  it("values player 1's round-6 forfeit win by min(own 5, opponent's 1½): BH 16½, Cut-1 15", () => {
    expect(player(1)).toEqual({ BH: 16.5, 'BH/C1': 15, SB: 13 });
  });

  it("values player 5's double forfeit, PAB and forfeit loss at min(1½, …) each: BH 14, Cut-1 cuts a VUR", () => {
    expect(player(5)).toMatchObject({ BH: 14, 'BH/C1': 12.5 });
  });
});
