import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS, type Player, type Tournament } from '../../../src/core/model';
import { readTrf } from '../../../src/core/trf/read';
import { tournamentToTrf, writeTrf } from '../../../src/core/trf/write';
import { block, player, smallTournament } from './trf-lines';

const fixtureDir = new URL('../../fixtures/trf/', import.meta.url);
const fixtureNames = readdirSync(fixtureDir).filter((name) => name.endsWith('.trf'));
const playerLines = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.startsWith('001'))
    .map((line) => line.trimEnd());

describe('writeTrf › round trip of the fixture files', () => {
  it('has the fixtures the brief asks for', () => {
    expect(fixtureNames).toEqual(
      expect.arrayContaining(['t-n007-r06-s494403710.trf', 'case-009-xxc.trf', 'rr-n06-double.trf']),
    );
  });

  it.each(fixtureNames)('%s: read, write, read gives the same file', (name) => {
    const text = readFileSync(new URL(name, fixtureDir), 'utf8');
    const file = readTrf(text, name);
    expect(readTrf(writeTrf(file), name)).toEqual(file);
  });

  it.each(fixtureNames)('%s: the 001 lines come back byte for byte', (name) => {
    const text = readFileSync(new URL(name, fixtureDir), 'utf8');
    expect(playerLines(writeTrf(readTrf(text)))).toEqual(playerLines(text));
  });

  it('writes LF line endings, no trailing spaces, and a final newline', () => {
    const text = readFileSync(new URL('case-009-xxc.trf', fixtureDir), 'utf8').replace(/\n/g, '\r\n');
    const written = writeTrf(readTrf(text));
    expect(written).not.toContain('\r');
    expect(written.endsWith('\n')).toBe(true);
    expect(written.split('\n').filter((line) => line !== line.trimEnd())).toEqual([]);
    expect(written.startsWith('012 AutoTest Tournament 901525392\n092 FIDE_DUTCH_2025\nXXR 5\nXXC white1\n001    1')).toBe(true);
  });
});

describe('writeTrf › header lines', () => {
  const lines = smallTournament();
  const roundTrip = (...extra: string[]): void => {
    const file = readTrf([...lines.slice(0, 2), ...extra, ...lines.slice(2)].join('\n'));
    const written = writeTrf(file);
    expect(readTrf(written)).toEqual(file);
  };

  it('keeps every header field, TRF-2026 spellings included', () => {
    const extra = [
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
      `132${' '.repeat(88)}26/04/01  26/04/02`,
      '182 Sheetmate',
      '192 FIDE_DUTCH',
      '202 BH/C1,BH,SB',
      '212 PTS,BH/C1,BH,SB',
      '222 5400+30',
      '142 3',
      '152 W',
      '162  W 1.0    D 0.5    L 0.0    P 1.0',
      'XXC rank',
    ];
    roundTrip(...extra);
    const written = writeTrf(readTrf([...lines.slice(0, 1), ...extra, ...lines.slice(2)].join('\n')));
    expect(written).toContain(`\n132${' '.repeat(88)}26/04/01  26/04/02\n`);
    expect(written).toContain('\n142 3\nXXC rank\n152 W\n162  W 1.0');
    expect(written).not.toContain('XXR');
  });

  it('keeps forbidden pairs, acceleration and byes in all their spellings', () => {
    roundTrip(
      'XXP 1 4 3',
      '260 001 002    1    2',
      '260 003 005    2    4',
      '250      1.0 001 002 0001 0002',
      'XXA    3  0.5  0.5',
      'XXA    1  0.0  1.0',
      '240 H 003    1    2',
    );
  });

  it('keeps unknown lines and blank-result pairings of a round in progress', () => {
    const text = [
      '012 In progress',
      '### a comment',
      player({ start: 1, name: 'A', rounds: [block(2, 'w', '1'), block(3, 'b', ' ')] }),
      player({ start: 2, name: 'B', rounds: [block(1, 'b', '0'), block(0, '-', 'U')] }),
      player({ start: 3, name: 'C', rounds: ['        ', block(1, 'w', ' ')] }),
    ].join('\n');
    const file = readTrf(text);
    expect(readTrf(writeTrf(file))).toEqual(file);
    expect(writeTrf(file)).toContain('\n### a comment\n');
  });

  it('writes the model’s forbidden pairs when they no longer match the records', () => {
    const file = readTrf([...lines.slice(0, 2), 'XXP 1 3 4', ...lines.slice(2)].join('\n'));
    const changed = { ...file, tournament: { ...file.tournament, forbiddenPairs: [[1, 3] as const, [2, 4] as const] } };
    const written = writeTrf(changed);
    expect(written).toContain('\nXXP 1 3\nXXP 2 4\n');
    expect(readTrf(written).tournament.forbiddenPairs).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('falls back to XXA when the model gives less than a 250 record', () => {
    const file = readTrf([...lines.slice(0, 2), '250      1.0 001 002 0001 0002', ...lines.slice(2)].join('\n'));
    const changed = { ...file, tournament: { ...file.tournament, acceleration: new Map([[1, [10]]]) } };
    const written = writeTrf(changed);
    expect(written).not.toContain('250');
    expect(written).toContain('\nXXA    1  1.0\n');
  });
});

describe('writeTrf › 001 lines', () => {
  it('puts every field in its TRF16 columns', () => {
    const tournament: Tournament = {
      players: [
        {
          startNumber: 1,
          name: 'Kasparova, Anna',
          rating: 2345,
          sex: 'w',
          title: 'WGM',
          federation: 'BEL',
          fideId: '12345678',
          birthDate: '2001/02/03',
          rounds: [
            { opponent: 12, colour: 'white', result: '1' },
            { opponent: null, colour: null, result: 'H' },
          ],
        },
        {
          startNumber: 12,
          name: 'Newcomer',
          rating: 0,
          rounds: [
            { opponent: 1, colour: 'black', result: '0' },
            { opponent: null, colour: null, result: 'U' },
          ],
        },
      ],
      points: STANDARD_POINTS,
    };
    const lines = writeTrf(tournamentToTrf(tournament)).split('\n');
    expect(lines[0]).toBe(
      '001    1 wWGM Kasparova, Anna                   2345 BEL    12345678 2001/02/03  1.5    1    12 w 1  0000 - H',
    );
    // An unrated player's rating is left blank.
    expect(lines[1]).toBe('001   12      Newcomer                                                           1.0    2     1 b 0  0000 - U');
    const columnOf = (text: string): number => lines[0]!.indexOf(text) + 1;
    expect([columnOf('WGM'), columnOf('Kasparova'), columnOf('2345'), columnOf('BEL'), columnOf('12345678')]).toEqual([11, 15, 49, 54, 61]);
    expect([columnOf('2001/02/03'), columnOf('1.5'), columnOf('12 w 1'), columnOf('0000 - H')]).toEqual([70, 82, 94, 102]);
  });

  it('cuts a name longer than its 33 columns', () => {
    const long = 'Abcdefghij Klmnopqrst Uvwxyz Abcdefghij';
    const file = tournamentToTrf({ players: [{ startNumber: 1, name: long, rating: 1500, rounds: [] }], points: STANDARD_POINTS });
    expect(readTrf(writeTrf(file)).tournament.players[0]!.name).toBe(long.slice(0, 33));
  });
});

describe('tournamentToTrf', () => {
  const players = (): Player[] => readTrf(smallTournament().join('\n')).tournament.players.map((p) => p);
  const base: Tournament = { name: 'Club', players: players(), totalRounds: 3, points: STANDARD_POINTS };

  it('computes points and ranks by points, then start number', () => {
    const file = tournamentToTrf({
      ...base,
      players: base.players.map((p) => (p.startNumber === 3 ? { ...p, rounds: [p.rounds[0]!, { ...p.rounds[1]!, result: '=' }] } : p)),
    });
    expect([...file.standings]).toEqual([
      [1, { points: 15, rank: 1 }],
      [2, { points: 10, rank: 2 }],
      [3, { points: 5, rank: 3 }],
      [4, { points: 5, rank: 4 }],
    ]);
    expect(file.roundsPlayed).toBe(2);
  });

  it('takes ranks when given (after tie-breaks)', () => {
    const file = tournamentToTrf(base, { ranks: new Map([[1, 1], [3, 2], [2, 3], [4, 4]]) });
    expect(file.standings.get(3)).toEqual({ points: 10, rank: 2 });
  });

  it('writes the small tournament exactly as the TRF it was read from', () => {
    expect(writeTrf(tournamentToTrf({ ...base, name: 'Small Club Cup' }))).toBe(smallTournament().join('\n') + '\n');
  });

  it('writes XXR, XXC, XXS, XXP and XXA for the model’s settings, and reads them back', () => {
    const tournament: Tournament = {
      ...base,
      initialColour: 'black',
      points: { ...STANDARD_POINTS, pairingAllocatedBye: 5 },
      forbiddenPairs: [[1, 2]],
      acceleration: new Map([[1, [10, 10]]]),
    };
    const file = tournamentToTrf(tournament, { header: { city: 'Ghent' }, unknownLines: ['### exported'] });
    const written = writeTrf(file);
    expect(written).toBe(
      [
        '012 Club',
        '022 Ghent',
        'XXR 3',
        'XXC black1',
        'XXS WW=1.0 BW=1.0 WD=0.5 BD=0.5 WL=0.0 BL=0.0 ZPB=0.0 HPB=0.5 FPB=1.0 PAB=0.5 FW=1.0 FL=0.0',
        'XXA    1  1.0  1.0',
        'XXP 1 2',
        '### exported',
        ...smallTournament().slice(2),
      ].join('\n') + '\n',
    );
    expect(readTrf(written)).toEqual(file);
  });

  it('writes TRF-2026 tags when the header asks for them', () => {
    const file = tournamentToTrf(
      { ...base, initialColour: 'white', points: { ...STANDARD_POINTS, win: 30, forfeitWin: 30, fullPointBye: 30, pairingAllocatedBye: 30, draw: 10, halfPointBye: 10 } },
      { header: { roundsTag: 'trf2026', initialColourTag: 'trf2026', pointsTag: 'trf2026' } },
    );
    const written = writeTrf(file);
    expect(written).toContain('\n142 3\n152 W\n162  W 3.0    D 1.0    L 0.0    P 3.0\n');
    expect(readTrf(written).tournament).toEqual(file.tournament);
  });
});
