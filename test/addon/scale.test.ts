/**
 * Events at the sizes organisers run, through the built bundle on the local
 * services, with every Apps Script limit enforced (9 KB a property value,
 * 500 KB a store, 50,000 characters a cell, 6 minutes an execution and 30
 * seconds a simple trigger, as simulated Apps Script time): the cases that
 * broke before the event record.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { APPS_SCRIPT_LIMITS, type ExecutionReport } from '../../src/local/apps-script/limits';
import type { CellValue } from '../../src/local/apps-script/workbook';
import { harness, largestCell, propertySizes, typeAndTrigger, typeResults, type Harness } from '../support/addon-harness';

/** n players with 35-character names (the length that broke the properties), ratings with ties. */
function longNames(n: number): CellValue[][] {
  return [
    ['Name', 'Rating'],
    ...Array.from({ length: n }, (_, i) => [`'${`Participant ${String(i + 1).padStart(4, '0')} Abcdefghijklmnopqrstu`.slice(0, 35)}`, 2400 - (i % 800)]),
  ];
}

function decide(round: number) {
  return (white: string, black: string, board: number) => {
    const hash = (white.charCodeAt(15) * 31 + black.charCodeAt(14) * 7 + board + round * 13) % 10;
    return hash < 4 ? '1-0' : hash < 7 ? '0-1' : '½-½';
  };
}

/** Every property and cell within Apps Script's limits, and the execution just run within its time. */
function expectWithinLimits(h: Harness): void {
  const properties = propertySizes(h);
  expect(properties.largest).toBeLessThanOrEqual(APPS_SCRIPT_LIMITS.propertyValueBytes);
  expect(properties.store).toBeLessThanOrEqual(APPS_SCRIPT_LIMITS.propertyStoreBytes);
  expect(largestCell(h).characters).toBeLessThanOrEqual(APPS_SCRIPT_LIMITS.cellCharacters);
  const last = h.services.clock.last();
  expect(last!.seconds).toBeLessThan(last!.limitSeconds);
}

function run(h: Harness, name: string, ...args: unknown[]): ExecutionReport {
  h.call(name, ...args);
  expect(h.services.ui.alerts).toEqual([]);
  expectWithinLimits(h);
  return h.services.clock.last(name)!;
}

describe('300 players with 35-character names', () => {
  it('pairs, types, undoes, updates and exports five rounds within every limit', () => {
    const h = harness({ Players: longNames(300) });
    h.call('saveSettings', { rounds: 5 });
    for (let round = 1; round <= 5; round++) {
      run(h, 'menuPairNextRound');
      typeAndTrigger(h, decide(round));
      expectWithinLimits(h);
    }
    h.services.ui.answers.push('yes');
    h.call('menuUndoLastRound');
    expect(h.services.ui.alerts.pop()).toMatch(/^Undo last round\?\nRound 5 already has 150 results typed: board 1 \(.+\), board 8 \(.+\) and 142 more\. Undoing/);
    expectWithinLimits(h);
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/^Standings after round 4 of 5/);
    run(h, 'menuPairNextRound');
    typeResults(h, decide(5));
    run(h, 'menuUpdateStandings');
    run(h, 'exportTrf');
    expect(h.workbook.sheet('TRF')!.values().filter((row) => String(row[0]).startsWith('001'))).toHaveLength(300);
    console.log(`300 players: largest property ${propertySizes(h).largest} bytes, largest cell ${JSON.stringify(largestCell(h))}`);
  });
});

/** The Players sheet of an event begun on paper: the history of `rounds` rounds played in another workbook. */
function paperPlayers(n: number, rounds: number): CellValue[][] {
  const h = harness({ Players: longNames(n) });
  h.call('saveSettings', { rounds });
  for (let round = 1; round <= rounds; round++) {
    h.call('menuPairNextRound');
    typeResults(h, decide(round));
  }
  h.call('menuUpdateStandings');
  // Each player's opponents, colours and points, round by round, from the crosstable (opponents by start number; points as "2½").
  const crosstable = h.workbook.sheet('Crosstable')!.values();
  const nameByNumber = new Map(crosstable.slice(1).map((row) => [Number(row[1]), String(row[2])]));
  const rows = crosstable.slice(1).sort((a, b) => Number(a[1]) - Number(b[1]));
  const ratingOf = new Map(longNames(n).slice(1).map((row) => [String(row[0]).slice(1), row[1]!]));
  return [
    ['Name', 'Rating', 'Score', 'Opponents', 'Colours'],
    ...rows.map((row) => {
      const cells = row.slice(4, 4 + rounds).map(String);
      const opponents = cells.map((cell) => (/^\d+/.test(cell) ? nameByNumber.get(Number(/^\d+/.exec(cell)![0]))! : '-'));
      const colours = cells.map((cell) => (/^\d+w/.test(cell) ? 'W' : /^\d+b/.test(cell) ? 'B' : '-')).join('');
      return [`'${String(row[2])}`, ratingOf.get(String(row[2]))!, Number(String(row[4 + rounds]).replace('½', '.5')), opponents.join(', '), colours];
    }),
  ];
}

describe('200 players who began on paper with 5 rounds', () => {
  const paper = paperPlayers(200, 5);

  function continueEvent(disrupt: boolean) {
    const h = harness({ Players: paper });
    h.call('saveSettings', { rounds: 8 });
    const rounds: CellValue[][][] = [];
    for (let round = 6; round <= 8; round++) {
      if (disrupt && round === 7) {
        // Players sorted by rating, whole rows, mid-event.
        const [header, ...rows] = h.workbook.sheet('Players')!.values();
        rows.sort((a, b) => Number(a[1]) - Number(b[1]));
        h.workbook.setSheetRows('Players', [header!, ...rows].map((row) => row.map((value, c) => (c === 0 ? `'${value}` : value))));
      }
      run(h, 'menuPairNextRound');
      rounds.push(h.workbook.sheet('Pairings')!.values().filter((row) => row[0] === round).map((row) => row.slice(1, 7)));
      typeAndTrigger(h, decide(round));
      expectWithinLimits(h);
    }
    run(h, 'menuUpdateStandings');
    return { h, rounds, standings: h.workbook.sheet('Standings')!.values() };
  }

  it('carries on from the paper history within every limit, the same with Players sorted mid-event', () => {
    const plain = continueEvent(false);
    const sorted = continueEvent(true);
    expect(sorted.rounds).toEqual(plain.rounds);
    expect(sorted.standings).toEqual(plain.standings);
    expect(plain.rounds[0]).toHaveLength(100);
    expect(String(plain.standings[0]![0])).toMatch(/^Standings after round 8 of 8/);
    // The paper history lives in the record, not in a property; the paper columns are as typed.
    expect(propertySizes(plain.h).largest).toBeLessThan(1000);
    expect(plain.h.workbook.sheet('Players')!.values().slice(1).map((row) => row.slice(0, 5))).toEqual(
      paper.slice(1).map((row) => [String(row[0]).slice(1), ...row.slice(1)]),
    );
    console.log(`200 players from paper: largest property ${propertySizes(plain.h).largest} bytes, largest cell ${JSON.stringify(largestCell(plain.h))}`);
  });
});

describe('1000 players, 11 rounds, 35-character names', () => {
  it('a whole event (pair, results, undo, standings, TRF) within every limit', () => {
    const h = harness({ Players: longNames(1000) });
    h.call('saveSettings', { rounds: 11 });
    const rounds: { round: number; wall: number; report: ExecutionReport }[] = [];
    const typedReports: ExecutionReport[] = [];
    for (let round = 1; round <= 11; round++) {
      const start = performance.now();
      const report = run(h, 'menuPairNextRound');
      rounds.push({ round, wall: (performance.now() - start) / 1000, report });
      if (round === 6) {
        // Undo round 6 (no results yet) and pair it again: the same round comes back.
        const paired = h.workbook.sheet('Pairings')!.values().filter((row) => row[0] === 6);
        run(h, 'menuUndoLastRound');
        run(h, 'menuPairNextRound');
        expect(h.workbook.sheet('Pairings')!.values().filter((row) => row[0] === 6)).toEqual(paired);
      }
      // One result typed, then the rest: the onEdit trigger after each, within a simple trigger's 30 seconds.
      const pairings = h.workbook.sheet('Pairings')!;
      pairings.type(pairings.values().findIndex((row) => row[0] === round && row[1] === 1) + 1, 5, '1-0');
      typedReports.push(run(h, 'onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings') } }));
      typeResults(h, decide(round));
      const typed = run(h, 'onEdit', { range: { getSheet: () => h.workbook.sheet('Pairings') } });
      typedReports.push(typed);
      expect(typed.seconds).toBeLessThan(APPS_SCRIPT_LIMITS.simpleTriggerSeconds);
    }
    // The phone views hold the whole field: By name a row a player, Live a row a board and a player.
    expect(h.workbook.sheet('By name')!.values().length).toBeGreaterThanOrEqual(1000 + 2);
    expect(h.workbook.sheet('Live')!.values().length).toBeGreaterThanOrEqual(500 + 1000 + 4);
    const settings = run(h, 'saveSettings', { tiebreaks: ['SB', 'BH/C1'] });
    const standings = run(h, 'menuUpdateStandings');
    const exported = run(h, 'exportTrf');
    expect(String(h.workbook.sheet('Standings')!.values()[0]![0])).toMatch(/^Standings after round 11 of 11/);
    expect(h.workbook.sheet('TRF')!.values().filter((row) => String(row[0]).startsWith('001'))).toHaveLength(1000);
    const record = h.workbook.sheet('Sheetmate record')!.values();
    const cell = largestCell(h);
    const properties = propertySizes(h);
    expect(cell.characters).toBeLessThanOrEqual(45_000);
    console.log(
      [
        `1000 players × 11 rounds: largest property value ${properties.largest} bytes (store ${properties.store} bytes); ` +
          `largest cell ${cell.characters} characters (${cell.sheet}); the record is ${record.length - 1} cells of JSON`,
        ...rounds.map(
          ({ round, wall, report }) =>
            `  round ${String(round).padStart(2)}: ${wall.toFixed(2)} s wall here, ${report.cpuSeconds.toFixed(2)} s CPU, ` +
            `${report.seconds.toFixed(1)} s simulated Apps Script time (${report.calls} calls)`,
        ),
        `  typed results (onEdit, one result or a whole round): at most ${Math.max(...typedReports.map((report) => report.seconds)).toFixed(1)} s simulated ` +
          `(limit ${APPS_SCRIPT_LIMITS.simpleTriggerSeconds} s), ${Math.max(...typedReports.map((report) => report.calls))} calls at most`,
        `  Update standings: ${standings.seconds.toFixed(1)} s simulated; saving a setting: ${settings.seconds.toFixed(1)} s; Export TRF: ${exported.seconds.toFixed(1)} s simulated`,
      ].join('\n'),
    );
  });
});
