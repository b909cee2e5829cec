/** Builds dist/ once before the tests, so the tests of what ships run the real bundle. */
import { buildAll } from '../scripts/build.mjs';

export default async function setup(): Promise<void> {
  await buildAll({ quiet: true });
}
