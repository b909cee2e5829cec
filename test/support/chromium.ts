/**
 * Chromium for the browser tests. Never a downloaded browser: on Linux,
 * Debian's `chromium` package at /usr/bin/chromium (`.ci/run` installs it);
 * anywhere, the binary that `SHEETMATE_CHROMIUM` names (a Chromium or Chrome).
 *
 * Where there is none, the browser tests are skipped with a message that says
 * how to run them, so `npm test` and `npm run push` work on macOS and Windows.
 * In CI (`CI=true`) a missing Chromium is a failure, never a skip.
 * The flags keep a headless root run quiet on a machine without network.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where Chromium is looked for: `SHEETMATE_CHROMIUM`, else /usr/bin/chromium on Linux. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string | null {
  const configured = env.SHEETMATE_CHROMIUM?.trim();
  if (configured) return configured;
  return platform === 'linux' ? '/usr/bin/chromium' : null;
}

/**
 * Why the browser tests cannot run here, or `null` when they can. Throws in
 * CI, where a missing browser must fail the run.
 */
export function chromiumMissing(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, exists = existsSync): string | null {
  const path = chromiumPath(env, platform);
  if (path !== null && exists(path)) return null;
  const where = path === null ? `no default Chromium on ${platform}` : `no Chromium at ${path}`;
  const message =
    `Browser tests skipped: ${where}. To run them, set SHEETMATE_CHROMIUM to a Chromium or Chrome binary` +
    (platform === 'linux' ? ' or install Debian’s chromium package (apt-get install chromium).' : '.');
  if (env.CI === 'true' || env.CI === '1') throw new Error(`${message.replace('Browser tests skipped', 'CI needs the browser tests')}`);
  return message;
}

export function launchChromium(): Promise<Browser> {
  const path = chromiumPath();
  if (path === null) throw new Error(chromiumMissing() ?? 'No Chromium');
  return chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
}
