#!/usr/bin/env node
/**
 * Builds the add-on. `npm run build` writes what clasp pushes, into dist/,
 * the listing's icons and card banner (docs/listing, from its SVGs:
 * icons.mjs), and points docs/listing and the README at the repository
 * package.json names (addresses.mjs):
 * - Code.js: src/addon/entry.ts bundled by esbuild into one IIFE (es2020), preceded
 *   by a top-level stub for every `global.name = …` in it (gas-entry-generator),
 *   because Apps Script only calls top-level functions;
 * - Sidebar.html: sidebar/sidebar.html with the bundled sidebar/sidebar.ts and
 *   sidebar/sidebar.css inlined (Apps Script serves only .gs/.js/.html files),
 *   and the version and the instructions' address from package.json;
 * - appsscript.json, copied.
 *
 * The same bytes on every machine: esbuild runs from the repository's root
 * (the module comments it writes are paths relative to it), sources are read
 * with their line endings made LF, and nothing depends on the time or the
 * place of the build. `release.mjs` wraps these files for pasting.
 */
import { build } from 'esbuild';
import gasEntryGenerator from 'gas-entry-generator';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/**
 * package.json: the version, and the repository's address (`repository.url`,
 * the one place it is spelt: the release's header, the sidebar's and Help's
 * link to the instructions, docs/listing and the README take it from there)
 * with the instructions' (its README).
 */
export function packageInfo() {
  const { version, repository } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const source = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
  return { version, homepage: `${source}#readme`, source };
}

function readSource(path) {
  return readFileSync(join(root, path), 'utf8').replace(/\r\n?/g, '\n');
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function bundle(entry, platform) {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    platform,
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/** The three files clasp pushes, as text: `{ 'Code.js', 'Sidebar.html', 'appsscript.json' }`. */
export async function buildFiles() {
  const { version, homepage } = packageInfo();
  const server = await bundle('src/addon/entry.ts', 'neutral');
  const { entryPointFunctions } = gasEntryGenerator.generate(server, { comment: true });
  const code =
    '// Sheetmate: built by scripts/build.mjs from src/. Do not edit: edit src/ and rebuild.\n' +
    entryPointFunctions +
    '\nvar global = this;\n' +
    server;

  const script = (await bundle('sidebar/sidebar.ts', 'browser')).replace(/<\/script/gi, '<\\/script');
  const css = readSource('sidebar/sidebar.css').replace(/<\/style/gi, '<\\/style');
  const template = readSource('sidebar/sidebar.html');
  const slots = ['<!-- inline:css -->', '<!-- inline:js -->', '<!-- inline:version -->', '<!-- inline:instructions-url -->'];
  for (const slot of slots) {
    if (!template.includes(slot)) throw new Error(`sidebar/sidebar.html must contain ${slot}`);
  }
  const html = template
    .replace('<!-- inline:css -->', () => `<style>\n${css}</style>`)
    .replace('<!-- inline:js -->', () => `<script>\n${script}</script>`)
    .replace('<!-- inline:version -->', () => escapeHtml(version))
    .replace('<!-- inline:instructions-url -->', () => escapeHtml(homepage));

  return { 'Code.js': code, 'Sidebar.html': html, 'appsscript.json': readSource('appsscript.json') };
}

/** Writes dist/ (what clasp pushes and the tests and the playground run). */
export async function buildAll({ quiet = false } = {}) {
  const files = await buildFiles();
  mkdirSync(dist, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  if (!quiet) {
    const size = (name) => `${name} ${(Buffer.byteLength(files[name]) / 1024).toFixed(1)} KiB`;
    console.log(`built dist/: ${size('Code.js')}, ${size('Sidebar.html')}, appsscript.json`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildAll();
  const { writeIcons } = await import('./icons.mjs');
  const written = await writeIcons();
  console.log(`built ${written.join(', ')}`);
  const { writeAddresses } = await import('./addresses.mjs');
  const moved = writeAddresses();
  if (moved.length > 0) console.log(`pointed ${moved.join(', ')} at ${packageInfo().source}`);
}
