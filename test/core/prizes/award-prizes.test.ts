import { describe, expect, it } from 'vitest';
import { teamStandings } from '../../../src/core/views/teams';
import { InputError } from '../../../src/core/errors';
import { awardPrizes, readPrizeList } from '../../../src/core/prizes';
import { awarded, prizeList, standings } from './builders';

/**
 * Ties across a rating-band prize and place prizes: Ben, Cy and Dan tied on
 * 4½ behind Ana; Ben and Dan are under 1600, and Best U1600 (50) is worth more
 * than 3rd (40). Worked by hand from the rules in docs/prizes.md.
 */
describe('ties across a rating-band prize and place prizes', () => {
  const prizes = prizeList(['1st', 100, 'overall'], ['2nd', 60, 'overall'], ['3rd', 40, 'overall'], ['Best U1600', 50, 'rating<1600']);
  const players = standings(['Ana', 5, 1700], ['Ben', 4.5, 1550], ['Cy', 4.5, 1800], ['Dan', 4.5, 1500], ['Eve', 4, 1400]);

  it('by tie-break: 2nd to Ben, Best U1600 (worth more than 3rd) to Dan, 3rd to Cy', () => {
    expect(awarded(prizes, players)).toEqual([
      ['1st', 'Ana', 100],
      ['2nd', 'Ben', 60],
      ['3rd', 'Cy', 40],
      ['Best U1600', 'Dan', 50],
    ]);
    const reason = awardPrizes({ prizes, players }).awards.find((award) => award.prize.name === 'Best U1600')!.reason;
    expect(reason).toBe('best player rated under 1600: 4½ points; Ben won a higher prize');
  });

  it('shared equally: the three tied take 2nd, Best U1600 and 3rd together, 150.00 ÷ 3', () => {
    expect(awarded(prizes, players, { share: 'equal' })).toEqual([
      ['1st', 'Ana', 100],
      ['2nd', 'Ben', 50],
      ['3rd', 'Cy', 50],
      ['Best U1600', 'Dan', 50],
    ]);
  });

  it('by the Hort system: each keeps half of the prize held by tie-break, the other halves (75.00) shared', () => {
    expect(awarded(prizes, players, { share: 'hort' })).toEqual([
      ['1st', 'Ana', 100],
      ['2nd', 'Ben', 30 + 25],
      ['3rd', 'Cy', 20 + 25],
      ['Best U1600', 'Dan', 25 + 25],
    ]);
  });

  it('Eve, under 1600 but behind the tie, wins nothing in any method: the tied players took the prizes', () => {
    for (const share of ['tiebreak', 'equal', 'hort'] as const) {
      expect(awardPrizes({ prizes, players, share }).awards.map((award) => award.winner?.kind === 'player' && award.winner.name)).not.toContain('Eve');
    }
  });
});

describe('the usual rules', () => {
  it('gives each player the most valuable prize they qualify for, and the places go down the standings', () => {
    const prizes = prizeList(['1st', 100, ''], ['2nd', 60, ''], ['Best junior', 80, 'born>=2012']);
    const players = standings(['Old', 5, 2000, { born: 1980 }], ['Kid', 4, 1500, { born: 2013 }], ['Middle', 3, 1800, { born: 1990 }], ['Kid 2', 2, 1400, { born: 2014 }]);
    expect(awarded(prizes, players)).toEqual([
      ['1st', 'Old', 100],
      ['2nd', 'Middle', 60],
      ['Best junior', 'Kid', 80],
    ]);
  });

  it('leaves a prize nobody qualifies for unawarded, and says why', () => {
    const prizes = prizeList(['1st', 100, ''], ['Best girl', 30, 'sex=F'], ['Best U1200', 20, 'u1200']);
    const players = standings(['Ana', 5, 1700, { sex: 'F' }], ['Ben', 4, 1500, { sex: 'M' }]);
    const awards = awardPrizes({ prizes, players }).awards;
    expect(awards.map((award) => [award.prize.name, award.winner, award.amount])).toEqual([
      ['1st', { kind: 'player', startNumber: 1, name: 'Ana' }, 10000],
      ['Best girl', null, null],
      ['Best U1200', null, null],
    ]);
    expect(awards[1]!.reason).toBe('not awarded: everyone who qualifies (Ana) won a more valuable prize');
    expect(awards[2]!.reason).toBe('not awarded: there is no player rated under 1200');
  });

  it('reads sex as TRF writes it (w for a woman) and as organisers type it', () => {
    const prizes = prizeList(['Best woman', 10, 'sex=F']);
    expect(awarded(prizes, standings(['Bo', 5, 1500, { sex: 'm' }], ['Wu', 4, 1500, { sex: 'w' }]))).toEqual([['Best woman', 'Wu', 10]]);
    expect(awarded(prizes, standings(['Bo', 5, 1500, { sex: 'boy' }], ['Gi', 4, 1500, { sex: 'Girl' }]))).toEqual([['Best woman', 'Gi', 10]]);
  });

  it('leaves unrated players out of a rating band unless it says "or unrated"', () => {
    const players = standings(['New', 5, 0], ['Rated', 4, 1400]);
    expect(awarded(prizeList(['U1600', 10, 'rating<1600']), players)).toEqual([['U1600', 'Rated', 10]]);
    expect(awarded(prizeList(['U1600', 10, 'rating<1600 or unrated']), players)).toEqual([['U1600', 'New', 10]]);
    expect(awarded(prizeList(['Best unrated', 10, 'unrated']), players)).toEqual([['Best unrated', 'New', 10]]);
  });

  it('counts an age on 1 January of the event year, as FIDE youth groups do: U12 in 2025 is born in 2013 or later', () => {
    const prizes = prizeList(['Best U12', 10, 'u12']);
    const players = standings(['Twelve', 5, 1500, { born: 2012 }], ['Eleven', 4, 1500, { born: 2013 }]);
    expect(awarded(prizes, players, { eventYear: 2025 })).toEqual([['Best U12', 'Eleven', 10]]);
    expect(() => awardPrizes({ prizes, players })).toThrow(/row 2, column Category: "u12" is an age, which needs the event's year/);
  });

  it('matches an age group, a section, a category, a team and a federation as typed (case and spacing aside)', () => {
    const players = standings(
      ['Ana', 5, 1500, { ageGroup: 'U10', section: 'Open', category: 'S50', team: 'Hill School', federation: 'ENG' }],
      ['Ben', 4, 1500, { ageGroup: 'u 10', section: 'u10', category: 's50', team: 'hill  school', federation: 'eng' }],
    );
    const prizes = prizeList(['1st', 100, ''], ['U10', 10, 'age group=U10'], ['Section', 10, 'section=U10'], ['Seniors', 10, 'category=S50'], ['Hill', 10, 'team=Hill School'], ['England', 10, 'federation=ENG']);
    expect(awarded(prizes, players, { prizesPerPlayer: 9 }).map(([name, winner]) => [name, winner])).toEqual([
      ['1st', 'Ana'],
      ['U10', 'Ana'],
      ['Section', 'Ben'],
      ['Seniors', 'Ana'],
      ['Hill', 'Ana'],
      ['England', 'Ana'],
    ]);
  });

  it('allows more prizes a player when the organiser says so, but never two of one category', () => {
    const prizes = prizeList(['1st', 100, ''], ['2nd', 60, ''], ['Best girl', 30, 'girls']);
    const players = standings(['Ana', 5, 1700, { sex: 'F' }], ['Ben', 4, 1500], ['Cy', 3, 1500, { sex: 'F' }]);
    expect(awarded(prizes, players)).toEqual([['1st', 'Ana', 100], ['2nd', 'Ben', 60], ['Best girl', 'Cy', 30]]);
    expect(awarded(prizes, players, { prizesPerPlayer: 2 })).toEqual([['1st', 'Ana', 100], ['2nd', 'Ben', 60], ['Best girl', 'Ana', 30]]);
  });

  it('gives an extra prize on top of another: the 1st-place trophy goes with the 1st-place money', () => {
    const prizes = readPrizeList([
      ['Prize', 'Amount', 'Category', 'Extra'],
      ['1st', 100, 'overall', ''],
      ['1st place trophy', 'Trophy', 'overall', 'yes'],
      ['2nd', 60, 'overall', ''],
      ['2nd place trophy', 'Trophy', 'overall', 'yes'],
    ]);
    const players = standings(['Ana', 5], ['Ben', 4], ['Cy', 3]);
    expect(awarded(prizes, players)).toEqual([['1st', 'Ana', 100], ['1st place trophy', 'Ana', null], ['2nd', 'Ben', 60], ['2nd place trophy', 'Ben', null]]);
  });

  it('follows an Order column when the organiser gives one', () => {
    const prizes = readPrizeList([
      ['Order', 'Prize', 'Amount', 'Category'],
      [2, 'Best U1600', 50, 'u1600'],
      [1, 'Champion', 'Cup', ''],
    ]);
    expect(awarded(prizes, standings(['Ana', 5, 1500], ['Ben', 4, 1500]))).toEqual([['Best U1600', 'Ben', 50], ['Champion', 'Ana', null]]);
  });
});

describe('a player who withdrew', () => {
  // US Chess rule 32C1: "Unless the director decides otherwise, players who fail to complete the tournament are not entitled to prizes."
  const prizes = prizeList(['1st', 100, ''], ['2nd', 60, ''], ['Best girl', 30, 'sex=F'], ['Best U1200', 20, 'u1200']);
  const players = standings(['Ana', 5, 1700, { sex: 'F', withdrawn: true }], ['Ben', 4, 1500], ['Cy', 4, 1400], ['Dee', 3, 1600, { sex: 'F' }], ['Eve', 1, 1100, { withdrawn: true }]);

  it('takes no prize: the prizes go down the standings, and each says who withdrew', () => {
    const awards = awardPrizes({ prizes, players }).awards;
    expect(awarded(prizes, players)).toEqual([
      ['1st', 'Ben', 100],
      ['2nd', 'Cy', 60],
      ['Best girl', 'Dee', 30],
      ['Best U1200', null, null],
    ]);
    expect(awards[0]!.reason).toBe('best player: 4 points; Ana withdrew (a player who does not finish takes no prize); ahead of Cy on tie-breaks (also 4 points)');
    expect(awards[2]!.reason).toBe('best female player: 3 points; Ana withdrew (a player who does not finish takes no prize)');
    expect(awards[3]!.reason).toBe('not awarded: no player rated under 1200 finished (Eve withdrew)');
  });

  it('takes no share of tied money either', () => {
    const tied = standings(['Ana', 5, 1700, { withdrawn: true }], ['Ben', 5, 1500], ['Cy', 5, 1400], ['Dee', 3, 1600]);
    expect(awarded(prizeList(['1st', 100, ''], ['2nd', 60, ''], ['3rd', 20, '']), tied, { share: 'equal' })).toEqual([
      ['1st', 'Ben', 80],
      ['2nd', 'Cy', 80],
      ['3rd', 'Dee', 20],
    ]);
  });
});

describe('trophies and tied players', () => {
  const prizes = prizeList(['Champion', 'Trophy', ''], ['1st', 100, ''], ['2nd', 50, '']);
  const players = standings(['Ana', 5], ['Ben', 5], ['Cy', 5], ['Dan', 3]);

  it('never splits a trophy: it goes by tie-break, and the money is shared by the others tied', () => {
    expect(awarded(prizes, players, { share: 'equal' })).toEqual([['Champion', 'Ana', null], ['1st', 'Ben', 75], ['2nd', 'Cy', 75]]);
    const reason = awardPrizes({ prizes, players, share: 'equal' }).awards[0]!.reason;
    expect(reason).toBe('best player: 5 points; tied with Ben and Cy, ahead on tie-breaks: a prize that is not money is never shared');
  });
});

describe('rounding', () => {
  it('pays exact cents by default, and whole units rounded down with the rest named when asked', () => {
    const prizes = prizeList(['1st', 100, ''], ['2nd', 50, '']);
    const players = standings(['Ana', 5], ['Ben', 5], ['Cy', 5], ['Dan', 3]);
    expect(awarded(prizes, players, { share: 'equal' }).map(([, , amount]) => amount)).toEqual([50, 50, 50]);
    const threeWays = prizeList(['1st', 100, '']);
    expect(awarded(threeWays, players, { share: 'equal' }).map(([, , amount]) => amount)).toEqual([33.34, 33.33, 33.33]);
    const whole = awardPrizes({ prizes: threeWays, players, share: 'equal', rounding: 'whole' });
    expect(whole.awards.map((award) => award.amount)).toEqual([3300, 3300, 3300]);
    expect(whole.leftover).toBe(100);
    expect(whole.awards[0]!.reason).toContain('rounded down to whole units (0.34 not paid out)');
  });
});

describe('sections and teams', () => {
  it('never ties players of different sections, even on equal points', () => {
    const prizes = prizeList(['Best U10', 20, 'section=U10'], ['Best U12', 20, 'section=U12']);
    const players = standings(['Ana', 4, 1500, { section: 'U10' }], ['Ben', 4, 1500, { section: 'U12' }]);
    expect(awarded(prizes, players, { share: 'equal' })).toEqual([['Best U10', 'Ana', 20], ['Best U12', 'Ben', 20]]);
  });

  it('gives a team prize from the team standings (src/core/event/teams.ts), a team at most one', () => {
    const members = [
      { name: 'Ana', team: 'Hill', points: 40, section: '' },
      { name: 'Ben', team: 'Hill', points: 30, section: '' },
      { name: 'Cy', team: 'Vale', points: 35, section: '' },
      { name: 'Dan', team: 'Vale', points: 20, section: '' },
      { name: 'Eve', team: 'Moor', points: 10, section: '' },
    ];
    const teams = teamStandings(members, 2).map((standing) => ({ team: standing.team, points: standing.total, rankLabel: standing.rankLabel }));
    const prizes = prizeList(['Best school', 'Shield', 'school'], ['2nd school', 20, 'school'], ['1st', 10, '']);
    const players = standings(['Ana', 4], ['Cy', 3.5], ['Ben', 3]);
    expect(awarded(prizes, players, { teams })).toEqual([['Best school', 'Hill', null], ['2nd school', 'Vale', 20], ['1st', 'Ana', 10]]);
    expect(awardPrizes({ prizes, players }).awards[0]!.reason).toBe('not awarded: there are no team standings (no player has a team)');
  });
});

describe('errors', () => {
  it('refuses a prizes per player below one', () => {
    expect(() => awardPrizes({ prizes: [], players: [], prizesPerPlayer: 0 })).toThrow(InputError);
  });
});

/**
 * A school Saturday as the sheet side will give it: two sections, each in its
 * own standings order, schools ranked by teamStandings (src/core/event/teams.ts),
 * a trophy on top of the money for each section's winner, age prizes, and a
 * tie for first in U10 shared equally. Worked by hand.
 */
describe('a school prize list', () => {
  const prizes = readPrizeList([
    ['Prize', 'Amount', 'Category', 'Extra'],
    ['U10 champion', 'Trophy', 'section=U10', 'yes'],
    ['U10 1st', 20, 'section=U10', ''],
    ['U10 2nd', 10, 'section=U10', ''],
    ['U8 champion', 'Trophy', 'section=U8', 'yes'],
    ['U8 1st', 20, 'section=U8', ''],
    ['Best under-9 in U10', 'Medal', 'section=U10 and u9', ''],
    ['Best girl, U8', 'Medal', 'section=U8 and girls', ''],
    ['Best school', 'Shield', 'school', ''],
  ]);
  const players = standings(
    ['Asha', 4, 0, { section: 'U10', born: 2016, team: 'Hill', sex: 'F' }],
    ['Ben', 4, 0, { section: 'U10', born: 2015, team: 'Vale', sex: 'M' }],
    ['Cai', 3, 0, { section: 'U10', born: 2017, team: 'Hill', sex: 'M' }],
    ['Dee', 2, 0, { section: 'U10', born: 2016, team: 'Vale', sex: 'F' }],
    ['Eva', 4, 0, { section: 'U8', born: 2018, team: 'Vale', sex: 'F' }],
    ['Finn', 3, 0, { section: 'U8', born: 2018, team: 'Hill', sex: 'M' }],
    ['Gia', 2.5, 0, { section: 'U8', born: 2019, team: 'Hill', sex: 'F' }],
  );
  const teams = teamStandings(
    players.map((player) => ({ name: player.name, team: player.team!, points: player.points, section: player.section! })),
    3,
  ).map((standing) => ({ team: standing.team, points: standing.total, rankLabel: standing.rankLabel }));

  it('gives each section its own places, the trophies on top, the age and girls’ medals, and the shield', () => {
    // Best three: Hill Asha 4 + Finn 3 + Cai 3 = 10, Vale Ben 4 + Eva 4 + Dee 2 = 10; teamStandings breaks
    // the tie by the next best score (Hill: Gia 2½, Vale: none), so Hill is first.
    expect(teams.map((team) => team.team)).toEqual(['Hill', 'Vale']);
    expect(awarded(prizes, players, { teams, share: 'equal', eventYear: 2026 })).toEqual([
      ['U10 champion', 'Asha', null],
      ['U10 1st', 'Asha', 15],
      ['U10 2nd', 'Ben', 15],
      ['U8 champion', 'Eva', null],
      ['U8 1st', 'Eva', 20],
      ['Best under-9 in U10', 'Cai', null],
      ['Best girl, U8', 'Gia', null],
      ['Best school', 'Hill', null],
    ]);
  });

  it('says why: the tie for first in U10, and the trophy that goes by tie-break', () => {
    const awards = awardPrizes({ prizes, players, teams, share: 'equal', eventYear: 2026 }).awards;
    expect(awards[0]!.reason).toBe('best player in section U10: 4 points; tied with Ben, ahead on tie-breaks: a prize that is not money is never shared');
    expect(awards[1]!.reason).toBe('best player in section U10: 4 points; tied with Ben: U10 1st and U10 2nd (30.00), shared equally: 15.00 each');
    expect(awards[5]!.reason).toBe('best player in section U10 and under 9 (born in 2017 or later): 3 points');
    expect(awards[6]!.reason).toBe('best female player in section U8: 2½ points; Eva won a higher prize');
  });
});
