#!/usr/bin/env node
// The sheetmate command: bundles src/cli (fast, with esbuild) and runs it, so it
// always runs the current sources without a separate build step.
import { bundleSources } from '../scripts/bundle-sources.mjs';

await bundleSources('cli', 'src/cli/node.ts');
