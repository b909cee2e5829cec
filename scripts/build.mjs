#!/usr/bin/env node
/**
 * Builds what clasp pushes, into dist/:
 * - Code.js: src/addon/entry.ts bundled by esbuild into one IIFE (es2020), preceded
 *   by a top-level stub for every `global.name = …` in it (gas-entry-generator),
 *   because Apps Script only calls top-level functions;
 * - Sidebar.html: sidebar/sidebar.html with the bundled sidebar/sidebar.ts and
 *   sidebar/sidebar.css inlined (Apps Script serves only .gs/.js/.html files);
 * - appsscript.json, copied.
 */
import { build } from 'esbuild';
import gasEntryGenerator from 'gas-entry-generator';
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

export async function buildAll({ quiet = false } = {}) {
  mkdirSync(dist, { recursive: true });

  const server = await build({
    entryPoints: [join(root, 'src/addon/entry.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    platform: 'neutral',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const bundle = server.outputFiles[0].text;
  const { entryPointFunctions } = gasEntryGenerator.generate(bundle, { comment: true });
  const code =
    '// Sheetmate: built by scripts/build.mjs from src/. Do not edit: edit src/ and rebuild.\n' +
    entryPointFunctions +
    '\nvar global = this;\n' +
    bundle;
  writeFileSync(join(dist, 'Code.js'), code);

  const sidebarScript = await build({
    entryPoints: [join(root, 'sidebar/sidebar.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const script = sidebarScript.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  const css = readFileSync(join(root, 'sidebar/sidebar.css'), 'utf8').replace(/<\/style/gi, '<\\/style');
  const template = readFileSync(join(root, 'sidebar/sidebar.html'), 'utf8');
  if (!template.includes('<!-- inline:css -->') || !template.includes('<!-- inline:js -->')) {
    throw new Error('sidebar/sidebar.html must contain <!-- inline:css --> and <!-- inline:js -->');
  }
  const html = template
    .replace('<!-- inline:css -->', () => `<style>\n${css}</style>`)
    .replace('<!-- inline:js -->', () => `<script>\n${script}</script>`);
  writeFileSync(join(dist, 'Sidebar.html'), html);

  copyFileSync(join(root, 'appsscript.json'), join(dist, 'appsscript.json'));
  if (!quiet) {
    const size = (name) => `${name} ${(Buffer.byteLength(readFileSync(join(dist, name))) / 1024).toFixed(1)} KiB`;
    console.log(`built dist/: ${size('Code.js')}, ${size('Sidebar.html')}, appsscript.json`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildAll();
}
