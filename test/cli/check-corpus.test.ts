/** `sheetmate check` on the whole reference corpus: a corpus test (its own vitest project). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';

const FIXTURES = join(__dirname, '..', 'fixtures');

function run(args: string[], files: Record<string, string>) {
  return runCli(args, { readFile: (path) => files[path] ?? (() => { throw new Error('ENOENT'); })() });
}

describe('sheetmate check on the reference corpus', () => {
  const dir = join(FIXTURES, 'dutch', 'tournaments');
  const files = readdirSync(dir).filter((name) => name.endsWith('.trf'));

  it('finds every one of the 210 complete reference tournaments in agreement (exit status 0)', () => {
    expect(files).toHaveLength(210);
    const failing = files.filter((name) => {
      const out = run(['check', name], { [name]: readFileSync(join(dir, name), 'utf8') });
      return out.exitCode !== 0;
    });
    expect(failing).toEqual([]);
  });
});
