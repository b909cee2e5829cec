/**
 * The listing's icons, 32 and 128 px PNG, rendered from docs/listing/icon.svg
 * by resvg compiled to WebAssembly (@resvg/resvg-wasm: the renderer ships
 * inside the npm package, nothing is downloaded, and WebAssembly draws the
 * same pixels on every machine). The SVG is shapes only, so no font is needed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg, initWasm } from '@resvg/resvg-wasm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LISTING = join(root, 'docs', 'listing');
export const ICON_SIZES = [32, 128];

let ready;
function initialise() {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'));
  ready ??= initWasm(wasm);
  return ready;
}

/** `{ 'icon-32.png': bytes, 'icon-128.png': bytes }`, rendered from icon.svg. */
export async function renderIcons() {
  await initialise();
  const svg = readFileSync(join(LISTING, 'icon.svg'), 'utf8');
  const icons = {};
  for (const size of ICON_SIZES) {
    const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } });
    icons[`icon-${size}.png`] = Buffer.from(resvg.render().asPng());
  }
  return icons;
}

/** Writes the icons beside icon.svg; returns their paths from the repository's root. */
export async function writeIcons() {
  const icons = await renderIcons();
  return Object.entries(icons).map(([name, bytes]) => {
    writeFileSync(join(LISTING, name), bytes);
    return `docs/listing/${name}`;
  });
}
