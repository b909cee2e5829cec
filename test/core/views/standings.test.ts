import { describe, expect, it } from 'vitest';
import { roundProgress } from '../../../src/core/event/progress';
import { standingsHeading, standingsSoFar, standingsSoFarTable } from '../../../src/core/views/standings';
import { computeStandings } from '../../../src/core/tiebreaks';
import { liveEvent } from '../../support/live-builders';

const TWELVE = Array.from({ length: 12 }, (_, index) => `P${String(index + 1).padStart(2, '0')}`);

/** Round 1 of twelve players, boards P01-P07 … P06-P12, with the results given by board (undefined: not in yet). */
function roundOne(results: readonly (string | undefined)[]) {
  const boards = Array.from({ length: 6 }, (_, index) => {
    const result = results[index];
    return `${TWELVE[index]} - ${TWELVE[index + 6]}${result === undefined ? '' : ` ${result}`}`;
  });
  return liveEvent(...TWELVE).current(...boards).build();
}

const pointsByName = (rows: readonly { startNumber: number; points: number }[]) =>
  Object.fromEntries(rows.map((row) => [TWELVE[row.startNumber - 1]!, row.points]));

describe('standings so far', () => {
  it('counts the results typed so far in round 1 and says how many are in', () => {
    // The issue's run: 4 of 6 round-1 results typed.
    const event = roundOne(['1-0', '0-1', '½-½', '1-0']);
    const standings = standingsSoFar(event.tournament, { system: 'swiss' });
    expect(standings.progress).toEqual({ round: 1, games: 6, resultsIn: 4, complete: false, byes: 0 });
    expect(standingsHeading(standings.progress, 5)).toBe('Standings during round 1 of 5 (4 of 6 results in)');
    expect(standings.rows.map((row) => [TWELVE[row.startNumber - 1], row.rankLabel, row.points])).toEqual([
      ['P01', '1–3', 10],
      ['P04', '1–3', 10],
      ['P08', '1–3', 10],
      ['P03', '4–5', 5],
      ['P09', '4–5', 5],
      ['P02', '6–12', 0],
      ['P05', '6–12', 0],
      ['P06', '6–12', 0],
      ['P07', '6–12', 0],
      ['P10', '6–12', 0],
      ['P11', '6–12', 0],
      ['P12', '6–12', 0],
    ]);
    // Games: only the games with a result have been played.
    expect(standings.rows.filter((row) => row.gamesPlayed === 1).map((row) => TWELVE[row.startNumber - 1]).sort()).toEqual(
      ['P01', 'P02', 'P03', 'P04', 'P07', 'P08', 'P09', 'P10'],
    );
  });

  it('says so when it counts a bye of the round being played: "during round 2 (0 of 5 results in, bye counted)", never "after round 1"', () => {
    // Eleven players: Kit lost in round 1 and has the bye of round 2; no result of round 2 is in yet.
    const names = ['Ana', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kit'];
    const event = liveEvent(...names)
      .round('Ana - Ben 1-0', 'Cid - Dee 1-0', 'Eve - Fay 1-0', 'Gus - Hal 1-0', 'Ivy - Kit 1-0', 'Jon: U')
      .current('Ana - Cid', 'Eve - Gus', 'Ivy - Jon', 'Ben - Dee', 'Fay - Hal', 'Kit: U')
      .build();
    const standings = standingsSoFar(event.tournament, { system: 'swiss', tiebreaks: ['BH'] });
    expect(standings.progress).toMatchObject({ round: 2, games: 5, resultsIn: 0, byes: 1 });
    expect(standingsHeading(standings.progress, 5)).toBe('Standings during round 2 of 5 (0 of 5 results in, bye counted)');
    // What the title says is what the table counts: Kit's bye point is in, beside the round-1 winners'.
    const points = Object.fromEntries(standings.rows.map((row) => [names[row.startNumber - 1], row.points]));
    expect(points).toMatchObject({ Kit: 10, Ana: 10, Jon: 10, Ben: 0 });
    const table = standingsSoFarTable(event.tournament, { system: 'swiss', tiebreaks: ['BH'], totalRounds: 5 });
    expect(table.title).toMatch(/^Standings during round 2 of 5 \(0 of 5 results in, bye counted; tie-breaks as after round 1\) · /);
    // A round with no bye and no result yet is still the round before's table, and says that.
    const even = liveEvent('Ana', 'Ben', 'Cid', 'Dee').round('Ana - Ben 1-0', 'Cid - Dee 0-1').current('Ana - Dee', 'Ben - Cid').build();
    expect(standingsHeading(roundProgress(even.tournament), 5)).toBe('Standings after round 1 of 5 (round 2 paired, 0 of 2 results in)');
  });

  it('moves with every single typed result, and equals the full standings once the round is complete', () => {
    const results = ['1-0', '½-½', '0-1', '1-0', '-/+', '½-½'];
    const points: Record<string, [number, number]> = { '1-0': [10, 0], '0-1': [0, 10], '½-½': [5, 5], '-/+': [0, 10] };
    for (let typed = 0; typed <= results.length; typed++) {
      const event = roundOne(results.map((result, index) => (index < typed ? result : undefined)));
      const standings = standingsSoFar(event.tournament, { system: 'swiss' });
      const expected: Record<string, number> = Object.fromEntries(TWELVE.map((name) => [name, 0]));
      results.slice(0, typed).forEach((result, board) => {
        expected[TWELVE[board]!] = points[result]![0];
        expected[TWELVE[board + 6]!] = points[result]![1];
      });
      expect(pointsByName(standings.rows), `${typed} results typed`).toEqual(expected);
      expect(standings.progress.resultsIn).toBe(typed);
      expect(standings.progress.complete).toBe(typed === results.length);
    }
    const complete = roundOne(results);
    expect(standingsSoFar(complete.tournament, { system: 'swiss' }).rows).toEqual(computeStandings(complete.tournament, { system: 'swiss' }));
  });

  it('ranks a partial round by points, then by the tie-breaks of the complete rounds', () => {
    // Round 3 has one result in (Cy beat Eva); Dan and Fay, level on ½, are split by round 2's Buchholz.
    const event = liveEvent('Ann', 'Bob', 'Cy', 'Dan', 'Eva', 'Fay')
      .round('Ann - Bob 1-0', 'Cy - Dan 1-0', 'Eva - Fay 1-0')
      .round('Eva - Ann 0-1', 'Bob - Cy 0-1', 'Dan - Fay ½-½')
      .current('Ann - Dan', 'Cy - Eva 1-0', 'Fay - Bob')
      .build();
    const tiebreaks = ['BH', 'SB'];
    const now = standingsSoFar(event.tournament, { system: 'swiss', tiebreaks });
    expect(now.tiebreaksThroughRound).toBe(2);
    expect(now.progress).toMatchObject({ round: 3, games: 3, resultsIn: 1 });
    const afterTwo = computeStandings(event.tournament, { system: 'swiss', tiebreaks, throughRound: 2 });
    const tiebreaksAfterTwo = new Map(afterTwo.map((row) => [row.startNumber, row.tiebreaks]));
    for (const row of now.rows) expect(row.tiebreaks).toEqual(tiebreaksAfterTwo.get(row.startNumber));
    const names = ['Ann', 'Bob', 'Cy', 'Dan', 'Eva', 'Fay'];
    expect(now.rows.map((row) => `${row.rankLabel} ${names[row.startNumber - 1]} ${row.points / 10}`)).toEqual([
      '1 Cy 3',
      '2 Ann 2',
      '3 Eva 1',
      '4 Dan 0.5',
      '5 Fay 0.5',
      '6 Bob 0',
    ]);
  });

  it('counts the current round’s byes and absences at once, and points carried from paper', () => {
    const event = liveEvent('Ann', 'Bob', 'Cy', 'Dan', 'Eva')
      .round('Ann - Bob 1-0', 'Cy - Dan 0-1', 'Eva: U')
      .current('Dan - Ann', 'Eva - Bob', 'Cy: H')
      .carry('Bob', 20)
      .build();
    const standings = standingsSoFar(event.tournament, { system: 'swiss', carriedPoints: event.carriedPoints! });
    const byNumber = new Map(standings.rows.map((row) => [row.startNumber, row.points]));
    expect(byNumber.get(3)).toBe(5); // Cy: 0 + a requested half-point bye
    expect(byNumber.get(2)).toBe(20); // Bob: 0 + 2 from paper, his game still on
    expect(byNumber.get(5)).toBe(10); // Eva: the round-1 bye, her game still on
  });

  it('writes the Standings sheet: the title says how far the round has got and when the tie-breaks count', () => {
    const event = liveEvent('Ann', 'Bob', 'Cy', 'Dan')
      .round('Ann - Bob 1-0', 'Cy - Dan ½-½')
      .current('Ann - Cy 1-0', 'Dan - Bob')
      .build();
    const table = standingsSoFarTable(event.tournament, {
      system: 'swiss',
      tiebreaks: ['BH', 'WIN'],
      totalRounds: 5,
      systemName: 'Swiss, FIDE Dutch system',
    });
    expect(table.title).toBe(
      'Standings during round 2 of 5 (1 of 2 results in; tie-breaks as after round 1) · Swiss, FIDE Dutch system · ties broken by Buchholz, Rounds won',
    );
    expect(table.header).toEqual(['Rank', 'No.', 'Name', 'Rating', 'Points', 'BH Buchholz', 'WIN Rounds won', 'Games']);
    expect(table.rows[0]).toEqual(['1', 1, 'Ann', 2000, 2, 0, 1, 2]);

    const firstRound = liveEvent('Ann', 'Bob', 'Cy', 'Dan').current('Ann - Cy 1-0', 'Dan - Bob').build();
    const early = standingsSoFarTable(firstRound.tournament, { system: 'swiss', tiebreaks: ['BH'], totalRounds: 0 });
    expect(early.title).toBe('Standings during round 1 (1 of 2 results in; tie-breaks once round 1 is complete) · ties broken by Buchholz');
    // No tie-break is shown before a round is complete: a 0 would read as a value.
    expect(early.rows.map((row) => row[5])).toEqual(['', '', '', '']);

    const complete = liveEvent('Ann', 'Bob').current('Ann - Bob 0-1').build();
    expect(standingsSoFarTable(complete.tournament, { system: 'swiss', tiebreaks: [], totalRounds: 3 }).title).toBe(
      'Standings after round 1 of 3 · no tie-breaks',
    );
    expect(standingsHeading(roundProgress(liveEvent('Ann', 'Bob').build().tournament), 3)).toBe('Standings before round 1');
  });
});
