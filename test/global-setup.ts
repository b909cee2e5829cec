/**
 * Builds dist/ once before the tests of what ships (the bundle and browser
 * projects), so they run the real bundle. Both projects name this file; the
 * build runs once per test run however many of them are selected.
 */
import { buildAll } from '../scripts/build.mjs';

const BUILT = Symbol.for('sheetmate.test.dist-built');

export default async function setup(): Promise<void> {
  const state = globalThis as { [BUILT]?: Promise<void> };
  state[BUILT] ??= buildAll({ quiet: true });
  await state[BUILT];
}
