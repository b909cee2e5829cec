#!/usr/bin/env node
/**
 * Randomised comparison of the Dutch engine with a reference engine.
 *
 *   node scripts/dutch-compare.mjs --generator PATH [--count 3000] [--seed 1] [--dir DIR] [--keep]
 *   node scripts/dutch-compare.mjs --check DIR      (re-check the .trf files already in DIR)
 *   … --large-bracket   (either form: the large-bracket route forced on, as its tests force it)
 *
 * `--generator` is an executable with bbpPairings' command line (the FIDE-endorsed
 * engine; it is not part of this project: build it yourself). For each tournament
 * the script draws a configuration (5–400 players, 3–13 rounds, draw rate,
 * forfeits, half-point byes, withdrawals, a point system, and for some of them
 * accelerated rounds), has the generator pair and play a whole tournament with it
 * (`--dutch -g CONFIG -o FILE -s SEED`; accelerated ones are generated again from
 * a model tournament carrying `XXA` lines), then re-pairs every round with
 * Sheetmate's checker (what `sheetmate check` runs) and counts the rounds that
 * differ. Files that differ are kept in DIR/differ/, the others are deleted
 * (all are kept with `--keep`, to re-check them later with `--check`).
 * Prints one line per tournament with a difference and a summary at the end.
 * With `--large-bracket` every bracket of two players or more is first offered to
 * the exact large-bracket route, and the ordered search gets no backtracking
 * (`searchBudget: 1`), so that the route decides most brackets the natural
 * pairing does not; the summary then says how many brackets it decided.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSources, option, root } from './bundle-sources.mjs';

/** The engine, bundled from the current sources. */
function loadEngine() {
  return bundleSources('dutch-compare-engine', {
    contents: "export { readTrf } from './src/core/trf'; export { checkDutchPairings } from './src/core/dutch'; export { seededRandom } from './src/core/random';",
  });
}

const POINT_SYSTEMS = [
  null, // 1 / ½ / 0
  { PointsForWin: '3.0', PointsForDraw: '1.0' },
  { PointsForWin: '2.0', PointsForDraw: '1.0' },
  { PointsForWin: '1.0', PointsForDraw: '0.5', PointsForPAB: '0.5' },
  { PointsForWin: '3.0', PointsForDraw: '2.0', PointsForLoss: '1.0' },
];

function drawConfiguration(next) {
  const size = next();
  const players = size < 0.7 ? 5 + Math.floor(next() * 36) : size < 0.95 ? 41 + Math.floor(next() * 110) : 151 + Math.floor(next() * 250);
  const rounds = Math.min(3 + Math.floor(next() * 11), Math.max(3, players - 2));
  const rate = () => (next() < 0.3 ? 0 : 3 + Math.floor(next() * 60));
  const lines = [`PlayersNumber=${players}`, `RoundsNumber=${rounds}`, `DrawPercentage=${Math.floor(next() * 60)}`];
  for (const key of ['ForfeitRate', 'HalfPointByeRate', 'RetiredRate']) {
    const value = rate();
    if (value > 0) lines.push(`${key}=${value}`);
  }
  const points = next() < 0.25 ? POINT_SYSTEMS[1 + Math.floor(next() * (POINT_SYSTEMS.length - 1))] : null;
  if (points !== null) for (const [key, value] of Object.entries(points)) lines.push(`${key}=${value}`);
  return { players, rounds, lines, accelerated: next() < 0.15 };
}

/** Baku-like `XXA` lines: the top half gets 1 point in the first half of the accelerated rounds, ½ in the rest. */
function accelerationLines(players, rounds) {
  const groupA = Math.ceil(players / 2);
  const accelerated = Math.ceil(rounds / 2);
  const lines = [`XXR ${rounds}`];
  for (let player = 1; player <= groupA; player++) {
    const values = Array.from({ length: accelerated }, (_, r) => (r < Math.ceil(accelerated / 2) ? ' 1.0' : ' 0.5'));
    lines.push(`XXA ${String(player).padStart(4)} ${values.join(' ')}`);
  }
  return lines;
}

function generate(generator, dir, index, seed, next) {
  const config = drawConfiguration(next);
  const configFile = join(dir, `config-${index}.txt`);
  const file = join(dir, `t${String(index).padStart(5, '0')}-n${config.players}-r${config.rounds}-s${seed}${config.accelerated ? '-acc' : ''}.trf`);
  writeFileSync(configFile, config.lines.join('\n') + '\n');
  const model = join(dir, `model-${index}.trf`);
  const run = (args) => execFileSync(generator, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 600_000 });
  try {
    run(['--dutch', '-g', configFile, '-o', file, '-s', String(seed)]);
    if (config.accelerated) {
      const text = readFileSync(file, 'latin1').replace(/\r\n?/g, '\n').trimEnd();
      writeFileSync(model, [text, ...accelerationLines(config.players, config.rounds)].join('\n') + '\n');
      run(['--dutch', model, '-g', '-o', file, '-s', String(seed)]);
    }
  } catch {
    rmSync(file, { force: true });
    return null; // the generator gave up (e.g. no valid pairing): not a comparison
  } finally {
    rmSync(configFile, { force: true });
    rmSync(model, { force: true });
  }
  return file;
}

/** Brackets the large-bracket route decided, and the reasons it gave for the others (with `--large-bracket`). */
const routeOutcomes = new Map();
const routeOptions = process.argv.includes('--large-bracket')
  ? { searchBudget: 1, largeBracket: { minimumSize: 2, report: (outcome) => routeOutcomes.set(outcome, (routeOutcomes.get(outcome) ?? 0) + 1) } }
  : {};

function check(engine, file) {
  const text = readFileSync(file, 'utf8');
  const trf = engine.readTrf(text, file);
  const rounds = Array.from({ length: trf.roundsPlayed }, (_, r) => r + 1);
  const report = engine.checkDutchPairings(trf.tournament, { ...routeOptions, rounds });
  return { rounds: report.roundsChecked, differing: report.discrepancies.map((d) => d.round) };
}

const engine = await loadEngine();
const totals = { tournaments: 0, rounds: 0, differingRounds: 0, differingTournaments: 0, skipped: 0 };
const report = (file, result) => {
  totals.tournaments++;
  totals.rounds += result.rounds;
  if (result.differing.length > 0) {
    totals.differingTournaments++;
    totals.differingRounds += result.differing.length;
    console.log(`${file}: rounds ${result.differing.join(', ')} differ`);
  }
};

const checkDir = option('check', undefined);
if (checkDir !== undefined) {
  // Tournament files only (not a model left behind by an interrupted run).
  for (const name of readdirSync(checkDir).filter((n) => /^t\d+-.*\.trf$/.test(n)).sort()) report(name, check(engine, join(checkDir, name)));
} else {
  const generator = option('generator', undefined);
  if (generator === undefined) throw new Error('--generator PATH (a bbpPairings executable) or --check DIR is required');
  const count = Number(option('count', '3000'));
  const seed = Number(option('seed', '1'));
  const dir = option('dir', join(root, 'node_modules', '.cache', 'sheetmate', 'dutch-compare'));
  mkdirSync(join(dir, 'differ'), { recursive: true });
  const next = engine.seededRandom(seed);
  for (let index = 0; index < count; index++) {
    const tournamentSeed = 1 + Math.floor(next() * 2_000_000_000);
    const file = generate(generator, dir, index, tournamentSeed, next);
    if (file === null) {
      totals.skipped++;
      continue;
    }
    const result = check(engine, file);
    report(file, result);
    if (result.differing.length > 0) renameSync(file, join(dir, 'differ', file.slice(dir.length + 1)));
    else if (!process.argv.includes('--keep')) rmSync(file);
    if ((index + 1) % 100 === 0) console.log(`… ${index + 1} of ${count}: ${JSON.stringify(totals)}`);
  }
}
console.log(
  `${totals.tournaments} tournaments, ${totals.rounds} rounds checked: ${totals.differingRounds} rounds differ in ${totals.differingTournaments} tournaments` +
    (totals.skipped > 0 ? ` (${totals.skipped} configurations the generator could not complete)` : ''),
);
if (routeOutcomes.size > 0) console.log(`The large-bracket route: ${JSON.stringify(Object.fromEntries(routeOutcomes))}`);
process.exitCode = totals.differingRounds > 0 ? 1 : 0;
