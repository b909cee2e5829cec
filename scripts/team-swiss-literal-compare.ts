/**
 * The Swiss team engine (C.04.6) against the literal reading of the text
 * (test/support/team-swiss-literal.ts), at a larger scale than the corpus test.
 *
 *   npx tsx scripts/team-swiss-literal-compare.ts [--count 5000] [--seed 1]
 *   npx tsx scripts/team-swiss-literal-compare.ts --trf DIR
 *
 * The first form plays random small events (test/support/team-swiss-random-events.ts)
 * and prints the rounds compared, those that agree, those neither could pair,
 * how often each step of the text decided something, and every disagreement.
 * The second re-pairs every recorded round of the TRF-2026 team files in DIR
 * (those with at most 12 teams) with both; where the file's own pairing (e.g.
 * another engine's) differs from the text's, it names the first step of the
 * text where it departs (`explainLiterally`), and counts them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pairTeamEvent, readTeamTrf, type TeamEvent, type TeamRoundPairing } from '../src/core/team-swiss';
import { explainLiterally, pairLiterally } from '../test/support/team-swiss-literal';
import { compareWithLiteral, pairingKey } from '../test/support/team-swiss-random-events';

function option(name: string, fallback?: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

function orNone(pair: () => TeamRoundPairing): string {
  try {
    return pairingKey(pair());
  } catch (error) {
    return `no valid pairing (${(error as Error).message})`;
  }
}

/** The pairing a file records for a round: White on board 1 first, and the PAB. */
function recorded(event: TeamEvent, round: number): TeamRoundPairing {
  const played = event.rounds[round - 1]!;
  const matches = played.matches.map((match) => {
    const board1 = match.boards.find((board) => board.board === 1);
    return board1 === undefined || board1.homeColour === 'white' ? { white: match.home, black: match.away } : { white: match.away, black: match.home };
  });
  return { round, matches, bye: played.byes.find((bye) => bye.kind === 'pairing-allocated')?.team ?? null };
}

function checkFiles(dir: string): void {
  let files = 0;
  let rounds = 0;
  let agree = 0;
  let recordedDiffers = 0;
  const why = new Map<string, number>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.trf')).sort()) {
    const { event } = readTeamTrf(readFileSync(join(dir, name), 'utf8'), name);
    if (event.teams.length > 12) continue;
    files++;
    for (const { round } of event.rounds) {
      rounds++;
      const engine = orNone(() => pairTeamEvent(event, round));
      const literal = orNone(() => pairLiterally(event, round));
      if (engine === literal) agree++;
      else console.log(`${name} round ${round}:\n  engine ${engine}\n  text   ${literal}`);
      const theirs = recorded(event, round);
      if (pairingKey(theirs) !== literal && !literal.startsWith('no valid')) {
        recordedDiffers++;
        const reason = explainLiterally(event, round, theirs) ?? 'the same';
        why.set(reason, (why.get(reason) ?? 0) + 1);
      }
    }
  }
  console.log(`${files} files of at most 12 teams, ${rounds} rounds: the engine pairs ${agree} as the text does, ${rounds - agree} otherwise`);
  console.log(`${recordedDiffers} recorded rounds are not the text's pairing; where they first depart:`);
  for (const [reason, count] of [...why].sort((a, b) => b[1] - a[1])) console.log(`  ${count}  ${reason}`);
}

function playRandom(count: number, seed: number): void {
  const started = Date.now();
  const result = compareWithLiteral(count, seed);
  console.log(
    `${result.events} events (seed ${seed}), ${result.rounds} rounds: ${result.agree} paired alike, ${result.neitherPairs} that neither could pair, ` +
      `${result.disagreements.length} disagreements (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log('rounds after each accident:', JSON.stringify(result.exercised));
  console.log('steps of the text that decided:', JSON.stringify(result.decided));
  for (const d of result.disagreements) console.log(`${d.event} round ${d.round}:\n  engine ${d.engine}\n  text   ${d.literal}`);
  process.exitCode = result.disagreements.length > 0 ? 1 : 0;
}

const dir = option('trf');
if (dir !== undefined) checkFiles(dir);
else playRandom(Number(option('count', '5000')), Number(option('seed', '1')));
