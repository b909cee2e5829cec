import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS } from '../../../src/core/model';
import { readTrf } from '../../../src/core/trf/read';
import { writeTrf } from '../../../src/core/trf/write';
import { block, patch, player, smallTournament } from './trf-lines';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/trf/${name}`, import.meta.url), 'utf8');

describe('readTrf › a complete bbpPairings tournament with forfeits and byes', () => {
  const file = readTrf(fixture('t-n007-r06-s494403710.trf'), 't-n007-r06-s494403710.trf');
  const { players } = file.tournament;

  it('reads every player in start-number order with their fixed-column fields', () => {
    expect(players.map((p) => p.startNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(players[0]).toMatchObject({ startNumber: 1, name: 'Test0001 Player0001', rating: 2660 });
    // Blank sex, title, federation, FIDE id and birth date are left out, not empty strings.
    expect(Object.keys(players[0]!).sort()).toEqual(['name', 'rating', 'rounds', 'startNumber']);
  });

  it('reads games, forfeits, double forfeits and byes from the round blocks', () => {
    expect(players[0]!.rounds[0]).toEqual({ opponent: 4, colour: 'black', result: '1' });
    expect(players[0]!.rounds[5]).toEqual({ opponent: 5, colour: 'white', result: '+' });
    expect(players[4]!.rounds[5]).toEqual({ opponent: 1, colour: 'black', result: '-' });
    // Round 3: 5 against 3, both forfeited.
    expect(players[2]!.rounds[2]).toEqual({ opponent: 5, colour: 'black', result: '-' });
    expect(players[4]!.rounds[2]).toEqual({ opponent: 3, colour: 'white', result: '-' });
    expect(players[6]!.rounds[0]).toEqual({ opponent: null, colour: null, result: 'U' });
    expect(players[1]!.rounds[3]).toEqual({ opponent: null, colour: null, result: 'H' });
    expect(players[3]!.rounds[2]).toEqual({ opponent: null, colour: null, result: 'Z' });
  });

  it('knows the rounds played, the standard point system and the header', () => {
    expect(file.roundsPlayed).toBe(6);
    expect(file.tournament.points).toEqual(STANDARD_POINTS);
    expect(file.tournament.name).toBe('AutoTest Tournament 494403710');
    expect(file.header).toEqual({ name: 'AutoTest Tournament 494403710', tournamentType: 'FIDE_DUTCH_2025' });
    expect(file.unknownLines).toEqual([]);
    // No XXR in a complete bbpPairings file: the model leaves the total open.
    expect(file.tournament.totalRounds).toBeUndefined();
    expect(file.tournament.initialColour).toBeUndefined();
  });

  it('keeps the points and rank columns, which agree with the results', () => {
    expect(file.standings.get(1)).toEqual({ points: 50, rank: 1 });
    expect(file.standings.get(5)).toEqual({ points: 15, rank: 7 });
    expect(file.warnings).toEqual([]);
  });
});

describe('readTrf › a cut case for pairing the next round', () => {
  const file = readTrf(fixture('case-009-xxc.trf'));

  it('reads XXR and XXC white1', () => {
    expect(file.tournament.totalRounds).toBe(5);
    expect(file.tournament.initialColour).toBe('white');
    expect(file.header.roundsTag).toBe('trf16');
    expect(file.header.initialColourTag).toBe('trf16');
  });

  it('keeps the absence announced for the round after the last one played', () => {
    expect(file.roundsPlayed).toBe(2);
    const third = file.tournament.players[2]!;
    expect(third.rounds).toHaveLength(3);
    expect(third.rounds[2]).toEqual({ opponent: null, colour: null, result: 'Z' });
    // A half-point bye inside the rounds played is an ordinary entry.
    expect(file.tournament.players[1]!.rounds[1]).toEqual({ opponent: null, colour: null, result: 'H' });
    // Everyone else stops at the last round played.
    expect(file.tournament.players.filter((p) => p.rounds.length !== 2).map((p) => p.startNumber)).toEqual([3]);
  });

  it('does not count the announced absence in the points column check', () => {
    expect(file.warnings).toEqual([]);
  });

  it('reads the same tournament as the case without XXC, apart from the colour', () => {
    const plain = readTrf(fixture('case-009.trf'));
    expect(plain.tournament.players).toEqual(file.tournament.players);
    expect(plain.tournament.initialColour).toBeUndefined();
  });
});

describe('readTrf › a round robin from the tie-break fixtures', () => {
  const file = readTrf(fixture('rr-n06-double.trf'));

  it('reads the header lines and ten full rounds', () => {
    expect(file.header).toMatchObject({
      name: 'rr-n06-double (Berger, double round robin)',
      startDate: '2026/05/02',
      tournamentType: 'Round Robin (Berger)',
      roundsTag: 'trf16',
    });
    expect(file.tournament.totalRounds).toBe(10);
    expect(file.roundsPlayed).toBe(10);
    expect(file.tournament.players.every((p) => p.rounds.length === 10)).toBe(true);
    expect(file.standings.get(2)).toEqual({ points: 55, rank: 1 });
  });
});

describe('readTrf › line endings', () => {
  const lf = smallTournament().join('\n') + '\n';

  it.each([
    ['LF', lf],
    ['CRLF', lf.replace(/\n/g, '\r\n')],
    ['bare CR', lf.replace(/\n/g, '\r')],
    ['no final line ending', lf.trimEnd()],
    ['a byte-order mark', '\uFEFF' + lf],
  ])('reads %s the same', (_name, text) => {
    expect(readTrf(text)).toEqual(readTrf(lf));
  });

  it('counts lines the same way whatever the ending, for error messages', () => {
    const lines = smallTournament();
    lines[4] = patch(lines[4]!, 99, 'x');
    for (const ending of ['\n', '\r\n', '\r']) {
      expect(() => readTrf(lines.join(ending))).toThrow("line 5, column 99: result 'x' is not a TRF result code");
    }
  });
});

describe('readTrf › leniency where real files vary', () => {
  it('reads a blank rating as 0 and keeps the optional fields', () => {
    const file = readTrf(
      player({
        start: 1,
        name: 'Unrated, Una',
        sex: 'w',
        title: 'WFM',
        federation: 'BEL',
        fideId: '12345678',
        birthDate: '2010/01/31',
      }) + '\n' + player({ start: 2, name: 'Other, Otto', rating: 1500 }),
    );
    expect(file.tournament.players[0]).toEqual({
      startNumber: 1,
      name: 'Unrated, Una',
      rating: 0,
      sex: 'w',
      title: 'WFM',
      federation: 'BEL',
      fideId: '12345678',
      birthDate: '2010/01/31',
      rounds: [],
    });
    expect(file.standings.get(1)).toEqual({ points: null, rank: null });
    expect(file.roundsPlayed).toBe(0);
  });

  it('pads short lines with blank rounds up to the last round played', () => {
    const file = readTrf(
      [
        player({ start: 1, name: 'A', rounds: [block(2, 'w', '1'), block(3, 'w', '1')] }),
        player({ start: 2, name: 'B', rounds: [block(1, 'b', '0')] }),
        player({ start: 3, name: 'C', rounds: ['        ', block(1, 'b', '0')] }),
      ].join('\n'),
    );
    expect(file.roundsPlayed).toBe(2);
    expect(file.tournament.players[1]!.rounds).toEqual([
      { opponent: 1, colour: 'black', result: '0' },
      { opponent: null, colour: null, result: ' ' },
    ]);
    expect(file.tournament.players[2]!.rounds[0]).toEqual({ opponent: null, colour: null, result: ' ' });
  });

  it('reads lower-case result codes and colours, four blanks as 0000 and a blank colour as -', () => {
    const file = readTrf(
      [
        player({ start: 1, name: 'A', rounds: [block(2, 'W' as 'w', 'w'), '       h'] }),
        player({ start: 2, name: 'B', rounds: [block(1, 'B' as 'b', 'l'), '0000   u'] }),
      ].join('\n'),
    );
    expect(file.tournament.players[0]!.rounds).toEqual([
      { opponent: 2, colour: 'white', result: 'W' },
      { opponent: null, colour: null, result: 'H' },
    ]);
    expect(file.tournament.players[1]!.rounds[1]).toEqual({ opponent: null, colour: null, result: 'U' });
  });

  it('accepts a game paired but not played yet (blank result) and a forfeit written without colours', () => {
    const file = readTrf(
      [
        player({ start: 1, name: 'A', rounds: [block(2, 'w', ' '), block(3, '-', '+')] }),
        player({ start: 2, name: 'B', rounds: [block(1, 'b', ' ')] }),
        player({ start: 3, name: 'C', rounds: ['        ', block(1, '-', '-')] }),
      ].join('\n'),
    );
    expect(file.roundsPlayed).toBe(2);
    expect(file.tournament.players[0]!.rounds[1]).toEqual({ opponent: 3, colour: null, result: '+' });
  });

  it('drops blank blocks after the last round played (they say nothing)', () => {
    const file = readTrf(
      [player({ start: 1, name: 'A', rounds: [block(2, 'w', '1'), '0000 -  '] }), player({ start: 2, name: 'B', rounds: [block(1, 'b', '0')] })].join(
        '\n',
      ),
    );
    expect(file.tournament.players[0]!.rounds).toHaveLength(1);
  });

  it('skips blank lines and keeps comments and unknown records verbatim, in order', () => {
    const lines = smallTournament();
    const file = readTrf(
      ['### a comment', ...lines.slice(0, 3), '', 'BEL    1      Able, Ann', 'DAT 0001 EMAIL ann@example.org', ...lines.slice(3)].join('\n'),
    );
    expect(file.unknownLines).toEqual(['### a comment', 'BEL    1      Able, Ann', 'DAT 0001 EMAIL ann@example.org']);
  });

  it('keeps a second line of a one-value header tag as an unknown line', () => {
    const file = readTrf(['012 First', '012 Second', ...smallTournament().slice(1)].join('\n'));
    expect(file.header.name).toBe('First');
    expect(file.unknownLines).toEqual(['012 Second']);
  });

  it('warns, without failing, when a points column disagrees with the results', () => {
    const lines = smallTournament();
    lines[2] = patch(lines[2]!, 81, ' 2.0');
    const file = readTrf(lines.join('\n'), 'cup.trf');
    expect(file.warnings).toEqual([
      "cup.trf, line 3, column 81: points 2.0 differ from 1.5, the total of the results under the file's point system",
    ]);
    expect(file.standings.get(1)).toEqual({ points: 20, rank: 1 });
  });
});

describe('readTrf › header lines', () => {
  it('reads every TRF16 and TRF-2026 header line it knows', () => {
    const text = [
      '012 Spring Open',
      '022 Ghent',
      '032 BEL',
      '042 2026/04/01',
      '052 2026/04/05',
      '062 4',
      '072 3',
      '082 0',
      '092 Individual: Swiss-System',
      '102 IA Jane Arbiter',
      '112 FA First Deputy',
      '112 NA Second Deputy',
      '122 90 min + 30 sec',
      `132${' '.repeat(88)}26/04/01  26/04/02            26/04/04`,
      '182 Sheetmate',
      '192 FIDE_DUTCH',
      '202 BH/C1,BH,SB',
      '212 PTS,BH/C1,BH,SB',
      '222 5400+30',
      '142 3',
      '152 B',
      ...smallTournament().slice(2),
    ].join('\n');
    const file = readTrf(text);
    expect(file.header).toEqual({
      name: 'Spring Open',
      city: 'Ghent',
      federation: 'BEL',
      startDate: '2026/04/01',
      endDate: '2026/04/05',
      playerCount: '4',
      ratedPlayerCount: '3',
      teamCount: '0',
      tournamentType: 'Individual: Swiss-System',
      chiefArbiter: 'IA Jane Arbiter',
      deputyArbiters: ['FA First Deputy', 'NA Second Deputy'],
      timeControl: '90 min + 30 sec',
      roundDates: ['26/04/01', '26/04/02', '', '26/04/04'],
      pairingController: 'Sheetmate',
      encodedTournamentType: 'FIDE_DUTCH',
      tieBreaks: 'BH/C1,BH,SB',
      standingsTieBreaks: 'PTS,BH/C1,BH,SB',
      encodedTimeControl: '5400+30',
      roundsTag: 'trf2026',
      initialColourTag: 'trf2026',
    });
    expect(file.tournament.totalRounds).toBe(3);
    expect(file.tournament.initialColour).toBe('black');
  });

  it('accepts XXR and 142, XXC and 152 together when they agree, and keeps other XXC words', () => {
    const file = readTrf(['XXR 3', '142 3', 'XXC rank black1', '152 b', ...smallTournament().slice(2)].join('\n'));
    expect(file.header).toMatchObject({ roundsTag: 'both', initialColourTag: 'both', configuration: ['rank'] });
    expect(file.tournament.initialColour).toBe('black');
  });

  it('reads 240 byes and warns when a round block says otherwise', () => {
    const lines = smallTournament();
    const file = readTrf([...lines.slice(0, 2), '240 H 003    1    2', '240 F 002    3', ...lines.slice(2)].join('\n'));
    expect(file.header.byes).toEqual([
      { kind: 'H', round: 3, players: [1, 2] },
      { kind: 'F', round: 2, players: [3] },
    ]);
    expect(file.warnings).toEqual(["line 4: 240 gives player 3 bye F in round 2, but the 001 line has '1'"]);
  });
});

describe('readTrf › forbidden pairs and acceleration', () => {
  const withLines = (...extra: string[]): string => {
    const lines = smallTournament();
    return [...lines.slice(0, 2), ...extra, ...lines.slice(2)].join('\n');
  };

  it('turns an XXP list into every pair of its players', () => {
    const file = readTrf(withLines('XXP 1 4 3', 'XXP 2 1'));
    expect(file.tournament.forbiddenPairs).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [3, 4],
    ]);
    expect(file.header.forbidden).toEqual([
      { tag: 'XXP', players: [1, 4, 3] },
      { tag: 'XXP', players: [2, 1] },
    ]);
  });

  it('counts a 260 record only when its rounds include the next round', () => {
    // Two rounds played: the next round is 3.
    const file = readTrf(withLines('260 001 002    1    2', '260 003 003    3    4'));
    expect(file.tournament.forbiddenPairs).toEqual([[3, 4]]);
    expect(file.header.forbidden).toEqual([
      { tag: '260', players: [1, 2], firstRound: 1, lastRound: 2 },
      { tag: '260', players: [3, 4], firstRound: 3, lastRound: 3 },
    ]);
  });

  it('leaves forbiddenPairs and acceleration out when the file has none', () => {
    const file = readTrf(withLines());
    expect('forbiddenPairs' in file.tournament).toBe(false);
    expect('acceleration' in file.tournament).toBe(false);
  });

  it('reads XXA points per round in their columns, blanks as 0', () => {
    const file = readTrf(withLines('XXA    1  1.0  1.0  0.5', 'XXA    2       1.0', 'XXA    3  0.0'));
    expect(file.tournament.acceleration).toEqual(
      new Map([
        [1, [10, 10, 5]],
        [2, [0, 10]],
      ]),
    );
  });

  it('reads XXA written with single spaces', () => {
    const file = readTrf(withLines('XXA 1 1 0.5'));
    expect(file.tournament.acceleration).toEqual(new Map([[1, [10, 5]]]));
  });

  it('expands 250 ranges and adds them to XXA', () => {
    const file = readTrf(withLines('250      1.0 001 002 0001 0002', '250 00.0 00.5 002 002 0002 0003', 'XXA    4  0.0  0.0  1.0'));
    expect(file.tournament.acceleration).toEqual(
      new Map([
        [1, [10, 10]],
        [2, [10, 15]],
        [3, [0, 5]],
        [4, [0, 0, 10]],
      ]),
    );
    expect(file.header.accelerationRanges).toEqual([
      { matchPoints: null, gamePoints: 10, firstRound: 1, lastRound: 2, firstPlayer: 1, lastPlayer: 2 },
      { matchPoints: 0, gamePoints: 5, firstRound: 2, lastRound: 2, firstPlayer: 2, lastPlayer: 3 },
    ]);
  });
});

describe('readTrf › XXZ (players absent from the round to be paired)', () => {
  const lines = smallTournament();
  const text = [...lines.slice(0, 2), 'XXZ 2 4', ...lines.slice(2)].join('\n');

  it('gives each listed player a Z entry in the next round', () => {
    const file = readTrf(text);
    expect(file.roundsPlayed).toBe(2);
    expect(file.tournament.players.map((p) => p.rounds[2] ?? null)).toEqual([
      null,
      { opponent: null, colour: null, result: 'Z' },
      null,
      { opponent: null, colour: null, result: 'Z' },
    ]);
  });

  it('is written as the Z entries themselves, which read back the same', () => {
    const file = readTrf(text);
    const written = writeTrf(file);
    expect(written).not.toContain('XXZ');
    expect(readTrf(written)).toEqual(file);
  });

  it('keeps an entry the line already has for that round', () => {
    const withHalfPoint = [...lines.slice(0, 2), 'XXZ 1', `${lines[2]}  ${block(0, '-', 'H')}`, ...lines.slice(3)].join('\n');
    expect(readTrf(withHalfPoint).tournament.players[0]!.rounds[2]).toEqual({ opponent: null, colour: null, result: 'H' });
  });

  it('rejects a start number that is no player', () => {
    expect(() => readTrf([...lines.slice(0, 2), 'XXZ 2 9', ...lines.slice(2)].join('\n'))).toThrow(
      'line 3, column 7: XXZ: player 9 is not the start number of any player (001 line)',
    );
  });
});
