/**
 * Benchmark: one "Pair next round" through the built add-on (dist/Code.js in a
 * Node vm, on the in-memory workbook), for a 300-player Dutch Swiss at round 7,
 * as an organiser's click runs it: read the sheets, pair, write. Also prints the
 * spreadsheet calls. Run with `npm run bench` (after `npm run build`).
 */
import { performance } from 'node:perf_hooks';
import { buildAll } from '../scripts/build.mjs';
import { field, harness, playersSheet, typeResults } from '../test/support/addon-harness';

await buildAll({ quiet: true });
const players = 300;
const h = harness({ Players: playersSheet(field(players)) });
h.call('saveSettings', { rounds: 9 });
const decide = (white: string, black: string, board: number) => {
  const hash = (white.charCodeAt(white.length - 1) * 31 + black.charCodeAt(black.length - 2) * 7 + board) % 10;
  return hash < 4 ? '1-0' : hash < 7 ? '0-1' : '½-½';
};
for (let round = 1; round <= 6; round++) {
  h.call('menuPairNextRound');
  if (h.services.ui.alerts.length > 0) throw new Error(h.services.ui.alerts.join('\n'));
  typeResults(h, decide);
}
h.workbook.resetCounts();
const start = performance.now();
h.call('menuPairNextRound');
const elapsed = performance.now() - start;
if (h.services.ui.alerts.length > 0) throw new Error(h.services.ui.alerts.join('\n'));
console.log(
  `Pair next round, ${players}-player Dutch Swiss, round 7, through dist/Code.js: ${(elapsed / 1000).toFixed(2)} s wall; ` +
    `${h.workbook.calls.reads} reads, ${h.workbook.calls.writes} writes; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
);
