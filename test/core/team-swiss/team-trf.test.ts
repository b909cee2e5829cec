import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS } from '../../../src/core/model';
import { lineUp, matchBoards, pairTeamEvent, readTeamTrf, teamHistories, writeTeamTrf, type TeamEvent, type TeamEventSettings } from '../../../src/core/team-swiss';

import { attempt, pairingKey, playRandomTeamEvents } from '../../support/team-swiss-random-events';

const settings: TeamEventSettings = {
  boards: 2,
  totalRounds: 3,
  primaryScore: 'match',
  secondaryForColour: true,
  colourPreferences: 'A',
  initialColour: 'white',
  matchPoints: { win: 20, draw: 10, loss: 0 },
  gamePoints: STANDARD_POINTS,
};

/** What the pairing reads of a team's rounds. */
const histories = (event: TeamEvent) => [...teamHistories(event)].map(([team, rounds]) => [team, rounds.map((r) => [r.kind, r.opponent, r.colour, r.matchPoints, r.gamePoints])]);

describe('a team event written as TRF-2026 and read back', () => {
  it('pairs every round of 25 random events the same, from the same histories', () => {
    let rounds = 0;
    const differing: string[] = [];
    playRandomTeamEvents(25, 31, {
      literal: false,
      teams: [4, 16],
      visit: (name, before, round, engine) => {
        rounds++;
        const back = readTeamTrf(writeTeamTrf(before), name).event;
        const again = attempt(() => pairTeamEvent(back, round));
        const key = (outcome: typeof engine) => ('pairing' in outcome ? pairingKey(outcome.pairing) : 'none');
        if (key(again) !== key(engine) || JSON.stringify(histories(back)) !== JSON.stringify(histories(before))) differing.push(`${name} round ${round}`);
      },
    });
    expect(rounds).toBeGreaterThan(100);
    expect(differing).toEqual([]);
  });

  it('writes a line-up out of 310 order or with an empty board as a 300 record, and the reserve on board 1 gives the team its colour', () => {
    const teams = [
      { number: 1, players: [11, 12, 13] },
      { number: 2, players: [21, 22, 23] },
    ];
    const boards = matchBoards(lineUp(teams[0]!, 2, [13, 11]), lineUp(teams[1]!, 2, [null, 22])).map((board) =>
      board.board === 2 ? { ...board, homeResult: '0' as const, awayResult: '1' as const } : board,
    );
    const event: TeamEvent = { teams, rounds: [{ round: 1, matches: [{ home: 1, away: 2, boards }], byes: [] }], settings };
    const text = writeTeamTrf(event);
    // Start numbers team by team: 11, 12, 13 are 1, 2, 3; 21, 22, 23 are 4, 5, 6.
    expect(text).toContain('300   1   1   2    3    1');
    expect(text).toContain('300   1   2   1 0000    5');
    const back = readTeamTrf(text).event;
    expect(back.rounds[0]!.matches[0]!.boards.map((b) => [b.homePlayer, b.awayPlayer, b.homeResult, b.awayResult])).toEqual([
      [3, null, '+', '-'],
      [1, 5, '0', '1'],
    ]);
    expect(histories(back)).toEqual(histories(event));
  });

  it('writes a team that fielded nobody as a forfeited match (330) and reads the points of 299 records', () => {
    const teams = [1, 2, 3].map((number) => ({ number, players: [number * 10 + 1, number * 10 + 2] }));
    const absent = matchBoards(lineUp(teams[0]!, 2), [null, null]);
    const event: TeamEvent = {
      teams,
      rounds: [{ round: 1, matches: [{ home: 1, away: 2, boards: absent }], byes: [{ team: 3, kind: 'pairing-allocated' }] }],
      settings,
      pointAdjustments: [
        { kind: 'forfeit-loss', matchPoints: 10 },
        { kind: 'bonus', matchPoints: -5, round: 1, teams: [3] },
      ],
    };
    const text = writeTeamTrf(event);
    expect(text).toContain('330 +-   1   1   2');
    expect(text).toContain('299 -   1.0');
    const back = readTeamTrf(text).event;
    // The forfeit loss is worth a match point; the PAB (a drawn match) loses half of one.
    expect(histories(back)).toEqual([
      [1, [['forfeit-win', 2, null, 20, 20]]],
      [2, [['forfeit-loss', 1, null, 10, 0]]],
      [3, [['pairing-allocated-bye', null, null, 5, 10]]],
    ]);
  });
});
