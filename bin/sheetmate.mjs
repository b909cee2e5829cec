#!/usr/bin/env node
// The sheetmate command: bundles src/cli (fast, with esbuild) and runs it, so it
// always runs the current sources without a separate build step.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mkdirSync } from 'node:fs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'node_modules', '.cache', 'sheetmate', 'cli.mjs');
mkdirSync(dirname(out), { recursive: true });
await build({
  entryPoints: [join(root, 'src/cli/node.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: out,
  logLevel: 'warning',
});
await import(pathToFileURL(out).href);
