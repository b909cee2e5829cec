/**
 * The Dutch engine on simulated fields of 300, 1000, 3000 and 5000 players:
 * uniform ratings and an open with many equal or missing ratings, draw-heavy
 * and decisive results (see simulate.ts). Every round of every event is paired
 * by the engine (that is the simulation); rounds 1, 2, 3 and the last are also
 * timed in a fresh process, which reports its peak memory and must give the same
 * pairing. For fields up to 300 players every round is also paired by the
 * engine's matching-only route (`searchBudget: 0`) and must agree.
 *
 * Targets: under 2 s up to 1000 players, 10 s up to 3000, 30 s up to
 * 5000; memory under 1 GB.
 */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairDutch } from '../src/core/dutch/pair-dutch';
import { pairingKey } from './pairing-key';
import { SimulatedEvent, type RatingStyle, type ResultStyle } from './simulate';

const HERE = dirname(fileURLToPath(import.meta.url));
const SIZES = [300, 1000, 3000, 5000] as const;
const ROUNDS: Record<number, number> = { 300: 9, 1000: 11, 3000: 11, 5000: 11 };
const SCENARIOS: { ratings: RatingStyle; results: ResultStyle; seed: number }[] = [
  { ratings: 'uniform', results: 'draw-heavy', seed: 11 },
  { ratings: 'uniform', results: 'decisive', seed: 12 },
  { ratings: 'open', results: 'draw-heavy', seed: 13 },
  { ratings: 'open', results: 'decisive', seed: 14 },
];
const MEMORY_TARGET_MB = 1024;

function timeTarget(players: number): number {
  return players <= 1000 ? 2 : players <= 3000 ? 10 : 30;
}

interface Measured {
  readonly seconds: number;
  readonly peakMb: number;
}

/** Runs the field benchmark; `sizes` narrows it (e.g. for a quick look). Returns false if a target or a check failed. */
export function runFieldBenchmark(sizes: readonly number[] = SIZES): boolean {
  const workDir = mkdtempSync(join(tmpdir(), 'sheetmate-bench-'));
  let ok = true;
  const failures: string[] = [];
  let checkedRounds = 0;
  try {
    for (const scenario of SCENARIOS) {
      const cells = new Map<string, Measured>(); // `${size}:${label}`
      for (const players of sizes) {
        const rounds = ROUNDS[players] ?? 11;
        const event = new SimulatedEvent({ players, rounds, ratings: scenario.ratings, results: scenario.results, seed: scenario.seed * 100003 + players });
        for (let round = 1; round <= rounds; round++) {
          const tournament = event.tournamentFor(round);
          const pairing = pairDutch(tournament, round);
          if (players <= 300) {
            checkedRounds++;
            if (pairingKey(pairDutch(tournament, round, { searchBudget: 0 })) !== pairingKey(pairing)) {
              ok = false;
              failures.push(`${players} ${scenario.ratings} ${scenario.results} round ${round}: differs from the matching-only route`);
            }
          }
          const label = round === rounds ? 'last' : round <= 3 ? String(round) : null;
          if (label !== null) {
            const file = join(workDir, `${players}-${round}.json`);
            writeFileSync(file, JSON.stringify(tournament));
            const output = execFileSync(process.execPath, ['--import', 'tsx', join(HERE, 'pair-round.ts'), file, String(round)], {
              encoding: 'utf8',
              maxBuffer: 64 * 1024 * 1024,
            });
            const measured = JSON.parse(output.trim().split('\n').pop()!) as Measured & { key: string };
            if (measured.key !== pairingKey(pairing)) {
              ok = false;
              failures.push(`${players} ${scenario.ratings} ${scenario.results} round ${round}: a fresh process paired differently`);
            }
            if (measured.seconds > timeTarget(players) || measured.peakMb > MEMORY_TARGET_MB) {
              ok = false;
              failures.push(`${players} ${scenario.ratings} ${scenario.results} round ${round}: ${measured.seconds.toFixed(2)} s, ${measured.peakMb.toFixed(0)} MB`);
            }
            cells.set(`${players}:${label}`, measured);
          }
          event.record(round, pairing);
        }
      }
      printTable(`${scenario.ratings} ratings, ${scenario.results} results`, sizes, cells);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const checked = sizes.some((s) => s <= 300) ? `; ${checkedRounds} rounds of the 300-player events agree with the matching-only route` : '';
  if (failures.length === 0) console.log(`Every round under its target (2 s ≤1000 players, 10 s ≤3000, 30 s ≤5000; 1 GB)${checked}.`);
  else for (const failure of failures) console.log(`FAILED: ${failure}`);
  return ok;
}

function printTable(title: string, sizes: readonly number[], cells: ReadonlyMap<string, Measured>): void {
  console.log(`\n${title}: time of pairDutch in a fresh process / its peak memory (RSS)`);
  const header = ['round', ...sizes.map((s) => `${s} players (${ROUNDS[s] ?? 11} rounds)`)];
  const rows = ['1', '2', '3', 'last'].map((label) => [
    label,
    ...sizes.map((s) => {
      const cell = cells.get(`${s}:${label}`);
      return cell === undefined ? '' : `${cell.seconds.toFixed(2)} s / ${cell.peakMb.toFixed(0)} MB`;
    }),
  ]);
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k]!.length)));
  const line = (cols: string[]): string => `| ${cols.map((c, k) => c.padEnd(widths[k]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
