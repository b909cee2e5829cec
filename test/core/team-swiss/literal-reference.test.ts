import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTeamEvent, pairTeamEvent, readTeamTrf } from '../../../src/core/team-swiss';
import { explainLiterally, pairLiterally } from '../../support/team-swiss-literal';
import { compareWithLiteral, pairingKey, type LiteralComparison } from '../../support/team-swiss-random-events';

/**
 * The engine against a literal reading of C.04.6 (test/support/team-swiss-literal.ts:
 * every candidate set of upfloaters and every pairing of a bracket listed and
 * sorted as the articles say, the first that complies taken) on random small
 * events played round by round. A bounded run; `scripts/team-swiss-literal-compare.ts`
 * plays thousands (docs/team-swiss.md gives its figures).
 */
describe('the engine against the literal reading of C.04.6', () => {
  let comparison: LiteralComparison;
  beforeAll(() => {
    comparison = compareWithLiteral(70, 2026);
  });

  it('pairs every round of 70 random events as the text does', () => {
    expect(comparison.rounds).toBeGreaterThan(300);
    expect(comparison.disagreements.map((d) => `${d.event} round ${d.round}: engine ${d.engine}; text ${d.literal}`)).toEqual([]);
    expect(comparison.agree + comparison.neitherPairs).toBe(comparison.rounds);
  });

  it('exercised every accident and every step of the text', () => {
    for (const accident of ['PAB', 'odd number of teams', 'game points primary', 'board forfeited', 'match forfeited', 'arbiter forfeit', 'absent bye', 'half-point bye', 'full-point bye', 'withdrawal']) {
      expect(comparison.exercised[accident], accident).toBeGreaterThan(0);
    }
    for (const [step, count] of Object.entries(comparison.decided)) expect(count, step).toBeGreaterThan(0);
  });
});

describe('the literal reading on the events the team-pairing fork played', () => {
  const dir = join(__dirname, '../../fixtures/team-swiss/generated');
  const events = readdirSync(dir)
    .filter((file) => file.endsWith('.trf'))
    .map((file) => ({ file, event: readTeamTrf(readFileSync(join(dir, file), 'utf8'), file).event }))
    .filter(({ event }) => event.teams.length <= 12);

  it('pairs every round of those of at most 12 teams as the engine does, and every round the fork paired otherwise is not the text\'s', () => {
    let rounds = 0;
    let forkDeparts = 0;
    const wrong: string[] = [];
    for (const { file, event } of events) {
      for (const { round } of event.rounds) {
        rounds++;
        if (pairingKey(pairLiterally(event, round)) !== pairingKey(pairTeamEvent(event, round))) wrong.push(`${file} round ${round}`);
      }
      for (const difference of checkTeamEvent(event).differences) {
        forkDeparts++;
        if (explainLiterally(event, difference.round, difference.recorded) === null) wrong.push(`${file} round ${difference.round}: the fork's pairing is the text's`);
      }
    }
    expect(events.length).toBeGreaterThanOrEqual(30);
    expect(rounds).toBeGreaterThan(150);
    expect(forkDeparts).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });
});
