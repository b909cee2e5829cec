/**
 * Baku acceleration through the built add-on: the reference engine's
 * accelerated tournament (test/fixtures/dutch/generated/baku-n044-r07.trf,
 * 44 players, 7 rounds) typed into Players, `acceleration: 'baku'` chosen,
 * its recorded results typed round by round; each round Sheetmate pairs must
 * be the recorded one. Standings never show the virtual points, and the TRF
 * export after each round re-pairs the next round identically.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../src/core/dutch/pair-dutch';
import { scoreOf } from '../../src/core/model';
import { readTrf } from '../../src/core/trf/read';
import { clickMenu, harness, typeResults, type Harness } from '../support/addon-harness';
import { gameLines, referencePlayers, referenceRound, sheetRound } from '../support/reference-event';

const FIXTURE = join(__dirname, '..', 'fixtures', 'dutch', 'generated', 'baku-n044-r07.trf');
const reference = readTrf(readFileSync(FIXTURE, 'utf8')).tournament;
const ROUNDS = 7;

function accelerated(): Harness {
  const h = harness({ Players: referencePlayers(reference) });
  h.call('onOpen');
  h.call('saveSettings', { rounds: ROUNDS, acceleration: 'baku' });
  return h;
}

function typeReferenceResults(h: Harness, round: number): void {
  const results = new Map(referenceRound(reference, round).games.map((game) => [`${game.white}|${game.black}`, game.result]));
  typeResults(h, (white, black) => results.get(`${white}|${black}`)!);
}

/** Standings' Name → Points, as the sheet shows them. */
function standingsPoints(h: Harness): Map<string, number> {
  const values = h.workbook.sheet('Standings')!.values();
  const header = values[1]!.map(String);
  return new Map(values.slice(2).map((row) => [String(row[header.indexOf('Name')]), Number(row[header.indexOf('Points')])]));
}

describe('Baku acceleration, through the menu', () => {
  it('pairs every round of the reference engine’s accelerated event as it recorded it', () => {
    const h = accelerated();
    for (let round = 1; round <= ROUNDS; round++) {
      clickMenu(h, 'Pair next round');
      expect(h.services.ui.alerts, `round ${round}`).toEqual([]);
      const paired = sheetRound(h.workbook.sheet('Pairings')!.values(), round);
      const expected = referenceRound(reference, round);
      expect(gameLines(paired.games), `round ${round}`).toEqual(gameLines(expected.games));
      expect(paired.byes).toEqual(expected.byes);
      typeReferenceResults(h, round);
    }
    h.call('updateStandings');
    // The real points, never the virtual ones.
    const expected = new Map(reference.players.map((player) => [player.name, scoreOf(player, reference.points) / 10]));
    expect(standingsPoints(h)).toEqual(expected);
  });

  it('says so when it pairs an accelerated round, and not after', () => {
    const h = accelerated();
    const messages: string[] = [];
    for (let round = 1; round <= 5; round++) {
      messages.push((h.call('pairNextRound', { expectedRound: round }) as { message: string }).message);
      typeReferenceResults(h, round);
    }
    expect(messages[0]).toContain('Baku acceleration: group A (players 1–22) paired with 1 virtual point.');
    expect(messages[1]).toContain('1 virtual point');
    expect(messages[2]).toContain('Baku acceleration: group A (players 1–22) paired with ½ virtual point.');
    expect(messages[3]).toContain('½ virtual point');
    expect(messages[4]).not.toContain('Baku');
  });

  it('shows no virtual point in Standings or in the points of Pairings', () => {
    const h = accelerated();
    clickMenu(h, 'Pair next round');
    typeReferenceResults(h, 1);
    clickMenu(h, 'Pair next round');
    // Round 2's points before the round: 0, ½ or 1, the real scores after round 1.
    const values = h.workbook.sheet('Pairings')!.values();
    const header = values[0]!.map(String);
    const points = values.slice(1).filter((row) => Number(row[0]) === 2).flatMap((row) => [row[header.indexOf('Pts')], row[header.lastIndexOf('Pts')]]);
    expect(new Set(points.filter((value) => value !== ''))).toEqual(new Set([0, 0.5, 1]));
    expect(Math.max(...standingsPoints(h).values())).toBe(1);
  });

  it('exports 250 records with the TRF, and each exported file re-pairs the next round as the sheet does', () => {
    const h = accelerated();
    for (let round = 1; round <= ROUNDS; round++) {
      clickMenu(h, 'Pair next round');
      typeReferenceResults(h, round);
      if (round === ROUNDS) break;
      const text = (h.call('exportTrf') as { download: { text: string } }).download.text;
      expect(text).toMatch(/^250 +1\.0 001 002 0001 0022$/m);
      expect(text).toMatch(/^250 +0\.5 003 004 0001 0022$/m);
      expect(text).not.toMatch(/^XXA/m);
      const file = readTrf(text);
      const next = pairDutch(file.tournament, round + 1);
      const nameOf = (startNumber: number) => file.tournament.players.find((player) => player.startNumber === startNumber)!.name;
      const exported = next.boards.map((board) => ({ white: nameOf(board.white), black: nameOf(board.black) }));
      expect(gameLines(exported), `round ${round + 1} from the TRF exported after round ${round}`).toEqual(gameLines(referenceRound(reference, round + 1).games));
    }
  });

  it('is refused for another system or other points, and turned off when the system changes', () => {
    const h = harness({});
    expect(() => h.call('saveSettings', { system: 'quick', acceleration: 'baku' })).toThrow(
      'Baku acceleration (FIDE C.04.7) is a method of the Swiss systems: choose the Swiss, FIDE Dutch system or team Swiss first.',
    );
    expect(() => h.call('saveSettings', { acceleration: 'baku', points: { win: 3, draw: 1 } })).toThrow(/applies to events scored 1 for a win and ½ for a draw/);
    h.call('saveSettings', { acceleration: 'baku' });
    expect((h.call('saveSettings', { system: 'round-robin' }) as { acceleration: string }).acceleration).toBe('none');
  });
});

describe('a TRF declaring Baku acceleration, imported', () => {
  it('chooses Baku acceleration when the file’s virtual points are the Handbook’s (44 players: group A 22), and pairs on as the reference did', () => {
    const cut = readFileSync(join(__dirname, '..', 'fixtures', 'dutch', 'generated', 'baku-cuts', 'baku-n044-r07-after2.trf'), 'utf8');
    const h = harness({});
    h.call('onOpen');
    const imported = h.call('importTrf', cut) as { message: string };
    expect(imported.message).toBe('Imported 44 players and 2 rounds from the TRF. Its rounds are accelerated: Baku acceleration is chosen.');
    expect((h.call('getSettings') as { acceleration: string }).acceleration).toBe('baku');
    h.call('pairNextRound', { expectedRound: 3 });
    expect(gameLines(sheetRound(h.workbook.sheet('Pairings')!.values(), 3).games)).toEqual(gameLines(referenceRound(reference, 3).games));
  });

  it('says so when the file’s acceleration is not the Handbook’s Baku (46 players: the file’s group A is 23, the Handbook’s 24)', () => {
    const lines = readFileSync(FIXTURE, 'utf8').trimEnd().split('\n');
    const header = lines.filter((line) => !line.startsWith('001'));
    // Two more players, no round played: group A by the 192 line is ⌈46/2⌉ = 23.
    const players = lines
      .filter((line) => line.startsWith('001'))
      .concat(['001   45      Test0045 Player0045               1300', '001   46      Test0046 Player0046               1290'])
      .map((line) => line.slice(0, 89).trimEnd());
    const h = harness({});
    const imported = h.call('importTrf', [...header, ...players].join('\n')) as { message: string };
    expect(imported.message).toContain('not Baku acceleration as FIDE C.04.7 sizes it');
    expect((h.call('getSettings') as { acceleration: string }).acceleration).toBe('none');
  });
});
