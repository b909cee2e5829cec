/**
 * Published worked examples of prize-giving, each reproduced here from its
 * prize list and final scores (players named as the source names them).
 */
import { describe, expect, it } from 'vitest';
import { awarded, prizeList, standings } from './builders';

describe('the Hort system', () => {
  it('de.wikipedia.org, "Hort-System" (Beispiel): 1000/500/350/200/150/100, two tied on 8, three on 7', () => {
    const prizes = prizeList(['1. Preis', 1000, 'overall'], ['2. Preis', 500, 'overall'], ['3. Preis', 350, 'overall'], ['4. Preis', 200, 'overall'], ['5. Preis', 150, 'overall'], ['6. Preis', 100, 'overall']);
    const players = standings(['Spieler A', 8], ['Spieler B', 8], ['Spieler C', 7.5], ['Spieler D', 7], ['Spieler E', 7], ['Spieler F', 7], ['Spieler G', 6.5]);
    // The article: A 875 €, B 625 €, C 350 €, D 175 €, E 150 €, F 125 €.
    expect(awarded(prizes, players, { share: 'hort' })).toEqual([
      ['1. Preis', 'Spieler A', 875],
      ['2. Preis', 'Spieler B', 625],
      ['3. Preis', 'Spieler C', 350],
      ['4. Preis', 'Spieler D', 175],
      ['5. Preis', 'Spieler E', 150],
      ['6. Preis', 'Spieler F', 125],
    ]);
  });

  it('the same article in its earlier version (100/80/60/40/20/10): 95, 85, 60, and 35 € shared three ways', () => {
    const prizes = prizeList(['1st', 100, ''], ['2nd', 80, ''], ['3rd', 60, ''], ['4th', 40, ''], ['5th', 20, ''], ['6th', 10, '']);
    const players = standings(['A', 8], ['B', 8], ['C', 7.5], ['D', 7], ['E', 7], ['F', 7]);
    // The article: A 95, B 85, C 60; D, E, F keep 20, 10, 5 and each take a third of the 35 € pot (11.67, shown as 12 €).
    expect(awarded(prizes, players, { share: 'hort' })).toEqual([
      ['1st', 'A', 95],
      ['2nd', 'B', 85],
      ['3rd', 'C', 60],
      ['4th', 'D', 31.67],
      ['5th', 'E', 21.67],
      ['6th', 'F', 16.66],
    ]);
    // In whole units, rounded down: 31, 21, 16, and 2 € not paid out (the article rounds the pot share up to 12 and pays 1 € more than the fund).
    const outcome = awarded(prizes, players, { share: 'hort', rounding: 'whole' });
    expect(outcome.slice(3).map(([, , amount]) => amount)).toEqual([31, 21, 16]);
  });

  it('Vega Chess manual (2016), the Hort system: four players tied, 10,000/8,000/6,000/4,000 → 8,500/7,500/6,500/5,500', () => {
    const prizes = prizeList(['1st', 10000, ''], ['2nd', 8000, ''], ['3rd', 6000, ''], ['4th', 4000, '']);
    const players = standings(['#1', 9], ['#2', 9], ['#3', 9], ['#4', 9], ['#5', 8]);
    expect(awarded(prizes, players, { share: 'hort' })).toEqual([
      ['1st', '#1', 8500],
      ['2nd', '#2', 7500],
      ['3rd', '#3', 6500],
      ['4th', '#4', 5500],
    ]);
  });
});

describe('shared equally', () => {
  it('oscf.org, "All Stars Awards & Ties": 45/40/30/20/15, scores 4, 4, 3½, 3, 3, 3', () => {
    const prizes = prizeList(['1st', 45, ''], ['2nd', 40, ''], ['3rd', 30, ''], ['4th', 20, ''], ['5th', 15, '']);
    const players = standings(['P1', 4], ['P2', 4], ['P3', 3.5], ['P4', 3], ['P5', 3], ['P6', 3], ['P7', 2]);
    // The page: 42.50 each for the two on 4, 30 for 3rd, a third of 35 (11.67) for each of the three on 3.
    // To the cent the three shares add up to the 35.00: 11.67, 11.67, 11.66 (the first by tie-break get the odd cents).
    expect(awarded(prizes, players, { share: 'equal' })).toEqual([
      ['1st', 'P1', 42.5],
      ['2nd', 'P2', 42.5],
      ['3rd', 'P3', 30],
      ['4th', 'P4', 11.67],
      ['5th', 'P5', 11.67],
      ['5th', 'P6', 11.66],
    ]);
  });

  it('chess-essentials.com, "How to Calculate Cash Prizes", scenario 1: 100/50/25, two on 3½ and one on 3', () => {
    const prizes = prizeList(['1st', 100, ''], ['2nd', 50, ''], ['3rd', 25, '']);
    const players = standings(['Player A', 3.5], ['Player B', 3.5], ['Player C', 3]);
    expect(awarded(prizes, players, { share: 'equal' })).toEqual([
      ['1st', 'Player A', 75],
      ['2nd', 'Player B', 75],
      ['3rd', 'Player C', 25],
    ]);
  });
});

describe('one prize a player (US Chess rule 32B), as US Chess tournament directors worked them out', () => {
  it('uschess.discourse.group "Prize Example": a place prize ranks above a class prize of the same amount', () => {
    const prizes = prizeList(['1st place', 250, ''], ['2nd place', 150, ''], ['3rd place', 100, ''], ['U2200', 100, 'rating<2200']);
    const players = standings(['Player A (GM)', 4, 2550], ['Player B (expert)', 3.5, 2100], ['Player C (expert)', 3.5, 2050], ['Player D (NM)', 3, 2250], ['Player E (expert)', 2.5, 2000]);
    // "A gets $250, B and C split 2nd and 3rd ($125 each), E gets U2200 ($100), and D is left out in the cold."
    expect(awarded(prizes, players, { share: 'equal' })).toEqual([
      ['1st place', 'Player A (GM)', 250],
      ['2nd place', 'Player B (expert)', 125],
      ['3rd place', 'Player C (expert)', 125],
      ['U2200', 'Player E (expert)', 100],
    ]);
    // The same list by tie-break: 3rd still goes before U2200, to C.
    expect(awarded(prizes, players)).toEqual([
      ['1st place', 'Player A (GM)', 250],
      ['2nd place', 'Player B (expert)', 150],
      ['3rd place', 'Player C (expert)', 100],
      ['U2200', 'Player E (expert)', 100],
    ]);
  });

  it('the same thread: an expert prize joins the pool of three tied for 2nd ($116.67 each)', () => {
    const prizes = prizeList(['1st place', 250, ''], ['2nd place', 150, ''], ['3rd place', 100, ''], ['Expert', 100, 'rating 2000-2199'], ['Class A', 100, 'rating 1800-1999']);
    const players = standings(['A (GM)', 4, 2550], ['B (expert)', 3.5, 2100], ['C (expert)', 3.5, 2050], ['D (A)', 3.5, 1900], ['E (expert)', 3, 2000], ['F (A)', 2.5, 1850]);
    const awards = awarded(prizes, players, { share: 'equal' });
    // "B, C and D get three prizes ($116.67 each)": the 350.00 of 2nd, 3rd and the first class prize listed, Expert.
    // Only an expert can hold Expert, so C holds it and D (class A) 3rd; the odd cent goes to D, last on tie-break.
    expect(awards.slice(1, 4)).toEqual([
      ['2nd place', 'B (expert)', 116.67],
      ['3rd place', 'D (A)', 116.66],
      ['Expert', 'C (expert)', 116.67],
    ]);
    expect(awards).toContainEqual(['Class A', 'F (A)', 100]);
  });

  describe('uschess.discourse.group "Prize distribution", situations 1 to 3: the tied pair pools 2nd with the most valuable class prize', () => {
    const players = standings(['Arnie', 5, 1980], ['Alfred', 4.5, 1950], ['Bernie', 4.5, 1750], ['Alonzo', 4, 1930], ['Bob', 4, 1730]);
    // [situation, the two class prizes, who holds 2nd and the first class prize, the share]. The thread:
    // 1: "Alfred + Bernie $112.51 each, splitting the pool of 2nd Prize and Top A … Alonzo -0- … Bob $75 Top B";
    // 2: "Alfred + Bernie $112.50 each, splitting the pool of 2nd Prize and Top Under 2000 … Bob $75 Top Under 1800";
    // 3: the same as 2 with top A and top B of $75 each.
    // Only Alfred can hold top A, so Bernie holds 2nd; both can hold top under 2000.
    it.each([
      ['1', ['top A', 75.02, 'rating 1800-1999'], ['top B', 75, 'rating 1600-1799'], ['Bernie', 'Alfred'], 112.51],
      ['2', ['top under 2000', 75, 'rating<2000'], ['top under 1800', 75, 'rating<1800'], ['Alfred', 'Bernie'], 112.5],
      ['3', ['top A', 75, 'rating 1800-1999'], ['top B', 75, 'rating 1600-1799'], ['Bernie', 'Alfred'], 112.5],
    ] as const)('situation %s', (_, first, second, [holdsSecond, holdsClass], share) => {
      const prizes = prizeList(['1st prize', 200, ''], ['2nd prize', 150, ''], [...first], [...second]);
      expect(awarded(prizes, players, { share: 'equal' })).toEqual([
        ['1st prize', 'Arnie', 200],
        ['2nd prize', holdsSecond, share],
        [first[0], holdsClass, share],
        [second[0], 'Bob', 75],
      ]);
    });
  });

  it('uschess.discourse.group "Prize distriubution", question 2: Mike and Mary tied on 3 share 3rd and the under-1400 prize, $13.50 each', () => {
    const prizes = prizeList(['1st', 25, ''], ['2nd', 20, ''], ['3rd', 17, ''], ['top under 1400', 10, 'rating<1400']);
    const players = standings(['Jon', 4, 1600], ['Jane', 3.5, 1380], ['Mike', 3, 1200], ['Mary', 3, 1550], ['Tim', 2.5, 1250]);
    expect(awarded(prizes, players, { share: 'equal' })).toEqual([
      ['1st', 'Jon', 25],
      ['2nd', 'Jane', 20],
      ['3rd', 'Mary', 13.5],
      ['top under 1400', 'Mike', 13.5],
    ]);
  });

  it('uschess.discourse.group "Class prizes": the sole A player tied for 3rd takes his class prize alone (70 > 58), the other four get 55', () => {
    const prizes = prizeList(
      ['1st', 300, ''], ['2nd', 200, ''], ['3rd', 120, ''],
      ['1st A', 70, 'rating 1800-1999'], ['2nd A', 30, 'rating 1800-1999'],
      ['1st B', 70, 'rating 1600-1799'], ['2nd B', 30, 'rating 1600-1799'],
    );
    const players = standings(
      ['Winner', 5, 2300], ['Second', 4.5, 2250],
      ['Expert 1', 4, 2100], ['Expert 2', 4, 2050], ['A player', 4, 1900], ['B player 1', 4, 1700], ['B player 2', 4, 1650],
      ['Next A', 3, 1850],
    );
    const awards = awarded(prizes, players, { share: 'equal' });
    expect(awards).toContainEqual(['1st A', 'A player', 70]);
    const tied = awards.filter(([, winner]) => ['Expert 1', 'Expert 2', 'B player 1', 'B player 2'].includes(winner as string));
    expect(tied.map(([, winner, amount]) => [winner, amount])).toEqual([
      ['Expert 1', 55],
      ['Expert 2', 55],
      ['B player 1', 55],
      ['B player 2', 55],
    ]);
    expect(awards).toContainEqual(['2nd A', 'Next A', 30]);
  });
});
