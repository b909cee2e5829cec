/**
 * Every export is valid or refused: ratings a TRF can carry (whole numbers up
 * to 9999) or refused at the Players check with the row; TRF lines exact to
 * the column however a name is written; names a TRF could not tell apart
 * refused; an import that stops does so before anything is written.
 */
import { describe, expect, it } from 'vitest';
import { exportTrfAction } from '../../../src/core/actions/exports';
import { importTrfAction } from '../../../src/core/actions/import-trf';
import { pairAction } from '../../../src/core/actions/pair';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { readTrf } from '../../../src/core/trf';
import { readPlayersTable } from '../../../src/core/workbook/players-table';
import { applyPlan, players, typedAll, workbook } from '../../support/sheet-values';

describe('ratings a TRF can carry', () => {
  it.each([
    [1850.5, 'Players, row 3, column Rating: 1850.5 is not a rating: ratings are whole numbers (such as 1851), as FIDE lists them and a TRF carries them.'],
    [25000, 'Players, row 3, column Rating: 25000 is not a rating: a TRF carries ratings of up to four digits (9999 at most). Check the cell: a digit typed twice?'],
    [1.85, 'Players, row 3, column Rating: 1.85 is not a rating: ratings are whole numbers (such as 2), as FIDE lists them and a TRF carries them. If it is 1850 with its thousands mark read as a decimal point, type 1850.'],
    ['1650,5', 'Players, row 3, column Rating: "1650,5" is not a rating. Type a rating such as 1450, or leave the cell blank for an unrated player.'],
  ])('%j is refused at the Players check, with its row and column', (rating, words) => {
    expect(() => readPlayersTable([['Name', 'Rating'], ['Ana Silva', 1800], ['Bob Lee', rating], ['Cid Moss', 1500]])).toThrow(words);
  });

  it('9999, 0 and blank are taken', () => {
    expect(readPlayersTable([['Name', 'Rating'], ['Ana Silva', 9999], ['Bob Lee', 0], ['Cid Moss', '']]).entrants.map((e) => e.rating)).toEqual([9999, 0, 0]);
  });
});

/** Two rounds of the players given, paired and played, then exported. */
function exported(names: readonly string[]): { read: WorkbookRead; text: string } {
  let read = workbook({ Players: players(...names.map((name, index) => [name, 2000 - index * 50])) });
  for (let round = 1; round <= 2; round++) {
    read = applyPlan(read, pairAction(read));
    read = typedAll(read, 'Pairings', (board) => (board % 2 === 0 ? '0-1' : '½-½'));
  }
  return { read, text: exportTrfAction(read).result.download!.text };
}

const playerLines = (text: string) => text.split('\n').filter((line) => line.startsWith('001'));

describe('TRF lines exact to the column', () => {
  const awkward = ['Ana Silva 🐝', 'Zoe\u0308 Adams', '𠀋 Chen Wei', 'Łukasz Żółć', 'Bob Lee', 'Cid Moss', 'Dee Park', 'Eve Ng'];

  it('whatever a name holds (an emoji, a decomposed accent, a CJK letter beyond the first plane), every field is in its columns, counted in code points', () => {
    const { text } = exported(awkward);
    const control = exported(['Ana Silva X', 'Zoe Adams', 'X Chen Wei', 'Lukasz Zolc', 'Bob Lee', 'Cid Moss', 'Dee Park', 'Eve Ng']).text;
    const columnsAfterName = (line: string) => Array.from(line).slice(47).join('');
    expect(playerLines(text).map(columnsAfterName)).toEqual(playerLines(control).map(columnsAfterName));
    for (const line of playerLines(text)) expect(Array.from(line).length).toBe(Array.from(playerLines(control)[0]!).length);
  });

  it('reads back as it was written: the names (accents composed), ratings, points and rounds', () => {
    const { text } = exported(awkward);
    const file = readTrf(text);
    expect(file.tournament.players.map((player) => player.name)).toEqual(awkward.map((name) => name.normalize('NFC')));
    expect(file.tournament.players.map((player) => player.rating)).toEqual([2000, 1950, 1900, 1850, 1800, 1750, 1700, 1650]);
    expect(file.roundsPlayed).toBe(2);
  });
});

describe('names a TRF could not tell apart', () => {
  const long = ['Alexandra Konstantinopoulou-Papadimitriou', 'Alexandra Konstantinopoulou-Papadopoulou', 'Bob Lee', 'Cid Moss'];

  it('are refused at export, naming both rows and a shorter name that works', () => {
    let read = workbook({ Players: players(...long.map((name, index) => [name, 2000 - index * 50])) });
    read = applyPlan(read, pairAction(read));
    expect(() => exportTrfAction(read)).toThrow(
      'Players, row 3, column Name: "Alexandra Konstantinopoulou-Papadimitriou" (row 2) and "Alexandra Konstantinopoulou-Papadopoulou" (row 3) are the same in their first 33 characters ("Alexandra Konstantinopoulou-Papad"), which is all of a name a TRF holds, so the file could not tell the two players apart. Shorten one of the names in Players (such as "A. Konstantinopoulou-Papadopoulou"), then export again.',
    );
    // The advice followed: the file is written, and its two names are apart.
    const shortened = { ...read, players: read.players!.map((row, index) => (index === 2 ? ['A. Konstantinopoulou-Papadopoulou', ...row.slice(1)] : row)) };
    const names = readTrf(exportTrfAction(shortened).result.download!.text).tournament.players.map((player) => player.name);
    expect(new Set(names).size).toBe(4);
  });

  it('a file that names two players alike is refused at import, in words about the file, before anything is written', () => {
    const { text } = exported(['Ana Silva', 'Bob Lee', 'Cid Moss', 'Dee Park']);
    const twice = text.replace(/Bob Lee {3}/, 'Ana Silva ');
    expect(() => importTrfAction(workbook({}), twice)).toThrow(/^TRF file: players 1 and 2 have the same name, "Ana Silva" .* correct one of them in the file \(their 001 lines\), then import again\.$/);
  });
});
