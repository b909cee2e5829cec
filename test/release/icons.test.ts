/**
 * The listing's icons and card banner are rendered from docs/listing's SVGs
 * by npm run build: the committed PNGs must be what the SVGs render to now,
 * the icons at 32 and 128 pixels square, the banner at 220 x 140 with the
 * icon's own drawing in it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNER_SIZE, ICON_SIZES, bannerSvg, renderIcons } from '../../scripts/icons.mjs';
import { RELEASE } from '../support/release-harness';

const LISTING = join(RELEASE, '..', 'docs', 'listing');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the listing icons', async () => {
  const fresh = await renderIcons();

  it('are rendered at 32 and 128 pixels square', () => {
    expect(ICON_SIZES).toEqual([32, 128]);
    for (const size of ICON_SIZES) expect(pngSize(fresh[`icon-${size}.png`]!)).toEqual({ width: size, height: size });
  });

  it('include the card banner at 220 × 140, drawing the icon from icon.svg itself', () => {
    expect(pngSize(fresh['card-banner.png']!)).toEqual({ width: 220, height: 140 });
    expect(BANNER_SIZE).toEqual({ width: 220, height: 140 });
    const knight = /<path fill="#ffffff" d="[^"]+"\/>/.exec(readFileSync(join(LISTING, 'icon.svg'), 'utf8'))![0];
    expect(bannerSvg()).toContain(knight);
    expect(readFileSync(join(LISTING, 'card-banner.svg'), 'utf8')).not.toContain(knight);
  });

  it('are committed as the SVG renders them now (run npm run build and commit docs/listing when this fails)', () => {
    for (const name of Object.keys(fresh)) {
      const same = readFileSync(join(LISTING, name)).equals(fresh[name]!);
      expect(same, `docs/listing/${name} differs from icon.svg rendered now: run npm run build`).toBe(true);
    }
  });

  it('render the same bytes twice', async () => {
    const again = await renderIcons();
    for (const name of Object.keys(fresh)) expect(again[name]!.equals(fresh[name]!)).toBe(true);
  });
});
