/**
 * The facts of the explanations against the reference engine's own checklist
 * (bbpPairings `-l`, test/fixtures/bbp-checklists): on every round of the 210
 * reference tournaments and the 25 cut cases, every player listed, as the JSON
 * of `sheetmate explain` gives them: points before the round, the colour
 * preference and its strength, the floats of the two rounds before; and the
 * colours played, the bye eligibility (C2), and the colours this round as the
 * explanation's Art. 5.2 decision gives them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decideColours, dutchRound, jsonPlayer, type DutchRound } from '../../../src/core/explain';
import { cutCases, FIXTURES, loadTournament, roundsIn } from '../dutch/fixture-support';

const CHECKLISTS = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/bbp-checklists');

interface Row {
  readonly id: number;
  readonly cells: readonly string[];
}

/** The tables of a checklist file, by round (a cut case's single table under `round`). */
function readChecklist(path: string, round?: number): Map<number, Row[]> {
  const tables = new Map<number, Row[]>();
  let current = round ?? 0;
  for (const line of gunzipSync(readFileSync(path)).toString('utf8').split('\n')) {
    if (line === '') continue;
    const header = /^Round #(\d+)$/.exec(line);
    if (header !== null) {
      current = Number(header[1]);
      continue;
    }
    const cells = line.split('\t');
    if (!tables.has(current)) tables.set(current, []);
    tables.get(current)!.push({ id: Number(cells[0]), cells });
  }
  return tables;
}

const PREFERENCE: Record<string, string> = { A: 'none', W: 'absolute white', B: 'absolute black', '(W)': 'strong white', '(B)': 'strong black', w: 'mild white', b: 'mild black' };
const FLOAT: Record<string, string | null> = { D: 'down', U: 'up', '': null };

/** Each checked field as the checklist gives it and as the explanation does; the differences as text. */
function compareRound(round: DutchRound, rows: readonly Row[], tally: { players: number; fields: number }): string[] {
  const differences: string[] = [];
  const where = `round ${round.round}`;
  const current = new Map<number, string>();
  for (const board of round.pairing.boards) {
    const colours = decideColours(round.facts.get(board.white)!, round.facts.get(board.black)!, round.initialColour);
    current.set(colours.white, `(${colours.black}W)`);
    current.set(colours.black, `(${colours.white}B)`);
  }
  for (const bye of round.pairing.byes) if (bye.kind === 'pairing-allocated') current.set(bye.player, '(bye)');
  const listed = rows.map((r) => r.id).sort((a, b) => a - b);
  const paired = [...current.keys()].sort((a, b) => a - b);
  if (listed.join() !== paired.join()) differences.push(`${where}: players listed ${listed.join(',')}, paired ${paired.join(',')}`);
  for (const { id, cells } of rows) {
    const facts = round.facts.get(id)!;
    const json = jsonPlayer(facts);
    const ours = [
      json.scoreGroup.toFixed(1),
      facts.colours.map((c) => (c === 'white' ? 'W' : 'B')).join(''),
      json.preference!.strength === 'none' ? 'none' : `${json.preference!.strength} ${json.preference!.colour}`,
      facts.byeEligible ? 'Y' : 'N',
      json.floats!.lastRound,
      json.floats!.twoRoundsAgo,
      current.get(id) ?? '',
    ];
    const theirs = [cells[1], cells[2], PREFERENCE[cells[3]!], cells[4], FLOAT[cells[5]!], FLOAT[cells[6]!], cells[7]];
    // Points: no acceleration in the corpus, so the points before the round are the pairing score.
    if (json.points !== json.scoreGroup) differences.push(`${where}, player ${id}: points ${json.points} against score group ${json.scoreGroup}`);
    tally.players++;
    tally.fields += ours.length + 1;
    ours.forEach((value, k) => {
      if (value !== theirs[k]) differences.push(`${where}, player ${id}, column ${k + 2}: ours ${value}, the checklist ${theirs[k]}`);
    });
  }
  return differences;
}

describe('explanation facts equal the reference checklist', () => {
  const tally = { rounds: 0, players: 0, fields: 0 };
  const files = readdirSync(join(FIXTURES, 'tournaments')).filter((f) => f.endsWith('.trf')).sort();
  for (const name of files) {
    it(`every round of ${name}`, () => {
      const tournament = loadTournament(join(FIXTURES, 'tournaments', name));
      const tables = readChecklist(join(CHECKLISTS, 'tournaments', `${basename(name, '.trf')}.checklist.gz`));
      expect(tables.size).toBe(roundsIn(tournament));
      const differences: string[] = [];
      for (let round = 1; round <= roundsIn(tournament); round++) {
        const prepared = dutchRound(tournament, round);
        expect(prepared.source).toBe('recorded');
        differences.push(...compareRound(prepared, tables.get(round)!, tally));
        tally.rounds++;
      }
      expect(differences).toEqual([]);
    });
  }
  for (const { name, round } of cutCases()) {
    it(`the round paired in ${name}`, () => {
      const tournament = loadTournament(join(FIXTURES, 'cases', `${name}.trf`));
      const tables = readChecklist(join(CHECKLISTS, 'cases', `${name}.checklist.gz`), round);
      const prepared = dutchRound(tournament, round);
      expect(prepared.source).toBe('paired');
      expect(compareRound(prepared, tables.get(round)!, tally)).toEqual([]);
      tally.rounds++;
    });
  }
  it('covered every round: 1,538 of the tournaments and 25 of the cut cases', () => {
    expect(tally.rounds).toBe(1538 + 25);
    expect(tally.fields).toBe(8 * tally.players);
  });
});
