/**
 * Hostile files of a few hundred bytes that used to make the reader build
 * gigabytes or run for minutes: each now gets a message naming its line, fast.
 * And a file that is wrong everywhere gets a message a person can read.
 */
import { describe, expect, it } from 'vitest';
import { InputError, InputErrors } from '../../../src/core/errors';
import { readTrf } from '../../../src/core/trf/read';
import { block, player, smallTournament } from './trf-lines';

function errorOf(text: string): Error {
  try {
    readTrf(text, 'bomb.trf');
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors) return error;
    throw error;
  }
  throw new Error('readTrf accepted the file');
}

/** Lines 1 `012`, 2 `XXR 3`, then the extra header lines, then the four players. */
const withHeader = (...extra: string[]) => {
  const lines = smallTournament();
  lines.splice(2, 0, ...extra);
  return lines.join('\n');
};

describe('resource bombs', () => {
  it('a 250 player range up to 99999999 is refused, naming the line', () => {
    expect(errorOf(withHeader('250      1.0 001 003 0001 99999999')).message).toContain(
      'bomb.trf, line 3, column 5: 250 player range 1-99999999 goes past the last start number of the file (4)',
    );
  });

  it('a 250 round range past the total rounds is refused', () => {
    expect(errorOf(withHeader('250      1.0 001 500 0001 0002')).message).toContain('250 round range 1-500 goes past the 3 rounds given on line 2');
  });

  it('an XXP line repeating 100,000 numbers is refused at the first repeat', () => {
    const line = `XXP ${Array.from({ length: 100_000 }, (_, i) => String((i % 2) + 1).padStart(4)).join(' ')}`;
    expect(errorOf(withHeader(line)).message).toMatch(/^bomb\.trf, line 3, column \d+: XXP lists player 1 twice; list each player once$/);
  });

  it('an XXP line naming every player once is still read', () => {
    expect(readTrf(withHeader('XXP    1    2    3    4')).tournament.forbiddenPairs).toHaveLength(6);
  });

  it('one game in round 200,000 is refused without padding anyone to 200,000 rounds', () => {
    const lines = [
      '012 Bomb',
      player({ start: 1, name: 'A', rounds: [block(2, 'w', '1'), ...Array(199_998).fill('        '), block(2, 'w', '1')] }),
      player({ start: 2, name: 'B', rounds: [block(1, 'b', '0'), ...Array(199_998).fill('        '), block(1, 'b', '0')] }),
    ];
    const before = process.memoryUsage().heapUsed;
    const message = errorOf(lines.join('\n')).message;
    expect(message).toBe(
      'bomb.trf, line 2, column 2000082: a game or bye in round 200000, but round 2 is blank on every 001 line (199998 blank rounds); rounds follow one another from round 1',
    );
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('a round past XXR is refused before anyone is padded to it', () => {
    const lines = smallTournament();
    lines[2] = `${lines[2]}  ${'        '.repeat(0)}${Array(50).fill('        ').join('  ')}  ${block(3, 'w', '1')}`;
    expect(errorOf(lines.join('\n')).message).toMatch(/round 4 is beyond the 3 rounds given on line 2/);
  });

  it('XXR of 99999999 rounds is refused', () => {
    expect(errorOf(smallTournament().join('\n').replace('XXR 3', 'XXR 99999999')).message).toContain(
      'XXR must give the total number of rounds as a whole number from 1 to 999',
    );
  });
});

describe('error floods', () => {
  it('60,000 bad lines give the first 20 problems and a count of the rest', () => {
    const bad = Array.from({ length: 60_000 }, () => '001 xxxx      Nobody');
    const error = errorOf(['012 Flood', ...bad].join('\n'));
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe("bomb.trf, line 2, column 5: start number 'xxxx' (columns 5-8) is not a whole number from 1 to 9999");
    expect(lines[20]).toBe('… and 59980 more problems (60000 in all); fix these first.');
  });
});
