/**
 * The add-on's own sheets say they are its own: an edit there is answered
 * at once with where it belongs, naming the row; so is an edit in a Players
 * column Sheetmate writes, or a row it cannot take as it is.
 */
import { describe, expect, it } from 'vitest';
import { sheetEditAnswer } from '../../../src/core/actions/edits/sheet-edits';
import { pairAction } from '../../../src/core/actions/pair';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { applyPlan, edited, field, typedAll, workbook } from '../../support/sheet-values';

function paired(rounds: number): WorkbookRead {
  let read = workbook({ Players: field(8) });
  for (let round = 1; round <= rounds; round++) {
    if (round > 1) read = typedAll(read);
    read = applyPlan(read, pairAction(read));
  }
  return read;
}

const event = paired(2);
const rowWith = (read: WorkbookRead, sheet: string, test: (row: readonly unknown[]) => boolean) => read.sheets.get(sheet)!.findIndex(test) + 1;

describe('an edit in an own sheet', () => {
  it('a result typed in Live: where it belongs, the Pairings row of that board', () => {
    const liveRow = rowWith(event, 'Live', (row) => row[0] === 2 && String(row[1]).startsWith('Player'));
    const pairingsRow = rowWith(event, 'Pairings', (row) => row[0] === 2 && row[1] === 2);
    const white = event.sheets.get('Pairings')![pairingsRow - 1]![2];
    const black = event.sheets.get('Pairings')![pairingsRow - 1]![6];
    const typed = edited(event, 'Live', liveRow, 3, '1-0');
    expect(sheetEditAnswer(typed, { sheet: 'Live', row: liveRow, column: 3, value: '1-0' })).toBe(
      `Live is Sheetmate's own sheet, written again at every Sheetmate step: "1-0", typed in C${liveRow}, will not stay. To record 1-0 for round 2, board 2 (${white} – ${black}), type it in Pairings, row ${pairingsRow}, column Result.`,
    );
  });

  it('a name changed in By name or Standings: where names are typed, the player’s Players row', () => {
    const byNameRow = rowWith(event, 'By name', (row) => row[0] === 'Player 05');
    const answer = sheetEditAnswer(event, { sheet: 'By name', row: byNameRow, column: 1, value: 'Player Five' });
    expect(answer).toMatch(/^By name is Sheetmate's own sheet, written again at every Sheetmate step: "Player Five", typed in A\d+, will not stay\. Results are typed in Pairings \(round 2, board \d \(.*Player 05.*\) is Pairings, row \d+\), names and ratings in Players\.$/);
    const standingsRow = rowWith(event, 'Standings', (row) => row[2] === 'Player 03');
    expect(sheetEditAnswer(event, { sheet: 'Standings', row: standingsRow, column: 5, value: '9' })).toMatch(/Standings is Sheetmate's own sheet.* \(Player 03 is on Players, row 4;/);
  });

  it('Byes: where a requested bye is typed', () => {
    expect(sheetEditAnswer(event, { sheet: 'Byes', row: 3, column: 2 })).toMatch(/^Byes is Sheetmate's own sheet, written again at every Sheetmate step: What was in B3 will not stay\. A bye a player asks for is typed in Players' Byes column/);
  });

  it('a sheet of the organiser’s, or Pairings, gets no answer here', () => {
    expect(sheetEditAnswer(event, { sheet: 'Notes', row: 2, column: 2, value: 'x' })).toBeNull();
  });
});

describe('an edit in Players', () => {
  it('in the Score column Sheetmate writes: it will not stay, and where points come from', () => {
    const column = event.players![0]!.indexOf('Score') + 1;
    expect(sheetEditAnswer(edited(event, 'Players', 4, column, 5), { sheet: 'Players', row: 4, column, value: '5' })).toMatch(/^Players' Score column is Sheetmate's: .* what was typed in C4 will not stay\. It comes from the results typed in Pairings\.$/);
  });

  it('a name typed over a player’s row is answered at once, as the next step would refuse it', () => {
    const typedOver = edited(event, 'Players', 9, 'Name', 'Bea Costa');
    expect(sheetEditAnswer(typedOver, { sheet: 'Players', row: 9, column: 1, value: 'Bea Costa' })).toMatch(/^Players, row 9, column Name: this row has Sheetmate ID 8, which Sheetmate recorded as Player 08's, but its name is now Bea Costa/);
  });

  it('an ordinary edit (a rating) gets no answer', () => {
    expect(sheetEditAnswer(edited(event, 'Players', 3, 'Rating', 1995), { sheet: 'Players', row: 3, column: 2, value: '1995' })).toBeNull();
  });
});
