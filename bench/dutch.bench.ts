/**
 * Dutch engine benchmark: `npx tsx bench/dutch.bench.ts` (or `npm run bench`).
 *
 * 1. case-L01: 1000 players, every round from 2 to 9, each checked against the
 *    reference engine's pairing (rounds 2–8 as recorded in the file, round 9 in
 *    its `.pairs`); round 2 was once the slow one (~59 s CPU);
 * 2. a 300-player late round from a fixture tournament;
 * 3. round 1 of a generated 3000-player field (the reference engine: ~19 s);
 * 4. the table of simulated fields (dutch-fields.ts): 300 to 5000 players,
 *    rounds 1, 2, 3 and the last, each timed in a fresh process with its peak
 *    memory; `BENCH_SIZES=300,1000` narrows it.
 *
 * Lines 1–3 print wall time, whether the result agrees with the reference
 * and the peak resident memory of this process so far (maxRSS); lines 1 and
 * 2 also the time of the check every pairing passes before it is written
 * (the absolute criteria C1–C3, `verifyAbsoluteCriteria`).
 */

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inferInitialColour, pairDutch } from '../src/core/dutch/pair-dutch';
import { verifyAbsoluteCriteria } from '../src/core/dutch/verify';
import { STANDARD_POINTS, type Player, type RoundPairing, type Tournament } from '../src/core/model';
import { readTrf } from '../src/core/trf/read';
import { runFieldBenchmark } from './dutch-fields';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/dutch');

function keys(pairing: RoundPairing): string[] {
  const out = pairing.boards.map((b) => `${b.white}-${b.black}`);
  for (const bye of pairing.byes) if (bye.kind === 'pairing-allocated') out.push(`bye:${bye.player}`);
  return out.sort();
}


function cut(t: Tournament, round: number): Tournament {
  return {
    ...t,
    initialColour: t.initialColour ?? inferInitialColour(t),
    totalRounds: t.totalRounds ?? Math.max(...t.players.map((p) => p.rounds.length)),
    players: t.players.map((p) => {
      const rounds = p.rounds.slice(0, round - 1);
      const e = p.rounds[round - 1];
      if (e !== undefined && e.opponent === null && 'HZF'.includes(e.result) && e.result !== ' ') rounds.push(e);
      return { ...p, rounds };
    }),
  };
}

/** The games of `round` as the file records them (white first) and its pairing-allocated bye. */
function recorded(t: Tournament, round: number): string[] {
  const out: string[] = [];
  for (const p of t.players) {
    const e = p.rounds[round - 1];
    if (e?.opponent != null && e.colour === 'white') out.push(`${p.startNumber}-${e.opponent}`);
    if (e?.opponent === null && e.result === 'U') out.push(`bye:${p.startNumber}`);
  }
  return out.sort();
}

function measure(label: string, run: () => RoundPairing, expected?: string[], verified?: { tournament: Tournament; round: number }): void {
  const start = performance.now();
  const pairing = run();
  const seconds = (performance.now() - start) / 1000;
  let check = '';
  if (verified !== undefined) {
    const checkStart = performance.now();
    verifyAbsoluteCriteria(verified.tournament, verified.round, pairing);
    check = `  check ${(performance.now() - checkStart).toFixed(1)} ms`;
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  const agreement = expected === undefined ? '' : JSON.stringify(keys(pairing)) === JSON.stringify(expected) ? ' agrees' : ' DIFFERS';
  console.log(
    `${label.padEnd(44)} ${seconds.toFixed(2).padStart(7)} s  ${pairing.boards.length} boards${agreement}${check}  peak RSS ${peakMb.toFixed(0)} MB, heap ${heapMb.toFixed(0)} MB`,
  );
}

// 1. case-L01: every round from 2 to 9.
{
  const t = readTrf(readFileSync(join(FIXTURES, 'cases/case-L01.trf'), 'utf8')).tournament;
  const pairsText = readFileSync(join(FIXTURES, 'cases/case-L01.pairs'), 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
  const lastExpected = pairsText
    .slice(1)
    .map((l) => {
      const [a, b] = l.trim().split(/\s+/).map(Number);
      return b === 0 ? `bye:${a}` : `${a}-${b}`;
    })
    .sort();
  const last = Math.max(...t.players.map((p) => p.rounds.filter((e) => e.opponent !== null || e.result === 'U').length)) + 1;
  const full = { ...t, initialColour: t.initialColour ?? inferInitialColour(t) };
  for (let round = 2; round <= last; round++) {
    const expected = round === last ? lastExpected : recorded(full, round);
    const input = round === last ? full : cut(full, round);
    measure(`case-L01 (1000 players, round ${round})`, () => pairDutch(input, round), expected, { tournament: input, round });
  }
}

// 2. A 300-player late round.
{
  const file = 't-n300-r11-s679754990.trf';
  const t = readTrf(readFileSync(join(FIXTURES, 'tournaments', file), 'utf8')).tournament;
  const round = 10;
  const input = cut(t, round);
  measure(`${file} round ${round} (300 players)`, () => pairDutch(input, round), recorded(t, round), { tournament: input, round });
}

// 3. Round 1 of a generated 3000-player field.
{
  const players: Player[] = Array.from({ length: 3000 }, (_, k) => ({
    startNumber: k + 1,
    name: `Player ${k + 1}`,
    rating: 2800 - Math.floor(k / 2),
    rounds: [],
  }));
  const t: Tournament = { players, points: STANDARD_POINTS, totalRounds: 11, initialColour: 'white' };
  measure('generated field, round 1 (3000 players)', () => pairDutch(t, 1));
}

// 4. Simulated fields.
{
  const sizes = process.env.BENCH_SIZES?.split(',').map(Number);
  if (!runFieldBenchmark(sizes)) process.exitCode = 1;
}
