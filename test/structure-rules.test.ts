/**
 * The limits and the facts defined once (scripts/structure-rules.ts), on a
 * tiny project written to a temporary folder: each rule finds its breach,
 * and the project as it stands keeps every rule.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { structureProblems } from '../scripts/structure-rules';

const BASE: Record<string, string> = {
  'src/core/workbook/layout.ts': [
    "export const PAIRINGS_SHEET = 'Pairings';",
    "export const BYES_HEADER: readonly string[] = ['Round', 'Player', 'Kind', 'Points'];",
    "export const PLAYER_COLUMNS = [{ field: 'rating', header: 'Rating' }];",
  ].join('\n'),
  'src/core/workbook/results.ts': "define('1-0', '1', '0', '1:0');\ndefine('½-½', '=', '=', '1/2-1/2', 'draw');\n",
  'src/core/model.ts': "export const bye = { kind: 'half-point', points: 5 };\n",
  'src/core/ids.ts': "export function nameKey(name: string): string {\n  return name.normalize('NFC').toLocaleLowerCase();\n}\n",
};

let root = '';
function project(files: Record<string, string>): string[] {
  root = mkdtempSync(join(tmpdir(), 'structure-'));
  for (const [path, text] of Object.entries({ ...BASE, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return structureProblems(root);
}

afterEach(() => {
  if (root !== '') rmSync(root, { recursive: true, force: true });
  root = '';
});

const lines = (count: number, text = 'export const x = 1;') => Array.from({ length: count }, () => text).join('\n');

describe('the structure rules', () => {
  it('pass the tiny project that defines each fact once', () => {
    expect(project({})).toEqual([]);
  });

  it('find a folder of more than 15 files or 2,500 lines, src/addon at 1,000 lines, a function of 81 lines', () => {
    const many = Object.fromEntries(Array.from({ length: 16 }, (_, index) => [`src/core/views/view-${index}.ts`, 'export const x = 1;\n']));
    const problems = project({
      ...many,
      'src/core/record/long.ts': lines(2501),
      'src/addon/server.ts': lines(1000),
      'src/core/actions/pair.ts': `export function pair(): void {\n${lines(79, '  void 0;')}\n}\n`,
      'src/core/dutch/big.ts': `export function engine(): void {\n${lines(200, '  void 0;')}\n}\n${lines(2400)}`,
    });
    expect(problems.sort()).toEqual(
      [
        'src/core/views/: 16 source files, more than 15; split it by job',
        'src/core/record/: 2501 lines, more than 2500; split it by job',
        'src/addon/: 1000 lines, 1000 or more; decisions belong in src/core/actions',
        'src/core/actions/pair.ts:1: pair is 81 lines, more than 80; split it',
      ].sort(),
    );
  });

  it('find a sheet name, a header, a notation, bye points and a name rule defined a second time', () => {
    const problems = project({
      'src/core/views/byes.ts': [
        "export const sheet = 'Pairings';",
        "export const header = ['Round', 'Player'];",
        "export const where = { column: 'Rating' };",
        "export const draw = '1/2-1/2';",
        "export const bye = { kind: 'half-point', points: 5 };",
        "export const fine = { kind: 'half-point', points: byePoints('half-point', points) };",
        "export const key = (name: string) => name.normalize('NFC');",
        'export function sameName(a: string, b: string) { return a === b; }',
      ].join('\n'),
      // The command line's tables and the playground's sample data are not the workbook's layout.
      'src/cli/table.ts': "export const header = ['Round', 'Player'];\n",
    });
    expect(problems.map((problem) => problem.replace(/;.*/, ''))).toEqual([
      "src/core/views/byes.ts:1: the sheet name 'Pairings' is spelt here",
      'src/core/views/byes.ts:2: a row of headers is defined here',
      "src/core/views/byes.ts:3: the header 'Rating' is spelt here",
      "src/core/views/byes.ts:4: the result notation '1/2-1/2' is spelt here",
      'src/core/views/byes.ts:5: a half-point bye is given its points here',
      'src/core/views/byes.ts:7: names are normalised here',
      'src/core/views/byes.ts:8: a name comparison is declared here',
    ]);
  });

  it('hold for the project itself', () => {
    expect(structureProblems(resolve(__dirname, '..'))).toEqual([]);
  });
});
