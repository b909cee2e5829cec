#!/usr/bin/env node
// npm start: builds the add-on and pairs the example Players sheet with the
// command line (the local playground replaces this once it lands).
import { buildAll } from './build.mjs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await buildAll();
const result = spawnSync(process.execPath, [join(root, 'bin/sheetmate.mjs'), 'pair', join(root, 'examples/players.csv')], { stdio: 'inherit' });
process.exitCode = result.status ?? 1;
