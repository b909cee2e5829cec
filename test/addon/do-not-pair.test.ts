/**
 * The Do not pair sheet through the built add-on: siblings the rating order
 * pairs in round 1 and again later are never paired, each round equal to the
 * reference engine's pairing with the pairs as forbidden pairs (XXP), and
 * bad rows are refused by row and column with nothing written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../src/core/trf/read';
import { clickMenu, harness, playersSheet, typeResults, visibleSheets, type Harness } from '../support/addon-harness';
import { gameLines, referencePlayers, referenceRound, sheetRound } from '../support/reference-event';

const FIXTURE = join(__dirname, '..', 'fixtures', 'do-not-pair', 'siblings-n16-r05.trf');
const reference = readTrf(readFileSync(FIXTURE, 'utf8')).tournament;
const DO_NOT_PAIR = [
  ['Player 1', 'Player 2', 'Why'],
  ['Player 06', 'Player 14', 'siblings'],
  ['Player 01', 'Player 02', 'same club, asked'],
];

function event(withList = true): Harness {
  const h = harness({ Players: referencePlayers(reference), ...(withList ? { 'Do not pair': DO_NOT_PAIR } : {}) });
  h.call('onOpen');
  h.call('saveSettings', { rounds: 5 });
  return h;
}

const pairings = (h: Harness, round: number) => sheetRound(h.workbook.sheet('Pairings')!.values(), round);
const meet = (h: Harness, round: number, a: string, b: string) =>
  pairings(h, round).games.some((game) => (game.white === a && game.black === b) || (game.white === b && game.black === a));

function typeReferenceResults(h: Harness, round: number): void {
  const results = new Map(referenceRound(reference, round).games.map((game) => [`${game.white}|${game.black}`, game.result]));
  typeResults(h, (white, black) => results.get(`${white}|${black}`)!);
}

describe('Do not pair, through the menu', () => {
  it('the rating order pairs the siblings Player 06 and Player 14 in round 1 when nothing is listed', () => {
    const h = event(false);
    clickMenu(h, 'Pair next round');
    expect(meet(h, 1, 'Player 06', 'Player 14')).toBe(true);
  });

  it('every round equals the reference engine’s with the listed pairs forbidden, and no listed pair ever meets', () => {
    const h = event();
    for (let round = 1; round <= 5; round++) {
      clickMenu(h, 'Pair next round');
      expect(h.services.ui.alerts).toEqual([]);
      const expected = referenceRound(reference, round);
      const paired = pairings(h, round);
      expect(gameLines(paired.games), `round ${round}`).toEqual(gameLines(expected.games));
      expect(paired.byes).toEqual(expected.byes);
      expect(meet(h, round, 'Player 06', 'Player 14')).toBe(false);
      expect(meet(h, round, 'Player 01', 'Player 02')).toBe(false);
      typeReferenceResults(h, round);
    }
  });

  it('in the rounds where the Dutch system would pair a listed pair again (round 3: 01–02, round 5: 06–14), the list alone keeps them apart', () => {
    const h = event();
    for (let round = 1; round <= 5; round++) {
      if (round === 3 || round === 5) {
        // Without the sheet, the same event pairs the listed pair; undo, put the sheet back, pair again.
        const list = h.workbook.sheet('Do not pair')!.values();
        h.workbook.removeSheet('Do not pair');
        clickMenu(h, 'Pair next round');
        const [a, b] = round === 3 ? ['Player 01', 'Player 02'] : ['Player 06', 'Player 14'];
        expect(meet(h, round, a!, b!)).toBe(true);
        h.call('undoLastRound', { expectedRound: round, confirmed: true });
        h.workbook.setSheetRows('Do not pair', list);
      }
      clickMenu(h, 'Pair next round');
      expect(gameLines(pairings(h, round).games)).toEqual(gameLines(referenceRound(reference, round).games));
      typeReferenceResults(h, round);
    }
  });

  it('a renamed player’s old name on Do not pair still names them', () => {
    const h = event();
    const players = h.workbook.sheet('Players')!;
    clickMenu(h, 'Pair next round');
    typeReferenceResults(h, 1);
    // The organiser fixes a spelling in Players only; the Do not pair row keeps the old one.
    const row = players.values().findIndex((cells) => cells[0] === 'Player 06');
    players.type(row + 1, 1, 'Player 06 Jr');
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts).toEqual([]);
    expect(gameLines(pairings(h, 2).games)).toEqual(
      gameLines(referenceRound(reference, 2).games.map((game) => ({ white: game.white.replace('Player 06', 'Player 06 Jr'), black: game.black.replace('Player 06', 'Player 06 Jr') }))),
    );
  });

  it('bad rows are refused by sheet, row and column, and nothing is written', () => {
    const h = harness({
      Players: playersSheet([
        ['Asha', 1500],
        ['Ben', 1400],
        ['Cy', 1300],
        ['Dia', 1200],
      ]),
      'Do not pair': [['Player 1', 'Player 2'], ['Asha', 'Zed'], ['Cy', 'cy'], ['Dia', '']],
    });
    h.call('onOpen');
    const before = visibleSheets(h);
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts).toEqual([
      'Nothing was changed. Do not pair, row 2, column Player 2: "Zed" is not on the Players sheet. Type the name as Players has it.\n' +
        'Do not pair, row 3, column Player 2: Cy is on both sides of this row. A pair is two different players: correct one of the names.\n' +
        'Do not pair, row 4, column Player 2: this row names only one player. Type the other player of the pair under Player 2, or clear the row.',
    ]);
    expect(visibleSheets(h)).toEqual(before);
  });

  it('a pair that cannot be kept apart gets the no-valid-pairing message naming it, and nothing is written', () => {
    const h = harness({ Players: playersSheet([['Asha', 1500], ['Ben', 1400]]), 'Do not pair': [['Player 1', 'Player 2'], ['Ben', 'Asha']] });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    expect(h.services.ui.alerts).toEqual([
      'Nothing was changed. Round 1 has no valid pairing that keeps Ben and Asha (Do not pair, row 2) apart. ' +
        "The FIDE rules leave this round to the arbiter: pair it by hand in Pairings, or check the players' status and byes.",
    ]);
    expect(h.workbook.sheet('Pairings')).toBeUndefined();
  });

  it('a round robin refuses a field with a listed pair, from the menu and for the schedule', () => {
    const h = harness({
      Players: playersSheet([
        ['Asha', 1500],
        ['Ben', 1400],
        ['Cy', 1300],
        ['Dia', 1200],
      ]),
      'Do not pair': [['Player 1', 'Player 2'], ['Asha', 'Ben']],
    });
    h.call('onOpen');
    h.call('saveSettings', { system: 'round-robin' });
    clickMenu(h, 'Pair next round');
    clickMenu(h, 'Write round-robin schedule');
    const message =
      'Nothing was changed. Do not pair, row 2: Asha and Ben are both in this round robin, where everybody meets everybody, so they cannot be kept apart as this row asks. ' +
      'Delete the row, or give the two players different sections.';
    expect(h.services.ui.alerts).toEqual([message, message]);
    expect(h.workbook.sheet('Pairings')).toBeUndefined();
    expect(h.workbook.sheet('Schedule')).toBeUndefined();
  });
});

describe('forbidden pairs in a TRF, imported', () => {
  it('become the Do not pair sheet, and export writes them back as XXP lines', () => {
    const h = harness({});
    h.call('onOpen');
    const imported = h.call('importTrf', readFileSync(FIXTURE, 'utf8')) as { message: string };
    expect(imported.message).toBe('Imported 16 players and 5 rounds from the TRF. Its 2 forbidden pairs are on the Do not pair sheet.');
    expect(h.workbook.sheet('Do not pair')!.values()).toEqual([
      ['Player 1', 'Player 2'],
      ['Player 01', 'Player 02'],
      ['Player 06', 'Player 14'],
    ]);
    const text = (h.call('exportTrf') as { download: { text: string } }).download.text;
    expect(text.split('\n').filter((line) => line.startsWith('XXP'))).toEqual(['XXP 1 2', 'XXP 6 14']);
  });
});
