/**
 * The organiser's scenarios of a live event, each through the built bundle on the
 * local services (Apps Script's limits enforced), each compared with the same
 * event without the disruption: every round's pairing and the final standings
 * must come out the same, and where the add-on refuses, it says why in words
 * and writes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { harness, typeAndTrigger, visibleSheets, type Harness } from '../support/addon-harness';

const NAMES = [
  'Aarav Shah', 'Bea Lindqvist', 'Chidi Okafor', 'Dana Novak', 'Emil Brandt', 'Farah Haddad', 'Goran Petrov',
  'Hana Sato', 'Ivo Marsh', 'Jia Wen', 'Kofi Mensah', 'Lena Vogel', 'Mateo Ruiz', 'Nadia Iqbal',
];
const ROUNDS = 6;

function players(header: readonly string[] = ['Name', 'Rating'], extra: (index: number) => CellValue[] = () => []): CellValue[][] {
  return [header.slice(), ...NAMES.map((name, index) => [`'${name}`, 2100 - index * 31 - (index % 4) * 9, ...extra(index)])];
}

/** Results as a function of who plays (by their original names) and the round: upsets, draws, a forfeit. */
function decide(white: string, black: string, round: number, board: number): string {
  if (round === 2 && board === 3) return '+/-';
  const hash = (white.charCodeAt(1) * 7 + black.charCodeAt(2) * 3 + round * 11) % 10;
  return hash < 4 ? '1-0' : hash < 7 ? '0-1' : '½-½';
}

interface Played {
  readonly h: Harness;
  /** Per round: [board, White, Black, result] by original names; byes as [0, player, kind, '']. */
  readonly rounds: (string | number)[][][];
  /** Final standings: [rank, original name, points]. */
  readonly standings: (string | number)[][];
}

interface Script {
  readonly sheets?: Record<string, CellValue[][]>;
  /** Runs before round `round` is paired (results of the round before are typed). */
  readonly before?: (h: Harness, round: number, alias: Map<string, string>) => void;
  readonly rounds?: number;
}

function columnsOf(h: Harness) {
  const header = h.workbook.sheet('Pairings')!.values()[0]!.map(String);
  return { round: header.indexOf('Round'), board: header.indexOf('Board'), white: header.indexOf('White'), result: header.indexOf('Result'), black: header.lastIndexOf('Black') };
}

function play(script: Script = {}): Played {
  const h = harness(script.sheets ?? { Players: players() });
  h.call('saveSettings', { rounds: script.rounds ?? ROUNDS });
  h.call('onOpen');
  const alias = new Map<string, string>(NAMES.map((name) => [name, name]));
  const original = (name: string) => alias.get(name) ?? name;
  const rounds: (string | number)[][][] = [];
  for (let round = 1; round <= (script.rounds ?? ROUNDS); round++) {
    script.before?.(h, round, alias);
    h.call('menuPairNextRound');
    expect(h.services.ui.alerts).toEqual([]);
    const c = columnsOf(h);
    const rows = h.workbook.sheet('Pairings')!.values().slice(1).filter((row) => row[c.round] === round);
    rounds.push(
      rows.map((row) =>
        row[c.board] === ''
          ? [0, original(String(row[c.white])), String(row[c.black]), '']
          : [Number(row[c.board]), original(String(row[c.white])), original(String(row[c.black])), ''],
      ),
    );
    typeAndTrigger(h, (white, black, board) => decide(original(white), original(black), round, board));
    expect(h.services.ui.alerts).toEqual([]);
  }
  h.call('menuUpdateStandings');
  expect(h.services.ui.alerts).toEqual([]);
  const standings = h.workbook
    .sheet('Standings')!
    .values()
    .slice(2)
    .map((row) => [String(row[0]), original(String(row[2])), Number(row[4])]);
  return { h, rounds, standings };
}

const baseline = play();

function expectSameEvent(played: Played): void {
  expect(played.rounds).toEqual(baseline.rounds);
  expect(played.standings).toEqual(baseline.standings);
}

/** Runs an action that must be refused: the words match, and not one cell or property changes. */
function expectRefused(h: Harness, functionName: string, words: RegExp): void {
  const before = JSON.stringify({ workbook: h.workbook.toJSON(), properties: h.services.documentProperties });
  h.workbook.resetCounts();
  h.call(functionName);
  const alert = h.services.ui.alerts.pop();
  expect(alert).toMatch(/^Nothing was changed\. /);
  expect(alert).toMatch(words);
  expect(h.workbook.calls.writes).toBe(0);
  expect(JSON.stringify({ workbook: h.workbook.toJSON(), properties: h.services.documentProperties })).toBe(before);
}

function playersSheet(h: Harness) {
  return h.workbook.sheet('Players')!;
}

function rowOf(h: Harness, name: string): number {
  return playersSheet(h).values().findIndex((row) => row[0] === name) + 1;
}

describe('the baseline event', () => {
  it('is a real event: six Dutch rounds of 14 players, IDs in Players, the record hidden and protected', () => {
    expect(baseline.rounds).toHaveLength(ROUNDS);
    expect(baseline.rounds.every((round) => round.length === 7)).toBe(true);
    const players = playersSheet(baseline.h).values();
    expect(players[0]).toEqual(['Name', 'Rating', 'Score', 'Opponents', 'Sheetmate ID']);
    expect(players.slice(1).map((row) => row[4])).toEqual(NAMES.map((_, index) => index + 1));
    const record = baseline.h.workbook.sheet('Sheetmate record')!;
    expect(record.hidden).toBe(true);
    expect(record.protection).toMatchObject({ warningOnly: true });
  });
});

describe('Players: renamed, sorted, rows inserted and deleted', () => {
  it('a spelling fixed in Players alone: every view shows the new name, and the pairings do not change', () => {
    const played = play({
      before: (h, round, alias) => {
        if (round !== 3) return;
        playersSheet(h).type(rowOf(h, 'Emil Brandt'), 1, 'Emil Brandt-Jensen');
        alias.set('Emil Brandt-Jensen', 'Emil Brandt');
      },
    });
    expectSameEvent(played);
    const sheets = visibleSheets(played.h);
    const text = JSON.stringify(sheets);
    expect(text).not.toMatch(/Emil Brandt"/);
    for (const name of ['Pairings', 'Standings', 'Crosstable', 'Players']) expect(JSON.stringify(sheets[name])).toContain('Emil Brandt-Jensen');
  });

  it('a name fixed in Players and in Pairings too: the same event', () => {
    expectSameEvent(
      play({
        before: (h, round, alias) => {
          if (round !== 4) return;
          playersSheet(h).type(rowOf(h, 'Jia Wen'), 1, 'Wen Jia');
          const pairings = h.workbook.sheet('Pairings')!;
          pairings.values().forEach((row, index) => {
            row.forEach((value, column) => {
              if (value === 'Jia Wen') pairings.type(index + 1, column + 1, 'Wen Jia');
            });
          });
          alias.set('Wen Jia', 'Jia Wen');
        },
      }),
    );
  });

  it('Players sorted by name, whole rows: the same event', () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          if (round !== 3) return;
          const values = playersSheet(h).values();
          const sorted = [values[0]!, ...values.slice(1).sort((a, b) => String(b[0]).localeCompare(String(a[0])))];
          h.workbook.setSheetRows('Players', sorted.map((row) => row.map((value, column) => (column === 0 ? `'${value}` : value))));
        },
      }),
    );
  });

  it('rows inserted, a note row added, an empty row deleted: the same event', () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          if (round === 2) {
            playersSheet(h).insertRowsBefore(4, 2);
            playersSheet(h).insertRowsBefore(10, 1);
          }
          if (round === 4) {
            playersSheet(h).type(3, 7, 'paid at the door'); // a note beyond the table: not a player
            playersSheet(h).deleteRows(4, 1);
          }
        },
      }),
    );
  });

  it('a late entry inserted in the middle numbers as one added at the end', () => {
    const late = (where: 'middle' | 'end') =>
      play({
        before: (h, round) => {
          if (round !== 3) return;
          const sheet = playersSheet(h);
          const row = where === 'middle' ? 5 : sheet.values().length + 1;
          if (where === 'middle') sheet.insertRowsBefore(row, 1);
          sheet.type(row, 1, 'Omar Late');
          sheet.type(row, 2, 1990);
        },
      });
    const middle = late('middle');
    const end = late('end');
    expect(middle.rounds).toEqual(end.rounds);
    expect(middle.standings).toEqual(end.standings);
    expect(playersSheet(middle.h).values().find((row) => row[0] === 'Omar Late')!.at(-1)).toBe(15);
  });

  it("a played player's row deleted is refused, naming the player; put back anywhere, the same event", () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          if (round !== 4) return;
          const row = rowOf(h, 'Hana Sato');
          const kept = playersSheet(h).values()[row - 1]!;
          playersSheet(h).deleteRows(row, 1);
          expectRefused(h, 'menuPairNextRound', /Hana Sato \(Sheetmate ID 8\) is no longer on the Players sheet.*write "withdrawn" in their Status/);
          const at = playersSheet(h).values().length + 1;
          kept.forEach((value, column) => playersSheet(h).type(at, column + 1, column === 0 ? `'${value}` : value));
        },
      }),
    );
  });

  it('IDs left behind by a sort of some columns are refused, naming the rows', () => {
    play({
      before: (h, round) => {
        if (round !== 3) return;
        const sheet = playersSheet(h);
        const values = sheet.values();
        const names = values.slice(1).map((row) => [row[0], row[1]]).reverse();
        names.forEach(([name, rating], index) => {
          sheet.type(index + 2, 1, `'${name}`);
          sheet.type(index + 2, 2, rating as CellValue);
        });
        expectRefused(h, 'menuPairNextRound', /Players, row 2, column Sheetmate ID: this row has Sheetmate ID 1, which is Aarav Shah's, but the name Nadia Iqbal is Sheetmate ID 14's/);
        h.workbook.setSheetRows('Players', values.map((row) => row.map((value, column) => (column === 0 && typeof value === 'string' ? `'${value}` : value))));
      },
    });
  });

  it('a row copied to add a player (its ID with it) is refused; a cleared ID is found again by name', () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          const sheet = playersSheet(h);
          if (round === 3) {
            const copy = sheet.values()[1]!.slice();
            const at = sheet.values().length + 1;
            copy.forEach((value, column) => sheet.type(at, column + 1, column === 0 ? 'Zed Copy' : value));
            expectRefused(h, 'menuPairNextRound', new RegExp(`Players, row ${at}, column Sheetmate ID: Sheetmate ID 1 is also on row 2 \\(Aarav Shah\\)`));
            sheet.deleteRows(at, 1);
          }
          if (round === 5) {
            const idColumn = sheet.values()[0]!.indexOf('Sheetmate ID') + 1;
            sheet.type(rowOf(h, 'Dana Novak'), idColumn, '');
          }
        },
      }),
    );
  });
});

describe('Players: columns the add-on does not own', () => {
  it('State, Points and History are neither read nor written: the same event, the columns as typed', () => {
    const extra = (index: number): CellValue[] => [index % 2 === 0 ? 'CA' : 'NY', index * 10, index === 3 ? 'won the 2019 junior' : ''];
    const played = play({ sheets: { Players: players(['Name', 'Rating', 'State', 'Points', 'History'], extra) } });
    expectSameEvent(played);
    const values = playersSheet(played.h).values();
    expect(values[0]).toEqual(['Name', 'Rating', 'State', 'Points', 'History', 'Score', 'Opponents', 'Sheetmate ID']);
    expect(values.slice(1).map((row) => row.slice(2, 5))).toEqual(NAMES.map((_, index) => extra(index)));
  });

  it('an explicit No. column gives the pairing numbers, round 1 included', () => {
    // No. ranks the players in reverse rating order: round 1 must follow No., not the ratings.
    const numbered = play({
      sheets: { Players: players(['Name', 'Rating', 'No.'], (index) => [NAMES.length - index]) },
      rounds: 2,
    });
    // The same field with ratings that agree with No. and no No. column.
    const byRating = play({
      sheets: { Players: [['Name', 'Rating'], ...NAMES.map((name, index) => [`'${name}`, 1000 + index * 10])] },
      rounds: 2,
    });
    expect(numbered.rounds).toEqual(byRating.rounds);
    expect(numbered.rounds[0]![0]!.slice(1, 3)).toEqual(['Nadia Iqbal', 'Goran Petrov']);
  });
});

describe('Pairings: cleared, renamed, rows deleted', () => {
  const repairing = (edit: (h: Harness) => void, words: RegExp) => (h: Harness, round: number) => {
    if (round !== 4) return;
    edit(h);
    expectRefused(h, 'menuPairNextRound', words);
    h.call('menuRebuildSheets');
    expect(h.services.ui.alerts.pop()).toMatch(/^Pairings rebuilt from Sheetmate's record: rounds 1–3\./);
  };

  it('cleared: refused in words; rebuilt from the record with the typed results; the same event', () => {
    expectSameEvent(
      play({
        before: repairing((h) => {
          const pairings = h.workbook.sheet('Pairings')!;
          pairings.getRange(1, 1, pairings.getLastRow(), 8).clearContent();
          // The sidebar still knows where the event stands, from the record, and names the problem.
          expect(h.call('getStatus')).toMatchObject({
            round: 3,
            players: 14,
            problem: expect.stringMatching(/^Pairings does not match Sheetmate's record of the event: Pairings holds none of rounds 1–3/),
          });
        }, /Pairings does not match Sheetmate's record of the event: Pairings holds none of rounds 1–3 \(was it cleared\?\).*Rebuild sheets from the record/),
      }),
    );
  });

  it('renamed: refused in words; a new Pairings is written, the renamed copy left alone; the same event', () => {
    let copy = '';
    const played = play({
      before: repairing((h) => {
        const old = h.workbook.sheet('Pairings')!;
        copy = JSON.stringify(old.values());
        h.workbook.setSheetRows('Pairings (mine)', old.values().map((row) => row.map((value) => (typeof value === 'string' ? `'${value}` : value))));
        h.workbook.removeSheet('Pairings');
      }, /there is no sheet called Pairings, and the record holds rounds 1–3 \(if you renamed it, give it the name Pairings again\)/),
    });
    expectSameEvent(played);
    expect(JSON.stringify(played.h.workbook.sheet('Pairings (mine)')!.values())).toBe(copy);
  });

  it('rows deleted: refused, naming the boards; rebuilt; the same event', () => {
    expectSameEvent(
      play({
        before: repairing((h) => {
          const pairings = h.workbook.sheet('Pairings')!;
          const c = columnsOf(h);
          const row = pairings.values().findIndex((r) => r[c.round] === 2 && r[c.board] === 3) + 1;
          pairings.deleteRows(row, 2);
        }, /round 2, board 3 \(.+\) is not in Pairings; round 2, board 4 \(.+\) is not in Pairings/),
      }),
    );
  });

  it("an organiser's own column in Pairings is left alone by the repair", () => {
    let notes: CellValue[] = [];
    const played = play({
      before: (h, round) => {
        if (round === 2) {
          // A "Table" column of the organiser's, between Board and White.
          const rows = h.workbook.sheet('Pairings')!.values().map((row, r) => [...row.slice(0, 2), r === 0 ? 'Table' : `T${r}`, ...row.slice(2)]);
          h.workbook.setSheetRows('Pairings', rows.map((row) => row.map((value) => (typeof value === 'string' ? `'${value}` : value))));
        }
        if (round === 4) {
          const pairings = h.workbook.sheet('Pairings')!;
          pairings.deleteRows(3, 1);
          notes = pairings.values().map((row) => row[2]!);
          expectRefused(h, 'menuPairNextRound', /is not in Pairings/);
          h.call('menuRebuildSheets');
          expect(h.services.ui.alerts.pop()).toMatch(/^Pairings rebuilt/);
          expect(pairings.values().map((row) => row[2])).toEqual([...notes, ...Array.from({ length: pairings.values().length - notes.length }, () => '')]);
        }
      },
    });
    expectSameEvent(played);
  });

  it('sorted by round and board: the same event, no repair needed', () => {
    expectSameEvent(
      play({
        before: (h, round) => {
          if (round !== 5) return;
          const pairings = h.workbook.sheet('Pairings')!;
          const [header, ...rows] = pairings.values();
          rows.sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1] || 99) - Number(b[1] || 99));
          h.workbook.setSheetRows('Pairings', [header!, ...rows].map((row) => row.map((value) => (typeof value === 'string' ? `'${value}` : value))));
        },
      }),
    );
  });

  it('a pairing changed by hand in a round Sheetmate paired is refused, saying what it paired', () => {
    play({
      before: (h, round) => {
        if (round !== 3) return;
        const pairings = h.workbook.sheet('Pairings')!;
        const c = columnsOf(h);
        const values = pairings.values();
        const row = values.findIndex((r) => r[c.round] === 2 && r[c.board] === 1) + 1;
        const [white, black] = [values[row - 1]![c.white], values[row - 1]![c.black]];
        pairings.type(row, c.white + 1, String(black));
        pairings.type(row, c.black + 1, String(white));
        expectRefused(h, 'menuPairNextRound', new RegExp(`round 2, board 1: Sheetmate paired ${white} – ${black} \\(White first\\), but row ${row} shows ${black} – ${white}`));
        pairings.type(row, c.white + 1, String(white));
        pairings.type(row, c.black + 1, String(black));
      },
    });
  });
});

describe('undo and retries', () => {
  it('a repeated undo of round 3 is refused: rounds 1–2 and their results stay, as after one undo', () => {
    const twice = harness({ Players: players() });
    const once = harness({ Players: players() });
    for (const h of [twice, once]) {
      for (let round = 1; round <= 3; round++) {
        h.call('pairNextRound', { expectedRound: round });
        typeAndTrigger(h, (white, black, board) => decide(white, black, round, board));
      }
    }
    const done = twice.call('undoLastRound', { confirmed: true, expectedRound: 3 }) as { message: string };
    expect(done.message).toBe('Round 3 removed with its 7 typed results.');
    expect(() => twice.call('undoLastRound', { confirmed: true, expectedRound: 3 })).toThrow(
      /^Nothing was changed\. Round 3 was asked for \(to be undone\), but the newest round is now round 2 \(round 3 is not paired: it was undone already, or never paired\)\.$/,
    );
    expect(() => twice.call('undoLastRound', { confirmed: true })).toThrow(/needs the round it is to undo/);
    once.call('undoLastRound', { confirmed: true, expectedRound: 3 });
    expect(visibleSheets(twice)).toEqual(visibleSheets(once));
  });

  it('the menu undo asks, and its confirmed undo names the round it asked about', () => {
    const h = harness({ Players: players() });
    h.call('onOpen');
    h.call('menuPairNextRound');
    typeAndTrigger(h, () => '1-0');
    h.services.ui.answers.push('yes');
    h.call('menuUndoLastRound');
    expect(h.services.ui.alerts.pop()).toMatch(/^Undo last round\?\nRound 1 already has 7 results typed/);
    expect(h.workbook.sheet('Pairings')!.values()).toHaveLength(1);
    // Undoing round 1 starts the event afresh: the IDs are cleared with it.
    expect(playersSheet(h).values().slice(1).every((row) => row[4] === '')).toBe(true);
  });
});

describe('an action stopped part-way', () => {
  it('says so (not "nothing was changed"); the next action notices; Rebuild finishes it; the same event', () => {
    let failed = false;
    const played = play({
      before: (h, round) => {
        if (round !== 4 || failed) return;
        failed = true;
        // The third write of Pair next round fails, as a time-out would: the record is written, Pairings is not.
        let writes = 0;
        const original = h.workbook.count.bind(h.workbook);
        h.workbook.count = (method, kind, cells) => {
          if (kind === 'write' && ++writes === 3) throw new Error('Service Spreadsheets timed out while accessing document with id 1.');
          original(method, kind, cells);
        };
        h.call('menuPairNextRound');
        h.workbook.count = original;
        expect(h.services.ui.alerts.pop()).toMatch(
          /^Sheetmate stopped part-way through pairing round 4: Service Spreadsheets timed out.* Some sheets may already have changed\..*Rebuild sheets from the record/,
        );
        expectRefused(h, 'menuPairNextRound', /^Nothing was changed\. The last Sheetmate action \(pairing round 4\) stopped before it finished writing the sheets: Pairings does not match/);
        h.call('menuRebuildSheets');
        expect(h.services.ui.alerts.pop()).toMatch(/^Pairings rebuilt from Sheetmate's record: rounds 1–4\./);
        // Round 4 is paired now (from the record); undo it, so that the event goes on as the baseline.
        h.call('undoLastRound', { expectedRound: 4 });
      },
    });
    expectSameEvent(played);
  });
});

describe('an action stopped after Pairings was written', () => {
  it('says so; the sheets agree with the record, so the next action simply goes on; the same event', () => {
    let failed = false;
    const played = play({
      before: (h, round) => {
        if (round !== 4 || failed) return;
        failed = true;
        // The last write (the record marked complete) fails.
        const record = h.workbook.sheet('Sheetmate record')!;
        const getRange = record.getRange.bind(record);
        record.getRange = (row, column, rows, columns) => {
          if (row === 1 && column === 3 && rows === 1 && columns === 1) throw new Error('Service Spreadsheets failed while accessing document with id 1.');
          return getRange(row, column, rows, columns);
        };
        h.call('menuPairNextRound');
        record.getRange = getRange;
        expect(h.services.ui.alerts.pop()).toMatch(/^Sheetmate stopped part-way through pairing round 4: Service Spreadsheets failed/);
        expect(String(record.values()[0]![2])).toBe('writing: pairing round 4');
        expect(h.call('getStatus')).toMatchObject({ round: 4, problem: null });
        // Undo works on it; the record is complete again; the event goes on as the baseline.
        h.call('undoLastRound', { expectedRound: 4 });
        expect(String(record.values()[0]![2])).toBe('complete');
      },
    });
    expectSameEvent(played);
  });
});

describe('the record itself', () => {
  it('edited by hand: refused in words, nothing written', () => {
    const h = harness({ Players: players() });
    h.call('menuPairNextRound');
    typeAndTrigger(h, () => '1-0');
    const record = h.workbook.sheet('Sheetmate record')!;
    const chunk = String(record.values()[1]![0]);
    record.type(2, 1, `'${chunk.replace('"1-0"', '"0-1"')}`);
    expectRefused(h, 'menuPairNextRound', /Sheetmate's record of the event \(the hidden sheet "Sheetmate record"\) is damaged: its text does not match its checksum.*File ▸ Version history/);
  });

  it('deleted while Players has IDs: refused in words, nothing written', () => {
    const h = harness({ Players: players() });
    h.call('menuPairNextRound');
    h.workbook.removeSheet('Sheetmate record');
    expectRefused(h, 'menuPairNextRound', /the Players sheet has Sheetmate IDs, but Sheetmate's record of the event .* is missing/);
  });
});

describe('a round typed by hand', () => {
  it('is taken as typed, said so, and paired on from', () => {
    const h = harness({ Players: players() });
    h.call('saveSettings', { rounds: 3 });
    h.call('menuPairNextRound');
    typeAndTrigger(h, () => '1-0');
    // The arbiter pairs round 2 by hand, on top of Pairings, as Sheetmate would.
    const pairings = h.workbook.sheet('Pairings')!;
    const pairs = [0, 1, 2, 3, 4, 5, 6].map((i) => [NAMES[i]!, NAMES[13 - i]!]);
    pairings.insertRowsBefore(2, pairs.length);
    pairs.forEach(([white, black], index) => {
      [2, index + 1, white, '', '1-0', '', black].forEach((value, column) => pairings.type(index + 2, column + 1, value as CellValue));
    });
    const answer = h.call('pairNextRound', { expectedRound: 3 }) as { message: string };
    expect(answer.message).toMatch(/^Round 3 paired: 7 boards\. Round 2 in Pairings was not paired by Sheetmate; taken as typed\.$/);
    const c = columnsOf(h);
    const round3 = pairings.values().filter((row) => row[c.round] === 3);
    const met = new Set([...pairs, ...[]].map((pair) => pair.slice().sort().join('|')));
    for (const row of round3) expect(met.has([row[c.white], row[c.black]].map(String).sort().join('|'))).toBe(false);
  });
});
