/**
 * Benchmark: one "Pair next round" through the built add-on (dist/Code.js in a
 * Node vm, on the in-memory workbook), for a 300-player Dutch Swiss at round 7
 * and a 1000-player one at round 9,
 * as an organiser's click runs it: read the sheets, pair, write. Also prints the
 * spreadsheet calls. Run with `npm run bench` (it builds dist/ first).
 */
import { performance } from 'node:perf_hooks';
import { buildAll } from '../scripts/build.mjs';
import { field, harness, playersSheet, typeResults } from '../test/support/addon-harness';

await buildAll({ quiet: true });

const decide = (white: string, black: string, board: number) => {
  const hash = (white.charCodeAt(white.length - 1) * 31 + black.charCodeAt(black.length - 2) * 7 + board) % 10;
  return hash < 4 ? '1-0' : hash < 7 ? '0-1' : '½-½';
};

/** Plays rounds 1..round−1 through the menu, then times round `round`'s Pair next round. */
function timeRound(players: number, round: number): void {
  const h = harness({ Players: playersSheet(field(players)) });
  h.call('saveSettings', { rounds: round + 2 });
  for (let r = 1; r < round; r++) {
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
    `Pair next round, ${players}-player Dutch Swiss, round ${round}, through dist/Code.js: ${(elapsed / 1000).toFixed(2)} s wall; ` +
      `${h.workbook.calls.reads} reads, ${h.workbook.calls.writes} writes; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  );
}

timeRound(300, 7);
timeRound(1000, 9);
