/**
 * Every `npx sheetmate` command the README shows, run as written on the files
 * it names (which must be in the repository, under examples/): each succeeds,
 * with exit status 0 and its output, and says nothing on standard error. The
 * first also runs through the real `bin/sheetmate.mjs`, as `npx` runs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { USAGE_SUMMARY } from '../../src/cli/usage';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The lines of the README's sh blocks that run `npx sheetmate`, comments cut off, as argument lists. */
function readmeCommands(): string[][] {
  const blocks = [...readme.matchAll(/```sh\n([^]*?)```/g)].map((match) => match[1]!);
  return blocks
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npx sheetmate '))
    .map((line) => line.slice('npx sheetmate '.length).split(/\s+/));
}

const commands = readmeCommands();

describe("the README's command-line examples", () => {
  it('shows every command of the command line, on files of examples/', () => {
    expect(commands.length).toBeGreaterThanOrEqual(8);
    const listed = new Set([...USAGE_SUMMARY.matchAll(/^\s+sheetmate (\w+)/gm)].map((match) => match[1]!));
    expect(listed.size).toBeGreaterThanOrEqual(3);
    expect(new Set(commands.map((args) => args[0]))).toEqual(listed);
    // Plain words only: no quoting for this parser to get wrong.
    for (const args of commands) expect(args.join(' ')).not.toMatch(/["'`\\$]/);
    const files = new Set(commands.flatMap((args) => args.slice(1).filter((arg, i) => i === 0 || arg.startsWith('examples/'))));
    for (const file of files) {
      expect(file, `${file} is an example file`).toMatch(/^examples\//);
      expect(existsSync(join(root, file)), `${file} exists`).toBe(true);
    }
    // Every kind of file the command line reads has its example, and every example is used.
    expect([...files].map((file) => file.split('.').pop()).sort()).toEqual(expect.arrayContaining(['csv', 'trf', 'txt']));
    const examples = readdirSync(join(root, 'examples')).filter((name) => name !== 'README.md');
    expect(examples.map((name) => `examples/${name}`).sort()).toEqual([...files].sort());
    const guide = readFileSync(join(root, 'examples', 'README.md'), 'utf8');
    for (const name of examples) expect(guide, `examples/README.md says what ${name} is`).toContain(`\`${name}\``);
  });

  it.each(commands.map((args) => [args.join(' '), args] as const))('sheetmate %s succeeds', (_line, args) => {
    const out = runCli(args, { readFile: (path) => readFileSync(join(root, path), 'utf8') });
    expect(out.stderr).toBe('');
    expect(out.exitCode).toBe(0);
    expect(out.stdout.trim()).not.toBe('');
    if (args.includes('json')) expect(() => JSON.parse(out.stdout)).not.toThrow();
  });

  it('runs as npx runs it, through bin/sheetmate.mjs', () => {
    const [first] = commands;
    const run = spawnSync(process.execPath, [join(root, 'bin/sheetmate.mjs'), ...first!], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(runCli(first!, { readFile: (path) => readFileSync(join(root, path), 'utf8') }).stdout);
  });
});
