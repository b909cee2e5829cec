/**
 * The listing's icons are rendered from docs/listing/icon.svg by npm run
 * build: the committed PNGs must be what the SVG renders to now, at 32 and
 * 128 pixels square.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, renderIcons } from '../../scripts/icons.mjs';
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
