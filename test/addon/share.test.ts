/**
 * getShareInfo: what the sidebar's Share panel is told about the spreadsheet,
 * from Google's spreadsheet (its address and sheet ids) and, through the
 * built bundle, from the local workbook (which has no address).
 */
import { describe, expect, it } from 'vitest';
import { shareInfoOf, type ShareableSpreadsheet } from '../../src/addon/share';
import { harness, playersSheet } from '../support/addon-harness';

/** A spreadsheet as Google Sheets gives it: an address, and sheets with ids. */
function googleSpreadsheet(name: string, url: string, sheets: Record<string, number>): ShareableSpreadsheet {
  return {
    getName: () => name,
    getUrl: () => url,
    getSheetByName: (sheet) => (sheet in sheets ? { getName: () => sheet, getSheetId: () => sheets[sheet]! } : null),
  };
}

const URL = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp/edit';

describe('getShareInfo', () => {
  it("gives the spreadsheet's address and a link opening on the Live sheet", () => {
    expect(shareInfoOf(googleSpreadsheet('Spring Open', `${URL}?usp=sharing#gid=0`, { Players: 0, Live: 1874512345 }))).toEqual({
      eventName: 'Spring Open',
      spreadsheetUrl: URL,
      liveSheet: { name: 'Live', sheetId: 1874512345, url: `${URL}#gid=1874512345` },
    });
  });

  it('says there is no Live sheet before the add-on has written one', () => {
    expect(shareInfoOf(googleSpreadsheet('Spring Open', URL, { Players: 0 })).liveSheet).toBeNull();
  });

  it('answers through the bundle without an address where the spreadsheet has none, and writes nothing', () => {
    const h = harness({ Players: playersSheet([['Ann', 1500], ['Bob', 1400]]) });
    const before = JSON.stringify(h.workbook.sheet('Players')!.values());
    expect(h.call('getShareInfo')).toEqual({ eventName: 'Test event', spreadsheetUrl: null, liveSheet: null });
    expect(JSON.stringify(h.workbook.sheet('Players')!.values())).toBe(before);
    expect(h.workbook.calls.writes).toBe(0);
  });
});
