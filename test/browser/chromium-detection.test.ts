/** Where the browser tests find Chromium, and what they say when there is none. */
import type { PathLike } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chromiumMissing, chromiumPath } from '../support/chromium';

const exists = (paths: string[]) => (path: PathLike) => paths.includes(String(path));

describe('finding Chromium for the browser tests', () => {
  it('uses SHEETMATE_CHROMIUM first, then /usr/bin/chromium on Linux only', () => {
    expect(chromiumPath({ SHEETMATE_CHROMIUM: '/opt/chrome' }, 'darwin')).toBe('/opt/chrome');
    expect(chromiumPath({}, 'linux')).toBe('/usr/bin/chromium');
    expect(chromiumPath({}, 'darwin')).toBeNull();
    expect(chromiumPath({}, 'win32')).toBeNull();
  });

  it('runs them when the binary is there', () => {
    expect(chromiumMissing({}, 'linux', exists(['/usr/bin/chromium']))).toBeNull();
    expect(chromiumMissing({ SHEETMATE_CHROMIUM: 'C:\\Chrome\\chrome.exe' }, 'win32', exists(['C:\\Chrome\\chrome.exe']))).toBeNull();
  });

  it('skips them on a developer machine without Chromium, saying how to run them', () => {
    expect(chromiumMissing({}, 'darwin', exists([]))).toBe(
      'Browser tests skipped: no default Chromium on darwin. To run them, set SHEETMATE_CHROMIUM to a Chromium or Chrome binary.',
    );
    expect(chromiumMissing({}, 'linux', exists([]))).toMatch(/no Chromium at \/usr\/bin\/chromium.*apt-get install chromium/);
  });

  it('fails in CI, where the browser tests must run', () => {
    expect(() => chromiumMissing({ CI: 'true' }, 'linux', exists([]))).toThrow(/CI needs the browser tests: no Chromium at \/usr\/bin\/chromium/);
    expect(() => chromiumMissing({ CI: 'true', SHEETMATE_CHROMIUM: '/nope' }, 'darwin', exists([]))).toThrow(/no Chromium at \/nope/);
  });
});
