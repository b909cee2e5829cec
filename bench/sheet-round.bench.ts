/**
 * Benchmark: the add-on's actions through the built bundle (dist/Code.js in a
 * Node vm, on the in-memory workbook), as an organiser's clicks run them:
 * read the sheets, decide, write. For a 300-player Dutch Swiss at round 7 and
 * a 1000-player one at round 9: Pair next round, one typed result (the onEdit
 * trigger), the rest of the round typed, and Update standings. Each is run
 * `BENCH_REPEATS` times (5 by default) on a fresh copy of the same event and
 * the median wall time printed, with the spreadsheet calls and the cells
 * written. Run with `npm run bench` (it builds dist/ first).
 */
import { performance } from 'node:perf_hooks';
import { buildAll } from '../scripts/build.mjs';
import { LocalWorkbook } from '../src/local/apps-script/workbook';
import { field, harness, playersSheet, typeResults, type Harness } from '../test/support/addon-harness';

await buildAll({ quiet: true });

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);

const decide = (white: string, black: string, board: number) => {
  const hash = (white.charCodeAt(white.length - 1) * 31 + black.charCodeAt(black.length - 2) * 7 + board) % 10;
  return hash < 4 ? '1-0' : hash < 7 ? '0-1' : '½-½';
};

/** The event after rounds 1..round−1, paired and typed through the menu, as a saved workbook. */
function eventBefore(players: number, round: number): ReturnType<LocalWorkbook['toJSON']> & { properties: Record<string, string> } {
  const h = harness({ Players: playersSheet(field(players)) });
  h.call('saveSettings', { rounds: round + 2 });
  for (let r = 1; r < round; r++) {
    h.call('menuPairNextRound');
    if (h.services.ui.alerts.length > 0) throw new Error(h.services.ui.alerts.join('\n'));
    typeResults(h, decide);
  }
  h.call('menuUpdateStandings');
  return { ...h.workbook.toJSON(), properties: { ...h.services.documentProperties } };
}

function copyOf(saved: ReturnType<typeof eventBefore>): Harness {
  return harness({}, saved.properties, { workbook: LocalWorkbook.fromJSON(saved) });
}

interface Timed {
  readonly seconds: number;
  /** Simulated Apps Script seconds (src/local/apps-script/limits.ts): calls, cells and CPU. */
  readonly simulated: number;
  readonly reads: number;
  readonly writes: number;
  readonly cells: number;
}

function timed(h: Harness, action: () => void): Timed {
  h.workbook.resetCounts();
  const start = performance.now();
  action();
  const seconds = (performance.now() - start) / 1000;
  if (h.services.ui.alerts.length > 0) throw new Error(h.services.ui.alerts.join('\n'));
  const simulated = h.services.clock.last()?.seconds ?? 0;
  return { seconds, simulated, reads: h.workbook.calls.reads, writes: h.workbook.calls.writes, cells: h.workbook.calls.cellsWritten };
}

function median(values: readonly number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(label: string, runs: readonly Timed[]): void {
  const last = runs[runs.length - 1]!;
  console.log(
    `${label.padEnd(70)} ${median(runs.map((run) => run.seconds)).toFixed(3).padStart(6)} s wall, ` +
      `${median(runs.map((run) => run.simulated)).toFixed(1).padStart(5)} s simulated (medians of ${runs.length}); ` +
      `${last.reads} reads, ${last.writes} writes, ${last.cells} cells written`,
  );
}

function benchmark(players: number, round: number): void {
  const saved = eventBefore(players, round);
  const pair: Timed[] = [];
  const one: Timed[] = [];
  const rest: Timed[] = [];
  const standings: Timed[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    const h = copyOf(saved);
    pair.push(timed(h, () => h.call('menuPairNextRound')));
    const sheet = h.workbook.sheet('Pairings')!;
    one.push(
      timed(h, () => {
        sheet.type(2, 5, '1-0');
        h.call('onEdit', { range: { getSheet: () => sheet } });
      }),
    );
    typeResults(h, decide);
    rest.push(timed(h, () => h.call('onEdit', { range: { getSheet: () => sheet } })));
    standings.push(timed(h, () => h.call('menuUpdateStandings')));
  }
  const event = `${players}-player Dutch Swiss, round ${round}`;
  report(`Pair next round, ${event}`, pair);
  report(`one typed result (onEdit), ${event}`, one);
  report(`the rest of the round typed (onEdit), ${event}`, rest);
  report(`Update standings, ${event}`, standings);
  console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
}

benchmark(300, 7);
benchmark(1000, 9);
