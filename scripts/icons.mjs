/**
 * The listing's graphics: the icons, 32 and 128 px PNG, rendered from
 * docs/listing/icon.svg, and the card banner, 220 x 140, rendered from
 * card-banner.svg with icon.svg's drawing put in its place (the knight is
 * drawn once). resvg compiled to WebAssembly (@resvg/resvg-wasm: the renderer
 * ships inside the npm package, nothing is downloaded, and WebAssembly draws
 * the same pixels on every machine). Both SVGs are shapes only (the banner's
 * name is drawn with strokes), so no font is needed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg, initWasm } from '@resvg/resvg-wasm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LISTING = join(root, 'docs', 'listing');
export const ICON_SIZES = [32, 128];
/** The Marketplace's card banner: 220 x 140 pixels. */
export const BANNER_SIZE = { width: 220, height: 140 };
const ICON_SLOT = '<!-- icon.svg -->';

let ready;
function initialise() {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'));
  ready ??= initWasm(wasm);
  return ready;
}

function render(svg, width) {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  return Buffer.from(resvg.render().asPng());
}

/** card-banner.svg with the drawing of icon.svg (what is inside its outer svg element) in its slot. */
export function bannerSvg() {
  const icon = readFileSync(join(LISTING, 'icon.svg'), 'utf8');
  const drawing = icon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const banner = readFileSync(join(LISTING, 'card-banner.svg'), 'utf8');
  if (!banner.includes(ICON_SLOT)) throw new Error(`docs/listing/card-banner.svg must contain ${ICON_SLOT} where the icon goes`);
  return banner.replace(ICON_SLOT, () => drawing);
}

/** `{ 'icon-32.png', 'icon-128.png', 'card-banner.png' }` as PNG bytes, rendered from the SVGs. */
export async function renderIcons() {
  await initialise();
  const svg = readFileSync(join(LISTING, 'icon.svg'), 'utf8');
  const icons = {};
  for (const size of ICON_SIZES) icons[`icon-${size}.png`] = render(svg, size);
  icons['card-banner.png'] = render(bannerSvg(), BANNER_SIZE.width);
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
