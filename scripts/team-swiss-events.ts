/**
 * Random team Swiss events as TRF-2026 files, paired by Sheetmate's engine
 * (C.04.6) and played with random board results: what the team tie-break
 * fixtures are made of (test/fixtures/team-swiss/README.md).
 *
 *   npx tsx scripts/team-swiss-events.ts --dir DIR [--count 60] [--seed 1] [--teams 4-30]
 *
 * The events are those of test/support/team-swiss-random-events.ts: drawn
 * boards, forfeited boards, matches forfeited by one team or by both, matches
 * a team did not come to, teams absent, half-point and full-point byes,
 * withdrawals, match or game points as the primary score. Only events whose
 * every round could be paired are written (`writeTeamTrf`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeTeamTrf } from '../src/core/team-swiss';
import { playRandomTeamEvents } from '../test/support/team-swiss-random-events';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1]!;
}

const dir = option('dir', '');
if (dir === '') throw new Error('--dir DIR is required (see the comment at the top of this script)');
const [fewest, most] = option('teams', '4-30').split('-').map(Number) as [number, number];
mkdirSync(dir, { recursive: true });
let written = 0;
playRandomTeamEvents(Number(option('count', '60')), Number(option('seed', '1')), {
  literal: false,
  teams: [fewest, most],
  finished: (name, event) => {
    if (event.rounds.length < event.settings.totalRounds) return;
    writeFileSync(join(dir, `te${name}.trf`), writeTeamTrf(event, { name: `Random team event ${name}` }));
    written++;
  },
});
console.log(`${written} complete events written to ${dir}`);
