/**
 * Dutch engine benchmark: `npx tsx bench/dutch.bench.ts` (or `npm run bench`).
 *
 * 1. case-L01: 1000 players, round 9 (the reference engine needs ~42 s);
 * 2. a 300-player late round from a fixture tournament;
 * 3. round 1 of a generated 3000-player field (the reference engine: ~19 s).
 *
 * Each line prints wall time, whether the result agrees with the reference
 * (when one exists) and the peak resident memory so far (maxRSS).
 */

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inferInitialColour, pairDutch } from '../src/core/dutch/pair-dutch';
import { STANDARD_POINTS, type Player, type RoundPairing, type Tournament } from '../src/core/model';
import { readTrf } from '../src/core/trf/read';

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

function measure(label: string, run: () => RoundPairing, expected?: string[]): void {
  const start = performance.now();
  const pairing = run();
  const seconds = (performance.now() - start) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  const agreement = expected === undefined ? '' : JSON.stringify(keys(pairing)) === JSON.stringify(expected) ? ' agrees' : ' DIFFERS';
  console.log(
    `${label.padEnd(44)} ${seconds.toFixed(2).padStart(7)} s  ${pairing.boards.length} boards${agreement}  peak RSS ${peakMb.toFixed(0)} MB, heap ${heapMb.toFixed(0)} MB`,
  );
}

// 1. case-L01
{
  const t = readTrf(readFileSync(join(FIXTURES, 'cases/case-L01.trf'), 'utf8')).tournament;
  const pairsText = readFileSync(join(FIXTURES, 'cases/case-L01.pairs'), 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
  const expected = pairsText
    .slice(1)
    .map((l) => {
      const [a, b] = l.trim().split(/\s+/).map(Number);
      return b === 0 ? `bye:${a}` : `${a}-${b}`;
    })
    .sort();
  const round = Math.max(...t.players.map((p) => p.rounds.filter((e) => e.opponent !== null || e.result === 'U').length)) + 1;
  const input = { ...t, initialColour: t.initialColour ?? inferInitialColour(t) };
  measure(`case-L01 (1000 players, round ${round})`, () => pairDutch(input, round), expected);
}

// 2. A 300-player late round.
{
  const file = 't-n300-r11-s679754990.trf';
  const t = readTrf(readFileSync(join(FIXTURES, 'tournaments', file), 'utf8')).tournament;
  const round = 10;
  const expected: string[] = [];
  for (const p of t.players) {
    const e = p.rounds[round - 1];
    if (e?.opponent != null && e.colour === 'white') expected.push(`${p.startNumber}-${e.opponent}`);
    if (e?.opponent === null && e.result === 'U') expected.push(`bye:${p.startNumber}`);
  }
  const input = cut(t, round);
  measure(`${file} round ${round} (300 players)`, () => pairDutch(input, round), expected.sort());
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
