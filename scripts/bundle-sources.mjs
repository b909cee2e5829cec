/**
 * What the command and the comparison scripts share: the project's sources
 * bundled with esbuild into one ES module under node_modules/.cache (Node 20
 * cannot run TypeScript), then imported, so each run uses the current
 * sources without a build step; and reading `--name value` options.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundles `source` (a file of the project, or `{ contents }`: module text
 * resolved from the project's root) as `name`.mjs and imports it.
 */
export async function bundleSources(name, source) {
  const out = join(root, 'node_modules', '.cache', 'sheetmate', `${name}.mjs`);
  mkdirSync(dirname(out), { recursive: true });
  await build({
    ...(typeof source === 'string' ? { entryPoints: [join(root, source)] } : { stdin: { contents: source.contents, resolveDir: root, loader: 'ts' } }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: out,
    logLevel: 'warning',
  });
  return import(pathToFileURL(out).href);
}

/** The value after `--name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
