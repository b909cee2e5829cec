import { describe, expect, it } from 'vitest';
import { InputErrors } from '../../../src/core/errors';
import { identifyPlayers } from '../../../src/core/workbook/identity';
import { readPairingsTable } from '../../../src/core/workbook/pairings-table';
import { readPlayersTable } from '../../../src/core/workbook/players-table';
import { checksumOf, readRecordRows, recordSheetRows, splitIntoChunks } from '../../../src/core/record/sheet-rows';
import { EMPTY_RECORD, RecordDamagedError, type EventRecord } from '../../../src/core/record/record';
import { recordFromJson, recordToJson } from '../../../src/core/record/json';
import { reconcilePairings, seatingOf, SheetsDisagreeError } from '../../../src/core/workbook/reconcile';
import { playerId, startNumber } from '../../../src/core/ids';

const RECORD: EventRecord = {
  nextId: 4,
  playersColumns: ['Score', 'Opponents'],
  sections: [
    {
      name: '',
      players: [
        { id: playerId(1), name: 'Ann' },
        { id: playerId(2), name: 'Bob' },
        { id: playerId(3), name: 'Cid 🐝' },
      ],
      carried: [],
      rounds: [
        {
          round: 1,
          origin: 'paired',
          locked: true,
          pairedAt: '2026-10-16T18:00:00.000Z',
          boards: [{ board: 1, white: playerId(1), black: playerId(2), result: '1-0' }],
          byes: [{ player: playerId(3), kind: 'pairing-allocated' }],
        },
      ],
    },
  ],
};

/** The record as Sheetmate 0.3.0 writes it: who wrote it, and who paired the round. */
const STAMPED: EventRecord = {
  ...RECORD,
  writtenBy: '0.3.0',
  sections: [{ ...RECORD.sections[0]!, rounds: [{ ...RECORD.sections[0]!.rounds[0]!, pairedBy: '0.3.0' }] }],
};

/** The same record as Sheetmate 0.2.0 wrote it (format 1, no version anywhere), spelt out as that release wrote it. */
const WRITTEN_BY_0_2_0 =
  '{"format":"sheetmate-record","version":1,"nextId":4,"playersColumns":["Score","Opponents"],"sections":[{"name":"","players":[[1,"Ann"],[2,"Bob"],[3,"Cid 🐝"]],' +
  '"carried":[],"rounds":[{"round":1,"origin":"paired","locked":true,"pairedAt":"2026-10-16T18:00:00.000Z","boards":[[1,1,2,"1-0"]],"byes":[[3,"pairing-allocated"]]}]}]}';

describe('the record in JSON', () => {
  it('round-trips', () => {
    expect(recordFromJson(recordToJson(RECORD))).toEqual(RECORD);
    expect(recordFromJson(recordToJson(STAMPED))).toEqual(STAMPED);
  });

  it('is written as format 3, naming the version that wrote it and the one that paired each round', () => {
    const json = JSON.parse(recordToJson(STAMPED));
    expect(json).toMatchObject({ format: 'sheetmate-record', version: 3, writtenBy: '0.3.0' });
    expect(json.sections[0].rounds[0].pairedBy).toBe('0.3.0');
    // A record without stamps (an earlier Sheetmate's, read and not yet written again) has none to write.
    expect(recordToJson(RECORD)).not.toMatch(/writtenBy|pairedBy/);
  });

  it("reads the formats earlier Sheetmates wrote: 0.2.0's one section (1) and sections (2), without a version anywhere", () => {
    expect(recordFromJson(WRITTEN_BY_0_2_0)).toEqual(RECORD);
    const sectioned = WRITTEN_BY_0_2_0.replace('"version":1', '"version":2').replace('"name":""', '"name":"U10"');
    expect(recordFromJson(sectioned).sections[0]!.name).toBe('U10');
    expect(recordFromJson(sectioned).writtenBy).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"format":', /not complete JSON/],
    ['another format', '{"format":"x"}', /not a Sheetmate record/],
    ['a newer format', recordToJson(RECORD).replace('"version":3', '"version":4'), /different version of Sheetmate \(format 4\); update Sheetmate/],
    ['a round paired by something that is not a version', recordToJson(STAMPED).replace('"pairedBy":"0.3.0"', '"pairedBy":"latest"'), /rounds\[0\]\.pairedBy is not a version of Sheetmate/],
    ['a writer that is not a version', recordToJson(STAMPED).replace('"writtenBy":"0.3.0"', '"writtenBy":3'), /writtenBy is not text/],
    ['an unknown player in a board', recordToJson(RECORD).replace('[1,1,2,"1-0"]', '[1,1,9,"1-0"]'), /names Sheetmate ID 9, which is not among the players/],
    ['an unknown result', recordToJson(RECORD).replace('"1-0"]', '"2-0"]'), /has the result "2-0"/],
    ['a repeated ID', recordToJson(RECORD).replace('[2,"Bob"]', '[1,"Bob"]'), /not among the players|listed twice/],
    ['an ID at or past nextId', recordToJson(RECORD).replace('"nextId":4', '"nextId":3'), /not below the next ID 3/],
  ])('refuses %s, in words', (_what, text, words) => {
    expect(() => recordFromJson(text)).toThrow(RecordDamagedError);
    expect(() => recordFromJson(text)).toThrow(words);
  });
});

describe('the record sheet', () => {
  it('reads back what it writes: header, state and chunks', () => {
    const rows = recordSheetRows(RECORD, { generation: 7, state: { kind: 'writing', action: 'pairing round 2' }, writtenAt: '2026-10-16T18:00:00.000Z' });
    expect(rows[0]!.slice(0, 3)).toEqual(['sheetmate-record', 7, 'writing: pairing round 2']);
    expect(readRecordRows(rows)).toEqual({
      record: RECORD,
      header: { generation: 7, state: { kind: 'writing', action: 'pairing round 2' }, writtenAt: '2026-10-16T18:00:00.000Z' },
    });
    expect(readRecordRows([[''], ['']])).toBeNull();
  });

  it('notices an edited, cut or moved chunk', () => {
    const rows = recordSheetRows(RECORD, { generation: 1, state: { kind: 'complete' }, writtenAt: '' });
    const edited = rows.map((row) => row.slice());
    edited[1]![0] = String(edited[1]![0]).replace('Ann', 'Anne');
    expect(() => readRecordRows(edited)).toThrow(/does not match its checksum/);
    const cut = rows.map((row) => row.slice());
    cut[1]![0] = String(cut[1]![0]).slice(0, -1);
    expect(() => readRecordRows(cut)).toThrow(/does not match its checksum/);
    expect(() => readRecordRows([['Name'], ['x']])).toThrow(/first cell is not the record's header/);
  });

  it('cuts a large record into cells under 50,000 characters, never inside a surrogate pair or beside a space', () => {
    const many: EventRecord = {
      ...EMPTY_RECORD,
      nextId: 3001,
      sections: [{ name: '', carried: null, rounds: [], players: Array.from({ length: 3000 }, (_, i) => ({ id: playerId(i + 1), name: `Player ${i} 🐝 with a long name ` })) }],
    };
    const rows = recordSheetRows(many, { generation: 1, state: { kind: 'complete' }, writtenAt: '' });
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows.slice(1)) {
      const chunk = String(row[0]);
      expect(chunk.length).toBeLessThanOrEqual(45_000);
      expect(chunk).not.toMatch(/^\s|\s$/);
      expect(chunk.charCodeAt(chunk.length - 1) >= 0xd800 && chunk.charCodeAt(chunk.length - 1) <= 0xdbff).toBe(false);
    }
    expect(readRecordRows(rows)!.record).toEqual(many);
  });

  it('splits exactly and checks cheaply', () => {
    expect(splitIntoChunks('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(splitIntoChunks('ab  cdefgh', 4).join('')).toBe('ab  cdefgh');
    expect(splitIntoChunks('', 4)).toEqual(['']);
    expect(checksumOf('abc')).not.toBe(checksumOf('abd'));
  });
});

describe('identifyPlayers', () => {
  const recorded = [
    { id: 1, name: 'Ann' },
    { id: 2, name: 'Bob' },
  ];
  const table = (rows: (string | number)[][]) => readPlayersTable([['Name', 'Rating', 'Sheetmate ID'], ...rows]).entrants;

  it('follows the ID, whatever the name and the row', () => {
    const identified = identifyPlayers(table([['Bobby', 1400, 2], ['Ann', 1500, 1], ['Cid', 1300, '']]), recorded);
    expect(identified.entrants.map((e) => [e.name, e.id])).toEqual([['Bobby', 2], ['Ann', 1], ['Cid', undefined]]);
  });

  it('finds a cleared ID again by name', () => {
    const identified = identifyPlayers(table([['Ann', 1500, 1], ['Bob', 1400, '']]), recorded);
    expect(identified.entrants[1]!.id).toBe(2);
    expect([...identified.restoredIds]).toEqual([[3, 2]]);
  });

  it('refuses unknown, repeated and moved IDs and missing players, naming each row', () => {
    let error: unknown;
    try {
      identifyPlayers(table([['Bob', 1500, 1], ['Ann', 1400, 2], ['Zed', 1300, 9]]), recorded);
    } catch (caught) {
      error = caught;
    }
    expect((error as InputErrors).problems.map((p) => p.message)).toEqual([
      'Players, row 4, column Sheetmate ID: Sheetmate ID 9 is not one Sheetmate gave out. Clear the cell: a new player\'s ID is left blank and Sheetmate fills it in when the player is first paired.',
      "Players, row 2, column Sheetmate ID: this row has Sheetmate ID 1, which is Ann's, but the name Bob is Sheetmate ID 2's. An ID must stay beside its player: if the rows were sorted without the Sheetmate ID column, undo the sort and sort whole rows.",
      "Players, row 3, column Sheetmate ID: this row has Sheetmate ID 2, which is Bob's, but the name Ann is Sheetmate ID 1's. An ID must stay beside its player: if the rows were sorted without the Sheetmate ID column, undo the sort and sort whole rows.",
    ]);
    expect(() => identifyPlayers(table([['Ann', 1500, 1], ['Cid', 1300, '']]), recorded)).toThrow(/Bob \(Sheetmate ID 2\) is no longer on the Players sheet/);
  });
});

describe('reconcilePairings', () => {
  const section = RECORD.sections[0]!;
  const names = seatingOf(
    ['Ann', 'Bobby', 'Cid 🐝'].map((name, index) => ({ startNumber: startNumber(index + 1), entrant: { name, id: playerId(index + 1) } })),
    section.players,
  );
  const header = ['Round', 'Board', 'White', 'Pts', 'Result', 'Pts', 'Black'];
  const complete = { kind: 'complete' } as const;

  it('takes results from the sheet, current names for old ones, and notes the cells to rename', () => {
    const table = readPairingsTable([header, [1, 1, 'Ann', 0, '', 0, 'Bob'], [1, '', 'Cid 🐝', 0, '', '', 'BYE']]);
    const reconciled = reconcilePairings(table, section, names, complete);
    expect(reconciled.rounds[0]!.boards[0]).toMatchObject({ white: 1, black: 2, result: null, row: 2 });
    expect(reconciled.renames).toEqual([{ row: 2, field: 'black', name: 'Bobby' }]);
    expect(reconciled.newlyTyped).toEqual([]);
  });

  it('takes a round typed after the record as typed, unless the record says an action stopped', () => {
    const rows = [header, [2, 1, 'Cid 🐝', 0, '', 1, 'Ann'], [2, '', 'Bob', 0, '', '', 'BYE'], [1, 1, 'Ann', 0, '1-0', 0, 'Bob'], [1, '', 'Cid 🐝', 0, '', '', 'BYE']];
    const table = readPairingsTable(rows);
    expect(reconcilePairings(table, section, names, complete).newlyTyped).toEqual([2]);
    expect(() => reconcilePairings(table, section, names, { kind: 'writing', action: 'undoing round 2' })).toThrow(
      /^the last Sheetmate action \(undoing round 2\) stopped before it finished writing the sheets: .*round 2 is in Pairings but no longer in the record/,
    );
  });

  it('lists every difference: a missing board, a changed one, a bye of another kind', () => {
    const changed = readPairingsTable([header, [1, 1, 'Bob', 0, '1-0', 0, 'Ann'], [1, '', 'Cid 🐝', 0, '', '', 'absent']]);
    let error: unknown;
    try {
      reconcilePairings(changed, section, names, complete);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SheetsDisagreeError);
    expect((error as SheetsDisagreeError).differences).toEqual([
      'round 1, board 1: Sheetmate paired Ann – Bobby (White first), but row 2 shows Bob – Ann',
      'round 1: row 3 shows Cid 🐝 with "absent", but Sheetmate recorded "BYE"',
    ]);
    expect(() => reconcilePairings(null, section, names, complete)).toThrow(/there is no sheet called Pairings, and the record holds round 1/);
    expect(() => reconcilePairings(readPairingsTable([header]), section, names, complete)).toThrow(/Pairings holds none of round 1 \(was it cleared\?\)/);
  });
});
