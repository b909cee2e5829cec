import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTeamEvent, readTeamTrf, type TeamRoundPairing } from '../../../src/core/team-swiss';

/**
 * Team events played with the team-pairing fork of bbpPairings (every round
 * is its pairing; test/fixtures/team-swiss/README.md says how they were made).
 * Every round must agree with it, except the rounds manifest.json lists: there
 * the fork departs from C.04.6 (the cause is named, docs/team-swiss.md shows
 * each), and the engine must give the pairing listed.
 */
const DIR = join(__dirname, '../../fixtures/team-swiss/generated');
const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as Record<
  string,
  { differences: { round: number; cause: string; expected: TeamRoundPairing }[] }
>;
const files = readdirSync(DIR).filter((file) => file.endsWith('.trf'));

const key = (pairing: TeamRoundPairing) => [...pairing.matches.map((m) => `${m.white}-${m.black}`)].sort().join(',') + `|${pairing.bye ?? ''}`;

describe('generated team events against the fork', () => {
  it('has every file in the manifest', () => {
    expect(files.length).toBeGreaterThanOrEqual(80);
    expect(files.map((file) => file.replace(/\.trf$/, '')).sort()).toEqual(Object.keys(manifest).sort());
  });
  for (const file of files) {
    it(file, () => {
      const { event } = readTeamTrf(readFileSync(join(DIR, file), 'utf8'), file);
      const report = checkTeamEvent(event);
      const listed = manifest[file.replace(/\.trf$/, '')]!.differences;
      expect(report.differences.map((d) => d.round)).toEqual(listed.map((d) => d.round));
      report.differences.forEach((difference, index) => {
        expect(difference.expected).not.toBeNull();
        expect(key(difference.expected!)).toBe(key(listed[index]!.expected));
      });
    });
  }
});
