import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS, type PointSystem } from '../../../src/core/model';
import { fitsIn162, format162, formatXxs } from '../../../src/core/trf/point-systems';
import { readTrf } from '../../../src/core/trf/read';
import { writeTrf } from '../../../src/core/trf/write';
import { smallTournament } from './trf-lines';

/** The small tournament with point-system lines after `XXR 3` (lines 3, 4, …). */
function withPoints(...lines: string[]): string {
  const base = smallTournament();
  return [...base.slice(0, 2), ...lines, ...base.slice(2)].join('\n');
}

const THREE_ONE_ZERO: PointSystem = {
  win: 30,
  draw: 10,
  loss: 0,
  forfeitWin: 30,
  forfeitLoss: 0,
  pairingAllocatedBye: 30,
  halfPointBye: 10,
  fullPointBye: 30,
  zeroPointBye: 0,
};

describe('XXS (JaVaFo point system)', () => {
  it('reads the standard system spelled out in full', () => {
    const file = readTrf(
      withPoints('XXS WW=1 BW=1 WD=0.5 BD=0.5 WL=0 BL=0 ZPB=0 HPB=0.5 FPB=1 PAB=1 FW=1 FL=0'),
    );
    expect(file.tournament.points).toEqual(STANDARD_POINTS);
    expect(file.header.pointsTag).toBe('trf16');
  });

  it('reads 3/1/0 with the W and D shortcuts', () => {
    expect(readTrf(withPoints('XXS PAB=3 D=1 W=3')).tournament.points).toEqual(THREE_ONE_ZERO);
  });

  it('keeps codes not mentioned at their standard value, across several lines', () => {
    // JaVaFo's example: 3/1/0 with the pairing-allocated bye still worth 1.
    expect(readTrf(withPoints('XXS W=3', 'XXS D=1')).tournament.points).toEqual({ ...THREE_ONE_ZERO, pairingAllocatedBye: 10 });
    expect(readTrf(withPoints('XXS PAB=.5')).tournament.points).toEqual({ ...STANDARD_POINTS, pairingAllocatedBye: 5 });
  });

  it('applies codes left to right, top to bottom: a later shortcut overrides', () => {
    const first = readTrf(withPoints('XXS W=3 D=2 WL=1 BL=1', 'XXS PAB=3', 'XXS FPB=0 HPB=0 ZPB=0')).tournament.points;
    expect(first).toEqual({
      win: 30,
      draw: 20,
      loss: 10,
      forfeitWin: 30,
      forfeitLoss: 0,
      pairingAllocatedBye: 30,
      halfPointBye: 0,
      fullPointBye: 0,
      zeroPointBye: 0,
    });
    const second = readTrf(withPoints('XXS PAB=3', 'XXS FPB=0 HPB=0 ZPB=0', 'XXS W=3 D=2 WL=1 BL=1')).tournament.points;
    expect(second).toMatchObject({ fullPointBye: 30, halfPointBye: 20 });
  });

  it('accepts L for both losses, as some programs write', () => {
    expect(readTrf(withPoints('XXS W=1.0 D=0.5 L=0.0')).tournament.points).toEqual(STANDARD_POINTS);
  });

  it('checks the points columns under the file’s system', () => {
    const lines = smallTournament();
    const text = [...lines.slice(0, 2), 'XXS W=3 D=1', ...lines.slice(2)].join('\n');
    // The columns say 1.5 / 1.0 / 1.0 / 0.5 (standard): under 3/1/0 they are 4 / 2 / 3 / 1.
    expect(readTrf(text).warnings).toHaveLength(4);
  });

  it.each([
    ['an unknown code', 'XXS WW=1 XW=1', "line 3, column 10: XXS code 'XW' is not one of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D"],
    ['a value that is not a number', 'XXS WW=one', "line 3, column 8: XXS WW: 'one' is not a number of points like 1, 0.5 or 3.0"],
    ['a value finer than a tenth', 'XXS D=0.25', "line 3, column 7: XXS D: '0.25' is not a number of points like 1, 0.5 or 3.0"],
    ['text that is no code', 'XXS WW=1 =2', "line 3, column 10: XXS: expected a result code at '=2'"],
    [
      'different points for White and Black',
      'XXS WW=1.5 BW=1.0',
      'line 3, column 12: WW=1.5 and BW=1.0 differ; Sheetmate scores a result the same for White and Black',
    ],
  ])('rejects %s', (_name, line, message) => {
    expect(() => readTrf(withPoints(line))).toThrow(message);
  });

  it('writes every code out, and reads back the same system', () => {
    const line = formatXxs(THREE_ONE_ZERO);
    expect(line).toBe('XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 ZPB=0.0 HPB=1.0 FPB=3.0 PAB=3.0 FW=3.0 FL=0.0');
    expect(readTrf(withPoints(line)).tournament.points).toEqual(THREE_ONE_ZERO);
  });
});

describe('162 (TRF-2026 point system)', () => {
  it('reads W, D, L, A, P in their columns', () => {
    const file = readTrf(withPoints('162  W 3.0    D 1.0    L 0.0    A 0.0    P 1.0'));
    expect(file.tournament.points).toEqual({ ...THREE_ONE_ZERO, pairingAllocatedBye: 10 });
    expect(file.header.pointsTag).toBe('trf2026');
    // X (unknown result) follows D when not given.
    expect(file.header.unknownResultPoints).toBe(10);
  });

  it('gives the pairing-allocated bye the points of a win unless P is given', () => {
    expect(readTrf(withPoints('162  W 3.0    D 1.0')).tournament.points).toEqual(THREE_ONE_ZERO);
  });

  it('gives A to zero-point byes and forfeit losses, and keeps X', () => {
    const file = readTrf(withPoints('162  A-1.0    X 0.0'));
    expect(file.tournament.points).toMatchObject({ zeroPointBye: -10, forfeitLoss: -10, win: 10 });
    expect(file.header.unknownResultPoints).toBe(0);
  });

  it('reads 162 and XXS together, in file order', () => {
    const file = readTrf(withPoints('162  W 3.0    D 1.0', 'XXS HPB=0'));
    expect(file.tournament.points).toEqual({ ...THREE_ONE_ZERO, halfPointBye: 0 });
    expect(file.header.pointsTag).toBe('both');
  });

  it.each([
    ['an unknown symbol', '162  W 3.0    Q 1.0', "line 3, column 15: 162 code 'Q' is not one of W D L A P X"],
    ['a symbol without points', '162  W', "line 3, column 7: 162 W: '' is not a number of points like 1, 0.5 or 3.0"],
  ])('rejects %s', (_name, line, message) => {
    expect(() => readTrf(withPoints(line))).toThrow(message);
  });

  it('writes the symbols in the record’s fixed columns', () => {
    expect(format162(STANDARD_POINTS)).toBe('162  W 1.0    D 0.5    L 0.0    P 1.0');
    expect(format162(THREE_ONE_ZERO, 5)).toBe('162  W 3.0    D 1.0    L 0.0    P 3.0    X 0.5');
  });

  it('leaves out A and X at their defaults, which the FIDE-endorsed engine refuses to read', () => {
    expect(format162(THREE_ONE_ZERO, 10)).toBe('162  W 3.0    D 1.0    L 0.0    P 3.0');
    expect(format162({ ...THREE_ONE_ZERO, zeroPointBye: 5, forfeitLoss: 5 })).toBe('162  W 3.0    D 1.0    L 0.0    A 0.5    P 3.0');
  });

  it('knows when 162 cannot say everything (a half-point bye not worth a draw)', () => {
    expect(fitsIn162(THREE_ONE_ZERO)).toBe(true);
    expect(fitsIn162({ ...THREE_ONE_ZERO, halfPointBye: 0 })).toBe(false);
  });

  it('writes a file read with 162 with 162 again, followed by XXS where 162 falls short', () => {
    const with162 = writeTrf(readTrf(withPoints('162  W 3.0    D 1.0')));
    expect(with162).toContain('\n162  W 3.0    D 1.0    L 0.0    P 3.0\n');
    expect(with162).not.toContain('XXS');
    const read = readTrf(withPoints('162  W 3.0    D 1.0', 'XXS HPB=0'));
    const both = writeTrf(read);
    expect(both).toContain(
      '\n162  W 3.0    D 1.0    L 0.0    P 3.0\n' +
        'XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 ZPB=0.0 HPB=0.0 FPB=3.0 PAB=3.0 FW=3.0 FL=0.0\n',
    );
    expect(readTrf(both)).toEqual(read);
  });
});
