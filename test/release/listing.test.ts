/**
 * docs/listing/, the Workspace Marketplace listing, kept true to the code:
 * the scopes it explains are the manifest's, its links point at the
 * repository package.json names (the one place the address is spelt), its
 * short description fits the field, and its screenshots are there at the
 * size the listing takes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressedFiles, addressInDocs, withAddress } from '../../scripts/addresses.mjs';
import { packageInfo } from '../../scripts/build.mjs';
import { RELEASE } from '../support/release-harness';

const LISTING = join(RELEASE, '..', 'docs', 'listing');
const read = (name: string) => readFileSync(join(LISTING, name), 'utf8');

describe('the Marketplace listing', () => {
  it('explains exactly the scopes the manifest asks for', () => {
    const manifest = JSON.parse(readFileSync(join(RELEASE, 'appsscript.json'), 'utf8')) as { oauthScopes: string[] };
    const explained = [...read('oauth-scopes.md').matchAll(/^\| `(https:\/\/www\.googleapis\.com\/auth\/[\w.]+)` \|/gm)].map((match) => match[1]);
    expect(explained).toEqual(manifest.oauthScopes);
  });

  it('names the application as the field allows: at most 50 characters, no version, no Google product', () => {
    const name = /\*\*Application name\*\*[^:]*:\n(.+)\n/.exec(read('listing.md'))![1]!;
    expect(name).toBe('Sheetmate');
    expect(name.length).toBeLessThanOrEqual(50);
    expect(name).not.toMatch(/google|sheets|\d/i);
  });

  it('has a detailed description under the field\'s 16,000 characters', () => {
    const detailed = /\*\*Detailed description\*\*[^\n]*\n\n((?:>[^\n]*\n)+)/.exec(read('listing.md'))![1]!;
    expect(detailed.length).toBeGreaterThan(1000);
    expect(detailed.length).toBeLessThan(16_000);
  });

  it('lists the graphic assets there are, at the sizes the fields take', () => {
    const assets = [...read('listing.md').matchAll(/^- [^:\n]+, (\d+) × (\d+): `([\w-]+\.png)`$/gm)].map((match) => ({ file: match[3]!, size: [Number(match[1]), Number(match[2])] }));
    expect(assets).toEqual([
      { file: 'icon-128.png', size: [128, 128] },
      { file: 'icon-32.png', size: [32, 32] },
      { file: 'card-banner.png', size: [220, 140] },
    ]);
    for (const { file, size } of assets) {
      const png = readFileSync(join(LISTING, file));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual(size);
    }
  });

  it('has a short description that fits the field (200 characters)', () => {
    const short = /\*\*Short description\*\*[^\n]*\n\n> ([^\n]+)\n/.exec(read('listing.md'))![1]!;
    expect(short.length).toBeGreaterThan(50);
    expect(short.length).toBeLessThanOrEqual(200);
  });

  it('links only the repository that package.json names', () => {
    const { source } = packageInfo();
    for (const name of readdirSync(LISTING).filter((file) => file.endsWith('.md'))) {
      for (const [url] of read(name).matchAll(/https:\/\/github\.com\/[^\s)>]+/g)) expect(url.startsWith(source), `${name}: ${url}`).toBe(true);
    }
  });

  it('spells the repository address once, in package.json, and the docs hold that one', () => {
    const packageJson = readFileSync(join(RELEASE, '..', 'package.json'), 'utf8');
    expect(packageJson.match(/github\.com/g)).toHaveLength(1);
    expect(addressInDocs()).toBe(packageInfo().source);
    const readme = readFileSync(join(RELEASE, '..', 'README.md'), 'utf8');
    expect(readme).toContain(`${packageInfo().source}/issues`);
  });

  it('carries a new address from package.json into every doc that spells it, and no other', () => {
    const current = packageInfo().source;
    const next = 'https://github.com/real-owner/real-name';
    let moved = 0;
    for (const path of addressedFiles()) {
      const text = readFileSync(join(RELEASE, '..', path), 'utf8');
      const after = withAddress(text, current, next);
      expect(after.includes(current), path).toBe(false);
      expect(after.split(next).length, path).toBe(text.split(current).length);
      moved += text.split(current).length - 1;
    }
    expect(moved).toBeGreaterThanOrEqual(7);
    const others = `see ${current}-engine, https://github.com/other/repo and ${current}.git or (${current}/issues).`;
    expect(withAddress(others, current, next)).toBe(`see ${current}-engine, https://github.com/other/repo and ${next}.git or (${next}/issues).`);
  });

  it('has every screenshot it lists, 1280 × 800 PNG', () => {
    const listed = [...read('listing.md').matchAll(/`(screenshots\/[\w-]+\.png)`/g)].map((match) => match[1]!);
    expect(listed).toHaveLength(5);
    expect(readdirSync(join(LISTING, 'screenshots')).sort()).toEqual(listed.map((path) => path.slice('screenshots/'.length)).sort());
    for (const path of listed) {
      const png = readFileSync(join(LISTING, path));
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1280, 800]);
    }
  });
});
