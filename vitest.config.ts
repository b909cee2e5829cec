import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Four projects, so each run builds and loads only what it needs:
 * - unit: the core, the command line, the playground's pieces; no dist/ build;
 * - corpus: the reference corpora (every fixture tournament, every tie-break
 *   value, the fuzzing run), the slow half of the suite;
 * - bundle: the built add-on on the local services (dist/ is built first);
 * - browser: the sidebar and the playground in Chromium (dist/ too).
 * `npm test` runs all four (what CI runs); `npm run test:fast` runs unit and
 * bundle; `npm run test:push` all but browser.
 */
const CORPUS = [
  'test/core/dutch/fixtures-*.test.ts',
  'test/core/dutch/cases.test.ts',
  'test/core/trf/corpus.test.ts',
  'test/core/tiebreaks/reference-values.test.ts',
  'test/cli/check-corpus.test.ts',
  'test/core/explain/*-corpus.test.ts',
  'test/core/team-swiss/generated.test.ts',
  'test/core/team-swiss/tiebreak-values.test.ts',
  'test/core/team-swiss/literal-reference.test.ts',
  'test/fuzz/**/*.test.ts',
];
const BUNDLE = ['test/addon/**/*.test.ts', 'test/release/**/*.test.ts', 'test/build.test.ts', 'test/local/server.test.ts', 'test/local/xlsx-csv.test.ts'];
const BROWSER = [
  'test/browser/playground.test.ts',
  'test/browser/views-widths.test.ts',
  'test/browser/playground-sheets.test.ts',
  'test/browser/sidebar.test.ts',
  'test/browser/sidebar-live.test.ts',
  'test/browser/live-phone.test.ts',
  'test/browser/sidebar-sections.test.ts',
  'test/browser/awards-phone.test.ts',
  'test/browser/ratings-phone.test.ts',
  'test/browser/why-phone.test.ts',
  'test/browser/sidebar-why.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One test file per core: vitest's default leaves one core to its main process, which mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...CORPUS, ...BUNDLE, ...BROWSER] } },
      { extends: true, test: { name: 'corpus', include: CORPUS } },
      { extends: true, test: { name: 'bundle', include: BUNDLE, globalSetup: ['test/global-setup.ts'] } },
      { extends: true, test: { name: 'browser', include: BROWSER, globalSetup: ['test/global-setup.ts'] } },
    ],
  },
});
