#!/usr/bin/env node
// npm start: builds the add-on (dist/), bundles the playground server from
// src/local/playground with esbuild (Node 20 cannot run TypeScript itself) and
// runs it: the whole add-on on a local workbook at http://127.0.0.1:8080/.
//   npm start -- [workbook.json | event.xlsx | players.csv] [--port N]
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Outside dist/: dist/ is what clasp pushes to Google.
const out = join(root, 'node_modules', '.cache', 'sheetmate', 'playground-server.mjs');

try {
  await buildAll();
  await build({
    entryPoints: [join(root, 'src/local/playground/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // esbuild and exceljs stay in node_modules, loaded from there at run time.
    packages: 'external',
    outfile: out,
    logLevel: 'warning',
  });
  const { runPlayground } = await import(pathToFileURL(out).href);
  const server = await runPlayground({ root, argv: process.argv.slice(2) });
  if (server !== null) {
    const stop = () => server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
